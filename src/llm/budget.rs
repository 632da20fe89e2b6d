//! The wall-time budget of one investigation's model calls (`llm.max_wall_seconds`), its
//! cancellation, and the record of every attempt (each HTTP request, whatever became of it).
//!
//! One [`Budget`] is made per investigation run and shared by the analyzer and the planner. It
//! counts the time spent asking the model (requests, waits for answers, backoffs), not the offline
//! analysis or test runs around it: every request is sent only when time remains, its client
//! timeout is cut to what remains, and a backoff that would end past the budget is not waited
//! for. Cancelling the engine's `CancelToken` stops the wait for an answer at once (the request
//! is abandoned).
//!
//! Every attempt becomes an [`Attempt`]; the agents hand each one to the caller's sink as it
//! happens (the engine writes it with `Store::event(.., "llm_attempt", ..)`) and return them all.

use super::LlmError;
use crate::process::CancelToken;
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Default `llm.max_wall_seconds`.
pub const DEFAULT_MAX_WALL_SECONDS: u64 = 180;

/// Less than this left counts as nothing left (no request is worth sending).
const MIN_LEFT: Duration = Duration::from_millis(50);

/// Wall time left for model calls, and the cancellation flag.
#[derive(Debug)]
pub struct Budget {
    limit: Duration,
    cancel: Option<CancelToken>,
    /// Time of the model calls that ended, and the start of the one under way.
    clock: Mutex<(Duration, Option<Instant>)>,
}

/// Counts the time until it is dropped against the budget (see [`Budget::timed`]).
pub struct Timed<'a>(&'a Budget);

impl Drop for Timed<'_> {
    fn drop(&mut self) {
        let mut c = self.0.clock.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(start) = c.1.take() {
            c.0 += start.elapsed();
        }
    }
}

impl Budget {
    /// A budget of `limit` of model-call time.
    pub fn new(limit: Duration, cancel: Option<CancelToken>) -> Budget {
        Budget {
            limit,
            cancel,
            clock: Mutex::new((Duration::ZERO, None)),
        }
    }

    /// Counts the time from now until the guard is dropped (one model call with its retries).
    pub fn timed(&self) -> Timed<'_> {
        let mut c = self.clock.lock().unwrap_or_else(|p| p.into_inner());
        if c.1.is_none() {
            c.1 = Some(Instant::now());
        }
        Timed(self)
    }

    /// No time limit, no cancellation (library calls and unit tests).
    pub fn unlimited() -> Budget {
        Budget::new(Duration::from_secs(100 * 365 * 24 * 3600), None)
    }

    pub fn limit(&self) -> Duration {
        self.limit
    }

    /// Model-call time so far.
    pub fn spent(&self) -> Duration {
        let c = self.clock.lock().unwrap_or_else(|p| p.into_inner());
        c.0 + c.1.map_or(Duration::ZERO, |s| s.elapsed())
    }

    pub fn remaining(&self) -> Duration {
        self.limit.saturating_sub(self.spent())
    }

    pub fn cancel_token(&self) -> Option<&CancelToken> {
        self.cancel.as_ref()
    }

    pub fn is_cancelled(&self) -> bool {
        self.cancel.as_ref().is_some_and(CancelToken::is_cancelled)
    }

    /// `Err` when cancelled or when no time remains.
    pub fn check(&self) -> Result<(), LlmError> {
        if self.is_cancelled() {
            return Err(LlmError::Cancelled);
        }
        if self.remaining() < MIN_LEFT {
            return Err(self.exceeded());
        }
        Ok(())
    }

    pub(crate) fn exceeded(&self) -> LlmError {
        LlmError::Budget {
            limit: self.limit,
            spent: self.spent(),
        }
    }

    /// Waits `delay` through `sleeper`, in slices so that a cancellation ends the wait. A wait
    /// that would end past the budget is refused (`Err(Budget)`) without waiting.
    pub(crate) fn wait(
        &self,
        sleeper: &dyn super::Sleeper,
        delay: Duration,
    ) -> Result<(), LlmError> {
        self.check()?;
        if delay >= self.remaining() {
            return Err(self.exceeded());
        }
        match &self.cancel {
            None => sleeper.sleep(delay),
            Some(c) => {
                // Slices only for real sleeps; a test sleeper sees the one delay asked for.
                if sleeper.is_real() {
                    let end = Instant::now() + delay;
                    while Instant::now() < end {
                        if c.is_cancelled() {
                            return Err(LlmError::Cancelled);
                        }
                        let left = end.saturating_duration_since(Instant::now());
                        sleeper.sleep(left.min(Duration::from_millis(100)));
                    }
                } else {
                    sleeper.sleep(delay);
                }
            }
        }
        self.check()
    }
}

