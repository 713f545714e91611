//! The SPIR-V module under construction: id allocation, the module-level sections, and
//! uniqued types and constants.
//!
//! Invariants:
//! - Ids are allocated densely from 1; the header bound is one past the last.
//! - Types and constants are uniqued by `(opcode, result type, operands)`: asking twice for the
//!   same one gives the same id, which is what the specification requires of non-aggregate
//!   types. Named structs are the exception: the caller keys them by the LLVM type.
//! - Everything a type or constant refers to is created before it, so appending to the global
//!   section keeps definitions ahead of uses without forward declarations.
//! - Capabilities the types imply (`Int8`, `Float64`, `Vector16`, `GenericPointer`, …) are
//!   recorded when the type is made; those implied by instructions are added by
//!   `capabilities::complete` when the module is finished.

use std::collections::{HashMap, HashSet};

use ::spirv::{Capability, Decoration, Op, StorageClass};

use crate::spirv::{self as spv, Id, Instruction, Section};

/// What a SPIR-V type id stands for, for the queries translation needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum SpvType {
    Void,
    Bool,
    Int(u32),
    Float(u32),
    /// `OpTypeFloat 16 BFloat16KHR`.
    BFloat16,
    /// `OpTypeFloat 8` with an `SPV_EXT_float8` encoding.
    Float8,
    Vector(Id, u32),
    Array(Id, u64),
    Struct(Vec<Id>),
    Pointer(StorageClass, Id),
    Function,
    /// Images, samplers, events, queues, pipes, opaque structs.
    Opaque,
}

/// The module being built.
pub(crate) struct Builder {
    next: u32,
    capabilities: Vec<Capability>,
    extensions: Vec<String>,
    imports: Vec<Instruction>,
    opencl_std: Option<Id>,
    /// The id kept for the `OpenCL.std` import before anything else is numbered (the
    /// reference numbers it 1 in every kernel module), used when the import is made.
    opencl_std_reserved: Option<Id>,
    pub(crate) entry_points: Vec<Instruction>,
    pub(crate) execution_modes: Vec<Instruction>,
    pub(crate) debug_source: Vec<Instruction>,
    pub(crate) names: Vec<Instruction>,
    pub(crate) annotations: Vec<Instruction>,
    pub(crate) globals: Vec<Instruction>,
    /// `OpModuleProcessed` instructions.
    pub(crate) processed: Vec<Instruction>,
    /// Module-level debug-information instructions, placed after `globals`.
    pub(crate) debug_info: Vec<Instruction>,
    /// Imported functions (declarations precede definitions in the layout).
    pub(crate) declarations: Vec<spv::Function>,
    pub(crate) functions: Vec<spv::Function>,
    uniq: HashMap<(u16, Option<Id>, Vec<u32>), Id>,
    /// Operands of every `OpDecorate` written by [`Builder::decorate_once`].
    decorated: HashSet<Vec<u32>>,
    /// Ids that have their `OpName`.
    named: HashSet<u32>,
    types: HashMap<Id, SpvType>,
    /// The lowest version the module needs so far, with what needs it.
    pub(crate) version: ((u8, u8), String),
}

impl Builder {
    pub(crate) fn new() -> Self {
        Builder {
            next: 1,
            capabilities: Vec::new(),
            extensions: Vec::new(),
            imports: Vec::new(),
            opencl_std: None,
            opencl_std_reserved: None,
            entry_points: Vec::new(),
            execution_modes: Vec::new(),
            debug_source: Vec::new(),
            names: Vec::new(),
            annotations: Vec::new(),
            globals: Vec::new(),
            debug_info: Vec::new(),
            processed: Vec::new(),
            declarations: Vec::new(),
            functions: Vec::new(),
            uniq: HashMap::new(),
            decorated: HashSet::new(),
            named: HashSet::new(),
            types: HashMap::new(),
            version: ((1, 0), String::new()),
        }
    }

    /// A fresh id.
    pub(crate) fn id(&mut self) -> Id {
        let id = Id(self.next);
        self.next += 1;
        id
    }

    /// Declares a capability (once).
    pub(crate) fn capability(&mut self, cap: Capability) {
        if !self.capabilities.contains(&cap) {
            self.capabilities.push(cap);
        }
    }

    /// Withdraws capability `cap` (declared for a mode that was replaced).
    pub(crate) fn drop_capability(&mut self, cap: Capability) {
        self.capabilities.retain(|&c| c != cap);
    }

