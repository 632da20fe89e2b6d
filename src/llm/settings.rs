//! The `[llm]` table of `.bugbash/config.toml`: provider, model, endpoint, the NAME of the
//! environment variable that holds the key, sampling, timeouts, retries, prices and cost limits.
//! `validate` returns every problem, naming the key and the allowed range.

use super::cost::{CostLimits, Pricing};
use serde::{Deserialize, Serialize};

/// Default endpoints.
pub const OPENAI_BASE_URL: &str = "https://api.openai.com/v1";
pub const ANTHROPIC_BASE_URL: &str = "https://api.anthropic.com";
pub const OLLAMA_BASE_URL: &str = "http://127.0.0.1:11434/v1";

/// Which wire format to speak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Provider {
    /// OpenAI chat completions, and any server that speaks it (vLLM, llama.cpp, LM Studio).
    #[default]
    #[serde(
        rename = "openai",
        alias = "openai_compatible",
        alias = "openai-compatible"
    )]
    OpenAiCompatible,
    /// Anthropic messages.
    #[serde(rename = "anthropic")]
    Anthropic,
    /// OpenAI-compatible on a local Ollama; no key needed.
    #[serde(rename = "ollama")]
    Ollama,
}

impl Provider {
    pub fn as_str(self) -> &'static str {
        match self {
            Provider::OpenAiCompatible => "openai",
            Provider::Anthropic => "anthropic",
            Provider::Ollama => "ollama",
        }
    }

    pub fn default_base_url(self) -> &'static str {
        match self {
            Provider::OpenAiCompatible => OPENAI_BASE_URL,
            Provider::Anthropic => ANTHROPIC_BASE_URL,
            Provider::Ollama => OLLAMA_BASE_URL,
        }
    }

    /// The model used when `model` is empty.
    pub fn default_model(self) -> &'static str {
        match self {
            Provider::OpenAiCompatible => "gpt-4o-mini",
            Provider::Anthropic => "claude-sonnet-4-20250514",
            Provider::Ollama => "llama3.1",
        }
    }

    /// The variable read for the key when `api_key_env` is not set (`None`: no key by default).
    pub fn default_key_env(self) -> Option<&'static str> {
        match self {
            Provider::OpenAiCompatible => Some("OPENAI_API_KEY"),
            Provider::Anthropic => Some("ANTHROPIC_API_KEY"),
            Provider::Ollama => None,
        }
    }

    /// Largest temperature the provider accepts.
    pub fn max_temperature(self) -> f64 {
        match self {
            Provider::Anthropic => 1.0,
            _ => 2.0,
        }
    }
}

impl std::fmt::Display for Provider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// LLM settings. Every field has a default, so an empty `[llm]` table is valid.
/// There is deliberately no field for the key itself.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LlmSettings {
    pub provider: Provider,
    /// Empty: the provider's default model.
    pub model: String,
    /// `None`: the provider's default endpoint.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub base_url: Option<String>,
    /// NAME of the environment variable holding the key (default `OPENAI_API_KEY` /
    /// `ANTHROPIC_API_KEY`; Ollama needs none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub api_key_env: Option<String>,
    pub temperature: f64,
    pub timeout_secs: u64,
    /// Retries after the first attempt for 429, 5xx and connection errors.
    pub max_retries: u32,
    /// USD per million input tokens. `None`: a built-in table for well-known models, else 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_input_per_mtok: Option<f64>,
    /// USD per million output tokens. `None`: as above.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub price_output_per_mtok: Option<f64>,
    pub max_tokens: u32,
    /// Spending limit per phase (analyze, plan) of one investigation.
    pub max_phase_cost_usd: f64,
    /// Spending limit for a whole investigation.
    pub max_total_cost_usd: f64,
    /// Wall-time budget of one investigation's model calls, in seconds, across every attempt of
    /// the analysis and the plan; when it is used up the offline result stands.
    pub max_wall_seconds: u64,
}

