//! A notation type (a move, a cell) against texts written by hand from the rules.

use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Checks a notation type `T` against texts taken from the rules text: each of `canonical`
/// parses and prints back as itself (it is the notation's one spelling of its value), and
/// each of `refused` does not parse.
///
/// ```
/// jokoak_core::testkit::assert_notation::<u8>(&["0", "255"], &["", "256", "0x1", "1 "]);
/// ```
///
/// # Panics
/// Naming the first text that does not parse, prints otherwise, or parses though refused.
pub fn assert_notation<T>(canonical: &[&str], refused: &[&str])
where
    T: FromStr + Display + Debug,
    T::Err: Display,
{
    for text in canonical {
        match text.parse::<T>() {
            Ok(value) => assert_eq!(value.to_string(), *text, "`{text}` prints otherwise"),
            Err(e) => panic!("`{text}` does not parse: {e}"),
        }
    }
    for text in refused {
        if let Ok(value) = text.parse::<T>() {
            panic!("`{text}` parses as {value:?}");
        }
    }
}
