//! GitHub issue intake: fetch an issue over the REST API (`GET /repos/{owner}/{repo}/issues/{n}`)
//! with 3 tries and exponential backoff on 5xx and network errors, clear messages for missing
//! issues, bad tokens and rate limits (with the reset time), and turn it into a `BugReport`:
//! title, body, labels, and the stack trace and error message found in its code blocks.
//!
//! **Invariant:** nothing from an issue is ever executed; `test_command` stays `None`.
//! The token is sent only to the configured API host and is never logged or Debug-printed.

use crate::intake::markdown;
use crate::llm::retry::{self, Backoff, Sleeper};
use crate::model::{BugReport, ReportSource, Severity};
use chrono::{DateTime, TimeZone, Utc};
use regex::Regex;
use reqwest::blocking::Client;
use reqwest::header::{HeaderValue, ACCEPT, AUTHORIZATION, USER_AGENT};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The public API.
pub const GITHUB_API: &str = "https://api.github.com";
/// Tries per request (reference 004: retry up to 3 times with exponential backoff).
pub const MAX_TRIES: u32 = 3;
const TIMEOUT: Duration = Duration::from_secs(30);
/// Longest `retry-after` the client waits for a secondary rate limit before giving up.
const MAX_SECONDARY_WAIT: Duration = Duration::from_secs(60);

/// The fields of an issue bugbash uses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Issue {
    pub number: u64,
    pub title: String,
    /// Empty when the issue has no body.
    pub body: String,
    pub labels: Vec<String>,
    pub html_url: String,
    /// `open` or `closed`.
    pub state: String,
}

/// Why an issue could not be fetched.
#[derive(Debug, thiserror::Error)]
pub enum GithubError {
    #[error("'{0}' is not a GitHub repository; expected owner/name (like rust-lang/rust)")]
    InvalidRepo(String),

    #[error("Issue #{number} not found in {repo}{}", if *.authenticated { "" } else { " (if the repository is private, set GITHUB_TOKEN)" })]
    NotFound {
        repo: String,
        number: u64,
        authenticated: bool,
    },

    #[error("GitHub rejected the token (HTTP 401: {message}); check GITHUB_TOKEN, or unset it for public repositories")]
    Unauthorized { message: String },

    #[error("GitHub API rate limit exceeded; {}.{}", reset_text(.reset, .now), if *.authenticated { " Wait for the reset or use another token." } else { " Set GITHUB_TOKEN for a higher limit." })]
    RateLimited {
        reset: Option<DateTime<Utc>>,
        now: DateTime<Utc>,
        authenticated: bool,
    },

    #[error("GitHub secondary rate limit hit; retry after {} seconds", .wait.as_secs())]
    SecondaryRateLimit { wait: Duration },

    #[error("GitHub refused access to {repo} (HTTP 403: {message})")]
    Forbidden { repo: String, message: String },

    #[error("GitHub API error (HTTP {status}): {message}")]
    Http { status: u16, message: String },

    #[error("GitHub API failed after {tries} tries; last error: {last}. Check the network or https://www.githubstatus.com and try again")]
    Unavailable { tries: u32, last: String },

    #[error("GitHub sent a response bugbash cannot read: {0}")]
    BadResponse(String),

    #[error("could not create the HTTP client for GitHub: {0}")]
    Client(String),
}

fn reset_text(reset: &Option<DateTime<Utc>>, now: &DateTime<Utc>) -> String {
    match reset {
        Some(r) => {
            let secs = (*r - *now).num_seconds().max(0);
            let minutes = (secs + 59) / 60;
            let unit = if minutes == 1 { "minute" } else { "minutes" };
            format!(
                "resets at {} (in {minutes} {unit})",
                r.format("%Y-%m-%d %H:%M:%S UTC")
            )
        }
        None => "the reset time is unknown".to_string(),
    }
}

type Clock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// A blocking GitHub REST client.
pub struct GithubClient {
    base_url: String,
    token: Option<String>,
    client: Client,
    sleeper: Arc<dyn Sleeper>,
    backoff: Backoff,
    now: Clock,
}

