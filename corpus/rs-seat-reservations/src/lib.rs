//! Seat reservations for events.

pub mod event;
pub mod booking;

pub use booking::{BookingError, BookingOffice};
pub use event::Event;
