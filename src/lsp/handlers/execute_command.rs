//! `workspace/executeCommand`: run one of the [`Command`]s.
//!
//! Each command takes one camelCase object argument (see `docs/lsp-extensions.md`). Engine work
//! runs on a blocking thread with `$/progress` and cancellation ([`Work`]); afterwards the
//! folder's cache is reread and diagnostics, lenses and the client's views are refreshed.
//! Handlers decode, call the engine, convert: they never read or write the store themselves.

use std::path::Path;
use std::sync::Arc;

use serde::de::DeserializeOwned;
use tower_lsp::lsp_types::request::{ShowDocument, ShowMessageRequest};
use tower_lsp::lsp_types::{
    ExecuteCommandParams, MessageActionItem, MessageType, ProgressToken, ShowDocumentParams,
    ShowMessageRequestParams,
};
use tower_lsp::Client;

use crate::engine::{Action, Engine, InitRequest};
use crate::lsp::commands::{Command, UnknownCommand};
use crate::lsp::error::{LspError, LspResult};
use crate::lsp::ext::{
    ApproveArgs, BisectArgs, BisectResultView, ChooseTargetsArgs, CommitResult, FixArgs, FixResult,
    ImportPlanArgs, InvestigateArgs, InvestigationParams, InvestigationStatus, ListParams,
    LoopArgs, LoopCycleView, LoopResult, PickCandidateArgs, RejectArgs, RollbackResult,
    ShowCommitArgs, ShowCommitResult, ShowPlanArgs, VerifyArgs,
};
use crate::lsp::folders::Folder;
use crate::lsp::handlers::ext;
use crate::lsp::progress::Work;
use crate::lsp::session::Session;
use crate::lsp::view::{self, Texts};
use crate::lsp::{edit, from_proto, publish, to_proto};
use crate::model::{BugPhase, BugState};

/// The buttons of the approval question.
const APPROVE: &str = "Approve";
const CANCEL: &str = "Cancel";
/// Without `window/showDocument`, a diff up to this many lines goes into the question itself.
const DIFF_IN_MESSAGE_LINES: usize = 80;

/// Handles `workspace/executeCommand`.
#[tracing::instrument(name = "execute_command", skip_all, fields(command = %params.command))]
pub async fn execute_command(
    client: &Client,
    session: &Arc<Session>,
    params: ExecuteCommandParams,
) -> LspResult<Option<serde_json::Value>> {
    let command: Command = params
        .command
        .parse()
        .map_err(|err: UnknownCommand| LspError::invalid_params(err.to_string()))?;
    let token = params.work_done_progress_params.work_done_token;
    let args = params.arguments;
    let value = match command {
        Command::Investigate => {
            json(investigate(client, session, arg(command, args)?, token).await?)
        }
        Command::Analyze => {
            let p: InvestigationParams = arg(command, args)?;
            json(run(client, session, &p.investigation_id, false, token).await?)
        }
        Command::Retry => {
            let p: InvestigationParams = arg(command, args)?;
            json(run(client, session, &p.investigation_id, true, token).await?)
        }
        Command::ChooseTargets => {
            json(choose_targets(client, session, arg(command, args)?, token).await?)
        }
        Command::ImportPlan => json(import_plan(client, session, arg(command, args)?).await?),
        Command::ShowPlan => json(show_plan(client, session, arg(command, args)?).await?),
        Command::PickCandidate => json(pick_candidate(client, session, arg(command, args)?).await?),
        Command::Approve => json(approve(client, session, arg(command, args)?).await?),
        Command::Reject => json(reject(client, session, arg(command, args)?).await?),
        Command::Fix => json(fix(client, session, arg(command, args)?, token).await?),
        Command::Verify => json(verify(client, session, arg(command, args)?, token).await?),
        Command::Rollback => {
            let p: InvestigationParams = arg(command, args)?;
            json(rollback(client, session, &p.investigation_id).await?)
        }
        Command::Status => json(ext::status(session, arg(command, args)?)?),
        Command::List => {
            let p: ListParams = if args.is_empty() {
                ListParams::default()
            } else {
                arg(command, args)?
            };
            json(ext::list(session, p)?)
        }
        Command::ShowCommit => json(show_commit(session, arg(command, args)?).await?),
        Command::Commit => {
            let p: InvestigationParams = arg(command, args)?;
            json(commit(client, session, &p.investigation_id).await?)
        }
        Command::Loop => json(debug_loop(client, session, arg(command, args)?, token).await?),
        Command::Bisect => json(bisect(client, session, arg(command, args)?, token).await?),
    }?;
    Ok(Some(value))
}

fn json<T: serde::Serialize>(value: T) -> LspResult<serde_json::Value> {
    serde_json::to_value(value).map_err(|e| LspError::Internal(e.into()))
}

/// The command's one argument, decoded; the error names the command and the field.
fn arg<T: DeserializeOwned>(command: Command, args: Vec<serde_json::Value>) -> LspResult<T> {
    let value = args.into_iter().next().unwrap_or(serde_json::Value::Null);
    serde_json::from_value(value).map_err(|e| {
        LspError::invalid_params(format!(
            "`{command}` takes one argument object (see docs/lsp-extensions.md): {e}"
        ))
    })
}

/// Runs engine work on a blocking thread.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, crate::engine::EngineError> + Send + 'static,
) -> LspResult<T> {
    match tokio::task::spawn_blocking(f).await {
        Ok(result) => result.map_err(LspError::from),
        Err(e) => Err(LspError::Internal(anyhow::anyhow!(
            "engine task failed: {e}"
        ))),
    }
}

