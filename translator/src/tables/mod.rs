//! SPIR-V ↔ LLVM correspondences, each written once as data and read by both directions.
//!
//! A test walks every table (`tests` below): each row must be consistent with the grammar and
//! each lookup must invert.

pub mod attributes;
pub mod debug;
pub mod execution_modes;
pub mod extensions;
pub mod annotations;
pub mod avc;
pub mod glsl;
pub mod opencl;
pub mod opencl_std;
pub mod spirv_friendly;
pub mod subgroups;
pub mod vector_compute;

use spirv::{FPFastMathMode, Op, StorageClass};

use crate::llvm::{BinaryOp, CastOp, FastMathFlags, IntPredicate, RealPredicate};

/// Storage class ↔ LLVM address space ("SPIR-V representation in LLVM IR"; Input and Output
/// follow the Khronos translator's numbering; the Shader storage classes from `Private` on
/// follow LLVM's own SPIR-V backend, so `llc -mtriple=spirv-unknown-vulkan` reads them).
pub const STORAGE_CLASSES: &[(StorageClass, u32)] = &[
    (StorageClass::Function, 0),
    (StorageClass::CrossWorkgroup, 1),
    (StorageClass::UniformConstant, 2),
    (StorageClass::Workgroup, 3),
    (StorageClass::Generic, 4),
    (StorageClass::DeviceOnlyINTEL, 5),
    (StorageClass::HostOnlyINTEL, 6),
    (StorageClass::Input, 7),
    (StorageClass::Output, 8),
    (StorageClass::CodeSectionINTEL, 9),
    (StorageClass::Private, 10),
    (StorageClass::StorageBuffer, 11),
    (StorageClass::Uniform, 12),
    (StorageClass::PushConstant, 13),
];

/// Storage classes of an extension, and the one their address space takes when the extension is
/// not allowed (as the Khronos translator falls back): `(storage class, extension, fallback)`.
/// `SPV_INTEL_usm_storage_classes` tells device from host allocations; without it both are
/// global memory.
pub const EXTENSION_STORAGE_CLASSES: &[(StorageClass, &str, StorageClass)] = &[
    (StorageClass::DeviceOnlyINTEL, "SPV_INTEL_usm_storage_classes", StorageClass::CrossWorkgroup),
    (StorageClass::HostOnlyINTEL, "SPV_INTEL_usm_storage_classes", StorageClass::CrossWorkgroup),
];

/// The address space of `CodeSectionINTEL`, where `-spirv-emit-function-ptr-addr-space` puts
/// functions and their pointers.
pub const CODE_SECTION_ADDRESS_SPACE: u32 = 9;

/// The storage classes of `STORAGE_CLASSES` that only Shader modules have.
pub const SHADER_STORAGE_CLASSES: &[StorageClass] =
    &[StorageClass::Private, StorageClass::StorageBuffer, StorageClass::Uniform, StorageClass::PushConstant];

/// A `GLCompute` entry point ↔ the function attributes LLVM's SPIR-V backend reads:
/// `"hlsl.shader"="compute"`, and `LocalSize x y z` ↔ `"hlsl.numthreads"="x,y,z"`.
pub const COMPUTE_SHADER: (&str, &str) = ("hlsl.shader", "compute");

/// The attribute holding a compute entry point's work-group size.
pub const NUMTHREADS: &str = "hlsl.numthreads";

/// A work-group size as `hlsl.numthreads` spells it.
pub fn numthreads_text(size: [u32; 3]) -> String {
    format!("{},{},{}", size[0], size[1], size[2])
}

/// The work-group size an `hlsl.numthreads` value gives: three positive integers.
pub fn parse_numthreads(text: &str) -> Option<[u32; 3]> {
    let sizes: Vec<u32> = text.split(',').map(|n| n.trim().parse::<u32>().ok().filter(|&n| n > 0)).collect::<Option<_>>()?;
    <[u32; 3]>::try_from(sizes).ok()
}

/// The address space of a storage class.
pub fn address_space(sc: StorageClass) -> Option<u32> {
    STORAGE_CLASSES.iter().find(|r| r.0 == sc).map(|r| r.1)
}

/// The storage class of an address space.
pub fn storage_class(address_space: u32) -> Option<StorageClass> {
    STORAGE_CLASSES.iter().find(|r| r.1 == address_space).map(|r| r.0)
}

