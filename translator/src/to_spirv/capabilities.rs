//! Capabilities and version.
//!
//! Types, storage classes, builtins and execution modes declare their capabilities where they
//! are made; this pass adds what the instructions themselves need, from the grammar: when an
//! opcode lists capabilities and none of them is declared (or implied by a declared one), the
//! first is declared. The version is the lowest that every construct used allows, checked
//! against `Options::max_version`.

use std::collections::HashSet;

use ::spirv::{Capability, Op};

use super::{ErrorKind, Error, Result, Translator};
use crate::spirv::grammar;
use crate::tables;

/// Whether two extension names differ only in their vendor (`SPV_EXT_x`, `SPV_INTEL_x`).
fn same_feature(a: &str, b: &str) -> bool {
    let feature = |n: &str| n.strip_prefix("SPV_").and_then(|r| r.split_once('_')).map(|(_, f)| f.to_owned());
    feature(a).is_some() && feature(a) == feature(b)
}

/// Capabilities that need a SPIR-V version above 1.0 (rspirv's grammar tables carry no
/// versions: these are the ones translations can declare).
const CAPABILITY_VERSION: &[(Capability, (u8, u8))] = &[
    (Capability::GroupNonUniform, (1, 3)),
    (Capability::GroupNonUniformVote, (1, 3)),
    (Capability::GroupNonUniformArithmetic, (1, 3)),
    (Capability::GroupNonUniformBallot, (1, 3)),
    (Capability::GroupNonUniformShuffle, (1, 3)),
    (Capability::GroupNonUniformShuffleRelative, (1, 3)),
    (Capability::GroupNonUniformClustered, (1, 3)),
    (Capability::SubgroupDispatch, (1, 1)),
    (Capability::PipeStorage, (1, 1)),
    (Capability::UniformDecoration, (1, 6)),
];

/// The SPIR-V version that introduced `op`, for the instructions translations can emit that
/// are not in 1.0 (the grammar tables carry no versions); `(extension, version)` when an
/// extension provides it earlier.
fn opcode_version(op: Op) -> Option<((u8, u8), Option<&'static str>)> {
    Some(match op {
        Op::SizeOf
        | Op::TypePipeStorage
        | Op::ConstantPipeStorage
        | Op::CreatePipeFromPipeStorage
        | Op::GetKernelLocalSizeForSubgroupCount
        | Op::GetKernelMaxNumSubgroups
        | Op::TypeNamedBarrier
        | Op::NamedBarrierInitialize
        | Op::MemoryNamedBarrier
        | Op::ModuleProcessed => ((1, 1), None),
        Op::ExecutionModeId | Op::DecorateId => ((1, 2), None),
        Op::CopyLogical | Op::PtrEqual | Op::PtrNotEqual | Op::PtrDiff => ((1, 4), None),
        Op::SDot | Op::UDot | Op::SUDot | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat => {
            ((1, 6), Some("SPV_KHR_integer_dot_product"))
        }
        _ if (Op::GroupNonUniformElect as u32..=Op::GroupNonUniformQuadSwap as u32).contains(&(op as u32)) => {
            ((1, 3), None)
        }
        _ => return None,
    })
}

/// The version a decoration needs, `(version, extension providing it earlier)`.
fn decoration_version(d: u32) -> Option<((u8, u8), Option<&'static str>)> {
    use ::spirv::Decoration as D;
    Some(match D::from_u32(d)? {
        D::MaxByteOffset => ((1, 1), None),
        D::AlignmentId | D::MaxByteOffsetId => ((1, 2), None),
        D::UniformId => ((1, 4), None),
        D::NoSignedWrap | D::NoUnsignedWrap => ((1, 4), Some("SPV_KHR_no_integer_wrap_decoration")),
        D::UserSemantic => ((1, 4), Some("SPV_GOOGLE_hlsl_functionality1")),
        _ => return None,
    })
}

