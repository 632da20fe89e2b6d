use thermostat::{parse_reading, Action, Reading, ReadingError, Thermostat};

fn r(tenths: i32) -> Reading {
    Reading { tenths }
}

#[test]
fn parses_sensor_text() {
    assert_eq!(parse_reading(" 21.5 "), Ok(r(215)));
    assert_eq!(parse_reading("-3.2"), Ok(r(-32)));
    assert_eq!(parse_reading("19"), Ok(r(190)));
    assert_eq!(parse_reading(""), Err(ReadingError::Empty));
}

#[test]
fn idle_near_the_target() {
    let mut t = Thermostat::new(210, 5);
    assert_eq!(t.decide(r(212)), Action::Idle);
    assert_eq!(t.decide(r(215)), Action::Idle);
    assert_eq!(t.decide(r(207)), Action::Idle);
}

#[test]
fn heats_when_too_cold() {
    let mut t = Thermostat::new(210, 5);
    assert_eq!(t.decide(r(190)), Action::Heat);
}

#[test]
fn cools_when_too_warm() {
    let mut t = Thermostat::new(210, 5);
    assert_eq!(t.decide(r(230)), Action::Cool);
}

#[test]
fn counts_switches() {
    let mut t = Thermostat::new(200, 5);
    for tenths in [180, 190, 200, 230, 240, 200] {
        t.decide(r(tenths));
    }
    assert_eq!(t.switches(), 3);
}
