//! Deleting a simple statement (Python: replacing it with `pass`).

use super::structure::Analysis;
use super::{compact, Cand, EditClass, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// Deletes the simple statement that makes up `line`, if there is one: Python gets `pass`,
    /// other languages lose the statement. Declarations, block headers and closers, `return` in
    /// compiled languages and statements spanning lines are never deleted.
    pub(super) fn statement_deletion(&self, line: u32) -> Option<Cand> {
        let first = self.first_token_on_line(line)?;
        let last = (first..self.toks.len())
            .take_while(|&j| self.line(j) == line)
            .last()?;
        if self.end_line(last) != line {
            return None;
        }
        // Every bracket on the line must open and close on it.
        let balanced = (first..=last).all(|j| {
            !(self.is_open(j) || self.is_close(j))
                || self.pair[j].is_some_and(|p| (first..=last).contains(&p))
        });
        if !balanced || self.parent[first] != self.parent[last] || self.in_decl(first) {
            return None;
        }
        let ft = self.t(first);
        let lt = self.t(last);
        let python = self.lang == Lang::Python;
        if python {
            const HEADERS: &[&str] = &[
                "def", "class", "if", "elif", "else", "for", "while", "try", "except", "finally",
                "with", "async", "import", "from", "global", "nonlocal", "pass", "lambda",
            ];
            let prev_ok = self.first_on_line(first) && self.prev_t(first) != "\\";
            let next_ok = self.last_on_line(last);
            if !prev_ok
                || !next_ok
                || self.parent[first].is_some()
                || HEADERS.contains(&ft)
                || matches!(ft, "@" | "match" | "case")
                || matches!(lt, ":" | "\\")
            {
                return None;
            }
        } else {
            const SKIP: &[&str] = &[
                "let",
                "var",
                "const",
                "static",
                "fn",
                "func",
                "function",
                "type",
                "struct",
                "impl",
                "use",
                "import",
                "package",
                "return",
                "mod",
                "pub",
                "class",
                "interface",
                "enum",
                "trait",
                "match",
                "if",
                "else",
                "for",
                "while",
                "loop",
                "switch",
                "case",
                "default",
                "break",
                "continue",
                "do",
                "try",
                "catch",
                "finally",
                "yield",
                "goto",
                "export",
                "extern",
                "unsafe",
                "async",
                "where",
                "private",
                "public",
                "protected",
                "final",
                "abstract",
                "synchronized",
                "select",
                "defer",
                "go",
                "throw",
            ];
            if SKIP.contains(&ft) && !(self.lang == Lang::JavaScript && ft == "return") {
                return None;
            }
            // A statement starts with a name or keyword (or `*p = ...`, `++i`); a line starting
            // with punctuation or an operator continues an expression.
            let starts_statement = match self.kind(first) {
                Some(TokenKind::Ident | TokenKind::Keyword) => true,
                Some(TokenKind::Operator) => matches!(ft, "*" | "++" | "--"),
                _ => false,
            };
            if !starts_statement || lt == "{" {
                return None;
            }
            if let Some(p) = self.prev(first) {
                let pt = self.t(p);
                // The body of a brace-less `if (...)`, `while (...)`, `else`: deleting it would
                // make the next statement the body.
                let control_header = self.is_kw(p, "else")
                    || self.is_kw(p, "do")
                    || (pt == ")"
                        && self.pair[p].is_some_and(|o| {
                            matches!(self.t(o.wrapping_sub(1)), "if" | "while" | "for")
                        }));
                if control_header {
                    return None;
                }
                let separated = matches!(pt, ";" | "{" | "}")
                    || (matches!(self.lang, Lang::Go | Lang::JavaScript)
                        && self.line(p) < line
                        && self.ends_statement(p));
                if !separated || self.end_line(p) >= line {
                    return None;
                }
            }
            let terminated = match self.lang {
                Lang::Rust | Lang::Java => lt == ";",
                _ => {
                    lt == ";"
                        || (self.ends_statement(last)
                            && self.last_on_line(last)
                            && !matches!(self.next_t(last), "." | "?." | "(" | "["))
                }
            };
            if !terminated {
                return None;
            }
            // Declarations whose removal cannot compile: `x := ...` in Go, `Type name ...` in Java.
            let top_level = |j: usize| self.parent[j] == self.parent[first];
            if self.lang == Lang::Go && (first..=last).any(|j| self.is_op(j, ":=") && top_level(j))
            {
                return None;
            }
            if self.lang == Lang::Java {
                let nt = self.next_t(first);
                if self.kind(first + 1) == Some(TokenKind::Ident)
                    || self.generic.get(first + 1).copied().unwrap_or(false)
                    || (nt == "[" && self.t(first + 2) == "]")
                {
                    return None;
                }
            }
        }
        let (s, e) = (self.toks[first].start, self.toks[last].end);
        let stmt = self.src.get(s..e).unwrap_or("");
        let (replacement, description) = if python {
            (
                "pass".to_string(),
                format!("replace `{}` with `pass`", compact(stmt, 60)),
            )
        } else {
            (String::new(), format!("delete `{}`", compact(stmt, 60)))
        };
        let mut cand = self.cand(s, e, replacement, Operator::StatementDeletion, description);
        // Deleting a way out or a check (`return`, `raise`, `break`, an assertion) is degenerate:
        // it removes behaviour rather than changing it.
        let exits = matches!(
            ft,
            "return" | "raise" | "throw" | "break" | "continue" | "assert"
        ) || (self.lang == Lang::Rust
            && self.is_op(first + 1, "!")
            && matches!(
                ft,
                "assert"
                    | "assert_eq"
                    | "assert_ne"
                    | "debug_assert"
                    | "debug_assert_eq"
                    | "debug_assert_ne"
                    | "panic"
                    | "unreachable"
            ));
        if exits {
            cand.class = EditClass::Degenerate;
        }
        Some(cand)
    }
}
