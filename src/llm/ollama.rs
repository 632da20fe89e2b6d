//! Ollama's own chat API (`POST {host}/api/chat`, no key): a request with a schema sends it as
//! `format` (Ollama compiles it to a grammar), JSON mode sends `format: "json"`, `options` carry
//! `temperature` and `num_predict`; usage comes from `prompt_eval_count` and `eval_count`, and
//! `done_reason: "length"` marks a truncated answer.
//!
//! `base_url` is Ollama's OpenAI-compatible address (`http://127.0.0.1:11434/v1` by default); the
//! native API is at the same host without `/v1`. A server without the native API (a 404: another
//! OpenAI-compatible server configured as `ollama`) is spoken to over the OpenAI wire format
//! instead, and remembered for the process.

use super::budget::CallContext;
use super::http::{HttpOptions, Transport};
use super::openai::{mode_name, system_text, OpenAiChat};
use super::schema::{self, SchemaLevel};
use super::settings::LlmSettings;
use super::{ChatModel, ChatRequest, ChatResponse, LlmError, Pricing};
use reqwest::header::HeaderMap;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// A model on an Ollama server.
pub struct OllamaChat {
    model: String,
    url: String,
    temperature: f64,
    max_tokens: u32,
    pricing: Pricing,
    transport: Transport,
    /// The OpenAI-compatible path of the same server.
    compat: OpenAiChat,
}

impl std::fmt::Debug for OllamaChat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OllamaChat")
            .field("model", &self.model)
            .field("url", &self.url)
            .finish_non_exhaustive()
    }
}

/// Servers found to have no native API.
fn without_native() -> &'static Mutex<HashSet<String>> {
    static SET: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    SET.get_or_init(Default::default)
}

/// `http://host:11434/v1` -> `http://host:11434/api/chat`.
pub fn native_url(base_url: &str) -> String {
    let base = base_url.trim_end_matches('/');
    let root = base.strip_suffix("/v1").unwrap_or(base);
    format!("{root}/api/chat")
}

impl OllamaChat {
    pub fn new(settings: &LlmSettings, options: HttpOptions) -> Result<OllamaChat, LlmError> {
        let transport = Transport::new(
            "ollama",
            Duration::from_secs(settings.timeout_secs.max(1)),
            settings.max_retries,
            options.clone(),
        )?;
        Ok(OllamaChat {
            model: settings.effective_model().to_string(),
            url: native_url(&settings.effective_base_url()),
            temperature: settings.temperature,
            max_tokens: settings.max_tokens,
            pricing: settings.pricing(),
            transport,
            compat: OpenAiChat::new(settings, options)?,
        })
    }
}

/// The words of a 400 that refuses the `format`.
const REFUSAL_WORDS: &[&str] = &["format", "schema", "grammar"];

/// The request body for `req`, asking for its schema at `level`.
pub fn request_body(
    model: &str,
    req: &ChatRequest,
    temperature: f64,
    max_tokens: u32,
    level: SchemaLevel,
) -> Value {
    let mut messages = Vec::with_capacity(req.messages.len() + 1);
    let system = system_text(req, level == SchemaLevel::Prompt);
    if !system.is_empty() {
        messages.push(json!({"role": "system", "content": system}));
    }
    for m in &req.messages {
        messages.push(json!({"role": m.role.as_str(), "content": m.content}));
    }
    let mut body = json!({
        "model": model,
        "messages": messages,
        "stream": false,
        "options": {
            "temperature": req.temperature.unwrap_or(temperature),
            "num_predict": req.max_tokens.unwrap_or(max_tokens),
        },
    });
    match (&req.schema, level) {
        (Some(s), SchemaLevel::Full | SchemaLevel::Portable) => body["format"] = s.at(level),
        _ if req.json || req.schema.is_some() => body["format"] = json!("json"),
        _ => {}
    }
    body
}

