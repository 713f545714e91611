//! Debug information: LLVM debug metadata → the `OpenCL.DebugInfo.100` extended instruction set.
//!
//! Active only when the module has `!llvm.dbg.cu`. Nodes are translated on first use and
//! memoized by node; module-level debug instructions go, in creation order, after every type,
//! constant and global variable (`Builder::debug_info`), so they may refer to all of those. The
//! two forward references the set allows are the only ones made: a composite's members (made
//! after the composite, which they name as parent; the NonSemantic sets' members name none and
//! come first) and a function definition's `OpFunction`.
//! Inside functions, each instruction with a `!dbg` location is preceded by `DebugScope` when its
//! scope or inlined-at chain changes and by `OpLine` when its line or column changes (both are
//! restated after every label); debug records become `DebugDeclare`/`DebugValue` where they
//! stand.
//!
//! The DWARF ↔ SPIR-V values (languages, encodings, tags, flags, expression operations) come
//! from `tables::debug`. A node kind or a record that has no counterpart yet becomes
//! `DebugInfoNone` or is left out; it never fails the translation.

use std::collections::{HashMap, HashSet};

use ::spirv::{NonsemanticShaderDebuginfo100Op as NonSemanticOp, Op, OpenclDebuginfo100Op as D};
use spirv_llvm_metadata::names;

use super::{DebugInfoFormat, Result, Translator};
use crate::llvm::{DbgRecordKind, DiNode, Metadata, Value};
use crate::spirv::{Id, Instruction};
use crate::tables;

/// `DW_TAG_*` values the translation tells apart.
mod tag {
    pub const ARRAY: u32 = 0x01;
    pub const CLASS: u32 = 0x02;
    pub const ENUMERATION: u32 = 0x04;
    pub const MEMBER: u32 = 0x0d;
    pub const POINTER: u32 = 0x0f;
    pub const REFERENCE: u32 = 0x10;
    pub const TYPEDEF: u32 = 0x16;
    pub const INHERITANCE: u32 = 0x1c;
    pub const PTR_TO_MEMBER: u32 = 0x1f;
    pub const RVALUE_REFERENCE: u32 = 0x42;
}

/// `DIFlagPrivate` and `DIFlagPublic` (the access field of `DIFlags`).
const DI_FLAG_PRIVATE: u32 = 1;
const DI_FLAG_PUBLIC: u32 = 3;

/// `DW_ATE_address`.

/// `DW_ATE_signed`.
const DW_ATE_SIGNED: u32 = 0x05;

/// `DIFlagVector`: an array type that is a vector.
const DI_FLAG_VECTOR: u32 = 1 << 11;

/// The extension that adds `DebugModuleINTEL` to `OpenCL.DebugInfo.100`.
const DEBUG_MODULE: &str = "SPV_INTEL_debug_module";

/// The version `DebugCompilationUnit` states (that of the `OpenCL.DebugInfo.100` set).
const DEBUG_INFO_VERSION: u32 = 65536;

/// State of the debug-information translation.
pub(crate) struct DebugInfo<'m> {
    /// The `OpenCL.DebugInfo.100` import.
    set: Id,
    /// Whether the set is `NonSemantic.Shader.DebugInfo.*` (literal operands as constant ids,
    /// `DebugLine`, `DebugFunctionDefinition`).
    nonsemantic: bool,
    /// `DebugInfoNone`.
    none: Id,
    /// `OpTypeVoid`, the result type of every debug instruction.
    void: Id,
    /// The compilation unit instruction (the parent of module-level entities).
    unit: Id,
    /// The `DebugFunction`s of main subprograms, whose `DebugEntryPoint`s close the module's
    /// debug information (NonSemantic sets).
    entry_points: Vec<Id>,
    /// The DWARF version (`"Dwarf Version"` module flag).
    dwarf_version: u32,
    /// `OpString`s by text.
    strings: HashMap<String, Id>,
    /// Translated nodes.
    nodes: HashMap<Metadata<'m>, Id>,
    /// Nodes being translated (a cycle through them gives `DebugInfoNone`).
    in_progress: HashSet<Metadata<'m>>,
    /// Retained nodes of a subprogram reached inside another node's translation (a lexical
    /// block of the subprogram, say): written once that outermost node is done, so that
    /// their scopes are not caught in the cycle.
    pending_retained: Vec<Metadata<'m>>,
    /// `DebugSource` and file-name `OpString` of each `DIFile`.
    files: HashMap<Metadata<'m>, (Id, Id)>,
    /// `DebugSource` and file-name `OpString` of each path.
    file_paths: HashMap<String, (Id, Id)>,
    /// The `OpFunction` of each function's `DISubprogram`.
    function_of: HashMap<Metadata<'m>, Id>,
    /// The SPIR-V variable that each `DIGlobalVariableExpression` is attached to.
    global_of: HashMap<Metadata<'m>, Id>,
    /// The current `OpLine` (file string, line, column) in the block being emitted.
    line: Option<(Id, u32, u32)>,
    /// The current `DebugScope` operands in the block being emitted.
    scope: Option<(Id, Option<Id>)>,
    /// The last location scope translated, its `DebugScope` id and the file ids of its
    /// lines (consecutive instructions mostly share a scope: reading the scope's node again
    /// for each would dominate the time `-g` adds).
    last_scope: Option<(Metadata<'m>, ScopeIds)>,
}

/// A location scope's `DebugScope` id and the (`DebugSource`, file-name `OpString`) of its file.
type ScopeIds = (Id, Option<(Id, Id)>);

impl<'m> Translator<'m> {
    /// Starts the debug-information translation when the module has `!llvm.dbg.cu`: imports the
    /// set and makes the compilation unit and the global variables it lists.
    pub(crate) fn debug_info_start(&mut self) -> Result<()> {
        let Some(units) = self.named_metadata("llvm.dbg.cu") else { return Ok(()) };
        let Some(&cu) = units.operands().first() else { return Ok(()) };
        let (set_name, nonsemantic) = match self.options.debug_info {
            DebugInfoFormat::OpenCl100 => (crate::spirv::grammar::OPENCL_DEBUG_INFO_100, false),
            DebugInfoFormat::NonSemanticShader100 => (crate::spirv::grammar::NONSEMANTIC_DEBUG_INFO_100, true),
            DebugInfoFormat::NonSemanticShader200 => (crate::spirv::grammar::NONSEMANTIC_DEBUG_INFO_200, true),
        };
        // The format names the extension (as the reference translator takes it): declared
        // unless `--spirv-ext` denies it by name.
        if nonsemantic {
            const EXTENSION: &str = "SPV_KHR_non_semantic_info";
            if self.options.extensions.denied.iter().any(|e| e == EXTENSION) {
                return Err(super::error::unsupported(format!("{set_name} debug information needs {EXTENSION}, which --spirv-ext denies")));
            }
            self.b.extension(EXTENSION);
        }
        let set = self.b.ext_inst_import(set_name);
        let void = self.b.type_void();
        let dwarf_version = self.module_flag(names::DWARF_VERSION_FLAG).unwrap_or(4);
        let mut dbg = DebugInfo {
            set,
            nonsemantic,
            none: Id(0),
            void,
            unit: Id(0),
            dwarf_version,
            strings: HashMap::new(),
            nodes: HashMap::new(),
            in_progress: HashSet::new(),
            pending_retained: Vec::new(),
            files: HashMap::new(),
            file_paths: HashMap::new(),
            global_of: HashMap::new(),
            function_of: HashMap::new(),
            line: None,
            last_scope: None,
            scope: None,
            entry_points: Vec::new(),
        };
        // `DebugInfoNone` follows the unit, as the reference orders them.
        dbg.none = self.b.id();
        for f in self.module.functions() {
            if let (Some(sp), Some(info)) = (f.subprogram(), self.functions.get(&f.as_value())) {
                dbg.function_of.insert(sp, info.id);
            }
        }
        for g in self.module.globals() {
            let v = g.as_value();
            if let (Ok(Some(gve)), Some(val)) = (v.metadata(names::DBG), self.consts.get(&v)) {
                dbg.global_of.insert(gve, val.id);
            }
        }
        self.dbg = Some(Box::new(dbg));
        let unit = self.di(Some(cu))?;
        if let Some(d) = self.dbg.as_mut() {
            d.unit = unit;
        }
        let none = Id(self.di_none());
        self.dinst_as(none, D::DebugInfoNone, vec![]);
        // The producer, where the reference translator keeps it (SPIR-V 1.1).
        if let Some(DiNode::CompileUnit { producer, .. }) = cu.di_node() {
            if !producer.is_empty() && self.options.max_version >= (1, 1) {
                self.require_version((1, 1), "OpModuleProcessed (the debug-information producer)")?;
                let mut operands = Vec::new();
                crate::spirv::operands::encode_string(&format!("Debug info producer: {producer}"), &mut operands);
                self.b.processed.push(Instruction { opcode: Op::ModuleProcessed as u16, result_type: None, result: None, operands });
            }
        }
        // What the unit lists and every defined function's subprogram are written whether or not a
        // location refers to them (a function without locations keeps its DebugFunction, an
        // enumeration only the unit lists is kept), as the reference walks them all.
        // A module linked from several units (one `DICompileUnit` each) has one
        // `DebugCompilationUnit` per unit, and every unit's lists are walked, so that nothing
        // they hold is lost.
        // A node those lists hold in a file scope is that unit's (its DebugCompilationUnit is
        // the parent, which the reverse direction reads as the unit holding it).
        let units: Vec<Metadata<'m>> = units.operands().into_iter().collect();
        for &unit in &units {
            if let Some(DiNode::CompileUnit { globals, retained: [enums, types, imports], dwo_id, split_debug_file, .. }) =
                unit.di_node()
            {
                let own = self.di(Some(unit))?;
                if unit == cu {
                    self.split_dwarf(dwo_id, &split_debug_file);
                }
                self.in_unit(own, |t| {
                    for list in [imports, globals, enums, types].into_iter().flatten() {
                        for node in list.operands().unwrap_or_default().into_iter().flatten() {
                            t.di(Some(node))?;
                        }
                    }
                    Ok(())
                })?;
            }
        }
        let subprograms: Vec<_> =
            self.module.functions().filter(|f| f.is_declaration() == Some(false)).filter_map(|f| f.subprogram()).collect();
        for sp in subprograms {
            self.di(Some(sp))?;
        }
        let (mut defined, mut files) = (HashMap::new(), HashSet::new());
        for &unit in &units {
            if let Some(DiNode::CompileUnit { macros: Some(macros), file, .. }) = unit.di_node() {
                // The first unit's own macros stay the unit's; another unit's are its file's.
                let source = if unit == cu { self.unit_source() } else { self.di_file(file).0 };
                self.di_macros(macros, source, 0, &mut defined, &mut files)?;
            }
        }
        Ok(())
    }

