//! Iterator adaptors returned by the `Itertools` methods.

use crate::size_hint;
use std::iter::Fuse;

/// An iterator adaptor that alternates elements from two iterators until both run out.
#[derive(Clone, Debug)]
pub struct Interleave<I, J> {
    a: Fuse<I>,
    b: Fuse<J>,
    flag: bool,
}

pub fn interleave<I, J>(i: I, j: J) -> Interleave<I::IntoIter, J::IntoIter>
where
    I: IntoIterator,
    J: IntoIterator<Item = I::Item>,
{
    Interleave { a: i.into_iter().fuse(), b: j.into_iter().fuse(), flag: false }
}

impl<I, J> Iterator for Interleave<I, J>
where
    I: Iterator,
    J: Iterator<Item = I::Item>,
{
    type Item = I::Item;

    fn next(&mut self) -> Option<Self::Item> {
        self.flag = !self.flag;
        if self.flag {
            match self.a.next() {
                None => self.b.next(),
                r => r,
            }
        } else {
            match self.b.next() {
                None => self.b.next(),
                r => r,
            }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        size_hint::add(self.a.size_hint(), self.b.size_hint())
    }
}

/// An iterator adaptor to insert a particular value between each element of the adapted iterator.
pub struct Intersperse<I: Iterator> {
    element: I::Item,
    iter: Fuse<I>,
    peek: Option<I::Item>,
}

pub fn intersperse<I: Iterator>(iter: I, element: I::Item) -> Intersperse<I> {
    let mut iter = iter.fuse();
    Intersperse { peek: iter.next(), iter, element }
}

impl<I> Iterator for Intersperse<I>
where
    I: Iterator,
    I::Item: Clone,
{
    type Item = I::Item;

    fn next(&mut self) -> Option<Self::Item> {
        if self.peek.is_some() {
            self.peek.take()
        } else {
            self.peek = self.iter.next();
            if self.peek.is_some() { Some(self.element.clone()) } else { None }
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        size_hint::add_scalar(size_hint::mul_scalar(self.iter.size_hint(), 2), self.peek.is_some() as usize)
    }
}
