//! Anthropic messages (`POST {base}/v1/messages`, `x-api-key`, `anthropic-version: 2023-06-01`):
//! the system prompt is a top-level field, the answer is a list of content blocks, usage comes from
//! `input_tokens` and `output_tokens`. A request with a schema defines one tool whose
//! `input_schema` is the schema and forces it (`tool_choice`); the tool's input is the answer. A
//! server that refuses the tool (a 400 naming it) gets the schema in the prompt instead, and is
//! remembered for the process. `stop_reason: "max_tokens"` marks a truncated answer.

use super::budget::CallContext;
use super::http::{read_key, secret_header, HttpOptions, Transport};
use super::openai::{mode_name, system_text};
use super::schema::{self, SchemaLevel};
use super::settings::LlmSettings;
use super::{ChatModel, ChatRequest, ChatResponse, LlmError, Pricing};
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use serde_json::{json, Value};
use std::time::Duration;

pub const ANTHROPIC_VERSION: &str = "2023-06-01";

/// A model behind the Anthropic messages API.
pub struct AnthropicChat {
    model: String,
    url: String,
    key_env: Option<String>,
    temperature: f64,
    max_tokens: u32,
    pricing: Pricing,
    transport: Transport,
}

impl std::fmt::Debug for AnthropicChat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnthropicChat")
            .field("model", &self.model)
            .field("url", &self.url)
            .field("key_env", &self.key_env)
            .finish_non_exhaustive()
    }
}

impl AnthropicChat {
    pub fn new(settings: &LlmSettings, options: HttpOptions) -> Result<AnthropicChat, LlmError> {
        let transport = Transport::new(
            "anthropic",
            Duration::from_secs(settings.timeout_secs.max(1)),
            settings.max_retries,
            options,
        )?;
        Ok(AnthropicChat {
            model: settings.effective_model().to_string(),
            url: format!("{}/v1/messages", settings.effective_base_url()),
            key_env: settings.key_env(),
            temperature: settings.temperature,
            max_tokens: settings.max_tokens,
            pricing: settings.pricing(),
            transport,
        })
    }
}

/// The words of a 400 that refuses the tool.
const REFUSAL_WORDS: &[&str] = &["tool", "input_schema", "schema"];

/// The request body for `req`, asking for its schema at `level` (a forced tool unless `Prompt`).
pub fn request_body(
    model: &str,
    req: &ChatRequest,
    temperature: f64,
    max_tokens: u32,
    level: SchemaLevel,
) -> Value {
    let messages: Vec<Value> = req
        .messages
        .iter()
        .map(|m| json!({"role": m.role.as_str(), "content": m.content}))
        .collect();
    let mut body = json!({
        "model": model,
        "max_tokens": req.max_tokens.unwrap_or(max_tokens),
        "temperature": req.temperature.unwrap_or(temperature),
        "messages": messages,
    });
    let system = system_text(req, level == SchemaLevel::Prompt);
    if !system.is_empty() {
        body["system"] = Value::String(system);
    }
    if let (Some(s), SchemaLevel::Full | SchemaLevel::Portable) = (&req.schema, level) {
        body["tools"] = json!([{
            "name": s.name,
            "description": "Record your answer. Its input is the whole answer.",
            "input_schema": s.at(level),
        }]);
        body["tool_choice"] = json!({"type": "tool", "name": s.name});
    }
    body
}

/// Reads a messages response: the text blocks joined, usage including cache tokens.
pub fn parse_response(body: &str, requested_model: &str) -> Result<ChatResponse, String> {
    let v: Value = serde_json::from_str(body).map_err(|e| format!("the body is not JSON ({e})"))?;
    let blocks = v["content"]
        .as_array()
        .ok_or_else(|| "no `content` blocks in the response".to_string())?;
    let stop_reason = v["stop_reason"].as_str().unwrap_or("").to_string();
    let tool_input = blocks
        .iter()
        .find(|b| b["type"] == "tool_use")
        .map(|b| b["input"].to_string());
    let text: Vec<&str> = blocks
        .iter()
        .filter(|b| b["type"] == "text")
        .filter_map(|b| b["text"].as_str())
        .collect();
    if text.is_empty() && tool_input.is_none() {
        return Err(format!(
            "the response has no text block (stop_reason: {})",
            v["stop_reason"].as_str().unwrap_or("unknown")
        ));
    }
    let usage = &v["usage"];
    let input = usage["input_tokens"].as_u64().unwrap_or(0)
        + usage["cache_creation_input_tokens"].as_u64().unwrap_or(0)
        + usage["cache_read_input_tokens"].as_u64().unwrap_or(0);
    Ok(ChatResponse {
        text: tool_input.unwrap_or_else(|| text.concat()),
        input_tokens: input,
        output_tokens: usage["output_tokens"].as_u64().unwrap_or(0),
        model: v["model"]
            .as_str()
            .filter(|m| !m.is_empty())
            .unwrap_or(requested_model)
            .to_string(),
        truncated: stop_reason == "max_tokens",
        finish_reason: stop_reason,
        output_mode: String::new(),
    })
}

