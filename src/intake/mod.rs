//! Intake of bug reports from documents: Markdown defect reports (reference 001) and the section
//! structure of GitHub issue bodies. Nothing read here is ever executed: a report never supplies
//! the test command.

pub mod defect;
pub mod markdown;

pub use defect::{parse_defect_file, parse_defect_report, DefectError};
