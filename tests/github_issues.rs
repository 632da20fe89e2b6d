//! GitHub issue intake against a loopback server speaking the REST API's wire format: headers,
//! retries on 5xx, missing issues, bad tokens, primary and secondary rate limits, and the report
//! built from an issue.

use bugbash::github::{issue_to_report, parse_repo_from_remote, GithubClient, GithubError};
use bugbash::llm::Backoff;
use bugbash::model::{ReportSource, Severity};
use bugbash::testkit::fixtures::github_issue;
use bugbash::testkit::{CannedResponse, RecordingSleeper, TestServer};
use chrono::{TimeZone, Utc};
use std::sync::Arc;
use std::time::Duration;

const TOKEN: &str = "ghp_16C7e42F292c6912E7710c838347Ae178B4a";

fn client(server: &TestServer, token: Option<&str>) -> (GithubClient, Arc<RecordingSleeper>) {
    let sleeper = Arc::new(RecordingSleeper::new());
    let c = GithubClient::new(&server.url(), token.map(str::to_string), sleeper.clone())
        .expect("client")
        .with_backoff(Backoff {
            base: Duration::from_secs(1),
            max_delay: Duration::from_secs(30),
        })
        .with_clock(Arc::new(|| {
            Utc.with_ymd_and_hms(2024, 5, 1, 12, 0, 0)
                .single()
                .unwrap_or_else(Utc::now)
        }));
    (c, sleeper)
}

const BODY: &str = "The app crashes when the user has no email.\r\n\r\n### Steps to reproduce\r\n1. Create a user without email\r\n2. Open the profile page\r\n\r\n### Expected behavior\r\nThe profile page shows \"no email\".\r\n\r\n```\r\nTraceback (most recent call last):\r\n  File \"app/views.py\", line 42, in profile\r\n    domain = user.email.split(\"@\")[1]\r\nAttributeError: 'NoneType' object has no attribute 'split'\r\n```\r\n\r\nConfig:\r\n```toml\r\n[app]\r\ndebug = true\r\n```\r\n";

#[test]
fn fetches_an_issue_with_the_documented_headers() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        github_issue(1347, "Crash on profile page", Some(BODY), &["bug", "P1"]),
    )])
    .expect("server");
    let (c, sleeper) = client(&server, Some(TOKEN));
    let issue = c.fetch_issue("octocat/Hello-World", 1347).expect("issue");
    assert_eq!(issue.number, 1347);
    assert_eq!(issue.title, "Crash on profile page");
    assert_eq!(issue.labels, ["bug", "P1"]);
    assert_eq!(issue.state, "open");
    assert_eq!(
        issue.html_url,
        "https://github.com/octocat/Hello-World/issues/1347"
    );
    assert!(!issue.body.contains('\r'));

    let sent = &server.requests()[0];
    assert_eq!(sent.method, "GET");
    assert_eq!(sent.path, "/repos/octocat/Hello-World/issues/1347");
    assert_eq!(sent.header("accept"), Some("application/vnd.github+json"));
    assert_eq!(sent.header("user-agent"), Some("bugbash"));
    assert_eq!(
        sent.header("authorization"),
        Some(format!("Bearer {TOKEN}").as_str())
    );
    assert!(sleeper.delays().is_empty());
    assert!(!format!("{c:?}").contains(TOKEN));
}

