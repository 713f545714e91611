//! Enumerants of the operand kinds private to the debug-information extended instruction sets
//! (`OpenCL.DebugInfo.100` and `DebugInfo`).
//!
//! rspirv's grammar names these operand kinds but does not carry their enumerants, so they are
//! listed here, from the two sets' specifications (the values differ between the sets for
//! `DebugBaseTypeAttributeEncoding`). Everything else comes from generated tables.

use super::grammar::{Enumerant, OperandKind};
use rspirv::grammar::{debuginfo::ExtOperandKind as Di, opencl_debuginfo_100::ExtOperandKind as Ocl};

macro_rules! table {
    ($name:ident: $($value:expr => $text:literal),* $(,)?) => {
        static $name: &[Enumerant] = &[$(Enumerant { value: $value, name: $text, params: &[], variadic: false }),*];
    };
}

table!(FLAGS:
    0x1 => "FlagIsProtected", 0x2 => "FlagIsPrivate", 0x3 => "FlagIsPublic", 0x4 => "FlagIsLocal",
    0x8 => "FlagIsDefinition", 0x10 => "FlagFwdDecl", 0x20 => "FlagArtificial", 0x40 => "FlagExplicit",
    0x80 => "FlagPrototyped", 0x100 => "FlagObjectPointer", 0x200 => "FlagStaticMember",
    0x400 => "FlagIndirectVariable", 0x800 => "FlagLValueReference", 0x1000 => "FlagRValueReference",
    0x2000 => "FlagIsOptimized", 0x4000 => "FlagIsEnumClass", 0x8000 => "FlagTypePassByValue",
    0x10000 => "FlagTypePassByReference",
);
table!(OCL_ENCODING:
    0 => "Unspecified", 1 => "Address", 2 => "Boolean", 3 => "Float", 4 => "Signed",
    5 => "SignedChar", 6 => "Unsigned", 7 => "UnsignedChar",
);
table!(DI_ENCODING:
    0 => "Unspecified", 1 => "Address", 2 => "Boolean", 4 => "Float", 5 => "Signed",
    6 => "SignedChar", 7 => "Unsigned", 8 => "UnsignedChar",
);
table!(COMPOSITE: 0 => "Class", 1 => "Structure", 2 => "Union");
table!(QUALIFIER: 0 => "ConstType", 1 => "VolatileType", 2 => "RestrictType", 3 => "AtomicType");
table!(OPERATION:
    0 => "Deref", 1 => "Plus", 2 => "Minus", 3 => "PlusUconst", 4 => "BitPiece", 5 => "Swap",
    6 => "Xderef", 7 => "StackValue", 8 => "Constu", 9 => "Fragment",
);
table!(IMPORTED: 0 => "ImportedModule", 1 => "ImportedDeclaration");

/// The enumerants of a debug-information operand kind and whether it is a mask.
pub(crate) fn enumerants(kind: OperandKind) -> Option<(&'static [Enumerant], bool)> {
    Some(match kind {
        OperandKind::OpenclDebuginfo100(k) => match k {
            Ocl::DebugInfoFlags => (FLAGS, true),
            Ocl::DebugBaseTypeAttributeEncoding => (OCL_ENCODING, false),
            Ocl::DebugCompositeType => (COMPOSITE, false),
            Ocl::DebugTypeQualifier => (QUALIFIER, false),
            Ocl::DebugOperation => (OPERATION, false),
            Ocl::DebugImportedEntity => (IMPORTED, false),
        },
        OperandKind::Debuginfo(k) => match k {
            Di::DebugInfoFlags => (FLAGS, true),
            Di::DebugBaseTypeAttributeEncoding => (DI_ENCODING, false),
            Di::DebugCompositeType => (COMPOSITE, false),
            Di::DebugTypeQualifier => (QUALIFIER, false),
            Di::DebugOperation => (OPERATION, false),
        },
        _ => return None,
    })
}
