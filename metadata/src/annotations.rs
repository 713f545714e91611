//! Member decorations in `llvm.ptr.annotation` strings.
//!
//! The annotation string is a sequence of `{X}` or `{X:Y}` items, where `X`
//! is a reserved name or a SPIR-V decoration id and `Y` is one or more
//! arguments, each a word (letters, digits, …) or a `"quoted string"`,
//! separated by `,`. For example `{5835:1,2,3}` and `{bank_bits:1,2,3}`
//! both mean BankBitsINTEL 1 2 3.
//!
//! The reserved names and their documented quirks are one table,
//! `RESERVED`:
//!
//! * `register` and `simple_dual_port` ignore their arguments when read and
//!   are printed as `{register:1}` / `{simple_dual_port:1}`;
//! * `pump` is SinglepumpINTEL with argument 1 and DoublepumpINTEL with 2;
//! * `merge` separates its arguments with `:` (`{merge:X:Y}`);
//! * printing prefers a reserved name over the numeric id, so `{5825}`
//!   prints back as `{register:1}`.
//!
//! The quirks only apply to reserved names; numeric ids take their
//! arguments verbatim. Because of them, printing then parsing gives back
//! [`MemberDecoration::canonical`] of the input, not always the input.
//! A string that is not in this format is an error; the translator may
//! then fall back to keeping it as a UserSemantic decoration.

use spirv::Decoration;

use crate::decorations::DecorationNode;
use crate::error::{MetadataError, Result};
use crate::grammar::{Literal, decoration_operands, expects_string};

/// How a reserved name treats its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Arguments separated by `,`.
    Comma,
    /// Arguments separated by `:`.
    Colon,
    /// Arguments ignored; printed as `:1`.
    IgnoredPrintedAsOne,
    /// The single argument selects the row: `{pump:N}`.
    Pump(u32),
}

/// The reserved names of "SPIR-V representation in LLVM IR".
const RESERVED: [(&str, Decoration, Rule); 12] = [
    (
        "register",
        Decoration::RegisterINTEL,
        Rule::IgnoredPrintedAsOne,
    ),
    ("memory", Decoration::MemoryINTEL, Rule::Comma),
    ("numbanks", Decoration::NumbanksINTEL, Rule::Comma),
    ("bankwidth", Decoration::BankwidthINTEL, Rule::Comma),
    (
        "private_copies",
        Decoration::MaxPrivateCopiesINTEL,
        Rule::Comma,
    ),
    ("pump", Decoration::SinglepumpINTEL, Rule::Pump(1)),
    ("pump", Decoration::DoublepumpINTEL, Rule::Pump(2)),
    (
        "max_replicates",
        Decoration::MaxReplicatesINTEL,
        Rule::Comma,
    ),
    (
        "simple_dual_port",
        Decoration::SimpleDualPortINTEL,
        Rule::IgnoredPrintedAsOne,
    ),
    ("merge", Decoration::MergeINTEL, Rule::Colon),
    ("bank_bits", Decoration::BankBitsINTEL, Rule::Comma),
    (
        "force_pow2_depth",
        Decoration::ForcePow2DepthINTEL,
        Rule::Comma,
    ),
];

fn reserved_for(decoration: Decoration) -> Option<(&'static str, Rule)> {
    RESERVED
        .iter()
        .find(|row| row.1 == decoration)
        .map(|row| (row.0, row.2))
}

/// Characters that end a word.
fn is_delimiter(c: char) -> bool {
    matches!(c, '{' | '}' | ':' | ',' | '"')
}

/// One argument of a member decoration: a word or a quoted string.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::AnnotationArg;
///
/// assert_eq!(AnnotationArg::word("DEFAULT").map(|a| a.to_string()).as_deref(), Some("DEFAULT"));
/// assert!(AnnotationArg::word("a,b").is_none());
/// assert_eq!(AnnotationArg::quoted("a,b").map(|a| a.to_string()).as_deref(), Some("\"a,b\""));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AnnotationArg {
    text: String,
    quoted: bool,
}

impl AnnotationArg {
    /// A word: non-empty, without `{`, `}`, `:`, `,` or `"`.
    pub fn word(text: impl Into<String>) -> Option<AnnotationArg> {
        let text = text.into();
        let ok = !text.is_empty() && !text.chars().any(is_delimiter);
        ok.then_some(AnnotationArg {
            text,
            quoted: false,
        })
    }

    /// A quoted string: anything without `"`.
    pub fn quoted(text: impl Into<String>) -> Option<AnnotationArg> {
        let text = text.into();
        (!text.contains('"')).then_some(AnnotationArg { text, quoted: true })
    }

    /// The text, without quotes.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the argument is a quoted string.
    pub fn is_quoted(&self) -> bool {
        self.quoted
    }
}

