//! The tower-lsp service: routes each method to its handler and runs the server on stdio.
//!
//! Every method here is one line of routing. Notifications that change documents call their
//! handler before any `.await`; requests convert handler errors to JSON-RPC through `error.rs`.

use std::process::ExitCode;
use std::sync::Arc;

use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;
use tower_lsp::jsonrpc::Result;
use tower_lsp::lsp_types::request::Request as _;
use tower_lsp::lsp_types::{
    CodeAction, CodeActionParams, CodeActionResponse, CodeLens, CodeLensParams,
    DidChangeConfigurationParams, DidChangeTextDocumentParams, DidCloseTextDocumentParams,
    DidOpenTextDocumentParams, ExecuteCommandParams, Hover, HoverParams, InitializeParams,
    InitializeResult, InitializedParams, InlayHint, InlayHintParams, MessageType,
    WorkDoneProgressCancelParams,
};
use tower_lsp::{Client, LanguageServer, LspService};

use crate::lsp::ext::{
    CandidatesRequest, DebugDocument, DebugDocumentParams, DebugDocumentResult, DoctorParams,
    DoctorReport, DoctorRequest, FailingTests, FailingTestsRequest, FixCandidateView,
    InvestigationParams, InvestigationStatus, InvestigationSummary, ListParams, ListRequest, Ping,
    PingResult, PlanPreview, PlanPreviewRequest, StatusRequest,
};
use crate::lsp::logging::{self, ClientLogLine};
use crate::lsp::session::Session;
use crate::lsp::{framing, handlers, publish, watch};

/// The language server: the client handle and the shared session.
pub struct Server {
    client: Client,
    session: Arc<Session>,
    watcher: std::sync::Mutex<Option<tokio::task::JoinHandle<()>>>,
}

impl Server {
    /// Creates the server around a session.
    pub fn new(client: Client, session: Arc<Session>) -> Self {
        Server {
            client,
            session,
            watcher: std::sync::Mutex::new(None),
        }
    }

    /// The client handle, for server-to-client requests.
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// The session.
    pub fn session(&self) -> &Arc<Session> {
        &self.session
    }

    async fn ping(&self, params: Option<serde_json::Value>) -> Result<PingResult> {
        Ok(handlers::ext::ping(params)?)
    }

    async fn debug_document(&self, params: DebugDocumentParams) -> Result<DebugDocumentResult> {
        Ok(handlers::ext::debug_document(&self.session, params)?)
    }

    async fn plan_preview(&self, params: InvestigationParams) -> Result<PlanPreview> {
        Ok(handlers::ext::plan_preview(&self.session, params)?)
    }

    async fn candidates(&self, params: InvestigationParams) -> Result<Vec<FixCandidateView>> {
        Ok(handlers::ext::candidates(&self.session, params)?)
    }

    async fn failing_tests(&self, params: InvestigationParams) -> Result<FailingTests> {
        Ok(handlers::ext::failing_tests(&self.session, params)?)
    }

    async fn list(&self, params: ListParams) -> Result<Vec<InvestigationSummary>> {
        Ok(handlers::ext::list(&self.session, params)?)
    }

    async fn doctor(&self, params: DoctorParams) -> Result<Vec<DoctorReport>> {
        Ok(handlers::ext::doctor(&self.session, params).await?)
    }

    async fn status(&self, params: InvestigationParams) -> Result<InvestigationStatus> {
        Ok(handlers::ext::status(&self.session, params)?)
    }

    async fn work_done_progress_cancel(&self, params: WorkDoneProgressCancelParams) {
        handlers::progress::cancel(&self.session, params);
    }

    async fn show_problems(&self, problems: Vec<String>) {
        for p in problems {
            self.client
                .show_message(MessageType::WARNING, format!("bugbash: {p}"))
                .await;
        }
    }
}

#[tower_lsp::async_trait]
impl LanguageServer for Server {
    async fn initialize(&self, params: InitializeParams) -> Result<InitializeResult> {
        Ok(handlers::initialize::initialize(&self.session, params))
    }

    async fn initialized(&self, _: InitializedParams) {
        self.show_problems(self.session.take_problems()).await;
        publish::publish_all(&self.client, &self.session).await;
        let watcher = watch::start(self.client.clone(), self.session.clone());
        *self.watcher.lock().unwrap_or_else(|p| p.into_inner()) = watcher;
    }

    async fn shutdown(&self) -> Result<()> {
        handlers::initialize::shutdown(&self.session);
        Ok(())
    }

    async fn did_open(&self, params: DidOpenTextDocumentParams) {
        let uri = params.text_document.uri.clone();
        handlers::text_document::did_open(&self.session, params);
        // A client drops a buffer's diagnostics when it detaches from it (Neovim 0.11 on `:edit`
        // of a loaded buffer, or a reload after `checktime`): publish them again on reopening.
        publish::publish_document(&self.client, &self.session, &uri).await;
    }

    async fn did_change(&self, params: DidChangeTextDocumentParams) {
        let uri = params.text_document.uri.clone();
        handlers::text_document::did_change(&self.session, params);
        publish::publish_document(&self.client, &self.session, &uri).await;
    }

    async fn did_close(&self, params: DidCloseTextDocumentParams) {
        handlers::text_document::did_close(&self.session, params);
    }

    async fn did_change_configuration(&self, params: DidChangeConfigurationParams) {
        let problems = handlers::configuration::did_change_configuration(&self.session, params);
        self.show_problems(problems).await;
        publish::publish_all(&self.client, &self.session).await;
    }

