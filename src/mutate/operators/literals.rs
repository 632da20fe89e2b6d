//! Integer literals moved by one (`n` to `n + 1`, `n - 1`) or, for a power of ten, by a factor of
//! ten (`100` to `1000`, `10`), and the identities that would make
//! (`x + 0`, `x * 1`) written plainly instead: the operator and the literal removed.

use super::structure::Analysis;
use super::{compact, Cand, EditClass, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// Counts of time units, each the next one's multiple: seconds (a minute, an hour, a day, a
/// week) and milliseconds.
const TIME_UNITS: &[&[u128]] = &[
    &[60, 3600, 86400, 604800],
    &[1000, 60000, 3600000, 86400000],
];

/// Integer literal suffixes that keep a literal an integer (or a valid number after `+1`).
pub(super) const INT_SUFFIXES: &[&str] = &[
    "", "n", "L", "l", "u", "U", "j", "J", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16",
    "u32", "u64", "u128", "usize",
];

impl<'s> Analysis<'s> {
    /// `n` → `n + 1`, `n - 1` for decimal integer literals, keeping the suffix.
    /// Whether the number at `i` is the radix argument of a conversion: the only argument of
    /// `toString(`/`to_digit(`/`from_digit(`, or the second of `parseInt(`/`int(`/
    /// `from_str_radix(`.
    fn is_radix(&self, i: usize) -> bool {
        let Some(o) = self.parent[i] else {
            return false;
        };
        let callee = self.t(o.wrapping_sub(1));
        let Some(items) = self.items(o) else {
            return false;
        };
        let at = items.iter().position(|&(f, l)| f == i && l == i);
        matches!(
            (callee, at, items.len()),
            ("toString" | "to_digit", Some(0), 1)
                | (
                    "parseInt" | "int" | "from_str_radix" | "from_digit",
                    Some(1),
                    2
                )
        )
    }

    pub(super) fn constant(&self, i: usize, out: &mut Vec<Cand>) {
        if self.lang == Lang::Rust && self.prev_t(i) == "." {
            return;
        }
        let text = self.t(i);
        let digits_end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '_'))
            .unwrap_or(text.len());
        let (core, suffix) = text.split_at(digits_end);
        let suffix_clean = suffix.trim_start_matches('_');
        // A whole float (`0.0`, `2.0`, `1.0f64`) moves by one like an integer and keeps its
        // fraction and suffix: `return 0.0` for `return 1.0`.
        let whole_float = suffix.strip_prefix('.').is_some_and(|rest| {
            let zeros = rest.len() - rest.trim_start_matches('0').len();
            zeros > 0 && matches!(rest[zeros..].trim_start_matches('_'), "" | "f32" | "f64")
        });
        if core.is_empty() || !(INT_SUFFIXES.contains(&suffix_clean) || whole_float) {
            return;
        }
        let digits: String = core.chars().filter(|c| *c != '_').collect();
        if digits.is_empty() || (digits.len() > 1 && digits.starts_with('0')) {
            return;
        }
        let Ok(n) = digits.parse::<u128>() else {
            return;
        };
        // Down first, then up (the order the search tries them in). A power of ten from 100
        // up is first a slip of magnitude (`maxAge / 100` for `/ 1000`, ms to s), and
        // `1000`/`1024` are the two kilos.
        let mut values = Vec::new();
        let power_of_ten = n >= 100
            && digits.trim_start_matches('1').chars().all(|c| c == '0')
            && digits.starts_with('1');
        if power_of_ten {
            values.extend(n.checked_mul(10));
            values.push(n / 10);
        }
        match n {
            1000 => values.push(1024),
            1024 => values.push(1000),
            _ => {}
        }
        // A count of time units (`day_secs % 3600` for `% 60`, `ms / 60000` for `/ 3600000`):
        // the unit next to it, smaller first.
        for chain in TIME_UNITS {
            if let Some(k) = chain.iter().position(|&u| u == n) {
                values.extend(k.checked_sub(1).map(|k| chain[k]));
                values.extend(chain.get(k + 1).copied());
            }
        }
        values.dedup();
        // A radix (`n.toString(10)`, `parseInt(s, 8)`, `int(s, 16)`, `from_str_radix(s, 10)`,
        // `c.to_digit(10)`): the other radixes come first.
        if self.is_radix(i) && matches!(n, 2 | 8 | 10 | 16) {
            values.retain(|&v| !matches!(v, 2 | 8 | 10 | 16));
            let others: Vec<u128> = [16, 10, 8, 2].into_iter().filter(|&r| r != n).collect();
            values.splice(0..0, others);
        }
        if n > 0 {
            values.push(n - 1);
        }
        if let Some(up) = n.checked_add(1) {
            values.push(up);
        }
        // Python `[0]`/`[1]` alone in a subscript: the last item may have been meant
        // (`name.split(".")[1]` -> `[-1]`).
        let lone_index = !whole_float
            && self.is_punct(i.wrapping_sub(1), "[")
            && self.is_punct(i + 1, "]")
            && self.is_operand_end(i.wrapping_sub(2))
            && matches!(self.lang, Lang::Python)
            && suffix.is_empty()
            && n <= 1;
        if lone_index {
            out.push(self.swap_cand(i, "-1", Operator::Constant));
        }
        // A negative literal with its sign dropped (`return -1` for `return 1`: a comparison
        // answering the wrong way round); changing the digits keeps the sign and cannot fix
        // that. An operator edit (the unary minus goes), not a literal one: the number stays.
        if i >= 1 && self.is_op(i - 1, "-") && !self.is_binary(i - 1) {
            out.push(self.cand(
                self.toks[i - 1].start,
                self.toks[i].end,
                text.to_string(),
                Operator::Arithmetic,
                format!("drop the sign: `-{text}` to `{text}`"),
            ));
        }
        // `text[:3], text[3:]`: one split point written twice; moving it moves both.
        let split_twin = self.split_twin(i).filter(|_| !whole_float);
        for v in values {
            // `x + 1` → `x + 0` is `x` written as no one would: remove the offset instead.
            if let Some(c) = self.identity_removal(i, v) {
                out.push(c);
                continue;
            }
            let to = format!("{v}{suffix}");
            if let Some(j) = split_twin {
                let (s, e) = (self.toks[i].start, self.toks[j].end);
                let between = &self.src[self.toks[i].end..self.toks[j].start];
                out.push(self.cand(
                    s,
                    e,
                    format!("{to}{between}{to}"),
                    Operator::Constant,
                    format!(
                        "move the split point `{}` to `{to}` in both slices",
                        self.t(i)
                    ),
                ));
            }
            out.push(self.swap_cand(i, &to, Operator::Constant));
        }
    }

    /// For a slice bound `n` at `i` in `x[:n]` (or `x[n:]`), the same `n` as the other bound of
    /// a slice of the same `x` later on the line (`x[n:]`, `x[:n]`): the two halves of a split.
    fn split_twin(&self, i: usize) -> Option<usize> {
        let upper = self.is_punct(i.wrapping_sub(1), ":")
            && self.is_punct(i.wrapping_sub(2), "[")
            && self.is_punct(i + 1, "]");
        let lower = self.is_punct(i.wrapping_sub(1), "[")
            && self.is_punct(i + 1, ":")
            && self.is_punct(i + 2, "]");
        if !(upper || lower) || self.lang != Lang::Python {
            return None;
        }
        let seq = self.t(i.checked_sub(if upper { 3 } else { 2 })?);
        (i + 1..self.toks.len())
            .take_while(|&j| self.line(j) == self.line(i))
            .find(|&j| {
                self.t(j) == self.t(i)
                    && if upper {
                        self.is_punct(j - 1, "[")
                            && self.is_punct(j + 1, ":")
                            && self.is_punct(j + 2, "]")
                            && self.t(j - 2) == seq
                    } else {
                        self.is_punct(j - 1, ":")
                            && self.is_punct(j - 2, "[")
                            && self.is_punct(j + 1, "]")
                            && self.t(j - 3) == seq
                    }
            })
    }

    /// A parameter's default (Python, JavaScript), at token `i`, which the other operators
    /// leave alone inside parameter lists: another constant of its family (`rounding=
    /// ROUND_HALF_EVEN` -> `ROUND_HALF_UP`: a name imported with it, or a module constant,
    /// longest shared prefix first), a number moved by one, a boolean flipped. Each is a literal
    /// edit (suspect as a fix, like any change of a value written in the code).
    pub(super) fn default_value(&self, i: usize, out: &mut Vec<Cand>) {
        if !matches!(self.lang, Lang::Python | Lang::JavaScript)
            || !self.is_op(i.wrapping_sub(1), "=")
            || !(self.is_punct(i + 1, ",") || self.is_punct(i + 1, ")"))
            || self.kind(i.wrapping_sub(2)) != Some(TokenKind::Ident)
        {
            return;
        }
        let Some(open) = self.parent[i] else { return };
        if !self.params[open] {
            return;
        }
        let text = self.t(i);
        let param = self.t(i - 2);
        match self.kind(i) {
            Some(TokenKind::Ident) if is_constant_name(text) => {
                for other in self.constant_siblings(text).into_iter().take(3) {
                    out.push(self.cand(
                        self.toks[i].start,
                        self.toks[i].end,
                        other.to_string(),
                        Operator::Constant,
                        format!("default `{param}` to `{other}` instead of `{text}`"),
                    ));
                }
            }
            Some(TokenKind::Number) => self.constant(i, out),
            _ if matches!(text, "True" | "False" | "true" | "false") => {
                let to = match text {
                    "True" => "False",
                    "False" => "True",
                    "true" => "false",
                    _ => "true",
                };
                out.push(self.swap_cand(i, to, Operator::BooleanLiteral));
            }
            _ => {}
        }
    }

    /// Constants of the same family as `name`: the other constant names of the import that
    /// brings it in, and the module's own constants, longest shared prefix first.
    fn constant_siblings(&self, name: &str) -> Vec<&'s str> {
        let mut found: Vec<&'s str> = Vec::new();
        let mut add = |n: &'s str| {
            if n != name && is_constant_name(n) && !found.contains(&n) {
                found.push(n);
            }
        };
        for k in 0..self.toks.len() {
            if self.t(k) != name || !self.first_on_line(self.statement_head(k)) {
                continue;
            }
            let head = self.statement_head(k);
            let import = match self.lang {
                Lang::Python => matches!(self.t(head), "from" | "import"),
                _ => self.t(head) == "import" || (head..k).any(|j| self.t(j) == "require"),
            };
            if import {
                let end = self.statement_end(head);
                for j in head..=end.min(self.toks.len() - 1) {
                    if self.kind(j) == Some(TokenKind::Ident) {
                        add(self.t(j));
                    }
                }
            }
        }
        for k in 0..self.toks.len() {
            let at = if matches!(self.t(k), "const" | "let" | "var") {
                k + 1
            } else {
                k
            };
            let top = match self.lang {
                Lang::Python => self.first_on_line(k) && self.indent(k) == 0,
                _ => self.first_on_line(k) && self.parent[k].is_none(),
            };
            if top && self.kind(at) == Some(TokenKind::Ident) && self.is_op(at + 1, "=") {
                add(self.t(at));
            }
        }
        let shared = |n: &str| {
            n.chars()
                .zip(name.chars())
                .take_while(|(a, b)| a == b)
                .count()
        };
        found.sort_by_key(|n| std::cmp::Reverse(shared(n)));
        found
    }

    /// The value of a decimal number literal (`1`, `1.0`, `1_000`, `2u8`), if it is one.
    pub(super) fn literal_value(&self, k: usize) -> Option<f64> {
        if self.kind(k) != Some(TokenKind::Number) {
            return None;
        }
        let text: String = self.t(k).chars().filter(|&c| c != '_').collect();
        let end = text
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(text.len());
        let (num, suffix) = text.split_at(end);
        let suffix_ok = INT_SUFFIXES.contains(&suffix)
            || matches!(suffix, "f32" | "f64" | "f" | "F" | "d" | "D");
        if !suffix_ok
            || num.is_empty()
            || (num.len() > 1 && num.starts_with('0') && !num.starts_with("0."))
        {
            return None;
        }
        num.parse().ok()
    }

    /// True when only spaces (no comment, no line break) separate the tokens `from..=to`.
    pub(super) fn gap_is_blank(&self, from: usize, to: usize) -> bool {
        (from..to).all(|j| {
            self.src
                .get(self.toks[j].end..self.toks[j + 1].start)
                .is_some_and(|g| g.chars().all(|c| c == ' ' || c == '\t'))
        })
    }

    /// For the literal at `k` changed to `v`: when that makes it the identity of the operator
    /// next to it (`x + 1` → `x + 0`, `x * 2` → `x * 1`, `1 + x` → `0 + x`), the same program
    /// written plainly: the operator and the literal removed (`x`). An offset of one removed is a
    /// `Boundary` edit, a factor removed a `Literal` one. `None` when `v` makes no identity or
    /// the literal is not a whole operand there.
    pub(super) fn identity_removal(&self, k: usize, v: u128) -> Option<Cand> {
        fn prec(op: &str) -> u8 {
            match op {
                "**" => 6,
                "*" | "/" | "//" | "%" => 5,
                "+" | "-" => 4,
                _ => 0,
            }
        }
        if v > 1 {
            return None;
        }
        let binary_op = |j: usize| {
            (self.kind(j) == Some(TokenKind::Operator) && self.is_binary(j) && prec(self.t(j)) > 0)
                .then_some(j)
        };
        // A unary sign before the literal (`-1 * x`) belongs to it.
        if k > 0 && self.kind(k - 1) == Some(TokenKind::Operator) && !self.is_binary(k - 1) {
            return None;
        }
        let l = k.checked_sub(1).and_then(binary_op);
        let r = binary_op(k + 1);
        let (lp, rp) = (
            l.map_or(0, |j| prec(self.t(j))),
            r.map_or(0, |j| prec(self.t(j))),
        );
        let class = |op: &str| {
            if matches!(op, "+" | "-") {
                EditClass::Boundary
            } else {
                EditClass::Literal
            }
        };
        // `x OP lit`: the literal is the whole right operand when what follows binds no tighter.
        if let Some(l) = l {
            let op = self.t(l);
            let identity =
                (v == 0 && matches!(op, "+" | "-")) || (v == 1 && matches!(op, "*" | "/" | "//"));
            if identity && rp <= lp && rp != 6 && self.gap_is_blank(l - 1, k) {
                let (s, e) = (self.toks[l - 1].end, self.toks[k].end);
                let removed = self.src.get(self.toks[l].start..e)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        // `lit OP x`: the literal is the whole left operand when what precedes binds looser.
        if let Some(r) = r {
            let op = self.t(r);
            let identity = (v == 0 && op == "+") || (v == 1 && op == "*");
            if identity && lp < rp && self.next(r).is_some() && self.gap_is_blank(k, r + 1) {
                let (s, e) = (self.toks[k].start, self.toks[r + 1].start);
                let removed = self.src.get(s..self.toks[r].end)?;
                let mut c = self.cand(
                    s,
                    e,
                    String::new(),
                    Operator::Constant,
                    format!("remove `{}`", compact(removed, 30)),
                );
                c.class = class(op);
                return Some(c);
            }
        }
        None
    }
}

/// `ROUND_HALF_UP`, `MAX_RETRIES`: an all-capitals name of at least two letters.
fn is_constant_name(name: &str) -> bool {
    name.chars().filter(char::is_ascii_uppercase).count() >= 2
        && name
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::super::testing::has;
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_default_becomes_another_constant_of_its_family_a_number_or_the_other_boolean() {
        let py = "from decimal import ROUND_HALF_EVEN, ROUND_HALF_UP, Decimal\n\nCENT = Decimal(\"0.01\")\nMODE = 'x'\n\n\ndef round_cents(amount, rounding=ROUND_HALF_EVEN, places=2, strict=False):\n    return amount\n";
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::Constant,
            "rounding=ROUND_HALF_UP,"
        ));
        // The module's constants too.
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::Constant,
            "rounding=CENT,"
        ));
        assert!(has(py, Lang::Python, 7, Operator::Constant, "places=3,"));
        assert!(has(
            py,
            Lang::Python,
            7,
            Operator::BooleanLiteral,
            "strict=True)"
        ));
        // `Decimal` is a class, not a constant of the family.
        assert!(!has(
            py,
            Lang::Python,
            7,
            Operator::Constant,
            "rounding=Decimal"
        ));
        let js = "const LIMIT = 10;\nconst MAX_LIMIT = 100;\nfunction page(items, size = LIMIT) {\n  return items.slice(0, size);\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            3,
            Operator::Constant,
            "size = MAX_LIMIT)"
        ));
    }
}

