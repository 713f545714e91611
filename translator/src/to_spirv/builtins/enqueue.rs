//! Device-side enqueue: `ndrange_{1,2,3}D` (`OpBuildNDRange`, stored through the `sret`
//! pointer), clang's `__enqueue_kernel_*` (`OpEnqueueKernel`: the block's invoke kernel,
//! its literal with the literal's size and alignment, events and local sizes),
//! `__get_kernel_*_impl` queries, `enqueue_marker`, `get_default_queue`, and the event
//! functions.
//!
//! Block literals hold the address of their invoke function; SPIR-V kernels have no function
//! pointers, and the device never calls through that field (the invoke kernel is passed to
//! `OpEnqueueKernel` by id), so those addresses are written as null (see `is_block_invoke`).

use ::spirv::{Op, StorageClass};

use super::{Call, Result, Translator, Val};
use crate::llvm::{Opcode, Value, ValueKind};
use crate::spirv::Id;
use crate::tables::opencl;
use crate::to_spirv::{invalid, unsupported};

/// Whether `name` is a device-enqueue or event builtin.
pub(crate) fn is_enqueue(name: &str) -> bool {
    name.starts_with("ndrange_")
        || opencl::enqueue_kernel(name).is_some()
        || opencl::kernel_query(name).is_some()
        || opencl::event(name).is_some()
}

/// Whether `f` is the invoke function of a block (clang names them `…_block_invoke…`).
pub(crate) fn is_block_invoke(f: Value<'_>) -> bool {
    f.as_function().is_some() && f.name().contains("_block_invoke")
}

