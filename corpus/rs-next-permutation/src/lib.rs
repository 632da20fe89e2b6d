//! Lexicographic permutations.

/// Rearranges `items` into the next permutation in lexicographic order.
/// Returns `false`, leaving `items` sorted ascending, when it was the last one.
pub fn next_permutation<T: Ord>(items: &mut [T]) -> bool {
    if items.len() < 2 {
        return false;
    }
    // Find the longest non-increasing suffix; items[i - 1] is the pivot.
    let mut i = items.len() - 1;
    while i > 0 && items[i - 1] >= items[i] {
        i -= 1;
    }
    if i == 0 {
        items.reverse();
        return false;
    }
    // Swap the pivot with the rightmost element greater than it, then reverse the suffix.
    let mut j = items.len() - 1;
    while items[j] <= items[i - 1] {
        j -= 1;
    }
    items.swap(i - 1, j);
    items[i - 1..].reverse();
    true
}

/// True when `items` is the last permutation (non-increasing).
pub fn is_last_permutation<T: Ord>(items: &[T]) -> bool {
    items.windows(2).all(|w| w[0] >= w[1])
}
