//! Checked access to tree operands. Every failed check becomes a
//! [`MetadataError`] naming the operand by path; nothing here can panic.

use crate::error::{MetadataError, Result};
use crate::tree::{GlobalKind, Md, MdNode};

/// A node together with its path for error messages.
pub(crate) struct View<'a> {
    pub(crate) node: &'a MdNode,
    pub(crate) path: String,
}

/// The path of operand `index` of the node at `path`.
pub(crate) fn operand_path(path: &str, index: usize) -> String {
    format!("{path}, operand {index}")
}

impl<'a> View<'a> {
    pub(crate) fn new(node: &'a MdNode, path: impl Into<String>) -> View<'a> {
        View {
            node,
            path: path.into(),
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.node.operands.len()
    }

    pub(crate) fn operands(&self) -> &'a [Md] {
        &self.node.operands
    }

    pub(crate) fn at(&self, index: usize) -> String {
        operand_path(&self.path, index)
    }

    /// Fails unless the node has between `min` and `max` operands.
    pub(crate) fn expect_len(&self, min: usize, max: usize, expected: &str) -> Result<()> {
        let found = self.len();
        if (min..=max).contains(&found) {
            Ok(())
        } else {
            Err(MetadataError::OperandCount {
                node: self.path.clone(),
                expected: expected.to_owned(),
                found,
            })
        }
    }

    pub(crate) fn get(&self, index: usize, expected: &str) -> Result<&'a Md> {
        self.node
            .operands
            .get(index)
            .ok_or_else(|| MetadataError::OperandCount {
                node: self.path.clone(),
                expected: format!("operand {index} ({expected})"),
                found: self.len(),
            })
    }

    pub(crate) fn u32(&self, index: usize, expected: &str) -> Result<u32> {
        md_u32(self.get(index, expected)?, &self.at(index), expected)
    }

    /// Operand `index` as a signed 32-bit integer (sign-extended from its width).
    pub(crate) fn i32(&self, index: usize, expected: &str) -> Result<i32> {
        let value = md_signed(self.get(index, expected)?, &self.at(index), expected)?;
        i32::try_from(value).map_err(|_| MetadataError::OutOfRange {
            node: self.at(index),
            expected: format!("{expected} ({} to {})", i32::MIN, i32::MAX),
            value: value as u64,
        })
    }

    pub(crate) fn u16(&self, index: usize, expected: &str) -> Result<u16> {
        let value = md_int(self.get(index, expected)?, &self.at(index), expected)?;
        u16::try_from(value).map_err(|_| MetadataError::OutOfRange {
            node: self.at(index),
            expected: format!("{expected} (0 to {})", u16::MAX),
            value,
        })
    }

    pub(crate) fn string(&self, index: usize, expected: &str) -> Result<&'a str> {
        md_string(self.get(index, expected)?, &self.at(index), expected)
    }

    pub(crate) fn node(&self, index: usize, expected: &str) -> Result<View<'a>> {
        match self.get(index, expected)? {
            Md::Node(node) => Ok(View::new(node, self.at(index))),
            other => Err(kind_error(
                &self.at(index),
                &format!("a node ({expected})"),
                other,
            )),
        }
    }

    pub(crate) fn function(&self, index: usize, expected: &str) -> Result<&'a str> {
        md_function(self.get(index, expected)?, &self.at(index), expected)
    }

    /// Reads a SPIR-V enumerant encoded as an integer.
    pub(crate) fn spirv_enum<T>(
        &self,
        index: usize,
        what: &'static str,
        from_u32: fn(u32) -> Option<T>,
    ) -> Result<T> {
        let value = self.u32(index, &format!("a SPIR-V {what}"))?;
        from_u32(value).ok_or_else(|| MetadataError::UnknownEnumValue {
            node: self.at(index),
            what: what.to_owned(),
            value: u64::from(value),
        })
    }

    /// Every operand as a string.
    pub(crate) fn strings(&self, expected: &str) -> Result<Vec<String>> {
        (0..self.len())
            .map(|i| self.string(i, expected).map(str::to_owned))
            .collect()
    }

    /// Every operand as a `u32`.
    pub(crate) fn u32s(&self, expected: &str) -> Result<Vec<u32>> {
        (0..self.len()).map(|i| self.u32(i, expected)).collect()
    }
}

pub(crate) fn kind_error(path: &str, expected: &str, found: &Md) -> MetadataError {
    MetadataError::OperandKind {
        node: path.to_owned(),
        expected: expected.to_owned(),
        found: found.describe(),
    }
}

/// Any integer operand, as its unsigned bit pattern.
pub(crate) fn md_int(md: &Md, path: &str, expected: &str) -> Result<u64> {
    match md {
        Md::Int { value, .. } => Ok(*value),
        other => Err(kind_error(path, &format!("an integer ({expected})"), other)),
    }
}

/// Any integer operand, sign-extended from its width.
pub(crate) fn md_signed(md: &Md, path: &str, expected: &str) -> Result<i64> {
    match md.as_signed() {
        Some(value) => Ok(value),
        None => Err(kind_error(path, &format!("an integer ({expected})"), md)),
    }
}

pub(crate) fn md_u32(md: &Md, path: &str, expected: &str) -> Result<u32> {
    let value = md_int(md, path, expected)?;
    u32::try_from(value).map_err(|_| MetadataError::OutOfRange {
        node: path.to_owned(),
        expected: format!("{expected} (0 to {})", u32::MAX),
        value,
    })
}

pub(crate) fn md_string<'a>(md: &'a Md, path: &str, expected: &str) -> Result<&'a str> {
    match md {
        Md::String(s) => Ok(s),
        other => Err(kind_error(path, &format!("a string ({expected})"), other)),
    }
}

pub(crate) fn md_function<'a>(md: &'a Md, path: &str, expected: &str) -> Result<&'a str> {
    match md {
        Md::Ref(global) if global.kind == GlobalKind::Function => Ok(&global.name),
        other => Err(kind_error(
            path,
            &format!("a function reference ({expected})"),
            other,
        )),
    }
}
