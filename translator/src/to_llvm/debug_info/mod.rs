//! Debug information: `OpenCL.DebugInfo.100` and `NonSemantic.Shader.DebugInfo.100` (also
//! imported as `.200`) → LLVM debug metadata through [`DebugBuilder`].
//!
//! Phases:
//! 1. [`Translator::debug_setup`] (after functions are declared): without a
//!    `DebugCompilationUnit` nothing is done. Otherwise the unit (with the producer read back
//!    from `OpModuleProcessed "Debug info producer: …"`), then every debug instruction of the
//!    global section in order. Nodes are translated on demand and memoized by id, so forward
//!    references resolve by recursion; a composite type is first a replaceable temporary
//!    (its members refer back to it) and replaced once its members exist; any other cycle is
//!    an error. `DebugFunction`s get attached to the LLVM function they name (OpenCL set) or
//!    that holds their `DebugFunctionDefinition` (NonSemantic set).
//! 2. In function bodies, [`Translator::debug_before`] tracks the current line (`OpLine` /
//!    `DebugLine`) and scope (`DebugScope`), reset by `OpNoLine`/`DebugNoLine`/`DebugNoScope`
//!    and at each block, and sets the builder's location before each instruction. A scope whose
//!    chain (through its inlined-at chain) does not end at the function's own subprogram is
//!    dropped; calls without a usable scope get line 0 in the function's subprogram (the
//!    verifier wants a location on calls to functions with subprograms).
//! 3. `DebugDeclare`/`DebugValue` become `#dbg_declare`/`#dbg_value` records.
//!
//! Literal operands of the NonSemantic set are ids of 32-bit `OpConstant`s: [`Translator::lit`]
//! reads both forms. Value correspondences come only from [`crate::tables::debug`].

mod body;

use std::collections::{HashMap, HashSet};

use spirv_llvm_metadata::names;

use super::spirv_headers::{AddressingModel, NonsemanticShaderDebuginfo100Op as D, Op, StorageClass};
use super::{Error, Translator};
use crate::llvm::{DebugBuilder, Metadata, SubprogramInfo, Value};
use crate::spirv::{Id, Instruction, Section};
use crate::tables::debug as tbl;

/// A node slot: `None` for `DebugInfoNone` and `void`.
type Node<'a> = Option<Metadata<'a>>;

/// Chains of parents and inlined-at locations longer than this are taken as cycles.
const MAX_DEPTH: usize = 256;

/// `FlagIsOptimized` of `DebugInfoFlags`.
const FLAG_IS_OPTIMIZED: u32 = 0x2000;

/// The debug-information state of a translation.
pub(super) struct DebugState<'a> {
    di: DebugBuilder<'a>,
    /// Ids of the `OpExtInstImport`s of debug sets, with "literals are constant ids" (NonSemantic).
    sets: HashMap<u32, bool>,
    /// Translated nodes by id.
    nodes: HashMap<u32, Node<'a>>,
    /// Nodes being translated (cycle detection).
    pending: HashSet<u32>,
    /// `DIFile`s by `DebugSource` id.
    files: HashMap<u32, Metadata<'a>>,
    /// The unit's file, for nodes without a source.
    unit_file: Option<Metadata<'a>>,
    /// The `DICompileUnit` of the first `DebugCompilationUnit`, made by `di`.
    unit: Option<Metadata<'a>>,
    /// Every other `DebugCompilationUnit` (a linked module): its id, the builder that made
    /// its `DICompileUnit` (a `DIBuilder` makes one) and that unit. Nodes are made by `di`;
    /// [`Translator::debug_finish`] moves those of these units over.
    units: Vec<(u32, DebugBuilder<'a>, Metadata<'a>)>,
    /// `OpFunction` id → the `DebugFunction` id describing it.
    function_debug: HashMap<u32, u32>,
    /// `DebugFunction` id → the `OpFunction` its `DebugFunctionDefinition` names (NonSemantic),
    /// or whose body's first `DebugScope` is in it while it names no function.
    defined_by: HashMap<u32, u32>,
    /// The `OpFunction` ids of functions with a body.
    with_body: HashSet<u32>,
    /// Composite id → the `DebugFunctionDeclaration`s whose parent it is (its methods, which
    /// the validated sets cannot list among the members).
    methods: HashMap<u32, Vec<u32>>,
    /// Composite or function id → the `DebugTypeTemplate` naming it as its target.
    templates: HashMap<u32, u32>,
    /// The `DebugFunction`s a `DebugEntryPoint` names (main subprograms).
    entry_points: HashSet<u32>,
    /// Text that `DebugSourceContinued` adds to each `DebugSource` (NonSemantic sets).
    continued: HashMap<u32, String>,
    /// `DebugSource` id → the `DIMacroFile` holding the macros of that file.
    macro_files: HashMap<u32, Metadata<'a>>,
    /// Pointer size in bits (from the addressing model).
    pointer_bits: u64,
    /// In the body being translated: the function's `DebugFunction` id and subprogram.
    subprogram: Option<(u32, Metadata<'a>)>,
    /// Current line and column.
    line: Option<(u32, u32)>,
    /// Current usable scope (its id and node) and inlined-at location.
    scope: Option<Scope<'a>>,
}

