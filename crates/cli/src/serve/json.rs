//! Request bodies with each key once: serde_json keeps the last of a repeated key, so
//! `{"game":"linja","game":"agon"}` would start Agon without a word. [`check_keys`] walks the
//! text first and names the repeated key.

use std::collections::HashSet;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};

/// `Ok` if no object of the JSON `text` names a key twice, at any depth; else serde_json's
/// error naming the key, with its line and column. `text` is JSON (parse it first: other
/// syntax errors come out here too).
pub fn check_keys(text: &str) -> Result<(), serde_json::Error> {
    serde_json::from_str::<Walked>(text).map(|_| ())
}

/// A JSON value walked to its end (serde_json bounds the nesting).
struct Walked;

impl<'de> Deserialize<'de> for Walked {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(Walk)
    }
}

/// The visitor of [`Walked`]: accepts any JSON value, refusing an object that repeats a key.
struct Walk;

impl<'de> Visitor<'de> for Walk {
    type Value = Walked;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_unit<E: de::Error>(self) -> Result<Walked, E> {
        Ok(Walked)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Walked, A::Error> {
        while seq.next_element::<Walked>()?.is_some() {}
        Ok(Walked)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Walked, A::Error> {
        let mut keys = HashSet::new();
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                let key = jokoak_core::excerpt(&key, 60);
                return Err(de::Error::custom(format!("the key `{key}` appears twice")));
            }
            map.next_value::<Walked>()?;
            keys.insert(key);
        }
        Ok(Walked)
    }
}

#[cfg(test)]
mod tests {
    use super::check_keys;

    #[test]
    fn a_key_named_twice_in_any_object_is_refused() {
        assert!(
            check_keys(r#"{"game":"linja","players":2,"options":{"a":1,"b":[1,{"c":null}]}}"#)
                .is_ok()
        );
        let twice = check_keys(r#"{"game":"linja","game":"agon"}"#).unwrap_err();
        assert!(
            twice
                .to_string()
                .starts_with("the key `game` appears twice"),
            "{twice}"
        );
        // Nested: an option named twice.
        let nested = check_keys(r#"{"options":{"table":"7x7","table":"9x9"}}"#).unwrap_err();
        assert!(
            nested.to_string().contains("`table` appears twice"),
            "{nested}"
        );
        // The same key in two objects is no repetition.
        assert!(check_keys(r#"[{"a":1},{"a":2}]"#).is_ok());
    }
}