fn who(session: &Session) -> String {
    let user = crate::store::user_name().unwrap_or_else(|| "unknown".into());
    format!("{user} (via {})", session.client_name())
}

fn status_of(session: &Session, folder: &Folder, id: &str) -> LspResult<InvestigationStatus> {
    let state = folder.engine().get(id)?;
    Ok(view::status(&Texts::new(session), folder, &state))
}

/// The outcome of a command for `window/showMessage`: the investigation's handle, what
/// happened, the phase, and what matters in that phase (the root cause, why it is blocked).
pub fn outcome_text(state: &BugState, what: &str) -> String {
    let mut text = format!(
        "bugbash {}: {what} — {}",
        state.handle(),
        state.phase.as_upper()
    );
    if let Some(rc) = state
        .root_cause
        .as_ref()
        .filter(|_| matches!(state.phase, BugPhase::Analyzed | BugPhase::Planned))
    {
        text.push_str(&format!(
            " · root cause {}:{}",
            rc.root_cause_file,
            rc.root_cause_line.unwrap_or(0)
        ));
    }
    if state.phase == BugPhase::Planned {
        if let Some(p) = &state.fix_plan {
            text.push_str(&format!(" · plan: {} (risk {})", p.summary, p.risk_level));
        }
    }
    if let Some(r) = state
        .blocked_reason
        .as_ref()
        .filter(|_| state.phase == BugPhase::Blocked)
    {
        text.push_str(&format!(" · {r}"));
    }
    if let Some(values) = view::expected_actual(state) {
        text.push_str(&format!(" · {values}"));
    }
    text
}

async fn message(client: &Client, state: &BugState, what: &str) {
    let kind = match state.phase {
        BugPhase::Blocked | BugPhase::NotReproducible => MessageType::WARNING,
        _ => MessageType::INFO,
    };
    client.show_message(kind, outcome_text(state, what)).await;
}

async fn investigate(
    client: &Client,
    session: &Arc<Session>,
    args: InvestigateArgs,
    token: Option<ProgressToken>,
) -> LspResult<InvestigationStatus> {
    let folder = match (&args.workspace_folder, &args.text_document) {
        (Some(uri), _) => session.folder_by_uri(uri)?,
        (None, Some(doc)) => session.folder_by_uri(&doc.uri)?,
        (None, None) => session.default_folder()?,
    };
    let engine = folder.engine();
    let trimmed = |s: &Option<String>| {
        s.as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .map(str::to_owned)
    };
    // A test id and a command are separate fields: the id found in the buffer (or sent as
    // `testId`) is never taken for a command, whatever characters the test's name has.
    let (test_id, test, name) = match (
        trimmed(&args.test_id),
        trimmed(&args.test),
        &args.text_document,
    ) {
        (Some(id), _, _) => (Some(id.clone()), None, id),
        (None, Some(test), _) => (None, Some(test.clone()), test),
        (None, None, Some(doc)) => {
            let snapshot = session
                .snapshot(&doc.uri)
                .ok_or_else(|| LspError::DocumentNotOpen(doc.uri.clone()))?;
            let position = args.position.unwrap_or_default();
            let pos = from_proto::text_pos(snapshot.text(), position, snapshot.encoding());
            let path = from_proto::file_path(&doc.uri)?;
            let rel = folder.relative(&path).ok_or_else(|| {
                LspError::invalid_params(format!("{} is not inside {}", doc.uri, folder.uri))
            })?;
            let found = crate::workspace::test_at(&rel, &snapshot.text().to_string(), pos.line + 1)
                .ok_or_else(|| {
                    LspError::invalid_params(format!(
                        "there is no test function at line {} of {rel}; put the cursor inside one",
                        pos.line + 1
                    ))
                })?;
            (Some(found.test_id(&rel)), None, found.name)
        }
        (None, None, None) => {
            if args
                .description
                .as_deref()
                .map_or(true, |d| d.trim().is_empty())
            {
                return Err(LspError::invalid_params(
                    "`bugbash.investigate` needs a test (`testId`, `test`, or `textDocument` and `position`) or a `description`",
                ));
            }
            (None, None, String::new())
        }
    };
    let description = args
        .description
        .filter(|d| !d.trim().is_empty())
        .unwrap_or_else(|| format!("Failing test {name}"));
    let request = InitRequest {
        description,
        test,
        test_id,
        ..Default::default()
    };
    let title = format!(
        "bugbash: investigating {}",
        if name.is_empty() { "the report" } else { &name }
    );
    let work = Work::begin(client, session, &title, token).await;
    let (progress, cancel) = (work.progress.clone(), work.cancel.clone());
    let e = engine.clone();
    let created = blocking(move || {
        Engine::init_workspace(e.root())?;
        e.create(request)
    })
    .await;
    let state = match created {
        Ok(s) => s,
        Err(err) => {
            drop(progress);
            work.end(&err.to_string()).await;
            return Err(err);
        }
    };
    let id = state.bug_id.clone();
    let result = {
        let id = id.clone();
        blocking(move || {
            engine.run_investigation(&id, None, false, progress.as_ref(), Some(cancel))
        })
        .await
    };
    finish_run(client, session, &folder, &id, result, work, "investigated").await
}

