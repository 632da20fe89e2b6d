//! The box office: events by name, bookings by customer.

use crate::event::Event;
use std::collections::HashMap;

#[derive(Debug, PartialEq, Eq)]
pub enum BookingError {
    UnknownEvent(String),
    SoldOut { left: u32 },
}

#[derive(Default)]
pub struct BookingOffice {
    events: HashMap<String, Event>,
    bookings: Vec<(String, String, u32)>,
}

impl BookingOffice {
    pub fn add_event(&mut self, event: Event) {
        self.events.insert(event.name.clone(), event);
    }

    pub fn book(&mut self, customer: &str, event: &str, seats: u32) -> Result<u32, BookingError> {
        let e = self
            .events
            .get_mut(event)
            .ok_or_else(|| BookingError::UnknownEvent(event.to_string()))?;
        let left = e.reserve(seats).map_err(|left| BookingError::SoldOut { left })?;
        self.bookings
            .push((customer.to_string(), event.to_string(), seats));
        Ok(left)
    }

    pub fn seats_of(&self, customer: &str) -> u32 {
        self.bookings
            .iter()
            .filter(|(c, _, _)| c == customer)
            .map(|(_, _, n)| n)
            .sum()
    }
}
