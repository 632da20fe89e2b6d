//! Structured output: find the JSON object in a model's answer (tolerating Markdown fences and
//! prose around it), check it against the request's schema (every violation), deserialize it,
//! validate it, and on failure ask again with every error as feedback, up to a number of answers.
//! An answer cut off at the token limit is reported as such and the next request gets more
//! tokens and asks for a shorter answer. The usage of every call and a record of every attempt
//! (see `budget::Attempt`) are kept, even on failure.

use super::budget::{Attempt, AttemptOutcome, Budget, CallContext, HttpAttempt};
use super::{ChatModel, ChatRequest, LlmError, Message, Pricing, Usage};
use serde::de::DeserializeOwned;
use std::cell::RefCell;
use std::time::Instant;

/// A validated value and the usage of every call it took.
#[derive(Debug, Clone, PartialEq)]
pub struct Structured<T> {
    pub value: T,
    pub calls: Vec<Usage>,
}

/// Most candidate `{` positions tried when the answer is not plain JSON.
const MAX_CANDIDATES: usize = 64;

/// The JSON object in `text`: the whole text when it is one, else the first fenced block that is
/// one, else the first balanced `{...}` span that parses. `None` when there is no object.
pub fn extract_json(text: &str) -> Option<&str> {
    let trimmed = text.trim();
    if is_object(trimmed) {
        return Some(trimmed);
    }
    for block in fenced_blocks(text) {
        let b = block.trim();
        if is_object(b) {
            return Some(b);
        }
    }
    for (start, _) in text.match_indices('{').take(MAX_CANDIDATES) {
        if let Some(end) = balanced_end(&text[start..]) {
            let candidate = &text[start..start + end];
            if is_object(candidate) {
                return Some(candidate);
            }
        }
    }
    None
}

fn is_object(s: &str) -> bool {
    s.starts_with('{')
        && matches!(
            serde_json::from_str::<serde_json::Value>(s),
            Ok(serde_json::Value::Object(_))
        )
}

/// Contents of ``` or ~~~ fenced blocks (an unclosed last fence runs to the end).
fn fenced_blocks(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut open: Option<(&str, usize)> = None;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let fence = if t.starts_with("```") {
            Some("```")
        } else if t.starts_with("~~~") {
            Some("~~~")
        } else {
            None
        };
        match (open, fence) {
            (None, Some(f)) => open = Some((f, offset + line.len())),
            (Some((f, start)), Some(g)) if f == g && is_closing_fence(t, f) => {
                out.push(&text[start..offset]);
                open = None;
            }
            _ => {}
        }
        offset += line.len();
    }
    if let Some((_, start)) = open {
        out.push(&text[start.min(text.len())..]);
    }
    out
}

/// A closing fence is the fence characters alone (no info string).
fn is_closing_fence(line: &str, fence: &str) -> bool {
    let t = line.trim();
    let c = fence.chars().next().unwrap_or('`');
    t.len() >= 3 && t.chars().all(|x| x == c)
}

