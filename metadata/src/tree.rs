//! The generic metadata tree: the only thing the translator converts to and
//! from real LLVM metadata.
//!
//! The tree is a plain value. It has no identity, no sharing and no cycles,
//! with two escape hatches that LLVM needs:
//!
//! * [`Md::SelfRef`] stands for "the innermost enclosing node itself"; it is
//!   how the self-referencing first operand of an `llvm.loop` node is
//!   written. A node holding it is necessarily distinct in LLVM; a converter
//!   creates a fresh distinct node for it even when its `distinct` is `None`.
//! * [`MdNode::distinct`] carries an identity for `distinct` nodes: two
//!   nodes with the same `Some(key)` within one conversion are the same LLVM
//!   node (access groups rely on this). The key is arbitrary; a converter
//!   reading LLVM may use any stable numbering, e.g. the textual slot number.
//!
//! Integers keep their LLVM bit width so that `i16` in `!spirv.Generator` and
//! `i64` in `llvm.loop.intel.loopcount_*` survive a round trip. Values are
//! stored as zero-extended bit patterns: `i32 -1` is `value: 0xffff_ffff`.

use std::fmt;

/// One metadata operand.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{Md, MdNode};
///
/// // !{i32 1, i32 2}: Physical32 addressing, OpenCL memory model
/// let node = MdNode::new(vec![Md::i32(1), Md::i32(2)]);
/// assert_eq!(node.operands[1], Md::Int { bits: 32, value: 2 });
/// assert_eq!(node.to_string(), "!{i32 1, i32 2}");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Md {
    /// An integer constant (`ConstantAsMetadata` of a `ConstantInt`).
    Int {
        /// Bit width of the LLVM integer type, 1 to 64.
        bits: u32,
        /// The value as a zero-extended bit pattern of `bits` bits.
        value: u64,
    },
    /// A metadata string (`MDString`), e.g. `!"cl_khr_fp16"`.
    String(String),
    /// A nested metadata node (`MDNode`).
    Node(MdNode),
    /// A function or global variable, referenced by name
    /// (`ValueAsMetadata` of a global value).
    Ref(GlobalRef),
    /// A `poison` (or `undef`) constant of a scalar or vector type; only its
    /// type matters. `vec_type_hint` names its type this way.
    Poison(ValueType),
    /// The innermost enclosing node itself (the first operand of an
    /// `llvm.loop` node).
    SelfRef,
    /// A null operand (printed `null` in LLVM IR).
    Null,
}

/// A metadata node: a list of operands, optionally `distinct`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct MdNode {
    /// `None` for an ordinary uniqued node; `Some(key)` for a `distinct`
    /// node whose identity is `key` (see the module documentation).
    pub distinct: Option<u32>,
    /// The operands, in order.
    pub operands: Vec<Md>,
}

/// Whether a [`GlobalRef`] names a function or a global variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GlobalKind {
    /// An LLVM function.
    Function,
    /// An LLVM global variable.
    Variable,
}

/// A reference to a module-level value by name (without the `@`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GlobalRef {
    /// Function or global variable.
    pub kind: GlobalKind,
    /// The symbol name, without the leading `@`.
    pub name: String,
}

/// The scalar element of a [`ValueType`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// An integer of the given bit width (`i8`, `i32`, …).
    Int(u32),
    /// `half`.
    Half,
    /// `float`.
    Float,
    /// `double`.
    Double,
}

/// A first-class scalar or fixed vector type, as named by a [`Md::Poison`]
/// operand.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::{ScalarType, ValueType};
///
/// let ty = ValueType::vector(ScalarType::Float, 4);
/// assert_eq!(ty.to_string(), "<4 x float>");
/// assert_eq!(ValueType::scalar(ScalarType::Int(16)).to_string(), "i16");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueType {
    /// The element type.
    pub scalar: ScalarType,
    /// `None` for a scalar, `Some(n)` for `<n x scalar>`.
    pub lanes: Option<u32>,
}

/// A module-level named metadata list, e.g. `!spirv.Capability = !{!0, !1}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NamedMetadata {
    /// The name without the leading `!`.
    pub name: String,
    /// The nodes the list refers to, in order.
    pub operands: Vec<MdNode>,
}

/// A metadata attachment on a function, global or instruction, e.g.
/// `!reqd_work_group_size !7`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Attachment {
    /// The metadata kind without the leading `!`.
    pub kind: String,
    /// The attached node.
    pub node: MdNode,
}

impl Md {
    /// An integer of `bits` bits; `value` is truncated to that width and
    /// `bits` is clamped to 1..=64.
    pub fn int(bits: u32, value: u64) -> Md {
        let bits = bits.clamp(1, 64);
        Md::Int {
            bits,
            value: value & mask(bits),
        }
    }

    /// An `i1`.
    pub fn bool(value: bool) -> Md {
        Md::Int {
            bits: 1,
            value: u64::from(value),
        }
    }

    /// An `i16`.
    pub fn i16(value: u16) -> Md {
        Md::Int {
            bits: 16,
            value: u64::from(value),
        }
    }

