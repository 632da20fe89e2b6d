use iterkit::Itertools;

#[test]
fn interleave_equal_lengths() {
    let it = (1..4).interleave(vec![-1, -2, -3]);
    assert_eq!(it.collect::<Vec<_>>(), vec![1, -1, 2, -2, 3, -3]);
}

#[test]
fn interleave_longer_first() {
    let it = (0..6).interleave(vec![10, 20]);
    assert_eq!(it.collect::<Vec<_>>(), vec![0, 10, 1, 20, 2, 3, 4, 5]);
}

#[test]
fn interleave_longer_second() {
    let it = vec![1, 2].into_iter().interleave(vec![7, 8, 9, 10]);
    assert_eq!(it.collect::<Vec<_>>(), vec![1, 7, 2, 8, 9, 10]);
}

#[test]
fn interleave_empty_first() {
    let it = std::iter::empty().interleave("abc".chars());
    assert_eq!(it.collect::<String>(), "abc");
}

#[test]
fn interleave_size_hint() {
    let it = (0..5).interleave(0..3);
    assert_eq!(it.size_hint(), (8, Some(8)));
}

#[test]
fn intersperse_and_join() {
    let words = ["ab", "cd", "ef"];
    assert_eq!(words.iter().copied().intersperse(", ").collect::<String>(), "ab, cd, ef");
    assert_eq!(words.iter().copied().intersperse(", ").size_hint(), (5, Some(5)));
    assert_eq!((1..4).join("-"), "1-2-3");
}
