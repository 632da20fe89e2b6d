//! Tracing for the language server: warnings reach the editor, everything reaches stderr on
//! request.
//!
//! Events at WARN and above are forwarded to the client as `window/logMessage`, so they show in
//! the editor's output panel. When `BUGBASH_LOG` is set (to a filter such as `debug` or
//! `bugbash=trace`, or to `1` for `debug`), every matching event is also written to stderr.
//! Nothing is ever written to stdout, which carries the protocol.

use std::fmt::Write as _;

use tokio::sync::mpsc;
use tower_lsp::lsp_types::MessageType;
use tower_lsp::Client;
use tracing::field::{Field, Visit};
use tracing::{Event, Level, Subscriber};
use tracing_subscriber::filter::EnvFilter;
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::util::SubscriberInitExt;
use tracing_subscriber::Layer;

/// The environment variable that turns on logging to stderr.
pub const ENV_VAR: &str = "BUGBASH_LOG";

/// One message for `window/logMessage`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientLogLine {
    /// ERROR or WARNING.
    pub typ: MessageType,
    /// The event's message, its fields and the names of the spans it happened in.
    pub message: String,
}

/// Installs the global subscriber and returns the receiving end of the client log. Call once,
/// before the runtime starts; later calls (in tests) keep the first subscriber.
pub fn init() -> mpsc::UnboundedReceiver<ClientLogLine> {
    let (tx, rx) = mpsc::unbounded_channel();
    let client_layer = ClientLayer { tx }.with_filter(client_filter());
    let stderr_layer = std::env::var(ENV_VAR).ok().map(|spec| {
        let spec = match spec.trim() {
            "" | "1" | "true" | "on" | "yes" => "debug".to_owned(),
            other => other.to_owned(),
        };
        let filter = EnvFilter::try_new(&spec).unwrap_or_else(|err| {
            eprintln!("bugbash: {ENV_VAR}={spec:?} is not a valid filter ({err}); using `debug`");
            EnvFilter::new("debug")
        });
        tracing_subscriber::fmt::layer()
            .with_writer(std::io::stderr)
            .with_ansi(false)
            .with_filter(filter)
    });
    let _ = tracing_subscriber::registry()
        .with(stderr_layer)
        .with(client_layer)
        .try_init();
    rx
}

/// What the client layer sees: WARN and ERROR events, and the INFO-and-above spans they happen in
/// (a plain level filter would hide the handler spans from it).
fn client_filter() -> tracing_subscriber::filter::FilterFn<impl Fn(&tracing::Metadata<'_>) -> bool>
{
    tracing_subscriber::filter::filter_fn(|meta| {
        if meta.is_span() {
            *meta.level() <= Level::INFO
        } else {
            *meta.level() <= Level::WARN
        }
    })
}

/// Sends the client log to the editor until the sending side is gone.
pub async fn forward_to_client(client: Client, mut rx: mpsc::UnboundedReceiver<ClientLogLine>) {
    while let Some(line) = rx.recv().await {
        client.log_message(line.typ, line.message).await;
    }
}

/// A layer that queues WARN and ERROR events for the client.
struct ClientLayer {
    tx: mpsc::UnboundedSender<ClientLogLine>,
}

impl<S> Layer<S> for ClientLayer
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let meta = event.metadata();
        // tower-lsp reports its own failures to send; forwarding those could loop.
        if meta.target().starts_with("tower_lsp") {
            return;
        }
        let typ = if *meta.level() == Level::ERROR {
            MessageType::ERROR
        } else {
            MessageType::WARNING
        };
        let mut message = String::new();
        if let Some(scope) = ctx.event_scope(event) {
            let names: Vec<&str> = scope.from_root().map(|span| span.name()).collect();
            if !names.is_empty() {
                let _ = write!(message, "[{}] ", names.join(" > "));
            }
        }
        let mut visitor = MessageVisitor::default();
        event.record(&mut visitor);
        message.push_str(&visitor.message);
        message.push_str(&visitor.fields);
        // The receiver is gone only while the server shuts down; nothing is lost that matters.
        let _ = self.tx.send(ClientLogLine { typ, message });
    }
}

/// Collects an event's message and its other fields as `name=value`.
#[derive(Default)]
struct MessageVisitor {
    message: String,
    fields: String,
}

impl Visit for MessageVisitor {
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "message" {
            self.message.push_str(value);
        } else {
            let _ = write!(self.fields, " {}={value}", field.name());
        }
    }

    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            let _ = write!(self.message, "{value:?}");
        } else {
            let _ = write!(self.fields, " {}={value:?}", field.name());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_are_queued_with_their_spans_and_fields() {
        let (tx, mut rx) = mpsc::unbounded_channel();
        let subscriber =
            tracing_subscriber::registry().with(ClientLayer { tx }.with_filter(client_filter()));
        tracing::subscriber::with_default(subscriber, || {
            let span = tracing::info_span!("did_change");
            let _entered = span.enter();
            tracing::info!("not forwarded");
            tracing::warn!(version = 3, "stale change");
            tracing::error!(target: "tower_lsp::service", "not forwarded either");
            tracing::error!("broken");
        });
        let first = rx.try_recv().unwrap();
        assert_eq!(first.typ, MessageType::WARNING);
        assert_eq!(first.message, "[did_change] stale change version=3");
        let second = rx.try_recv().unwrap();
        assert_eq!(second.typ, MessageType::ERROR);
        assert_eq!(second.message, "[did_change] broken");
        assert!(rx.try_recv().is_err());
    }
}
