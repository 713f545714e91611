//! Debug information: DWARF / LLVM debug-metadata values ↔ the operands of the SPIR-V
//! debug-information extended instruction sets (`OpenCL.DebugInfo.100`,
//! `NonSemantic.Shader.DebugInfo.100`).
//!
//! Each table is one list of rows read by both directions. The LLVM side is the number LLVM
//! keeps in its metadata (a DWARF constant, a `DIFlags` or `DISPFlags` bit); the SPIR-V side is
//! the enumerant value of the extended instruction set's operand kind. Where a set numbers an
//! operand kind differently (basic-type encodings), the row carries both numbers.

/// DWARF source language (`DICompileUnit`'s `language:`) ↔ SPIR-V `SourceLanguage`, both
/// ways. The forward direction reads [`LANGUAGES_INTO_SPIRV`] first.
pub const LANGUAGES: &[(u32, u32)] = &[
    (DW_LANG_OPENCL, 3),         // OpenCL_C
    (DW_LANG_C_PLUS_PLUS_14, 4), // OpenCL_CPP
    (DW_LANG_C_PLUS_PLUS_17, 6), // CPP_for_OpenCL
    (DW_LANG_C_PLUS_PLUS_20, 7), // SYCL
    (DW_LANG_RUST, 13),          // Rust
    (DW_LANG_ZIG, 12),           // Zig
];

/// DWARF languages that SPIR-V names only by a neighbour, one way: C and C++ sources compiled
/// as OpenCL C and C++ for OpenCL (what the Khronos translator writes for them). Their way back
/// is the neighbour's row of [`LANGUAGES`].
pub const LANGUAGES_INTO_SPIRV: &[(u32, u32)] = &[
    (DW_LANG_C99, 3),            // OpenCL_C
    (DW_LANG_C_PLUS_PLUS, 6),    // CPP_for_OpenCL
    (DW_LANG_C_PLUS_PLUS_14, 6), // CPP_for_OpenCL
];

/// DWARF languages that `SourceLanguage` has no name for ↔ the numbers the Khronos translator
/// gives them in `NonSemantic.Shader.DebugInfo.200` (200 and up, which no other set takes).
pub const LANGUAGES_200: &[(u32, u32)] = &[
    (0x14, 200), // Python
    (0x1f, 201), // Julia
    (0x13, 203), // D
    (0x07, 204), // Fortran77
    (0x08, 205), // Fortran90
    (0x0e, 206), // Fortran95
    (0x22, 207), // Fortran03
    (0x23, 208), // Fortran08
    (0x2d, 209), // Fortran18
    (0x02, 210), // C
    (0x1d, 212), // C11
    (0x2c, 213), // C17
    (0x19, 215), // C++03
    (0x1a, 216), // C++11
];

/// DWARF's address encoding (`DW_ATE_address`): pointers the debug sets cannot hold as
/// `DebugTypePointer` (2023.1 takes only a basic pointee) are written as basic types of it.
pub const DW_ATE_ADDRESS: u32 = 0x01;

/// The name of the address-encoded basic type that a `void *` is written as (a
/// `DebugTypePointer` over void is rejected by the validators); read back as a pointer without
/// pointee, which is exactly what it stands for.
pub const VOID_POINTER: &str = "void*";

/// `DW_LANG_C_plus_plus`.
pub const DW_LANG_C_PLUS_PLUS: u32 = 0x04;
/// `DW_LANG_C99`.
pub const DW_LANG_C99: u32 = 0x0c;
/// `DW_LANG_OpenCL`.
pub const DW_LANG_OPENCL: u32 = 0x15;
/// `DW_LANG_Rust`.
pub const DW_LANG_RUST: u32 = 0x1c;
/// `DW_LANG_C_plus_plus_14`.
pub const DW_LANG_C_PLUS_PLUS_14: u32 = 0x21;
/// `DW_LANG_Zig`.
pub const DW_LANG_ZIG: u32 = 0x27;
/// `DW_LANG_C_plus_plus_17`.
pub const DW_LANG_C_PLUS_PLUS_17: u32 = 0x2a;
/// `DW_LANG_C_plus_plus_20`.
pub const DW_LANG_C_PLUS_PLUS_20: u32 = 0x2b;

