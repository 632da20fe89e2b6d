use colored::{Color, ColoredString, Colorize, Styles};

#[test]
fn plain_strings_are_not_escaped() {
    assert_eq!("hello".clear().to_string(), "hello");
    assert!(ColoredString::from("hello").is_plain());
    assert!(!"hello".red().is_plain());
    assert_eq!("hello".red().clear().to_string(), "hello");
}

#[test]
fn foreground_colors() {
    assert_eq!("hello".red().to_string(), "\x1B[31mhello\x1B[0m");
    assert_eq!("hello".green().to_string(), "\x1B[32mhello\x1B[0m");
    assert_eq!("hello".bright_yellow().to_string(), "\x1B[93mhello\x1B[0m");
    assert_eq!("hello".color(Color::Magenta).to_string(), "\x1B[35mhello\x1B[0m");
}

#[test]
fn background_colors() {
    assert_eq!("hello".on_red().to_string(), "\x1B[41mhello\x1B[0m");
    assert_eq!("hello".on_bright_white().to_string(), "\x1B[107mhello\x1B[0m");
    assert_eq!("hello".blue().on_red().to_string(), "\x1B[41;34mhello\x1B[0m");
}

#[test]
fn styles_combine() {
    assert_eq!("hello".bold().to_string(), "\x1B[1mhello\x1B[0m");
    assert_eq!("hello".bold().underline().to_string(), "\x1B[1;4mhello\x1B[0m");
    assert_eq!("hello".style(Styles::Reversed).style(Styles::Italic).to_string(), "\x1B[7;3mhello\x1B[0m");
    assert_eq!("hello".bold().red().on_bright_white().to_string(), "\x1B[1;107;31mhello\x1B[0m");
}

#[test]
fn truecolor_foreground() {
    assert_eq!("hello".truecolor(255, 128, 0).to_string(), "\x1B[38;2;255;128;0mhello\x1B[0m");
}

#[test]
fn truecolor_background() {
    assert_eq!("hello".on_truecolor(0, 64, 128).to_string(), "\x1B[48;2;0;64;128mhello\x1B[0m");
    assert_eq!(
        "hello".truecolor(255, 255, 255).on_truecolor(0, 0, 0).to_string(),
        "\x1B[48;2;0;0;0;38;2;255;255;255mhello\x1B[0m"
    );
}

#[test]
fn width_and_padding_apply_to_the_text() {
    assert_eq!(format!("{}", "hi".blue()), "\x1B[34mhi\x1B[0m");
    assert_eq!(format!("{:>4}", "hi".clear()), "  hi");
}
