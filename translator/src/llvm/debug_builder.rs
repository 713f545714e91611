//! [`DebugBuilder`]: a safe wrapper over LLVM's `DIBuilder` C API, making debug-information
//! metadata (compile unit, files, types, scopes, variables, expressions, locations) for one
//! module, plus the few debug calls outside `DIBuilder` (module flags, a function's subprogram,
//! a builder's current location).
//!
//! Invariants:
//! - A `DebugBuilder<'a>` is bound to one module (borrowed for `'a`); every node it makes lives
//!   in that module's context. [`DebugBuilder::finalize`] must run before the module is
//!   verified or printed (it resolves the compile unit's lists and subprograms' retained nodes);
//!   `Drop` disposes the builder.
//! - `DIBuilder` supports one compile unit: [`DebugBuilder::compile_unit`] fails on a second.
//! - Every creator that takes node arguments checks they belong to this context; counts and
//!   sizes are converted with checks. A null result from LLVM is an error.
//! - Functions taking a C enum (`LLVMDWARFSourceLanguage`, `LLVMDWARFEmissionKind`,
//!   `LLVMChecksumKind`) are redeclared here with `unsigned`, so a value `llvm-sys` does not
//!   know never becomes an invalid Rust enum.

use std::ffi::{c_char, c_uint};
use std::marker::PhantomData;

use llvm_sys::LLVMModuleFlagBehavior;
use llvm_sys::core::{LLVMAddModuleFlag, LLVMConstInt, LLVMInt64TypeInContext, LLVMMDNodeInContext2, LLVMSetCurrentDebugLocation2, LLVMValueAsMetadata};
use llvm_sys::debuginfo::{
    LLVMCreateDIBuilder, LLVMDIBuilderCreateArtificialType, LLVMDIBuilderCreateFile, LLVMDIBuilderCreateObjectPointerType, LLVMDIBuilderCreateReferenceType, LLVMDIBuilderCreateArrayType, LLVMDIBuilderCreateAutoVariable,
    LLVMDIBuilderCreateBasicType, LLVMDIBuilderCreateClassType, LLVMDIBuilderCreateDebugLocation,
    LLVMDIBuilderCreateMemberPointerType,
    LLVMDIBuilderCreateEnumerator, LLVMDIBuilderCreateExpression,
    LLVMDIBuilderCreateGlobalVariableExpression, LLVMDIBuilderCreateImportedDeclaration,
    LLVMDIBuilderCreateImportedModuleFromAlias, LLVMDIBuilderCreateImportedModuleFromModule,
    LLVMDIBuilderCreateImportedModuleFromNamespace, LLVMDIBuilderCreateInheritance, LLVMDIGlobalVariableExpressionGetVariable, LLVMDIBuilderCreateLexicalBlock,
    LLVMDIBuilderCreateLexicalBlockFile, LLVMDIBuilderCreateMacro, LLVMDIBuilderCreateMemberType, LLVMDIBuilderCreateTempMacroFile, LLVMDIBuilderCreateStaticMemberType, LLVMDIBuilderCreateModule, LLVMDIBuilderCreateNameSpace,
    LLVMDIBuilderCreateParameterVariable, LLVMDIBuilderCreatePointerType, LLVMDIBuilderCreateQualifiedType,
    LLVMDIBuilderCreateReplaceableCompositeType, LLVMDIBuilderCreateStructType, LLVMDIBuilderCreateSubroutineType,
    LLVMDIBuilderCreateTypedef, LLVMDIBuilderCreateUnionType, LLVMDIBuilderCreateVectorType,
    LLVMDIBuilderFinalize, LLVMDIBuilderGetOrCreateSubrange, LLVMDIBuilderInsertDbgValueRecordAtEnd,
    LLVMDIBuilderInsertDeclareRecordAtEnd, LLVMDIFlags, LLVMDisposeDIBuilder, LLVMMetadataReplaceAllUsesWith,
    LLVMDWARFMacinfoRecordType, LLVMSetSubprogram,
};
use llvm_sys::prelude::{LLVMBool, LLVMContextRef, LLVMDIBuilderRef, LLVMMetadataRef, LLVMModuleRef};

use super::builder::Builder;
use super::function::{BasicBlock, Function};
use super::enums::MetadataKind;
use super::metadata::Metadata;
use super::module::Module;
use super::values::Value;
use super::{Error, Result};

#[allow(clashing_extern_declarations)]
// SAFETY: each declaration repeats the C prototype of `llvm-c/DebugInfo.h` in LLVM 22 with
// `unsigned` in place of the enum parameters, which has the same size and ABI.
unsafe extern "C" {
    /// `LLVMDIBuilderCreateCompileUnit` with the language and emission kind as integers.
    #[link_name = "LLVMDIBuilderCreateCompileUnit"]
    fn create_compile_unit(
        builder: LLVMDIBuilderRef,
        lang: c_uint,
        file: LLVMMetadataRef,
        producer: *const c_char,
        producer_len: usize,
        optimized: LLVMBool,
        flags: *const c_char,
        flags_len: usize,
        runtime_ver: c_uint,
        split_name: *const c_char,
        split_name_len: usize,
        kind: c_uint,
        dwo_id: c_uint,
        split_debug_inlining: LLVMBool,
        debug_info_for_profiling: LLVMBool,
        sysroot: *const c_char,
        sysroot_len: usize,
        sdk: *const c_char,
        sdk_len: usize,
    ) -> LLVMMetadataRef;
    /// `LLVMDIBuilderCreateFileWithChecksum` with the checksum kind as an integer.
    #[link_name = "LLVMDIBuilderCreateFileWithChecksum"]
    fn create_file(
        builder: LLVMDIBuilderRef,
        name: *const c_char,
        name_len: usize,
        dir: *const c_char,
        dir_len: usize,
        checksum_kind: c_uint,
        checksum: *const c_char,
        checksum_len: usize,
        source: *const c_char,
        source_len: usize,
    ) -> LLVMMetadataRef;
}

/// The number of the last standard DWARF language the C API's `LLVMDWARFSourceLanguage`
/// enumerates without a gap (`DW_LANG_SYCL`, 0x39); its enumerators count the codes from 1, skipping 0x29.
const LAST_C_API_LANGUAGE: u32 = 0x39;

/// A `DW_ATE_*`, `DW_TAG_*` and friends are small; sizes and lines are converted with checks.
fn uint(what: &'static str, v: u64) -> Result<c_uint> {
    c_uint::try_from(v).map_err(|_| Error::invalid(what, format!("{v} does not fit 32 bits")))
}

/// Makes debug-information metadata for one module.
pub struct DebugBuilder<'a> {
    raw: LLVMDIBuilderRef,
    module: LLVMModuleRef,
    context: LLVMContextRef,
    has_unit: bool,
    _module: PhantomData<&'a ()>,
}

