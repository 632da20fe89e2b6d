//! What kind of edit a mutant is, for ranking and for judging a candidate fix, and the
//! line-level context that makes an edit suspect as a fix.
//!
//! The edit classes are `mutate::EditClass` (contract 5: `Mutant::class`, `is_evidence()`,
//! `is_suspect_fix()`). Until that lands this module keeps a local shim with the same names,
//! derived from the operator; `class_of` is the one place that reads it.
//!
//! Context that makes any edit suspect, whatever its class: a module-level definition (a shared
//! constant or table: changing it changes every user of it), a line no failing test executes
//! (when coverage says so), and harness lines (imports, exports, module declarations), which are
//! not evidence at all.

use crate::mutate::{Mutant, Operator};

/// The kind of an edit (mirrors contract 5's `mutate::EditClass`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EditClass {
    Operator,
    Boundary,
    AddedCall,
    AddedGuard,
    ArgumentSwap,
    Literal,
    Declaration,
    Degenerate,
    Deletion,
    Harness,
}

impl EditClass {
    /// False for edits that test the harness (imports, exports, module lines), not the code.
    pub fn is_evidence(self) -> bool {
        self != EditClass::Harness
    }

    /// True for edits that pass tests by changing data or removing code: they overfit easily.
    pub fn is_suspect_fix(self) -> bool {
        matches!(
            self,
            EditClass::Literal
                | EditClass::Declaration
                | EditClass::Degenerate
                | EditClass::Deletion
                | EditClass::Harness
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            EditClass::Operator => "operator",
            EditClass::Boundary => "boundary",
            EditClass::AddedCall => "added call",
            EditClass::AddedGuard => "added guard",
            EditClass::ArgumentSwap => "argument swap",
            EditClass::Literal => "literal",
            EditClass::Declaration => "declaration",
            EditClass::Degenerate => "degenerate",
            EditClass::Deletion => "deletion",
            EditClass::Harness => "harness",
        }
    }

    /// Why a fix of this class is suspect, for the plan and the analysis.
    pub fn concern(self) -> Option<&'static str> {
        Some(match self {
            EditClass::Literal => {
                "it changes a literal value, which can make tests pass without fixing the logic"
            }
            EditClass::Declaration => "it changes a declaration, which every user of it sees",
            EditClass::Degenerate => {
                "it is a degenerate edit (an expression that does nothing, or a removed guard)"
            }
            EditClass::Deletion => "it deletes code",
            EditClass::Harness => {
                "it changes how the code is loaded or exported, not what it computes"
            }
            _ => return None,
        })
    }
}

/// The class of `m`, read in one place (contract 5's `m.class` once it lands).
pub fn class_of(m: &Mutant) -> EditClass {
    let degenerate = {
        let r = m.replacement.replace(' ', "");
        r.ends_with("*1)") || r.ends_with("+0)") || r.ends_with("-0)") || r.ends_with("/1)")
    };
    // `(Cart + 1)`: arithmetic on a class or type name.
    let type_name = m.operator == Operator::OperandOffset && {
        let name = m.original.trim();
        name.starts_with(|c: char| c.is_ascii_uppercase())
            && name.chars().any(|c| c.is_ascii_lowercase())
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
    };
    if degenerate || type_name {
        return EditClass::Degenerate;
    }
    match m.operator {
        Operator::Relational => {
            let strictness = |a: &str, b: &str| {
                let base = |s: &str| s.trim_end_matches('=').to_string();
                a != b && base(a) == base(b) && matches!(base(a).as_str(), "<" | ">")
            };
            if strictness(m.original.trim(), m.replacement.trim()) {
                EditClass::Boundary
            } else {
                EditClass::Operator
            }
        }
        // `LIMIT` -> `(LIMIT - 1)`: a named constant's value changed where it is used.
        Operator::OperandOffset if is_constant_name(&m.original) => EditClass::Literal,
        Operator::OperandOffset => EditClass::Boundary,
        Operator::Constant | Operator::BooleanLiteral => EditClass::Literal,
        Operator::SwapArguments | Operator::SwapElements => EditClass::ArgumentSwap,
        Operator::StatementDeletion => EditClass::Deletion,
        _ => EditClass::Operator,
    }
}

/// `MAX_SIZE`, `Self::LIMIT`: a name written as a constant.
fn is_constant_name(text: &str) -> bool {
    let name = text.trim().rsplit(['.', ':']).next().unwrap_or("");
    name.chars().any(|c| c.is_ascii_uppercase())
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// Lines that only wire modules together: imports, exports, module declarations.
pub fn is_harness_line(text: &str) -> bool {
    let t = text.trim_start();
    let starts = |p: &str| t.starts_with(p);
    starts("import ")
        || (starts("from ") && t.contains(" import "))
        || starts("module.exports")
        || starts("exports.")
        || starts("export ")
        || starts("use ")
        || starts("pub use ")
        || starts("pub(crate) use ")
        || starts("mod ")
        || starts("pub mod ")
        || starts("extern crate ")
        || starts("__all__")
        || (t.contains("require(") && (starts("const ") || starts("let ") || starts("var ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mutant(op: Operator, original: &str, replacement: &str) -> Mutant {
        Mutant {
            id: String::new(),
            line: 1,
            start_byte: 0,
            end_byte: original.len(),
            original: original.into(),
            replacement: replacement.into(),
            operator: op,
            description: String::new(),
            tokens_changed: 1,
        }
    }

    #[test]
    fn classes() {
        assert_eq!(
            class_of(&mutant(Operator::Relational, ">", ">=")),
            EditClass::Boundary
        );
        assert_eq!(
            class_of(&mutant(Operator::Relational, "<", ">")),
            EditClass::Operator
        );
        assert_eq!(
            class_of(&mutant(Operator::Constant, "2", "3")),
            EditClass::Literal
        );
        assert_eq!(
            class_of(&mutant(Operator::OperandOffset, "i", "(i * 1)")),
            EditClass::Degenerate
        );
        assert_eq!(
            class_of(&mutant(Operator::OperandOffset, "LIMIT", "(LIMIT - 1)")),
            EditClass::Literal
        );
        assert_eq!(
            class_of(&mutant(
                Operator::OperandOffset,
                "xs.len()",
                "(xs.len() - 1)"
            )),
            EditClass::Boundary
        );
        assert_eq!(
            class_of(&mutant(Operator::OperandOffset, "Cart", "(Cart + 1)")),
            EditClass::Degenerate
        );
        assert!(EditClass::Literal.is_suspect_fix());
        assert!(!EditClass::Boundary.is_suspect_fix());
        assert!(!EditClass::Harness.is_evidence());
        assert!(is_harness_line("module.exports = { chunk };"));
        assert!(is_harness_line("from shop.cart import Cart"));
        assert!(is_harness_line("pub mod account;"));
        assert!(!is_harness_line("    return total + tax"));
    }
}
