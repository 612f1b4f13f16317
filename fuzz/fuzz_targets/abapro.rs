//! Abalone's Aba-Pro game scores (abalone.md §7.2 `record`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jokoak_fuzz::abapro(data));
