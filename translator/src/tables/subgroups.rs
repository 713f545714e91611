//! `cl_khr_subgroup_*` functions that are one `OpGroupNonUniform*` instruction on their
//! arguments as they are (no truth-value or boolean result conversion), at sub-group scope:
//! `(name after "sub_group_" and any "non_uniform_", instruction, capability, arguments)`.
//! The OpenCL C name has `non_uniform_` unless [`named_without_non_uniform`] says otherwise.
//! Also `cl_intel_subgroups` ↔ `SPV_INTEL_subgroups` ([`INTEL_SHUFFLES`], [`intel_block`]) and
//! `cl_intel_media_block_io` ↔ `SPV_INTEL_media_block_io` ([`INTEL_MEDIA_BLOCK_SUFFIXES`]).

use spirv::{Capability, Op};

/// The rows (read by `to_spirv/builtins/groups.rs` and `to_llvm/opencl_names.rs`).
pub const VALUE_FUNCTIONS: &[(&str, Op, Capability, usize)] = &[
    ("broadcast", Op::GroupNonUniformBroadcast, Capability::GroupNonUniformBallot, 2),
    ("broadcast_first", Op::GroupNonUniformBroadcastFirst, Capability::GroupNonUniformBallot, 1),
    ("ballot_find_lsb", Op::GroupNonUniformBallotFindLSB, Capability::GroupNonUniformBallot, 1),
    ("ballot_find_msb", Op::GroupNonUniformBallotFindMSB, Capability::GroupNonUniformBallot, 1),
    ("shuffle", Op::GroupNonUniformShuffle, Capability::GroupNonUniformShuffle, 2),
    ("shuffle_xor", Op::GroupNonUniformShuffleXor, Capability::GroupNonUniformShuffle, 2),
    ("shuffle_up", Op::GroupNonUniformShuffleUp, Capability::GroupNonUniformShuffleRelative, 2),
    ("shuffle_down", Op::GroupNonUniformShuffleDown, Capability::GroupNonUniformShuffleRelative, 2),
];

/// A `cl_khr_subgroup_non_uniform_vote` or `cl_khr_subgroup_ballot` function whose OpenCL C
/// integers stand for the instruction's booleans (`sub_group_{name}`, with `non_uniform_`
/// unless [`named_without_non_uniform`] says otherwise), at sub-group scope.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VoteFunction {
    /// The name after `sub_group_` and any `non_uniform_`.
    pub name: &'static str,
    /// The instruction.
    pub op: Op,
    /// Its capability (beside `GroupNonUniform`).
    pub capability: Capability,
    /// The group operation operand it takes first (the ballot bit counts), if any.
    pub operation: Option<spirv::GroupOperation>,
    /// How many arguments the function takes.
    pub args: usize,
    /// The first argument is an `int` predicate (the instruction's boolean).
    pub truth_argument: bool,
    /// The `int` result is the instruction's boolean.
    pub truth_result: bool,
    /// The other arguments are spelled signed (`all_equal`'s value; `uint4`/`uint` else).
    pub signed: bool,
}

const fn vote(name: &'static str, op: Op, capability: Capability, args: usize, truth_argument: bool, truth_result: bool) -> VoteFunction {
    VoteFunction { name, op, capability, operation: None, args, truth_argument, truth_result, signed: false }
}

const fn bit_count(name: &'static str, operation: spirv::GroupOperation) -> VoteFunction {
    VoteFunction { operation: Some(operation), ..vote(name, Op::GroupNonUniformBallotBitCount, Capability::GroupNonUniformBallot, 1, false, false) }
}

