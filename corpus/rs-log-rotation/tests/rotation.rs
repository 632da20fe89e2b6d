use logrotate::naming::{rotated_name, rotation_index};
use logrotate::Rotator;

#[test]
fn rotated_names_round_trip() {
    assert_eq!(rotated_name("app.log", 2), "app.log.2");
    assert_eq!(rotation_index("app.log", "app.log.2"), Some(2));
    assert_eq!(rotation_index("app.log", "app.log.02"), None);
    assert_eq!(rotation_index("app.log", "app.log"), None);
    assert_eq!(rotation_index("app.log", "other.log.1"), None);
}

#[test]
fn lines_go_to_the_current_file_until_it_is_full() {
    let mut r = Rotator::new("app.log", 3, 20);
    r.write_line("first");
    r.write_line("second");
    assert_eq!(r.read("app.log"), Some("first\nsecond\n"));
    assert_eq!(r.rotations, 0);
}

#[test]
fn a_full_file_is_rotated_to_dot_one() {
    let mut r = Rotator::new("app.log", 3, 12);
    r.write_line("0123456789");
    r.write_line("next");
    assert_eq!(r.read("app.log.1"), Some("0123456789\n"));
    assert_eq!(r.read("app.log"), Some("next\n"));
}

#[test]
fn older_copies_move_up() {
    let mut r = Rotator::new("app.log", 3, 1);
    for line in ["a", "b", "c"] {
        r.write_line(line);
    }
    assert_eq!(r.read("app.log.2"), Some("a\n"));
    assert_eq!(r.read("app.log.1"), Some("b\n"));
    assert_eq!(r.rotated(), vec!["app.log.1", "app.log.2"]);
}

#[test]
fn only_keep_copies_are_kept() {
    let mut r = Rotator::new("app.log", 3, 1);
    for line in ["a", "b", "c", "d", "e", "f"] {
        r.write_line(line);
    }
    assert_eq!(r.rotations, 5);
    assert_eq!(r.rotated(), vec!["app.log.1", "app.log.2", "app.log.3"]);
}

#[test]
fn the_oldest_copy_is_dropped() {
    let mut r = Rotator::new("app.log", 2, 1);
    for line in ["a", "b", "c", "d"] {
        r.write_line(line);
    }
    assert_eq!(r.read("app.log.2"), Some("b\n"));
    assert_eq!(r.read("app.log.3"), None);
}
