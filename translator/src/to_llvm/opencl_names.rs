//! `--spirv-target-env=CL1.2|CL2.0`: OpenCL C builtin names, as clang 22 emits them for the
//! same OpenCL C source, instead of `__spirv_*` names. This file holds the dispatch
//! (`opencl_instruction`) and these families:
//!
//! * work-item builtin variables → `get_global_id(uint)`, `get_work_dim()`, … (one call per
//!   lane of a vector variable);
//! * OpenCL.std → its OpenCL C function (`s_`/`u_` select signedness, `vloadn` takes its `n`);
//! * barriers → `barrier`/`mem_fence` (1.2) or `work_group_barrier`/`atomic_work_item_fence`;
//! * conversions with saturation or rounding → `convert_T[_sat][_rtX]`; `OpDot`, `OpBitCount`,
//!   relational tests and `any`/`all` (whose OpenCL C results are integers, compared back to
//!   `bool`);
//! * atomics → `atomic_*` (1.2) or `atomic_*_explicit` on generic `_Atomic` pointers (2.0),
//!   compare-exchange (strong and weak opcodes alike) through a stack slot, atomic flags
//!   (`atomic_xchg` with 1.2); work-group and sub-group collectives; async copies and `wait_group_events`;
//!   `to_global`/`to_local`/`to_private`; `get_fence`.
//!
//! Images and samplers are in `opencl_images.rs`, pipes in `opencl_pipes.rs`, device-side
//! enqueue in `opencl_enqueue.rs`, motion estimation in `opencl_avc.rs`; pipes and enqueue exist in OpenCL C 2.0 only. `OpBitReverse`
//! has no OpenCL C builtin and becomes `llvm.bitreverse.*` (in `arith.rs`, in every target
//! environment). Every instruction without an OpenCL C spelling (pipes and enqueue with `CL1.2`,
//! Intel sub-group shuffles, `OpCopyLogical`, …) keeps its SPIR-V friendly `__spirv_*` call, as the
//! reference translator does. Opaque types keep their `target("spirv.*")` form, which is
//! clang's too (images take clang's parameters, see `types.rs`).

use spirv_llvm_mangling::{OpenClType, Scalar, Type as MType};