/// The rows (read by `to_spirv/builtins/groups.rs` and `to_llvm/opencl_names.rs`).
pub const VOTE_FUNCTIONS: &[VoteFunction] = &[
    vote("elect", Op::GroupNonUniformElect, Capability::GroupNonUniform, 0, false, true),
    vote("all", Op::GroupNonUniformAll, Capability::GroupNonUniformVote, 1, true, true),
    vote("any", Op::GroupNonUniformAny, Capability::GroupNonUniformVote, 1, true, true),
    VoteFunction { signed: true, ..vote("all_equal", Op::GroupNonUniformAllEqual, Capability::GroupNonUniformVote, 1, false, true) },
    vote("ballot", Op::GroupNonUniformBallot, Capability::GroupNonUniformBallot, 1, true, false),
    vote("inverse_ballot", Op::GroupNonUniformInverseBallot, Capability::GroupNonUniformBallot, 1, false, true),
    vote("ballot_bit_extract", Op::GroupNonUniformBallotBitExtract, Capability::GroupNonUniformBallot, 2, false, true),
    bit_count("ballot_bit_count", spirv::GroupOperation::Reduce),
    bit_count("ballot_inclusive_scan", spirv::GroupOperation::InclusiveScan),
    bit_count("ballot_exclusive_scan", spirv::GroupOperation::ExclusiveScan),
];

/// The row of OpenCL C function `sub_group_[non_uniform_]{name}`.
pub fn vote_by_name(name: &str) -> Option<&'static VoteFunction> {
    VOTE_FUNCTIONS.iter().find(|r| r.name == name)
}

/// The row of instruction `op` with group operation `operation` (read for the bit counts).
pub fn vote_by_op(op: Op, operation: Option<u32>) -> Option<&'static VoteFunction> {
    VOTE_FUNCTIONS.iter().find(|r| r.op == op && (r.operation.is_none() || r.operation.map(|o| o as u32) == operation))
}

/// The OpenCL C name of a vote row.
pub fn vote_opencl_name(row: &VoteFunction) -> String {
    if named_without_non_uniform(row.name) { format!("sub_group_{}", row.name) } else { format!("sub_group_non_uniform_{}", row.name) }
}

/// What the value of a non-uniform arithmetic row is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// An integer of either signedness.
    Int,
    /// A signed integer.
    Signed,
    /// An unsigned integer.
    Unsigned,
    /// A floating-point number.
    Float,
    /// An OpenCL integer truth value (the instruction's boolean).
    Logical,
}

/// `cl_khr_subgroup_non_uniform_arithmetic` and `_clustered_reduce`:
/// `sub_group_non_uniform_{reduce,scan_inclusive,scan_exclusive}_{kind}(x)` and
/// `sub_group_clustered_reduce_{kind}(x, clustersize)` ↔ `OpGroupNonUniform*` with that group
/// operation: `(kind, instruction, operand)`.
pub const ARITHMETIC: &[(&str, Op, Operand)] = &[
    ("add", Op::GroupNonUniformIAdd, Operand::Int),
    ("add", Op::GroupNonUniformFAdd, Operand::Float),
    ("mul", Op::GroupNonUniformIMul, Operand::Int),
    ("mul", Op::GroupNonUniformFMul, Operand::Float),
    ("min", Op::GroupNonUniformSMin, Operand::Signed),
    ("min", Op::GroupNonUniformUMin, Operand::Unsigned),
    ("min", Op::GroupNonUniformFMin, Operand::Float),
    ("max", Op::GroupNonUniformSMax, Operand::Signed),
    ("max", Op::GroupNonUniformUMax, Operand::Unsigned),
    ("max", Op::GroupNonUniformFMax, Operand::Float),
    ("and", Op::GroupNonUniformBitwiseAnd, Operand::Int),
    ("or", Op::GroupNonUniformBitwiseOr, Operand::Int),
    ("xor", Op::GroupNonUniformBitwiseXor, Operand::Int),
    ("logical_and", Op::GroupNonUniformLogicalAnd, Operand::Logical),
    ("logical_or", Op::GroupNonUniformLogicalOr, Operand::Logical),
    ("logical_xor", Op::GroupNonUniformLogicalXor, Operand::Logical),
];

/// The instruction of arithmetic `kind` on a value that is a float, or an integer of the given
/// signedness.
pub fn arithmetic_op(kind: &str, float: bool, signed: bool) -> Option<Op> {
    arithmetic_op_in(ARITHMETIC, kind, float, signed)
}

