//! Character-level parser for the INI format.

use std::str::Chars;

use crate::{Ini, ParseError};

pub(crate) struct Parser<'a> {
    ch: Option<char>,
    rdr: Chars<'a>,
    line: usize,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(rdr: Chars<'a>) -> Parser<'a> {
        let mut p = Parser { ch: None, line: 0, rdr };
        p.bump();
        p
    }

    fn bump(&mut self) {
        self.ch = self.rdr.next();
        if self.ch == Some('\n') {
            self.line += 1;
        }
    }

    fn error<U, M: Into<String>>(&self, msg: M) -> Result<U, ParseError> {
        Err(ParseError { line: self.line + 1, msg: msg.into() })
    }

    fn parse_whitespace(&mut self) {
        while self.ch.map_or(false, char::is_whitespace) {
            self.bump();
        }
    }

    /// Parse the whole INI input
    pub(crate) fn parse(&mut self) -> Result<Ini, ParseError> {
        let mut result = Ini::new();
        let mut curkey = String::new();
        let mut cursec: Option<String> = None;

        self.parse_whitespace();
        while let Some(cur_ch) = self.ch {
            match cur_ch {
                ';' | '#' => self.parse_str_until(&[Some('\n'), None])?.truncate(0),
                '[' => {
                    self.bump();
                    let sec = self.parse_str_until(&[Some(']')])?;
                    cursec = Some(sec.trim().to_owned());
                    result.entry(cursec.clone());
                    self.bump();
                }
                '=' | ':' => {
                    if curkey.is_empty() {
                        return self.error("missing key");
                    }
                    self.bump();
                    let val = self.parse_str_until(&[Some('\n'), None])?;
                    result.entry(cursec.clone()).push((std::mem::take(&mut curkey), val.trim().to_owned()));
                }
                _ => curkey = self.parse_str_until(&[Some('='), Some(':')])?.trim().to_owned(),
            }
            self.parse_whitespace();
        }
        Ok(result)
    }

    fn parse_str_until(&mut self, endpoint: &[Option<char>]) -> Result<String, ParseError> {
        let mut result = String::new();
        while !endpoint.contains(&self.ch) {
            match self.ch {
                None => return self.error(format!("expecting \"{:?}\" but found EOF.", endpoint)),
                Some('\\') => {
                    self.bump();
                    match self.ch {
                        None => return self.error("expecting escape character, but found EOF."),
                        Some('0') => result.push('\0'),
                        Some('t') => result.push('\t'),
                        Some('r') => result.push('\r'),
                        Some('n') => result.push('\n'),
                        Some('\n') => (),
                        Some(c) => result.push(c),
                    }
                }
                Some(c) => result.push(c),
            }
            self.bump();
        }
        Ok(result)
    }
}
