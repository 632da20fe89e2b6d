//! What a call leaves out of what its function was given, and a call of the wrong function of a
//! pair. Real one-line fixes often add an argument that was at hand: a wrapper that takes
//! `**kwargs` and calls on without them (`csv.writer(stream)` -> `csv.writer(stream, **kwargs)`),
//! a recursive or delegating call that drops a parameter both functions declare
//! (`elt._get(path, i + 1)` -> `elt._get(path, i + 1, default)`); or they call the sibling of the
//! function called (`arcseconds / arcmin(degrees=1.)` -> `arcsec(...)`, two functions of the file
//! whose names share their start).
//!
//! Python only: the parameter lists these read are Python's (`*args`, `**kwargs`, defaults).
//! Each fires only where the function around the call has the name to pass, or where the file
//! defines the other function, so the mutants stay few and compile.

use super::structure::Analysis;
use super::{compact, Cand, Operator};
use crate::mutate::lexer::{Lang, TokenKind};

/// A parameter of a Python `def`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Param<'s> {
    /// `name`, `name=default`, `name: T = default`.
    Plain(&'s str),
    /// `*name`.
    Star(&'s str),
    /// `**name`.
    DoubleStar(&'s str),
}

/// Calls whose arguments are data, never a wrapper's pass-through: a missing `**kwargs` or
/// parameter is not their bug.
const DATA_CALLS: &[&str] = &[
    "len",
    "print",
    "isinstance",
    "issubclass",
    "hasattr",
    "getattr",
    "setattr",
    "str",
    "int",
    "float",
    "bool",
    "repr",
    "type",
    "super",
    "range",
    "enumerate",
    "zip",
    "list",
    "tuple",
    "set",
    "frozenset",
    "sorted",
    "reversed",
    "min",
    "max",
    "sum",
    "any",
    "all",
    "abs",
    "round",
    "iter",
    "next",
    "map",
    "filter",
    "id",
    "hash",
    "ord",
    "chr",
    "join",
    "append",
    "extend",
    "insert",
    "get",
    "pop",
    "items",
    "keys",
    "values",
    "setdefault",
    "add",
    "remove",
    "discard",
    "strip",
    "lstrip",
    "rstrip",
    "split",
    "rsplit",
    "lower",
    "upper",
    "replace",
    "startswith",
    "endswith",
    "encode",
    "decode",
    "format",
    "write",
    "read",
    "group",
    "match",
    "search",
    "compile",
];

/// At most this many parameters are offered to one call.
const MAX_FORWARDED: usize = 2;

impl<'s> Analysis<'s> {
    /// The parameters of the Python parameter list opened at `open`, in order, without `self`,
    /// `cls` and the bare `*` / `/` markers.
    fn py_params(&self, open: usize) -> Vec<Param<'s>> {
        let Some(items) = self.items(open) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (f, _) in items {
            let name = |k: usize| (self.kind(k) == Some(TokenKind::Ident)).then(|| self.t(k));
            let p = match self.t(f) {
                "**" => name(f + 1).map(Param::DoubleStar),
                "*" => name(f + 1).map(Param::Star),
                _ => name(f).map(Param::Plain),
            };
            match p {
                Some(Param::Plain("self" | "cls")) | None => {}
                Some(p) => out.push(p),
            }
        }
        out
    }

    /// The parameters of the parameter list opened at `open` whose default is `True` or
    /// `False`, with that default.
    fn py_flag_params(&self, open: usize) -> Vec<(&'s str, bool)> {
        let Some(items) = self.items(open) else {
            return Vec::new();
        };
        items
            .into_iter()
            .filter(|&(f, l)| {
                l == f + 2 && self.kind(f) == Some(TokenKind::Ident) && self.is_op(f + 1, "=")
            })
            .filter_map(|(f, l)| match self.t(l) {
                "True" => Some((self.t(f), true)),
                "False" => Some((self.t(f), false)),
                _ => None,
            })
            .collect()
    }

    /// Whether the `def` at token `d` takes `self` or `cls` first (a method).
    fn py_def_is_method(&self, d: usize) -> bool {
        matches!(self.t(d + 3), "self" | "cls")
    }

    /// The `def` of `name` in this file: its parameter list's open bracket, and whether it is a
    /// method.
    fn py_def_of(&self, name: &str) -> Option<(usize, bool)> {
        self.py_defs.iter().find_map(|&(d, _)| {
            (self.t(d + 1) == name && self.is_punct(d + 2, "("))
                .then(|| (d + 2, self.py_def_is_method(d)))
        })
    }

    /// Whether token `i` is the name of a Python call (`name(`, `obj.name(`), not of a `def`,
    /// a parameter list or a declaration.
    fn py_call_name(&self, i: usize) -> bool {
        self.lang == Lang::Python
            && self.kind(i) == Some(TokenKind::Ident)
            && self.is_punct(i + 1, "(")
            && !self.decl[i + 1]
            && !self.params[i + 1]
            && !self.is_kw(i.wrapping_sub(1), "def")
    }

    /// The replacement for the `)` at `close` of the call opened at `open` that appends `arg`
    /// to its arguments (`f()` -> `f(arg)`, `f(a,)` -> `f(a, arg)`, `f(a)` -> `f(a, arg)`).
    pub(super) fn appended_argument(&self, open: usize, close: usize, arg: &str) -> String {
        if close == open + 1 {
            format!("{arg})")
        } else if self.is_punct(close - 1, ",") {
            format!(" {arg})")
        } else {
            format!(", {arg})")
        }
    }

    /// `AddCall` at token `i`, a called name: the call passes on what the function around it
    /// received and it leaves out. `**kwargs` / `*args` of the function when the call passes
    /// no unpacking; a parameter of the function that the called function (defined in this
    /// file) declares and the call does not pass, positionally when it is the next one.
    pub(super) fn forward_arguments(&self, i: usize, out: &mut Vec<Cand>) {
        if !self.py_call_name(i) {
            return;
        }
        let name = self.t(i);
        let method = self.is_punct(i.wrapping_sub(1), ".");
        if DATA_CALLS.contains(&name) {
            return;
        }
        let Some(c) = self.pair[i + 1] else { return };
        // The call must sit in the function's body, not in its signature.
        let Some((open, params_close)) = self.parameter_list(i) else {
            return;
        };
        if i < params_close {
            return;
        }
        let have = self.py_params(open);
        let items = if c == i + 2 {
            Vec::new()
        } else {
            match self.items(i + 1) {
                Some(v) => v,
                None => return,
            }
        };
        let own = |k: usize| self.parent[k] == Some(i + 1);
        let unpacks = (i + 2..c).any(|k| own(k) && matches!(self.t(k), "*" | "**"));
        let keyword = |(f, l): (usize, usize)| {
            l > f && self.kind(f) == Some(TokenKind::Ident) && self.is_op(f + 1, "=")
        };
        let keywords: Vec<&str> = items
            .iter()
            .filter(|&&it| keyword(it))
            .map(|&(f, _)| self.t(f))
            .collect();
        let positional = items.iter().filter(|&&it| !keyword(it)).count();
        // Passed: an argument that is the name itself (`f(x, default)`), not one that reads it
        // (`f(alphabet[0])` still leaves `alphabet` out).
        let passed = |n: &str| items.iter().any(|&(f, l)| self.range_text(f, l) == n);
        let close = self.toks[c];
        let with = |arg: &str| self.appended_argument(i + 1, c, arg);
        let receiver = self.t(i.wrapping_sub(2));
        // A parameter the function received and the call drops is the rare, telling edit on
        // its line: it runs before the line's generic alternatives (`first`).
        let mut push = |arg: String, what: String, first: bool| {
            let mut c = self.cand(
                close.start,
                close.end,
                with(&arg),
                Operator::AddCall,
                format!("{what}: add `{arg}` to `{name}(...)`"),
            );
            c.first = first;
            out.push(c);
        };
        if !unpacks {
            for p in &have {
                let (arg, what) = match *p {
                    Param::Star(n) => (format!("*{n}"), format!("pass the function's `*{n}` on")),
                    Param::DoubleStar(n) => {
                        (format!("**{n}"), format!("pass the function's `**{n}` on"))
                    }
                    Param::Plain(_) => continue,
                };
                // `kwargs.get(...)`: the collection's own methods take no pass-through.
                let bare = arg.trim_start_matches('*');
                if (method && receiver == bare) || passed(bare) {
                    continue;
                }
                push(arg, what, true);
            }
        }
        // A parameter both functions declare, left out of the call.
        let Some((def_open, def_method)) = self.py_def_of(name) else {
            return;
        };
        if def_method != method {
            return;
        }
        let wanted = self.py_params(def_open);
        // A flag of the called function left at its default: the other value, by keyword
        // (`b58encode_int(acc, alphabet=a)` -> `b58encode_int(acc, default_one=False, ...)`).
        // Only for a call that passes some keyword (it was written with the options in view).
        if !keywords.is_empty() {
            for (flag, default) in self.py_flag_params(def_open) {
                let at = wanted.iter().position(|p| *p == Param::Plain(flag));
                if keywords.contains(&flag) || at.is_some_and(|j| j < positional) {
                    continue;
                }
                let value = if default { "False" } else { "True" };
                push(
                    format!("{flag}={value}"),
                    format!("pass `{flag}={value}`"),
                    false,
                );
            }
        }
        let mut offered = 0;
        for (j, p) in wanted.iter().enumerate() {
            let Param::Plain(n) = *p else { break };
            if j < positional || keywords.contains(&n) || passed(n) {
                continue;
            }
            if !have.contains(&Param::Plain(n)) {
                continue;
            }
            let arg = if j == positional && keywords.is_empty() && !unpacks {
                n.to_string()
            } else {
                format!("{n}={n}")
            };
            push(arg, format!("pass the parameter `{n}` on"), true);
            offered += 1;
            if offered == MAX_FORWARDED {
                break;
            }
        }
    }

    /// The plain parameters of the parameter list opened at `open`, in order, up to the first
    /// `*`/`**` parameter (see `py_params`).
    fn py_plain_params(&self, open: usize) -> Vec<String> {
        self.py_params(open)
            .into_iter()
            .map_while(|p| match p {
                Param::Plain(n) => Some(n.to_string()),
                _ => None,
            })
            .collect()
    }

    /// Every Python `def` of the file: its name, its plain parameters in order (without
    /// `self`/`cls`; the list stops at the first `*`/`**` parameter) and whether it is a method.
    pub(super) fn py_signatures(&self) -> Vec<(String, (Vec<String>, bool))> {
        self.py_defs
            .iter()
            .filter(|&&(d, _)| self.is_punct(d + 2, "("))
            .map(|&(d, _)| {
                let params = self.py_plain_params(d + 2);
                (
                    self.t(d + 1).to_string(),
                    (params, self.py_def_is_method(d)),
                )
            })
            .collect()
    }

    /// `SwapArguments` at token `i`, a called name (pylint's `arguments-out-of-order`): two
    /// positional arguments that are plain names, each the name of the parameter at the
    /// other's position (`_mkCrcFun(poly, sizeBits, xorOut, rev, initCrc)` for `def
    /// _mkCrcFun(poly, sizeBits, initCrc, rev, xorOut)`), trade places. The function is this
    /// file's `def` of the name, else the one signature the project's code gives it. Such a
    /// call reads as a slip, so the edit comes first on its line.
    pub(super) fn arguments_out_of_order(
        &self,
        i: usize,
        project: &super::project::ProjectFacts,
        out: &mut Vec<Cand>,
    ) {
        if !self.py_call_name(i) {
            return;
        }
        let name = self.t(i);
        let method = self.is_punct(i.wrapping_sub(1), ".");
        let params: Vec<String> = match self.py_def_of(name) {
            Some((open, m)) if m == method => self.py_plain_params(open),
            Some(_) => return,
            None => match project.signatures.get(name).map(Vec::as_slice) {
                Some([(params, m)]) if *m == method => params.clone(),
                _ => return,
            },
        };
        let Some(items) = self.items(i + 1) else {
            return;
        };
        // The positional arguments before any keyword or unpacking, as plain names.
        let names: Vec<Option<&str>> = items
            .iter()
            .take_while(|&&(f, l)| {
                let keyword =
                    l > f && self.kind(f) == Some(TokenKind::Ident) && self.is_op(f + 1, "=");
                let unpacks = matches!(self.t(f), "*" | "**");
                !(keyword || unpacks)
            })
            .map(|&(f, l)| (f == l && self.kind(f) == Some(TokenKind::Ident)).then(|| self.t(f)))
            .collect();
        for j in 0..names.len().min(params.len()) {
            for k in j + 1..names.len().min(params.len()) {
                let (Some(a), Some(b)) = (names[j], names[k]) else {
                    continue;
                };
                if a == params[j] || b == params[k] || a != params[k] || b != params[j] {
                    continue;
                }
                let ((fj, lj), (fk, lk)) = (items[j], items[k]);
                let between = &self.src[self.toks[lj].end..self.toks[fk].start];
                let mut c = self.cand(
                    self.toks[fj].start,
                    self.toks[lk].end,
                    format!("{b}{between}{a}"),
                    Operator::SwapArguments,
                    format!("swap arguments `{a}` and `{b}` to match the parameters of `{name}`"),
                );
                c.first = true;
                out.push(c);
            }
        }
    }

    /// `CallSwap` at token `i`, a called name: another function of this file whose name shares
    /// its first three characters (`arcmin` / `arcsec`, `encode_key` / `encode_value`), called
    /// instead; the closest names first, at most two. Module-level functions and aliases
    /// (`arcsec = arcseconds`) for a plain call; methods of the file for `self.name(`.
    pub(super) fn sibling_function(&self, i: usize, out: &mut Vec<Cand>) {
        const MAX: usize = 2;
        if !self.py_call_name(i) {
            return;
        }
        let name = self.t(i);
        let method = self.is_punct(i.wrapping_sub(1), ".");
        if method && !self.is_kw(i.wrapping_sub(2), "self") {
            return;
        }
        if name.chars().count() < 4 {
            return;
        }
        let known = self.file_functions(method);
        if !known.contains(&name) {
            return;
        }
        let head: String = name.chars().take(3).collect();
        // Not a name that extends the other (`parse` / `parse_all`): a different function.
        let mut others: Vec<(usize, &str)> = known
            .iter()
            .copied()
            .filter(|&o| o.starts_with(&head) && !name.starts_with(o) && !o.starts_with(name))
            .map(|o| (o.len().abs_diff(name.len()), o))
            .collect();
        others.sort();
        for (_, o) in others.into_iter().take(MAX) {
            out.push(self.swap_cand(i, o, Operator::CallSwap));
        }
    }

    /// `AddCall` at token `i`, the `return` of a statement: the file's private one-argument
    /// helper that nothing in the file calls is called on the returned value
    /// (`return self.raw_text` -> `return self._clean_cue_tags(self.raw_text)`). A helper
    /// written and never used is the trace of a call left out. Methods (`self._name`) in a
    /// method of the same class, module functions anywhere; at most two helpers, the nearest
    /// first.
    pub(super) fn call_unused_helper(&self, i: usize, out: &mut Vec<Cand>) {
        const MAX: usize = 2;
        if self.lang != Lang::Python || !self.is_kw(i, "return") || !self.first_on_line(i) {
            return;
        }
        let first = i + 1;
        let Some(last) = (first..self.toks.len())
            .take_while(|&k| self.line(k) == self.line(i) || self.parent[k].is_some())
            .last()
        else {
            return;
        };
        if self.kind(first) != Some(TokenKind::Ident) && !self.is_kw(first, "self")
            || (first..=last).any(|k| {
                matches!(self.t(k), "lambda" | "yield" | "for" | ","
                if self.parent[k].is_none() || self.kind(k) == Some(TokenKind::Keyword))
            })
        {
            return;
        }
        let in_method = self
            .parameter_list(i)
            .is_some_and(|(open, _)| self.t(open + 1) == "self");
        let mut helpers: Vec<(u32, String)> = Vec::new();
        for &(d, _) in &self.py_defs {
            let name = self.t(d + 1);
            if !name.starts_with('_') || name.starts_with("__") || !self.is_punct(d + 2, "(") {
                continue;
            }
            let method = self.t(d + 3) == "self";
            let params = self.py_params(d + 2);
            let one = matches!(params.as_slice(), [Param::Plain(_)]);
            // Called, or passed as a value, anywhere but its own `def`.
            let used = (0..self.toks.len()).any(|k| k != d + 1 && self.t(k) == name);
            if !one || used || (method && !in_method) {
                continue;
            }
            let call = if method {
                format!("self.{name}")
            } else {
                name.to_string()
            };
            helpers.push((self.line(d).abs_diff(self.line(i)), call));
        }
        helpers.sort();
        let text = self.range_text(first, last);
        for (_, call) in helpers.into_iter().take(MAX) {
            out.push(self.cand(
                self.toks[first].start,
                self.toks[last].end,
                format!("{call}({text})"),
                Operator::AddCall,
                format!(
                    "call the unused helper `{call}` on the returned value: `return {}`",
                    compact(&format!("{call}({text})"), 50)
                ),
            ));
        }
    }

    /// The functions of this file callable by a plain name (module-level `def`s and aliases of
    /// them, `arcsec = arcseconds`), or, for `method`, the methods (`def name(self, ...)`).
    fn file_functions(&self, method: bool) -> Vec<&'s str> {
        let mut names: Vec<&'s str> = Vec::new();
        for &(d, _) in &self.py_defs {
            let is_method = self.py_def_is_method(d);
            let top = self.indent(d) == 0;
            if (method && is_method) || (!method && top && !is_method) {
                names.push(self.t(d + 1));
            }
        }
        if !method {
            // `alias = function` at module level.
            let n = self.toks.len();
            for k in 0..n.saturating_sub(2) {
                if self.first_on_line(k)
                    && self.indent(k) == 0
                    && self.kind(k) == Some(TokenKind::Ident)
                    && self.is_op(k + 1, "=")
                    && self.kind(k + 2) == Some(TokenKind::Ident)
                    && (k + 3 == n || self.line(k + 3) != self.line(k))
                    && names.contains(&self.t(k + 2))
                {
                    names.push(self.t(k));
                }
            }
        }
        names.sort_unstable();
        names.dedup();
        names
    }
}