/// A usable scope: the `DebugScope`'s scope id, its node, and the inlined-at location.
type Scope<'a> = (u32, Metadata<'a>, Option<Metadata<'a>>);

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether `inst` is an `OpExtInst` of a debug set: its instruction number and operands.
    pub(super) fn debug_inst<'i>(&self, inst: &'i Instruction) -> Option<(u32, &'i [u32])> {
        let dbg = self.debug.as_ref()?;
        if inst.op() != Some(Op::ExtInst) {
            return None;
        }
        let set = *inst.operands.first()?;
        dbg.sets.contains_key(&set).then(|| (inst.operands.get(1).copied().unwrap_or(u32::MAX), inst.operands.get(2..).unwrap_or(&[])))
    }

    /// Whether `inst` belongs to a set whose literals are constant ids.
    fn literals_are_ids(&self, inst: &Instruction) -> bool {
        let set = inst.operands.first().copied().unwrap_or(0);
        self.debug.as_ref().and_then(|d| d.sets.get(&set).copied()).unwrap_or(false)
    }

    /// An error about debug instruction `id` (named by its opcode).
    pub(super) fn di_error(&self, id: u32, what: impl std::fmt::Display) -> Error {
        let name = self.index.def(Id(id)).and_then(|d| d.operands.get(1)).and_then(|&n| D::from_u32(n))
            .map_or_else(|| "debug instruction".to_string(), |d| format!("{d:?}"));
        self.malformed(format!("{name} %{id}: {what}"))
    }

    /// Debug operand `i` (after set and number) of `inst`, the debug instruction `id`.
    pub(super) fn arg(&self, id: u32, ops: &[u32], i: usize) -> Result<u32, Error> {
        ops.get(i).copied().ok_or_else(|| self.di_error(id, format!("missing operand {i}")))
    }

    /// The value of a 32- or 64-bit integer `OpConstant` `c` (`None` if it is not one).
    fn constant_value(&self, c: u32) -> Option<u64> {
        let d = self.index.def(Id(c))?;
        match d.op()? {
            Op::Constant => {
                let lo = u64::from(*d.operands.first()?);
                Some(lo | d.operands.get(1).map_or(0, |&hi| u64::from(hi) << 32))
            }
            Op::ConstantNull => Some(0),
            _ => None,
        }
    }

    /// Literal operand `i` of the debug instruction `id`: the word, or for the NonSemantic set
    /// the value of the constant it names (`DebugInfoNone` in its place, which some producers
    /// write for no flags, reads as 0).
    pub(super) fn lit(&self, id: u32, inst: &Instruction, ops: &[u32], i: usize) -> Result<u32, Error> {
        let w = self.arg(id, ops, i)?;
        if !self.literals_are_ids(inst) {
            return Ok(w);
        }
        if self.is_info_none(w) {
            return Ok(0);
        }
        let v = self.constant_value(w).ok_or_else(|| self.di_error(id, format!("operand {i} (%{w}) is not an integer OpConstant")))?;
        Ok(v as u32)
    }

    /// A size or count operand (an integer constant id; `DebugInfoNone` reads as 0).
    pub(super) fn size_operand(&self, id: u32, ops: &[u32], i: usize) -> Result<u64, Error> {
        let w = self.arg(id, ops, i)?;
        if self.is_info_none(w) {
            return Ok(0);
        }
        self.constant_value(w).ok_or_else(|| self.di_error(id, format!("operand {i} (%{w}) is not an integer OpConstant")))
    }

    fn is_info_none(&self, w: u32) -> bool {
        self.index.def(Id(w)).and_then(|d| self.debug_inst(d)).is_some_and(|(n, _)| n == D::DebugInfoNone as u32)
    }

    /// The text of the `OpString` `s`, as operand `i` of debug instruction `id`.
    fn di_string(&self, id: u32, s: u32, i: usize) -> Result<String, Error> {
        let d = self.index.def(Id(s)).filter(|d| d.op() == Some(Op::String));
        let d = d.ok_or_else(|| self.di_error(id, format!("operand {i} (%{s}) is not an OpString")))?;
        crate::spirv::operands::decode_string(&d.operands).map(|(t, _)| t).map_err(|e| self.di_error(id, e))
    }

    /// A name operand: an `OpString` (or `DebugInfoNone`, read as empty).
    fn name_operand(&self, id: u32, ops: &[u32], i: usize) -> Result<String, Error> {
        let s = self.arg(id, ops, i)?;
        if self.is_info_none(s) {
            return Ok(String::new());
        }
        self.di_string(id, s, i)
    }

    /// Sets up debug information (see the module documentation); a no-op without a unit.
    pub(super) fn debug_setup(&mut self) -> Result<(), Error> {
        let mut sets = HashMap::new();
        for imp in self.spv.section(Section::ExtInstImport) {
            let Ok((name, _)) = crate::spirv::operands::decode_string(&imp.operands) else { continue };
            let ids = match name.as_str() {
                crate::spirv::grammar::OPENCL_DEBUG_INFO_100 | crate::spirv::grammar::LEGACY_DEBUG_INFO => false,
                crate::spirv::grammar::NONSEMANTIC_DEBUG_INFO_100 | crate::spirv::grammar::NONSEMANTIC_DEBUG_INFO_200 => true,
                _ => continue,
            };
            if let Some(r) = imp.result {
                sets.insert(r.0, ids);
            }
        }
        if sets.is_empty() {
            return Ok(());
        }
        let pointer_bits = match self.spv.section(Section::MemoryModel).first().and_then(|m| m.operands.first()) {
            Some(&m) if m == AddressingModel::Physical32 as u32 => 32,
            _ => 64,
        };
        self.debug = Some(DebugState {
            di: DebugBuilder::new(self.module),
            sets,
            nodes: HashMap::new(),
            pending: HashSet::new(),
            files: HashMap::new(),
            unit_file: None,
            unit: None,
            units: Vec::new(),
            function_debug: HashMap::new(),
            defined_by: HashMap::new(),
            with_body: HashSet::new(),
            methods: HashMap::new(),
            templates: HashMap::new(),
            entry_points: HashSet::new(),
            continued: HashMap::new(),
            macro_files: HashMap::new(),
            pointer_bits,
            subprogram: None,
            line: None,
            scope: None,
        });
        let spv = self.spv;
        let globals = spv.section(Section::Global);
        let unit = globals.iter().enumerate().find(|(_, i)| self.debug_inst(i).is_some_and(|(n, _)| n == D::DebugCompilationUnit as u32));
        let Some((pos, unit)) = unit else {
            self.debug = None;
            return Ok(());
        };
        self.at(unit, crate::spirv::Location::Section(Section::Global, pos));
        self.index_source_continuations()?;
        // What every unit states alike, read once.
        let (producer, optimized) = (self.debug_producer(), self.debug_optimized());
        let split = self.split_dwarf()?;
        self.compile_unit(unit, &producer, optimized, split)?;
        for (i, inst) in globals.iter().enumerate().skip(pos + 1) {
            if self.debug_inst(inst).is_some_and(|(n, _)| n == D::DebugCompilationUnit as u32) {
                self.at(inst, crate::spirv::Location::Section(Section::Global, i));
                self.other_unit(inst, &producer, optimized)?;
            }
        }
        self.index_function_definitions()?;
        self.index_methods();
        for (i, inst) in globals.iter().enumerate() {
            let Some((n, _)) = self.debug_inst(inst) else { continue };
            // Members and base classes are read with their composite (the NonSemantic sets write
            // them before it).
            if matches!(D::from_u32(n), Some(D::DebugOperation | D::DebugInfoNone | D::DebugSource | D::DebugTypeMember | D::DebugTypeInheritance)) {
                continue;
            }
            self.at(inst, crate::spirv::Location::Section(Section::Global, i));
            if let Some(r) = inst.result {
                self.di_node(r.0)?;
            }
        }
        Ok(())
    }

    /// The methods of each composite: the `DebugFunctionDeclaration`s whose parent is a
    /// `DebugTypeComposite`.
    fn index_methods(&mut self) {
        let spv = self.spv;
        let mut methods: HashMap<u32, Vec<u32>> = HashMap::new();
        for inst in spv.section(Section::Global) {
            let Some((n, ops)) = self.debug_inst(inst) else { continue };
            if n != D::DebugFunctionDeclaration as u32 {
                continue;
            }
            let (Some(r), Some(&parent)) = (inst.result, ops.get(5)) else { continue };
            let is_composite = self.index.def(Id(parent)).and_then(|p| self.debug_inst(p)).is_some_and(|(k, _)| k == D::DebugTypeComposite as u32);
            if is_composite {
                methods.entry(parent).or_default().push(r.0);
            }
        }
        let mut templates = HashMap::new();
        let mut entry_points = HashSet::new();
        for inst in spv.section(Section::Global) {
            let Some((n, ops)) = self.debug_inst(inst) else { continue };
            if let (true, Some(r), Some(&target)) = (n == D::DebugTypeTemplate as u32, inst.result, ops.first()) {
                templates.insert(target, r.0);
            }
            if let (true, Some(&function)) = (n == D::DebugEntryPoint as u32, ops.first()) {
                entry_points.insert(function);
            }
        }
        if let Some(d) = self.debug.as_mut() {
            d.methods = methods;
            d.templates = templates;
            d.entry_points = entry_points;
        }
    }

    /// The template parameters of composite or function `target`, as a tuple, when a
    /// `DebugTypeTemplate` names it.
    fn template_params(&mut self, target: u32) -> Result<Option<Metadata<'a>>, Error> {
        let Some(template) = self.debug.as_ref().and_then(|d| d.templates.get(&target).copied()) else { return Ok(None) };
        let inst = self.def(Id(template))?;
        let Some((_, ops)) = self.debug_inst(inst) else { return Ok(None) };
        let mut params = Vec::new();
        for &p in ops.get(1..).unwrap_or(&[]) {
            if let Some(node) = self.template_parameter(p, false)? {
                params.push(node);
            }
        }
        if params.is_empty() {
            return Ok(None);
        }
        self.ll(self.ctx.md_node(&params)).map(Some)
    }

    /// A template parameter (see `tables::debug::TEMPLATE_PARAMETERS`):
    /// * `DebugTypeTemplateParameter name type value source line column`: a type parameter when
    ///   the value is `DebugInfoNone`, else a value parameter (an integer 0 of a pointer type is
    ///   a null pointer);
    /// * `DebugTypeTemplateTemplateParameter name template-name source line column`;
    /// * `DebugTypeTemplateParameterPack name source line column parameters…` (the reference
    ///   writes it; a pack in a pack is left out, as C++ has none).
    ///
    /// Other instructions are left out.
    fn template_parameter(&mut self, id: u32, in_pack: bool) -> Result<Option<Metadata<'a>>, Error> {
        use tbl::{DW_TAG_GNU_TEMPLATE_PARAMETER_PACK as PACK, DW_TAG_GNU_TEMPLATE_TEMPLATE_PARAM as TEMPLATE};
        let inst = self.def(Id(id))?;
        let Some((n, ops)) = self.debug_inst(inst) else { return Ok(None) };
        let Some(&(tag, _)) = tbl::TEMPLATE_PARAMETERS.iter().find(|r| r.1 == n) else { return Ok(None) };
        let name = self.name_operand(id, ops, 0)?;
        match tag {
            TEMPLATE => {
                let template = self.name_operand(id, ops, 1)?;
                return self.dl(self.dib()?.template_template_parameter(&name, &template)).map(Some);
            }
            PACK if in_pack => return Ok(None),
            PACK => {
                let mut elements = Vec::new();
                for &p in ops.get(4..).unwrap_or(&[]) {
                    if let Some(node) = self.template_parameter(p, true)? {
                        elements.push(node);
                    }
                }
                return self.dl(self.dib()?.template_parameter_pack(&name, &elements)).map(Some);
            }
            _ => {}
        }
        let ty = self.node_arg(id, ops, 1)?;
        let value_id = *ops.get(2).ok_or_else(|| self.di_error(id, "no value operand"))?;
        let value = if self.is_debug_kind(value_id, D::DebugInfoNone) {
            None
        } else {
            let v = self.value(Id(value_id))?;
            let pointer = ops.get(1).is_some_and(|&t| self.is_debug_kind(t, D::DebugTypePointer));
            if pointer && v.const_int_zext() == Some(0) {
                Some(self.ll(self.ctx.ptr_type(0).and_then(|p| p.const_null()))?)
            } else {
                Some(v)
            }
        };
        self.dl(self.dib()?.template_parameter(&name, ty, value)).map(Some)
    }

    /// Finishes debug information: resolves the builders' pending lists, then gives each unit
    /// of a linked module what its `DebugCompilationUnit` holds (see [`Self::unit_of`]): its
    /// subprograms, and the enumerations, global variables and imported entities of its lists.
    pub(super) fn debug_finish(&mut self) -> Result<(), Error> {
        let Some(d) = &self.debug else { return Ok(()) };
        for (_, di, _) in &d.units {
            di.finalize();
        }
        d.di.finalize();
        let Some(first) = d.unit.filter(|_| !d.units.is_empty()) else { return Ok(()) };
        // What a unit's lists (or a subprogram's `unit:`) can hold.
        const LISTED: [D; 5] =
            [D::DebugFunction, D::DebugGlobalVariable, D::DebugTypeEnum, D::DebugTypeComposite, D::DebugImportedEntity];
        let mut moved: HashMap<u32, Vec<Metadata<'a>>> = HashMap::new();
        for inst in self.spv.section(Section::Global) {
            let (Some((n, _)), Some(r)) = (self.debug_inst(inst), inst.result) else { continue };
            if !LISTED.iter().any(|&k| k as u32 == n) {
                continue;
            }
            let node = d.nodes.get(&r.0).copied().flatten();
            if let (Some(node), Some(unit)) = (node, self.unit_of(r.0)) {
                moved.entry(unit).or_default().push(node);
            }
        }
        for (id, _, cu) in &d.units {
            if let Some(nodes) = moved.get(id) {
                self.ll(DebugBuilder::move_to_unit(first, *cu, nodes))?;
            }
        }
        Ok(())
    }

    /// The `DebugCompilationUnit` that debug instruction `id` is in: its parent's, up the
    /// chain of parents (types, functions, namespaces, imported entities).
    fn unit_of(&self, mut id: u32) -> Option<u32> {
        for _ in 0..MAX_DEPTH {
            let (n, ops) = self.index.def(Id(id)).and_then(|d| self.debug_inst(d))?;
            let parent = match D::from_u32(n)? {
                D::DebugCompilationUnit => return Some(id),
                D::DebugFunction | D::DebugFunctionDeclaration | D::DebugGlobalVariable | D::DebugTypeEnum
                | D::DebugTypeComposite | D::DebugTypedef => 5,
                D::DebugLexicalBlock => 3,
                D::DebugImportedEntity => 6,
                _ => return None,
            };
            id = *ops.get(parent)?;
        }
        None
    }

    /// The producer that `OpModuleProcessed "Debug info producer: …"` names (empty: none).
    fn debug_producer(&self) -> String {
        let mut producer = String::new();
        for p in self.spv.section(Section::DebugModuleProcessed) {
            if let Ok((text, _)) = crate::spirv::operands::decode_string(&p.operands) {
                if let Some(rest) = text.strip_prefix("Debug info producer: ") {
                    producer = rest.to_string();
                }
            }
        }
        producer
    }

    /// NonSemantic sets: the split-DWARF facts of the module, which the first unit takes: the
    /// `DebugBuildIdentifier`'s identifier as `dwoId:` (a decimal number, as the forward
    /// direction and the reference write it; another identifier has no `dwoId:` to be) and
    /// the `DebugStoragePath` as `splitDebugFilename:`.
    fn split_dwarf(&self) -> Result<(u64, String), Error> {
        let (mut dwo_id, mut path) = (0, String::new());
        for inst in self.spv.section(Section::Global) {
            let Some((n, ops)) = self.debug_inst(inst) else { continue };
            let id = inst.result.map_or(0, |r| r.0);
            if n == D::DebugBuildIdentifier as u32 {
                dwo_id = self.di_string(id, self.arg(id, ops, 0)?, 0)?.parse().unwrap_or(0);
            } else if n == D::DebugStoragePath as u32 {
                path = self.di_string(id, self.arg(id, ops, 0)?, 0)?;
            }
        }
        Ok((dwo_id, path))
    }

    /// Whether any `DebugFunction` is optimized (the units' `isOptimized:`).
    fn debug_optimized(&self) -> bool {
        self.spv.section(Section::Global).iter().any(|i| {
            self.debug_inst(i).is_some_and(|(n, _)| n == D::DebugFunction as u32)
                && i.result.is_some_and(|r| self.lit(r.0, i, i.operands.get(2..).unwrap_or(&[]), 7).is_ok_and(|f| f & FLAG_IS_OPTIMIZED != 0))
        })
    }

    /// A `DICompileUnit` for another `DebugCompilationUnit` than the first (a linked module),
    /// made by a builder of its own.
    fn other_unit(&mut self, inst: &Instruction, producer: &str, optimized: bool) -> Result<(), Error> {
        let id = inst.result.map_or(0, |r| r.0);
        let ops = inst.operands.get(2..).unwrap_or(&[]);
        let source = self.arg(id, ops, 2)?;
        let (language, _) = tbl::language_to_llvm(self.lit(id, inst, ops, 3)?);
        let file = self.di_file(id, source)?;
        let mut di = DebugBuilder::new(self.module);
        let cu = self.ll(di.compile_unit(language, file, producer, optimized, (0, String::new())))?;
        let Some(d) = self.debug.as_mut() else { return Err(self.malformed("debug state")) };
        d.nodes.insert(id, Some(cu));
        d.units.push((id, di, cu));
        Ok(())
    }

    /// The `DICompileUnit` (with the module's `producer`, whether it is `optimized`, and its
    /// split-DWARF `dwoId:` and `splitDebugFilename:`), its module flags and file.
    fn compile_unit(&mut self, inst: &Instruction, producer: &str, optimized: bool, split: (u64, String)) -> Result<(), Error> {
        let id = inst.result.map_or(0, |r| r.0);
        let ops = inst.operands.get(2..).unwrap_or(&[]);
        let dwarf_version = self.lit(id, inst, ops, 1)?;
        let source = self.arg(id, ops, 2)?;
        let (language, literal) = tbl::language_to_llvm(self.lit(id, inst, ops, 3)?);
        let file = self.di_file(id, source)?;
        let Some(d) = self.debug.as_mut() else { return Ok(()) };
        // The module flags first, as the reference writes them (metadata numbers follow).
        let flags = d.di.add_module_flag(names::DWARF_VERSION_FLAG, dwarf_version).and_then(|_| d.di.add_module_flag(names::DEBUG_INFO_VERSION_FLAG, 3));
        let cu = flags.and_then(|_| d.di.compile_unit(language, file, producer, optimized, split));
        let cu = cu.map_err(|e| Error::llvm(e, self.current))?;
        let Some(d) = self.debug.as_mut() else { return Err(self.malformed("debug state")) };
        d.unit_file = Some(file);
        d.unit = Some(cu);
        d.nodes.insert(id, Some(cu));
        let r = match literal {
            Some(literal) => d.di.add_source_language_literal(cu, literal),
            None => Ok(()),
        };
        self.ll(r)
    }

    /// NonSemantic: `DebugFunctionDefinition(DebugFunction, OpFunction)` in bodies → the map of
    /// functions to their `DebugFunction`.
    /// Collects the text of each `DebugSourceContinued`, which continues the `DebugSource` (or
    /// continuation) right before it.
    fn index_source_continuations(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        let mut last_source = None;
        for inst in spv.section(Section::Global) {
            let Some((n, ops)) = self.debug_inst(inst) else { continue };
            let id = inst.result.map_or(0, |r| r.0);
            if n == D::DebugSource as u32 {
                last_source = Some(id);
            } else if n == D::DebugSourceContinued as u32 {
                let source = last_source.ok_or_else(|| self.di_error(id, "DebugSourceContinued follows no DebugSource"))?;
                let text = self.di_string(id, self.arg(id, ops, 0)?, 0)?;
                if let Some(d) = self.debug.as_mut() {
                    d.continued.entry(source).or_default().push_str(&text);
                }
            }
        }
        Ok(())
    }

    fn index_function_definitions(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        for func in &spv.functions {
            if let (Some(id), false, Some(d)) = (func.def().and_then(|d| d.result), func.is_declaration(), self.debug.as_mut()) {
                d.with_body.insert(id.0);
            }
            for inst in &func.instructions {
                let Some((n, ops)) = self.debug_inst(inst) else { continue };
                if n != D::DebugFunctionDefinition as u32 {
                    continue;
                }
                let id = inst.result.map_or(0, |r| r.0);
                let (mut df, f) = (self.arg(id, ops, 0)?, self.arg(id, ops, 1)?);
                // A template function is defined through its `DebugTypeTemplate` (as the
                // reference writes it): the definition is its target's.
                if let Some((t, template)) = self.index.def(Id(df)).and_then(|d| self.debug_inst(d)) {
                    if t == D::DebugTypeTemplate as u32 {
                        df = *template.first().ok_or_else(|| self.di_error(df, "DebugTypeTemplate without target"))?;
                    }
                }
                if let Some(d) = self.debug.as_mut() {
                    d.function_debug.entry(f).or_insert(df);
                    d.defined_by.entry(df).or_insert(f);
                }
            }
        }
        // A body that no `DebugFunction` names takes the one its first `DebugScope` is in, if
        // that one names no function (the reference writes `DebugInfoNone` there for some
        // producers).
        let names_function = |t: &Self, df: u32| {
            let inst = t.index.def(Id(df));
            let ops = inst.filter(|i| !t.literals_are_ids(i)).and_then(|i| t.debug_inst(i)).map_or(&[][..], |(_, ops)| ops);
            ops.get(9).copied().filter(|&w| t.functions.get(w as usize).copied().flatten().is_some())
        };
        let mut named = HashSet::new();
        for inst in spv.section(Section::Global) {
            if let (Some((n, _)), Some(r)) = (self.debug_inst(inst), inst.result) {
                if n == D::DebugFunction as u32 {
                    named.extend(names_function(self, r.0));
                }
            }
        }
        for func in &spv.functions {
            let Some(f) = func.def().and_then(|d| d.result).filter(|_| !func.is_declaration()) else { continue };
            if named.contains(&f.0) || self.debug.as_ref().is_none_or(|d| d.function_debug.contains_key(&f.0)) {
                continue;
            }
            let first_scope = func.instructions.iter().find_map(|i| self.debug_inst(i).filter(|(n, _)| *n == D::DebugScope as u32));
            let Some(df) = first_scope.and_then(|(_, ops)| self.scope_function(*ops.first()?)) else { continue };
            if names_function(self, df).is_some() {
                continue;
            }
            if let Some(d) = self.debug.as_mut().filter(|d| !d.defined_by.contains_key(&df)) {
                d.defined_by.insert(df, f.0);
                d.function_debug.insert(f.0, df);
            }
        }
        Ok(())
    }

    /// The `DIFile` of `DebugSource` `src` (operand of debug instruction `user`).
    fn di_file(&mut self, user: u32, src: u32) -> Result<Metadata<'a>, Error> {
        if let Some(f) = self.debug.as_ref().and_then(|d| d.files.get(&src)) {
            return Ok(*f);
        }
        let def = self.index.def(Id(src));
        let (n, ops) = def.and_then(|d| self.debug_inst(d)).ok_or_else(|| self.di_error(user, format!("%{src} is not a DebugSource")))?;
        if n != D::DebugSource as u32 {
            return Err(self.di_error(user, format!("%{src} is not a DebugSource")));
        }
        let path = self.name_operand(src, ops, 0)?;
        // The optional text; the reference writes `DebugInfoNone` for none.
        let text = match ops.get(1) {
            Some(&t) if !self.is_info_none(t) => {
                let mut text = self.di_string(src, t, 1)?;
                if let Some(more) = self.debug.as_ref().and_then(|d| d.continued.get(&src)) {
                    text.push_str(more);
                }
                Some(text)
            }
            _ => None,
        };
        let (dir, name) = path.rsplit_once('/').map_or(("", path.as_str()), |(d, n)| (d, n));
        // The Khronos translator keeps a file's checksum in the text: `//__CSK_<KIND>:<hex>`.
        let mut checksum = None;
        let mut source = text.as_deref();
        if let Some(t) = text.as_deref() {
            // The last marker: the source text before it may contain the marker's spelling.
            if let Some(at) = t.rfind("//__CSK_") {
                let (kind, sum) = t[at + 8..].split_once(':').unwrap_or(("", ""));
                let kind = tbl::CHECKSUM_KINDS.iter().position(|k| *k == kind);
                checksum = kind.map(|k| (k as u32, sum.trim()));
                source = Some(&t[..at]).filter(|s| !s.is_empty());
            }
        }
        let Some(d) = self.debug.as_mut() else { return Err(self.malformed("debug state")) };
        let f = d.di.file(name, dir, checksum, source);
        let f = f.map_err(|e| Error::llvm(e, self.current))?;
        d.files.insert(src, f);
        Ok(f)
    }

    /// A `Source` operand: its file (`DebugInfoNone`: the unit's file).
    fn file_operand(&mut self, id: u32, ops: &[u32], i: usize) -> Result<Node<'a>, Error> {
        let src = self.arg(id, ops, i)?;
        if self.is_info_none(src) {
            return Ok(self.debug.as_ref().and_then(|d| d.unit_file));
        }
        self.di_file(id, src).map(Some)
    }

    /// The node for id `w`, used as operand `i` of `user`: a debug instruction, or `void`
    /// (null).
    pub(super) fn node_operand(&mut self, user: u32, w: u32) -> Result<Node<'a>, Error> {
        match self.index.def(Id(w)) {
            Some(d) if self.debug_inst(d).is_some() => self.di_node(w),
            Some(d) if d.op() == Some(Op::TypeVoid) => Ok(None),
            _ => Err(self.di_error(user, format!("%{w} is not a debug instruction"))),
        }
    }

    fn node_arg(&mut self, user: u32, ops: &[u32], i: usize) -> Result<Node<'a>, Error> {
        let w = self.arg(user, ops, i)?;
        self.node_operand(user, w)
    }

    /// A wrapper error of the debug builder.
    pub(super) fn dl<T>(&self, r: crate::llvm::Result<T>) -> Result<T, Error> {
        self.ll(r)
    }

    /// The debug builder (present whenever a node is translated).
    pub(super) fn dib(&self) -> Result<&DebugBuilder<'a>, Error> {
        self.debug.as_ref().map(|d| &d.di).ok_or_else(|| self.malformed("debug information without DebugCompilationUnit"))
    }

    /// The node of debug instruction `id`, translated on first use.
    pub(super) fn di_node(&mut self, id: u32) -> Result<Node<'a>, Error> {
        let Some(d) = self.debug.as_ref() else { return Ok(None) };
        if let Some(n) = d.nodes.get(&id) {
            return Ok(*n);
        }
        if d.pending.contains(&id) {
            return Err(self.di_error(id, "refers to itself through its operands"));
        }
        if d.pending.len() > MAX_DEPTH {
            return Err(self.di_error(id, "nesting too deep"));
        }
        let inst = self.def(Id(id))?;
        let (n, ops) = self.debug_inst(inst).ok_or_else(|| self.malformed(format!("%{id} is not a debug instruction")))?;
        if let Some(d) = self.debug.as_mut() {
            d.pending.insert(id);
        }
        let node = self.translate_node(id, inst, n, ops);
        if let Some(d) = self.debug.as_mut() {
            d.pending.remove(&id);
        }
        let node = node?;
        if let Some(d) = self.debug.as_mut() {
            d.nodes.insert(id, node);
        }
        Ok(node)
    }

    /// One debug instruction → its node (one arm per instruction).
    fn translate_node(&mut self, id: u32, inst: &Instruction, n: u32, ops: &[u32]) -> Result<Node<'a>, Error> {
        if n == tbl::MODULE_INTEL || n == tbl::MODULE_200 {
            return self.module(id, inst, ops, n == tbl::MODULE_200).map(Some);
        }
        if n == tbl::TYPE_SUBRANGE_200 {
            return self.subrange(id, ops).map(Some);
        }
        if n == tbl::TYPE_ARRAY_DYNAMIC_200 {
            return self.dynamic_array_type(id, ops).map(Some);
        }
        if n == tbl::TYPE_STRING_200 {
            return self.string_type(id, ops).map(Some);
        }
        let Some(op) = D::from_u32(n) else { return Err(self.di_error(id, format!("unknown debug instruction {n}"))) };
        match op {
            D::DebugInfoNone => Ok(None),
            // A linked module's further units read as the first (one DIBuilder, one unit).
            D::DebugCompilationUnit => Ok(self.debug.as_ref().and_then(|d| d.unit)),
            D::DebugSource => self.di_file(id, id).map(Some),
            D::DebugTypeBasic => self.basic_type(id, inst, ops).map(Some),
            D::DebugTypePointer => self.pointer_type(id, inst, ops).map(Some),
            D::DebugTypeQualifier => self.qualified_type(id, inst, ops).map(Some),
            D::DebugTypePtrToMember => self.member_pointer_type(id, ops).map(Some),
            D::DebugTypeArray => self.array_type(id, ops).map(Some),
            D::DebugTypeVector => self.vector_type(id, inst, ops).map(Some),
            D::DebugTypeMatrix => self.matrix_type(id, inst, ops).map(Some),
            D::DebugTypedef => self.typedef(id, inst, ops).map(Some),
            D::DebugTypeFunction => self.function_type(id, inst, ops).map(Some),
            D::DebugTypeEnum => self.enum_type(id, inst, ops).map(Some),
            D::DebugTypeComposite => self.composite_type(id, inst, ops).map(Some),
            D::DebugTypeMember | D::DebugTypeInheritance => Err(self.di_error(id, "used outside a DebugTypeComposite")),
            D::DebugFunction | D::DebugFunctionDeclaration => self.subprogram(id, inst, ops, op == D::DebugFunction).map(Some),
            D::DebugLexicalBlock => self.lexical_block(id, inst, ops).map(Some),
            D::DebugLexicalBlockDiscriminator => self.block_discriminator(id, inst, ops).map(Some),
            D::DebugInlinedAt => self.inlined_at(id, inst, ops).map(Some),
            D::DebugLocalVariable => self.local_variable_info(id, inst, ops).map(Some),
            D::DebugGlobalVariable => self.global_variable_info(id, inst, ops).map(Some),
            D::DebugExpression => self.expression(id, inst, ops).map(Some),
            D::DebugImportedEntity => self.imported_entity(id, inst, ops),
            D::DebugMacroDef | D::DebugMacroUndef => self.macro_node(id, inst, ops, op == D::DebugMacroDef).map(Some),
            // Read with their target (`template_params`).
            D::DebugTypeTemplate => match ops.first() {
                Some(&target) => self.di_node(target),
                None => Ok(None),
            },
            // Not nodes of their own, or nothing LLVM keeps.
            _ => Ok(None),
        }
    }

    fn basic_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let size = self.size_operand(id, ops, 1)?;
        let enc = self.lit(id, inst, ops, 2)?;
        let enc = tbl::encoding_to_llvm(enc).ok_or_else(|| self.di_error(id, format!("unknown encoding {enc}")))?;
        let flags = match ops.get(3) {
            Some(_) if self.literals_are_ids(inst) => tbl::flags_to_llvm(self.lit(id, inst, ops, 3)?),
            _ => 0,
        };
        if enc == tbl::DW_ATE_ADDRESS && name == tbl::VOID_POINTER {
            // How a `void *` is written (`tables::debug::VOID_POINTER`).
            return self.dl(self.dib()?.pointer_type(None, size, None));
        }
        self.dl(self.dib()?.basic_type(&name, size, enc, flags))
    }

    fn pointer_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let base = self.node_arg(id, ops, 0)?;
        let sc = self.lit(id, inst, ops, 1)?;
        // Function storage (and what some producers write for "none": -1) has no address space.
        let space = StorageClass::from_u32(sc).filter(|&s| s != StorageClass::Function).and_then(crate::tables::address_space);
        let bits = self.debug.as_ref().map_or(64, |d| d.pointer_bits);
        let flags = self.lit(id, inst, ops, 2)?;
        // A reference flag makes a reference (`tables::debug::REFERENCES`).
        let dib = self.dib()?;
        let ty = match tbl::REFERENCES.iter().find(|r| flags & r.1 != 0) {
            Some(&(tag, _)) => self.dl(dib.reference_type(tag, base))?,
            None => self.dl(dib.pointer_type(base, bits, space))?,
        };
        // A method's `this` (artificial when implicit), as clang writes it.
        if flags & tbl::FLAG_OBJECT_POINTER != 0 {
            self.dl(dib.object_pointer_type(ty, flags & tbl::FLAG_ARTIFICIAL != 0))
        } else if flags & tbl::FLAG_ARTIFICIAL != 0 {
            self.dl(dib.artificial_type(ty))
        } else {
            Ok(ty)
        }
    }

    fn qualified_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let base = self.node_arg(id, ops, 0)?;
        let q = self.lit(id, inst, ops, 1)?;
        let tag = tbl::to_llvm(tbl::QUALIFIERS, q).ok_or_else(|| self.di_error(id, format!("unknown qualifier {q}")))?;
        self.dl(self.dib()?.qualified_type(tag, base))
    }

    /// A pointer to a member of class `ops[1]` of type `ops[0]` (SPIR-V states no size).
    fn member_pointer_type(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let member = self.node_arg(id, ops, 0)?;
        let class = self.node_arg(id, ops, 1)?;
        self.dl(self.dib()?.member_pointer_type(member, class))
    }

    /// An array's element type: an unknown one (`DebugInfoNone`) is named as the reference
    /// names it.
    fn element_type(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        match self.node_arg(id, ops, 0)? {
            Some(e) => Ok(e),
            None => self.unknown_type(),
        }
    }

    /// A count, bound, stride or descriptor field (`DebugTypeSubrange`,
    /// `DebugTypeArrayDynamic`): absent (`DebugInfoNone`), a constant, a variable or an
    /// expression.
    fn bound_operand(&mut self, id: u32, w: u32) -> Result<Node<'a>, Error> {
        if self.is_info_none(w) {
            return Ok(None);
        }
        if let Some(v) = self.constant_value(w) {
            let signed = match self.index.type_of(Id(w)).and_then(|t| self.index.def(t)).and_then(|d| d.operands.first().copied()) {
                Some(32) => i64::from(v as u32 as i32),
                _ => v as i64,
            };
            return self.dl(self.dib()?.int_metadata(signed)).map(Some);
        }
        let is_bound = self.index.def(Id(w)).and_then(|d| self.debug_inst(d)).is_some_and(|(n, _)| {
            matches!(D::from_u32(n), Some(D::DebugLocalVariable | D::DebugGlobalVariable | D::DebugExpression))
        });
        if !is_bound {
            return Err(self.di_error(id, format!("%{w} is neither a constant, a variable, an expression nor DebugInfoNone")));
        }
        self.node_operand(id, w)
    }

    /// `DebugTypeSubrange count lower upper stride` (`.200`) → a `DISubrange`.
    fn subrange(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let mut bounds = [None; 4];
        for (i, b) in bounds.iter_mut().enumerate() {
            let w = self.arg(id, ops, i)?;
            *b = self.bound_operand(id, w)?;
        }
        self.dl(self.dib()?.subrange_bounds(bounds))
    }

    /// `DebugTypeArrayDynamic base data-location associated allocated rank subranges…`
    /// (`.200`, Fortran arrays) → an array `DICompositeType` with its descriptor.
    fn dynamic_array_type(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let elem = self.element_type(id, ops)?;
        let mut descriptor = [None; 4];
        for (i, d) in descriptor.iter_mut().enumerate() {
            let w = self.arg(id, ops, i + 1)?;
            *d = self.bound_operand(id, w)?;
        }
        let mut subs = Vec::new();
        for &s in ops.iter().skip(5) {
            if !self.is_info_none(s) {
                subs.push(self.node_operand(id, s)?.ok_or_else(|| self.di_error(id, format!("subrange %{s} is no node")))?);
            }
        }
        self.dl(self.dib()?.dynamic_array_type(elem.di_type_size(), Some(elem), &subs, descriptor))
    }

    /// `DebugTypeString name base-type data-location size length-address [length-size]`
    /// (`.200`) → a `DIStringType`: the encoding is the base type's (a `DebugTypeBasic`, or
    /// none), the length a variable or an expression.
    fn string_type(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let base = self.arg(id, ops, 1)?;
        let encoding = match self.node_operand(id, base)?.and_then(Metadata::di_node) {
            Some(crate::llvm::DiNode::BasicType { encoding, .. }) => encoding,
            None => 0,
            Some(_) => return Err(self.di_error(id, format!("base type %{base} is not a DebugTypeBasic"))),
        };
        let location = self.bound_operand(id, self.arg(id, ops, 2)?)?;
        let size = self.size_operand(id, ops, 3)?;
        let length = self.bound_operand(id, self.arg(id, ops, 4)?)?;
        let is_expression = |m: Option<Metadata<'a>>| m.is_some_and(|m| m.kind() == crate::llvm::MetadataKind::DiExpression);
        if location.is_some() && !is_expression(location) {
            return Err(self.di_error(id, "data location is not a DebugExpression"));
        }
        let (variable, expression) = if is_expression(length) { (None, length) } else { (length, None) };
        self.dl(self.dib()?.string_type(&name, size, encoding, variable, expression, location))
    }

    fn array_type(&mut self, id: u32, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let elem = Some(self.element_type(id, ops)?);
        // The size: the element's times every count (unknown when a count is).
        let mut size = elem.map_or(0, Metadata::di_type_size);
        let mut subs = Vec::new();
        for &c in ops.iter().skip(1) {
            // A `DebugTypeSubrange` (`.200`) is the subrange itself; its count is its first
            // operand.
            let subrange = self.index.def(Id(c)).and_then(|d| self.debug_inst(d)).filter(|(n, _)| *n == tbl::TYPE_SUBRANGE_200);
            if let Some((_, sops)) = subrange {
                let count = sops.first().and_then(|&n| self.constant_value(n)).filter(|&n| i64::try_from(n).is_ok());
                size = size.saturating_mul(count.unwrap_or(0));
                subs.push(self.di_node(c)?.ok_or_else(|| self.di_error(id, format!("subrange %{c} is no node")))?);
                continue;
            }
            // A count given by a variable (a C variable-length array: clang's `__vla_expr`) is
            // that variable's node.
            if self.is_debug_kind(c, D::DebugLocalVariable) || self.is_debug_kind(c, D::DebugGlobalVariable) {
                size = 0;
                let var = self.di_node(c)?;
                subs.push(self.dl(self.dib()?.subrange_bounds([var, None, None, None]))?);
                continue;
            }
            // Another count that is not a constant, or 0, is unknown. All ones (-1 as a 64-bit
            // constant) is what the forward direction writes for it.
            let count = self.constant_value(c).and_then(|n| i64::try_from(n).ok());
            size = size.saturating_mul(count.map_or(0, |n| n as u64));
            let count = match count {
                Some(0) | None => -1,
                Some(n) => n,
            };
            subs.push(self.dl(self.dib()?.subrange(0, count))?);
        }
        if subs.is_empty() {
            return Err(self.di_error(id, "no component count"));
        }
        self.dl(self.dib()?.array_type(size, elem, &subs, false))
    }

    fn vector_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let elem = self.node_arg(id, ops, 0)?;
        let count = self.lit(id, inst, ops, 1)?;
        let sub = self.dl(self.dib()?.subrange(0, i64::from(count)))?;
        // A vector of 3 takes the room of 4 (OpenCL C, and LLVM's layout).
        let lanes = if count == 3 { 4 } else { u64::from(count) };
        let size = elem.map_or(0, Metadata::di_type_size).saturating_mul(lanes);
        self.dl(self.dib()?.array_type(size, elem, &[sub], true))
    }

    /// `DebugTypeMatrix` (NonSemantic sets): an array of its column vectors, as the matrix type
    /// itself becomes an array of columns.
    fn matrix_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let column = self.node_arg(id, ops, 0)?;
        let count = self.lit(id, inst, ops, 1)?;
        let sub = self.dl(self.dib()?.subrange(0, i64::from(count)))?;
        let size = column.map_or(0, Metadata::di_type_size).saturating_mul(u64::from(count));
        self.dl(self.dib()?.array_type(size, column, &[sub], false))
    }

    fn typedef(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let base = self.node_arg(id, ops, 1)?;
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        let scope = self.node_arg(id, ops, 5)?;
        self.dl(self.dib()?.typedef(base, &name, file, line, scope))
    }

    fn function_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let flags = tbl::flags_to_llvm(self.lit(id, inst, ops, 0)?);
        let mut types = Vec::new();
        for i in 1..ops.len().max(2) {
            types.push(self.node_arg(id, ops, i)?);
        }
        self.dl(self.dib()?.subroutine_type(&types, flags))
    }

    fn enum_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        // An unnamed basic type stands for no `baseType:` (`tables::debug::IMPLIED_ENUM_BASE`).
        let implied = self.index.def(Id(self.arg(id, ops, 1)?)).and_then(|d| self.debug_inst(d)).is_some_and(|(n, base_ops)| {
            n == D::DebugTypeBasic as u32 && base_ops.first().is_some_and(|&s| self.di_string(id, s, 0).is_ok_and(|t| t == tbl::IMPLIED_ENUM_BASE))
        });
        let underlying = if implied { None } else { self.node_arg(id, ops, 1)? };
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        let scope = self.node_arg(id, ops, 5)?;
        let size = self.size_operand(id, ops, 6)?;
        let scoped = tbl::flags_to_llvm(self.lit(id, inst, ops, 7)?) & tbl::DI_FLAG_ENUM_CLASS != 0;
        let pairs = ops.get(8..).unwrap_or(&[]);
        if pairs.len() % 2 != 0 {
            return Err(self.di_error(id, "enumerator without a name"));
        }
        let mut items = Vec::new();
        for (k, pair) in pairs.chunks(2).enumerate() {
            let i = 8 + 2 * k;
            let v = self.size_operand(id, ops, i)?;
            let n = self.di_string(id, pair.get(1).copied().unwrap_or(0), i + 1)?;
            items.push(self.dl(self.dib()?.enumerator(&n, v as i64, false))?);
        }
        self.dl(self.dib()?.enumeration_type(scope, &name, file, line, size, &items, underlying, scoped))
    }

    fn composite_type(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let tag = self.lit(id, inst, ops, 1)?;
        let tag = tbl::to_llvm(tbl::COMPOSITE_TAGS, tag).ok_or_else(|| self.di_error(id, format!("unknown composite tag {tag}")))?;
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        let scope = self.node_arg(id, ops, 5)?;
        let identifier = self.name_operand(id, ops, 6)?;
        let size = self.size_operand(id, ops, 7)?;
        let flags = tbl::flags_to_llvm(self.lit(id, inst, ops, 8)?);
        let temp = self.dl(self.dib()?.replaceable_composite(tag, &name, scope, file, line))?;
        if let Some(d) = self.debug.as_mut() {
            d.nodes.insert(id, Some(temp));
        }
        let mut members = Vec::new();
        let listed = ops.get(9..).unwrap_or(&[]);
        for &m in listed {
            if let Some(node) = self.member(id, m, temp)? {
                members.push(node);
            }
        }
        // Methods name the composite as their parent without being listed (see `methods`).
        let methods = self.debug.as_ref().and_then(|d| d.methods.get(&id).cloned()).unwrap_or_default();
        for m in methods {
            let pending = self.debug.as_ref().is_some_and(|d| d.pending.contains(&m));
            if listed.contains(&m) || pending {
                continue;
            }
            if let Some(node) = self.di_node(m)? {
                members.push(node);
            }
        }
        let mut done = self.dl(self.dib()?.composite_type(tag, scope, &name, file, line, size, flags, &members, &identifier))?;
        if let Some(params) = self.template_params(id)? {
            done = self.dl(self.dib()?.set_template_params(done, params))?;
        }
        self.dl(self.dib()?.replace(temp, done))?;
        Ok(done)
    }

    /// A member of composite `parent` (whose node is `scope` while it is built).
    fn member(&mut self, parent: u32, m: u32, scope: Metadata<'a>) -> Result<Node<'a>, Error> {
        let inst = self.def(Id(m))?;
        let (n, ops) = self.debug_inst(inst).ok_or_else(|| self.di_error(parent, format!("member %{m} is not a debug instruction")))?;
        let ns = self.literals_are_ids(inst);
        let node = match D::from_u32(n) {
            Some(D::DebugTypeMember) => {
                let name = self.name_operand(m, ops, 0)?;
                let ty = self.node_arg(m, ops, 1)?;
                let file = self.file_operand(m, ops, 2)?;
                let line = self.lit(m, inst, ops, 3)?;
                // OpenCL.DebugInfo.100 has a Parent operand here, the NonSemantic set does not.
                let at = if ns { 5 } else { 6 };
                let offset = self.size_operand(m, ops, at)?;
                let size = self.size_operand(m, ops, at + 1)?;
                let spv_flags = self.lit(m, inst, ops, at + 2)?;
                let (bit_field, flag_bit_field) = tbl::BIT_FIELD;
                let flags = tbl::flags_to_llvm(spv_flags) | if spv_flags & flag_bit_field != 0 { bit_field } else { 0 };
                // A member of unknown type has the reference's unknown type.
                let ty = match ty {
                    Some(t) => t,
                    None => self.unknown_type()?,
                };
                if flags & tbl::DI_FLAG_STATIC_MEMBER != 0 {
                    // A static member's value, when the member states a constant.
                    let value = ops.get(at + 3).filter(|&&v| self.index.def(Id(v)).is_some_and(|d| d.op().is_some_and(|o| o.is_constant())));
                    let value = value.map(|&v| self.value(Id(v))).transpose()?;
                    Some(self.dl(self.dib()?.static_member_type(Some(scope), &name, file, line, Some(ty), flags, value))?)
                } else {
                    Some(self.dl(self.dib()?.member_type(Some(scope), &name, file, line, size, offset, flags, Some(ty)))?)
                }
            }
            Some(D::DebugTypeInheritance) => {
                let at = if ns { 0 } else { 1 };
                let base = self.node_arg(m, ops, at)?;
                let offset = self.size_operand(m, ops, at + 1)?;
                let flags = tbl::flags_to_llvm(self.lit(m, inst, ops, at + 3)?);
                Some(self.dl(self.dib()?.inheritance(Some(scope), base, offset, flags))?)
            }
            _ => self.di_node(m)?,
        };
        if let Some(d) = self.debug.as_mut() {
            d.nodes.insert(m, node);
        }
        Ok(node)
    }

    fn subprogram(&mut self, id: u32, inst: &Instruction, ops: &[u32], function: bool) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let ty = self.node_arg(id, ops, 1)?;
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        // A subprogram at file scope names its unit as parent: its scope is its file (as clang
        // writes it; LLVM takes no unit as a subprogram's scope).
        let scope = match ops.get(5) {
            Some(&p) if self.is_debug_kind(p, D::DebugCompilationUnit) => file,
            _ => self.node_arg(id, ops, 5)?,
        };
        let linkage_name = self.name_operand(id, ops, 6)?;
        let flags = self.lit(id, inst, ops, 7)?;
        let scope_line = if function { self.lit(id, inst, ops, 8)? } else { 0 };
        // The LLVM function: the OpenCL set names it; the NonSemantic set's
        // DebugFunctionDefinition was indexed at setup.
        let target = match (function, self.literals_are_ids(inst)) {
            (false, _) => None,
            (true, false) => ops
                .get(9)
                .copied()
                .filter(|&f| self.functions.get(f as usize).copied().flatten().is_some())
                .or_else(|| self.debug.as_ref().and_then(|d| d.defined_by.get(&id).copied())),
            (true, true) => self.debug.as_ref().and_then(|d| d.defined_by.get(&id).copied()),
        };
        let llvm_fn = target.and_then(|f| self.functions.get(f as usize).copied().flatten());
        let with_body = llvm_fn.is_some_and(|f| f.entry_block().is_some() || self.has_body(target.unwrap_or(0)));
        // A `DebugEntryPoint` names a main subprogram (a kernel's too, as the reference reads it).
        let main = self.debug.as_ref().is_some_and(|d| d.entry_points.contains(&id));
        let sp_flags = tbl::subprogram_flags_to_llvm(flags) | if main { tbl::SP_FLAG_MAIN_SUBPROGRAM } else { 0 };
        // The declaration a definition specifies (a method's, a static member's): operand 10,
        // after the function (OpenCL set), or 9 (NonSemantic sets, which name no function).
        let at = if self.literals_are_ids(inst) { 9 } else { 10 };
        let declaration = match ops.get(at) {
            Some(&d) if function && self.is_debug_kind(d, D::DebugFunctionDeclaration) => self.di_node(d)?,
            _ => None,
        };
        let info = SubprogramInfo {
            name: &name,
            linkage_name: &linkage_name,
            line,
            scope_line,
            flags: tbl::flags_to_llvm(flags),
            local: sp_flags & (1 << 2) != 0,
            // A subprogram attached to a function body must be a (distinct) definition.
            definition: function && (with_body || sp_flags & (1 << 3) != 0),
            optimized: sp_flags & (1 << 4) != 0,
            sp_flags: sp_flags & !((1 << 2) | (1 << 3) | (1 << 4)),
        };
        let template_params = self.template_params(id)?;
        let sp = self.dl(self.dib()?.function(scope, file, ty, declaration, template_params, &info))?;
        if let (Some(f), Some(fid), true) = (llvm_fn, target, with_body) {
            let Some(d) = self.debug.as_mut() else { return Err(self.malformed("debug state")) };
            let first = *d.function_debug.entry(fid).or_insert(id) == id;
            if first && f.subprogram_unset() {
                self.ll(f.set_subprogram(sp))?;
            }
        }
        Ok(sp)
    }

    /// `DebugImportedEntity`: a `DIImportedEntity`, which the builder lists in its scope; none
    /// when the entity is `DebugInfoNone` (what a writer leaves of an entity it cannot state,
    /// such as a module in `NonSemantic.Shader.DebugInfo.100`).
    fn imported_entity(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Node<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let tag = self.lit(id, inst, ops, 1)?;
        let tag = tbl::to_llvm(tbl::IMPORTED_ENTITY_TAGS, tag).ok_or_else(|| self.di_error(id, format!("unknown imported entity tag {tag}")))?;
        let file = self.file_operand(id, ops, 2)?;
        let Some(entity) = self.node_arg(id, ops, 3)? else { return Ok(None) };
        let line = self.lit(id, inst, ops, 4)?;
        let scope = self.node_arg(id, ops, 6)?;
        self.dl(self.dib()?.imported_entity(tag == 0x3a, scope, Some(entity), file, line, &name)).map(Some)
    }

    /// `DebugModuleINTEL` (name, source, parent, line, configuration macros, include path,
    /// API notes, is-declaration; `DebugModule` of the `.200` set has the line before the
    /// parent) → a `DIModule` (the C API states no file, line or declaration flag for it).
    fn module(&mut self, id: u32, inst: &Instruction, ops: &[u32], line_first: bool) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let (line_at, parent_at) = if line_first { (2, 3) } else { (3, 2) };
        let _line = self.lit(id, inst, ops, line_at)?;
        let parent = self.node_arg(id, ops, parent_at)?;
        // LLVM puts a module in no scope, or in another module.
        let scope = parent.filter(|p| p.kind() == crate::llvm::MetadataKind::DiModule);
        let macros = self.name_operand(id, ops, 4)?;
        let path = self.name_operand(id, ops, 5)?;
        let notes = self.name_operand(id, ops, 6)?;
        self.dl(self.dib()?.module(scope, &name, &macros, &path, &notes))
    }

    /// `DebugMacroDef` (`define`) or `DebugMacroUndef` → `DIMacro`. A macro of the unit's own
    /// source is listed in the unit; one of another source in that file's `DIMacroFile`. An
    /// undefinition takes the name of the definition it names (`<UNAVAILABLE_MACRO_NAME>` for
    /// `DebugInfoNone`, as the reference reads it).
    fn macro_node(&mut self, id: u32, inst: &Instruction, ops: &[u32], define: bool) -> Result<Metadata<'a>, Error> {
        let source = self.arg(id, ops, 0)?;
        let line = self.lit(id, inst, ops, 1)?;
        let (name, value) = if define {
            let value = match ops.get(3) {
                Some(&v) => self.name_operand(id, ops, 3).map_err(|_| self.di_error(id, format!("value (%{v}) is not an OpString")))?,
                None => String::new(),
            };
            (self.name_operand(id, ops, 2)?, value)
        } else {
            let def = self.arg(id, ops, 2)?;
            let name = match self.index.def(Id(def)).and_then(|d| self.debug_inst(d)) {
                Some((n, def_ops)) if n == D::DebugMacroDef as u32 => self.name_operand(def, def_ops, 2)?,
                Some((n, _)) if n == D::DebugInfoNone as u32 => tbl::UNKNOWN_MACRO_NAME.to_string(),
                _ => return Err(self.di_error(id, format!("macro %{def} is not a DebugMacroDef"))),
            };
            (name, String::new())
        };
        if name.is_empty() {
            return Err(self.di_error(id, "a macro without a name"));
        }
        let file = self.di_file(id, source)?;
        let parent = match self.debug.as_ref() {
            Some(d) if d.unit_file == Some(file) => None,
            Some(d) if d.macro_files.contains_key(&source) => d.macro_files.get(&source).copied(),
            _ => {
                let macro_file = self.dl(self.dib()?.macro_file(None, 0, Some(file)))?;
                if let Some(d) = self.debug.as_mut() {
                    d.macro_files.insert(source, macro_file);
                }
                Some(macro_file)
            }
        };
        self.dl(self.dib()?.macro_(parent, line, define, &name, &value))
    }

    /// The type the reference writes for `DebugInfoNone` where LLVM needs a type.
    fn unknown_type(&self) -> Result<Metadata<'a>, Error> {
        self.dl(self.dib()?.unspecified_type(tbl::UNKNOWN_TYPE_NAME))
    }

    /// Whether `id` is a debug instruction of kind `kind`.
    fn is_debug_kind(&self, id: u32, kind: D) -> bool {
        self.index.def(Id(id)).and_then(|i| self.debug_inst(i)).is_some_and(|(n, _)| n == kind as u32)
    }

    /// Whether SPIR-V function `f` (by id) has a body.
    fn has_body(&self, f: u32) -> bool {
        self.debug.as_ref().is_some_and(|d| d.with_body.contains(&f))
    }

    fn lexical_block(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let file = self.file_operand(id, ops, 0)?;
        let line = self.lit(id, inst, ops, 1)?;
        let column = self.lit(id, inst, ops, 2)?;
        let scope = self.node_arg(id, ops, 3)?;
        if ops.len() > 4 {
            let name = self.name_operand(id, ops, 4)?;
            // `.200`: whether the namespace is inline (a boolean constant).
            let inline = ops.get(5).and_then(|&b| self.index.def(Id(b))).is_some_and(|d| d.op() == Some(Op::ConstantTrue));
            return self.dl(self.dib()?.namespace(scope, &name, inline));
        }
        self.dl(self.dib()?.lexical_block(scope, file, line, column))
    }

    fn block_discriminator(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let file = self.file_operand(id, ops, 0)?;
        let disc = self.lit(id, inst, ops, 1)?;
        let scope = self.node_arg(id, ops, 2)?;
        self.dl(self.dib()?.lexical_block_file(scope, file, disc))
    }

    fn inlined_at(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let line = self.lit(id, inst, ops, 0)?;
        let scope = self.node_arg(id, ops, 1)?.ok_or_else(|| self.di_error(id, "no scope"))?;
        let outer = match ops.get(2) {
            Some(_) => self.node_arg(id, ops, 2)?,
            None => None,
        };
        self.dl(self.dib()?.call_site(line, 0, scope, outer))
    }

    fn local_variable_info(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let ty = self.node_arg(id, ops, 1)?;
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        let scope = self.node_arg(id, ops, 5)?;
        let flags = tbl::flags_to_llvm(self.lit(id, inst, ops, 6)?);
        let arg = match ops.get(7) {
            Some(_) => Some(self.lit(id, inst, ops, 7)?).filter(|&a| a > 0),
            None => None,
        };
        self.dl(self.dib()?.local_variable(scope, &name, arg, file, line, ty, flags))
    }

    fn global_variable_info(&mut self, id: u32, inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let name = self.name_operand(id, ops, 0)?;
        let ty = self.node_arg(id, ops, 1)?;
        let file = self.file_operand(id, ops, 2)?;
        let line = self.lit(id, inst, ops, 3)?;
        let scope = self.node_arg(id, ops, 5)?;
        let linkage = self.name_operand(id, ops, 6)?;
        let var = self.arg(id, ops, 7)?;
        let flags = self.lit(id, inst, ops, 8)?;
        let decl = match ops.get(9) {
            Some(_) => self.node_arg(id, ops, 9)?,
            None => None,
        };
        let var_def = self.index.def(Id(var));
        let constant = var_def.filter(|d| d.op() == Some(Op::Constant)).and_then(|_| self.constant_value(var));
        let words = match constant {
            Some(v) => tbl::constant_expression(v).to_vec(),
            None => Vec::new(),
        };
        // The NonSemantic sets may name the expression that states the value instead.
        let expr = match self.is_debug_kind(var, D::DebugExpression) {
            true => self.node_operand(id, var)?.ok_or_else(|| self.di_error(id, "an expression that is no node"))?,
            false => self.dl(self.dib()?.expression(&words))?,
        };
        let local = flags & tbl::FLAG_IS_LOCAL != 0;
        // LLVM wants a type on every global variable; DebugInfoNone is the reference's unknown one.
        let ty = match ty {
            Some(t) => t,
            None => self.unknown_type()?,
        };
        let gve = self.dl(self.dib()?.global_variable(scope, &name, &linkage, file, line, Some(ty), local, expr, decl))?;
        if var_def.is_some_and(|d| d.op() == Some(Op::Variable)) {
            if let Some(g) = self.values.get(var as usize).copied().flatten().filter(|g| g.is_global()) {
                self.ll(g.set_metadata(names::DBG, gve))?;
            }
        }
        Ok(gve)
    }

    fn expression(&mut self, id: u32, _inst: &Instruction, ops: &[u32]) -> Result<Metadata<'a>, Error> {
        let mut words = Vec::new();
        for (i, &o) in ops.iter().enumerate() {
            let def = self.index.def(Id(o));
            let (n, oops) = def.and_then(|d| self.debug_inst(d)).ok_or_else(|| self.di_error(id, format!("operand {i} (%{o}) is not a DebugOperation")))?;
            let oinst = def.ok_or_else(|| self.di_error(id, "operand"))?;
            if n != D::DebugOperation as u32 {
                return Err(self.di_error(id, format!("operand {i} (%{o}) is not a DebugOperation")));
            }
            let code = self.lit(o, oinst, oops, 0)?;
            let row = tbl::operation_by_spirv(code).ok_or_else(|| self.di_error(o, format!("unknown operation {code}")))?;
            if oops.len() != 1 + row.operands {
                return Err(self.di_error(o, format!("operation {code} takes {} operands, not {}", row.operands, oops.len() - 1)));
            }
            words.push(row.dwarf);
            for k in 0..row.operands {
                words.push(u64::from(self.lit(o, oinst, oops, 1 + k)?));
            }
        }
        self.dl(self.dib()?.expression(&words))
    }
}

/// Whether a value is a global variable (debug info is attached to globals only).
trait IsGlobal {
    fn is_global(&self) -> bool;
}

impl IsGlobal for Value<'_> {
    fn is_global(&self) -> bool {
        self.kind() == crate::llvm::ValueKind::GlobalVariable
    }
}
