//! abalone: position parser (parse → print → parse, every listed ply plays on a copy), then a
//! script of plies through `play`. Input layout: see `jokoak_fuzz`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jokoak_fuzz::game::<jokoak_abalone::Abalone>(data));
