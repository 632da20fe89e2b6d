//! A small thermostat controller: readings in tenths of a degree, a target, a dead band.

pub mod controller;
pub mod reading;

pub use controller::{Action, Thermostat};
pub use reading::{parse_reading, Reading, ReadingError};
