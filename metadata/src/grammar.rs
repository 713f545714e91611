//! Literal operands checked against the SPIR-V grammar.
//!
//! Decorations, execution modes and loop controls carry extra operands whose
//! kinds come from `rspirv`'s generated grammar
//! ([`rspirv::dr::Operand::additional_operands`]); nothing here lists SPIR-V
//! facts by hand. Metadata can carry integer and string literals only, so:
//!
//! * `LiteralString` operands are [`Literal::String`];
//! * every other literal kind and every enumeration kind (`LinkageType`,
//!   `BuiltIn`, `FPFastMathMode`, …) is a 32-bit [`Literal::Int`], and an
//!   enumeration value must be one the `spirv` crate knows;
//! * `<id>` kinds (`IdRef`, `IdScope`, …) cannot be expressed and are
//!   reported as [`MetadataError::UnsupportedOperand`], except the `IdRef`
//!   operands of execution modes (`LocalSizeId`, `SubgroupsPerWorkgroupId`, …)
//!   and the `IdRef`/`IdScope` operands of the decorations of
//!   [`crate::VALUE_ID_DECORATIONS`] (`UniformId`, `AlignmentId`, …), which carry
//!   the value of the constant they name, as the Khronos translator writes them.

use rspirv::dr::Operand;
use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};

use crate::error::{MetadataError, Result};
use crate::read::{kind_error, md_u32, operand_path};
use crate::tree::Md;

/// A literal operand of a decoration, execution mode or loop control.
///
/// Integers are SPIR-V words and are written as `i32`; floating-point
/// literals (`LiteralFloat`) travel as their IEEE bit pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Literal {
    /// An integer literal or enumeration value.
    Int(u32),
    /// A string literal.
    String(String),
}

impl Literal {
    /// The tree operand for this literal (`i32 N` or `!"s"`).
    pub fn to_md(&self) -> Md {
        match self {
            Literal::Int(value) => Md::i32(*value),
            Literal::String(s) => Md::String(s.clone()),
        }
    }

    /// Reads an integer or string operand; `path` names it in errors. A node holding one
    /// integer (`!{i32 3}`, the Khronos translator's form of an `Id` execution mode's value)
    /// is that integer.
    pub(crate) fn from_md(md: &Md, path: &str) -> Result<Literal> {
        match md {
            Md::String(s) => Ok(Literal::String(s.clone())),
            Md::Int { .. } => md_u32(md, path, "an integer literal").map(Literal::Int),
            Md::Node(node) => match node.operands.as_slice() {
                [inner @ Md::Int { .. }] => md_u32(inner, path, "an integer literal").map(Literal::Int),
                _ => Err(kind_error(path, "an integer or string literal", md)),
            },
            other => Err(kind_error(path, "an integer or string literal", other)),
        }
    }
}

/// How metadata carries one grammar operand kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Integer,
    String,
}

fn class_of(kind: OperandKind) -> Option<Class> {
    match kind {
        OperandKind::LiteralString => Some(Class::String),
        OperandKind::IdResultType
        | OperandKind::IdResult
        | OperandKind::IdMemorySemantics
        | OperandKind::IdScope
        | OperandKind::IdRef
        | OperandKind::PairLiteralIntegerIdRef
        | OperandKind::PairIdRefLiteralInteger
        | OperandKind::PairIdRefIdRef
        | OperandKind::Debuginfo(_)
        | OperandKind::NonsemanticClspvreflection(_)
        | OperandKind::NonsemanticShaderDebuginfo100(_)
        | OperandKind::OpenclDebuginfo100(_) => None,
        _ => Some(Class::Integer),
    }
}

