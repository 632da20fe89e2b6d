//! Structured output: find the JSON object in a model's answer (tolerating Markdown fences and
//! prose around it), deserialize it, validate it, and on failure ask again with every error as
//! feedback, up to a number of attempts. The usage of every call is kept, even on failure.

use super::{ChatModel, ChatRequest, LlmError, Message, Usage};
use serde::de::DeserializeOwned;

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
    let Some(json) = extract_json(text) else {
        return Err(vec![
            "the answer contains no JSON object; answer with exactly one JSON object".to_string(),
        ]);
    };
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
    let attempts = max_attempts.max(1);
    let mut req = request.clone();
    req.json = true;
    let mut calls: Vec<Usage> = Vec::new();
    let mut errors = Vec::new();
    for attempt in 1..=attempts {
        if let Err(e) = guard(&calls) {
            return Err(e.with_calls(calls));
        }
        let response = match model.complete(&req) {
            Ok(r) => r,
            Err(e) => return Err(e.with_calls(calls)),
        };
        calls.push(Usage::from(&response));
        if let Err(e) = guard(&calls) {
            return Err(e.with_calls(calls));
        }
        match parse_answer(&response.text, validate) {
            Ok(value) => return Ok(Structured { value, calls }),
            Err(errs) => {
                tracing::info!(
                    attempt,
                    errors = errs.len(),
                    "model answer invalid; asking again"
                );
                errors = errs;
                req.messages.push(Message::assistant(response.text));
                req.messages.push(Message::user(feedback_message(&errors)));
            }
        }
    }
    Err(LlmError::InvalidOutput {
        attempts,
        errors,
        calls,
    })
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
        fn complete(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
            if let Ok(mut s) = self.seen.lock() {
                s.push(req.clone());
            }
            let text = self
                .answers
                .lock()
                .ok()
                .and_then(|mut a| (!a.is_empty()).then(|| a.remove(0)))
                .unwrap_or_default();
            Ok(ChatResponse {
                text,
                input_tokens: 10,
                output_tokens: 5,
                model: "scripted".into(),
            })
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

/// One agent run (analysis or planning): structured output under the cost limits, with the cost
/// of every call recorded on success and failure alike. Limits are checked before and after
/// every call against `prior_costs` plus this run.
#[allow(clippy::too_many_arguments)]
pub fn run_agent<T: DeserializeOwned>(
    model: &dyn ChatModel,
    request: &ChatRequest,
    validate: &dyn Fn(&T) -> Vec<String>,
    max_attempts: u32,
    limits: &super::CostLimits,
    prior_costs: &[crate::model::AgentCost],
    agent: &str,
    phase: &str,
) -> Result<(T, Vec<crate::model::AgentCost>), super::LlmFailure> {
    let pricing = model.pricing();
    let (phase_before, total_before) = super::cost::prior_spend(prior_costs, phase);
    let mut guard = |calls: &[Usage]| {
        let spent = pricing.cost_of(calls);
        limits
            .check(phase, phase_before + spent, total_before + spent)
            .map_err(LlmError::from)
    };
    match complete_json_guarded(model, request, validate, max_attempts, &mut guard) {
        Ok(out) => {
            let costs =
                super::cost::agent_costs(&out.calls, agent, phase, &pricing, chrono::Utc::now());
            Ok((out.value, costs))
        }
        Err(error) => {
            let costs =
                super::cost::agent_costs(error.calls(), agent, phase, &pricing, chrono::Utc::now());
            Err(super::LlmFailure { error, costs })
        }
    }
}