async fn run(
    client: &Client,
    session: &Arc<Session>,
    id: &str,
    retry: bool,
    token: Option<ProgressToken>,
) -> LspResult<InvestigationStatus> {
    let (folder, state) = session.investigation(id)?;
    let engine = folder.engine();
    let verb = if retry { "retrying" } else { "analyzing" };
    let work = Work::begin(
        client,
        session,
        &format!("bugbash: {verb} {}", state.handle()),
        token,
    )
    .await;
    let (progress, cancel) = (work.progress.clone(), work.cancel.clone());
    let owned = id.to_owned();
    let result = blocking(move || {
        engine.run_investigation(&owned, None, retry, progress.as_ref(), Some(cancel))
    })
    .await;
    finish_run(
        client,
        session,
        &folder,
        id,
        result,
        work,
        if retry { "retried" } else { "analyzed" },
    )
    .await
}

/// Names the target tests, then runs the pipeline on from there, as `bugbash analyze ID
/// --failing TEST` does (a retry when the investigation starts over). Without `tests` (a
/// generic client's code action or lens) the server asks for one target with
/// `window/showMessageRequest`.
async fn choose_targets(
    client: &Client,
    session: &Arc<Session>,
    args: ChooseTargetsArgs,
    token: Option<ProgressToken>,
) -> LspResult<InvestigationStatus> {
    let (folder, cached) = session.investigation(&args.investigation_id)?;
    let engine = folder.engine();
    let tests = match args.tests {
        Some(t) if t.iter().any(|t| !t.trim().is_empty()) => t,
        Some(_) => {
            return Err(LspError::invalid_params(
                "`bugbash.chooseTargets` needs `tests`: at least one failing test, as `bugbash/failingTests` names them",
            ))
        }
        None => {
            let current = engine.get(&args.investigation_id)?;
            crate::engine::actions::ensure(&current, Action::ChooseTargets)
                .map_err(crate::engine::EngineError::from)?;
            let failing = ext::failing_tests(
                session,
                InvestigationParams {
                    investigation_id: args.investigation_id.clone(),
                },
            )?;
            let titles: Vec<String> = failing.targets.iter().chain(&failing.others).cloned().collect();
            let answer = ask(
                client,
                format!(
                    "The run of {} failed in several tests; which one does this investigation explain? Now: {}.",
                    cached.handle(),
                    failing.targets.join(", ")
                ),
                titles,
                "the test",
            )
            .await?;
            match answer {
                Some(title) => vec![title],
                None => return status_of(session, &folder, &args.investigation_id),
            }
        }
    };
    let id = args.investigation_id.clone();
    let e = engine.clone();
    let (_, retry) = blocking(move || e.choose_targets(&id, &tests)).await?;
    run(client, session, &args.investigation_id, retry, token).await
}

/// Asks the person to pick one of `titles` (a message with one button each, and Cancel);
/// `None` when they cancel or dismiss it. `what` names the choice in the error.
async fn ask(
    client: &Client,
    message: String,
    titles: Vec<String>,
    what: &str,
) -> LspResult<Option<String>> {
    let actions: Vec<MessageActionItem> = titles
        .into_iter()
        .chain([CANCEL.to_owned()])
        .map(|title| MessageActionItem {
            title,
            properties: Default::default(),
        })
        .collect();
    let answer = client
        .send_request::<ShowMessageRequest>(ShowMessageRequestParams {
            typ: MessageType::INFO,
            message,
            actions: Some(actions),
        })
        .await
        .map_err(|e| {
            LspError::RequestFailed(format!("the editor could not ask for {what}: {e}"))
        })?;
    Ok(answer.map(|a| a.title).filter(|t| t != CANCEL))
}

/// Ends the progress, refreshes the views and reports the outcome of a pipeline run; after an
/// investigation that found a root cause, shows it (`window/showDocument` with the selection)
/// when the client can.
async fn finish_run(
    client: &Client,
    session: &Arc<Session>,
    folder: &Arc<Folder>,
    id: &str,
    result: LspResult<BugState>,
    work: Work,
    what: &str,
) -> LspResult<InvestigationStatus> {
    match result {
        Ok(state) => {
            work.end(state.phase.as_upper()).await;
            publish::store_changed(client, session, folder).await;
            message(client, &state, what).await;
            let status = view::status(&Texts::new(session), folder, &state);
            let ended = matches!(what, "investigated" | "analyzed" | "retried");
            if ended && session.capabilities().show_document {
                if let Some(rc) = &status.summary.root_cause {
                    let shown = client
                        .send_request::<ShowDocument>(ShowDocumentParams {
                            uri: rc.uri.clone(),
                            external: Some(false),
                            take_focus: Some(true),
                            selection: Some(rc.range),
                        })
                        .await;
                    if let Err(e) = shown {
                        tracing::debug!("the client could not show the root cause: {e}");
                    }
                }
            }
            Ok(status)
        }
        Err(err) => {
            work.end(&err.to_string()).await;
            publish::store_changed(client, session, folder).await;
            if !matches!(err, LspError::Cancelled) {
                let handle = crate::model::handle_of(id);
                client
                    .show_message(MessageType::WARNING, format!("bugbash {handle}: {err}"))
                    .await;
            }
            Err(err)
        }
    }
}