    /// The capabilities declared so far.
    pub(crate) fn capabilities(&self) -> &[Capability] {
        &self.capabilities
    }

    /// Declares an extension (once).
    pub(crate) fn extension(&mut self, name: &str) {
        if !self.extensions.iter().any(|e| e == name) {
            self.extensions.push(name.to_owned());
        }
    }

    /// The extensions declared so far.
    pub(crate) fn extension_names(&self) -> impl Iterator<Item = &str> {
        self.extensions.iter().map(String::as_str)
    }

    /// Whether extension `name` is declared.
    pub(crate) fn has_extension(&self, name: &str) -> bool {
        self.extensions.iter().any(|e| e == name)
    }

    /// One past the highest id allocated so far.
    pub(crate) fn bound(&self) -> u32 {
        self.next
    }

    /// Takes ids up to `next` (exclusive) as allocated: a pass that made them itself.
    pub(crate) fn advance_to(&mut self, next: u32) {
        self.next = self.next.max(next);
    }

    /// The `OpExtInstImport` instructions.
    pub(crate) fn import_list(&self) -> &[Instruction] {
        &self.imports
    }

    /// Every annotation instruction.
    pub(crate) fn annotation_list(&self) -> &[Instruction] {
        &self.annotations
    }

    /// Records that the module needs at least `version`.
    pub(crate) fn require_version(&mut self, version: (u8, u8), what: &str) {
        if version > self.version.0 {
            self.version = (version, what.to_owned());
        }
    }

    /// The `OpExtInstImport` of set `name`, made on first use.
    pub(crate) fn ext_inst_import(&mut self, name: &str) -> Id {
        let mut operands = Vec::new();
        spv::operands::encode_string(name, &mut operands);
        if let Some(id) = self.imports.iter().find(|i| i.operands == operands).and_then(|i| i.result) {
            return id;
        }
        let id = self.id();
        self.imports.push(Instruction { opcode: Op::ExtInstImport as u16, result_type: None, result: Some(id), operands });
        id
    }

    /// Keeps the next id (1 in a new builder) for the `OpenCL.std` import, which kernel modules
    /// have: it is made with that id when first asked for. An id kept but never used leaves a
    /// gap in the numbering, which SPIR-V allows.
    pub(crate) fn reserve_opencl_std(&mut self) {
        if self.opencl_std.is_none() && self.opencl_std_reserved.is_none() {
            self.opencl_std_reserved = Some(self.id());
        }
    }

    /// The `OpenCL.std` import, created on first use.
    pub(crate) fn opencl_std(&mut self) -> Id {
        if let Some(id) = self.opencl_std {
            return id;
        }
        let id = match self.opencl_std_reserved.take() {
            Some(id) => id,
            None => self.id(),
        };
        let mut operands = Vec::new();
        spv::operands::encode_string(crate::spirv::grammar::OPENCL_STD, &mut operands);
        self.imports.push(Instruction { opcode: Op::ExtInstImport as u16, result_type: None, result: Some(id), operands });
        self.opencl_std = Some(id);
        id
    }

    /// What type `id` is, if this builder made it.
    pub(crate) fn type_info(&self, id: Id) -> Option<&SpvType> {
        self.types.get(&id)
    }

    /// The `half` type, if one was made.
    pub(crate) fn type_info_known_float16(&self) -> Option<Id> {
        self.uniq.get(&(Op::TypeFloat as u16, None, vec![16])).copied()
    }

    /// A uniqued type instruction.
    fn type_inst(&mut self, op: Op, operands: Vec<u32>, info: SpvType) -> Id {
        let key = (op as u16, None, operands);
        if let Some(&id) = self.uniq.get(&key) {
            return id;
        }
        let id = self.id();
        self.globals.push(Instruction { opcode: op as u16, result_type: None, result: Some(id), operands: key.2.clone() });
        self.uniq.insert(key, id);
        self.types.insert(id, info);
        id
    }

    /// A type instruction that is never uniqued (named structs, opaque types keyed by the
    /// caller).
    pub(crate) fn fresh_type(&mut self, op: Op, operands: Vec<u32>, info: SpvType) -> Id {
        let id = self.id();
        self.globals.push(Instruction { opcode: op as u16, result_type: None, result: Some(id), operands });
        self.types.insert(id, info);
        id
    }

    /// A uniqued opaque-kind type (`OpTypeSampler`, `OpTypeImage …`, `OpTypeEvent`, …).
    pub(crate) fn type_opaque_kind(&mut self, op: Op, operands: Vec<u32>) -> Id {
        self.type_inst(op, operands, SpvType::Opaque)
    }

