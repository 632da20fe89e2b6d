use std::str::Chars;
use std::time::Duration;
use crate::Error;

fn mul(n: u64, k: u64) -> Result<u64, Error> { n.checked_mul(k).ok_or(Error::NumberOverflow) }

struct Parser<'a> {
    iter: Chars<'a>,
    src: &'a str,
    current: (u64, u64),
}

impl<'a> Parser<'a> {
    fn off(&self) -> usize { self.src.len() - self.iter.as_str().len() }

    fn parse_first_char(&mut self) -> Result<Option<u64>, Error> {
        let off = self.off();
        for c in self.iter.by_ref() {
            match c {
                '0'..='9' => return Ok(Some(c as u64 - '0' as u64)),
                c if c.is_whitespace() => continue,
                _ => return Err(Error::NumberExpected(off)),
            }
        }
        Ok(None)
    }
    fn parse_unit(&mut self, n: u64, start: usize, end: usize) -> Result<(), Error> {
        let (mut sec, nsec) = match &self.src[start..end] {
            "nanos" | "nsec" | "ns" => (0u64, n),
            "usec" | "us" => (0u64, mul(n, 1000)?),
            "millis" | "msec" | "ms" => (0u64, mul(n, 1_000_000)?),
            "seconds" | "second" | "secs" | "sec" | "s" => (n, 0),
            "minutes" | "minute" | "min" | "mins" | "m" => (mul(n, 60)?, 0),
            "hours" | "hour" | "hr" | "hrs" | "h" => (mul(n, 3600)?, 0),
            "days" | "day" | "d" => (mul(n, 86400)?, 0),
            "weeks" | "week" | "w" => (mul(n, 86400 * 7)?, 0),
            "months" | "month" | "M" => (mul(n, 2_630_016)?, 0), // 30.44d
            "years" | "year" | "y" => (mul(n, 31_557_600)?, 0), // 365.25d
            unit => return Err(Error::UnknownUnit { start, end, unit: unit.to_string() }),
        };
        let mut nsec = self.current.1 + nsec;
        if nsec >= 1_000_000_000 {
            sec += nsec / 1_000_000_000;
            nsec %= 1_000_000_000;
        }
        let sec = self.current.0.checked_add(sec).ok_or(Error::NumberOverflow)?;
        self.current = (sec, nsec);
        Ok(())
    }
    fn parse(mut self) -> Result<Duration, Error> {
        let mut n = self.parse_first_char()?.ok_or(Error::Empty)?;
        'outer: loop {
            let mut off = self.off();
            while let Some(c) = self.iter.next() {
                match c {
                    '0'..='9' => n = mul(n, 10)?.checked_add(c as u64 - '0' as u64).ok_or(Error::NumberOverflow)?,
                    c if c.is_whitespace() => {}
                    'a'..='z' | 'A'..='Z' => break,
                    _ => return Err(Error::InvalidCharacter(off)),
                }
                off = self.off();
            }
            let start = off;
            let mut off = self.off();
            while let Some(c) = self.iter.next() {
                match c {
                    '0'..='9' => {
                        self.parse_unit(n, start, off)?;
                        n = c as u64 - '0' as u64;
                        continue 'outer;
                    }
                    c if c.is_whitespace() => break,
                    'a'..='z' | 'A'..='Z' => {}
                    _ => return Err(Error::InvalidCharacter(off)),
                }
                off = self.off();
            }
            self.parse_unit(n, start, off)?;
            n = match self.parse_first_char()? {
                Some(n) => n,
                None => return Ok(Duration::new(self.current.0, self.current.1 as u32)),
            };
        }
    }
}

/// Parse duration object `1hour 12min 5s`: a concatenation of numbers with a unit suffix each.
pub fn parse_duration(s: &str) -> Result<Duration, Error> {
    Parser { iter: s.chars(), src: s, current: (0, 0) }.parse()
}
