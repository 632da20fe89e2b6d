//! One-line slips of algorithm code that no token swap reaches, each a shape the fixes of real
//! one-line bugs take (classic benchmark programs, recursive helpers, running totals):
//!
//! - a `while True:` loop that pops from a collection tests the collection (`while queue:`);
//! - a recursive call that should not wrap its argument (`yield flatten(x)` -> `yield x`);
//! - the two arguments of a two-argument call swapped even when one is an expression
//!   (`gcd(a % b, b)` -> `gcd(b, a % b)`);
//! - a base case returning `[]` where the caller needs `[[]]` or `[n]`;
//! - `return True` after a loop that counts up and down returns `counter == 0`;
//! - a loop over a list whose head the function already took (`arr[:k]`) skips it (`arr[k:]`);
//! - a running value kept with `max`/`min` (`best = max(best, e)`, `here = max(0, here + x)`);
//! - a recursive call slicing one sequence argument slices its sibling too (`lcs(a[1:], b[1:])`);
//! - a length base case of `== 0` that must be `<= 1`;
//! - text built in the wrong order (`r = r + c` -> `r = c + r`);
//! - a pair index with its two keys swapped (`d[j, k]` -> `d[k, j]`);
//! - a `None` check on an attribute that first checks its object (`x is None or x.next is None`);
//! - a variable reset to the value another assignment of it in the function uses
//!   (`k = 0` -> `k = fail[k - 1]`, the other reset of a KMP search);
//! - a guard that returns early also when a sequence the function then takes apart is empty
//!   (`if total < 0:` -> `if total < 0 or not coins:` before `first, *rest = coins`);
//! - a term added outside a `min`/`max` that belongs to its last argument, or the other way
//!   round (`min(a, b) + 1` <-> `min(a, b + 1)`).
//!
//! Each fires only on the exact shape it names, so the few mutants it adds stay plausible.

use super::structure::Analysis;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