async fn import_plan(
    client: &Client,
    session: &Arc<Session>,
    args: ImportPlanArgs,
) -> LspResult<InvestigationStatus> {
    let patch = args
        .patch
        .filter(|p| !p.trim().is_empty())
        .ok_or_else(|| {
            LspError::invalid_params(
                "`bugbash.importPlan` needs `patch`: the text of a unified diff (the client asks for a patch file)",
            )
        })?;
    let (folder, _) = session.investigation(&args.investigation_id)?;
    let engine = folder.engine();
    let id = args.investigation_id.clone();
    let tests = args.test_cases.clone();
    let state = blocking(move || engine.plan_from_patch(&id, &patch, &tests)).await?;
    publish::store_changed(client, session, &folder).await;
    message(client, &state, "plan imported").await;
    Ok(view::status(&Texts::new(session), &folder, &state))
}

/// The plan of `id` for review, against the editor's buffers, kept as `plan.diff` by the engine.
async fn review(
    session: &Arc<Session>,
    folder: &Folder,
    id: &str,
) -> LspResult<crate::engine::PlanReview> {
    let engine = folder.engine();
    let s = session.clone();
    let id = id.to_owned();
    blocking(move || {
        let buffers = |p: &Path| s.text_of(p);
        engine.review_plan(&id, &buffers)
    })
    .await
}

/// Opens the rendered plan in the editor; returns whether the client showed it.
async fn show_document(client: &Client, session: &Session, path: &Path) -> LspResult<bool> {
    if !session.capabilities().show_document {
        return Ok(false);
    }
    let uri = to_proto::url(path)?;
    match client
        .send_request::<ShowDocument>(ShowDocumentParams {
            uri,
            external: Some(false),
            take_focus: Some(true),
            selection: None,
        })
        .await
    {
        Ok(r) => Ok(r.success),
        Err(e) => {
            tracing::warn!("the client could not show the plan: {e}");
            Ok(false)
        }
    }
}

async fn show_plan(
    client: &Client,
    session: &Arc<Session>,
    args: ShowPlanArgs,
) -> LspResult<crate::lsp::ext::PlanPreview> {
    let preview = ext::plan_preview(
        session,
        InvestigationParams {
            investigation_id: args.investigation_id.clone(),
        },
    )?;
    if args.open.unwrap_or(true) && session.capabilities().show_document {
        let (folder, _) = session.investigation(&args.investigation_id)?;
        let review = review(session, &folder, &args.investigation_id).await?;
        show_document(client, session, &review.path).await?;
    }
    Ok(preview)
}

/// Makes the plan from another fix candidate. Without `candidate` (a generic client's code
/// action or lens) the server lists the candidates in `window/showMessageRequest` and plans the
/// one picked. The new plan waits for approval: an approval of the old one matches nothing.
async fn pick_candidate(
    client: &Client,
    session: &Arc<Session>,
    args: PickCandidateArgs,
) -> LspResult<InvestigationStatus> {
    let (folder, cached) = session.investigation(&args.investigation_id)?;
    let engine = folder.engine();
    let number = match args.candidate {
        Some(n) => n as usize,
        None => {
            let current = engine.get(&args.investigation_id)?;
            crate::engine::actions::ensure(&current, Action::ChooseFix)
                .map_err(crate::engine::EngineError::from)?;
            let choices = ext::candidates(
                session,
                InvestigationParams {
                    investigation_id: args.investigation_id.clone(),
                },
            )?;
            let title = |c: &crate::lsp::ext::FixCandidateView| {
                format!(
                    "{}. {}{}",
                    c.number,
                    c.label,
                    if c.current { " (current)" } else { "" }
                )
            };
            let answer = ask(
                client,
                format!(
                    "Which fix should the plan of {} make? Each made every test pass in an isolated copy; none is proven correct. The plan you pick waits for your approval.",
                    cached.handle()
                ),
                choices.iter().map(title).collect(),
                "a fix",
            )
            .await?;
            let picked = answer.and_then(|a| choices.iter().find(|c| title(c) == a));
            match picked {
                Some(c) => c.number as usize,
                None => return status_of(session, &folder, &args.investigation_id),
            }
        }
    };
    let id = args.investigation_id.clone();
    let state = blocking(move || engine.choose_fix(&id, number)).await?;
    publish::store_changed(client, session, &folder).await;
    message(
        client,
        &state,
        &format!("plan made from fix candidate {number}"),
    )
    .await;
    Ok(view::status(&Texts::new(session), &folder, &state))
}

