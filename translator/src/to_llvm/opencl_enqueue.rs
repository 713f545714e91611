//! `--spirv-target-env=CL2.0`: device-side enqueue as clang 22 emits it for OpenCL C.
//!
//! * `OpBuildNDRange` → `ndrange_{1,2,3}D`, which return `ndrange_t` through an `sret`
//!   pointer (a stack slot, loaded for the SPIR-V value). The overload follows the operands:
//!   `(global)` when the offset and local size are constant zeros, `(global, local)` when the
//!   offset is, else `(offset, global, local)`. 2D and 3D sizes are `size_t` arrays, passed as
//!   `const size_t *` to a stack copy.
//! * `OpEnqueueKernel` → `__enqueue_kernel_basic`, `__enqueue_kernel_basic_events`,
//!   `__enqueue_kernel_varargs` or `__enqueue_kernel_events_varargs` (events unless the event
//!   count is 0 and both event pointers are null; varargs when local sizes follow, passed as
//!   a count and a pointer to a `size_t` array; a local size given through a pointer, as the
//!   Khronos translator writes it, is loaded). The ndrange goes by pointer, the invoke
//!   function and the block literal as generic pointers; the literal's size and alignment,
//!   which clang reads from the literal itself, are dropped.
//! * `OpGetKernelWorkGroupSize`, `OpGetKernelPreferredWorkGroupSizeMultiple`,
//!   `OpGetKernelNDrangeMaxSubGroupSize`, `OpGetKernelNDrangeSubGroupCount` →
//!   `__get_kernel_*_impl([ndrange,] invoke, literal)`.
//! * `OpGetDefaultQueue`, `OpEnqueueMarker`, `OpRetainEvent`, `OpReleaseEvent`,
//!   `OpCreateUserEvent`, `OpIsValidEvent`, `OpSetUserEventStatus`,
//!   `OpCaptureEventProfilingInfo` → the mangled OpenCL C functions of the same meaning.
//!
//! Device enqueue is OpenCL C 2.0: with `CL1.2` it keeps the SPIR-V friendly `__spirv_*` form. `OpGetKernelLocalSizeFor
//! SubgroupCount` and `OpGetKernelMaxNumSubgroups` have no OpenCL C spelling.

use spirv_llvm_mangling::{AddressSpace, CvQualifiers, OpenClType, Scalar, Type as MType};

