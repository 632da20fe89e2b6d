//! Data-driven tests of the mutation operators: snapshots of the mutants of small real snippets
//! (each with strings and comments holding operators that must not be touched), properties every
//! mutant must satisfy, and a deterministic fuzz loop over hostile input.

use super::lexer::{lex, Lang};
use super::operators::{
    apply, apply_many, generate, try_apply, EditClass, Mutant, MutationBudget, Operator,
};
use expect_test::{expect, Expect};

/// One mutant per line: `id  [tokens_changed] class: description`.
fn render(mutants: &[Mutant]) -> String {
    mutants
        .iter()
        .map(|m| {
            format!(
                "{}  [{}] {}: {}\n",
                m.id, m.tokens_changed, m.class, m.description
            )
        })
        .collect()
}

fn all_lines(src: &str) -> Vec<u32> {
    (1..=src.lines().count() as u32 + 1).collect()
}

/// Snapshots every mutant of `src` on `lines` (all lines when empty) and checks the properties.
fn check(lang: Lang, src: &str, lines: &[u32], expect: Expect) {
    let lines = if lines.is_empty() {
        all_lines(src)
    } else {
        lines.to_vec()
    };
    let mutants = generate(src, lang, &lines, &MutationBudget::default());
    check_properties(src, lang, &mutants);
    expect.assert_eq(&render(&mutants));
}

/// Every mutant applies, differs from the source only inside its span, never touches an opaque
/// token, and ids are unique.
fn check_properties(src: &str, lang: Lang, mutants: &[Mutant]) {
    let opaque: Vec<(usize, usize)> = lex(src, lang)
        .iter()
        .filter(|t| t.kind.is_opaque())
        .map(|t| (t.start, t.end))
        .collect();
    let mut ids = std::collections::BTreeSet::new();
    for m in mutants {
        assert!(ids.insert(m.id.clone()), "duplicate id {}", m.id);
        let out = try_apply(src, m).unwrap_or_else(|| panic!("{} does not apply", m.id));
        assert_ne!(out, src, "{} changes nothing", m.id);
        assert_eq!(&out[..m.start_byte], &src[..m.start_byte]);
        assert_eq!(
            &out[m.start_byte + m.replacement.len()..],
            &src[m.end_byte..]
        );
        for &(s, e) in &opaque {
            if m.end_byte <= s || m.start_byte >= e {
                continue;
            }
            // A span may hold a whole literal (a swapped argument, a negated condition, a deleted
            // statement) but never cut into one, and only deletion may drop it.
            assert!(
                m.start_byte <= s && e <= m.end_byte,
                "{} cuts into a literal",
                m.id
            );
            // A string replaced by another of the file is the one edit that changes a literal.
            if m.operator != Operator::StatementDeletion && m.operator != Operator::StringReplace {
                assert!(
                    m.replacement.contains(&src[s..e]),
                    "{} changes a literal",
                    m.id
                );
            }
        }
    }
}

