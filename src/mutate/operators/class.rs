//! What kind of edit a mutant is (`EditClass`), for the search and the planner: whether its
//! outcome is evidence about its line at all (a mutant of an import, an export or a module line
//! only tests the harness), and whether, as a fix, it is suspect of overfitting the tests (a
//! changed literal or constant, a degenerate edit, a deleted statement).
//!
//! The class comes from the operator and from the statement the mutant sits in: every mutant of
//! an import, export, `mod`/`use` or `__all__` statement, and the deletion of a statement that
//! runs when the module loads, is `Harness`; every mutant of a constant's declaration
//! (`const X = 5000`, `FREE_SHIPPING_FROM = ...`, a module-level table, a binding to a literal) is
//! `Declaration`.

use super::structure::Analysis;
use super::Operator;
use crate::mutate::lexer::{Lang, TokenKind};
use serde::{Deserialize, Serialize};

/// The kind of edit a mutant makes.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum EditClass {
    /// An operator, a called function or a variable replaced by a close alternative.
    #[default]
    Operator,
    /// An off-by-one: an operand, length, range or slice bound moved by one, or an offset removed.
    Boundary,
    /// A call added around an expression (`abs(x)`, `s.lower()`).
    AddedCall,
    /// A guard added before a statement (`if not xs: return 0`).
    AddedGuard,
    /// Two arguments or elements trade places.
    ArgumentSwap,
    /// A literal changed (`5` to `4`, `true` to `false`), or a factor removed.
    Literal,
    /// Any edit of a constant's or a table's declaration.
    Declaration,
    /// An edit that removes a check or a way out (deleting a `return`, `raise`, `break` or an
    /// assertion).
    Degenerate,
    /// A statement deleted.
    Deletion,
    /// An edit of the module's wiring (imports, exports, `mod`/`use` lines, `__all__`), or the
    /// deletion of a statement that runs when the module loads: it tests the harness, not the
    /// line's logic.
    Harness,
}

impl EditClass {
    /// False when the mutant's outcome says nothing about its line (`Harness`).
    pub fn is_evidence(self) -> bool {
        self != EditClass::Harness
    }

    /// True when a fix of this class is suspect of fitting the tests rather than the bug: it
    /// ranks below operator and boundary fixes, and raises a plan's risk.
    pub fn is_suspect_fix(self) -> bool {
        matches!(
            self,
            EditClass::Literal
                | EditClass::Declaration
                | EditClass::Degenerate
                | EditClass::Deletion
        )
    }

    /// The snake_case name (as serialized).
    pub fn name(self) -> &'static str {
        match self {
            EditClass::Operator => "operator",
            EditClass::Boundary => "boundary",
            EditClass::AddedCall => "added_call",
            EditClass::AddedGuard => "added_guard",
            EditClass::ArgumentSwap => "argument_swap",
            EditClass::Literal => "literal",
            EditClass::Declaration => "declaration",
            EditClass::Degenerate => "degenerate",
            EditClass::Deletion => "deletion",
            EditClass::Harness => "harness",
        }
    }
}

impl std::fmt::Display for EditClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Operator {
    /// The class of this operator's mutants before the statement they sit in is considered.
    pub fn class(self) -> EditClass {
        match self {
            Operator::Constant | Operator::BooleanLiteral | Operator::StringReplace => {
                EditClass::Literal
            }
            Operator::OperandOffset | Operator::BoundOffset => EditClass::Boundary,
            Operator::AddCall => EditClass::AddedCall,
            Operator::AddGuard | Operator::AddReturn | Operator::AddJump => EditClass::AddedGuard,
            Operator::SwapArguments | Operator::SwapElements => EditClass::ArgumentSwap,
            Operator::StatementDeletion => EditClass::Deletion,
            Operator::Relational
            | Operator::Logical
            | Operator::Arithmetic
            | Operator::NegateCondition
            | Operator::RemoveNegation
            | Operator::Membership
            | Operator::CallSwap
            | Operator::CompoundAssign
            | Operator::Bitwise
            | Operator::IdentifierReplace
            | Operator::ExceptBroaden => EditClass::Operator,
        }
    }
}