/// Maps each enumeration operand kind to the `spirv` crate type of the same
/// name, so that enumeration values are checked by the crate itself.
macro_rules! enumeration_kinds {
    (values: [$($value:ident),* $(,)?], bits: [$($bits:ident),* $(,)?] $(,)?) => {
        /// Whether `value` is a known value of `kind`; `true` for
        /// non-enumeration kinds.
        fn value_known(kind: OperandKind, value: u32) -> bool {
            match kind {
                $(OperandKind::$value => spirv::$value::from_u32(value).is_some(),)*
                $(OperandKind::$bits => spirv::$bits::from_bits(value).is_some(),)*
                _ => true,
            }
        }

        /// Whether `name` names a value of enumeration kind `kind` (`!"AutoINTEL"`, as the
        /// Khronos translator writes a `NamedMaximumNumberOfRegisters` operand).
        fn name_known(kind: OperandKind, name: &str) -> bool {
            match kind {
                $(OperandKind::$value => name.parse::<spirv::$value>().is_ok(),)*
                _ => false,
            }
        }
    };
}

enumeration_kinds! {
    values: [
        SourceLanguage, ExecutionModel, AddressingModel, MemoryModel, ExecutionMode,
        StorageClass, Dim, SamplerAddressingMode, SamplerFilterMode, ImageFormat,
        ImageChannelOrder, ImageChannelDataType, FPRoundingMode, FPDenormMode,
        QuantizationModes, FPOperationMode, OverflowModes, LinkageType, AccessQualifier,
        HostAccessQualifier, FunctionParameterAttribute, Decoration, BuiltIn, Scope,
        GroupOperation, KernelEnqueueFlags, Capability, RayQueryIntersection,
        RayQueryCommittedIntersectionType, RayQueryCandidateIntersectionType,
        PackedVectorFormat, CooperativeMatrixLayout, CooperativeMatrixUse, TensorClampMode,
        InitializationModeQualifier, LoadCacheControl, StoreCacheControl,
        NamedMaximumNumberOfRegisters, FPEncoding, CooperativeVectorMatrixLayout,
        ComponentType,
    ],
    bits: [
        ImageOperands, FPFastMathMode, SelectionControl, LoopControl, FunctionControl,
        MemorySemantics, MemoryAccess, KernelProfilingInfo, RayFlags, FragmentShadingRate,
        RawAccessChainOperands, CooperativeMatrixOperands, CooperativeMatrixReduce,
        TensorAddressingOperands, MatrixMultiplyAccumulateOperands, TensorOperands,
    ],
}

/// The extra operands of a decoration, from the grammar.
pub(crate) fn decoration_operands(decoration: spirv::Decoration) -> Vec<LogicalOperand> {
    Operand::Decoration(decoration).additional_operands()
}

/// The extra operands of an execution mode, from the grammar.
pub(crate) fn execution_mode_operands(mode: spirv::ExecutionMode) -> Vec<LogicalOperand> {
    Operand::ExecutionMode(mode).additional_operands()
}

/// The parameters of one loop-control bit, from the grammar.
pub(crate) fn loop_control_operands(control: spirv::LoopControl) -> Vec<LogicalOperand> {
    Operand::LoopControl(control).additional_operands()
}

/// For `count` literals laid out over `grammar` the way
/// [`check_literals`] would match them, whether each position is a
/// `LiteralString`. Positions beyond the grammar are `false`.
pub(crate) fn expects_string(grammar: &[LogicalOperand], count: usize) -> Vec<bool> {
    let mut out = Vec::with_capacity(count);
    for (index, operand) in grammar.iter().enumerate() {
        let later_required = grammar
            .iter()
            .skip(index + 1)
            .filter(|op| op.quantifier == OperandQuantifier::One)
            .count();
        let available = count.saturating_sub(out.len() + later_required);
        let taken = match operand.quantifier {
            OperandQuantifier::One => 1,
            OperandQuantifier::ZeroOrOne => available.min(1),
            OperandQuantifier::ZeroOrMore => available,
        };
        for _ in 0..taken {
            out.push(operand.kind == OperandKind::LiteralString);
        }
    }
    out
}

/// Where the literals sit in their node, for error messages.
pub(crate) struct Site<'a> {
    /// Path of the node holding the literals.
    pub(crate) path: &'a str,
    /// Index of the first literal in that node.
    pub(crate) first_index: usize,
    /// What the literals belong to, e.g. `decoration LinkageAttributes`.
    pub(crate) what: &'a str,
    /// Whether `IdRef` operands carry the value of their constant as an integer.
    pub(crate) ids_as_values: bool,
}