/// The capability and extension of a floating-point atomic add (`add`) or min/max on values
/// of `width` bits.
pub(crate) fn float_atomic_requirement(add: bool, width: u64) -> (Capability, &'static str) {
    match (add, width) {
        (true, 16) => (Capability::AtomicFloat16AddEXT, "SPV_EXT_shader_atomic_float16_add"),
        (true, 64) => (Capability::AtomicFloat64AddEXT, "SPV_EXT_shader_atomic_float_add"),
        (true, _) => (Capability::AtomicFloat32AddEXT, "SPV_EXT_shader_atomic_float_add"),
        (false, 16) => (Capability::AtomicFloat16MinMaxEXT, "SPV_EXT_shader_atomic_float_min_max"),
        (false, 64) => (Capability::AtomicFloat64MinMaxEXT, "SPV_EXT_shader_atomic_float_min_max"),
        (false, _) => (Capability::AtomicFloat32MinMaxEXT, "SPV_EXT_shader_atomic_float_min_max"),
    }
}

/// `declared` and everything it implies, transitively.
fn closure(declared: &[Capability]) -> HashSet<Capability> {
    let mut all: HashSet<Capability> = declared.iter().copied().collect();
    let mut stack: Vec<Capability> = declared.to_vec();
    while let Some(c) = stack.pop() {
        for i in grammar::implied_capabilities(c) {
            if all.insert(i) {
                stack.push(i);
            }
        }
    }
    all
}

fn version_text(v: (u8, u8)) -> String {
    format!("{}.{}", v.0, v.1)
}

impl<'m> Translator<'m> {
    /// Records that the output needs at least `version` for `what`; an error when that is
    /// above `--spirv-max-version`.
    pub(crate) fn require_version(&mut self, version: (u8, u8), what: &str) -> Result<()> {
        if version > self.options.max_version {
            return Err(Error::new(ErrorKind::Version {
                needed: version_text(version),
                max: version_text(self.options.max_version),
                what: what.to_owned(),
            }));
        }
        self.b.require_version(version, what);
        Ok(())
    }

    /// Whether SPIR-V type `ty` is `half` or made of `half`s (not through pointers).
    fn holds_half(&self, ty: crate::spirv::Id, depth: usize) -> bool {
        use super::builder::SpvType;
        if depth > 32 {
            return false;
        }
        match self.b.type_info(ty) {
            Some(SpvType::Float(16)) => true,
            Some(SpvType::Vector(e, _) | SpvType::Array(e, _)) => self.holds_half(*e, depth + 1),
            Some(SpvType::Struct(members)) => members.iter().any(|m| self.holds_half(*m, depth + 1)),
            _ => false,
        }
    }

    /// `Float16Buffer` whenever `half` appears (as the reference declares it; every Kernel
    /// device has it), and `Float16` as well when some value is (made of) `half` rather than
    /// only memory (the pointee of `vload_half` and friends).
    fn half_capability(&mut self) {
        let half = self.b.type_info_known_float16();
        let Some(_) = half else { return };
        let values = self
            .b
            .globals
            .iter()
            .filter(|i| !matches!(i.op(), Some(::spirv::Op::Variable)) && i.result_type.is_some())
            .chain(self.b.declarations.iter().flat_map(|f| &f.instructions))
            .chain(self.b.functions.iter().flat_map(|f| &f.instructions))
            .filter_map(|i| i.result_type)
            .collect::<HashSet<_>>();
        if !self.is_shader() {
            self.b.capability(Capability::Float16Buffer);
        }
        if values.iter().any(|&t| self.holds_half(t, 0)) {
            self.b.capability(Capability::Float16);
        }
    }

