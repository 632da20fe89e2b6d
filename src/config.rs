//! Settings: `.bugbash/config.toml` (origin spec section 7 plus our own keys), overridden by
//! `BUGBASH_*` environment variables, validated with messages that name the key and its range.
//!
//! Layering, lowest first: defaults, `config.toml`, environment, then (in the language server)
//! `initializationOptions` / `workspace/didChangeConfiguration` through [`Config::merge_json`].

use serde::{Deserialize, Serialize};
use std::path::Path;

/// The settings of one workspace.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub max_reproduction_attempts: u32,
    pub reproduction_timeout_seconds: u64,
    pub max_analysis_attempts: u32,
    pub analysis_timeout_seconds: u64,
    pub planning_timeout_seconds: u64,
    pub min_test_cases: u32,
    pub auto_approve_low_risk: bool,
    pub require_approval_reason: bool,
    /// Where investigations live, relative to the workspace root.
    pub storage_path: String,
    pub agent_model: String,
    pub agent_temperature: f64,
    /// The command that reproduces bugs when `init` is given none.
    pub test_command: Option<String>,
    /// Run after the reproduction command when verifying a fix (for example the whole suite).
    pub verify_command: Option<String>,
    /// A lock older than this is stale even if its process seems alive.
    pub lock_ttl_seconds: u64,
    /// Per stream, per attempt: output beyond this keeps its head and tail.
    pub max_output_bytes: usize,
    pub max_phase_cost_usd: f64,
    pub max_total_cost_usd: f64,
    /// Mutants (and pairs) the offline analyzer runs at most; 0 turns the mutation search off.
    pub mutation_max_mutants: u32,
    /// Wall-clock budget of the mutation search.
    pub mutation_time_budget_seconds: u64,
    /// Parallel mutant runs; 0 means one per core.
    pub mutation_workers: u32,
    /// Editors show the failing run's values as inlay hints on root-cause lines (`crate::why`).
    pub inlay_hints: bool,
    pub github: GithubConfig,
    /// The `[llm]` table; absent means offline.
    pub llm: Option<toml::Table>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct GithubConfig {
    pub api_url: String,
    /// Name of the variable holding the token.
    pub token_env: String,
}

impl Default for GithubConfig {
    fn default() -> Self {
        GithubConfig {
            api_url: "https://api.github.com".into(),
            token_env: "GITHUB_TOKEN".into(),
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_reproduction_attempts: 3,
            reproduction_timeout_seconds: 300,
            max_analysis_attempts: 2,
            analysis_timeout_seconds: 300,
            planning_timeout_seconds: 300,
            min_test_cases: 2,
            auto_approve_low_risk: false,
            require_approval_reason: false,
            storage_path: ".bugbash".into(),
            agent_model: "claude-sonnet-4-20250514".into(),
            agent_temperature: 0.2,
            test_command: None,
            verify_command: None,
            lock_ttl_seconds: 3600,
            max_output_bytes: 1 << 20,
            max_phase_cost_usd: 0.50,
            max_total_cost_usd: 2.00,
            mutation_max_mutants: 300,
            mutation_time_budget_seconds: 120,
            mutation_workers: 0,
            inlay_hints: true,
            github: GithubConfig::default(),
            llm: None,
        }
    }
}

