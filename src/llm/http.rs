//! The HTTP transport shared by the provider implementations: one blocking reqwest client per
//! model, the retry loop (429, 408, 5xx, timeouts and connection errors back off exponentially
//! and honour `Retry-After`; each is an attempt reported to the caller), the wall-time budget
//! (no request starts after it, no timeout or wait reaches past it) and cancellation, key lookup
//! at call time, and extraction of the provider's error message from an error body, scrubbed of
//! the key.

use super::budget::{AttemptOutcome, Budget, CallContext, HttpAttempt};
use super::retry::{self, Backoff, Sleeper, ThreadSleeper};
use super::LlmError;
use chrono::Utc;
use reqwest::blocking::Client;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Looks an environment variable up. Production reads the process environment; tests inject one.
pub type EnvLookup = Arc<dyn Fn(&str) -> Option<String> + Send + Sync>;

/// How an HTTP model waits, backs off and reads the environment.
#[derive(Clone)]
pub struct HttpOptions {
    pub sleeper: Arc<dyn Sleeper>,
    pub backoff: Backoff,
    pub env: EnvLookup,
}

impl Default for HttpOptions {
    fn default() -> Self {
        HttpOptions {
            sleeper: Arc::new(ThreadSleeper),
            backoff: Backoff::default(),
            env: Arc::new(|name| std::env::var(name).ok()),
        }
    }
}

impl HttpOptions {
    pub fn with_sleeper(mut self, sleeper: Arc<dyn Sleeper>) -> Self {
        self.sleeper = sleeper;
        self
    }

    pub fn with_backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
        self
    }

    pub fn with_env(mut self, env: EnvLookup) -> Self {
        self.env = env;
        self
    }
}

impl std::fmt::Debug for HttpOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HttpOptions")
            .field("backoff", &self.backoff)
            .finish_non_exhaustive()
    }
}

/// The API key for one call. Its Debug output is redacted; it lives only for the call.
pub(crate) struct Secret(String);

impl Secret {
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }

    /// Replaces every occurrence of the key in `text`.
    pub(crate) fn scrub(&self, text: &str) -> String {
        if self.0.len() < 4 {
            return text.to_string();
        }
        text.replace(&self.0, "[REDACTED]")
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret([REDACTED])")
    }
}

/// Reads the key from `var` through `env`. Empty counts as unset.
pub(crate) fn read_key(
    env: &EnvLookup,
    provider: &str,
    var: Option<&str>,
    required: bool,
) -> Result<Option<Secret>, LlmError> {
    let Some(var) = var else {
        return Ok(None);
    };
    match env(var).map(|k| k.trim().to_string()) {
        Some(k) if !k.is_empty() => Ok(Some(Secret(k))),
        _ if required => Err(LlmError::MissingKey {
            provider: provider.to_string(),
            var: var.to_string(),
        }),
        _ => Ok(None),
    }
}

/// A header whose value is the secret (or contains it), marked sensitive so it never shows in
/// Debug output of the request.
pub(crate) fn secret_header(
    provider: &str,
    var: &str,
    value: String,
) -> Result<HeaderValue, LlmError> {
    let mut v = HeaderValue::from_str(&value).map_err(|_| LlmError::Client {
        provider: provider.to_string(),
        message: format!(
            "the key in {var} contains characters that are not allowed in an HTTP header"
        ),
    })?;
    v.set_sensitive(true);
    Ok(v)
}

pub(crate) struct Transport {
    provider: String,
    /// Built on first use: a blocking client may be neither built nor dropped on an async
    /// thread (reqwest owns a runtime inside it), and the language server creates engines on
    /// one. See the `Drop` impl.
    client: std::sync::OnceLock<Client>,
    timeout: Duration,
    max_retries: u32,
    options: HttpOptions,
}

impl Drop for Transport {
    /// Dropping a blocking client on an async thread panics; hand it to a plain thread then.
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            if tokio::runtime::Handle::try_current().is_ok() {
                std::thread::spawn(move || drop(client));
            }
        }
    }
}

impl Transport {
    pub(crate) fn new(
        provider: &str,
        timeout: Duration,
        max_retries: u32,
        options: HttpOptions,
    ) -> Result<Transport, LlmError> {
        Ok(Transport {
            provider: provider.to_string(),
            client: std::sync::OnceLock::new(),
            timeout,
            max_retries,
            options,
        })
    }

    fn client(&self) -> Result<&Client, LlmError> {
        if let Some(c) = self.client.get() {
            return Ok(c);
        }
        let client = Client::builder()
            .timeout(self.timeout)
            .user_agent(concat!("bugbash/", env!("CARGO_PKG_VERSION")))
            .build()
            .map_err(|e| LlmError::Client {
                provider: self.provider.clone(),
                message: retry::error_chain(&e),
            })?;
        Ok(self.client.get_or_init(|| client))
    }

    pub(crate) fn env(&self) -> &EnvLookup {
        &self.options.env
    }