impl Default for LlmSettings {
    fn default() -> Self {
        let limits = CostLimits::default();
        LlmSettings {
            provider: Provider::default(),
            model: String::new(),
            base_url: None,
            api_key_env: None,
            temperature: 0.2,
            timeout_secs: 120,
            max_retries: 3,
            price_input_per_mtok: None,
            price_output_per_mtok: None,
            max_tokens: 4096,
            max_phase_cost_usd: limits.per_phase_usd,
            max_total_cost_usd: limits.total_usd,
            max_wall_seconds: super::budget::DEFAULT_MAX_WALL_SECONDS,
        }
    }
}

/// Prices (USD per million tokens: input, output) of well-known models, matched by prefix,
/// longest first. Configured prices always win. Local (Ollama) models are free.
const KNOWN_PRICES: &[(&str, f64, f64)] = &[
    ("gpt-4o-mini", 0.15, 0.60),
    ("gpt-4o", 2.50, 10.00),
    ("gpt-4.1-nano", 0.10, 0.40),
    ("gpt-4.1-mini", 0.40, 1.60),
    ("gpt-4.1", 2.00, 8.00),
    ("claude-3-5-haiku", 0.80, 4.00),
    ("claude-haiku-4-5", 1.00, 5.00),
    ("claude-3-5-sonnet", 3.00, 15.00),
    ("claude-3-7-sonnet", 3.00, 15.00),
    ("claude-sonnet-4", 3.00, 15.00),
    ("claude-opus-4-5", 5.00, 25.00),
    ("claude-opus-4", 15.00, 75.00),
];

impl LlmSettings {
    pub fn effective_model(&self) -> &str {
        if self.model.trim().is_empty() {
            self.provider.default_model()
        } else {
            self.model.trim()
        }
    }

    /// The endpoint without a trailing slash.
    pub fn effective_base_url(&self) -> String {
        self.base_url
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .unwrap_or(self.provider.default_base_url())
            .trim_end_matches('/')
            .to_string()
    }

    /// The variable to read the key from, if any. Ollama uses a key only when `api_key_env` is set.
    pub fn key_env(&self) -> Option<String> {
        match self.api_key_env.as_deref().map(str::trim) {
            Some(name) if !name.is_empty() => Some(name.to_string()),
            _ => self.provider.default_key_env().map(str::to_string),
        }
    }

    /// Whether a call must fail when the key variable is unset.
    pub fn key_required(&self) -> bool {
        self.provider != Provider::Ollama
    }

    pub fn pricing(&self) -> Pricing {
        if self.provider == Provider::Ollama {
            return Pricing {
                input_per_mtok: self.price_input_per_mtok.unwrap_or(0.0),
                output_per_mtok: self.price_output_per_mtok.unwrap_or(0.0),
            };
        }
        let model = self.effective_model();
        let known = KNOWN_PRICES
            .iter()
            .filter(|(prefix, _, _)| model.starts_with(prefix))
            .max_by_key(|(prefix, _, _)| prefix.len())
            .map(|&(_, i, o)| (i, o));
        Pricing {
            input_per_mtok: self
                .price_input_per_mtok
                .or(known.map(|k| k.0))
                .unwrap_or(0.0),
            output_per_mtok: self
                .price_output_per_mtok
                .or(known.map(|k| k.1))
                .unwrap_or(0.0),
        }
    }

    /// True when neither configured nor built-in prices are known (costs will be recorded as 0).
    pub fn pricing_unknown(&self) -> bool {
        let p = self.pricing();
        self.provider != Provider::Ollama && p.input_per_mtok == 0.0 && p.output_per_mtok == 0.0
    }

    /// A fresh budget of `max_wall_seconds` for one investigation run.
    pub fn budget(&self, cancel: Option<crate::process::CancelToken>) -> super::Budget {
        super::Budget::new(
            std::time::Duration::from_secs(self.max_wall_seconds),
            cancel,
        )
    }