/// One basic-type encoding: `DW_ATE_*` ↔ `DebugBaseTypeAttributeEncoding` in
/// `OpenCL.DebugInfo.100` (and `NonSemantic.Shader.DebugInfo.100`, which numbers them the same).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Encoding {
    /// `DW_ATE_*`.
    pub dwarf: u32,
    /// The SPIR-V enumerant.
    pub spirv: u32,
}

/// Basic-type encodings. `DW_ATE_UTF` (`char16_t`, `char32_t`) has no counterpart and is
/// written as `Unsigned`.
pub const ENCODINGS: &[Encoding] = &[
    Encoding { dwarf: 0, spirv: 0 },    // Unspecified
    Encoding { dwarf: 0x01, spirv: 1 }, // Address
    Encoding { dwarf: 0x02, spirv: 2 }, // Boolean
    Encoding { dwarf: 0x04, spirv: 3 }, // Float
    Encoding { dwarf: 0x05, spirv: 4 }, // Signed
    Encoding { dwarf: 0x06, spirv: 5 }, // SignedChar
    Encoding { dwarf: 0x07, spirv: 6 }, // Unsigned
    Encoding { dwarf: 0x08, spirv: 7 }, // UnsignedChar
    Encoding { dwarf: 0x10, spirv: 6 }, // DW_ATE_UTF → Unsigned
];

/// `DW_TAG_*` of composite types ↔ `DebugCompositeType`.
pub const COMPOSITE_TAGS: &[(u32, u32)] = &[
    (0x02, 0), // class_type ↔ Class
    (0x13, 1), // structure_type ↔ Structure
    (0x17, 2), // union_type ↔ Union
];

/// `DW_TAG_*` of imported entities ↔ `DebugImportedEntity`'s tag (`DebugImportedEntity`).
pub const IMPORTED_ENTITY_TAGS: &[(u32, u32)] = &[
    (0x3a, 0), // imported_module ↔ ImportedModule
    (0x08, 1), // imported_declaration ↔ ImportedDeclaration
];

/// `DW_TAG_*` of derived types that qualify another ↔ `DebugTypeQualifier`.
pub const QUALIFIERS: &[(u32, u32)] = &[
    (0x26, 0), // const_type ↔ ConstType
    (0x35, 1), // volatile_type ↔ VolatileType
    (0x37, 2), // restrict_type ↔ RestrictType
    (0x47, 3), // atomic_type ↔ AtomicType
];

/// The access bits of `DIFlags` (the low two bits as a value) ↔ those of `DebugInfoFlags`: the
/// two numberings swap private and protected.
pub const ACCESS: &[(u32, u32)] = &[
    (1, 2), // Private ↔ FlagIsPrivate
    (2, 1), // Protected ↔ FlagIsProtected
    (3, 3), // Public ↔ FlagIsPublic
];

/// `DW_TAG_*` of references ↔ the `DebugTypePointer` flag that makes the pointer one (as the
/// Khronos translator writes and reads them): `DW_TAG_reference_type` ↔ `FlagLValueReference`,
/// `DW_TAG_rvalue_reference_type` ↔ `FlagRValueReference`. A pointer has neither.
pub const REFERENCES: &[(u32, u32)] = &[(0x10, 0x800), (0x42, 0x1000)];

/// `FlagObjectPointer` (a method's `this`).
pub const FLAG_OBJECT_POINTER: u32 = 0x100;
/// `FlagArtificial`.
pub const FLAG_ARTIFICIAL: u32 = 0x20;

/// One-bit `DIFlags` ↔ `DebugInfoFlags` bits.
pub const FLAGS: &[(u32, u32)] = &[
    (1 << 2, 0x10),     // FwdDecl ↔ FlagFwdDecl
    (1 << 6, 0x20),     // Artificial ↔ FlagArtificial
    (1 << 7, 0x40),     // Explicit ↔ FlagExplicit
    (1 << 8, 0x80),     // Prototyped ↔ FlagPrototyped
    (1 << 10, 0x100),   // ObjectPointer ↔ FlagObjectPointer
    (1 << 12, 0x200),   // StaticMember ↔ FlagStaticMember
    (1 << 13, 0x800),   // LValueReference ↔ FlagLValueReference
    (1 << 14, 0x1000),  // RValueReference ↔ FlagRValueReference
    (DI_FLAG_ENUM_CLASS, 0x4000), // EnumClass ↔ FlagIsEnumClass
    (1 << 22, 0x8000),  // TypePassByValue ↔ FlagTypePassByValue
    (1 << 23, 0x10000), // TypePassByReference ↔ FlagTypePassByReference
];

