//! Edits real bugs need that the token swaps do not make: another attribute of the same object
//! (`self.minor` -> `self.patch`), another short string of the file where a key or a unit is
//! written (`e["url"]` -> `e["path"]`, `'ms'` -> `'s'`), the other kind of Rust range
//! (`1..=n` <-> `1..n`), and a Python `except` that catches more (`except ValueError:` ->
//! `except Exception:`).
//!
//! Candidates come from the file itself (the attributes it reads on `self`/`this`, the strings it
//! writes), closest by line first, a few per site, so the mutants stay plausible and few.

use super::project::ProjectFacts;
use super::structure::Analysis;
use super::{Cand, EditClass, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// At most this many other attributes per attribute use.
const MAX_ATTRIBUTES: usize = 6;
/// At most this many other strings per string.
const MAX_STRINGS: usize = 4;
/// And at most this many more keys from the project's literals (`ProjectFacts::key_groups`).
const MAX_KEYS: usize = 3;

/// `'ms'`, `"path"`: a short word-like string literal (a key, a unit, a mode), with its quote.
pub(super) fn simple_string(text: &str) -> Option<(char, &str)> {
    let q = text.chars().next()?;
    if !matches!(q, '\'' | '"') || text.len() < 2 || !text.ends_with(q) {
        return None;
    }
    let inner = &text[1..text.len() - 1];
    // Dunder names (`'__main__'`) are the interpreter's, not data.
    let ok = !inner.is_empty()
        && !inner.starts_with("__")
        && inner.len() <= 24
        && inner
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && inner
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'));
    ok.then_some((q, inner))
}

impl<'s> Analysis<'s> {
    /// The receiver keyword of attribute accesses: `self` (Python, Rust), `this` (JS/TS).
    fn receiver(&self) -> Option<&'static str> {
        match self.lang {
            Lang::Python | Lang::Rust => Some("self"),
            Lang::JavaScript => Some("this"),
            Lang::Java => Some("this"),
            _ => None,
        }
    }

    /// Whether token `k` is an attribute read or written on the receiver (`self.x`, not a
    /// method call `self.x()`).
    fn is_receiver_attribute(&self, k: usize, receiver: &str) -> bool {
        k >= 2
            && self.kind(k) == Some(TokenKind::Ident)
            && self.t(k - 1) == "."
            && self.t(k - 2) == receiver
            && self.next_t(k) != "("
            && self.next_t(k) != "::"
    }

    /// The kind of value the file assigns to `receiver.name` (`self.x = "@"`, `self.x = []`,
    /// or `self.x = x` where the parameter `x` defaults to one): `"str"`, `"num"`, `"bool"`,
    /// `"none"`, `"list"`, `"dict"`. `None` when no assignment says.
    fn attribute_kind(&self, receiver: &str, name: &str) -> Option<&'static str> {
        let literal = |v: usize| -> Option<&'static str> {
            match (self.kind(v), self.t(v)) {
                (Some(TokenKind::Str), _) => Some("str"),
                (Some(TokenKind::Number), _) => Some("num"),
                (_, "True" | "False" | "true" | "false") => Some("bool"),
                (_, "None" | "null" | "undefined") => Some("none"),
                (_, "[") if self.is_punct(v + 1, "]") => Some("list"),
                (_, "{") if self.is_punct(v + 1, "}") => Some("dict"),
                _ => None,
            }
        };
        let ends = |v: usize| {
            let after = if matches!(self.t(v), "[" | "{") {
                v + 2
            } else {
                v + 1
            };
            after >= self.toks.len()
                || self.line(after) != self.line(v)
                || matches!(self.t(after), ";" | ",")
        };
        let mut kinds = (0..self.toks.len())
            .filter(|&k| {
                self.t(k) == name
                    && self.is_receiver_attribute(k, receiver)
                    && self.is_op(k + 1, "=")
                    && ends(k + 2)
            })
            .filter_map(|k| {
                let v = k + 2;
                literal(v).or_else(|| {
                    // A parameter passed on: its default.
                    (self.kind(v) == Some(TokenKind::Ident))
                        .then(|| {
                            (0..self.toks.len()).find(|&p| {
                                self.params_at(p)
                                    && self.t(p) == self.t(v)
                                    && self.is_op(p + 1, "=")
                            })
                        })
                        .flatten()
                        .and_then(|p| literal(p + 2))
                })
            });
        let first = kinds.next()?;
        kinds.all(|k| k == first).then_some(first)
    }

    /// `self.minor` -> `self.patch`: the other attributes the file reads or writes on the same
    /// receiver, closest by line first.
    pub(super) fn attribute_replace(&self, i: usize, out: &mut Vec<Cand>) {
        let Some(receiver) = self.receiver() else {
            return;
        };
        if !self.is_receiver_attribute(i, receiver) || self.in_decl(i) || self.signature[i] {
            return;
        }
        let name = self.t(i);
        let line = self.line(i) as i64;
        let mut others: Vec<(i64, &str)> = Vec::new();
        for k in 0..self.toks.len() {
            if k == i || !self.is_receiver_attribute(k, receiver) {
                continue;
            }
            let other = self.t(k);
            let d = (self.line(k) as i64 - line).abs();
            if other == name {
                continue;
            }
            match others.iter_mut().find(|(_, n)| *n == other) {
                Some(e) => e.0 = e.0.min(d),
                None => others.push((d, other)),
            }
        }
        // An attribute of another kind of value (a list, a flag) than this one (text) comes
        // after those of the same kind or of no known kind: `self.attr_prefix` (`"@"`) is
        // sooner `self.cdata_key` (`"#text"`) than `self.force_cdata` (`False`).
        let own = self.attribute_kind(receiver, name);
        others.sort_by_key(|&(d, other)| {
            let differs =
                own.is_some_and(|a| self.attribute_kind(receiver, other).is_some_and(|b| a != b));
            (differs, d, other)
        });
        let max = if self.lang == Lang::Rust {
            MAX_ATTRIBUTES / 2
        } else {
            MAX_ATTRIBUTES
        };
        let t = self.toks[i];
        for (_, other) in others.into_iter().take(max) {
            out.push(self.cand(
                t.start,
                t.end,
                other.to_string(),
                Operator::IdentifierReplace,
                format!("replace `{receiver}.{name}` with `{receiver}.{other}`"),
            ));
        }
    }

    /// `dt.year` -> `year`: an attribute read again after the function took a local copy of it
    /// (`year = dt.year`) and changed the copy (`year += 1`): the later read meant the updated
    /// copy. `i` is the object's token (`dt`).
    pub(super) fn stale_copy(&self, i: usize, out: &mut Vec<Cand>) {
        let ident = |k: usize| {
            self.kind(k) == Some(TokenKind::Ident) || matches!(self.t(k), "self" | "this")
        };
        if !ident(i)
            || !self.is_punct(i + 1, ".")
            || self.kind(i + 2) != Some(TokenKind::Ident)
            || matches!(self.prev_t(i), "." | "?.")
            || matches!(self.next_t(i + 2), "(" | "." | "=")
            || self.in_decl(i)
        {
            return;
        }
        let (obj, attr) = (self.t(i), self.t(i + 2));
        let (from, _) = self.scope_of(i);
        // `NAME = obj.attr` as a whole statement before `i` (Rust `let [mut] NAME = obj.attr;`).
        let copy = (from..i).find_map(|k| {
            let head = match self.t(k) {
                "let" | "const" | "var" => k + 1 + usize::from(self.t(k + 1) == "mut"),
                _ => k,
            };
            let named = ident(head) && self.first_on_line(k) && self.is_op(head + 1, "=");
            let reads = self.t(head + 2) == obj
                && self.is_punct(head + 3, ".")
                && self.t(head + 4) == attr
                && (self.line(head + 5) != self.line(head + 4) || self.is_punct(head + 5, ";"));
            (named && reads && head + 4 < i).then(|| (head, self.t(head)))
        });
        let Some((at, name)) = copy else { return };
        // The copy changes between the copy and this read.
        let changed = (at + 5..i).any(|k| {
            self.t(k) == name
                && self.first_on_line(k)
                && (self.is_op(k + 1, "=")
                    || super::swaps::COMPOUND
                        .iter()
                        .any(|(op, _)| *op == self.t(k + 1)))
        });
        if !changed {
            return;
        }
        let (start, end) = (self.toks[i].start, self.toks[i + 2].end);
        out.push(self.cand(
            start,
            end,
            name.to_string(),
            Operator::IdentifierReplace,
            format!("replace `{obj}.{attr}` with `{name}` (its updated copy)"),
        ));
    }

    /// `nums.n_missing = self.n_missing + other.n_statements` -> `other.n_missing`: in a
    /// field-by-field assignment, an operand reads another field than the one assigned, which
    /// the other operand reads (the copy-paste slip of a row of such lines). `i` is the field
    /// token (`n_statements`).
    pub(super) fn mirrored_field(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Ident)
            || !self.is_punct(i.wrapping_sub(1), ".")
            || matches!(self.next_t(i), "(" | "." | "=" | "[")
            || self.in_decl(i)
        {
            return;
        }
        let line = self.line(i);
        let Some(f) = self.first_token_on_line(line) else {
            return;
        };
        // `target.F = ...` on one line.
        let Some(eq) = (f..i).find(|&k| self.is_op(k, "=") && self.parent[k] == self.parent[f])
        else {
            return;
        };
        if eq < 3 || !self.is_punct(eq - 2, ".") || self.kind(eq - 1) != Some(TokenKind::Ident) {
            return;
        }
        let field = self.t(eq - 1);
        let name = self.t(i);
        if field == name || i < eq {
            return;
        }
        // Another object's `.F` on the right: the row reads the assigned field.
        let end = (i..self.toks.len())
            .take_while(|&k| self.line(k) == line)
            .last()
            .unwrap_or(i);
        let mirrored = (eq + 1..=end).any(|k| {
            k != i
                && self.t(k) == field
                && self.is_punct(k - 1, ".")
                && self.t(k - 2) != self.t(i - 2)
        });
        if !mirrored {
            return;
        }
        let t = self.toks[i];
        out.push(self.cand(
            t.start,
            t.end,
            field.to_string(),
            Operator::IdentifierReplace,
            format!(
                "replace `{}.{name}` with `{}.{field}` (the field the line assigns)",
                self.t(i - 2),
                self.t(i - 2)
            ),
        ));
    }

    /// `smart_truncate(text, n, " ")` -> `smart_truncate(text, n, DEFAULT_SEPARATOR)`: a short
    /// string literal passed to a call where the function elsewhere passes a module's string
    /// constant (`DEFAULT_SEPARATOR = "-"`, `const SEP = '/'`). The literal is the slip.
    pub(super) fn literal_for_constant(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript)
            || self.kind(i) != Some(TokenKind::Str)
            || self.t(i).len() > 5
            || !matches!(self.prev_t(i), "(" | ",")
            || !self.parent[i].is_some_and(|o| self.is_call_paren(o))
        {
            return;
        }
        // The file's top-level string constants: `NAME = "..."`, `const NAME = '...'`.
        let constant = |k: usize| {
            let head = if self.t(k.wrapping_sub(1)) == "const" {
                k - 1
            } else {
                k
            };
            self.kind(k) == Some(TokenKind::Ident)
                && self.first_on_line(head)
                && self.indent(head) == 0
                && self
                    .t(k)
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit())
                && self.is_op(k + 1, "=")
                && self.kind(k + 2) == Some(TokenKind::Str)
                && self.t(k + 2) != self.t(i)
        };
        let names: Vec<&str> = (0..self.toks.len())
            .filter(|&k| constant(k))
            .map(|k| self.t(k))
            .collect();
        let (lo, hi) = self.scope_of(i);
        if lo == 0 {
            return;
        }
        let mut used: Vec<&str> = Vec::new();
        for k in lo..hi.min(self.toks.len()) {
            let n = self.t(k);
            // Passed to a call, as the literal is.
            if names.contains(&n) && matches!(self.prev_t(k), "(" | ",") && !used.contains(&n) {
                used.push(n);
            }
        }
        let t = self.toks[i];
        for n in used.into_iter().take(2) {
            out.push(self.cand(
                t.start,
                t.end,
                n.to_string(),
                Operator::IdentifierReplace,
                format!(
                    "replace `{}` with `{n}`, the constant the function passes elsewhere",
                    self.t(i)
                ),
            ));
        }
    }

    /// `"url"` -> `"path"`: the other short word-like strings of the file written with the same
    /// quote, closest by line first. Not in imports.
    pub(super) fn string_replace(&self, i: usize, project: &ProjectFacts, out: &mut Vec<Cand>) {
        // A default value in a declaration (`defaultUnit = 'ms'`) is data like any other.
        if self.kind(i) != Some(TokenKind::Str) || (self.in_decl(i) && self.prev_t(i) != "=") {
            return;
        }
        let Some((quote, inner)) = simple_string(self.t(i)) else {
            return;
        };
        let line_text = self
            .index
            .line_span(self.src, self.line(i))
            .and_then(|(s, e)| self.src.get(s..e))
            .unwrap_or("")
            .trim_start();
        if line_text.starts_with("import ")
            || line_text.starts_with("from ")
            || line_text.contains("require(")
            || line_text.starts_with("use ")
            || line_text.starts_with("#[")
        {
            return;
        }
        let line = self.line(i) as i64;
        let mut others: Vec<(i64, &str)> = Vec::new();
        for k in 0..self.toks.len() {
            if k == i || self.kind(k) != Some(TokenKind::Str) {
                continue;
            }
            let Some((q, other)) = simple_string(self.t(k)) else {
                continue;
            };
            if q != quote || other == inner {
                continue;
            }
            let d = (self.line(k) as i64 - line).abs();
            match others.iter_mut().find(|(_, n)| *n == other) {
                Some(e) => e.0 = e.0.min(d),
                None => others.push((d, other)),
            }
        }
        others.sort();
        let t = self.toks[i];
        // A key of the data the code reads: first the other keys of a literal that has this
        // one (`pr["head"]` -> `pr["base"]`, the payload often spelled out only in a test),
        // then the file's other strings, closest first.
        // The text a failing assertion expected where it got this one comes first.
        let wanted: Vec<&str> = project
            .expected_for(inner)
            .into_iter()
            .filter(|k| simple_string(&format!("{quote}{k}{quote}")).is_some())
            .take(MAX_KEYS)
            .collect();
        for w in &wanted {
            let to = format!("{quote}{w}{quote}");
            out.push(self.cand(
                t.start,
                t.end,
                to.clone(),
                Operator::StringReplace,
                format!(
                    "replace `{}` with `{to}`, the text the failing test expects",
                    self.t(i)
                ),
            ));
        }
        let keys: Vec<&str> = project
            .sibling_keys(inner)
            .into_iter()
            .filter(|k| simple_string(&format!("{quote}{k}{quote}")).is_some())
            .filter(|k| !wanted.contains(k))
            .take(MAX_KEYS)
            .collect();
        let strings = others
            .into_iter()
            .map(|(_, o)| o)
            .filter(|o| !keys.contains(o) && !wanted.contains(o))
            .take(MAX_STRINGS);
        for (other, key) in keys
            .iter()
            .map(|k| (*k, true))
            .chain(strings.map(|o| (o, false)))
        {
            let to = format!("{quote}{other}{quote}");
            let why = if key {
                ", another key of the same data"
            } else {
                ""
            };
            let mut c = self.cand(
                t.start,
                t.end,
                to.clone(),
                Operator::StringReplace,
                format!("replace `{}` with `{to}`{why}", self.t(i)),
            );
            // Reading another key of the same data (`pr["head"]` -> `pr["base"]`) is the wrong
            // field read, like `page.created` for `page.updated`: an operator edit, not data.
            if key && self.is_key_read(i) {
                c.class = EditClass::Operator;
            }
            out.push(c);
        }
    }

    /// Whether the string at `i` is the key of a read: `d["key"]`, `d.get("key")` (also
    /// `pop`/`setdefault`), `obj['key']`.
    fn is_key_read(&self, i: usize) -> bool {
        let indexed = self.is_punct(i.wrapping_sub(1), "[")
            && self.is_punct(i + 1, "]")
            && i >= 2
            && (self.kind(i - 2) == Some(TokenKind::Ident)
                || self.is_punct(i - 2, "]")
                || self.is_punct(i - 2, ")"))
            && !matches!(self.t(i - 2), "in" | "return" | "=" | "and" | "or" | "not");
        let got = self.is_punct(i.wrapping_sub(1), "(")
            && i >= 3
            && self.is_punct(i - 3, ".")
            && matches!(self.t(i - 2), "get" | "pop" | "setdefault")
            && (self.is_punct(i + 1, ")") || self.is_punct(i + 1, ","));
        indexed || got
    }

    /// A date format with one directive for its look-alike: `"%Y-%M-%d"` -> `"%Y-%m-%d"`
    /// (minutes for the month), `%y`/`%Y`, `%H`/`%I`. Only in a string holding at least two
    /// `strftime` directives.
    pub(super) fn date_format(&self, i: usize, out: &mut Vec<Cand>) {
        if self.kind(i) != Some(TokenKind::Str) {
            return;
        }
        let text = self.t(i);
        let Some(q) = text.chars().next().filter(|q| matches!(q, '\'' | '"')) else {
            return;
        };
        if text.len() < 2 || !text.ends_with(q) {
            return;
        }
        let b = text.as_bytes();
        let directives: Vec<usize> = (1..b.len().saturating_sub(1))
            .filter(|&k| b[k - 1] == b'%' && (k < 2 || b[k - 2] != b'%'))
            .filter(|&k| b"aAbBdHIjmMpSyYzZf".contains(&b[k]))
            .collect();
        if directives.len() < 2 {
            return;
        }
        for k in directives {
            let to = match b[k] {
                b'M' => 'm',
                b'm' => 'M',
                b'Y' => 'y',
                b'y' => 'Y',
                b'H' => 'I',
                b'I' => 'H',
                _ => continue,
            };
            let changed = format!("{}{to}{}", &text[..k], &text[k + 1..]);
            out.push(self.cand(
                self.toks[i].start,
                self.toks[i].end,
                changed,
                Operator::StringReplace,
                format!("date format: `%{to}` instead of `%{}`", b[k] as char),
            ));
        }
    }

    /// Rust `a..=b` <-> `a..b` between two operands (not `..base` struct updates or `[x, ..]`
    /// patterns).
    pub(super) fn range_bound(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Rust {
            return;
        }
        let text = self.t(i);
        if !matches!(text, ".." | "..=") || i == 0 || i + 1 >= self.toks.len() {
            return;
        }
        let before = self.t(i - 1);
        let after_ok = matches!(self.kind(i + 1), Some(TokenKind::Ident | TokenKind::Number))
            || self.t(i + 1) == "(";
        let before_ok = matches!(self.kind(i - 1), Some(TokenKind::Ident | TokenKind::Number))
            || before == ")"
            || before == "]";
        if !(after_ok && before_ok) || self.kind(i - 1) == Some(TokenKind::Keyword) {
            return;
        }
        let to = if text == ".." { "..=" } else { ".." };
        out.push(self.swap_cand(i, to, Operator::Relational));
    }

    /// Python `except ValueError:` -> `except Exception:` (the handler did not catch what was
    /// raised). Not for a bare `except`, `Exception` or `BaseException` already.
    pub(super) fn except_broaden(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang != Lang::Python || self.t(i) != "except" {
            return;
        }
        // The exception expression: tokens up to `:` or `as` on the line.
        let mut end = i + 1;
        while end < self.toks.len()
            && self.line(end) == self.line(i)
            && !matches!(self.t(end), ":" | "as")
        {
            end += 1;
        }
        if end == i + 1 || end >= self.toks.len() || !matches!(self.t(end), ":" | "as") {
            return;
        }
        let start = self.toks[i + 1].start;
        let stop = self.toks[end - 1].end;
        let Some(expr) = self.src.get(start..stop) else {
            return;
        };
        if matches!(expr.trim(), "Exception" | "BaseException" | "*") || expr.contains('\n') {
            return;
        }
        // The lookup errors and the conversion errors are easily mixed up: `except IndexError`
        // around a dict lookup (`KeyError`), `except TypeError` around `int(text)` (`ValueError`).
        let sibling = match expr.trim() {
            "IndexError" => Some("KeyError"),
            "KeyError" => Some("IndexError"),
            "ValueError" => Some("TypeError"),
            "TypeError" => Some("ValueError"),
            "AttributeError" => Some("KeyError"),
            _ => None,
        };
        if let Some(to) = sibling {
            out.push(self.cand(
                start,
                stop,
                to.into(),
                Operator::ExceptBroaden,
                format!("catch `{to}` instead of `{expr}`"),
            ));
        }
        out.push(self.cand(
            start,
            stop,
            "Exception".into(),
            Operator::ExceptBroaden,
            format!("catch `Exception` instead of `{expr}`"),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::simple_string;

    #[test]
    fn simple_strings_are_short_words_with_their_quote() {
        assert_eq!(simple_string("'ms'"), Some(('\'', "ms")));
        assert_eq!(simple_string("\"path\""), Some(('"', "path")));
        assert_eq!(simple_string("f'x'"), None);
        assert_eq!(simple_string("'a sentence with spaces'"), None);
        assert_eq!(simple_string("''"), None);
        assert_eq!(simple_string("`t`"), None);
        assert_eq!(simple_string("'__main__'"), None);
    }

    #[test]
    fn a_string_becomes_the_text_the_failing_assertion_expected() {
        use crate::mutate::{apply, generate_in, Lang, MutationBudget, Operator, ProjectFacts};
        let code = "def headers(auth, proxy_auth):\n    h = {}\n    if auth:\n        h[\"authorization\"] = auth\n    if proxy_auth:\n        h[\"authorization\"] = proxy_auth\n    return h\n";
        let facts = ProjectFacts::collect(Lang::Python, [(code, false)]).with_expectations(&[(
            "{'authorization': 'x'}".to_string(),
            "{'proxy-authorization': 'x'}".to_string(),
        )]);
        let got: Vec<_> = generate_in(code, Lang::Python, &[6], &MutationBudget::default(), &facts);
        let first = got
            .iter()
            .find(|m| m.operator == Operator::StringReplace)
            .expect("a string replaced");
        assert_eq!(
            apply(code, first).lines().nth(5),
            Some("        h[\"proxy-authorization\"] = proxy_auth"),
            "{got:#?}"
        );
        assert!(first.description.contains("the failing test expects"));
        // Without the failing values, no such text is made up.
        let plain = ProjectFacts::collect(Lang::Python, [(code, false)]);
        assert!(
            !generate_in(code, Lang::Python, &[6], &MutationBudget::default(), &plain)
                .iter()
                .any(|m| m.replacement.contains("proxy-"))
        );
    }

    #[test]
    fn a_key_becomes_another_key_of_the_same_data_spelled_out_in_a_test() {
        use crate::mutate::{apply, generate_in, EditClass, Lang, MutationBudget, ProjectFacts};
        let code = "def parse(payload):\n    pr = payload[\"pull_request\"]\n    return (pr[\"head\"][\"ref\"],\n            pr[\"head\"][\"ref\"])\n";
        let test = "PAYLOAD = {\"pull_request\": {\"number\": 1, \"head\": {\"ref\": \"a\"}, \"base\": {\"ref\": \"b\"}}}\n";
        let facts = ProjectFacts::collect(Lang::Python, [(code, false), (test, true)]);
        let got: Vec<String> =
            generate_in(code, Lang::Python, &[4], &MutationBudget::default(), &facts)
                .iter()
                .map(|m| apply(code, m))
                .collect();
        assert!(
            got.iter().any(|s| s.contains("pr[\"base\"][\"ref\"])")),
            "{got:#?}"
        );
        // Reading another key is a wrong field read (an operator edit), not a data change; the
        // same string as a call's argument stays a literal.
        let class_of = |code: &str, line: u32| {
            let facts = ProjectFacts::collect(Lang::Python, [(code, false), (test, true)]);
            generate_in(
                code,
                Lang::Python,
                &[line],
                &MutationBudget::default(),
                &facts,
            )
            .into_iter()
            .find(|m| m.replacement == "\"base\"")
            .map(|m| m.class)
        };
        assert_eq!(class_of(code, 4), Some(EditClass::Operator));
        let call = "def parse(payload):\n    return lookup(payload, \"head\")\n";
        assert_eq!(class_of(call, 2), Some(EditClass::Literal));
        // Without the test's payload, `base` is no candidate.
        let alone = ProjectFacts::collect(Lang::Python, [(code, false)]);
        let got: Vec<String> =
            generate_in(code, Lang::Python, &[4], &MutationBudget::default(), &alone)
                .iter()
                .map(|m| apply(code, m))
                .collect();
        assert!(!got.iter().any(|s| s.contains("base")), "{got:#?}");
    }

    #[test]
    fn a_date_format_directive_becomes_its_look_alike() {
        use super::super::testing::{has, mutated};
        use crate::mutate::{Lang, Operator};
        let py = "DATE_FORMAT = \"%Y-%M-%d\"\nLABEL = \"100%\"\n\ndef stamp(when):\n    return when.strftime(\"%H:%M\") + '%d%%'\n";
        assert!(has(
            py,
            Lang::Python,
            1,
            Operator::StringReplace,
            "DATE_FORMAT = \"%Y-%m-%d\""
        ));
        assert!(has(
            py,
            Lang::Python,
            1,
            Operator::StringReplace,
            "DATE_FORMAT = \"%y-%M-%d\""
        ));
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::StringReplace,
            "strftime(\"%I:%M\")"
        ));
        // One directive is no date format; `%%` is a literal percent sign.
        assert!(mutated(py, Lang::Python, 2, Operator::StringReplace).is_empty());
        let got = mutated(py, Lang::Python, 5, Operator::StringReplace);
        // `'%d%%'` holds one directive: left alone.
        assert!(got.iter().all(|s| s.contains("+ '%d%%'")), "{got:#?}");
        assert_eq!(got.len(), 2, "{got:#?}");
    }

    #[test]
    fn a_lookup_error_is_caught_by_its_sibling() {
        use super::super::testing::mutated;
        use crate::mutate::{Lang, Operator};
        let py = "def get(d, k):\n    try:\n        return d[k]\n    except IndexError:\n        return None\n";
        let got = mutated(py, Lang::Python, 4, Operator::ExceptBroaden);
        assert!(
            got.iter().any(|s| s.contains("except KeyError:")),
            "{got:#?}"
        );
        assert!(
            got.iter().any(|s| s.contains("except Exception:")),
            "{got:#?}"
        );
    }

    #[test]
    fn an_attribute_read_after_its_copy_changed_becomes_the_copy() {
        use super::super::testing::{has, mutated};
        use crate::mutate::{Lang, Operator};
        let py = "def add(dt, months):\n    year = dt.year\n    month = dt.month + months\n    if month > 12:\n        year += 1\n    day = min(dt.day, days_in_month(dt.year, month))\n    return date(dt.year, month, day)\n";
        assert!(has(
            py,
            Lang::Python,
            6,
            Operator::IdentifierReplace,
            "days_in_month(year, month)"
        ));
        // `dt.day` and `dt.month` have no changed copy (`month` is not a copy of `dt.month`).
        let six = mutated(py, Lang::Python, 6, Operator::IdentifierReplace);
        assert!(!six.iter().any(|s| s.contains("min(day,")), "{six:?}");
        let rs = "fn add(dt: &Date, n: i32) -> Date {\n    let mut year = dt.year;\n    year += n;\n    Date::new(dt.year, 1)\n}\n";
        assert!(has(
            rs,
            Lang::Rust,
            4,
            Operator::IdentifierReplace,
            "Date::new(year, 1)"
        ));
        // Without a change to the copy, the attribute stays.
        let same = "def f(dt):\n    year = dt.year\n    return g(dt.year, year)\n";
        assert!(!has(
            same,
            Lang::Python,
            3,
            Operator::IdentifierReplace,
            "g(year, year)"
        ));
    }

    #[test]
    fn a_row_of_field_sums_reads_the_assigned_field() {
        use super::super::testing::has;
        use crate::mutate::{Lang, Operator};
        let py = "def add(self, other):\n    nums = Numbers()\n    nums.n_files = self.n_files + other.n_files\n    nums.n_missing = self.n_missing + other.n_statements\n    nums.total = self.n_files + other.n_missing\n";
        assert!(has(
            py,
            Lang::Python,
            4,
            Operator::IdentifierReplace,
            "self.n_missing + other.n_missing\n"
        ));
        // Not on a line whose operands read the assigned field already.
        let described = |line: u32| -> Vec<String> {
            crate::mutate::generate(py, Lang::Python, &[line], &Default::default())
                .into_iter()
                .map(|m| m.description)
                .filter(|d| d.contains("(the field the line assigns)"))
                .collect()
        };
        assert_eq!(described(4).len(), 1, "{:?}", described(4));
        assert!(described(3).is_empty(), "{:?}", described(3));
        // `total` is read by no operand: no mirror.
        assert!(!has(
            py,
            Lang::Python,
            5,
            Operator::IdentifierReplace,
            "other.total"
        ));
    }

    #[test]
    fn a_short_literal_argument_may_be_the_constant_passed_elsewhere() {
        use super::super::testing::has;
        use crate::mutate::{Lang, Operator};
        let py = "SEP = \"-\"\n\ndef slugify(text, n):\n    text = PATTERN.sub(SEP, text)\n    return truncate(text, n, \" \")\n\ndef other(text):\n    return truncate(text, 3, \" \")\n";
        assert!(has(
            py,
            Lang::Python,
            5,
            Operator::IdentifierReplace,
            "truncate(text, n, SEP)"
        ));
        // A function that never passes the constant keeps its literal.
        assert!(!has(
            py,
            Lang::Python,
            8,
            Operator::IdentifierReplace,
            "truncate(text, 3, SEP)"
        ));
    }

    #[test]
    fn an_attribute_of_the_same_kind_of_value_comes_first() {
        use super::super::testing::mutated;
        use crate::mutate::{Lang, Operator};
        // xmltodict's handler: the text went under the attribute prefix.
        let py = "class H:\n    def __init__(self, attr_prefix=\"@\", cdata_key=\"#text\", force_cdata=False):\n        self.attr_prefix = attr_prefix\n        self.cdata_key = cdata_key\n        self.force_cdata = force_cdata\n        self.path = []\n        self.stack = []\n        self.data = []\n        self.item = None\n        self.a = 1\n        self.b = 2\n        self.c = 3\n\n    def end(self, item, data):\n        if self.force_cdata and self.path and self.stack and self.data and self.item:\n            self.push(item, self.attr_prefix, data)\n";
        let got: Vec<String> = mutated(py, Lang::Python, 16, Operator::IdentifierReplace)
            .into_iter()
            .filter_map(|s| s.lines().nth(15).map(str::trim).map(String::from))
            .filter(|l| l.starts_with("self.push(item, self.") && !l.contains("attr_prefix"))
            .collect();
        assert_eq!(
            got.first().map(String::as_str),
            Some("self.push(item, self.cdata_key, data)"),
            "{got:#?}"
        );
    }
}