/// What a new subprogram says about itself.
#[derive(Clone, Copy, Debug)]
pub struct SubprogramInfo<'s> {
    /// Source name.
    pub name: &'s str,
    /// Linkage (mangled) name, empty for none.
    pub linkage_name: &'s str,
    /// Declared on this line.
    pub line: u32,
    /// First line of the body.
    pub scope_line: u32,
    /// `DIFlags`.
    pub flags: u32,
    /// Local to its compilation unit.
    pub local: bool,
    /// A definition (distinct, in the unit) rather than a declaration.
    pub definition: bool,
    /// Optimized code.
    pub optimized: bool,
    /// `DISPFlags` beyond local, definition and optimized (virtuality, …).
    pub sp_flags: u32,
}

impl<'a> DebugBuilder<'a> {
    /// A builder for `module`; unresolved (temporary) nodes are allowed until [`Self::finalize`].
    pub fn new(module: &'a Module<'_>) -> Self {
        // SAFETY: the module is live and outlives the builder (borrowed for `'a`).
        let raw = unsafe { LLVMCreateDIBuilder(module.raw()) };
        DebugBuilder { raw, module: module.raw(), context: module.context().raw(), has_unit: false, _module: PhantomData }
    }

    fn node(&self, op: &'static str, raw: LLVMMetadataRef) -> Result<Metadata<'a>> {
        Metadata::from_raw(raw, self.context).ok_or_else(|| Error::invalid(op, "LLVM returned no node".to_string()))
    }

    fn check(&self, op: &'static str, md: Option<Metadata<'a>>) -> Result<LLVMMetadataRef> {
        match md {
            None => Ok(std::ptr::null_mut()),
            Some(m) if m.context_raw() == self.context => Ok(m.raw()),
            Some(m) => Err(Error::ForeignHandle { op, what: format!("metadata {m}") }),
        }
    }

    fn checks(&self, op: &'static str, mds: &[Option<Metadata<'a>>]) -> Result<Vec<LLVMMetadataRef>> {
        mds.iter().map(|m| self.check(op, *m)).collect()
    }

    /// Resolves what the builder keeps pending (the unit's lists, subprograms' retained nodes).
    pub fn finalize(&self) {
        // SAFETY: the builder and its module are live.
        unsafe { LLVMDIBuilderFinalize(self.raw) }
    }

    /// Moves `nodes` from compile unit `from` to `to` (two units of one linked module; each
    /// made by its own builder, as a `DIBuilder` makes one): subprograms of `from` take `to`
    /// as their unit, and the enumerations, retained types, global variable expressions and
    /// imported entities among them leave `from`'s lists for `to`'s. Call after
    /// [`Self::finalize`], which writes the lists.
    pub fn move_to_unit(from: Metadata<'a>, to: Metadata<'a>, nodes: &[Metadata<'a>]) -> Result<()> {
        let mut raw: Vec<LLVMMetadataRef> = nodes.iter().map(|m| m.raw()).collect();
        let n = uint("move_to_unit", raw.len() as u64)?;
        // SAFETY: nodes of one context; `n` of them (the shim checks their kinds).
        let moved = unsafe { spvllvm_di_move_to_unit(from.raw(), to.raw(), raw.as_mut_ptr(), n) };
        if moved == 0 {
            return Err(Error::invalid("move_to_unit", "not two compile units".to_string()));
        }
        Ok(())
    }

    /// A `DIFile`, with a checksum (`(kind, hex)`, kind 0 MD5, 1 SHA1, 2 SHA256) and a source
    /// text. LLVM stores a source text only beside a checksum; without one it is dropped.
    pub fn file(&self, name: &str, directory: &str, checksum: Option<(u32, &str)>, source: Option<&str>) -> Result<Metadata<'a>> {
        let Some((kind, sum)) = checksum.filter(|c| c.0 <= 2) else {
            // SAFETY: strings are passed with their lengths.
            let raw = unsafe { LLVMDIBuilderCreateFile(self.raw, name.as_ptr().cast(), name.len(), directory.as_ptr().cast(), directory.len()) };
            return self.node("file", raw);
        };
        let (src, src_len) = source.map_or((std::ptr::null(), 0), |s| (s.as_ptr().cast(), s.len()));
        // SAFETY: strings are passed with their lengths; `kind` is an `LLVMChecksumKind`.
        let raw = unsafe {
            create_file(self.raw, name.as_ptr().cast(), name.len(), directory.as_ptr().cast(), directory.len(), kind,
                sum.as_ptr().cast(), sum.len(), src, src_len)
        };
        self.node("file", raw)
    }