/// `DISPFlags` of a subprogram ↔ `DebugInfoFlags` bits (the same bits say "local" and
/// "definition" of a global variable, whose LLVM form is two booleans).
pub const SUBPROGRAM_FLAGS: &[(u32, u32)] = &[
    (1 << 2, 0x4),    // LocalToUnit ↔ FlagIsLocal
    (1 << 3, 0x8),    // Definition ↔ FlagIsDefinition
    (1 << 4, 0x2000), // Optimized ↔ FlagIsOptimized
];

/// `DW_OP_constu`.
pub const DW_OP_CONSTU: u64 = 0x10;
/// `DW_OP_stack_value`.
pub const DW_OP_STACK_VALUE: u64 = 0x9f;

/// The `DIExpression` of a global whose value is the constant `v` (folded away by the
/// compiler) ↔ a `DebugGlobalVariable` whose variable is an `OpConstant` of that value.
pub fn constant_expression(v: u64) -> [u64; 3] {
    [DW_OP_CONSTU, v, DW_OP_STACK_VALUE]
}

/// The constant a global's `DIExpression` states, if it is [`constant_expression`]'s form.
pub fn expression_constant(ops: &[u64]) -> Option<u64> {
    match *ops {
        [DW_OP_CONSTU, v, DW_OP_STACK_VALUE] => Some(v),
        _ => None,
    }
}

/// `DW_OP_LLVM_arg`: pushes one value of a `!DIArgList` location.
pub const DW_OP_LLVM_ARG: u64 = 0x1005;

/// LLVM's `DISPFlagMainSubprogram` (a program's entry: `DebugEntryPoint` in the NonSemantic
/// sets).
pub const SP_FLAG_MAIN_SUBPROGRAM: u32 = 1 << 8;

/// LLVM's `DIFlagStaticMember` (a static data member, whose value a member may state).
pub const DI_FLAG_STATIC_MEMBER: u32 = 1 << 12;

/// A bit-field member: LLVM's `DIFlagBitField` ↔ `FlagBitField` of `NonSemantic.Shader.DebugInfo.200`
/// (as the Khronos translator and LLVM's SPIR-V backend number it; the other sets have no such
/// flag, so only `.200` writes it, while reading takes it from any set).
pub const BIT_FIELD: (u32, u32) = (1 << 19, 1 << 18);

/// `DebugBuildIdentifier`'s flag `IdentifierPossibleDuplicates`: written with a unit's `dwoId:`
/// (what the reference writes; the weaker claim, as a DWO id hashes the unit, not the module).
pub const IDENTIFIER_POSSIBLE_DUPLICATES: u32 = 0x1;

/// LLVM's `DIFlagEnumClass` (a C++ `enum class`).
pub const DI_FLAG_ENUM_CLASS: u32 = 1 << 24;

/// The name of the basic type written under an enumeration that has no `baseType:` (the
/// validators want one there): no source names a type so, and the reverse direction reads an
/// enumeration over an unnamed basic type as having none.
pub const IMPLIED_ENUM_BASE: &str = "";

/// `FlagIsLocal`.
pub const FLAG_IS_LOCAL: u32 = 0x4;
/// `FlagIsDefinition`.
pub const FLAG_IS_DEFINITION: u32 = 0x8;

/// The tag of a template parameter (`DITemplateTypeParameter`, `DITemplateValueParameter`) ↔
/// the instruction stating it (numbered alike in every set): type and value parameters ↔
/// `DebugTypeTemplateParameter` (a value parameter's value is not `DebugInfoNone`), template
/// template parameters ↔ `DebugTypeTemplateTemplateParameter`, parameter packs ↔
/// `DebugTypeTemplateParameterPack`. The validators take no pack among a `DebugTypeTemplate`'s
/// parameters: the forward direction writes a pack's elements in its place.
pub const TEMPLATE_PARAMETERS: &[(u32, u32)] = &[
    (DW_TAG_TEMPLATE_TYPE_PARAMETER, 15),
    (DW_TAG_TEMPLATE_VALUE_PARAMETER, 15),
    (DW_TAG_GNU_TEMPLATE_TEMPLATE_PARAM, 16),
    (DW_TAG_GNU_TEMPLATE_PARAMETER_PACK, 17),
];