/// `FPFastMathMode` bits ↔ LLVM fast-math flags, with the extension a bit needs (the contract
/// and reassociation bits are `SPV_INTEL_fp_fast_math_mode`'s `AllowContractFastINTEL` and
/// `AllowReassocINTEL`). LLVM's `fast` (every flag) is the one bit `Fast`.
pub const FAST_MATH: &[(FPFastMathMode, FastMathFlags, Option<&str>)] = &[
    (FPFastMathMode::NOT_NAN, FastMathFlags::NO_NANS, None),
    (FPFastMathMode::NOT_INF, FastMathFlags::NO_INFS, None),
    (FPFastMathMode::NSZ, FastMathFlags::NO_SIGNED_ZEROS, None),
    (FPFastMathMode::ALLOW_RECIP, FastMathFlags::ALLOW_RECIPROCAL, None),
    (FPFastMathMode::FAST, FastMathFlags::FAST, None),
    (FPFastMathMode::ALLOW_CONTRACT, FastMathFlags::ALLOW_CONTRACT, Some(FP_FAST_MATH_EXTENSION)),
    (FPFastMathMode::ALLOW_REASSOC, FastMathFlags::ALLOW_REASSOC, Some(FP_FAST_MATH_EXTENSION)),
];

/// `nofpclass` classes (LLVM's `FPClassTest` bits) that say what a fast-math flag says, when a
/// function states them on its result and on every floating-point parameter: `nan` (signaling
/// and quiet) is `nnan`, `inf` (both signs) is `ninf`.
pub const NOFPCLASS_FLAGS: &[(u64, FastMathFlags)] = &[(0x003, FastMathFlags::NO_NANS), (0x204, FastMathFlags::NO_INFS)];

/// The extension of the contract and reassociation bits of `FPFastMathMode`.
pub const FP_FAST_MATH_EXTENSION: &str = "SPV_INTEL_fp_fast_math_mode";

/// Two-operand instructions that are one LLVM binary operator.
pub const BINARY: &[(Op, BinaryOp)] = &[
    (Op::IAdd, BinaryOp::Add),
    (Op::FAdd, BinaryOp::FAdd),
    (Op::ISub, BinaryOp::Sub),
    (Op::FSub, BinaryOp::FSub),
    (Op::IMul, BinaryOp::Mul),
    (Op::FMul, BinaryOp::FMul),
    (Op::UDiv, BinaryOp::UDiv),
    (Op::SDiv, BinaryOp::SDiv),
    (Op::FDiv, BinaryOp::FDiv),
    (Op::UMod, BinaryOp::URem),
    (Op::SRem, BinaryOp::SRem),
    (Op::FRem, BinaryOp::FRem),
    (Op::ShiftLeftLogical, BinaryOp::Shl),
    (Op::ShiftRightLogical, BinaryOp::LShr),
    (Op::ShiftRightArithmetic, BinaryOp::AShr),
    (Op::BitwiseAnd, BinaryOp::And),
    (Op::BitwiseOr, BinaryOp::Or),
    (Op::BitwiseXor, BinaryOp::Xor),
    (Op::LogicalAnd, BinaryOp::And),
    (Op::LogicalOr, BinaryOp::Or),
];

/// Integer comparisons.
pub const INT_COMPARE: &[(Op, IntPredicate)] = &[
    (Op::IEqual, IntPredicate::Eq),
    (Op::INotEqual, IntPredicate::Ne),
    (Op::LogicalEqual, IntPredicate::Eq),
    (Op::LogicalNotEqual, IntPredicate::Ne),
    (Op::UGreaterThan, IntPredicate::Ugt),
    (Op::SGreaterThan, IntPredicate::Sgt),
    (Op::UGreaterThanEqual, IntPredicate::Uge),
    (Op::SGreaterThanEqual, IntPredicate::Sge),
    (Op::ULessThan, IntPredicate::Ult),
    (Op::SLessThan, IntPredicate::Slt),
    (Op::ULessThanEqual, IntPredicate::Ule),
    (Op::SLessThanEqual, IntPredicate::Sle),
    (Op::PtrEqual, IntPredicate::Eq),
    (Op::PtrNotEqual, IntPredicate::Ne),
];

