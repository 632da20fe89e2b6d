//! LLM providers: a small `ChatModel` trait, three HTTP implementations (OpenAI-compatible chat
//! completions for OpenAI, vLLM, llama.cpp's server and LM Studio; Ollama's own API; Anthropic
//! messages), structured output with schemas generated from the answer types (`schema`), grounding
//! of answers in the files (`ground`), model plans run in an isolated copy before they are offered
//! (`verify`), a wall-time budget and a record of every attempt (`budget`), cost accounting with
//! limits, and the LLM root-cause analyzer and fix planner built on them.
//!
//! The public entry points the engine wraps: [`llm_root_cause`] (an [`AnalysisInput`], a file
//! reader, [`AgentOptions`]) -> `Result<AgentOutput<RootCauseAnalysis>, LlmFailure>`, and
//! [`llm_fix_plan`] (a [`PlanInput`], [`AgentOptions`]) -> [`PlanOutcome`]; both return their
//! costs and attempts on success and failure alike, and [`LlmError::stops_pipeline`] tells a
//! failure the offline result may replace from one that must stop the run.
//!
//! **Invariant:** an API key is read from its environment variable at call time and is never
//! stored, serialized, Debug-printed or logged; provider error text is scrubbed of it.
//! **Invariant:** model output is data: it is parsed and validated, never executed.

pub mod analyze;
pub mod anthropic;
pub mod budget;
pub mod cost;
pub mod ground;
mod http;
pub mod ollama;
pub mod openai;
pub mod plan;
mod prompt;
pub mod retry;
pub mod schema;
pub mod settings;
pub mod structured;
pub mod verify;

use serde::{Deserialize, Serialize};
use std::time::Duration;

pub use analyze::{build_root_cause_request, llm_root_cause, AnalysisInput};
pub use anthropic::AnthropicChat;
pub use budget::{Attempt, AttemptOutcome, Budget, CallContext, HttpAttempt};
pub use cost::{agent_costs, CostLimitExceeded, CostLimits, Pricing};
pub use http::{EnvLookup, HttpOptions};
pub use ollama::OllamaChat;
pub use openai::OpenAiChat;
pub use plan::{build_fix_plan_request, llm_fix_plan, PlanInput, PlanOutcome};
pub use prompt::{excerpt, number_lines};
pub use retry::{Backoff, Sleeper, ThreadSleeper};
pub use schema::{OutputSchema, SchemaLevel};
pub use settings::{LlmSettings, Provider};
pub use structured::{
    complete_json, complete_json_guarded, extract_json, AgentOptions, AgentOutput, Structured,
};

/// Who wrote a message of the conversation. The system prompt is separate (`ChatRequest::system`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Assistant => "assistant",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    pub content: String,
}

impl Message {
    pub fn user(content: impl Into<String>) -> Self {
        Message {
            role: Role::User,
            content: content.into(),
        }
    }

    pub fn assistant(content: impl Into<String>) -> Self {
        Message {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

/// One chat completion request, provider-neutral.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct ChatRequest {
    pub system: String,
    pub messages: Vec<Message>,
    /// `None`: the settings' `temperature`.
    pub temperature: Option<f64>,
    /// `None`: the settings' `max_tokens`.
    pub max_tokens: Option<u32>,
    /// Ask for a single JSON object (OpenAI `response_format`, an instruction for Anthropic).
    pub json: bool,
    /// The schema the answer must follow: sent as `response_format` `json_schema` (OpenAI
    /// compatible), Ollama's `format`, or Anthropic's forced tool input, down to JSON mode with
    /// the schema in the prompt for servers that refuse it (see [`schema`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<OutputSchema>,
}

/// The model's answer and what it cost in tokens.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ChatResponse {
    pub text: String,
    pub input_tokens: u64,
    pub output_tokens: u64,
    /// The model that answered, as the provider reports it.
    pub model: String,
    /// The answer was cut off at `max_tokens` (OpenAI `finish_reason: "length"`, Anthropic
    /// `stop_reason: "max_tokens"`, Ollama `done_reason: "length"`).
    #[serde(default)]
    pub truncated: bool,
    /// The provider's own word for why generation stopped, as sent (empty when it sent none).
    #[serde(default)]
    pub finish_reason: String,
    /// How the answer's form was asked for (`json_schema`, `json_object`, `tool`, ...).
    #[serde(default)]
    pub output_mode: String,
}

impl ChatResponse {
    /// A complete answer with its usage (test models and fixtures).
    pub fn new(
        text: impl Into<String>,
        input_tokens: u64,
        output_tokens: u64,
        model: &str,
    ) -> Self {
        ChatResponse {
            text: text.into(),
            input_tokens,
            output_tokens,
            model: model.to_string(),
            truncated: false,
            finish_reason: "stop".into(),
            output_mode: String::new(),
        }
    }
}

/// Tokens used by one call.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    pub model: String,
    pub input_tokens: u64,
    pub output_tokens: u64,
}

impl From<&ChatResponse> for Usage {
    fn from(r: &ChatResponse) -> Self {
        Usage {
            model: r.model.clone(),
            input_tokens: r.input_tokens,
            output_tokens: r.output_tokens,
        }
    }
}

/// A chat model. Implementations block (the engine is synchronous; the language server calls it
/// from `spawn_blocking`).
pub trait ChatModel: Send + Sync {
    /// One answer, with the model's own retries (429, 5xx, timeouts) and no time limit.
    fn complete(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        self.complete_in(req, &CallContext::none())
    }

