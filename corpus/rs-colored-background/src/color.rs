use std::borrow::Cow;

/// The 8 standard colors, their bright variants and 24-bit true colors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Color {
    Black,
    Red,
    Green,
    Yellow,
    Blue,
    Magenta,
    Cyan,
    White,
    BrightBlack,
    BrightRed,
    BrightGreen,
    BrightYellow,
    BrightBlue,
    BrightMagenta,
    BrightCyan,
    BrightWhite,
    TrueColor { r: u8, g: u8, b: u8 },
}

impl Color {
    /// The SGR parameter selecting this color as the foreground.
    pub fn to_fg_str(&self) -> Cow<'static, str> {
        match *self {
            Color::Black => "30".into(),
            Color::Red => "31".into(),
            Color::Green => "32".into(),
            Color::Yellow => "33".into(),
            Color::Blue => "34".into(),
            Color::Magenta => "35".into(),
            Color::Cyan => "36".into(),
            Color::White => "37".into(),
            Color::BrightBlack => "90".into(),
            Color::BrightRed => "91".into(),
            Color::BrightGreen => "92".into(),
            Color::BrightYellow => "93".into(),
            Color::BrightBlue => "94".into(),
            Color::BrightMagenta => "95".into(),
            Color::BrightCyan => "96".into(),
            Color::BrightWhite => "97".into(),
            Color::TrueColor { r, g, b } => format!("38;2;{};{};{}", r, g, b).into(),
        }
    }

    /// The SGR parameter selecting this color as the background.
    pub fn to_bg_str(&self) -> Cow<'static, str> {
        match *self {
            Color::TrueColor { r, g, b } => format!("38;2;{};{};{}", r, g, b).into(),
            // Background codes are the foreground codes plus ten: 31 -> 41, 91 -> 101.
            _ => (self.to_fg_str().parse::<u8>().unwrap() + 10).to_string().into(),
        }
    }
}