async fn approve(
    client: &Client,
    session: &Arc<Session>,
    args: ApproveArgs,
) -> LspResult<InvestigationStatus> {
    let (folder, cached) = session.investigation(&args.investigation_id)?;
    let engine = folder.engine();
    let hash = match &args.plan_hash {
        // The client showed the plan with this hash.
        Some(hash) => hash.clone(),
        // A generic client: show the diff, ask, and approve exactly what was shown.
        None => {
            let current = engine.get(&args.investigation_id)?;
            crate::engine::actions::ensure(&current, Action::Approve)
                .map_err(crate::engine::EngineError::from)?;
            let review = review(session, &folder, &args.investigation_id).await?;
            let shown = show_document(client, session, &review.path).await?;
            let plan = review
                .state
                .fix_plan
                .as_ref()
                .expect("review_plan checks the plan");
            let mut question = format!(
                "Approve the fix plan of {}? {} (risk {}, {} file(s)).",
                cached.handle(),
                plan.summary,
                plan.risk_level,
                review.edit.changes.len() + review.edit.tests.len()
            );
            if shown {
                question.push_str(" The diff is open in the editor.");
            } else if review.diff.lines().count() <= DIFF_IN_MESSAGE_LINES {
                question.push_str("\n\n");
                question.push_str(&review.diff);
            } else {
                return Err(LspError::RequestFailed(format!(
                    "the plan of {} is too long to show in a message ({} lines) and this editor cannot open documents; show the plan with `bugbash.showPlan` or `bugbash/planPreview` and approve it with its `planHash`",
                    cached.handle(),
                    review.diff.lines().count()
                )));
            }
            let answer = client
                .send_request::<ShowMessageRequest>(ShowMessageRequestParams {
                    typ: MessageType::INFO,
                    message: question,
                    actions: Some(vec![
                        MessageActionItem {
                            title: APPROVE.to_owned(),
                            properties: Default::default(),
                        },
                        MessageActionItem {
                            title: CANCEL.to_owned(),
                            properties: Default::default(),
                        },
                    ]),
                })
                .await
                .map_err(|e| {
                    LspError::RequestFailed(format!("the editor could not ask for approval: {e}"))
                })?;
            if answer.as_ref().map(|a| a.title.as_str()) != Some(APPROVE) {
                client
                    .show_message(
                        MessageType::INFO,
                        format!(
                            "bugbash {}: not approved; the plan stays PLANNED",
                            cached.handle()
                        ),
                    )
                    .await;
                return status_of(session, &folder, &args.investigation_id);
            }
            review.edit.plan_hash
        }
    };
    let by = who(session);
    let a = args.clone();
    let state = blocking(move || {
        engine.approve_offered(&a.investigation_id, &by, a.reason.as_deref(), Some(&hash))
    })
    .await?;
    publish::store_changed(client, session, &folder).await;
    message(client, &state, "approved").await;
    Ok(view::status(&Texts::new(session), &folder, &state))
}

async fn reject(
    client: &Client,
    session: &Arc<Session>,
    args: RejectArgs,
) -> LspResult<InvestigationStatus> {
    let reason = args
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .ok_or_else(|| {
            LspError::invalid_params(
                "`bugbash.reject` needs a `reason`: say why the plan is rejected (the client asks for it)",
            )
        })?
        .to_owned();
    let (folder, state) = session.investigation(&args.investigation_id)?;
    if let Some(offered) = &args.plan_hash {
        if view::plan_hash(&state).as_deref() != Some(offered.as_str()) {
            return Err(LspError::RequestFailed(format!(
                "the plan of {} changed since it was shown; look at it again",
                state.handle()
            )));
        }
    }
    let engine = folder.engine();
    let by = who(session);
    let id = args.investigation_id.clone();
    let state = blocking(move || engine.reject(&id, &reason, &by)).await?;
    publish::store_changed(client, session, &folder).await;
    message(client, &state, "rejected").await;
    Ok(view::status(&Texts::new(session), &folder, &state))
}

async fn fix(
    client: &Client,
    session: &Arc<Session>,
    args: FixArgs,
    token: Option<ProgressToken>,
) -> LspResult<FixResult> {
    let id = args.investigation_id.clone();
    let (folder, state) = session.investigation(&id)?;
    let engine = folder.engine();
    let handle = state.handle();
    let summary = state
        .fix_plan
        .as_ref()
        .map(|p| p.summary.clone())
        .unwrap_or_default();
    // The gate, against the buffers, off the async thread: nothing else produces the edit.
    let fix = {
        let s = session.clone();
        let id = id.clone();
        blocking(move || {
            let text_of = |p: &Path| s.text_of(p);
            engine.editor_edit(&id, &text_of)
        })
        .await?
    };
    if let Some(offered) = &args.plan_hash {
        if *offered != fix.plan_hash {
            return Err(LspError::RequestFailed(format!(
                "the approved plan of {handle} is not the one that was shown; look at it again"
            )));
        }
    }
    let preview = args.preview.unwrap_or(false);
    let workspace_edit = edit::workspace_edit(session, &handle, &summary, &fix, preview)?;
    if !session.capabilities().apply_edit {
        return Err(LspError::RequestFailed(format!(
            "this editor does not accept workspace/applyEdit; apply the fix of {handle} with the Apply approved fix code action"
        )));
    }
    let response = client
        .apply_edit(workspace_edit)
        .await
        .map_err(|e| LspError::RequestFailed(format!("workspace/applyEdit failed: {e}")))?;
    if !response.applied {
        let why = response
            .failure_reason
            .unwrap_or_else(|| "no reason given".into());
        let status = status_of(session, &folder, &id)?;
        return Ok(FixResult {
            applied: false,
            message: format!("the editor did not apply the fix ({why}); {handle} stays APPROVED"),
            status,
        });
    }
    let verify_args = VerifyArgs {
        investigation_id: id.clone(),
        plan_hash: fix.plan_hash.clone(),
    };
    match verify(client, session, verify_args, token).await {
        Ok(status) => Ok(FixResult {
            applied: true,
            message: format!("applied and verified: {}", status.summary.phase),
            status,
        }),
        Err(LspError::RequestFailed(m)) => Ok(FixResult {
            applied: true,
            message: m,
            status: status_of(session, &folder, &id)?,
        }),
        Err(e) => Err(e),
    }
}

async fn verify(
    client: &Client,
    session: &Arc<Session>,
    args: VerifyArgs,
    token: Option<ProgressToken>,
) -> LspResult<InvestigationStatus> {
    let (folder, state) = session.investigation(&args.investigation_id)?;
    let engine: Arc<Engine> = folder.engine();
    let work = Work::begin(
        client,
        session,
        &format!("bugbash: verifying {}", state.handle()),
        token,
    )
    .await;
    let progress = work.progress.clone();
    let s = session.clone();
    let a = args.clone();
    let result = blocking(move || {
        let buffers = |p: &Path| s.text_of(p);
        engine.verify_applied(
            &a.investigation_id,
            &a.plan_hash,
            &buffers,
            progress.as_ref(),
        )
    })
    .await;
    finish_run(
        client,
        session,
        &folder,
        &args.investigation_id,
        result,
        work,
        "verified",
    )
    .await
}