/// What became of one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttemptOutcome {
    /// The answer parsed and passed every check.
    Accepted,
    /// The answer came but broke the schema or a rule; the violations were fed back.
    Invalid,
    /// The answer was cut off at the token limit.
    Truncated,
    /// No answer within the client timeout (or what remained of the budget).
    Timeout,
    /// Rate limited or a server error (429, 408, 5xx): retried after a backoff.
    HttpRetryable,
    /// A 4xx other than a schema refusal: not retried.
    HttpRejected,
    /// The server refused the answer schema; the next attempt uses a simpler form.
    SchemaRefused,
    /// The connection failed or the body could not be read or understood.
    Connection,
    /// The server answered with something that is not a completion.
    BadResponse,
    /// The caller cancelled.
    Cancelled,
}

impl AttemptOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            AttemptOutcome::Accepted => "accepted",
            AttemptOutcome::Invalid => "invalid",
            AttemptOutcome::Truncated => "truncated",
            AttemptOutcome::Timeout => "timeout",
            AttemptOutcome::HttpRetryable => "http_retryable",
            AttemptOutcome::HttpRejected => "http_rejected",
            AttemptOutcome::SchemaRefused => "schema_refused",
            AttemptOutcome::Connection => "connection",
            AttemptOutcome::BadResponse => "bad_response",
            AttemptOutcome::Cancelled => "cancelled",
        }
    }
}

/// One request to a model and what became of it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// `llm_root_cause_analyzer`, `llm_fix_planner`, or empty for a bare call.
    pub agent: String,
    /// `analyze`, `plan`.
    pub phase: String,
    /// 1-based, counting every request of this agent run.
    pub n: u32,
    pub outcome: AttemptOutcome,
    /// The violations, the HTTP status and message, the timeout: what a person needs.
    pub detail: String,
    pub duration_ms: u64,
    pub input_tokens: u64,
    pub output_tokens: u64,
    pub cost_usd: f64,
    pub model: String,
    /// How the answer's form was asked for: `json_schema`, `json_schema_portable`,
    /// `json_object`, `tool`, `format`, `format_json`, `text`.
    pub output_mode: String,
    /// `max_tokens` of the request.
    pub max_tokens: u32,
}

impl Attempt {
    /// The event name the engine records attempts under.
    pub const EVENT: &'static str = "llm_attempt";

    /// One line for progress output: `model attempt 2 (analyze): invalid after 12.3s, 640 in /
    /// 120 out tokens: summary: ...`.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "model attempt {} ({}): {} after {:.1}s",
            self.n,
            if self.phase.is_empty() {
                "call"
            } else {
                &self.phase
            },
            self.outcome.as_str(),
            self.duration_ms as f64 / 1000.0
        );
        if self.input_tokens + self.output_tokens > 0 {
            s.push_str(&format!(
                ", {} in / {} out tokens",
                self.input_tokens, self.output_tokens
            ));
        }
        if !self.detail.is_empty() {
            let d: String = self.detail.chars().take(200).collect();
            let d = d.replace('\n', " ");
            s.push_str(&format!(": {d}"));
        }
        s
    }

    /// The event's data (`Store::event(Some(id), Attempt::EVENT, attempt.event_data())`).
    pub fn event_data(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}

/// What a provider tells about one HTTP request that did not produce an answer (the agent turns
/// it into an [`Attempt`]).
#[derive(Debug, Clone, PartialEq)]
pub struct HttpAttempt {
    pub outcome: AttemptOutcome,
    pub detail: String,
    pub duration: Duration,
    pub output_mode: String,
    pub max_tokens: u32,
}

/// What a call may use: the budget (deadline and cancellation) and a sink for the attempts that
/// produce no answer (timeouts, retried HTTP errors, schema refusals).
pub struct CallContext<'a> {
    pub budget: &'a Budget,
    pub on_http: &'a dyn Fn(HttpAttempt),
}

impl CallContext<'static> {
    /// No budget, nothing recorded.
    pub fn none() -> CallContext<'static> {
        static UNLIMITED: std::sync::OnceLock<Budget> = std::sync::OnceLock::new();
        CallContext {
            budget: UNLIMITED.get_or_init(Budget::unlimited),
            on_http: &|_| {},
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::ThreadSleeper;

    #[test]
    fn budget_refuses_waits_past_its_end_and_stops_on_cancel() {
        let cancel = CancelToken::new();
        let b = Budget::new(Duration::from_millis(300), Some(cancel.clone()));
        std::thread::sleep(Duration::from_millis(350));
        assert!(b.check().is_ok(), "only model-call time counts");
        {
            let _t = b.timed();
            std::thread::sleep(Duration::from_millis(100));
        }
        assert!(b.spent() >= Duration::from_millis(100));
        assert!(b.spent() < Duration::from_millis(300));
        let e = b
            .wait(&ThreadSleeper, Duration::from_secs(5))
            .expect_err("past the end");
        assert!(matches!(e, LlmError::Budget { .. }), "{e}");
        assert!(e.to_string().contains("llm.max_wall_seconds"), "{e}");
        cancel.cancel();
        assert!(matches!(b.check(), Err(LlmError::Cancelled)));
        let zero = Budget::new(Duration::ZERO, None);
        assert!(matches!(zero.check(), Err(LlmError::Budget { .. })));
    }
}
