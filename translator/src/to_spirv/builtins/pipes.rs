//! Pipe builtins (clang's `__read_pipe_2`, `__reserve_write_pipe`, `__work_group_commit_…`,
//! `__get_pipe_num_packets_ro`, `is_valid_reserve_id`, …) → the SPIR-V pipe instructions,
//! whose operands are the call's arguments in order (the group forms first take the scope).

use ::spirv::{Op, Scope};

use super::{Call, Result, Translator, Val};

/// The pipe instruction for builtin `name` (`tables::opencl::PIPES`).
pub(crate) fn pipe_op(name: &str) -> Option<(Op, Option<Scope>)> {
    crate::tables::opencl::pipe(name)
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
