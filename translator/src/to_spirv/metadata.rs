//! Metadata: the one place LLVM metadata becomes the `spirv_llvm_metadata` tree, and what the
//! translation takes from it — `OpSource` from `!opencl.ocl.version` (else `!spirv.Source`),
//! `OpSourceExtension` from `!opencl.used.extensions`, `!opencl.used.optional.core.features`
//! and `!spirv.SourceExtension`, execution modes from `!spirv.ExecutionMode`, decorations from
//! `!spirv.Decorations`/`!spirv.ParameterDecorations`, execution modes from the
//! kernel attachments (`reqd_work_group_size` → `LocalSize`, `work_group_size_hint` →
//! `LocalSizeHint`, `vec_type_hint` → `VecTypeHint`, `intel_reqd_sub_group_size` →
//! `SubgroupSize`), parameter names from `kernel_arg_name`, and the entry points with their
//! interfaces (and `ContractionOff` when the kernel's floating-point arithmetic may not be
//! contracted).

use std::collections::{HashMap, HashSet};

use ::spirv::{Decoration, ExecutionMode, ExecutionModel, FunctionParameterAttribute, Op, SourceLanguage};
use spirv_llvm_metadata::{
    Attachment, DecorationList, DecorationNode, ExecutionModeMd, FunctionMetadata, Literal, NodeShape, GlobalKind, GlobalRef, Md, MdNode, NamedMetadata,
    KernelArgString, OpenClModuleMetadata, ScalarType, SpirvModuleMetadata, ValueType, names,
};

use super::{Result, Translator, invalid, unsupported};
use crate::llvm::{Metadata, MetadataKind, TypeKind, Value, ValueKind};
use crate::spirv::{self as spv, Id, Instruction};

/// How deep metadata nodes may nest before conversion gives up (the shapes read here are
/// two levels deep).
const MAX_DEPTH: usize = 16;

/// The function attachments read for kernels.
const KERNEL_ATTACHMENTS: &[&str] = &[
    names::KERNEL_ARG_ADDR_SPACE,
    names::KERNEL_ARG_ACCESS_QUAL,
    names::KERNEL_ARG_TYPE,
    names::KERNEL_ARG_BASE_TYPE,
    names::KERNEL_ARG_TYPE_QUAL,
    names::KERNEL_ARG_NAME,
    names::KERNEL_ARG_RUNTIME_ALIGNED,
    names::KERNEL_ARG_BUFFER_LOCATION,
    names::VEC_TYPE_HINT,
    names::REQD_WORK_GROUP_SIZE,
    names::WORK_GROUP_SIZE_HINT,
    names::INTEL_REQD_SUB_GROUP_SIZE,
    names::SPIRV_PARAMETER_DECORATIONS,
    names::SPIRV_DECORATIONS,
];

/// The module named metadata read here.
const MODULE_NAMED: &[&str] = &[
    names::OPENCL_OCL_VERSION,
    names::OPENCL_SPIR_VERSION,
    names::OPENCL_USED_EXTENSIONS,
    names::OPENCL_USED_OPTIONAL_CORE_FEATURES,
    names::OPENCL_COMPILER_OPTIONS,
    names::LLVM_IDENT,
];

/// The `!spirv.*` named metadata (as `spirv2llvm` writes it) that becomes instructions; the
/// rest (capabilities, extensions, memory model, entry points, generator) is derived from the
/// module itself.
const SPIRV_NAMED: &[&str] =
    &[names::SPIRV_SOURCE, names::SPIRV_SOURCE_EXTENSION, names::SPIRV_EXECUTION_MODE, "spirv.Extension"];

/// LLVM metadata → tree operand.
pub(super) fn md(m: Option<Metadata<'_>>, depth: usize) -> Result<Md> {
    let Some(m) = m else { return Ok(Md::Null) };
    if depth > MAX_DEPTH {
        return Err(invalid("metadata nested too deeply"));
    }
    match m.kind() {
        MetadataKind::MdString => Ok(Md::String(m.as_string().unwrap_or_default())),
        MetadataKind::ConstantAsMetadata | MetadataKind::LocalAsMetadata => {
            let v = m.value().ok_or_else(|| invalid(format!("metadata {m} has no value")))?;
            constant_md(v)
        }
        MetadataKind::MdTuple => Ok(Md::Node(node(m, depth)?)),
        _ => Err(invalid(format!("metadata {m} is not a plain node"))),
    }
}

/// A node's operands as a tree node.
fn node(m: Metadata<'_>, depth: usize) -> Result<MdNode> {
    let operands = m.operands().ok_or_else(|| invalid(format!("metadata {m} is not a node")))?;
    let operands = operands.into_iter().map(|o| md(o, depth + 1)).collect::<Result<Vec<_>>>()?;
    Ok(MdNode::new(operands))
}

/// A constant operand: integer, `poison` of a value type, or a global reference.
fn constant_md(v: Value<'_>) -> Result<Md> {
    match v.kind() {
        ValueKind::ConstantInt => {
            let bits = v.ty().int_width().unwrap_or(64);
            let value = v.const_int_words().and_then(|w| w.first().copied()).unwrap_or(0);
            Ok(Md::int(bits, value))
        }
        ValueKind::Poison | ValueKind::Undef => {
            value_type(v.ty()).map(Md::Poison).ok_or_else(|| invalid(format!("metadata names type {}", v.ty())))
        }
        ValueKind::Function => Ok(Md::Ref(GlobalRef { kind: GlobalKind::Function, name: v.name() })),
        ValueKind::GlobalVariable => Ok(Md::Ref(GlobalRef { kind: GlobalKind::Variable, name: v.name() })),
        _ => Err(invalid(format!("metadata holds {}", super::short(v)))),
    }
}