impl ChatModel for AnthropicChat {
    fn complete_in(&self, req: &ChatRequest, call: &CallContext) -> Result<ChatResponse, LlmError> {
        let span = tracing::info_span!("llm.complete", provider = "anthropic", model = %self.model);
        let _guard = span.enter();
        let key = read_key(
            self.transport.env(),
            "anthropic",
            self.key_env.as_deref(),
            true,
        )?;
        let mut headers = HeaderMap::new();
        if let (Some(key), Some(var)) = (&key, &self.key_env) {
            headers.insert(
                HeaderName::from_static("x-api-key"),
                secret_header("anthropic", var, key.expose().to_string())?,
            );
        }
        headers.insert(
            HeaderName::from_static("anthropic-version"),
            HeaderValue::from_static(ANTHROPIC_VERSION),
        );
        let refused = |status: u16, message: &str| {
            req.schema.is_some() && schema::refuses_schema(status, message, REFUSAL_WORDS)
        };
        // Anthropic has no schema-without-lengths form: a refused tool goes to the prompt.
        let mut level = match schema::level_for(&self.url) {
            SchemaLevel::Portable => SchemaLevel::Prompt,
            l => l,
        };
        let text = loop {
            let body = request_body(&self.model, req, self.temperature, self.max_tokens, level);
            let mode = mode_name(req, level, "tool");
            match self.transport.post_json(
                &self.url,
                headers.clone(),
                &body,
                key.as_ref(),
                call,
                &mode,
                &refused,
            ) {
                Err(LlmError::Api {
                    status, message, ..
                }) if refused(status, &message) && level != SchemaLevel::Prompt => {
                    schema::downgrade(&self.url, SchemaLevel::Portable);
                    tracing::warn!("anthropic refused the answer tool: {message}");
                    level = SchemaLevel::Prompt;
                }
                other => break other?,
            }
        };
        let mut response =
            parse_response(&text, &self.model).map_err(|message| LlmError::BadResponse {
                provider: "anthropic".to_string(),
                message,
            })?;
        response.output_mode = mode_name(req, level, "tool");
        tracing::info!(
            input_tokens = response.input_tokens,
            output_tokens = response.output_tokens,
            "completed"
        );
        Ok(response)
    }

    fn name(&self) -> String {
        format!("anthropic:{}", self.model)
    }

    fn pricing(&self) -> Pricing {
        self.pricing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::Message;

    #[test]
    fn system_is_top_level() {
        let req = ChatRequest {
            system: "You debug.".into(),
            messages: vec![
                Message::user("hi"),
                Message::assistant("{}"),
                Message::user("again"),
            ],
            temperature: Some(0.0),
            max_tokens: None,
            json: false,
            schema: None,
        };
        let body = request_body(
            "claude-sonnet-4-20250514",
            &req,
            0.2,
            2048,
            SchemaLevel::Full,
        );
        assert_eq!(body["system"], "You debug.");
        assert_eq!(body["messages"].as_array().map(Vec::len), Some(3));
        assert_eq!(body["messages"][1]["role"], "assistant");
        assert_eq!(body["max_tokens"], 2048);
        assert_eq!(body["temperature"], 0.0);
    }

    #[test]
    fn text_blocks_are_joined() {
        let body = r#"{"model":"claude-x","content":[{"type":"thinking","thinking":"hm"},{"type":"text","text":"a"},{"type":"text","text":"b"}],"usage":{"input_tokens":5,"cache_read_input_tokens":2,"output_tokens":1}}"#;
        let r = parse_response(body, "m").expect("ok");
        assert_eq!(
            (r.text.as_str(), r.input_tokens, r.output_tokens),
            ("ab", 7, 1)
        );
        let empty = r#"{"content":[],"stop_reason":"max_tokens"}"#;
        assert!(parse_response(empty, "m")
            .expect_err("empty")
            .contains("max_tokens"));
    }

    #[test]
    fn schemas_become_a_forced_tool_and_its_input_the_answer() {
        let req = ChatRequest {
            messages: vec![Message::user("hi")],
            schema: Some(crate::llm::OutputSchema {
                name: "root_cause".into(),
                schema: json!({"type": "object", "properties": {}}),
            }),
            ..ChatRequest::default()
        };
        let body = request_body("claude-x", &req, 0.0, 300, SchemaLevel::Full);
        assert_eq!(body["tools"][0]["name"], "root_cause");
        assert_eq!(body["tools"][0]["input_schema"]["type"], "object");
        assert_eq!(
            body["tool_choice"],
            json!({"type": "tool", "name": "root_cause"})
        );
        let prompt = request_body("claude-x", &req, 0.0, 300, SchemaLevel::Prompt);
        assert!(prompt.get("tools").is_none());
        assert!(prompt["system"]
            .as_str()
            .unwrap_or("")
            .contains("JSON schema"));
        let answer = r#"{"model":"claude-x","content":[{"type":"tool_use","id":"t1","name":"root_cause","input":{"a":1}}],"stop_reason":"max_tokens","usage":{"input_tokens":3,"output_tokens":300}}"#;
        let r = parse_response(answer, "m").expect("ok");
        assert_eq!(r.text, r#"{"a":1}"#);
        assert!(r.truncated);
    }
}
