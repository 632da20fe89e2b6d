//! JSON schemas of the models' answers, generated from the Rust answer types (`schemars`), and a
//! checker that lists every way an answer breaks its schema.
//!
//! The generated schema is made strict: every object lists all its properties as `required` and
//! forbids others, subschemas are inlined, annotations servers reject (`format`, `$schema`,
//! titles) are dropped, and every string and array is bounded (`maxLength` by default
//! [`DEFAULT_MAX_STRING`], arrays by their type's `#[schemars(length(max = N))]`): a small model
//! under a grammar otherwise repeats items or never closes a string.
//!
//! Servers differ in what they accept, so there are three forms, tried in this order per server:
//! [`SchemaLevel::Full`], [`SchemaLevel::Portable`] (no string lengths: OpenAI's strict mode
//! refuses `maxLength`) and [`SchemaLevel::Prompt`] (`json_object` with the schema in the prompt).
//! A server that refuses a form (a 400 naming the schema) is remembered for the process.

use schemars::JsonSchema;
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// `maxLength` of a string that declares none.
pub const DEFAULT_MAX_STRING: u64 = 300;

/// A schema the answer must follow, with the name providers show (`json_schema.name`, the tool
/// name).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct OutputSchema {
    pub name: String,
    pub schema: Value,
}

impl OutputSchema {
    /// The strict schema of `T`.
    pub fn of<T: JsonSchema>(name: &str) -> OutputSchema {
        OutputSchema {
            name: name.to_string(),
            schema: schema_of::<T>(),
        }
    }

    /// The schema in the form `level` sends.
    pub fn at(&self, level: SchemaLevel) -> Value {
        match level {
            SchemaLevel::Full => self.schema.clone(),
            SchemaLevel::Portable | SchemaLevel::Prompt => portable(&self.schema),
        }
    }

    /// The instruction added to the system prompt when the server cannot enforce the schema.
    pub fn prompt_text(&self) -> String {
        format!(
            "Answer with one JSON object that matches this JSON schema (every property is \
             required):\n{}",
            serde_json::to_string(&self.at(SchemaLevel::Prompt)).unwrap_or_default()
        )
    }
}

/// How a server is asked for structured output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SchemaLevel {
    /// The whole schema, enforced by the server.
    Full,
    /// Without string lengths, enforced by the server.
    Portable,
    /// JSON mode only; the schema is in the prompt and checked here.
    Prompt,
}

impl SchemaLevel {
    pub fn next(self) -> Option<SchemaLevel> {
        match self {
            SchemaLevel::Full => Some(SchemaLevel::Portable),
            SchemaLevel::Portable => Some(SchemaLevel::Prompt),
            SchemaLevel::Prompt => None,
        }
    }
}

fn levels() -> &'static Mutex<HashMap<String, SchemaLevel>> {
    static LEVELS: OnceLock<Mutex<HashMap<String, SchemaLevel>>> = OnceLock::new();
    LEVELS.get_or_init(Default::default)
}

/// The form to use with the server at `endpoint` (its URL): `Full` until it refused something.
pub fn level_for(endpoint: &str) -> SchemaLevel {
    let map = levels().lock().unwrap_or_else(|p| p.into_inner());
    map.get(endpoint).copied().unwrap_or(SchemaLevel::Full)
}

/// Records that `endpoint` refused `refused`; returns the next form to try (`None`: nothing
/// simpler is left).
pub fn downgrade(endpoint: &str, refused: SchemaLevel) -> Option<SchemaLevel> {
    let next = refused.next()?;
    let mut map = levels().lock().unwrap_or_else(|p| p.into_inner());
    let cur = map.entry(endpoint.to_string()).or_insert(SchemaLevel::Full);
    if *cur < next {
        *cur = next;
    }
    Some(*cur)
}

/// True when a 400 response refuses the requested answer format. `words` are the request fields
/// that carry the schema for this provider (`response_format`, `json_schema`, `format`, `tools`).
pub fn refuses_schema(status: u16, message: &str, words: &[&str]) -> bool {
    if status != 400 && status != 422 {
        return false;
    }
    let m = message.to_ascii_lowercase();
    words.iter().any(|w| m.contains(w))
}

/// The strict, inlined, bounded schema of `T`.
pub fn schema_of<T: JsonSchema>() -> Value {
    let generator = schemars::generate::SchemaSettings::draft2020_12()
        .with(|s| {
            s.inline_subschemas = true;
            s.meta_schema = None;
        })
        .into_generator();
    let schema = generator.into_root_schema_for::<T>();
    let mut v = schema.to_value();
    strict(&mut v);
    v
}

