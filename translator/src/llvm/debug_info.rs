//! Reading debug information: the fields of `DI*` nodes, DWARF expressions, debug records
//! (`#dbg_declare`, `#dbg_value`, `#dbg_assign`) and instruction locations.
//!
//! LLVM's C API reads only a few node fields (no tags, encodings, subprogram flags, subranges
//! or expression elements), so one C++ function (`shim/debug_info.cpp`, built by `build.rs`)
//! copies every field of a node into a flat record; [`Metadata::di_node`] gives the slots their
//! meaning per node kind. The record's strings point into the node's own `MDString`s and are
//! copied at once.

use std::os::raw::{c_char, c_int};

use llvm_sys::core::{
    LLVMDbgRecordGetDebugLoc, LLVMDbgVariableRecordGetExpression, LLVMDbgVariableRecordGetVariable,
    LLVMGetValueContext,
};
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::{LLVMDbgRecordRef, LLVMMetadataRef};

use super::enums::MetadataKind;
use super::ffi;
use super::metadata::Metadata;
use super::values::Value;

/// The C++ record (`SpvLlvmDiNode` in `shim/debug_info.cpp`).
#[repr(C)]
struct RawNode {
    ints: [u64; 8],
    refs: [LLVMMetadataRef; 12],
    strs: [*const c_char; 4],
    lens: [usize; 4],
}

unsafe extern "C" {
    fn spvllvm_di_node(md: LLVMMetadataRef, out: *mut RawNode) -> c_int;
    fn spvllvm_di_expression(md: LLVMMetadataRef, out: *mut u64, cap: u64) -> i64;
    fn spvllvm_dbg_single_value(record: LLVMDbgRecordRef) -> llvm_sys::prelude::LLVMValueRef;
    fn spvllvm_dbg_arg_list(record: LLVMDbgRecordRef, out: *mut llvm_sys::prelude::LLVMValueRef, cap: u64) -> i64;
    fn spvllvm_di_expression_args(md: LLVMMetadataRef) -> i64;
    /// `LLVMDbgRecordKind LLVMDbgRecordGetKind(LLVMDbgRecordRef)`, read as an integer.
    #[link_name = "LLVMDbgRecordGetKind"]
    fn dbg_record_kind(record: LLVMDbgRecordRef) -> c_int;
    #[link_name = "LLVMGetFirstDbgRecord"]
    fn first_dbg_record(inst: llvm_sys::prelude::LLVMValueRef) -> LLVMDbgRecordRef;
    #[link_name = "LLVMGetNextDbgRecord"]
    fn next_dbg_record(record: LLVMDbgRecordRef) -> LLVMDbgRecordRef;
}

