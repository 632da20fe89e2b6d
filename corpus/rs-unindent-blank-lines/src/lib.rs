//! [![github]](https://github.com/dtolnay/indoc)
//!
//! This crate provides [`unindent`], the runtime counterpart of the `indoc!()` macro: it removes
//! the common leading whitespace of a multi-line string literal.
//!
//! ```
//! use unindent::unindent;
//!
//! let text = unindent("
//!     line one
//!        line two
//!     ");
//! assert_eq!(text, "line one\n   line two\n");
//! ```

mod unindent;

pub use crate::unindent::{unindent, unindent_bytes};

/// Unindents `self`; implemented for the owned and borrowed string and byte types.
pub trait Unindent {
    type Output;

    fn unindent(&self) -> Self::Output;
}

impl Unindent for str {
    type Output = String;

    fn unindent(&self) -> Self::Output {
        unindent(self)
    }
}

impl Unindent for String {
    type Output = String;

    fn unindent(&self) -> Self::Output {
        unindent(self)
    }
}

impl Unindent for [u8] {
    type Output = Vec<u8>;

    fn unindent(&self) -> Self::Output {
        unindent_bytes(self)
    }
}

impl<'a, T: ?Sized + Unindent> Unindent for &'a T {
    type Output = T::Output;

    fn unindent(&self) -> Self::Output {
        (**self).unindent()
    }
}