/// Floating-point comparisons (ordered and unordered), and the two NaN tests.
pub const FLOAT_COMPARE: &[(Op, RealPredicate)] = &[
    (Op::FOrdEqual, RealPredicate::Oeq),
    (Op::FUnordEqual, RealPredicate::Ueq),
    (Op::FOrdNotEqual, RealPredicate::One),
    (Op::FUnordNotEqual, RealPredicate::Une),
    (Op::FOrdLessThan, RealPredicate::Olt),
    (Op::FUnordLessThan, RealPredicate::Ult),
    (Op::FOrdGreaterThan, RealPredicate::Ogt),
    (Op::FUnordGreaterThan, RealPredicate::Ugt),
    (Op::FOrdLessThanEqual, RealPredicate::Ole),
    (Op::FUnordLessThanEqual, RealPredicate::Ule),
    (Op::FOrdGreaterThanEqual, RealPredicate::Oge),
    (Op::FUnordGreaterThanEqual, RealPredicate::Uge),
    (Op::LessOrGreater, RealPredicate::One),
    (Op::Ordered, RealPredicate::Ord),
    (Op::Unordered, RealPredicate::Uno),
];

/// Conversions that are one LLVM cast (when no saturation or rounding-mode decoration asks for
/// a builtin). `UConvert`, `SConvert` and `FConvert` pick extend or truncate by width.
pub const CASTS: &[(Op, CastOp)] = &[
    (Op::ConvertFToU, CastOp::FPToUI),
    (Op::ConvertFToS, CastOp::FPToSI),
    (Op::ConvertSToF, CastOp::SIToFP),
    (Op::ConvertUToF, CastOp::UIToFP),
    (Op::ConvertPtrToU, CastOp::PtrToInt),
    (Op::ConvertUToPtr, CastOp::IntToPtr),
    (Op::PtrCastToGeneric, CastOp::AddrSpaceCast),
    (Op::GenericCastToPtr, CastOp::AddrSpaceCast),
    (Op::PtrCastToCrossWorkgroupINTEL, CastOp::AddrSpaceCast),
    (Op::CrossWorkgroupCastToPtrINTEL, CastOp::AddrSpaceCast),
    (Op::Bitcast, CastOp::BitCast),
];

/// Width conversions: `(instruction, cast, widening)`. The forward direction takes the first
/// row of a cast; the reverse takes the row of the instruction by whether the width grows (a
/// conversion to the same width is no instruction).
pub const WIDTH_CASTS: &[(Op, CastOp, bool)] = &[
    (Op::UConvert, CastOp::Trunc, false),
    (Op::UConvert, CastOp::ZExt, true),
    (Op::SConvert, CastOp::SExt, true),
    (Op::SConvert, CastOp::Trunc, false),
    (Op::FConvert, CastOp::FPTrunc, false),
    (Op::FConvert, CastOp::FPExt, true),
];

/// The instruction of LLVM cast `cast` (the first row of [`CASTS`] or [`WIDTH_CASTS`]).
pub fn cast_instruction(cast: CastOp) -> Option<Op> {
    CASTS.iter().find(|r| r.1 == cast).map(|r| r.0).or_else(|| WIDTH_CASTS.iter().find(|r| r.1 == cast).map(|r| r.0))
}

/// The cast of width conversion `op`, narrowing or widening.
pub fn width_cast(op: Op, widening: bool) -> Option<CastOp> {
    WIDTH_CASTS.iter().find(|r| r.0 == op && r.2 == widening).map(|r| r.1)
}

/// SPIR-V opaque types ↔ LLVM target extension types `target("spirv.{name}", …)` ("SPIR-V
/// representation in LLVM IR"). The parameters: none for the plain ones; `Image` and
/// `SampledImage` take the sampled type and seven integers (dim, depth, arrayed, ms, sampled,
/// format, access), `Pipe` the access qualifier, `CooperativeMatrixKHR` the component type and
/// the values of its scope, rows, columns and use; `VmeImageINTEL` its image's parameters.
pub const OPAQUE_TYPES: &[(Op, &str)] = &[
    (Op::TypeImage, "Image"),
    (Op::TypeSampledImage, "SampledImage"),
    (Op::TypePipe, "Pipe"),
    (Op::TypeSampler, "Sampler"),
    (Op::TypeEvent, "Event"),
    (Op::TypeDeviceEvent, "DeviceEvent"),
    (Op::TypeReserveId, "ReserveId"),
    (Op::TypeQueue, "Queue"),
    (Op::TypePipeStorage, "PipeStorage"),
    (Op::TypeNamedBarrier, "NamedBarrier"),
    (Op::TypeCooperativeMatrixKHR, "CooperativeMatrixKHR"),
    (Op::TypeVmeImageINTEL, "VmeImageINTEL"),
    (Op::TypeTaskSequenceINTEL, "TaskSequenceINTEL"),
];

