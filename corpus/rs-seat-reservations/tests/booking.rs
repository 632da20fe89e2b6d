use venue::{BookingError, BookingOffice, Event};

fn office() -> BookingOffice {
    let mut o = BookingOffice::default();
    o.add_event(Event::new("gala", 10, 2));
    o
}

#[test]
fn booking_reduces_the_seats_left() {
    let mut o = office();
    assert_eq!(o.book("ann", "gala", 3), Ok(5));
    assert_eq!(o.seats_of("ann"), 3);
}

#[test]
fn the_last_sellable_seats_can_be_booked() {
    let mut o = office();
    assert_eq!(o.book("ann", "gala", 8), Ok(0));
}

#[test]
fn held_back_seats_are_never_sold() {
    let mut o = office();
    o.book("ann", "gala", 7).unwrap();
    assert_eq!(o.book("ben", "gala", 2), Err(BookingError::SoldOut { left: 1 }));
}

#[test]
fn unknown_event() {
    assert_eq!(
        office().book("ann", "opera", 1),
        Err(BookingError::UnknownEvent("opera".into()))
    );
}

#[test]
fn cancelling_frees_seats() {
    let mut e = Event::new("talk", 4, 0);
    e.reserve(4).unwrap();
    e.cancel(1);
    assert_eq!(e.available(), 1);
}
