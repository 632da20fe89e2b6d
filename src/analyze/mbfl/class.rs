//! What kind of edit a mutant is, for ranking and for judging a candidate fix, and the
//! line-level context that makes an edit suspect as a fix.
//!
//! The edit classes are `mutate::EditClass` (contract 5: `Mutant::class`, `is_evidence()`,
//! `is_suspect_fix()`). `class_of` reads a mutant's class in one place and refines it with what
//! the analysis sees: an offset added to a name written as a constant (`LIMIT` ->
//! `(LIMIT - 1)`) changes that constant's value where it is used, so it is a literal change.
//! `is_useless` names mutants not worth running at all (`x * 1`, arithmetic on a class name).
//!
//! Context that makes any edit suspect, whatever its class: a module-level definition (a shared
//! constant or table: changing it changes every user of it) and a line no failing test executes
//! (when coverage says so); harness lines (imports, exports, module declarations) are never
//! candidates.

pub use crate::mutate::EditClass;
use crate::mutate::{Mutant, Operator};

/// The class of `m` (contract 5), refined (see the module documentation).
pub fn class_of(m: &Mutant) -> EditClass {
    match m.class {
        EditClass::Boundary
            if m.operator == Operator::OperandOffset && is_constant_name(&m.original) =>
        {
            EditClass::Literal
        }
        // One named constant for another (`FREE_SHIPPING_FROM` -> `HEAVY_PARCEL_GRAMS`) changes a
        // value, not the logic: a literal edit.
        EditClass::Operator
            if m.operator == Operator::IdentifierReplace
                && (is_constant_name(&m.original) || is_constant_name(&m.replacement)) =>
        {
            EditClass::Literal
        }
        c => c,
    }
}

/// Mutants that cannot tell anything: `x * 1`, `x + 0`, and arithmetic on a class or type name
/// (`(Cart + 1)`).
pub fn is_useless(m: &Mutant) -> bool {
    let r = m.replacement.replace(' ', "");
    let identity =
        r.ends_with("*1)") || r.ends_with("+0)") || r.ends_with("-0)") || r.ends_with("/1)");
    let type_name = m.operator == Operator::OperandOffset && {
        let name = m.original.trim();
        name.starts_with(|c: char| c.is_ascii_uppercase())
            && name.chars().any(|c| c.is_ascii_lowercase())
            && name.chars().all(|c| c.is_alphanumeric() || c == '_')
    };
    identity || type_name
}

/// For people: "operator", "added call", ...
pub fn label(c: EditClass) -> &'static str {
    match c {
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

/// Why a fix of class `c` is suspect, for the plan and the analysis.
pub fn concern(c: EditClass) -> Option<&'static str> {
    Some(match c {
        EditClass::Literal => {
            "it changes a literal value, which can make tests pass without fixing the logic"
        }
        EditClass::Declaration => "it changes a declaration, which every user of it sees",
        EditClass::Degenerate => "it removes a check or a way out (a return, a raise, a guard)",
        EditClass::Deletion => "it deletes code",
        EditClass::Harness => "it changes how the code is loaded or exported, not what it computes",
        _ => return None,
    })
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
            class: op.class(),
            first: false,
        }
    }

    #[test]
    fn classes() {
        assert_eq!(
            class_of(&mutant(Operator::Constant, "2", "3")),
            EditClass::Literal
        );
        assert_eq!(
            class_of(&mutant(Operator::OperandOffset, "LIMIT", "(LIMIT - 1)")),
            EditClass::Literal
        );
        assert_eq!(
            class_of(&mutant(
                Operator::IdentifierReplace,
                "FREE_SHIPPING_FROM",
                "HEAVY_PARCEL_GRAMS"
            )),
            EditClass::Literal
        );
        assert_eq!(
            class_of(&mutant(Operator::IdentifierReplace, "gross", "net")),
            EditClass::Operator
        );
        assert_eq!(
            class_of(&mutant(
                Operator::OperandOffset,
                "xs.len()",
                "(xs.len() - 1)"
            )),
            EditClass::Boundary
        );
        assert!(is_useless(&mutant(
            Operator::OperandOffset,
            "Cart",
            "(Cart + 1)"
        )));
        assert!(is_useless(&mutant(
            Operator::Arithmetic,
            "(i + 1)",
            "(i * 1)"
        )));
        assert!(!is_useless(&mutant(
            Operator::OperandOffset,
            "i",
            "(i + 1)"
        )));
        assert!(concern(EditClass::Literal).is_some());
        assert!(concern(EditClass::Boundary).is_none());
        assert!(is_harness_line("module.exports = { chunk };"));
        assert!(is_harness_line("from shop.cart import Cart"));
        assert!(is_harness_line("pub mod account;"));
        assert!(!is_harness_line("    return total + tax"));
    }
}
