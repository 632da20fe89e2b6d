//! OpenAI chat completions (`POST {base}/chat/completions`, `Authorization: Bearer`), which also
//! serves vLLM, llama.cpp's server, LM Studio and Ollama's `/v1`. A request with a schema sends
//! `response_format: {"type": "json_schema", "json_schema": {name, schema, strict: true}}`; a
//! server that refuses it (a 400 naming `response_format` or `json_schema`) gets the schema
//! without string lengths, then `{"type": "json_object"}` with the schema in the prompt, and is
//! remembered for the process (see `schema`). Usage comes from `prompt_tokens` and
//! `completion_tokens`; `finish_reason: "length"` marks a truncated answer.

use super::budget::CallContext;
use super::http::{read_key, secret_header, HttpOptions, Transport};
use super::schema::{self, SchemaLevel};
use super::settings::LlmSettings;
use super::{ChatModel, ChatRequest, ChatResponse, LlmError, Pricing};
use reqwest::header::{HeaderMap, AUTHORIZATION};
use serde_json::{json, Value};
use std::time::Duration;

/// The instruction added to the system prompt in JSON mode (OpenAI requires the word "JSON" in
/// the conversation when `response_format` is `json_object`).
pub(crate) const JSON_INSTRUCTION: &str =
    "Answer with a single JSON object and nothing else: no prose, no Markdown fences.";

/// The system prompt as sent: in JSON mode with the JSON instruction, and with the schema when
/// the server does not enforce it (`schema_in_prompt`).
pub(crate) fn system_text(req: &ChatRequest, schema_in_prompt: bool) -> String {
    let mut parts: Vec<String> = Vec::new();
    if !req.system.trim().is_empty() {
        parts.push(req.system.trim_end().to_string());
    }
    if (req.json || req.schema.is_some()) && !req.system.contains(JSON_INSTRUCTION) {
        parts.push(JSON_INSTRUCTION.to_string());
    }
    if schema_in_prompt {
        if let Some(s) = &req.schema {
            parts.push(s.prompt_text());
        }
    }
    parts.join("\n\n")
}

/// The `output_mode` name of a request at `level`.
pub(crate) fn mode_name(req: &ChatRequest, level: SchemaLevel, enforced: &str) -> String {
    match (&req.schema, level) {
        (Some(_), SchemaLevel::Full) => enforced.to_string(),
        (Some(_), SchemaLevel::Portable) => format!("{enforced}_portable"),
        (Some(_), SchemaLevel::Prompt) | (None, _) if req.json || req.schema.is_some() => {
            "json_object".to_string()
        }
        _ => "text".to_string(),
    }
}

/// A model behind an OpenAI-compatible endpoint.
pub struct OpenAiChat {
    provider: String,
    model: String,
    url: String,
    key_env: Option<String>,
    key_required: bool,
    temperature: f64,
    max_tokens: u32,
    pricing: Pricing,
    transport: Transport,
}

impl std::fmt::Debug for OpenAiChat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiChat")
            .field("provider", &self.provider)
            .field("model", &self.model)
            .field("url", &self.url)
            .field("key_env", &self.key_env)
            .finish_non_exhaustive()
    }
}

impl OpenAiChat {
    pub fn new(settings: &LlmSettings, options: HttpOptions) -> Result<OpenAiChat, LlmError> {
        let provider = settings.provider.as_str().to_string();
        let transport = Transport::new(
            &provider,
            Duration::from_secs(settings.timeout_secs.max(1)),
            settings.max_retries,
            options,
        )?;
        Ok(OpenAiChat {
            model: settings.effective_model().to_string(),
            url: format!("{}/chat/completions", settings.effective_base_url()),
            key_env: settings.key_env(),
            key_required: settings.key_required(),
            temperature: settings.temperature,
            max_tokens: settings.max_tokens,
            pricing: settings.pricing(),
            provider,
            transport,
        })
    }
}

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
        "temperature": req.temperature.unwrap_or(temperature),
        "max_tokens": req.max_tokens.unwrap_or(max_tokens),
    });
    match (&req.schema, level) {
        (Some(s), SchemaLevel::Full | SchemaLevel::Portable) => {
            body["response_format"] = json!({
                "type": "json_schema",
                "json_schema": {"name": s.name, "schema": s.at(level), "strict": true},
            });
        }
        _ if req.json || req.schema.is_some() => {
            body["response_format"] = json!({"type": "json_object"});
        }
        _ => {}
    }
    body
}