    /// The capability each decoration needs, from the grammar (`OpDecorate`'s decoration, as
    /// `!spirv.Decorations` may ask for any): the first one when none is declared; a decoration
    /// that only shaders have (`Binding`, `Location`, …) is an error, except the hints of
    /// `SHADER_HINTS`, which are left out.
    fn decoration_capabilities(&mut self) -> Result<()> {
        let mut decorations: Vec<u32> = self
            .b
            .annotation_list()
            .iter()
            .filter(|i| matches!(i.op(), Some(Op::Decorate | Op::DecorateId | Op::MemberDecorate)))
            .filter_map(|i| i.operands.get(if i.op() == Some(Op::MemberDecorate) { 2 } else { 1 }).copied())
            .collect();
        decorations.sort_unstable();
        decorations.dedup();
        let mut have = closure(self.b.capabilities());
        for d in decorations {
            let Some(decoration) = ::spirv::Decoration::from_u32(d) else { continue };
            let needs = rspirv::dr::Operand::Decoration(decoration).required_capabilities();
            if needs.is_empty() || needs.iter().any(|c| have.contains(c)) {
                continue;
            }
            // The first capability a kernel may declare (`UniformDecoration` for `Uniform` and
            // `UniformId`, whose first is `Shader`).
            let Some(&capability) = needs.iter().find(|&&c| c != Capability::Shader) else {
                if SHADER_HINTS.contains(&decoration) {
                    // A hint a kernel may go without (the reference writes it anyway, invalid).
                    self.b.annotations.retain(|i| {
                        let at = if i.op() == Some(Op::MemberDecorate) { 2 } else { 1 };
                        i.operands.get(at) != Some(&d)
                    });
                    continue;
                }
                return Err(super::unsupported(format!("decoration {decoration:?} (it needs capability Shader, which kernels do not have)")));
            };
            self.b.capability(capability);
            have = closure(self.b.capabilities());
        }
        Ok(())
    }

    /// The capability each pointer type's storage class needs, from the grammar (the first one
    /// when none is declared): `USMStorageClassesINTEL` for `DeviceOnlyINTEL`/`HostOnlyINTEL`.
    fn storage_class_capabilities(&mut self) {
        let mut classes: Vec<u32> = self
            .b
            .globals
            .iter()
            .filter(|i| matches!(i.op(), Some(Op::TypePointer | Op::TypeUntypedPointerKHR | Op::TypeForwardPointer)))
            .filter_map(|i| i.operands.get(usize::from(i.op() == Some(Op::TypeForwardPointer))).copied())
            .collect();
        classes.sort_unstable();
        classes.dedup();
        for word in classes {
            let Some(sc) = ::spirv::StorageClass::from_u32(word) else { continue };
            let needs = rspirv::dr::Operand::StorageClass(sc).required_capabilities();
            let have = closure(self.b.capabilities());
            if !needs.is_empty() && !needs.iter().any(|c| have.contains(c)) {
                self.b.capability(needs[0]);
            }
        }
    }

    /// The extension each declared capability needs, from the grammar, when none of its
    /// extensions is declared: declared when `--spirv-ext` allows it, else an error naming it.
    /// Not for core capabilities (numbered below 4096: the registry gives extensions numbers
    /// from 4096 up; the extensions the grammar lists for them, `Groups`: SPV_AMD_shader_ballot,
    /// only bring them to shaders), nor for those of extensions a later version made core
    /// (`tables::extensions::PROMOTED`: the translations that use them settle their extension or
    /// version themselves), nor when another vendor's variant of the extension is declared
    /// (`SPV_INTEL_arithmetic_fence` for `SPV_EXT_arithmetic_fence`).
    fn capability_extensions(&mut self) -> Result<()> {
        let declared: Vec<Capability> = self.b.capabilities().to_vec();
        for c in declared {
            let extensions = rspirv::dr::Operand::Capability(c).required_extensions();
            if extensions.is_empty() || (c as u32) < 4096 {
                continue;
            }
            let settled = |e: &&str| {
                self.b.has_extension(e)
                    || tables::extensions::promoted_in(e).is_some_and(|v| v <= self.b.version.0)
                    || self.b.extension_names().any(|d| same_feature(d, e))
            };
            if extensions.iter().any(settled) {
                continue;
            }
            // An extension a later version made core: the extension when allowed, else that
            // version (`DenormPreserve` in 1.4 or with `SPV_KHR_float_controls`).
            if let Some((e, v)) = extensions.iter().find_map(|e| Some((*e, tables::extensions::promoted_in(e)?))) {
                if self.options.extensions.allows(e) {
                    self.b.extension(e);
                } else {
                    self.require_version(v, &format!("capability {c:?}"))?;
                }
                continue;
            }
            // The `SPV_INTEL_` name before the `SPV_ALTERA_` one that SPIR-V headers list first
            // since 2025, and before the `SPV_EXT_` one of `KNOWN_LONGER`: validators before 2025
            // know only the former.
            let allowed = |e: &&&str| self.options.extensions.allows(e);
            let older = extensions.iter().find(|e| tables::extensions::KNOWN_LONGER.contains(e)).filter(allowed);
            let preferred = older.or_else(|| extensions.iter().filter(|e| !e.starts_with("SPV_ALTERA_")).find(allowed));
            let Some(ext) = preferred.or_else(|| extensions.iter().find(allowed)) else {
                let named = extensions.iter().find(|e| !e.starts_with("SPV_ALTERA_")).or(extensions.first());
                return Err(super::error::needs_extension(named.copied().unwrap_or_default(), format!("capability {c:?}")));
            };
            self.b.extension(ext);
        }
        Ok(())
    }