/// The opaque type `target("spirv.{name}")` names (`name` without the `spirv.` prefix): a row
/// of [`OPAQUE_TYPES`] or a motion estimation type ([`avc::TYPES`]).
pub fn opaque_type_op(name: &str) -> Option<Op> {
    OPAQUE_TYPES
        .iter()
        .find(|r| r.1 == name)
        .map(|r| r.0)
        .or_else(|| spirv_llvm_mangling::AvcType::from_spirv_name(name).and_then(avc::type_op))
}

/// The target extension type name of an opaque type opcode, with its `spirv.` prefix.
pub fn opaque_type_name(op: Op) -> Option<String> {
    let name = lookup(OPAQUE_TYPES, op).or_else(|| avc::avc_type(op).map(|t| t.spirv_name()));
    name.map(|n| format!("spirv.{n}"))
}

/// Looks a row up by its SPIR-V side.
pub fn lookup<T: Copy>(table: &[(Op, T)], op: Op) -> Option<T> {
    table.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// The extension that states a kernel's register budget as execution modes
/// (`MaximumRegistersINTEL`, `MaximumRegistersIdINTEL`, `NamedMaximumRegistersINTEL`): with it,
/// `!RegisterAllocMode !{i32 N}`, `!{!{i32 N}}` and `!{!"AutoINTEL"}` become those modes.
pub const MAXIMUM_REGISTERS: &str = "SPV_INTEL_maximum_registers";

/// Intel's `!RegisterAllocMode` kernel metadata → the `UserSemantic` text the reference writes
/// on the kernel without `SPV_INTEL_maximum_registers` (threads per EU of the GRF mode); other
/// modes have none.
pub const REGISTER_ALLOC_MODES: &[(u32, &str)] = &[(0, "num-thread-per-eu 0"), (1, "num-thread-per-eu 8"), (2, "num-thread-per-eu 4")];

#[cfg(test)]
mod numthreads_tests {
    use super::*;

    #[test]
    fn numthreads_reads_what_it_writes() {
        for size in [[1, 1, 1], [64, 2, 1], [8, 8, 4]] {
            assert_eq!(parse_numthreads(&numthreads_text(size)), Some(size));
        }
        for bad in ["", "1,1", "1,1,1,1", "0,1,1", "a,1,1", "-1,1,1"] {
            assert_eq!(parse_numthreads(bad), None, "{bad}");
        }
    }
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn storage_classes_invert() {
        for &(sc, as_) in STORAGE_CLASSES {
            assert_eq!(address_space(sc), Some(as_));
            assert_eq!(storage_class(as_), Some(sc));
        }
    }

    #[test]
    fn opaque_types_invert() {
        for &(op, name) in OPAQUE_TYPES {
            assert_eq!(opaque_type_op(name), Some(op));
            assert_eq!(opaque_type_name(op).as_deref(), Some(format!("spirv.{name}").as_str()));
            let g = crate::spirv::grammar::instruction(op as u16).expect("grammar knows the opcode");
            let spelled = crate::spirv::grammar::reference_spelling(g.opname);
            assert_eq!(spelled.strip_prefix("Type"), Some(name), "the name is the opcode's, as the reference spells it");
        }
    }

    #[test]
    fn casts_invert() {
        for &(op, cast, widening) in WIDTH_CASTS {
            assert_eq!(width_cast(op, widening), Some(cast));
            let forward = cast_instruction(cast).expect("every cast has an instruction");
            assert_eq!(width_cast(forward, widening), Some(cast), "{cast:?}");
        }
        for &(op, cast) in CASTS {
            assert_eq!(lookup(CASTS, cast_instruction(cast).expect("a row")), Some(cast), "{op:?}");
        }
    }

    #[test]
    fn every_row_is_a_two_operand_value_instruction() {
        use crate::spirv::grammar;
        let rows = BINARY.iter().map(|r| r.0).chain(INT_COMPARE.iter().map(|r| r.0)).chain(FLOAT_COMPARE.iter().map(|r| r.0));
        for op in rows {
            let g = grammar::instruction(op as u16).expect("grammar knows the opcode");
            let ids = g.operands.iter().filter(|o| o.kind == grammar::OperandKind::IdRef).count();
            assert_eq!(ids, 2, "Op{:?}", op);
            assert!(g.operands.len() == 4, "Op{:?} has result type, result and two operands", op);
        }
        for &(op, _) in CASTS {
            let g = grammar::instruction(op as u16).expect("grammar knows the opcode");
            assert_eq!(g.operands.len(), 3, "Op{:?} converts one operand", op);
        }
    }
}