    async fn hover(&self, params: HoverParams) -> Result<Option<Hover>> {
        Ok(handlers::hover::hover(&self.session, params)?)
    }

    async fn inlay_hint(&self, params: InlayHintParams) -> Result<Option<Vec<InlayHint>>> {
        Ok(handlers::inlay_hint::inlay_hint(&self.session, params)?)
    }

    async fn code_action(&self, params: CodeActionParams) -> Result<Option<CodeActionResponse>> {
        Ok(handlers::code_action::code_action(&self.session, params).await?)
    }

    async fn code_action_resolve(&self, action: CodeAction) -> Result<CodeAction> {
        Ok(handlers::code_action::resolve(&self.session, action).await?)
    }

    async fn code_lens(&self, params: CodeLensParams) -> Result<Option<Vec<CodeLens>>> {
        Ok(handlers::code_lens::code_lens(&self.session, params)?)
    }

    async fn execute_command(
        &self,
        params: ExecuteCommandParams,
    ) -> Result<Option<serde_json::Value>> {
        Ok(handlers::execute_command::execute_command(&self.client, &self.session, params).await?)
    }
}

/// Builds the service with the custom methods of `lsp::ext`, and returns the client handle too.
pub fn build_service(
    session: Arc<Session>,
) -> (LspService<Server>, tower_lsp::ClientSocket, Client) {
    let mut client_handle = None;
    let (service, socket) = LspService::build(|client| {
        client_handle = Some(client.clone());
        Server::new(client, session)
    })
    .custom_method(Ping::METHOD, Server::ping)
    .custom_method(DebugDocument::METHOD, Server::debug_document)
    .custom_method(PlanPreviewRequest::METHOD, Server::plan_preview)
    .custom_method(CandidatesRequest::METHOD, Server::candidates)
    .custom_method(FailingTestsRequest::METHOD, Server::failing_tests)
    .custom_method(ListRequest::METHOD, Server::list)
    .custom_method(StatusRequest::METHOD, Server::status)
    .custom_method(DoctorRequest::METHOD, Server::doctor)
    .custom_method(
        "window/workDoneProgress/cancel",
        Server::work_done_progress_cancel,
    )
    .finish();
    let client = client_handle.expect("LspService::build calls its init closure");
    (service, socket, client)
}

/// Serves one client on `input`/`output` until it exits. The exit code is 0 after a `shutdown`
/// request and 1 otherwise, as the protocol asks. Input and output pass through `framing`: a
/// malformed message is answered there and never reaches (or ends) tower-lsp.
pub async fn serve<I, O>(
    input: I,
    output: O,
    log: Option<mpsc::UnboundedReceiver<ClientLogLine>>,
) -> ExitCode
where
    I: AsyncRead + Unpin + Send + 'static,
    O: AsyncWrite + Unpin + Send + 'static,
{
    let (frames, writer) = framing::spawn_writer(output);
    let (to_server, server_input) = tokio::io::duplex(64 * 1024);
    let pump = tokio::spawn(framing::pump(input, to_server, frames.clone()));
    let output = framing::FrameSink::new(frames);
    let session = Arc::new(Session::new());
    let (service, socket, client) = build_service(session.clone());
    if let Some(log) = log {
        tokio::spawn(logging::forward_to_client(client, log));
    }
    // tower-lsp 0.20 keeps reading after `exit` until the input closes (ebkalderon/tower-lsp#399);
    // Neovim keeps the pipe open, so the server ends itself once `exit` was handled.
    let exited = Arc::new(tokio::sync::Notify::new());
    let service = ExitAware {
        inner: service,
        exited: exited.clone(),
    };
    tokio::select! {
        () = tower_lsp::Server::new(server_input, output, socket).serve(service) => {}
        () = exited.notified() => {}
    }
    // The server's output is gone with its future; once the pump is stopped too, the writer
    // writes what is left and ends.
    pump.abort();
    let _ = tokio::time::timeout(std::time::Duration::from_secs(5), writer).await;
    if session.shutdown_requested() {
        ExitCode::SUCCESS
    } else {
        tracing::debug!("the client exited without asking for shutdown");
        ExitCode::FAILURE
    }
}

/// The service, noticing the `exit` notification once it was handled.
struct ExitAware<S> {
    inner: S,
    exited: Arc<tokio::sync::Notify>,
}

impl<S> tower::Service<tower_lsp::jsonrpc::Request> for ExitAware<S>
where
    S: tower::Service<tower_lsp::jsonrpc::Request, Response = Option<tower_lsp::jsonrpc::Response>>,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = std::pin::Pin<
        Box<dyn std::future::Future<Output = std::result::Result<S::Response, S::Error>> + Send>,
    >;

    fn poll_ready(
        &mut self,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::result::Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: tower_lsp::jsonrpc::Request) -> Self::Future {
        let is_exit = request.method() == "exit";
        let future = self.inner.call(request);
        let exited = self.exited.clone();
        Box::pin(async move {
            let response = future.await;
            if is_exit {
                exited.notify_one();
            }
            response
        })
    }
}

/// Runs the server on stdin/stdout in a fresh tokio runtime.
pub fn run_stdio() -> ExitCode {
    let log = logging::init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_name("bugbash-lsp")
        .build()
    {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("bugbash lsp: cannot start the async runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    let code = runtime.block_on(serve(tokio::io::stdin(), tokio::io::stdout(), Some(log)));
    // The blocking stdin reader may still be parked in `read`; do not wait for it.
    runtime.shutdown_background();
    code
}
