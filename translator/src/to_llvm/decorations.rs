//! Decorations without an LLVM counterpart → `!spirv.Decorations` on the global or
//! instruction (and `!spirv.ParameterDecorations` on functions), in the shapes of
//! `spirv-llvm-metadata`. Decorations the translation already expresses (linkage, builtins,
//! alignment, wrap and fast-math flags, rounding and saturation, parameter attributes) are not
//! repeated.

use spirv_llvm_metadata::{DecorationList, DecorationNode, Literal, NodeShape, ParameterDecorations};

use super::spirv_headers::{Decoration, Op};
use super::{Error, Translator};
use crate::llvm::Value;
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::{Id, Instruction};

/// Decorations the translation expresses in LLVM terms already.
const EXPRESSED: &[Decoration] = &[
    Decoration::LinkageAttributes,
    Decoration::BuiltIn,
    Decoration::Alignment,
    Decoration::MaxByteOffset,
    Decoration::Constant,
    Decoration::NoSignedWrap,
    Decoration::NoUnsignedWrap,
    Decoration::FPFastMathMode,
    Decoration::SaturatedConversion,
    Decoration::FPRoundingMode,
    Decoration::FuncParamAttr,
    Decoration::SpecId,
    Decoration::CPacked,
];

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The decorations of `id` that LLVM IR has no other way to carry.
    fn extra_decorations(&self, id: Id) -> DecorationList {
        let mut list = Vec::new();
        for inst in self.index.decorations(id) {
            if !matches!(inst.op(), Some(Op::Decorate | Op::DecorateString)) {
                continue;
            }
            let Some(decoration) = inst.operands.get(1).and_then(|&d| Decoration::from_u32(d)) else { continue };
            if EXPRESSED.contains(&decoration) {
                continue;
            }
            if let Some(node) = decoration_node(inst, decoration) {
                list.push(node);
            }
        }
        DecorationList(list)
    }

    /// Attaches `!spirv.Decorations` to `value` (a global or an instruction) when `id` has
    /// decorations LLVM cannot otherwise express.
    pub(super) fn attach_decorations(&self, id: Id, value: Value<'a>) -> Result<(), Error> {
        let list = self.extra_decorations(id);
        if list.0.is_empty() || !(value.is_instruction() || value.is_global_value()) {
            return Ok(());
        }
        let node = self.md_node(&list.to_tree())?;
        self.ll(value.set_metadata("spirv.Decorations", node))
    }

    /// The alignment in bytes an `Alignment` decoration of `id` gives, when it is one LLVM can
    /// carry (see [`usable_alignment`]).
    pub(super) fn alignment(&self, id: Id) -> Option<u32> {
        let bytes = self.decoration_value(id, Decoration::Alignment, Decoration::AlignmentId)?;
        u32::try_from(bytes).ok().and_then(usable_alignment)
    }

    /// The value of a one-operand decoration of `id` given as a literal (`literal`) or, since
    /// SPIR-V 1.2, as the id of a constant (`by_id`, `OpDecorateId`).
    pub(super) fn decoration_value(&self, id: Id, literal: Decoration, by_id: Decoration) -> Option<u64> {
        if let Some(&v) = self.decorations(id, literal).first().and_then(|ops| ops.first()) {
            return Some(u64::from(v));
        }
        let constant = *self.decorations(id, by_id).first()?.first()?;
        self.value(Id(constant)).ok()?.const_int_zext()
    }

    /// `!spirv.ParameterDecorations` on `function` when a parameter has such decorations.
    pub(super) fn attach_parameter_decorations(&self, function: crate::llvm::Function<'a>, params: &[Id]) -> Result<(), Error> {
        let lists: Vec<DecorationList> = params.iter().map(|&p| self.extra_decorations(p)).collect();
        if lists.iter().all(|l| l.0.is_empty()) {
            return Ok(());
        }
        let node = self.md_node(&ParameterDecorations(lists).to_tree())?;
        self.ll(function.as_value().set_metadata("spirv.ParameterDecorations", node))
    }
}

/// `bytes` when it is a valid LLVM alignment (a power of two; LLVM's maximum, 2^32, is beyond
/// a 32-bit literal), else `None`: the alignment is dropped.
///
/// spirv-val (2023.1) accepts any literal in an `Alignment` decoration or an `Aligned` memory
/// operand, and LLVM's SPIR-V backend at -O0 writes some that are not powers of two: it passes
/// an alloca's alignment through a signed 8-bit operand, so `align 128` comes out as
/// `Alignment 4294967168` (0xFFFFFF80, -128 sign-extended) and `align 256` as `Alignment 0`.
/// An alignment is a hint whose absence is always correct, so such a module translates
/// without it rather than being rejected.
pub(super) fn usable_alignment(bytes: u32) -> Option<u32> {
    bytes.is_power_of_two().then_some(bytes)
}

/// The typed node for one `OpDecorate`/`OpDecorateString`, its literals read by the grammar;
/// `None` when the metadata shapes cannot carry it (for example `<id>` operands).
fn decoration_node(inst: &Instruction, decoration: Decoration) -> Option<DecorationNode> {
    let e = grammar::enumerant(OperandKind::Decoration, decoration as u32)?;
    let mut words = inst.operands.get(2..)?;
    let mut literals = Vec::new();
    let mut kinds = e.params.to_vec();
    if e.variadic {
        if let Some(&last) = e.params.last() {
            while kinds.len() < words.len() {
                kinds.push(last);
            }
        }
    }
    for kind in kinds {
        if words.is_empty() {
            break;
        }
        if kind == OperandKind::LiteralString {
            let (s, used) = crate::spirv::operands::decode_string(words).ok()?;
            literals.push(Literal::String(s));
            words = words.get(used..)?;
        } else if grammar::is_id_kind(kind) {
            return None;
        } else {
            literals.push(Literal::Int(*words.first()?));
            words = words.get(1..)?;
        }
    }
    DecorationNode::new(decoration, literals).ok()
}
