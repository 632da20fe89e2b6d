//! The commands the server executes through `workspace/executeCommand`: a closed set.
//!
//! Clients show [`Command::label`] in menus and send [`Command::identifier`] back. Arguments are
//! camelCase serde structs defined next to each command's handler once the engine is wired.

use std::fmt;

use crate::engine::Action;
use std::str::FromStr;

/// Every command the server advertises in `executeCommandProvider`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Command {
    /// Start an investigation of the failing test under the cursor.
    Investigate,
    /// Analyze a reproduced failure: pin the root cause.
    Analyze,
    /// Name the target tests among the reproduction's failures, then run on.
    ChooseTargets,
    /// Make the plan from a diff the client sends.
    ImportPlan,
    /// Show the fix plan as a diff.
    ShowPlan,
    /// Make the plan from another verified fix candidate (the client, or the server, asks which).
    PickCandidate,
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
    /// Commit the verified fix of a FIXED investigation to git.
    Commit,
    /// Report one investigation's status.
    Status,
    /// List investigations.
    List,
    /// Show the diff of the commit that last changed a root-cause line (read-only).
    ShowCommit,
    /// Run the debug-fix loop in a sandbox: one investigation whose plan waits for approval.
    Loop,
    /// Find the commit that introduced an investigation's bug (`git bisect` in a sandbox).
    Bisect,
}

impl Command {
    /// Every command, in menu order.
    pub const fn all() -> &'static [Command] {
        use Command::*;
        &[
            Investigate,
            Analyze,
            ChooseTargets,
            ImportPlan,
            ShowPlan,
            PickCandidate,
            Approve,
            Reject,
            Fix,
            Verify,
            Retry,
            Rollback,
            Commit,
            Status,
            List,
            ShowCommit,
            Loop,
            Bisect,
        ]
    }

    /// The identifier sent over the protocol.
    pub const fn identifier(self) -> &'static str {
        match self {
            Command::Investigate => "bugbash.investigate",
            Command::Analyze => "bugbash.analyze",
            Command::ChooseTargets => "bugbash.chooseTargets",
            Command::ImportPlan => "bugbash.importPlan",
            Command::ShowPlan => "bugbash.showPlan",
            Command::PickCandidate => "bugbash.pickCandidate",
            Command::Approve => "bugbash.approve",
            Command::Reject => "bugbash.reject",
            Command::Fix => "bugbash.fix",
            Command::Verify => "bugbash.verify",
            Command::Retry => "bugbash.retry",
            Command::Rollback => "bugbash.rollback",
            Command::Commit => "bugbash.commit",
            Command::Status => "bugbash.status",
            Command::List => "bugbash.list",
            Command::ShowCommit => "bugbash.showCommit",
            Command::Loop => "bugbash.loop",
            Command::Bisect => "bugbash.bisect",
        }
    }

    /// A short title for menus and code actions.
    pub const fn label(self) -> &'static str {
        match self {
            Command::Investigate => "Investigate failing test",
            Command::Analyze => "Analyze root cause",
            Command::ChooseTargets => "Choose the target tests…",
            Command::ImportPlan => "Import fix plan…",
            Command::ShowPlan => "Show fix plan",
            Command::PickCandidate => "Choose another fix…",
            Command::Approve => "Approve fix plan",
            Command::Reject => "Reject fix plan",
            Command::Fix => "Apply approved fix",
            Command::Verify => "Verify fix",
            Command::Retry => "Retry",
            Command::Rollback => "Roll back fix",
            Command::Commit => "Commit the fix",
            Command::Status => "Show investigation status",
            Command::List => "List investigations",
            Command::ShowCommit => "Show the commit that last changed the line",
            Command::Loop => "Run the debug-fix loop",
            Command::Bisect => "Find the commit that introduced the bug",
        }
    }
}

impl Command {
    /// The command that carries out an engine [`Action`].
    pub const fn of(action: Action) -> Command {
        match action {
            Action::Analyze => Command::Analyze,
            Action::ChooseTargets => Command::ChooseTargets,
            Action::ImportPlan => Command::ImportPlan,
            Action::ShowPlan => Command::ShowPlan,
            Action::ChooseFix => Command::PickCandidate,
            Action::Approve => Command::Approve,
            Action::Reject => Command::Reject,
            Action::Apply => Command::Fix,
            Action::Retry => Command::Retry,
            Action::Rollback => Command::Rollback,
            Action::Commit => Command::Commit,
        }
    }

    /// The engine action this command carries out, if it is one.
    pub const fn action(self) -> Option<Action> {
        Some(match self {
            Command::Analyze => Action::Analyze,
            Command::ChooseTargets => Action::ChooseTargets,
            Command::ImportPlan => Action::ImportPlan,
            Command::ShowPlan => Action::ShowPlan,
            Command::PickCandidate => Action::ChooseFix,
            Command::Approve => Action::Approve,
            Command::Reject => Action::Reject,
            Command::Fix | Command::Verify => Action::Apply,
            Command::Retry => Action::Retry,
            Command::Rollback => Action::Rollback,
            Command::Commit => Action::Commit,
            Command::Investigate
            | Command::Status
            | Command::List
            | Command::ShowCommit
            | Command::Loop
            | Command::Bisect => return None,
        })
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
    fn every_action_has_its_command() {
        for action in Action::ALL {
            assert_eq!(Command::of(action).action(), Some(action), "{action:?}");
        }
    }

    #[test]
    fn unknown_commands_list_the_known_ones() {
        let err = "bugbash.frobnicate".parse::<Command>().unwrap_err();
        expect![[r#"unknown command `bugbash.frobnicate`; the known commands are: bugbash.investigate, bugbash.analyze, bugbash.chooseTargets, bugbash.importPlan, bugbash.showPlan, bugbash.pickCandidate, bugbash.approve, bugbash.reject, bugbash.fix, bugbash.verify, bugbash.retry, bugbash.rollback, bugbash.commit, bugbash.status, bugbash.list, bugbash.showCommit, bugbash.loop, bugbash.bisect"#]]
        .assert_eq(&err.to_string());
    }
}