/// The function under address-space casts and bitcasts, if any.
pub(crate) fn function_of(mut v: Value<'_>) -> Option<Value<'_>> {
    for _ in 0..8 {
        if v.as_function().is_some() {
            return Some(v);
        }
        let cast = v.opcode().or_else(|| v.const_opcode());
        if !matches!(cast, Some(Opcode::AddrSpaceCast | Opcode::BitCast)) {
            return None;
        }
        v = v.operand(0)?;
    }
    None
}

impl<'m> Translator<'m> {
    pub(crate) fn enqueue(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        if let Some(dims) = name.strip_prefix("ndrange_") {
            let dims = match dims {
                "1D" => 1,
                "2D" => 2,
                "3D" => 3,
                _ => return Err(unsupported(format!("OpenCL builtin {name}"))),
            };
            return self.build_ndrange(c, dims);
        }
        if let Some((events, local_sizes)) = opencl::enqueue_kernel(name) {
            return self.enqueue_kernel(c, events, local_sizes);
        }
        if let Some((op, ndrange)) = opencl::kernel_query(name) {
            return self.kernel_query(c, op, ndrange);
        }
        let ty = self.result_type(c)?;
        let event_ptr = |t: &mut Self| {
            let event = t.b.type_opaque_kind(Op::TypeDeviceEvent, vec![]);
            t.pointer_type(StorageClass::Generic, event)
        };
        let op = opencl::event(name).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        let operands: Vec<u32> = match op {
            Op::GetDefaultQueue | Op::CreateUserEvent => vec![],
            Op::RetainEvent | Op::ReleaseEvent | Op::IsValidEvent => vec![self.value(c.arg(0)?)?.id.0],
            Op::SetUserEventStatus => vec![self.value(c.arg(0)?)?.id.0, self.value(c.arg(1)?)?.id.0],
            Op::CaptureEventProfilingInfo => {
                let e = self.value(c.arg(0)?)?;
                let info = self.value(c.arg(1)?)?;
                let value = self.value(c.arg(2)?)?;
                let value = self.generic_pointer(value)?;
                vec![e.id.0, info.id.0, value.id.0]
            }
            _ => {
                let q = self.value(c.arg(0)?)?;
                let n = self.value(c.arg(1)?)?;
                let ep = event_ptr(self);
                let wait = self.value_as_pointer(c.arg(2)?, ep)?;
                let ret = self.value_as_pointer(c.arg(3)?, ep)?;
                vec![q.id.0, n.id.0, wait.0, ret.0]
            }
        };
        match ty {
            Some(ty) => Ok(Some(Val { id: self.emit(op, ty, operands), ty })),
            None => {
                self.emit_void(op, operands);
                Ok(None)
            }
        }
    }

    /// Pointer `v` cast to type `ptr_ty` (same storage class, other pointee).
    fn value_as_pointer(&mut self, v: Value<'m>, ptr_ty: Id) -> Result<Id> {
        let (_, pointee) = self.pointer_parts(ptr_ty).ok_or_else(|| invalid("pointer type expected"))?;
        Ok(self.pointer_to(v, pointee)?.id)
    }

    /// A pointer moved to the generic storage class (unchanged if it is generic).
    fn generic_pointer(&mut self, p: Val) -> Result<Val> {
        let (sc, pointee) = self.pointer_parts(p.ty).ok_or_else(|| invalid("pointer expected"))?;
        if sc == StorageClass::Generic {
            return Ok(p);
        }
        let ty = self.pointer_type(StorageClass::Generic, pointee);
        Ok(Val { id: self.emit(Op::PtrCastToGeneric, ty, vec![p.id.0]), ty })
    }

    /// The `ndrange_t` struct: `{ i32, [3 x size_t], [3 x size_t], [3 x size_t] }`.
    pub(crate) fn ndrange_type(&mut self) -> Id {
        let i32_ty = self.b.type_int(32);
        let size_t = self.b.type_int(self.pointer_bits());
        let arr = self.b.type_array(size_t, 3);
        self.b.type_struct(&[i32_ty, arr, arr, arr])
    }

    /// `ndrange_ND([offset,] global[, local])` into the `sret` pointer.
    fn build_ndrange(&mut self, c: &Call<'m>, dims: u32) -> Result<Option<Val>> {
        let mut sizes = Vec::new();
        for &arg in c.args.iter().skip(1) {
            sizes.push(self.ndrange_operand(arg, dims)?);
        }
        let zero = self.ndrange_zero(dims);
        let (offset, global, local) = match sizes.as_slice() {
            [g] => (zero, *g, zero),
            [g, l] => (zero, *g, *l),
            [o, g, l] => (*o, *g, *l),
            _ => return Err(invalid(format!("{} with {} arguments", c.name, c.args.len()))),
        };
        self.store_ndrange(c.arg(0)?, global, local, offset)?;
        Ok(None)
    }

    /// A zero `size_t` (1D) or `[dims x size_t]`.
    fn ndrange_zero(&mut self, dims: u32) -> Id {
        let size_t = self.b.type_int(self.pointer_bits());
        let ty = if dims == 1 { size_t } else { self.b.type_array(size_t, u64::from(dims)) };
        self.b.const_null(ty)
    }

    /// An `OpBuildNDRange` operand: a `size_t` for 1D; for 2D and 3D an array of `size_t`,
    /// loaded through a pointer or gathered from a vector.
    pub(crate) fn ndrange_operand(&mut self, arg: Value<'m>, dims: u32) -> Result<Id> {
        let size_t = self.b.type_int(self.pointer_bits());
        if dims == 1 {
            let v = self.value(arg)?;
            return self.as_size_t(v.id, v.ty);
        }
        let array = self.b.type_array(size_t, u64::from(dims));
        if arg.ty().is_pointer() {
            let p = self.pointer_to(arg, array)?;
            return Ok(self.emit(Op::Load, array, vec![p.id.0]));
        }
        let v = self.value(arg)?;
        if v.ty == array {
            return Ok(v.id);
        }
        let (elem, n) = self.scalar_and_count(v.ty);
        if n < dims {
            return Err(invalid("ndrange sizes with too few components"));
        }
        let mut parts = Vec::new();
        for i in 0..dims {
            let e = self.emit(Op::CompositeExtract, elem, vec![v.id.0, i]);
            parts.push(self.as_size_t(e, elem)?.0);
        }
        Ok(self.emit(Op::CompositeConstruct, array, parts))
    }

    /// An integer converted to `size_t` (`OpUConvert` when the widths differ).
    fn as_size_t(&mut self, id: Id, ty: Id) -> Result<Id> {
        let size_t = self.b.type_int(self.pointer_bits());
        if ty == size_t {
            return Ok(id);
        }
        if !matches!(self.b.type_info(ty), Some(crate::to_spirv::builder::SpvType::Int(_))) {
            return Err(invalid("ndrange sizes must be integers"));
        }
        Ok(self.emit(Op::UConvert, size_t, vec![id.0]))
    }

    /// `OpBuildNDRange` stored through `out`.
    pub(crate) fn store_ndrange(&mut self, out: Value<'m>, global: Id, local: Id, offset: Id) -> Result<()> {
        let ndr = self.ndrange_type();
        let value = self.emit(Op::BuildNDRange, ndr, vec![global.0, local.0, offset.0]);
        let out = self.pointer_to(out, ndr)?;
        self.emit_void(Op::Store, vec![out.id.0, value.0]);
        Ok(())
    }

    /// The invoke kernel named by an argument.
    pub(crate) fn invoke_function(&mut self, v: Value<'m>) -> Result<Id> {
        let f = function_of(v).ok_or_else(|| unsupported("device-side enqueue of something other than a block"))?;
        self.functions
            .get(&f)
            .map(|i| i.id)
            .ok_or_else(|| unsupported(format!("enqueue of @{}, which has no body", f.name())))
    }

    /// The block literal pointer (generic `i8*`), and its size and alignment constants.
    fn block_literal(&mut self, v: Value<'m>) -> Result<(Id, Id, Id)> {
        let i8 = self.b.type_int(8);
        let p = self.pointer_to(v, i8)?;
        let p = self.generic_pointer(p)?;
        let (size, align) = self.literal_layout(v)?;
        let i32_ty = self.b.type_int(32);
        let size = self.b.const_int(i32_ty, 32, size);
        let align = self.b.const_int(i32_ty, 32, align);
        Ok((p.id, size, align))
    }

    /// Size and alignment of a block literal: an `alloca`'s type and alignment, or the first
    /// two fields (size, alignment) of a global literal's initializer.
    fn literal_layout(&self, mut v: Value<'m>) -> Result<(u64, u64)> {
        for _ in 0..8 {
            if v.opcode() == Some(Opcode::Alloca) {
                let t = v.allocated_type().ok_or_else(|| invalid("alloca without type"))?;
                let (size, natural) = self.layout(t)?;
                let align = v.alignment().filter(|&a| a > 0).map_or(natural, u64::from);
                return Ok((size, align));
            }
            if let Some(g) = v.as_global_variable() {
                let init = g.initializer().ok_or_else(|| unsupported("block literal without initializer"))?;
                let field = |i| init.aggregate_element(i).and_then(|e| e.const_int_zext());
                return match (field(0), field(1)) {
                    (Some(size), Some(align)) => Ok((size, align)),
                    _ => self.layout(g.value_type()),
                };
            }
            let cast = v.opcode().or_else(|| v.const_opcode());
            if !matches!(cast, Some(Opcode::AddrSpaceCast | Opcode::BitCast)) || v.kind() == ValueKind::Argument {
                break;
            }
            v = v.operand(0).ok_or_else(|| invalid("cast without operand"))?;
        }
        Err(unsupported("device-side enqueue of a block literal that is not a local variable or global"))
    }

    /// `__enqueue_kernel_{basic,basic_events,varargs,events_varargs}`.
    fn enqueue_kernel(&mut self, c: &Call<'m>, events: bool, varargs: bool) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid("enqueue_kernel returns int"))?;
        let queue = self.value(c.arg(0)?)?;
        let flags = self.value(c.arg(1)?)?;
        let ndr_ty = self.ndrange_type();
        let ndr_ptr = self.pointer_to(c.arg(2)?, ndr_ty)?;
        let ndrange = self.emit(Op::Load, ndr_ty, vec![ndr_ptr.id.0]);
        let event = self.b.type_opaque_kind(Op::TypeDeviceEvent, vec![]);
        let event_ptr = self.pointer_type(StorageClass::Generic, event);
        let mut next = 3;
        let (num, wait, ret) = if events {
            let num = self.value(c.arg(3)?)?.id;
            let wait = self.value_as_pointer(c.arg(4)?, event_ptr)?;
            let ret = self.value_as_pointer(c.arg(5)?, event_ptr)?;
            next = 6;
            (num, wait, ret)
        } else {
            let i32_ty = self.b.type_int(32);
            let null = self.b.const_null(event_ptr);
            (self.b.const_int(i32_ty, 32, 0), null, null)
        };
        let invoke = self.invoke_function(c.arg(next)?)?;
        let (param, size, align) = self.block_literal(c.arg(next + 1)?)?;
        let mut operands = vec![queue.id.0, flags.id.0, ndrange.0, num.0, wait.0, ret.0, invoke.0, param.0, size.0, align.0];
        if varargs {
            let count = c
                .const_arg(next + 2)
                .ok_or_else(|| unsupported("enqueue_kernel with a run-time number of local sizes"))?;
            let size_t = self.b.type_int(self.pointer_bits());
            let sizes = self.pointer_to(c.arg(next + 3)?, size_t)?;
            for i in 0..count {
                let index = self.b.const_int(size_t, self.pointer_bits(), i);
                let ptr = self.emit(Op::PtrAccessChain, sizes.ty, vec![sizes.id.0, index.0]);
                operands.push(self.emit(Op::Load, size_t, vec![ptr.0]).0);
            }
        }
        Ok(Some(Val { id: self.emit(Op::EnqueueKernel, ty, operands), ty }))
    }

    /// `__get_kernel_{work_group_size,preferred_work_group_size_multiple,
    /// max_sub_group_size_for_ndrange,sub_group_count_for_ndrange}_impl`.
    fn kernel_query(&mut self, c: &Call<'m>, op: Op, ndrange: bool) -> Result<Option<Val>> {
        let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{} returns a value", c.name)))?;
        let mut operands = Vec::new();
        let mut next = 0;
        if ndrange {
            let ndr_ty = self.ndrange_type();
            let p = self.pointer_to(c.arg(0)?, ndr_ty)?;
            operands.push(self.emit(Op::Load, ndr_ty, vec![p.id.0]).0);
            next = 1;
        }
        let invoke = self.invoke_function(c.arg(next)?)?;
        let (param, size, align) = self.block_literal(c.arg(next + 1)?)?;
        operands.extend([invoke.0, param.0, size.0, align.0]);
        Ok(Some(Val { id: self.emit(op, ty, operands), ty }))
    }
}
