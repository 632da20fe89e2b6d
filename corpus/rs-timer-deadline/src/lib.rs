//! A delay queue: insert values with a timeout, take them out once they expire.

pub mod time;

use std::time::Duration;
use time::{duration_until, Instant};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key(usize);

struct Entry<T> {
    value: T,
    deadline: Instant,
}

pub struct DelayQueue<T> {
    slots: Vec<Option<Entry<T>>>,
}

impl<T> Default for DelayQueue<T> {
    fn default() -> Self {
        DelayQueue { slots: Vec::new() }
    }
}

impl<T> DelayQueue<T> {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn insert_at(&mut self, value: T, deadline: Instant) -> Key {
        self.slots.push(Some(Entry { value, deadline }));
        Key(self.slots.len() - 1)
    }

    pub fn insert(&mut self, value: T, now: Instant, timeout: Duration) -> Key {
        let deadline = now.checked_add(timeout).expect("deadline overflows");
        self.insert_at(value, deadline)
    }

    pub fn remove(&mut self, key: Key) -> Option<T> {
        self.slots.get_mut(key.0)?.take().map(|e| e.value)
    }

    pub fn len(&self) -> usize {
        self.slots.iter().filter(|s| s.is_some()).count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Time left before the entry expires; None if the key was removed.
    pub fn remaining(&self, key: Key, now: Instant) -> Option<Duration> {
        let entry = self.slots.get(key.0)?.as_ref()?;
        Some(duration_until(entry.deadline, now))
    }

    /// How long a driver may sleep before the next entry expires.
    pub fn next_wakeup(&self, now: Instant) -> Option<Duration> {
        let keys = (0..self.slots.len()).map(Key);
        keys.filter_map(|k| self.remaining(k, now)).min()
    }

    /// Removes and returns every expired value, earliest deadline first.
    pub fn poll_expired(&mut self, now: Instant) -> Vec<T> {
        let mut due: Vec<(Instant, usize)> = Vec::new();
        for (i, slot) in self.slots.iter().enumerate() {
            if let Some(entry) = slot {
                if entry.deadline <= now {
                    due.push((entry.deadline, i));
                }
            }
        }
        due.sort();
        due.into_iter().filter_map(|(_, i)| self.slots[i].take().map(|e| e.value)).collect()
    }
}