/// A scalar or vector LLVM type as a metadata value type.
fn value_type(t: crate::llvm::Type<'_>) -> Option<ValueType> {
    let scalar = |s: crate::llvm::Type<'_>| match s.kind() {
        TypeKind::Integer => Some(ScalarType::Int(s.int_width()?)),
        TypeKind::Half => Some(ScalarType::Half),
        TypeKind::Float => Some(ScalarType::Float),
        TypeKind::Double => Some(ScalarType::Double),
        _ => None,
    };
    if t.is_vector() {
        Some(ValueType::vector(scalar(t.element_type()?)?, t.vector_size()?))
    } else {
        Some(ValueType::scalar(scalar(t)?))
    }
}

/// `float4*` → `<4 x float>`, `uint*` → `i32`; `None` for anything else.
fn pointee_of_type_name<'c>(ctx: &'c crate::llvm::Context, name: &str) -> Option<crate::llvm::Type<'c>> {
    let inner = name.trim().strip_suffix('*')?.trim();
    if inner.ends_with('*') {
        return None;
    }
    let digits_at = inner.find(|c: char| c.is_ascii_digit()).unwrap_or(inner.len());
    let (scalar, lanes) = inner.split_at(digits_at);
    let elem = match crate::tables::opencl::scalar_type(scalar)? {
        (false, width, _) => ctx.int_type(width).ok()?,
        (true, 16, _) => ctx.half_type(),
        (true, 32, _) => ctx.float_type(),
        (true, _, _) => ctx.double_type(),
    };
    match lanes {
        "" => Some(elem),
        "2" | "3" | "4" | "8" | "16" => ctx.vector_type(elem, lanes.parse().ok()?).ok(),
        _ => None,
    }
}

/// Named metadata lists of which only the first node counts.
const SINGLE_NAMED: &[&str] = &["spirv.Source", "spirv.MemoryModel", "spirv.Generator"];

impl<'m> Translator<'m> {
    /// The typed attachments of function `f`.
    fn function_metadata(&self, f: Value<'m>) -> Result<FunctionMetadata> {
        let mut attachments = Vec::new();
        for &kind in KERNEL_ATTACHMENTS {
            if let Some(m) = f.metadata(kind)? {
                attachments.push(Attachment { kind: kind.to_owned(), node: node(m, 0)? });
            }
        }
        FunctionMetadata::from_attachments(&attachments).or_else(|e| {
            // Malformed `!kernel_arg_*` lists are descriptive only (the reference ignores
            // them): a list whose length is not the parameter count is dropped; when the others
            // still fail, all are, and the kernel translates without its argument info.
            let params = f.as_function().map_or(0, |func| func.params().len());
            let per_argument = |a: &Attachment| a.kind.starts_with(names::KERNEL_ARG_PREFIX);
            let fits = |a: &&Attachment| !per_argument(a) || a.node.operands.len() == params;
            let kept: Vec<Attachment> = attachments.iter().filter(fits).cloned().collect();
            FunctionMetadata::from_attachments(&kept).or_else(|_| {
                attachments.retain(|a| !per_argument(a));
                FunctionMetadata::from_attachments(&attachments).map_err(|_| invalid(e.to_string()))
            })
        })
    }

