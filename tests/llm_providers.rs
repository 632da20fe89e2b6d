//! The HTTP providers against a loopback server speaking their wire formats: request shape,
//! usage and cost, retries with `Retry-After`, error messages, and that the key never leaks.

use bugbash::llm::{
    build_model, AnthropicChat, Backoff, ChatModel, ChatRequest, HttpOptions, LlmError,
    LlmSettings, Message, OpenAiChat, Provider,
};
use bugbash::testkit::fixtures::{
    anthropic_error, anthropic_message, openai_completion, openai_error,
};
use bugbash::testkit::{CannedResponse, RecordingSleeper, TestServer};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

const KEY: &str = "sk-test-4f9a1c2b3d4e5f60718293a4b5c6d7e8-secret";

fn env(vars: &[(&str, &str)]) -> bugbash::llm::EnvLookup {
    let map: HashMap<String, String> = vars
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Arc::new(move |name| map.get(name).cloned())
}

fn options(sleeper: &Arc<RecordingSleeper>, vars: &[(&str, &str)]) -> HttpOptions {
    HttpOptions::default()
        .with_sleeper(sleeper.clone())
        .with_backoff(Backoff {
            base: Duration::from_millis(250),
            max_delay: Duration::from_secs(30),
        })
        .with_env(env(vars))
}

fn settings(provider: Provider, server: &TestServer) -> LlmSettings {
    LlmSettings {
        provider,
        base_url: Some(match provider {
            Provider::Anthropic => server.url(),
            _ => format!("{}/v1", server.url()),
        }),
        ..LlmSettings::default()
    }
}

fn ask(text: &str) -> ChatRequest {
    ChatRequest {
        system: "You are terse.".into(),
        messages: vec![Message::user(text)],
        ..ChatRequest::default()
    }
}

#[test]
fn openai_success_reports_usage_and_cost() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        openai_completion("{\"answer\": 42}", 1200, 300),
    )])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = LlmSettings {
        model: "gpt-4o-mini".into(),
        temperature: 0.1,
        max_tokens: 512,
        ..settings(Provider::OpenAiCompatible, &server)
    };
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let req = ChatRequest {
        json: true,
        ..ask("What is 6*7?")
    };
    let r = model.complete(&req).expect("completion");
    assert_eq!(r.text, "{\"answer\": 42}");
    assert_eq!((r.input_tokens, r.output_tokens), (1200, 300));
    assert_eq!(r.model, "gpt-4o-mini-2024-07-18");
    assert_eq!(model.name(), "openai:gpt-4o-mini");
    // gpt-4o-mini: $0.15 in / $0.60 out per million tokens.
    let cost = model.pricing().cost_usd(r.input_tokens, r.output_tokens);
    assert!((cost - 0.00036).abs() < 1e-12, "{cost}");

    let reqs = server.requests();
    assert_eq!(reqs.len(), 1);
    let sent = &reqs[0];
    assert_eq!(sent.method, "POST");
    assert_eq!(sent.path, "/v1/chat/completions");
    assert_eq!(
        sent.header("authorization"),
        Some(format!("Bearer {KEY}").as_str())
    );
    assert_eq!(sent.header("content-type"), Some("application/json"));
    let body = sent.body_json();
    assert_eq!(body["model"], "gpt-4o-mini");
    assert_eq!(body["temperature"], 0.1);
    assert_eq!(body["max_tokens"], 512);
    assert_eq!(body["response_format"]["type"], "json_object");
    assert_eq!(body["messages"][0]["role"], "system");
    assert_eq!(body["messages"][1]["role"], "user");
    assert_eq!(body["messages"][1]["content"], "What is 6*7?");
    assert!(sleeper.delays().is_empty());
}

