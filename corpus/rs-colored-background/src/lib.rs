//! Coloring terminal so simple, you already know how to do it !
//!
//! ```
//! use colored::Colorize;
//! assert_eq!("this is blue".blue().to_string(), "\x1B[34mthis is blue\x1B[0m");
//! ```

mod color;
pub mod style;

pub use color::Color;
pub use style::{Style, Styles};

use std::fmt;

/// A string that may have color and/or style applied to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ColoredString {
    input: String,
    fgcolor: Option<Color>,
    bgcolor: Option<Color>,
    style: Style,
}

/// The trait that enables something to be given color.
pub trait Colorize: Sized {
    fn color<S: Into<Color>>(self, color: S) -> ColoredString;
    fn on_color<S: Into<Color>>(self, color: S) -> ColoredString;
    fn style(self, style: Styles) -> ColoredString;
    fn clear(self) -> ColoredString;

    fn red(self) -> ColoredString { self.color(Color::Red) }
    fn green(self) -> ColoredString { self.color(Color::Green) }
    fn blue(self) -> ColoredString { self.color(Color::Blue) }
    fn bright_yellow(self) -> ColoredString { self.color(Color::BrightYellow) }
    fn truecolor(self, r: u8, g: u8, b: u8) -> ColoredString { self.color(Color::TrueColor { r, g, b }) }
    fn on_red(self) -> ColoredString { self.on_color(Color::Red) }
    fn on_bright_white(self) -> ColoredString { self.on_color(Color::BrightWhite) }
    fn on_truecolor(self, r: u8, g: u8, b: u8) -> ColoredString { self.on_color(Color::TrueColor { r, g, b }) }
    fn bold(self) -> ColoredString { self.style(Styles::Bold) }
    fn underline(self) -> ColoredString { self.style(Styles::Underline) }
}

impl Colorize for ColoredString {
    fn color<S: Into<Color>>(mut self, color: S) -> ColoredString { self.fgcolor = Some(color.into()); self }
    fn on_color<S: Into<Color>>(mut self, color: S) -> ColoredString { self.bgcolor = Some(color.into()); self }
    fn style(mut self, style: Styles) -> ColoredString { self.style.add(style); self }
    fn clear(self) -> ColoredString { ColoredString { input: self.input, ..ColoredString::default() } }
}

impl Colorize for &str {
    fn color<S: Into<Color>>(self, color: S) -> ColoredString { ColoredString::from(self).color(color) }
    fn on_color<S: Into<Color>>(self, color: S) -> ColoredString { ColoredString::from(self).on_color(color) }
    fn style(self, style: Styles) -> ColoredString { ColoredString::from(self).style(style) }
    fn clear(self) -> ColoredString { ColoredString::from(self) }
}

impl From<&str> for ColoredString {
    fn from(s: &str) -> Self { ColoredString { input: String::from(s), ..ColoredString::default() } }
}

impl ColoredString {
    /// Checks if the colored string has no color or styling.
    pub fn is_plain(&self) -> bool {
        self.bgcolor.is_none() && self.fgcolor.is_none() && self.style == style::CLEAR
    }

    fn compute_style(&self) -> String {
        let mut codes: Vec<String> = Vec::new();
        if self.style != style::CLEAR {
            codes.push(self.style.to_str());
        }
        if let Some(ref bgcolor) = self.bgcolor {
            codes.push(bgcolor.to_bg_str().into_owned());
        }
        if let Some(ref fgcolor) = self.fgcolor {
            codes.push(fgcolor.to_fg_str().into_owned());
        }
        format!("\x1B[{}m", codes.join(";"))
    }
}

impl fmt::Display for ColoredString {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        if self.is_plain() {
            return <String as fmt::Display>::fmt(&self.input, f);
        }
        f.write_str(&self.compute_style())?;
        <String as fmt::Display>::fmt(&self.input, f)?;
        f.write_str("\x1B[0m")
    }
}