#[cfg(test)]
mod magnitude_tests {
    use super::super::testing::{has, mutated};
    use crate::mutate::{Lang, Operator};

    #[test]
    fn a_power_of_ten_slips_by_a_factor_of_ten_first() {
        // Express's `res.cookie`: `maxAge` in ms becomes `Max-Age` in seconds.
        let js = "function cookie(opts, maxAge) {\n  opts.maxAge = Math.floor(maxAge / 100);\n}\n";
        let got: Vec<String> = mutated(js, Lang::JavaScript, 2, Operator::Constant)
            .iter()
            .map(|s| s.lines().nth(1).unwrap().trim().to_string())
            .collect();
        assert_eq!(
            got,
            vec![
                "opts.maxAge = Math.floor(maxAge / 1000);",
                "opts.maxAge = Math.floor(maxAge / 10);",
                "opts.maxAge = Math.floor(maxAge / 99);",
                "opts.maxAge = Math.floor(maxAge / 101);",
            ]
        );
        // Black's `format_hex`: the prefix is split off twice at the same point.
        let py = "def format_hex(text):\n    before, after = text[:3], text[3:]\n    return before + after\n";
        let got = mutated(py, Lang::Python, 2, Operator::Constant);
        assert!(got
            .iter()
            .any(|s| s.contains("before, after = text[:2], text[2:]\n")));
        // Different sequences are no split.
        let py = "def f(a, b):\n    return a[:3], b[3:]\n";
        assert!(!mutated(py, Lang::Python, 2, Operator::Constant)
            .iter()
            .any(|s| s.contains("a[:2], b[2:]")));
        // The kilos, and no factor of ten for other numbers.
        let py = "def f(n):\n    return n / 1024 + n * 150\n";
        let got = mutated(py, Lang::Python, 2, Operator::Constant);
        assert!(got.iter().any(|s| s.contains("n / 1000 +")));
        assert!(!got
            .iter()
            .any(|s| s.contains("1500") || s.contains("* 15\n")));
    }

