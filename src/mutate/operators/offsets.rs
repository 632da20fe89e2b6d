//! Off-by-one operands: an identifier or index `i` to `(i + 1)`, `(i - 1)`, and a length
//! (`len(xs)`, `xs.length`, `xs.len()`) moved by one.

use super::scope::{is_numeric_kind, ScopeCache};
use super::structure::Analysis;
use super::{never_replace, Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// `i` → `(i + 1)` and `(i - 1)` for an identifier used as an operand or index. Returns true
    /// when it produced mutants (one operand site).
    pub(super) fn operand_offset(
        &self,
        i: usize,
        cache: &mut ScopeCache,
        out: &mut Vec<Cand>,
    ) -> bool {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.generic[i]
            || self.signature[i]
            || self.pattern[i]
            || self.is_type_name(i)
            || self.defined.contains(self.t(i))
            || (self.lang == Lang::Python
                && self.t(i).starts_with(|c: char| c.is_ascii_uppercase())
                && self.t(i).chars().any(|c| c.is_ascii_lowercase()))
            || never_replace(self.lang, self.t(i))
            || (self.lang == Lang::Go && self.t(i) == "err")
        {
            return false;
        }
        // `*p` and `&x` would become pointer arithmetic.
        if i > 0 && matches!(self.t(i - 1), "*" | "&") && !self.is_binary(i - 1) {
            return false;
        }
        const ARITH_REL: &[&str] = &[
            "<", "<=", ">", ">=", "==", "!=", "===", "!==", "+", "-", "*", "/", "//", "%", "**",
        ];
        const EQUALITY: &[&str] = &["==", "!=", "===", "!=="];
        const NULLS: &[&str] = &["nil", "None", "null", "undefined"];
        // `x == nil` compares with nothing numeric.
        let null_compare = (self.prev(i).is_some_and(|p| EQUALITY.contains(&self.t(p)))
            && NULLS.contains(&self.t(i.wrapping_sub(2))))
            || (EQUALITY.contains(&self.next_t(i)) && NULLS.contains(&self.t(i + 2)));
        if null_compare || self.in_non_numeric_call(i) {
            return false;
        }
        let next_is_arith_rel =
            ARITH_REL.contains(&self.next_t(i)) && self.kind(i + 1) == Some(TokenKind::Operator);
        let python_slice = |j: Option<usize>| {
            self.lang == Lang::Python
                && j.is_some_and(|j| self.parent[j].is_some_and(|o| self.t(o) == "["))
        };
        let prev_ok = match self.prev(i) {
            None => false,
            Some(p) => match (self.kind(p), self.t(p)) {
                (Some(TokenKind::Operator), t) => {
                    ARITH_REL.contains(&t) || matches!(t, "=" | "+=" | "-=" | ":=")
                }
                (Some(TokenKind::Punct), "[") => true,
                (Some(TokenKind::Punct), "(" | ",") => self.call_or_index_parent(i),
                (Some(TokenKind::Punct), ":") => python_slice(Some(i)),
                (Some(TokenKind::Punct), ".." | "..=") => true,
                // After `return` the value itself is offset (a return-value mutation); after a
                // condition keyword only an operand of a comparison or arithmetic is.
                (Some(TokenKind::Keyword), "return") => true,
                (Some(TokenKind::Keyword), kw) => {
                    next_is_arith_rel
                        && matches!(
                            kw,
                            "if" | "elif" | "while" | "and" | "or" | "assert" | "not"
                        )
                }
                _ => false,
            },
        };
        let next_ok = match self.next(i) {
            None => true,
            Some(n) => match (self.kind(n), self.t(n)) {
                (Some(TokenKind::Operator), t) => ARITH_REL.contains(&t),
                (Some(TokenKind::Punct), "]" | ")" | "," | ";" | ".." | "..=") => true,
                (Some(TokenKind::Punct), ":") => self.lang == Lang::Python,
                (Some(TokenKind::Punct), "{") => {
                    matches!(self.lang, Lang::Rust | Lang::Go)
                        && !self.t(i).starts_with(|c: char| c.is_ascii_uppercase())
                }
                _ => {
                    self.line(n) > self.line(i)
                        && self.lang != Lang::Rust
                        && self.lang != Lang::Java
                }
            },
        };
        if !prev_ok || !next_ok || self.generic.get(i + 1).copied().unwrap_or(false) {
            return false;
        }
        // Only numbers, as far as we know.
        if self.kind_of(i, cache).is_some_and(|k| !is_numeric_kind(&k)) {
            return false;
        }
        let t = self.toks[i];
        let name = self.t(i);
        for sign in ["+", "-"] {
            let to = format!("({name} {sign} 1)");
            out.push(self.cand(
                t.start,
                t.end,
                to.clone(),
                Operator::OperandOffset,
                format!("replace `{name}` with `{to}`"),
            ));
        }
        true
    }

    /// A length as an operand, off by one: `len(xs)` (Python), `xs.length` (JavaScript),
    /// `xs.len()` (Rust, Go's `len(xs)` too) become `(... - 1)` and `(... + 1)`. The receiver is
    /// a name or a dotted chain of names; anything else is left alone.
    pub(super) fn length_offset(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || self.in_decl(i)
            || self.pattern[i]
            || self.signature[i]
        {
            return;
        }
        let name = self.t(i);
        let ident = |j: usize| self.kind(j) == Some(TokenKind::Ident);
        // The start of `a.b.c` ending at token `k` (an identifier).
        let chain_start = |mut k: usize| -> Option<usize> {
            while k >= 2 && self.is_punct(k - 1, ".") && ident(k - 2) {
                k -= 2;
            }
            (k == 0 || !self.is_punct(k - 1, ".")).then_some(k)
        };
        let span = match (self.lang, name) {
            (Lang::Python | Lang::Go, "len")
                if self.is_punct(i + 1, "(") && !self.is_punct(i.wrapping_sub(1), ".") =>
            {
                self.pair
                    .get(i + 1)
                    .copied()
                    .flatten()
                    .map(|close| (i, close))
            }
            (Lang::JavaScript, "length") if i >= 2 && self.is_punct(i - 1, ".") && ident(i - 2) => {
                chain_start(i - 2).map(|s| (s, i))
            }
            (Lang::Rust, "len")
                if i >= 2
                    && self.is_punct(i - 1, ".")
                    && ident(i - 2)
                    && self.is_punct(i + 1, "(")
                    && self.is_punct(i + 2, ")") =>
            {
                chain_start(i - 2).map(|s| (s, i + 2))
            }
            _ => None,
        };
        let Some((s, e)) = span else { return };
        // Only where a parenthesized operand is certainly an expression.
        let before = self.prev_t(s);
        if matches!(
            before,
            "." | "&" | "*" | "fn" | "def" | "let" | "const" | "var"
        ) {
            return;
        }
        let (start, end) = (self.toks[s].start, self.toks[e].end);
        let text = &self.src[start..end];
        if text.contains('\n') {
            return;
        }
        for sign in ["-", "+"] {
            let to = format!("({text} {sign} 1)");
            out.push(self.cand(
                start,
                end,
                to.clone(),
                Operator::OperandOffset,
                format!("replace `{text}` with `{to}`"),
            ));
        }
    }

    /// True when token `i` is an argument of a well-known function that takes no number
    /// (`len(xs)`, `print(x)`), where `(x + 1)` would be a type error.
    pub(super) fn in_non_numeric_call(&self, i: usize) -> bool {
        const NON_NUMERIC: &[&str] = &[
            "len",
            "cap",
            "sum",
            "sorted",
            "list",
            "set",
            "tuple",
            "dict",
            "str",
            "repr",
            "print",
            "println",
            "printf",
            "Println",
            "Printf",
            "Sprintf",
            "Errorf",
            "Fatalf",
            "enumerate",
            "zip",
            "reversed",
            "iter",
            "isinstance",
            "type",
            "any",
            "all",
            "map",
            "filter",
            "log",
            "error",
            "warn",
            "info",
            "debug",
            "append",
            "extend",
            "join",
            "format",
            "bool",
            "hash",
            "id",
            "next",
            "keys",
            "values",
            "items",
            "copy",
            "deepcopy",
            "assertEqual",
        ];
        self.parent[i].is_some_and(|o| {
            self.t(o) == "("
                && o > 0
                && self.kind(o - 1) == Some(TokenKind::Ident)
                && NON_NUMERIC.contains(&self.t(o - 1))
        })
    }

    /// True when token `i` sits directly in a call's or index's brackets (not a tuple pattern
    /// after `let`/`for`, not a parameter list).
    pub(super) fn call_or_index_parent(&self, i: usize) -> bool {
        let Some(o) = self.parent[i] else {
            return false;
        };
        if self.decl[o] {
            return false;
        }
        let is_call = self.is_call_paren(o);
        // A parenthesized group with a top-level comma and no callee is a tuple (often a
        // pattern, as in `for i, (x, y) in ...`), not a call.
        let tuple = !is_call
            && self.pair[o].is_some_and(|c| {
                (o + 1..c).any(|j| self.is_punct(j, ",") && self.parent[j] == Some(o))
            });
        match self.t(o) {
            "[" => true,
            "(" if tuple => false,
            "(" => match self.prev(o) {
                None => true,
                Some(p) => match self.kind(p) {
                    Some(TokenKind::Keyword) => {
                        let kw = self.t(p);
                        let binds = matches!(
                            kw,
                            "let" | "var" | "const" | "fn" | "def" | "func" | "function" | "catch"
                        );
                        let for_pattern =
                            kw == "for" && matches!(self.lang, Lang::Python | Lang::Rust);
                        !binds && !for_pattern
                    }
                    _ => true,
                },
            },
            _ => false,
        }
    }
}