/// Every top-level key that has an environment override, with its variable. The README's table is
/// generated from this list (see `tests/cli.rs`, which checks they agree).
pub const ENV_OVERRIDES: &[(&str, &str)] = &[
    ("max_reproduction_attempts", "BUGBASH_MAX_REPRO_ATTEMPTS"),
    (
        "reproduction_timeout_seconds",
        "BUGBASH_REPRO_TIMEOUT_SECONDS",
    ),
    ("max_analysis_attempts", "BUGBASH_MAX_ANALYSIS_ATTEMPTS"),
    (
        "analysis_timeout_seconds",
        "BUGBASH_ANALYSIS_TIMEOUT_SECONDS",
    ),
    (
        "planning_timeout_seconds",
        "BUGBASH_PLANNING_TIMEOUT_SECONDS",
    ),
    ("min_test_cases", "BUGBASH_MIN_TEST_CASES"),
    ("auto_approve_low_risk", "BUGBASH_AUTO_APPROVE_LOW"),
    ("require_approval_reason", "BUGBASH_REQUIRE_APPROVAL_REASON"),
    ("storage_path", "BUGBASH_STORAGE_PATH"),
    ("agent_model", "BUGBASH_AGENT_MODEL"),
    ("agent_temperature", "BUGBASH_AGENT_TEMPERATURE"),
    ("test_command", "BUGBASH_TEST_COMMAND"),
    ("verify_command", "BUGBASH_VERIFY_COMMAND"),
    ("lock_ttl_seconds", "BUGBASH_LOCK_TTL_SECONDS"),
    ("max_output_bytes", "BUGBASH_MAX_OUTPUT_BYTES"),
    ("max_phase_cost_usd", "BUGBASH_MAX_PHASE_COST_USD"),
    ("max_total_cost_usd", "BUGBASH_MAX_TOTAL_COST_USD"),
    ("mutation_max_mutants", "BUGBASH_MUTATION_MAX_MUTANTS"),
    (
        "mutation_time_budget_seconds",
        "BUGBASH_MUTATION_TIME_BUDGET_SECONDS",
    ),
    ("mutation_workers", "BUGBASH_MUTATION_WORKERS"),
];

/// A configuration problem, naming the source, the key and what is allowed.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error("{origin}: {message}")]
    Invalid { origin: String, message: String },
}

impl Config {
    /// Loads `<root>/.bugbash/config.toml` (if present) and applies the environment.
    pub fn load(root: &Path) -> Result<Config, ConfigError> {
        Self::load_with_env(root, &|k| std::env::var(k).ok())
    }

