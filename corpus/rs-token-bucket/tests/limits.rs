use ratelimit::{Decision, KeyedLimiter, TokenBucket};

#[test]
fn burst_then_empty() {
    let mut bucket = TokenBucket::new(3, 1.0, 0);
    assert!(bucket.try_take(1, 0));
    assert!(bucket.try_take(2, 0));
    assert!(!bucket.try_take(1, 0));
}

#[test]
fn refills_over_whole_seconds_up_to_capacity() {
    let mut bucket = TokenBucket::new(5, 2.0, 0);
    assert!(bucket.try_take(5, 0));
    assert_eq!(bucket.available(2_000), 4);
    assert_eq!(bucket.available(60_000), 5);
}

#[test]
fn refills_within_a_second() {
    let mut bucket = TokenBucket::new(10, 10.0, 0);
    assert!(bucket.try_take(10, 0));
    assert_eq!(bucket.available(500), 5);
}

#[test]
fn steady_client_at_the_allowed_rate_is_never_refused() {
    // 4 requests per second, one every 250 ms, after using up the burst
    let mut limiter = KeyedLimiter::new(4, 4.0);
    for _ in 0..4 {
        assert_eq!(limiter.check("10.0.0.1", 0), Decision::Allow);
    }
    for i in 1..=20 {
        assert_eq!(limiter.check("10.0.0.1", i * 250), Decision::Allow, "request at {} ms", i * 250);
    }
}

#[test]
fn retry_after_is_rounded_up() {
    let mut limiter = KeyedLimiter::new(1, 0.25);
    assert_eq!(limiter.check("k", 0), Decision::Allow);
    assert_eq!(limiter.check("k", 0), Decision::Deny { retry_after_secs: 4 });
    assert_eq!(limiter.check("other", 0), Decision::Allow);
    assert_eq!(limiter.tracked_keys(), 2);
}

#[test]
fn wait_time_for_a_large_request() {
    let mut bucket = TokenBucket::new(10, 4.0, 0);
    assert!(bucket.try_take(10, 0));
    assert_eq!(bucket.wait_ms(3, 0), 750);
}
