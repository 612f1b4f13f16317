// Shared by the game crates' `tests/serde.rs` through `include!`: bad input for the serde
// reader, made from a state's valid serde form by replacing one value. Not a test target of
// its own (a subdirectory).

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// `state`'s serde form (which reads back) with the value at the JSON pointer `path` replaced
/// by `value`, read back.
pub fn read_edited<G: Serialize + DeserializeOwned>(
    state: &G,
    path: &str,
    value: Value,
) -> Result<G, serde_json::Error> {
    let mut form = serde_json::to_value(state).unwrap();
    assert!(serde_json::from_value::<G>(form.clone()).is_ok(), "{form}");
    *form.pointer_mut(path).unwrap() = value;
    serde_json::from_value(form)
}