    /// An `i32`.
    pub fn i32(value: u32) -> Md {
        Md::Int {
            bits: 32,
            value: u64::from(value),
        }
    }

    /// An `i64`.
    pub fn i64(value: u64) -> Md {
        Md::Int { bits: 64, value }
    }

    /// A metadata string.
    pub fn string(value: impl Into<String>) -> Md {
        Md::String(value.into())
    }

    /// A uniqued node with the given operands.
    pub fn node(operands: Vec<Md>) -> Md {
        Md::Node(MdNode::new(operands))
    }

    /// A reference to the function `name`.
    pub fn function(name: impl Into<String>) -> Md {
        Md::Ref(GlobalRef {
            kind: GlobalKind::Function,
            name: name.into(),
        })
    }

    /// A reference to the global variable `name`.
    pub fn variable(name: impl Into<String>) -> Md {
        Md::Ref(GlobalRef {
            kind: GlobalKind::Variable,
            name: name.into(),
        })
    }

    /// The value of an integer operand, sign-extended from its bit width.
    pub fn as_signed(&self) -> Option<i64> {
        match self {
            Md::Int { bits, value } => Some(sign_extend(*bits, *value)),
            _ => None,
        }
    }

    /// A short description of the operand for error messages, e.g.
    /// `i32 7` or `a node with 3 operands`.
    pub fn describe(&self) -> String {
        match self {
            Md::Int { .. } | Md::String(_) | Md::Ref(_) | Md::Poison(_) | Md::Null => {
                self.to_string()
            }
            Md::Node(node) => format!("a node with {} operand(s)", node.operands.len()),
            Md::SelfRef => "a self reference".to_owned(),
        }
    }
}

impl MdNode {
    /// A uniqued node with the given operands.
    pub fn new(operands: Vec<Md>) -> MdNode {
        MdNode {
            distinct: None,
            operands,
        }
    }

    /// A `distinct` node with identity `key`.
    pub fn distinct(key: u32, operands: Vec<Md>) -> MdNode {
        MdNode {
            distinct: Some(key),
            operands,
        }
    }
}

impl ValueType {
    /// A scalar type.
    pub fn scalar(scalar: ScalarType) -> ValueType {
        ValueType {
            scalar,
            lanes: None,
        }
    }

    /// A fixed vector type `<lanes x scalar>`.
    pub fn vector(scalar: ScalarType, lanes: u32) -> ValueType {
        ValueType {
            scalar,
            lanes: Some(lanes),
        }
    }
}

fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

pub(crate) fn sign_extend(bits: u32, value: u64) -> i64 {
    let bits = bits.clamp(1, 64);
    let shift = 64 - bits;
    // Reinterpreting the bit pattern is the point here.
    #[allow(clippy::cast_possible_wrap)]
    let shifted = (value << shift) as i64;
    shifted >> shift
}

/// Prints operands in LLVM textual syntax (`i32 7`, `!"s"`, `ptr @f`, …).
/// Nested nodes are printed inline; a `distinct` node gets a `distinct`
/// prefix (its key is not printed) and [`Md::SelfRef`] prints as `<self>`.
impl fmt::Display for Md {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Md::Int { bits: 1, value } => write!(f, "i1 {}", *value != 0),
            Md::Int { bits, value } => write!(f, "i{bits} {}", sign_extend(*bits, *value)),
            Md::String(s) => write!(f, "!\"{}\"", s.escape_default()),
            Md::Node(node) => node.fmt(f),
            Md::Ref(global) => write!(f, "ptr @{}", global.name),
            Md::Poison(ty) => write!(f, "{ty} poison"),
            Md::SelfRef => f.write_str("<self>"),
            Md::Null => f.write_str("null"),
        }
    }
}

impl fmt::Display for MdNode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.distinct.is_some() {
            f.write_str("distinct ")?;
        }
        f.write_str("!{")?;
        for (i, op) in self.operands.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            op.fmt(f)?;
        }
        f.write_str("}")
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScalarType::Int(bits) => write!(f, "i{bits}"),
            ScalarType::Half => f.write_str("half"),
            ScalarType::Float => f.write_str("float"),
            ScalarType::Double => f.write_str("double"),
        }
    }
}

impl fmt::Display for ValueType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.lanes {
            None => self.scalar.fmt(f),
            Some(n) => write!(f, "<{n} x {}>", self.scalar),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_constructor_truncates_and_sign_extends() {
        assert_eq!(
            Md::int(8, 0x1ff),
            Md::Int {
                bits: 8,
                value: 0xff
            }
        );
        assert_eq!(Md::int(8, 0xff).as_signed(), Some(-1));
        assert_eq!(Md::i64(u64::MAX).as_signed(), Some(-1));
        assert_eq!(Md::int(0, 3), Md::Int { bits: 1, value: 1 });
        assert_eq!(Md::i32(0xffff_ffff).to_string(), "i32 -1");
        assert_eq!(Md::bool(true).to_string(), "i1 true");
    }
}