/// What a statement is, as far as classes go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LineRole {
    /// Computing code inside a function.
    Code,
    /// Runs when the module loads (module level, outside any function), and is neither wiring
    /// nor a declaration: deleting it is `Harness`.
    TopLevel,
    /// A constant's or a table's declaration.
    Declaration,
    /// Imports, exports, `mod`/`use`, `__all__`, `if __name__ == "__main__"`.
    Harness,
}

impl<'s> Analysis<'s> {
    /// The final class of a mutant of `op` on `line`, given the class its operator chose.
    pub(super) fn classify(&self, role: LineRole, op: Operator, chosen: EditClass) -> EditClass {
        match role {
            LineRole::Harness => EditClass::Harness,
            LineRole::Declaration => EditClass::Declaration,
            LineRole::TopLevel if op == Operator::StatementDeletion => EditClass::Harness,
            _ => chosen,
        }
    }

    /// The head of the statement holding byte `offset` (the token starting there, or the next
    /// one), the key of `statement_role`.
    pub(super) fn statement_at(&self, offset: usize) -> Option<usize> {
        let i = self.toks.partition_point(|t| t.start < offset);
        (i < self.toks.len()).then(|| self.statement_head(i))
    }

    /// The role of the statement that starts at `head`.
    pub(super) fn statement_role(&self, head: usize) -> LineRole {
        let end = self.statement_end(head);
        if self.is_harness_statement(head, end) {
            return LineRole::Harness;
        }
        if self.is_declaration_statement(head, end) {
            return LineRole::Declaration;
        }
        let top_level = match self.lang {
            Lang::Python => !self.in_python_def(head),
            _ => self.parent[head].is_none(),
        };
        if top_level {
            LineRole::TopLevel
        } else {
            LineRole::Code
        }
    }