    /// POSTs `body` as JSON and returns the response body text of a 2xx answer, retrying as the
    /// module documentation says, within `call`'s budget. Every request that brings no 2xx
    /// answer is reported to `call.on_http` (`refused` tells a schema refusal from other 4xx).
    /// `secret` is scrubbed from every message.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn post_json(
        &self,
        url: &str,
        headers: HeaderMap,
        body: &serde_json::Value,
        secret: Option<&Secret>,
        call: &CallContext,
        output_mode: &str,
        refused: &dyn Fn(u16, &str) -> bool,
    ) -> Result<String, LlmError> {
        let scrub = |s: &str| match secret {
            Some(k) => k.scrub(s),
            None => s.to_string(),
        };
        let max_tokens = body["max_tokens"]
            .as_u64()
            .or_else(|| body["options"]["num_predict"].as_u64())
            .unwrap_or(0) as u32;
        let report = |outcome: AttemptOutcome, detail: &str, duration: Duration| {
            (call.on_http)(HttpAttempt {
                outcome,
                detail: detail.to_string(),
                duration,
                output_mode: output_mode.to_string(),
                max_tokens,
            })
        };
        let attempts = self.max_retries.saturating_add(1);
        let max_wait = self.options.backoff.max_delay;
        let mut last = String::new();
        for attempt in 0..attempts {
            call.budget.check()?;
            let is_last = attempt + 1 == attempts;
            // The client timeout never reaches past the budget.
            let remaining = call.budget.remaining();
            let (timeout, cut) = if remaining < self.timeout {
                (remaining.max(Duration::from_millis(1)), true)
            } else {
                (self.timeout, false)
            };
            tracing::debug!(provider = %self.provider, attempt = attempt + 1, "POST {url}");
            let started = Instant::now();
            let sent = self.send(url, &headers, body, timeout, call.budget);
            let elapsed = started.elapsed();
            let (status, retry_after, text) = match sent {
                Sent::Cancelled => {
                    report(
                        AttemptOutcome::Cancelled,
                        "cancelled while waiting for the answer",
                        elapsed,
                    );
                    return Err(LlmError::Cancelled);
                }
                Sent::Failed { timed_out, message } => {
                    let outcome;
                    last = if timed_out {
                        outcome = AttemptOutcome::Timeout;
                        if cut {
                            format!(
                                "no answer within {} (what remained of llm.max_wall_seconds)",
                                retry::fmt_delay(timeout)
                            )
                        } else {
                            format!(
                                "no answer within {}s (llm.timeout_secs)",
                                self.timeout.as_secs()
                            )
                        }
                    } else {
                        outcome = AttemptOutcome::Connection;
                        scrub(&format!("connection failed: {message}"))
                    };
                    tracing::warn!(provider = %self.provider, attempt = attempt + 1, error = %last, "request failed");
                    report(outcome, &last, elapsed);
                    if !is_last {
                        call.budget.wait(
                            self.options.sleeper.as_ref(),
                            self.options.backoff.delay(attempt),
                        )?;
                    }
                    continue;
                }
                Sent::Answered {
                    status,
                    retry_after,
                    body,
                } => (status, retry_after, body),
            };
            let text = match text {
                Ok(t) => t,
                Err(e) => {
                    last = scrub(&format!("HTTP {status}, then reading the body failed: {e}"));
                    report(AttemptOutcome::Connection, &last, elapsed);
                    if !is_last {
                        call.budget.wait(
                            self.options.sleeper.as_ref(),
                            self.options.backoff.delay(attempt),
                        )?;
                    }
                    continue;
                }
            };
            if (200..300).contains(&status) {
                return Ok(text);
            }
            let message = scrub(&provider_error_message(&text));
            let retryable = status == 429 || status == 408 || status >= 500;
            if !retryable {
                tracing::warn!(provider = %self.provider, status, "request rejected");
                let outcome = if refused(status, &message) {
                    AttemptOutcome::SchemaRefused
                } else {
                    AttemptOutcome::HttpRejected
                };
                report(outcome, &format!("HTTP {status}: {message}"), elapsed);
                return Err(LlmError::Api {
                    provider: self.provider.clone(),
                    status,
                    message,
                });
            }
            tracing::warn!(provider = %self.provider, status, attempt = attempt + 1, "retryable error");
            last = format!("HTTP {status}: {message}");
            report(AttemptOutcome::HttpRetryable, &last, elapsed);
            if is_last {
                break;
            }
            let wait = match retry_after {
                Some(w) if w > max_wait => {
                    return Err(LlmError::RetryTooLong {
                        provider: self.provider.clone(),
                        status,
                        message,
                        wait: w,
                        max_wait,
                    })
                }
                Some(w) => w,
                None => self.options.backoff.delay(attempt),
            };
            call.budget.wait(self.options.sleeper.as_ref(), wait)?;
        }
        Err(LlmError::RetriesExhausted {
            provider: self.provider.clone(),
            attempts,
            last,
        })
    }

    /// One request. With a cancel token the request runs on its own thread and the wait for it
    /// ends on cancellation (the abandoned request ends by its own timeout).
    fn send(
        &self,
        url: &str,
        headers: &HeaderMap,
        body: &serde_json::Value,
        timeout: Duration,
        budget: &Budget,
    ) -> Sent {
        let client = match self.client() {
            Ok(c) => c.clone(),
            Err(e) => {
                return Sent::Failed {
                    timed_out: false,
                    message: e.to_string(),
                }
            }
        };
        let request = client
            .post(url)
            .headers(headers.clone())
            .header(
                HeaderName::from_static("content-type"),
                HeaderValue::from_static("application/json"),
            )
            .timeout(timeout)
            .json(body);
        let Some(cancel) = budget.cancel_token().cloned() else {
            return send_now(request);
        };
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("bugbash-llm-request".into())
            .spawn(move || {
                let _ = tx.send(send_now(request));
            });
        if let Err(e) = spawned {
            return Sent::Failed {
                timed_out: false,
                message: format!("cannot start the request thread: {e}"),
            };
        }
        loop {
            match rx.recv_timeout(Duration::from_millis(100)) {
                Ok(sent) => return sent,
                Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                    if cancel.is_cancelled() {
                        return Sent::Cancelled;
                    }
                }
                Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => {
                    return Sent::Failed {
                        timed_out: false,
                        message: "the request thread ended without an answer".into(),
                    }
                }
            }
        }
    }
}

