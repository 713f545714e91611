//! `cl_khr_subgroup_*` functions that are one `OpGroupNonUniform*` instruction on their
//! arguments as they are (no truth-value or boolean result conversion), at sub-group scope:
//! `(name after "sub_group_" and any "non_uniform_", instruction, capability, arguments)`.
//! The OpenCL C name has `non_uniform_` unless [`named_without_non_uniform`] says otherwise.

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

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

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
}
