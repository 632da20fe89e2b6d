//! Jaro and Jaro-Winkler similarity.

use std::cmp::{max, min};

/// Calculates the Jaro similarity between two sequences. The returned value
/// is between 0.0 and 1.0 (higher value means more similar).
pub fn generic_jaro<Elem: PartialEq>(a: &[Elem], b: &[Elem]) -> f64 {
    let a_len = a.len();
    let b_len = b.len();

    if a_len == 0 && b_len == 0 {
        return 1.0;
    } else if a_len == 0 || b_len == 0 {
        return 0.0;
    }

    let search_range = (max(a_len, b_len) / 2).saturating_sub(1);

    let mut flags_memory = vec![false; a_len + b_len];
    let (a_flags, b_flags) = flags_memory.split_at_mut(a_len);

    let mut matches = 0_usize;

    for (i, a_elem) in a.iter().enumerate() {
        // prevent integer wrapping
        let min_bound = i.saturating_sub(search_range);
        let max_bound = min(b_len, i + search_range + 1);

        for (j, b_elem) in b.iter().enumerate().take(max_bound) {
            if min_bound <= j && a_elem == b_elem {
                a_flags[i] = true;
                b_flags[j] = true;
                matches += 1;
                break;
            }
        }
    }

    if matches == 0 {
        return 0.0;
    }

    let mut transpositions = 0_usize;
    let mut b_matched = b.iter().zip(b_flags.iter()).filter(|(_, &flag)| flag).map(|(e, _)| e);
    for (a_elem, _) in a.iter().zip(a_flags.iter()).filter(|(_, &flag)| flag) {
        if b_matched.next().map_or(false, |b_elem| a_elem != b_elem) {
            transpositions += 1;
        }
    }
    transpositions /= 2;

    let m = matches as f64;
    ((m / a_len as f64) + (m / b_len as f64) + ((matches - transpositions) as f64 / m)) / 3.0
}

/// Calculates the Jaro similarity between two strings.
pub fn jaro(a: &str, b: &str) -> f64 {
    generic_jaro(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>())
}

/// Like Jaro but gives a boost to sequences that have a common prefix.
pub fn generic_jaro_winkler<Elem: PartialEq>(a: &[Elem], b: &[Elem]) -> f64 {
    let sim = generic_jaro(a, b);

    if sim > 0.7 {
        let prefix_length = a.iter().zip(b).take(4).take_while(|(x, y)| x == y).count();
        sim + 0.1 * prefix_length as f64 * (1.0 - sim)
    } else {
        sim
    }
}

/// Like Jaro but gives a boost to strings that have a common prefix.
pub fn jaro_winkler(a: &str, b: &str) -> f64 {
    generic_jaro_winkler(&a.chars().collect::<Vec<_>>(), &b.chars().collect::<Vec<_>>())
}
