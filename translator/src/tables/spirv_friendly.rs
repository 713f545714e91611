//! How SPIR-V friendly `__spirv_*` calls spell parameters and results that an operand's own
//! type does not decide: unsigned integers, pointers to `const`, `signed char` truth vectors.
//! These are the declarations of the Khronos translator, of OpenCL C's headers and of SYCL's
//! and libclc's SPIR-V builtin libraries, so a call written by the reverse direction links
//! against them. The reverse direction's mangler applies the rows; the forward direction reads
//! such calls by name, whatever the spelling.

use spirv::Op;

use super::opencl::{RELATIONAL, Relational};

/// A spelling that differs from the operand's own type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// Integers unsigned (also a vector's elements and a pointer's pointee).
    Unsigned,
    /// A pointer to `const`.
    Const,
    /// A pointer to `const char`, whatever it points to.
    ConstChar,
}

/// Which parameters (in operand order, literals included) a spelling applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Params {
    /// All of them.
    All,
    /// Those at these positions.
    At(&'static [usize]),
    /// The one at this position and all after it.
    From(usize),
    /// The last one.
    Last,
}

impl Params {
    /// Whether parameter `k` of `count` is one of these.
    pub fn contains(self, k: usize, count: usize) -> bool {
        match self {
            Params::All => true,
            Params::At(at) => at.contains(&k),
            Params::From(first) => k >= first,
            Params::Last => k + 1 == count,
        }
    }
}

/// The spellings of one instruction's parameters, applied in order.
#[derive(Debug)]
pub struct Signature {
    /// The instruction.
    pub op: Op,
    /// Which parameters are spelled how.
    pub params: &'static [(Params, Spelling)],
}

/// Parameter spellings per instruction (instructions not listed: the operands' own types,
/// integers signed unless the instruction's name says unsigned).
pub const SIGNATURES: &[Signature] = &[
    // The lane id, mask or delta is a `uint`, as in OpenCL C and cl_intel_subgroups.
    Signature { op: Op::GroupNonUniformShuffle, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformShuffleXor, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformShuffleUp, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformShuffleDown, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::SubgroupShuffleINTEL, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::SubgroupShuffleDownINTEL, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::SubgroupShuffleUpINTEL, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::SubgroupShuffleXorINTEL, params: &[(Params::Last, Spelling::Unsigned)] },
    // Local ids and ballots (`uint4`) are unsigned, as in OpenCL C and the Khronos translator.
    Signature { op: Op::GroupBroadcast, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformBroadcast, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformInverseBallot, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformBallotBitExtract, params: &[(Params::From(1), Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformBallotBitCount, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformBallotFindLSB, params: &[(Params::Last, Spelling::Unsigned)] },
    Signature { op: Op::GroupNonUniformBallotFindMSB, params: &[(Params::Last, Spelling::Unsigned)] },
    // The delta and cluster size are `uint`s, as the Khronos translator declares them.
    Signature { op: Op::GroupNonUniformRotateKHR, params: &[(Params::From(2), Spelling::Unsigned)] },
    // (scope, destination, source, count, stride, event): a `const` source and `size_t` count
    // and stride, as OpenCL C's async copies declare them.
    Signature {
        op: Op::GroupAsyncCopy,
        params: &[(Params::At(&[2]), Spelling::Const), (Params::At(&[3, 4]), Spelling::Unsigned)],
    },
    // `__spirv_GenericPtrMemSemantics(const char*)`, as the Khronos translator declares it.
    Signature { op: Op::GenericPtrMemSemantics, params: &[(Params::At(&[0]), Spelling::ConstChar)] },
    // A `const` pointer and unsigned integers, its literals too.
    Signature {
        op: Op::SubgroupBlockPrefetchINTEL,
        params: &[(Params::All, Spelling::Unsigned), (Params::At(&[0]), Spelling::Const)],
    },
];

/// The parameter spellings of instruction `op`, if it has any.
pub fn signature(op: Op) -> Option<&'static Signature> {
    SIGNATURES.iter().find(|s| s.op == op)
}

/// Whether `op`'s integer literals are spelled unsigned.
pub fn unsigned_literals(op: Op) -> bool {
    signature(op).is_some_and(|s| s.params.contains(&(Params::All, Spelling::Unsigned)))
}

/// Instructions whose integer result is spelled unsigned in the `_R` postfix.
pub const UNSIGNED_RESULTS: &[Op] =
    &[Op::ConvertFToU, Op::UConvert, Op::SatConvertSToU, Op::ConvertPtrToU, Op::ReadClockKHR, Op::UDot, Op::UDotAccSat];

/// Whether `op`'s result is spelled unsigned.
pub fn unsigned_result(op: Op) -> bool {
    UNSIGNED_RESULTS.contains(&op)
}

/// Whether a boolean vector result of `op` is a `signed char` vector (each lane 0 or -1): the
/// class tests (`__spirv_IsNan`, …), as SYCL's and libclc's builtin libraries declare them and
/// the Khronos translator calls them (C has no boolean vectors). A scalar result stays `bool`.
pub fn char_vector_result(op: Op) -> bool {
    RELATIONAL.iter().any(|r| r.1 == op && r.2 == Relational::Test)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::grammar::OperandKind;

    #[test]
    fn one_row_per_instruction_and_positions_within_its_operands() {
        for (i, row) in SIGNATURES.iter().enumerate() {
            assert!(SIGNATURES[..i].iter().all(|r| r.op != row.op), "{:?} has two rows", row.op);
            let g = crate::spirv::grammar::instruction(row.op as u16).expect("an instruction of the grammar");
            let operands = g.operands.iter().filter(|o| !matches!(o.kind, OperandKind::IdResult | OperandKind::IdResultType)).count();
            for (which, _) in row.params {
                let highest = match which {
                    Params::At(at) => at.iter().copied().max().unwrap_or(0),
                    Params::From(first) => *first,
                    Params::All | Params::Last => 0,
                };
                assert!(highest < operands, "{:?}: parameter {highest} of {operands} operands", row.op);
            }
        }
    }

    #[test]
    fn class_tests_return_char_vectors_and_only_prefetch_has_unsigned_literals() {
        let class: Vec<Op> = [Op::IsNan, Op::IsInf, Op::IsFinite, Op::IsNormal, Op::SignBitSet, Op::Any, Op::FOrdEqual]
            .into_iter()
            .filter(|&op| char_vector_result(op))
            .collect();
        assert_eq!(class, [Op::IsNan, Op::IsInf, Op::IsFinite, Op::IsNormal, Op::SignBitSet]);
        let literals: Vec<Op> = SIGNATURES.iter().map(|s| s.op).filter(|&op| unsigned_literals(op)).collect();
        assert_eq!(literals, [Op::SubgroupBlockPrefetchINTEL]);
        assert!(Params::Last.contains(2, 3) && !Params::Last.contains(1, 3));
        assert!(Params::From(2).contains(4, 6) && !Params::From(2).contains(1, 6));
    }
}
