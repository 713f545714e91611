//! Module setup and facts: triple and data layout from the addressing model, the Kernel-only
//! check, `!spirv.*` named metadata and `opencl.ocl.version` (through the typed shapes of
//! `spirv-llvm-metadata`), and per-kernel metadata from execution modes. The generic metadata
//! tree is turned into LLVM metadata here and nowhere else.

use spirv_llvm_metadata::{
    EntryPoint, ExecutionModeMd, FunctionMetadata, Generator, Literal, Md, MdNode, MemoryModelMd, ModuleMetadata,
    OpenClVersion, Source,
};

use super::spirv_headers::{AddressingModel, Capability, ExecutionMode, MemoryModel, Op, SourceLanguage};
use super::{Error, Translator};
use crate::llvm::{Metadata, Type};
use crate::spirv::operands::decode_string;
use crate::spirv::{Instruction, Location, Section};

/// Data layouts clang 22 uses for the SPIR targets.
const SPIR64_LAYOUT: &str = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1";
const SPIR_LAYOUT: &str = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1";

impl<'a, 'ctx> Translator<'a, 'ctx> {
    fn string_operand(&self, inst: &Instruction, from: usize) -> Result<String, Error> {
        decode_string(inst.operands.get(from..).unwrap_or(&[])).map(|(s, _)| s).map_err(|e| self.malformed(e.to_string()))
    }

    /// Rejects what this direction does not translate: modules that are neither Kernel nor
    /// Shader, logical addressing and memory models other than OpenCL in Kernel modules (Shader
    /// modules are checked in `shader.rs`).
    pub(super) fn check_module(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        let caps: Vec<Capability> = spv.section(Section::Capability).iter().filter_map(|c| c.operands.first().and_then(|&w| Capability::from_u32(w))).collect();
        self.cooperative_matrices = caps.contains(&Capability::CooperativeMatrixKHR);
        self.vector_compute = caps.contains(&Capability::VectorComputeINTEL);
        if !caps.contains(&Capability::Kernel) {
            if caps.contains(&Capability::Shader) {
                self.shader = true;
                return self.check_shader_module();
            }
            let inst = spv.section(Section::Capability).first().ok_or_else(|| self.malformed("no OpCapability"))?;
            self.at(inst, Location::Section(Section::Capability, 0));
            return Err(self.unsupported("modules without capability Kernel or Shader"));
        }
        let Some(mm) = spv.section(Section::MemoryModel).first() else {
            return Err(self.malformed("no OpMemoryModel"));
        };
        self.at(mm, Location::Section(Section::MemoryModel, 0));
        match (AddressingModel::from_u32(self.word(mm, 0)?), MemoryModel::from_u32(self.word(mm, 1)?)) {
            (Some(AddressingModel::Physical32 | AddressingModel::Physical64), Some(MemoryModel::OpenCL)) => Ok(()),
            (a, m) => {
                let a = a.map_or_else(|| "unknown".to_string(), |a| format!("{a:?}"));
                let m = m.map_or_else(|| "unknown".to_string(), |m| format!("{m:?}"));
                Err(self.unsupported(format!("addressing model {a} with memory model {m}")))
            }
        }
    }

    /// Triple and data layout.
    pub(super) fn module_setup(&mut self) -> Result<(), Error> {
        if self.shader {
            return self.shader_setup();
        }
        let mm = self.spv.section(Section::MemoryModel).first().ok_or_else(|| self.malformed("no OpMemoryModel"))?;
        let physical64 = self.word(mm, 0)? == AddressingModel::Physical64 as u32;
        let (triple, layout) = if physical64 { ("spir64-unknown-unknown", SPIR64_LAYOUT) } else { ("spir-unknown-unknown", SPIR_LAYOUT) };
        self.ll(self.module.set_target_triple(triple))?;
        self.ll(self.module.set_data_layout(layout))
    }