/// Checks `literals` against the grammar operand list of `site.what`.
pub(crate) fn check_literals(
    site: &Site<'_>,
    grammar: &[LogicalOperand],
    literals: &[Literal],
) -> Result<()> {
    let mut next = 0;
    for operand in grammar {
        let class = match operand.kind {
            OperandKind::IdRef | OperandKind::IdScope if site.ids_as_values => Some(Class::Integer),
            kind => class_of(kind),
        };
        let Some(class) = class else {
            return Err(MetadataError::UnsupportedOperand {
                node: site.path.to_owned(),
                what: site.what.to_owned(),
                kind: format!("{:?}", operand.kind),
            });
        };
        let wanted = match operand.quantifier {
            OperandQuantifier::One => 1,
            OperandQuantifier::ZeroOrOne => 0,
            OperandQuantifier::ZeroOrMore => 0,
        };
        let limit = match operand.quantifier {
            OperandQuantifier::One | OperandQuantifier::ZeroOrOne => 1,
            OperandQuantifier::ZeroOrMore => usize::MAX,
        };
        let mut taken = 0;
        while taken < limit {
            let Some(literal) = literals.get(next) else {
                break;
            };
            let fits = matches!(
                (class, literal),
                (Class::Integer, Literal::Int(_)) | (Class::String, Literal::String(_))
            );
            if !fits && taken >= wanted {
                break;
            }
            check_one(site, next, operand.kind, class, literal)?;
            next += 1;
            taken += 1;
        }
        if taken < wanted {
            return Err(count_error(site, grammar, literals.len()));
        }
    }
    if next < literals.len() {
        return Err(count_error(site, grammar, literals.len()));
    }
    Ok(())
}

fn check_one(
    site: &Site<'_>,
    index: usize,
    kind: OperandKind,
    class: Class,
    literal: &Literal,
) -> Result<()> {
    let path = operand_path(site.path, site.first_index + index);
    match (class, literal) {
        (Class::Integer, Literal::Int(value)) if value_known(kind, *value) => Ok(()),
        (Class::Integer, Literal::String(name)) if name_known(kind, name) => Ok(()),
        (Class::Integer, Literal::Int(value)) => Err(MetadataError::UnknownEnumValue {
            node: path,
            what: format!("{kind:?}"),
            value: u64::from(*value),
        }),
        (Class::String, Literal::String(_)) => Ok(()),
        (Class::Integer, Literal::String(_)) | (Class::String, Literal::Int(_)) => Err(kind_error(
            &path,
            &expected_literal(kind, class, site.what),
            &literal.to_md(),
        )),
    }
}

fn expected_literal(kind: OperandKind, class: Class, what: &str) -> String {
    let form = match class {
        Class::Integer => "an integer",
        Class::String => "a string",
    };
    format!("{form} ({kind:?} operand of {what})")
}

fn count_error(site: &Site<'_>, grammar: &[LogicalOperand], found: usize) -> MetadataError {
    let min = grammar
        .iter()
        .filter(|op| op.quantifier == OperandQuantifier::One)
        .count();
    let unbounded = grammar
        .iter()
        .any(|op| op.quantifier == OperandQuantifier::ZeroOrMore);
    let max = grammar
        .iter()
        .filter(|op| op.quantifier != OperandQuantifier::ZeroOrMore)
        .count();
    let lead = site.first_index;
    let count = if unbounded {
        format!("at least {}", lead + min)
    } else if min == max {
        format!("{}", lead + min)
    } else {
        format!("{} to {}", lead + min, lead + max)
    };
    let kinds: Vec<String> = grammar
        .iter()
        .map(|op| match op.quantifier {
            OperandQuantifier::One => format!("{:?}", op.kind),
            OperandQuantifier::ZeroOrOne => format!("{:?}?", op.kind),
            OperandQuantifier::ZeroOrMore => format!("{:?}*", op.kind),
        })
        .collect();
    let shape = if kinds.is_empty() {
        "no literals".to_owned()
    } else {
        kinds.join(", ")
    };
    MetadataError::OperandCount {
        node: site.path.to_owned(),
        expected: format!("{count} operand(s) for {} ({shape})", site.what),
        found: lead + found,
    }
}