    /// One answer within `call`'s budget: requests are sent only while time remains, waits end
    /// on cancellation, and every request that brings no answer is reported to `call.on_http`.
    fn complete_in(&self, req: &ChatRequest, call: &CallContext) -> Result<ChatResponse, LlmError>;

    /// `provider:model`, for messages and cost records.
    fn name(&self) -> String;

    /// What a call costs. The HTTP models take it from the settings; the default is free.
    fn pricing(&self) -> Pricing {
        Pricing::default()
    }
}

impl<M: ChatModel + ?Sized> ChatModel for Box<M> {
    fn complete(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        (**self).complete(req)
    }
    fn complete_in(&self, req: &ChatRequest, call: &CallContext) -> Result<ChatResponse, LlmError> {
        (**self).complete_in(req, call)
    }
    fn name(&self) -> String {
        (**self).name()
    }
    fn pricing(&self) -> Pricing {
        (**self).pricing()
    }
}

/// Builds the model the settings describe (after validating them).
pub fn build_model(
    settings: &LlmSettings,
    options: HttpOptions,
) -> Result<Box<dyn ChatModel>, LlmError> {
    let problems = settings.validate();
    if !problems.is_empty() {
        return Err(LlmError::Settings(problems));
    }
    Ok(match settings.provider {
        Provider::OpenAiCompatible => Box::new(OpenAiChat::new(settings, options)?),
        Provider::Ollama => Box::new(OllamaChat::new(settings, options)?),
        Provider::Anthropic => Box::new(AnthropicChat::new(settings, options)?),
    })
}

fn bullet_list(items: &[String]) -> String {
    items
        .iter()
        .map(|m| format!("  - {m}"))
        .collect::<Vec<_>>()
        .join("\n")
}

fn plural(n: u32, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Everything that can go wrong talking to a model.
#[derive(Debug, thiserror::Error)]
pub enum LlmError {
    #[error("invalid [llm] settings:\n{}", bullet_list(.0))]
    Settings(Vec<String>),

    #[error("no API key for {provider}: set the environment variable {var} (or set llm.api_key_env to the name of the variable that holds the key)")]
    MissingKey { provider: String, var: String },

    #[error("could not create the HTTP client for {provider}: {message}")]
    Client { provider: String, message: String },

    #[error("{provider} API error (HTTP {status}): {message}")]
    Api {
        provider: String,
        status: u16,
        message: String,
    },

    #[error("{provider} request failed after {}; last error: {last}", plural(*.attempts, "attempt"))]
    RetriesExhausted {
        provider: String,
        attempts: u32,
        last: String,
    },

    #[error("{provider} asked to retry after {} (HTTP {status}: {message}), longer than the {} bugbash waits; try again later", retry::fmt_delay(*.wait), retry::fmt_delay(*.max_wait))]
    RetryTooLong {
        provider: String,
        status: u16,
        message: String,
        wait: Duration,
        max_wait: Duration,
    },

    #[error("{provider} sent a response bugbash cannot read: {message}")]
    BadResponse { provider: String, message: String },

    #[error("the model's answer was still invalid after {}:\n{}", plural(*.attempts, "attempt"), bullet_list(.errors))]
    InvalidOutput {
        attempts: u32,
        errors: Vec<String>,
        calls: Vec<Usage>,
    },

    #[error(transparent)]
    CostLimit(#[from] CostLimitExceeded),

    /// The investigation's wall-time budget for model calls is used up.
    #[error("the model calls used {} of the {} budget (llm.max_wall_seconds); the offline result stands", retry::fmt_delay(*.spent), retry::fmt_delay(*.limit))]
    Budget { limit: Duration, spent: Duration },

    /// The caller cancelled (the editor's cancel, or the engine stopping).
    #[error("the model call was cancelled")]
    Cancelled,

    /// A failure after some calls were already made (and paid for): `calls` keeps their usage.
    #[error("{inner}")]
    AfterCalls {
        inner: Box<LlmError>,
        calls: Vec<Usage>,
    },
}

impl LlmError {
    /// Usage of the calls made before the failure (empty when none were made).
    pub fn calls(&self) -> &[Usage] {
        match self {
            LlmError::InvalidOutput { calls, .. } | LlmError::AfterCalls { calls, .. } => calls,
            _ => &[],
        }
    }

    /// The underlying error, looking through `AfterCalls`.
    pub fn root(&self) -> &LlmError {
        match self {
            LlmError::AfterCalls { inner, .. } => inner.root(),
            other => other,
        }
    }

    /// Attaches the usage of calls already made (no-op when there were none).
    pub fn with_calls(self, calls: Vec<Usage>) -> LlmError {
        if calls.is_empty() {
            return self;
        }
        match self {
            LlmError::AfterCalls { inner, .. } => LlmError::AfterCalls { inner, calls },
            other => LlmError::AfterCalls {
                inner: Box::new(other),
                calls,
            },
        }
    }
}

impl LlmError {
    /// True when the pipeline should stop rather than fall back to the offline result: a cost
    /// limit (spending more elsewhere would break it too) or a cancellation.
    pub fn stops_pipeline(&self) -> bool {
        matches!(self.root(), LlmError::CostLimit(_) | LlmError::Cancelled)
    }
}

/// An LLM agent (analyzer, planner) failed; `costs` records the calls it paid for anyway and
/// `attempts` every request it made, so the engine can store them with the investigation.
#[derive(Debug, thiserror::Error)]
#[error("{error}")]
pub struct LlmFailure {
    pub error: LlmError,
    pub costs: Vec<crate::model::AgentCost>,
    pub attempts: Vec<Attempt>,
}