/// A debug-information node, its fields by name. References to other nodes are `None` where
/// the node has none (`null`).
#[derive(Clone, Debug)]
pub enum DiNode<'a> {
    /// `DICompileUnit`.
    CompileUnit {
        /// `DW_LANG_*`.
        language: u32,
        /// `isOptimized:`.
        optimized: bool,
        /// The file.
        file: Option<Metadata<'a>>,
        /// `producer:`.
        producer: String,
        /// `globals:` (a tuple of `DIGlobalVariableExpression`s).
        globals: Option<Metadata<'a>>,
        /// `enums:`, `retainedTypes:` and `imports:` tuples.
        retained: [Option<Metadata<'a>>; 3],
        /// `macros:` (a tuple of `DIMacro`s and `DIMacroFile`s).
        macros: Option<Metadata<'a>>,
        /// `dwoId:` (split DWARF: the identifier of the unit's `.dwo` file; 0 without one).
        dwo_id: u64,
        /// `splitDebugFilename:` (split DWARF: where the unit's `.dwo` file is; empty without one).
        split_debug_file: String,
    },
    /// `DIFile`.
    File {
        /// `filename:`.
        name: String,
        /// `directory:`.
        directory: String,
        /// `source:`, when present.
        source: Option<String>,
        /// `checksumkind:` (1 MD5, 2 SHA1, 3 SHA256) and `checksum:`.
        checksum: Option<(u32, String)>,
    },
    /// `DIBasicType`.
    BasicType {
        /// `name:`.
        name: String,
        /// `size:` in bits.
        size: u64,
        /// `encoding:` (`DW_ATE_*`).
        encoding: u32,
        /// `flags:`.
        flags: u32,
    },
    /// `DIDerivedType`: pointers, references, qualifiers, typedefs, members, inheritance.
    DerivedType {
        /// `tag:`.
        tag: u32,
        /// `name:`.
        name: String,
        /// `baseType:`.
        base: Option<Metadata<'a>>,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `size:` in bits.
        size: u64,
        /// `offset:` in bits.
        offset: u64,
        /// `flags:`.
        flags: u32,
        /// `dwarfAddressSpace:`.
        address_space: Option<u32>,
        /// `extraData:` (a static member's constant, a bit field's storage offset).
        extra: Option<Metadata<'a>>,
    },
    /// `DICompositeType`: structures, classes, unions, arrays, vectors, enumerations.
    CompositeType {
        /// `tag:`.
        tag: u32,
        /// `name:`.
        name: String,
        /// `identifier:` (the ODR name).
        identifier: String,
        /// `baseType:` (array element, enumeration's underlying type).
        base: Option<Metadata<'a>>,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `size:` in bits.
        size: u64,
        /// `flags:`.
        flags: u32,
        /// `elements:` (a tuple).
        elements: Option<Metadata<'a>>,
        /// `templateParams:` (a tuple).
        template_params: Option<Metadata<'a>>,
        /// A Fortran array's descriptor: `dataLocation:`, `associated:`, `allocated:`, `rank:`
        /// (variables, expressions, or for the rank a constant).
        descriptor: [Option<Metadata<'a>>; 4],
    },
    /// `DIStringType` (Fortran's `CHARACTER`).
    StringType {
        /// `name:`.
        name: String,
        /// `size:` in bits.
        size: u64,
        /// `encoding:` (`DW_ATE_*`, 0 when absent).
        encoding: u32,
        /// `stringLength:` (a variable).
        length: Option<Metadata<'a>>,
        /// `stringLengthExpression:` (an expression).
        length_expression: Option<Metadata<'a>>,
        /// `stringLocationExpression:` (an expression).
        location: Option<Metadata<'a>>,
    },
    /// `DISubroutineType`.
    SubroutineType {
        /// `flags:`.
        flags: u32,
        /// `types:` (a tuple: the return type, then the parameters; `null` for `void`).
        types: Option<Metadata<'a>>,
    },
    /// `DISubrange`.
    Subrange {
        /// `count:` when it is a constant.
        count: Option<i64>,
        /// `count:` when it is a variable or an expression.
        count_node: Option<Metadata<'a>>,
        /// `lowerBound:` when it is a constant.
        lower_bound: Option<i64>,
        /// `lowerBound:`, `upperBound:` and `stride:` when each is a variable or an expression.
        bound_nodes: [Option<Metadata<'a>>; 3],
        /// `upperBound:` and `stride:` when each is a constant.
        upper_stride: [Option<i64>; 2],
    },
    /// `DIEnumerator` (values wider than 64 bits read as `None`).
    Enumerator {
        /// `name:`.
        name: String,
        /// `value:`.
        value: Option<u64>,
        /// `isUnsigned:`.
        unsigned: bool,
    },
    /// `DISubprogram`.
    Subprogram {
        /// `name:`.
        name: String,
        /// `linkageName:`.
        linkage_name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `type:`.
        ty: Option<Metadata<'a>>,
        /// `scopeLine:`.
        scope_line: u32,
        /// `flags:` (`DIFlags`).
        flags: u32,
        /// `spFlags:` (`DISPFlags`).
        sp_flags: u32,
        /// `declaration:`.
        declaration: Option<Metadata<'a>>,
        /// `retainedNodes:` (a tuple: variables kept although optimized out, labels).
        retained: Option<Metadata<'a>>,
        /// `templateParams:`.
        template_params: Option<Metadata<'a>>,
        /// `unit:` (a definition's compile unit).
        unit: Option<Metadata<'a>>,
    },
    /// `DILexicalBlock`.
    LexicalBlock {
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `column:`.
        column: u32,
    },
    /// `DILexicalBlockFile`.
    LexicalBlockFile {
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `discriminator:`.
        discriminator: u32,
    },
    /// `DINamespace`.
    Namespace {
        /// `name:`.
        name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `exportSymbols:` (a C++ inline namespace).
        export_symbols: bool,
    },
    /// `DIModule` (a Clang or Fortran module).
    Module {
        /// `name:`.
        name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `isDecl:`.
        is_decl: bool,
        /// `configMacros:`.
        config_macros: String,
        /// `includePath:`.
        include_path: String,
        /// `apinotes:`.
        api_notes: String,
    },
    /// `DILocation`.
    Location {
        /// `line:`.
        line: u32,
        /// `column:`.
        column: u32,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `inlinedAt:`.
        inlined_at: Option<Metadata<'a>>,
    },
    /// `DILocalVariable`.
    LocalVariable {
        /// `name:`.
        name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `type:`.
        ty: Option<Metadata<'a>>,
        /// `arg:` (0 for a local variable).
        arg: u32,
        /// `flags:`.
        flags: u32,
    },
    /// `DIGlobalVariable`.
    GlobalVariable {
        /// `name:`.
        name: String,
        /// `linkageName:`.
        linkage_name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
        /// `type:`.
        ty: Option<Metadata<'a>>,
        /// `isLocal:`.
        local: bool,
        /// `isDefinition:`.
        definition: bool,
        /// `declaration:` (a static data member).
        declaration: Option<Metadata<'a>>,
    },
    /// `DIGlobalVariableExpression`.
    GlobalVariableExpression {
        /// `var:`.
        variable: Option<Metadata<'a>>,
        /// `expr:`.
        expression: Option<Metadata<'a>>,
    },
    /// `DIImportedEntity`.
    ImportedEntity {
        /// `tag:` (`DW_TAG_imported_module` or `DW_TAG_imported_declaration`).
        tag: u32,
        /// `name:`.
        name: String,
        /// `scope:`.
        scope: Option<Metadata<'a>>,
        /// `entity:`.
        entity: Option<Metadata<'a>>,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `line:`.
        line: u32,
    },
    /// `DITemplateTypeParameter` (`value` none) or `DITemplateValueParameter`.
    TemplateParameter {
        /// `tag:` (`DW_TAG_template_type_parameter`, `…_value_parameter`, GNU template
        /// template parameter or parameter pack).
        tag: u32,
        /// `name:`.
        name: String,
        /// `type:`.
        ty: Option<Metadata<'a>>,
        /// `value:` (a constant, a string or a list of parameters).
        value: Option<Metadata<'a>>,
    },
    /// `DIMacro`.
    Macro {
        /// `type:` (`DW_MACINFO_define` or `DW_MACINFO_undef`).
        kind: u32,
        /// `line:`.
        line: u32,
        /// `name:`.
        name: String,
        /// `value:` (empty when absent).
        value: String,
    },
    /// `DIMacroFile`: the macros of an included file.
    MacroFile {
        /// `line:` (where the file is included).
        line: u32,
        /// `file:`.
        file: Option<Metadata<'a>>,
        /// `nodes:` (a tuple of `DIMacro`s and `DIMacroFile`s).
        nodes: Option<Metadata<'a>>,
    },
    /// Another node kind (named by its kind), read by nobody yet.
    Other(MetadataKind),
}

impl<'a> Metadata<'a> {
    /// The fields of a debug-information node; `None` for metadata that is not one.
    pub fn di_node(self) -> Option<DiNode<'a>> {
        let kind = self.kind();
        let mut raw = RawNode { ints: [0; 8], refs: [std::ptr::null_mut(); 12], strs: [std::ptr::null(); 4], lens: [0; 4] };
        // SAFETY: `self` is live metadata; the shim only reads it and fills `raw`, whose layout
        // matches the C++ record.
        if unsafe { spvllvm_di_node(self.raw(), &mut raw) } == 0 {
            return kind.is_debug_node().then_some(DiNode::Other(kind));
        }
        let context = self.context_raw();
        let r = |i: usize| Metadata::from_raw(raw.refs[i], context);
        let s = |i: usize| String::from_utf8_lossy(&ffi::borrowed_bytes(raw.strs[i], raw.lens[i])).into_owned();
        let n = raw.ints;
        let u = |i: usize| u32::try_from(n[i]).unwrap_or(u32::MAX);
        Some(match kind {
            MetadataKind::DiCompileUnit => DiNode::CompileUnit {
                language: u(0),
                optimized: n[1] != 0,
                file: r(0),
                producer: s(0),
                globals: r(3),
                retained: [r(1), r(2), r(4)],
                macros: r(5),
                dwo_id: n[4],
                split_debug_file: s(2),
            },
            MetadataKind::DiFile => DiNode::File {
                name: s(0),
                directory: s(1),
                source: (n[0] != 0).then(|| s(2)),
                checksum: (n[1] != 0).then(|| (u(1), s(3))),
            },
            MetadataKind::DiBasicType => DiNode::BasicType { name: s(0), size: n[1], encoding: u(3), flags: u(4) },
            MetadataKind::DiDerivedType => DiNode::DerivedType {
                tag: u(0),
                name: s(0),
                base: r(0),
                scope: r(1),
                file: r(2),
                line: u(5),
                size: n[1],
                offset: n[3],
                flags: u(4),
                address_space: n[6].checked_sub(1).and_then(|a| u32::try_from(a).ok()),
                extra: r(3),
            },
            MetadataKind::DiCompositeType => DiNode::CompositeType {
                tag: u(0),
                name: s(0),
                identifier: s(1),
                base: r(0),
                scope: r(1),
                file: r(2),
                line: u(5),
                size: n[1],
                flags: u(4),
                elements: r(3),
                template_params: r(4),
                descriptor: [r(8), r(9), r(10), r(11)],
            },
            MetadataKind::DiSubroutineType => DiNode::SubroutineType { flags: u(4), types: r(3) },
            MetadataKind::DiStringType => DiNode::StringType {
                name: s(0),
                size: n[1],
                encoding: u(3),
                length: r(0),
                length_expression: r(1),
                location: r(2),
            },
            MetadataKind::DiSubrange => DiNode::Subrange {
                count: (n[0] != 0).then_some(n[1] as i64),
                count_node: r(0),
                lower_bound: (n[2] != 0).then_some(n[3] as i64),
                bound_nodes: [r(1), r(2), r(3)],
                upper_stride: [(n[4] != 0).then_some(n[5] as i64), (n[6] != 0).then_some(n[7] as i64)],
            },
            MetadataKind::DiEnumerator => {
                DiNode::Enumerator { name: s(0), value: (n[2] != 0).then_some(n[0]), unsigned: n[1] != 0 }
            }
            MetadataKind::DiSubprogram => DiNode::Subprogram {
                name: s(0),
                linkage_name: s(1),
                scope: r(0),
                file: r(1),
                line: u(0),
                ty: r(2),
                scope_line: u(1),
                flags: u(2),
                sp_flags: u(3),
                declaration: r(4),
                retained: r(7),
                template_params: r(5),
                unit: r(3),
            },
            MetadataKind::DiLexicalBlock => DiNode::LexicalBlock { scope: r(0), file: r(1), line: u(0), column: u(1) },
            MetadataKind::DiLexicalBlockFile => DiNode::LexicalBlockFile { scope: r(0), file: r(1), discriminator: u(0) },
            MetadataKind::DiNamespace => DiNode::Namespace { name: s(0), scope: r(0), export_symbols: n[0] != 0 },
            MetadataKind::DiModule => DiNode::Module {
                name: s(0),
                scope: r(0),
                file: r(1),
                line: u(0),
                is_decl: u(1) != 0,
                config_macros: s(1),
                include_path: s(2),
                api_notes: s(3),
            },
            MetadataKind::DiLocation => DiNode::Location { line: u(0), column: u(1), scope: r(0), inlined_at: r(1) },
            MetadataKind::DiLocalVariable => DiNode::LocalVariable {
                name: s(0),
                scope: r(0),
                file: r(1),
                line: u(0),
                ty: r(2),
                arg: u(1),
                flags: u(2),
            },
            MetadataKind::DiGlobalVariable => DiNode::GlobalVariable {
                name: s(0),
                linkage_name: s(1),
                scope: r(0),
                file: r(1),
                line: u(0),
                ty: r(2),
                local: n[1] != 0,
                definition: n[2] != 0,
                declaration: r(3),
            },
            MetadataKind::DiGlobalVariableExpression => DiNode::GlobalVariableExpression { variable: r(0), expression: r(1) },
            MetadataKind::DiImportedEntity => DiNode::ImportedEntity {
                tag: u(0),
                name: s(0),
                scope: r(0),
                entity: r(1),
                file: r(2),
                line: u(1),
            },
            MetadataKind::DiMacro => DiNode::Macro { kind: u(0), line: u(1), name: s(0), value: s(1) },
            MetadataKind::DiMacroFile => DiNode::MacroFile { line: u(0), file: r(0), nodes: r(1) },
            MetadataKind::DiTemplateTypeParameter | MetadataKind::DiTemplateValueParameter => {
                DiNode::TemplateParameter { tag: u(0), name: s(0), ty: r(0), value: r(1) }
            }
            other => DiNode::Other(other),
        })
    }

    /// The size in bits of a debug type; typedefs and qualifiers (which have none of their
    /// own) give the size of what they name. 0 when unknown.
    pub fn di_type_size(self) -> u64 {
        let mut ty = self;
        for _ in 0..64 {
            match ty.di_node() {
                Some(DiNode::BasicType { size, .. } | DiNode::CompositeType { size, .. }) => return size,
                Some(DiNode::DerivedType { size, .. }) if size != 0 => return size,
                Some(DiNode::DerivedType { base: Some(base), .. }) => ty = base,
                _ => return 0,
            }
        }
        0
    }

    /// The elements of a `DIExpression` (operations followed by their literal operands);
    /// `None` for other metadata.
    pub fn di_expression(self) -> Option<Vec<u64>> {
        // SAFETY: a null output with capacity 0 only asks for the count.
        let count = unsafe { spvllvm_di_expression(self.raw(), std::ptr::null_mut(), 0) };
        let count = usize::try_from(count).ok()?;
        let mut out = vec![0u64; count];
        // SAFETY: `out` has room for `count` elements.
        unsafe { spvllvm_di_expression(self.raw(), out.as_mut_ptr(), count as u64) };
        Some(out)
    }

    /// How many location operands a `DIExpression` refers to with `DW_OP_LLVM_arg` (0 when
    /// none); `None` for other metadata.
    pub fn di_expression_args(self) -> Option<usize> {
        // SAFETY: the shim checks the node's kind.
        usize::try_from(unsafe { spvllvm_di_expression_args(self.raw()) }).ok()
    }
}

impl MetadataKind {
    /// Whether metadata of this kind is a debug-information node (`DI*`).
    pub fn is_debug_node(self) -> bool {
        self.is_node() && !matches!(self, Self::MdTuple | Self::DiAssignId)
    }
}

/// What a debug record does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DbgRecordKind {
    /// `#dbg_label`.
    Label,
    /// `#dbg_declare`: the variable lives at an address.
    Declare,
    /// `#dbg_value`: the variable has a value.
    Value,
    /// `#dbg_assign`: a value, tied to a store.
    Assign,
}