#[test]
fn anthropic_success_uses_its_headers_and_top_level_system() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        anthropic_message("Hi! My name is Claude.", 2095, 503),
    )])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::Anthropic, &server);
    let model =
        AnthropicChat::new(&s, options(&sleeper, &[("ANTHROPIC_API_KEY", KEY)])).expect("model");
    let r = model.complete(&ask("Hello")).expect("completion");
    assert_eq!(r.text, "Hi! My name is Claude.");
    assert_eq!((r.input_tokens, r.output_tokens), (2095, 503));
    assert_eq!(model.name(), "anthropic:claude-sonnet-4-20250514");
    // claude-sonnet-4: $3 in / $15 out per million tokens.
    let cost = model.pricing().cost_usd(2095, 503);
    assert!((cost - (2095.0 * 3.0 + 503.0 * 15.0) / 1e6).abs() < 1e-12);

    let sent = &server.requests()[0];
    assert_eq!(sent.path, "/v1/messages");
    assert_eq!(sent.header("x-api-key"), Some(KEY));
    assert_eq!(sent.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(sent.header("authorization"), None);
    let body = sent.body_json();
    assert_eq!(body["system"], "You are terse.");
    assert_eq!(body["model"], "claude-sonnet-4-20250514");
    assert_eq!(body["max_tokens"], 4096);
    assert_eq!(
        body["messages"],
        serde_json::json!([{"role": "user", "content": "Hello"}])
    );
}

#[test]
fn rate_limit_honours_retry_after_then_succeeds() {
    let server = TestServer::start(vec![
        CannedResponse::json(
            429,
            openai_error(
                "Rate limit reached for gpt-4o-mini in organization org-x on tokens per min (TPM): Limit 200000, Used 199000, Requested 2000.",
                "tokens",
                "rate_limit_exceeded",
            ),
        )
        .header("Retry-After", "2"),
        CannedResponse::json(200, openai_completion("ok", 5, 1)),
    ])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::OpenAiCompatible, &server);
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let r = model.complete(&ask("hi")).expect("second attempt works");
    assert_eq!(r.text, "ok");
    assert_eq!(sleeper.delays(), [Duration::from_secs(2)]);
    assert_eq!(server.requests().len(), 2);
}

#[test]
fn server_errors_back_off_exponentially() {
    let server = TestServer::start(vec![
        CannedResponse::json(
            500,
            openai_error("The server had an error", "server_error", ""),
        ),
        CannedResponse::json(529, anthropic_error("overloaded_error", "Overloaded")),
        CannedResponse::disconnect(),
        CannedResponse::json(200, anthropic_message("fine", 1, 1)),
    ])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::Anthropic, &server);
    let model =
        AnthropicChat::new(&s, options(&sleeper, &[("ANTHROPIC_API_KEY", KEY)])).expect("model");
    let r = model.complete(&ask("hi")).expect("fourth attempt works");
    assert_eq!(r.text, "fine");
    assert_eq!(
        sleeper.delays(),
        [
            Duration::from_millis(250),
            Duration::from_millis(500),
            Duration::from_millis(1000)
        ]
    );
    assert_eq!(server.requests().len(), 4);
}