/// The words of a 400 that refuses the `response_format`.
pub(crate) const REFUSAL_WORDS: &[&str] = &["response_format", "json_schema", "schema"];

/// Reads a chat completion.
pub fn parse_response(body: &str, requested_model: &str) -> Result<ChatResponse, String> {
    let v: Value = serde_json::from_str(body).map_err(|e| format!("the body is not JSON ({e})"))?;
    let choice = v["choices"]
        .get(0)
        .ok_or_else(|| "no `choices` in the response".to_string())?;
    let message = &choice["message"];
    let text = match message["content"].as_str() {
        Some(t) => t.to_string(),
        None => {
            if let Some(refusal) = message["refusal"].as_str() {
                return Err(format!("the model refused: {refusal}"));
            }
            return Err(format!(
                "the first choice has no text content (finish_reason: {})",
                choice["finish_reason"].as_str().unwrap_or("unknown")
            ));
        }
    };
    let finish_reason = choice["finish_reason"].as_str().unwrap_or("").to_string();
    Ok(ChatResponse {
        text,
        input_tokens: v["usage"]["prompt_tokens"].as_u64().unwrap_or(0),
        output_tokens: v["usage"]["completion_tokens"].as_u64().unwrap_or(0),
        model: v["model"]
            .as_str()
            .filter(|m| !m.is_empty())
            .unwrap_or(requested_model)
            .to_string(),
        truncated: finish_reason == "length",
        finish_reason,
        output_mode: String::new(),
    })
}

