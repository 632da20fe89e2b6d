//! Cost accounting: token prices, turning call usages into `model::AgentCost` records, and the
//! per-phase and total spending limits (reference 000, section 8.2.2) checked before and after
//! every model call.

use super::Usage;
use crate::model::AgentCost;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// USD per million tokens.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Pricing {
    pub input_per_mtok: f64,
    pub output_per_mtok: f64,
}

impl Pricing {
    pub fn cost_usd(&self, input_tokens: u64, output_tokens: u64) -> f64 {
        (input_tokens as f64 * self.input_per_mtok + output_tokens as f64 * self.output_per_mtok)
            / 1_000_000.0
    }

    /// Total cost of several calls.
    pub fn cost_of(&self, calls: &[Usage]) -> f64 {
        calls
            .iter()
            .map(|u| self.cost_usd(u.input_tokens, u.output_tokens))
            .sum()
    }
}

/// One `AgentCost` per call, all stamped with `now`.
pub fn agent_costs(
    calls: &[Usage],
    agent_name: &str,
    phase: &str,
    pricing: &Pricing,
    now: DateTime<Utc>,
) -> Vec<AgentCost> {
    calls
        .iter()
        .map(|u| AgentCost {
            agent_name: agent_name.to_string(),
            input_tokens: u.input_tokens,
            output_tokens: u.output_tokens,
            cost_usd: pricing.cost_usd(u.input_tokens, u.output_tokens),
            timestamp: now,
            phase: phase.to_string(),
        })
        .collect()
}

/// Spending limits in USD.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CostLimits {
    /// `llm.max_phase_cost_usd`.
    pub per_phase_usd: f64,
    /// `llm.max_total_cost_usd`.
    pub total_usd: f64,
}

impl Default for CostLimits {
    fn default() -> Self {
        CostLimits {
            per_phase_usd: 0.50,
            total_usd: 2.00,
        }
    }
}

/// Which limit was exceeded.
#[derive(Debug, Clone, PartialEq)]
pub enum CostScope {
    Phase(String),
    Total,
}

/// Spending went over a limit; the pipeline stops.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", self.message())]
pub struct CostLimitExceeded {
    pub scope: CostScope,
    pub spent_usd: f64,
    pub limit_usd: f64,
}

impl CostLimitExceeded {
    fn message(&self) -> String {
        match &self.scope {
            CostScope::Phase(phase) => format!(
                "Phase '{phase}' cost {} exceeds the per-phase limit {} (llm.max_phase_cost_usd)",
                usd(self.spent_usd),
                usd(self.limit_usd)
            ),
            CostScope::Total => format!(
                "Total cost {} exceeds the limit {} (llm.max_total_cost_usd)",
                usd(self.spent_usd),
                usd(self.limit_usd)
            ),
        }
    }
}

/// `$0.61`; small amounts keep four decimals (`$0.0012`) so they do not read as zero.
pub fn usd(amount: f64) -> String {
    if amount != 0.0 && amount.abs() < 0.01 {
        format!("${amount:.4}")
    } else {
        format!("${amount:.2}")
    }
}

impl CostLimits {
    /// Fails when the phase's spend or the total spend is over its limit.
    pub fn check(
        &self,
        phase: &str,
        phase_spend: f64,
        total_spend: f64,
    ) -> Result<(), CostLimitExceeded> {
        if phase_spend > self.per_phase_usd {
            return Err(CostLimitExceeded {
                scope: CostScope::Phase(phase.to_string()),
                spent_usd: phase_spend,
                limit_usd: self.per_phase_usd,
            });
        }
        if total_spend > self.total_usd {
            return Err(CostLimitExceeded {
                scope: CostScope::Total,
                spent_usd: total_spend,
                limit_usd: self.total_usd,
            });
        }
        Ok(())
    }
}

/// What was spent before the current phase started: `(in this phase, in total)`.
pub fn prior_spend(prior_costs: &[AgentCost], phase: &str) -> (f64, f64) {
    let phase_spend = prior_costs
        .iter()
        .filter(|c| c.phase == phase)
        .map(|c| c.cost_usd)
        .sum();
    let total = prior_costs.iter().map(|c| c.cost_usd).sum();
    (phase_spend, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_per_million() {
        let p = Pricing {
            input_per_mtok: 3.0,
            output_per_mtok: 15.0,
        };
        assert!((p.cost_usd(1_000_000, 0) - 3.0).abs() < 1e-12);
        assert!((p.cost_usd(2_000, 1_000) - 0.021).abs() < 1e-12);
        let calls = vec![
            Usage {
                model: "m".into(),
                input_tokens: 1000,
                output_tokens: 0,
            };
            2
        ];
        assert!((p.cost_of(&calls) - 0.006).abs() < 1e-12);
        let costs = agent_costs(&calls, "root_cause_analyzer", "analyze", &p, Utc::now());
        assert_eq!(costs.len(), 2);
        assert_eq!(costs[0].phase, "analyze");
        assert_eq!(costs[0].input_tokens, 1000);
    }

    #[test]
    fn limits_name_the_key_and_the_spend() {
        let l = CostLimits::default();
        assert!(l.check("analyze", 0.50, 2.00).is_ok());
        let e = l.check("analyze", 0.61, 0.61).expect_err("phase");
        assert_eq!(
            e.to_string(),
            "Phase 'analyze' cost $0.61 exceeds the per-phase limit $0.50 (llm.max_phase_cost_usd)"
        );
        let e = l.check("plan", 0.2, 2.1).expect_err("total");
        assert_eq!(
            e.to_string(),
            "Total cost $2.10 exceeds the limit $2.00 (llm.max_total_cost_usd)"
        );
        assert_eq!(usd(0.0012), "$0.0012");
        assert_eq!(usd(0.0), "$0.00");
    }

    #[test]
    fn prior_spend_splits_by_phase() {
        let now = Utc::now();
        let c = |phase: &str, cost: f64| AgentCost {
            agent_name: "a".into(),
            input_tokens: 0,
            output_tokens: 0,
            cost_usd: cost,
            timestamp: now,
            phase: phase.into(),
        };
        let (p, t) = prior_spend(
            &[c("analyze", 0.25), c("plan", 0.5), c("analyze", 0.25)],
            "analyze",
        );
        assert!((p - 0.5).abs() < 1e-12 && (t - 1.0).abs() < 1e-12);
    }
}