#[test]
fn exhausted_retries_name_the_last_error() {
    let server = TestServer::start(vec![
        CannedResponse::json(
            503,
            anthropic_error("api_error", "Internal server error")
        );
        3
    ])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = LlmSettings {
        max_retries: 2,
        ..settings(Provider::Anthropic, &server)
    };
    let model =
        AnthropicChat::new(&s, options(&sleeper, &[("ANTHROPIC_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("gives up");
    assert_eq!(
        err.to_string(),
        "anthropic request failed after 3 attempts; last error: HTTP 503: api_error: Internal server error"
    );
    assert_eq!(server.requests().len(), 3);
    assert_eq!(sleeper.delays().len(), 2);
}

#[test]
fn retry_after_longer_than_the_cap_fails_at_once() {
    let server = TestServer::start(vec![CannedResponse::json(
        429,
        openai_error("Rate limit reached", "requests", "rate_limit_exceeded"),
    )
    .header("Retry-After", "3600")])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::OpenAiCompatible, &server);
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("too long");
    assert!(matches!(err, LlmError::RetryTooLong { .. }), "{err:?}");
    assert!(err.to_string().contains("retry after 3600s"), "{err}");
    assert!(sleeper.delays().is_empty());
    assert_eq!(server.requests().len(), 1);
}

#[test]
fn unauthorized_fails_at_once_with_the_provider_message_and_no_key() {
    let server = TestServer::start(vec![CannedResponse::json(
        401,
        openai_error(
            &format!("Incorrect API key provided: {KEY}. You can find your API key at https://platform.openai.com/account/api-keys."),
            "invalid_request_error",
            "invalid_api_key",
        ),
    )])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::OpenAiCompatible, &server);
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("401");
    let text = err.to_string();
    assert!(text.contains("HTTP 401"), "{text}");
    assert!(
        text.contains("Incorrect API key provided: [REDACTED]"),
        "{text}"
    );
    assert!(!text.contains(KEY), "{text}");
    assert!(!format!("{err:?}").contains(KEY));
    assert!(!format!("{model:?}").contains(KEY));
    assert!(!format!("{s:?}").contains(KEY));
    assert_eq!(server.requests().len(), 1, "4xx is not retried");
    assert!(sleeper.delays().is_empty());
}

#[test]
fn anthropic_errors_show_type_and_message() {
    let server = TestServer::start(vec![CannedResponse::json(
        400,
        anthropic_error(
            "invalid_request_error",
            "max_tokens: 300000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-20250514",
        ),
    )])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = settings(Provider::Anthropic, &server);
    let model =
        AnthropicChat::new(&s, options(&sleeper, &[("ANTHROPIC_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("400");
    assert_eq!(
        err.to_string(),
        "anthropic API error (HTTP 400): invalid_request_error: max_tokens: 300000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-20250514"
    );
}

#[test]
fn missing_key_names_the_variable_and_sends_nothing() {
    let server = TestServer::start(vec![]).expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = LlmSettings {
        api_key_env: Some("MY_TEAM_OPENAI_KEY".into()),
        ..settings(Provider::OpenAiCompatible, &server)
    };
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("no key");
    assert_eq!(
        err.to_string(),
        "no API key for openai: set the environment variable MY_TEAM_OPENAI_KEY (or set llm.api_key_env to the name of the variable that holds the key)"
    );
    assert!(server.requests().is_empty());
}

#[test]
fn the_key_is_read_at_call_time() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        anthropic_message("ok", 1, 1),
    )])
    .expect("server");
    let current = Arc::new(std::sync::Mutex::new(None::<String>));
    let lookup = {
        let current = current.clone();
        Arc::new(move |_: &str| current.lock().ok().and_then(|c| c.clone()))
    };
    let s = settings(Provider::Anthropic, &server);
    let model = AnthropicChat::new(
        &s,
        HttpOptions::default()
            .with_sleeper(Arc::new(RecordingSleeper::new()))
            .with_env(lookup),
    )
    .expect("model");
    assert!(matches!(
        model.complete(&ask("hi")),
        Err(LlmError::MissingKey { .. })
    ));
    if let Ok(mut c) = current.lock() {
        *c = Some("sk-ant-later".into());
    }
    model.complete(&ask("hi")).expect("key set now");
    assert_eq!(
        server.requests()[0].header("x-api-key"),
        Some("sk-ant-later")
    );
}

#[test]
fn ollama_speaks_its_own_api_without_a_key() {
    let native = serde_json::json!({
        "model": "llama3.1:8b",
        "created_at": "2025-01-01T00:00:00Z",
        "message": {"role": "assistant", "content": "{\"a\": 1}"},
        "done": true,
        "done_reason": "stop",
        "prompt_eval_count": 50,
        "eval_count": 7
    });
    let server =
        TestServer::start(vec![CannedResponse::json(200, native.to_string())]).expect("server");
    let s = LlmSettings {
        model: "llama3.1:8b".into(),
        ..settings(Provider::Ollama, &server)
    };
    let sleeper = Arc::new(RecordingSleeper::new());
    let model = build_model(&s, options(&sleeper, &[])).expect("model");
    let req = ChatRequest {
        schema: Some(bugbash::llm::OutputSchema {
            name: "answer".into(),
            schema: serde_json::json!({"type": "object", "properties": {"a": {"type": "integer"}}}),
        }),
        ..ask("hi")
    };
    let r = model.complete(&req).expect("no key needed");
    assert_eq!(r.text, "{\"a\": 1}");
    assert_eq!((r.input_tokens, r.output_tokens), (50, 7));
    assert_eq!(r.output_mode, "format");
    assert_eq!(model.name(), "ollama:llama3.1:8b");
    assert_eq!(model.pricing().cost_usd(50, 7), 0.0);
    let sent = &server.requests()[0];
    assert_eq!(sent.path, "/api/chat");
    assert_eq!(sent.header("authorization"), None);
    let body = sent.body_json();
    assert_eq!(body["model"], "llama3.1:8b");
    assert_eq!(body["stream"], false);
    assert_eq!(body["format"]["properties"]["a"]["type"], "integer");
}

#[test]
fn a_server_configured_as_ollama_without_its_api_is_spoken_to_over_v1() {
    let server = TestServer::start(vec![
        CannedResponse::json(404, r#"{"error":{"message":"File Not Found"}}"#),
        CannedResponse::json(200, openai_completion("local answer", 50, 7)),
        CannedResponse::json(200, openai_completion("again", 5, 1)),
    ])
    .expect("server");
    let s = settings(Provider::Ollama, &server);
    let sleeper = Arc::new(RecordingSleeper::new());
    let model = build_model(&s, options(&sleeper, &[])).expect("model");
    assert_eq!(model.complete(&ask("hi")).expect("v1").text, "local answer");
    assert_eq!(model.complete(&ask("hi")).expect("v1").text, "again");
    let paths: Vec<_> = server.requests().into_iter().map(|r| r.path).collect();
    assert_eq!(
        paths,
        ["/api/chat", "/v1/chat/completions", "/v1/chat/completions"],
        "remembered"
    );
}

#[test]
fn build_model_rejects_invalid_settings() {
    let s = LlmSettings {
        temperature: 3.0,
        timeout_secs: 0,
        ..LlmSettings::default()
    };
    let err = build_model(&s, HttpOptions::default())
        .err()
        .expect("invalid");
    let text = err.to_string();
    assert!(text.starts_with("invalid [llm] settings:"), "{text}");
    assert!(
        text.contains("llm.temperature = 3 is out of range; allowed 0.0 to 2.0"),
        "{text}"
    );
    assert!(text.contains("llm.timeout_secs = 0"), "{text}");
}

#[test]
fn client_timeout_is_retried_then_reported() {
    let server = TestServer::start(vec![
        CannedResponse::json(200, openai_completion("late", 1, 1))
            .delayed(Duration::from_millis(1500)),
        CannedResponse::json(200, openai_completion("late", 1, 1))
            .delayed(Duration::from_millis(1500)),
    ])
    .expect("server");
    let sleeper = Arc::new(RecordingSleeper::new());
    let s = LlmSettings {
        timeout_secs: 1,
        max_retries: 1,
        ..settings(Provider::OpenAiCompatible, &server)
    };
    let model = OpenAiChat::new(&s, options(&sleeper, &[("OPENAI_API_KEY", KEY)])).expect("model");
    let err = model.complete(&ask("hi")).expect_err("times out");
    let text = err.to_string();
    assert!(text.contains("failed after 2 attempts"), "{text}");
    assert!(
        text.contains("no answer within 1s (llm.timeout_secs)"),
        "{text}"
    );
    assert!(!text.contains(KEY));
    assert_eq!(sleeper.delays(), [Duration::from_millis(250)]);
}