    /// The module's `DICompileUnit` (full emission), added to `!llvm.dbg.cu`. `language` is a
    /// `DW_LANG_*` code; one the C API cannot name becomes `DW_LANG_OpenCL`. `split` is the
    /// split-DWARF `dwoId:` and `splitDebugFilename:` (0 and empty: none).
    pub fn compile_unit(&mut self, language: u32, file: Metadata<'a>, producer: &str, optimized: bool,
        split: (u64, String)) -> Result<Metadata<'a>> {
        const OP: &str = "compile_unit";
        if self.has_unit {
            return Err(Error::invalid(OP, "a DIBuilder makes one compile unit".to_string()));
        }
        let file = self.check(OP, Some(file))?;
        // DWARF numbers languages from 1 with no 0x29; the C enum has no gap.
        let code = if (1..=LAST_C_API_LANGUAGE).contains(&language) && language != 0x29 { language } else { 0x15 };
        let enumerator = if code > 0x29 { code - 2 } else { code - 1 };
        let (dwo_id, split_file) = split;
        // SAFETY: `enumerator` is an enumerator of `LLVMDWARFSourceLanguage` (checked range);
        // emission kind 1 is `LLVMDWARFEmissionFull`; split-debug inlining on (DIBuilder's
        // default); strings with their lengths.
        let raw = unsafe {
            create_compile_unit(self.raw, enumerator, file, producer.as_ptr().cast(), producer.len(), LLVMBool::from(optimized),
                std::ptr::null(), 0, 0, split_file.as_ptr().cast(), split_file.len(), 1, 0, 1, 0, std::ptr::null(), 0,
                std::ptr::null(), 0)
        };
        // The C API takes a 32-bit DWO id; the node holds 64 bits.
        // SAFETY: `raw` is the unit just made (or null, which the shim refuses).
        if dwo_id != 0 && unsafe { spvllvm_di_set_dwo_id(raw, dwo_id) } == 0 {
            return Err(Error::invalid(OP, "the DWO id of no compile unit".to_string()));
        }
        self.has_unit = true;
        self.node(OP, raw)
    }

    /// Adds the integer module flag `name` with behaviour "warning" (what clang uses for
    /// `Dwarf Version` and `Debug Info Version`).
    pub fn add_module_flag(&self, name: &str, value: u32) -> Result<()> {
        let ctx_i32 = {
            // SAFETY: the context is live.
            unsafe { llvm_sys::core::LLVMInt32TypeInContext(self.context) }
        };
        // SAFETY: a constant of a live type, wrapped as metadata; the name with its length.
        unsafe {
            let c = llvm_sys::core::LLVMConstInt(ctx_i32, u64::from(value), 0);
            LLVMAddModuleFlag(self.module, LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning, name.as_ptr().cast(),
                name.len(), LLVMValueAsMetadata(c));
        }
        Ok(())
    }

    /// The module flag `"Source Lang Literal"` (behaviour "warning") that keeps a compile
    /// unit's source language number that DWARF has no name for: `!{!{unit, i32 language}}`.
    pub fn add_source_language_literal(&self, unit: Metadata<'a>, language: u32) -> Result<()> {
        const NAME: &str = "Source Lang Literal";
        let unit = self.check("source_language_literal", Some(unit))?;
        // SAFETY: a constant of a live type wrapped as metadata; nodes of this context with
        // their counts; the name with its length.
        unsafe {
            let ctx_i32 = llvm_sys::core::LLVMInt32TypeInContext(self.context);
            let mut entry = [unit, LLVMValueAsMetadata(llvm_sys::core::LLVMConstInt(ctx_i32, u64::from(language), 0))];
            let entry = llvm_sys::core::LLVMMDNodeInContext2(self.context, entry.as_mut_ptr(), entry.len());
            let mut list = [entry];
            let list = llvm_sys::core::LLVMMDNodeInContext2(self.context, list.as_mut_ptr(), list.len());
            LLVMAddModuleFlag(self.module, LLVMModuleFlagBehavior::LLVMModuleFlagBehaviorWarning, NAME.as_ptr().cast(),
                NAME.len(), list);
        }
        Ok(())
    }

    /// A `DW_TAG_unspecified_type` named `name` (what stands for a type the input leaves out).
    pub fn unspecified_type(&self, name: &str) -> Result<Metadata<'a>> {
        // SAFETY: string with its length.
        let raw = unsafe { llvm_sys::debuginfo::LLVMDIBuilderCreateUnspecifiedType(self.raw, name.as_ptr().cast(), name.len()) };
        self.node("unspecified_type", raw)
    }

    /// A `DIBasicType`.
    pub fn basic_type(&self, name: &str, size_bits: u64, encoding: u32, flags: u32) -> Result<Metadata<'a>> {
        // SAFETY: string with its length; encoding and flags are plain integers.
        let raw = unsafe { LLVMDIBuilderCreateBasicType(self.raw, name.as_ptr().cast(), name.len(), size_bits, encoding, flags as LLVMDIFlags) };
        self.node("basic_type", raw)
    }

    /// A `DW_TAG_pointer_type` to `pointee` (`None`: `void`), in DWARF address space `space`.
    pub fn pointer_type(&self, pointee: Option<Metadata<'a>>, size_bits: u64, space: Option<u32>) -> Result<Metadata<'a>> {
        let p = self.check("pointer_type", pointee)?;
        // SAFETY: node of this context (or null); no name.
        let raw = unsafe { LLVMDIBuilderCreatePointerType(self.raw, p, size_bits, 0, space.unwrap_or(0), std::ptr::null(), 0) };
        self.node("pointer_type", raw)
    }

    /// A pointer to a member of type `member` of class `class` (`DW_TAG_ptr_to_member_type`),
    /// of unstated size.
    pub fn member_pointer_type(&self, member: Option<Metadata<'a>>, class: Option<Metadata<'a>>)
        -> Result<Metadata<'a>> {
        const OP: &str = "member_pointer_type";
        let (m, c) = (self.check(OP, member)?, self.check(OP, class)?);
        // SAFETY: nodes of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateMemberPointerType(self.raw, m, c, 0, 0, 0) };
        self.node(OP, raw)
    }

    /// A reference (`tag`: `DW_TAG_reference_type` or `DW_TAG_rvalue_reference_type`) to
    /// `base`; the C API gives it no size or address space.
    pub fn reference_type(&self, tag: u32, base: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        let b = self.check("reference_type", base)?;
        // SAFETY: node of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateReferenceType(self.raw, tag, b) };
        self.node("reference_type", raw)
    }

    /// `ty` marked as an object pointer (a method's `this`), also artificial when `implicit`.
    pub fn object_pointer_type(&self, ty: Metadata<'a>, implicit: bool) -> Result<Metadata<'a>> {
        let t = self.check("object_pointer_type", Some(ty))?;
        // SAFETY: a type node of this context.
        let raw = unsafe { LLVMDIBuilderCreateObjectPointerType(self.raw, t, LLVMBool::from(implicit)) };
        self.node("object_pointer_type", raw)
    }

    /// `ty` marked artificial (made by the compiler).
    pub fn artificial_type(&self, ty: Metadata<'a>) -> Result<Metadata<'a>> {
        let t = self.check("artificial_type", Some(ty))?;
        // SAFETY: a type node of this context.
        let raw = unsafe { LLVMDIBuilderCreateArtificialType(self.raw, t) };
        self.node("artificial_type", raw)
    }

    /// A derived type with a qualifier `tag` (`DW_TAG_const_type`, …) over `base`.
    pub fn qualified_type(&self, tag: u32, base: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        let b = self.check("qualified_type", base)?;
        // SAFETY: node of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateQualifiedType(self.raw, tag, b) };
        self.node("qualified_type", raw)
    }

    /// A `DIDerivedType` typedef.
    pub fn typedef(&self, base: Option<Metadata<'a>>, name: &str, file: Option<Metadata<'a>>, line: u32,
        scope: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        let (b, f, s) = (self.check("typedef", base)?, self.check("typedef", file)?, self.check("typedef", scope)?);
        // SAFETY: nodes of this context (or null); string with its length.
        let raw = unsafe { LLVMDIBuilderCreateTypedef(self.raw, b, name.as_ptr().cast(), name.len(), f, line, s, 0) };
        self.node("typedef", raw)
    }

    /// A `DISubroutineType`: the return type first (`None`: `void`), then the parameters.
    pub fn subroutine_type(&self, types: &[Option<Metadata<'a>>], flags: u32) -> Result<Metadata<'a>> {
        let mut raw_types = self.checks("subroutine_type", types)?;
        let n = uint("subroutine_type", raw_types.len() as u64)?;
        // SAFETY: `n` nodes (null allowed) of this context; no file.
        let raw = unsafe { LLVMDIBuilderCreateSubroutineType(self.raw, std::ptr::null_mut(), raw_types.as_mut_ptr(), n, flags as LLVMDIFlags) };
        self.node("subroutine_type", raw)
    }

    /// A `DISubrange` of `count` elements from `lower` (`count` -1: unknown).
    pub fn subrange(&self, lower: i64, count: i64) -> Result<Metadata<'a>> {
        // SAFETY: plain integers (and this builder's context). A lower bound of 0 is left
        // unstated, as clang writes C arrays.
        let raw = unsafe {
            if lower == 0 {
                spvllvm_di_subrange_count(self.context, count)
            } else {
                LLVMDIBuilderGetOrCreateSubrange(self.raw, lower, count)
            }
        };
        self.node("subrange", raw)
    }

    /// A constant `i64` as metadata (a subrange's count or bound, an array's rank).
    pub fn int_metadata(&self, value: i64) -> Result<Metadata<'a>> {
        // SAFETY: a constant of this builder's context.
        let raw = unsafe { LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(self.context), value as u64, 1)) };
        self.node("int_metadata", raw)
    }

    /// A `DISubrange` whose count, lower and upper bound and stride are each absent, a
    /// constant ([`Self::int_metadata`]), a variable or an expression.
    pub fn subrange_bounds(&self, bounds: [Option<Metadata<'a>>; 4]) -> Result<Metadata<'a>> {
        const OP: &str = "subrange_bounds";
        let b = self.checks(OP, &bounds)?;
        // SAFETY: nodes of this context (the shim checks their kinds and returns null otherwise).
        let raw = unsafe { spvllvm_di_subrange_bounds(self.context, b[0], b[1], b[2], b[3]) };
        self.node(OP, raw)
    }

    /// An array `DICompositeType` of `element` over `subranges` with a Fortran descriptor:
    /// `descriptor` is the data location, associated, allocated and rank (each absent, a
    /// variable or an expression; the rank may be a constant).
    pub fn dynamic_array_type(&self, size_bits: u64, element: Option<Metadata<'a>>, subranges: &[Metadata<'a>],
        descriptor: [Option<Metadata<'a>>; 4]) -> Result<Metadata<'a>> {
        const OP: &str = "dynamic_array_type";
        let e = self.check(OP, element)?;
        let wrapped: Vec<Option<Metadata<'a>>> = subranges.iter().map(|s| Some(*s)).collect();
        let mut subs = self.checks(OP, &wrapped)?;
        let n = uint(OP, subs.len() as u64)?;
        let d = self.checks(OP, &descriptor)?;
        // SAFETY: `n` subrange nodes of this context; the shim checks the kinds of the others.
        let raw = unsafe {
            let tuple = LLVMMDNodeInContext2(self.context, subs.as_mut_ptr(), n as usize);
            spvllvm_di_dynamic_array(self.context, size_bits, e, tuple, d[0], d[1], d[2], d[3])
        };
        self.node(OP, raw)
    }

    /// A `DIStringType` named `name` of `size_bits` with `DW_ATE_*` `encoding` (0: none):
    /// `length` a variable, `length_expression` and `location` expressions (each may be absent).
    pub fn string_type(&self, name: &str, size_bits: u64, encoding: u32, length: Option<Metadata<'a>>,
        length_expression: Option<Metadata<'a>>, location: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        const OP: &str = "string_type";
        let refs = self.checks(OP, &[length, length_expression, location])?;
        // SAFETY: the name is a live buffer of `name.len()` bytes; the shim checks the kinds of
        // the nodes of this context.
        let raw = unsafe {
            spvllvm_di_string_type(self.context, name.as_ptr().cast(), name.len(), refs[0], refs[1], refs[2], size_bits, encoding)
        };
        self.node(OP, raw)
    }

    /// An array (or, with `vector`, a vector) `DICompositeType` of `element` over `subranges`.
    pub fn array_type(&self, size_bits: u64, element: Option<Metadata<'a>>, subranges: &[Metadata<'a>], vector: bool)
        -> Result<Metadata<'a>> {
        let e = self.check("array_type", element)?;
        let wrapped: Vec<Option<Metadata<'a>>> = subranges.iter().map(|s| Some(*s)).collect();
        let mut subs = self.checks("array_type", &wrapped)?;
        let n = uint("array_type", subs.len() as u64)?;
        // SAFETY: `n` subrange nodes and an element node of this context.
        let raw = unsafe {
            if vector {
                LLVMDIBuilderCreateVectorType(self.raw, size_bits, 0, e, subs.as_mut_ptr(), n)
            } else {
                LLVMDIBuilderCreateArrayType(self.raw, size_bits, 0, e, subs.as_mut_ptr(), n)
            }
        };
        self.node("array_type", raw)
    }

    /// A `DIEnumerator`.
    pub fn enumerator(&self, name: &str, value: i64, unsigned: bool) -> Result<Metadata<'a>> {
        // SAFETY: string with its length.
        let raw = unsafe { LLVMDIBuilderCreateEnumerator(self.raw, name.as_ptr().cast(), name.len(), value, LLVMBool::from(unsigned)) };
        self.node("enumerator", raw)
    }

    /// An enumeration `DICompositeType`; `scoped`: a C++ `enum class` (`DIFlagEnumClass`).
    #[allow(clippy::too_many_arguments)]
    pub fn enumeration_type(&self, scope: Option<Metadata<'a>>, name: &str, file: Option<Metadata<'a>>, line: u32,
        size_bits: u64, enumerators: &[Metadata<'a>], underlying: Option<Metadata<'a>>, scoped: bool)
        -> Result<Metadata<'a>> {
        const OP: &str = "enumeration_type";
        let (s, f, u) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, underlying)?);
        let wrapped: Vec<Option<Metadata<'a>>> = enumerators.iter().map(|s| Some(*s)).collect();
        let mut elems = self.checks(OP, &wrapped)?;
        let n = uint(OP, elems.len() as u64)?;
        // SAFETY: nodes of this context (the shim checks their kinds); `n` enumerators; string
        // with its length.
        let raw = unsafe {
            spvllvm_di_enumeration_type(self.raw, s, name.as_ptr().cast(), name.len(), f, line, size_bits,
                elems.as_mut_ptr(), n, u, std::ffi::c_int::from(scoped))
        };
        self.node(OP, raw)
    }

    /// A temporary composite type with `tag`, to be replaced (with [`Self::replace`]) once
    /// its members, which may refer to it, exist.
    pub fn replaceable_composite(&self, tag: u32, name: &str, scope: Option<Metadata<'a>>, file: Option<Metadata<'a>>,
        line: u32) -> Result<Metadata<'a>> {
        const OP: &str = "replaceable_composite";
        let (s, f) = (self.check(OP, scope)?, self.check(OP, file)?);
        // SAFETY: nodes of this context (or null); strings with their lengths.
        let raw = unsafe {
            LLVMDIBuilderCreateReplaceableCompositeType(self.raw, tag, name.as_ptr().cast(), name.len(), s, f, line, 0, 0, 0,
                0, std::ptr::null(), 0)
        };
        self.node(OP, raw)
    }

    /// Replaces every use of the temporary node `temp` with `with`, deleting `temp`.
    pub fn replace(&self, temp: Metadata<'a>, with: Metadata<'a>) -> Result<()> {
        let (t, w) = (self.check("replace", Some(temp))?, self.check("replace", Some(with))?);
        // SAFETY: `t` is a temporary node made by `replaceable_composite` (the only temporaries
        // this API hands out), `w` a node of the same context.
        unsafe { LLVMMetadataReplaceAllUsesWith(t, w) };
        Ok(())
    }

    /// A structure, class or union `DICompositeType` (by `tag`) with its `elements`.
    #[allow(clippy::too_many_arguments)]
    pub fn composite_type(&self, tag: u32, scope: Option<Metadata<'a>>, name: &str, file: Option<Metadata<'a>>, line: u32,
        size_bits: u64, flags: u32, elements: &[Metadata<'a>], identifier: &str) -> Result<Metadata<'a>> {
        const OP: &str = "composite_type";
        let (s, f) = (self.check(OP, scope)?, self.check(OP, file)?);
        let wrapped: Vec<Option<Metadata<'a>>> = elements.iter().map(|s| Some(*s)).collect();
        let mut elems = self.checks(OP, &wrapped)?;
        let n = uint(OP, elems.len() as u64)?;
        let fl = flags as LLVMDIFlags;
        // SAFETY: nodes of this context; `n` elements; strings with their lengths.
        let raw = unsafe {
            if tag == 0x02 {
                LLVMDIBuilderCreateClassType(self.raw, s, name.as_ptr().cast(), name.len(), f, line, size_bits, 0, 0, fl,
                    std::ptr::null_mut(), elems.as_mut_ptr(), n, std::ptr::null_mut(), std::ptr::null_mut(),
                    identifier.as_ptr().cast(), identifier.len())
            } else if tag == 0x17 {
                LLVMDIBuilderCreateUnionType(self.raw, s, name.as_ptr().cast(), name.len(), f, line, size_bits, 0, fl,
                    elems.as_mut_ptr(), n, 0, identifier.as_ptr().cast(), identifier.len())
            } else {
                LLVMDIBuilderCreateStructType(self.raw, s, name.as_ptr().cast(), name.len(), f, line, size_bits, 0, fl,
                    std::ptr::null_mut(), elems.as_mut_ptr(), n, 0, std::ptr::null_mut(), identifier.as_ptr().cast(),
                    identifier.len())
            }
        };
        self.node(OP, raw)
    }

    /// A member `DIDerivedType` of the composite `scope`.
    #[allow(clippy::too_many_arguments)]
    pub fn member_type(&self, scope: Option<Metadata<'a>>, name: &str, file: Option<Metadata<'a>>, line: u32, size_bits: u64,
        offset_bits: u64, flags: u32, ty: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        const OP: &str = "member_type";
        let (s, f, t) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, ty)?);
        // SAFETY: nodes of this context (or null); string with its length.
        let raw = unsafe {
            LLVMDIBuilderCreateMemberType(self.raw, s, name.as_ptr().cast(), name.len(), f, line, size_bits, 0, offset_bits,
                flags as LLVMDIFlags, t)
        };
        self.node(OP, raw)
    }

    /// A static data member (`DIFlagStaticMember` is added), with its constant value if any.
    pub fn static_member_type(&self, scope: Option<Metadata<'a>>, name: &str, file: Option<Metadata<'a>>, line: u32,
        ty: Option<Metadata<'a>>, flags: u32, value: Option<crate::llvm::Value<'a>>) -> Result<Metadata<'a>> {
        const OP: &str = "static_member_type";
        let (s, f, t) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, ty)?);
        if let Some(v) = value {
            v.check_constant(OP)?;
        }
        let constant = value.map_or(std::ptr::null_mut(), |v| v.raw());
        // SAFETY: nodes of this context (or null); string with its length; a constant or null.
        let raw = unsafe {
            LLVMDIBuilderCreateStaticMemberType(self.raw, s, name.as_ptr().cast(), name.len(), f, line, t, flags as LLVMDIFlags, constant, 0)
        };
        self.node(OP, raw)
    }

    /// A `DW_TAG_inheritance` of `child` from `base`.
    pub fn inheritance(&self, child: Option<Metadata<'a>>, base: Option<Metadata<'a>>, offset_bits: u64, flags: u32)
        -> Result<Metadata<'a>> {
        let (c, b) = (self.check("inheritance", child)?, self.check("inheritance", base)?);
        // SAFETY: nodes of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateInheritance(self.raw, c, b, offset_bits, 0, flags as LLVMDIFlags) };
        self.node("inheritance", raw)
    }

    /// A `DISubprogram` (a definition is distinct and belongs to the compile unit).
    /// A `DISubprogram`: a method when it is a declaration in a composite type, else a
    /// function; a definition may name its `declaration`.
    #[allow(clippy::too_many_arguments)]
    pub fn function(&self, scope: Option<Metadata<'a>>, file: Option<Metadata<'a>>, ty: Option<Metadata<'a>>,
        declaration: Option<Metadata<'a>>, template_params: Option<Metadata<'a>>, info: &SubprogramInfo<'_>) -> Result<Metadata<'a>> {
        const OP: &str = "function";
        let (s, f, t) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, ty)?);
        let (d, tp) = (self.check(OP, declaration)?, self.check(OP, template_params)?);
        if info.definition && !self.has_unit {
            return Err(Error::invalid(OP, "a subprogram definition needs a compile unit".to_string()));
        }
        let SubprogramInfo { name, linkage_name: link, .. } = *info;
        let sp_flags = info.sp_flags
            | (u32::from(info.local) << 2)
            | (u32::from(info.definition) << 3)
            | (u32::from(info.optimized) << 4);
        // SAFETY: nodes of this context (or null; the shim checks their kinds); strings with
        // their lengths.
        let raw = unsafe {
            spvllvm_di_subprogram(self.raw, s, name.as_ptr().cast(), name.len(), link.as_ptr().cast(), link.len(), f,
                info.line, t, info.scope_line, info.flags, sp_flags, d, tp)
        };
        self.node(OP, raw)
    }

    /// A `DILexicalBlock`.
    pub fn lexical_block(&self, scope: Option<Metadata<'a>>, file: Option<Metadata<'a>>, line: u32, column: u32)
        -> Result<Metadata<'a>> {
        let (s, f) = (self.check("lexical_block", scope)?, self.check("lexical_block", file)?);
        // SAFETY: nodes of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateLexicalBlock(self.raw, s, f, line, column) };
        self.node("lexical_block", raw)
    }

    /// A `DILexicalBlockFile` with a discriminator.
    pub fn lexical_block_file(&self, scope: Option<Metadata<'a>>, file: Option<Metadata<'a>>, discriminator: u32)
        -> Result<Metadata<'a>> {
        let (s, f) = (self.check("lexical_block_file", scope)?, self.check("lexical_block_file", file)?);
        // SAFETY: nodes of this context (or null).
        let raw = unsafe { LLVMDIBuilderCreateLexicalBlockFile(self.raw, s, f, discriminator) };
        self.node("lexical_block_file", raw)
    }

    /// A `DINamespace` (`export_symbols`: a C++ inline namespace).
    pub fn namespace(&self, scope: Option<Metadata<'a>>, name: &str, export_symbols: bool) -> Result<Metadata<'a>> {
        let s = self.check("namespace", scope)?;
        // SAFETY: node of this context (or null); string with its length.
        let raw = unsafe { LLVMDIBuilderCreateNameSpace(self.raw, s, name.as_ptr().cast(), name.len(), LLVMBool::from(export_symbols)) };
        self.node("namespace", raw)
    }

    /// A `DIModule` (the C API gives it no file, line or declaration flag).
    pub fn module(&self, scope: Option<Metadata<'a>>, name: &str, config_macros: &str, include_path: &str, api_notes: &str) -> Result<Metadata<'a>> {
        let s = self.check("module", scope)?;
        // SAFETY: node of this context (or null); strings with their lengths.
        let raw = unsafe {
            LLVMDIBuilderCreateModule(
                self.raw,
                s,
                name.as_ptr().cast(),
                name.len(),
                config_macros.as_ptr().cast(),
                config_macros.len(),
                include_path.as_ptr().cast(),
                include_path.len(),
                api_notes.as_ptr().cast(),
                api_notes.len(),
            )
        };
        self.node("module", raw)
    }

    /// A `DIMacro` (`define` true: `DW_MACINFO_define`, else `DW_MACINFO_undef`), listed in
    /// macro file `parent` (made by [`Self::macro_file`]) or, when `None`, in the compile unit.
    /// An empty value is no value.
    pub fn macro_(&self, parent: Option<Metadata<'a>>, line: u32, define: bool, name: &str, value: &str) -> Result<Metadata<'a>> {
        const OP: &str = "macro";
        if !self.has_unit {
            return Err(Error::invalid(OP, "a macro needs the compile unit first".to_string()));
        }
        if name.is_empty() {
            return Err(Error::invalid(OP, "a macro needs a name".to_string()));
        }
        let p = self.check(OP, parent)?;
        let kind = if define { LLVMDWARFMacinfoRecordType::LLVMDWARFMacinfoRecordTypeDefine } else { LLVMDWARFMacinfoRecordType::LLVMDWARFMacinfoRecordTypeMacro };
        // SAFETY: a macro file of this context (or null: the unit, which exists); a kind LLVM
        // takes for a macro; a non-empty name and the value with their lengths.
        let raw = unsafe { LLVMDIBuilderCreateMacro(self.raw, p, line, kind, name.as_ptr().cast(), name.len(), value.as_ptr().cast(), value.len()) };
        self.node(OP, raw)
    }

    /// A `DIMacroFile` of `file` in macro file `parent` (the unit when `None`), filled with the
    /// macros made in it until [`Self::finalize`].
    pub fn macro_file(&self, parent: Option<Metadata<'a>>, line: u32, file: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        const OP: &str = "macro_file";
        if !self.has_unit {
            return Err(Error::invalid(OP, "a macro file needs the compile unit first".to_string()));
        }
        let (p, f) = (self.check(OP, parent)?, self.check(OP, file)?);
        // SAFETY: nodes of this context (or null where LLVM allows it).
        let raw = unsafe { LLVMDIBuilderCreateTempMacroFile(self.raw, p, line, f) };
        self.node(OP, raw)
    }

    /// A `DIImportedEntity` in `scope`: `DW_TAG_imported_module` (`module` true) of a namespace,
    /// module or other imported entity, or `DW_TAG_imported_declaration` of any entity (a
    /// global variable expression imports its variable). The builder lists it in its scope's
    /// subprogram or in the unit when finalized.
    pub fn imported_entity(&self, module: bool, scope: Option<Metadata<'a>>, entity: Option<Metadata<'a>>, file: Option<Metadata<'a>>,
        line: u32, name: &str) -> Result<Metadata<'a>> {
        const OP: &str = "imported_entity";
        let entity = match entity {
            Some(e) if e.kind() == MetadataKind::DiGlobalVariableExpression => {
                // SAFETY: a global variable expression of this context (checked below).
                Metadata::from_raw(unsafe { LLVMDIGlobalVariableExpressionGetVariable(self.check(OP, Some(e))?) }, self.context)
            }
            other => other,
        };
        let (s, e, f) = (self.check(OP, scope)?, self.check(OP, entity)?, self.check(OP, file)?);
        if e.is_null() {
            return Err(Error::invalid(OP, "an imported entity needs an entity".to_string()));
        }
        // SAFETY: nodes of this context (or null where LLVM allows it); no elements; the name
        // with its length.
        let raw = unsafe {
            match (module, entity.map(Metadata::kind)) {
                (true, Some(MetadataKind::DiNamespace)) => LLVMDIBuilderCreateImportedModuleFromNamespace(self.raw, s, e, f, line),
                (true, Some(MetadataKind::DiModule)) => {
                    LLVMDIBuilderCreateImportedModuleFromModule(self.raw, s, e, f, line, std::ptr::null_mut(), 0)
                }
                (true, Some(MetadataKind::DiImportedEntity)) => {
                    LLVMDIBuilderCreateImportedModuleFromAlias(self.raw, s, e, f, line, std::ptr::null_mut(), 0)
                }
                (true, _) => return Err(Error::invalid(OP, "an imported module must name a namespace, module or import".to_string())),
                (false, _) => LLVMDIBuilderCreateImportedDeclaration(self.raw, s, e, f, line, name.as_ptr().cast(), name.len(),
                    std::ptr::null_mut(), 0),
            }
        };
        self.node(OP, raw)
    }

    /// A `DITemplateTypeParameter`, or with a constant `value` a `DITemplateValueParameter`.
    pub fn template_parameter(&self, name: &str, ty: Option<Metadata<'a>>, value: Option<super::values::Value<'a>>) -> Result<Metadata<'a>> {
        const OP: &str = "template_parameter";
        let t = self.check(OP, ty)?;
        // SAFETY: a type node of this context (or null; the shim checks its kind); the name with
        // its length; the value (checked by the shim to be a constant) of this context.
        let raw = unsafe {
            match value {
                None => spvllvm_di_template_type_parameter(self.context, name.as_ptr().cast(), name.len(), t),
                Some(v) if v.context_raw() == self.context => {
                    spvllvm_di_template_value_parameter(self.context, name.as_ptr().cast(), name.len(), t, v.raw())
                }
                Some(v) => return Err(Error::ForeignHandle { op: OP, what: format!("value {v}") }),
            }
        };
        self.node(OP, raw)
    }

    /// A template template parameter named `name` standing for the template named `template`.
    pub fn template_template_parameter(&self, name: &str, template: &str) -> Result<Metadata<'a>> {
        // SAFETY: both strings with their lengths.
        let raw = unsafe {
            spvllvm_di_template_template_parameter(self.context, name.as_ptr().cast(), name.len(), template.as_ptr().cast(), template.len())
        };
        self.node("template_template_parameter", raw)
    }

    /// A template parameter pack named `name` holding template parameters `elements`.
    pub fn template_parameter_pack(&self, name: &str, elements: &[Metadata<'a>]) -> Result<Metadata<'a>> {
        const OP: &str = "template_parameter_pack";
        let mut raw_elements = self.checks(OP, &elements.iter().copied().map(Some).collect::<Vec<_>>())?;
        // SAFETY: nodes of this context, with their count.
        let tuple = unsafe { LLVMMDNodeInContext2(self.context, raw_elements.as_mut_ptr(), raw_elements.len()) };
        // SAFETY: a tuple of this context (checked by the shim); the name with its length.
        let raw = unsafe { spvllvm_di_template_parameter_pack(self.context, name.as_ptr().cast(), name.len(), tuple) };
        self.node(OP, raw)
    }

    /// Gives composite type `composite` the template parameters of tuple `params`; the node
    /// to use from then on.
    pub fn set_template_params(&self, composite: Metadata<'a>, params: Metadata<'a>) -> Result<Metadata<'a>> {
        const OP: &str = "set_template_params";
        let (c, p) = (self.check(OP, Some(composite))?, self.check(OP, Some(params))?);
        // SAFETY: nodes of this context; the shim checks their kinds.
        let raw = unsafe { spvllvm_di_set_template_params(self.raw, c, p) };
        self.node(OP, raw)
    }

    /// A `DILocation` in `scope` (a local scope), optionally inlined at another location.
    pub fn location(&self, line: u32, column: u32, scope: Metadata<'a>, inlined_at: Option<Metadata<'a>>) -> Result<Metadata<'a>> {
        let (s, i) = (self.check("location", Some(scope))?, self.check("location", inlined_at)?);
        // SAFETY: nodes of this context; `s` is not null.
        let raw = unsafe { LLVMDIBuilderCreateDebugLocation(self.context, line, column, s, i) };
        self.node("location", raw)
    }

    /// A distinct `DILocation`: the call site of inlined code (each call its own node, as
    /// clang writes them, so that two calls on one line stay two inlined instances).
    pub fn call_site(&self, line: u32, column: u32, scope: Metadata<'a>, inlined_at: Option<Metadata<'a>>)
        -> Result<Metadata<'a>> {
        let (s, i) = (self.check("call_site", Some(scope))?, self.check("call_site", inlined_at)?);
        // SAFETY: nodes of this context (the shim checks their kinds).
        let raw = unsafe { spvllvm_di_distinct_location(self.context, line, column, s, i) };
        self.node("call_site", raw)
    }

    /// A `DILocalVariable`: a parameter when `arg` is `Some(n)` (n ≥ 1), else an automatic one;
    /// always preserved (listed in its subprogram's retained nodes, as clang does when
    /// optimizing), so that a variable without any record stays visible.
    #[allow(clippy::too_many_arguments)]
    pub fn local_variable(&self, scope: Option<Metadata<'a>>, name: &str, arg: Option<u32>, file: Option<Metadata<'a>>,
        line: u32, ty: Option<Metadata<'a>>, flags: u32) -> Result<Metadata<'a>> {
        const OP: &str = "local_variable";
        // LLVM reaches into the scope's subprogram: a variable without a scope (or with a node
        // that is no scope at all) crashes it.
        use super::enums::MetadataKind as K;
        let scoped = scope.is_some_and(|m| {
            matches!(m.kind(), K::DiSubprogram | K::DiLexicalBlock | K::DiLexicalBlockFile | K::DiCompileUnit | K::DiNamespace | K::DiFile)
        });
        if !scoped {
            return Err(Error::invalid(OP, "the scope of a local variable must be a subprogram or a lexical block"));
        }
        let (s, f, t) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, ty)?);
        // SAFETY: nodes of this context (or null); string with its length.
        let raw = unsafe {
            match arg {
                Some(n) => LLVMDIBuilderCreateParameterVariable(self.raw, s, name.as_ptr().cast(), name.len(), n, f, line, t,
                    1, flags as LLVMDIFlags),
                None => LLVMDIBuilderCreateAutoVariable(self.raw, s, name.as_ptr().cast(), name.len(), f, line, t, 1,
                    flags as LLVMDIFlags, 0),
            }
        };
        self.node(OP, raw)
    }

    /// A `DIExpression` of DWARF operation words.
    pub fn expression(&self, ops: &[u64]) -> Result<Metadata<'a>> {
        let mut ops = ops.to_vec();
        // SAFETY: `ops.len()` words.
        let raw = unsafe { LLVMDIBuilderCreateExpression(self.raw, ops.as_mut_ptr(), ops.len()) };
        self.node("expression", raw)
    }

    /// A `DIGlobalVariableExpression` (listed in the unit's globals at finalization).
    #[allow(clippy::too_many_arguments)]
    pub fn global_variable(&self, scope: Option<Metadata<'a>>, name: &str, linkage: &str, file: Option<Metadata<'a>>,
        line: u32, ty: Option<Metadata<'a>>, local: bool, expr: Metadata<'a>, decl: Option<Metadata<'a>>)
        -> Result<Metadata<'a>> {
        const OP: &str = "global_variable";
        let (s, f, t) = (self.check(OP, scope)?, self.check(OP, file)?, self.check(OP, ty)?);
        let (e, d) = (self.check(OP, Some(expr))?, self.check(OP, decl)?);
        // SAFETY: nodes of this context (the expression not null); strings with their lengths.
        let raw = unsafe {
            LLVMDIBuilderCreateGlobalVariableExpression(self.raw, s, name.as_ptr().cast(), name.len(), linkage.as_ptr().cast(),
                linkage.len(), f, line, t, LLVMBool::from(local), e, d, 0)
        };
        self.node(OP, raw)
    }

    /// A `#dbg_declare` (or, with `value`, a `#dbg_value`) record of `var` for `what` at
    /// `location`, at the end of `block` (before its terminator, if any).
    pub fn insert_record(&self, value: bool, what: Value<'a>, var: Metadata<'a>, expr: Metadata<'a>, location: Metadata<'a>,
        block: BasicBlock<'a>) -> Result<()> {
        const OP: &str = "insert_record";
        let (v, e, l) = (self.check(OP, Some(var))?, self.check(OP, Some(expr))?, self.check(OP, Some(location))?);
        if what.context_raw() != self.context {
            return Err(Error::ForeignHandle { op: OP, what: format!("value {what}") });
        }
        // SAFETY: nodes and value of this context; `block` is a live block (of this module,
        // as every block the translator positions in).
        let rec = unsafe {
            if value {
                LLVMDIBuilderInsertDbgValueRecordAtEnd(self.raw, what.raw(), v, e, l, block.raw())
            } else {
                LLVMDIBuilderInsertDeclareRecordAtEnd(self.raw, what.raw(), v, e, l, block.raw())
            }
        };
        if rec.is_null() {
            return Err(Error::invalid(OP, "LLVM made no record".to_string()));
        }
        Ok(())
    }

    /// A `#dbg_value` record at the end of `block` whose location is the `!DIArgList` of
    /// `values` (at least one).
    pub fn insert_value_list_record(&self, values: &[Value<'a>], var: Metadata<'a>, expr: Metadata<'a>, location: Metadata<'a>,
        block: BasicBlock<'a>) -> Result<()> {
        const OP: &str = "insert_value_list_record";
        let (v, e, l) = (self.check(OP, Some(var))?, self.check(OP, Some(expr))?, self.check(OP, Some(location))?);
        let Some(first) = values.first() else { return Err(Error::invalid(OP, "no value".to_string())) };
        if values.iter().any(|x| x.context_raw() != self.context) {
            return Err(Error::ForeignHandle { op: OP, what: "a value of another context".to_string() });
        }
        let mut raw: Vec<_> = values.iter().map(|x| x.raw()).collect();
        // SAFETY: nodes and values of this context; `block` is a live block; the record is
        // live when its location is replaced.
        let ok = unsafe {
            let rec = LLVMDIBuilderInsertDbgValueRecordAtEnd(self.raw, first.raw(), v, e, l, block.raw());
            !rec.is_null() && spvllvm_dbg_set_arg_list(rec, raw.as_mut_ptr(), raw.len() as u64) != 0
        };
        if !ok {
            return Err(Error::invalid(OP, "LLVM made no record".to_string()));
        }
        Ok(())
    }
}