    /// The input capability each integer dot product needs by its operands' type: a 32-bit
    /// scalar is packed (`DotProductInput4x8BitPacked`), four 8-bit lanes
    /// `DotProductInput4x8Bit`, any other vector `DotProductInputAll`.
    fn dot_product_inputs(&mut self) {
        use super::builder::SpvType;
        let is_dot = |i: &&crate::spirv::Instruction| {
            matches!(i.op(), Some(Op::SDot | Op::UDot | Op::SUDot | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat))
        };
        if !self.b.functions.iter().flat_map(|f| &f.instructions).any(|i| is_dot(&i)) {
            return;
        }
        let values = self.value_types();
        let mut needs = Vec::new();
        for inst in self.b.functions.iter().flat_map(|f| &f.instructions).filter(is_dot) {
            let Some(&ty) = inst.operands.first().and_then(|v| values.get(v)) else { continue };
            let need = match self.b.type_info(crate::spirv::Id(ty)) {
                Some(SpvType::Vector(e, 4)) if matches!(self.b.type_info(*e), Some(SpvType::Int(8))) => {
                    Capability::DotProductInput4x8Bit
                }
                Some(SpvType::Vector(..)) => Capability::DotProductInputAll,
                _ => Capability::DotProductInput4x8BitPacked,
            };
            if !needs.contains(&need) {
                needs.push(need);
            }
        }
        for c in needs {
            self.b.capability(c);
        }
    }

    /// The result type of every value the module defines (by id), for the checks that look at
    /// operand types; built only by those that find something to check.
    fn value_types(&self) -> std::collections::HashMap<u32, u32> {
        self.b
            .globals
            .iter()
            .chain(self.b.functions.iter().flat_map(|f| &f.instructions))
            .filter_map(|i| Some((i.result?.0, i.result_type?.0)))
            .collect()
    }

    /// Whether an `OpGroupNonUniformBroadcast`/`QuadBroadcast` takes its lane from a value
    /// that is not a constant (allowed from SPIR-V 1.5).
    fn has_dynamic_broadcast_index(&self) -> bool {
        let mut broadcasts = self
            .b
            .functions
            .iter()
            .flat_map(|f| &f.instructions)
            .filter(|i| matches!(i.op(), Some(Op::GroupNonUniformBroadcast | Op::GroupNonUniformQuadBroadcast)))
            .filter_map(|i| i.operands.last().copied())
            .peekable();
        if broadcasts.peek().is_none() {
            return false;
        }
        let constants: HashSet<u32> = self
            .b
            .globals
            .iter()
            .filter(|g| {
                matches!(
                    g.op(),
                    Some(Op::Constant | Op::ConstantNull | Op::ConstantComposite | Op::SpecConstant | Op::SpecConstantOp)
                )
            })
            .filter_map(|g| g.result.map(|r| r.0))
            .collect();
        broadcasts.any(|id| !constants.contains(&id))
    }