#[test]
fn python_mutants() {
    check(
        Lang::Python,
        r#"def bisect(xs, x):
    """Return the index where x < xs[i] and i >= 0."""
    lo, hi = 0, len(xs)  # lo <= hi
    while lo < hi:
        mid = (lo + hi) // 2
        if not xs[mid] >= x and x in xs:
            lo = mid + 1
        elif x is not None:
            hi = max(mid, lo)
    return lo if "a<b" != x else -1
"#,
        &[],
        expect![[r#"
            L3:C5:ident:lo->:xs  [1] operator: replace `lo` with `xs`
            L3:C5:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L3:C5:ident:lo->:x  [1] operator: replace `lo` with `x`
            L3:C5:ident:lo->:mid  [1] operator: replace `lo` with `mid`
            L3:C5:del:lo, hi = 0, len(xs)->:pass  [10] deletion: replace `lo, hi = 0, len(xs)` with `pass`
            L3:C14:const:0->:1  [1] literal: change `0` to `1`
            L3:C17:operand:len(xs)->:(len(xs) - 1)  [4] boundary: replace `len(xs)` with `(len(xs) - 1)`
            L3:C17:operand:len(xs)->:(len(xs) + 1)  [4] boundary: replace `len(xs)` with `(len(xs) + 1)`
            L3:C21:ident:xs->:lo  [1] operator: replace `xs` with `lo`
            L3:C21:ident:xs->:hi  [1] operator: replace `xs` with `hi`
            L3:C21:ident:xs->:x  [1] operator: replace `xs` with `x`
            L3:C21:ident:xs->:mid  [1] operator: replace `xs` with `mid`
            L4:C11:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L4:C11:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L4:C11:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L4:C11:ident:lo->:xs  [1] operator: replace `lo` with `xs`
            L4:C11:ident:lo->:mid  [1] operator: replace `lo` with `mid`
            L4:C11:ident:lo->:x  [1] operator: replace `lo` with `x`
            L4:C11:negcond:lo < hi->:not (lo < hi)  [3] operator: negate the condition `lo < hi`
            L4:C14:rel:<->:<=  [1] operator: change `<` to `<=`
            L4:C14:rel:<->:>  [1] operator: change `<` to `>`
            L4:C14:rel:<->:>=  [1] operator: change `<` to `>=`
            L4:C16:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L4:C16:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L4:C16:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L4:C16:ident:hi->:xs  [1] operator: replace `hi` with `xs`
            L4:C16:ident:hi->:mid  [1] operator: replace `hi` with `mid`
            L4:C16:ident:hi->:x  [1] operator: replace `hi` with `x`
            L5:C9:del:mid = (lo + hi) // 2->:pass  [9] deletion: replace `mid = (lo + hi) // 2` with `pass`
            L5:C16:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L5:C16:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L5:C16:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L5:C16:ident:lo->:mid  [1] operator: replace `lo` with `mid`
            L5:C16:ident:lo->:xs  [1] operator: replace `lo` with `xs`
            L5:C16:ident:lo->:x  [1] operator: replace `lo` with `x`
            L5:C16:bound:lo + hi->:lo + hi + 1  [2] boundary: replace `lo + hi` with `lo + hi + 1`
            L5:C16:bound:lo + hi->:lo + hi - 1  [2] boundary: replace `lo + hi` with `lo + hi - 1`
            L5:C19:arith:+->:-  [1] operator: change `+` to `-`
            L5:C19:arith:+->:*  [1] operator: change `+` to `*`
            L5:C21:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L5:C21:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L5:C21:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L5:C21:ident:hi->:mid  [1] operator: replace `hi` with `mid`
            L5:C21:ident:hi->:xs  [1] operator: replace `hi` with `xs`
            L5:C21:ident:hi->:x  [1] operator: replace `hi` with `x`
            L5:C24:const:// 2->:  [2] literal: remove `// 2`
            L5:C25:arith://->:/  [1] operator: change `//` to `/`
            L5:C28:const:2->:3  [1] literal: change `2` to `3`
            L6:C12:unneg:not->:  [1] operator: remove `not`
            L6:C12:negcond:not xs[mid] >= x and x in xs->:not (not xs[mid] >= x and x in xs)  [3] operator: negate the condition `not xs[mid] >= x and x in xs`
            L6:C16:ident:xs->:x  [1] operator: replace `xs` with `x`
            L6:C16:ident:xs->:mid  [1] operator: replace `xs` with `mid`
            L6:C16:ident:xs->:lo  [1] operator: replace `xs` with `lo`
            L6:C16:ident:xs->:hi  [1] operator: replace `xs` with `hi`
            L6:C19:operand:mid->:(mid + 1)  [4] boundary: replace `mid` with `(mid + 1)`
            L6:C19:operand:mid->:(mid - 1)  [4] boundary: replace `mid` with `(mid - 1)`
            L6:C19:ident:mid->:xs  [1] operator: replace `mid` with `xs`
            L6:C19:ident:mid->:x  [1] operator: replace `mid` with `x`
            L6:C19:ident:mid->:lo  [1] operator: replace `mid` with `lo`
            L6:C19:ident:mid->:hi  [1] operator: replace `mid` with `hi`
            L6:C24:rel:>=->:>  [1] operator: change `>=` to `>`
            L6:C24:rel:>=->:<=  [1] operator: change `>=` to `<=`
            L6:C24:rel:>=->:<  [1] operator: change `>=` to `<`
            L6:C27:ident:x->:xs  [1] operator: replace `x` with `xs`
            L6:C27:ident:x->:mid  [1] operator: replace `x` with `mid`
            L6:C27:ident:x->:lo  [1] operator: replace `x` with `lo`
            L6:C27:ident:x->:hi  [1] operator: replace `x` with `hi`
            L6:C27:addcall:x->:x.lower()  [4] added_call: add `.lower()`: replace `x` with `x.lower()`
            L6:C27:addcall:x->:x.strip()  [4] added_call: add `.strip()`: replace `x` with `x.strip()`
            L6:C27:addcall:x->:x.upper()  [4] added_call: add `.upper()`: replace `x` with `x.upper()`
            L6:C29:logic:and->:or  [1] operator: change `and` to `or`
            L6:C33:ident:x->:xs  [1] operator: replace `x` with `xs`
            L6:C33:ident:x->:mid  [1] operator: replace `x` with `mid`
            L6:C33:ident:x->:lo  [1] operator: replace `x` with `lo`
            L6:C33:ident:x->:hi  [1] operator: replace `x` with `hi`
            L6:C33:addcall:x->:x.lower()  [4] added_call: add `.lower()`: replace `x` with `x.lower()`
            L6:C33:addcall:x->:x.strip()  [4] added_call: add `.strip()`: replace `x` with `x.strip()`
            L6:C33:addcall:x->:x.upper()  [4] added_call: add `.upper()`: replace `x` with `x.upper()`
            L6:C35:member:in->:not in  [1] operator: change `in` to `not in`
            L6:C38:ident:xs->:x  [1] operator: replace `xs` with `x`
            L6:C38:ident:xs->:mid  [1] operator: replace `xs` with `mid`
            L6:C38:ident:xs->:lo  [1] operator: replace `xs` with `lo`
            L6:C38:ident:xs->:hi  [1] operator: replace `xs` with `hi`
            L7:C13:del:lo = mid + 1->:pass  [5] deletion: replace `lo = mid + 1` with `pass`
            L7:C18:operand:mid->:(mid + 1)  [4] boundary: replace `mid` with `(mid + 1)`
            L7:C18:operand:mid->:(mid - 1)  [4] boundary: replace `mid` with `(mid - 1)`
            L7:C18:ident:mid->:lo  [1] operator: replace `mid` with `lo`
            L7:C18:ident:mid->:xs  [1] operator: replace `mid` with `xs`
            L7:C18:ident:mid->:x  [1] operator: replace `mid` with `x`
            L7:C18:ident:mid->:hi  [1] operator: replace `mid` with `hi`
            L7:C21:const:+ 1->:  [2] boundary: remove `+ 1`
            L7:C22:arith:+->:-  [1] operator: change `+` to `-`
            L7:C24:const:1->:2  [1] literal: change `1` to `2`
            L7:C24:jump:1->:1 break  [1] added_guard: add `break` after line 7 (leave the loop at the first match)
            L8:C14:ident:x->:lo  [1] operator: replace `x` with `lo`
            L8:C14:ident:x->:hi  [1] operator: replace `x` with `hi`
            L8:C14:ident:x->:mid  [1] operator: replace `x` with `mid`
            L8:C14:ident:x->:xs  [1] operator: replace `x` with `xs`
            L8:C14:negcond:x is not None->:not (x is not None)  [3] operator: negate the condition `x is not None`
            L8:C16:member:is not->:is  [1] operator: change `is not` to `is`
            L9:C13:del:hi = max(mid, lo)->:pass  [8] deletion: replace `hi = max(mid, lo)` with `pass`
            L9:C18:call:max->:min  [1] operator: call `min` instead of `max`
            L9:C22:operand:mid->:(mid + 1)  [4] boundary: replace `mid` with `(mid + 1)`
            L9:C22:operand:mid->:(mid - 1)  [4] boundary: replace `mid` with `(mid - 1)`
            L9:C22:ident:mid->:lo  [1] operator: replace `mid` with `lo`
            L9:C22:ident:mid->:hi  [1] operator: replace `mid` with `hi`
            L9:C22:ident:mid->:x  [1] operator: replace `mid` with `x`
            L9:C22:ident:mid->:xs  [1] operator: replace `mid` with `xs`
            L9:C22:args:mid, lo->:lo, mid  [1] argument_swap: swap arguments `mid` and `lo`
            L9:C27:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L9:C27:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L9:C27:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L9:C27:ident:lo->:mid  [1] operator: replace `lo` with `mid`
            L9:C27:ident:lo->:x  [1] operator: replace `lo` with `x`
            L9:C27:ident:lo->:xs  [1] operator: replace `lo` with `xs`
            L9:C29:jump:)->:) break  [1] added_guard: add `break` after line 9 (leave the loop at the first match)
            L10:C5:del:return lo if "a<b" != x else -1->:pass  [9] degenerate: replace `return lo if "a<b" != x else -1` with `pass`
            L10:C12:ident:lo->:x  [1] operator: replace `lo` with `x`
            L10:C12:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L10:C12:ident:lo->:mid  [1] operator: replace `lo` with `mid`
            L10:C12:ident:lo->:xs  [1] operator: replace `lo` with `xs`
            L10:C24:rel:!=->:==  [1] operator: change `!=` to `==`
            L10:C27:ident:x->:lo  [1] operator: replace `x` with `lo`
            L10:C27:ident:x->:hi  [1] operator: replace `x` with `hi`
            L10:C27:ident:x->:mid  [1] operator: replace `x` with `mid`
            L10:C27:ident:x->:xs  [1] operator: replace `x` with `xs`
            L10:C27:addcall:x->:x.lower()  [4] added_call: add `.lower()`: replace `x` with `x.lower()`
            L10:C27:addcall:x->:x.strip()  [4] added_call: add `.strip()`: replace `x` with `x.strip()`
            L10:C27:addcall:x->:x.upper()  [4] added_call: add `.upper()`: replace `x` with `x.upper()`
            L10:C34:arith:-1->:1  [1] operator: drop the sign: `-1` to `1`
            L10:C35:const:1->:0  [1] literal: change `1` to `0`
            L10:C35:const:1->:2  [1] literal: change `1` to `2`
        "#]],
    );
}