impl<'s> Analysis<'s> {
    /// The name of the function whose body holds token `i` (`def name`, `fn name`,
    /// `function name`), if any.
    pub(super) fn enclosing_function(&self, i: usize) -> Option<&'s str> {
        let (lo, hi) = self.scope_of(i);
        (lo..hi.min(lo + 6))
            .find(|&k| matches!(self.t(k), "def" | "fn" | "function" | "func"))
            .map(|k| self.t(k + 1))
            .filter(|n| !n.is_empty())
    }

    /// The `(open, close)` brackets of the parameter list of the function around token `i`.
    pub(super) fn parameter_list(&self, i: usize) -> Option<(usize, usize)> {
        let (lo, hi) = self.scope_of(i);
        let open = (lo..hi.min(lo + 8)).find(|&k| self.is_punct(k, "(") && self.params[k])?;
        Some((open, self.pair[open]?))
    }

    /// Python: the tokens `(first, end)` of the indented block after the `:` that ends the
    /// header starting at token `h` (`end` exclusive).
    pub(super) fn py_block(&self, h: usize) -> Option<(usize, usize)> {
        let line = self.line(h);
        let indent = self.indent(h);
        let first = (h + 1..self.toks.len()).find(|&k| self.line(k) > line)?;
        if self.indent(first) <= indent {
            return None;
        }
        let end = (first..self.toks.len())
            .find(|&k| self.first_on_line(k) && self.indent(k) <= indent)
            .unwrap_or(self.toks.len());
        Some((first, end))
    }

    /// Python: the first token of the nearest line before token `below` indented less than
    /// `width` (the header of the block that holds it).
    pub(super) fn py_header(&self, below: usize, width: usize) -> Option<usize> {
        (0..below)
            .rev()
            .find(|&k| self.first_on_line(k) && self.indent(k) < width)
    }

    /// Python: the `for`/`while` header of the loop around token `i`, inside its function.
    pub(super) fn py_enclosing_loop(&self, i: usize) -> Option<usize> {
        let mut h = i;
        loop {
            h = self.py_header(h, self.indent(h))?;
            match self.t(h) {
                "for" | "while" => return Some(h),
                "def" | "class" => return None,
                _ => {}
            }
        }
    }

    /// Every operator of this module that starts at token `i`.
    pub(super) fn algorithm_slips(&self, i: usize, out: &mut Vec<Cand>) {
        self.sibling_assignment(i, out);
        if self.lang != Lang::Python {
            if self.lang == Lang::JavaScript {
                self.prepend_instead(i, out);
                self.extreme_parenthesis(i, out);
            }
            return;
        }
        self.extreme_parenthesis(i, out);
        self.while_true_pops(i, out);
        self.unwrap_recursive_call(i, out);
        self.swap_expression_arguments(i, out);
        self.empty_base_case(i, out);
        self.balanced_return(i, out);
        self.skip_taken_head(i, out);
        self.running_extreme(i, out);
        self.sibling_slice(i, out);
        self.length_base_case(i, out);
        self.prepend_instead(i, out);
        self.accumulate_instead(i, out);
        self.swap_pair_index(i, out);
        self.none_check_object(i, out);
        self.guard_empty(i, out);
    }

    /// `while True:` whose body pops from `queue` -> `while queue:`.
    fn while_true_pops(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "while") || self.t(i + 1) != "True" || !self.is_punct(i + 2, ":") {
            return;
        }
        let Some((first, end)) = self.py_block(i) else {
            return;
        };
        let mut seen = Vec::new();
        for k in first..end {
            // `queue.pop(`, `queue.popleft(`, `heappop(queue`
            let name = if self.is_punct(k + 1, ".")
                && matches!(self.t(k + 2), "pop" | "popleft")
                && self.is_punct(k + 3, "(")
            {
                Some(self.t(k))
            } else if self.t(k) == "heappop" && self.is_punct(k + 1, "(") {
                Some(self.t(k + 2)).filter(|_| self.kind(k + 2) == Some(TokenKind::Ident))
            } else {
                None
            };
            if let Some(n) = name.filter(|n| !seen.contains(n) && *n != "self") {
                seen.push(n);
            }
        }
        let t = self.toks[i + 1];
        for n in seen.into_iter().take(2) {
            out.push(self.cand(
                t.start,
                t.end,
                n.to_string(),
                Operator::IdentifierReplace,
                format!("loop `while {n}` instead of `while True`"),
            ));
        }
    }

    /// `yield flatten(x)` -> `yield x`: a recursive call around a lone name.
    fn unwrap_recursive_call(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || !self.is_punct(i + 1, "(")
            || self.kind(i + 2) != Some(TokenKind::Ident)
            || !self.is_punct(i + 3, ")")
            || matches!(self.prev_t(i), "." | "def")
            || self.enclosing_function(i) != Some(self.t(i))
        {
            return;
        }
        let (name, arg) = (self.t(i), self.t(i + 2));
        out.push(self.cand(
            self.toks[i].start,
            self.toks[i + 3].end,
            arg.to_string(),
            Operator::CallSwap,
            format!("use `{arg}` itself instead of `{name}({arg})`"),
        ));
    }

    /// `gcd(a % b, b)` -> `gcd(b, a % b)`, `urljoin(ref["$ref"], self.base)` ->
    /// `urljoin(self.base, ref["$ref"])`: the two arguments of a two-argument call on one
    /// line, when one is an expression (simple arguments are `reorder`'s): arithmetic, an
    /// attribute, an index, a call. Not a commutative or a keyed call (`max`, `d.get(k, v)`),
    /// not a keyword argument, an unpacking, a lambda or a comprehension.
    fn swap_expression_arguments(&self, o: usize, out: &mut Vec<Cand>) {
        const MAX_TOKENS: usize = 12;
        const ORDERLESS: &[&str] = &[
            "min",
            "max",
            "isinstance",
            "issubclass",
            "hasattr",
            "getattr",
            "setattr",
            "get",
            "setdefault",
            "pop",
            "add",
            "union",
            "intersection",
            "dict",
            "zip",
            "print",
            "format",
            "append",
            "insert",
            "equal",
            "assertEqual",
            "assertNotEqual",
            "assertAlmostEqual",
            "assertIn",
            "assertIs",
            "assertTrue",
            "assertFalse",
            "deepEqual",
            "strictEqual",
            "assert_eq",
            "assert_ne",
            "range",
            "push",
            "set",
        ];
        if !self.is_punct(o, "(")
            || self.decl[o]
            || !self.is_call_paren(o)
            || self.kind(o.wrapping_sub(1)) != Some(TokenKind::Ident)
            || ORDERLESS.contains(&self.t(o - 1))
        {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if items.len() != 2 {
            return;
        }
        let plain = |(f, l): (usize, usize)| {
            l + 1 - f <= MAX_TOKENS
                && (f..=l).all(|k| {
                    matches!(
                        self.kind(k),
                        Some(TokenKind::Ident | TokenKind::Number | TokenKind::Str)
                    ) || self.is_kw(k, "self")
                        || self.is_kw(k, "this")
                        || (self.kind(k) == Some(TokenKind::Punct)
                            && matches!(self.t(k), "." | "[" | "]" | "(" | ")"))
                        || (self.kind(k) == Some(TokenKind::Operator)
                            && matches!(self.t(k), "+" | "-" | "*" | "%" | "//" | "/")
                            && k > f)
                })
                && !self.is_op(l + 1, "=")
                && !self.is_op(f + 1, "=")
        };
        let compound = items.iter().any(|&(f, l)| l > f);
        if compound && items.iter().all(|&r| plain(r)) {
            if let Some(cand) =
                self.swap_ranges(items[0], items[1], Operator::SwapArguments, "arguments")
            {
                out.push(cand);
            }
        }
    }

    /// `return []` in a function that also returns lists built from values: `return [[]]`
    /// (the one empty selection) and `return [p]` for its first parameter.
    fn empty_base_case(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "return") || !self.is_punct(i + 1, "[") || !self.is_punct(i + 2, "]") {
            return;
        }
        let (lo, hi) = self.scope_of(i);
        let Some(name) = self.enclosing_function(i) else {
            return;
        };
        let recursive = (lo + 2..hi).any(|k| self.t(k) == name && self.is_punct(k + 1, "("));
        if !recursive {
            return;
        }
        let (start, end) = (self.toks[i + 1].start, self.toks[i + 2].end);
        out.push(self.cand(
            start,
            end,
            "[[]]".into(),
            Operator::Constant,
            "return `[[]]` instead of `[]`".into(),
        ));
        // The first parameter: `def f(n):` -> `[n]`.
        let first_param = self
            .parameter_list(i)
            .map(|(open, _)| open + 1)
            .filter(|&k| self.kind(k) == Some(TokenKind::Ident) && self.t(k) != "self");
        if let Some(p) = first_param {
            let p = self.t(p);
            out.push(self.cand(
                start,
                end,
                format!("[{p}]"),
                Operator::IdentifierReplace,
                format!("return `[{p}]` instead of `[]`"),
            ));
        }
    }

    /// `return True` in a function that counts something up and down (`depth += 1`,
    /// `depth -= 1`) -> `return depth == 0`.
    fn balanced_return(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "return") || self.t(i + 1) != "True" || self.line(i + 2) == self.line(i) {
            return;
        }
        let (lo, hi) = self.scope_of(i);
        let counters: Vec<&str> = (lo..hi)
            .filter(|&k| {
                self.kind(k) == Some(TokenKind::Ident)
                    && self.is_op(k + 1, "+=")
                    && self.t(k + 2) == "1"
                    && (lo..hi).any(|j| {
                        self.t(j) == self.t(k) && self.is_op(j + 1, "-=") && self.t(j + 2) == "1"
                    })
            })
            .map(|k| self.t(k))
            .collect();
        let t = self.toks[i + 1];
        if let Some(c) = counters.first() {
            out.push(self.cand(
                t.start,
                t.end,
                format!("{c} == 0"),
                Operator::IdentifierReplace,
                format!("return `{c} == 0` instead of `True`"),
            ));
        }
    }

    /// `for x in arr:` where the function took `arr[:k]` before -> `for x in arr[k:]:`.
    fn skip_taken_head(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "for") {
            return;
        }
        let Some(inn) = (i + 1..i + 6).find(|&k| self.is_kw(k, "in")) else {
            return;
        };
        let seq = inn + 1;
        if self.kind(seq) != Some(TokenKind::Ident) || !self.is_punct(seq + 1, ":") {
            return;
        }
        let name = self.t(seq);
        let (lo, hi) = self.scope_of(i);
        // `name[:k]`
        let head = (lo..hi).find(|&k| {
            self.t(k) == name
                && self.is_punct(k + 1, "[")
                && self.is_punct(k + 2, ":")
                && matches!(self.kind(k + 3), Some(TokenKind::Ident | TokenKind::Number))
                && self.is_punct(k + 4, "]")
        });
        if let Some(k) = head {
            let bound = self.t(k + 3);
            let t = self.toks[seq];
            out.push(self.cand(
                t.start,
                t.end,
                format!("{name}[{bound}:]"),
                Operator::BoundOffset,
                format!("loop over `{name}[{bound}:]`, past the `{name}[:{bound}]` taken before"),
            ));
        }
    }

    /// `best = e` -> `best = max(best, e)` / `min(best, e)` for a name the loop keeps; and
    /// `here = here + x` -> `here = max(0, here + x)` for a running sum.
    fn running_extreme(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || !self.first_on_line(i)
            || !self.is_op(i + 1, "=")
            || self.indent(i) == 0
        {
            return;
        }
        let line = self.line(i);
        let last = (i + 2..self.toks.len())
            .take_while(|&k| self.line(k) == line)
            .last();
        let Some(last) = last else { return };
        if self.pair[last].is_some_and(|o| o < i) || self.t(last) == ":" {
            return;
        }
        let name = self.t(i);
        let rhs = self.range_text(i + 2, last);
        let (lo, hi) = self.scope_of(i);
        // Only for a name read elsewhere in the function (a kept value), inside a loop.
        let read_elsewhere = (lo..hi).any(|k| {
            k != i && self.t(k) == name && self.line(k) != line && !self.is_op(k + 1, "=")
        });
        // The innermost loop around the line, and the name set before it (a kept value, not a
        // temporary of each iteration such as `mid`).
        let the_loop = (lo..i).rev().find(|&k| {
            matches!(self.t(k), "for" | "while")
                && self.kind(k) == Some(TokenKind::Keyword)
                && self.first_on_line(k)
                && self.indent(k) < self.indent(i)
        });
        let Some(the_loop) = the_loop else { return };
        let kept = (lo..the_loop).any(|k| {
            self.t(k) == name
                && self.first_on_line(k)
                && self.is_op(k + 1, "=")
                && self.indent(k) <= self.indent(the_loop)
        });
        if !read_elsewhere || !kept || rhs.contains('\n') || rhs.starts_with("max(") {
            return;
        }
        let arithmetic = (i + 2..=last).any(|k| self.is_op(k, "+") || self.is_op(k, "-"));
        let (start, end) = (self.toks[i + 2].start, self.toks[last].end);
        let self_referencing = (i + 2..=last).any(|k| self.t(k) == name);
        let mut push = |text: String, what: &str| {
            out.push(self.cand(
                start,
                end,
                text,
                Operator::AddCall,
                format!("keep the {what}: `{name} = ...`"),
            ));
        };
        if self_referencing && arithmetic {
            push(format!("max(0, {rhs})"), "running sum at 0 or above");
        } else if !self_referencing && arithmetic {
            push(format!("max({name}, {rhs})"), "largest value");
            push(format!("min({name}, {rhs})"), "smallest value");
        }
    }

    /// `lcs(a[1:], b)` -> `lcs(a[1:], b[1:])`: a recursive call that slices one sequence
    /// argument and passes its sibling whole.
    fn sibling_slice(&self, o: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(o, "(") || self.decl[o] || o == 0 {
            return;
        }
        if self.enclosing_function(o) != Some(self.t(o - 1)) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        // `x[1:]` items and their slice text.
        let sliced: Vec<&str> = items
            .iter()
            .filter(|&&(f, l)| {
                l == f + 4
                    && self.kind(f) == Some(TokenKind::Ident)
                    && self.is_punct(f + 1, "[")
                    && self.is_punct(l, "]")
            })
            .map(|&(f, l)| self.range_text(f + 1, l))
            .collect();
        let Some(slice) = sliced.first() else { return };
        for &(f, l) in &items {
            if f == l && self.kind(f) == Some(TokenKind::Ident) {
                let name = self.t(f);
                let t = self.toks[f];
                out.push(self.cand(
                    t.start,
                    t.end,
                    format!("{name}{slice}"),
                    Operator::BoundOffset,
                    format!("pass `{name}{slice}` like its sibling argument"),
                ));
            }
        }
    }

    /// `if len(arr) == 0:` -> `if len(arr) <= 1:` (a split in two needs two items).
    fn length_base_case(&self, i: usize, out: &mut Vec<Cand>) {
        if self.t(i) != "len"
            || !self.is_punct(i + 1, "(")
            || self.kind(i + 2) != Some(TokenKind::Ident)
            || !self.is_punct(i + 3, ")")
            || !self.is_op(i + 4, "==")
            || self.t(i + 5) != "0"
            || !matches!(self.prev_t(i), "if" | "elif")
        {
            return;
        }
        out.push(self.cand(
            self.toks[i + 4].start,
            self.toks[i + 5].end,
            "<= 1".into(),
            Operator::Relational,
            "change `== 0` to `<= 1`".into(),
        ));
    }

    /// `r = r + c` -> `r = c + r` (and `r += c` -> `r = c + r`): text or a list built at the
    /// wrong end (a class name's suffixes gathered walking up a token type's parents, JavaScript
    /// and Python).
    fn prepend_instead(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident) || !self.first_on_line(i) {
            return;
        }
        let name = self.t(i);
        let line = self.line(i);
        let last = (i + 1..self.toks.len())
            .take_while(|&k| self.line(k) == line && !self.is_punct(k, ";"))
            .last();
        let Some(last) = last else { return };
        let (lhs_end, add_from) =
            if self.is_op(i + 1, "=") && self.t(i + 2) == name && self.is_op(i + 3, "+") {
                (i, i + 4)
            } else if self.is_op(i + 1, "+=") {
                (i, i + 2)
            } else {
                return;
            };
        if add_from > last
            || (add_from..=last)
                .any(|k| (self.is_op(k, "+") || self.is_op(k, "-")) && self.is_binary(k))
        {
            return;
        }
        // Only for text or a list (a sum does not care about order): the function starts the
        // name empty (`r = ''`, `let r = [];`).
        let (lo, hi) = self.scope_of(i);
        let empty_start = (lo..hi).any(|k| {
            self.t(k) == name
                && self.is_op(k + 1, "=")
                && (matches!(self.t(k + 2), "''" | "\"\"" | "``")
                    || (self.is_punct(k + 2, "[") && self.is_punct(k + 3, "]")))
        });
        if !empty_start || (add_from..=last).any(|k| matches!(self.t(k), "?" | ":" | "if")) {
            return;
        }
        let added = self.range_text(add_from, last);
        let start = self.toks[lhs_end + 1].start;
        let end = self.toks[last].end;
        out.push(self.cand(
            start,
            end,
            format!("= {added} + {name}"),
            Operator::SwapArguments,
            format!("put `{added}` before `{name}`: `{name} = {added} + {name}`"),
        ));
    }

    /// `total = x` -> `total += x` inside a loop, when the function starts `total` at zero or
    /// empty before the loop (`0`, `0.0`, `''`, `[]`), and `d[k] = x` -> `d[k] += x` when it
    /// starts `d` as a counting table (`defaultdict(float)`, `Counter()`): a sum or a table of
    /// sums that keeps only the last term (uncertainties' derivatives of a correlated sum).
    /// Not when the value already reads the target (`total = total + x`).
    fn accumulate_instead(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident) || !self.first_on_line(i) {
            return;
        }
        let name = self.t(i);
        // `name =` or `name[...] =` with a one-token index.
        let (eq, table) = if self.is_op(i + 1, "=") {
            (i + 1, false)
        } else if self.is_punct(i + 1, "[")
            && self.kind(i + 2) == Some(TokenKind::Ident)
            && self.is_punct(i + 3, "]")
            && self.is_op(i + 4, "=")
        {
            (i + 4, true)
        } else {
            return;
        };
        let line = self.line(i);
        let last = (eq + 1..self.toks.len())
            .take_while(|&k| self.line(k) == line)
            .last();
        let Some(last) = last else { return };
        if (eq + 1..=last).any(|k| self.t(k) == name) {
            return;
        }
        // The loop around the statement, inside the same function.
        let Some(looped) = self.py_enclosing_loop(i) else {
            return;
        };
        // The start before the loop, in the same function.
        let (lo, _) = self.scope_of(i);
        let started = (lo..looped).any(|k| {
            if !(self.first_on_line(k) && self.t(k) == name && self.is_op(k + 1, "=")) {
                return false;
            }
            let v = k + 2;
            if table {
                (matches!(self.t(v), "defaultdict" | "Counter")
                    || (self.t(v) == "collections"
                        && self.is_punct(v + 1, ".")
                        && matches!(self.t(v + 2), "defaultdict" | "Counter")))
                    && (v..v + 6).any(|j| matches!(self.t(j), "int" | "float" | ")"))
            } else {
                let next_line = self.line(v + 1) > self.line(v) || v + 1 >= self.toks.len();
                (matches!(self.t(v), "0" | "0.0" | "''" | "\"\"") && next_line)
                    || (self.is_punct(v, "[")
                        && self.is_punct(v + 1, "]")
                        && (v + 2 >= self.toks.len() || self.line(v + 2) > self.line(v)))
            }
        });
        if !started {
            return;
        }
        out.push(self.cand(
            self.toks[eq].start,
            self.toks[eq].end,
            "+=".into(),
            Operator::CompoundAssign,
            format!(
                "add to `{}` instead of replacing it: `=` -> `+=`",
                self.range_text(i, eq - 1)
            ),
        ));
    }

    /// `d[j, k]` -> `d[k, j]`: a pair key with its two names swapped, when the same line reads
    /// the table with other pairs.
    fn swap_pair_index(&self, o: usize, out: &mut Vec<Cand>) {
        if !self.is_punct(o, "[") || o == 0 || self.kind(o - 1) != Some(TokenKind::Ident) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if items.len() != 2
            || items
                .iter()
                .any(|&(f, l)| f != l || self.kind(f) != Some(TokenKind::Ident))
        {
            return;
        }
        let table = self.t(o - 1);
        let others = (0..self.toks.len())
            .filter(|&k| {
                k != o - 1
                    && self.t(k) == table
                    && self.is_punct(k + 1, "[")
                    && self.line(k) == self.line(o)
            })
            .count();
        if others == 0 {
            return;
        }
        if let Some(cand) = self.swap_ranges(items[0], items[1], Operator::SwapElements, "keys") {
            out.push(cand);
        }
    }

    /// `min(a, b) + 1` -> `min(a, b + 1)` and `min(a, b + 1)` -> `min(a, b) + 1` (also `max`,
    /// `Math.min`/`Math.max`, `-` as well as `+`, a number or a name as the term).
    fn extreme_parenthesis(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.t(i), "min" | "max") || !self.is_punct(i + 1, "(") {
            return;
        }
        if self.lang == Lang::JavaScript
            && !(self.prev_t(i) == "." && self.t(i.wrapping_sub(2)) == "Math")
        {
            return;
        }
        if self.lang == Lang::Python && self.prev_t(i) == "." {
            return;
        }
        let Some(close) = self.pair[i + 1] else {
            return;
        };
        let Some(items) = self.items(i + 1) else {
            return;
        };
        if items.len() < 2 || self.line(close) != self.line(i) {
            return;
        }
        let simple = |k: usize| matches!(self.kind(k), Some(TokenKind::Number | TokenKind::Ident));
        let term_ends =
            |k: usize| !matches!(self.t(k), "*" | "/" | "//" | "%" | "**" | "." | "(" | "[");
        // `min(a, b) + 1` -> `min(a, b + 1)`
        if matches!(self.t(close + 1), "+" | "-") && simple(close + 2) && term_ends(close + 3) {
            let term = self.range_text(close + 1, close + 2);
            let last = items[items.len() - 1];
            let inner = self.range_text(i, last.1);
            let after = self.range_text(close, close);
            out.push(self.cand(
                self.toks[i].start,
                self.toks[close + 2].end,
                format!("{inner} {term}{after}"),
                Operator::BoundOffset,
                format!("move `{term}` into the last argument of `{}`", self.t(i)),
            ));
        }
        // `min(a, b + 1)` -> `min(a, b) + 1`
        let (f, l) = items[items.len() - 1];
        if l >= f + 2
            && matches!(self.t(l - 1), "+" | "-")
            && simple(l)
            && self.parent[l - 1] == Some(i + 1)
        {
            let term = self.range_text(l - 1, l);
            let kept = self.range_text(i, l - 2);
            out.push(self.cand(
                self.toks[i].start,
                self.toks[close].end,
                format!("{kept}) {term}"),
                Operator::BoundOffset,
                format!("move `{term}` out of `{}`", self.t(i)),
            ));
        }
    }

    /// `k = 0` -> `k = fail[k - 1]`: the value of another assignment of the same variable in
    /// the function (a reset copied from the wrong place), closest first, two at most. Plain
    /// reassignments on one line only (not `let`/`const` declarations).
    fn sibling_assignment(&self, i: usize, out: &mut Vec<Cand>) {
        let rhs = |k: usize| -> Option<(usize, usize)> {
            if self.kind(k) != Some(TokenKind::Ident)
                || !self.first_on_line(k)
                || !self.is_op(k + 1, "=")
                || self.line(k + 2) != self.line(k)
            {
                return None;
            }
            let last = (k + 2..self.toks.len())
                .take_while(|&j| self.line(j) == self.line(k))
                .last()?;
            let last = if self.is_punct(last, ";") {
                last - 1
            } else {
                last
            };
            (last >= k + 2 && self.pair[last].map_or(true, |o| o >= k + 2)).then_some((k + 2, last))
        };
        let Some((s, e)) = rhs(i) else { return };
        let name = self.t(i);
        let text = self.range_text(s, e);
        let (lo, hi) = self.scope_of(i);
        let mut others: Vec<(u32, &str)> = Vec::new();
        for k in lo..hi {
            if k == i || self.t(k) != name {
                continue;
            }
            if let Some((s2, e2)) = rhs(k) {
                let other = self.range_text(s2, e2);
                if other != text && !other.contains('\n') && !others.iter().any(|o| o.1 == other) {
                    others.push((self.line(k).abs_diff(self.line(i)), other));
                }
            }
        }
        others.sort();
        for (_, other) in others.into_iter().take(2) {
            out.push(self.cand(
                self.toks[s].start,
                self.toks[e].end,
                other.to_string(),
                Operator::IdentifierReplace,
                format!("set `{name}` to `{other}` (as another assignment of it does)"),
            ));
        }
    }

    /// `if total < 0:` (its body a `return` or `raise`) -> `if total < 0 or not coins:` when
    /// the function then indexes, unpacks or pops a parameter (`first, *rest = coins`).
    fn guard_empty(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.is_kw(i, "if") || !self.first_on_line(i) {
            return;
        }
        let line = self.line(i);
        let Some(colon) = (i + 1..self.toks.len())
            .take_while(|&k| self.line(k) == line)
            .last()
            .filter(|&k| self.is_punct(k, ":"))
        else {
            return;
        };
        if !matches!(self.t(colon + 1), "return" | "raise") || self.line(colon + 1) == line {
            return;
        }
        let (_, hi) = self.scope_of(i);
        let Some((open, close)) = self.parameter_list(i) else {
            return;
        };
        let cond = self.range_text(i + 1, colon - 1);
        let mut seen = Vec::new();
        for p in open + 1..close {
            if self.kind(p) != Some(TokenKind::Ident)
                || self.parent[p] != Some(open)
                || matches!(self.t(p), "self" | "cls")
                || self.is_punct(p - 1, "=")
            {
                continue;
            }
            let name = self.t(p);
            if cond
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == name)
            {
                continue;
            }
            // Taken apart after the guard: `name[`, `= name` ending an unpacking, `name.pop(`.
            let taken = (colon + 1..hi).any(|k| {
                self.t(k) == name
                    && !matches!(self.prev_t(k), "." | "len" | "not")
                    && ((self.is_punct(k + 1, "[")
                        && !self.is_op(self.pair[k + 1].map_or(k, |c| c + 1), "="))
                        || (self.is_punct(k + 1, ".")
                            && matches!(self.t(k + 2), "pop" | "popleft"))
                        || (self.is_op(k - 1, "=")
                            && self.line(k + 1) != self.line(k)
                            && (self.first_token_on_line(self.line(k)).unwrap_or(k)..k)
                                .any(|j| self.is_punct(j, ",") || self.is_op(j, "*"))))
            });
            if taken && !seen.contains(&name) {
                seen.push(name);
            }
        }
        let t = self.toks[colon - 1];
        for name in seen.into_iter().take(2) {
            out.push(self.cand(
                t.start,
                t.end,
                format!("{} or not {name}", self.t(colon - 1)),
                Operator::AddGuard,
                format!("also stop when `{name}` is empty: `if {cond} or not {name}:`"),
            ));
        }
    }

    /// `if x.next is None:` -> `if x is None or x.next is None:`.
    fn none_check_object(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.t(i), "if" | "elif" | "while")
            || self.kind(i + 1) != Some(TokenKind::Ident)
            || !self.is_punct(i + 2, ".")
            || self.kind(i + 3) != Some(TokenKind::Ident)
            || !self.is_kw(i + 4, "is")
            || self.t(i + 5) != "None"
            || self.t(i + 1) == "self"
        {
            return;
        }
        let x = self.t(i + 1);
        let t = self.toks[i + 1];
        out.push(self.cand(
            t.start,
            t.end,
            format!("{x} is None or {x}"),
            Operator::AddGuard,
            format!("check `{x} is None` first"),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::has;
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_sum_that_keeps_only_its_last_term_adds_instead() {
        let py = "import collections\n\ndef expand(combo):\n    derivatives = collections.defaultdict(float)\n    for (main, expr) in combo:\n        for (var, factor) in expr.items():\n            derivatives[var] = main * factor\n    return derivatives\n";
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::CompoundAssign,
            "derivatives[var] += main * factor"
        ));
        let py = "def total(items):\n    total = 0\n    for it in items:\n        total = it.price * it.qty\n    return total\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::CompoundAssign,
            "total += it.price"
        ));
        // Not outside a loop, not a value that already reads the target, not a table that is
        // not a counting one.
        let py = "def f(x):\n    total = 0\n    total = x * 2\n    return total\n";
        assert!(!has(py, Lang::Python, 3, Operator::CompoundAssign, "+="));
        let py = "def f(xs):\n    total = 0\n    for x in xs:\n        total = total + x\n    return total\n";
        assert!(!has(py, Lang::Python, 4, Operator::CompoundAssign, "+="));
        let py = "def f(xs):\n    seen = {}\n    for x in xs:\n        seen[x] = True\n    return seen\n";
        assert!(!has(py, Lang::Python, 4, Operator::CompoundAssign, "+="));
        let py = "def last(xs):\n    found = None\n    for x in xs:\n        found = x\n    return found\n";
        assert!(!has(py, Lang::Python, 4, Operator::CompoundAssign, "+="));
    }

    #[test]
    fn python_algorithm_slips() {
        let py = "def bfs(start):\n    queue = [start]\n    while True:\n        node = queue.pop()\n        if node.ok:\n            return node\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::IdentifierReplace,
            "while queue:"
        ));
        let py = "def flatten(arr):\n    for x in arr:\n        yield flatten(x)\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::CallSwap,
            "        yield x\n"
        ));
        let py = "def gcd(a, b):\n    return a if b == 0 else gcd(a % b, b)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "gcd(b, a % b)"
        ));
        let py =
            "def resolve(self):\n    return urlparse.urljoin(self.ref[\"$ref\"], self.base_uri)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "urljoin(self.base_uri, self.ref[\"$ref\"])"
        ));
        // Commutative and keyed calls keep their order.
        let py = "def f(self, d):\n    return max(self.a[0], d) + d.get(self.k[1], d)\n";
        assert!(!has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "max(d, self.a[0])"
        ));
        assert!(!has(
            py,
            Lang::Python,
            2,
            Operator::SwapArguments,
            "get(d, self.k[1])"
        ));
        let py = "def subs(n, k):\n    if k == 0:\n        return []\n    return [[n] + r for r in subs(n, k - 1)]\n";
        assert!(has(py, Lang::Python, 3, Operator::Constant, "return [[]]"));
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::IdentifierReplace,
            "return [n]"
        ));
        let py = "def ok(s):\n    depth = 0\n    for c in s:\n        if c == '(':\n            depth += 1\n        else:\n            depth -= 1\n    return True\n";
        assert!(has(
            py,
            Lang::Python,
            8,
            Operator::IdentifierReplace,
            "return depth == 0"
        ));
        let py = "def ks(arr, k):\n    heap = arr[:k]\n    for x in arr:\n        yield x\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::BoundOffset,
            "for x in arr[k:]:"
        ));
        let py = "def mss(arr):\n    here = 0\n    best = 0\n    for x in arr:\n        here = here + x\n        best = max(best, here)\n    return best\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::AddCall,
            "here = max(0, here + x)"
        ));
        let py = "def lis(arr):\n    longest = 0\n    for n in arr:\n        longest = n + 1\n    return longest\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddCall,
            "longest = max(longest, n + 1)"
        ));
        let py = "def lcs(a, b):\n    if a[0] == b[0]:\n        return a[0] + lcs(a[1:], b)\n    return ''\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::BoundOffset,
            "lcs(a[1:], b[1:])"
        ));
        let py =
            "def ms(arr):\n    if len(arr) == 0:\n        return arr\n    return ms(arr[1:])\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::Relational,
            "if len(arr) <= 1:"
        ));
        let py = "def to_base(n, b):\n    r = ''\n    while n:\n        r = r + DIGITS[n % b]\n        n //= b\n    return r\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::SwapArguments,
            "r = DIGITS[n % b] + r"
        ));
        let py = "def fw(n, d):\n    for k in range(n):\n        d[i, j] = min(d[i, j], d[i, k] + d[j, k])\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::SwapElements,
            "d[i, k] + d[k, j]"
        ));
        let py = "def cyc(node):\n    hare = node\n    while True:\n        if hare.next is None:\n            return False\n        hare = hare.next.next\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::AddGuard,
            "if hare is None or hare.next is None:"
        ));
    }

    #[test]
    fn the_shapes_do_not_fire_elsewhere() {
        // A sum does not care about order; a non-recursive call keeps its wrapper.
        let py =
            "def total(xs):\n    t = 0\n    for x in xs:\n        t = t + 1\n    return str(t)\n";
        assert!(!has(py, Lang::Python, 4, Operator::SwapArguments, "1 + t"));
        assert!(!has(py, Lang::Python, 5, Operator::CallSwap, "return t\n"));
        // `return []` outside a recursive function stays.
        let py = "def empty(n):\n    return []\n";
        assert!(!has(py, Lang::Python, 2, Operator::Constant, "[[]]"));
    }

    #[test]
    fn text_gathered_from_the_last_element_is_prepended() {
        let py = "def cls(ttype):\n    aname = \"\"\n    while ttype:\n        aname = aname + ttype[-1]\n        ttype = ttype.parent\n    return aname\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::SwapArguments,
            "aname = ttype[-1] + aname"
        ));
    }
}