/// `DW_TAG_template_type_parameter`.
pub const DW_TAG_TEMPLATE_TYPE_PARAMETER: u32 = 0x2f;
/// `DW_TAG_template_value_parameter`.
pub const DW_TAG_TEMPLATE_VALUE_PARAMETER: u32 = 0x30;
/// `DW_TAG_GNU_template_template_param`.
pub const DW_TAG_GNU_TEMPLATE_TEMPLATE_PARAM: u32 = 0x4106;
/// `DW_TAG_GNU_template_parameter_pack`.
pub const DW_TAG_GNU_TEMPLATE_PARAMETER_PACK: u32 = 0x4107;

/// `DIMacro`'s `type:` ↔ the instruction stating the macro (numbered alike in every set):
/// `DW_MACINFO_define` ↔ `DebugMacroDef`, `DW_MACINFO_undef` ↔ `DebugMacroUndef`.
pub const MACROS: &[(u32, u32)] = &[(DW_MACINFO_DEFINE, 32), (DW_MACINFO_UNDEF, 33)];

/// `DW_MACINFO_define`.
pub const DW_MACINFO_DEFINE: u32 = 1;
/// `DW_MACINFO_undef`.
pub const DW_MACINFO_UNDEF: u32 = 2;

/// The name of an undefined macro whose `DebugMacroUndef` names no definition, as the Khronos
/// translator reads it.
pub const UNKNOWN_MACRO_NAME: &str = "<UNAVAILABLE_MACRO_NAME>";

/// File checksum kinds as the Khronos translator spells them in `DebugSource` text
/// (`//__CSK_MD5:<hex>`), indexed by LLVM's C API number (`LLVMChecksumKind`: MD5 0, SHA1 1,
/// SHA256 2; the C++ `DIFile::ChecksumKind` is one more).
pub const CHECKSUM_KINDS: &[&str] = &["MD5", "SHA1", "SHA256"];

/// `DIFlags` → `DebugInfoFlags` (bits without a counterpart are dropped).
pub fn flags_to_spirv(di: u32) -> u32 {
    let access = ACCESS.iter().find(|r| r.0 == di & 3).map_or(0, |r| r.1);
    FLAGS.iter().filter(|r| di & r.0 != 0).fold(access, |acc, r| acc | r.1)
}

/// `DebugInfoFlags` → `DIFlags`.
pub fn flags_to_llvm(spv: u32) -> u32 {
    let access = ACCESS.iter().find(|r| r.1 == spv & 3).map_or(0, |r| r.0);
    FLAGS.iter().filter(|r| spv & r.1 != 0).fold(access, |acc, r| acc | r.0)
}

/// `DISPFlags` → `DebugInfoFlags`.
pub fn subprogram_flags_to_spirv(sp: u32) -> u32 {
    SUBPROGRAM_FLAGS.iter().filter(|r| sp & r.0 != 0).fold(0, |acc, r| acc | r.1)
}

/// `DebugInfoFlags` → `DISPFlags`.
pub fn subprogram_flags_to_llvm(spv: u32) -> u32 {
    SUBPROGRAM_FLAGS.iter().filter(|r| spv & r.1 != 0).fold(0, |acc, r| acc | r.0)
}

/// One DWARF expression operation ↔ `DebugOperation`, with its number of literal operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operation {
    /// `DW_OP_*` (LLVM's extensions numbered as LLVM numbers them).
    pub dwarf: u64,
    /// The SPIR-V `DebugOperation` enumerant.
    pub spirv: u32,
    /// How many literal operands follow.
    pub operands: usize,
}