unsafe extern "C" {
    /// `shim/debug_info.cpp`.
    #[allow(clippy::too_many_arguments)]
    fn spvllvm_di_subprogram(
        builder: LLVMDIBuilderRef,
        scope: LLVMMetadataRef,
        name: *const c_char,
        name_len: usize,
        linkage: *const c_char,
        linkage_len: usize,
        file: LLVMMetadataRef,
        line: c_uint,
        ty: LLVMMetadataRef,
        scope_line: c_uint,
        flags: u32,
        sp_flags: u32,
        declaration: LLVMMetadataRef,
        template_params: LLVMMetadataRef,
    ) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_set_dwo_id(unit: LLVMMetadataRef, dwo_id: u64) -> std::ffi::c_int;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_move_to_unit(from: LLVMMetadataRef, to: LLVMMetadataRef, nodes: *mut LLVMMetadataRef, n: c_uint)
        -> std::ffi::c_int;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_distinct_location(ctx: LLVMContextRef, line: c_uint, column: c_uint, scope: LLVMMetadataRef,
        inlined_at: LLVMMetadataRef) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    #[allow(clippy::too_many_arguments)]
    fn spvllvm_di_enumeration_type(builder: LLVMDIBuilderRef, scope: LLVMMetadataRef, name: *const c_char, len: usize,
        file: LLVMMetadataRef, line: c_uint, size: u64, elems: *mut LLVMMetadataRef, n: c_uint,
        underlying: LLVMMetadataRef, scoped: std::ffi::c_int) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_dbg_set_arg_list(record: llvm_sys::prelude::LLVMDbgRecordRef, values: *mut llvm_sys::prelude::LLVMValueRef, n: u64)
        -> std::ffi::c_int;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_subrange_bounds(ctx: LLVMContextRef, count: LLVMMetadataRef, lower: LLVMMetadataRef, upper: LLVMMetadataRef,
        stride: LLVMMetadataRef) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    #[allow(clippy::too_many_arguments)]
    fn spvllvm_di_dynamic_array(ctx: LLVMContextRef, size: u64, base: LLVMMetadataRef, subscripts: LLVMMetadataRef,
        data_location: LLVMMetadataRef, associated: LLVMMetadataRef, allocated: LLVMMetadataRef, rank: LLVMMetadataRef)
        -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_subrange_count(ctx: LLVMContextRef, count: i64) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_string_type(ctx: LLVMContextRef, name: *const std::ffi::c_char, len: usize, length: LLVMMetadataRef,
        length_exp: LLVMMetadataRef, location_exp: LLVMMetadataRef, size: u64, encoding: u32) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_template_template_parameter(ctx: LLVMContextRef, name: *const c_char, len: usize, template: *const c_char,
        template_len: usize) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_template_parameter_pack(ctx: LLVMContextRef, name: *const c_char, len: usize, params: LLVMMetadataRef)
        -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_template_type_parameter(ctx: LLVMContextRef, name: *const c_char, len: usize, ty: LLVMMetadataRef) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_template_value_parameter(
        ctx: LLVMContextRef,
        name: *const c_char,
        len: usize,
        ty: LLVMMetadataRef,
        value: llvm_sys::prelude::LLVMValueRef,
    ) -> LLVMMetadataRef;
    /// `shim/debug_info.cpp`.
    fn spvllvm_di_set_template_params(builder: LLVMDIBuilderRef, composite: LLVMMetadataRef, params: LLVMMetadataRef) -> LLVMMetadataRef;
}