    /// The capability and extension each emitted floating-point atomic needs, by the width of
    /// its value type.
    fn float_atomic_requirements(&self) -> Vec<(Capability, &'static str)> {
        let float_width = |ty: Option<crate::spirv::Id>| {
            self.b.globals.iter().find(|g| g.result == ty && g.opcode == Op::TypeFloat as u16).and_then(|g| g.operands.first().copied())
        };
        let mut out = Vec::new();
        for inst in self.b.functions.iter().flat_map(|f| &f.instructions) {
            let add = match Op::from_u32(u32::from(inst.opcode)) {
                Some(Op::AtomicFAddEXT) => true,
                Some(Op::AtomicFMinEXT | Op::AtomicFMaxEXT) => false,
                _ => continue,
            };
            let need = float_atomic_requirement(add, float_width(inst.result_type).map_or(32, u64::from));
            if !out.contains(&need) {
                out.push(need);
            }
        }
        out
    }

    /// `SPV_KHR_bfloat16` gives `bfloat` values storage, conversions (also to and from
    /// integers) and `OpDot` (capability `BFloat16DotProductKHR`, declared here) only: an
    /// instruction computing on them otherwise (`fadd`, an OpenCL.std call, a compare-exchange
    /// loop's `fmin`) would be invalid SPIR-V, so it is an error naming it.
    fn check_bfloat16_uses(&mut self) -> Result<()> {
        use super::builder::SpvType;
        let bf16: HashSet<u32> = self
            .b
            .globals
            .iter()
            .filter_map(|g| {
                let r = g.result?;
                match self.b.type_info(r) {
                    Some(SpvType::BFloat16) => Some(r.0),
                    Some(SpvType::Vector(e, _)) if matches!(self.b.type_info(*e), Some(SpvType::BFloat16)) => Some(r.0),
                    _ => None,
                }
            })
            .collect();
        if bf16.is_empty() {
            return Ok(());
        }
        let value_types = self.value_types();
        let mut dot = false;
        for inst in self.b.functions.iter().flat_map(|f| &f.instructions) {
            let Some(op) = inst.op() else { continue };
            let storage_only = matches!(
                op,
                Op::Load | Op::Store | Op::FConvert | Op::Bitcast | Op::CompositeExtract | Op::CompositeInsert
                    | Op::CompositeConstruct | Op::VectorShuffle | Op::VectorExtractDynamic | Op::VectorInsertDynamic
                    | Op::Phi | Op::Select | Op::CopyObject | Op::Undef | Op::Function | Op::FunctionCall | Op::FunctionParameter
                    | Op::Variable | Op::ReturnValue | Op::AtomicLoad | Op::AtomicStore | Op::AtomicExchange
                    | Op::AtomicCompareExchange | Op::CopyMemory | Op::CopyMemorySized
                    // Conversions to and from integers, which the reference writes and the
                    // validators take with BFloat16TypeKHR alone.
                    | Op::ConvertFToU | Op::ConvertFToS | Op::ConvertSToF | Op::ConvertUToF
            );
            if storage_only {
                continue;
            }
            let on_bf16 = |id: &u32| value_types.get(id).is_some_and(|t| bf16.contains(t));
            // OpExtInst's first two words are the set and the instruction number, not values.
            let values = if op == Op::ExtInst { inst.operands.get(2..).unwrap_or(&[]) } else { &inst.operands[..] };
            if !(inst.result_type.is_some_and(|t| bf16.contains(&t.0)) || values.iter().any(on_bf16)) {
                continue;
            }
            if op == Op::Dot {
                // A dot product of bfloat vectors has a capability of its own.
                dot = true;
                continue;
            }
            return Err(super::unsupported(format!(
                "Op{op:?} on bfloat (SPV_KHR_bfloat16 gives bfloat storage, conversions and dot products only)"
            )));
        }
        if dot {
            self.b.capability(::spirv::Capability::BFloat16DotProductKHR);
        }
        Ok(())
    }

