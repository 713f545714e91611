//! A byte cursor over a mangled name with the lexical pieces both demanglers share:
//! numbers, `<source-name>`s and substitution references.
//!
//! Every read is checked; nothing here indexes the input directly, so malformed input ends in
//! an [`Error`] carrying the byte position, never a panic.

use crate::error::Error;

#[derive(Debug, Clone, Copy)]
pub(crate) struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str) -> Cursor<'a> {
        Cursor { text, pos: 0 }
    }

    pub(crate) fn pos(&self) -> usize {
        self.pos
    }

    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.text.len()
    }

    pub(crate) fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    pub(crate) fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.text
            .as_bytes()
            .get(self.pos.saturating_add(ahead))
            .copied()
    }

    /// The unread part of the input.
    pub(crate) fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// The text read since byte `start`.
    pub(crate) fn since(&self, start: usize) -> Option<&'a str> {
        self.text.get(start..self.pos)
    }

    pub(crate) fn bump(&mut self) {
        if !self.at_end() {
            self.pos += 1;
        }
    }

    pub(crate) fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    pub(crate) fn eat_str(&mut self, prefix: &str) -> bool {
        let found = self.rest().starts_with(prefix);
        if found {
            self.pos += prefix.len();
        }
        found
    }

    /// The error for finding something other than `expected` at the current position.
    pub(crate) fn unexpected(&self, expected: &'static str) -> Error {
        match self.rest().chars().next() {
            None => Error::UnexpectedEnd {
                pos: self.pos,
                expected,
            },
            Some(found) => Error::Unexpected {
                pos: self.pos,
                found,
                expected,
            },
        }
    }

    pub(crate) fn expect(&mut self, byte: u8, expected: &'static str) -> Result<(), Error> {
        if self.eat(byte) {
            Ok(())
        } else {
            Err(self.unexpected(expected))
        }
    }

    /// A non-negative decimal `<number>`.
    pub(crate) fn number(&mut self, expected: &'static str) -> Result<usize, Error> {
        let start = self.pos;
        let mut value: usize = 0;
        while let Some(digit) = self.peek().filter(u8::is_ascii_digit) {
            value = value
                .checked_mul(10)
                .and_then(|v| v.checked_add(usize::from(digit - b'0')))
                .ok_or(Error::BadNumber {
                    pos: start,
                    reason: "too large",
                })?;
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.unexpected(expected));
        }
        Ok(value)
    }

    /// A `<source-name>`: a positive decimal length, then that many bytes.
    pub(crate) fn source_name(&mut self) -> Result<&'a str, Error> {
        let len = self.number("a name length")?;
        if len == 0 {
            return Err(Error::BadNumber {
                pos: self.pos.saturating_sub(1),
                reason: "a name length must be positive",
            });
        }
        let start = self.pos;
        let name = start
            .checked_add(len)
            .and_then(|end| self.text.get(start..end))
            .ok_or(Error::NameOverrun {
                pos: start,
                len,
                available: self.text.len().saturating_sub(start),
            })?;
        self.pos += len;
        Ok(name)
    }

    /// A substitution reference, the cursor being on its `S`: `S_` is entry 0, `S<seq-id>_`
    /// entry seq-id + 1. Returns the entry index.
    pub(crate) fn substitution(&mut self) -> Result<usize, Error> {
        let start = self.pos;
        self.expect(b'S', "a substitution")?;
        if self.eat(b'_') {
            return Ok(0);
        }
        if self.peek().is_some_and(|b| b.is_ascii_lowercase()) {
            return Err(Error::Unsupported {
                pos: start,
                what: "std:: abbreviations (St, Sa, Ss, …)".to_string(),
            });
        }
        let mut seq: usize = 0;
        let digits_start = self.pos;
        while let Some(digit) = self.peek().and_then(base36_digit) {
            seq = seq
                .checked_mul(36)
                .and_then(|s| s.checked_add(digit))
                .ok_or(Error::BadNumber {
                    pos: digits_start,
                    reason: "substitution index too large",
                })?;
            self.pos += 1;
        }
        if self.pos == digits_start {
            return Err(self.unexpected("`_` or a base-36 substitution index"));
        }
        self.expect(b'_', "`_` ending a substitution")?;
        seq.checked_add(1).ok_or(Error::BadNumber {
            pos: digits_start,
            reason: "substitution index too large",
        })
    }
}

fn base36_digit(byte: u8) -> Option<usize> {
    match byte {
        b'0'..=b'9' => Some(usize::from(byte - b'0')),
        b'A'..=b'Z' => Some(usize::from(byte - b'A') + 10),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn reads_source_names_and_rejects_overruns() {
        let mut cursor = Cursor::new("3sinf");
        assert_eq!(cursor.source_name(), Ok("sin"));
        assert_eq!(cursor.peek(), Some(b'f'));
        assert!(matches!(
            Cursor::new("9sin").source_name(),
            Err(Error::NameOverrun {
                pos: 1,
                len: 9,
                available: 3
            })
        ));
        assert!(Cursor::new("0x").source_name().is_err());
        assert!(
            Cursor::new("99999999999999999999999x")
                .source_name()
                .is_err()
        );
        // A length that ends inside a multi-byte character.
        assert!(Cursor::new("1\u{e9}").source_name().is_err());
    }

    #[test]
    fn reads_substitutions() {
        assert_eq!(Cursor::new("S_").substitution(), Ok(0));
        assert_eq!(Cursor::new("S0_").substitution(), Ok(1));
        assert_eq!(Cursor::new("SA_").substitution(), Ok(11));
        assert_eq!(Cursor::new("S10_").substitution(), Ok(37));
        assert!(Cursor::new("St").substitution().is_err());
        assert!(Cursor::new("S0").substitution().is_err());
        assert!(
            Cursor::new("SZZZZZZZZZZZZZZZZZZZZZZZ_")
                .substitution()
                .is_err()
        );
    }
}