/// Makes every object strict and every string bounded; drops annotations.
fn strict(v: &mut Value) {
    match v {
        Value::Object(map) => {
            for k in ["$schema", "title", "format", "default", "examples", "$defs"] {
                map.remove(k);
            }
            if let Some(Value::Object(props)) = map.get("properties") {
                let keys: Vec<Value> = props.keys().cloned().map(Value::String).collect();
                map.insert("required".into(), Value::Array(keys));
                map.insert("additionalProperties".into(), Value::Bool(false));
            }
            if is_type(map, "string") && !map.contains_key("maxLength") && !map.contains_key("enum")
            {
                map.insert("maxLength".into(), Value::from(DEFAULT_MAX_STRING));
            }
            for (_, sub) in map.iter_mut() {
                strict(sub);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(strict),
        _ => {}
    }
}

fn is_type(map: &Map<String, Value>, t: &str) -> bool {
    match map.get("type") {
        Some(Value::String(s)) => s == t,
        Some(Value::Array(a)) => a.iter().any(|x| x == t),
        _ => false,
    }
}

/// `schema` without `minLength`/`maxLength`.
pub fn portable(schema: &Value) -> Value {
    let mut v = schema.clone();
    fn strip(v: &mut Value) {
        match v {
            Value::Object(map) => {
                map.remove("maxLength");
                map.remove("minLength");
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    strip(&mut v);
    v
}

/// Every way `value` breaks `schema` (the subset [`schema_of`] produces: `type`, `properties`,
/// `required`, `additionalProperties`, `items`, `enum`, `anyOf`, `minItems`, `maxItems`,
/// `minLength`, `maxLength`, `minimum`), each naming the field and what is allowed.
pub fn check(schema: &Value, value: &Value) -> Vec<String> {
    let mut out = Vec::new();
    check_at(schema, value, "", &mut out);
    out
}

fn field(path: &str) -> &str {
    if path.is_empty() {
        "the answer"
    } else {
        path
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_u64() || n.is_i64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn type_ok(t: &str, v: &Value) -> bool {
    match t {
        "number" => v.is_number(),
        "integer" => type_name(v) == "integer",
        other => type_name(v) == other,
    }
}

fn check_at(schema: &Value, value: &Value, path: &str, out: &mut Vec<String>) {
    let Some(s) = schema.as_object() else {
        return;
    };
    if let Some(Value::Array(options)) = s.get("anyOf").or_else(|| s.get("oneOf")) {
        let fits = options.iter().any(|o| {
            let mut errs = Vec::new();
            check_at(o, value, path, &mut errs);
            errs.is_empty()
        });
        if !fits {
            // Report against the non-null option when there is one: the useful message.
            let main = options
                .iter()
                .find(|o| o.get("type") != Some(&Value::String("null".into())));
            match main {
                Some(o) if !value.is_null() => check_at(o, value, path, out),
                _ => out.push(format!(
                    "{}: {} does not fit any allowed form",
                    field(path),
                    type_name(value)
                )),
            }
        }
        return;
    }
    if let Some(t) = s.get("type") {
        let allowed: Vec<&str> = match t {
            Value::String(x) => vec![x.as_str()],
            Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
            _ => vec![],
        };
        if !allowed.is_empty() && !allowed.iter().any(|a| type_ok(a, value)) {
            out.push(format!(
                "{}: is {}; must be {}",
                field(path),
                type_name(value),
                allowed.join(" or ")
            ));
            return;
        }
    }
    if let Some(Value::Array(options)) = s.get("enum") {
        if !options.contains(value) {
            let list: Vec<String> = options.iter().map(Value::to_string).collect();
            out.push(format!(
                "{}: {} is not allowed; use one of {}",
                field(path),
                value,
                list.join(", ")
            ));
        }
    }
    match value {
        Value::Object(obj) => {
            let props = s.get("properties").and_then(Value::as_object);
            if let Some(Value::Array(req)) = s.get("required") {
                for r in req.iter().filter_map(Value::as_str) {
                    if !obj.contains_key(r) {
                        out.push(format!("{}: missing (required)", join(path, r)));
                    }
                }
            }
            if let Some(props) = props {
                if s.get("additionalProperties") == Some(&Value::Bool(false)) {
                    for k in obj.keys().filter(|k| !props.contains_key(*k)) {
                        let names: Vec<&str> = props.keys().map(String::as_str).collect();
                        out.push(format!(
                            "{}: unknown field; the fields are {}",
                            join(path, k),
                            names.join(", ")
                        ));
                    }
                }
                for (k, sub) in props {
                    if let Some(v) = obj.get(k) {
                        check_at(sub, v, &join(path, k), out);
                    }
                }
            }
        }
        Value::Array(items) => {
            let n = items.len() as u64;
            if let Some(max) = s.get("maxItems").and_then(Value::as_u64) {
                if n > max {
                    out.push(format!(
                        "{}: has {n} items; at most {max} allowed",
                        field(path)
                    ));
                }
            }
            if let Some(min) = s.get("minItems").and_then(Value::as_u64) {
                if n < min {
                    out.push(format!(
                        "{}: has {n} items; at least {min} required",
                        field(path)
                    ));
                }
            }
            if let Some(item) = s.get("items") {
                for (i, v) in items.iter().enumerate() {
                    check_at(item, v, &format!("{path}[{i}]"), out);
                }
            }
        }
        Value::String(text) => {
            let n = text.chars().count() as u64;
            if let Some(max) = s.get("maxLength").and_then(Value::as_u64) {
                if n > max {
                    out.push(format!(
                        "{}: is {n} characters; at most {max} allowed",
                        field(path)
                    ));
                }
            }
            if let Some(min) = s.get("minLength").and_then(Value::as_u64) {
                if n < min {
                    out.push(format!(
                        "{}: is {n} characters; at least {min} required",
                        field(path)
                    ));
                }
            }
        }
        Value::Number(num) => {
            if let (Some(min), Some(x)) = (s.get("minimum").and_then(Value::as_f64), num.as_f64()) {
                if x < min {
                    out.push(format!("{}: is {num}; at least {min} allowed", field(path)));
                }
            }
        }
        _ => {}
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_string()
    } else {
        format!("{path}.{key}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(serde::Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Step {
        file: String,
        line: u32,
    }

    #[derive(serde::Deserialize, JsonSchema)]
    #[allow(dead_code)]
    struct Answer {
        #[schemars(length(max = 10))]
        summary: String,
        #[schemars(length(max = 2))]
        steps: Vec<Step>,
        pick: Option<u32>,
        #[serde(default)]
        note: String,
    }

    #[test]
    fn generated_schemas_are_strict_inlined_and_bounded() {
        let s = schema_of::<Answer>();
        assert_eq!(s["type"], "object");
        assert_eq!(s["additionalProperties"], false);
        assert_eq!(
            s["required"],
            json!(["note", "pick", "steps", "summary"]),
            "{s:#}"
        );
        assert_eq!(s["properties"]["summary"]["maxLength"], 10);
        assert_eq!(s["properties"]["note"]["maxLength"], DEFAULT_MAX_STRING);
        assert_eq!(s["properties"]["steps"]["maxItems"], 2);
        let step = &s["properties"]["steps"]["items"];
        assert_eq!(step["additionalProperties"], false, "{s:#}");
        assert_eq!(step["required"], json!(["file", "line"]));
        assert!(!s.to_string().contains("$ref"), "{s:#}");
        assert!(!s.to_string().contains("\"format\""), "{s:#}");
        assert!(!portable(&s).to_string().contains("maxLength"));
        assert!(portable(&s).to_string().contains("maxItems"));
    }

    #[test]
    fn check_lists_every_violation() {
        let s = schema_of::<Answer>();
        let errs = check(
            &s,
            &json!({"summary": "far too long here", "steps": [{"file": 3}, {"file": "a", "line": 1}, {"file": "b", "line": -2}], "extra": 1}),
        );
        let text = errs.join("\n");
        expect_test::expect![[r#"
            note: missing (required)
            pick: missing (required)
            extra: unknown field; the fields are note, pick, steps, summary
            steps: has 3 items; at most 2 allowed
            steps[0].line: missing (required)
            steps[0].file: is integer; must be string
            steps[2].line: is -2; at least 0 allowed
            summary: is 17 characters; at most 10 allowed"#]]
        .assert_eq(&text);
        assert!(check(
            &s,
            &json!({"summary": "ok", "steps": [], "pick": null, "note": ""})
        )
        .is_empty());
        assert_eq!(
            check(
                &s,
                &json!({"summary": "ok", "steps": [], "pick": "x", "note": ""})
            ),
            ["pick: is string; must be integer or null"]
        );
    }

    #[test]
    fn refusals_are_remembered_per_server() {
        let url = "http://127.0.0.1:1/v1/chat/completions#test-refusals";
        assert_eq!(level_for(url), SchemaLevel::Full);
        assert_eq!(
            downgrade(url, SchemaLevel::Full),
            Some(SchemaLevel::Portable)
        );
        assert_eq!(level_for(url), SchemaLevel::Portable);
        assert_eq!(
            downgrade(url, SchemaLevel::Portable),
            Some(SchemaLevel::Prompt)
        );
        assert_eq!(downgrade(url, SchemaLevel::Prompt), None);
        assert_eq!(level_for("http://other"), SchemaLevel::Full);
        assert!(refuses_schema(
            400,
            "Invalid schema for response_format 'x': 'maxLength' is not permitted",
            &["response_format", "json_schema"]
        ));
        assert!(!refuses_schema(
            401,
            "response_format",
            &["response_format"]
        ));
        assert!(!refuses_schema(
            400,
            "max_tokens too large",
            &["response_format"]
        ));
    }
}