impl std::fmt::Display for AnnotationArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.quoted {
            write!(f, "\"{}\"", self.text)
        } else {
            f.write_str(&self.text)
        }
    }
}

/// One `{X:Y}` item of an annotation string.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemberDecoration {
    /// The decoration.
    pub decoration: Decoration,
    /// Its arguments, as written.
    pub args: Vec<AnnotationArg>,
}

impl MemberDecoration {
    /// The value that printing then parsing yields: the arguments of
    /// decorations whose reserved name ignores or consumes them (register,
    /// simple_dual_port, pump) are dropped.
    pub fn canonical(&self) -> MemberDecoration {
        let drops_args = matches!(
            reserved_for(self.decoration),
            Some((_, Rule::IgnoredPrintedAsOne | Rule::Pump(_)))
        );
        let args = if drops_args {
            Vec::new()
        } else {
            self.args.clone()
        };
        MemberDecoration {
            decoration: self.decoration,
            args,
        }
    }

    /// The SPIR-V decoration this item stands for, with its arguments
    /// converted to literals by the grammar: words in integer positions
    /// become integers, everything else strings.
    ///
    /// # Example
    ///
    /// ```
    /// use spirv_llvm_metadata::{Literal, parse_annotation};
    ///
    /// let items = parse_annotation("{memory:DEFAULT}{numbanks:4}")?;
    /// let memory = items[0].to_decoration_node()?;
    /// assert_eq!(memory.operands(), &[Literal::String("DEFAULT".into())]);
    /// let banks = items[1].to_decoration_node()?;
    /// assert_eq!(banks.operands(), &[Literal::Int(4)]);
    /// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
    /// ```
    pub fn to_decoration_node(&self) -> Result<DecorationNode> {
        let canonical = self.canonical();
        let strings = expects_string(&decoration_operands(self.decoration), canonical.args.len());
        let literals = canonical
            .args
            .iter()
            .enumerate()
            .map(|(i, arg)| {
                let wants_string = strings.get(i).copied().unwrap_or(false);
                match arg.text.parse::<u32>() {
                    Ok(value) if !wants_string && !arg.quoted => Literal::Int(value),
                    _ => Literal::String(arg.text.clone()),
                }
            })
            .collect();
        DecorationNode::new(self.decoration, literals)
    }