    /// The functions whose body is one line, by that line's text (trimmed): `def __lt__(self,
    /// o):` / `return self.compare(o) < 0`. A mutant that turns such a line into the body of
    /// another one makes two differently named functions the same (`__gt__` a copy of
    /// `__lt__`): a degenerate fix, whatever the tests say (see `twin_of`).
    pub(super) fn one_line_bodies(&self) -> std::collections::HashMap<&'s str, Vec<u32>> {
        let lines: Vec<&str> = self.src.lines().collect();
        let indent = |l: &str| l.len() - l.trim_start().len();
        let mut out: std::collections::HashMap<&str, Vec<u32>> = Default::default();
        for (i, &l) in lines.iter().enumerate() {
            let t = l.trim();
            if t.is_empty() || t.starts_with(['#', '/']) {
                continue;
            }
            let prev = lines[..i].iter().rev().find(|p| !p.trim().is_empty());
            let next = lines[i + 1..].iter().find(|n| !n.trim().is_empty());
            let one = match (self.lang, prev) {
                (Lang::Python, Some(p)) => {
                    let h = p.trim();
                    (h.starts_with("def ") || h.starts_with("async def "))
                        && h.ends_with(':')
                        && indent(p) < indent(l)
                        && next.map_or(true, |n| indent(n) < indent(l))
                }
                (_, Some(p)) => {
                    let h = p.trim();
                    let word = h.split(|c: char| !c.is_alphanumeric()).next().unwrap_or("");
                    let control = matches!(
                        word,
                        "if" | "else"
                            | "while"
                            | "for"
                            | "match"
                            | "switch"
                            | "loop"
                            | "do"
                            | "try"
                            | "catch"
                            | "finally"
                            | ""
                    );
                    h.ends_with('{')
                        && h.contains('(')
                        && !control
                        && next.is_some_and(|n| n.trim().starts_with('}'))
                }
                _ => false,
            };
            if one {
                out.entry(t).or_default().push(i as u32 + 1);
            }
        }
        out
    }

    /// True when token `i` is inside the body of a Python function.
    fn in_python_def(&self, i: usize) -> bool {
        self.py_defs.iter().any(|&(d, end)| d < i && i < end)
    }

    /// The first token of the statement that token `i` belongs to: back along its line to a
    /// `;` or a block brace, and up through expression brackets, Python `\` continuations and
    /// lines that continue an expression (`.map(...)`, a leading binary operator).
    pub(super) fn statement_head(&self, i: usize) -> usize {
        let mut k = i;
        for _ in 0..256 {
            let level = self.parent[k];
            let mut f = k;
            let mut climb = None;
            while let Some(p) = f.checked_sub(1) {
                if self.end_line(p) < self.line(f) {
                    break;
                }
                if Some(p) == level {
                    climb = (!self.is_block_brace(p)).then_some(p);
                    break;
                }
                if self.parent[p] != level && !self.is_close(p) {
                    break;
                }
                if self.is_close(p) {
                    match self.pair[p] {
                        Some(o) if !self.is_block_brace(o) => {
                            f = o;
                            continue;
                        }
                        _ => break,
                    }
                }
                if self.is_punct(p, ";") || (self.lang == Lang::Python && self.header_colon(p)) {
                    break;
                }
                f = p;
            }
            if let Some(o) = climb {
                k = o;
                continue;
            }
            if !self.first_on_line(f) {
                return f;
            }
            if let Some(o) = level.filter(|&o| !self.is_block_brace(o)) {
                k = o;
                continue;
            }
            let continues = f > 0
                && (self.is_punct(f - 1, "\\")
                    || (self.lang != Lang::Python
                        && (matches!(self.t(f), "." | "?.")
                            || (self.kind(f) == Some(TokenKind::Operator)
                                && self.is_binary(f)
                                && !matches!(self.t(f), "++" | "--")))));
            if continues {
                k = f - 1;
                continue;
            }
            return f;
        }
        k
    }

    /// True for the `:` that ends a Python compound statement's header on its line
    /// (`if x: return y`).
    fn header_colon(&self, c: usize) -> bool {
        const COMPOUND: &[&str] = &[
            "if", "elif", "else", "while", "for", "with", "try", "except", "finally", "def",
            "class",
        ];
        if !self.is_punct(c, ":") || self.parent[c].is_some() {
            return false;
        }
        let Some(first) = self.first_token_on_line(self.line(c)) else {
            return false;
        };
        self.kind(first) == Some(TokenKind::Keyword) && COMPOUND.contains(&self.t(first))
    }

    /// The last token of the statement that starts at `head`: its `;`, the `{` of the block it
    /// opens, or the end of its logical line.
    pub(super) fn statement_end(&self, head: usize) -> usize {
        let n = self.toks.len();
        let level = self.parent[head];
        let mut j = head;
        for _ in 0..4096 {
            if self.is_open(j) && !self.is_block_brace(j) {
                if let Some(c) = self.pair[j] {
                    j = c;
                }
            }
            if self.is_punct(j, ";")
                || (self.is_punct(j, "{") && self.is_block_brace(j))
                || (j > head && self.lang == Lang::Python && self.header_colon(j))
            {
                return j;
            }
            let next = j + 1;
            if next >= n
                || (self.parent[next] != level && !self.is_open(j))
                || (self.line(next) > self.end_line(j)
                    && !self.is_punct(j, "\\")
                    && !matches!(self.t(next), "." | "?."))
            {
                return j;
            }
            j = next;
        }
        j
    }

    /// True for a `{` that opens a block (a body), not an object, dict, set or struct literal.
    pub(super) fn is_block_brace(&self, o: usize) -> bool {
        if self.t(o) != "{" {
            return false;
        }
        if self.lang == Lang::Python {
            return false;
        }
        let Some(p) = o.checked_sub(1) else {
            return true;
        };
        match self.kind(p) {
            // `= {`, `+ {` hold a value; `i++ {` and Rust closures `|x| {` open a block.
            Some(TokenKind::Operator) => {
                matches!(self.t(p), "++" | "--" | "=>") || self.closure_pipe[p]
            }
            Some(TokenKind::Punct) => !matches!(self.t(p), "(" | "[" | "," | ":" | "?"),
            Some(TokenKind::Keyword) => !matches!(
                self.t(p),
                "return" | "yield" | "await" | "in" | "of" | "case"
            ),
            _ => true,
        }
    }

    /// Imports, exports, module lines: `import`, `from ... import`, `__all__ = ...`,
    /// `if __name__ == "__main__":`, `module.exports = ...`, `exports.x = ...`, `export {...}`,
    /// `require(...)`, Rust `use`/`mod`/`extern crate`, Go and Java `package`.
    fn is_harness_statement(&self, head: usize, end: usize) -> bool {
        let mut h = head;
        // Visibility does not change what the statement is.
        if self.lang == Lang::Rust && self.is_kw(h, "pub") {
            h += 1;
            if self.is_punct(h, "(") {
                h = self.pair[h].map_or(h, |c| c + 1);
            }
        }
        let first = self.t(h);
        match self.lang {
            Lang::Python => {
                matches!(first, "import" | "from" | "__all__")
                    || (first == "if" && self.t(h + 1) == "__name__")
            }
            Lang::Rust => matches!(first, "use" | "mod" | "extern"),
            Lang::Go | Lang::Java => matches!(first, "import" | "package"),
            Lang::JavaScript => {
                let export = first == "export"
                    && !matches!(
                        self.t(h + 1),
                        "const" | "let" | "var" | "function" | "class" | "async"
                    );
                let module =
                    (first == "module" && self.t(h + 1) == "." && self.t(h + 2) == "exports")
                        || (first == "exports" && matches!(self.t(h + 1), "." | "=" | "["));
                let require = (h..=end.min(self.toks.len().saturating_sub(1)))
                    .any(|j| self.t(j) == "require" && self.is_punct(j + 1, "("));
                export || module || require || first == "import"
            }
        }
    }

    /// A constant's or a table's declaration: `const`/`static`/`final`, a binding of an
    /// UPPER_CASE name, a module- or class-level assignment in Python or a top-level `const`/`let`
    /// in JavaScript, or a binding whose value is made of literals only (`let limit = 5000`).
    fn is_declaration_statement(&self, head: usize, end: usize) -> bool {
        let mut h = head;
        while matches!(
            self.t(h),
            "pub" | "export" | "static" | "final" | "private" | "public" | "protected" | "readonly"
        ) && self.kind(h) == Some(TokenKind::Keyword)
        {
            if matches!(self.t(h), "static" | "final") {
                return true;
            }
            h += 1;
            if self.is_punct(h, "(") {
                h = self.pair[h].map_or(h, |c| c + 1);
            }
        }
        if h > end {
            return false;
        }
        let first = self.t(h);
        // A loop's own variables are not constants.
        if matches!(first, "for" | "while") {
            return false;
        }
        if matches!(first, "const" | "static") && matches!(self.lang, Lang::Rust | Lang::Go) {
            return true;
        }
        // The binding: the first `=` or `:=` at the statement's own level.
        let Some(eq) = (h..=end).find(|&j| {
            self.parent[j] == self.parent[h]
                && self.kind(j) == Some(TokenKind::Operator)
                && matches!(self.t(j), "=" | ":=")
        }) else {
            return false;
        };
        // A name being bound, not an element or an attribute store.
        let targets: Vec<usize> = (h..eq)
            .filter(|&j| self.kind(j) == Some(TokenKind::Ident) && self.parent[j] == self.parent[h])
            .collect();
        let upper = targets.iter().any(|&j| {
            let t = self.t(j);
            t.len() > 1
                && t.chars().any(|c| c.is_ascii_uppercase())
                && !t.chars().any(|c| c.is_ascii_lowercase())
                && !self.is_punct(j.wrapping_sub(1), ".")
        });
        if upper {
            return true;
        }
        let module_level = match self.lang {
            Lang::Python => !self.in_python_def(h) && !targets.is_empty(),
            Lang::JavaScript | Lang::Go => {
                self.parent[h].is_none() && matches!(first, "const" | "let" | "var")
            }
            _ => false,
        };
        if module_level {
            return true;
        }
        // A binding whose value is made of literals only.
        let rhs = eq + 1..=end;
        !rhs.is_empty()
            && rhs.clone().all(|j| match self.kind(j) {
                Some(TokenKind::Number | TokenKind::Str | TokenKind::Char) => true,
                Some(TokenKind::Keyword) => matches!(
                    self.t(j),
                    "True" | "False" | "None" | "true" | "false" | "null" | "undefined" | "nil"
                ),
                Some(TokenKind::Operator) => matches!(self.t(j), "-" | "+" | "*" | "/"),
                Some(TokenKind::Punct) => matches!(self.t(j), "(" | ")" | "[" | "]" | "," | ";"),
                _ => false,
            })
            && rhs.clone().any(|j| self.literal_kind(j).is_some())
    }
}
