#!/usr/bin/env bash
# Runs every fuzz target in turn for SECONDS each (default 600), niced, keeping going after a
# crash (fork mode); crashing inputs land in artifacts/TARGET/, logs in logs/TARGET.log.
# Usage, from fuzz/: ./run-all.sh [SECONDS] [TARGET…]
set -u
secs=${1:-600}
shift || true
targets=${*:-linja bul continued abalone agon record abapro}
# Settings to skip past a filed defect (see README.md); none by default.
export JOKOAK_FUZZ_SKIP=${JOKOAK_FUZZ_SKIP-}
cargo +nightly fuzz build -s none
for t in $targets; do
  mkdir -p "corpus/$t" "artifacts/$t" logs
  nice -n 15 "target/x86_64-unknown-linux-gnu/release/$t" "corpus/$t" \
    -artifact_prefix="artifacts/$t/" -max_total_time="$secs" -max_len=8192 -timeout=20 \
    -rss_limit_mb=2048 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -print_final_stats=1 >"logs/$t.log" 2>&1
done
