//! Minimal JSON writer: build a `Value` and call `to_json`.

mod escape;
mod value;

pub use escape::escape;
pub use value::Value;

/// Shorthand for an object value from key/value pairs.
pub fn object<const N: usize>(members: [(&str, Value); N]) -> Value {
    Value::Object(members.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
}
