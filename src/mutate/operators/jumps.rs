//! `AddJump`: a `break` or `continue` added after the last statement of a branch inside a loop.
//!
//! Two real slips no token swap reaches: a search documented as first-match-wins that keeps
//! looking (`if rule.matches(pkt): action = rule.action` without `break`, so the last match
//! wins), and a branch that handles an item and then lets it fall through to the code meant for
//! the other items (`if m: env[name] = value` without `continue`, so the line is also parsed as a
//! job). The statement must end its branch (the next line dedents or closes the block), the
//! branch must be an `if`/`elif`/`else` (directly in a loop's body, `break` after the last
//! statement would just run the loop once), nothing in the branch may already leave it, and
//! `continue` is offered only when the loop body has code after the branch for it to skip.
//! Python, and the brace languages (`break;`/`continue;` in JavaScript, Rust, Java; without `;`
//! in Go).
//!
//! Also the other side of the same slip: an item the loop should skip, checked at the top of
//! its body (`if (m[i] === undefined) continue;` before reading an optional group of a match;
//! `if not line: continue`), `skip_item`.

use super::structure::Analysis;
use super::{Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// What leaves a branch already: nothing to add after it.
const LEAVES: &[&str] = &[
    "break", "continue", "return", "raise", "throw", "panic", "yield",
];

impl<'s> Analysis<'s> {
    /// `break` / `continue` after the statement that starts `line`, when it ends a branch in a
    /// loop (see the module header).
    pub(super) fn add_jump(&self, line: u32, out: &mut Vec<Cand>) {
        let Some(f) = self.first_token_on_line(line) else {
            return;
        };
        if self.statement_head(f) != f
            || (self.kind(f) == Some(TokenKind::Keyword)
                && !matches!(
                    self.t(f),
                    "self" | "this" | "await" | "let" | "const" | "var"
                ))
            || matches!(self.t(f), "}" | "@" | "#")
        {
            return;
        }
        let end = self.statement_end(f);
        let jumps = if self.lang == Lang::Python {
            self.python_jumps(f, end)
        } else {
            self.brace_jumps(f, end)
        };
        let Some((continue_skips_code, indent)) = jumps else {
            return;
        };
        if (f..=end)
            .any(|k| LEAVES.contains(&self.t(k)) && self.kind(k) == Some(TokenKind::Keyword))
        {
            return;
        }
        let semi = if matches!(self.lang, Lang::Python | Lang::Go) {
            ""
        } else {
            ";"
        };
        let t = self.toks[end];
        let tail = self.t(end);
        let mut add = |word: &str, why: &str| {
            out.push(self.cand(
                t.start,
                t.end,
                format!("{tail}\n{indent}{word}{semi}"),
                Operator::AddJump,
                format!("add `{word}` after line {line} ({why})"),
            ));
        };
        add("break", "leave the loop at the first match");
        if continue_skips_code {
            add("continue", "skip the rest of the loop body for this item");
        }
    }

    /// For a Python statement `[f, end]`: `Some((continue skips code, indentation))` when it
    /// is the last statement of an `if`/`elif`/`else` branch of a loop whose branch does not
    /// already leave.
    fn python_jumps(&self, f: usize, end: usize) -> Option<(bool, &'s str)> {
        let n = self.toks.len();
        let indent = self.indent(f);
        // The statement ends its branch: the next code line is indented less.
        let next = end + 1;
        if next >= n || self.line(next) <= self.end_line(end) || self.indent(next) >= indent {
            return None;
        }
        let branch = self.py_header(f, indent)?;
        if !matches!(self.t(branch), "if" | "elif" | "else") {
            return None;
        }
        // Nothing between the branch header and the statement leaves it already.
        if (branch..f).any(|k| {
            self.first_on_line(k)
                && self.kind(k) == Some(TokenKind::Keyword)
                && LEAVES.contains(&self.t(k))
        }) {
            return None;
        }
        // The loop around the branch, inside the same function.
        let looped = self.py_enclosing_loop(branch)?;
        // Code of the loop body after the branch (not its `elif`/`else`) for `continue` to skip.
        let skips = (next..n)
            .take_while(|&k| !self.first_on_line(k) || self.indent(k) > self.indent(looped))
            .any(|k| {
                self.first_on_line(k)
                    && self.indent(k) <= self.indent(branch)
                    && !matches!(self.t(k), "elif" | "else" | "except" | "finally")
            });
        Some((skips, self.indent_text(f)?))
    }

    /// For a brace-language statement `[f, end]` (ending in `;`, or a Go line): the same
    /// question as `python_jumps`, with blocks found by their braces.
    fn brace_jumps(&self, f: usize, end: usize) -> Option<(bool, &'s str)> {
        let ends = if self.lang == Lang::Go {
            self.ends_statement(end)
        } else {
            self.is_punct(end, ";")
        };
        // The statement is the last of its block: the next token closes it, on a later line.
        let close = end + 1;
        if !ends || !self.is_punct(close, "}") || self.line(close) <= self.line(end) {
            return None;
        }
        let open = self.pair[close]?;
        if !self.is_block_brace(open) || self.parent[f] != Some(open) {
            return None;
        }
        let first_of = |o: usize| self.first_token_on_line(self.line(o));
        let head = first_of(open)?;
        let branch = matches!(self.t(head), "if" | "else")
            || (self.t(head) == "}" && self.t(head + 1) == "else");
        if !branch {
            return None;
        }
        if (open..f)
            .any(|k| self.kind(k) == Some(TokenKind::Keyword) && LEAVES.contains(&self.t(k)))
        {
            return None;
        }
        // The loop: the nearest enclosing block opened by a loop header, before any function.
        let mut o = open;
        let looped = loop {
            o = self.parent[o]?;
            if !self.is_block_brace(o) {
                return None;
            }
            let h = first_of(o)?;
            match self.t(h) {
                "for" | "while" | "loop" | "do" => break o,
                "if" | "else" | "}" | "try" => continue,
                _ => return None,
            }
        };
        // `} else {` chains end at the last closer of the chain.
        let mut last = close;
        while self.is_kw(last + 1, "else") {
            let opener = (last + 2..self.pair[looped]?).find(|&k| self.is_punct(k, "{"))?;
            last = self.pair[opener]?;
        }
        let skips = self.pair[looped]
            .is_some_and(|c| (last + 1..c).any(|k| self.parent[k] == Some(looped)));
        Some((skips, self.indent_text(f)?))
    }

    /// `AddGuard`: before the statement that starts `line`, when it is the first of a loop's
    /// body, a `continue` for a missing item: the loop variable of `for x in xs` / `for (const x
    /// of xs)` that is none or empty, or `xs[i]` of `for (let i = ...; i < xs.length; ...)`
    /// that is `undefined`. Python and JavaScript.
    pub(super) fn skip_item(&self, line: u32, out: &mut Vec<Cand>) {
        let Some(f) = self.first_token_on_line(line) else {
            return;
        };
        if f == 0 || self.statement_head(f) != f || matches!(self.t(f), "}" | "@" | "#") {
            return;
        }
        let Some(indent) = self.indent_text(f) else {
            return;
        };
        let tok = self.t(f);
        let conds: Vec<String> = match self.lang {
            Lang::Python => {
                // `for NAME in ...:` on the line above, its body starting here.
                let Some(h) = self.first_token_on_line(self.line(f - 1)) else {
                    return;
                };
                if !self.is_punct(f - 1, ":")
                    || !self.is_kw(h, "for")
                    || self.kind(h + 1) != Some(TokenKind::Ident)
                    || !self.is_kw(h + 2, "in")
                    || self.indent(f) <= self.indent(h)
                {
                    return;
                }
                let v = self.t(h + 1);
                vec![format!("not {v}"), format!("{v} is None")]
            }
            Lang::JavaScript => {
                // `for (...) {` ending the line above.
                if !self.is_punct(f - 1, "{") || !self.is_punct(f.wrapping_sub(2), ")") {
                    return;
                }
                let Some(o) = self.pair[f - 2] else { return };
                if o == 0 || !self.is_kw(o - 1, "for") {
                    return;
                }
                let decl = matches!(self.t(o + 1), "const" | "let" | "var");
                let v = o + 1 + usize::from(decl);
                if self.kind(v) != Some(TokenKind::Ident) {
                    return;
                }
                let name = self.t(v);
                if self.t(v + 1) == "of" {
                    vec![format!("!{name}"), format!("{name} === undefined")]
                } else {
                    // `i < xs.length`: the second clause.
                    let Some(semi) =
                        (v..f - 2).find(|&k| self.parent[k] == Some(o) && self.is_punct(k, ";"))
                    else {
                        return;
                    };
                    let (a, lt, xs, dot, len) = (semi + 1, semi + 2, semi + 3, semi + 4, semi + 5);
                    if self.t(a) != name
                        || self.t(lt) != "<"
                        || self.kind(xs) != Some(TokenKind::Ident)
                        || self.t(dot) != "."
                        || self.t(len) != "length"
                    {
                        return;
                    }
                    let xs = self.t(xs);
                    vec![
                        format!("{xs}[{name}] === undefined"),
                        format!("!{xs}[{name}]"),
                    ]
                }
            }
            _ => return,
        };
        for cond in conds {
            let (head, to) = match self.lang {
                Lang::Python => (
                    format!("if {cond}: continue"),
                    format!("if {cond}:\n{indent}    continue\n{indent}{tok}"),
                ),
                _ => {
                    let head = format!("if ({cond}) continue;");
                    (head.clone(), format!("{head}\n{indent}{tok}"))
                }
            };
            out.push(self.cand(
                self.toks[f].start,
                self.toks[f].end,
                to,
                Operator::AddGuard,
                format!("skip a missing item with `{head}` before line {line}"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::mutated;
    use crate::mutate::{Lang, Operator};

    fn jumps(src: &str, lang: Lang, line: u32) -> Vec<String> {
        mutated(src, lang, line, Operator::AddJump)
    }

    #[test]
    fn a_first_match_search_gets_its_break() {
        let py = "def decide(rules, pkt):\n    action = 'deny'\n    for rule in rules:\n        if rule.matches(pkt):\n            action = rule.action\n    return action\n";
        let got = jumps(py, Lang::Python, 5);
        assert_eq!(got.len(), 1, "{got:#?}");
        assert!(
            got[0].contains("            action = rule.action\n            break\n    return"),
            "{}",
            got[0]
        );
        // Directly in the loop body, or outside any loop: nothing.
        let py = "def total(xs):\n    t = 0\n    for x in xs:\n        t += x\n    return t\n";
        assert!(jumps(py, Lang::Python, 4).is_empty());
        let py = "def f(x):\n    if x:\n        y = 1\n    return y\n";
        assert!(jumps(py, Lang::Python, 3).is_empty());
        // Not the branch's last statement, or the branch leaves already.
        let py = "def f(xs):\n    for x in xs:\n        if x:\n            a = 1\n            b = 2\n    return a\n";
        assert!(jumps(py, Lang::Python, 4).is_empty());
        let py = "def f(xs):\n    for x in xs:\n        if x:\n            return x\n            a = 1\n    return a\n";
        assert!(jumps(py, Lang::Python, 5).is_empty());
    }

    #[test]
    fn a_branch_that_falls_through_gets_its_continue() {
        let py = "def parse(lines):\n    env, jobs = {}, []\n    for line in lines:\n        m = match(line)\n        if m:\n            env[m[0]] = m[1]\n        if line.startswith('@'):\n            jobs.append(line)\n    return env, jobs\n";
        let got = jumps(py, Lang::Python, 6);
        assert!(
            got.iter().any(|s| s
                .contains("            env[m[0]] = m[1]\n            continue\n        if line")),
            "{got:#?}"
        );
        assert!(got.iter().any(|s| s.contains("m[1]\n            break\n")));
    }

    #[test]
    fn brace_languages_get_break_and_continue() {
        let js = "function decide(rules, pkt) {\n  let action = 'deny';\n  for (const rule of rules) {\n    if (rule.matches(pkt)) {\n      action = rule.action;\n    }\n  }\n  return action;\n}\n";
        let got = jumps(js, Lang::JavaScript, 5);
        assert_eq!(got.len(), 1, "{got:#?}");
        assert!(got[0].contains("      action = rule.action;\n      break;\n    }"));
        let rs = "fn parse(lines: &[&str]) -> usize {\n    let mut n = 0;\n    for l in lines {\n        if l.is_empty() {\n            n += 1;\n        }\n        n += 2;\n    }\n    n\n}\n";
        let got = jumps(rs, Lang::Rust, 5);
        assert!(
            got.iter()
                .any(|s| s.contains("n += 1;\n            continue;\n")),
            "{got:#?}"
        );
        // A closure or function inside the loop is another body.
        let js = "for (const x of xs) {\n  xs.forEach((y) => {\n    if (y) {\n      n += 1;\n    }\n  });\n}\n";
        assert!(jumps(js, Lang::JavaScript, 4).is_empty());
    }

    #[test]
    fn a_missing_item_is_skipped_at_the_top_of_the_loop() {
        // path-to-regexp's `match`: an optional group that did not take part is `undefined`.
        let js = "function f(m, keys) {\n  for (let i = 1; i < m.length; i++) {\n    const key = keys[i - 1];\n    params[key] = m[i];\n  }\n}\n";
        let got = mutated(js, Lang::JavaScript, 3, Operator::AddGuard);
        assert!(
            got.iter().any(|s| s.contains("  for (let i = 1; i < m.length; i++) {\n    if (m[i] === undefined) continue;\n    const key = keys[i - 1];\n")),
            "{got:?}"
        );
        let py =
            "def f(lines):\n    for line in lines:\n        key, _, value = line.partition('=')\n";
        let got = mutated(py, Lang::Python, 3, Operator::AddGuard);
        assert!(
            got.iter().any(|s| s.contains("    for line in lines:\n        if not line:\n            continue\n        key, _, value")),
            "{got:?}"
        );
        // Not the first statement of a loop's body: no skip.
        let py = "def f(lines):\n    n = 0\n    key = lines.partition('=')\n";
        assert!(!mutated(py, Lang::Python, 3, Operator::AddGuard)
            .iter()
            .any(|s| s.contains("continue")));
    }
}
