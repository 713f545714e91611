//! Calls: LLVM intrinsics (`intrinsics.rs`), OpenCL C and `__spirv_*` builtins (`builtins/`),
//! and calls of other functions (`OpFunctionCall`, declarations imported with
//! `LinkageAttributes Import`).

use ::spirv::Op;

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{CallingConv, Function, Value};
use crate::spirv::Id;

impl<'m> Translator<'m> {
    pub(crate) fn call(&mut self, inst: Value<'m>) -> Result<()> {
        let direct = inst.called_function().filter(|f| Some(f.function_type()) == inst.called_function_type());
        let Some(callee) = direct else { return self.indirect_call(inst) };
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
                Some(t) if arg.is_constant() && arg.as_function().is_none() => self.constant_object(t)?.id,
                _ => self.value_as(*arg, ty)?,
            };
            operands.push(id.0);
        }
        let id = self.emit(Op::FunctionCall, info.ret, operands);
        self.f.callees.insert(info.id);
        // SPV_KHR_float_controls2 lets FPFastMathMode decorate any core instruction, calls
        // included.
        if self.float_controls2() {
            if let Some(flags) = inst.fast_math_flags().filter(|f| f.bits() != 0) {
                if self.decorate_fast_math(id, flags) {
                    self.use_float_controls2();
                }
            }
        }
        if !inst.ty().is_void() {
            self.define(inst, Val { id, ty: info.ret });
        }
        Ok(())
    }

    /// A call through a function pointer (`SPV_INTEL_function_pointers`):
    /// `OpFunctionPointerCallINTEL` with the pointer cast to point to the call's function type
    /// (a direct call whose function type differs from the callee's is one too).
    fn indirect_call(&mut self, inst: Value<'m>) -> Result<()> {
        let callee = inst.called_value().ok_or_else(|| invalid("call without callee"))?;
        if callee.kind() == crate::llvm::ValueKind::InlineAsm {
            return self.inline_asm_call(inst, callee);
        }
        let fn_ty = inst.called_function_type().ok_or_else(|| invalid("call without function type"))?;
        if fn_ty.is_var_arg() == Some(true) {
            return Err(unsupported("indirect call of a variadic function"));
        }
        if !self.options.extensions.allows(super::FUNCTION_POINTERS) {
            return Err(super::error::needs_extension(super::FUNCTION_POINTERS, "indirect call"));
        }
        let (ret, params, mut operands) = self.call_signature(inst)?;
        let function = self.b.type_function(ret, &params);
        let pointer = self.pointer_to(callee, function)?;
        operands.insert(0, pointer.id.0);
        let id = self.emit(Op::FunctionPointerCallINTEL, ret, operands);
        self.f.strict_fp = true;
        if !inst.ty().is_void() {
            self.define(inst, Val { id, ty: ret });
        }
        Ok(())
    }

    /// The SPIR-V result type of call `inst`, its argument types and its arguments (as values
    /// of those types).
    fn call_signature(&mut self, inst: Value<'m>) -> Result<(Id, Vec<Id>, Vec<u32>)> {
        let ret = self.ty(self.vty(inst))?;
        let args = inst.call_args().ok_or_else(|| invalid("call without arguments"))?;
        let mut params = Vec::with_capacity(args.len());
        let mut operands = Vec::with_capacity(args.len() + 1);
        for arg in &args {
            let ty = self.ty(self.vty(*arg))?;
            params.push(ty);
            operands.push(self.value_as(*arg, ty)?.0);
        }
        Ok((ret, params, operands))
    }

    /// A call of inline assembly (`SPV_INTEL_inline_assembly`, else an error naming it):
    /// `OpAsmINTEL` (text and constraints, typed by the call's function type, decorated
    /// `SideEffectsINTEL` for `sideeffect`) on the module's `OpAsmTargetINTEL` (its triple),
    /// made once per assembly value, called by `OpAsmCallINTEL`.
    fn inline_asm_call(&mut self, inst: Value<'m>, callee: Value<'m>) -> Result<()> {
        const EXTENSION: &str = "SPV_INTEL_inline_assembly";
        if !self.options.extensions.allows(EXTENSION) {
            return Err(super::error::needs_extension(EXTENSION, "inline assembly"));
        }
        let asm = callee.inline_asm().ok_or_else(|| invalid("inline assembly without its parts"))?;
        let (ret, params, mut operands) = self.call_signature(inst)?;
        let asm_id = match self.inline_asms.get(&callee) {
            Some(&id) => id,
            None => {
                let function = self.b.type_function(ret, &params);
                let target = match self.asm_target {
                    Some(t) => t,
                    None => {
                        let t = self.b.id();
                        let mut words = Vec::new();
                        crate::spirv::operands::encode_string(&self.module.target_triple(), &mut words);
                        self.b.globals.push(crate::spirv::Instruction { opcode: Op::AsmTargetINTEL as u16, result_type: None, result: Some(t), operands: words });
                        self.asm_target = Some(t);
                        t
                    }
                };
                let id = self.b.id();
                let mut words = vec![function.0, target.0];
                crate::spirv::operands::encode_string(&asm.text, &mut words);
                crate::spirv::operands::encode_string(&asm.constraints, &mut words);
                self.b.globals.push(crate::spirv::Instruction { opcode: Op::AsmINTEL as u16, result_type: Some(ret), result: Some(id), operands: words });
                if asm.side_effects {
                    self.b.decorate(id, ::spirv::Decoration::SideEffectsINTEL, &[]);
                }
                self.inline_asms.insert(callee, id);
                id
            }
        };
        operands.insert(0, asm_id.0);
        let id = self.emit(Op::AsmCallINTEL, ret, operands);
        if !inst.ty().is_void() {
            self.define(inst, Val { id, ty: ret });
        }
        Ok(())
    }

    /// Function `v` used as a value: `OpConstantFunctionPointerINTEL`, a pointer to its
    /// function type in the storage class of its address space.
    pub(crate) fn function_pointer(&mut self, v: Value<'m>) -> Result<Val> {
        let f = v.as_function().ok_or_else(|| invalid("a function pointer of a non-function"))?;
        if !self.options.extensions.allows(super::FUNCTION_POINTERS) {
            return Err(super::error::needs_extension(super::FUNCTION_POINTERS, format!("function pointer {}", super::short(v))));
        }
        let info = match self.functions.get(&v) {
            Some(info) => info.clone(),
            None => self.imported_function(f)?,
        };
        let sc = self.storage_class(v.ty().address_space().unwrap_or(0))?;
        let ty = self.pointer_type(sc, info.fn_type);
        let id = self.b.constant(Op::ConstantFunctionPointerINTEL, ty, vec![info.id.0]);
        Ok(Val { id, ty })
    }
}