/// A debug record attached before an instruction.
#[derive(Clone, Debug)]
pub struct DbgRecord<'a> {
    /// What it does.
    pub kind: DbgRecordKind,
    /// The `DILocalVariable` (`None` for labels).
    pub variable: Option<Metadata<'a>>,
    /// The `DIExpression` (`None` for labels).
    pub expression: Option<Metadata<'a>>,
    /// The address or value (`None` for labels and for an empty or multi-value location).
    pub value: Option<Value<'a>>,
    /// The values of a `!DIArgList` location (empty for any other).
    pub arg_list: Vec<Value<'a>>,
    /// The record's `DILocation`.
    pub location: Option<Metadata<'a>>,
}

/// The values of variable record `record`'s `!DIArgList` location (empty for any other).
fn arg_list<'a>(record: LLVMDbgRecordRef) -> Vec<Value<'a>> {
    // SAFETY: a null output with capacity 0 only asks for the count; `record` is live.
    let Ok(count) = usize::try_from(unsafe { spvllvm_dbg_arg_list(record, std::ptr::null_mut(), 0) }) else { return Vec::new() };
    let mut raw = vec![std::ptr::null_mut(); count];
    // SAFETY: `raw` has room for `count` values.
    unsafe { spvllvm_dbg_arg_list(record, raw.as_mut_ptr(), count as u64) };
    raw.into_iter().filter_map(Value::from_raw).collect()
}