/// Expression operations: the ten both sets define (`Deref` … `Fragment`), then those the
/// Khronos translator numbers beyond them (`Convert` = 10 … `TagOffset` = 167), which it writes
/// only when asked (`--spirv-allow-extra-diexpressions`: the validators know none of them) and
/// reads always. Runs of DWARF operations with consecutive numbers (`lit0`…`lit31`,
/// `reg0`…`reg31`, `breg0`…`breg31`) are the [`OPERATION_RUNS`].
pub const OPERATIONS: &[Operation] = &[
    Operation { dwarf: 0x6, spirv: 0, operands: 0 }, // deref ↔ Deref
    Operation { dwarf: 0x22, spirv: 1, operands: 0 }, // plus ↔ Plus
    Operation { dwarf: 0x1c, spirv: 2, operands: 0 }, // minus ↔ Minus
    Operation { dwarf: 0x23, spirv: 3, operands: 1 }, // plus_uconst ↔ PlusUconst
    Operation { dwarf: 0x9d, spirv: 4, operands: 2 }, // bit_piece ↔ BitPiece
    Operation { dwarf: 0x16, spirv: 5, operands: 0 }, // swap ↔ Swap
    Operation { dwarf: 0x18, spirv: 6, operands: 0 }, // xderef ↔ Xderef
    Operation { dwarf: 0x9f, spirv: 7, operands: 0 }, // stack_value ↔ StackValue
    Operation { dwarf: 0x10, spirv: 8, operands: 1 }, // constu ↔ Constu
    Operation { dwarf: 0x1000, spirv: 9, operands: 2 }, // LLVM_fragment ↔ Fragment
    Operation { dwarf: 0x1001, spirv: 10, operands: 2 }, // LLVM_convert ↔ Convert
    Operation { dwarf: 0x3, spirv: 11, operands: 1 }, // addr
    Operation { dwarf: 0x8, spirv: 12, operands: 1 }, // const1u
    Operation { dwarf: 0x9, spirv: 13, operands: 1 }, // const1s
    Operation { dwarf: 0xa, spirv: 14, operands: 1 }, // const2u
    Operation { dwarf: 0xb, spirv: 15, operands: 1 }, // const2s
    Operation { dwarf: 0xc, spirv: 16, operands: 1 }, // const4u
    Operation { dwarf: 0xd, spirv: 17, operands: 1 }, // const4s
    Operation { dwarf: 0xe, spirv: 18, operands: 1 }, // const8u
    Operation { dwarf: 0xf, spirv: 19, operands: 1 }, // const8s
    Operation { dwarf: 0x11, spirv: 20, operands: 1 }, // consts
    Operation { dwarf: 0x12, spirv: 21, operands: 0 }, // dup
    Operation { dwarf: 0x13, spirv: 22, operands: 0 }, // drop
    Operation { dwarf: 0x14, spirv: 23, operands: 0 }, // over
    Operation { dwarf: 0x15, spirv: 24, operands: 0 }, // pick
    Operation { dwarf: 0x17, spirv: 25, operands: 0 }, // rot
    Operation { dwarf: 0x19, spirv: 26, operands: 0 }, // abs
    Operation { dwarf: 0x1a, spirv: 27, operands: 0 }, // and
    Operation { dwarf: 0x1b, spirv: 28, operands: 0 }, // div
    Operation { dwarf: 0x1d, spirv: 29, operands: 0 }, // mod
    Operation { dwarf: 0x1e, spirv: 30, operands: 0 }, // mul
    Operation { dwarf: 0x1f, spirv: 31, operands: 0 }, // neg
    Operation { dwarf: 0x20, spirv: 32, operands: 0 }, // not
    Operation { dwarf: 0x21, spirv: 33, operands: 0 }, // or
    Operation { dwarf: 0x24, spirv: 34, operands: 0 }, // shl
    Operation { dwarf: 0x25, spirv: 35, operands: 0 }, // shr
    Operation { dwarf: 0x26, spirv: 36, operands: 0 }, // shra
    Operation { dwarf: 0x27, spirv: 37, operands: 0 }, // xor
    Operation { dwarf: 0x28, spirv: 38, operands: 1 }, // bra
    Operation { dwarf: 0x29, spirv: 39, operands: 0 }, // eq
    Operation { dwarf: 0x2a, spirv: 40, operands: 0 }, // ge
    Operation { dwarf: 0x2b, spirv: 41, operands: 0 }, // gt
    Operation { dwarf: 0x2c, spirv: 42, operands: 0 }, // le
    Operation { dwarf: 0x2d, spirv: 43, operands: 0 }, // lt
    Operation { dwarf: 0x2e, spirv: 44, operands: 0 }, // ne
    Operation { dwarf: 0x2f, spirv: 45, operands: 1 }, // skip
    Operation { dwarf: 0x90, spirv: 142, operands: 1 }, // regx
    Operation { dwarf: 0x92, spirv: 144, operands: 2 }, // bregx
    Operation { dwarf: 0x93, spirv: 145, operands: 1 }, // piece
    Operation { dwarf: 0x94, spirv: 146, operands: 1 }, // deref_size
    Operation { dwarf: 0x95, spirv: 147, operands: 1 }, // xderef_size
    Operation { dwarf: 0x96, spirv: 148, operands: 0 }, // nop
    Operation { dwarf: 0x97, spirv: 149, operands: 0 }, // push_object_address
    Operation { dwarf: 0x98, spirv: 150, operands: 1 }, // call2
    Operation { dwarf: 0x99, spirv: 151, operands: 1 }, // call4
    Operation { dwarf: 0x9a, spirv: 152, operands: 1 }, // call_ref
    Operation { dwarf: 0x9b, spirv: 153, operands: 0 }, // form_tls_address
    Operation { dwarf: 0x9c, spirv: 154, operands: 0 }, // call_frame_cfa
    Operation { dwarf: 0x9e, spirv: 155, operands: 2 }, // implicit_value
    Operation { dwarf: 0xa0, spirv: 156, operands: 2 }, // implicit_pointer
    Operation { dwarf: 0xa1, spirv: 157, operands: 1 }, // addrx
    Operation { dwarf: 0xa2, spirv: 158, operands: 1 }, // constx
    Operation { dwarf: 0xa3, spirv: 159, operands: 2 }, // entry_value
    Operation { dwarf: 0xa4, spirv: 160, operands: 3 }, // const_type
    Operation { dwarf: 0xa5, spirv: 161, operands: 2 }, // regval_type
    Operation { dwarf: 0xa6, spirv: 162, operands: 2 }, // deref_type
    Operation { dwarf: 0xa7, spirv: 163, operands: 2 }, // xderef_type
    Operation { dwarf: 0xa9, spirv: 164, operands: 1 }, // reinterpret
    Operation { dwarf: DW_OP_LLVM_ARG, spirv: 165, operands: 1 }, // LLVM_arg ↔ LLVMArg
    Operation { dwarf: 0x1004, spirv: 166, operands: 1 }, // LLVM_implicit_pointer ↔ ImplicitPointerTag
    Operation { dwarf: 0x1002, spirv: 167, operands: 1 }, // LLVM_tag_offset ↔ TagOffset
];