    pub(crate) fn type_void(&mut self) -> Id {
        self.type_inst(Op::TypeVoid, Vec::new(), SpvType::Void)
    }

    pub(crate) fn type_bool(&mut self) -> Id {
        self.type_inst(Op::TypeBool, Vec::new(), SpvType::Bool)
    }

    /// An integer type of a width SPIR-V kernels allow (8, 16, 32, 64); the caller checks.
    pub(crate) fn type_int(&mut self, width: u32) -> Id {
        match width {
            8 => self.capability(Capability::Int8),
            16 => self.capability(Capability::Int16),
            64 => self.capability(Capability::Int64),
            _ => {}
        }
        self.type_inst(Op::TypeInt, vec![width, 0], SpvType::Int(width))
    }

    /// A float type of width 16, 32 or 64; the caller checks. (`Float16` or `Float16Buffer`
    /// is decided when the module is finished, from how half values are used.)
    pub(crate) fn type_float(&mut self, width: u32) -> Id {
        if width == 64 {
            self.capability(Capability::Float64);
        }
        self.type_inst(Op::TypeFloat, vec![width], SpvType::Float(width))
    }

    /// `OpTypeFloat 16 BFloat16KHR` (`SPV_KHR_bfloat16`; the caller checks it is allowed).
    pub(crate) fn type_bfloat16(&mut self) -> Id {
        self.capability(Capability::BFloat16TypeKHR);
        self.type_inst(Op::TypeFloat, vec![16, ::spirv::FPEncoding::BFloat16KHR as u32], SpvType::BFloat16)
    }

    /// `OpTypeFloat 8 <encoding>` (`SPV_EXT_float8`; the caller checks it is allowed).
    pub(crate) fn type_float8(&mut self, encoding: ::spirv::FPEncoding) -> Id {
        self.capability(Capability::Float8EXT);
        self.type_inst(Op::TypeFloat, vec![8, encoding as u32], SpvType::Float8)
    }

    /// A vector of 2, 3, 4, 8 or 16 components; the caller checks.
    pub(crate) fn type_vector(&mut self, element: Id, count: u32) -> Id {
        if count >= 8 {
            self.capability(Capability::Vector16);
        }
        self.type_inst(Op::TypeVector, vec![element.0, count], SpvType::Vector(element, count))
    }

    pub(crate) fn type_array(&mut self, element: Id, len: u64) -> Id {
        let length = match u32::try_from(len) {
            Ok(n) => self.const_u32(n),
            Err(_) => {
                let t = self.type_int(64);
                self.const_int(t, 64, len)
            }
        };
        self.type_inst(Op::TypeArray, vec![element.0, length.0], SpvType::Array(element, len))
    }

    pub(crate) fn type_pointer(&mut self, sc: StorageClass, pointee: Id) -> Id {
        if sc == StorageClass::Generic {
            self.capability(Capability::GenericPointer);
        }
        self.type_inst(Op::TypePointer, vec![sc as u32, pointee.0], SpvType::Pointer(sc, pointee))
    }

    pub(crate) fn type_function(&mut self, ret: Id, params: &[Id]) -> Id {
        let mut operands = vec![ret.0];
        operands.extend(params.iter().map(|p| p.0));
        self.type_inst(Op::TypeFunction, operands, SpvType::Function)
    }

    /// A literal (unnamed) struct, uniqued by its members.
    pub(crate) fn type_struct(&mut self, members: &[Id]) -> Id {
        self.type_inst(Op::TypeStruct, members.iter().map(|m| m.0).collect(), SpvType::Struct(members.to_vec()))
    }

    /// A uniqued constant-like instruction (`OpConstant*`, `OpUndef`, `OpSpecConstantOp`).
    pub(crate) fn constant(&mut self, op: Op, ty: Id, operands: Vec<u32>) -> Id {
        let key = (op as u16, Some(ty), operands);
        if let Some(&id) = self.uniq.get(&key) {
            return id;
        }
        let id = self.id();
        self.globals.push(Instruction { opcode: op as u16, result_type: Some(ty), result: Some(id), operands: key.2.clone() });
        self.uniq.insert(key, id);
        id
    }

    /// Whether `id` is the `OpConstantNull` (`op` = `ConstantNull`) or `OpUndef` of type `ty`,
    /// without making one.
    pub(crate) fn is_operandless_constant(&self, id: Id, op: Op, ty: Id) -> bool {
        self.uniq.get(&(op as u16, Some(ty), Vec::new())) == Some(&id)
    }