    #[test]
    fn a_radix_becomes_another_radix_first() {
        let js = "function pencode(c) {\n  return '%' + c.charCodeAt(0).toString(10).toUpperCase();\n}\n";
        let v = crate::mutate::generate(js, Lang::JavaScript, &[2], &Default::default());
        let radix: Vec<&str> = v
            .iter()
            .filter(|m| m.original == "10")
            .map(|m| m.replacement.as_str())
            .collect();
        assert_eq!(radix.first().copied(), Some("16"), "{radix:?}");
        assert!(radix.contains(&"8") && radix.contains(&"2"), "{radix:?}");
        // `charCodeAt(0)` is no radix.
        assert!(!v.iter().any(|m| m.original == "0" && m.replacement == "16"));
    }

    #[test]
    fn a_whole_float_moves_by_one_and_keeps_its_fraction() {
        let py = "def ratio(m, n):\n    if n:\n        return 2.0 * m / n\n    return 0.0\n\nHALF = 0.5\n";
        let got = mutated(py, Lang::Python, 4, Operator::Constant);
        assert!(got.iter().any(|s| s.contains("    return 1.0")), "{got:#?}");
        assert!(mutated(py, Lang::Python, 3, Operator::Constant)
            .iter()
            .any(|s| s.contains("return 3.0 * m / n")));
        // Fractions other than zeros are not numbers to move by one.
        assert!(mutated(py, Lang::Python, 6, Operator::Constant).is_empty());
        let rs = "fn zero() -> f64 {\n    1.0_f64\n}\n";
        assert!(mutated(rs, Lang::Rust, 2, Operator::Constant)
            .iter()
            .any(|s| s.contains("    2.0_f64")));
    }

