//! Extra iterator adaptors, in the style of the `itertools` crate.

pub mod adaptors;
pub mod size_hint;

pub use adaptors::{Interleave, Intersperse};

/// An `Iterator` blanket implementation that provides extra adaptors and methods.
pub trait Itertools: Iterator {
    /// Alternate elements from two iterators. If one runs out, the rest of the other follows.
    fn interleave<J>(self, other: J) -> Interleave<Self, J::IntoIter>
    where
        J: IntoIterator<Item = Self::Item>,
        Self: Sized,
    {
        adaptors::interleave(self, other)
    }

    /// An iterator adaptor to insert a particular value between each element.
    fn intersperse(self, element: Self::Item) -> Intersperse<Self>
    where
        Self: Sized,
        Self::Item: Clone,
    {
        adaptors::intersperse(self, element)
    }

    /// Combine all elements into a `String`, separated by `sep`.
    fn join(&mut self, sep: &str) -> String
    where
        Self::Item: std::fmt::Display,
    {
        let mut out = String::new();
        if let Some(first) = self.next() {
            out.push_str(&first.to_string());
            for elt in self {
                out.push_str(sep);
                out.push_str(&elt.to_string());
            }
        }
        out
    }
}

impl<T: Iterator + ?Sized> Itertools for T {}