    /// NonSemantic sets: the first unit's split-DWARF facts, `dwoId:` as `DebugBuildIdentifier`
    /// (its decimal text, with the flag `IdentifierPossibleDuplicates` as the reference writes
    /// it) and `splitDebugFilename:` as `DebugStoragePath`; each only when the unit has it.
    /// `OpenCL.DebugInfo.100` has neither instruction: there they are not kept.
    fn split_dwarf(&mut self, dwo_id: u64, split_debug_file: &str) {
        if !self.dbg.as_ref().is_some_and(|d| d.nonsemantic) {
            return;
        }
        if dwo_id != 0 {
            let identifier = self.dstr(&dwo_id.to_string());
            let ty = self.b.type_int(32);
            let flags = self.b.const_int(ty, 32, u64::from(tables::debug::IDENTIFIER_POSSIBLE_DUPLICATES));
            self.dinst_number(NonSemanticOp::DebugBuildIdentifier as u32, vec![identifier.0, flags.0]);
        }
        if !split_debug_file.is_empty() {
            let path = self.dstr(split_debug_file);
            self.dinst_number(NonSemanticOp::DebugStoragePath as u32, vec![path.0]);
        }
    }

    /// `DebugMacroDef`/`DebugMacroUndef` of each macro in `list` (the unit's `macros:` or a
    /// macro file's `nodes:`), in order; `source` is the `DebugSource` of the file they are in
    /// (the unit's for its own list: the reverse puts macros of that source back in the unit).
    /// `defined` maps a name to its latest definition, which an undefinition names
    /// (`DebugInfoNone` when there is none). Each macro file is written once (`files`): a
    /// uniqued file listed again adds nothing, and shared lists cannot multiply the work.
    fn di_macros(&mut self, list: Metadata<'m>, source: Id, depth: u32, defined: &mut HashMap<String, Id>,
        files: &mut HashSet<Metadata<'m>>) -> Result<()> {
        // Macro files nest as `#include`s do; distinct nodes could make a cycle.
        const MAX_DEPTH: u32 = 256;
        if depth > MAX_DEPTH {
            return Err(super::error::invalid(format!("macro files nested deeper than {MAX_DEPTH} (a cycle?) at {list}")));
        }
        for node in list.operands().unwrap_or_default().into_iter().flatten() {
            match node.di_node() {
                Some(DiNode::MacroFile { file, nodes, .. }) => {
                    if !files.insert(node) {
                        continue;
                    }
                    let (file_source, _) = self.di_file(file);
                    if let Some(nodes) = nodes {
                        self.di_macros(nodes, file_source, depth + 1, defined, files)?;
                    }
                }
                Some(DiNode::Macro { kind, line, name, value }) => {
                    let Some(op) = tables::debug::MACROS.iter().find(|r| r.0 == kind).and_then(|r| D::from_u32(r.1)) else {
                        return Err(super::error::invalid(format!("macro {node} of type {kind}, neither define nor undef")));
                    };
                    let name_id = self.dstr(&name);
                    if kind == tables::debug::DW_MACINFO_DEFINE {
                        let mut operands = vec![source.0, line, name_id.0];
                        // No value and an empty one read back alike (the reference writes none).
                        if !value.is_empty() {
                            operands.push(self.dstr(&value).0);
                        }
                        let id = self.dinst(op, operands);
                        defined.insert(name, id);
                    } else {
                        let def = defined.get(&name).map_or(self.di_none(), |d| d.0);
                        self.dinst(op, vec![source.0, line, def]);
                    }
                }
                _ => return Err(super::error::invalid(format!("{node} in a macro list is not a DIMacro or DIMacroFile"))),
            }
        }
        Ok(())
    }

