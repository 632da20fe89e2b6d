//! Response bodies in the providers' documented wire formats, for tests.

use serde_json::json;

/// An OpenAI chat completion answering `content`.
pub fn openai_completion(content: &str, prompt_tokens: u64, completion_tokens: u64) -> String {
    json!({
        "id": "chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT",
        "object": "chat.completion",
        "created": 1741569952,
        "model": "gpt-4o-mini-2024-07-18",
        "choices": [{
            "index": 0,
            "message": {
                "role": "assistant",
                "content": content,
                "refusal": null,
                "annotations": []
            },
            "logprobs": null,
            "finish_reason": "stop"
        }],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
            "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
            "completion_tokens_details": {
                "reasoning_tokens": 0,
                "audio_tokens": 0,
                "accepted_prediction_tokens": 0,
                "rejected_prediction_tokens": 0
            }
        },
        "service_tier": "default",
        "system_fingerprint": "fp_06737a9306"
    })
    .to_string()
}

/// An OpenAI error body.
pub fn openai_error(message: &str, kind: &str, code: &str) -> String {
    json!({"error": {"message": message, "type": kind, "param": null, "code": code}}).to_string()
}

/// An Anthropic messages response answering `text`.
pub fn anthropic_message(text: &str, input_tokens: u64, output_tokens: u64) -> String {
    json!({
        "id": "msg_013Zva2CMHLNnXjNJJKqJ2EF",
        "type": "message",
        "role": "assistant",
        "model": "claude-sonnet-4-20250514",
        "content": [{"type": "text", "text": text}],
        "stop_reason": "end_turn",
        "stop_sequence": null,
        "usage": {
            "input_tokens": input_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "output_tokens": output_tokens
        }
    })
    .to_string()
}

/// An Anthropic error body.
pub fn anthropic_error(kind: &str, message: &str) -> String {
    json!({"type": "error", "error": {"type": kind, "message": message}}).to_string()
}

/// A GitHub issue (`GET /repos/{owner}/{repo}/issues/{n}`), trimmed to the documented fields
/// that matter plus a few others for realism.
pub fn github_issue(number: u64, title: &str, body: Option<&str>, labels: &[&str]) -> String {
    let labels: Vec<_> = labels
        .iter()
        .enumerate()
        .map(|(i, name)| {
            json!({
                "id": 208045946 + i as u64,
                "node_id": "MDU6TGFiZWwyMDgwNDU5NDY=",
                "url": format!("https://api.github.com/repos/octocat/Hello-World/labels/{name}"),
                "name": name,
                "description": "",
                "color": "f29513",
                "default": false
            })
        })
        .collect();
    json!({
        "id": 1,
        "node_id": "MDU6SXNzdWUx",
        "url": format!("https://api.github.com/repos/octocat/Hello-World/issues/{number}"),
        "repository_url": "https://api.github.com/repos/octocat/Hello-World",
        "html_url": format!("https://github.com/octocat/Hello-World/issues/{number}"),
        "number": number,
        "state": "open",
        "title": title,
        "body": body,
        "user": {"login": "octocat", "id": 1, "type": "User"},
        "labels": labels,
        "assignee": null,
        "locked": false,
        "comments": 0,
        "created_at": "2011-04-22T13:33:48Z",
        "updated_at": "2011-04-22T13:33:48Z",
        "closed_at": null,
        "author_association": "COLLABORATOR"
    })
    .to_string()
}
