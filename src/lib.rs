#![doc = include_str!("../README.md")]

pub use jokoak_abalone as abalone;
pub use jokoak_agon as agon;
pub use jokoak_bul as bul;
pub use jokoak_continued as continued;
pub use jokoak_core::*;
pub use jokoak_linja as linja;

#[cfg(feature = "testkit")]
pub mod fuzzing;