impl Drop for DebugBuilder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder is live and disposed once.
        unsafe { LLVMDisposeDIBuilder(self.raw) }
    }
}

impl std::fmt::Debug for DebugBuilder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DebugBuilder").field("has_unit", &self.has_unit).finish()
    }
}

impl<'a> Function<'a> {
    /// The subprogram attached to this function, if any.
    pub fn subprogram(self) -> Option<Metadata<'a>> {
        // SAFETY: a live function; the result is null or a node of its context.
        let raw = unsafe { llvm_sys::debuginfo::LLVMGetSubprogram(self.as_value().raw()) };
        Metadata::from_raw(raw, self.as_value().context_raw())
    }

    /// Whether no subprogram is attached yet.
    pub fn subprogram_unset(self) -> bool {
        self.subprogram().is_none()
    }

    /// Attaches the subprogram `sp` (`!dbg`) to this function.
    pub fn set_subprogram(self, sp: Metadata<'a>) -> Result<()> {
        if sp.context_raw() != self.as_value().context_raw() {
            return Err(Error::ForeignHandle { op: "set_subprogram", what: format!("metadata {sp}") });
        }
        // SAFETY: a live function and a node of its context.
        unsafe { LLVMSetSubprogram(self.as_value().raw(), sp.raw()) };
        Ok(())
    }
}

impl<'a> Builder<'a> {
    /// Sets (or with `None` clears) the location given to the instructions built from now on.
    pub fn set_debug_location(&self, location: Option<Metadata<'a>>) -> Result<()> {
        let raw = match location {
            Some(l) if l.context_raw() != self.context().raw() => {
                return Err(Error::ForeignHandle { op: "set_debug_location", what: format!("metadata {l}") });
            }
            Some(l) => l.raw(),
            None => std::ptr::null_mut(),
        };
        // SAFETY: the builder is live; the location is a node of its context or null.
        unsafe { LLVMSetCurrentDebugLocation2(self.raw(), raw) };
        Ok(())
    }
}