/// Length of the balanced `{...}` at the start of `s` (strings and escapes respected).
fn balanced_end(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// Parses and validates one answer; `Err` lists every problem found.
pub fn parse_answer<T: DeserializeOwned>(
    text: &str,
    validate: &dyn Fn(&T) -> Vec<String>,
) -> Result<T, Vec<String>> {
    parse_checked(text, None, validate)
}

/// Parses one answer, checks it against `schema` (every violation), deserializes and validates.
pub fn parse_checked<T: DeserializeOwned>(
    text: &str,
    schema: Option<&serde_json::Value>,
    validate: &dyn Fn(&T) -> Vec<String>,
) -> Result<T, Vec<String>> {
    let Some(json) = extract_json(text) else {
        return Err(vec![
            "the answer contains no JSON object; answer with exactly one JSON object".to_string(),
        ]);
    };
    if let Some(schema) = schema {
        let value: serde_json::Value = serde_json::from_str(json)
            .map_err(|e| vec![format!("the JSON does not parse: {e}")])?;
        let errors = super::schema::check(schema, &value);
        if !errors.is_empty() {
            return Err(errors);
        }
    }
    let value: T = serde_json::from_str(json)
        .map_err(|e| vec![format!("the JSON does not match the schema: {e}")])?;
    let errors = validate(&value);
    if errors.is_empty() {
        Ok(value)
    } else {
        Err(errors)
    }
}

/// The follow-up message that lists every error of the previous answer.
pub fn feedback_message(errors: &[String]) -> String {
    let list = errors
        .iter()
        .map(|e| format!("- {e}"))
        .collect::<Vec<_>>()
        .join("\n");
    format!(
        "Your previous answer was invalid:\n{list}\n\nAnswer again with JSON only: one JSON \
         object that follows the schema and fixes every problem listed above."
    )
}

/// Added to the request after an answer was cut off at the token limit.
pub const SHORTER: &str = "Your previous answer was cut off at the token limit before it was \
complete. Answer again, shorter: one short sentence per text field and as few list items as the \
rules allow.";

/// Asks `model` for a JSON object that deserializes to `T` and passes `validate`, retrying with
/// feedback up to `max_attempts` calls (at least 1).
pub fn complete_json<T: DeserializeOwned>(
    model: &dyn ChatModel,
    request: &ChatRequest,
    validate: &dyn Fn(&T) -> Vec<String>,
    max_attempts: u32,
) -> Result<Structured<T>, LlmError> {
    complete_json_guarded(model, request, validate, max_attempts, &mut |_| Ok(()))
}

/// [`complete_json`] with a guard called before every call and after every call with the usage
/// of the calls so far (the cost-limit check). A guard error stops at once; the error carries the
/// usage of the calls made (see [`LlmError::calls`]).
pub fn complete_json_guarded<T: DeserializeOwned>(
    model: &dyn ChatModel,
    request: &ChatRequest,
    validate: &dyn Fn(&T) -> Vec<String>,
    max_attempts: u32,
    guard: &mut dyn FnMut(&[Usage]) -> Result<(), LlmError>,
) -> Result<Structured<T>, LlmError> {
    let schema = request.schema.as_ref().map(|s| s.schema.clone());
    let parse = |text: &str| parse_checked(text, schema.as_ref(), validate);
    let mut run = Run {
        model,
        pricing: Pricing::default(),
        agent: "",
        phase: "",
        budget: &Budget::unlimited(),
        on_attempt: &|_| {},
    };
    run.structured(request, &parse, max_attempts, guard)
        .map(|(value, calls, _)| Structured { value, calls })
        .map_err(|(e, _)| e)
}

/// One structured run: the model, how attempts are priced and named, the budget and where each
/// attempt goes as it happens.
pub(crate) struct Run<'a> {
    pub model: &'a dyn ChatModel,
    pub pricing: Pricing,
    pub agent: &'a str,
    pub phase: &'a str,
    pub budget: &'a Budget,
    pub on_attempt: &'a dyn Fn(&Attempt),
}

type RunResult<T> = Result<(T, Vec<Usage>, Vec<Attempt>), (LlmError, Vec<Attempt>)>;