async fn rollback(client: &Client, session: &Arc<Session>, id: &str) -> LspResult<RollbackResult> {
    let (folder, cached) = session.investigation(id)?;
    let engine = folder.engine();
    let owned = id.to_owned();
    let (state, restored) = blocking(move || engine.rollback(&owned)).await?;
    publish::store_changed(client, session, &folder).await;
    client
        .show_message(
            MessageType::INFO,
            format!(
                "bugbash {}: rolled back {} file(s)",
                cached.handle(),
                restored.len()
            ),
        )
        .await;
    Ok(RollbackResult {
        restored,
        status: view::status(&Texts::new(session), &folder, &state),
    })
}

/// How long `git show` may take.
const SHOW_COMMIT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(30);

/// `bugbash.showCommit`: the diff of the commit that last changed a root-cause line (the
/// history `crate::why` recorded with the analysis), read-only, `git show` off the async thread.
async fn show_commit(session: &Arc<Session>, args: ShowCommitArgs) -> LspResult<ShowCommitResult> {
    let (folder, state) = session.investigation(&args.investigation_id)?;
    let handle = state.handle();
    let rc = state.root_cause.as_ref().ok_or_else(|| {
        LspError::RequestFailed(format!(
            "{handle} has no root cause yet, so no line history; analyze it first"
        ))
    })?;
    let why = state.why.as_ref().ok_or_else(|| {
        LspError::RequestFailed(format!(
            "{handle} has no line history recorded; analyze it again to record it"
        ))
    })?;
    if let Some(reason) = &why.history_unavailable {
        return Err(LspError::RequestFailed(format!(
            "{handle} has no line history: {reason}"
        )));
    }
    let history = match args.line {
        None => {
            let line = rc.root_cause_line.unwrap_or(0);
            why.history_at(&rc.root_cause_file, line)
                .or_else(|| why.history.first())
        }
        Some(line) => why
            .history_at(&rc.root_cause_file, line)
            .or_else(|| why.history.iter().find(|h| h.line == line)),
    };
    let history = history.ok_or_else(|| match args.line {
        Some(line) => LspError::invalid_params(format!(
            "{handle} has no history of line {line}; the recorded lines are: {}",
            why.history
                .iter()
                .map(|h| format!("{}:{}", h.file, h.line))
                .collect::<Vec<_>>()
                .join(", ")
        )),
        None => LspError::RequestFailed(format!("{handle} has no history of its root-cause line")),
    })?;
    let commit = history.commit.clone().ok_or_else(|| {
        LspError::RequestFailed(format!(
            "no commit to show for {}:{} of {handle}: {}",
            history.file,
            history.line,
            history.note.as_deref().unwrap_or("git named no commit")
        ))
    })?;
    let file = history.file.clone();
    // What the line reads, to find the hunk that added it: the analysed code for the root-cause
    // line, and the line as it is on disk.
    let mut code: Vec<String> = Vec::new();
    if history.file == rc.root_cause_file && Some(history.line) == rc.root_cause_line {
        code.extend(rc.root_cause_code.lines().next().map(str::to_owned));
    }
    if let Ok(text) = std::fs::read_to_string(folder.root.join(&history.file)) {
        code.extend(
            text.lines()
                .nth(history.line.saturating_sub(1) as usize)
                .map(str::to_owned),
        );
    }
    let line = history.line;
    let engine = folder.engine();
    let shown = tokio::task::spawn_blocking(move || {
        crate::why::blame::show_commit(
            engine.runner().as_ref(),
            engine.root(),
            &commit,
            &file,
            SHOW_COMMIT_TIMEOUT,
        )
    })
    .await
    .map_err(|e| LspError::Internal(anyhow::anyhow!("git show task failed: {e}")))?
    .map_err(|reason| {
        LspError::RequestFailed(format!(
            "cannot show the commit of {}:{} of {handle}: {reason}",
            history.file, history.line
        ))
    })?;
    let hunk = hunk_touching(&shown.diff, &code, line);
    Ok(ShowCommitResult {
        commit: shown.commit,
        author: shown.author,
        date: shown.date,
        subject: shown.subject,
        path: shown.path,
        only_hunk: hunk.is_some(),
        diff: hunk.unwrap_or(shown.diff),
    })
}

/// The file header of a unified diff and the one hunk of it that touches the line: the hunk
/// that adds a line reading like `code` (trimmed), else the hunk whose new side holds `line`.
/// `None` when the diff has a single hunk (it is the answer) or none can be told.
pub fn hunk_touching(diff: &str, code: &[String], line: u32) -> Option<String> {
    let mut header = String::new();
    let mut hunks: Vec<String> = Vec::new();
    for l in diff.split_inclusive('\n') {
        if l.starts_with("@@") {
            hunks.push(String::new());
        }
        match hunks.last_mut() {
            Some(h) => h.push_str(l),
            None => header.push_str(l),
        }
    }
    if hunks.len() < 2 {
        return None;
    }
    let wanted: Vec<&str> = code
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .collect();
    let adds = |h: &str| {
        h.lines().skip(1).any(|l| {
            l.strip_prefix('+')
                .is_some_and(|added| wanted.contains(&added.trim()))
        })
    };
    // `@@ -a,b +c,d @@`: the new side starts at c and spans d lines (1 when absent).
    let holds = |h: &str| {
        let new_side = h.split_whitespace().nth(2)?.strip_prefix('+')?;
        let (start, len) = match new_side.split_once(',') {
            Some((s, n)) => (s.parse::<u32>().ok()?, n.parse::<u32>().ok()?),
            None => (new_side.parse::<u32>().ok()?, 1),
        };
        Some(start <= line && line < start + len.max(1))
    };
    let hunk = hunks
        .iter()
        .find(|h| adds(h))
        .or_else(|| hunks.iter().find(|h| holds(h) == Some(true)))?;
    Some(format!("{header}{hunk}"))
}