    /// The item for a decoration node: integers become words, strings
    /// become words when they can, quoted strings otherwise.
    pub fn from_decoration_node(node: &DecorationNode) -> Result<MemberDecoration> {
        let args = node
            .operands()
            .iter()
            .map(|literal| match literal {
                Literal::Int(value) => Ok(AnnotationArg {
                    text: value.to_string(),
                    quoted: false,
                }),
                Literal::String(s) => AnnotationArg::word(s.as_str())
                    .or_else(|| AnnotationArg::quoted(s.as_str()))
                    .ok_or_else(|| MetadataError::Annotation {
                        text: s.clone(),
                        offset: s.find('"').unwrap_or(0),
                        expected: "a string without '\"' (annotation strings have no escapes)"
                            .to_owned(),
                    }),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(MemberDecoration {
            decoration: node.decoration(),
            args,
        })
    }
}

/// Parses an annotation string into its member decorations.
///
/// # Example
///
/// ```
/// use spirv::Decoration;
/// use spirv_llvm_metadata::{parse_annotation, print_annotation};
///
/// let items = parse_annotation("{5835:1,2,3}{pump:2}{register}")?;
/// assert_eq!(items[0].decoration, Decoration::BankBitsINTEL);
/// assert_eq!(items[1].decoration, Decoration::DoublepumpINTEL);
/// assert_eq!(print_annotation(&items), "{bank_bits:1,2,3}{pump:2}{register:1}");
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
pub fn parse_annotation(text: &str) -> Result<Vec<MemberDecoration>> {
    let mut parser = Parser { text, pos: 0 };
    let mut items = Vec::new();
    while parser.peek().is_some() {
        items.push(parser.item()?);
    }
    Ok(items)
}

/// Prints member decorations as an annotation string, preferring reserved
/// names over numeric ids.
pub fn print_annotation(decorations: &[MemberDecoration]) -> String {
    decorations.iter().map(print_item).collect()
}

fn print_item(item: &MemberDecoration) -> String {
    let join = |sep: &str| {
        let args: Vec<String> = item.args.iter().map(ToString::to_string).collect();
        args.join(sep)
    };
    let (key, args) = match reserved_for(item.decoration) {
        Some((name, Rule::IgnoredPrintedAsOne)) => (name.to_owned(), "1".to_owned()),
        Some((name, Rule::Pump(n))) => (name.to_owned(), n.to_string()),
        Some((name, Rule::Colon)) => (name.to_owned(), join(":")),
        Some((name, Rule::Comma)) => (name.to_owned(), join(",")),
        None => ((item.decoration as u32).to_string(), join(",")),
    };
    if args.is_empty() {
        format!("{{{key}}}")
    } else {
        format!("{{{key}:{args}}}")
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text.get(self.pos..)?.chars().next()
    }

    fn bump(&mut self) {
        if let Some(c) = self.peek() {
            self.pos += c.len_utf8();
        }
    }

    fn error_at(&self, offset: usize, expected: &str) -> MetadataError {
        MetadataError::Annotation {
            text: self.text.to_owned(),
            offset,
            expected: expected.to_owned(),
        }
    }

    fn expect(&mut self, c: char) -> Result<()> {
        if self.peek() == Some(c) {
            self.bump();
            Ok(())
        } else {
            Err(self.error_at(self.pos, &format!("'{c}'")))
        }
    }

    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> &str {
        let start = self.pos;
        while self.peek().is_some_and(&keep) {
            self.bump();
        }
        self.text.get(start..self.pos).unwrap_or_default()
    }

    /// `{key}` or `{key:args}`.
    fn item(&mut self) -> Result<MemberDecoration> {
        self.expect('{')?;
        let key_at = self.pos;
        let key = self.take_while(|c| !is_delimiter(c)).to_owned();
        if key.is_empty() {
            return Err(self.error_at(key_at, "a reserved name or a decoration id"));
        }
        let separator = match RESERVED.iter().find(|row| row.0 == key) {
            Some((_, _, Rule::Colon)) => ':',
            _ => ',',
        };
        let mut args = Vec::new();
        if self.peek() == Some(':') {
            self.bump();
            loop {
                args.push((self.pos, self.arg()?));
                match self.peek() {
                    Some(c) if c == separator => self.bump(),
                    Some('}') => break,
                    _ => return Err(self.error_at(self.pos, &format!("'{separator}' or '}}'"))),
                }
            }
        }
        self.expect('}')?;
        self.resolve(&key, key_at, args)
    }

    fn arg(&mut self) -> Result<AnnotationArg> {
        let start = self.pos;
        if self.peek() == Some('"') {
            self.bump();
            let text = self.take_while(|c| c != '"').to_owned();
            if self.peek() != Some('"') {
                return Err(self.error_at(start, "a closing '\"' for this string"));
            }
            self.bump();
            return Ok(AnnotationArg { text, quoted: true });
        }
        let text = self.take_while(|c| !is_delimiter(c)).to_owned();
        if text.is_empty() {
            return Err(self.error_at(start, "an argument (a word or a quoted string)"));
        }
        Ok(AnnotationArg {
            text,
            quoted: false,
        })
    }

    /// Turns a key and its arguments into a decoration.
    fn resolve(
        &self,
        key: &str,
        key_at: usize,
        args: Vec<(usize, AnnotationArg)>,
    ) -> Result<MemberDecoration> {
        if key.chars().all(|c| c.is_ascii_digit()) {
            let decoration = key
                .parse::<u32>()
                .ok()
                .and_then(Decoration::from_u32)
                .ok_or_else(|| self.error_at(key_at, "a known SPIR-V decoration id"))?;
            let args = args.into_iter().map(|(_, arg)| arg).collect();
            return Ok(MemberDecoration { decoration, args });
        }
        let rows: Vec<_> = RESERVED.iter().filter(|row| row.0 == key).collect();
        let Some(&&(_, decoration, rule)) = rows.first() else {
            let mut known: Vec<&str> = RESERVED.iter().map(|row| row.0).collect();
            known.dedup();
            let expected = format!("a decoration id or a reserved name ({})", known.join(", "));
            return Err(self.error_at(key_at, &expected));
        };
        match rule {
            Rule::Comma | Rule::Colon => {
                let args = args.into_iter().map(|(_, arg)| arg).collect();
                Ok(MemberDecoration { decoration, args })
            }
            Rule::IgnoredPrintedAsOne => Ok(MemberDecoration {
                decoration,
                args: Vec::new(),
            }),
            Rule::Pump(_) => {
                let expected = "one pump argument: 1 (SinglepumpINTEL) or 2 (DoublepumpINTEL)";
                let [(at, arg)] = args.as_slice() else {
                    return Err(self.error_at(key_at, expected));
                };
                rows.iter()
                    .find(|row| !arg.quoted && row.2 == Rule::Pump(arg.text.parse().unwrap_or(0)))
                    .map(|row| MemberDecoration {
                        decoration: row.1,
                        args: Vec::new(),
                    })
                    .ok_or_else(|| self.error_at(*at, expected))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_table_maps_each_decoration_once() {
        let mut decorations: Vec<u32> = RESERVED.iter().map(|row| row.1 as u32).collect();
        decorations.sort_unstable();
        decorations.dedup();
        assert_eq!(decorations.len(), RESERVED.len());
        for (name, decoration, rule) in RESERVED {
            assert_eq!(reserved_for(decoration), Some((name, rule)));
        }
    }
}