/// The instruction of `kind` in `table` (`ARITHMETIC` or `opencl::GROUP_ARITHMETIC`).
pub fn arithmetic_op_in(table: &[(&str, Op, Operand)], kind: &str, float: bool, signed: bool) -> Option<Op> {
    table.iter().find(|&&(k, _, operand)| {
        k == kind
            && match operand {
                Operand::Float => float,
                Operand::Int | Operand::Logical => !float,
                Operand::Signed => !float && signed,
                Operand::Unsigned => !float && !signed,
            }
    }).map(|r| r.1)
}

/// The kind and operand of arithmetic instruction `op`.
pub fn arithmetic_kind(op: Op) -> Option<(&'static str, Operand)> {
    arithmetic_in(ARITHMETIC, op)
}

/// The kind and operand of instruction `op` in `table`.
pub fn arithmetic_in(table: &[(&'static str, Op, Operand)], op: Op) -> Option<(&'static str, Operand)> {
    table.iter().find(|r| r.1 == op).map(|r| (r.0, r.2))
}

/// The row of OpenCL C function `sub_group_[non_uniform_]{name}`.
pub fn by_name(name: &str) -> Option<(Op, Capability, usize)> {
    VALUE_FUNCTIONS.iter().find(|r| r.0 == name).map(|r| (r.1, r.2, r.3))
}

/// The OpenCL C name of instruction `op`, if it is a row.
pub fn opencl_name(op: Op) -> Option<String> {
    let (name, ..) = VALUE_FUNCTIONS.iter().find(|r| r.1 == op)?;
    Some(if named_without_non_uniform(name) { format!("sub_group_{name}") } else { format!("sub_group_non_uniform_{name}") })
}

/// Sub-group functions of `cl_khr_subgroup_ballot`, `_shuffle*`, `_rotate` and
/// `_clustered_reduce` whose names have no `non_uniform_`.
pub fn named_without_non_uniform(rest: &str) -> bool {
    rest == "elect"
        || rest.starts_with("ballot")
        || rest == "inverse_ballot"
        || rest.starts_with("shuffle")
        || rest == "broadcast_first"
        || rest.starts_with("clustered_")
        || rest == "rotate"
}

/// `cl_intel_subgroups` shuffles ↔ `SPV_INTEL_subgroups` (the instruction on the arguments as
/// they are): `(OpenCL C name, instruction)`.
pub const INTEL_SHUFFLES: &[(&str, Op)] = &[
    ("intel_sub_group_shuffle", Op::SubgroupShuffleINTEL),
    ("intel_sub_group_shuffle_down", Op::SubgroupShuffleDownINTEL),
    ("intel_sub_group_shuffle_up", Op::SubgroupShuffleUpINTEL),
    ("intel_sub_group_shuffle_xor", Op::SubgroupShuffleXorINTEL),
];

/// `intel_sub_group_block_read{suffix}{n}` / `_write{suffix}{n}`: the suffix names the width of
/// the unsigned elements (`_ui` is the same as none): `(suffix, width)`, the reverse direction's
/// spelling of a width first.
pub const INTEL_BLOCK_SUFFIXES: &[(&str, u32)] = &[("", 32), ("_ui", 32), ("_us", 16), ("_uc", 8), ("_ul", 64)];

/// `cl_intel_media_block_io` ↔ `SPV_INTEL_media_block_io`: `intel_sub_group_media_block_read
/// {suffix}{n}(int2 coord, int width, int height, image)` ↔ `OpSubgroupImageMediaBlockReadINTEL
/// image coord width height`, `_write{suffix}{n}(coord, width, height, data, image)` ↔
/// `OpSubgroupImageMediaBlockWriteINTEL image coord width height data`; the suffixes name the
/// element width as for the other block functions (there is no unsuffixed or 64-bit form).
pub const INTEL_MEDIA_BLOCK_SUFFIXES: &[(&str, u32)] = &[("_ui", 32), ("_us", 16), ("_uc", 8)];

/// The two name families of Intel's sub-group block functions: `(prefix, suffixes)`.
const INTEL_BLOCK_FAMILIES: [(&str, &[(&str, u32)]); 2] =
    [("intel_sub_group_block_", INTEL_BLOCK_SUFFIXES), ("intel_sub_group_media_block_", INTEL_MEDIA_BLOCK_SUFFIXES)];

/// An Intel sub-group block function, by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntelBlock {
    /// `intel_sub_group_media_block_*` (a width × height block of an image), else
    /// `intel_sub_group_block_*` (through a pointer, or of an image at a coordinate).
    pub media: bool,
    /// A write, else a read.
    pub write: bool,
    /// The width of the unsigned elements.
    pub width: u32,
    /// The component count the name gives (0 when it gives none).
    pub count: u32,
}

/// The Intel sub-group block function `name` is, if any.
pub fn intel_block(name: &str) -> Option<IntelBlock> {
    INTEL_BLOCK_FAMILIES.iter().enumerate().find_map(|(family, (prefix, suffixes))| {
        let rest = name.strip_prefix(prefix)?;
        let (write, rest) = match (rest.strip_prefix("read"), rest.strip_prefix("write")) {
            (Some(r), _) => (false, r),
            (_, Some(r)) => (true, r),
            _ => return None,
        };
        let digits = rest.trim_start_matches(|c: char| !c.is_ascii_digit());
        let suffix = &rest[..rest.len() - digits.len()];
        let (_, width) = suffixes.iter().find(|(s, _)| *s == suffix)?;
        let count = if digits.is_empty() { 0 } else { digits.parse().ok()? };
        Some(IntelBlock { media: family == 1, write, width: *width, count })
    })
}

/// The OpenCL C name of a block read or write (a media block one when `media`) of `n` (1 for
/// a scalar) elements of `width` bits.
pub fn intel_block_name(media: bool, write: bool, width: u32, n: u32) -> Option<String> {
    let (prefix, suffixes) = INTEL_BLOCK_FAMILIES[usize::from(media)];
    let (suffix, _) = suffixes.iter().find(|(_, w)| *w == width)?;
    let count = if n > 1 { n.to_string() } else { String::new() };
    Some(format!("{prefix}{}{suffix}{count}", if write { "write" } else { "read" }))
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_rows_invert() {
        for &(kind, op, operand) in ARITHMETIC {
            assert_eq!(arithmetic_kind(op), Some((kind, operand)));
            let (float, signed) = match operand {
                Operand::Float => (true, false),
                Operand::Unsigned => (false, false),
                _ => (false, true),
            };
            assert_eq!(arithmetic_op(kind, float, signed), Some(op), "{kind}");
        }
    }

    #[test]
    fn rows_invert_and_fit_the_grammar() {
        for &(name, op, _, args) in VALUE_FUNCTIONS {
            let full = opencl_name(op).expect("a row has a name");
            let rest = full.strip_prefix("sub_group_").expect("prefix");
            assert_eq!(by_name(rest.strip_prefix("non_uniform_").unwrap_or(rest)).map(|r| r.0), Some(op), "{name}");
            let g = crate::spirv::grammar::instruction(op as u16).expect("grammar knows the opcode");
            // Result type, result, scope, then the arguments.
            assert_eq!(g.operands.len(), 3 + args, "{name}");
        }
    }

    #[test]
    fn block_names_invert() {
        for media in [false, true] {
            for write in [false, true] {
                for width in [8, 16, 32, 64] {
                    for n in [1, 2, 4, 8, 16] {
                        let Some(name) = intel_block_name(media, write, width, n) else {
                            assert!(media && width == 64, "only media blocks lack a width: {width}");
                            continue;
                        };
                        let count = if n > 1 { n } else { 0 };
                        assert_eq!(intel_block(&name), Some(IntelBlock { media, write, width, count }), "{name}");
                    }
                }
            }
        }
        assert_eq!(intel_block("intel_sub_group_block_read_ui4"), Some(IntelBlock { media: false, write: false, width: 32, count: 4 }));
        assert_eq!(intel_block("intel_sub_group_media_block_write_us16"), Some(IntelBlock { media: true, write: true, width: 16, count: 16 }));
        assert_eq!(intel_block("intel_sub_group_media_block_read4"), None);
        assert_eq!(intel_block("intel_sub_group_block_read_xx4"), None);
        assert_eq!(intel_block("intel_sub_group_shuffle"), None);
    }
}
