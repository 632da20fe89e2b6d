use latency_histogram::{percentile, render, Buckets};

#[test]
fn records_into_buckets() {
    let mut b = Buckets::new(0, 100, 10);
    for v in [1, 5, 15, 99] {
        b.record(v);
    }
    assert_eq!(b.counts()[0], 2);
    assert_eq!(b.counts()[1], 1);
    assert_eq!(b.counts()[9], 1);
}

#[test]
fn index_of_in_range() {
    let b = Buckets::new(100, 200, 4);
    assert_eq!(b.index_of(100), Some(0));
    assert_eq!(b.index_of(174), Some(2));
}

#[test]
fn slow_requests_count_as_overflow() {
    let mut b = Buckets::new(0, 100, 10);
    b.record(20);
    b.record(100);
    b.record(2500);
    assert_eq!(b.overflow, 2);
    assert_eq!(b.total(), 3);
}

#[test]
fn fast_requests_count_as_underflow() {
    let mut b = Buckets::new(10, 50, 4);
    b.record(3);
    b.record(12);
    assert_eq!(b.underflow, 1);
    assert_eq!(b.counts()[0], 1);
}

#[test]
fn p90_is_bucket_upper_edge() {
    let mut b = Buckets::new(0, 100, 10);
    for v in [5, 5, 5, 5, 5, 5, 5, 5, 45, 85] {
        b.record(v);
    }
    assert_eq!(percentile(&b, 50.0), Some(10));
    assert_eq!(percentile(&b, 90.0), Some(50));
}

#[test]
fn render_lists_buckets() {
    let mut b = Buckets::new(0, 20, 2);
    b.record(3);
    b.record(12);
    b.record(13);
    assert_eq!(render(&b), "   0-10  ms | #\n  10-20  ms | ##\n");
}
