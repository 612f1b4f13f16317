//! JSON records of every game: replay, replay again, JSON round trip.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jokoak_fuzz::record(data));