impl Run<'_> {
    fn record(&self, attempts: &RefCell<Vec<Attempt>>, mut a: Attempt) {
        let mut list = attempts.borrow_mut();
        a.n = list.len() as u32 + 1;
        a.agent = self.agent.to_string();
        a.phase = self.phase.to_string();
        a.cost_usd = self.pricing.cost_usd(a.input_tokens, a.output_tokens);
        tracing::info!(
            agent = self.agent,
            n = a.n,
            outcome = a.outcome.as_str(),
            duration_ms = a.duration_ms,
            input_tokens = a.input_tokens,
            output_tokens = a.output_tokens,
            "model attempt: {}",
            a.detail
        );
        (self.on_attempt)(&a);
        list.push(a);
    }

    /// Asks until `parse` accepts an answer, at most `max_attempts` answers (requests that bring
    /// no answer are the transport's retries), within the budget and under `guard`.
    pub(crate) fn structured<T>(
        &mut self,
        request: &ChatRequest,
        parse: &dyn Fn(&str) -> Result<T, Vec<String>>,
        max_attempts: u32,
        guard: &mut dyn FnMut(&[Usage]) -> Result<(), LlmError>,
    ) -> RunResult<T> {
        let attempts = max_attempts.max(1);
        let mut req = request.clone();
        req.json = true;
        let log: RefCell<Vec<Attempt>> = RefCell::new(Vec::new());
        let mut calls: Vec<Usage> = Vec::new();
        let mut errors = Vec::new();
        let mut shortened = false;
        let fail = |e: LlmError, calls: Vec<Usage>, log: &RefCell<Vec<Attempt>>| {
            Err((e.with_calls(calls), log.borrow().clone()))
        };
        for answer in 1..=attempts {
            if let Err(e) = guard(&calls).and_then(|_| self.budget.check()) {
                return fail(e, calls, &log);
            }
            let on_http = |h: HttpAttempt| {
                self.record(
                    &log,
                    Attempt {
                        agent: String::new(),
                        phase: String::new(),
                        n: 0,
                        outcome: h.outcome,
                        detail: h.detail,
                        duration_ms: h.duration.as_millis() as u64,
                        input_tokens: 0,
                        output_tokens: 0,
                        cost_usd: 0.0,
                        model: self.model.name(),
                        output_mode: h.output_mode,
                        max_tokens: h.max_tokens,
                    },
                )
            };
            let ctx = CallContext {
                budget: self.budget,
                on_http: &on_http,
            };
            let started = Instant::now();
            let timed = self.budget.timed();
            let response = self.model.complete_in(&req, &ctx);
            drop(timed);
            let response = match response {
                Ok(r) => r,
                Err(e) => return fail(e, calls, &log),
            };
            let duration_ms = started.elapsed().as_millis() as u64;
            calls.push(Usage::from(&response));
            let mut attempt = Attempt {
                agent: String::new(),
                phase: String::new(),
                n: 0,
                outcome: AttemptOutcome::Accepted,
                detail: String::new(),
                duration_ms,
                input_tokens: response.input_tokens,
                output_tokens: response.output_tokens,
                cost_usd: 0.0,
                model: response.model.clone(),
                output_mode: response.output_mode.clone(),
                max_tokens: req.max_tokens.unwrap_or(0),
            };
            if response.truncated {
                attempt.outcome = AttemptOutcome::Truncated;
                attempt.detail = format!(
                    "cut off at {} output tokens (finish reason '{}')",
                    response.output_tokens, response.finish_reason
                );
                self.record(&log, attempt);
                if let Err(e) = guard(&calls) {
                    return fail(e, calls, &log);
                }
                errors = vec![format!(
                    "the answer was cut off at the token limit ({} tokens) before it was \
                     complete",
                    response.output_tokens
                )];
                // Next time: more room, and a request for a shorter answer.
                let limit = req
                    .max_tokens
                    .unwrap_or(response.output_tokens.min(u32::MAX as u64) as u32)
                    .max(1);
                req.max_tokens = Some(limit.saturating_add(limit / 2).max(limit + 32));
                if !shortened {
                    if let Some(last) = req
                        .messages
                        .iter_mut()
                        .rev()
                        .find(|m| m.role == super::Role::User)
                    {
                        last.content = format!("{}\n\n{SHORTER}", last.content);
                    }
                    shortened = true;
                }
                tracing::info!(
                    answer,
                    "model answer truncated; asking again for a shorter one"
                );
                continue;
            }
            match parse(&response.text) {
                Ok(value) => {
                    self.record(&log, attempt);
                    if let Err(e) = guard(&calls) {
                        return fail(e, calls, &log);
                    }
                    let attempts = log.borrow().clone();
                    return Ok((value, calls, attempts));
                }
                Err(errs) => {
                    attempt.outcome = AttemptOutcome::Invalid;
                    attempt.detail = errs.join("; ");
                    self.record(&log, attempt);
                    if let Err(e) = guard(&calls) {
                        return fail(e, calls, &log);
                    }
                    tracing::info!(
                        answer,
                        errors = errs.len(),
                        "model answer invalid; asking again"
                    );
                    errors = errs;
                    req.messages.push(Message::assistant(response.text));
                    req.messages.push(Message::user(feedback_message(&errors)));
                }
            }
        }
        fail(
            LlmError::InvalidOutput {
                attempts,
                errors,
                calls: Vec::new(),
            },
            calls,
            &log,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::ChatResponse;
    use std::sync::Mutex;

    #[test]
    fn extracts_plain_fenced_and_embedded_objects() {
        assert_eq!(extract_json(" {\"a\": 1}\n"), Some("{\"a\": 1}"));
        let fenced = "Here you go:\n```json\n{\"a\": {\"b\": \"}\"}}\n```\nThanks.";
        assert_eq!(extract_json(fenced), Some("{\"a\": {\"b\": \"}\"}}"));
        let tilde = "~~~\n{\"x\": [1, 2]}\n~~~";
        assert_eq!(extract_json(tilde), Some("{\"x\": [1, 2]}"));
        let prose = "I think {this} is it: {\"summary\": \"a \\\"q\\\" {b}\"} done";
        assert_eq!(
            extract_json(prose),
            Some("{\"summary\": \"a \\\"q\\\" {b}\"}")
        );
        let unclosed = "```json\n{\"a\": 1}\n";
        assert_eq!(extract_json(unclosed), Some("{\"a\": 1}"));
        assert_eq!(extract_json("[1, 2]"), None);
        assert_eq!(extract_json("no json here"), None);
        assert_eq!(extract_json("{\"a\": 1"), None);
        assert_eq!(extract_json(""), None);
    }

    #[test]
    fn fences_with_other_blocks_first() {
        let text = "```python\nx = {1: 2}\n```\n\n```json\n{\"ok\": true}\n```";
        assert_eq!(extract_json(text), Some("{\"ok\": true}"));
    }

    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Answer {
        n: i64,
    }

    struct Scripted {
        answers: Mutex<Vec<String>>,
        seen: Mutex<Vec<ChatRequest>>,
    }

    impl ChatModel for Scripted {
        fn complete_in(
            &self,
            req: &ChatRequest,
            _: &crate::llm::CallContext,
        ) -> Result<ChatResponse, LlmError> {
            if let Ok(mut s) = self.seen.lock() {
                s.push(req.clone());
            }
            let text = self
                .answers
                .lock()
                .ok()
                .and_then(|mut a| (!a.is_empty()).then(|| a.remove(0)))
                .unwrap_or_default();
            let mut r = ChatResponse::new(text, 10, 5, "scripted");
            if r.text.starts_with("TRUNCATED") {
                r.truncated = true;
                r.finish_reason = "length".into();
                r.output_tokens = 100;
            }
            Ok(r)
        }
        fn name(&self) -> String {
            "scripted".into()
        }
    }

    fn scripted(answers: &[&str]) -> Scripted {
        Scripted {
            answers: Mutex::new(answers.iter().map(|s| s.to_string()).collect()),
            seen: Mutex::new(Vec::new()),
        }
    }

    fn positive(a: &Answer) -> Vec<String> {
        if a.n > 0 {
            vec![]
        } else {
            vec![format!("n: is {}; must be positive", a.n)]
        }
    }

    #[test]
    fn retries_with_every_error_as_feedback() {
        let m = scripted(&["oops", "{\"n\": -1}", "```json\n{\"n\": 3}\n```"]);
        let out = complete_json(&m, &ChatRequest::default(), &positive, 3).expect("third works");
        assert_eq!(out.value, Answer { n: 3 });
        assert_eq!(out.calls.len(), 3);
        let seen = m.seen.lock().map(|s| s.clone()).unwrap_or_default();
        assert!(seen.iter().all(|r| r.json));
        assert_eq!(seen[2].messages.len(), 4);
        assert_eq!(seen[2].messages[2].content, "{\"n\": -1}");
        expect_test::expect![[r#"
            Your previous answer was invalid:
            - n: is -1; must be positive

            Answer again with JSON only: one JSON object that follows the schema and fixes every problem listed above."#]]
        .assert_eq(&seen[2].messages[3].content);
        assert!(seen[1].messages[1].content.contains("no JSON object"));
    }

    #[test]
    fn exhaustion_lists_last_errors_and_keeps_usage() {
        let m = scripted(&["{\"n\": 0}", "{\"m\": 1}"]);
        let err = complete_json(&m, &ChatRequest::default(), &positive, 2).expect_err("fails");
        assert_eq!(err.calls().len(), 2);
        let text = err.to_string();
        assert!(text.contains("after 2 attempts"), "{text}");
        assert!(text.contains("missing field `n`"), "{text}");
    }

    #[test]
    fn truncation_is_named_and_the_next_request_has_more_room() {
        let m = scripted(&["TRUNCATED {\"n\": ", "{\"n\": 2}"]);
        let req = ChatRequest {
            messages: vec![Message::user("count")],
            max_tokens: Some(100),
            ..ChatRequest::default()
        };
        let out = complete_json(&m, &req, &positive, 2).expect("second works");
        assert_eq!(out.value, Answer { n: 2 });
        let seen = m.seen.lock().map(|s| s.clone()).unwrap_or_default();
        assert_eq!(seen[1].max_tokens, Some(150));
        assert_eq!(seen[1].messages.len(), 1, "the cut answer is not sent back");
        assert!(seen[1].messages[0].content.ends_with(SHORTER));
        let m = scripted(&["TRUNCATED", "TRUNCATED"]);
        let err = complete_json(&m, &req, &positive, 2).expect_err("cut twice");
        assert!(
            err.to_string().contains("cut off at the token limit"),
            "{err}"
        );
    }

    #[test]
    fn schema_violations_are_all_listed() {
        let schema = serde_json::json!({"type": "object", "properties": {"n": {"type": "integer"}, "m": {"type": "integer"}}, "required": ["n", "m"], "additionalProperties": false});
        let err = parse_checked::<Answer>("{\"x\": 1}", Some(&schema), &positive).expect_err("bad");
        assert_eq!(
            err,
            [
                "n: missing (required)",
                "m: missing (required)",
                "x: unknown field; the fields are m, n"
            ]
        );
    }

    #[test]
    fn guard_stops_before_and_after_calls() {
        let m = scripted(&["{\"n\": 0}", "{\"n\": 1}"]);
        let mut guard = |calls: &[Usage]| {
            if !calls.is_empty() {
                Err(LlmError::Settings(vec!["stop".into()]))
            } else {
                Ok(())
            }
        };
        let err = complete_json_guarded(&m, &ChatRequest::default(), &positive, 5, &mut guard)
            .expect_err("guarded");
        assert_eq!(err.calls().len(), 1);
        assert!(matches!(err.root(), LlmError::Settings(_)));
    }
}

/// What an agent (analyzer, planner) is allowed: answers, money, wall time, and where each
/// attempt is recorded as it happens.
pub struct AgentOptions<'a> {
    /// Answers the model may give (`max_analysis_attempts`); requests that bring no answer
    /// (timeouts, 429, 5xx) are retried by the transport (`llm.max_retries`) and recorded too.
    pub max_attempts: u32,
    pub limits: super::CostLimits,
    /// Costs already spent by this investigation (the limits count them).
    pub prior_costs: &'a [crate::model::AgentCost],
    /// The investigation's wall-time budget and cancellation (shared by every agent of a run).
    pub budget: &'a Budget,
    /// Called with every attempt as it ends (the engine writes a `llm_attempt` event).
    pub on_attempt: &'a dyn Fn(&Attempt),
}

impl<'a> AgentOptions<'a> {
    /// Defaults for library use: 2 answers, the default cost limits, no prior costs, nothing
    /// recorded.
    pub fn new(budget: &'a Budget) -> AgentOptions<'a> {
        AgentOptions {
            max_attempts: 2,
            limits: super::CostLimits::default(),
            prior_costs: &[],
            budget,
            on_attempt: &|_| {},
        }
    }
}

/// An agent's accepted answer, the cost of every call and every attempt.
#[derive(Debug, Clone)]
pub struct AgentOutput<T> {
    pub value: T,
    pub costs: Vec<crate::model::AgentCost>,
    pub attempts: Vec<Attempt>,
}

/// One agent run (analysis or planning): structured output under the cost limits and the
/// budget, with the cost of every call and every attempt returned on success and failure alike.
/// Limits are checked before and after every call against `prior_costs` plus this run.
#[allow(clippy::result_large_err)] // the failure carries costs and attempts; once per stage
pub(crate) fn run_agent<T>(
    model: &dyn ChatModel,
    request: &ChatRequest,
    parse: &dyn Fn(&str) -> Result<T, Vec<String>>,
    options: &AgentOptions,
    agent: &str,
    phase: &str,
) -> Result<AgentOutput<T>, super::LlmFailure> {
    let pricing = model.pricing();
    let (phase_before, total_before) = super::cost::prior_spend(options.prior_costs, phase);
    let mut guard = |calls: &[Usage]| {
        let spent = pricing.cost_of(calls);
        options
            .limits
            .check(phase, phase_before + spent, total_before + spent)
            .map_err(LlmError::from)
    };
    let mut run = Run {
        model,
        pricing,
        agent,
        phase,
        budget: options.budget,
        on_attempt: options.on_attempt,
    };
    match run.structured(request, parse, options.max_attempts, &mut guard) {
        Ok((value, calls, attempts)) => Ok(AgentOutput {
            value,
            costs: super::cost::agent_costs(&calls, agent, phase, &pricing, chrono::Utc::now()),
            attempts,
        }),
        Err((error, attempts)) => {
            let costs =
                super::cost::agent_costs(error.calls(), agent, phase, &pricing, chrono::Utc::now());
            Err(super::LlmFailure {
                error,
                costs,
                attempts,
            })
        }
    }
}
