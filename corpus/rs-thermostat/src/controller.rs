//! Decides, for each reading, whether to heat, cool or leave things alone.

use crate::reading::Reading;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Heat,
    Cool,
    Idle,
}

#[derive(Debug)]
pub struct Thermostat {
    target: i32,
    dead_band: i32,
    history: Vec<Action>,
}

impl Thermostat {
    /// A thermostat holding `target` tenths of a degree, idle within `dead_band` of it.
    pub fn new(target: i32, dead_band: i32) -> Self {
        Thermostat { target, dead_band, history: Vec::new() }
    }

    /// True when the reading is close enough to the target to do nothing.
    pub fn in_band(&self, r: Reading) -> bool {
        let offset: i32 = r.tenths - self.target;
        offset <= self.dead_band
    }

    pub fn decide(&mut self, r: Reading) -> Action {
        let action = if self.in_band(r) {
            Action::Idle
        } else if r.tenths < self.target {
            Action::Heat
        } else {
            Action::Cool
        };
        self.history.push(action);
        action
    }

    pub fn switches(&self) -> usize {
        self.history.windows(2).filter(|w| w[0] != w[1]).count()
    }
}