    /// An integer constant of type `ty` (of `width` bits) with the low `width` bits of `value`.
    pub(crate) fn const_int(&mut self, ty: Id, width: u32, value: u64) -> Id {
        let value = if width >= 64 { value } else { value & ((1u64 << width) - 1) };
        let words = if width > 32 { vec![value as u32, (value >> 32) as u32] } else { vec![value as u32] };
        self.constant(Op::Constant, ty, words)
    }

    /// The IEEE floating-point types made so far, as (width, id), narrowest first.
    pub(crate) fn float_types(&self) -> Vec<(u32, Id)> {
        let mut types: Vec<(u32, Id)> =
            self.types.iter().filter_map(|(&id, t)| match t { SpvType::Float(w) => Some((*w, id)), _ => None }).collect();
        types.sort();
        types
    }

    /// A 32-bit unsigned constant (scopes, semantics, struct indices, lengths).
    pub(crate) fn const_u32(&mut self, value: u32) -> Id {
        let t = self.type_int(32);
        self.constant(Op::Constant, t, vec![value])
    }

    pub(crate) fn const_bool(&mut self, value: bool) -> Id {
        let t = self.type_bool();
        self.constant(if value { Op::ConstantTrue } else { Op::ConstantFalse }, t, Vec::new())
    }

    pub(crate) fn const_null(&mut self, ty: Id) -> Id {
        self.constant(Op::ConstantNull, ty, Vec::new())
    }

    pub(crate) fn undef(&mut self, ty: Id) -> Id {
        self.constant(Op::Undef, ty, Vec::new())
    }

    /// `OpDecorate target decoration literals…`.
    pub(crate) fn decorate(&mut self, target: Id, decoration: Decoration, literals: &[u32]) {
        let mut operands = vec![target.0, decoration as u32];
        operands.extend_from_slice(literals);
        self.annotations.push(Instruction { opcode: Op::Decorate as u16, result_type: None, result: None, operands });
    }

    /// `OpDecorate target decoration literals…` unless that exact decoration is there.
    pub(crate) fn decorate_once(&mut self, target: Id, decoration: Decoration, literals: &[u32]) {
        let mut operands = vec![target.0, decoration as u32];
        operands.extend_from_slice(literals);
        if self.decorated.insert(operands.clone()) {
            self.annotations.push(Instruction { opcode: Op::Decorate as u16, result_type: None, result: None, operands });
        }
    }

    /// `OpDecorateId target decoration ids…`, once.
    pub(crate) fn decorate_id_once(&mut self, target: Id, decoration: Decoration, ids: &[u32]) {
        let mut operands = vec![target.0, decoration as u32];
        operands.extend_from_slice(ids);
        let mut key = operands.clone();
        key.push(u32::MAX); // apart from an `OpDecorate` of the same words
        if self.decorated.insert(key) {
            self.annotations.push(Instruction { opcode: Op::DecorateId as u16, result_type: None, result: None, operands });
        }
    }

    /// `OpString "text"` in the debug section; returns its id.
    pub(crate) fn string(&mut self, text: &str) -> Id {
        let id = self.id();
        let mut operands = Vec::new();
        spv::operands::encode_string(text, &mut operands);
        self.debug_source.push(Instruction { opcode: Op::String as u16, result_type: None, result: Some(id), operands });
        id
    }

    /// `OpDecorate target LinkageAttributes "name" kind`.
    pub(crate) fn decorate_linkage(&mut self, target: Id, name: &str, kind: ::spirv::LinkageType) {
        let mut operands = vec![target.0, Decoration::LinkageAttributes as u32];
        spv::operands::encode_string(name, &mut operands);
        operands.push(kind as u32);
        self.annotations.push(Instruction { opcode: Op::Decorate as u16, result_type: None, result: None, operands });
        self.capability(Capability::Linkage);
    }

    /// `OpName target "name"` (nothing for an empty name, or when `target` has a name already:
    /// a kernel parameter is named by the IR and again by `!kernel_arg_name`).
    pub(crate) fn name(&mut self, target: Id, name: &str) {
        if name.is_empty() || !self.named.insert(target.0) {
            return;
        }
        let mut operands = vec![target.0];
        spv::operands::encode_string(name, &mut operands);
        self.names.push(Instruction { opcode: Op::Name as u16, result_type: None, result: None, operands });
    }