    /// The pointee of each parameter from `!kernel_arg_base_type` (`float4*` → `<4 x float>`),
    /// for the parameters whose declared type is a pointer to a scalar or vector.
    pub(crate) fn kernel_arg_pointees(&self, f: Value<'m>) -> Vec<Option<crate::llvm::Type<'m>>> {
        let Ok(meta) = self.function_metadata(f) else { return Vec::new() };
        let Some(types) = meta.kernel_args.base_type else { return Vec::new() };
        let ctx = self.module.context();
        types.iter().map(|t| pointee_of_type_name(ctx, t)).collect()
    }

    /// `!kernel_arg_type` (else `!kernel_arg_base_type`) and `!kernel_arg_access_qual` of a
    /// kernel; empty lists when absent.
    pub(crate) fn kernel_arg_types(&self, f: Value<'m>) -> (Vec<String>, Vec<spirv_llvm_metadata::AccessQual>) {
        let Ok(meta) = self.function_metadata(f) else { return (Vec::new(), Vec::new()) };
        let args = meta.kernel_args;
        (args.ty.or(args.base_type).unwrap_or_default(), args.access_qual.unwrap_or_default())
    }

    /// `!spirv.Decorations` of a global or instruction → decorations of `target`. A global's
    /// `LinkageAttributes`, `Alignment`, `Constant` and `BuiltIn` there (the reverse's SPIR-V
    /// friendly IR lists them) are left to its LLVM linkage, `align`, `constant` and name,
    /// which decide them.
    /// Read once per translated value: one listing of its attachments, their kinds compared
    /// with the numbers looked up when the translator was made.
    pub(crate) fn value_decorations(&mut self, v: Value<'m>, target: Id) -> Result<()> {
        let attached = v.all_metadata();
        let find = |kind: Option<u32>| attached.iter().find(|&&(k, _)| Some(k) == kind).map(|&(_, m)| m);
        self.fp_max_error(v, find(self.kinds.max_error), target)?;
        let Some(m) = find(self.kinds.decorations) else { return Ok(()) };
        let list = DecorationList::from_tree(&node(m, 0)?).map_err(|e| invalid(e.to_string()))?;
        let global = v.is_global_value();
        for d in &list.0 {
            if global && matches!(d.decoration(), Decoration::LinkageAttributes | Decoration::Alignment | Decoration::Constant | Decoration::BuiltIn) {
                continue;
            }
            self.decorate_from(target, d);
        }
        Ok(())
    }

    /// Function metadata `!initiation_interval !{i32 N}`, `!stall_enable !{i32 1}` and the other
    /// rows of `tables::execution_modes::FUNCTION_METADATA` → the FPGA function decorations,
    /// when their extension is allowed (hints for FPGA tools, dropped otherwise). The
    /// capability follows from the decoration.
    fn fpga_function_decorations(&mut self, f: Value<'m>, id: Id) -> Result<()> {
        use crate::tables::execution_modes::{FUNCTION_METADATA, Literals};
        for row in FUNCTION_METADATA {
            if !self.options.extensions.allows(row.extension) {
                continue;
            }
            let mut literals = Vec::with_capacity(row.metadata.len());
            for name in row.metadata {
                let Some(node) = f.metadata(name)? else {
                    literals.push(None);
                    continue;
                };
                let value = node.operands().and_then(|o| o.into_iter().next()?).and_then(|m| m.value()?.const_int_zext());
                let value = value.and_then(|v| u32::try_from(v).ok()).ok_or_else(|| invalid(format!("!{name} holds no 32-bit integer")))?;
                literals.push(Some(value));
            }
            let literals = match (row.literals, literals.first().copied().flatten()) {
                (_, None) | (Literals::Flag, Some(0)) => continue,
                (Literals::Flag, Some(_)) => Vec::new(),
                (Literals::Each, Some(_)) => literals.into_iter().map(|l| l.unwrap_or(0)).collect(),
            };
            self.b.decorate_once(id, row.decoration, &literals);
            self.b.extension(row.extension);
        }
        Ok(())
    }

    /// An accuracy in ULPs on an instruction (`!fpbuiltin-max-error !{!"2.5"}`) or a call
    /// (`"fpbuiltin-max-error"="2.5"`) → `FPMaxErrorDecorationINTEL` with its `float` bits, when
    /// `SPV_INTEL_fp_max_error` is allowed (a hint, dropped otherwise; `llvm.fpbuiltin.*` calls,
    /// which need it, are checked where they are translated).
    /// `node` is the value's `!fpbuiltin-max-error` attachment.
    fn fp_max_error(&mut self, v: Value<'m>, node: Option<crate::llvm::Metadata<'m>>, target: Id) -> Result<()> {
        use crate::tables::extensions::{FP_MAX_ERROR, FP_MAX_ERROR_ATTRIBUTE};
        if !self.options.extensions.allows(FP_MAX_ERROR) {
            return Ok(());
        }
        let text = match node.and_then(|m| m.operands()?.into_iter().next()??.as_string()) {
            Some(t) => Some(t),
            None if v.opcode() == Some(crate::llvm::Opcode::Call) => v.string_attribute(crate::llvm::AttrIndex::Function, FP_MAX_ERROR_ATTRIBUTE)?,
            None => None,
        };
        let Some(text) = text else { return Ok(()) };
        let ulps: f32 = text.trim().parse().map_err(|_| invalid(format!("{FP_MAX_ERROR_ATTRIBUTE} \"{text}\" is not a number")))?;
        self.b.extension(FP_MAX_ERROR);
        self.b.capability(::spirv::Capability::FPMaxErrorINTEL);
        self.b.decorate_once(target, Decoration::FPMaxErrorDecorationINTEL, &[ulps.to_bits()]);
        Ok(())
    }

    /// `!spirv.Decorations` and `!spirv.ParameterDecorations` of a function → decorations of
    /// the function and its parameters.
    pub(crate) fn function_decorations(&mut self, f: Value<'m>, id: Id, params: &[Id]) -> Result<()> {
        self.fpga_function_decorations(f, id)?;
        let meta = self.function_metadata(f)?;
        if let Some(list) = &meta.decorations {
            for d in &list.0 {
                self.decorate_from(id, d);
            }
        }
        if let Some(per_param) = &meta.parameter_decorations {
            let types = f.as_function().map(|func| func.params().iter().map(|p| p.ty()).collect::<Vec<_>>()).unwrap_or_default();
            for (i, (p, list)) in params.iter().zip(&per_param.0).enumerate() {
                for d in &list.0 {
                    // spirv-val: Restrict, Aliased and Volatile decorate pointers only.
                    let pointer_only = matches!(d.decoration(), Decoration::Restrict | Decoration::Aliased | Decoration::Volatile);
                    if pointer_only && types.get(i).is_some_and(|t| t.kind() != TypeKind::Pointer) {
                        return Err(invalid(format!(
                            "!spirv.ParameterDecorations puts {:?} on parameter {i}, which is not a pointer",
                            d.decoration()
                        )));
                    }
                    self.decorate_from(*p, d);
                }
            }
        }
        Ok(())
    }

    /// One decoration node as `OpDecorate` (once); a decoration of constant ids
    /// (`VALUE_ID_DECORATIONS`: `UniformId`, `AlignmentId`, …) as `OpDecorateId` of `uint`
    /// constants of its values.
    fn decorate_from(&mut self, target: Id, d: &DecorationNode) {
        if spirv_llvm_metadata::VALUE_ID_DECORATIONS.contains(&d.decoration()) {
            let ids: Vec<u32> = d.operands().iter().filter_map(|l| match l {
                Literal::Int(v) => Some(self.b.const_u32(*v).0),
                Literal::String(_) => None,
            }).collect();
            self.b.decorate_id_once(target, d.decoration(), &ids);
            return;
        }
        let mut words = Vec::new();
        for literal in d.operands() {
            match literal {
                Literal::Int(i) => words.push(*i),
                Literal::String(s) => spv::operands::encode_string(s, &mut words),
            }
        }
        if d.decoration() == Decoration::LinkageAttributes {
            self.b.capability(::spirv::Capability::Linkage);
        }
        self.b.decorate_once(target, d.decoration(), &words);
    }

    /// The module's named metadata among `names`, as trees.
    fn named_trees(&self, names: &[&str]) -> Result<Vec<NamedMetadata>> {
        let mut named = Vec::new();
        for &name in names {
            if let Some(n) = self.module.get_named_metadata(name) {
                let mut operands = n.operands().into_iter().map(|m| node(m, 0)).collect::<Result<Vec<_>>>()?;
                // Lists that hold one fact collect copies when modules are linked: the first
                // one counts, as in the reference translator.
                if SINGLE_NAMED.contains(&name) {
                    operands.truncate(1);
                }
                named.push(NamedMetadata { name: name.to_owned(), operands });
            }
        }
        Ok(named)
    }

    /// `OpSource` from `!opencl.ocl.version` (else `!spirv.Source`), `OpSourceExtension`s, and
    /// the execution modes (from the kernel attachments and `!spirv.ExecutionMode`) and
    /// parameter names of every kernel.
    pub(crate) fn module_metadata(&mut self) -> Result<()> {
        let ocl = OpenClModuleMetadata::from_named(&self.named_trees(MODULE_NAMED)?).map_err(|e| invalid(e.to_string()))?;
        let spirv = SpirvModuleMetadata::from_named(&self.named_trees(SPIRV_NAMED)?).map_err(|e| invalid(e.to_string()))?;
        let cxx = self.named_trees(&[spirv_llvm_metadata::names::OPENCL_CXX_VERSION])?.into_iter().next().and_then(|n| n.operands.into_iter().next());
        let cxx = cxx.and_then(|node| match node.operands.as_slice() {
            [Md::Int { value: major, .. }, Md::Int { value: minor, .. }] => Some(major * 100_000 + minor * 1000),
            _ => None,
        });
        let source = match (cxx, ocl.ocl_version(), &spirv.source) {
            // C++ for OpenCL: its own version, not the OpenCL C one it builds on.
            (Some(v), _, _) => Some(vec![SourceLanguage::CPP_for_OpenCL as u32, v as u32]),
            (None, Some(v), _) => Some(vec![SourceLanguage::OpenCL_C as u32, v.to_source_version()]),
            (None, None, Some(s)) => Some(vec![s.language as u32, s.version]),
            // The reference writes `OpSource Unknown 0` when nothing names the language.
            (None, None, None) if !self.is_shader() => Some(vec![SourceLanguage::Unknown as u32, 0]),
            (None, None, None) => None,
        };
        if let Some(operands) = source {
            self.b.debug_source.push(Instruction { opcode: Op::Source as u16, result_type: None, result: None, operands });
        }
        // `!spirv.Extension` says what the module was written with (the extensions it needs
        // are derived from what it uses): one the command line explicitly forbids is an error,
        // as in the reference translator.
        if let Some(ext) = spirv.extensions.iter().find(|e| self.options.extensions.denied.contains(e)) {
            return Err(super::Error::new(super::ErrorKind::Extension {
                extension: ext.clone(),
                what: "the module's !spirv.Extension metadata".into(),
            }));
        }
        let mut seen = HashSet::new();
        let used = ocl.used_extensions.iter().chain(&ocl.used_optional_core_features).flatten();
        for ext in used.chain(&spirv.source_extensions) {
            if !ext.is_empty() && seen.insert(ext.clone()) {
                let mut operands = Vec::new();
                spv::operands::encode_string(ext, &mut operands);
                self.b.debug_source.push(Instruction {
                    opcode: Op::SourceExtension as u16,
                    result_type: None,
                    result: None,
                    operands,
                });
            }
        }
        let kernels = self.kernels.clone();
        self.function_positions = self.b.functions.iter().enumerate().filter_map(|(i, f)| Some((f.def()?.result?, i))).collect();
        for (f, id, name) in &kernels {
            let meta = self.function_metadata(f.as_value()).map_err(|e| e.in_function(name))?;
            self.execution_modes(*id, &meta)?;
            if let Some(&mode) = self.structors.get(&f.as_value()) {
                self.require_version((1, 1), "Initializer/Finalizer Execution Mode (@llvm.global_ctors, @llvm.global_dtors)")?;
                self.push_execution_mode(*id, mode, &[]);
            }
            if self.is_shader() {
                self.numthreads(*f, *id)?;
            } else {
                let quals = f.as_value().metadata("kernel_arg_type_qual").ok().flatten().and_then(|n| {
                    n.operands()?.into_iter().map(|o| o.and_then(|o| o.as_string())).collect::<Option<Vec<String>>>()
                });
                self.kernel_arg_info(*id, name, &meta, quals);
                self.register_alloc_mode(f.as_value(), *id)?;
                self.ip_interface(f.as_value(), *id)?;
                self.vector_compute_kernel(*f, *id).map_err(|e| e.in_function(name))?;
            }
        }
        for mode in &spirv.execution_modes {
            // Modes of functions that are not (or no longer) kernels have nothing to apply to.
            if let Some((_, id, _)) = kernels.iter().find(|k| k.2 == mode.function) {
                self.execution_mode_from_metadata(*id, mode)?;
            }
        }
        Ok(())
    }

    /// One `!spirv.ExecutionMode` entry: the execution modes of the Kernel model.
    fn execution_mode_from_metadata(&mut self, f: Id, m: &ExecutionModeMd) -> Result<()> {
        if m.mode == ExecutionMode::FPFastMathDefault {
            return self.fp_fast_math_default_md(f, m);
        }
        use crate::spirv::grammar::{self, OperandKind};
        let kinds = grammar::enumerant(OperandKind::ExecutionMode, m.mode as u32).map_or(&[][..], |e| e.params);
        let literals = m
            .literals
            .iter()
            .enumerate()
            .map(|(i, l)| match l {
                Literal::Int(v) => Ok(*v),
                // An enumeration operand by name (`!"AutoINTEL"`).
                Literal::String(name) => kinds
                    .get(i)
                    .and_then(|&k| grammar::enumerant_by_name(k, name))
                    .map(|e| e.value)
                    .ok_or_else(|| unsupported(format!("!spirv.ExecutionMode {:?} with the string operand {name:?}", m.mode))),
            })
            .collect::<Result<Vec<u32>>>()?;
        check_local_size(m.mode, &literals)?;
        match m.mode {
            ExecutionMode::LocalSize
            | ExecutionMode::LocalSizeHint
            | ExecutionMode::VecTypeHint
            | ExecutionMode::ContractionOff
            | ExecutionMode::Initializer
            | ExecutionMode::Finalizer => {}
            ExecutionMode::SubgroupSize | ExecutionMode::SubgroupsPerWorkgroup => {
                self.require_version((1, 1), &format!("execution mode {:?}", m.mode))?;
                self.b.capability(::spirv::Capability::SubgroupDispatch);
            }
            id_mode if crate::tables::execution_modes::literal_of_id_mode(id_mode).is_some() => {
                return self.execution_mode_id(f, m.mode, &literals);
            }
            other => return self.other_execution_mode(f, other, &literals),
        }
        self.push_execution_mode(f, m.mode, &literals);
        Ok(())
    }

    /// Any other mode with literal operands that kernels may have (the grammar gives it a
    /// capability, none of them shader-only: `RoundingModeRTPINTEL`, `DenormPreserve`, …): its
    /// first capability is declared, and with it the extension (checked against `--spirv-ext`)
    /// or the version that makes the capability available.
    pub(super) fn other_execution_mode(&mut self, f: Id, mode: ExecutionMode, literals: &[u32]) -> Result<()> {
        let caps = rspirv::dr::Operand::ExecutionMode(mode).required_capabilities();
        let shader_only = |c: &::spirv::Capability| {
            matches!(c, ::spirv::Capability::Shader | ::spirv::Capability::Geometry | ::spirv::Capability::Tessellation)
        };
        let Some(&cap) = caps.first().filter(|_| !caps.iter().any(shader_only)) else {
            return Err(unsupported(format!("!spirv.ExecutionMode {mode:?}")));
        };
        let params = crate::spirv::grammar::enumerant(crate::spirv::grammar::OperandKind::ExecutionMode, mode as u32)
            .filter(|e| !e.params.iter().any(|&k| crate::spirv::grammar::is_id_kind(k)))
            .map(|e| e.params.len())
            .ok_or_else(|| unsupported(format!("!spirv.ExecutionMode {mode:?} (its operands are ids)")))?;
        if params != literals.len() {
            return Err(invalid(format!("!spirv.ExecutionMode {mode:?} takes {params} operands, not {}", literals.len())));
        }
        self.b.capability(cap);
        // Float-control modes repeat per width (`RoundingModeRTPINTEL 64`, `… 32`): only an
        // identical entry is a duplicate.
        let mut operands = vec![f.0, mode as u32];
        operands.extend_from_slice(literals);
        if !self.b.execution_modes.iter().any(|i| i.operands == operands) {
            self.b.execution_modes.push(Instruction { opcode: Op::ExecutionMode as u16, result_type: None, result: None, operands });
        }
        Ok(())
    }

    /// A mode whose operands are constants (`LocalSizeId`…): `OpExecutionModeId` with `i32`
    /// constants from SPIR-V 1.2, else the literal mode it stands for.
    fn execution_mode_id(&mut self, f: Id, mode: ExecutionMode, values: &[u32]) -> Result<()> {
        let literal = crate::tables::execution_modes::literal_of_id_mode(mode)
            .ok_or_else(|| unsupported(format!("!spirv.ExecutionMode {mode:?}")))?;
        if literal == ExecutionMode::SubgroupsPerWorkgroup {
            self.b.capability(::spirv::Capability::SubgroupDispatch);
            self.require_version((1, 1), "execution mode SubgroupsPerWorkgroup")?;
        }
        if literal == ExecutionMode::MaximumRegistersINTEL {
            self.maximum_registers_extension()?;
        }
        if self.options.max_version < (1, 2) {
            self.push_execution_mode(f, literal, values);
            return Ok(());
        }
        self.require_version((1, 2), &format!("execution mode {mode:?}"))?;
        let mut operands = vec![f.0, mode as u32];
        operands.extend(values.iter().map(|&v| self.b.const_u32(v).0));
        self.b.execution_modes.push(Instruction { opcode: Op::ExecutionModeId as u16, result_type: None, result: None, operands });
        Ok(())
    }

    /// `"hlsl.numthreads"="x,y,z"` on a compute entry point → `LocalSize x y z`.
    fn numthreads(&mut self, f: crate::llvm::Function<'m>, id: Id) -> Result<()> {
        let attrs = f.as_value().attributes(crate::llvm::AttrIndex::Function).unwrap_or_default();
        let Some(text) = attrs.iter().find_map(|a| match a {
            crate::llvm::Attribute::String(k, v) if k == crate::tables::NUMTHREADS => Some(v.clone()),
            _ => None,
        }) else {
            return Ok(());
        };
        let size = crate::tables::parse_numthreads(&text)
            .ok_or_else(|| invalid(format!("\"{}\"=\"{text}\" is not three positive integers", crate::tables::NUMTHREADS)))?;
        self.push_execution_mode(id, ExecutionMode::LocalSize, &size);
        Ok(())
    }

    /// `OpExecutionMode f mode literals`, unless `f` already has `mode`.
    pub(super) fn push_execution_mode(&mut self, f: Id, mode: ExecutionMode, literals: &[u32]) {
        let present = self.b.execution_modes.iter().any(|i| i.operands.first() == Some(&f.0) && i.operands.get(1) == Some(&(mode as u32)));
        if present {
            return;
        }
        let mut operands = vec![f.0, mode as u32];
        operands.extend_from_slice(literals);
        self.b.execution_modes.push(Instruction { opcode: Op::ExecutionMode as u16, result_type: None, result: None, operands });
    }

    /// What `!kernel_arg_*` says beyond the types: parameter names (`OpName`), run-time
    /// alignment (`FuncParamAttr RuntimeAlignedINTEL`, with `SPV_INTEL_runtime_aligned`), buffer
    /// locations (`tables::extensions::BUFFER_LOCATION`), qualifiers
    /// (`const` → `FuncParamAttr NoWrite`, `restrict` → `FuncParamAttr NoAlias`, `volatile` →
    /// `Volatile` on pointer parameters) and the type names as written, in the
    /// `kernel_arg_type.{kernel}.{t1},{t2},…,` and `kernel_arg_base_type.…` `OpString`s the
    /// Khronos translator uses (and `kernel_arg_type_qual.…` with
    /// `Options::kernel_arg_type_qual_strings`).
    fn kernel_arg_info(&mut self, id: Id, name: &str, meta: &FunctionMetadata, raw_type_qual: Option<Vec<String>>) {
        let typed = self.function_params(id);
        let params: Vec<Id> = typed.iter().map(|p| p.0).collect();
        let args = &meta.kernel_args;
        if let Some(names) = &args.name {
            for (pid, pname) in params.iter().zip(names) {
                self.b.name(*pid, pname);
            }
        }
        // The qualifiers as parsed, or as written when the lists disagree in length (which the
        // parser refuses).
        let written: Option<Vec<spirv_llvm_metadata::TypeQualifiers>> =
            raw_type_qual.as_ref().map(|qs| qs.iter().map(|q| spirv_llvm_metadata::TypeQualifiers::parse(q).unwrap_or_default()).collect());
        if let Some(quals) = args.type_qual.as_ref().or(written.as_ref()) {
            for ((pid, ty), q) in typed.iter().zip(quals) {
                let pointer = ty.is_some_and(|t| self.pointer_parts(t).is_some());
                if !pointer {
                    continue;
                }
                if q.is_const {
                    self.b.decorate_once(*pid, Decoration::FuncParamAttr, &[FunctionParameterAttribute::NoWrite as u32]);
                }
                if q.is_restrict {
                    self.b.decorate_once(*pid, Decoration::FuncParamAttr, &[FunctionParameterAttribute::NoAlias as u32]);
                }
                if q.is_volatile {
                    self.b.decorate_once(*pid, Decoration::Volatile, &[]);
                }
            }
        }
        if let Some(aligned) = &args.runtime_aligned {
            // `FuncParamAttr RuntimeAlignedINTEL` on the pointer parameters marked so, when
            // allowed (else the hint is dropped). (The Khronos translator writes a decoration
            // 5940 of its own instead, which SPIRV-Headers and validators do not know.)
            if self.options.extensions.allows(RUNTIME_ALIGNED_EXTENSION) {
                for ((pid, ty), &on) in typed.iter().zip(aligned) {
                    if on && ty.is_some_and(|t| self.pointer_parts(t).is_some()) {
                        self.b.decorate_once(*pid, Decoration::FuncParamAttr, &[FunctionParameterAttribute::RuntimeAlignedALTERA as u32]);
                        self.b.capability(::spirv::Capability::RuntimeAlignedAttributeALTERA);
                        self.b.extension(RUNTIME_ALIGNED_EXTENSION);
                    }
                }
            }
        }
        if let Some(locations) = &args.buffer_location {
            let row = &crate::tables::extensions::BUFFER_LOCATION;
            if self.options.extensions.allows(row.extension) {
                for ((pid, ty), &location) in typed.iter().zip(locations) {
                    if location >= 0 && ty.is_some_and(|t| self.pointer_parts(t).is_some()) {
                        self.b.decorate_once(*pid, row.decoration, &[location as u32]);
                        self.b.capability(row.capability);
                        self.b.extension(row.extension);
                    }
                }
            }
        }
        for (list, types) in [(names::KERNEL_ARG_TYPE, &args.ty), (names::KERNEL_ARG_BASE_TYPE, &args.base_type)] {
            if let Some(types) = types {
                let s = KernelArgString { list, kernel: name, items: types.iter().map(String::as_str).collect() };
                if types.len() == params.len() && s.is_representable() {
                    self.b.string(&s.to_string());
                }
            }
        }
        if let (true, Some(quals)) = (self.options.kernel_arg_type_qual_strings, raw_type_qual) {
            // The strings as written (a list need not match the parameters).
            let s = KernelArgString { list: names::KERNEL_ARG_TYPE_QUAL, kernel: name, items: quals.iter().map(String::as_str).collect() };
            self.b.string(&s.to_string());
        }
    }

    /// `SPV_INTEL_maximum_registers` and its capability, or an error naming the extension.
    fn maximum_registers_extension(&mut self) -> Result<()> {
        let name = crate::tables::MAXIMUM_REGISTERS;
        if !self.options.extensions.allows(name) {
            return Err(super::error::needs_extension(name, "a kernel's register budget (MaximumRegistersINTEL)".to_owned()));
        }
        self.b.extension(name);
        self.b.capability(::spirv::Capability::RegisterLimitsINTEL);
        Ok(())
    }

    /// `!RegisterAllocMode` (Intel's register budget of a kernel). With
    /// `SPV_INTEL_maximum_registers`: `!{i32 N}` → `MaximumRegistersINTEL N`, `!{!{i32 N}}` →
    /// `MaximumRegistersIdINTEL` of a constant (SPIR-V 1.2; below it the literal mode),
    /// `!{!"AutoINTEL"}` → `NamedMaximumRegistersINTEL AutoINTEL`. Without it `!{i32 N}` →
    /// `UserSemantic "num-thread-per-eu T"` on the kernel, as the reference writes it
    /// (`tables::REGISTER_ALLOC_MODES`; other modes have no text and are left out).
    fn register_alloc_mode(&mut self, f: Value<'m>, id: Id) -> Result<()> {
        let first = f.metadata("RegisterAllocMode").ok().flatten().and_then(|n| n.operands()?.into_iter().next()?);
        if let (Some(first), true) = (first, self.options.extensions.allows(crate::tables::MAXIMUM_REGISTERS)) {
            let count = |n: u64| u32::try_from(n).map_err(|_| invalid(format!("!RegisterAllocMode of {n} registers")));
            let literal = first.value().and_then(|v| v.const_int_zext());
            let nested = first.operands().and_then(|o| o.into_iter().next()?).and_then(|o| o.value()?.const_int_zext());
            let named = first.as_string().and_then(|s| {
                crate::spirv::grammar::enumerant_by_name(crate::spirv::grammar::OperandKind::NamedMaximumNumberOfRegisters, &s)
            });
            self.maximum_registers_extension()?;
            match (literal, nested, named) {
                (None, Some(n), _) => self.execution_mode_id(id, ExecutionMode::MaximumRegistersIdINTEL, &[count(n)?])?,
                (Some(n), _, _) => self.push_execution_mode(id, ExecutionMode::MaximumRegistersINTEL, &[count(n)?]),
                (None, None, Some(e)) => self.push_execution_mode(id, ExecutionMode::NamedMaximumRegistersINTEL, &[e.value]),
                (None, None, None) => return Err(invalid("!RegisterAllocMode names no register count or mode")),
            }
            return Ok(());
        }
        let mode = first.and_then(|o| o.value()?.const_int_zext());
        if let Some(text) = mode.and_then(|m| crate::tables::REGISTER_ALLOC_MODES.iter().find(|r| u64::from(r.0) == m)).map(|r| r.1) {
            self.user_semantic_bytes(id, text.as_bytes().to_vec());
        }
        Ok(())
    }

    /// `!ip_interface` (an FPGA kernel's interface) → `StreamingInterfaceINTEL` or
    /// `RegisterMapInterfaceINTEL` (`tables::execution_modes::IP_INTERFACES`) with
    /// `SPV_INTEL_kernel_attributes`; dropped without it (a hint for FPGA tools).
    fn ip_interface(&mut self, f: Value<'m>, id: Id) -> Result<()> {
        use crate::tables::execution_modes::{IP_INTERFACE, KERNEL_ATTRIBUTES, ip_interface_mode};
        let Some(node) = f.metadata(IP_INTERFACE)? else { return Ok(()) };
        if !self.options.extensions.allows(KERNEL_ATTRIBUTES) {
            return Ok(());
        }
        let strings: Vec<String> = node.operands().unwrap_or_default().into_iter().map(|o| o.and_then(|o| o.as_string()).unwrap_or_default()).collect();
        let (mode, literal, extra) = ip_interface_mode(&strings).ok_or_else(|| invalid(format!("!{IP_INTERFACE} {strings:?} names no interface")))?;
        self.b.extension(KERNEL_ATTRIBUTES);
        self.b.capability(::spirv::Capability::FPGAKernelAttributesINTEL);
        if let Some(c) = extra {
            self.b.capability(c);
        }
        self.push_execution_mode(id, mode, &[literal]);
        Ok(())
    }

    fn execution_modes(&mut self, f: Id, meta: &FunctionMetadata) -> Result<()> {
        for row in crate::tables::execution_modes::KERNEL_MODES {
            let Some(literals) = (row.literals)(meta).map_err(invalid)? else { continue };
            check_local_size(row.mode, &literals)?;
            if row.mode == ExecutionMode::SubgroupSize {
                self.require_version((1, 1), "intel_reqd_sub_group_size (SubgroupSize execution mode)")?;
                self.b.capability(::spirv::Capability::SubgroupDispatch);
            }
            self.push_execution_mode(f, row.mode, &literals);
        }
        Ok(())
    }

    /// The `OpFunctionParameter`s (id, type) of translated function `f`.
    fn function_params(&self, f: Id) -> Vec<(Id, Option<Id>)> {
        self.function_positions
            .get(&f)
            .and_then(|&i| self.b.functions.get(i))
            .map(|func| {
                func.instructions
                    .iter()
                    .filter(|i| i.opcode == Op::FunctionParameter as u16)
                    .filter_map(|i| i.result.map(|r| (r, i.result_type)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The module-level variables each module-level variable's initializer refers to,
    /// directly or through constants and other initializers (`constant float *p = table;`).
    fn initializer_references(&self) -> HashMap<Id, Vec<Id>> {
        let mut refs: HashMap<Id, HashSet<Id>> = HashMap::new();
        // Definitions precede uses in the global section: one pass sees every operand first.
        for inst in &self.b.globals {
            let Some(result) = inst.result else { continue };
            let ids: &[u32] = match inst.op() {
                Some(Op::Variable) => inst.operands.get(1..).unwrap_or(&[]),
                Some(Op::UntypedVariableKHR) => inst.operands.get(2..).unwrap_or(&[]),
                Some(Op::ConstantComposite | Op::SpecConstantComposite) => &inst.operands,
                Some(Op::SpecConstantOp) => inst.operands.get(1..).unwrap_or(&[]),
                _ => continue,
            };
            let mut found = HashSet::new();
            for &w in ids {
                let id = Id(w);
                if self.global_vars.contains(&id) {
                    found.insert(id);
                }
                if let Some(r) = refs.get(&id) {
                    found.extend(r.iter().copied());
                }
            }
            if !found.is_empty() {
                refs.insert(result, found);
            }
        }
        refs.into_iter()
            .filter(|(id, _)| self.global_vars.contains(id))
            .map(|(id, set)| (id, set.into_iter().collect()))
            .collect()
    }

    /// `OpEntryPoint Kernel` for every kernel; the interface lists the `Input` variables the
    /// kernel uses (directly or through calls), and from SPIR-V 1.4 every module-level
    /// variable it uses, including those the initializers of those variables refer to.
    pub(crate) fn entry_points(&mut self, version: (u8, u8)) {
        let kernels = self.kernels.clone();
        let initializer_refs = self.initializer_references();
        for (_, id, name) in kernels {
            let mut seen = HashSet::new();
            let mut stack = vec![id];
            let mut vars: Vec<Id> = Vec::new();
            let mut strict = false;
            while let Some(f) = stack.pop() {
                if !seen.insert(f) {
                    continue;
                }
                strict |= self.strict_fp.contains(&f);
                if let Some((globals, callees)) = self.uses.get(&f) {
                    let mut g: Vec<Id> = globals.iter().copied().collect();
                    g.sort();
                    vars.extend(g);
                    stack.extend(callees.iter().copied());
                }
            }
            let referenced: Vec<Id> =
                vars.iter().filter_map(|v| initializer_refs.get(v)).flatten().copied().collect();
            vars.extend(referenced);
            let mut unique = HashSet::new();
            vars.retain(|v| unique.insert(*v));
            vars.sort();
            if version < (1, 4) {
                vars.retain(|v| self.input_vars.contains(v));
            }
            let contraction_off = match self.options.fp_contract {
                super::FpContract::On => strict,
                super::FpContract::Off => true,
                super::FpContract::Fast => false,
            };
            // SPV_KHR_float_controls2 states the default with FPFastMathDefault instead.
            if contraction_off && !self.is_shader() && !self.fp_defaults_stated() {
                // Without this mode a consumer may fuse a*b+c; LLVM allowed that only where
                // it said so (`contract`, `llvm.fmuladd`).
                self.push_execution_mode(id, ExecutionMode::ContractionOff, &[]);
            }
            let model = if self.is_shader() { ExecutionModel::GLCompute } else { ExecutionModel::Kernel };
            let mut operands = vec![model as u32, id.0];
            spv::operands::encode_string(&name, &mut operands);
            operands.extend(vars.iter().map(|v| v.0));
            self.b.entry_points.push(Instruction { opcode: Op::EntryPoint as u16, result_type: None, result: None, operands });
        }
    }
}

/// The extension of `!kernel_arg_runtime_aligned`'s decoration.
const RUNTIME_ALIGNED_EXTENSION: &str = "SPV_INTEL_runtime_aligned";

/// A required work-group size (`LocalSize`, `LocalSizeId`) with a zero dimension launches
/// nothing, and the validators reject it: an error naming the mode and the sizes.
fn check_local_size(mode: ExecutionMode, sizes: &[u32]) -> Result<()> {
    let required = matches!(mode, ExecutionMode::LocalSize | ExecutionMode::LocalSizeId);
    if required && sizes.contains(&0) {
        return Err(invalid(format!("execution mode {mode:?} {sizes:?}: a work-group size must not have a zero dimension")));
    }
    Ok(())
}