    /// Declares the capabilities the emitted instructions need and returns the version.
    pub(crate) fn settle_version(&mut self) -> Result<(u8, u8)> {
        self.check_bfloat16_uses()?;
        if self.is_shader() {
            self.shader_requirements()?;
        }
        self.half_capability();
        let mut opcodes: Vec<u16> = self
            .b
            .globals
            .iter()
            .chain(self.b.declarations.iter().flat_map(|f| &f.instructions))
            .chain(self.b.functions.iter().flat_map(|f| &f.instructions))
            .map(|i| i.opcode)
            .collect();
        opcodes.sort_unstable();
        opcodes.dedup();
        for &op in &opcodes {
            let Some(spirv_op) = Op::from_u32(u32::from(op)) else { continue };
            if let Some((version, ext)) = opcode_version(spirv_op) {
                let what = format!("Op{spirv_op:?}");
                match ext {
                    Some(e) if self.b.has_extension(e) => {}
                    // Beyond the allowed version: the extension when allowed, else an error
                    // naming the extension (what the user can change), as the reference says.
                    Some(e) if version > self.options.max_version => {
                        if !self.options.extensions.allows(e) {
                            return Err(super::error::needs_extension(e, what));
                        }
                        self.b.extension(e);
                    }
                    _ => self.require_version(version, &what)?,
                }
            }
        }
        self.dot_product_inputs();
        if self.has_dynamic_broadcast_index() {
            self.require_version((1, 5), "a sub-group broadcast from a lane that is not a constant")?;
        }
        let decorations: Vec<u32> =
            self.b.annotation_list().iter().filter_map(|i| i.operands.get(1).copied()).collect();
        for d in decorations {
            if let Some((version, ext)) = decoration_version(d) {
                if !ext.is_some_and(|e| self.b.has_extension(e)) {
                    self.require_version(version, &format!("decoration {d}"))?;
                }
            }
        }
        // Floating-point atomics: the capability (and its extension) follows the value's width.
        for (cap, ext) in self.float_atomic_requirements() {
            if !self.options.extensions.allows(ext) {
                return Err(super::error::needs_extension(ext, format!("capability {cap:?}")));
            }
            self.b.extension(ext);
            self.b.capability(cap);
        }
        for &(ext, base) in tables::extensions::BUILDS_ON {
            if self.b.has_extension(ext) {
                self.b.extension(base);
            }
        }
        for op in opcodes {
            let Some(g) = grammar::instruction(op) else { continue };
            // An instruction that only exists through an extension needs it declared (those
            // also in a core version are handled by the version rule above).
            let spirv_op = Op::from_u32(u32::from(op));
            if !g.extensions.is_empty()
                && spirv_op.and_then(opcode_version).is_none()
                && !g.extensions.iter().any(|e| self.b.has_extension(e))
            {
                let ext = g.extensions[0];
                if !self.options.extensions.allows(ext) {
                    return Err(super::error::needs_extension(ext, format!("Op{}", g.opname)));
                }
                self.b.extension(ext);
            }
            if g.capabilities.is_empty() {
                continue;
            }
            // The motion estimation instructions need each capability they list.
            if g.capabilities.iter().all(|c| tables::avc::CAPABILITIES.contains(c)) {
                for &c in g.capabilities {
                    self.b.capability(c);
                }
                continue;
            }
            let have = closure(self.b.capabilities());
            if !g.capabilities.iter().any(|c| have.contains(c)) {
                self.b.capability(g.capabilities[0]);
            }
        }
        for &(c, with) in tables::extensions::COMPANION_CAPABILITIES {
            if self.b.capabilities().contains(&c) {
                self.b.capability(with);
            }
        }
        self.decoration_capabilities()?;
        self.storage_class_capabilities();
        self.capability_extensions()?;
        let declared: Vec<Capability> = self.b.capabilities().to_vec();
        for c in declared {
            if let Some((_, v)) = CAPABILITY_VERSION.iter().find(|(k, _)| *k == c) {
                self.require_version(*v, &format!("capability {c:?}"))?;
            }
        }
        Ok(self.b.version.0)
    }
}

/// Shader-only decorations that only allow an implementation something (`RelaxedPrecision`:
/// lower precision is acceptable): left out of kernels, which cannot declare them.
const SHADER_HINTS: &[::spirv::Decoration] = &[::spirv::Decoration::RelaxedPrecision];