impl std::fmt::Debug for GithubClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GithubClient")
            .field("base_url", &self.base_url)
            .field("token", &self.token.as_ref().map(|_| "[REDACTED]"))
            .finish_non_exhaustive()
    }
}

impl GithubClient {
    /// `base_url` empty means [`GITHUB_API`]. `token` is sent as `Authorization: Bearer`.
    pub fn new(
        base_url: &str,
        token: Option<String>,
        sleeper: Arc<dyn Sleeper>,
    ) -> Result<GithubClient, GithubError> {
        let base = base_url.trim().trim_end_matches('/');
        let client = Client::builder()
            .timeout(TIMEOUT)
            .build()
            .map_err(|e| GithubError::Client(retry::error_chain(&e)))?;
        Ok(GithubClient {
            base_url: if base.is_empty() {
                GITHUB_API.to_string()
            } else {
                base.to_string()
            },
            token: token
                .map(|t| t.trim().to_string())
                .filter(|t| !t.is_empty()),
            client,
            sleeper,
            backoff: Backoff::default(),
            now: Arc::new(Utc::now),
        })
    }

    /// `GITHUB_TOKEN`, else `GH_TOKEN` (the GitHub CLI's variable), when set and non-empty.
    pub fn token_from_env() -> Option<String> {
        ["GITHUB_TOKEN", "GH_TOKEN"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .map(|t| t.trim().to_string())
            .find(|t| !t.is_empty())
    }

    pub fn with_backoff(mut self, backoff: Backoff) -> Self {
        self.backoff = backoff;
        self
    }

    /// Replaces the clock used for rate-limit reset times and HTTP-date `retry-after` values.
    pub fn with_clock(mut self, now: Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>) -> Self {
        self.now = now;
        self
    }

    /// Fetches issue `number` of `repo` (`owner/name`).
    pub fn fetch_issue(&self, repo: &str, number: u64) -> Result<Issue, GithubError> {
        let repo = repo.trim();
        if !is_valid_repo(repo) {
            return Err(GithubError::InvalidRepo(repo.to_string()));
        }
        let span = tracing::info_span!("github.fetch_issue", repo, number);
        let _guard = span.enter();
        let url = format!("{}/repos/{repo}/issues/{number}", self.base_url);
        let mut last = String::new();
        for attempt in 0..MAX_TRIES {
            let is_last = attempt + 1 == MAX_TRIES;
            let mut req = self
                .client
                .get(&url)
                .header(ACCEPT, "application/vnd.github+json")
                .header(USER_AGENT, "bugbash")
                .header("X-GitHub-Api-Version", "2022-11-28");
            if let Some(token) = &self.token {
                let mut v = HeaderValue::from_str(&format!("Bearer {token}")).map_err(|_| {
                    GithubError::Client(
                        "the token contains characters not allowed in an HTTP header".into(),
                    )
                })?;
                v.set_sensitive(true);
                req = req.header(AUTHORIZATION, v);
            }
            let response = match req.send() {
                Ok(r) => r,
                Err(e) => {
                    last = format!("connection failed: {}", retry::error_chain(&e));
                    tracing::warn!(attempt = attempt + 1, error = %last, "GitHub request failed");
                    if !is_last {
                        self.sleeper.sleep(self.backoff.delay(attempt));
                    }
                    continue;
                }
            };
            let status = response.status().as_u16();
            let header = |name: &str| {
                response
                    .headers()
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .map(|s| s.trim().to_string())
            };
            let remaining = header("x-ratelimit-remaining");
            let reset = header("x-ratelimit-reset");
            let retry_after = header("retry-after");
            let body = match response.text() {
                Ok(b) => b,
                Err(e) => {
                    last = format!(
                        "HTTP {status}, then reading the body failed: {}",
                        retry::error_chain(&e)
                    );
                    if !is_last {
                        self.sleeper.sleep(self.backoff.delay(attempt));
                    }
                    continue;
                }
            };
            if (200..300).contains(&status) {
                return parse_issue(&body);
            }
            let message = github_message(&body);
            match status {
                404 => {
                    return Err(GithubError::NotFound {
                        repo: repo.to_string(),
                        number,
                        authenticated: self.token.is_some(),
                    })
                }
                401 => return Err(GithubError::Unauthorized { message }),
                403 | 429 => {
                    let now = (self.now)();
                    if remaining.as_deref() == Some("0") {
                        let reset = reset
                            .and_then(|r| r.parse::<i64>().ok())
                            .and_then(|secs| Utc.timestamp_opt(secs, 0).single());
                        tracing::warn!(?reset, "GitHub rate limit exceeded");
                        return Err(GithubError::RateLimited {
                            reset,
                            now,
                            authenticated: self.token.is_some(),
                        });
                    }
                    let wait = retry_after.and_then(|v| retry::parse_retry_after(&v, now));
                    if let Some(wait) = wait {
                        if is_last || wait > MAX_SECONDARY_WAIT {
                            return Err(GithubError::SecondaryRateLimit { wait });
                        }
                        tracing::warn!(wait_secs = wait.as_secs(), "GitHub secondary rate limit");
                        last = format!("HTTP {status}: {message}");
                        self.sleeper.sleep(wait);
                        continue;
                    }
                    if message
                        .to_ascii_lowercase()
                        .contains("secondary rate limit")
                    {
                        // No retry-after: GitHub asks for at least a minute; the user decides.
                        return Err(GithubError::SecondaryRateLimit {
                            wait: MAX_SECONDARY_WAIT,
                        });
                    }
                    if status == 403 {
                        return Err(GithubError::Forbidden {
                            repo: repo.to_string(),
                            message,
                        });
                    }
                    last = format!("HTTP {status}: {message}");
                    if !is_last {
                        self.sleeper.sleep(self.backoff.delay(attempt));
                    }
                }
                s if s >= 500 => {
                    last = format!("HTTP {status}: {message}");
                    tracing::warn!(attempt = attempt + 1, status, "GitHub server error");
                    if !is_last {
                        self.sleeper.sleep(self.backoff.delay(attempt));
                    }
                }
                _ => return Err(GithubError::Http { status, message }),
            }
        }
        Err(GithubError::Unavailable {
            tries: MAX_TRIES,
            last,
        })
    }
}

/// GitHub's `{"message": ...}` or the start of the body.
fn github_message(body: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(body).unwrap_or(serde_json::Value::Null);
    if let Some(m) = v["message"].as_str() {
        return m.to_string();
    }
    let t = body.trim();
    if t.is_empty() {
        return "(empty response body)".to_string();
    }
    t.chars().take(300).collect()
}

fn parse_issue(body: &str) -> Result<Issue, GithubError> {
    let v: serde_json::Value = serde_json::from_str(body)
        .map_err(|e| GithubError::BadResponse(format!("the body is not JSON ({e})")))?;
    let number = v["number"]
        .as_u64()
        .ok_or_else(|| GithubError::BadResponse("the issue has no `number`".into()))?;
    let title = v["title"]
        .as_str()
        .ok_or_else(|| GithubError::BadResponse("the issue has no `title`".into()))?
        .to_string();
    let labels = v["labels"]
        .as_array()
        .map(|ls| {
            ls.iter()
                .filter_map(|l| l["name"].as_str().or(l.as_str()))
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    Ok(Issue {
        number,
        title,
        body: v["body"].as_str().unwrap_or("").replace("\r\n", "\n"),
        labels,
        html_url: v["html_url"].as_str().unwrap_or("").to_string(),
        state: v["state"].as_str().unwrap_or("").to_string(),
    })
}

fn is_name_part(s: &str) -> bool {
    !s.is_empty()
        && s != "."
        && s != ".."
        && s.len() <= 100
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
}

/// `owner/name` with GitHub's allowed characters (so it is safe in a URL path).
pub fn is_valid_repo(repo: &str) -> bool {
    match repo.split_once('/') {
        Some((owner, name)) => is_name_part(owner) && is_name_part(name),
        None => false,
    }
}

/// `owner/name` from a git remote URL: `https://github.com/o/r(.git)`, `git@github.com:o/r.git`,
/// `ssh://git@host(:port)/o/r`, `git://host/o/r`. `None` for anything else.
pub fn parse_repo_from_remote(url: &str) -> Option<String> {
    let url = url.trim();
    let path = if let Some((_, rest)) = url.split_once("://") {
        // scheme://[user[:pass]@]host[:port]/path
        let (_, path) = rest.split_once('/')?;
        path
    } else {
        // scp-like: [user@]host:path
        let (host, path) = url.split_once(':')?;
        if host.is_empty() || host.contains('/') {
            return None;
        }
        path
    };
    let path = path.split(['?', '#']).next().unwrap_or("");
    let path = path.trim_matches('/');
    let path = path.strip_suffix(".git").unwrap_or(path);
    let parts: Vec<&str> = path.split('/').filter(|p| !p.is_empty()).collect();
    match parts.as_slice() {
        [owner, name] => {
            let repo = format!("{owner}/{name}");
            is_valid_repo(&repo).then_some(repo)
        }
        _ => None,
    }
}

/// Contents of the fenced code blocks (``` or ~~~, any info string) of a Markdown text.
pub fn extract_code_blocks(body: &str) -> Vec<String> {
    let body = body.replace("\r\n", "\n");
    let mut out = Vec::new();
    let mut open: Option<(char, usize, Vec<&str>)> = None;
    for line in body.lines() {
        let t = line.trim_start();
        let fence_char = t.chars().next().filter(|c| *c == '`' || *c == '~');
        let run = fence_char.map_or(0, |c| t.chars().take_while(|x| *x == c).count());
        match (&mut open, fence_char) {
            (None, Some(c)) if run >= 3 => open = Some((c, run, Vec::new())),
            (Some((c, n, lines)), f) => {
                if f == Some(*c) && run >= *n && t[run..].trim().is_empty() {
                    out.push(lines.join("\n"));
                    open = None;
                } else {
                    lines.push(line);
                }
            }
            _ => {}
        }
    }
    if let Some((_, _, lines)) = open {
        out.push(lines.join("\n"));
    }
    out
}

struct TracePatterns {
    frame: Regex,
    error_line: Regex,
}

/// The compiled patterns; `None` only if a constant pattern failed to compile, in which case no
/// traces are found (never a panic).
fn patterns() -> Option<&'static TracePatterns> {
    static P: OnceLock<Option<TracePatterns>> = OnceLock::new();
    P.get_or_init(|| {
        Some(TracePatterns {
        // One stack frame (or trace header) in any supported language.
        frame: Regex::new(concat!(
            r"(?m)",
            r#"^Traceback \(most recent call last\):|^\s*File ".+", line \d+"#,
            r"|panicked at |^\s*\d+: [\w:<>]+\n\s+at .+:\d+:\d+",
            r"|^\s+at .+:\d+:\d+\)?\s*$",
            r"|^goroutine \d+ \[|^panic: ",
            r"|^\s+at [\w$.<>/]+\((?:[\w$-]+\.(?:java|kt|scala|groovy):\d+|Unknown Source|Native Method)\)",
        ))
        .ok()?,
        // A line that states the error.
        error_line: Regex::new(concat!(
            r"(?m)^\s*(?:",
            r"Exception in thread .+",
            r"|(?:[A-Za-z_][\w$]*\.)*[A-Za-z_][\w$]*(?:Error|Exception|Failure|Exit|Interrupt)\b(?::.*)?",
            r"|thread '.+' panicked at .+",
            r"|panic: .+",
            r"|error(?:\[E\d+\])?: .+",
            r"|(?:\w+)?Error: .+",
            r")\s*$",
        ))
        .ok()?,
        })
    })
    .as_ref()
}

fn looks_like_trace(block: &str) -> bool {
    patterns().is_some_and(|p| p.frame.is_match(block))
}

/// The error message of a block: for a Python traceback the last error line (the exception that
/// ended it), otherwise the first. A Rust panic in the current format puts the message on the
/// line after `panicked at path:line:col:`.
fn error_message(block: &str) -> Option<String> {
    let p = patterns()?;
    let lines: Vec<&str> = block.lines().collect();
    let matches: Vec<usize> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| p.error_line.is_match(l))
        .map(|(i, _)| i)
        .collect();
    let pick = if block.contains("Traceback (most recent call last)") {
        matches.last()
    } else {
        matches.first()
    }?;
    let line = lines[*pick].trim();
    if line.contains("panicked at ") && line.ends_with(':') {
        if let Some(next) = lines
            .get(pick + 1)
            .map(|l| l.trim())
            .filter(|l| !l.is_empty())
        {
            return Some(next.to_string());
        }
    }
    Some(line.to_string())
}

/// The first code block (else paragraph) that looks like a stack trace, and an error message
/// (from that trace, else from any block or line that states an error).
pub fn find_traces(body: &str) -> (Option<String>, Option<String>) {
    let body = body.replace("\r\n", "\n");
    let blocks = extract_code_blocks(&body);
    let mut candidates: Vec<String> = blocks.clone();
    if !blocks.iter().any(|b| looks_like_trace(b)) {
        candidates.extend(body.split("\n\n").map(str::to_string));
    }
    let trace = candidates
        .iter()
        .find(|b| looks_like_trace(b))
        .map(|b| b.trim_matches('\n').to_string());
    let message = trace
        .as_deref()
        .and_then(error_message)
        .or_else(|| candidates.iter().find_map(|b| error_message(b)));
    (trace, message)
}

const EXPECTED_KEYS: &[&str] = &[
    "expected",
    "expected behavior",
    "expected behaviour",
    "expected result",
    "expected results",
];
const STEP_KEYS: &[&str] = &[
    "steps to reproduce",
    "to reproduce",
    "reproduction steps",
    "repro",
    "steps",
    "how to reproduce",
];

/// The text of a section up to its first code block (logs and traces pasted after a section's
/// prose are not part of it; they are read by [`find_traces`]).
fn prose(value: &str) -> String {
    let mut out = Vec::new();
    for line in value.lines() {
        let t = line.trim_start();
        if t.starts_with("```") || t.starts_with("~~~") {
            break;
        }
        out.push(line);
    }
    out.join("\n").trim().to_string()
}

/// A severity label: `P1`, `priority: P1`, `severity/p0`, `P2-medium`.
fn severity_from_labels(labels: &[String]) -> Option<Severity> {
    labels.iter().find_map(|l| {
        l.split(|c: char| !c.is_ascii_alphanumeric())
            .find_map(|w| w.parse::<Severity>().ok())
    })
}

/// The report for an issue: description = title, observed = body, expected and steps from the
/// body's sections when it has them, stack trace and error message from its code blocks,
/// severity from a `P0`-`P3` label. `test_command` stays `None`.
pub fn issue_to_report(issue: &Issue, repo: &str) -> BugReport {
    let mut report = BugReport::new(issue.title.trim());
    report.github_issue = Some(issue.number);
    let body = issue.body.trim();
    if !body.is_empty() {
        report.observed = Some(body.to_string());
        let is_key = |k: &str| EXPECTED_KEYS.contains(&k) || STEP_KEYS.contains(&k);
        let doc = markdown::parse(body, &is_key);
        report.expected = doc
            .get(EXPECTED_KEYS)
            .map(|s| prose(&s.value))
            .filter(|v| !v.is_empty());
        if let Some(steps) = doc.get(STEP_KEYS) {
            let text = prose(&steps.value);
            let items = markdown::list_items(&text);
            report.steps_to_reproduce = if items.is_empty() && !text.is_empty() {
                vec![text]
            } else {
                items
            };
        }
    }
    let (trace, message) = find_traces(&issue.body);
    report.stack_trace = trace;
    report.error_message = message;
    report.severity = severity_from_labels(&issue.labels);
    report.test_command = None;
    report.source = Some(ReportSource::GithubIssue {
        repo: repo.to_string(),
        number: issue.number,
        url: issue.html_url.clone(),
        labels: issue.labels.clone(),
    });
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remotes() {
        let cases = [
            ("https://github.com/o/r", Some("o/r")),
            ("https://github.com/o/r.git", Some("o/r")),
            ("https://github.com/o/r/", Some("o/r")),
            (
                "http://user:pw@github.com/Org-1/my.repo.git",
                Some("Org-1/my.repo"),
            ),
            ("git@github.com:o/r.git", Some("o/r")),
            ("github.com:o/r", Some("o/r")),
            ("ssh://git@host/o/r", Some("o/r")),
            ("ssh://git@host:2222/o/r.git", Some("o/r")),
            ("git://github.com/o/r.git", Some("o/r")),
            ("https://github.com/o", None),
            ("https://gitlab.com/group/sub/r", None),
            ("/local/path/repo", None),
            ("", None),
            ("https://github.com/o/..", None),
        ];
        for (url, want) in cases {
            assert_eq!(parse_repo_from_remote(url).as_deref(), want, "{url}");
        }
    }

    #[test]
    fn code_blocks() {
        let body = "Text\r\n```python\r\nx = 1\r\n```\r\n~~~~\nA\n```\nstill in\n~~~~\n```\nopen";
        assert_eq!(
            extract_code_blocks(body),
            ["x = 1", "A\n```\nstill in", "open"]
        );
    }

    #[test]
    fn traces_in_each_language() {
        let cases = [
            (
                "```\nTraceback (most recent call last):\n  File \"app.py\", line 3, in <module>\n    main()\nKeyError: 'user'\n```",
                "KeyError: 'user'",
            ),
            (
                "```\nthread 'main' panicked at src/main.rs:4:5:\nattempt to subtract with overflow\nnote: run with `RUST_BACKTRACE=1`\n```",
                "attempt to subtract with overflow",
            ),
            (
                "```\nTypeError: Cannot read properties of undefined (reading 'id')\n    at getUser (/app/src/user.js:10:15)\n    at main (/app/src/index.js:3:1)\n```",
                "TypeError: Cannot read properties of undefined (reading 'id')",
            ),
            (
                "```\npanic: runtime error: index out of range [5] with length 3\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:8 +0x1d\n```",
                "panic: runtime error: index out of range [5] with length 3",
            ),
            (
                "```\nException in thread \"main\" java.lang.NullPointerException: name\n\tat com.acme.App.run(App.java:12)\n\tat com.acme.App.main(App.java:5)\n```",
                "Exception in thread \"main\" java.lang.NullPointerException: name",
            ),
        ];
        for (body, message) in cases {
            let (trace, msg) = find_traces(body);
            assert!(trace.is_some(), "no trace in {body}");
            assert_eq!(msg.as_deref(), Some(message), "{body}");
        }
    }

    #[test]
    fn errors_without_traces_and_unfenced_traces() {
        let (trace, msg) = find_traces("It fails:\n\n```\nError: ENOENT: no such file\n```");
        assert_eq!(trace, None);
        assert_eq!(msg.as_deref(), Some("Error: ENOENT: no such file"));
        let unfenced = "Steps...\n\nTraceback (most recent call last):\n  File \"a.py\", line 1, in <module>\nZeroDivisionError: division by zero\n\nThanks";
        let (trace, msg) = find_traces(unfenced);
        assert!(trace.is_some_and(|t| t.starts_with("Traceback")));
        assert_eq!(msg.as_deref(), Some("ZeroDivisionError: division by zero"));
        assert_eq!(find_traces("All good here."), (None, None));
    }

    #[test]
    fn reset_text_rounds_up() {
        let now = Utc.timestamp_opt(1_700_000_000, 0).single().expect("time");
        let reset = Some(now + chrono::Duration::seconds(17 * 60 + 1));
        assert_eq!(
            reset_text(&reset, &now),
            "resets at 2023-11-14 22:30:21 UTC (in 18 minutes)"
        );
    }
}