/// How many of [`OPERATIONS`] (the first) the debug-information sets define.
pub const SET_OPERATIONS: u32 = 10;

/// Runs of operations numbered consecutively on both sides: (first DWARF operation, first
/// SPIR-V number, length, operands of each): `lit0`…, `reg0`…, `breg0`….
pub const OPERATION_RUNS: &[(u64, u32, u32, usize)] = &[(0x30, 46, 32, 0), (0x50, 78, 32, 0), (0x70, 110, 32, 1)];

/// The row of a DWARF operation.
pub fn operation_by_dwarf(op: u64) -> Option<Operation> {
    OPERATIONS.iter().copied().find(|r| r.dwarf == op).or_else(|| {
        OPERATION_RUNS.iter().find_map(|&(dwarf, spirv, len, operands)| {
            let k = op.checked_sub(dwarf).filter(|&k| k < u64::from(len))?;
            Some(Operation { dwarf: op, spirv: spirv + k as u32, operands })
        })
    })
}

/// The row of a SPIR-V `DebugOperation`.
pub fn operation_by_spirv(op: u32) -> Option<Operation> {
    OPERATIONS.iter().copied().find(|r| r.spirv == op).or_else(|| {
        OPERATION_RUNS.iter().find_map(|&(dwarf, spirv, len, operands)| {
            let k = op.checked_sub(spirv).filter(|&k| k < len)?;
            Some(Operation { dwarf: dwarf + u64::from(k), spirv: op, operands })
        })
    })
}

/// The SPIR-V side of a pair table.
pub fn to_spirv(table: &[(u32, u32)], llvm: u32) -> Option<u32> {
    table.iter().find(|r| r.0 == llvm).map(|r| r.1)
}

/// The LLVM side of a pair table (the first row with that SPIR-V value).
pub fn to_llvm(table: &[(u32, u32)], spirv: u32) -> Option<u32> {
    table.iter().find(|r| r.1 == spirv).map(|r| r.0)
}

