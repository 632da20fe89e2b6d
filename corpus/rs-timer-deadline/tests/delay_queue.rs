use std::time::Duration;
use timerq::time::{Clock, Instant};
use timerq::DelayQueue;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

#[test]
fn expired_values_come_out_in_deadline_order() {
    let mut clock = Clock::default();
    let mut queue = DelayQueue::new();
    queue.insert("c", clock.now(), ms(300));
    queue.insert("a", clock.now(), ms(100));
    queue.insert("b", clock.now(), ms(200));
    clock.advance(ms(250));
    assert_eq!(queue.poll_expired(clock.now()), vec!["a", "b"]);
    assert_eq!(queue.len(), 1);
    clock.advance(ms(50));
    assert_eq!(queue.poll_expired(clock.now()), vec!["c"]);
    assert!(queue.is_empty());
}

#[test]
fn remove_cancels_a_timer() {
    let mut queue = DelayQueue::new();
    let key = queue.insert_at(7, Instant::from_millis(10));
    assert_eq!(queue.remove(key), Some(7));
    assert_eq!(queue.remove(key), None);
    assert!(queue.poll_expired(Instant::from_millis(20)).is_empty());
    assert_eq!(queue.remaining(key, Instant::from_millis(0)), None);
}

#[test]
fn remaining_counts_down() {
    let mut queue = DelayQueue::new();
    let key = queue.insert("job", Instant::from_millis(1_000), ms(500));
    assert_eq!(queue.remaining(key, Instant::from_millis(1_000)), Some(ms(500)));
    assert_eq!(queue.remaining(key, Instant::from_millis(1_400)), Some(ms(100)));
}

#[test]
fn remaining_is_zero_at_the_deadline() {
    let mut queue = DelayQueue::new();
    let key = queue.insert_at("job", Instant::from_millis(40));
    assert_eq!(queue.remaining(key, Instant::from_millis(40)), Some(Duration::ZERO));
}

#[test]
fn next_wakeup_is_the_earliest_deadline() {
    let mut queue = DelayQueue::new();
    queue.insert_at("late", Instant::from_millis(900));
    queue.insert_at("soon", Instant::from_millis(250));
    assert_eq!(queue.next_wakeup(Instant::from_millis(200)), Some(ms(50)));
    assert_eq!(DelayQueue::<u8>::new().next_wakeup(Instant::from_millis(0)), None);
}

#[test]
fn clock_and_instants() {
    let mut clock = Clock::default();
    clock.advance(ms(1_500));
    assert_eq!(clock.now(), Instant::from_millis(1_500));
    assert_eq!(Instant::from_millis(5).saturating_duration_since(Instant::from_millis(9)), Duration::ZERO);
}