/// `bugbash.commit`: one commit with exactly the verified fix of a FIXED investigation (the
/// engine's `commit`, off the async thread); other changes stay uncommitted and untouched.
async fn commit(client: &Client, session: &Arc<Session>, id: &str) -> LspResult<CommitResult> {
    let (folder, cached) = session.investigation(id)?;
    let engine = folder.engine();
    let owned = id.to_owned();
    // The engine refuses in the table's words (the actions available instead) before git runs.
    let result = blocking(move || engine.commit(&owned)).await;
    publish::store_changed(client, session, &folder).await;
    let (state, c) = result.map_err(|err| match err {
        // git's refusal (a failing hook, a detached HEAD), with its words.
        LspError::RequestFailed(m) => {
            LspError::RequestFailed(format!("{} is not committed: {m}", cached.handle()))
        }
        other => other,
    })?;
    let short = &c.hash[..c.hash.len().min(12)];
    let l = &c.left;
    let left = if l.staged.is_empty() && l.unstaged.is_empty() && l.untracked.is_empty() {
        "nothing else is uncommitted".to_owned()
    } else {
        format!(
            "left uncommitted and untouched: {} staged, {} unstaged, {} untracked file(s)",
            l.staged.len(),
            l.unstaged.len(),
            l.untracked.len()
        )
    };
    client
        .show_message(
            MessageType::INFO,
            format!(
                "bugbash {}: committed {short} on {}: {} ({} file(s); {left})",
                state.handle(),
                c.branch,
                c.subject,
                c.files.len()
            ),
        )
        .await;
    Ok(CommitResult {
        commit: c.hash.clone(),
        branch: c.branch.clone(),
        subject: c.subject.clone(),
        files: c.files.clone(),
        left,
        status: view::status(&Texts::new(session), &folder, &state),
    })
}

/// `bugbash.loop`: the debug-fix loop (`Engine::debug_loop`) in a sandbox, on a blocking thread
/// with `$/progress` and cancellation like an investigation. Every outcome (passed, failed,
/// error in a step, cancelled) is an answer with the investigation it recorded, and a message;
/// only arguments the engine refuses before it starts are errors.
async fn debug_loop(
    client: &Client,
    session: &Arc<Session>,
    args: LoopArgs,
    token: Option<ProgressToken>,
) -> LspResult<LoopResult> {
    use crate::engine::debug_loop::{LoopRequest, DEFAULT_MAX_CYCLES};
    use crate::model::LoopOutcome;
    let test_command = args
        .test_command
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            LspError::invalid_params(
                "`bugbash.loop` needs `testCommand`: the command that runs the tests (the client asks for it)",
            )
        })?
        .to_owned();
    let folder = match &args.workspace_folder {
        Some(uri) => session.folder_by_uri(uri)?,
        None => session.default_folder()?,
    };
    let request = LoopRequest {
        test_command: test_command.clone(),
        max_cycles: args.max_cycles.unwrap_or(DEFAULT_MAX_CYCLES),
        targets: args.targets.clone(),
    };
    let work = Work::begin(
        client,
        session,
        &format!("bugbash: debug-fix loop on `{test_command}`"),
        token,
    )
    .await;
    let (progress, cancel) = (work.progress.clone(), work.cancel.clone());
    let engine = folder.engine();
    let result = blocking(move || {
        Engine::init_workspace(engine.root())?;
        engine.debug_loop(&request, progress.as_ref(), Some(cancel))
    })
    .await;
    let run = match result {
        Ok(run) => run,
        Err(err) => {
            work.end(&err.to_string()).await;
            publish::store_changed(client, session, &folder).await;
            client
                .show_message(MessageType::WARNING, format!("bugbash loop: {err}"))
                .await;
            return Err(err);
        }
    };
    let report = &run.report;
    let summary = report.summary();
    work.end(&summary).await;
    publish::store_changed(client, session, &folder).await;
    let (outcome, step) = match &report.outcome {
        LoopOutcome::Passed => ("passed", None),
        LoopOutcome::Failed => ("failed", None),
        LoopOutcome::Error { step, .. } => ("error", Some(step.clone())),
        LoopOutcome::Cancelled => ("cancelled", None),
    };
    let state = &run.state;
    let next = if state.phase == BugPhase::Planned {
        "its combined plan is PLANNED: review it and approve it to apply it to your files"
            .to_owned()
    } else {
        format!("{}; your files are unchanged", state.phase.as_upper())
    };
    let kind = if outcome == "passed" {
        MessageType::INFO
    } else {
        MessageType::WARNING
    };
    client
        .show_message(
            kind,
            format!(
                "bugbash loop: {summary} — investigation {} ({}): {next}",
                state.handle(),
                state.bug_id
            ),
        )
        .await;
    Ok(LoopResult {
        outcome: outcome.to_owned(),
        step,
        summary,
        cycles: report
            .cycles
            .iter()
            .map(|c| LoopCycleView {
                cycle: c.cycle,
                focus: c.focus.clone(),
                root_cause: c.root_cause.clone(),
                files_changed: c.files_changed.clone(),
                tests_passed: c.tests.as_ref().map(|t| t.tests_passed),
                tests_failed: c.tests.as_ref().map(|t| t.tests_failed),
                error: c.error.clone(),
            })
            .collect(),
        files_changed: report.files_changed.clone(),
        status: view::status(&Texts::new(session), &folder, state),
    })
}

