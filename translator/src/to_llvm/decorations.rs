//! Decorations without an LLVM counterpart → `!spirv.Decorations` on the global or
//! instruction (and `!spirv.ParameterDecorations` on functions), in the shapes of
//! `spirv-llvm-metadata`. Decorations the translation already expresses (linkage, builtins,
//! alignment, wrap and fast-math flags, rounding and saturation, parameter attributes) are not
//! repeated.

use spirv_llvm_metadata::{DecorationList, DecorationNode, Literal, NodeShape, ParameterDecorations, names};

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
    Decoration::FPMaxErrorDecorationINTEL,
    // The `_sat` of an 8-bit float conversion's builtin name.
    Decoration::SaturatedToLargestFloat8NormalConversionEXT,
];

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The `OpDecorate`/`OpDecorateString` instructions of `id`, with their decoration (those
    /// of numbers SPIR-V headers do not know are skipped).
    /// `OpDecorateId` of the decorations whose ids name integer constants
    /// (`VALUE_ID_DECORATIONS`) are included, read by [`Self::node_of`].
    fn plain_decorations(&self, id: Id) -> impl Iterator<Item = (Decoration, &'a Instruction)> + '_ {
        self.index.decorations(id).filter_map(|inst| {
            let decoration = inst.operands.get(1).and_then(|&d| Decoration::from_u32(d))?;
            match inst.op()? {
                Op::Decorate | Op::DecorateString => Some((decoration, inst)),
                Op::DecorateId if spirv_llvm_metadata::VALUE_ID_DECORATIONS.contains(&decoration) => Some((decoration, inst)),
                _ => None,
            }
        })
    }

    /// The node of decoration instruction `inst`: an `OpDecorateId`'s constants by their values.
    fn node_of(&self, inst: &Instruction, decoration: Decoration) -> Option<DecorationNode> {
        if inst.op() != Some(Op::DecorateId) {
            return decoration_node(inst, decoration);
        }
        let values = inst.operands.get(2..)?.iter().map(|&c| {
            let v = self.value(Id(c)).ok()?.const_int_zext()?;
            Some(Literal::Int(u32::try_from(v).ok()?))
        });
        DecorationNode::new(decoration, values.collect::<Option<Vec<_>>>()?).ok()
    }

    /// The decorations of `id` that LLVM IR has no other way to carry (on a function, the FPGA
    /// decorations of `tables::execution_modes::FUNCTION_METADATA` are function metadata).
    fn extra_decorations(&self, id: Id, annotated: bool, function: bool) -> DecorationList {
        let mut list = Vec::new();
        for (decoration, inst) in self.plain_decorations(id) {
            let as_annotation = decoration == Decoration::UserSemantic
                || crate::tables::annotations::is_memory_attribute(decoration).is_some()
                || crate::tables::annotations::is_memory_access(decoration);
            if EXPRESSED.contains(&decoration) || (annotated && as_annotation) || self.is_vector_compute_decoration(decoration) {
                continue;
            }
            if function && crate::tables::execution_modes::function_metadata(decoration).is_some() {
                continue;
            }
            if matches!(decoration, Decoration::AlignmentId | Decoration::MaxByteOffsetId) {
                continue; // `align`, `dereferenceable`
            }
            if let Some(node) = self.node_of(inst, decoration) {
                list.push(node);
            }
        }
        DecorationList(list)
    }

    /// The decorations of global variable `id` → `!spirv.Decorations` on `g`, as the reference
    /// writes them: with `--spirv-target-env=SPV-IR` every decoration (those LLVM expresses
    /// too, such as `LinkageAttributes` and `Constant`), in the order of their numbers; in the
    /// OpenCL environments none (a variable's decorations without an LLVM counterpart, such as
    /// `HostAccessINTEL`, are not kept there). Shader modules keep them in every environment
    /// (their interface is `DescriptorSet` and `Binding`). Vector-compute decorations are
    /// attributes instead (`vector_compute.rs`).
    pub(super) fn attach_global_decorations(&self, id: Id, g: Value<'a>) -> Result<(), Error> {
        if self.options.target_env != super::TargetEnv::SpvIr && !self.shader {
            return Ok(());
        }
        let mut list: Vec<DecorationNode> = Vec::new();
        for (decoration, inst) in self.plain_decorations(id) {
            if self.is_vector_compute_decoration(decoration) {
                continue;
            }
            if let Some(node) = self.node_of(inst, decoration) {
                list.push(node);
            }
        }
        if list.is_empty() {
            return Ok(());
        }
        // Stable: decorations of one kind keep their order.
        list.sort_by_key(|n| n.decoration() as u32);
        let node = self.md_node(&DecorationList(list).to_tree())?;
        self.ll(g.set_metadata(names::SPIRV_DECORATIONS, node))
    }

    /// Attaches `!spirv.Decorations` to `value` (a global or an instruction) when `id` has
    /// decorations LLVM cannot otherwise express.
    pub(super) fn attach_decorations(&self, id: Id, value: Value<'a>) -> Result<(), Error> {
        // `UserSemantic` on a pointer instruction is an annotation intrinsic (`annotate`), on a
        // function or variable an entry of `@llvm.global.annotations` (`global_annotations`).
        let annotated = value.is_global_value() || (value.is_instruction() && value.ty().is_pointer());
        self.fp_max_error(id, value)?;
        let function = value.as_function().is_some();
        let list = self.extra_decorations(id, annotated, function);
        if list.0.is_empty() || !(value.is_instruction() || value.is_global_value()) {
            return Ok(());
        }
        let node = self.md_node(&list.to_tree())?;
        self.ll(value.set_metadata(names::SPIRV_DECORATIONS, node))
    }

    /// FPGA function decorations → `!initiation_interval !{i32 N}`, `!stall_enable !{i32 1}` and
    /// the other rows of `tables::execution_modes::FUNCTION_METADATA`, in that order (attached
    /// after the kernel-argument metadata, so that LLVM prints them last, as the reference does).
    pub(super) fn fpga_function_metadata(&self, id: Id, function: Value<'a>) -> Result<(), Error> {
        use crate::tables::execution_modes::{FUNCTION_METADATA, Literals};
        for row in FUNCTION_METADATA {
            let Some(&literals) = self.decorations(id, row.decoration).first() else { continue };
            let values: Vec<u32> = match row.literals {
                Literals::Flag => vec![1],
                Literals::Each => literals.to_vec(),
            };
            for (k, (name, &value)) in row.metadata.iter().zip(&values).enumerate() {
                if k > 0 && value == 0 {
                    continue;
                }
                let int = self.ll(self.ctx.i32_type().const_int(u64::from(value)))?;
                let node = self.ll(self.ctx.md_node(&[self.ll(int.to_metadata())?]))?;
                self.ll(function.set_metadata(name, node))?;
            }
        }
        Ok(())
    }

    /// `FPMaxErrorDecorationINTEL` (`SPV_INTEL_fp_max_error`): the accuracy as the call's
    /// `"fpbuiltin-max-error"` attribute on a call (an `OpenCL.std` instruction), as
    /// `!fpbuiltin-max-error` metadata on any other instruction.
    fn fp_max_error(&self, id: Id, value: Value<'a>) -> Result<(), Error> {
        use crate::tables::extensions::{FP_MAX_ERROR_ATTRIBUTE, fp_max_error_text};
        let Some(&&[bits, ..]) = self.decorations(id, Decoration::FPMaxErrorDecorationINTEL).first() else { return Ok(()) };
        if !value.is_instruction() {
            return Ok(());
        }
        let text = fp_max_error_text(bits);
        if value.opcode() == Some(crate::llvm::Opcode::Call) {
            let attribute = crate::llvm::Attribute::string(FP_MAX_ERROR_ATTRIBUTE, &text);
            return self.ll(value.add_attribute(crate::llvm::AttrIndex::Function, &attribute));
        }
        let node = self.ll(self.ctx.md_node(&[self.ctx.md_string(&text)]))?;
        self.ll(value.set_metadata(FP_MAX_ERROR_ATTRIBUTE, node))
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
        let lists: Vec<DecorationList> = params
            .iter()
            .map(|&p| {
                let mut list = self.extra_decorations(p, false, false);
                list.0.retain(|n| !crate::tables::annotations::is_memory_access(n.decoration()));
                list
            })
            .collect();
        if lists.iter().all(|l| l.0.is_empty()) {
            return Ok(());
        }
        let node = self.md_node(&ParameterDecorations(lists).to_tree())?;
        self.ll(function.as_value().set_metadata(names::SPIRV_PARAMETER_DECORATIONS, node))
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

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `UserSemantic "text"` on result `id` of `inst` (translated to `v`), in the reference's
    /// forms, which the forward direction reads back: an access chain (decorated, or to a
    /// struct member that `OpMemberDecorateString` gives the decoration) is replaced by
    /// `llvm.ptr.annotation(v, text, poison, poison, poison)`; another pointer (a variable, a
    /// cast) gets `llvm.var.annotation` of it after it. Memory-access decorations
    /// (`SPV_INTEL_fpga_memory_accesses`) are `llvm.ptr.annotation(v, "{params:N}…")` of any
    /// pointer.
    pub(super) fn annotate(&mut self, inst: &Instruction, id: Id, v: Value<'a>) -> Result<Value<'a>, Error> {
        if !self.user_semantics || !v.ty().is_pointer() {
            return Ok(v);
        }
        let chain = matches!(inst.op(), Some(Op::AccessChain | Op::InBoundsAccessChain | Op::PtrAccessChain | Op::InBoundsPtrAccessChain));
        let local = !chain;
        let mut texts: Vec<String> = self.decorations(id, Decoration::UserSemantic).iter().filter_map(|w| text_of(w)).collect();
        if chain {
            texts.extend(self.member_semantics(inst));
        } else {
            texts.extend(self.memory_attribute_text(id));
        }
        let mut v = self.memory_access_annotation(id, v)?;
        for text in texts {
            let string = self.annotation_string(&text)?;
            let poison_ptr = self.ll(self.ll(self.ctx.ptr_type(0))?.poison())?;
            let poison_i32 = self.ll(self.ctx.i32_type().poison())?;
            let args = [v, string, poison_ptr, poison_i32, poison_ptr];
            let overloads = [v.ty(), string.ty()];
            if local {
                self.intrinsic(crate::tables::extensions::VAR_ANNOTATION, &overloads, self.ctx.void_type(), &args)?;
            } else {
                v = self.intrinsic(crate::tables::extensions::PTR_ANNOTATION, &overloads, v.ty(), &args)?;
            }
        }
        Ok(v)
    }

    /// `llvm.ptr.annotation(v, "{params:N}{cache-size:M}", …)` when pointer `id` (translated
    /// to `v`) has memory-access decorations (`SPV_INTEL_fpga_memory_accesses`), else `v`.
    fn memory_access_annotation(&mut self, id: Id, v: Value<'a>) -> Result<Value<'a>, Error> {
        let accesses: Vec<(Decoration, Option<u32>)> = self
            .plain_decorations(id)
            .filter(|(d, _)| crate::tables::annotations::is_memory_access(*d))
            .map(|(d, inst)| (d, inst.operands.get(2).copied()))
            .collect();
        let Some(text) = crate::tables::annotations::memory_access_text(&accesses) else { return Ok(v) };
        let string = self.annotation_string(&text)?;
        let poison_ptr = self.ll(self.ll(self.ctx.ptr_type(0))?.poison())?;
        let poison_i32 = self.ll(self.ctx.i32_type().poison())?;
        let args = [v, string, poison_ptr, poison_i32, poison_ptr];
        self.intrinsic(crate::tables::extensions::PTR_ANNOTATION, &[v.ty(), string.ty()], v.ty(), &args)
    }

    /// The memory-access decorations of the current function's pointer parameters →
    /// `llvm.ptr.annotation` of each at the top of the body, whose result the body uses.
    pub(super) fn annotate_parameters(&mut self, body: &[Instruction]) -> Result<(), Error> {
        if !self.user_semantics {
            return Ok(());
        }
        let Some(entry) = self.func.entry else { return Ok(()) };
        for p in body.iter().filter(|i| i.op() == Some(Op::FunctionParameter)) {
            let Some(pid) = p.result else { continue };
            let v = self.value(pid)?;
            if !v.ty().is_pointer() {
                continue;
            }
            self.ll(self.builder.position_at_end(entry))?;
            let annotated = self.memory_access_annotation(pid, v)?;
            if annotated != v {
                self.set_value(pid, annotated);
            }
        }
        Ok(())
    }

    /// The `UserSemantic` texts of the struct member that access chain `inst` ends at.
    fn member_semantics(&self, inst: &Instruction) -> Vec<String> {
        let first_index = match inst.op() {
            Some(Op::AccessChain | Op::InBoundsAccessChain) => 1,
            Some(Op::PtrAccessChain | Op::InBoundsPtrAccessChain) => 2,
            _ => return Vec::new(),
        };
        let Some(mut ty) = inst.id_operand(0).and_then(|b| self.index.type_of(b)).and_then(|t| self.pointee(t).ok()) else {
            return Vec::new();
        };
        let mut member = None;
        for i in first_index..inst.operands.len() {
            let Some(def) = self.index.def(ty) else { return Vec::new() };
            member = None;
            ty = match def.op() {
                Some(Op::TypeStruct) => {
                    let index = inst.id_operand(i).and_then(|c| self.index.def(c)).filter(|c| c.op() == Some(Op::Constant));
                    let Some(&n) = index.and_then(|c| c.operands.first()) else { return Vec::new() };
                    member = Some((ty, n));
                    match def.id_operand(n as usize) {
                        Some(t) => t,
                        None => return Vec::new(),
                    }
                }
                Some(Op::TypeArray | Op::TypeRuntimeArray | Op::TypeVector | Op::TypeMatrix) => match def.id_operand(0) {
                    Some(t) => t,
                    None => return Vec::new(),
                },
                _ => return Vec::new(),
            };
        }
        let Some((st, n)) = member else { return Vec::new() };
        self.index
            .member_decorations(st)
            .filter(|d| d.operands.get(1) == Some(&n) && d.operands.get(2) == Some(&(Decoration::UserSemantic as u32)))
            .filter_map(|d| text_of(d.operands.get(3..)?))
            .collect()
    }

    /// The FPGA memory decorations of variable `id` as one annotation string
    /// (`{memory:MLAB}{numbanks:2}`, `tables::annotations`), in their order; `None` without any.
    fn memory_attribute_text(&self, id: Id) -> Option<String> {
        use crate::tables::annotations::{self, Literals};
        let mut text = String::new();
        for (decoration, inst) in self.plain_decorations(id) {
            let Some(strings) = annotations::is_memory_attribute(decoration) else { continue };
            let words = inst.operands.get(2..).unwrap_or_default();
            let literals = if strings {
                let mut texts = Vec::new();
                let mut rest = words;
                while !rest.is_empty() {
                    let Ok((t, used)) = crate::spirv::operands::decode_string(rest) else { break };
                    texts.push(t);
                    rest = rest.get(used..).unwrap_or_default();
                }
                Literals::Texts(texts)
            } else {
                Literals::Ints(words.to_vec())
            };
            text.extend(annotations::group(decoration, &literals));
        }
        (!text.is_empty()).then_some(text)
    }

    /// `@N = private unnamed_addr constant [N x i8] c"text\00", section "llvm.metadata"`.
    pub(super) fn annotation_string(&self, text: &str) -> Result<Value<'a>, Error> {
        let init = self.ll(self.ctx.const_string(text.as_bytes(), true))?;
        let g = self.ll(self.module.add_global(init.ty(), "", 0))?;
        self.ll(g.set_initializer(init))?;
        g.set_constant(true);
        self.ll(g.set_linkage(crate::llvm::Linkage::Private))?;
        self.ll(g.set_unnamed_addr(crate::llvm::UnnamedAddr::Global))?;
        self.ll(g.set_section(names::LLVM_METADATA_SECTION))?;
        Ok(g.as_value())
    }
}

/// The string a decoration's literal words hold.
fn text_of(words: &[u32]) -> Option<String> {
    crate::spirv::operands::decode_string(words).ok().map(|(s, _)| s)
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Notes whether the module has `UserSemantic` decorations at all (one pass over the
    /// annotations, before the function bodies).
    pub(super) fn find_user_semantics(&mut self) {
        let user_semantic = Decoration::UserSemantic as u32;
        let memory_attribute = |n: Option<&u32>| {
            n.and_then(|&n| Decoration::from_u32(n)).is_some_and(|d| {
                crate::tables::annotations::is_memory_attribute(d).is_some() || crate::tables::annotations::is_memory_access(d)
            })
        };
        self.user_semantics = self.spv.section(crate::spirv::Section::Annotation).iter().any(|d| match d.op() {
            Some(Op::Decorate | Op::DecorateString) => d.operands.get(1) == Some(&user_semantic) || memory_attribute(d.operands.get(1)),
            Some(Op::MemberDecorate | Op::MemberDecorateString) => d.operands.get(2) == Some(&user_semantic),
            _ => false,
        });
    }

    /// `UserSemantic "text"` on functions and module-level variables, and a variable's FPGA
    /// memory decorations as one string (`tables::annotations`) →
    /// `@llvm.global.annotations = appending global [N x { ptr, ptr, ptr, i32, ptr }]` with one
    /// `{ target, text, poison, poison, poison }` per decoration, in section `llvm.metadata` (the
    /// table the forward direction reads).
    pub(super) fn global_annotations(&mut self) -> Result<(), Error> {
        if !self.user_semantics {
            return Ok(());
        }
        let spv = self.spv;
        // In the order of the decorations; a variable's FPGA memory attributes are one string,
        // where the first of them is.
        let mut entries = Vec::new();
        let mut with_attributes = std::collections::HashSet::new();
        for d in spv.section(crate::spirv::Section::Annotation) {
            let decoration = d.operands.get(1).and_then(|&n| Decoration::from_u32(n));
            let (Some(decoration), Some(target)) = (decoration, d.id_operand(0)) else { continue };
            if !matches!(d.op(), Some(Op::Decorate | Op::DecorateString)) {
                continue;
            }
            let text = if decoration == Decoration::UserSemantic {
                d.operands.get(2..).and_then(text_of)
            } else if crate::tables::annotations::is_memory_attribute(decoration).is_some() && with_attributes.insert(target) {
                self.memory_attribute_text(target)
            } else {
                None
            };
            let Some(text) = text else { continue };
            let value = match self.functions.get(target.0 as usize).copied().flatten() {
                Some(f) if decoration == Decoration::UserSemantic => f.as_value(),
                Some(_) => continue,
                None => match self.values.get(target.0 as usize).copied().flatten() {
                    Some(v) if v.is_global_value() => v,
                    _ => continue,
                },
            };
            entries.push((value, text));
        }
        if entries.is_empty() {
            return Ok(());
        }
        let ptr = self.ll(self.ctx.ptr_type(0))?;
        let i32_ty = self.ctx.i32_type();
        let entry_ty = self.ll(self.ctx.struct_type(&[ptr, ptr, ptr, i32_ty, ptr], false))?;
        let (poison_ptr, poison_i32) = (self.ll(ptr.poison())?, self.ll(i32_ty.poison())?);
        let mut rows = Vec::with_capacity(entries.len());
        for (target, text) in entries {
            let string = self.annotation_string(&text)?;
            // Functions in another address space (`-spirv-emit-function-ptr-addr-space`) and
            // variables outside the default one are cast to a plain pointer.
            let target = if target.ty() == ptr { target } else { self.ll(target.const_cast(crate::llvm::CastOp::AddrSpaceCast, ptr))? };
            rows.push(self.ll(entry_ty.const_named_struct(&[target, string, poison_ptr, poison_i32, poison_ptr]))?);
        }
        let table = self.ll(entry_ty.const_array(&rows))?;
        let g = self.ll(self.module.add_global(table.ty(), names::LLVM_GLOBAL_ANNOTATIONS, 0))?;
        self.ll(g.set_initializer(table))?;
        self.ll(g.set_linkage(crate::llvm::Linkage::Appending))?;
        self.ll(g.set_section(names::LLVM_METADATA_SECTION))
    }
}