use super::spirv_headers::Op;
use super::{Error, TargetEnv, Translator};
use crate::llvm::{AttrIndex, Attribute, Type, Value};
use crate::spirv::{Id, Instruction};
use crate::tables::opencl;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The device-enqueue instructions with an OpenCL C spelling.
    pub(super) fn opencl_enqueue(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        if self.options.target_env == TargetEnv::Cl12 {
            // OpenCL C 1.2 has no spelling for it: the SPIR-V friendly form.
            return self.spirv_builtin_call(inst, op);
        }
        let clk_event = MType::OpenCl(OpenClType::ClkEvent);
        let void = self.ctx.void_type();
        let name = opencl::event_function(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())));
        match op {
            Op::BuildNDRange => self.opencl_ndrange(inst).map(Some),
            Op::EnqueueKernel => self.opencl_enqueue_kernel(inst).map(Some),
            Op::GetKernelWorkGroupSize | Op::GetKernelPreferredWorkGroupSizeMultiple
            | Op::GetKernelNDrangeMaxSubGroupSize | Op::GetKernelNDrangeSubGroupCount => self.opencl_kernel_query(inst, op).map(Some),
            Op::GetDefaultQueue => {
                let ret = self.result_type(inst)?;
                self.call_builtin(name?, vec![], false, ret, &[], 0).map(Some)
            }
            Op::CreateUserEvent => {
                let ret = self.result_type(inst)?;
                self.call_builtin(name?, vec![], false, ret, &[], 0).map(Some)
            }
            Op::RetainEvent | Op::ReleaseEvent => {
                let event = self.operand(inst, 0)?;
                self.call_builtin(name?, vec![clk_event], false, void, &[event], 1)?;
                Ok(None)
            }
            Op::IsValidEvent => {
                let event = self.operand(inst, 0)?;
                let ret = self.result_type(inst)?;
                let call = self.call_builtin(name?, vec![clk_event], false, ret, &[event], 1)?;
                self.zeroext_return(call, true)?;
                Ok(Some(call))
            }
            Op::SetUserEventStatus => {
                let (event, status) = (self.operand(inst, 0)?, self.operand(inst, 1)?);
                let params = vec![clk_event, MType::Scalar(Scalar::Int)];
                self.call_builtin(name?, params, false, void, &[event, status], 2)?;
                Ok(None)
            }
            Op::CaptureEventProfilingInfo => {
                // (event, profiling info, global void *value)
                let (event, info, value) = (self.operand(inst, 0)?, self.operand(inst, 1)?, self.operand(inst, 2)?);
                let value = if value.ty().address_space() == Some(1) {
                    value
                } else {
                    self.ll(self.builder.cast(crate::llvm::CastOp::AddrSpaceCast, value, self.ll(self.ctx.ptr_type(1))?))?
                };
                let params = vec![clk_event, MType::Scalar(Scalar::Int), MType::pointer(MType::Void, AddressSpace::GLOBAL)];
                self.call_builtin(name?, params, false, void, &[event, info, value], 3)?;
                Ok(None)
            }
            Op::EnqueueMarker => {
                // (queue, event count, wait events, returned event)
                let queue = self.operand(inst, 0)?;
                let count = self.operand(inst, 1)?;
                let wait = self.to_generic(self.operand(inst, 2)?)?;
                let ret_event = self.to_generic(self.operand(inst, 3)?)?;
                let params = vec![
                    MType::OpenCl(OpenClType::Queue),
                    MType::Scalar(Scalar::UInt),
                    MType::qualified_pointer(clk_event.clone(), AddressSpace::GENERIC, CvQualifiers::CONST),
                    MType::pointer(clk_event, AddressSpace::GENERIC),
                ];
                let ret = self.result_type(inst)?;
                self.call_builtin(name?, params, false, ret, &[queue, count, wait, ret_event], 4).map(Some)
            }
            // No OpenCL C name: the SPIR-V friendly form.
            other => self.spirv_builtin_call(inst, other),
        }
    }

    /// The `size_t` scalar of the mangling model.
    fn size_t_scalar(&self) -> Scalar {
        if self.size_t_bits() == 64 { Scalar::ULong } else { Scalar::UInt }
    }

    /// `OpBuildNDRange` (global size, local size, offset) → `ndrange_ND(...)`.
    fn opencl_ndrange(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (global, local, offset) = (self.id_at(inst, 0)?, self.id_at(inst, 1)?, self.id_at(inst, 2)?);
        let size = self.def(self.type_id_of(global)?)?;
        let dims = match size.op() {
            Some(Op::TypeArray) => self.value(Id(self.word(size, 1)?))?.const_int_zext().unwrap_or(0),
            _ => 1,
        };
        if !(1..=3).contains(&dims) {
            return Err(self.unsupported(format!("OpBuildNDRange with {dims} dimensions")));
        }
        let sizes: Vec<Id> = if self.is_null_value(offset)? && self.is_null_value(local)? {
            vec![global]
        } else if self.is_null_value(offset)? {
            vec![global, local]
        } else {
            vec![offset, global, local]
        };
        let ret = self.result_type(inst)?;
        let slot = self.entry_alloca(ret)?;
        let mut args = vec![slot];
        let mut params = Vec::new();
        let size_t = self.size_t_scalar();
        for id in sizes {
            let v = self.value(id)?;
            if dims == 1 {
                params.push(MType::Scalar(if v.ty().int_width() == Some(64) { Scalar::ULong } else { Scalar::UInt }));
                args.push(v);
            } else {
                // `const size_t[N]` decays to `const size_t *`: a stack copy of the array.
                let copy = self.entry_alloca(v.ty())?;
                self.ll(self.builder.store(v, copy))?;
                params.push(MType::qualified_pointer(MType::Scalar(size_t), AddressSpace::PRIVATE, CvQualifiers::CONST));
                args.push(copy);
            }
        }
        // The sret parameter is not part of the OpenCL C signature.
        let sig = spirv_llvm_mangling::Signature::new(format!("ndrange_{dims}D"), params);
        let symbol = spirv_llvm_mangling::mangle(&sig).map_err(|e| self.unsupported(format!("mangling ndrange_{dims}D: {e}")))?;
        let void = self.ctx.void_type();
        let n = args.len();
        let (f, call, _) = self.call_symbol(&symbol, void, &args, n, false)?;
        let align = u64::from(self.size_t_bits() / 8);
        let sret = [Attribute::flag("dead_on_unwind"), Attribute::flag("writable"), Attribute::typed("sret", ret), Attribute::int("align", align)];
        for attr in sret {
            self.ll(f.add_attribute(AttrIndex::Param(0), &attr))?;
            self.ll(call.add_attribute(AttrIndex::Param(0), &attr))?;
        }
        self.ll(self.builder.load(ret, slot))
    }

    /// Whether value `id` is a constant zero (scalar, array or null).
    fn is_null_value(&self, id: Id) -> Result<bool, Error> {
        Ok(self.is_zero_constant(id) || self.value(id)?.is_null_constant())
    }

    /// An ndrange operand as clang passes it: a pointer to a private copy.
    fn ndrange_pointer(&self, id: Id) -> Result<Value<'a>, Error> {
        let v = self.value(id)?;
        if v.ty().is_pointer() {
            return match v.ty().address_space() {
                Some(0) => Ok(v),
                _ => self.ll(self.builder.cast(crate::llvm::CastOp::AddrSpaceCast, v, self.ll(self.ctx.ptr_type(0))?)),
            };
        }
        let copy = self.entry_alloca(v.ty())?;
        self.ll(self.builder.store(v, copy))?;
        Ok(copy)
    }

    /// The invoke function (a function id) and the block literal as generic pointers.
    fn invoke_and_literal(&self, invoke: Id, literal: Id) -> Result<[Value<'a>; 2], Error> {
        if self.def(invoke)?.op() != Some(Op::Function) {
            return Err(self.malformed(format!("invoke {invoke} is not a function")));
        }
        Ok([self.to_generic(self.value(invoke)?)?, self.to_generic(self.value(literal)?)?])
    }

    /// `OpEnqueueKernel` (queue, flags, ndrange, event count, wait events, returned event,
    /// invoke, literal, literal size, literal alignment, local sizes…).
    fn opencl_enqueue_kernel(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let queue = self.operand(inst, 0)?;
        let flags = self.operand(inst, 1)?;
        let ndrange = self.ndrange_pointer(self.id_at(inst, 2)?)?;
        let (count, wait, ret_event) = (self.id_at(inst, 3)?, self.id_at(inst, 4)?, self.id_at(inst, 5)?);
        let [invoke, literal] = self.invoke_and_literal(self.id_at(inst, 6)?, self.id_at(inst, 7)?)?;
        let locals: Vec<Id> = (10..inst.operands.len()).map(|i| self.id_at(inst, i)).collect::<Result<_, _>>()?;
        let events = !(self.is_null_value(count)? && self.is_null_value(wait)? && self.is_null_value(ret_event)?);
        let mut args = vec![queue, flags, ndrange];
        if events {
            args.push(self.value(count)?);
            args.push(self.to_generic(self.value(wait)?)?);
            args.push(self.to_generic(self.value(ret_event)?)?);
        }
        args.extend([invoke, literal]);
        let name = opencl::enqueue_kernel_name(events, !locals.is_empty());
        if !locals.is_empty() {
            let size_t = self.ll(self.ctx.int_type(self.size_t_bits()))?;
            let array_ty = self.ll(self.ctx.array_type(size_t, locals.len() as u64))?;
            let sizes = self.entry_alloca(array_ty)?;
            let i32_ty = self.ctx.i32_type();
            for (k, &id) in locals.iter().enumerate() {
                let mut v = self.value(id)?;
                if v.ty().is_pointer() {
                    // The Khronos translator passes each local size through a pointer to it.
                    let pointee = self.ty(self.pointee(self.type_id_of(id)?)?)?;
                    v = self.ll(self.builder.load(pointee, v))?;
                }
                let v = self.int_to(v, size_t)?;
                let indices = [self.ll(i32_ty.const_int(0))?, self.ll(i32_ty.const_int(k as u64))?];
                let slot = self.ll(self.builder.gep(array_ty, sizes, &indices, crate::llvm::GepNoWrapFlags::NONE))?;
                self.ll(self.builder.store(v, slot))?;
            }
            args.push(self.ll(i32_ty.const_int(locals.len() as u64))?);
            args.push(sizes);
        }
        let ret = self.result_type(inst)?;
        let n = args.len();
        self.call_symbol(name, ret, &args, n, false).map(|(_, call, _)| call)
    }

    /// The kernel queries: `[ndrange,] invoke, literal, size, alignment`.
    fn opencl_kernel_query(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let (name, ndrange) = opencl::kernel_query_function(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        let first = usize::from(ndrange);
        let mut args = Vec::new();
        if first == 1 {
            args.push(self.ndrange_pointer(self.id_at(inst, 0)?)?);
        }
        args.extend(self.invoke_and_literal(self.id_at(inst, first)?, self.id_at(inst, first + 1)?)?);
        let ret: Type<'ctx> = self.result_type(inst)?;
        let n = args.len();
        self.call_symbol(name, ret, &args, n, false).map(|(_, call, _)| call)
    }
}
