//! `--spirv-target-env=CL2.0`: pipe instructions as the functions clang 22 lowers OpenCL C
//! pipe builtins to. Those are unmangled and take the packet size and alignment as trailing
//! `i32` arguments, exactly the SPIR-V operands:
//!
//! | SPIR-V | clang |
//! |---|---|
//! | `OpReadPipe` / `OpWritePipe` | `__read_pipe_2` / `__write_pipe_2`(pipe, generic packet pointer, size, align) |
//! | `OpReservedReadPipe` / `OpReservedWritePipe` | `__read_pipe_4` / `__write_pipe_4`(pipe, reserve id, index, pointer, size, align) |
//! | `OpReserve{Read,Write}PipePackets` | `__reserve_{read,write}_pipe`(pipe, count, size, align) |
//! | `OpCommit{Read,Write}Pipe` | `__commit_{read,write}_pipe`(pipe, reserve id, size, align) |
//! | `OpGroupReserve…`, `OpGroupCommit…` | the same with a `__work_group_` or `__sub_group_` prefix, by scope |
//! | `OpGetNumPipePackets` / `OpGetMaxPipePackets` | `__get_pipe_{num,max}_packets_{ro,wo}`(pipe, size, align) |
//! | `OpIsValidReserveId` | `is_valid_reserve_id(reserve_id_t)`, mangled, returning `zeroext i1` |
//!
//! Pipes are OpenCL C 2.0: with `CL1.2` they keep the SPIR-V friendly `__spirv_*` form. `OpCreatePipeFromPipeStorage`
//! (SPIR-V 1.1) has no OpenCL C spelling and is unsupported in both.

use spirv_llvm_mangling::{OpenClType, Type as MType};

use super::spirv_headers::{Op, Scope};
use super::{Error, TargetEnv, Translator};
use crate::llvm::{AttrIndex, Attribute, Value};
use crate::spirv::Instruction;
use crate::tables::opencl;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The pipe instructions with an OpenCL C spelling.
    pub(super) fn opencl_pipe(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        if self.options.target_env == TargetEnv::Cl12 {
            // OpenCL C 1.2 has no spelling for it: the SPIR-V friendly form.
            return self.spirv_builtin_call(inst, op);
        }
        // Group forms put the scope first; the packet queries are named by the pipe's access.
        let scope = match op {
            Op::GroupReserveReadPipePackets | Op::GroupReserveWritePipePackets | Op::GroupCommitReadPipe | Op::GroupCommitWritePipe => {
                let scope = self.operand(inst, 0)?.const_int_zext().ok_or_else(|| self.unsupported(format!("{} with a non-constant scope", inst.opcode_name())))?;
                Some(Scope::from_u32(scope as u32).ok_or_else(|| self.unsupported(format!("{} with scope {scope}", inst.opcode_name())))?)
            }
            _ => None,
        };
        let access = match op {
            Op::GetNumPipePackets | Op::GetMaxPipePackets => self.def(self.type_id_of(self.id_at(inst, 0)?)?)?.operands.first().copied(),
            Op::IsValidReserveId => return self.is_valid_reserve_id(inst).map(Some),
            _ => None,
        };
        let Some(name) = opencl::pipe_function(op, scope, access) else {
            return match (scope, access) {
                (Some(scope), _) => Err(self.unsupported(format!("{} with scope {scope:?}", inst.opcode_name()))),
                (_, Some(_)) => Err(self.unsupported(format!("{} on a read-write pipe", inst.opcode_name()))),
                // No OpenCL C name: the SPIR-V friendly form.
                _ => self.spirv_builtin_call(inst, op),
            };
        };
        let first = usize::from(scope.is_some());
        let mut args = Vec::with_capacity(inst.operands.len());
        for i in first..inst.operands.len() {
            let v = self.operand(inst, i)?;
            // The packet pointer is generic in clang's declarations.
            args.push(if v.ty().is_pointer() { self.to_generic(v)? } else { v });
        }
        let ret = self.result_type_or_void(inst)?;
        let n = args.len();
        let (_, call, _) = self.call_symbol(name, ret, &args, n, false)?;
        Ok(inst.result_type.map(|_| call))
    }

    /// `OpIsValidReserveId` → `is_valid_reserve_id`, which returns a `zeroext` bool.
    fn is_valid_reserve_id(&self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let id = self.operand(inst, 0)?;
        let ret = self.result_type(inst)?;
        let name = opencl::pipe_function(Op::IsValidReserveId, None, None).ok_or_else(|| self.unsupported("OpIsValidReserveId"))?;
        let call = self.call_builtin(name, vec![MType::OpenCl(OpenClType::ReserveId)], false, ret, &[id], 1)?;
        self.zeroext_return(call, true)?;
        Ok(call)
    }

    /// Marks the `bool` result of builtin call `call`'s declaration `zeroext`, as clang
    /// declares OpenCL C functions returning `bool`, and the call too when `at_call` (the
    /// reference marks the calls of the pipe and enqueue builtins, not of the atomics).
    pub(super) fn zeroext_return(&self, call: Value<'a>, at_call: bool) -> Result<(), Error> {
        if call.ty().int_width() != Some(1) {
            return Ok(());
        }
        let zeroext = Attribute::flag("zeroext");
        if let Some(f) = call.operands().last().and_then(|callee| callee.as_function()) {
            self.ll(f.add_attribute(AttrIndex::Return, &zeroext))?;
        }
        if at_call { self.ll(call.add_attribute(AttrIndex::Return, &zeroext)) } else { Ok(()) }
    }
}
