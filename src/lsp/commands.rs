//! The commands the server executes through `workspace/executeCommand`: a closed set.
//!
//! Clients show [`Command::label`] in menus and send [`Command::identifier`] back. Arguments are
//! camelCase serde structs defined next to each command's handler once the engine is wired.

use std::fmt;
use std::str::FromStr;

/// Every command the server advertises in `executeCommandProvider`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Start an investigation of the failing test under the cursor.
    Investigate,
    /// Analyze a reproduced failure: pin the root cause.
    Analyze,
    /// Show the fix plan as a diff.
    ShowPlan,
    /// Approve the fix plan.
    Approve,
    /// Reject the fix plan, with a reason.
    Reject,
    /// Apply the approved fix.
    Fix,
    /// Re-run the failing test against the fix.
    Verify,
    /// Retry a failed or blocked step.
    Retry,
    /// Undo an applied fix.
    Rollback,
    /// Report one investigation's status.
    Status,
    /// List investigations.
    List,
}

impl Command {
    /// Every command, in menu order.
    pub const fn all() -> &'static [Command] {
        use Command::*;
        &[
            Investigate,
            Analyze,
            ShowPlan,
            Approve,
            Reject,
            Fix,
            Verify,
            Retry,
            Rollback,
            Status,
            List,
        ]
    }

    /// The identifier sent over the protocol.
    pub const fn identifier(self) -> &'static str {
        match self {
            Command::Investigate => "bugbash.investigate",
            Command::Analyze => "bugbash.analyze",
            Command::ShowPlan => "bugbash.showPlan",
            Command::Approve => "bugbash.approve",
            Command::Reject => "bugbash.reject",
            Command::Fix => "bugbash.fix",
            Command::Verify => "bugbash.verify",
            Command::Retry => "bugbash.retry",
            Command::Rollback => "bugbash.rollback",
            Command::Status => "bugbash.status",
            Command::List => "bugbash.list",
        }
    }

    /// A short title for menus and code actions.
    pub const fn label(self) -> &'static str {
        match self {
            Command::Investigate => "Investigate failing test",
            Command::Analyze => "Analyze root cause",
            Command::ShowPlan => "Show fix plan",
            Command::Approve => "Approve fix plan",
            Command::Reject => "Reject fix plan",
            Command::Fix => "Apply approved fix",
            Command::Verify => "Verify fix",
            Command::Retry => "Retry",
            Command::Rollback => "Roll back fix",
            Command::Status => "Show investigation status",
            Command::List => "List investigations",
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.identifier())
    }
}

/// A command identifier the server does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown command `{0}`; the known commands are: {known}", known = known_list())]
pub struct UnknownCommand(pub String);

fn known_list() -> String {
    Command::all()
        .iter()
        .map(|c| c.identifier())
        .collect::<Vec<_>>()
        .join(", ")
}

impl FromStr for Command {
    type Err = UnknownCommand;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Command::all()
            .iter()
            .copied()
            .find(|c| c.identifier() == s)
            .ok_or_else(|| UnknownCommand(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use expect_test::expect;

    #[test]
    fn identifiers_round_trip_and_are_unique() {
        for &command in Command::all() {
            assert_eq!(command.identifier().parse::<Command>(), Ok(command));
            assert!(command.identifier().starts_with("bugbash."));
        }
        let mut ids: Vec<_> = Command::all().iter().map(|c| c.identifier()).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), Command::all().len());
    }

    #[test]
    fn unknown_commands_list_the_known_ones() {
        let err = "bugbash.frobnicate".parse::<Command>().unwrap_err();
        expect![[r#"unknown command `bugbash.frobnicate`; the known commands are: bugbash.investigate, bugbash.analyze, bugbash.showPlan, bugbash.approve, bugbash.reject, bugbash.fix, bugbash.verify, bugbash.retry, bugbash.rollback, bugbash.status, bugbash.list"#]]
        .assert_eq(&err.to_string());
    }
}