impl ChatModel for OpenAiChat {
    fn complete_in(&self, req: &ChatRequest, call: &CallContext) -> Result<ChatResponse, LlmError> {
        let span =
            tracing::info_span!("llm.complete", provider = %self.provider, model = %self.model);
        let _guard = span.enter();
        let key = read_key(
            self.transport.env(),
            &self.provider,
            self.key_env.as_deref(),
            self.key_required,
        )?;
        let mut headers = HeaderMap::new();
        if let (Some(key), Some(var)) = (&key, &self.key_env) {
            headers.insert(
                AUTHORIZATION,
                secret_header(&self.provider, var, format!("Bearer {}", key.expose()))?,
            );
        }
        let refused = |status: u16, message: &str| {
            req.schema.is_some() && schema::refuses_schema(status, message, REFUSAL_WORDS)
        };
        let mut level = schema::level_for(&self.url);
        let text = loop {
            let body = request_body(&self.model, req, self.temperature, self.max_tokens, level);
            let mode = mode_name(req, level, "json_schema");
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
                    let Some(next) = schema::downgrade(&self.url, level) else {
                        unreachable!("only Prompt has no next level")
                    };
                    tracing::warn!(provider = %self.provider, ?next, "the server refused the answer schema: {message}");
                    level = next;
                }
                other => break other?,
            }
        };
        let mut response =
            parse_response(&text, &self.model).map_err(|message| LlmError::BadResponse {
                provider: self.provider.clone(),
                message,
            })?;
        response.output_mode = mode_name(req, level, "json_schema");
        tracing::info!(
            input_tokens = response.input_tokens,
            output_tokens = response.output_tokens,
            "completed"
        );
        Ok(response)
    }

    fn name(&self) -> String {
        format!("{}:{}", self.provider, self.model)
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
    fn body_has_system_first_and_json_mode() {
        let req = ChatRequest {
            system: "You debug.".into(),
            messages: vec![Message::user("hi")],
            temperature: None,
            max_tokens: Some(100),
            json: true,
            schema: None,
        };
        let body = request_body("gpt-4o-mini", &req, 0.2, 4096, SchemaLevel::Full);
        assert_eq!(body["messages"][0]["role"], "system");
        assert!(body["messages"][0]["content"]
            .as_str()
            .is_some_and(|s| s.starts_with("You debug.") && s.contains("JSON")));
        assert_eq!(
            body["messages"][1],
            json!({"role": "user", "content": "hi"})
        );
        assert_eq!(body["temperature"], 0.2);
        assert_eq!(body["max_tokens"], 100);
        assert_eq!(body["response_format"]["type"], "json_object");
        let plain = request_body("m", &ChatRequest::default(), 0.0, 1, SchemaLevel::Full);
        assert_eq!(plain["messages"], json!([]));
        assert!(plain.get("response_format").is_none());
    }

    #[test]
    fn schemas_go_in_response_format_then_down_to_the_prompt() {
        let schema = crate::llm::OutputSchema {
            name: "answer".into(),
            schema: json!({"type": "object", "properties": {"s": {"type": "string", "maxLength": 9}}}),
        };
        let req = ChatRequest {
            system: "You debug.".into(),
            messages: vec![Message::user("hi")],
            schema: Some(schema),
            ..ChatRequest::default()
        };
        let full = request_body("m", &req, 0.0, 300, SchemaLevel::Full);
        assert_eq!(full["response_format"]["type"], "json_schema");
        assert_eq!(full["response_format"]["json_schema"]["name"], "answer");
        assert_eq!(full["response_format"]["json_schema"]["strict"], true);
        assert_eq!(
            full["response_format"]["json_schema"]["schema"]["properties"]["s"]["maxLength"],
            9
        );
        assert!(!full["messages"][0]["content"]
            .as_str()
            .unwrap_or("")
            .contains("JSON schema"));
        let portable = request_body("m", &req, 0.0, 300, SchemaLevel::Portable);
        assert!(
            portable["response_format"]["json_schema"]["schema"]["properties"]["s"]
                .get("maxLength")
                .is_none()
        );
        let prompt = request_body("m", &req, 0.0, 300, SchemaLevel::Prompt);
        assert_eq!(prompt["response_format"], json!({"type": "json_object"}));
        let system = prompt["messages"][0]["content"].as_str().unwrap_or("");
        assert!(system.contains("matches this JSON schema"), "{system}");
        assert!(!system.contains("\"maxLength\""), "{system}");
    }

    #[test]
    fn length_is_truncation() {
        let body = r#"{"choices":[{"message":{"content":"{\"a\": \"unfinis"},"finish_reason":"length"}],"usage":{"prompt_tokens":9,"completion_tokens":300}}"#;
        let r = parse_response(body, "m").expect("ok");
        assert!(r.truncated);
        assert_eq!(r.finish_reason, "length");
        assert_eq!(r.output_tokens, 300);
    }

    #[test]
    fn refusals_and_missing_content_are_explained() {
        let refusal = r#"{"model":"gpt-4o","choices":[{"index":0,"message":{"role":"assistant","content":null,"refusal":"I can't help with that."},"finish_reason":"stop"}]}"#;
        assert_eq!(
            parse_response(refusal, "gpt-4o").expect_err("refusal"),
            "the model refused: I can't help with that."
        );
        assert!(parse_response("{}", "m")
            .expect_err("no choices")
            .contains("choices"));
        let no_usage = r#"{"choices":[{"message":{"content":"ok"}}]}"#;
        let r = parse_response(no_usage, "local").expect("ok");
        assert_eq!(
            (r.text.as_str(), r.input_tokens, r.model.as_str()),
            ("ok", 0, "local")
        );
    }
}