    pub fn cost_limits(&self) -> CostLimits {
        CostLimits {
            per_phase_usd: self.max_phase_cost_usd,
            total_usd: self.max_total_cost_usd,
        }
    }

    /// Every problem with the settings, each naming the key (`llm.temperature`) and what is
    /// allowed. Never echoes `api_key_env` when it does not look like a variable name (it might
    /// be a key pasted in the wrong place).
    pub fn validate(&self) -> Vec<String> {
        let mut out = Vec::new();
        let max_t = self.provider.max_temperature();
        if !(self.temperature.is_finite() && (0.0..=max_t).contains(&self.temperature)) {
            out.push(format!(
                "llm.temperature = {} is out of range; allowed 0.0 to {max_t:.1} for provider '{}'",
                self.temperature, self.provider
            ));
        }
        if !(1..=3600).contains(&self.timeout_secs) {
            out.push(format!(
                "llm.timeout_secs = {} is out of range; allowed 1 to 3600",
                self.timeout_secs
            ));
        }
        if !(1..=86_400).contains(&self.max_wall_seconds) {
            out.push(format!(
                "llm.max_wall_seconds = {} is out of range; allowed 1 to 86400",
                self.max_wall_seconds
            ));
        }
        if self.max_retries > 10 {
            out.push(format!(
                "llm.max_retries = {} is out of range; allowed 0 to 10",
                self.max_retries
            ));
        }
        if !(1..=200_000).contains(&self.max_tokens) {
            out.push(format!(
                "llm.max_tokens = {} is out of range; allowed 1 to 200000",
                self.max_tokens
            ));
        }
        for (key, value) in [
            ("llm.price_input_per_mtok", self.price_input_per_mtok),
            ("llm.price_output_per_mtok", self.price_output_per_mtok),
        ] {
            if let Some(p) = value {
                if !(p.is_finite() && p >= 0.0) {
                    out.push(format!(
                        "{key} = {p} is invalid; allowed a price in USD per million tokens, 0 or more"
                    ));
                }
            }
        }
        for (key, value) in [
            ("llm.max_phase_cost_usd", self.max_phase_cost_usd),
            ("llm.max_total_cost_usd", self.max_total_cost_usd),
        ] {
            if !(value.is_finite() && value > 0.0) {
                out.push(format!(
                    "{key} = {value} is invalid; allowed an amount in USD greater than 0"
                ));
            }
        }
        if let Some(url) = &self.base_url {
            let u = url.trim();
            let scheme_ok = u.starts_with("http://") || u.starts_with("https://");
            if !scheme_ok || reqwest::Url::parse(u).is_err() {
                out.push(format!(
                    "llm.base_url = '{url}' is not a valid http:// or https:// URL"
                ));
            }
        }
        if let Some(name) = &self.api_key_env {
            if !is_env_var_name(name.trim()) {
                out.push(
                    "llm.api_key_env must be the NAME of an environment variable (upper-case \
                     letters, digits and '_', like OPENAI_API_KEY), not the key itself"
                        .to_string(),
                );
            }
        }
        out
    }
}