/// `DW_ATE_*` → SPIR-V encoding.
pub fn encoding_to_spirv(dwarf: u32) -> Option<u32> {
    ENCODINGS.iter().find(|r| r.dwarf == dwarf).map(|r| r.spirv)
}

/// SPIR-V encoding → `DW_ATE_*`.
pub fn encoding_to_llvm(spirv: u32) -> Option<u32> {
    ENCODINGS.iter().find(|r| r.spirv == spirv).map(|r| r.dwarf)
}

/// The source language of a `DICompileUnit` as SPIR-V writes it (`Unknown` when SPIR-V has no
/// name for it; in `NonSemantic.Shader.DebugInfo.200`, [`LANGUAGES_200`] names more).
pub fn language_to_spirv(dwarf: u32, nonsemantic_200: bool) -> u32 {
    let extra = || if nonsemantic_200 { to_spirv(LANGUAGES_200, dwarf) } else { None };
    to_spirv(LANGUAGES_INTO_SPIRV, dwarf).or_else(|| to_spirv(LANGUAGES, dwarf)).or_else(extra).unwrap_or(0)
}

/// The largest `SourceLanguage` SPIR-V defines (`Rust`).
const LAST_SOURCE_LANGUAGE: u32 = 13;

/// The DWARF language of a SPIR-V `SourceLanguage`: `DW_LANG_OpenCL` for those DWARF has no
/// row for (`Unknown`, `GLSL`, `HLSL`, …). A number SPIR-V does not define comes back as
/// `DW_LANG_OpenCL` too, with the number as the second value, for the module to keep (the
/// Khronos translator's `"Source Lang Literal"` module flag).
pub fn language_to_llvm(spirv: u32) -> (u32, Option<u32>) {
    match to_llvm(LANGUAGES, spirv).or_else(|| to_llvm(LANGUAGES_200, spirv)) {
        Some(dwarf) => (dwarf, None),
        None => (DW_LANG_OPENCL, (spirv > LAST_SOURCE_LANGUAGE).then_some(spirv)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::ext_enums;

    fn pairs_invert(table: &[(u32, u32)]) {
        for &(l, s) in table {
            assert_eq!(to_spirv(table, l), Some(s), "{l:#x}");
            // Only the first row of a SPIR-V value comes back.
            let first = table.iter().find(|r| r.1 == s).map(|r| r.0);
            assert_eq!(to_llvm(table, s), first, "{s:#x}");
        }
    }

    #[test]
    fn pair_tables_invert() {
        for t in [LANGUAGES, LANGUAGES_200, COMPOSITE_TAGS, IMPORTED_ENTITY_TAGS, QUALIFIERS, ACCESS, FLAGS, SUBPROGRAM_FLAGS] {
            pairs_invert(t);
        }
    }

    #[test]
    fn flags_round_trip() {
        for &(l, s) in FLAGS.iter().chain(ACCESS) {
            assert_eq!(flags_to_spirv(l), s);
            assert_eq!(flags_to_llvm(s), l);
        }
        let all: u32 = FLAGS.iter().map(|r| r.0).fold(3, |a, b| a | b);
        assert_eq!(flags_to_llvm(flags_to_spirv(all)), all);
        for &(l, s) in SUBPROGRAM_FLAGS {
            assert_eq!(subprogram_flags_to_llvm(subprogram_flags_to_spirv(l)), l);
            assert_eq!(subprogram_flags_to_spirv(l), s);
        }
    }

    #[test]
    fn spirv_values_are_enumerants_of_the_sets() {
        use rspirv::grammar::opencl_debuginfo_100::ExtOperandKind as K;
        use crate::spirv::grammar::OperandKind as O;
        let names = |k: K, v: u32| {
            let (list, _) = ext_enums::enumerants(O::OpenclDebuginfo100(k)).unwrap_or((&[], false));
            list.iter().any(|e| e.value == v)
        };
        for r in ENCODINGS {
            assert!(names(K::DebugBaseTypeAttributeEncoding, r.spirv), "{r:?}");
            assert_eq!(encoding_to_spirv(r.dwarf), Some(r.spirv));
        }
        for r in ENCODINGS.iter().filter(|r| r.dwarf != 0x10) {
            assert_eq!(encoding_to_llvm(r.spirv), Some(r.dwarf));
        }
        for &(_, s) in COMPOSITE_TAGS {
            assert!(names(K::DebugCompositeType, s));
        }
        for &(_, s) in QUALIFIERS {
            assert!(names(K::DebugTypeQualifier, s));
        }
        for &(_, s) in FLAGS.iter().chain(ACCESS).chain(SUBPROGRAM_FLAGS) {
            assert!(names(K::DebugInfoFlags, s), "{s:#x}");
        }
        for &(dwarf, spirv, len, _) in OPERATION_RUNS {
            for k in 0..len {
                let by_dwarf = operation_by_dwarf(dwarf + u64::from(k)).expect("run row");
                assert_eq!(by_dwarf.spirv, spirv + k);
                assert_eq!(operation_by_spirv(spirv + k), Some(by_dwarf));
                assert!(OPERATIONS.iter().all(|r| r.spirv != spirv + k && r.dwarf != dwarf + u64::from(k)));
            }
        }
        assert!(OPERATIONS.iter().take(SET_OPERATIONS as usize).all(|r| r.spirv < SET_OPERATIONS));
        for r in OPERATIONS {
            // The sets' grammars name the first ten; the reference's further numbers they do not.
            assert_eq!(names(K::DebugOperation, r.spirv), r.spirv < SET_OPERATIONS, "{r:?}");
            assert_eq!(operation_by_dwarf(r.dwarf), Some(*r));
            assert_eq!(operation_by_spirv(r.spirv), Some(*r));
        }
    }

    #[test]
    fn languages() {
        assert_eq!(language_to_spirv(DW_LANG_OPENCL, false), 3);
        assert_eq!(language_to_llvm(3), (DW_LANG_OPENCL, None));
        // C and C++ are written as the OpenCL languages SPIR-V has, as the reference does.
        assert_eq!(language_to_spirv(DW_LANG_C99, true), 3);
        assert_eq!(language_to_spirv(DW_LANG_C_PLUS_PLUS, false), 6);
        // Fortran 95 has a number only in `NonSemantic.Shader.DebugInfo.200`.
        assert_eq!(language_to_spirv(0x0e, false), 0);
        assert_eq!(language_to_spirv(0x0e, true), 206);
        assert_eq!(language_to_llvm(206), (0x0e, None));
        assert_eq!(language_to_llvm(6), (DW_LANG_C_PLUS_PLUS_17, None));
        assert_eq!(language_to_llvm(4), (DW_LANG_C_PLUS_PLUS_14, None));
        // Languages without a DWARF row, and numbers SPIR-V does not define (kept aside).
        assert_eq!(language_to_llvm(2), (DW_LANG_OPENCL, None));
        assert_eq!(language_to_llvm(0x2a), (DW_LANG_OPENCL, Some(0x2a)));
        for &(dwarf, spirv) in LANGUAGES_INTO_SPIRV {
            assert!(LANGUAGES.iter().any(|r| r.1 == spirv), "{dwarf:#x} goes to a value with no way back");
        }
    }
}

/// `DebugModuleINTEL`: the instruction `SPV_INTEL_debug_module` adds to `OpenCL.DebugInfo.100`
/// (both directions number it from here; `NonSemantic.Shader.DebugInfo.100` has no module).
pub const MODULE_INTEL: u32 = 36;

/// `DebugModule` of `NonSemantic.Shader.DebugInfo.200`, with the operands of `MODULE_INTEL`.
pub const MODULE_200: u32 = 200;

/// `DebugTypeSubrange count lower-bound upper-bound stride` of `.200` (each a constant, a
/// variable, an expression or `DebugInfoNone`): a `DISubrange` that is not a plain count.
pub const TYPE_SUBRANGE_200: u32 = 201;

/// `DebugTypeArrayDynamic base data-location associated allocated rank subranges…` of
/// `.200`: an array with a Fortran descriptor.
pub const TYPE_ARRAY_DYNAMIC_200: u32 = 202;

/// `DebugTypeString name base-type data-location size length [length-size]` of `.200`: a
/// Fortran `CHARACTER` type (`DIStringType`); the length a variable, an expression or
/// `DebugInfoNone`.
pub const TYPE_STRING_200: u32 = 203;

/// What an unknown type (`DebugInfoNone` as an array's element or a global's type) becomes:
/// an unspecified type of this name, as the Khronos translator names it.
pub const UNKNOWN_TYPE_NAME: &str = "SPIRV unknown type";