    /// Like [`Config::load`], with the environment given as a function (for tests).
    pub fn load_with_env(
        root: &Path,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, ConfigError> {
        let path = root.join(".bugbash").join("config.toml");
        let origin = ".bugbash/config.toml".to_string();
        let mut table = match std::fs::read_to_string(&path) {
            Ok(text) => toml::from_str::<toml::Table>(&text).map_err(|e| ConfigError::Invalid {
                origin: origin.clone(),
                message: format!("not valid TOML: {}", e.message()),
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => toml::Table::new(),
            Err(source) => {
                return Err(ConfigError::Io {
                    path: path.display().to_string(),
                    source,
                })
            }
        };
        let defaults = toml::Table::try_from(Config::default()).expect("defaults serialize");
        let mut from_env: Vec<(&str, &str)> = Vec::new();
        for (key, var) in ENV_OVERRIDES {
            let Some(raw) = env(var) else { continue };
            from_env.push((key, var));
            let value = parse_env_value(defaults.get(*key), &raw).map_err(|message| {
                ConfigError::Invalid {
                    origin: format!("environment variable {var}"),
                    message: format!("{key} = {raw:?}: {message}"),
                }
            })?;
            table.insert(key.to_string(), value);
        }
        let config = Config::from_table(table, &origin)?;
        config.validate().map_err(|message| {
            // A value out of range that came from the environment is the variable's fault.
            let vars: Vec<&str> = from_env
                .iter()
                .filter(|(key, _)| {
                    message.split("; ").any(|m| {
                        m.strip_prefix(key)
                            .is_some_and(|rest| rest.starts_with(' '))
                    })
                })
                .map(|(_, var)| *var)
                .collect();
            let origin = match vars.as_slice() {
                [] => origin.clone(),
                [var] => format!("environment variable {var}"),
                many => format!("environment variables {}", many.join(", ")),
            };
            ConfigError::Invalid { origin, message }
        })?;
        let storage_origin = match env("BUGBASH_STORAGE_PATH") {
            Some(_) => "environment variable BUGBASH_STORAGE_PATH".to_string(),
            None => origin,
        };
        config.check_storage(root, &storage_origin)?;
        Ok(config)
    }

    /// The store must be a folder inside the workspace (it holds the pre-fix copies rollback
    /// restores, the audit log and the approvals' records), outside version control. Relative
    /// paths are relative to `root`; symlinks are resolved.
    pub fn check_storage(&self, root: &Path, origin: &str) -> Result<(), ConfigError> {
        let invalid = |message: String| ConfigError::Invalid {
            origin: origin.to_string(),
            message,
        };
        let root_c = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
        let joined = root_c.join(&self.storage_path);
        let store = crate::fsx::real_path(&joined).unwrap_or(joined);
        let key = format!("storage_path = {:?}", self.storage_path);
        let Ok(inside) = store.strip_prefix(&root_c) else {
            return Err(invalid(format!(
                "{key} is outside the workspace {}: the store must be a folder inside the workspace (it holds the pre-fix copies that rollback restores and the audit log)",
                root_c.display()
            )));
        };
        if inside.as_os_str().is_empty() {
            return Err(invalid(format!(
                "{key} is the workspace itself: it must name a folder inside the workspace, such as \".bugbash\""
            )));
        }
        if let Some(vcs) = inside.components().find_map(|c| {
            let n = c.as_os_str().to_string_lossy();
            [".git", ".hg", ".svn"]
                .contains(&n.as_ref())
                .then(|| n.into_owned())
        }) {
            return Err(invalid(format!(
                "{key} is inside {vcs}/: the store must not live in version control's own folder"
            )));
        }
        Ok(())
    }

    fn from_table(table: toml::Table, origin: &str) -> Result<Config, ConfigError> {
        Config::deserialize(toml::Value::Table(table)).map_err(|e| ConfigError::Invalid {
            origin: origin.to_string(),
            message: format!(
                "{}; known keys: {}",
                e.message().trim_end_matches('.'),
                known_keys().join(", ")
            ),
        })
    }

    /// Overlays editor settings (camelCase or snake_case keys) on top of this config.
    pub fn merge_json(&self, overlay: &serde_json::Value) -> Result<Config, ConfigError> {
        let origin = "editor settings".to_string();
        let mut table = toml::Table::try_from(self).expect("config serializes");
        if let Some(obj) = overlay.as_object() {
            for (k, v) in obj {
                let key = to_snake(k);
                if v.is_null() {
                    continue;
                }
                let value =
                    toml::Value::try_from(snake_keys(v)).map_err(|e| ConfigError::Invalid {
                        origin: origin.clone(),
                        message: format!("{k}: {e}"),
                    })?;
                table.insert(key, value);
            }
        }
        let config = Config::from_table(table, &origin)?;
        config
            .validate()
            .map_err(|message| ConfigError::Invalid { origin, message })?;
        Ok(config)
    }

    /// Checks ranges (spec 7.2). Returns every problem, one per line.
    pub fn validate(&self) -> Result<(), String> {
        let mut errs = Vec::new();
        let mut need = |ok: bool, msg: String| {
            if !ok {
                errs.push(msg)
            }
        };
        need(
            (1..=20).contains(&self.max_reproduction_attempts),
            format!(
                "max_reproduction_attempts = {} is out of range: must be between 1 and 20",
                self.max_reproduction_attempts
            ),
        );
        need(
            (30..=86_400).contains(&self.reproduction_timeout_seconds),
            format!(
                "reproduction_timeout_seconds = {} is out of range: must be between 30 and 86400",
                self.reproduction_timeout_seconds
            ),
        );
        need(
            (1..=10).contains(&self.max_analysis_attempts),
            format!(
                "max_analysis_attempts = {} is out of range: must be between 1 and 10",
                self.max_analysis_attempts
            ),
        );
        for (k, v) in [
            ("analysis_timeout_seconds", self.analysis_timeout_seconds),
            ("planning_timeout_seconds", self.planning_timeout_seconds),
        ] {
            need(
                (1..=86_400).contains(&v),
                format!("{k} = {v} is out of range: must be between 1 and 86400"),
            );
        }
        need(
            (1..=100).contains(&self.min_test_cases),
            format!(
                "min_test_cases = {} is out of range: must be between 1 and 100",
                self.min_test_cases
            ),
        );
        need(
            (0.0..=1.0).contains(&self.agent_temperature),
            format!(
                "agent_temperature = {} is out of range: must be between 0 and 1",
                self.agent_temperature
            ),
        );
        need(
            !self.storage_path.trim().is_empty(),
            "storage_path must not be empty".to_string(),
        );
        need(
            self.lock_ttl_seconds >= 1,
            "lock_ttl_seconds = 0 is out of range: must be at least 1".to_string(),
        );
        need(
            self.max_output_bytes >= 1024,
            format!(
                "max_output_bytes = {} is out of range: must be at least 1024",
                self.max_output_bytes
            ),
        );
        for (k, v) in [
            ("max_phase_cost_usd", self.max_phase_cost_usd),
            ("max_total_cost_usd", self.max_total_cost_usd),
        ] {
            need(
                v >= 0.0 && v.is_finite(),
                format!("{k} = {v} is out of range: must be >= 0"),
            );
        }
        need(
            self.mutation_max_mutants <= 100_000,
            format!(
                "mutation_max_mutants = {} is out of range: must be between 0 and 100000",
                self.mutation_max_mutants
            ),
        );
        need(
            (1..=86_400).contains(&self.mutation_time_budget_seconds),
            format!(
                "mutation_time_budget_seconds = {} is out of range: must be between 1 and 86400",
                self.mutation_time_budget_seconds
            ),
        );
        need(
            self.mutation_workers <= 256,
            format!(
                "mutation_workers = {} is out of range: must be between 0 and 256",
                self.mutation_workers
            ),
        );
        if errs.is_empty() {
            Ok(())
        } else {
            Err(errs.join("; "))
        }
    }

    /// The default `config.toml` written by `init`: every key, commented.
    pub fn template() -> String {
        let d = Config::default();
        format!(
            r#"# bugbash settings. Every key is optional; environment variables BUGBASH_* override them.

# Reproduction
max_reproduction_attempts = {}      # 1-20
reproduction_timeout_seconds = {}  # 30-86400, per attempt; the whole process group is killed
# test_command = "python3 -m unittest -v"   # used when `init` is given no --test
# verify_command = "python3 -m unittest discover -v"  # extra check after a fix

# Analysis and planning
max_analysis_attempts = {}          # 1-10
analysis_timeout_seconds = {}
planning_timeout_seconds = {}
min_test_cases = {}                 # 1-100
mutation_max_mutants = {}         # 0-100000 mutants (and pairs) run by the offline analyzer; 0 = off
mutation_time_budget_seconds = {} # 1-86400, the whole mutation search
mutation_workers = {}               # parallel mutant runs; 0 = one per core
# inlay_hints = true                 # editors show the failing run's values on root-cause lines

# Approval
auto_approve_low_risk = {}
require_approval_reason = {}

# Storage and locks
storage_path = "{}"
lock_ttl_seconds = {}
max_output_bytes = {}

# Models (optional; bugbash works offline without them)
agent_model = "{}"
agent_temperature = {}               # 0-1
max_phase_cost_usd = {:.2}
max_total_cost_usd = {:.2}

# [llm]
# provider = "openai"                # openai | anthropic | ollama
# model = "gpt-4o-mini"
# api_key_env = "OPENAI_API_KEY"     # the NAME of the variable, never the key

# [github]
# api_url = "https://api.github.com"
# token_env = "GITHUB_TOKEN"
"#,
            d.max_reproduction_attempts,
            d.reproduction_timeout_seconds,
            d.max_analysis_attempts,
            d.analysis_timeout_seconds,
            d.planning_timeout_seconds,
            d.min_test_cases,
            d.mutation_max_mutants,
            d.mutation_time_budget_seconds,
            d.mutation_workers,
            d.auto_approve_low_risk,
            d.require_approval_reason,
            d.storage_path,
            d.lock_ttl_seconds,
            d.max_output_bytes,
            d.agent_model,
            d.agent_temperature,
            d.max_phase_cost_usd,
            d.max_total_cost_usd,
        )
    }
}

fn known_keys() -> Vec<&'static str> {
    vec![
        "max_reproduction_attempts",
        "reproduction_timeout_seconds",
        "max_analysis_attempts",
        "analysis_timeout_seconds",
        "planning_timeout_seconds",
        "min_test_cases",
        "auto_approve_low_risk",
        "require_approval_reason",
        "storage_path",
        "agent_model",
        "agent_temperature",
        "inlay_hints",
        "test_command",
        "verify_command",
        "lock_ttl_seconds",
        "max_output_bytes",
        "max_phase_cost_usd",
        "max_total_cost_usd",
        "mutation_max_mutants",
        "mutation_time_budget_seconds",
        "mutation_workers",
        "[github]",
        "[llm]",
    ]
}

/// `v` with every object key (at any depth) in snake_case, so `llm: { baseUrl }` from an editor
/// lands on `[llm] base_url`.
fn snake_keys(v: &serde_json::Value) -> serde_json::Value {
    match v {
        serde_json::Value::Object(map) => serde_json::Value::Object(
            map.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (to_snake(k), snake_keys(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn to_snake(k: &str) -> String {
    let mut out = String::new();
    for c in k.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

fn parse_env_value(default: Option<&toml::Value>, raw: &str) -> Result<toml::Value, String> {
    match default {
        Some(toml::Value::Integer(_)) => raw
            .trim()
            .parse::<i64>()
            .map(toml::Value::Integer)
            .map_err(|_| "expected a whole number".to_string()),
        Some(toml::Value::Float(_)) => raw
            .trim()
            .parse::<f64>()
            .map(toml::Value::Float)
            .map_err(|_| "expected a number".to_string()),
        Some(toml::Value::Boolean(_)) => match raw.trim().to_ascii_lowercase().as_str() {
            "1" | "true" | "yes" | "on" => Ok(toml::Value::Boolean(true)),
            "0" | "false" | "no" | "off" => Ok(toml::Value::Boolean(false)),
            _ => Err("expected true or false".to_string()),
        },
        _ => Ok(toml::Value::String(raw.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, text: &str) {
        std::fs::create_dir_all(dir.join(".bugbash")).unwrap();
        std::fs::write(dir.join(".bugbash/config.toml"), text).unwrap();
    }

    #[test]
    fn defaults_without_file_and_template_round_trips() {
        let dir = tempfile::tempdir().unwrap();
        let c = Config::load_with_env(dir.path(), &|_| None).unwrap();
        assert_eq!(c, Config::default());
        write(dir.path(), &Config::template());
        assert_eq!(
            Config::load_with_env(dir.path(), &|_| None).unwrap(),
            Config::default()
        );
    }

    #[test]
    fn bad_values_name_key_and_range() {
        let dir = tempfile::tempdir().unwrap();
        write(
            dir.path(),
            "reproduction_timeout_seconds = 5\nagent_temperature = 3.0\n",
        );
        let err = Config::load_with_env(dir.path(), &|_| None)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains(
                "reproduction_timeout_seconds = 5 is out of range: must be between 30 and 86400"
            ),
            "{err}"
        );
        assert!(
            err.contains("agent_temperature = 3 is out of range: must be between 0 and 1"),
            "{err}"
        );
        write(dir.path(), "max_repro_attempts = 5\n");
        let err = Config::load_with_env(dir.path(), &|_| None)
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown field `max_repro_attempts`"), "{err}");
        assert!(err.contains("max_reproduction_attempts"), "{err}");
    }

    #[test]
    fn env_overrides_file() {
        let dir = tempfile::tempdir().unwrap();
        write(dir.path(), "max_reproduction_attempts = 2\n");
        let env = |k: &str| match k {
            "BUGBASH_MAX_REPRO_ATTEMPTS" => Some("5".to_string()),
            "BUGBASH_AUTO_APPROVE_LOW" => Some("true".to_string()),
            _ => None,
        };
        let c = Config::load_with_env(dir.path(), &env).unwrap();
        assert_eq!(c.max_reproduction_attempts, 5);
        assert!(c.auto_approve_low_risk);
        let bad = |k: &str| (k == "BUGBASH_MAX_REPRO_ATTEMPTS").then(|| "many".to_string());
        let err = Config::load_with_env(dir.path(), &bad)
            .unwrap_err()
            .to_string();
        assert!(err.contains("BUGBASH_MAX_REPRO_ATTEMPTS"), "{err}");
        assert!(err.contains("expected a whole number"), "{err}");
    }

    #[test]
    fn editor_overlay_accepts_camel_case() {
        let c = Config::default()
            .merge_json(&serde_json::json!({"maxReproductionAttempts": 4, "testCommand": "x"}))
            .unwrap();
        assert_eq!(c.max_reproduction_attempts, 4);
        assert_eq!(c.test_command.as_deref(), Some("x"));
        assert!(Config::default()
            .merge_json(&serde_json::json!({"minTestCases": 0}))
            .is_err());
    }
}