#[test]
fn rust_mutants() {
    check(
        Lang::Rust,
        r##"fn clamp<T: Ord>(v: Vec<T>, lo: usize, hi: usize) -> usize {
    let n = v.len(); // n < lo
    if n < lo && !v.is_empty() {
        return lo;
    }
    let s = r#"a >= b"#;
    let total: usize = v.iter().map(|x| 1).sum::<usize>() + 1;
    debug_assert!(lo <= hi, "lo <= hi");
    std::cmp::min(n, hi)
}
"##,
        &[],
        expect![[r#"
            L2:C13:operand:v.len()->:(v.len() - 1)  [4] boundary: replace `v.len()` with `(v.len() - 1)`
            L2:C13:operand:v.len()->:(v.len() + 1)  [4] boundary: replace `v.len()` with `(v.len() + 1)`
            L3:C8:operand:n->:(n + 1)  [4] boundary: replace `n` with `(n + 1)`
            L3:C8:operand:n->:(n - 1)  [4] boundary: replace `n` with `(n - 1)`
            L3:C8:ident:n->:lo  [1] operator: replace `n` with `lo`
            L3:C8:ident:n->:v  [1] operator: replace `n` with `v`
            L3:C8:ident:n->:hi  [1] operator: replace `n` with `hi`
            L3:C8:negcond:n < lo && !v.is_empty()->:!(n < lo && !v.is_empty())  [3] operator: negate the condition `n < lo && !v.is_empty()`
            L3:C10:rel:<->:<=  [1] operator: change `<` to `<=`
            L3:C10:rel:<->:>  [1] operator: change `<` to `>`
            L3:C10:rel:<->:>=  [1] operator: change `<` to `>=`
            L3:C12:ident:lo->:n  [1] operator: replace `lo` with `n`
            L3:C12:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L3:C15:logic:&&->:||  [1] operator: change `&&` to `||`
            L3:C18:unneg:!->:  [1] operator: remove `!`
            L4:C16:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L4:C16:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L4:C16:ident:lo->:n  [1] operator: replace `lo` with `n`
            L4:C16:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L7:C41:const:1->:0  [1] literal: change `| 1)` to `| 0)`
            L7:C41:const:1->:2  [1] literal: change `| 1)` to `| 2)`
            L7:C58:const:+ 1->:  [2] boundary: remove `+ 1`
            L7:C59:arith:+->:-  [1] operator: change `+` to `-`
            L7:C61:const:1->:2  [1] literal: change `+ 1;` to `+ 2;`
            L8:C5:del:debug_assert!(lo <= hi, "lo <= hi");->:  [10] degenerate: delete `debug_assert!(lo <= hi, "lo <= hi");`
            L8:C19:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L8:C19:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L8:C19:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L8:C19:ident:lo->:n  [1] operator: replace `lo` with `n`
            L8:C19:ident:lo->:total  [1] operator: replace `lo` with `total`
            L8:C22:rel:<=->:<  [1] operator: change `<=` to `<`
            L8:C22:rel:<=->:>=  [1] operator: change `<=` to `>=`
            L8:C22:rel:<=->:>  [1] operator: change `<=` to `>`
            L8:C25:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L8:C25:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L8:C25:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L8:C25:ident:hi->:n  [1] operator: replace `hi` with `n`
            L8:C25:ident:hi->:total  [1] operator: replace `hi` with `total`
            L9:C15:call:min->:max  [1] operator: call `max` instead of `min`
            L9:C19:operand:n->:(n + 1)  [4] boundary: replace `n` with `(n + 1)`
            L9:C19:operand:n->:(n - 1)  [4] boundary: replace `n` with `(n - 1)`
            L9:C19:ident:n->:hi  [1] operator: replace `n` with `hi`
            L9:C19:ident:n->:lo  [1] operator: replace `n` with `lo`
            L9:C19:ident:n->:total  [1] operator: replace `n` with `total`
            L9:C19:ident:n->:s  [1] operator: replace `n` with `s`
            L9:C19:ident:n->:v  [1] operator: replace `n` with `v`
            L9:C19:args:n, hi->:hi, n  [1] argument_swap: swap arguments `n` and `hi`
            L9:C22:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L9:C22:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L9:C22:ident:hi->:n  [1] operator: replace `hi` with `n`
            L9:C22:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L9:C22:ident:hi->:total  [1] operator: replace `hi` with `total`
        "#]],
    );
}

#[test]
fn javascript_mutants() {
    check(
        Lang::JavaScript,
        r#"function inRange(a, lo, hi) {
  const msg = `lo ${lo < hi ? "<" : ">="} hi`; // a === b
  if (a >= lo && a <= hi) return true;
  let n = Math.min(a, hi) * 2;
  n += /a+b/.test(msg) ? 1 : 0;
  return n !== lo;
}
"#,
        &[],
        expect![[r#"
            L3:C7:operand:a->:(a + 1)  [4] boundary: replace `a` with `(a + 1)`
            L3:C7:operand:a->:(a - 1)  [4] boundary: replace `a` with `(a - 1)`
            L3:C7:ident:a->:lo  [1] operator: replace `a` with `lo`
            L3:C7:ident:a->:hi  [1] operator: replace `a` with `hi`
            L3:C7:ident:a->:msg  [1] operator: replace `a` with `msg`
            L3:C7:ident:a->:n  [1] operator: replace `a` with `n`
            L3:C7:negcond:a >= lo && a <= hi->:!(a >= lo && a <= hi)  [3] operator: negate the condition `a >= lo && a <= hi`
            L3:C9:rel:>=->:>  [1] operator: change `>=` to `>`
            L3:C9:rel:>=->:<=  [1] operator: change `>=` to `<=`
            L3:C9:rel:>=->:<  [1] operator: change `>=` to `<`
            L3:C12:ident:lo->:a  [1] operator: replace `lo` with `a`
            L3:C12:ident:lo->:hi  [1] operator: replace `lo` with `hi`
            L3:C12:ident:lo->:msg  [1] operator: replace `lo` with `msg`
            L3:C12:ident:lo->:n  [1] operator: replace `lo` with `n`
            L3:C15:logic:&&->:||  [1] operator: change `&&` to `||`
            L3:C18:ident:a->:lo  [1] operator: replace `a` with `lo`
            L3:C18:ident:a->:hi  [1] operator: replace `a` with `hi`
            L3:C18:ident:a->:msg  [1] operator: replace `a` with `msg`
            L3:C18:ident:a->:n  [1] operator: replace `a` with `n`
            L3:C20:rel:<=->:<  [1] operator: change `<=` to `<`
            L3:C20:rel:<=->:>=  [1] operator: change `<=` to `>=`
            L3:C20:rel:<=->:>  [1] operator: change `<=` to `>`
            L3:C23:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L3:C23:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L3:C23:ident:hi->:a  [1] operator: replace `hi` with `a`
            L3:C23:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L3:C23:ident:hi->:msg  [1] operator: replace `hi` with `msg`
            L3:C23:ident:hi->:n  [1] operator: replace `hi` with `n`
            L3:C34:bool:true->:false  [1] literal: change `true` to `false`
            L4:C16:call:min->:max  [1] operator: call `max` instead of `min`
            L4:C20:operand:a->:(a + 1)  [4] boundary: replace `a` with `(a + 1)`
            L4:C20:operand:a->:(a - 1)  [4] boundary: replace `a` with `(a - 1)`
            L4:C20:ident:a->:hi  [1] operator: replace `a` with `hi`
            L4:C20:ident:a->:n  [1] operator: replace `a` with `n`
            L4:C20:ident:a->:lo  [1] operator: replace `a` with `lo`
            L4:C20:ident:a->:msg  [1] operator: replace `a` with `msg`
            L4:C20:args:a, hi->:hi, a  [1] argument_swap: swap arguments `a` and `hi`
            L4:C23:operand:hi->:(hi + 1)  [4] boundary: replace `hi` with `(hi + 1)`
            L4:C23:operand:hi->:(hi - 1)  [4] boundary: replace `hi` with `(hi - 1)`
            L4:C23:ident:hi->:lo  [1] operator: replace `hi` with `lo`
            L4:C23:ident:hi->:a  [1] operator: replace `hi` with `a`
            L4:C23:ident:hi->:n  [1] operator: replace `hi` with `n`
            L4:C23:ident:hi->:msg  [1] operator: replace `hi` with `msg`
            L4:C26:const:* 2->:  [2] literal: remove `* 2`
            L4:C27:arith:*->:/  [1] operator: change `*` to `/`
            L4:C27:arith:*->:+  [1] operator: change `*` to `+`
            L4:C29:const:2->:3  [1] literal: change `2` to `3`
            L5:C3:ident:n->:msg  [1] operator: replace `n` with `msg`
            L5:C3:ident:n->:a  [1] operator: replace `n` with `a`
            L5:C3:ident:n->:lo  [1] operator: replace `n` with `lo`
            L5:C3:ident:n->:hi  [1] operator: replace `n` with `hi`
            L5:C3:guard:n->:if (!n) return a; n  [8] added_guard: add `if (!n) return a;` before line 5
            L5:C3:guard:n->:if (!n) return lo; n  [8] added_guard: add `if (!n) return lo;` before line 5
            L5:C3:del:n += /a+b/.test(msg) ? 1 : 0;->:  [13] deletion: delete `n += /a+b/.test(msg) ? 1 : 0;`
            L5:C5:assign:+=->:-=  [1] operator: change `+=` to `-=`
            L5:C19:ident:msg->:n  [1] operator: replace `msg` with `n`
            L5:C19:ident:msg->:a  [1] operator: replace `msg` with `a`
            L5:C19:ident:msg->:lo  [1] operator: replace `msg` with `lo`
            L5:C19:ident:msg->:hi  [1] operator: replace `msg` with `hi`
            L5:C19:addcall:msg->:msg.toLowerCase()  [4] added_call: add `.toLowerCase()`: replace `msg` with `msg.toLowerCase()`
            L5:C19:addcall:msg->:msg.trim()  [4] added_call: add `.trim()`: replace `msg` with `msg.trim()`
            L5:C19:addcall:msg->:msg.toUpperCase()  [4] added_call: add `.toUpperCase()`: replace `msg` with `msg.toUpperCase()`
            L5:C26:const:1->:0  [1] literal: change `1` to `0`
            L5:C26:const:1->:2  [1] literal: change `1` to `2`
            L5:C30:const:0->:1  [1] literal: change `0` to `1`
            L6:C3:del:return n !== lo;->:  [5] degenerate: delete `return n !== lo;`
            L6:C10:operand:n->:(n + 1)  [4] boundary: replace `n` with `(n + 1)`
            L6:C10:operand:n->:(n - 1)  [4] boundary: replace `n` with `(n - 1)`
            L6:C10:ident:n->:lo  [1] operator: replace `n` with `lo`
            L6:C10:ident:n->:msg  [1] operator: replace `n` with `msg`
            L6:C10:ident:n->:a  [1] operator: replace `n` with `a`
            L6:C10:ident:n->:hi  [1] operator: replace `n` with `hi`
            L6:C12:rel:!==->:===  [1] operator: change `!==` to `===`
            L6:C16:operand:lo->:(lo + 1)  [4] boundary: replace `lo` with `(lo + 1)`
            L6:C16:operand:lo->:(lo - 1)  [4] boundary: replace `lo` with `(lo - 1)`
            L6:C16:ident:lo->:n  [1] operator: replace `lo` with `n`
            L6:C16:ident:lo->:msg  [1] operator: replace `lo` with `msg`
            L6:C16:ident:lo->:a  [1] operator: replace `lo` with `a`
            L6:C16:ident:lo->:hi  [1] operator: replace `lo` with `hi`
        "#]],
    );
}

#[test]
fn go_mutants() {
    check(
        Lang::Go,
        "func sum(xs []int, limit int) int {\n\ttotal := 0 // total < limit\n\tfor i := 0; i < len(xs); i++ {\n\t\tif xs[i] > limit {\n\t\t\tbreak\n\t\t}\n\t\ttotal += xs[i]\n\t}\n\tlog.Printf(\"%d <= %d\", total, limit)\n\treturn total\n}\n",
        &[],
        expect![[r#"
            L2:C11:const:0->:1  [1] declaration: change `0` to `1`
            L3:C11:const:0->:1  [1] literal: change `0` to `1`
            L3:C14:ident:i->:limit  [1] operator: replace `i` with `limit`
            L3:C14:ident:i->:total  [1] operator: replace `i` with `total`
            L3:C16:rel:<->:<=  [1] operator: change `<` to `<=`
            L3:C16:rel:<->:>  [1] operator: change `<` to `>`
            L3:C16:rel:<->:>=  [1] operator: change `<` to `>=`
            L3:C18:operand:len(xs)->:(len(xs) - 1)  [4] boundary: replace `len(xs)` with `(len(xs) - 1)`
            L3:C18:operand:len(xs)->:(len(xs) + 1)  [4] boundary: replace `len(xs)` with `(len(xs) + 1)`
            L3:C27:ident:i->:limit  [1] operator: replace `i` with `limit`
            L3:C27:ident:i->:total  [1] operator: replace `i` with `total`
            L3:C28:arith:++->:--  [1] operator: change `++` to `--`
            L4:C6:negcond:xs[i] > limit->:!(xs[i] > limit)  [3] operator: negate the condition `xs[i] > limit`
            L4:C9:operand:i->:(i + 1)  [4] boundary: replace `i` with `(i + 1)`
            L4:C9:operand:i->:(i - 1)  [4] boundary: replace `i` with `(i - 1)`
            L4:C9:ident:i->:limit  [1] operator: replace `i` with `limit`
            L4:C9:ident:i->:total  [1] operator: replace `i` with `total`
            L4:C12:rel:>->:>=  [1] operator: change `>` to `>=`
            L4:C12:rel:>->:<  [1] operator: change `>` to `<`
            L4:C12:rel:>->:<=  [1] operator: change `>` to `<=`
            L4:C14:operand:limit->:(limit + 1)  [4] boundary: replace `limit` with `(limit + 1)`
            L4:C14:operand:limit->:(limit - 1)  [4] boundary: replace `limit` with `(limit - 1)`
            L4:C14:ident:limit->:i  [1] operator: replace `limit` with `i`
            L4:C14:ident:limit->:total  [1] operator: replace `limit` with `total`
            L7:C3:ident:total->:i  [1] operator: replace `total` with `i`
            L7:C3:ident:total->:limit  [1] operator: replace `total` with `limit`
            L7:C3:del:total += xs[i]->:  [6] deletion: delete `total += xs[i]`
            L7:C9:assign:+=->:-=  [1] operator: change `+=` to `-=`
            L7:C15:operand:i->:(i + 1)  [4] boundary: replace `i` with `(i + 1)`
            L7:C15:operand:i->:(i - 1)  [4] boundary: replace `i` with `(i - 1)`
            L7:C15:ident:i->:total  [1] operator: replace `i` with `total`
            L7:C15:ident:i->:limit  [1] operator: replace `i` with `limit`
            L9:C2:del:log.Printf("%d <= %d", total, limit)->:  [10] deletion: delete `log.Printf("%d <= %d", total, limit)`
            L9:C25:ident:total->:limit  [1] operator: replace `total` with `limit`
            L9:C25:args:total, limit->:limit, total  [1] argument_swap: swap arguments `total` and `limit`
            L9:C32:ident:limit->:total  [1] operator: replace `limit` with `total`
            L10:C9:operand:total->:(total + 1)  [4] boundary: replace `total` with `(total + 1)`
            L10:C9:operand:total->:(total - 1)  [4] boundary: replace `total` with `(total - 1)`
            L10:C9:ident:total->:limit  [1] operator: replace `total` with `limit`
        "#]],
    );
}

#[test]
fn java_mutants() {
    check(
        Lang::Java,
        "class Acc {\n  int best(List<Integer> xs, int k) {\n    int m = 0; // m < k\n    for (int x : xs) {\n      if (x > m && x != k) m = Math.max(m, x);\n    }\n    System.out.println(\"m >= k\");\n    count++;\n    return m % k;\n  }\n}\n",
        &[],
        expect![[r#"
            L3:C13:const:0->:1  [1] declaration: change `0` to `1`
            L5:C11:operand:x->:(x + 1)  [4] boundary: replace `x` with `(x + 1)`
            L5:C11:operand:x->:(x - 1)  [4] boundary: replace `x` with `(x - 1)`
            L5:C11:ident:x->:k  [1] operator: replace `x` with `k`
            L5:C11:ident:x->:m  [1] operator: replace `x` with `m`
            L5:C11:ident:x->:count  [1] operator: replace `x` with `count`
            L5:C11:negcond:x > m && x != k->:!(x > m && x != k)  [3] operator: negate the condition `x > m && x != k`
            L5:C13:rel:>->:>=  [1] operator: change `>` to `>=`
            L5:C13:rel:>->:<  [1] operator: change `>` to `<`
            L5:C13:rel:>->:<=  [1] operator: change `>` to `<=`
            L5:C15:ident:m->:k  [1] operator: replace `m` with `k`
            L5:C15:ident:m->:x  [1] operator: replace `m` with `x`
            L5:C15:ident:m->:count  [1] operator: replace `m` with `count`
            L5:C17:logic:&&->:||  [1] operator: change `&&` to `||`
            L5:C20:ident:x->:k  [1] operator: replace `x` with `k`
            L5:C20:ident:x->:m  [1] operator: replace `x` with `m`
            L5:C20:ident:x->:count  [1] operator: replace `x` with `count`
            L5:C22:rel:!=->:==  [1] operator: change `!=` to `==`
            L5:C25:operand:k->:(k + 1)  [4] boundary: replace `k` with `(k + 1)`
            L5:C25:operand:k->:(k - 1)  [4] boundary: replace `k` with `(k - 1)`
            L5:C25:ident:k->:m  [1] operator: replace `k` with `m`
            L5:C25:ident:k->:x  [1] operator: replace `k` with `x`
            L5:C25:ident:k->:count  [1] operator: replace `k` with `count`
            L5:C37:call:max->:min  [1] operator: call `min` instead of `max`
            L5:C41:operand:m->:(m + 1)  [4] boundary: replace `m` with `(m + 1)`
            L5:C41:operand:m->:(m - 1)  [4] boundary: replace `m` with `(m - 1)`
            L5:C41:ident:m->:k  [1] operator: replace `m` with `k`
            L5:C41:ident:m->:x  [1] operator: replace `m` with `x`
            L5:C41:ident:m->:count  [1] operator: replace `m` with `count`
            L5:C41:args:m, x->:x, m  [1] argument_swap: swap arguments `m` and `x`
            L5:C44:operand:x->:(x + 1)  [4] boundary: replace `x` with `(x + 1)`
            L5:C44:operand:x->:(x - 1)  [4] boundary: replace `x` with `(x - 1)`
            L5:C44:ident:x->:k  [1] operator: replace `x` with `k`
            L5:C44:ident:x->:m  [1] operator: replace `x` with `m`
            L5:C44:ident:x->:count  [1] operator: replace `x` with `count`
            L7:C5:del:System.out.println("m >= k");->:  [9] deletion: delete `System.out.println("m >= k");`
            L8:C5:ident:count->:k  [1] operator: replace `count` with `k`
            L8:C5:ident:count->:m  [1] operator: replace `count` with `m`
            L8:C5:ident:count->:xs  [1] operator: replace `count` with `xs`
            L8:C5:del:count++;->:  [3] deletion: delete `count++;`
            L8:C10:arith:++->:--  [1] operator: change `++` to `--`
            L9:C12:operand:m->:(m + 1)  [4] boundary: replace `m` with `(m + 1)`
            L9:C12:operand:m->:(m - 1)  [4] boundary: replace `m` with `(m - 1)`
            L9:C12:ident:m->:k  [1] operator: replace `m` with `k`
            L9:C12:ident:m->:count  [1] operator: replace `m` with `count`
            L9:C12:args:m % k->:k % m  [1] argument_swap: swap operands `m` and `k`
            L9:C14:arith:%->:*  [1] operator: change `%` to `*`
            L9:C14:arith:%->:/  [1] operator: change `%` to `/`
            L9:C16:operand:k->:(k + 1)  [4] boundary: replace `k` with `(k + 1)`
            L9:C16:operand:k->:(k - 1)  [4] boundary: replace `k` with `(k - 1)`
            L9:C16:ident:k->:m  [1] operator: replace `k` with `m`
            L9:C16:ident:k->:count  [1] operator: replace `k` with `count`
        "#]],
    );
}

#[test]
fn only_requested_lines_are_mutated() {
    let src = "a = b + c\nd = e - f\ng = h * i\n";
    let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
    assert!(!mutants.is_empty());
    assert!(mutants.iter().all(|m| m.line == 2), "{mutants:#?}");
}

#[test]
fn identifier_replacement_respects_its_bound_and_scope() {
    let mut src = String::from("def f(p):\n");
    for k in 0..20 {
        src.push_str(&format!("    v{k} = {k}\n"));
    }
    src.push_str("    return v10\n\ndef g(q):\n    return q\n");
    let line = 22;
    let budget = MutationBudget {
        max_identifier_replacements: 3,
        ..MutationBudget::default()
    };
    let mutants = generate(&src, Lang::Python, &[line], &budget);
    let replaced: Vec<&str> = mutants
        .iter()
        .filter(|m| m.operator == Operator::IdentifierReplace)
        .map(|m| m.replacement.as_str())
        .collect();
    // Closest by line first: v19 (line 21), v18 (line 20), v17 (line 19); never `q` from `g`.
    // At one position the output keeps that order.
    assert_eq!(replaced, ["v19", "v18", "v17"]);
    let wide = MutationBudget {
        max_identifier_replacements: 100,
        ..MutationBudget::default()
    };
    let all = generate(&src, Lang::Python, &[line], &wide);
    let count = all
        .iter()
        .filter(|m| m.operator == Operator::IdentifierReplace)
        .count();
    assert_eq!(count, 20, "19 other locals and the parameter `p`");
}

#[test]
fn budget_limits_per_line_and_total() {
    let src = "x = a < b < c < d < e < f\ny = a + b + c + d\nz = a * b * c * d\n";
    let budget = MutationBudget {
        max_per_line: 5,
        max_total: 12,
        ..MutationBudget::default()
    };
    let mutants = generate(src, Lang::Python, &[1, 2, 3], &budget);
    assert_eq!(mutants.len(), 12);
    for line in 1..=3 {
        assert_eq!(
            mutants.iter().filter(|m| m.line == line).count(),
            4,
            "line {line}"
        );
    }
    let unbounded = generate(src, Lang::Python, &[1, 2, 3], &MutationBudget::default());
    assert!(unbounded.len() > 12);
}

#[test]
fn generation_is_deterministic() {
    let src = "def f(a, b):\n    return a < b and b > 0\n";
    let a = generate(src, Lang::Python, &[2, 1], &MutationBudget::default());
    let b = generate(src, Lang::Python, &[1, 2, 2], &MutationBudget::default());
    assert_eq!(a, b);
}

#[test]
fn apply_many_combines_disjoint_mutants_and_rejects_overlaps() {
    let src = "if a < b and c == d:\n    pass\n";
    let mutants = generate(src, Lang::Python, &[1], &MutationBudget::default());
    let find = |id_part: &str| {
        mutants
            .iter()
            .find(|m| m.id.contains(id_part))
            .unwrap()
            .clone()
    };
    let lt = find("rel:<->:<=");
    let eq = find("rel:==->:!=");
    assert_eq!(
        apply_many(src, &[eq.clone(), lt.clone()]).unwrap(),
        "if a <= b and c != d:\n    pass\n"
    );
    let negate = mutants
        .iter()
        .find(|m| m.operator == Operator::NegateCondition)
        .unwrap();
    assert_eq!(apply_many(src, &[lt.clone(), negate.clone()]), None);
    assert_eq!(apply(src, &lt), "if a <= b and c == d:\n    pass\n");
    assert_eq!(apply("short", &lt), "short");
    assert_eq!(try_apply("short", &lt), None);
}

#[test]
fn tokens_changed_counts_token_edits() {
    let src = "r = f(a, b) if x else n\n";
    let mutants = generate(src, Lang::Python, &[1], &MutationBudget::default());
    let by_op = |op: Operator| {
        mutants
            .iter()
            .find(|m| m.operator == op)
            .unwrap()
            .tokens_changed
    };
    // A transposition is one edit.
    assert_eq!(by_op(Operator::SwapArguments), 1);
    assert_eq!(by_op(Operator::IdentifierReplace), 1);
    assert_eq!(by_op(Operator::StatementDeletion), 12);
}

/// A tiny deterministic generator (xorshift), so the fuzz loop needs no dependency.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

#[test]
fn no_panics_on_random_or_truncated_input() {
    const ALPHABET: &[u8] = b"abcxyz_019 \t\n\r\\'\"`#/*!<>=+-&|^%(){}[]:;,.?@$rbfRx{}";
    let samples = [
        "def f(a):\n    return f\"{a + {'k': 1}['k']}\" if a < 2 else r'\\'",
        "fn f<'a>(x: &'a [u8]) -> u8 { let c = '\\''; r##\"x\"## ; /* /* */ */ x[0] }",
        "const s = `a ${ `b ${ c } ` } d`; if (a !== b) { x >>>= 1 } /re[/]/g",
        "func f() { s := `raw`; r := '\\n'; if a &^ b <= 1 { return } }",
        "class A { String s = \"\"\"\n x \"\"\"; int f(List<List<X>> y) { return 0; } }",
    ];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let budget = MutationBudget::default();
    for lang in Lang::ALL {
        for sample in samples {
            // Every prefix, cut on a char boundary.
            for cut in (0..=sample.len()).filter(|&c| sample.is_char_boundary(c)) {
                let src = &sample[..cut];
                let tokens = lex(src, lang);
                assert!(tokens.iter().all(|t| t.end > t.start && t.end <= src.len()));
                let mutants = generate(src, lang, &all_lines(src), &budget);
                check_properties(src, lang, &mutants);
            }
        }
        for _ in 0..300 {
            let len = (rng.next() % 120) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    let r = rng.next();
                    if r % 11 == 0 {
                        (r >> 8) as u8
                    } else {
                        ALPHABET[(r >> 8) as usize % ALPHABET.len()]
                    }
                })
                .collect();
            let src = String::from_utf8_lossy(&bytes).into_owned();
            let tokens = lex(&src, lang);
            let covered: usize = tokens.iter().map(|t| t.end - t.start).sum();
            assert!(covered <= src.len());
            let mutants = generate(&src, lang, &all_lines(&src), &budget);
            check_properties(&src, lang, &mutants);
        }
    }
}

#[test]
fn literals_and_comments_are_never_mutated() {
    let cases = [
        (Lang::Python, "s = 'a < b' # x + 1\n\"\"\"doc == 2\"\"\"\n"),
        (
            Lang::Rust,
            "let s = \"a < b\"; // x + 1\n/* 1 == 2 */ f(s, '<', x - 1);\n",
        ),
        (
            Lang::JavaScript,
            "let s = `a < ${'b'}`; // x + 1\nf(s, /1+2/.test(x - 1));\n",
        ),
        (Lang::Go, "s := `a < b` // x + 1\nf(s, '<', x - 1)\n"),
        (
            Lang::Java,
            "String s = \"a < b\"; // x + 1\nf(s, '<', x - 1);\n",
        ),
    ];
    for (lang, src) in cases {
        let mutants = generate(src, lang, &all_lines(src), &MutationBudget::default());
        assert!(!mutants.is_empty(), "{lang}");
        for m in mutants
            .iter()
            .filter(|m| m.operator != Operator::StatementDeletion)
        {
            let tokens = lex(&m.original, lang);
            assert!(tokens.iter().all(|t| !t.kind.is_opaque()), "{lang}: {m:?}");
        }
        check_properties(src, lang, &mutants);
    }
}

#[test]
fn large_inputs_are_mutated_whole() {
    // A few thousand lines with every line targeted: every line gets its mutants (no pass gives
    // up on a large file). How long it takes is a benchmark's question, never a test's: the
    // machines are shared and a timed assertion fails under load.
    let mut py = String::new();
    let mut rs = String::new();
    for k in 0..400 {
        py.push_str(&format!(
            "def f{k}(a, b):\n    x = a + b * {k}\n    if x < b and a >= 0:\n        x -= 1\n    return [x, a][0]\n\n"
        ));
        rs.push_str(&format!(
            "fn f{k}(a: u32, b: u32) -> u32 {{\n    let mut x = a + b * {k};\n    if x < b && a >= 1 {{\n        x -= 1;\n    }}\n    x\n}}\n"
        ));
    }
    // Top-level code has the whole file as its scope, with thousands of names.
    let mut js = String::new();
    for k in 0..3000 {
        js.push_str(&format!("v{k} = v{} + w[v{}] * {k};\n", k / 2, k / 3));
    }
    for (lang, src) in [
        (Lang::Python, &py),
        (Lang::Rust, &rs),
        (Lang::JavaScript, &js),
    ] {
        let budget = MutationBudget {
            max_total: usize::MAX,
            ..MutationBudget::default()
        };
        let mutants = generate(src, lang, &all_lines(src), &budget);
        assert!(mutants.len() > 4000, "{lang}: {}", mutants.len());
    }
}

#[test]
fn known_types_limit_replacements_offsets_and_swaps() {
    let src = "class A {\n  int f(String name, int n, int[] xs) {\n    int k = 0;\n    return g(n, name) + k * xs[n] + name.length();\n  }\n}\n";
    let mutants = generate(src, Lang::Java, &[4], &MutationBudget::default());
    let replacements = |original: &str| -> Vec<&str> {
        mutants
            .iter()
            .filter(|m| m.operator == Operator::IdentifierReplace && m.original == original)
            .map(|m| m.replacement.as_str())
            .collect()
    };
    // `n` and `k` are ints: they may trade places, never with the String or the array.
    assert_eq!(replacements("n"), ["k", "k"]);
    assert_eq!(replacements("k"), ["n"]);
    assert_eq!(replacements("name"), Vec::<&str>::new());
    let offsets: Vec<&str> = mutants
        .iter()
        .filter(|m| m.operator == Operator::OperandOffset)
        .map(|m| m.original.as_str())
        .collect();
    assert!(
        !offsets.contains(&"xs") && !offsets.contains(&"name"),
        "{offsets:?}"
    );
    // `g(n, name)` mixes an int and a String: no swap.
    assert!(!mutants
        .iter()
        .any(|m| m.operator == Operator::SwapArguments));
}

#[test]
fn replacements_only_use_names_visible_at_the_use() {
    let src = "fn f(a: u32) -> u32 {\n    let mut s = a;\n    for i in 0..a {\n        let t = i * 2;\n        s += t;\n    }\n    s + a\n}\n";
    let replacements = |line: u32, original: &str| -> Vec<String> {
        generate(src, Lang::Rust, &[line], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.operator == Operator::IdentifierReplace && m.original == original)
            .map(|m| m.replacement)
            .collect()
    };
    // Inside the loop body every local is visible (closest by line first).
    assert_eq!(replacements(5, "t"), ["s", "i", "a"]);
    // After the loop, `i` and `t` are gone.
    assert_eq!(replacements(7, "s"), ["a"]);
    assert_eq!(replacements(7, "a"), ["s"]);
    // `let t = i * 2` cannot read `t` itself.
    assert_eq!(replacements(4, "i"), ["a", "s"]);
}

#[test]
fn lengths_off_by_one() {
    let cases = [
        (
            Lang::Python,
            "def f(items):\n    low, high = 0, len(items)\n",
            2,
            "(len(items) - 1)",
        ),
        (
            Lang::JavaScript,
            "function f(a) {\n  const n = a.b.length;\n}\n",
            2,
            "(a.b.length - 1)",
        ),
        (
            Lang::Rust,
            "fn f(v: &[u8]) -> usize {\n    let n = v.len();\n    n\n}\n",
            2,
            "(v.len() + 1)",
        ),
    ];
    for (lang, src, line, want) in cases {
        let mutants = generate(src, lang, &[line], &MutationBudget::default());
        check_properties(src, lang, &mutants);
        assert!(
            mutants.iter().any(|m| m.replacement == want),
            "{lang:?}: {}",
            render(&mutants)
        );
    }
    // Not a length: a method named len on a complex receiver, or a definition.
    let src = "def len(x):\n    return g().len()\n";
    let mutants = generate(src, Lang::Python, &[1, 2], &MutationBudget::default());
    assert!(
        !mutants.iter().any(|m| m.replacement.contains("len(x) -")),
        "{}",
        render(&mutants)
    );
}

#[test]
fn arguments_of_a_computed_callee_swap() {
    let src =
        "def f(stack, token, left, right):\n    stack.append(OPERATORS[token](right, left))\n";
    let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
    check_properties(src, Lang::Python, &mutants);
    assert!(
        mutants.iter().any(|m| m.replacement == "left, right"),
        "{}",
        render(&mutants)
    );
}

#[test]
fn getter_and_attribute_arguments_swap_in_calls_of_up_to_four() {
    // py-installments style: `installments(self.months, self.gross())` for (total, months).
    let src = "class Invoice:\n    def plan(self):\n        return installments(self.months, self.gross())\n";
    let mutants = generate(src, Lang::Python, &[3], &MutationBudget::default());
    check_properties(src, Lang::Python, &mutants);
    assert!(
        mutants.iter().any(|m| m.operator == Operator::SwapArguments
            && m.replacement == "self.gross(), self.months"),
        "{}",
        render(&mutants)
    );
    // Four positional arguments in "pairwise" order: the middle two trade places.
    let src = "def clash(a, b):\n    return overlaps(a.start, b.start, a.end, b.end)\n";
    let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
    check_properties(src, Lang::Python, &mutants);
    assert!(
        mutants.iter().any(|m| m.replacement == "a.end, b.start"),
        "{}",
        render(&mutants)
    );
    // A call with arguments is not a getter: nothing to swap in a call of three (a call of
    // two swaps any two expressions: `algorithms::swap_expression_arguments`).
    let src = "def f(a, b):\n    return g(h(a), b, 0)\n";
    let mutants = generate(src, Lang::Python, &[2], &MutationBudget::default());
    assert!(!mutants
        .iter()
        .any(|m| m.operator == Operator::SwapArguments));
}

/// `(class, replacement)` of every mutant of `src` on `line`.
fn classes_on(lang: Lang, src: &str, line: u32) -> Vec<(EditClass, String)> {
    let mutants = generate(src, lang, &[line], &MutationBudget::default());
    check_properties(src, lang, &mutants);
    mutants
        .into_iter()
        .map(|m| (m.class, m.replacement))
        .collect()
}

#[test]
fn edit_classes_say_what_is_evidence_and_what_is_suspect() {
    use EditClass::*;
    for c in [
        Operator,
        Boundary,
        AddedCall,
        AddedGuard,
        ArgumentSwap,
        Literal,
    ] {
        assert!(c.is_evidence(), "{c}");
    }
    assert!(!Harness.is_evidence());
    for c in [Literal, Declaration, Degenerate, Deletion] {
        assert!(c.is_suspect_fix(), "{c}");
    }
    for c in [
        Operator,
        Boundary,
        AddedCall,
        AddedGuard,
        ArgumentSwap,
        Harness,
    ] {
        assert!(!c.is_suspect_fix(), "{c}");
    }
    // Old states without a class still load.
    let m: Mutant = serde_json::from_str(
        r#"{"id":"L1:C1:rel:<->:<=","line":1,"start_byte":0,"end_byte":1,"original":"<",
            "replacement":"<=","operator":"relational","description":"d","tokens_changed":1}"#,
    )
    .unwrap();
    assert_eq!(m.class, Operator);
}

#[test]
fn harness_lines_are_not_evidence() {
    // A JavaScript module: its exports, its requires.
    let js = "'use strict';\nconst money = require(path.join(dir, 'money'));\nconst FREE_SHIPPING_FROM = 5000;\n\nfunction shipping(sub) {\n  if (sub > FREE_SHIPPING_FROM) return 0;\n  return round(sub * 2, 1);\n}\n\nmodule.exports = { shipping, round };\nexports.limit = [shipping, round];\n";
    for line in [2, 10, 11] {
        let classes = classes_on(Lang::JavaScript, js, line);
        assert!(!classes.is_empty(), "line {line}");
        assert!(
            classes.iter().all(|(c, _)| *c == EditClass::Harness),
            "line {line}: {classes:?}"
        );
    }
    // The constant's declaration, and the computing lines.
    let decl = classes_on(Lang::JavaScript, js, 3);
    assert!(
        decl.iter().all(|(c, _)| *c == EditClass::Declaration),
        "{decl:?}"
    );
    let cond = classes_on(Lang::JavaScript, js, 6);
    assert!(
        cond.contains(&(EditClass::Operator, ">=".into())),
        "{cond:?}"
    );
    assert!(
        cond.iter()
            .all(|(c, _)| !c.is_suspect_fix() || *c == EditClass::Literal),
        "{cond:?}"
    );

    // Python: imports, `__all__`, the main guard, a module-level call.
    let py = "import math\nfrom .money import round_to\n__all__ = ['area', 'scale']\nRATE = 2\n\ndef area(r):\n    return math.pi * r * r\n\nregister(area, 2)\n\nif __name__ == '__main__':\n    print(area(2))\n";
    for line in [3, 11] {
        let classes = classes_on(Lang::Python, py, line);
        assert!(!classes.is_empty(), "line {line}");
        assert!(
            classes.iter().all(|(c, _)| *c == EditClass::Harness),
            "line {line}: {classes:?}"
        );
    }
    let call = classes_on(Lang::Python, py, 9);
    assert!(
        call.contains(&(EditClass::Harness, "pass".into())),
        "{call:?}"
    );
    assert!(classes_on(Lang::Python, py, 4)
        .iter()
        .all(|(c, _)| *c == EditClass::Declaration));

    // Rust: `use`, `mod` and `pub const`.
    let rs = "pub mod parse;\nuse std::cmp::{max, min};\npub const LIMIT: usize = 16;\n\npub fn clamp(v: usize) -> usize {\n    let cap = 8;\n    min(v, LIMIT) + 1\n}\n";
    let decl = classes_on(Lang::Rust, rs, 3);
    assert!(
        !decl.is_empty() && decl.iter().all(|(c, _)| *c == EditClass::Declaration),
        "{decl:?}"
    );
    let local = classes_on(Lang::Rust, rs, 6);
    assert!(
        !local.is_empty() && local.iter().all(|(c, _)| *c == EditClass::Declaration),
        "{local:?}"
    );
    let code = classes_on(Lang::Rust, rs, 7);
    assert!(
        code.contains(&(EditClass::ArgumentSwap, "LIMIT, v".into())),
        "{code:?}"
    );
    assert!(
        code.contains(&(EditClass::Boundary, String::new())),
        "{code:?}"
    );
}

#[test]
fn degenerate_edits_are_not_generated_or_are_marked() {
    // `i + 1` never becomes `i * 1`, `x - 1` never `x - 0`: the offset is removed instead.
    let rs = "fn next(entries: &[u32], i: usize) -> u32 {\n    entries[i + 1] * 2 - 1\n}\n";
    let mutants = generate(rs, Lang::Rust, &[2], &MutationBudget::default());
    check_properties(rs, Lang::Rust, &mutants);
    let texts: Vec<String> = mutants.iter().map(|m| apply(rs, m)).collect();
    for bad in ["i * 1", "i + 0", "* 1", "- 0"] {
        assert!(
            !texts
                .iter()
                .any(|t| t.lines().nth(1).unwrap().contains(bad)),
            "{bad}: {}",
            render(&mutants)
        );
    }
    let removed: Vec<(&str, EditClass)> = mutants
        .iter()
        .filter(|m| m.replacement.is_empty())
        .map(|m| (m.original.trim(), m.class))
        .collect();
    assert!(
        removed.contains(&("+ 1", EditClass::Boundary)),
        "{removed:?}"
    );
    assert!(
        removed.contains(&("* 2", EditClass::Literal)),
        "{removed:?}"
    );
    assert!(
        removed.contains(&("- 1", EditClass::Boundary)),
        "{removed:?}"
    );
    // Precedence: `a - 1 * b` keeps its `1` (removing `- 1` would change the meaning).
    let py = "def f(a, b):\n    return a - 1 * b\n";
    let mutants = generate(py, Lang::Python, &[2], &MutationBudget::default());
    assert!(
        !mutants.iter().any(|m| m.original.trim() == "- 1"),
        "{}",
        render(&mutants)
    );

    // No double negation: removing the `not` is the same edit.
    let py = "def f(xs):\n    if not xs:\n        return 0\n    while not done(xs) and xs:\n        xs.pop()\n";
    let m2 = generate(py, Lang::Python, &[2, 4], &MutationBudget::default());
    let negated: Vec<&str> = m2
        .iter()
        .filter(|m| m.operator == Operator::NegateCondition)
        .map(|m| m.original.as_str())
        .collect();
    // The whole condition, and its plain operand `xs` (`not done(xs)` is already a negation).
    assert_eq!(negated, ["not done(xs) and xs", "xs"]);
    let js = "function f(s) {\n  if (!s.has(k)) {\n    return 1;\n  }\n}\n";
    let m3 = generate(js, Lang::JavaScript, &[2], &MutationBudget::default());
    assert!(
        !m3.iter().any(|m| m.operator == Operator::NegateCondition),
        "{}",
        render(&m3)
    );
    assert!(m3.iter().any(|m| m.operator == Operator::RemoveNegation));

    // Deleting a way out is degenerate; deleting a computation is a deletion.
    let js = "function f(xs) {\n  let n = 0;\n  for (const x of xs) {\n    n += x;\n    if (n > 9) return n;\n    g(n);\n  }\n  return n;\n}\n";
    let by_line = |line: u32| -> Vec<EditClass> {
        generate(js, Lang::JavaScript, &[line], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.operator == Operator::StatementDeletion)
            .map(|m| m.class)
            .collect()
    };
    assert_eq!(by_line(4), [EditClass::Deletion]);
    assert_eq!(by_line(6), [EditClass::Deletion]);
    assert_eq!(by_line(8), [EditClass::Degenerate]);
    let py = "def f(xs):\n    for x in xs:\n        if x < 0:\n            raise ValueError(x)\n        total(x)\n        break\n";
    let deleted: Vec<(u32, EditClass)> =
        generate(py, Lang::Python, &[4, 5, 6], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.operator == Operator::StatementDeletion)
            .map(|m| (m.line, m.class))
            .collect();
    assert_eq!(
        deleted,
        [
            (4, EditClass::Degenerate),
            (5, EditClass::Deletion),
            (6, EditClass::Degenerate)
        ]
    );

    // Class and function names are never offset: `Cart + 1` is not a fix.
    let py = "class Cart:\n    pass\n\ndef make(n):\n    return [Cart, n, helper]\n\ndef helper():\n    return 1\n";
    let m4 = generate(py, Lang::Python, &[5], &MutationBudget::default());
    let offsets: Vec<&str> = m4
        .iter()
        .filter(|m| m.operator == Operator::OperandOffset)
        .map(|m| m.original.as_str())
        .collect();
    assert_eq!(offsets, ["n", "n"], "{}", render(&m4));
}

#[test]
fn every_operator_is_listed_once_with_a_unique_code() {
    let codes: std::collections::BTreeSet<&str> = Operator::ALL.iter().map(|o| o.code()).collect();
    assert_eq!(codes.len(), Operator::ALL.len());
    // `ALL` is in priority order, the order `Ord` gives.
    assert!(Operator::ALL.windows(2).all(|w| w[0] < w[1]));
    for op in Operator::ALL {
        // The serialized name round-trips; every operator has a class.
        let json = serde_json::to_string(&op).unwrap();
        assert_eq!(serde_json::from_str::<Operator>(&json).unwrap(), op);
        let _ = op.class();
    }
}

/// The `members` family on code written like the bugs it is for: another attribute of `self`
/// in a sort key, another key of the file, the other Rust range, an `except` that catches more.
#[test]
fn members_family_on_real_bug_shapes() {
    let py = r#"class Version:
    def __init__(self, major, minor, patch):
        self.major = major
        self.minor = minor
        self.patch = patch

    def key(self):
        return (self.major, self.minor, self.minor)

def top(entries):
    return Counter(e["url"] for e in entries if e["status"] == "ok")

def amount(text):
    try:
        return Decimal(text)
    except ValueError:
        return None
"#;
    let descriptions = |src: &str, lang: Lang, line: u32| -> Vec<String> {
        let ms = generate(src, lang, &[line], &MutationBudget::default());
        check_properties(src, lang, &ms);
        ms.into_iter().map(|m| m.description).collect()
    };
    let key = descriptions(py, Lang::Python, 8);
    assert!(
        key.contains(&"replace `self.minor` with `self.patch`".to_string()),
        "{key:#?}"
    );
    let top = descriptions(py, Lang::Python, 11);
    assert!(
        top.contains(&r#"replace `"url"` with `"status"`"#.to_string()),
        "{top:#?}"
    );
    let plan = "def migrations(files):\n    found = []\n    for f in files:\n        found.append(f)\n    return found\n";
    let d = descriptions(plan, Lang::Python, 5);
    assert!(
        d.contains(&"add `sorted()`: replace `found` with `sorted(found)`".to_string()),
        "{d:#?}"
    );
    let conf = "def get(sections, path, default=None):\n    name, _, key = path.partition('.')\n    section = sections.get(name)\n    value = section.get(key)\n    if value is None:\n        return default\n    return value\n";
    let d = descriptions(conf, Lang::Python, 4);
    assert!(
        d.contains(&"add `if section is None: return default` before line 4".to_string()),
        "{d:#?}"
    );
    let except = descriptions(py, Lang::Python, 16);
    assert!(
        except.contains(&"catch `Exception` instead of `ValueError`".to_string()),
        "{except:#?}"
    );
    let rs = "fn rotate(keep: u32) -> Vec<u32> {\n    (1..=keep).rev().collect()\n}\n\nfn all(v: &[u8]) -> &[u8] {\n    let [first, ..] = v else { return v };\n    &v[1..]\n}\n";
    let range = descriptions(rs, Lang::Rust, 2);
    assert!(
        range.contains(&"change `..=` to `..`".to_string()),
        "{range:#?}"
    );
    // Not a pattern's rest, and `1..` has no end to move.
    for line in [6, 7] {
        let d = descriptions(rs, Lang::Rust, line);
        assert!(!d.iter().any(|d| d.contains("`..`")), "{d:#?}");
    }
    let js = "class Env {\n  constructor(unit) { this.unit = unit; this.scale = 1; }\n  ms(n) { return n * this.scale; }\n}\nfunction parse(v, defaultUnit = 'ms') { return units['s'] * v; }\n";
    let d = descriptions(js, Lang::JavaScript, 3);
    assert!(
        d.contains(&"replace `this.scale` with `this.unit`".to_string()),
        "{d:#?}"
    );
    let d = descriptions(js, Lang::JavaScript, 5);
    assert!(
        d.contains(&"replace `'ms'` with `'s'`".to_string()),
        "{d:#?}"
    );
}

#[test]
fn over_the_line_budget_every_operator_keeps_its_first_mutants() {
    // A busy line (many names, each with replacements): more than `max_per_line` candidates.
    let src = "def lcs_table(a, b):\n    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]\n    for i in range(1, len(a) + 1):\n        for j in range(1, len(b) + 1):\n            if a[i - 1] == b[j - 1]:\n                table[i][j] = table[i - 1][j - 1] + 1\n            else:\n                table[i][j] = max(table[i - 1][j], table[i - 1][j - 1])\n    return table\n";
    let budget = MutationBudget::default();
    let ms = generate(src, Lang::Python, &[8], &budget);
    assert_eq!(ms.len(), budget.max_per_line);
    // The early operators keep their order (every `- 1` can be removed) ...
    let removals = ms
        .iter()
        .filter(|m| m.description == "remove `- 1`")
        .count();
    assert_eq!(removals, 3, "{ms:#?}");
    // ... and the late ones are not crowded out.
    for op in [
        Operator::CallSwap,
        Operator::StatementDeletion,
        Operator::IdentifierReplace,
    ] {
        assert!(
            ms.iter().any(|m| m.operator == op),
            "{op:?} missing: {ms:#?}"
        );
    }
}

#[test]
fn a_one_line_function_turned_into_its_sibling_is_degenerate() {
    // python-semver: `__gt__` flipped to `<` passes a suite with no test of `>` left, but it
    // makes `__gt__` a copy of `__lt__`.
    let py = "class Version:\n    def __lt__(self, other):\n        return self.compare(other) < 0\n\n    def __gt__(self, other):\n        return self.compare(other) > 0\n\n    def compare(self, other):\n        x = 1\n        return x > 0\n";
    let on = |line: u32| -> Vec<(String, EditClass)> {
        generate(py, Lang::Python, &[line], &MutationBudget::default())
            .into_iter()
            .filter(|m| m.operator == Operator::Relational)
            .map(|m| (m.replacement, m.class))
            .collect()
    };
    let gt = on(6);
    assert!(gt.contains(&("<".into(), EditClass::Degenerate)), "{gt:?}");
    assert!(gt.contains(&(">=".into(), EditClass::Operator)), "{gt:?}");
    let m = generate(py, Lang::Python, &[6], &MutationBudget::default());
    let flip = m.iter().find(|m| m.replacement == "<").unwrap();
    assert!(
        flip.description.ends_with("a copy of the one at line 3"),
        "{}",
        flip.description
    );
    // A line of a longer body may read like another line: not a copy of a function.
    assert!(
        on(10).iter().all(|(_, c)| *c == EditClass::Operator),
        "{:?}",
        on(10)
    );
    // Braces: the same in JavaScript.
    let js = "class V {\n  lt(o) {\n    return this.cmp(o) < 0;\n  }\n  gt(o) {\n    return this.cmp(o) > 0;\n  }\n}\n";
    let m = generate(js, Lang::JavaScript, &[6], &MutationBudget::default());
    assert!(m
        .iter()
        .any(|m| m.replacement == "<" && m.class == EditClass::Degenerate));
    assert!(m
        .iter()
        .any(|m| m.replacement == ">=" && m.class == EditClass::Operator));
}