/// `OPENAI_API_KEY`-style names: upper-case ASCII letters, digits and `_`, not starting with a
/// digit, at most 64 characters. Keys contain lower-case letters or `-`, so they never pass.
pub fn is_env_var_name(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_uppercase() || c == '_' => {}
        _ => return false,
    }
    s.len() <= 64 && chars.all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_table_is_valid_and_has_defaults() {
        let s: LlmSettings = toml::from_str("").expect("parse");
        assert_eq!(s, LlmSettings::default());
        assert!(s.validate().is_empty(), "{:?}", s.validate());
        assert_eq!(s.effective_model(), "gpt-4o-mini");
        assert_eq!(s.effective_base_url(), "https://api.openai.com/v1");
        assert_eq!(s.key_env().as_deref(), Some("OPENAI_API_KEY"));
        assert_eq!(s.max_retries, 3);
        assert_eq!(s.cost_limits(), CostLimits::default());
    }

    #[test]
    fn providers_and_defaults() {
        let s: LlmSettings =
            toml::from_str("provider = \"ollama\"\nbase_url = \"http://localhost:11434/v1/\"")
                .expect("parse");
        assert_eq!(s.provider, Provider::Ollama);
        assert_eq!(s.effective_base_url(), "http://localhost:11434/v1");
        assert_eq!(s.key_env(), None);
        assert!(!s.key_required());
        assert_eq!(s.pricing(), Pricing::default());
        let a: LlmSettings = toml::from_str("provider = \"anthropic\"").expect("parse");
        assert_eq!(a.effective_base_url(), "https://api.anthropic.com");
        assert_eq!(a.key_env().as_deref(), Some("ANTHROPIC_API_KEY"));
        assert_eq!(a.pricing().input_per_mtok, 3.0);
        let o: LlmSettings =
            toml::from_str("provider = \"openai_compatible\"\nmodel = \"gpt-4o\"").expect("parse");
        assert_eq!(o.provider, Provider::OpenAiCompatible);
        assert_eq!(o.pricing().output_per_mtok, 10.0);
        let err = toml::from_str::<LlmSettings>("provider = \"gemini\"").expect_err("unknown");
        assert!(err.to_string().contains("gemini"), "{err}");
        let err = toml::from_str::<LlmSettings>("modle = \"x\"").expect_err("typo");
        assert!(err.to_string().contains("modle"), "{err}");
    }

    #[test]
    fn configured_prices_win() {
        let s = LlmSettings {
            model: "gpt-4o".into(),
            price_input_per_mtok: Some(1.0),
            ..LlmSettings::default()
        };
        assert_eq!(
            s.pricing(),
            Pricing {
                input_per_mtok: 1.0,
                output_per_mtok: 10.0
            }
        );
        let unknown = LlmSettings {
            model: "my-finetune".into(),
            ..LlmSettings::default()
        };
        assert!(unknown.pricing_unknown());
    }

    #[test]
    fn validate_names_every_key_and_range() {
        let s = LlmSettings {
            provider: Provider::Anthropic,
            temperature: 1.5,
            timeout_secs: 0,
            max_wall_seconds: 0,
            max_retries: 11,
            max_tokens: 0,
            price_input_per_mtok: Some(-1.0),
            max_phase_cost_usd: 0.0,
            base_url: Some("ftp://x".into()),
            api_key_env: Some("sk-ant-api03-secretvalue".into()),
            ..LlmSettings::default()
        };
        let text = s.validate().join("\n");
        expect_test::expect![[r#"
            llm.temperature = 1.5 is out of range; allowed 0.0 to 1.0 for provider 'anthropic'
            llm.timeout_secs = 0 is out of range; allowed 1 to 3600
            llm.max_wall_seconds = 0 is out of range; allowed 1 to 86400
            llm.max_retries = 11 is out of range; allowed 0 to 10
            llm.max_tokens = 0 is out of range; allowed 1 to 200000
            llm.price_input_per_mtok = -1 is invalid; allowed a price in USD per million tokens, 0 or more
            llm.max_phase_cost_usd = 0 is invalid; allowed an amount in USD greater than 0
            llm.base_url = 'ftp://x' is not a valid http:// or https:// URL
            llm.api_key_env must be the NAME of an environment variable (upper-case letters, digits and '_', like OPENAI_API_KEY), not the key itself"#]]
        .assert_eq(&text);
        assert!(!text.contains("secretvalue"));
    }

    #[test]
    fn serializes_without_secrets() {
        let s = LlmSettings {
            api_key_env: Some("MY_KEY".into()),
            ..LlmSettings::default()
        };
        let text = toml::to_string(&s).expect("serialize");
        let back: LlmSettings = toml::from_str(&text).expect("round trip");
        assert_eq!(back, s);
        assert!(text.contains("api_key_env = \"MY_KEY\""), "{text}");
    }
}