    #[test]
    fn a_negative_answer_loses_its_sign() {
        // python-semver's `compare`: a release without a prerelease ranks above one with it.
        let py = "def compare(a, b):\n    if not a:\n        return -1\n    return b - -2\n";
        let first = |line: u32| {
            let v = crate::mutate::generate(py, Lang::Python, &[line], &Default::default());
            crate::mutate::search_order(v)
                .into_iter()
                .find(|m| m.original.starts_with('-') && m.original.len() > 1)
                .map(|m| (m.original, m.replacement, m.operator))
        };
        assert_eq!(
            first(3),
            Some(("-1".into(), "1".into(), Operator::Arithmetic))
        );
        assert_eq!(
            first(4),
            Some(("-2".into(), "2".into(), Operator::Arithmetic))
        );
        // A binary minus is no sign.
        assert!(
            !crate::mutate::generate("x = a -1\n", Lang::Python, &[1], &Default::default())
                .iter()
                .any(|m| m.original == "-1")
        );
    }

    #[test]
    fn a_count_of_time_units_becomes_the_next_unit() {
        // humantime's `FormattedDuration`: the seconds of a day taken modulo an hour.
        let rs =
            "fn f(day_secs: u64) -> u64 {\n    let seconds = day_secs % 3600;\n    seconds\n}\n";
        assert!(has(rs, Lang::Rust, 2, Operator::Constant, "day_secs % 60;"));
        assert!(has(
            rs,
            Lang::Rust,
            2,
            Operator::Constant,
            "day_secs % 86400;"
        ));
        let js = "function f(ms) {\n  return Math.floor(ms / 60000) % 60;\n}\n";
        assert!(has(
            js,
            Lang::JavaScript,
            2,
            Operator::Constant,
            "ms / 3600000"
        ));
    }
}
