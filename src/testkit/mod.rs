//! Test helpers that integration tests (and other modules' tests) share: a scripted loopback HTTP
//! server and a sleeper that records delays. Compiled into the library (not `cfg(test)`) so the
//! tests under `tests/` can use it; hidden from the documentation and never used by the engine.

pub mod fixtures;
pub mod http;

use crate::llm::retry::Sleeper;
use std::sync::Mutex;
use std::time::Duration;

pub use http::{CannedResponse, RecordedRequest, TestServer};

/// A [`Sleeper`] that records every requested delay and returns at once.
#[derive(Debug, Default)]
pub struct RecordingSleeper {
    delays: Mutex<Vec<Duration>>,
}

impl RecordingSleeper {
    pub fn new() -> Self {
        Self::default()
    }

    /// Every delay requested so far, in order.
    pub fn delays(&self) -> Vec<Duration> {
        match self.delays.lock() {
            Ok(d) => d.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }
}

impl Sleeper for RecordingSleeper {
    fn sleep(&self, delay: Duration) {
        match self.delays.lock() {
            Ok(mut d) => d.push(delay),
            Err(poisoned) => poisoned.into_inner().push(delay),
        }
    }
}