#[test]
fn issue_becomes_a_report_that_runs_nothing() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        github_issue(
            7,
            "Crash on profile page",
            Some(BODY),
            &["bug", "priority: P1"],
        ),
    )])
    .expect("server");
    let (c, _) = client(&server, None);
    let issue = c.fetch_issue("octocat/Hello-World", 7).expect("issue");
    assert_eq!(server.requests()[0].header("authorization"), None);
    let report = issue_to_report(&issue, "octocat/Hello-World");
    assert_eq!(report.description, "Crash on profile page");
    assert_eq!(report.github_issue, Some(7));
    assert_eq!(report.test_command, None);
    assert_eq!(report.severity, Some(Severity::P1));
    assert_eq!(
        report.steps_to_reproduce,
        ["Create a user without email", "Open the profile page"]
    );
    assert_eq!(
        report.expected.as_deref(),
        Some("The profile page shows \"no email\".")
    );
    assert!(report
        .observed
        .as_deref()
        .is_some_and(|o| o.starts_with("The app crashes")));
    assert_eq!(
        report.error_message.as_deref(),
        Some("AttributeError: 'NoneType' object has no attribute 'split'")
    );
    assert!(report
        .stack_trace
        .as_deref()
        .is_some_and(|t| t.starts_with("Traceback") && t.contains("app/views.py")));
    assert_eq!(
        report.source,
        Some(ReportSource::GithubIssue {
            repo: "octocat/Hello-World".into(),
            number: 7,
            url: "https://github.com/octocat/Hello-World/issues/7".into(),
            labels: vec!["bug".into(), "priority: P1".into()],
        })
    );
    assert_eq!(
        bugbash::github::extract_code_blocks(&issue.body).len(),
        2,
        "the traceback and the config"
    );
}

#[test]
fn issue_without_body_or_trace() {
    let server = TestServer::start(vec![CannedResponse::json(
        200,
        github_issue(3, "Button is blue", None, &[]),
    )])
    .expect("server");
    let (c, _) = client(&server, None);
    let issue = c.fetch_issue("o/r", 3).expect("issue");
    assert_eq!(issue.body, "");
    let report = issue_to_report(&issue, "o/r");
    assert_eq!(report.observed, None);
    assert_eq!(report.stack_trace, None);
    assert_eq!(report.error_message, None);
    assert_eq!(report.severity, None);
}

#[test]
fn missing_issue_is_named() {
    let server = TestServer::start(vec![CannedResponse::json(
        404,
        r#"{"message":"Not Found","documentation_url":"https://docs.github.com/rest/issues/issues#get-an-issue","status":"404"}"#,
    )])
    .expect("server");
    let (c, sleeper) = client(&server, None);
    let err = c
        .fetch_issue("octocat/Hello-World", 99999)
        .expect_err("404");
    assert_eq!(
        err.to_string(),
        "Issue #99999 not found in octocat/Hello-World (if the repository is private, set GITHUB_TOKEN)"
    );
    assert_eq!(server.requests().len(), 1, "404 is not retried");
    assert!(sleeper.delays().is_empty());
}

#[test]
fn bad_token_is_explained() {
    let server = TestServer::start(vec![CannedResponse::json(
        401,
        r#"{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}"#,
    )])
    .expect("server");
    let (c, _) = client(&server, Some(TOKEN));
    let err = c.fetch_issue("o/r", 1).expect_err("401");
    assert_eq!(
        err.to_string(),
        "GitHub rejected the token (HTTP 401: Bad credentials); check GITHUB_TOKEN, or unset it for public repositories"
    );
    assert!(!err.to_string().contains(TOKEN));
}

#[test]
fn rate_limit_reports_the_reset_time() {
    let reset = Utc
        .with_ymd_and_hms(2024, 5, 1, 12, 17, 30)
        .single()
        .map(|t| t.timestamp())
        .unwrap_or_default();
    let server = TestServer::start(vec![CannedResponse::json(
        403,
        r#"{"message":"API rate limit exceeded for 203.0.113.7. (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#,
    )
    .header("x-ratelimit-limit", "60")
    .header("x-ratelimit-remaining", "0")
    .header("x-ratelimit-reset", reset.to_string())
    .header("x-ratelimit-used", "60")
    .header("x-ratelimit-resource", "core")])
    .expect("server");
    let (c, sleeper) = client(&server, None);
    let err = c.fetch_issue("o/r", 1).expect_err("rate limited");
    assert!(matches!(err, GithubError::RateLimited { .. }));
    assert_eq!(
        err.to_string(),
        "GitHub API rate limit exceeded; resets at 2024-05-01 12:17:30 UTC (in 18 minutes). Set GITHUB_TOKEN for a higher limit."
    );
    assert_eq!(server.requests().len(), 1, "no retry until the reset");
    assert!(sleeper.delays().is_empty());
}