/// What one request brought.
enum Sent {
    Answered {
        status: u16,
        retry_after: Option<Duration>,
        body: Result<String, String>,
    },
    Failed {
        timed_out: bool,
        message: String,
    },
    Cancelled,
}

fn send_now(request: reqwest::blocking::RequestBuilder) -> Sent {
    let response = match request.send() {
        Ok(r) => r,
        Err(e) => {
            return Sent::Failed {
                timed_out: e.is_timeout(),
                message: retry::error_chain(&e),
            }
        }
    };
    let status = response.status().as_u16();
    let retry_after = response
        .headers()
        .get("retry-after-ms")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .map(Duration::from_millis)
        .or_else(|| {
            response
                .headers()
                .get("retry-after")
                .and_then(|v| v.to_str().ok())
                .and_then(|v| retry::parse_retry_after(v, Utc::now()))
        });
    match response.text() {
        Ok(t) => Sent::Answered {
            status,
            retry_after,
            body: Ok(t),
        },
        Err(e) if e.is_timeout() => Sent::Failed {
            timed_out: true,
            message: retry::error_chain(&e),
        },
        Err(e) => Sent::Answered {
            status,
            retry_after,
            body: Err(retry::error_chain(&e)),
        },
    }
}

/// The human-readable message of an error body: OpenAI `{"error":{"message":..}}`, Anthropic
/// `{"type":"error","error":{"type":..,"message":..}}`, `{"error":"..."}` (Ollama),
/// `{"message":..}` or `{"detail":..}`; otherwise the start of the body.
pub(crate) fn provider_error_message(body: &str) -> String {
    let trimmed = body.trim();
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(trimmed) {
        let err = &v["error"];
        if let Some(msg) = err["message"].as_str() {
            let kind = err["type"].as_str().filter(|t| !t.is_empty());
            return match kind {
                Some(kind) if v["type"] == "error" => format!("{kind}: {msg}"),
                _ => msg.to_string(),
            };
        }
        if let Some(msg) = err.as_str() {
            return msg.to_string();
        }
        if let Some(msg) = v["message"].as_str() {
            return msg.to_string();
        }
        if let Some(msg) = v["detail"].as_str() {
            return msg.to_string();
        }
    }
    if trimmed.is_empty() {
        return "(empty response body)".to_string();
    }
    let mut s: String = trimmed.chars().take(300).collect();
    if trimmed.chars().count() > 300 {
        s.push_str("...");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn error_messages_of_each_provider() {
        assert_eq!(
            provider_error_message(
                r#"{"error":{"message":"Incorrect API key provided.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}"#
            ),
            "Incorrect API key provided."
        );
        assert_eq!(
            provider_error_message(
                r#"{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}"#
            ),
            "authentication_error: invalid x-api-key"
        );
        assert_eq!(
            provider_error_message(r#"{"error":"model \"llama9\" not found"}"#),
            "model \"llama9\" not found"
        );
        assert_eq!(provider_error_message("  "), "(empty response body)");
        assert_eq!(
            provider_error_message("<html>502</html>"),
            "<html>502</html>"
        );
    }

    #[test]
    fn secrets_are_scrubbed_and_hidden() {
        let s = Secret("sk-test-123456".into());
        assert_eq!(s.scrub("bad key sk-test-123456!"), "bad key [REDACTED]!");
        assert!(!format!("{s:?}").contains("sk-test"));
        let env: EnvLookup = Arc::new(|_| Some("   ".into()));
        let e = read_key(&env, "openai", Some("OPENAI_API_KEY"), true).expect_err("empty");
        assert!(e
            .to_string()
            .contains("set the environment variable OPENAI_API_KEY"));
        assert!(read_key(&env, "ollama", Some("X"), false)
            .expect("optional")
            .is_none());
    }
}