    /// `OpMemoryModel`, then every section in layout order.
    pub(crate) fn finish(mut self, version: (u8, u8), addressing: ::spirv::AddressingModel, memory_model: ::spirv::MemoryModel) -> spv::Module {
        // The reference translator always imports OpenCL.std in kernels (scripts look for it),
        // but in vector-compute modules only when used.
        let vector_compute = self.capabilities.contains(&::spirv::Capability::VectorComputeINTEL);
        if memory_model == ::spirv::MemoryModel::OpenCL && !vector_compute {
            self.opencl_std();
        }
        // Sections in the reference translator's order where the specification leaves it free:
        // capabilities by value; strings, then source extensions, then the source.
        self.capabilities.sort_by_key(|&c| c as u32);
        self.debug_source.sort_by_key(|i| match Op::from_u32(u32::from(i.opcode)) {
            Some(Op::String) => 0,
            Some(Op::SourceExtension) => 1,
            _ => 2,
        });
        let globals = order_globals(std::mem::take(&mut self.globals));
        let mut module = spv::Module::new(spv::Header::new(version.0, version.1, self.next));
        module.header.generator = GENERATOR;
        let caps = self.capabilities.iter().map(|&c| Instruction {
            opcode: Op::Capability as u16,
            result_type: None,
            result: None,
            operands: vec![c as u32],
        });
        module.section_mut(Section::Capability).extend(caps);
        for e in &self.extensions {
            let mut operands = Vec::new();
            spv::operands::encode_string(e, &mut operands);
            module
                .section_mut(Section::Extension)
                .push(Instruction { opcode: Op::Extension as u16, result_type: None, result: None, operands });
        }
        module.section_mut(Section::ExtInstImport).extend(self.imports);
        module.section_mut(Section::MemoryModel).push(Instruction {
            opcode: Op::MemoryModel as u16,
            result_type: None,
            result: None,
            operands: vec![addressing as u32, memory_model as u32],
        });
        module.section_mut(Section::EntryPoint).extend(self.entry_points);
        module.section_mut(Section::ExecutionMode).extend(self.execution_modes);
        module.section_mut(Section::DebugSource).extend(self.debug_source);
        module.section_mut(Section::DebugName).extend(self.names);
        module.section_mut(Section::DebugModuleProcessed).extend(self.processed);
        module.section_mut(Section::Annotation).extend(self.annotations);
        module.section_mut(Section::Global).extend(globals);
        module.section_mut(Section::Global).extend(self.debug_info);
        module.functions = self.declarations;
        module.functions.extend(self.functions);
        module
    }
}

/// The global section in the reference translator's order: integer types, then scalar integer
/// constants, then the other types, then everything else (each group in creation order). Kept
/// as created when that order would put a definition after a use (a type that refers to a
/// non-integer constant, say), which the creation order never does.
fn order_globals(globals: Vec<Instruction>) -> Vec<Instruction> {
    let int_types: HashSet<Id> =
        globals.iter().filter(|i| i.opcode == Op::TypeInt as u16).filter_map(|i| i.result).collect();
    let group = |i: &Instruction| -> u8 {
        let op = Op::from_u32(u32::from(i.opcode));
        match op {
            Some(Op::TypeInt) => 0,
            Some(Op::Constant | Op::SpecConstant) if i.result_type.is_some_and(|t| int_types.contains(&t)) => 1,
            Some(op) if spv::declares_type(op) => 2,
            _ => 3,
        }
    };
    let mut ordered: Vec<(u8, usize)> = globals.iter().enumerate().map(|(k, i)| (group(i), k)).collect();
    ordered.sort();
    let in_section: HashSet<Id> = globals.iter().filter_map(|g| g.result).collect();
    let mut defined: HashSet<Id> = HashSet::new();
    let mut ctx = spv::operands::TypeContext::default();
    let mut layout = Vec::new();
    for &(_, k) in &ordered {
        let inst = &globals[k];
        if spv::operands::walk(inst, &ctx, &mut layout).is_err() {
            return globals;
        }
        if spv::referenced_ids(inst, &layout).any(|id| !defined.contains(&id) && in_section.contains(&id)) {
            return globals;
        }
        ctx.record(inst);
        defined.extend(inst.result);
    }
    let mut slots: Vec<Option<Instruction>> = globals.into_iter().map(Some).collect();
    ordered.into_iter().filter_map(|(_, k)| slots.get_mut(k).and_then(Option::take)).collect()
}

/// The generator word: no registered tool id (0), version 1.
const GENERATOR: u32 = 1;