#[cfg(test)]
mod tests {
    use crate::mutate::lexer::Lang;
    use crate::mutate::operators::{apply, generate, MutationBudget, Operator};

    fn mutated(src: &str, line: u32, op: Operator) -> Vec<String> {
        generate(src, Lang::Python, &[line], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.operator == op)
            .map(|m| {
                apply(src, &m)
                    .lines()
                    .nth(line as usize - 1)
                    .unwrap_or("")
                    .trim()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn a_wrapper_passes_on_the_keyword_arguments_it_received() {
        let py = "import csv\n\ndef export(dataset, **kwargs):\n    kwargs.setdefault('delimiter', ',')\n    w = csv.writer(stream)\n    kwargs.get('x')\n    return w\n";
        let got = mutated(py, 5, Operator::AddCall);
        assert!(
            got.contains(&"w = csv.writer(stream, **kwargs)".to_string()),
            "{got:?}"
        );
        // The collection's own methods and data calls get nothing.
        assert!(!mutated(py, 6, Operator::AddCall)
            .iter()
            .any(|m| m.contains("**kwargs)")));
        let len = "def f(xs, *args):\n    return len(xs)\n";
        assert!(!mutated(len, 2, Operator::AddCall)
            .iter()
            .any(|m| m.contains("*args")));
        // A call that already unpacks something is left alone.
        let done = "def f(a, **kw):\n    return g(a, **kw)\n";
        assert!(!mutated(done, 2, Operator::AddCall)
            .iter()
            .any(|m| m.contains("**kw)")));
    }

    #[test]
    fn arguments_named_like_each_others_parameters_trade_places() {
        // crcmod: the constructor passes `xorOut` where `_mkCrcFun` takes `initCrc`, and back.
        let py = "def _mkCrcFun(poly, sizeBits, initCrc, rev, xorOut):\n    return poly\n\nclass Crc:\n    def __init__(self, poly, initCrc=0, rev=True, xorOut=0):\n        sizeBits = 8\n        crcfun = _mkCrcFun(poly, sizeBits, xorOut, rev, initCrc)\n";
        let ms: Vec<_> = generate(py, Lang::Python, &[7], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.description.contains("to match the parameters"))
            .collect();
        assert_eq!(ms.len(), 1, "{ms:#?}");
        assert!(ms[0].first);
        assert_eq!(
            apply(py, &ms[0]).lines().nth(6).unwrap().trim(),
            "crcfun = _mkCrcFun(poly, sizeBits, initCrc, rev, xorOut)"
        );
        // In order already, or names that are not the other's parameter: nothing.
        let fine = py.replace("xorOut, rev, initCrc)", "initCrc, rev, xorOut)");
        let other = py.replace("xorOut, rev, initCrc)", "xorOut, rev, seed)");
        for src in [fine, other] {
            assert!(
                !generate(&src, Lang::Python, &[7], &MutationBudget::default())
                    .iter()
                    .any(|m| m.description.contains("to match the parameters"))
            );
        }
    }

    #[test]
    fn a_function_of_another_file_gives_the_parameter_order_through_the_project_facts() {
        // gitignore_parser: `rule.py` calls `_regex.py`'s function with two flags swapped, the
        // arguments on the call's second line.
        let regex = "def fnmatch_pathname_to_regex(pattern, directory_only, negation, anchored=False):\n    return pattern\n";
        let rule = "from ._regex import fnmatch_pathname_to_regex\n\ndef rule_from_pattern(pattern, negation, directory_only):\n    regex = fnmatch_pathname_to_regex(\n        pattern, negation, directory_only, anchored=True\n    )\n    return regex\n";
        let facts =
            crate::mutate::ProjectFacts::collect(Lang::Python, [(regex, false), (rule, false)]);
        let ms: Vec<_> = crate::mutate::operators::generate_in(
            rule,
            Lang::Python,
            &[4, 5],
            &MutationBudget::default(),
            &facts,
        )
        .into_iter()
        .filter(|m| m.description.contains("to match the parameters"))
        .collect();
        assert_eq!(ms.len(), 1, "{ms:#?}");
        assert_eq!(ms[0].line, 5);
        assert!(apply(rule, &ms[0]).contains("pattern, directory_only, negation, anchored=True"));
        // Without the other file (or with two different signatures for the name) it is unknown.
        assert!(
            !generate(rule, Lang::Python, &[4, 5], &MutationBudget::default())
                .iter()
                .any(|m| m.description.contains("to match the parameters"))
        );
        let twice =
            "def fnmatch_pathname_to_regex(pattern, negation, directory_only):\n    return 1\n";
        let facts =
            crate::mutate::ProjectFacts::collect(Lang::Python, [(regex, false), (twice, false)]);
        assert!(!crate::mutate::operators::generate_in(
            rule,
            Lang::Python,
            &[4, 5],
            &MutationBudget::default(),
            &facts
        )
        .iter()
        .any(|m| m.description.contains("to match the parameters")));
    }

    #[test]
    fn a_dropped_keyword_of_a_recursive_call_is_tried_first_on_its_line() {
        // chevron: a section's recursive `render(...)` passes every option on by keyword but
        // `partials_dict`; the line's other edits (names swapped, `.lower()`) come after it.
        let py = "def render(template='', data={}, partials_path='.', partials_dict={}, def_ldel='{{', def_rdel='}}', scopes=None):\n    out = ''\n    for thing in scopes:\n        out += render(template=thing, scopes=[thing],\n                      partials_path=partials_path,\n                      def_ldel=def_ldel, def_rdel=def_rdel)\n    return out\n";
        // The call's name is on line 4, its closing bracket (where the keyword goes) on line 6.
        let ms: Vec<_> = generate(py, Lang::Python, &[4, 5, 6], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.line == 6)
            .collect();
        let forwarded: Vec<_> = ms
            .iter()
            .filter(|m| {
                m.description
                    .contains("pass the parameter `partials_dict` on")
            })
            .collect();
        assert_eq!(forwarded.len(), 1, "{ms:#?}");
        assert!(forwarded[0].first);
        assert!(apply(py, forwarded[0]).contains("def_rdel=def_rdel, partials_dict=partials_dict)"));
        let mut line = ms.clone();
        crate::analyze::mbfl::plan::order_line(&mut line, py.lines().nth(5).unwrap(), |m| m.class);
        assert!(
            line[0].description.contains("pass the parameter"),
            "{:?}",
            line.iter().map(|m| &m.description).collect::<Vec<_>>()
        );
    }

    #[test]
    fn a_recursive_call_passes_the_parameter_it_dropped() {
        let py = "class Tree:\n    def _get(self, path, index=0, default=None):\n        elt = self.kids.get(path[index])\n        if elt is None:\n            return default\n        return elt._get(path, index + 1)\n\n    def get(self, key, default=None):\n        return self._get(key.split('.'), default=default)\n";
        let got = mutated(py, 6, Operator::AddCall);
        assert!(
            got.contains(&"return elt._get(path, index + 1, default)".to_string()),
            "{got:?}"
        );
        // An argument that only reads the parameter does not pass it (luhn's
        // `checksum(str(number) + alphabet[0])`).
        let luhn = "def checksum(number, alphabet='0123456789'):\n    return 0\n\ndef check_digit(number, alphabet='0123456789'):\n    ck = checksum(str(number) + alphabet[0])\n    return alphabet[-ck]\n";
        let got = mutated(luhn, 5, Operator::AddCall);
        assert!(
            got.contains(&"ck = checksum(str(number) + alphabet[0], alphabet)".to_string()),
            "{got:?}"
        );
        // Passed already by keyword: nothing to add.
        assert!(!mutated(py, 9, Operator::AddCall)
            .iter()
            .any(|m| m.contains("default=default, default")));
        // A plain function that declares the parameter gets it by keyword after a keyword.
        let f = "def load(path, strict=False):\n    return parse(path, mode='r')\n\ndef parse(path, mode='r', strict=False):\n    return path\n";
        let got = mutated(f, 2, Operator::AddCall);
        assert!(
            got.contains(&"return parse(path, mode='r', strict=strict)".to_string()),
            "{got:?}"
        );
        // A flag the called function declares, given its other value beside a keyword.
        let flag = "def encode(data, alphabet=A):\n    return encode_int(data, alphabet=alphabet)\n\ndef encode_int(i, default_one=True, alphabet=A):\n    return i\n";
        let got = mutated(flag, 2, Operator::AddCall);
        assert!(
            got.contains(
                &"return encode_int(data, alphabet=alphabet, default_one=False)".to_string()
            ),
            "{got:?}"
        );
        // The called function must declare it.
        let none = "def load(path, strict=False):\n    return other(path)\n\ndef other(path):\n    return path\n";
        assert!(!mutated(none, 2, Operator::AddCall)
            .iter()
            .any(|m| m.contains("strict")));
    }

    #[test]
    fn a_returned_value_gets_the_private_helper_nothing_calls() {
        let py = "import re\n\nclass Caption:\n    def _clean(self, text):\n        return re.sub(r'<[^>]*>', '', text)\n\n    @property\n    def text(self):\n        return self.raw_text\n";
        let got = mutated(py, 9, Operator::AddCall);
        assert!(
            got.contains(&"return self._clean(self.raw_text)".to_string()),
            "{got:?}"
        );
        // A helper the file calls somewhere is not offered, nor a public or two-argument one.
        let used = "class C:\n    def _clean(self, text):\n        return text\n\n    def a(self):\n        return self._clean(self.x)\n\n    def b(self):\n        return self.y\n\n    def pub(self, t):\n        return t\n\n    def _two(self, t, u):\n        return t\n";
        let got = mutated(used, 9, Operator::AddCall);
        assert!(
            !got.iter()
                .any(|m| m.contains("_clean(") || m.contains("pub(") || m.contains("_two(")),
            "{got:?}"
        );
    }

    #[test]
    fn a_call_of_a_function_gets_its_sibling_of_the_file() {
        let py = "def degrees(arcminutes=0, arcseconds=0):\n    deg = 0.\n    deg += arcseconds / arcmin(degrees=1.)\n    return deg\n\ndef arcminutes(degrees=0):\n    return degrees * 60.\n\ndef arcseconds(degrees=0):\n    return degrees * 3600.\n\narcmin = arcminutes\narcsec = arcseconds\n";
        let got = mutated(py, 3, Operator::CallSwap);
        assert!(
            got.contains(&"deg += arcseconds / arcsec(degrees=1.)".to_string()),
            "{got:?}"
        );
        // A name the file does not define is left alone.
        let other = "def fetch_one(x):\n    return x\n\ndef fetch_all(x):\n    return fmt(x)\n";
        assert_eq!(mutated(other, 5, Operator::CallSwap), Vec::<String>::new());
        let methods = "class C:\n    def get_start(self):\n        return 1\n\n    def get_end(self):\n        return 2\n\n    def span(self):\n        return self.get_start() - self.get_start()\n";
        let got = mutated(methods, 9, Operator::CallSwap);
        assert!(
            got.iter()
                .any(|m| m == "return self.get_end() - self.get_start()"),
            "{got:?}"
        );
    }
}