    /// Converts a tree node to LLVM metadata (the one place where that happens).
    pub(super) fn md_node(&self, node: &MdNode) -> Result<Metadata<'a>, Error> {
        let self_ref = matches!(node.operands.first(), Some(Md::SelfRef));
        let rest = if self_ref { &node.operands[1..] } else { &node.operands[..] };
        let ops = rest.iter().map(|m| self.md(m)).collect::<Result<Vec<_>, _>>()?;
        if self_ref {
            return self.ll(self.ctx.md_self_referential_node(&ops));
        }
        self.ll(self.ctx.md_node(&ops))
    }

    fn md(&self, md: &Md) -> Result<Metadata<'a>, Error> {
        match md {
            Md::Int { bits, value } => {
                let t = self.ll(self.ctx.int_type(*bits))?;
                self.ll(self.ll(t.const_int(*value))?.to_metadata())
            }
            Md::String(s) => Ok(self.ctx.md_string(s)),
            Md::Node(n) => self.md_node(n),
            Md::Ref(r) => {
                let v = match r.kind {
                    spirv_llvm_metadata::GlobalKind::Function => self.module.get_function(&r.name).map(|f| f.as_value()),
                    spirv_llvm_metadata::GlobalKind::Variable => self.module.get_global(&r.name).map(|g| g.as_value()),
                };
                let v = v.ok_or_else(|| self.malformed(format!("metadata names @{} which does not exist", r.name)))?;
                self.ll(v.to_metadata())
            }
            Md::Poison(vt) => {
                let t = self.value_type(vt)?;
                self.ll(self.ll(t.poison())?.to_metadata())
            }
            Md::SelfRef | Md::Null => Err(self.malformed("self reference or null in the wrong place")),
        }
    }

    fn value_type(&self, vt: &spirv_llvm_metadata::ValueType) -> Result<Type<'ctx>, Error> {
        use spirv_llvm_metadata::ScalarType as S;
        let scalar = match vt.scalar {
            S::Int(w) => self.ll(self.ctx.int_type(w))?,
            S::Half => self.ctx.half_type(),
            S::Float => self.ctx.float_type(),
            S::Double => self.ctx.double_type(),
        };
        match vt.lanes {
            Some(n) => self.ll(self.ctx.vector_type(scalar, n)),
            None => Ok(scalar),
        }
    }

    /// `!spirv.*` and OpenCL named metadata, and kernel attachments from execution modes.
    pub(super) fn module_metadata(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        self.current = None;
        let mut md = ModuleMetadata::default();
        let s = &mut md.spirv;
        for inst in spv.section(Section::Capability) {
            if let Some(c) = inst.operands.first().and_then(|&w| Capability::from_u32(w)) {
                s.capabilities.push(c);
            }
        }
        for inst in spv.section(Section::Extension) {
            s.extensions.push(self.string_operand(inst, 0)?);
        }
        if let Some(mm) = spv.section(Section::MemoryModel).first() {
            if let (Some(addressing), Some(memory)) = (AddressingModel::from_u32(self.word(mm, 0)?), MemoryModel::from_u32(self.word(mm, 1)?)) {
                s.memory_model = Some(MemoryModelMd { addressing, memory });
            }
        }
        let mut cxx_version = None;
        for inst in spv.section(Section::DebugSource) {
            match inst.op() {
                Some(Op::Source) => {
                    let language = SourceLanguage::from_u32(self.word(inst, 0)?).unwrap_or(SourceLanguage::Unknown);
                    let version = self.word(inst, 1)?;
                    let file = match inst.id_operand(2) {
                        Some(file) => self.def(file).ok().and_then(|d| self.string_operand(d, 0).ok()),
                        None => None,
                    };
                    s.source = Some(Source { language, version, file });
                    if language == SourceLanguage::OpenCL_C || language == SourceLanguage::OpenCL_CPP {
                        md.opencl.ocl_version.push(OpenClVersion::from_source_version(version));
                    }
                    if language == SourceLanguage::CPP_for_OpenCL {
                        // C++ for OpenCL 1.0 is built on OpenCL C 2.0, 2021 on 3.0.
                        let cxx = OpenClVersion::from_source_version(version);
                        let ocl = if cxx.major >= 2021 { (3, 0) } else { (2, 0) };
                        md.opencl.ocl_version.push(OpenClVersion { major: ocl.0, minor: ocl.1 });
                        cxx_version = Some(cxx);
                    }
                }
                Some(Op::SourceExtension) => s.source_extensions.push(self.string_operand(inst, 0)?),
                _ => {}
            }
        }
        if self.opencl_names() && !s.source_extensions.is_empty() {
            // OpenCL C environments: also SPIR 1.2's lists, one node each, as clang and the
            // Khronos translator write them.
            let (core, extensions): (Vec<String>, Vec<String>) =
                s.source_extensions.iter().cloned().partition(|e| crate::tables::opencl::OPTIONAL_CORE_FEATURES.contains(&e.as_str()));
            md.opencl.used_extensions.extend((!extensions.is_empty()).then_some(extensions));
            md.opencl.used_optional_core_features.extend((!core.is_empty()).then_some(core));
        }
        let wrappers = self.kernel_wrappers();
        let s = &mut md.spirv;
        for ep in spv.section(Section::EntryPoint) {
            let (Some(model), Some(f)) = (ep.operands.first().and_then(|&w| super::spirv_headers::ExecutionModel::from_u32(w)), ep.id_operand(1)) else { continue };
            let function = self.kernel_function(&wrappers, f).map(|f| f.name()).unwrap_or_default();
            let (name, used) = decode_string(ep.operands.get(2..).unwrap_or(&[])).map_err(|e| self.malformed(e.to_string()))?;
            let interface = ep.operands.get(2 + used..).unwrap_or(&[]).iter()
                .filter_map(|&v| self.values.get(v as usize).copied().flatten())
                .filter(|v| v.is_global_value())
                .map(|v| v.name())
                .filter(|n| !n.is_empty())
                .collect();
            s.entry_points.push(EntryPoint { model, function, name, interface });
        }
        let g = spv.header.generator;
        s.generator = Some(Generator { tool: (g >> 16) as u16, version: (g & 0xffff) as u16 });
        let mut structors = Vec::new();
        for mode in spv.section(Section::ExecutionMode) {
            let which = mode.operands.get(1).and_then(|&w| ExecutionMode::from_u32(w));
            match mode.op() {
                Some(Op::ExecutionMode) if matches!(which, Some(ExecutionMode::Initializer | ExecutionMode::Finalizer)) => {
                    if let Some(f) = mode.id_operand(0).and_then(|f| self.kernel_function(&wrappers, f)) {
                        structors.push((f, which == Some(ExecutionMode::Initializer)));
                    }
                }
                Some(Op::ExecutionMode) => self.execution_mode(&wrappers, mode, None, &mut md)?,
                Some(Op::ExecutionModeId) if mode.operands.get(1) == Some(&(ExecutionMode::FPFastMathDefault as u32)) => {
                    let function = mode.id_operand(0).and_then(|f| self.kernel_function(&wrappers, f));
                    self.fp_fast_math_default_md(function, mode, &mut md)?;
                }
                Some(Op::ExecutionModeId) => {
                    // The node keeps the `Id` mode, with the constants' values (as the
                    // reference writes it).
                    let literal = self.execution_mode_literals(mode)?;
                    let id_mode = mode.operands.get(1).and_then(|&w| ExecutionMode::from_u32(w));
                    self.execution_mode(&wrappers, &literal, id_mode, &mut md)?;
                }
                _ => {}
            }
        }
        self.structor_lists(&structors)?;
        self.vector_compute_kernels(|f| self.kernel_function(&wrappers, f))?;
        if md.opencl.ocl_version.is_empty() {
            match self.options.target_env {
                super::TargetEnv::Cl12 => md.opencl.ocl_version.push(OpenClVersion { major: 1, minor: 2 }),
                super::TargetEnv::Cl20 => md.opencl.ocl_version.push(OpenClVersion { major: 2, minor: 0 }),
                super::TargetEnv::SpvIr => {}
            }
        }
        for k in 0..self.kernels.len() {
            self.kernel_arg_metadata(k)?;
        }
        // Each decorated function once (a function may carry several of the decorations).
        let mut fpga_done = std::collections::HashSet::new();
        for inst in spv.section(Section::Annotation) {
            let decoration = inst.operands.get(1).and_then(|&d| super::spirv_headers::Decoration::from_u32(d));
            if inst.op() == Some(Op::Decorate) && decoration.and_then(crate::tables::execution_modes::function_metadata).is_some() {
                let Some(id) = inst.id_operand(0).filter(|&id| fpga_done.insert(id)) else { continue };
                if let Some(f) = self.functions.get(id.0 as usize).copied().flatten() {
                    self.fpga_function_metadata(id, f.as_value())?;
                }
            }
        }
        let mut named_lists = md.to_named();
        if let Some(cxx) = cxx_version {
            // `!opencl.cxx.version` beside `!opencl.ocl.version`, as clang writes them.
            let at = named_lists.iter().position(|n| n.name == "opencl.ocl.version").unwrap_or(named_lists.len());
            let int = |value: u32| spirv_llvm_metadata::Md::Int { bits: 32, value: u64::from(value) };
            let node = spirv_llvm_metadata::MdNode { distinct: None, operands: vec![int(cxx.major), int(cxx.minor)] };
            named_lists.insert(at, spirv_llvm_metadata::NamedMetadata { name: spirv_llvm_metadata::names::OPENCL_CXX_VERSION.into(), operands: vec![node] });
        }
        for named in named_lists {
            for node in &named.operands {
                let n = self.md_node(node)?;
                self.ll(self.module.add_named_metadata_operand(&named.name, n))?;
            }
        }
        Ok(())
    }

    /// Entry points with execution mode `Initializer` (`true`) or `Finalizer` as LLVM's
    /// `@llvm.global_ctors` / `@llvm.global_dtors` (`appending`, `{ i32 65535, ptr @f, ptr
    /// null }` each, in module order), as clang lists C++ for OpenCL's constructors and
    /// destructors of program-scope objects; a module that already has such a global (a
    /// variable of that name) keeps it.
    fn structor_lists(&self, structors: &[(crate::llvm::Function<'a>, bool)]) -> Result<(), Error> {
        for &(name, mode) in crate::tables::execution_modes::STRUCTOR_LISTS {
            let initializer = mode == ::spirv::ExecutionMode::Initializer;
            let listed: Vec<_> = structors.iter().filter(|s| s.1 == initializer).map(|s| s.0).collect();
            if listed.is_empty() || self.module.get_global(name).is_some() {
                continue;
            }
            let i32_ty = self.ctx.i32_type();
            let ptr = self.ll(self.ctx.ptr_type(0))?;
            let entry_ty = self.ll(self.ctx.struct_type(&[i32_ty, ptr, ptr], false))?;
            let priority = self.ll(i32_ty.const_int(65535))?;
            let null = self.ll(ptr.const_null())?;
            let entries = listed
                .iter()
                .map(|f| self.ll(self.ctx.const_struct(&[priority, f.as_value(), null], false)))
                .collect::<Result<Vec<_>, _>>()?;
            let array = self.ll(entry_ty.const_array(&entries))?;
            let g = self.ll(self.module.add_global(array.ty(), name, 0))?;
            self.ll(g.set_initializer(array))?;
            self.ll(g.set_linkage(crate::llvm::Linkage::Appending))?;
        }
        Ok(())
    }

    /// The LLVM function standing for entry point `f`: the `spir_kernel` (a wrapper when the
    /// kernel is also called), else the function itself.
    fn kernel_function(&self, wrappers: &KernelWrappers<'a>, f: crate::spirv::Id) -> Option<crate::llvm::Function<'a>> {
        let body = self.functions.get(f.0 as usize).copied().flatten()?;
        wrappers.get(&f.0).copied().or(Some(body))
    }

    /// The `spir_kernel` of each entry-point function, by the function's result id (one pass,
    /// so that entry points and execution modes look them up in constant time).
    fn kernel_wrappers(&self) -> KernelWrappers<'a> {
        self.kernels
            .iter()
            .filter_map(|k| Some((self.spv.functions.get(k.0)?.def()?.result?.0, k.1)))
            .collect()
    }

    /// An `OpExecutionModeId` as the `OpExecutionMode` it stands for: the mode without `Id`
    /// (`tables::execution_modes::ID_MODES`: `LocalSizeId` → `LocalSize`…) and the values of its
    /// constants as literals.
    fn execution_mode_literals(&self, mode: &Instruction) -> Result<Instruction, Error> {
        let id_mode = mode.operands.get(1).and_then(|&w| ExecutionMode::from_u32(w));
        let id_mode = id_mode.ok_or_else(|| self.malformed("OpExecutionModeId without a known mode"))?;
        let literal_mode = crate::tables::execution_modes::literal_of_id_mode(id_mode).unwrap_or(id_mode);
        let mut operands = vec![mode.operands.first().copied().unwrap_or(0), literal_mode as u32];
        for &id in mode.operands.get(2..).unwrap_or(&[]) {
            let value = self.value(crate::spirv::Id(id))?.const_int_zext().ok_or_else(|| {
                self.unsupported(format!("OpExecutionModeId {literal_mode:?} with an operand that is not a constant"))
            })?;
            operands.push(value as u32);
        }
        Ok(Instruction { opcode: Op::ExecutionMode as u16, result_type: None, result: None, operands })
    }

    /// One `OpExecutionMode`: kernel attachments for the modes OpenCL has metadata for, and a
    /// `!spirv.ExecutionMode` node for every mode.
    fn execution_mode(
        &self,
        wrappers: &KernelWrappers<'a>,
        mode: &Instruction,
        node_mode: Option<ExecutionMode>,
        md: &mut ModuleMetadata,
    ) -> Result<(), Error> {
        let (Some(f), Some(m)) = (mode.id_operand(0), mode.operands.get(1).and_then(|&w| ExecutionMode::from_u32(w))) else {
            return Ok(());
        };
        let Some(function) = self.kernel_function(wrappers, f) else { return Ok(()) };
        let literals: Vec<u32> = mode.operands.get(2..).unwrap_or(&[]).to_vec();
        let mut fm = FunctionMetadata::default();
        if let Some(row) = crate::tables::execution_modes::kernel_mode(m) {
            (row.apply)(&mut fm, &literals);
        }
        for a in fm.to_attachments() {
            let node = self.md_node(&a.node)?;
            self.ll(function.as_value().set_metadata(&a.kind, node))?;
        }
        let literal = literals.first().copied().unwrap_or(0);
        if let Some(strings) = crate::tables::execution_modes::ip_interface_strings(m, literal) {
            let ops: Vec<_> = strings.iter().map(|s| self.ctx.md_string(s)).collect();
            let node = self.ll(self.ctx.md_node(&ops))?;
            self.ll(function.as_value().set_metadata(crate::tables::execution_modes::IP_INTERFACE, node))?;
        }
        // An operand of an enumeration (`NamedMaximumRegistersINTEL AutoINTEL`) by its name, as
        // the reference writes it.
        use crate::spirv::grammar::{self, OperandKind};
        let kinds = grammar::enumerant(OperandKind::ExecutionMode, m as u32).map_or(&[][..], |e| e.params);
        let literals = literals
            .into_iter()
            .enumerate()
            .map(|(i, v)| {
                let named = kinds.get(i).filter(|&&k| grammar::enumerants(k).is_some_and(|(_, bits)| !bits)).and_then(|&k| grammar::enumerant(k, v));
                named.map_or(Literal::Int(v), |e| Literal::String(e.name.to_owned()))
            })
            .collect();
        md.spirv.execution_modes.push(ExecutionModeMd { function: function.name(), mode: node_mode.unwrap_or(m), target_type: None, literals });
        Ok(())
    }
}


/// Entry-point function result id → its `spir_kernel`.
type KernelWrappers<'a> = std::collections::HashMap<u32, crate::llvm::Function<'a>>;
