//! Debug information: DWARF / LLVM debug-metadata values ↔ the operands of the SPIR-V
//! debug-information extended instruction sets (`OpenCL.DebugInfo.100`,
//! `NonSemantic.Shader.DebugInfo.100`).
//!
//! Each table is one list of rows read by both directions. The LLVM side is the number LLVM
//! keeps in its metadata (a DWARF constant, a `DIFlags` or `DISPFlags` bit); the SPIR-V side is
//! the enumerant value of the extended instruction set's operand kind. Where a set numbers an
//! operand kind differently (basic-type encodings), the row carries both numbers.

/// DWARF source language (`DICompileUnit`'s `language:`) ↔ SPIR-V `SourceLanguage`.
/// The first row with a given SPIR-V value is the one the way back takes.
pub const LANGUAGES: &[(u32, u32)] = &[
    (DW_LANG_OPENCL, 3),        // OpenCL_C
    (DW_LANG_C_PLUS_PLUS_14, 4), // OpenCL_CPP
    (DW_LANG_C_PLUS_PLUS_17, 6), // CPP_for_OpenCL
    (DW_LANG_C_PLUS_PLUS_20, 7), // SYCL
    (DW_LANG_RUST, 13),          // Rust
    (DW_LANG_ZIG, 12),           // Zig
    (DW_LANG_C99, 0),            // Unknown
];

/// `DW_LANG_C99`.
pub const DW_LANG_C99: u32 = 0x0c;
/// `DW_LANG_OpenCL`.
pub const DW_LANG_OPENCL: u32 = 0x15;
/// `DW_LANG_Rust`.
pub const DW_LANG_RUST: u32 = 0x1c;
/// `DW_LANG_C_plus_plus_14`.
pub const DW_LANG_C_PLUS_PLUS_14: u32 = 0x21;
/// `DW_LANG_Zig`.
pub const DW_LANG_ZIG: u32 = 0x26;
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
    (1 << 24, 0x4000),  // EnumClass ↔ FlagIsEnumClass
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

/// `FlagIsLocal`.
pub const FLAG_IS_LOCAL: u32 = 0x4;
/// `FlagIsDefinition`.
pub const FLAG_IS_DEFINITION: u32 = 0x8;

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

/// Expression operations both sets know.
pub const OPERATIONS: &[Operation] = &[
    Operation { dwarf: 0x06, spirv: 0, operands: 0 },   // deref ↔ Deref
    Operation { dwarf: 0x22, spirv: 1, operands: 0 },   // plus ↔ Plus
    Operation { dwarf: 0x1c, spirv: 2, operands: 0 },   // minus ↔ Minus
    Operation { dwarf: 0x23, spirv: 3, operands: 1 },   // plus_uconst ↔ PlusUconst
    Operation { dwarf: 0x9d, spirv: 4, operands: 2 },   // bit_piece ↔ BitPiece
    Operation { dwarf: 0x16, spirv: 5, operands: 0 },   // swap ↔ Swap
    Operation { dwarf: 0x18, spirv: 6, operands: 0 },   // xderef ↔ Xderef
    Operation { dwarf: 0x9f, spirv: 7, operands: 0 },   // stack_value ↔ StackValue
    Operation { dwarf: 0x10, spirv: 8, operands: 1 },   // constu ↔ Constu
    Operation { dwarf: 0x1000, spirv: 9, operands: 2 }, // LLVM_fragment ↔ Fragment
];

/// The row of a DWARF operation.
pub fn operation_by_dwarf(op: u64) -> Option<Operation> {
    OPERATIONS.iter().copied().find(|r| r.dwarf == op)
}

/// The row of a SPIR-V `DebugOperation`.
pub fn operation_by_spirv(op: u32) -> Option<Operation> {
    OPERATIONS.iter().copied().find(|r| r.spirv == op)
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
/// name for it).
pub fn language_to_spirv(dwarf: u32) -> u32 {
    to_spirv(LANGUAGES, dwarf).unwrap_or(0)
}

/// The DWARF language of a SPIR-V `SourceLanguage`. A DWARF code found in its place (what some
/// producers write) is kept as it is when SPIR-V has no enumerant with that number.
pub fn language_to_llvm(spirv: u32) -> u32 {
    to_llvm(LANGUAGES, spirv).unwrap_or(if spirv > 13 { spirv } else { DW_LANG_OPENCL })
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
        for t in [LANGUAGES, COMPOSITE_TAGS, QUALIFIERS, ACCESS, FLAGS, SUBPROGRAM_FLAGS] {
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
        for r in OPERATIONS {
            assert!(names(K::DebugOperation, r.spirv), "{r:?}");
            assert_eq!(operation_by_dwarf(r.dwarf), Some(*r));
            assert_eq!(operation_by_spirv(r.spirv), Some(*r));
        }
    }

    #[test]
    fn languages() {
        assert_eq!(language_to_spirv(DW_LANG_OPENCL), 3);
        assert_eq!(language_to_llvm(3), DW_LANG_OPENCL);
        // What some producers write in place of a SourceLanguage: the DWARF code itself.
        assert_eq!(language_to_llvm(DW_LANG_OPENCL), DW_LANG_OPENCL);
    }
}
