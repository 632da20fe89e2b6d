//! `$/progress` for long work: the engine's [`Progress`] observer, fed from a blocking thread,
//! forwarded to the client by an async task; and the cancellation of that work.
//!
//! The engine reports steps (`[1/3] Reproducing...`) and lines; each becomes a `report`. The
//! token is the request's `workDoneToken` when the client sent one, else one the server creates
//! with `window/workDoneProgress/create` (when the client supports it). Cancelling the token
//! (`window/workDoneProgress/cancel`) cancels the [`CancelToken`] the engine polls, which kills
//! the running test's process group.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use tokio::sync::mpsc;
use tower_lsp::lsp_types::notification::Progress as ProgressNotification;
use tower_lsp::lsp_types::request::WorkDoneProgressCreate;
use tower_lsp::lsp_types::{
    NumberOrString, ProgressParams, ProgressParamsValue, ProgressToken, WorkDoneProgress,
    WorkDoneProgressBegin, WorkDoneProgressCreateParams, WorkDoneProgressEnd,
    WorkDoneProgressReport,
};
use tower_lsp::Client;

use crate::engine::Progress;
use crate::lsp::session::Session;
use crate::process::CancelToken;

static NEXT_TOKEN: AtomicU64 = AtomicU64::new(1);

enum Line {
    Report {
        message: String,
        percentage: Option<u32>,
    },
}

/// The engine-side observer: sends lines to the forwarding task. Cheap to call from any thread.
/// Every report carries the current step (`[2/3] Analyzing root cause: ✓ Found: a.py:3`), so a
/// client that shows only the last message still says which step it is in.
pub struct WorkProgress {
    tx: Option<mpsc::UnboundedSender<Line>>,
    step: std::sync::Mutex<Option<String>>,
}

impl WorkProgress {
    fn send(&self, message: String, percentage: Option<u32>) {
        tracing::info!("{message}");
        if let Some(tx) = &self.tx {
            let _ = tx.send(Line::Report {
                message,
                percentage,
            });
        }
    }

    /// `message` under the current step.
    fn under_step(&self, message: &str) -> String {
        let step = self.step.lock().unwrap_or_else(|p| p.into_inner());
        match step.as_deref() {
            Some(step) => format!("{step}: {message}"),
            None => message.to_owned(),
        }
    }
}

impl Progress for WorkProgress {
    fn step(&self, n: u32, total: u32, title: &str) {
        let pct = (total > 0).then(|| (n.saturating_sub(1) * 100 / total).min(100));
        let step = format!("[{n}/{total}] {}", title.trim_end_matches('.'));
        *self.step.lock().unwrap_or_else(|p| p.into_inner()) = Some(step);
        self.send(format!("[{n}/{total}] {title}"), pct);
    }
    fn ok(&self, message: &str) {
        self.send(self.under_step(&format!("✓ {message}")), None);
    }
    fn detail(&self, message: &str) {
        self.send(self.under_step(message.trim()), None);
    }
    fn fail(&self, message: &str) {
        self.send(self.under_step(&format!("✗ {message}")), None);
    }
}

/// One piece of long work with its progress token and cancellation.
pub struct Work {
    client: Client,
    session: Arc<Session>,
    token: Option<ProgressToken>,
    key: String,
    pub cancel: CancelToken,
    pub progress: Arc<WorkProgress>,
    forwarder: Option<tokio::task::JoinHandle<()>>,
}

fn key_of(token: &ProgressToken) -> String {
    match token {
        NumberOrString::Number(n) => n.to_string(),
        NumberOrString::String(s) => s.clone(),
    }
}

impl Work {
    /// Begins work titled `title`: uses `client_token`, or creates a token when the client
    /// supports it; without either, progress only goes to the log.
    pub async fn begin(
        client: &Client,
        session: &Arc<Session>,
        title: &str,
        client_token: Option<ProgressToken>,
    ) -> Work {
        Work::begin_with(client, session, title, client_token, true).await
    }

    /// [`Work::begin`], saying whether the client may offer to cancel it (`false` for engine
    /// work that polls no [`CancelToken`], such as a bisect bounded by its time budget).
    pub async fn begin_with(
        client: &Client,
        session: &Arc<Session>,
        title: &str,
        client_token: Option<ProgressToken>,
        cancellable: bool,
    ) -> Work {
        let token = match client_token {
            Some(t) => Some(t),
            None if session.capabilities().work_done_progress => {
                let t = NumberOrString::String(format!(
                    "bugbash/{}",
                    NEXT_TOKEN.fetch_add(1, Ordering::Relaxed)
                ));
                match client
                    .send_request::<WorkDoneProgressCreate>(WorkDoneProgressCreateParams {
                        token: t.clone(),
                    })
                    .await
                {
                    Ok(()) => Some(t),
                    Err(e) => {
                        tracing::debug!("the client refused a progress token: {e}");
                        None
                    }
                }
            }
            None => None,
        };
        let cancel = CancelToken::new();
        let key = token
            .as_ref()
            .map(key_of)
            .unwrap_or_else(|| format!("log/{}", NEXT_TOKEN.fetch_add(1, Ordering::Relaxed)));
        session.start_work(&key, cancel.clone());
        let (tx, forwarder) = match &token {
            Some(t) => {
                notify(
                    client,
                    t,
                    WorkDoneProgress::Begin(WorkDoneProgressBegin {
                        title: title.to_owned(),
                        cancellable: Some(cancellable),
                        message: None,
                        percentage: Some(0),
                    }),
                )
                .await;
                let (tx, mut rx) = mpsc::unbounded_channel::<Line>();
                let client = client.clone();
                let t = t.clone();
                let forwarder = tokio::spawn(async move {
                    while let Some(Line::Report {
                        message,
                        percentage,
                    }) = rx.recv().await
                    {
                        notify(
                            &client,
                            &t,
                            WorkDoneProgress::Report(WorkDoneProgressReport {
                                cancellable: Some(cancellable),
                                message: Some(message),
                                percentage,
                            }),
                        )
                        .await;
                    }
                });
                (Some(tx), Some(forwarder))
            }
            None => (None, None),
        };
        Work {
            client: client.clone(),
            session: session.clone(),
            token,
            key,
            cancel,
            progress: Arc::new(WorkProgress {
                tx,
                step: std::sync::Mutex::new(None),
            }),
            forwarder,
        }
    }

    /// Ends the work with a last message, after every report was sent.
    pub async fn end(mut self, message: &str) {
        // Dropping the last sender ends the forwarder once it has sent what is queued.
        if let Some(p) = Arc::get_mut(&mut self.progress) {
            p.tx = None;
        } else {
            tracing::debug!("progress still shared at the end of the work");
        }
        if let Some(f) = self.forwarder.take() {
            let _ = f.await;
        }
        if let Some(t) = &self.token {
            notify(
                &self.client,
                t,
                WorkDoneProgress::End(WorkDoneProgressEnd {
                    message: Some(message.to_owned()),
                }),
            )
            .await;
        }
        self.session.end_work(&self.key);
    }
}

impl Drop for Work {
    /// Work dropped before `end` (the request was cancelled with `$/cancelRequest`) stops the
    /// engine too.
    fn drop(&mut self) {
        if self.forwarder.is_some() || self.token.is_none() {
            self.cancel.cancel();
        }
        self.session.end_work(&self.key);
    }
}

async fn notify(client: &Client, token: &ProgressToken, value: WorkDoneProgress) {
    client
        .send_notification::<ProgressNotification>(ProgressParams {
            token: token.clone(),
            value: ProgressParamsValue::WorkDone(value),
        })
        .await;
}