    /// The module's named metadata `name`.
    fn named_metadata(&self, name: &str) -> Option<crate::llvm::NamedMetadata<'m>> {
        self.module.named_metadata().find(|n| n.name() == name)
    }

    /// The integer value of module flag `name`.
    fn module_flag(&self, name: &str) -> Option<u32> {
        let flags = self.named_metadata("llvm.module.flags")?;
        flags.operands().into_iter().find_map(|flag| {
            let ops = flag.operands()?;
            let key = ops.get(1).copied().flatten()?.as_string()?;
            (key == name).then_some(())?;
            let value = ops.get(2).copied().flatten()?.value()?.const_int_zext()?;
            u32::try_from(value).ok()
        })
    }

    /// A module-level debug instruction (after every type, constant and variable).
    fn debug_inst(&mut self, dbg: &DebugInfo<'m>, op: D, operands: Vec<u32>) -> Id {
        let id = self.b.id();
        self.debug_inst_as(dbg, id, op, operands);
        id
    }

    /// A module-level debug instruction with a result id chosen beforehand.
    fn debug_inst_as(&mut self, dbg: &DebugInfo<'m>, id: Id, op: D, mut operands: Vec<u32>) {
        if dbg.nonsemantic {
            operands = self.nonsemantic_operands(op, operands);
        }
        // `NonSemantic.Shader.DebugInfo.200` numbers its module instruction 200.
        let number = if op == D::DebugModuleINTEL && self.options.debug_info == DebugInfoFormat::NonSemanticShader200 { tables::debug::MODULE_200 } else { op as u32 };
        operands.splice(0..0, [dbg.set.0, number]);
        self.b.debug_info.push(Instruction { opcode: Op::ExtInst as u16, result_type: Some(dbg.void), result: Some(id), operands });
    }

    /// The operands of an `OpenCL.DebugInfo.100` instruction in the shape
    /// `NonSemantic.Shader.DebugInfo.100` gives the same instruction: every literal (by the
    /// `OpenCL.DebugInfo.100` grammar) becomes the id of a 32-bit constant; basic types gain
    /// their flags, members lose their parent, inheritance its child, functions their
    /// `OpFunction` (stated by `DebugFunctionDefinition` in the body instead).
    fn nonsemantic_operands(&mut self, op: D, mut operands: Vec<u32>) -> Vec<u32> {
        use crate::spirv::grammar::{self, OperandKind};
        if op == D::DebugModuleINTEL {
            // `DebugModule` of the `.200` set: the line (2) and the declaration flag (7) are
            // its literals.
            for i in [2, 7] {
                if let Some(word) = operands.get_mut(i) {
                    *word = self.b.const_u32(*word).0;
                }
            }
            return operands;
        }
        if let Some(g) = grammar::ext_inst_set(grammar::OPENCL_DEBUG_INFO_100).and_then(|set| set.instruction(op as u32)) {
            let mut kinds = g.operands.iter().map(|o| o.kind);
            let mut last = OperandKind::IdRef;
            for word in operands.iter_mut() {
                let kind = kinds.next().unwrap_or(last);
                last = kind;
                if !grammar::is_id_kind(kind) && kind != OperandKind::PairIdRefIdRef {
                    *word = self.b.const_u32(*word).0;
                }
            }
        }
        match op {
            D::DebugTypeBasic => operands.push(self.b.const_u32(0).0),
            D::DebugTypeMember if operands.len() > 5 => {
                operands.remove(5);
            }
            D::DebugTypeInheritance if !operands.is_empty() => {
                operands.remove(0);
            }
            D::DebugFunction if operands.len() > 9 => {
                operands.remove(9);
            }
            _ => {}
        }
        operands
    }

    /// `DebugFunctionDefinition` of function `f` (NonSemantic sets only), placed in its first
    /// block after the variables.
    pub(crate) fn debug_function_definition(&mut self, f: crate::llvm::Function<'m>, function: Id) -> Result<Option<Instruction>> {
        if !self.dbg.as_ref().is_some_and(|d| d.nonsemantic) {
            return Ok(None);
        }
        let Some(sp) = f.subprogram() else { return Ok(None) };
        let debug_function = self.di(Some(sp))?;
        let Some(d) = self.dbg.as_ref() else { return Ok(None) };
        if debug_function == d.none {
            return Ok(None);
        }
        let operands = vec![d.set.0, NonSemanticOp::DebugFunctionDefinition as u32, debug_function.0, function.0];
        let void = d.void;
        Ok(Some(Instruction { opcode: Op::ExtInst as u16, result_type: Some(void), result: Some(self.b.id()), operands }))
    }

    /// Emits a module-level debug instruction with the current state.
    fn dinst(&mut self, op: D, operands: Vec<u32>) -> Id {
        let Some(dbg) = self.dbg.take() else { return Id(0) };
        let id = self.debug_inst(&dbg, op, operands);
        self.dbg = Some(dbg);
        id
    }

    /// Emits a module-level debug instruction whose id was allocated beforehand.
    fn dinst_as(&mut self, id: Id, op: D, operands: Vec<u32>) {
        if let Some(dbg) = self.dbg.take() {
            self.debug_inst_as(&dbg, id, op, operands);
            self.dbg = Some(dbg);
        }
    }

    /// `OpString` of `text`, made once per text.
    fn dstr(&mut self, text: &str) -> Id {
        if let Some(&id) = self.dbg.as_ref().and_then(|d| d.strings.get(text)) {
            return id;
        }
        let id = self.b.string(text);
        if let Some(d) = self.dbg.as_mut() {
            d.strings.insert(text.to_owned(), id);
        }
        id
    }

    /// `DebugInfoNone`.
    fn di_none(&self) -> u32 {
        self.dbg.as_ref().map_or(0, |d| d.none.0)
    }

    /// The debug instruction of node `md` (`DebugInfoNone` for `null`, for kinds without a
    /// counterpart and for a node met again while it is being translated).
    pub(crate) fn di(&mut self, md: Option<Metadata<'m>>) -> Result<Id> {
        let none = Id(self.di_none());
        let Some(md) = md else { return Ok(none) };
        let Some(dbg) = self.dbg.as_mut() else { return Ok(none) };
        if let Some(&id) = dbg.nodes.get(&md) {
            return Ok(id);
        }
        if !dbg.in_progress.insert(md) {
            return Ok(none);
        }
        // Debug nodes nested deeper than types become `DebugInfoNone` there.
        if self.depth + 1 >= super::MAX_NESTING {
            if let Some(d) = self.dbg.as_mut() {
                d.in_progress.remove(&md);
            }
            return Ok(none);
        }
        let result = self.nested(|t| t.di_new(md));
        let Some(dbg) = self.dbg.as_mut() else { return Ok(none) };
        dbg.in_progress.remove(&md);
        let id = result?;
        dbg.nodes.insert(md, id);
        if dbg.in_progress.is_empty() && !dbg.pending_retained.is_empty() {
            for node in std::mem::take(&mut dbg.pending_retained) {
                self.di(Some(node))?;
            }
        }
        Ok(id)
    }

    /// Translates a node not seen before.
    fn di_new(&mut self, md: Metadata<'m>) -> Result<Id> {
        let Some(node) = md.di_node() else { return Ok(Id(self.di_none())) };
        match node {
            DiNode::CompileUnit { language, file, .. } => {
                let (source, _) = self.di_file(file);
                let version = self.dbg.as_ref().map_or(4, |d| d.dwarf_version);
                let nonsemantic_200 = self.options.debug_info == DebugInfoFormat::NonSemanticShader200;
                let language = tables::debug::language_to_spirv(language, nonsemantic_200);
                Ok(self.dinst(D::DebugCompilationUnit, vec![DEBUG_INFO_VERSION, version, source.0, language]))
            }
            DiNode::File { .. } => Ok(self.di_file(Some(md)).0),
            // `.200`: `DebugTypeString name base-type data-location size length` (the base type
            // `DebugInfoNone`, as the reference writes it; the encoding is not stated).
            DiNode::StringType { name, size, length, length_expression, location, .. }
                if self.options.debug_info == DebugInfoFormat::NonSemanticShader200 =>
            {
                let name = self.dstr(&name);
                let none = self.di_none();
                let location = self.di_bound(None, location)?;
                let size = self.b.const_u32(size_u32(size));
                let length = self.di_bound(None, length_expression.or(length))?;
                Ok(self.dinst_number(tables::debug::TYPE_STRING_200, vec![name.0, none, location.0, size.0, length.0]))
            }
            // The other sets have no string type: a basic type of its name and size stands for
            // it (a variable's type must be a type).
            DiNode::BasicType { name, size, encoding, .. } | DiNode::StringType { name, size, encoding, .. } => {
                let name = self.dstr(&name);
                let size = self.b.const_u32(size_u32(size));
                let encoding = tables::debug::encoding_to_spirv(encoding).unwrap_or(0);
                Ok(self.dinst(D::DebugTypeBasic, vec![name.0, size.0, encoding]))
            }
            DiNode::DerivedType { tag, name, base, scope, file, line, size, offset, flags, address_space, extra } => {
                // A pointer to member names its class in `extraData:`.
                let scope = if tag == tag::PTR_TO_MEMBER { extra } else { scope };
                self.di_derived(md, tag, &name, [base, scope, file], line, size, offset, flags, address_space)
            }
            // `.200` states Fortran arrays: a descriptor, bounds that are not a count from 0.
            DiNode::CompositeType { tag: tag::ARRAY, base, elements, descriptor, .. }
                if self.options.debug_info == DebugInfoFormat::NonSemanticShader200 && is_dynamic_array(elements, &descriptor) =>
            {
                self.di_array_200(base, elements, descriptor)
            }
            DiNode::CompositeType { tag, name, identifier, base, scope, file, line, size, flags, elements, template_params, .. } => {
                let id = self.di_composite(tag, &name, &identifier, [base, scope, file], line, size, flags, elements)?;
                self.di_methods(md, id, elements)?;
                if tables::debug::to_spirv(tables::debug::COMPOSITE_TAGS, tag).is_some() {
                    if let Some(d) = self.dbg.as_mut() {
                        d.nodes.insert(md, id);
                    }
                    self.di_template(id, template_params)?;
                }
                Ok(id)
            }
            DiNode::SubroutineType { flags, types } => {
                let types: Vec<Option<Metadata<'m>>> = types.and_then(Metadata::operands).unwrap_or_default();
                let mut ops = vec![tables::debug::flags_to_spirv(flags)];
                let ret = match types.first().copied().flatten() {
                    Some(t) => self.di(Some(t))?,
                    None => self.dbg.as_ref().map_or(Id(0), |d| d.void),
                };
                ops.push(ret.0);
                // A `null` parameter is C's `...`, which SPIR-V cannot say, and a parameter
                // type with no translation is no valid operand: both are left out.
                for &t in types.iter().skip(1) {
                    let id = self.di(t)?;
                    if t.is_some() && id.0 != self.di_none() {
                        ops.push(id.0);
                    }
                }
                Ok(self.dinst(D::DebugTypeFunction, ops))
            }
            DiNode::Subprogram { name, linkage_name, scope, file, line, ty, scope_line, flags, sp_flags, declaration, retained, template_params, unit } => {
                let name_id = self.dstr(&name);
                // The validators want a function type: without one, `void()`.
                let ty = match ty {
                    Some(t) => self.di(Some(t))?,
                    None => {
                        let void = self.dbg.as_ref().map_or(Id(0), |d| d.void);
                        self.dinst(D::DebugTypeFunction, vec![0, void.0])
                    }
                };
                let (source, _) = self.di_file(file);
                // A definition of another unit of a linked module: a file scope is that unit's.
                let parent = match unit {
                    Some(u) => {
                        let own = self.di(Some(u))?;
                        self.in_unit(own, |t| t.di_scope(scope))?
                    }
                    None => self.di_scope(scope)?,
                };
                let linkage = self.dstr(&linkage_name);
                let flags = tables::debug::flags_to_spirv(flags) | tables::debug::subprogram_flags_to_spirv(sp_flags);
                let function = self.function_of_subprogram(md);
                let head = vec![name_id.0, ty.0, source.0, line, 0, parent.0, linkage.0, flags];
                if sp_flags & (1 << 3) == 0 {
                    return Ok(self.dinst(D::DebugFunctionDeclaration, head));
                }
                let mut ops = head;
                ops.push(scope_line);
                ops.push(function.map_or(self.di_none(), |f| f.0));
                if declaration.is_some() {
                    ops.push(self.di(declaration)?.0);
                }
                let id = self.dinst(D::DebugFunction, ops);
                // A program's main subprogram and a kernel's are entry points (as the reference
                // states them).
                let kernel = function.is_some_and(|f| self.kernels.iter().any(|k| k.1 == f));
                let main = sp_flags & tables::debug::SP_FLAG_MAIN_SUBPROGRAM != 0;
                if let Some(d) = self.dbg.as_mut().filter(|d| d.nonsemantic && (main || kernel)) {
                    d.entry_points.push(id);
                }
                // Variables optimized out entirely live only in the retained nodes: they are
                // written (after the function, their parent) so that they stay visible.
                if let Some(d) = self.dbg.as_mut() {
                    d.nodes.insert(md, id);
                }
                // Reached inside another node (only this subprogram is in progress otherwise),
                // they wait for it to finish.
                let nested = self.dbg.as_ref().is_some_and(|d| d.in_progress.len() > 1);
                for node in retained.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten() {
                    if matches!(node.di_node(), Some(DiNode::LocalVariable { .. } | DiNode::ImportedEntity { .. })) {
                        match self.dbg.as_mut() {
                            Some(d) if nested => d.pending_retained.push(node),
                            _ => {
                                self.di(Some(node))?;
                            }
                        }
                    }
                }
                self.di_template(id, template_params)?;
                Ok(id)
            }
            DiNode::LexicalBlock { scope, file, line, column } => {
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                Ok(self.dinst(D::DebugLexicalBlock, vec![source.0, line, column, parent.0]))
            }
            DiNode::LexicalBlockFile { scope, file, discriminator } => {
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                Ok(self.dinst(D::DebugLexicalBlockDiscriminator, vec![source.0, discriminator, parent.0]))
            }
            DiNode::Namespace { name, scope, export_symbols } => {
                // A namespace is a named lexical block; `.200` adds whether it is inline.
                let parent = self.di_scope(scope)?;
                let source = self.unit_source();
                let name = self.dstr(&name);
                let mut ops = vec![source.0, 0, 0, parent.0, name.0];
                if self.options.debug_info == DebugInfoFormat::NonSemanticShader200 {
                    ops.push(self.b.const_bool(export_symbols).0);
                }
                Ok(self.dinst(D::DebugLexicalBlock, ops))
            }
            DiNode::Module { name, scope, file, line, is_decl, config_macros, include_path, api_notes } => {
                // `DebugModuleINTEL` of `OpenCL.DebugInfo.100` (SPV_INTEL_debug_module), or
                // `DebugModule` of `NonSemantic.Shader.DebugInfo.200`; `.100` has neither.
                match self.options.debug_info {
                    DebugInfoFormat::OpenCl100 if self.options.extensions.allows(DEBUG_MODULE) => {
                        self.b.extension(DEBUG_MODULE);
                        self.b.capability(::spirv::Capability::DebugInfoModuleINTEL);
                    }
                    DebugInfoFormat::NonSemanticShader200 => {}
                    _ => return Ok(Id(self.di_none())),
                }
                let name = self.dstr(&name);
                let source = if file.is_some() { self.di_file(file).0 } else { self.empty_source() };
                let parent = self.di_scope(scope)?;
                let (macros, path, notes) = (self.dstr(&config_macros), self.dstr(&include_path), self.dstr(&api_notes));
                // The extension's grammar puts the parent before the line; the `.200` set (the
                // reference's) the line before the parent.
                let ops = if self.options.debug_info == DebugInfoFormat::NonSemanticShader200 {
                    vec![name.0, source.0, line, parent.0, macros.0, path.0, notes.0, u32::from(is_decl)]
                } else {
                    vec![name.0, source.0, parent.0, line, macros.0, path.0, notes.0, u32::from(is_decl)]
                };
                Ok(self.dinst(D::DebugModuleINTEL, ops))
            }
            DiNode::Location { line, scope, inlined_at, .. } => {
                // Only as an inlined-at chain link.
                let scope = self.di_scope(scope)?;
                let mut ops = vec![line, scope.0];
                if inlined_at.is_some() {
                    ops.push(self.di(inlined_at)?.0);
                }
                Ok(self.dinst(D::DebugInlinedAt, ops))
            }
            DiNode::LocalVariable { name, scope, file, line, ty, arg, flags } => {
                let name = self.dstr(&name);
                let ty = self.di(ty)?;
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                let mut ops = vec![name.0, ty.0, source.0, line, 0, parent.0, tables::debug::flags_to_spirv(flags)];
                if arg != 0 {
                    ops.push(arg);
                }
                Ok(self.dinst(D::DebugLocalVariable, ops))
            }
            DiNode::GlobalVariableExpression { variable, expression } => {
                let mut variable_id = self.dbg.as_ref().and_then(|d| d.global_of.get(&md).copied());
                // A global with no SPIR-V variable whose value an expression states (a folded
                // constant): `.200` names the expression instead, as the reference writes it (the
                // validators take no expression there in the other sets, but a constant).
                let ops = expression.and_then(Metadata::di_expression).unwrap_or_default();
                if variable_id.is_none() && !ops.is_empty() && self.options.debug_info == DebugInfoFormat::NonSemanticShader200 {
                    variable_id = Some(self.di_expression(expression)?);
                }
                // The other sets take a constant there: a value the expression states as one.
                if let (None, Some(v)) = (variable_id, tables::debug::expression_constant(&ops)) {
                    let width = if u32::try_from(v).is_ok() { 32 } else { 64 };
                    let ty = self.b.type_int(width);
                    variable_id = Some(self.b.const_int(ty, width, v));
                }
                self.di_global(variable, variable_id)
            }
            DiNode::GlobalVariable { .. } => self.di_global(Some(md), None),
            DiNode::ImportedEntity { tag, name, scope, entity, file, line } => {
                let Some(tag) = tables::debug::to_spirv(tables::debug::IMPORTED_ENTITY_TAGS, tag) else {
                    return Ok(Id(self.di_none()));
                };
                let name = self.dstr(&name);
                let (source, _) = self.di_file(file);
                let entity = self.di(entity)?;
                let parent = self.di_scope(scope)?;
                Ok(self.dinst(D::DebugImportedEntity, vec![name.0, tag, source.0, entity.0, line, 0, parent.0]))
            }
            // Written by `di_template`, with the composite or function they belong to; macros
            // by `di_macros`, from the unit.
            DiNode::TemplateParameter { .. } | DiNode::Macro { .. } | DiNode::MacroFile { .. } => Ok(Id(self.di_none())),
            DiNode::Enumerator { .. } | DiNode::Subrange { .. } | DiNode::Other(_) => Ok(Id(self.di_none())),
        }
    }

    /// A scope operand: the compilation unit for a file or a missing scope.
    fn di_scope(&mut self, scope: Option<Metadata<'m>>) -> Result<Id> {
        let unit = self.dbg.as_ref().map_or(Id(0), |d| d.unit);
        // SPIRV-Tools 2023.1 takes no DebugLexicalBlockDiscriminator as a scope: a
        // `DILexicalBlockFile` stands for the scope it refines (its discriminator is lost).
        let mut scope = scope;
        for _ in 0..super::MAX_NESTING {
            match scope.and_then(Metadata::di_node) {
                Some(DiNode::LexicalBlockFile { scope: parent, .. }) => scope = parent,
                _ => break,
            }
        }
        match scope {
            Some(s) if !matches!(s.di_node(), Some(DiNode::File { .. }) | None) => {
                let id = self.di(Some(s))?;
                Ok(if id.0 == self.di_none() && unit.0 != 0 { unit } else { id })
            }
            _ => Ok(unit),
        }
    }

    /// Runs `f` with `unit` (a `DebugCompilationUnit`) as the parent of file-scoped nodes.
    fn in_unit<T>(&mut self, unit: Id, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        let outer = self.dbg.as_mut().map(|d| std::mem::replace(&mut d.unit, unit));
        let r = f(self);
        if let (Some(outer), Some(d)) = (outer, self.dbg.as_mut()) {
            d.unit = outer;
        }
        r
    }

    /// The `DebugSource` of the compilation unit.
    fn unit_source(&mut self) -> Id {
        let file = self.unit_file();
        self.di_file(file).0
    }

    /// The `DIFile` of the (first) compilation unit.
    fn unit_file(&self) -> Option<Metadata<'m>> {
        let cu = self.named_metadata("llvm.dbg.cu").and_then(|u| u.operands().first().copied());
        match cu.and_then(Metadata::di_node) {
            Some(DiNode::CompileUnit { file, .. }) => file,
            _ => None,
        }
    }

    /// `DebugSource` and the file-name `OpString` of a `DIFile` (of the compilation unit's
    /// file when `None`).
    /// The `DebugSource` of the empty path (a module without a file), made once.
    fn empty_source(&mut self) -> Id {
        if let Some(&(source, _)) = self.dbg.as_ref().and_then(|d| d.file_paths.get("")) {
            return source;
        }
        let text = self.dstr("");
        let source = self.dinst(D::DebugSource, vec![text.0]);
        if let Some(d) = self.dbg.as_mut() {
            d.file_paths.insert(String::new(), (source, text));
        }
        source
    }

    fn di_file(&mut self, file: Option<Metadata<'m>>) -> (Id, Id) {
        // A node without a file is taken as being in the compilation unit's.
        let Some(file) = file.or_else(|| self.unit_file()) else {
            let none = Id(self.di_none());
            return (none, none);
        };
        if let Some(&ids) = self.dbg.as_ref().and_then(|d| d.files.get(&file)) {
            return ids;
        }
        let nonsemantic = self.dbg.as_ref().is_some_and(|d| d.nonsemantic);
        let (path, source) = match file.di_node() {
            Some(DiNode::File { name, directory, source, checksum }) => {
                let text = match source_text(source, checksum.clone()) {
                    // `OpenCL.DebugInfo.100` cannot continue a text: a source too long for one
                    // OpString is left out, the checksum kept.
                    Some(text) if text.len() > MAX_STRING_BYTES && !nonsemantic => source_text(None, checksum),
                    text => text,
                };
                (join_path(&directory, &name), text)
            }
            _ => (String::new(), None),
        };
        // Distinct `DIFile`s of one path (with and without checksum) share their source.
        if let Some(&ids) = self.dbg.as_ref().and_then(|d| d.file_paths.get(&path)) {
            if let Some(d) = self.dbg.as_mut() {
                d.files.insert(file, ids);
            }
            return ids;
        }
        let name = self.dstr(&path);
        let mut ops = vec![name.0];
        // An OpString holds at most 65,535 words: longer text goes on in
        // `DebugSourceContinued` (NonSemantic sets only: see above).
        let chunks = source.as_deref().map(|t| text_chunks(t, MAX_STRING_BYTES)).unwrap_or_default();
        if let Some(first) = chunks.first() {
            ops.push(self.dstr(first).0);
        }
        let id = self.dinst(D::DebugSource, ops);
        if nonsemantic {
            for chunk in chunks.iter().skip(1) {
                let text = self.dstr(chunk);
                if let Some(d) = self.dbg.take() {
                    let cont = self.b.id();
                    let operands = vec![d.set.0, NonSemanticOp::DebugSourceContinued as u32, text.0];
                    self.b.debug_info.push(Instruction { opcode: Op::ExtInst as u16, result_type: Some(d.void), result: Some(cont), operands });
                    self.dbg = Some(d);
                }
            }
        }
        if let Some(d) = self.dbg.as_mut() {
            d.files.insert(file, (id, name));
            d.file_paths.insert(path, (id, name));
        }
        (id, name)
    }

    /// Pointers, qualifiers, typedefs, members (outside their composite) and inheritance.
    #[allow(clippy::too_many_arguments)]
    fn di_derived(
        &mut self,
        md: Metadata<'m>,
        tag: u32,
        name: &str,
        [base, scope, file]: [Option<Metadata<'m>>; 3],
        line: u32,
        size: u64,
        offset: u64,
        flags: u32,
        address_space: Option<u32>,
    ) -> Result<Id> {
        let base_is_basic = matches!(base.and_then(Metadata::di_node), Some(DiNode::BasicType { .. }));
        if let Some(qualifier) = tables::debug::to_spirv(tables::debug::QUALIFIERS, tag) {
            // SPIRV-Tools 2023.1 takes only a basic type under a qualifier: any other type
            // stands for its qualified form (the qualifier is lost). A pointer written as a
            // basic type (below) keeps it.
            if !base_is_basic && !written_as_basic(base) {
                return self.di_type(base);
            }
            let base = self.di_type(base)?;
            return Ok(self.dinst(D::DebugTypeQualifier, vec![base.0, qualifier]));
        }
        match tag {
            // SPIRV-Tools 2023.1 takes only a basic type under a pointer: a pointer to anything
            // else is written as an address-sized basic type named after it (the pointee is lost).
            tag::POINTER | tag::REFERENCE | tag::RVALUE_REFERENCE if !base_is_basic => {
                let sigil = match tag {
                    tag::REFERENCE => "&",
                    tag::RVALUE_REFERENCE => "&&",
                    _ => "*",
                };
                let name = if name.is_empty() { format!("{}{sigil}", type_name(base)) } else { name.to_owned() };
                let name = self.dstr(&name);
                let size = self.b.const_u32(size_u32(if size == 0 { u64::from(self.pointer_bits()) } else { size }));
                let address = tables::debug::encoding_to_spirv(tables::debug::DW_ATE_ADDRESS).unwrap_or(0);
                Ok(self.dinst(D::DebugTypeBasic, vec![name.0, size.0, address]))
            }
            tag::POINTER | tag::REFERENCE | tag::RVALUE_REFERENCE => {
                let base = self.di_type(base)?;
                let sc = tables::storage_class(address_space.unwrap_or(0)).unwrap_or(::spirv::StorageClass::Function);
                // The storage-class operand needs what the storage class needs (Generic:
                // GenericPointer).
                for cap in rspirv::dr::Operand::StorageClass(sc).required_capabilities() {
                    self.b.capability(cap);
                }
                let reference = tables::debug::to_spirv(tables::debug::REFERENCES, tag).unwrap_or(0);
                Ok(self.dinst(D::DebugTypePointer, vec![base.0, sc as u32, tables::debug::flags_to_spirv(flags) | reference]))
            }
            // The validators take only a basic type under a typedef: any other type stands for
            // its typedef (the typedef's name is lost).
            tag::TYPEDEF if !base_is_basic => self.di_type(base),
            tag::TYPEDEF => {
                let name = self.dstr(name);
                let base = self.di_type(base)?;
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                Ok(self.dinst(D::DebugTypedef, vec![name.0, base.0, source.0, line, 0, parent.0]))
            }
            tag::MEMBER => {
                let parent = self.di(scope)?;
                let in_class = matches!(scope.and_then(Metadata::di_node), Some(DiNode::CompositeType { tag: tag::CLASS, .. }));
                let flags = with_default_access(flags, in_class);
                self.di_member(md, name, base, file, line, size, offset, flags, parent)
            }
            tag::INHERITANCE => {
                let child = self.di(scope)?;
                let operands = self.inheritance_operands(child, base, offset, size, flags)?;
                Ok(self.dinst(D::DebugTypeInheritance, operands))
            }
            tag::PTR_TO_MEMBER => {
                let base = self.di_type(base)?;
                // `scope` is the class (the node's `extraData:`).
                let class = self.di_type(scope)?;
                Ok(self.dinst(D::DebugTypePtrToMember, vec![base.0, class.0]))
            }
            _ => Ok(Id(self.di_none())),
        }
    }

    /// A type operand: `DebugInfoNone` stands for a missing (`void`) type.
    fn di_type(&mut self, ty: Option<Metadata<'m>>) -> Result<Id> {
        self.di(ty)
    }

    /// The `Value` operand of a static data member: its constant (`extraData:`), if it has one.
    fn static_member_value(&mut self, flags: u32, extra: Option<Metadata<'m>>) -> Result<Option<u32>> {
        if flags & tables::debug::DI_FLAG_STATIC_MEMBER == 0 {
            return Ok(None);
        }
        match extra.and_then(Metadata::value).filter(|v| v.is_constant()) {
            Some(v) => Ok(Some(self.constant(v)?.id.0)),
            None => Ok(None),
        }
    }

    /// The operands of `DebugTypeInheritance`: the child composite, the base class, offset,
    /// size and flags (the NonSemantic sets drop the child when the instruction is made).
    fn inheritance_operands(&mut self, child: Id, base: Option<Metadata<'m>>, offset: u64, size: u64, flags: u32) -> Result<Vec<u32>> {
        let parent = self.di_type(base)?;
        let offset = self.b.const_u32(size_u32(offset));
        let size = self.b.const_u32(size_u32(size));
        Ok(vec![child.0, parent.0, offset.0, size.0, tables::debug::flags_to_spirv(flags)])
    }

    /// `DebugTypeMember` of composite `parent`.
    #[allow(clippy::too_many_arguments)]
    fn di_member(
        &mut self,
        md: Metadata<'m>,
        name: &str,
        base: Option<Metadata<'m>>,
        file: Option<Metadata<'m>>,
        line: u32,
        size: u64,
        offset: u64,
        flags: u32,
        parent: Id,
    ) -> Result<Id> {
        if let Some(&id) = self.dbg.as_ref().and_then(|d| d.nodes.get(&md)) {
            return Ok(id);
        }
        let name = self.dstr(name);
        let ty = self.di_type(base)?;
        let (source, _) = self.di_file(file);
        let offset = self.b.const_u32(size_u32(offset));
        let size = self.b.const_u32(size_u32(size));
        let flags = self.member_flags(flags);
        Ok(self.dinst(D::DebugTypeMember, vec![name.0, ty.0, source.0, line, 0, parent.0, offset.0, size.0, flags]))
    }

    /// A member's `DIFlags` as `DebugInfoFlags`; `.200` also says whether it is a bit field.
    fn member_flags(&self, flags: u32) -> u32 {
        let (bit_field, flag_bit_field) = tables::debug::BIT_FIELD;
        let spv = tables::debug::flags_to_spirv(flags);
        if self.options.debug_info == DebugInfoFormat::NonSemanticShader200 && flags & bit_field != 0 {
            spv | flag_bit_field
        } else {
            spv
        }
    }

    /// Structures, classes, unions, arrays, vectors and enumerations.
    #[allow(clippy::too_many_arguments)]
    fn di_composite(
        &mut self,
        tag: u32,
        name: &str,
        identifier: &str,
        [base, scope, file]: [Option<Metadata<'m>>; 3],
        line: u32,
        size: u64,
        flags: u32,
        elements: Option<Metadata<'m>>,
    ) -> Result<Id> {
        let elements: Vec<Metadata<'m>> = elements.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten().collect();
        match tag {
            // The validators take vectors of 2 to 4 basic elements: other vectors (OpenCL's 8
            // and 16 elements, elements behind a typedef) are written as arrays.
            tag::ARRAY if flags & DI_FLAG_VECTOR != 0 && vector_count(&elements).is_some_and(|c| (2..=4).contains(&c)) => {
                let element = strip_typedefs(base);
                if matches!(element.and_then(Metadata::di_node), Some(DiNode::BasicType { .. })) {
                    let base = self.di_type(element)?;
                    let count = vector_count(&elements).unwrap_or(0);
                    return Ok(self.dinst(D::DebugTypeVector, vec![base.0, count]));
                }
                self.di_array(base, &elements)
            }
            tag::ARRAY => self.di_array(base, &elements),
            tag::ENUMERATION => {
                let name = self.dstr(name);
                // The validators want a debug type under an enumeration: without one, an
                // unnamed signed integer of the enumeration's size, read back as none.
                let underlying = match base {
                    Some(b) => self.di_type(Some(b))?,
                    None => {
                        let name = self.dstr(tables::debug::IMPLIED_ENUM_BASE);
                        let size = self.b.const_u32(size_u32(if size == 0 { 32 } else { size }));
                        let signed = tables::debug::encoding_to_spirv(DW_ATE_SIGNED).unwrap_or(0);
                        self.dinst(D::DebugTypeBasic, vec![name.0, size.0, signed])
                    }
                };
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                let size = self.b.const_u32(size_u32(size));
                let mut ops =
                    vec![name.0, underlying.0, source.0, line, 0, parent.0, size.0, tables::debug::flags_to_spirv(flags)];
                for e in &elements {
                    if let Some(DiNode::Enumerator { name, value, .. }) = e.di_node() {
                        let ty = self.b.type_int(64);
                        ops.push(self.b.const_int(ty, 64, value.unwrap_or(0)).0);
                        ops.push(self.dstr(&name).0);
                    }
                }
                Ok(self.dinst(D::DebugTypeEnum, ops))
            }
            _ => {
                let Some(kind) = tables::debug::to_spirv(tables::debug::COMPOSITE_TAGS, tag) else {
                    return Ok(Id(self.di_none()));
                };
                let name_id = self.dstr(name);
                let (source, _) = self.di_file(file);
                let parent = self.di_scope(scope)?;
                let linkage = self.dstr(identifier);
                let size = self.b.const_u32(size_u32(size));
                let id = self.b.id();
                // `OpenCL.DebugInfo.100`: the members are made after the composite (they name
                // it as their parent). The NonSemantic sets' members name no parent and come
                // first: the validators take no forward reference there.
                let nonsemantic = self.dbg.as_ref().is_some_and(|d| d.nonsemantic);
                let member_ids: Vec<Id> = elements.iter().map(|_| self.b.id()).collect();
                let mut ops = vec![name_id.0, kind, source.0, line, 0, parent.0, linkage.0, size.0];
                ops.push(tables::debug::flags_to_spirv(flags));
                let mut members = Vec::new();
                // Base classes too, except in `NonSemantic.Shader.DebugInfo.100`, whose
                // `DebugTypeInheritance` (no child) SPIRV-Tools 2025.5 reads as having one.
                let inheritance = self.options.debug_info != DebugInfoFormat::NonSemanticShader100;
                for (e, &mid) in elements.iter().zip(&member_ids) {
                    let listed = match e.di_node() {
                        Some(DiNode::DerivedType { tag: tag::MEMBER, .. }) => true,
                        Some(DiNode::DerivedType { tag: tag::INHERITANCE, .. }) => inheritance,
                        _ => false,
                    };
                    if listed {
                        members.push((*e, mid));
                        ops.push(mid.0);
                    }
                }
                if !nonsemantic {
                    self.dinst_as(id, D::DebugTypeComposite, ops.clone());
                }
                for (e, mid) in members {
                    let Some(DiNode::DerivedType { tag: member_tag, name, base, file, line, size, offset, flags, extra, .. }) = e.di_node() else {
                        continue;
                    };
                    // A base class: `DebugTypeInheritance` (whose child the NonSemantic sets
                    // leave out).
                    if member_tag == tag::INHERITANCE {
                        let operands = self.inheritance_operands(id, base, offset, size, flags)?;
                        self.dinst_as(mid, D::DebugTypeInheritance, operands);
                        if let Some(d) = self.dbg.as_mut() {
                            d.nodes.insert(e, mid);
                        }
                        continue;
                    }
                    let (name, ty) = if nonsemantic {
                        let ty = self.di_type(base)?;
                        if ty.0 == self.di_none() {
                            // The NonSemantic sets take no member without a type: left out.
                            ops.retain(|&w| w != mid.0);
                            continue;
                        }
                        (self.dstr(&name), ty)
                    } else {
                        let name = self.dstr(&name);
                        (name, self.di_type(base)?)
                    };
                    let (source, _) = self.di_file(file);
                    let offset = self.b.const_u32(size_u32(offset));
                    let size = self.b.const_u32(size_u32(size));
                    let value = self.static_member_value(flags, extra)?;
                    let flags = self.member_flags(with_default_access(flags, tag == tag::CLASS));
                    let mut member = vec![name.0, ty.0, source.0, line, 0, id.0, offset.0, size.0, flags];
                    member.extend(value);
                    self.dinst_as(mid, D::DebugTypeMember, member);
                    if let Some(d) = self.dbg.as_mut() {
                        d.nodes.insert(e, mid);
                    }
                }
                if nonsemantic {
                    self.dinst_as(id, D::DebugTypeComposite, ops);
                }
                Ok(id)
            }
        }
    }

    /// The methods of composite `md` (translated as `id`): each declaration among its elements
    /// becomes a `DebugFunctionDeclaration` whose parent is the composite, written after it
    /// (the validators take no declaration among a composite's members, and the NonSemantic
    /// sets no forward reference); the definitions name them as their declaration.
    fn di_methods(&mut self, md: Metadata<'m>, id: Id, elements: Option<Metadata<'m>>) -> Result<()> {
        if id.0 == self.di_none() {
            return Ok(());
        }
        let elements: Vec<Metadata<'m>> = elements.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten().collect();
        if !elements.iter().any(|e| matches!(e.di_node(), Some(DiNode::Subprogram { .. }))) {
            return Ok(());
        }
        if let Some(d) = self.dbg.as_mut() {
            d.nodes.insert(md, id);
        }
        for e in elements {
            if matches!(e.di_node(), Some(DiNode::Subprogram { .. })) {
                self.di(Some(e))?;
            }
        }
        Ok(())
    }

    /// The template parameters of the composite or function `target` (already written):
    /// `DebugTypeTemplateParameter`s, then `DebugTypeTemplate target params…`, which nothing
    /// references (the reverse direction finds it by its target). Only what the validators
    /// take: type parameters, and value parameters whose value is an integer (a `bool` as a
    /// 32-bit 0 or 1, a null pointer as 0) or none; template template parameters, packs,
    /// addresses and parameters without a type are left out.
    fn di_template(&mut self, target: Id, list: Option<Metadata<'m>>) -> Result<()> {
        let params: Vec<Metadata<'m>> = list.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten().collect();
        if params.is_empty() || target.0 == self.di_none() {
            return Ok(());
        }
        let source = self.unit_source();
        let mut ids = Vec::new();
        for p in params {
            self.di_template_parameter(p, source, true, &mut ids)?;
        }
        if !ids.is_empty() {
            let mut ops = vec![target.0];
            ops.extend(ids);
            self.dinst(D::DebugTypeTemplate, ops);
        }
        Ok(())
    }

    /// The instructions of template parameter `p` (appended to `ids`; none for a parameter
    /// without a counterpart): a type or value parameter, a template template parameter, or, at
    /// the top level (`outer`), a parameter pack, whose elements stand in its place (see
    /// `tables::debug::TEMPLATE_PARAMETERS`).
    fn di_template_parameter(&mut self, p: Metadata<'m>, source: Id, outer: bool, ids: &mut Vec<u32>) -> Result<()> {
        let Some(DiNode::TemplateParameter { tag, name, ty, value }) = p.di_node() else { return Ok(()) };
        let op = tables::debug::TEMPLATE_PARAMETERS.iter().find(|r| r.0 == tag).and_then(|r| D::from_u32(r.1));
        match op {
            Some(D::DebugTypeTemplateTemplateParameter) => {
                let template = value.and_then(Metadata::as_string).unwrap_or_default();
                let (name, template) = (self.dstr(&name), self.dstr(&template));
                ids.push(self.dinst(D::DebugTypeTemplateTemplateParameter, vec![name.0, template.0, source.0, 0, 0]).0);
            }
            Some(D::DebugTypeTemplateParameterPack) if outer => {
                for element in value.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten() {
                    self.di_template_parameter(element, source, false, ids)?;
                }
            }
            Some(D::DebugTypeTemplateParameter) if ty.is_some() => {
                let ty = self.di_type(ty)?;
                if ty.0 == self.di_none() {
                    return Ok(());
                }
                let value = match (tag, value.and_then(Metadata::value)) {
                    (tables::debug::DW_TAG_TEMPLATE_TYPE_PARAMETER, _) => Id(self.di_none()),
                    (_, Some(v)) if v.ty().is_pointer() && v.is_null_constant() => {
                        let t = self.b.type_int(64);
                        self.b.const_int(t, 64, 0)
                    }
                    (_, Some(v)) if v.ty().int_width().is_some_and(|w| w <= 64) && v.is_constant() => {
                        let width = v.ty().int_width().unwrap_or(32).max(32).next_power_of_two().min(64);
                        let t = self.b.type_int(width);
                        self.b.const_int(t, width, v.const_int_zext().unwrap_or(0))
                    }
                    // A value the sets cannot hold (an address, none): left out, as a
                    // `DebugInfoNone` value would read back as a type parameter.
                    _ => return Ok(()),
                };
                let name = self.dstr(&name);
                ids.push(self.dinst(D::DebugTypeTemplateParameter, vec![name.0, ty.0, value.0, source.0, 0, 0]).0);
            }
            _ => {}
        }
        Ok(())
    }

    /// `DebugTypeArray`: one component count per subrange. The validators take no count of 0,
    /// so an unknown count (LLVM's -1, none, a count given by an expression) and a zero-length
    /// array are written as all ones: -1 as a 64-bit constant.
    fn di_array(&mut self, base: Option<Metadata<'m>>, elements: &[Metadata<'m>]) -> Result<Id> {
        let base = self.di_type(base)?;
        let mut ops = vec![base.0];
        let ty = self.b.type_int(64);
        for e in elements {
            let count = match e.di_node() {
                Some(DiNode::Subrange { count: Some(c), .. }) if c > 0 => self.b.const_int(ty, 64, c as u64),
                // A count given by a variable.
                Some(DiNode::Subrange { count: None, count_node: Some(n), .. })
                    if matches!(n.di_node(), Some(DiNode::LocalVariable { .. } | DiNode::GlobalVariable { .. })) =>
                {
                    self.di(Some(n))?
                }
                _ => self.b.const_int(ty, 64, u64::MAX),
            };
            ops.push(count.0);
        }
        Ok(self.dinst(D::DebugTypeArray, ops))
    }

    /// `.200`: an array with a Fortran descriptor → `DebugTypeArrayDynamic base data-location
    /// associated allocated rank subranges…`; without one (bounds only) → `DebugTypeArray` over
    /// `DebugTypeSubrange`s.
    fn di_array_200(&mut self, base: Option<Metadata<'m>>, elements: Option<Metadata<'m>>, descriptor: [Option<Metadata<'m>>; 4])
        -> Result<Id> {
        let base = self.di_type(base)?;
        let mut subranges = Vec::new();
        for e in elements.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten() {
            let Some(DiNode::Subrange { count, count_node, lower_bound, bound_nodes, upper_stride }) = e.di_node() else { continue };
            let ([lower_node, upper_node, stride_node], [upper, stride]) = (bound_nodes, upper_stride);
            let ops = vec![
                self.di_bound(count, count_node)?.0,
                self.di_bound(lower_bound, lower_node)?.0,
                self.di_bound(upper, upper_node)?.0,
                self.di_bound(stride, stride_node)?.0,
            ];
            subranges.push(self.dinst_number(tables::debug::TYPE_SUBRANGE_200, ops).0);
        }
        let mut ops = vec![base.0];
        if descriptor.iter().all(Option::is_none) {
            ops.extend(subranges);
            return Ok(self.dinst(D::DebugTypeArray, ops));
        }
        for d in descriptor {
            ops.push(self.di_bound(None, d)?.0);
        }
        ops.extend(subranges);
        Ok(self.dinst_number(tables::debug::TYPE_ARRAY_DYNAMIC_200, ops))
    }

    /// Ends the module's debug information: the `DebugEntryPoint` of each kernel's and main
    /// subprogram's `DebugFunction` (Fortran's `PROGRAM`; NonSemantic sets), with the unit's
    /// producer as the compiler signature and no command line.
    pub(crate) fn debug_info_finish(&mut self) {
        let Some((unit, entry_points)) = self.dbg.as_mut().map(|d| (d.unit, std::mem::take(&mut d.entry_points))) else { return };
        if entry_points.is_empty() {
            return;
        }
        let cu = self.named_metadata("llvm.dbg.cu").and_then(|u| u.operands().first().copied());
        let producer = match cu.and_then(Metadata::di_node) {
            Some(DiNode::CompileUnit { producer, .. }) => producer,
            _ => String::new(),
        };
        let (signature, args) = (self.dstr(&producer), self.dstr(""));
        for function in entry_points {
            self.dinst_number(NonSemanticOp::DebugEntryPoint as u32, vec![function.0, unit.0, signature.0, args.0]);
        }
    }

    /// A count, bound, stride or descriptor field: a constant (`i64`), a variable, an
    /// expression, or `DebugInfoNone`.
    fn di_bound(&mut self, constant: Option<i64>, node: Option<Metadata<'m>>) -> Result<Id> {
        let constant = constant.or_else(|| node.and_then(Metadata::value).and_then(|v| v.const_int_sext()));
        if let Some(c) = constant {
            let ty = self.b.type_int(64);
            return Ok(self.b.const_int(ty, 64, c as u64));
        }
        match node {
            Some(n) if n.kind() == crate::llvm::MetadataKind::DiExpression => self.di_expression(Some(n)),
            Some(n) if matches!(n.di_node(), Some(DiNode::LocalVariable { .. } | DiNode::GlobalVariable { .. })) => self.di(Some(n)),
            _ => Ok(Id(self.di_none())),
        }
    }

    /// A `NonSemantic.Shader.DebugInfo.200` instruction the `OpenCL.DebugInfo.100` numbering has
    /// no name for, all of whose operands are ids.
    fn dinst_number(&mut self, number: u32, mut operands: Vec<u32>) -> Id {
        let Some((set, void)) = self.dbg.as_ref().map(|d| (d.set, d.void)) else { return Id(0) };
        let id = self.b.id();
        operands.splice(0..0, [set.0, number]);
        self.b.debug_info.push(Instruction { opcode: Op::ExtInst as u16, result_type: Some(void), result: Some(id), operands });
        id
    }

    /// `DebugGlobalVariable` (with the SPIR-V variable it describes, when there is one).
    fn di_global(&mut self, variable: Option<Metadata<'m>>, var_id: Option<Id>) -> Result<Id> {
        let Some(DiNode::GlobalVariable { name, linkage_name, scope, file, line, ty, local, definition, declaration }) =
            variable.and_then(Metadata::di_node)
        else {
            return Ok(Id(self.di_none()));
        };
        let name = self.dstr(&name);
        let ty = self.di_type(ty)?;
        let (source, _) = self.di_file(file);
        let parent = self.di_scope(scope)?;
        let linkage = self.dstr(&linkage_name);
        let mut flags = 0;
        if local {
            flags |= tables::debug::FLAG_IS_LOCAL;
        }
        if definition {
            flags |= tables::debug::FLAG_IS_DEFINITION;
        }
        let var = var_id.map_or(self.di_none(), |v| v.0);
        let mut ops = vec![name.0, ty.0, source.0, line, 0, parent.0, linkage.0, var, flags];
        if declaration.is_some() {
            ops.push(self.di(declaration)?.0);
        }
        Ok(self.dinst(D::DebugGlobalVariable, ops))
    }

    /// The `OpFunction` of the function whose `DISubprogram` is `sp`.
    fn function_of_subprogram(&self, sp: Metadata<'m>) -> Option<Id> {
        self.dbg.as_ref()?.function_of.get(&sp).copied()
    }

    // ----- inside functions -----

    /// Forgets the location state (at every label: `OpLine` and `DebugScope` end with the block).
    pub(crate) fn debug_block_start(&mut self) {
        if let Some(d) = self.dbg.as_mut() {
            d.line = None;
            d.scope = None;
        }
    }

    /// Before instruction `inst`: its debug records, then the `DebugScope` and `OpLine` of its
    /// location when they differ from the current ones.
    pub(crate) fn debug_before(&mut self, inst: Value<'m>) -> Result<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        // Each record in its own location (a variable of an inlined function is described in
        // the inlined scope, which the instruction after it may not have).
        for record in inst.dbg_records() {
            if record.location.is_some() {
                self.debug_location(record.location)?;
            }
            self.debug_record(record)?;
        }
        self.debug_location(inst.debug_location())
    }

    /// The `DebugScope` and `OpLine` of location `loc` when they differ from the current ones
    /// (`OpNoLine` and `DebugNoScope` for none).
    fn debug_location(&mut self, loc: Option<Metadata<'m>>) -> Result<()> {
        let Some(loc) = loc else {
            return self.debug_no_location();
        };
        let Some(DiNode::Location { line, column, scope, inlined_at }) = loc.di_node() else { return Ok(()) };
        let cached = match (scope, self.dbg.as_ref().and_then(|d| d.last_scope)) {
            (Some(s), Some((last, ids))) if s == last => Some(ids),
            _ => None,
        };
        let (scope_id, files) = match cached {
            Some(hit) => hit,
            None => {
                let scope_id = self.di_scope(scope)?;
                let files = scope.and_then(scope_file).map(|f| self.di_file(Some(f)));
                if let (Some(s), Some(d)) = (scope, self.dbg.as_mut()) {
                    d.last_scope = Some((s, (scope_id, files)));
                }
                (scope_id, files)
            }
        };
        let inlined = match inlined_at {
            Some(at) => Some(self.di(Some(at))?),
            None => None,
        };
        let nonsemantic = self.dbg.as_ref().is_some_and(|d| d.nonsemantic);
        let file = files.map(|(source, name)| if nonsemantic { source } else { name });
        let Some(d) = self.dbg.as_mut() else { return Ok(()) };
        let (set, void) = (d.set, d.void);
        if d.scope != Some((scope_id, inlined)) {
            d.scope = Some((scope_id, inlined));
            let mut ops = vec![set.0, D::DebugScope as u32, scope_id.0];
            ops.extend(inlined.map(|i| i.0));
            self.emit(Op::ExtInst, void, ops);
        }
        if let Some(file) = file {
            let Some(d) = self.dbg.as_mut() else { return Ok(()) };
            if d.line != Some((file, line, column)) {
                d.line = Some((file, line, column));
                self.emit_line(file, line, column);
            }
        }
        Ok(())
    }

    /// `OpLine file line column`, or `DebugLine source line line column column` in the
    /// NonSemantic sets (`file` is then the `DebugSource`).
    fn emit_line(&mut self, file: Id, line: u32, column: u32) {
        let Some(d) = self.dbg.as_ref() else { return };
        if !d.nonsemantic {
            self.emit_void(Op::Line, vec![file.0, line, column]);
            return;
        }
        let (set, void) = (d.set, d.void);
        let (l, c) = (self.b.const_u32(line), self.b.const_u32(column));
        self.emit(Op::ExtInst, void, vec![set.0, NonSemanticOp::DebugLine as u32, file.0, l.0, l.0, c.0, c.0]);
    }

    /// Before an `OpPhi`: its `OpLine` (`OpLine` is the one thing SPIR-V allows among phis,
    /// also in modules whose other lines are `DebugLine`s; their scope is stated after them).
    pub(crate) fn debug_phi_line(&mut self, phi: Value<'m>) -> Result<()> {
        if self.dbg.is_none() {
            return Ok(());
        }
        let Some(DiNode::Location { line, column, scope, .. }) = phi.debug_location().and_then(Metadata::di_node) else {
            return Ok(());
        };
        let Some(file) = scope.and_then(scope_file) else { return Ok(()) };
        let (_, file) = self.di_file(Some(file));
        let Some(d) = self.dbg.as_mut() else { return Ok(()) };
        if d.line != Some((file, line, column)) {
            d.line = Some((file, line, column));
            self.emit_void(Op::Line, vec![file.0, line, column]);
        }
        Ok(())
    }

    /// The `OpLine` of call `inst`'s location before `id`, the module-level constant the call
    /// has just made (the `OpConstantSampler` of a sampler initializer: SPIR-V allows lines
    /// among constants, and the reverse direction gives that line to the call it makes of the
    /// constant in each function). A constant made before keeps its first line.
    pub(crate) fn line_before_constant(&mut self, inst: Value<'m>, id: Id) {
        if self.dbg.is_none() || self.b.globals.last().and_then(|i| i.result) != Some(id) {
            return;
        }
        let Some(DiNode::Location { line, column, scope, .. }) = inst.debug_location().and_then(Metadata::di_node) else { return };
        let Some(file) = scope.and_then(scope_file) else { return };
        let (_, file) = self.di_file(Some(file));
        let at = self.b.globals.len() - 1;
        self.b.globals.insert(at, Instruction { opcode: Op::Line as u16, result_type: None, result: None, operands: vec![file.0, line, column] });
    }

    /// An instruction without location: `OpNoLine` and `DebugNoScope` when one was current.
    fn debug_no_location(&mut self) -> Result<()> {
        let Some(d) = self.dbg.as_mut() else { return Ok(()) };
        let (set, void) = (d.set, d.void);
        let nonsemantic = d.nonsemantic;
        if d.line.take().is_some() {
            if nonsemantic {
                self.emit(Op::ExtInst, void, vec![set.0, NonSemanticOp::DebugNoLine as u32]);
            } else {
                self.emit_void(Op::NoLine, vec![]);
            }
        }
        let Some(d) = self.dbg.as_mut() else { return Ok(()) };
        if d.scope.take().is_some() {
            self.emit(Op::ExtInst, void, vec![set.0, D::DebugNoScope as u32]);
        }
        Ok(())
    }

    /// `#dbg_declare` → `DebugDeclare`; `#dbg_value`/`#dbg_assign` → `DebugValue`. A record
    /// whose address is not a variable or parameter is left out. A `!DIArgList` location:
    /// its first value, with the expression's `DW_OP_LLVM_arg`s where the format keeps them
    /// (`.200`, or `--spirv-allow-extra-diexpressions`) and, in `.200`, the other values after
    /// the expression; one value alone is that value; values the format cannot state are an
    /// undefined value with an empty expression (the variable's location is unknown there), as
    /// the reference writes it.
    fn debug_record(&mut self, record: crate::llvm::DbgRecord<'m>) -> Result<()> {
        if record.kind == DbgRecordKind::Label {
            return Ok(());
        }
        let mut extra = Vec::new();
        let mut expression = record.expression;
        let value = match (record.value, record.arg_list.as_slice()) {
            (Some(v), _) => v,
            (None, [first, rest @ ..]) => {
                let nonsemantic_200 = self.options.debug_info == DebugInfoFormat::NonSemanticShader200;
                let keeps_args = nonsemantic_200 || self.options.extra_di_expressions;
                let same = rest.iter().all(|v| v == first);
                if rest.is_empty() || (keeps_args && (same || nonsemantic_200)) {
                    if !same {
                        extra = rest.to_vec();
                    }
                    *first
                } else {
                    expression = None;
                    let Ok(ty) = self.ty(first.ty()) else { return Ok(()) };
                    let undef = self.b.undef(ty);
                    return self.debug_value_record(record.kind, record.variable, undef, expression, &[]);
                }
            }
            (None, []) => return Ok(()),
        };
        let val = if value.is_undef() || value.is_poison() {
            // A value of a type this translation cannot write (`i128`, …) leaves the record out.
            let Ok(ty) = self.ty(value.ty()) else { return Ok(()) };
            self.b.undef(ty)
        } else {
            match self.value(value) {
                Ok(v) => v.id,
                Err(_) => return Ok(()),
            }
        };
        let mut extra_ids = Vec::new();
        for v in extra {
            match self.value(v) {
                Ok(v) => extra_ids.push(v.id.0),
                Err(_) => return Ok(()),
            }
        }
        self.debug_value_record(record.kind, record.variable, val, expression, &extra_ids)
    }

    /// `DebugDeclare`/`DebugValue` of `variable` at `val` with `expression` (and, in `.200`,
    /// the other values of a `!DIArgList`).
    fn debug_value_record(&mut self, kind: DbgRecordKind, variable: Option<Metadata<'m>>, val: Id, expression: Option<Metadata<'m>>,
        extra: &[u32]) -> Result<()> {
        let var = self.di(variable)?;
        let expr = self.di_expression(expression)?;
        let Some(d) = self.dbg.as_ref() else { return Ok(()) };
        let (set, void) = (d.set, d.void);
        let op = match kind {
            DbgRecordKind::Declare if self.is_variable_or_param(val) => D::DebugDeclare,
            DbgRecordKind::Declare => return Ok(()),
            _ => D::DebugValue,
        };
        let mut operands = vec![set.0, op as u32, var.0, val.0, expr.0];
        operands.extend_from_slice(extra);
        self.emit(Op::ExtInst, void, operands);
        Ok(())
    }

    /// Whether `id` is an `OpVariable` or `OpFunctionParameter` of the current function.
    fn is_variable_or_param(&self, id: Id) -> bool {
        self.f.var_ids.contains(&id)
            || self.f.func.is_some_and(|f| f.params().iter().any(|p| self.f.vals.get(p).map(|v| v.id) == Some(id)))
    }

    /// `DebugExpression` of a `DIExpression` (its operations that have a counterpart).
    fn di_expression(&mut self, expr: Option<Metadata<'m>>) -> Result<Id> {
        if let Some(&id) = expr.and_then(|e| self.dbg.as_ref().and_then(|d| d.nodes.get(&e))) {
            return Ok(id);
        }
        let elements = expr.and_then(Metadata::di_expression).unwrap_or_default();
        let mut ops = Vec::new();
        let mut k = 0;
        // `DW_OP_LLVM_arg 0` of a one-value `!DIArgList` is the plain value: where the format
        // keeps no `DW_OP_LLVM_arg`, the rest of the expression stands alone.
        let extra_allowed = self.options.extra_di_expressions || self.options.debug_info == DebugInfoFormat::NonSemanticShader200;
        if !extra_allowed && elements.starts_with(&[tables::debug::DW_OP_LLVM_ARG, 0]) && expr.and_then(Metadata::di_expression_args) == Some(1) {
            k = 2;
        }
        while let Some(&op) = elements.get(k) {
            let Some(row) = tables::debug::operation_by_dwarf(op) else { break };
            if row.spirv >= tables::debug::SET_OPERATIONS && !extra_allowed {
                break;
            }
            let literals: Vec<u32> =
                elements.iter().skip(k + 1).take(row.operands).map(|&w| u32::try_from(w).unwrap_or(u32::MAX)).collect();
            if literals.len() != row.operands {
                break;
            }
            let mut operation = vec![row.spirv];
            operation.extend(literals);
            ops.push(self.dinst(D::DebugOperation, operation).0);
            k += 1 + row.operands;
        }
        let id = self.dinst(D::DebugExpression, ops);
        if let (Some(e), Some(d)) = (expr, self.dbg.as_mut()) {
            d.nodes.insert(e, id);
        }
        Ok(id)
    }
}

/// Member flags with the access C++ gives a member that names none (which the reference writes
/// out): private in a class, public in a struct or union.
fn with_default_access(flags: u32, in_class: bool) -> u32 {
    match (flags & 3, in_class) {
        (0, true) => flags | DI_FLAG_PRIVATE,
        (0, false) => flags | DI_FLAG_PUBLIC,
        _ => flags,
    }
}

/// The name of a type as a debugger shows it (`S`, `int*`, `const int`), for the basic types
/// that stand for pointers.
/// Whether `ty` is a pointer or reference that `di_derived` writes as an address-sized basic
/// type (its pointee is not basic).
fn written_as_basic(ty: Option<Metadata<'_>>) -> bool {
    match ty.and_then(Metadata::di_node) {
        Some(DiNode::DerivedType { tag: tag::POINTER | tag::REFERENCE | tag::RVALUE_REFERENCE, base, .. }) => {
            !matches!(base.and_then(Metadata::di_node), Some(DiNode::BasicType { .. }))
        }
        _ => false,
    }
}

fn type_name(ty: Option<Metadata<'_>>) -> String {
    let Some(node) = ty.and_then(Metadata::di_node) else { return "void".to_owned() };
    match node {
        DiNode::BasicType { name, .. } => name,
        DiNode::CompositeType { name, identifier, .. } => if name.is_empty() { identifier } else { name },
        DiNode::DerivedType { tag: tag::POINTER, base, .. } => format!("{}*", type_name(base)),
        DiNode::DerivedType { name, base, .. } => if name.is_empty() { type_name(base) } else { name },
        DiNode::SubroutineType { .. } => "function".to_owned(),
        _ => String::new(),
    }
}

/// Whether an array needs `.200`'s Fortran forms: a descriptor, or a subrange with a bound,
/// a stride or a lower bound other than 0.
fn is_dynamic_array(elements: Option<Metadata<'_>>, descriptor: &[Option<Metadata<'_>>; 4]) -> bool {
    descriptor.iter().any(Option::is_some)
        || elements.and_then(Metadata::operands).unwrap_or_default().into_iter().flatten().any(|e| {
            matches!(e.di_node(), Some(DiNode::Subrange { lower_bound, bound_nodes, upper_stride, .. })
                if bound_nodes.iter().any(Option::is_some) || upper_stride.iter().any(Option::is_some) || lower_bound.is_some_and(|l| l != 0))
        })
}

/// The element count of a vector type's one subrange.
fn vector_count(elements: &[Metadata<'_>]) -> Option<u32> {
    match elements.first()?.di_node()? {
        DiNode::Subrange { count: Some(c), .. } => u32::try_from(c).ok(),
        _ => None,
    }
}

/// A type with its typedefs and qualifiers taken off.
fn strip_typedefs(mut ty: Option<Metadata<'_>>) -> Option<Metadata<'_>> {
    for _ in 0..super::MAX_NESTING {
        match ty?.di_node()? {
            DiNode::DerivedType { tag, base, .. }
                if tag == tag::TYPEDEF || tables::debug::to_spirv(tables::debug::QUALIFIERS, tag).is_some() =>
            {
                ty = base;
            }
            _ => return ty,
        }
    }
    ty
}

/// The `DIFile` of a scope.
fn scope_file(scope: Metadata<'_>) -> Option<Metadata<'_>> {
    match scope.di_node()? {
        DiNode::Subprogram { file, .. } | DiNode::LexicalBlock { file, .. } | DiNode::LexicalBlockFile { file, .. } => file,
        DiNode::CompileUnit { file, .. } => file,
        DiNode::File { .. } => Some(scope),
        _ => None,
    }
}

/// The most bytes of text one `OpString` is given (its instruction stays under 65,535 words).
const MAX_STRING_BYTES: usize = 60_000 * 4;

/// `text` in pieces of at most `max` bytes, cut at character boundaries.
fn text_chunks(text: &str, max: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while rest.len() > max {
        let mut cut = max;
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        let (head, tail) = rest.split_at(cut);
        out.push(head);
        rest = tail;
    }
    out.push(rest);
    out
}

/// The text operand of `DebugSource`: the source, then the checksum as the Khronos translator
/// keeps it (`//__CSK_MD5:<hex>`, also `SHA1`, `SHA256`).
fn source_text(source: Option<String>, checksum: Option<(u32, String)>) -> Option<String> {
    // The C++ kind (from the shim) is the C API's plus one.
    let kind = checksum.as_ref().and_then(|(k, _)| tables::debug::CHECKSUM_KINDS.get((*k as usize).checked_sub(1)?).copied());
    match (source, kind, checksum) {
        (source, Some(kind), Some((_, sum))) => Some(format!("{}//__CSK_{kind}:{sum}", source.unwrap_or_default())),
        (source, _, _) => source,
    }
}

/// `directory/name`, or `name` alone when it is absolute or there is no directory.
fn join_path(directory: &str, name: &str) -> String {
    if directory.is_empty() || name.starts_with('/') {
        name.to_owned()
    } else {
        format!("{}/{name}", directory.trim_end_matches('/'))
    }
}

/// A size or offset in bits as the 32-bit constant the set stores.
fn size_u32(bits: u64) -> u32 {
    u32::try_from(bits).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::{source_text, text_chunks};

    #[test]
    fn long_text_is_cut_at_character_boundaries() {
        let text = "aé".repeat(10);
        let chunks = text_chunks(&text, 4);
        assert_eq!(chunks.concat(), text);
        assert!(chunks.iter().all(|c| c.len() <= 4 && !c.is_empty()), "{chunks:?}");
        assert_eq!(text_chunks("short", 100), vec!["short"]);
    }

    #[test]
    fn checksum_follows_the_source() {
        assert_eq!(source_text(Some("x".into()), Some((1, "ab".into()))).as_deref(), Some("x//__CSK_MD5:ab"));
        assert_eq!(source_text(None, Some((3, "cd".into()))).as_deref(), Some("//__CSK_SHA256:cd"));
        assert_eq!(source_text(Some("y".into()), None).as_deref(), Some("y"));
        assert_eq!(source_text(None, Some((9, "zz".into()))), None);
    }
}