/// Reads a non-streaming `/api/chat` answer.
pub fn parse_response(body: &str, requested_model: &str) -> Result<ChatResponse, String> {
    let v: Value = serde_json::from_str(body).map_err(|e| format!("the body is not JSON ({e})"))?;
    let text = v["message"]["content"]
        .as_str()
        .ok_or_else(|| "no `message.content` in the response".to_string())?;
    let done = v["done_reason"].as_str().unwrap_or("").to_string();
    Ok(ChatResponse {
        text: text.to_string(),
        input_tokens: v["prompt_eval_count"].as_u64().unwrap_or(0),
        output_tokens: v["eval_count"].as_u64().unwrap_or(0),
        model: v["model"]
            .as_str()
            .filter(|m| !m.is_empty())
            .unwrap_or(requested_model)
            .to_string(),
        truncated: done == "length",
        finish_reason: done,
        output_mode: String::new(),
    })
}

impl ChatModel for OllamaChat {
    fn complete_in(&self, req: &ChatRequest, call: &CallContext) -> Result<ChatResponse, LlmError> {
        let native = !without_native()
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .contains(&self.url);
        if !native {
            return self.compat.complete_in(req, call);
        }
        let span = tracing::info_span!("llm.complete", provider = "ollama", model = %self.model);
        let _guard = span.enter();
        let refused = |status: u16, message: &str| {
            req.schema.is_some() && schema::refuses_schema(status, message, REFUSAL_WORDS)
        };
        let mut level = schema::level_for(&self.url);
        let text = loop {
            let body = request_body(&self.model, req, self.temperature, self.max_tokens, level);
            let mode = mode_name(req, level, "format");
            match self.transport.post_json(
                &self.url,
                HeaderMap::new(),
                &body,
                None,
                call,
                &mode,
                &refused,
            ) {
                Err(LlmError::Api {
                    status: 404,
                    message,
                    ..
                }) if !message.to_ascii_lowercase().contains("model") => {
                    // No native API here: speak OpenAI's wire format to this server from now on.
                    tracing::warn!(url = %self.url, "no Ollama API here ({message}); using /v1/chat/completions");
                    without_native()
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .insert(self.url.clone());
                    return self.compat.complete_in(req, call);
                }
                Err(LlmError::Api {
                    status, message, ..
                }) if refused(status, &message) && level != SchemaLevel::Prompt => {
                    level = schema::downgrade(&self.url, level).unwrap_or(SchemaLevel::Prompt);
                }
                other => break other?,
            }
        };
        let mut response =
            parse_response(&text, &self.model).map_err(|message| LlmError::BadResponse {
                provider: "ollama".to_string(),
                message,
            })?;
        response.output_mode = mode_name(req, level, "format");
        Ok(response)
    }

    fn name(&self) -> String {
        format!("ollama:{}", self.model)
    }

    fn pricing(&self) -> Pricing {
        self.pricing
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::{Message, OutputSchema};

    #[test]
    fn native_body_and_answer() {
        assert_eq!(
            native_url("http://127.0.0.1:11434/v1/"),
            "http://127.0.0.1:11434/api/chat"
        );
        assert_eq!(native_url("http://h:1"), "http://h:1/api/chat");
        let req = ChatRequest {
            system: "s".into(),
            messages: vec![Message::user("u")],
            max_tokens: Some(300),
            schema: Some(OutputSchema {
                name: "a".into(),
                schema: json!({"type": "object"}),
            }),
            ..ChatRequest::default()
        };
        let body = request_body("llama3.1", &req, 0.2, 4096, SchemaLevel::Full);
        assert_eq!(body["format"], json!({"type": "object"}));
        assert_eq!(body["stream"], false);
        assert_eq!(body["options"]["num_predict"], 300);
        let json_mode = request_body("llama3.1", &req, 0.2, 4096, SchemaLevel::Prompt);
        assert_eq!(json_mode["format"], "json");
        let answer = r#"{"model":"llama3.1","created_at":"2025-01-01T00:00:00Z","message":{"role":"assistant","content":"{\"a\":"},"done":true,"done_reason":"length","prompt_eval_count":26,"eval_count":300}"#;
        let r = parse_response(answer, "m").expect("ok");
        assert!(r.truncated);
        assert_eq!((r.input_tokens, r.output_tokens), (26, 300));
    }
}