#[test]
fn secondary_rate_limit_honours_retry_after() {
    let server = TestServer::start(vec![
        CannedResponse::json(
            403,
            r#"{"message":"You have exceeded a secondary rate limit. Please wait a few minutes before you try again.","documentation_url":"https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits"}"#,
        )
        .header("retry-after", "7")
        .header("x-ratelimit-remaining", "4999"),
        CannedResponse::json(200, github_issue(5, "t", Some("b"), &[])),
    ])
    .expect("server");
    let (c, sleeper) = client(&server, Some(TOKEN));
    let issue = c.fetch_issue("o/r", 5).expect("after waiting");
    assert_eq!(issue.number, 5);
    assert_eq!(sleeper.delays(), [Duration::from_secs(7)]);
}

#[test]
fn server_errors_are_retried_three_times() {
    let server = TestServer::start(vec![
        CannedResponse::new(502).body("<html><body><h1>502 Bad Gateway</h1></body></html>"),
        CannedResponse::json(502, r#"{"message":"Server Error"}"#),
        CannedResponse::json(
            200,
            github_issue(42, "Third time lucky", Some(""), &["bug"]),
        ),
    ])
    .expect("server");
    let (c, sleeper) = client(&server, None);
    let issue = c.fetch_issue("o/r", 42).expect("third try works");
    assert_eq!(issue.title, "Third time lucky");
    assert_eq!(server.requests().len(), 3);
    assert_eq!(
        sleeper.delays(),
        [Duration::from_secs(1), Duration::from_secs(2)]
    );
}

#[test]
fn three_server_errors_give_up_with_the_last_error() {
    let server = TestServer::start(vec![
        CannedResponse::json(502, r#"{"message":"Server Error"}"#),
        CannedResponse::disconnect(),
        CannedResponse::json(502, r#"{"message":"Server Error"}"#),
        CannedResponse::json(200, github_issue(1, "never reached", None, &[])),
    ])
    .expect("server");
    let (c, sleeper) = client(&server, None);
    let err = c.fetch_issue("o/r", 1).expect_err("gives up");
    assert_eq!(
        err.to_string(),
        "GitHub API failed after 3 tries; last error: HTTP 502: Server Error. Check the network or https://www.githubstatus.com and try again"
    );
    assert_eq!(server.requests().len(), 3);
    assert_eq!(server.remaining(), 1);
    assert_eq!(sleeper.delays().len(), 2);
}

#[test]
fn invalid_repository_names_send_nothing() {
    let server = TestServer::start(vec![]).expect("server");
    let (c, _) = client(&server, None);
    for repo in ["octocat", "o/r/../../admin", "o/r?x=1", "../r"] {
        let err = c.fetch_issue(repo, 1).expect_err(repo);
        assert!(matches!(err, GithubError::InvalidRepo(_)), "{repo}: {err}");
    }
    assert!(server.requests().is_empty());
}

#[test]
fn remote_urls() {
    assert_eq!(
        parse_repo_from_remote("https://github.com/rust-lang/rust.git").as_deref(),
        Some("rust-lang/rust")
    );
    assert_eq!(
        parse_repo_from_remote("git@github.com:octocat/Hello-World.git").as_deref(),
        Some("octocat/Hello-World")
    );
    assert_eq!(
        parse_repo_from_remote("ssh://git@ghe.example.com/team/tool").as_deref(),
        Some("team/tool")
    );
    assert_eq!(parse_repo_from_remote("not a url"), None);
}
