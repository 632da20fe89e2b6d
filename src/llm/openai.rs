//! OpenAI chat completions (`POST {base}/chat/completions`, `Authorization: Bearer`), which also
//! serves Ollama (no key), vLLM, llama.cpp server and LM Studio. JSON mode sets
//! `response_format: {"type": "json_object"}`; usage comes from `prompt_tokens` and
//! `completion_tokens`.

use super::http::{read_key, secret_header, HttpOptions, Transport};
use super::settings::LlmSettings;
use super::{ChatModel, ChatRequest, ChatResponse, LlmError, Pricing};
use reqwest::header::{HeaderMap, AUTHORIZATION};
use serde_json::{json, Value};
use std::time::Duration;

/// The instruction added to the system prompt in JSON mode (OpenAI requires the word "JSON" in
/// the conversation when `response_format` is `json_object`).
pub(crate) const JSON_INSTRUCTION: &str =
    "Answer with a single JSON object and nothing else: no prose, no Markdown fences.";

pub(crate) fn system_text(req: &ChatRequest) -> String {
    if req.json && !req.system.contains(JSON_INSTRUCTION) {
        if req.system.trim().is_empty() {
            JSON_INSTRUCTION.to_string()
        } else {
            format!("{}\n\n{JSON_INSTRUCTION}", req.system.trim_end())
        }
    } else {
        req.system.clone()
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

/// The request body for `req`.
pub fn request_body(model: &str, req: &ChatRequest, temperature: f64, max_tokens: u32) -> Value {
    let mut messages = Vec::with_capacity(req.messages.len() + 1);
    let system = system_text(req);
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
    if req.json {
        body["response_format"] = json!({"type": "json_object"});
    }
    body
}

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
    Ok(ChatResponse {
        text,
        input_tokens: v["usage"]["prompt_tokens"].as_u64().unwrap_or(0),
        output_tokens: v["usage"]["completion_tokens"].as_u64().unwrap_or(0),
        model: v["model"]
            .as_str()
            .filter(|m| !m.is_empty())
            .unwrap_or(requested_model)
            .to_string(),
    })
}

impl ChatModel for OpenAiChat {
    fn complete(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
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
        let body = request_body(&self.model, req, self.temperature, self.max_tokens);
        let text = self
            .transport
            .post_json(&self.url, headers, &body, key.as_ref())?;
        let response =
            parse_response(&text, &self.model).map_err(|message| LlmError::BadResponse {
                provider: self.provider.clone(),
                message,
            })?;
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
        };
        let body = request_body("gpt-4o-mini", &req, 0.2, 4096);
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
        let plain = request_body("m", &ChatRequest::default(), 0.0, 1);
        assert_eq!(plain["messages"], json!([]));
        assert!(plain.get("response_format").is_none());
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