use super::spirv_headers::{BuiltIn, MemorySemantics, Op, Scope};
use super::{Error, TargetEnv, Translator};
use crate::llvm::{AttrIndex, Attribute, BinaryOp, CallingConv, CastOp, Type, Value};
use crate::spirv::{Id, Instruction};
use crate::tables::opencl::{self, Atomic, RuntimeMapping};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn opencl_names(&self) -> bool {
        self.options.target_env != TargetEnv::SpvIr
    }

    /// The OpenCL C function for a builtin variable, and whether it takes a dimension.
    pub(super) fn work_item_function(&self, builtin: BuiltIn) -> Result<(&'static str, bool), Error> {
        opencl::work_item_function(builtin)
            .ok_or_else(|| self.unsupported(format!("BuiltIn {builtin:?} with an OpenCL C target environment")))
    }

    /// Calls the work-item function `name` for one dimension (or none), giving `ty`.
    /// Work-item functions read nothing and always return: the call says so (`nounwind
    /// willreturn memory(none)`), as the Khronos translator marks it, so that LLVM may move
    /// and merge them.
    pub(super) fn call_work_item(&self, name: &str, dim: Option<Value<'a>>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        let call = self.call_work_item_plain(name, dim, ty)?;
        for attribute in [Attribute::flag("nounwind"), Attribute::flag("willreturn"), Attribute::int("memory", 0)] {
            self.ll(call.add_attribute(AttrIndex::Function, &attribute))?;
        }
        Ok(call)
    }

    fn call_work_item_plain(&self, name: &str, dim: Option<Value<'a>>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        let i32_ty = self.ctx.i32_type();
        match dim {
            Some(d) => {
                let d = match d.ty().int_width() {
                    Some(32) => d,
                    Some(w) if w > 32 => self.helper_cast(CastOp::Trunc, d, i32_ty)?,
                    _ => self.helper_cast(CastOp::ZExt, d, i32_ty)?,
                };
                self.call_builtin(name, vec![MType::Scalar(Scalar::UInt)], false, ty, &[d], 1)
            }
            None => self.call_builtin(name, vec![], false, ty, &[], 0),
        }
    }

    /// The OpenCL C name of an OpenCL.std instruction, the signedness its integers mangle with,
    /// and the literal operand folded into the name (vloadn's `n`), if any.
    pub(super) fn opencl_ext_name(&self, name: &str, inst: &Instruction) -> Result<(String, bool), Error> {
        let (cl_name, unsigned) = crate::tables::opencl_std::opencl_c_name(name);
        if cl_name != name {
            return Ok((cl_name.to_string(), unsigned));
        }
        let Some((family, counted, rounded)) = crate::tables::opencl_std::vector_memory_name(name) else {
            return Ok((name.to_string(), false));
        };
        let last_literal = inst.operands.last().copied().unwrap_or(0);
        let mut cl_name = family.to_string();
        if counted {
            // vstoren's data operand gives the width; vloadn's last literal does.
            let n = if name.starts_with("vstore") {
                inst.operands.get(2).and_then(|&v| self.index.type_of(crate::spirv::Id(v))).and_then(|t| self.index.def(t)).and_then(|d| d.operands.get(1).copied()).unwrap_or(1)
            } else {
                last_literal
            };
            cl_name.push_str(&n.to_string());
        }
        if rounded {
            let mode = spirv::FPRoundingMode::from_u32(last_literal).ok_or_else(|| self.malformed(format!("{name} with rounding mode {last_literal}")))?;
            cl_name.push('_');
            cl_name.push_str(crate::tables::opencl::rounding_suffix(mode));
        }
        Ok((cl_name, false))
    }

    /// `OpControlBarrier` / `OpMemoryBarrier` as `barrier`, `work_group_barrier`,
    /// `sub_group_barrier` (a sub-group execution scope), `mem_fence` or
    /// `atomic_work_item_fence`; with a scope or semantics known only at run time, or a
    /// sub-group barrier in OpenCL C 1.2, the `__spirv_*` call.
    pub(super) fn opencl_barrier(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let constant = |i: usize| -> Result<Option<u32>, Error> { Ok(self.operand(inst, i)?.const_int_zext().map(|v| v as u32)) };
        let operands = if op == Op::ControlBarrier { (constant(0)?, constant(1)?, constant(2)?) } else { (Some(Scope::Invocation as u32), constant(0)?, constant(1)?) };
        let (Some(exec), Some(scope), Some(semantics)) = operands else {
            return self.run_time_fence(inst, op);
        };
        // In OpenCL C 1.2 a sub-group barrier is cl_khr_subgroups' `sub_group_barrier(flags)`
        // (the reference writes a work-group `barrier`, which work-items of other sub-groups
        // may never reach).
        let sub_group = op == Op::ControlBarrier && exec == Scope::Subgroup as u32;
        let semantics = MemorySemantics::from_bits_truncate(semantics);
        let flags = opencl::fence_flags(semantics);
        let i32_ty = self.ctx.i32_type();
        let void = self.ctx.void_type();
        let flags_v = self.ll(i32_ty.const_int(flags))?;
        let cl12 = self.options.target_env == TargetEnv::Cl12;
        // The function's own scope: a sub-group barrier's, none for OpenCL C 1.2's.
        let named_scope = match (sub_group, cl12) {
            (true, _) => Some(Scope::Subgroup),
            (false, true) => None,
            (false, false) => Some(Scope::Workgroup),
        };
        let name = opencl::sync_name(op, named_scope).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        if cl12 {
            let call = self.call_builtin(name, vec![MType::Scalar(Scalar::UInt)], false, void, &[flags_v], 1)?;
            return self.mark_convergent(op, call).map(|_| None);
        }
        let cl_scope = Scope::from_u32(scope).and_then(opencl::memory_scope).ok_or_else(|| self.unsupported(format!("memory scope {scope}")))?;
        let scope_v = self.ll(i32_ty.const_int(cl_scope))?;
        let mut params = vec![MType::Scalar(Scalar::UInt)];
        let mut args = vec![flags_v];
        if op == Op::MemoryBarrier {
            // atomic_work_item_fence(flags, memory_order, memory_scope).
            params.push(MType::OpenCl(OpenClType::MemoryOrder));
            args.push(self.ll(i32_ty.const_int(opencl::memory_order(semantics)))?);
        }
        params.push(MType::OpenCl(OpenClType::MemoryScope));
        args.push(scope_v);
        let n = args.len();
        let call = self.call_builtin(name, params, false, void, &args, n)?;
        self.mark_convergent(op, call).map(|_| None)
    }

    /// `OpReadClockKHR` of a constant device, work-group or sub-group scope as
    /// `cl_khr_kernel_clock`'s `clock_read_{scope}()` (a `ulong` result) or
    /// `clock_read_hilo_{scope}()` (a `uint2`); any other keeps the `__spirv_*` call.
    fn opencl_clock_read(&mut self, inst: &Instruction) -> Result<Option<Value<'a>>, Error> {
        let op = Op::ReadClockKHR;
        let scope = self.operand(inst, 0)?.const_int_zext().and_then(|s| Scope::from_u32(s as u32));
        let ret = self.result_type(inst)?;
        let hilo = ret.is_vector();
        let Some(name) = scope.and_then(|s| opencl::clock_read_name(s, hilo)) else {
            return self.spirv_builtin_call(inst, op);
        };
        self.call_builtin(&name, Vec::new(), false, ret, &[], 0).map(Some)
    }

    /// `OpControlBarrierArriveINTEL`/`OpControlBarrierWaitINTEL` at work-group execution scope
    /// as `intel_work_group_barrier_arrive`/`_wait(flags, memory_scope)`, in OpenCL C 1.2 too
    /// (`cl_intel_split_work_group_barrier` has both overloads; the reference writes this one).
    /// Another execution scope, or operands known only at run time, keep the `__spirv_*` call.
    pub(super) fn opencl_split_barrier(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let constant = |i: usize| -> Result<Option<u32>, Error> { Ok(self.operand(inst, i)?.const_int_zext().map(|v| v as u32)) };
        let (Some(exec), Some(scope), Some(semantics)) = (constant(0)?, constant(1)?, constant(2)?) else {
            return self.spirv_builtin_call(inst, op);
        };
        let name = opencl::sync_name(op, Some(Scope::Workgroup));
        let cl_scope = Scope::from_u32(scope).and_then(opencl::memory_scope);
        let (Some(name), Some(cl_scope), true) = (name, cl_scope, exec == Scope::Workgroup as u32) else {
            return self.spirv_builtin_call(inst, op);
        };
        let i32_ty = self.ctx.i32_type();
        let flags = opencl::fence_flags(MemorySemantics::from_bits_truncate(semantics));
        let args = [self.ll(i32_ty.const_int(flags))?, self.ll(i32_ty.const_int(cl_scope))?];
        let params = vec![MType::Scalar(Scalar::UInt), MType::OpenCl(OpenClType::MemoryScope)];
        let call = self.call_builtin(name, params, false, self.ctx.void_type(), &args, 2)?;
        self.mark_convergent(op, call).map(|_| None)
    }

    /// A barrier whose memory scope or semantics are known only at run time, in OpenCL C 2.0:
    /// A barrier or fence whose operands are not all constant. Semantics known only at run time
    /// are the arguments of the mapping calls that made them (`__translate_ocl_memory_order`
    /// with constant memory bits), else go through the module's `__translate_spirv_memory_fence`
    /// (the flags) and `__translate_spirv_memory_order`; a scope through
    /// `memory_scope_operand`. OpenCL C 1.2: `barrier`/`sub_group_barrier`/`mem_fence(flags)`;
    /// 2.0: `work_group_barrier`/`sub_group_barrier(flags, scope)`,
    /// `atomic_work_item_fence(flags, order, scope)`. A barrier whose execution scope is not a
    /// constant work-group or sub-group keeps its `__spirv_*` call.
    fn run_time_fence(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let control = op == Op::ControlBarrier;
        let (scope_at, semantics_at) = if control { (1, 2) } else { (0, 1) };
        let semantics = inst.id_operand(semantics_at).ok_or_else(|| self.malformed(format!("{} without semantics", inst.opcode_name())))?;
        let i32_ty = self.ctx.i32_type();
        let named_scope = match (control, self.operand(inst, 0)?.const_int_zext()) {
            (false, _) => Scope::Workgroup,
            (true, Some(exec)) if exec == Scope::Subgroup as u64 => Scope::Subgroup,
            (true, Some(exec)) if exec == Scope::Workgroup as u64 => Scope::Workgroup,
            (true, _) => return self.spirv_builtin_call(inst, op),
        };
        let cl12 = self.options.target_env == TargetEnv::Cl12;
        let sub_group = control && named_scope == Scope::Subgroup;
        let name = opencl::sync_name(op, if cl12 && !sub_group { None } else { Some(named_scope) });
        let Some(name) = name else { return self.spirv_builtin_call(inst, op) };
        // In the reference's order: the scope, then the flags, then the ordering.
        let scope = if cl12 { None } else { Some(self.memory_scope_operand(inst, scope_at)?) };
        let sem_v = self.value(semantics)?;
        let (flags, order) = match sem_v.const_int_zext().map(|bits| bits as u32) {
            Some(bits) => {
                let flags = self.ll(i32_ty.const_int(opencl::fence_flags(MemorySemantics::from_bits_truncate(bits))))?;
                (flags, Some(self.ll(i32_ty.const_int(memory_order(bits)))?))
            }
            None => match self.mapped_argument(semantics, RuntimeMapping::Order) {
                Some((arg, bits)) if !control => {
                    (self.ll(i32_ty.const_int(opencl::fence_flags(MemorySemantics::from_bits_truncate(bits))))?, Some(self.value(arg)?))
                }
                _ => (self.call_spirv_mapping(opencl::SpirvMapping::Fence, sem_v)?, None),
            },
        };
        let (params, args) = match (scope, control) {
            (None, _) => (vec![MType::Scalar(Scalar::UInt)], vec![flags]),
            (Some(scope), true) => (vec![MType::Scalar(Scalar::UInt), MType::OpenCl(OpenClType::MemoryScope)], vec![flags, scope]),
            (Some(scope), false) => {
                let order = match order {
                    Some(order) => order,
                    None => self.call_spirv_mapping(opencl::SpirvMapping::Order, sem_v)?,
                };
                (
                    vec![MType::Scalar(Scalar::UInt), MType::OpenCl(OpenClType::MemoryOrder), MType::OpenCl(OpenClType::MemoryScope)],
                    vec![flags, order, scope],
                )
            }
        };
        let n = args.len();
        let call = self.call_builtin(name, params, false, self.ctx.void_type(), &args, n)?;
        self.mark_convergent(op, call).map(|_| None)
    }

    /// `call_builtin` of the OpenCL C function for group instruction `op`, marked `convergent`
    /// as `op` is (every work-item of the group must reach it together; without the mark LLVM
    /// may move the call under a condition).
    fn convergent_builtin(&self, op: Op, name: &str, params: Vec<MType>, ret: crate::llvm::Type<'ctx>, args: &[Value<'a>]) -> Result<Value<'a>, Error> {
        let call = self.call_builtin(name, params, false, ret, args, args.len())?;
        self.mark_convergent(op, call)?;
        Ok(call)
    }

    /// Marks `call` `convergent` when `op` is (`super::builtins::is_convergent`), and the
    /// builtin it calls when that is a declaration (clang declares collectives so).
    pub(super) fn mark_convergent(&self, op: Op, call: Value<'a>) -> Result<(), Error> {
        use crate::llvm::{AttrIndex, Attribute};
        if super::builtins::is_convergent(op) {
            let flag = Attribute::flag("convergent");
            self.ll(call.add_attribute(AttrIndex::Function, &flag))?;
            if let Some(f) = call.called_value().and_then(|c| c.as_function()).filter(|f| f.is_declaration() == Some(true)) {
                self.ll(f.as_value().add_attribute(AttrIndex::Function, &flag))?;
            }
        }
        Ok(())
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// `convert_{result}{suffix}(source)`, the result and source spelled unsigned as `unsigned`
    /// says (`[result, source]`).
    fn convert_call(&mut self, inst: &Instruction, rt: Id, unsigned: [bool; 2], suffix: &str) -> Result<Value<'a>, Error> {
        use super::builtins::Sign;
        let sign = |u: bool| if u { Sign::Unsigned } else { Sign::Signed };
        let name = format!("convert_{}{suffix}", self.return_postfix(rt, sign(unsigned[0]))?);
        let arg = self.operand(inst, 0)?;
        let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
        let param = self.mangle_type(src, sign(unsigned[1]))?;
        let ret = self.result_type(inst)?;
        self.call_builtin(&name, vec![param], false, ret, &[arg], 1)
    }

    /// OpenCL environments: an undecorated conversion between vectors of OpenCL C's numbers
    /// (not booleans, not bfloat16, 2, 3, 4, 8 or 16 lanes) as the OpenCL C builtin
    /// `convert_{T}{n}`, as the Khronos translator writes it (scalars stay LLVM casts). The
    /// spelling follows the cast it stands for: the result is unsigned for `OpConvertFToU`,
    /// the source for `OpConvertUToF` and a widening `OpUConvert` (what the bits mean there);
    /// a narrowing conversion is spelled signed.
    pub(super) fn opencl_vector_conversion(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let opencl_lanes = |t: Type<'a>| -> Option<(u32, u64)> {
            let lanes = t.vector_size().filter(|n| matches!(n, 2 | 3 | 4 | 8 | 16))?;
            let e = t.scalar_type();
            let numeric = matches!(e.int_width(), Some(8 | 16 | 32 | 64))
                || matches!(e.kind(), crate::llvm::TypeKind::Half | crate::llvm::TypeKind::Float | crate::llvm::TypeKind::Double);
            numeric.then(|| (lanes, e.primitive_size_bits()))
        };
        if self.shader || !self.opencl_names() || !matches!(op, Op::ConvertFToU | Op::ConvertFToS | Op::ConvertSToF | Op::ConvertUToF | Op::UConvert | Op::SConvert | Op::FConvert) {
            return Ok(None);
        }
        let Some(rt) = inst.result_type else { return Ok(None) };
        let to = self.result_type(inst)?;
        let from = self.operand(inst, 0)?.ty();
        let (Some((n, to_bits)), Some((m, from_bits))) = (opencl_lanes(to), opencl_lanes(from)) else { return Ok(None) };
        // The same numbers (an `OpUConvert` to its own width) need no call.
        if n != m || (to_bits == from_bits && matches!(op, Op::UConvert | Op::SConvert | Op::FConvert)) {
            return Ok(None);
        }
        let widening = to_bits > from_bits;
        let unsigned = [op == Op::ConvertFToU, op == Op::ConvertUToF || (op == Op::UConvert && widening)];
        self.convert_call(inst, rt, unsigned, "").map(Some)
    }

    /// Instructions with an OpenCL C builtin spelling: conversions with saturation or rounding
    /// (`convert_T_sat_rtX`), `OpDot`, `OpBitCount`, relational tests and `any`/`all`.
    pub(super) fn opencl_instruction(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        use super::spirv_headers::Decoration;
        let rt = inst.result_type.ok_or_else(|| self.malformed("missing result type"));
        match op {
            Op::ConvertFToU | Op::ConvertFToS | Op::ConvertSToF | Op::ConvertUToF | Op::UConvert | Op::SConvert
            | Op::FConvert | Op::SatConvertSToU | Op::SatConvertUToS => {
                let result = inst.result.ok_or_else(|| self.malformed("conversion without result"))?;
                let unsigned_result = crate::tables::spirv_friendly::unsigned_result(op);
                let unsigned_source = matches!(op, Op::ConvertUToF | Op::UConvert | Op::SatConvertUToS);
                let mut suffix = String::new();
                if matches!(op, Op::SatConvertSToU | Op::SatConvertUToS) || self.has_decoration(result, Decoration::SaturatedConversion) {
                    suffix.push_str("_sat");
                }
                suffix.push_str(&self.rounding_postfix(result)?);
                self.convert_call(inst, rt?, [unsigned_result, unsigned_source], &suffix).map(Some)
            }
            Op::Dot | Op::BitCount => {
                let name = crate::tables::opencl::core_instruction_name(op).ok_or_else(|| self.malformed("no OpenCL C name"))?;
                // Signed, as the reference spells both (`popcount` counts bits either way).
                let sign = Sign::Signed;
                let mut args = Vec::new();
                let mut params = Vec::new();
                for i in 0..inst.operands.len() {
                    let id = inst.id_operand(i).ok_or_else(|| self.malformed("missing operand"))?;
                    args.push(self.value(id)?);
                    params.push(self.mangle_type(self.type_id_of(id)?, sign)?);
                }
                let ret = self.result_type(inst)?;
                let n = args.len();
                Ok(Some(self.call_builtin(name, params, false, ret, &args, n)?))
            }
            Op::IsFinite | Op::IsInf | Op::IsNan | Op::IsNormal | Op::SignBitSet | Op::Any | Op::All => {
                self.opencl_relational(inst, op).map(Some)
            }
            Op::AtomicLoad | Op::AtomicStore | Op::AtomicExchange | Op::AtomicIIncrement | Op::AtomicIDecrement
            | Op::AtomicIAdd | Op::AtomicISub | Op::AtomicAnd | Op::AtomicOr | Op::AtomicXor | Op::AtomicSMin
            | Op::AtomicUMin | Op::AtomicSMax | Op::AtomicUMax | Op::AtomicFAddEXT | Op::AtomicFMinEXT
            | Op::AtomicFMaxEXT => self.opencl_atomic(inst, op),
            Op::AtomicCompareExchange | Op::AtomicCompareExchangeWeak => self.opencl_cmpxchg(inst).map(Some),
            Op::AtomicFlagTestAndSet | Op::AtomicFlagClear => self.opencl_atomic_flag(inst, op),
            Op::GroupAsyncCopy => {
                // (scope, destination, source, count, stride, event) →
                // async_work_group_strided_copy(dst, const src, size_t, size_t, event), with
                // every operand mangled unsigned, as the reference writes it (a unit stride
                // too: the strided form computes the same).
                let ids: Vec<crate::spirv::Id> = (1..6).map(|i| inst.id_operand(i).ok_or_else(|| self.malformed("missing operand"))).collect::<Result<_, _>>()?;
                let mut params = Vec::new();
                let mut args = Vec::new();
                for id in &ids {
                    params.push(self.mangle_type(self.type_id_of(*id)?, Sign::Unsigned)?);
                    args.push(self.value(*id)?);
                }
                // The source pointee is const in OpenCL C.
                if let Some(MType::Pointer { cv, .. }) = params.get_mut(1) {
                    cv.is_const = true;
                }
                let name = opencl::memory_function_name(op, true).ok_or_else(|| self.unsupported("OpGroupAsyncCopy"))?;
                let ret = self.result_type(inst)?;
                let n = args.len();
                Ok(Some(self.call_builtin(name, params, false, ret, &args, n)?))
            }
            Op::GroupWaitEvents => {
                // (scope, count, events)
                let count = self.operand(inst, 1)?;
                let events_id = inst.id_operand(2).ok_or_else(|| self.malformed("missing events"))?;
                let params = vec![MType::Scalar(Scalar::Int), self.mangle_type(self.type_id_of(events_id)?, Sign::Signed)?];
                let args = [count, self.value(events_id)?];
                let void = self.ctx.void_type();
                let name = opencl::memory_function_name(op, false).ok_or_else(|| self.unsupported("OpGroupWaitEvents"))?;
                self.call_builtin(name, params, false, void, &args, 2)?;
                Ok(None)
            }
            Op::GenericCastToPtrExplicit => {
                let ptr = self.operand(inst, 0)?;
                let target = spirv::StorageClass::from_u32(self.word(inst, 1)?);
                let (name, _) = target
                    .and_then(opencl::cast_function)
                    .ok_or_else(|| self.unsupported(format!("GenericCastToPtrExplicit to storage class {target:?}")))?;
                // Clang's own unmangled `__to_global(ptr addrspace(4))`, which OpenCL runtimes
                // define (and the reference writes).
                let ret = self.result_type(inst)?;
                Ok(Some(self.call_symbol(&format!("__{name}"), ret, &[ptr], 1, false)?.1))
            }
            Op::GenericPtrMemSemantics => {
                // cl_mem_fence_flags get_fence(const void *ptr), in the generic address space.
                let ptr = self.operand(inst, 0)?;
                let param = MType::qualified_pointer(
                    MType::Void,
                    spirv_llvm_mangling::AddressSpace::GENERIC,
                    spirv_llvm_mangling::CvQualifiers::CONST,
                );
                let i32_ty = self.ctx.i32_type();
                // get_fence gives CLK_*_MEM_FENCE flags; SPIR-V wants memory semantics bits.
                let name = opencl::memory_function_name(op, false).ok_or_else(|| self.unsupported("OpGenericPtrMemSemantics"))?;
                let flags = self.call_builtin(name, vec![param], false, i32_ty, &[ptr], 1)?;
                let shift = self.ll(i32_ty.const_int(8))?;
                Ok(Some(self.ll(self.builder.binop(crate::llvm::BinaryOp::Shl, flags, shift))?))
            }
            Op::GroupNonUniformShuffle | Op::GroupNonUniformShuffleXor | Op::GroupNonUniformShuffleUp
            | Op::GroupNonUniformShuffleDown => self.opencl_shuffle(inst, op),
            Op::GroupNonUniformRotateKHR => self.opencl_rotate(inst),
            Op::ReadClockKHR => self.opencl_clock_read(inst),
            Op::SubgroupShuffleINTEL | Op::SubgroupShuffleDownINTEL | Op::SubgroupShuffleUpINTEL | Op::SubgroupShuffleXorINTEL
            | Op::SubgroupBlockReadINTEL | Op::SubgroupBlockWriteINTEL | Op::SubgroupImageBlockReadINTEL
            | Op::SubgroupImageBlockWriteINTEL | Op::SubgroupImageMediaBlockReadINTEL
            | Op::SubgroupImageMediaBlockWriteINTEL => self.opencl_intel_subgroup(inst, op),
            Op::GroupNonUniformElect | Op::GroupNonUniformAll | Op::GroupNonUniformAny | Op::GroupNonUniformAllEqual
            | Op::GroupNonUniformBallot | Op::GroupNonUniformInverseBallot | Op::GroupNonUniformBallotBitExtract
            | Op::GroupNonUniformBallotBitCount => self.opencl_vote(inst, op),
            Op::GroupNonUniformBroadcast | Op::GroupNonUniformBroadcastFirst | Op::GroupNonUniformBallotFindLSB
            | Op::GroupNonUniformBallotFindMSB => self.opencl_sub_group_value(inst, op),
            op if crate::tables::subgroups::arithmetic_kind(op).is_some() => self.opencl_non_uniform_arithmetic(inst, op),
            Op::GroupAll | Op::GroupAny | Op::GroupBroadcast | Op::GroupIAdd | Op::GroupFAdd | Op::GroupFMin
            | Op::GroupUMin | Op::GroupSMin | Op::GroupFMax | Op::GroupUMax | Op::GroupSMax | Op::GroupIMulKHR
            | Op::GroupFMulKHR | Op::GroupBitwiseAndKHR | Op::GroupBitwiseOrKHR | Op::GroupBitwiseXorKHR
            | Op::GroupLogicalAndKHR | Op::GroupLogicalOrKHR | Op::GroupLogicalXorKHR => self.opencl_group(inst, op).map(Some),
            Op::SampledImage | Op::Image | Op::ImageRead | Op::ImageWrite | Op::ImageSampleExplicitLod | Op::ImageQuerySize
            | Op::ImageQuerySizeLod | Op::ImageQueryFormat | Op::ImageQueryOrder | Op::ImageQuerySamples
            | Op::ImageQueryLevels => self.opencl_image(inst, op),
            Op::ReadPipe | Op::WritePipe | Op::ReservedReadPipe | Op::ReservedWritePipe | Op::ReserveReadPipePackets
            | Op::ReserveWritePipePackets | Op::CommitReadPipe | Op::CommitWritePipe | Op::IsValidReserveId
            | Op::GetNumPipePackets | Op::GetMaxPipePackets | Op::GroupReserveReadPipePackets
            | Op::GroupReserveWritePipePackets | Op::GroupCommitReadPipe | Op::GroupCommitWritePipe => self.opencl_pipe(inst, op),
            Op::BuildNDRange | Op::EnqueueKernel | Op::EnqueueMarker | Op::GetKernelWorkGroupSize
            | Op::GetKernelPreferredWorkGroupSizeMultiple | Op::GetKernelNDrangeMaxSubGroupSize
            | Op::GetKernelNDrangeSubGroupCount | Op::GetDefaultQueue | Op::RetainEvent | Op::ReleaseEvent
            | Op::CreateUserEvent | Op::IsValidEvent | Op::SetUserEventStatus | Op::CaptureEventProfilingInfo => {
                self.opencl_enqueue(inst, op)
            }
            _ if crate::tables::extensions::conversion_of(op).is_some() => self.opencl_conversion(inst, op).map(Some),
            Op::SDot | Op::UDot | Op::SUDot | Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat => self.opencl_integer_dot(inst, op),
            Op::VmeImageINTEL => self.record_vme_image(inst).map(|()| None),
            _ if crate::tables::avc::of_instruction(op).is_some() => self.opencl_avc(inst, op),
            // No OpenCL C name: the SPIR-V friendly form.
            other => self.spirv_builtin_call(inst, other),
        }
    }

    /// `cl_khr_integer_dot_product`'s functions where OpenCL C has them (a 32-bit result of
    /// `char4`/`uchar4`, `short2`/`ushort2` or packed 4x8-bit operands): `dot`, `dot_acc_sat`,
    /// `dot[_acc_sat]_4x8packed_{ss,uu,su}_{int,uint}`, the forms `llvm2spirv` reads; other
    /// widths stay `__spirv_*DotKHR` calls.
    fn opencl_integer_dot(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        let accumulate = matches!(op, Op::SDotAccSat | Op::UDotAccSat | Op::SUDotAccSat);
        let (a_sign, b_sign) = match op {
            Op::SDot | Op::SDotAccSat => (Sign::Signed, Sign::Signed),
            Op::UDot | Op::UDotAccSat => (Sign::Unsigned, Sign::Unsigned),
            _ => (Sign::Signed, Sign::Unsigned),
        };
        let ret = self.result_type(inst)?;
        let (a, b) = (inst.id_operand(0), inst.id_operand(1));
        let (Some(a), Some(b)) = (a, b) else { return Err(self.malformed(format!("{} without its vectors", inst.opcode_name()))) };
        let a_ty = self.ty(self.type_id_of(a)?)?;
        let lanes = (a_ty.vector_size(), a_ty.scalar_type().int_width());
        let packed = inst.operands.len() > 2 + usize::from(accumulate);
        let named = ret.int_width() == Some(32) && !ret.is_vector() && (packed || matches!(lanes, (Some(4), Some(8)) | (Some(2), Some(16))));
        if !named {
            return self.spirv_builtin_call(inst, op);
        }
        let unsigned = a_sign == Sign::Unsigned;
        let result_sign = if unsigned { Sign::Unsigned } else { Sign::Signed };
        let mut params = Vec::with_capacity(3);
        let signs = match op {
            Op::SDot | Op::SDotAccSat => "ss",
            Op::UDot | Op::UDotAccSat => "uu",
            _ => "su",
        };
        let name = opencl::integer_dot_name(accumulate, packed.then_some(signs));
        if packed {
            params.extend([MType::Scalar(Scalar::UInt), MType::Scalar(Scalar::UInt)]);
        } else {
            params.push(self.mangle_type(self.type_id_of(a)?, a_sign)?);
            params.push(self.mangle_type(self.type_id_of(b)?, b_sign)?);
        }
        let mut args = vec![self.value(a)?, self.value(b)?];
        if accumulate {
            let acc = inst.id_operand(2).ok_or_else(|| self.malformed(format!("{} without its accumulator", inst.opcode_name())))?;
            params.push(self.mangle_type(self.type_id_of(acc)?, result_sign)?);
            args.push(self.value(acc)?);
        }
        let n = args.len();
        self.call_builtin(&name, params, false, ret, &args, n).map(Some)
    }

    /// An extension conversion of `tables::extensions::CONVERSIONS` as its OpenCL C builtin
    /// (`intel_convert_bfloat16{n}_as_ushort{n}`, named by the width).
    fn opencl_conversion(&self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        use super::builtins::Sign;
        let row = crate::tables::extensions::conversion_of(op).ok_or_else(|| self.unsupported(format!("{op:?}")))?;
        self.check_rules(inst)?;
        let src = inst.id_operand(0).ok_or_else(|| self.malformed("conversion without operand"))?;
        let ret = self.result_type(inst)?;
        let lanes = ret.vector_size().unwrap_or(1);
        let name = crate::tables::extensions::opencl_name(row, lanes);
        let sign = if row.unsigned { Sign::Unsigned } else { Sign::Signed };
        let param = self.mangle_type(self.type_id_of(src)?, sign)?;
        self.call_builtin(&name, vec![param], false, ret, &[self.value(src)?], 1)
    }

    /// OpenCL C relational builtins return `int` (scalar) or a vector of integers as wide as
    /// the elements with all bits set for true; SPIR-V wants `bool`s. `any`/`all` take such
    /// integer vectors.
    fn opencl_relational(&self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        use crate::llvm::IntPredicate;
        let arg = self.operand(inst, 0)?;
        let ret = self.result_type(inst)?;
        let lanes = arg.ty().vector_size();
        let scalar_bits = arg.ty().scalar_type().primitive_size_bits() as u32;
        if matches!(op, Op::Any | Op::All) {
            // bool vector → int vector (-1 / 0), whose sign bits any/all test (the overload
            // the reference calls and clang's `any(a < b)` on float vectors uses).
            let n = lanes.unwrap_or(1);
            let name = opencl::relational_name(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
            let (wide, param) = if scalar_bits == 1 {
                let i32v = self.ll(self.ctx.vector_type(self.ctx.i32_type(), n))?;
                let wide = match lanes {
                    Some(_) => self.ll(self.builder.cast(CastOp::SExt, arg, i32v))?,
                    None => self.ll(self.builder.cast(CastOp::SExt, arg, self.ctx.i32_type()))?,
                };
                let param = match lanes {
                    Some(n) => MType::vector(Scalar::Int, n).ok_or_else(|| self.unsupported("vector length"))?,
                    None => MType::Scalar(Scalar::Int),
                };
                (wide, param)
            } else {
                // Already an integer vector (some producers write that): pass it as it is.
                let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
                (arg, self.mangle_type(src, super::builtins::Sign::Signed)?)
            };
            let i32_ty = self.ctx.i32_type();
            let r = self.call_builtin(name, vec![param], false, i32_ty, &[wide], 1)?;
            let zero = self.ll(i32_ty.const_int(0))?;
            return self.ll(self.builder.icmp(IntPredicate::Ne, r, zero));
        }
        let name = opencl::relational_name(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
        let param = self.mangle_type(src, super::builtins::Sign::Signed)?;
        let int_ty = match lanes {
            Some(n) => self.ll(self.ctx.vector_type(self.ll(self.ctx.int_type(scalar_bits))?, n))?,
            None => self.ctx.i32_type(),
        };
        let r = self.call_builtin(name, vec![param], false, int_ty, &[arg], 1)?;
        let zero = self.ll(int_ty.const_null())?;
        let b = self.ll(self.builder.icmp(IntPredicate::Ne, r, zero))?;
        if b.ty() != ret {
            return Err(self.malformed("relational result type"));
        }
        Ok(b)
    }
}

/// `memory_order` of OpenCL C 2.0 for SPIR-V memory semantics.
fn memory_order(semantics: u32) -> u64 {
    opencl::memory_order(MemorySemantics::from_bits_truncate(semantics))
}

/// `memory_scope` of OpenCL C 2.0 for a SPIR-V scope.
fn memory_scope(scope: u32) -> Option<u64> {
    Scope::from_u32(scope).and_then(opencl::memory_scope)
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The width of `size_t`: 64 bits under the Physical64 addressing model, else 32.
    pub(super) fn size_t_bits(&self) -> u32 {
        let model = self.spv.section(crate::spirv::Section::MemoryModel).first().and_then(|m| m.operands.first().copied());
        if model == Some(2) { 64 } else { 32 }
    }

    /// A stack slot of type `ty` at the top of the entry block; the builder stays where it was.
    pub(super) fn entry_alloca(&self, ty: Type<'a>) -> Result<Value<'a>, Error> {
        let here = self.builder.insert_block().ok_or_else(|| self.malformed("no insertion block"))?;
        let entry = self.func.entry.ok_or_else(|| self.malformed("function without entry"))?;
        match entry.first_instruction() {
            Some(first) => self.ll(self.builder.position_before(first))?,
            None => self.ll(self.builder.position_at_end(entry))?,
        }
        let slot = self.ll(self.builder.alloca(ty));
        self.ll(self.builder.position_at_end(here))?;
        slot
    }

    /// Pointer `p` in the generic address space (cast unless it is already there).
    pub(super) fn to_generic(&self, p: Value<'a>) -> Result<Value<'a>, Error> {
        match p.ty().address_space() {
            Some(4) => Ok(p),
            Some(_) => self.ll(self.builder.cast(CastOp::AddrSpaceCast, p, self.ll(self.ctx.ptr_type(4))?)),
            None => Err(self.malformed(format!("{} is not a pointer", p.ty().print()))),
        }
    }

    /// cl_khr_subgroup_shuffle(_relative): `sub_group_shuffle{,_xor,_up,_down}(gentype value,
    /// uint id)` at sub-group scope; other scopes keep their `__spirv_*` call.
    fn opencl_shuffle(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let scope = self.constant_operand(inst, 0, "scope")?;
        if scope != Scope::Subgroup as u32 {
            return self.spirv_builtin_call(inst, op);
        }
        let name = match op {
            Op::GroupNonUniformShuffle => "sub_group_shuffle",
            Op::GroupNonUniformShuffleXor => "sub_group_shuffle_xor",
            Op::GroupNonUniformShuffleUp => "sub_group_shuffle_up",
            _ => "sub_group_shuffle_down",
        };
        let value_id = inst.id_operand(1).ok_or_else(|| self.malformed("shuffle without value"))?;
        let value = self.value(value_id)?;
        let id = self.operand(inst, 2)?;
        let params = vec![
            self.mangle_type(self.type_id_of(value_id)?, super::builtins::Sign::Signed)?,
            MType::Scalar(Scalar::UInt),
        ];
        let ret = self.result_type(inst)?;
        self.convergent_builtin(op, name, params, ret, &[value, id]).map(Some)
    }

    /// `cl_intel_subgroups` (`tables::subgroups::INTEL_*`): `intel_sub_group_shuffle{,_down,_up,
    /// _xor}(data…, uint c)`; `intel_sub_group_block_{read,write}{suffix}{n}` of an image at an
    /// `int2` coordinate, or through a `const __global` pointer to the unsigned elements;
    /// `intel_sub_group_media_block_{read,write}{suffix}{n}(int2 coord, int width, int height,
    /// [data,] image)` (`cl_intel_media_block_io`: the image last).
    fn opencl_intel_subgroup(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        use crate::tables::subgroups;
        let ids = (0..inst.operands.len())
            .map(|i| inst.id_operand(i).ok_or_else(|| self.malformed(format!("{} without operand {i}", inst.opcode_name()))))
            .collect::<Result<Vec<_>, _>>()?;
        let mut args = ids.iter().map(|&id| self.value(id)).collect::<Result<Vec<_>, _>>()?;
        let mut params = Vec::with_capacity(ids.len());
        let media = matches!(op, Op::SubgroupImageMediaBlockReadINTEL | Op::SubgroupImageMediaBlockWriteINTEL);
        let name = if let Some(&(name, _)) = subgroups::INTEL_SHUFFLES.iter().find(|(_, o)| *o == op) {
            let (index, data) = ids.split_last().ok_or_else(|| self.malformed("shuffle without operands"))?;
            for &d in data {
                params.push(self.mangle_type(self.type_id_of(d)?, Sign::Signed)?);
            }
            params.push(self.mangle_type(self.type_id_of(*index)?, Sign::Unsigned)?);
            name.to_owned()
        } else {
            let write = matches!(op, Op::SubgroupBlockWriteINTEL | Op::SubgroupImageBlockWriteINTEL | Op::SubgroupImageMediaBlockWriteINTEL);
            let image = matches!(op, Op::SubgroupImageBlockReadINTEL | Op::SubgroupImageBlockWriteINTEL);
            let data_ty = match (write, ids.last(), inst.result_type) {
                (true, Some(&d), _) => self.type_id_of(d)?,
                (false, _, Some(t)) => t,
                _ => return Err(self.malformed(format!("{} without its data", inst.opcode_name()))),
            };
            let data = self.mangle_type(data_ty, Sign::Unsigned)?;
            // (element width, component count) of the integer data.
            let d = self.def(data_ty)?;
            let (scalar, n) = match d.op() {
                Some(Op::TypeVector) => (self.def(d.id_operand(0).ok_or_else(|| self.malformed("vector without component"))?)?, self.word(d, 1)?),
                _ => (d, 1),
            };
            if scalar.op() != Some(Op::TypeInt) {
                return Err(self.malformed(format!("{} on a non-integer", inst.opcode_name())));
            }
            let width = self.word(scalar, 0)?;
            let name = subgroups::intel_block_name(media, write, width, n).ok_or_else(|| self.unsupported(format!("{} of {width}-bit elements", inst.opcode_name())))?;
            let target = *ids.first().ok_or_else(|| self.malformed(format!("{} without operands", inst.opcode_name())))?;
            if media {
                // (coord, width, height[, data], image): the image operand goes last.
                if ids.len() != if write { 5 } else { 4 } {
                    return Err(self.malformed(format!("{} with {} operands", inst.opcode_name(), ids.len())));
                }
                for &id in &ids[1..4] {
                    params.push(self.mangle_type(self.type_id_of(id)?, Sign::Signed)?);
                }
                if write {
                    params.push(data);
                }
                params.push(self.mangle_type(self.type_id_of(target)?, Sign::Signed)?);
                args.rotate_left(1);
                let ret = self.result_type_or_void(inst)?;
                let n = args.len();
                let call = self.call_builtin(&name, params, false, ret, &args, n)?;
                self.mark_convergent(op, call)?;
                return Ok((!ret.is_void()).then_some(call));
            }
            if image {
                params.push(self.mangle_type(self.type_id_of(target)?, Sign::Signed)?);
                params.push(self.mangle_type(self.type_id_of(*ids.get(1).ok_or_else(|| self.malformed("block I/O without coordinate"))?)?, Sign::Signed)?);
            } else {
                // The blocks are of the data's elements (what an untyped pointer points to).
                let element = scalar.result;
                let mut pointer = self.mangle_value(target, Sign::Unsigned, element)?;
                if let (false, MType::Pointer { cv, .. }) = (write, &mut pointer) {
                    cv.is_const = true;
                }
                params.push(pointer);
            }
            if write {
                params.push(data);
            }
            name
        };
        let ret = self.result_type_or_void(inst)?;
        let n = args.len();
        let call = self.call_builtin(&name, params, false, ret, &args, n)?;
        self.mark_convergent(op, call)?;
        Ok((!ret.is_void()).then_some(call))
    }

    /// `cl_khr_subgroup_ballot` functions on values (`tables::subgroups`):
    /// `sub_group_non_uniform_broadcast(gentype value, uint id)`, `sub_group_broadcast_first`,
    /// `sub_group_ballot_find_lsb/msb(uint4)`, at sub-group scope (integers mangled unsigned,
    /// as the reference declares them); other scopes keep their `__spirv_*` call.
    fn opencl_sub_group_value(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let scope = self.constant_operand(inst, 0, "scope")?;
        let Some(name) = crate::tables::subgroups::opencl_name(op).filter(|_| scope == Scope::Subgroup as u32) else {
            return self.spirv_builtin_call(inst, op);
        };
        let mut params = Vec::new();
        let mut args = Vec::new();
        for i in 1..inst.operands.len() {
            let id = inst.id_operand(i).ok_or_else(|| self.malformed(format!("{} without operand {i}", inst.opcode_name())))?;
            params.push(self.mangle_type(self.type_id_of(id)?, super::builtins::Sign::Unsigned)?);
            args.push(self.value(id)?);
        }
        let ret = self.result_type(inst)?;
        let n = args.len();
        let call = self.call_builtin(&name, params, false, ret, &args, n)?;
        self.mark_convergent(op, call)?;
        Ok(Some(call))
    }

    /// `cl_khr_subgroup_non_uniform_vote` and `_ballot` at sub-group scope
    /// (`tables::subgroups::VOTE_FUNCTIONS`): `sub_group_elect()`,
    /// `sub_group_non_uniform_all(int)`, `sub_group_ballot(int)`, `sub_group_ballot_bit_count
    /// (uint4)`…, booleans passed and returned as OpenCL integer truth values. Other scopes keep
    /// their `__spirv_*` call.
    fn opencl_vote(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        use crate::llvm::IntPredicate;
        let scope = self.constant_operand(inst, 0, "scope")?;
        let operation = if op == Op::GroupNonUniformBallotBitCount { Some(self.word(inst, 1)?) } else { None };
        let row = crate::tables::subgroups::vote_by_op(op, operation);
        let Some(row) = row.filter(|_| scope == Scope::Subgroup as u32) else {
            return self.spirv_builtin_call(inst, op);
        };
        let first = if row.operation.is_some() { 2 } else { 1 };
        let i32_ty = self.ctx.i32_type();
        let mut params = Vec::new();
        let mut args = Vec::new();
        for i in 0..row.args {
            let id = inst.id_operand(first + i).ok_or_else(|| self.malformed(format!("{} without operand {}", inst.opcode_name(), first + i)))?;
            let v = self.value(id)?;
            if (i == 0 && row.truth_argument) || v.ty().int_width() == Some(1) {
                params.push(MType::Scalar(Scalar::Int));
                args.push(self.helper_cast(CastOp::ZExt, v, i32_ty)?);
            } else {
                params.push(self.mangle_type(self.type_id_of(id)?, if row.signed { Sign::Signed } else { Sign::Unsigned })?);
                args.push(v);
            }
        }
        let ret = if row.truth_result { i32_ty } else { self.result_type(inst)? };
        let call = self.call_builtin(&crate::tables::subgroups::vote_opencl_name(row), params, false, ret, &args, args.len())?;
        self.mark_convergent(op, call)?;
        if !row.truth_result {
            return Ok(Some(call));
        }
        let zero = self.ll(i32_ty.const_int(0))?;
        self.ll(self.builder.icmp(IntPredicate::Ne, call, zero)).map(Some)
    }

    /// `cl_khr_subgroup_non_uniform_arithmetic` / `_clustered_reduce` (`tables::subgroups`):
    /// `sub_group_non_uniform_{reduce,scan_inclusive,scan_exclusive}_{kind}(x)` and
    /// `sub_group_clustered_reduce_{kind}(x, uint clustersize)` at sub-group scope; the logical
    /// kinds take and give OpenCL integer truth values. Other scopes keep their `__spirv_*` call.
    fn opencl_non_uniform_arithmetic(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use crate::tables::subgroups::{self, Operand};
        use super::builtins::Sign;
        let scope = self.constant_operand(inst, 0, "scope")?;
        let operation = spirv::GroupOperation::from_u32(self.word(inst, 1)?).and_then(crate::tables::opencl::operation_name);
        let (Some((kind, operand)), Some(operation), true) = (subgroups::arithmetic_kind(op), operation, scope == Scope::Subgroup as u32) else {
            return self.spirv_builtin_call(inst, op);
        };
        let name = if operation == "clustered_reduce" {
            format!("sub_group_clustered_reduce_{kind}")
        } else {
            format!("sub_group_non_uniform_{operation}_{kind}")
        };
        let x_id = inst.id_operand(2).ok_or_else(|| self.malformed(format!("{} without a value", inst.opcode_name())))?;
        let mut x = self.value(x_id)?;
        let i32_ty = self.ctx.i32_type();
        let mut params = Vec::new();
        if operand == Operand::Logical {
            x = self.helper_cast(CastOp::ZExt, x, i32_ty)?;
            params.push(MType::Scalar(Scalar::Int));
        } else {
            let sign = if operand == Operand::Unsigned { Sign::Unsigned } else { Sign::Signed };
            params.push(self.mangle_type(self.type_id_of(x_id)?, sign)?);
        }
        let mut args = vec![x];
        if operation == "clustered_reduce" {
            params.push(MType::Scalar(Scalar::UInt));
            args.push(self.operand(inst, 3)?);
        }
        let ret = if operand == Operand::Logical { i32_ty } else { self.result_type(inst)? };
        let n = args.len();
        let call = self.call_builtin(&name, params, false, ret, &args, n)?;
        self.mark_convergent(op, call)?;
        if operand == Operand::Logical {
            let zero = self.ll(i32_ty.const_int(0))?;
            return Ok(Some(self.ll(self.builder.icmp(crate::llvm::IntPredicate::Ne, call, zero))?));
        }
        Ok(Some(call))
    }

    /// cl_khr_subgroup_rotate: `sub_group_rotate(gentype value, int delta)` and
    /// `sub_group_clustered_rotate(gentype value, int delta, uint clustersize)` at sub-group
    /// scope; other scopes keep their `__spirv_*` call.
    fn opencl_rotate(&mut self, inst: &Instruction) -> Result<Option<Value<'a>>, Error> {
        let scope = self.constant_operand(inst, 0, "scope")?;
        if scope != Scope::Subgroup as u32 {
            return self.spirv_builtin_call(inst, Op::GroupNonUniformRotateKHR);
        }
        let value_id = inst.id_operand(1).ok_or_else(|| self.malformed("rotate without value"))?;
        let mut params = vec![
            self.mangle_type(self.type_id_of(value_id)?, super::builtins::Sign::Signed)?,
            MType::Scalar(Scalar::Int),
        ];
        let mut args = vec![self.value(value_id)?, self.operand(inst, 2)?];
        let clustered = inst.operands.len() > 3;
        if clustered {
            params.push(MType::Scalar(Scalar::UInt));
            args.push(self.operand(inst, 3)?);
        }
        let name = if clustered { "sub_group_clustered_rotate" } else { "sub_group_rotate" };
        let ret = self.result_type(inst)?;
        let n = args.len();
        let call = self.call_builtin(name, params, false, ret, &args, n)?;
        self.mark_convergent(Op::GroupNonUniformRotateKHR, call)?;
        Ok(Some(call))
    }

    fn constant_operand(&self, inst: &Instruction, i: usize, what: &str) -> Result<u32, Error> {
        self.operand(inst, i)?
            .const_int_zext()
            .map(|v| v as u32)
            .ok_or_else(|| self.unsupported(format!("{} with a non-constant {what}", inst.opcode_name())))
    }

    /// The argument of the call of `mapping`'s function (`RuntimeMapping`: the forward
    /// direction's translation of a run-time `memory_order` or `memory_scope`) that defines
    /// `id`, with the memory bits or-ed onto an order (0 for a scope).
    fn mapped_argument(&self, id: Id, mapping: RuntimeMapping) -> Option<(Id, u32)> {
        // A bounded loop, not recursion: hostile input may chain or-ed constants as long as
        // it likes, or in a cycle. The forward direction writes one.
        let (mut id, mut bits) = (id, 0u32);
        for _ in 0..8 {
            let def = self.index.def(id)?;
            match def.op()? {
                Op::FunctionCall => {
                    let name = self.name_of(def.id_operand(0)?)?;
                    let mapped = RuntimeMapping::of_name(&name) == Some(mapping) && def.operands.len() == 2;
                    return mapped.then(|| Some((def.id_operand(1)?, bits))).flatten();
                }
                Op::BitwiseOr if mapping == RuntimeMapping::Order => {
                    let (a, b) = (def.id_operand(0)?, def.id_operand(1)?);
                    let constant = |x: Id| self.value(x).ok().and_then(|v| v.const_int_zext()).map(|v| v as u32);
                    let (next, more) = match (constant(a), constant(b)) {
                        (None, Some(more)) => (a, more),
                        (Some(more), None) => (b, more),
                        _ => return None,
                    };
                    (id, bits) = (next, bits | more);
                }
                _ => return None,
            }
        }
        None
    }

    /// Scope operand `i` of `inst` as an OpenCL C `memory_scope` value. One known only at run
    /// time is the argument of the mapping call that made it, else is mapped by the module's
    /// `__translate_spirv_memory_scope` (`spirv_mapping`).
    fn memory_scope_operand(&self, inst: &Instruction, i: usize) -> Result<Value<'a>, Error> {
        let i32_ty = self.ctx.i32_type();
        let v = self.operand(inst, i)?;
        if let Some(scope) = v.const_int_zext() {
            let scope = scope as u32;
            return self.ll(i32_ty.const_int(memory_scope(scope).ok_or_else(|| self.unsupported(format!("scope {scope}")))?));
        }
        if let Some((arg, _)) = inst.id_operand(i).and_then(|id| self.mapped_argument(id, RuntimeMapping::Scope)) {
            return self.value(arg);
        }
        self.call_spirv_mapping(opencl::SpirvMapping::Scope, v)
    }

    /// The module's mapping function `mapping` (`opencl::SpirvMapping`: scope, fence flags or
    /// memory order of a SPIR-V value known only at run time), defined on first use as the
    /// Khronos translator writes it: a switch over the value (its masked bits) storing the
    /// OpenCL C value, any other value unreachable.
    fn spirv_mapping(&self, mapping: opencl::SpirvMapping) -> Result<crate::llvm::Function<'a>, Error> {
        if let Some(f) = self.module.get_function(mapping.name()) {
            return Ok(f);
        }
        let i32_ty = self.ctx.i32_type();
        let fn_ty = self.ll(self.ctx.function_type(i32_ty, &[i32_ty], false))?;
        let f = self.ll(self.module.add_function(mapping.name(), fn_ty))?;
        f.set_call_conv(CallingConv::SpirFunc);
        self.ll(f.set_linkage(crate::llvm::Linkage::Private))?;
        let key = f.param(0).ok_or_else(|| self.malformed("mapping function without parameter"))?;
        self.ll(key.set_name("key"))?;
        let b = crate::llvm::Builder::new(self.module);
        let entry = self.ll(f.append_basic_block("entry"))?;
        let default = self.ll(f.append_basic_block("default"))?;
        let cases = mapping.cases();
        let blocks = self.ll(cases.iter().map(|&(spirv, _)| f.append_basic_block(&format!("case.{spirv}"))).collect::<Result<Vec<_>, _>>())?;
        let exit = self.ll(f.append_basic_block("exit"))?;
        self.ll(b.position_at_end(entry))?;
        let result = self.ll(b.alloca(i32_ty))?;
        self.ll(result.set_name("result"))?;
        let switched = match mapping.mask() {
            Some(mask) => {
                let masked = self.ll(b.binop(BinaryOp::And, self.ll(i32_ty.const_int(u64::from(mask)))?, key))?;
                self.ll(masked.set_name("key.masked"))?;
                masked
            }
            None => key,
        };
        let values = self.ll(cases.iter().map(|&(spirv, _)| i32_ty.const_int(u64::from(spirv))).collect::<Result<Vec<_>, _>>())?;
        let targets: Vec<_> = values.into_iter().zip(blocks.iter().copied()).collect();
        self.ll(b.switch(switched, default, &targets))?;
        self.ll(b.position_at_end(default))?;
        self.ll(b.unreachable())?;
        for (&(_, value), &case) in cases.iter().zip(&blocks) {
            self.ll(b.position_at_end(case))?;
            self.ll(b.store(self.ll(i32_ty.const_int(value))?, result))?;
            self.ll(b.br(exit))?;
        }
        self.ll(b.position_at_end(exit))?;
        let loaded = self.ll(b.load(i32_ty, result))?;
        self.ll(loaded.set_name("retVal"))?;
        self.ll(b.ret(loaded))?;
        Ok(f)
    }

    /// A call of the module's mapping function `mapping` on `v`, named `call` (as the reference
    /// names it) when the function is done.
    fn call_spirv_mapping(&self, mapping: opencl::SpirvMapping, v: Value<'a>) -> Result<Value<'a>, Error> {
        let f = self.spirv_mapping(mapping)?;
        let call = self.ll(self.builder.call(f.function_type(), f.as_value(), &[v]))?;
        self.ll(call.set_call_conv(CallingConv::SpirFunc))?;
        self.mapping_calls.borrow_mut().push(call);
        Ok(call)
    }

    /// Memory-semantics operand `i` of `inst` as an OpenCL C `memory_order` value (the
    /// strongest ordering it holds). One known only at run time is the argument of the mapping
    /// call that made it, else is mapped by the module's `__translate_spirv_memory_order`.
    fn memory_order_operand(&self, inst: &Instruction, i: usize) -> Result<Value<'a>, Error> {
        let i32_ty = self.ctx.i32_type();
        let v = self.operand(inst, i)?;
        if let Some(semantics) = v.const_int_zext() {
            return self.ll(i32_ty.const_int(memory_order(semantics as u32)));
        }
        if let Some((arg, _)) = inst.id_operand(i).and_then(|id| self.mapped_argument(id, RuntimeMapping::Order)) {
            return self.value(arg);
        }
        self.call_spirv_mapping(opencl::SpirvMapping::Order, v)
    }

    /// Atomics as OpenCL C 1.2 `atomic_*` or 2.0 `atomic_*_explicit` functions.
    fn opencl_atomic(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        use spirv_llvm_mangling::{AddressSpace, CvQualifiers};
        let ptr_id = inst.id_operand(0).ok_or_else(|| self.malformed("atomic without pointer"))?;
        let ptr = self.value(ptr_id)?;
        let pointee = self.pointee_of_value(ptr_id, self.atomic_operand_type(inst))?;
        let sign = if matches!(op, Op::AtomicUMin | Op::AtomicUMax) { Sign::Unsigned } else { Sign::Signed };
        let elem = self.mangle_type(pointee, sign)?;
        let elem_ty = self.ty(pointee)?;
        let value = match op {
            Op::AtomicLoad => None,
            Op::AtomicIIncrement | Op::AtomicIDecrement => Some(self.ll(elem_ty.const_int(1))?),
            _ => Some(self.operand(inst, 3)?),
        };
        let atomic = opencl::atomic_of(op).ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        let no_stem = || self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name()));
        let ret = self.result_type_or_void(inst)?;
        let volatile = CvQualifiers { is_volatile: true, ..CvQualifiers::NONE };
        if self.options.target_env == TargetEnv::Cl12 {
            // OpenCL C 1.2 has no load or store: an add of 0 reads, an exchange writes.
            let (atomic, value) = match (atomic, value) {
                (Atomic::Load, _) => (Atomic::Add, self.ll(elem_ty.const_null())?),
                (Atomic::Store, Some(v)) => (Atomic::Exchange, v),
                (other, Some(v)) => (other, v),
                _ => return Err(self.malformed("atomic without value")),
            };
            let space = AddressSpace(ptr.ty().address_space().unwrap_or(0));
            let p = MType::qualified_pointer(elem.clone(), space, volatile);
            let unary = matches!(atomic, Atomic::Inc | Atomic::Dec);
            let (params, args) = if unary { (vec![p], vec![ptr]) } else { (vec![p, elem], vec![ptr, value]) };
            let n = args.len();
            let name = cl12_atomic_name(opencl::atomic_stem(atomic, true).ok_or_else(no_stem)?, elem_ty);
            let call = self.call_builtin(&name, params, false, elem_ty, &args, n)?;
            return Ok(inst.result_type.map(|_| call));
        }
        // OpenCL C 2.0: the generic-address-space C11 form.
        let generic_ty = self.ll(self.ctx.ptr_type(4))?;
        let generic = if ptr.ty().address_space() == Some(4) { ptr } else { self.ll(self.builder.cast(CastOp::AddrSpaceCast, ptr, generic_ty))? };
        // The scope first, as the reference maps them.
        let scope_v = self.memory_scope_operand(inst, 1)?;
        let order = self.memory_order_operand(inst, 2)?;
        let p = MType::qualified_pointer(MType::atomic(elem.clone()), AddressSpace::GENERIC, volatile);
        let mut params = vec![p];
        let mut args = vec![generic];
        if let Some(v) = value {
            params.push(elem);
            args.push(v);
        }
        params.push(MType::OpenCl(OpenClType::MemoryOrder));
        args.push(order);
        params.push(MType::OpenCl(OpenClType::MemoryScope));
        args.push(scope_v);
        let n = args.len();
        // C11 has no increment or decrement: an add or subtract of 1.
        let c11 = match atomic {
            Atomic::Inc => Atomic::Add,
            Atomic::Dec => Atomic::Sub,
            other => other,
        };
        let stem = opencl::atomic_stem(c11, false).ok_or_else(no_stem)?;
        let call = self.call_builtin(&format!("atomic_{stem}_explicit"), params, false, ret, &args, n)?;
        Ok(inst.result_type.map(|_| call))
    }

    /// `OpAtomicCompareExchange` and `OpAtomicCompareExchangeWeak` as `atomic_cmpxchg` (1.2) or
    /// `atomic_compare_exchange_strong_explicit` (2.0), which reports the old value through
    /// its `expected` argument (a stack slot in the entry block).
    ///
    /// The weak opcode maps to the *strong* function too: SPIR-V gives it exactly the semantics
    /// of `OpAtomicCompareExchange` (it cannot fail spuriously). OpenCL C's
    /// `atomic_compare_exchange_weak_explicit` can, and after a spurious failure `expected`
    /// still holds the comparator, so the returned "old value" would claim an exchange that did
    /// not happen. The Khronos translator reads it back the same way.
    fn opencl_cmpxchg(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        use super::builtins::Sign;
        use spirv_llvm_mangling::{AddressSpace, CvQualifiers};
        let ptr_id = inst.id_operand(0).ok_or_else(|| self.malformed("atomic without pointer"))?;
        let ptr = self.value(ptr_id)?;
        let pointee = self.pointee_of_value(ptr_id, inst.result_type)?;
        let elem = self.mangle_type(pointee, Sign::Signed)?;
        let elem_ty = self.ty(pointee)?;
        let (desired, expected) = (self.operand(inst, 4)?, self.operand(inst, 5)?);
        let volatile = CvQualifiers { is_volatile: true, ..CvQualifiers::NONE };
        if self.options.target_env == TargetEnv::Cl12 {
            let space = AddressSpace(ptr.ty().address_space().unwrap_or(0));
            let p = MType::qualified_pointer(elem.clone(), space, volatile);
            let stem = opencl::atomic_stem(Atomic::CompareExchange, true).ok_or_else(|| self.unsupported("compare-exchange"))?;
            let name = cl12_atomic_name(stem, elem_ty);
            return self.call_builtin(&name, vec![p, elem.clone(), elem], false, elem_ty, &[ptr, expected, desired], 3);
        }
        // Named as the Khronos translator names them: `%expected` and `%expected.as`.
        let slot = self.entry_alloca(elem_ty)?;
        self.ll(slot.set_name("expected"))?;
        self.ll(self.builder.store(expected, slot))?;
        let generic_ty = self.ll(self.ctx.ptr_type(4))?;
        let generic = if ptr.ty().address_space() == Some(4) { ptr } else { self.ll(self.builder.cast(CastOp::AddrSpaceCast, ptr, generic_ty))? };
        let slot_generic = self.ll(self.builder.cast(CastOp::AddrSpaceCast, slot, generic_ty))?;
        self.ll(slot_generic.set_name(&format!("{}.as", slot.name())))?;
        let args = [
            generic,
            slot_generic,
            desired,
            self.memory_order_operand(inst, 2)?,
            self.memory_order_operand(inst, 3)?,
            self.memory_scope_operand(inst, 1)?,
        ];
        let params = vec![
            MType::qualified_pointer(MType::atomic(elem.clone()), AddressSpace::GENERIC, volatile),
            MType::pointer(elem.clone(), AddressSpace::GENERIC),
            elem,
            MType::OpenCl(OpenClType::MemoryOrder),
            MType::OpenCl(OpenClType::MemoryOrder),
            MType::OpenCl(OpenClType::MemoryScope),
        ];
        let stem = opencl::atomic_stem(Atomic::CompareExchange, false).ok_or_else(|| self.unsupported("compare-exchange"))?;
        let call = self.call_builtin(&format!("atomic_{stem}_explicit"), params, false, self.ctx.bool_type(), &args, 6)?;
        self.zeroext_return(call, false)?;
        self.ll(self.builder.load(elem_ty, slot_generic))
    }

    /// `OpAtomicFlagTestAndSet` / `OpAtomicFlagClear` as `atomic_flag_test_and_set_explicit` /
    /// `atomic_flag_clear_explicit` on a generic `atomic_flag` (`_Atomic(int)`) pointer (2.0).
    /// OpenCL C 1.2 has no flags: the flag's 32-bit integer is exchanged with 1 (test-and-set,
    /// whose result is the old value compared with 0) or 0 (clear) by `atomic_xchg`.
    fn opencl_atomic_flag(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use crate::llvm::IntPredicate;
        use spirv_llvm_mangling::{AddressSpace, CvQualifiers};
        let ptr = self.operand(inst, 0)?;
        let set = op == Op::AtomicFlagTestAndSet;
        let volatile = CvQualifiers { is_volatile: true, ..CvQualifiers::NONE };
        let int = MType::Scalar(Scalar::Int);
        let i32_ty = self.ctx.i32_type();
        if self.options.target_env == TargetEnv::Cl12 {
            let ptr_id = inst.id_operand(0).ok_or_else(|| self.malformed("atomic without pointer"))?;
            if self.ty(self.pointee_of_value(ptr_id, None)?)?.int_width() != Some(32) {
                return Err(self.malformed(format!("{} on a flag that is not a 32-bit integer", inst.opcode_name())));
            }
            let space = AddressSpace(ptr.ty().address_space().unwrap_or(0));
            let p = MType::qualified_pointer(int.clone(), space, volatile);
            let value = self.ll(i32_ty.const_int(u64::from(set)))?;
            let stem = opencl::atomic_stem(Atomic::Exchange, true).ok_or_else(|| self.unsupported("exchange"))?;
            let old = self.call_builtin(&cl12_atomic_name(stem, i32_ty), vec![p, int], false, i32_ty, &[ptr, value], 2)?;
            if !set {
                return Ok(None);
            }
            let zero = self.ll(i32_ty.const_int(0))?;
            return self.ll(self.builder.icmp(IntPredicate::Ne, old, zero)).map(Some);
        }
        let generic_ty = self.ll(self.ctx.ptr_type(4))?;
        let generic = if ptr.ty().address_space() == Some(4) { ptr } else { self.ll(self.builder.cast(CastOp::AddrSpaceCast, ptr, generic_ty))? };
        let scope_v = self.memory_scope_operand(inst, 1)?;
        let args = [generic, self.memory_order_operand(inst, 2)?, scope_v];
        let params = vec![
            MType::qualified_pointer(MType::atomic(int), AddressSpace::GENERIC, volatile),
            MType::OpenCl(OpenClType::MemoryOrder),
            MType::OpenCl(OpenClType::MemoryScope),
        ];
        let (atomic, ret) = if set { (Atomic::FlagTestAndSet, self.ctx.bool_type()) } else { (Atomic::FlagClear, self.ctx.void_type()) };
        let stem = opencl::atomic_stem(atomic, false).ok_or_else(|| self.unsupported("atomic flag"))?;
        let call = self.call_builtin(&format!("atomic_{stem}_explicit"), params, false, ret, &args, 3)?;
        if !set {
            return Ok(None);
        }
        self.zeroext_return(call, false)?;
        Ok(Some(call))
    }

    /// Group operations as `work_group_*` / `sub_group_*` functions.
    fn opencl_group(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        use super::builtins::Sign;
        use crate::llvm::IntPredicate;
        let scope = self.constant_operand(inst, 0, "scope")?;
        let scope = Scope::from_u32(scope);
        let prefix = scope
            .and_then(opencl::group_prefix)
            .ok_or_else(|| self.unsupported(format!("{} with scope {scope:?}", inst.opcode_name())))?;
        let ret = self.result_type(inst)?;
        let i32_ty = self.ctx.i32_type();
        if matches!(op, Op::GroupAll | Op::GroupAny) {
            let p = self.operand(inst, 1)?;
            let wide = self.helper_cast(CastOp::ZExt, p, i32_ty)?;
            let name = format!("{prefix}_{}", opencl::group_vote_name(op).unwrap_or_default());
            let r = self.convergent_builtin(op, &name, vec![MType::Scalar(Scalar::Int)], i32_ty, &[wide])?;
            let zero = self.ll(i32_ty.const_int(0))?;
            return self.ll(self.builder.icmp(IntPredicate::Ne, r, zero));
        }
        // A broadcast's value is spelled unsigned, as the sub-group broadcasts and the reference.
        let sign = if matches!(op, Op::GroupUMin | Op::GroupUMax | Op::GroupBroadcast) { Sign::Unsigned } else { Sign::Signed };
        if op == Op::GroupBroadcast {
            let value_id = inst.id_operand(1).ok_or_else(|| self.malformed("missing value"))?;
            let mut params = vec![self.mangle_type(self.type_id_of(value_id)?, sign)?];
            let mut args = vec![self.value(value_id)?];
            let local = self.operand(inst, 2)?;
            let ids: Vec<Value<'a>> = match local.ty().vector_size() {
                Some(n) => (0..n).map(|i| {
                    let idx = self.ll(i32_ty.const_int(u64::from(i)))?;
                    self.ll(self.builder.extract_element(local, idx))
                }).collect::<Result<_, _>>()?,
                None => vec![local],
            };
            let size_t = if self.size_t_bits() == 64 { Scalar::ULong } else { Scalar::UInt };
            let id_scalar = if scope == Some(Scope::Subgroup) { Scalar::UInt } else { size_t };
            for id in ids {
                params.push(MType::Scalar(id_scalar));
                args.push(id);
            }
            let name = format!("{prefix}_{}", opencl::group_vote_name(op).unwrap_or_default());
            return self.convergent_builtin(op, &name, params, ret, &args);
        }
        let word = self.word(inst, 1)?;
        let operation = spirv::GroupOperation::from_u32(word)
            .filter(|&o| o != spirv::GroupOperation::ClusteredReduce)
            .and_then(opencl::operation_name)
            .ok_or_else(|| self.unsupported(format!("group operation {word}")))?;
        let (what, operand) = crate::tables::subgroups::arithmetic_in(opencl::GROUP_ARITHMETIC, op)
            .ok_or_else(|| self.unsupported(format!("{} as an OpenCL C function", inst.opcode_name())))?;
        let x_id = inst.id_operand(2).ok_or_else(|| self.malformed("missing value"))?;
        let name = format!("{prefix}_{operation}_{what}");
        let x = self.value(x_id)?;
        if operand == crate::tables::subgroups::Operand::Logical {
            // OpenCL integer truth values in and out.
            let wide = self.helper_cast(CastOp::ZExt, x, i32_ty)?;
            let r = self.convergent_builtin(op, &name, vec![MType::Scalar(Scalar::Int)], i32_ty, &[wide])?;
            let zero = self.ll(i32_ty.const_int(0))?;
            return self.ll(self.builder.icmp(IntPredicate::Ne, r, zero));
        }
        let param = self.mangle_type(self.type_id_of(x_id)?, sign)?;
        self.convergent_builtin(op, &name, vec![param], ret, &[x])
    }
}

/// OpenCL C 1.2's spelling of the atomic function of `stem` on `ty`: `atomic_{stem}`, and for
/// 64-bit integers the `atom_{stem}` of cl_khr_int64_base_atomics / _extended_atomics.
fn cl12_atomic_name(stem: &str, ty: Type<'_>) -> String {
    if ty.int_width() == Some(64) { format!("atom_{stem}") } else { format!("atomic_{stem}") }
}
