//! Calls: LLVM intrinsics (`intrinsics.rs`), OpenCL C and `__spirv_*` builtins (`builtins/`),
//! and calls of other functions (`OpFunctionCall`, declarations imported with
//! `LinkageAttributes Import`).

use ::spirv::Op;

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{CallingConv, Function, Value};

impl<'m> Translator<'m> {
    pub(crate) fn call(&mut self, inst: Value<'m>) -> Result<()> {
        let callee = inst.called_function().ok_or_else(|| unsupported("indirect call (or inline assembly)"))?;
        let name = callee.name();
        if name.starts_with("llvm.") {
            return self.intrinsic(inst, &name);
        }
        if callee.is_declaration() == Some(true) && self.builtin_call(inst, &name)? {
            return Ok(());
        }
        if callee.call_conv() == CallingConv::SpirKernel {
            return Err(unsupported(format!("call of kernel @{name} (an entry point cannot be called)")));
        }
        self.function_call(inst, callee)
    }

    /// `OpFunctionCall` of `callee`, a function of the module or an imported declaration.
    pub(crate) fn function_call(&mut self, inst: Value<'m>, callee: Function<'m>) -> Result<()> {
        let name = callee.name();
        let info = match self.functions.get(&callee.as_value()) {
            Some(info) => info.clone(),
            None => {
                // What an external function does with floating point is unknown: the caller
                // may not be contracted.
                self.f.strict_fp = true;
                self.imported_function(callee)?
            }
        };
        let args = inst.call_args().ok_or_else(|| invalid("call without arguments"))?;
        if args.len() != info.params.len() {
            return Err(invalid(format!("call of @{name} with {} arguments, expected {}", args.len(), info.params.len())));
        }
        let mut operands = vec![info.id.0];
        let params = callee.params();
        for (k, (arg, &ty)) in args.iter().zip(&info.params).enumerate() {
            let object = params.get(k).and_then(|p| self.object_type(*p));
            let id = match object {
                // `null` passed for an object parameter: a null (or undefined) object.
                Some(t) if arg.is_constant() => self.constant_object(t)?.id,
                _ => self.value_as(*arg, ty)?,
            };
            operands.push(id.0);
        }
        let id = self.emit(Op::FunctionCall, info.ret, operands);
        self.f.callees.insert(info.id);
        if !inst.ty().is_void() {
            self.define(inst, Val { id, ty: info.ret });
        }
        Ok(())
    }
}