impl<'a> Value<'a> {
    /// The `!dbg` location of an instruction.
    pub fn debug_location(self) -> Option<Metadata<'a>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: `self` is a live instruction.
        let raw = unsafe { LLVMInstructionGetDebugLoc(self.raw()) };
        // SAFETY: `self` is a live value.
        Metadata::from_raw(raw, unsafe { LLVMGetValueContext(self.raw()) })
    }

    /// The debug records attached before an instruction, in order.
    pub fn dbg_records(self) -> Vec<DbgRecord<'a>> {
        let mut out = Vec::new();
        if !self.is_instruction() {
            return out;
        }
        let context = self.context_raw();
        // SAFETY: `self` is a live instruction; records are walked with LLVM's own links.
        let mut record = unsafe { first_dbg_record(self.raw()) };
        while !record.is_null() {
            // SAFETY: `record` is a live record of `self`.
            let kind = match unsafe { dbg_record_kind(record) } {
                0 => DbgRecordKind::Label,
                1 => DbgRecordKind::Declare,
                2 => DbgRecordKind::Value,
                3 => DbgRecordKind::Assign,
                _ => {
                    // SAFETY: as above.
                    record = unsafe { next_dbg_record(record) };
                    continue;
                }
            };
            // SAFETY: as above; the variable getters are only called on variable records.
            let (variable, expression, value, location) = unsafe {
                let location = Metadata::from_raw(LLVMDbgRecordGetDebugLoc(record), context);
                if kind == DbgRecordKind::Label {
                    (None, None, None, location)
                } else {
                    (
                        Metadata::from_raw(LLVMDbgVariableRecordGetVariable(record), context),
                        Metadata::from_raw(LLVMDbgVariableRecordGetExpression(record), context),
                        Value::from_raw(spvllvm_dbg_single_value(record)),
                        location,
                    )
                }
            };
            let arg_list = if kind == DbgRecordKind::Label { Vec::new() } else { arg_list(record) };
            out.push(DbgRecord { kind, variable, expression, value, arg_list, location });
            // SAFETY: as above.
            record = unsafe { next_dbg_record(record) };
        }
        out
    }
}
