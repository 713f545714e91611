//! Pipe builtins (clang's `__read_pipe_2`, `__reserve_write_pipe`, `__work_group_commit_…`,
//! `__get_pipe_num_packets_ro`, `is_valid_reserve_id`, …) → the SPIR-V pipe instructions,
//! whose operands are the call's arguments in order (the group forms first take the scope).

use ::spirv::{Op, Scope};

use super::{Call, Result, Translator, Val};

/// Pipe builtin → (instruction, scope operand of the group forms).
const PIPES: &[(&str, Op, Option<Scope>)] = &[
    ("__read_pipe_2", Op::ReadPipe, None),
    ("__write_pipe_2", Op::WritePipe, None),
    ("__read_pipe_4", Op::ReservedReadPipe, None),
    ("__write_pipe_4", Op::ReservedWritePipe, None),
    ("__reserve_read_pipe", Op::ReserveReadPipePackets, None),
    ("__reserve_write_pipe", Op::ReserveWritePipePackets, None),
    ("__commit_read_pipe", Op::CommitReadPipe, None),
    ("__commit_write_pipe", Op::CommitWritePipe, None),
    ("__work_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(Scope::Workgroup)),
    ("__work_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(Scope::Workgroup)),
    ("__sub_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(Scope::Subgroup)),
    ("__sub_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(Scope::Subgroup)),
    ("__work_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(Scope::Workgroup)),
    ("__work_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(Scope::Workgroup)),
    ("__sub_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(Scope::Subgroup)),
    ("__sub_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(Scope::Subgroup)),
    ("__get_pipe_num_packets_ro", Op::GetNumPipePackets, None),
    ("__get_pipe_num_packets_wo", Op::GetNumPipePackets, None),
    ("__get_pipe_max_packets_ro", Op::GetMaxPipePackets, None),
    ("__get_pipe_max_packets_wo", Op::GetMaxPipePackets, None),
    ("is_valid_reserve_id", Op::IsValidReserveId, None),
];

/// The pipe instruction for builtin `name`.
pub(crate) fn pipe_op(name: &str) -> Option<(Op, Option<Scope>)> {
    PIPES.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

impl<'m> Translator<'m> {
    pub(crate) fn pipe(&mut self, c: &Call<'m>, op: Op, scope: Option<Scope>) -> Result<Option<Val>> {
        let mut operands = Vec::new();
        if let Some(s) = scope {
            operands.push(self.b.const_u32(s as u32).0);
        }
        for &arg in &c.args {
            operands.push(self.value(arg)?.id.0);
        }
        match self.result_type(c)? {
            Some(ty) => Ok(Some(Val { id: self.emit(op, ty, operands), ty })),
            None => {
                self.emit_void(op, operands);
                Ok(None)
            }
        }
    }
}
