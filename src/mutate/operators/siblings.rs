//! Code a line's own neighbours suggest: an argument or element left without the call the
//! others of its group get (`[decode(k), v]` -> `[decode(k), decode(v)]`, `(a.strip(), b)` ->
//! `(a.strip(), b.strip())`), JavaScript's `reduce` and Python's `functools.reduce` without an
//! initial value, and JavaScript `Date`'s zero-based month read as a calendar month
//! (`d.getUTCMonth()` -> `d.getUTCMonth() + 1`).
//!
//! These are edits real one-line fixes make that no token swap reaches. They stay few: only
//! groups on one line, only wrappers another item of the same group already has.

use super::structure::Analysis;
use super::{compact, Cand, Operator, EXPR_KEYWORDS};
use crate::mutate::lexer::{Lang, TokenKind};

/// How an item of a group is wrapped.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Wrap<'s> {
    /// `decode(x)`, `os.path.basename(p)`: a one-argument call of a (dotted) name.
    Func(&'s str),
    /// `x.strip()`: a method called without arguments.
    Method(&'s str),
    /// `rule.lstrip("/")`: a method called with one literal, `.lstrip`, `.rstrip`, `.strip`
    /// (Rust `.trim_start_matches('/')`...). The method and the literal.
    Strip(&'s str, &'s str),
}

/// The strip methods of one side and the other: an item before the stripped one is trimmed at
/// its end, one after it at its start (`"/".join((prefix.rstrip("/"), rule.lstrip("/")))`).
const STRIPS: &[(&str, &str, &str)] = &[
    ("lstrip", "rstrip", "strip"),
    ("trim_start_matches", "trim_end_matches", "trim_matches"),
];

impl<'s> Analysis<'s> {
    /// A dotted name `a`, `a.b.c` from `f` to `l` inclusive.
    fn dotted(&self, f: usize, l: usize) -> bool {
        (f..=l).all(|j| match (j - f) % 2 {
            0 => {
                self.kind(j) == Some(TokenKind::Ident)
                    || self.is_kw(j, "self")
                    || self.is_kw(j, "this")
            }
            _ => self.is_punct(j, "."),
        }) && (l - f) % 2 == 0
    }

    /// The value of an item: after `key:` in an object or dict literal.
    fn value_part(&self, (f, l): (usize, usize)) -> (usize, usize) {
        if l > f + 1
            && self.is_punct(f + 1, ":")
            && matches!(self.kind(f), Some(TokenKind::Ident | TokenKind::Str))
        {
            (f + 2, l)
        } else {
            (f, l)
        }
    }

    /// The wrapper the item from `f` to `l` has, if it is wholly a wrapped expression.
    fn wrapper_of(&self, f: usize, l: usize) -> Option<Wrap<'s>> {
        if !self.is_punct(l, ")") {
            return None;
        }
        let o = self.pair[l]?;
        if o <= f {
            return None;
        }
        // `rule.lstrip("/")`: a strip method with one literal.
        if o + 2 == l
            && o >= f + 3
            && self.is_punct(o - 2, ".")
            && matches!(self.kind(o + 1), Some(TokenKind::Str | TokenKind::Char))
            && STRIPS
                .iter()
                .any(|&(a, b, c)| [a, b, c].contains(&self.t(o - 1)))
        {
            return Some(Wrap::Strip(self.t(o - 1), self.t(o + 1)));
        }
        if o == l - 1 {
            // `x.strip()`: a method without arguments on a dotted operand.
            if o >= f + 3 && self.is_punct(o - 2, ".") && self.kind(o - 1) == Some(TokenKind::Ident)
            {
                return Some(Wrap::Method(self.t(o - 1)));
            }
            return None;
        }
        // `decode(x)`: the callee is the whole start of the item, with one argument.
        if self.dotted(f, o - 1) && self.items(o).is_some_and(|v| v.len() == 1) {
            let name = self.src.get(self.toks[f].start..self.toks[o - 1].end)?;
            return Some(Wrap::Func(name));
        }
        None
    }

    /// An expression worth wrapping: it starts with a name (not a literal, an unpacking or a
    /// keyword argument) and holds no lambda or assignment.
    fn wrappable(&self, f: usize, l: usize) -> bool {
        let starts_with_name = self.kind(f) == Some(TokenKind::Ident)
            || self.is_kw(f, "self")
            || self.is_kw(f, "this");
        starts_with_name
            && !(f..=l).any(|j| {
                matches!(self.t(j), "=" | "=>" | "lambda" | "for" | ":=" | "|")
                    || (self.kind(j) == Some(TokenKind::Keyword)
                        && matches!(self.t(j), "lambda" | "for" | "if" | "await" | "yield"))
            })
    }

    /// `AddCall`: in the arguments of a call or a list, tuple, array or object literal on one
    /// line, an item without the one-argument call (or argument-less method) another item has.
    pub(super) fn sibling_call(&self, o: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript | Lang::Rust)
            || !matches!(self.t(o), "(" | "[" | "{")
            || self.kind(o) != Some(TokenKind::Punct)
            || self.decl[o]
        {
            return;
        }
        let Some(c) = self.pair[o] else { return };
        if self.line(c) != self.line(o) {
            return;
        }
        let Some(items) = self.items(o) else { return };
        if !(2..=6).contains(&items.len()) {
            return;
        }
        // A brace group is a literal only when every item is `key: value`.
        if self.t(o) == "{" && items.iter().any(|&it| self.value_part(it) == it) {
            return;
        }
        let values: Vec<(usize, usize)> = items.iter().map(|&it| self.value_part(it)).collect();
        let mut wrappers: Vec<Wrap<'s>> = Vec::new();
        for &(f, l) in &values {
            if let Some(w) = self.wrapper_of(f, l) {
                if !wrappers.contains(&w) {
                    wrappers.push(w);
                }
            }
        }
        for w in &wrappers {
            // Where the item with this wrapper is, for the side a strip goes on.
            let at = values
                .iter()
                .position(|&(f, l)| self.wrapper_of(f, l).as_ref() == Some(w))
                .unwrap_or(0);
            for (k, &(f, l)) in values.iter().enumerate() {
                if self.wrapper_of(f, l).as_ref() == Some(w) || !self.wrappable(f, l) {
                    continue;
                }
                let text = self.range_text(f, l);
                let repls: Vec<String> = match w {
                    Wrap::Func(name) => vec![format!("{name}({text})")],
                    Wrap::Method(m) => vec![format!("{text}.{m}()")],
                    Wrap::Strip(m, lit) => {
                        let Some(&(start, end, both)) =
                            STRIPS.iter().find(|&&(a, b, c)| [a, b, c].contains(m))
                        else {
                            continue;
                        };
                        let side = if k < at { end } else { start };
                        let mut v = vec![format!("{text}.{side}({lit})")];
                        if *m != side {
                            v.push(format!("{text}.{m}({lit})"));
                        }
                        if *m != both {
                            v.push(format!("{text}.{both}({lit})"));
                        }
                        v
                    }
                };
                for repl in repls {
                    let desc = format!(
                        "add the call its neighbour has: replace `{}` with `{}`",
                        compact(text, 30),
                        compact(&repl, 40)
                    );
                    out.push(self.cand(
                        self.toks[f].start,
                        self.toks[l].end,
                        repl,
                        Operator::AddCall,
                        desc,
                    ));
                }
            }
        }
    }

    /// `AddCall` at `o`, the `(` of a call: an argument left without the one-argument call that
    /// another call of the same function in the same function body wraps the same argument in
    /// (`PathToken(unescape_path_key(value), ...)` elsewhere, so `PathToken(key, ...)` ->
    /// `PathToken(unescape_path_key(key), ...)`). Only plain or dotted names are wrapped.
    pub(super) fn sibling_call_site(&self, o: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript)
            || !self.is_punct(o, "(")
            || self.decl[o]
            || self.params[o]
            || self.kind(o.wrapping_sub(1)) != Some(TokenKind::Ident)
        {
            return;
        }
        let callee = self.t(o - 1);
        let Some(items) = self.items(o) else { return };
        let (lo, hi) = self.scope_of(o);
        let mut wrapped: Vec<(usize, &'s str)> = Vec::new();
        for p in lo..hi {
            if p == o
                || !self.is_punct(p, "(")
                || self.t(p.wrapping_sub(1)) != callee
                || self.decl[p]
                || self.params[p]
            {
                continue;
            }
            let Some(theirs) = self.items(p) else {
                continue;
            };
            for (k, &(f, l)) in theirs.iter().enumerate() {
                if let Some(Wrap::Func(g)) = self.wrapper_of(f, l) {
                    if g != callee && !wrapped.contains(&(k, g)) {
                        wrapped.push((k, g));
                    }
                }
            }
        }
        for (k, g) in wrapped {
            let Some(&(f, l)) = items.get(k) else {
                continue;
            };
            if !self.dotted(f, l) || self.wrapper_of(f, l).is_some() {
                continue;
            }
            let text = self.range_text(f, l);
            let repl = format!("{g}({text})");
            out.push(self.cand(
                self.toks[f].start,
                self.toks[l].end,
                repl.clone(),
                Operator::AddCall,
                format!(
                    "add the call another `{callee}(...)` of the function has: replace `{}` with `{}`",
                    compact(text, 30),
                    compact(&repl, 40)
                ),
            ));
        }
    }

    /// `AddCall`: `xs.reduce(fn)` -> `xs.reduce(fn, 0)` (JavaScript), `reduce(fn, xs)` ->
    /// `reduce(fn, xs, 0)` (Python): without an initial value the first element is the start
    /// (an object, not a number) and an empty list throws.
    pub(super) fn reduce_initial(&self, i: usize, out: &mut Vec<Cand>) {
        if self.t(i) != "reduce" || !self.is_punct(i + 1, "(") {
            return;
        }
        let want = match self.lang {
            Lang::JavaScript if self.is_punct(i.wrapping_sub(1), ".") => 1,
            Lang::Python => 2,
            _ => return,
        };
        let Some(c) = self.pair[i + 1] else { return };
        if self.items(i + 1).map_or(true, |v| v.len() != want) || self.is_punct(c - 1, ",") {
            return;
        }
        let t = self.toks[c];
        out.push(self.cand(
            t.start,
            t.end,
            ", 0)".to_string(),
            Operator::AddCall,
            "add the initial value `0` to `reduce`".to_string(),
        ));
    }

    /// `AddCall`: Rust `f.to_string()` / `f.to_owned()` of a plain name -> `f.trim().to_string()`:
    /// text kept with the spaces around it (a field, a token, a line).
    pub(super) fn trim_before_owned(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Rust
            || !matches!(self.t(i), "to_string" | "to_owned")
            || !self.is_punct(i.wrapping_sub(1), ".")
            || self.kind(i.wrapping_sub(2)) != Some(TokenKind::Ident)
            || self.is_punct(i.wrapping_sub(3), ".")
            || !self.is_punct(i + 1, "(")
            || !self.is_punct(i + 2, ")")
        {
            return;
        }
        let t = self.toks[i];
        out.push(self.cand(
            t.start,
            t.end,
            format!("trim().{}", self.t(i)),
            Operator::AddCall,
            format!(
                "add `.trim()`: replace `{0}.{1}()` with `{0}.trim().{1}()`",
                self.t(i - 2),
                self.t(i)
            ),
        ));
    }

    /// `BoundOffset`: JavaScript's `d.getMonth()` / `d.getUTCMonth()` count months from 0; a
    /// calendar month is one more. Only where the call is a whole operand (before `,`, `)`,
    /// `]`, `}`, `;` or the end of the line), so `+ 1` cannot bind to anything else.
    /// A call that elsewhere in the file goes on with a term this one lacks: `len(nbrs)` ->
    /// `len(nbrs) + (n in nbrs)` where another method writes `len(nbrs) + (n in nbrs)`. Token
    /// `i` is the called name of a whole operand (`yield (n, len(nbrs))`); the term is a
    /// parenthesized group or a name, literal or call, and every name it reads is one the
    /// function here also has.
    pub(super) fn sibling_term(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || !self.is_punct(i + 1, "(")
            || matches!(self.prev_t(i), "." | "?." | "def" | "fn" | "function")
            || self.decl[i + 1]
        {
            return;
        }
        let Some(c) = self.pair[i + 1] else { return };
        let len = c - i + 1;
        if len > 12 || matches!(self.t(c + 1), "+" | "-" | "*" | "/" | "." | "[" | "(") {
            return;
        }
        let (lo, hi) = self.scope_of(i);
        let here: std::collections::BTreeSet<&str> = (lo..hi.min(self.toks.len()))
            .filter(|&k| self.kind(k) == Some(TokenKind::Ident))
            .map(|k| self.t(k))
            .collect();
        let mut seen: Vec<String> = Vec::new();
        for k in 0..self.toks.len().saturating_sub(len + 1) {
            if k == i || (0..len).any(|d| self.t(k + d) != self.t(i + d)) {
                continue;
            }
            let op = k + len;
            if !matches!(self.t(op), "+" | "-") || !self.is_binary(op) {
                continue;
            }
            let start = op + 1;
            let end = if self.is_punct(start, "(") {
                match self.pair[start] {
                    Some(e) if e - start <= 10 => e,
                    _ => continue,
                }
            } else if matches!(self.kind(start), Some(TokenKind::Ident | TokenKind::Number)) {
                start
            } else {
                continue;
            };
            let names_ok = (start..=end).all(|j| {
                self.kind(j) != Some(TokenKind::Ident)
                    || matches!(self.prev_t(j), "." | "?.")
                    || here.contains(self.t(j))
                    || EXPR_KEYWORDS.contains(&self.t(j))
            });
            if !names_ok || end + 1 < self.toks.len() && self.is_op(end + 1, "*") {
                continue;
            }
            let term = format!(
                "{} {}",
                self.t(op),
                &self.src[self.toks[start].start..self.toks[end].end]
            );
            if seen.contains(&term) {
                continue;
            }
            let call = &self.src[self.toks[i].start..self.toks[c].end];
            out.push(self.cand(
                self.toks[c].start,
                self.toks[c].end,
                format!(") {term}"),
                Operator::AddCall,
                format!(
                    "add `{term}` to `{}` as line {} does",
                    compact(call, 30),
                    self.line(k)
                ),
            ));
            seen.push(term);
            if seen.len() >= 2 {
                break;
            }
        }
    }

    pub(super) fn month_offset(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::JavaScript
            || !matches!(self.t(i), "getMonth" | "getUTCMonth")
            || !self.is_punct(i.wrapping_sub(1), ".")
            || !self.is_punct(i + 1, "(")
            || !self.is_punct(i + 2, ")")
        {
            return;
        }
        let close = i + 2;
        let after = close + 1;
        let whole = after >= self.toks.len()
            || self.line(after) != self.line(close)
            || matches!(self.t(after), "," | ")" | "]" | "}" | ";");
        if !whole {
            return;
        }
        let t = self.toks[close];
        out.push(self.cand(
            t.start,
            t.end,
            ") + 1".to_string(),
            Operator::BoundOffset,
            format!("add 1 to the zero-based month of `{}()`", self.t(i)),
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::mutate::{apply, generate, Lang, MutationBudget, Operator};

    fn texts(src: &str, lang: Lang, line: u32) -> Vec<(Operator, String)> {
        generate(src, lang, &[line], &MutationBudget::default())
            .into_iter()
            .map(|m| (m.operator, apply(src, &m)))
            .collect()
    }

    fn has(src: &str, lang: Lang, line: u32, op: Operator, want: &str) -> bool {
        texts(src, lang, line)
            .iter()
            .any(|(o, s)| *o == op && s.contains(want))
    }

    #[test]
    fn an_argument_gets_the_call_another_call_of_its_function_wraps_it_in() {
        let py = "def to_tokens(value):\n    if isinstance(value, list):\n        keys = [PathToken(key, default_factory=dict) for key in value]\n    else:\n        keys = [PathToken(unescape(value), default_factory=dict)]\n    return keys\n";
        assert!(has(
            py,
            Lang::Python,
            3,
            Operator::AddCall,
            "PathToken(unescape(key), default_factory=dict) for key"
        ));
        // The wrapped call itself is not wrapped twice, and other positions are not touched.
        assert!(!has(
            py,
            Lang::Python,
            5,
            Operator::AddCall,
            "unescape(unescape(value))"
        ));
        assert!(!has(
            py,
            Lang::Python,
            3,
            Operator::AddCall,
            "unescape(dict)"
        ));
        let js =
            "function f(a, b) {\n  const x = fmt(a, 1);\n  return [x, fmt(String(b), 2)];\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::AddCall,
            "fmt(String(a), 1)"
        ));
    }

    #[test]
    fn an_item_gets_the_call_its_neighbour_has() {
        // js-query-string style: the value is not decoded like the key.
        let js = "function pairs(part, eq) {\n  return [decode(part.slice(0, eq)), part.slice(eq + 1)];\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::AddCall,
            "[decode(part.slice(0, eq)), decode(part.slice(eq + 1))]"
        ));
        let py = "def row(a, b):\n    return (a.strip(), b)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "(a.strip(), b.strip())"
        ));
        let py = "def load(env):\n    return dict(host=str(env.host), port=env.port)\n";
        // Keyword arguments are not items to wrap.
        assert!(!has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "str(port=env.port)"
        ));
        let obj = "function f(d) {\n  return { day: pad(d.day), month: d.month };\n}\n";
        assert!(has(
            obj,
            Lang::JavaScript,
            2,
            Operator::AddCall,
            "month: pad(d.month)"
        ));
        // Literals are not wrapped.
        let py = "def f(a):\n    return [int(a), 3]\n";
        assert!(!has(py, Lang::Python, 2, Operator::AddCall, "int(3)"));
    }

    #[test]
    fn rust_text_is_trimmed_before_it_is_owned() {
        let rs = "pub fn split(line: &str) -> Vec<String> {\n    line.split(',').map(|f| f.to_string()).collect()\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::AddCall,
            "map(|f| f.trim().to_string())"
        ));
        // Not on a field of something else.
        let rs = "fn name(p: &P) -> String {\n    p.name.to_string()\n}\n";
        assert!(!has(rs, Lang::Rust, 2, Operator::AddCall, "trim()"));
    }

    #[test]
    fn reduce_gets_an_initial_value() {
        let js = "class Cart {\n  subtotal() {\n    return this.items.reduce((sum, item) => sum + item.price * item.qty);\n  }\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::AddCall,
            "sum + item.price * item.qty, 0);"
        ));
        let with_init = "function t(xs) {\n  return xs.reduce((a, b) => a + b, 0);\n}\n";
        assert!(!has(
            with_init,
            Lang::JavaScript,
            2,
            Operator::AddCall,
            ", 0, 0)"
        ));
        let py = "def total(xs):\n    return functools.reduce(operator.add, xs)\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "reduce(operator.add, xs, 0)"
        ));
    }

    #[test]
    fn a_zero_based_month_gets_one_added_where_it_is_a_whole_operand() {
        let js = "function parts(date) {\n  return {\n    month: date.getUTCMonth(),\n    day: date.getUTCDate(),\n  };\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::BoundOffset,
            "month: date.getUTCMonth() + 1,"
        ));
        let js = "function f(d) {\n  return d.getMonth() * 2;\n}\n";
        assert!(!has(
            js,
            Lang::JavaScript,
            2,
            Operator::BoundOffset,
            "getMonth() + 1"
        ));
    }

    #[test]
    fn a_path_part_gets_the_strip_of_its_side() {
        let py = "def url(prefix, rule):\n    return \"/\".join((prefix, rule.lstrip(\"/\")))\n";
        assert!(has(
            py,
            Lang::Python,
            2,
            Operator::AddCall,
            "join((prefix.rstrip(\"/\"), rule.lstrip(\"/\")))"
        ));
        let rs = "fn url(base: &str, path: &str) -> String {\n    format!(\"{}/{}\", base.trim_end_matches('/'), path)\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::AddCall,
            "path.trim_start_matches('/'))"
        ));
    }

    #[test]
    fn a_call_goes_on_with_the_term_another_method_adds() {
        let py = "class DegreeView:\n    def __getitem__(self, n):\n        nbrs = self._succ[n]\n        return len(nbrs) + (n in nbrs)\n\n    def __iter__(self):\n        for n in self._nodes:\n            nbrs = self._succ[n]\n            yield (n, len(nbrs))\n\n    def sizes(self, nbrs):\n        return [len(nbrs)]\n";
        assert!(has(
            py,
            Lang::Python,
            9,
            Operator::AddCall,
            "            yield (n, len(nbrs) + (n in nbrs))"
        ));
        // Not where the term's names are not the function's (`n` is not in `sizes`).
        assert!(!texts(py, Lang::Python, 12)
            .iter()
            .any(|(_, t)| t.contains("[len(nbrs) +")));
    }
}