/// The whole bisect's time budget when the client gives none.
const BISECT_BUDGET_SECONDS: u64 = 600;

/// `bugbash.bisect`: the first bad commit of an investigation (the engine's `bisect`, in a
/// sandbox clone, bounded by its time budget) on a blocking thread with `$/progress`; the
/// answer is recorded with the investigation's history and shown in a message.
async fn bisect(
    client: &Client,
    session: &Arc<Session>,
    args: BisectArgs,
    token: Option<ProgressToken>,
) -> LspResult<BisectResultView> {
    let (folder, cached) = session.investigation(&args.investigation_id)?;
    let handle = cached.handle();
    let budget = args.budget_seconds.unwrap_or(BISECT_BUDGET_SECONDS);
    if budget == 0 {
        return Err(LspError::invalid_params(
            "`budgetSeconds` must be at least 1",
        ));
    }
    // git bisect polls no cancel token: the progress is not cancellable, the budget bounds it.
    let work = Work::begin_with(
        client,
        session,
        &format!("bugbash: bisecting {handle}"),
        token,
        false,
    )
    .await;
    crate::engine::Progress::detail(
        work.progress.as_ref(),
        &format!(
        "git bisect run in a sandbox clone (budget {budget} s); your working tree, index and HEAD are not touched"
        ),
    );
    let engine = folder.engine();
    let (id, good) = (args.investigation_id.clone(), args.good.clone());
    let result = blocking(move || {
        engine.bisect(&id, good.as_deref(), std::time::Duration::from_secs(budget))
    })
    .await;
    publish::store_changed(client, session, &folder).await;
    match result {
        Ok(r) => {
            let sentence = r.sentence();
            work.end(&sentence).await;
            client
                .show_message(
                    MessageType::INFO,
                    format!("bugbash {handle}: bisect: {sentence}"),
                )
                .await;
            Ok(BisectResultView {
                first_bad: r.first_bad,
                author: r.author,
                author_time: r.author_time,
                subject: r.summary,
                good: r.good,
                touches_root_cause: r.touches_root_cause,
                seconds: r.seconds,
                sentence,
            })
        }
        Err(err) => {
            work.end(&err.to_string()).await;
            client
                .show_message(
                    MessageType::WARNING,
                    format!("bugbash {handle}: bisect: {err}"),
                )
                .await;
            // The engine calls a refused bisect invalid input; the request itself was valid.
            Err(match err {
                LspError::InvalidParams(m) => LspError::RequestFailed(m),
                other => other,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::hunk_touching;

    /// Captured: `git show -U3 COMMIT -- pricing/discounts.py` (git 2.47) of a commit that
    /// changed the docstring on line 1 and the discount on line 11.
    const TWO_HUNKS: &str = "\
diff --git a/pricing/discounts.py b/pricing/discounts.py
index 1b2c3d4..5e6f7a8 100644
--- a/pricing/discounts.py
+++ b/pricing/discounts.py
@@ -1,4 +1,4 @@
-\"\"\"Discounts: percentage coupons and quantity (bulk) tiers.\"\"\"
+\"\"\"Discounts: percentage coupons and quantity tiers.\"\"\"
 
 # (minimum quantity, discount rate), highest tier first.
 BULK_TIERS = [(50, 0.15), (20, 0.10), (10, 0.05)]
@@ -8,7 +8,7 @@ def apply_discount(amount, percent):
     \"\"\"Reduce amount by percent (0-100) and round to cents.\"\"\"
     if not 0 <= percent <= 100:
         raise ValueError(f\"discount must be between 0 and 100, got {percent}\")
-    return round(amount * (1 - percent / 100), 2)
+    return round(amount * (1 + percent / 100), 2)
 
 
 def bulk_discount_rate(quantity):
";

    #[test]
    fn the_hunk_that_adds_the_line_or_holds_it() {
        let code = ["    return round(amount * (1 + percent / 100), 2)".to_owned()];
        let hunk = hunk_touching(TWO_HUNKS, &code, 11).unwrap();
        assert!(
            hunk.starts_with("diff --git a/pricing/discounts.py"),
            "{hunk}"
        );
        assert!(
            hunk.contains("+    return round(amount * (1 + percent"),
            "{hunk}"
        );
        assert!(!hunk.contains("quantity tiers"), "{hunk}");
        // Code that no hunk adds: the hunk whose new side holds the line.
        let by_line = hunk_touching(TWO_HUNKS, &["nothing like it".to_owned()], 2).unwrap();
        assert!(by_line.contains("quantity tiers"), "{by_line}");
        assert_eq!(hunk_touching(TWO_HUNKS, &[], 99), None);
        // One hunk: the whole diff is the answer.
        let one = TWO_HUNKS.split("@@ -8,7").next().unwrap();
        assert_eq!(hunk_touching(one, &code, 2), None);
    }
}
