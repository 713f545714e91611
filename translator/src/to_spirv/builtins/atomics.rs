//! Atomics and synchronization.
//!
//! - OpenCL 1.x atomics (`atomic_add`, `atom_add`, …): relaxed, at `Device` scope for global
//!   (and generic) memory and `Workgroup` scope for local memory.
//! - C11 atomics (`atomic_fetch_add[_explicit]`, …): without order and scope arguments,
//!   `seq_cst` at `Device` scope. The semantics also name the memory of the pointer's storage
//!   class. An order or scope known only at run time (here and in fences) is mapped by a
//!   function the module gets for it (`RuntimeMapping`: `__translate_ocl_memory_order`,
//!   `__translate_ocl_memory_scope`, as the Khronos translator writes them).
//! - LLVM `load atomic`, `store atomic`, `atomicrmw`, `cmpxchg` and `fence`, with their
//!   orderings and sync scopes.
//! - `barrier`, `work_group_barrier`, `sub_group_barrier` → `OpControlBarrier`; `mem_fence`,
//!   `read_mem_fence`, `write_mem_fence`, `atomic_work_item_fence` → `OpMemoryBarrier`, the
//!   fence flags (`CLK_LOCAL_MEM_FENCE` 1, `CLK_GLOBAL_MEM_FENCE` 2, `CLK_IMAGE_MEM_FENCE` 4)
//!   giving the memory bits.

use ::spirv::{MemorySemantics, Op, Scope, StorageClass};

use super::{Call, Result, Translator, Val};
use crate::llvm::{AtomicOrdering, AtomicRmwBinOp, Value};
use crate::spirv::Id;
use crate::tables::opencl::{self, Atomic, RuntimeMapping};
use crate::to_spirv::{error::needs_extension, invalid, unsupported};

/// The extension of 16-bit (`bfloat`, `half`, `i16`) atomics.
const INTEL_16BIT_ATOMICS: &str = "SPV_INTEL_16bit_atomics";

/// Whether `name` is a barrier or fence builtin.
pub(crate) fn is_sync(name: &str) -> bool {
    opencl::sync(name).is_some()
}

/// Whether `name` is an atomic builtin.
pub(crate) fn is_atomic(name: &str) -> bool {
    name.starts_with("atomic_") || name.starts_with("atom_")
}

/// The memory bits for an access through a pointer of storage class `sc`.
fn storage_bits(sc: StorageClass) -> MemorySemantics {
    match sc {
        StorageClass::CrossWorkgroup => MemorySemantics::CROSS_WORKGROUP_MEMORY,
        StorageClass::Workgroup => MemorySemantics::WORKGROUP_MEMORY,
        StorageClass::Generic => MemorySemantics::CROSS_WORKGROUP_MEMORY | MemorySemantics::WORKGROUP_MEMORY,
        _ => MemorySemantics::RELAXED,
    }
}

/// The storage class of the pointer an `addrspacecast` (instruction or constant expression)
/// converts, if `p` is one.
fn cast_source_class(p: crate::llvm::Value<'_>) -> Option<StorageClass> {
    use crate::llvm::Opcode;
    if p.opcode() != Some(Opcode::AddrSpaceCast) && p.const_opcode() != Some(Opcode::AddrSpaceCast) {
        return None;
    }
    crate::tables::storage_class(p.operand(0)?.ty().address_space()?)
}

/// LLVM ordering → semantics ordering bits: all the semantics of an LLVM atomic instruction
/// (`load atomic`, `store atomic`, `atomicrmw`, `cmpxchg`), without storage-class bits, as
/// the Khronos translator writes them (OpenCL C builtins name their memory: `semantics`).
fn llvm_order_bits(o: AtomicOrdering) -> MemorySemantics {
    match o {
        AtomicOrdering::Acquire => MemorySemantics::ACQUIRE,
        AtomicOrdering::Release => MemorySemantics::RELEASE,
        AtomicOrdering::AcquireRelease => MemorySemantics::ACQUIRE_RELEASE,
        AtomicOrdering::SequentiallyConsistent => MemorySemantics::SEQUENTIALLY_CONSISTENT,
        _ => MemorySemantics::RELAXED,
    }
}

/// Full semantics: ordering plus the memory bits (relaxed too, as the reference writes them).
fn semantics(order: MemorySemantics, sc: StorageClass) -> MemorySemantics {
    order | storage_bits(sc)
}

/// A read-modify-write SPIR-V has no atomic instruction for (without extensions): done by
/// a compare-exchange loop (`atomic_loop`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Update {
    FAdd,
    FSub,
    FMin,
    FMax,
    Nand,
    UIncWrap,
    UDecWrap,
    USubCond,
    USubSat,
}

impl Update {
    fn is_float(self) -> bool {
        matches!(self, Self::FAdd | Self::FSub | Self::FMin | Self::FMax)
    }
}

/// The operation of an atomic builtin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum AtomicOp {
    Rmw(Op),
    /// A read-modify-write as a compare-exchange loop.
    Loop(Update),
    MinMax { max: bool },
    Inc,
    Dec,
    Load,
    Store,
    Init,
    LegacyCmpxchg,
    CompareExchange,
    FlagTestAndSet,
    FlagClear,
}

/// How an atomic builtin is spelled: its operation stem, and whether it is an OpenCL 1.x
/// (`atomic_add`, `atom_add`) or an `_explicit` C11 form.
struct AtomicForm<'a> {
    stem: &'a str,
    legacy: bool,
    explicit: bool,
}

impl<'a> AtomicForm<'a> {
    fn of(name: &'a str) -> Self {
        let (stem, wide) = match (name.strip_prefix("atomic_"), name.strip_prefix("atom_")) {
            (Some(stem), _) => (stem, false),
            (_, Some(stem)) => (stem, true),
            _ => (name, false),
        };
        let (stem, explicit) = match stem.strip_suffix("_explicit") {
            Some(stem) => (stem, true),
            None => (stem, false),
        };
        let legacy = wide || (!explicit && opencl::atomic(stem).is_some_and(|(_, legacy)| legacy));
        AtomicForm { stem, legacy, explicit }
    }
}

/// The operation of an atomic builtin's stem (`fetch_add`, `xchg`, …) on integers or floats:
/// floating-point arithmetic by a compare-exchange loop, integer minimum and maximum by the
/// signedness of the call.
fn atomic_op(stem: &str, float: bool) -> Option<AtomicOp> {
    let (atomic, legacy) = opencl::atomic(stem)?;
    Some(match (atomic, float) {
        (Atomic::Add, true) => AtomicOp::Loop(Update::FAdd),
        (Atomic::Sub, true) => AtomicOp::Loop(Update::FSub),
        (Atomic::Min, true) => AtomicOp::Loop(Update::FMin),
        (Atomic::Max, true) => AtomicOp::Loop(Update::FMax),
        (Atomic::Min | Atomic::Max, false) => AtomicOp::MinMax { max: atomic == Atomic::Max },
        (Atomic::Inc, _) => AtomicOp::Inc,
        (Atomic::Dec, _) => AtomicOp::Dec,
        (Atomic::Load, _) => AtomicOp::Load,
        (Atomic::Store, _) => AtomicOp::Store,
        (Atomic::Init, _) => AtomicOp::Init,
        (Atomic::CompareExchange, _) if legacy => AtomicOp::LegacyCmpxchg,
        (Atomic::CompareExchange, _) => AtomicOp::CompareExchange,
        (Atomic::FlagTestAndSet, _) => AtomicOp::FlagTestAndSet,
        (Atomic::FlagClear, _) => AtomicOp::FlagClear,
        (Atomic::Add | Atomic::Sub | Atomic::And | Atomic::Or | Atomic::Xor | Atomic::Exchange, _) => {
            AtomicOp::Rmw(opencl::atomic_instruction(atomic)?)
        }
    })
}

impl<'m> Translator<'m> {
    fn u32_const(&mut self, v: u32) -> Id {
        self.b.const_u32(v)
    }

    /// Scope, semantics and (for compare-exchange) failure semantics ids of an atomic builtin
    /// call on memory of storage class `sc`.
    fn atomic_ordering(&mut self, c: &Call<'m>, form: &AtomicForm<'_>, op: AtomicOp, sc: StorageClass) -> Result<(Id, Id, Id)> {
        if form.legacy {
            let scope = if sc == StorageClass::Workgroup { Scope::Workgroup } else { Scope::Device };
            let relaxed = self.u32_const(MemorySemantics::RELAXED.bits());
            return Ok((self.u32_const(scope as u32), relaxed, relaxed));
        }
        // Where the order and scope arguments are, by operation.
        let order_at = match op {
            AtomicOp::Load | AtomicOp::FlagTestAndSet | AtomicOp::FlagClear => 1,
            AtomicOp::CompareExchange => 3,
            _ => 2,
        };
        let (fail_at, scope_at) = if op == AtomicOp::CompareExchange { (Some(order_at + 1), order_at + 2) } else { (None, order_at + 1) };
        let explicit = |i: usize| form.explicit && i < c.args.len();
        // The scope before the orders: the order of the Khronos translator's mapping calls.
        let scope = if explicit(scope_at) { self.scope_arg(c, scope_at)? } else { self.u32_const(Scope::Device as u32) };
        let seq_cst = MemorySemantics::SEQUENTIALLY_CONSISTENT;
        let order = if explicit(order_at) { self.order_arg(c, order_at, storage_bits(sc))? } else { self.u32_const(semantics(seq_cst, sc).bits()) };
        let fail = match fail_at {
            Some(i) if explicit(i) => self.order_arg(c, i, storage_bits(sc))?,
            Some(_) => self.u32_const(semantics(seq_cst, sc).bits()),
            None => order,
        };
        Ok((scope, order, fail))
    }

    /// The SPIR-V scope of `memory_scope` argument `i`: a constant, or the result of the
    /// module's mapping function where the argument is known only at run time.
    fn scope_arg(&mut self, c: &Call<'m>, i: usize) -> Result<Id> {
        match c.const_arg(i) {
            Some(v) => {
                let scope = opencl::scope_of(v).ok_or_else(|| unsupported(format!("{} with memory scope {v}", c.name)))?;
                Ok(self.u32_const(scope as u32))
            }
            None => self.runtime_mapping(RuntimeMapping::Scope, c.arg(i)?),
        }
    }

    /// The memory semantics of `memory_order` argument `i` with `memory` bits: a constant, or
    /// the result of the module's mapping function or-ed with the bits where the argument is
    /// known only at run time.
    fn order_arg(&mut self, c: &Call<'m>, i: usize, memory: MemorySemantics) -> Result<Id> {
        if let Some(v) = c.const_arg(i) {
            let order = opencl::order_semantics(v).ok_or_else(|| unsupported(format!("{} with memory order {v}", c.name)))?;
            return Ok(self.u32_const((order | memory).bits()));
        }
        let order = self.runtime_mapping(RuntimeMapping::Order, c.arg(i)?)?;
        if memory.is_empty() {
            return Ok(order);
        }
        let (uint, bits) = (self.b.type_int(32), self.u32_const(memory.bits()));
        Ok(self.emit(Op::BitwiseOr, uint, vec![order.0, bits.0]))
    }

    /// A call of the module's function for `mapping` (defined at the end, `mapping_functions`)
    /// on run-time value `v`.
    fn runtime_mapping(&mut self, mapping: RuntimeMapping, v: Value<'m>) -> Result<Id> {
        let uint = self.b.type_int(32);
        let arg = self.value_as(v, uint)?;
        let function = match self.mappings.iter().find(|(m, _)| *m == mapping) {
            Some(&(_, id)) => id,
            // A module read back from SPIR-V defines the function already: that one is called.
            None => match self.defined_mapping(mapping) {
                Some(id) => id,
                None => {
                    let id = self.b.id();
                    self.b.name(id, mapping.name());
                    self.mappings.push((mapping, id));
                    id
                }
            },
        };
        Ok(self.emit(Op::FunctionCall, uint, vec![function.0, arg.0]))
    }

    /// The id of the LLVM module's own definition of `mapping`'s function (`i32(i32)`), if it
    /// has one.
    fn defined_mapping(&self, mapping: RuntimeMapping) -> Option<Id> {
        let f = self.module.get_function(mapping.name()).filter(|f| f.is_declaration() == Some(false))?;
        let int32 = |t: crate::llvm::Type<'_>| t.int_width() == Some(32);
        let params = f.params();
        let shape = params.len() == 1 && params.iter().all(|p| int32(p.ty())) && int32(f.function_type().return_type()?);
        shape.then(|| self.functions.get(&f.as_value()).map(|info| info.id)).flatten()
    }

    /// Defines the mapping functions the module calls (`runtime_mapping`), as the Khronos
    /// translator writes them: the result in a variable that a switch over the argument sets.
    pub(crate) fn mapping_functions(&mut self) {
        let mappings = std::mem::take(&mut self.mappings);
        for &(mapping, function) in &mappings {
            let uint = self.b.type_int(32);
            let fn_ty = self.b.type_function(uint, &[uint]);
            let ptr = self.b.type_pointer(StorageClass::Function, uint);
            let (key, result) = (self.b.id(), self.b.id());
            let inst = |op: Op, result_type: Option<Id>, result: Option<Id>, operands: Vec<u32>| crate::spirv::Instruction {
                opcode: op as u16,
                result_type,
                result,
                operands,
            };
            let rows = mapping.rows();
            let cases: Vec<Id> = rows.iter().map(|_| self.b.id()).collect();
            let exit = self.b.id();
            let default = rows.iter().zip(&cases).find(|(r, _)| r.0 == mapping.default_key()).map_or(exit, |(_, &l)| l);
            let mut body = vec![
                inst(Op::Function, Some(uint), Some(function), vec![::spirv::FunctionControl::NONE.bits(), fn_ty.0]),
                inst(Op::FunctionParameter, Some(uint), Some(key), vec![]),
                inst(Op::Label, None, Some(self.b.id()), vec![]),
                inst(Op::Variable, Some(ptr), Some(result), vec![StorageClass::Function as u32]),
            ];
            let mut switch = vec![key.0, default.0];
            for (&(k, _), label) in rows.iter().zip(&cases) {
                switch.extend([k as u32, label.0]);
            }
            body.push(inst(Op::Switch, None, None, switch));
            for (&(_, value), &label) in rows.iter().zip(&cases) {
                let value = self.u32_const(value);
                body.push(inst(Op::Label, None, Some(label), vec![]));
                body.push(inst(Op::Store, None, None, vec![result.0, value.0]));
                body.push(inst(Op::Branch, None, None, vec![exit.0]));
            }
            let loaded = self.b.id();
            body.push(inst(Op::Label, None, Some(exit), vec![]));
            body.push(inst(Op::Load, Some(uint), Some(loaded), vec![result.0]));
            body.push(inst(Op::ReturnValue, None, None, vec![loaded.0]));
            body.push(inst(Op::FunctionEnd, None, None, vec![]));
            self.b.functions.push(crate::spirv::Function { instructions: body });
        }
    }

    pub(crate) fn atomic_builtin(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let form = AtomicForm::of(name);
        let op = atomic_op(form.stem, c.float(0)).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        let value_ty = match op {
            AtomicOp::Store | AtomicOp::Init => self.ty(c.arg(1)?.ty())?,
            AtomicOp::CompareExchange => self.ty(c.arg(2)?.ty())?,
            AtomicOp::FlagTestAndSet | AtomicOp::FlagClear => self.b.type_int(32),
            _ => self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return a value")))?,
        };
        let p = self.pointer_to(c.arg(0)?, value_ty)?;
        let (sc, _) = self.pointer_parts(p.ty).ok_or_else(|| invalid("atomic on a non-pointer"))?;
        // A generic pointer cast from a named address space names the memory it reaches.
        let sc = if sc == StorageClass::Generic { cast_source_class(c.arg(0)?).unwrap_or(sc) } else { sc };
        self.atomic_capabilities(value_ty);
        let (scope, sem, fail_sem) = self.atomic_ordering(c, &form, op, sc)?;
        self.emit_atomic(c, op, p, value_ty, scope, sem, fail_sem)
    }

    /// Emits atomic builtin `op` on pointer `p` to a `value_ty`, with the ids of its scope,
    /// semantics and failure semantics.
    #[allow(clippy::too_many_arguments)]
    fn emit_atomic(&mut self, c: &Call<'m>, op: AtomicOp, p: Val, value_ty: Id, scope_id: Id, sem_id: Id, fail_id: Id) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let result = match op {
            AtomicOp::Rmw(spirv_op) => {
                let v = self.value_as(c.arg(1)?, value_ty)?;
                Some(self.emit(spirv_op, value_ty, vec![p.id.0, scope_id.0, sem_id.0, v.0]))
            }
            AtomicOp::Loop(update) => {
                let v = self.value_as(c.arg(1)?, value_ty)?;
                match self.native_float_atomic(update, c.arg(1)?.ty()) {
                    Some(native) => {
                        let v = if update == Update::FSub { self.emit(Op::FNegate, value_ty, vec![v.0]) } else { v };
                        Some(self.emit(native, value_ty, vec![p.id.0, scope_id.0, sem_id.0, v.0]))
                    }
                    None => Some(self.atomic_loop(p, value_ty, scope_id, sem_id, update, v)?),
                }
            }
            AtomicOp::MinMax { max } => {
                let signed = c.signed(0) || c.signed(1);
                let spirv_op = match (max, signed) {
                    (true, true) => Op::AtomicSMax,
                    (true, false) => Op::AtomicUMax,
                    (false, true) => Op::AtomicSMin,
                    (false, false) => Op::AtomicUMin,
                };
                let v = self.value_as(c.arg(1)?, value_ty)?;
                Some(self.emit(spirv_op, value_ty, vec![p.id.0, scope_id.0, sem_id.0, v.0]))
            }
            AtomicOp::Inc => Some(self.emit(Op::AtomicIIncrement, value_ty, vec![p.id.0, scope_id.0, sem_id.0])),
            AtomicOp::Dec => Some(self.emit(Op::AtomicIDecrement, value_ty, vec![p.id.0, scope_id.0, sem_id.0])),
            AtomicOp::Load => Some(self.emit(Op::AtomicLoad, value_ty, vec![p.id.0, scope_id.0, sem_id.0])),
            AtomicOp::Store => {
                let v = self.value_as(c.arg(1)?, value_ty)?;
                self.emit_void(Op::AtomicStore, vec![p.id.0, scope_id.0, sem_id.0, v.0]);
                None
            }
            AtomicOp::Init => {
                let v = self.value_as(c.arg(1)?, value_ty)?;
                self.emit_void(Op::Store, vec![p.id.0, v.0]);
                None
            }
            AtomicOp::LegacyCmpxchg => {
                let cmp = self.value_as(c.arg(1)?, value_ty)?;
                let v = self.value_as(c.arg(2)?, value_ty)?;
                Some(self.emit(Op::AtomicCompareExchange, value_ty, vec![p.id.0, scope_id.0, sem_id.0, sem_id.0, v.0, cmp.0]))
            }
            AtomicOp::CompareExchange => {
                // Floating-point values are compared and exchanged as integers of their width.
                let int_ty = if self.is_float_type(value_ty) {
                    let w = self.scalar_width(value_ty);
                    self.b.type_int(w)
                } else {
                    value_ty
                };
                let p = self.cast_pointer(p, int_ty)?;
                let expected_ptr = self.pointer_to(c.arg(1)?, int_ty)?;
                let desired = self.value_as(c.arg(2)?, value_ty)?;
                let desired = if int_ty == value_ty { desired } else { self.emit(Op::Bitcast, int_ty, vec![desired.0]) };
                let expected = self.emit(Op::Load, int_ty, vec![expected_ptr.id.0]);
                // Named as the reference names the comparand it loads.
                self.b.name(expected, "exp");
                let original = self.emit(
                    Op::AtomicCompareExchange,
                    int_ty,
                    vec![p.id.0, scope_id.0, sem_id.0, fail_id.0, desired.0, expected.0],
                );
                self.emit_void(Op::Store, vec![expected_ptr.id.0, original.0]);
                let bool_ty = self.b.type_bool();
                let ok = self.emit(Op::IEqual, bool_ty, vec![original.0, expected.0]);
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return bool")))?;
                let id = self.bool_to_int(ok, ty)?;
                return Ok(Some(Val { id, ty }));
            }
            AtomicOp::FlagTestAndSet => {
                let bool_ty = self.b.type_bool();
                let set = self.emit(Op::AtomicFlagTestAndSet, bool_ty, vec![p.id.0, scope_id.0, sem_id.0]);
                let ty = self.result_type(c)?.ok_or_else(|| invalid(format!("{name} must return bool")))?;
                let id = self.bool_to_int(set, ty)?;
                return Ok(Some(Val { id, ty }));
            }
            AtomicOp::FlagClear => {
                self.emit_void(Op::AtomicFlagClear, vec![p.id.0, scope_id.0, sem_id.0]);
                None
            }
        };
        Ok(result.map(|id| Val { id, ty: value_ty }))
    }

    /// `Int64Atomics` for atomics on 64-bit values (`atomic_double` needs the 64-bit atomics
    /// of `cl_khr_int64_base_atomics` too).
    pub(crate) fn atomic_capabilities(&mut self, value_ty: Id) {
        if self.scalar_width(value_ty) == 64 {
            self.b.capability(::spirv::Capability::Int64Atomics);
        }
    }

    /// An atomic read-modify-write SPIR-V has no instruction for, as a loop around an integer
    /// compare-exchange of the value's bits; returns the value before the update.
    fn atomic_loop(&mut self, p: Val, value_ty: Id, scope_id: Id, sem_id: Id, update: Update, v: Id) -> Result<Id> {
        let width = self.scalar_width(value_ty);
        let int_ty = self.b.type_int(width);
        if width == 64 {
            self.b.capability(::spirv::Capability::Int64Atomics);
        }
        let ip = self.cast_pointer(p, int_ty)?;
        let relaxed = self.u32_const(MemorySemantics::RELAXED.bits());
        let first = self.emit(Op::AtomicLoad, int_ty, vec![ip.id.0, scope_id.0, relaxed.0]);
        let pre = self.f.current_label.ok_or_else(|| invalid("no current block"))?;
        let (header, exit) = (self.b.id(), self.b.id());
        self.emit_void(Op::Branch, vec![header.0]);
        self.start_block(header);
        let old_int = self.b.id();
        let updated = self.b.id();
        self.f.body.push(crate::spirv::Instruction {
            opcode: Op::Phi as u16,
            result_type: Some(int_ty),
            result: Some(old_int),
            operands: vec![first.0, pre.0, updated.0, header.0],
        });
        let old = if int_ty == value_ty { old_int } else { self.emit(Op::Bitcast, value_ty, vec![old_int.0]) };
        let new = self.updated_value(update, value_ty, old, v)?;
        let new_int = if int_ty == value_ty { new } else { self.emit(Op::Bitcast, int_ty, vec![new.0]) };
        self.f.body.push(crate::spirv::Instruction {
            opcode: Op::AtomicCompareExchange as u16,
            result_type: Some(int_ty),
            result: Some(updated),
            operands: vec![ip.id.0, scope_id.0, sem_id.0, relaxed.0, new_int.0, old_int.0],
        });
        let bool_ty = self.b.type_bool();
        let done = self.emit(Op::IEqual, bool_ty, vec![updated.0, old_int.0]);
        self.emit_void(Op::BranchConditional, vec![done.0, exit.0, header.0]);
        self.start_block(exit);
        Ok(old)
    }

    /// The value an atomic loop stores, from the value `old` it read and the operand `v`
    /// (LLVM's definitions of the `atomicrmw` operations).
    fn updated_value(&mut self, update: Update, ty: Id, old: Id, v: Id) -> Result<Id> {
        let bool_ty = self.b.type_bool();
        Ok(match update {
            Update::FAdd => self.emit(Op::FAdd, ty, vec![old.0, v.0]),
            Update::FSub => self.emit(Op::FSub, ty, vec![old.0, v.0]),
            Update::FMin => self.ocl("fmin", ty, &[old, v])?,
            Update::FMax => self.ocl("fmax", ty, &[old, v])?,
            // ~(old & v)
            Update::Nand => {
                let and = self.emit(Op::BitwiseAnd, ty, vec![old.0, v.0]);
                self.emit(Op::Not, ty, vec![and.0])
            }
            // old u>= v ? 0 : old + 1
            Update::UIncWrap => {
                let (zero, one) = (self.splat_int(ty, 0)?, self.splat_int(ty, 1)?);
                let wraps = self.emit(Op::UGreaterThanEqual, bool_ty, vec![old.0, v.0]);
                let next = self.emit(Op::IAdd, ty, vec![old.0, one.0]);
                self.emit(Op::Select, ty, vec![wraps.0, zero.0, next.0])
            }
            // old == 0 || old u> v ? v : old - 1
            Update::UDecWrap => {
                let (zero, one) = (self.splat_int(ty, 0)?, self.splat_int(ty, 1)?);
                let is_zero = self.emit(Op::IEqual, bool_ty, vec![old.0, zero.0]);
                let above = self.emit(Op::UGreaterThan, bool_ty, vec![old.0, v.0]);
                let wraps = self.emit(Op::LogicalOr, bool_ty, vec![is_zero.0, above.0]);
                let next = self.emit(Op::ISub, ty, vec![old.0, one.0]);
                self.emit(Op::Select, ty, vec![wraps.0, v.0, next.0])
            }
            // old u>= v ? old - v : old (usub_cond), : 0 (usub_sat)
            Update::USubCond | Update::USubSat => {
                let fits = self.emit(Op::UGreaterThanEqual, bool_ty, vec![old.0, v.0]);
                let diff = self.emit(Op::ISub, ty, vec![old.0, v.0]);
                let otherwise = if update == Update::USubCond { old } else { self.splat_int(ty, 0)? };
                self.emit(Op::Select, ty, vec![fits.0, diff.0, otherwise.0])
            }
        })
    }

    /// `cl_khr_kernel_clock`'s `clock_read[_hilo]_{device,work_group,sub_group}()` →
    /// `OpReadClockKHR` of that scope (`tables::opencl::CLOCK_SCOPES`), a `ulong` or a `uint2`
    /// as the function returns; its capability brings `SPV_KHR_shader_clock` (or an error
    /// naming it).
    pub(crate) fn clock_read(&mut self, c: &Call<'m>, scope: Scope) -> Result<Option<Val>> {
        let ty = c.inst.ty();
        let fits = match ty.vector_size() {
            Some(2) => ty.scalar_type().int_width() == Some(32),
            Some(_) => false,
            None => ty.int_width() == Some(64),
        };
        if !fits || !c.args.is_empty() {
            return Err(invalid(format!("{} must take nothing and return a ulong or a uint2", c.name)));
        }
        let ty = self.ty(ty)?;
        let s = self.u32_const(scope as u32);
        Ok(Some(Val { id: self.emit(Op::ReadClockKHR, ty, vec![s.0]), ty }))
    }

    /// The memory semantics of fence flags known only at run time (argument `i` of `c`), with
    /// `order` added (only where some memory is named when `only_with_memory`): the semantics
    /// the reverse direction's `__translate_spirv_memory_fence(x)` was called on (`x`, which
    /// carries its ordering too), else the memory bits of each flag, selected.
    fn runtime_flags_semantics(&mut self, c: &Call<'m>, i: usize, order: MemorySemantics, only_with_memory: bool) -> Result<Id> {
        let arg = c.arg(i)?;
        let uint = self.b.type_int(32);
        let mapped = arg.called_function().filter(|f| f.name() == opencl::SpirvMapping::Fence.name()).and_then(|_| arg.operand(0));
        if let Some(x) = mapped {
            return self.value_as(x, uint);
        }
        let flags = self.value_as(arg, uint)?;
        let bool_ty = self.b.type_bool();
        let zero = self.u32_const(0);
        let mut bits = zero;
        for &(flag, memory) in opencl::FENCE_FLAGS {
            let f = self.u32_const(flag as u32);
            let held = self.emit(Op::BitwiseAnd, uint, vec![flags.0, f.0]);
            let is = self.emit(Op::INotEqual, bool_ty, vec![held.0, zero.0]);
            let m = self.u32_const(memory.bits());
            let part = self.emit(Op::Select, uint, vec![is.0, m.0, zero.0]);
            bits = if bits == zero { part } else { self.emit(Op::BitwiseOr, uint, vec![bits.0, part.0]) };
        }
        if order.is_empty() {
            return Ok(bits);
        }
        let o = self.u32_const(order.bits());
        let ordered = self.emit(Op::BitwiseOr, uint, vec![bits.0, o.0]);
        if !only_with_memory {
            return Ok(ordered);
        }
        let any = self.emit(Op::INotEqual, bool_ty, vec![bits.0, zero.0]);
        Ok(self.emit(Op::Select, uint, vec![any.0, ordered.0, zero.0]))
    }

    /// Barriers and fences.
    pub(crate) fn sync(&mut self, c: &Call<'m>) -> Result<Option<Val>> {
        let name = c.name.as_str();
        let flags = |i: usize| -> Option<MemorySemantics> { c.const_arg(i).map(opencl::fence_semantics) };
        let (op, execution, fence_order, scoped) = opencl::sync(name).ok_or_else(|| unsupported(format!("OpenCL builtin {name}")))?;
        // Without a scope argument the memory scope is the work-group's, for
        // `sub_group_barrier(flags)` too (as the reference writes it).
        let scope_at = match (execution, scoped) {
            (Some(_), _) => Some(1),
            (None, true) => Some(2),
            (None, false) => None,
        };
        let mem = match scope_at.filter(|&i| i < c.args.len()) {
            Some(i) => self.scope_arg(c, i)?,
            None => self.u32_const(Scope::Workgroup as u32),
        };
        if let Some(exec) = execution {
            // A barrier orders the memory its flags name sequentially consistently; a split
            // barrier's half has its own ordering.
            let (order, only_with_memory) = if fence_order != MemorySemantics::RELAXED {
                (fence_order, false)
            } else {
                (MemorySemantics::SEQUENTIALLY_CONSISTENT, true)
            };
            let e = self.u32_const(exec as u32);
            let s = match (c.args.is_empty(), flags(0)) {
                (true, _) => self.u32_const(MemorySemantics::RELAXED.bits()),
                (false, Some(bits)) if only_with_memory && bits.is_empty() => self.u32_const(bits.bits()),
                (false, Some(bits)) => self.u32_const((bits | order).bits()),
                (false, None) => self.runtime_flags_semantics(c, 0, order, only_with_memory)?,
            };
            self.emit_void(op, vec![e.0, mem.0, s.0]);
        } else if !scoped {
            let s = match flags(0) {
                Some(bits) => self.u32_const((bits | fence_order).bits()),
                None => self.runtime_flags_semantics(c, 0, fence_order, false)?,
            };
            self.emit_void(op, vec![mem.0, s.0]);
        } else {
            // atomic_work_item_fence(flags, order, scope)
            let s = match flags(0) {
                Some(bits) => self.order_arg(c, 1, bits)?,
                None => {
                    // The memory bits at run time, and the ordering of the order argument.
                    let memory = self.runtime_flags_semantics(c, 0, MemorySemantics::RELAXED, false)?;
                    let order = self.order_arg(c, 1, MemorySemantics::RELAXED)?;
                    let uint = self.b.type_int(32);
                    self.emit(Op::BitwiseOr, uint, vec![memory.0, order.0])
                }
            };
            self.emit_void(op, vec![mem.0, s.0]);
        }
        Ok(None)
    }

    /// The SPIR-V scope of an atomic instruction's sync scope (`""` is the system scope).
    fn sync_scope(&mut self, inst: Value<'m>) -> Scope {
        let ctx = self.module.context();
        let scope = inst.sync_scope();
        let is = |name: &str| ctx.sync_scope(name).ok() == scope;
        // LLVM's names, and the OpenCL-style ones SYCL and the reference use.
        if is("singlethread") || is("work_item") {
            Scope::Invocation
        } else if is("subgroup") || is("sub_group") {
            Scope::Subgroup
        } else if is("workgroup") || is("work_group") {
            Scope::Workgroup
        } else if is("device") || is("agent") {
            Scope::Device
        } else {
            Scope::CrossDevice
        }
    }

    pub(crate) fn atomic_load(&mut self, inst: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        self.atomic_capabilities(ty);
        let p = self.pointer_to(inst.operand(0).ok_or_else(|| invalid("load without pointer"))?, ty)?;
        let order = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let scope = self.sync_scope(inst);
        let (s, m) = (self.u32_const(scope as u32), self.u32_const(llvm_order_bits(order).bits()));
        let id = self.emit(Op::AtomicLoad, ty, vec![p.id.0, s.0, m.0]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    pub(crate) fn atomic_store(&mut self, inst: Value<'m>) -> Result<()> {
        let value = inst.operand(0).ok_or_else(|| invalid("store without value"))?;
        let ty = self.ty(value.ty())?;
        self.atomic_capabilities(ty);
        let p = self.pointer_to(inst.operand(1).ok_or_else(|| invalid("store without pointer"))?, ty)?;
        let v = self.value_as(value, ty)?;
        let order = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let scope = self.sync_scope(inst);
        let (s, m) = (self.u32_const(scope as u32), self.u32_const(llvm_order_bits(order).bits()));
        self.emit_void(Op::AtomicStore, vec![p.id.0, s.0, m.0, v.0]);
        Ok(())
    }

    pub(crate) fn atomic_rmw(&mut self, inst: Value<'m>) -> Result<()> {
        self.check_writable(inst.operand(0), "atomicrmw")?;
        let op = inst.atomic_rmw_op().ok_or_else(|| invalid("atomicrmw without operation"))?;
        let update = match op {
            AtomicRmwBinOp::FAdd => Some(Update::FAdd),
            AtomicRmwBinOp::FSub => Some(Update::FSub),
            AtomicRmwBinOp::FMin => Some(Update::FMin),
            AtomicRmwBinOp::FMax => Some(Update::FMax),
            AtomicRmwBinOp::Nand => Some(Update::Nand),
            AtomicRmwBinOp::UIncWrap => Some(Update::UIncWrap),
            AtomicRmwBinOp::UDecWrap => Some(Update::UDecWrap),
            AtomicRmwBinOp::USubCond => Some(Update::USubCond),
            AtomicRmwBinOp::USubSat => Some(Update::USubSat),
            _ => None,
        };
        if let Some(kind) = update {
            let ty = self.ty(inst.ty())?;
            if self.scalar_and_count(ty).1 != 1 || self.is_float_type(ty) != kind.is_float() {
                return Err(unsupported(format!("atomicrmw {op:?} on {}", inst.ty())));
            }
            // bfloat arithmetic exists only in SPV_INTEL_16bit_atomics' atomics (SPV_KHR_bfloat16
            // has no OpFAdd for a compare-exchange loop), whose capabilities no validator knows.
            if matches!(inst.ty().kind(), crate::llvm::TypeKind::BFloat) {
                if !self.options.extensions.allows(INTEL_16BIT_ATOMICS) {
                    return Err(needs_extension(INTEL_16BIT_ATOMICS, format!("atomicrmw {op:?} on bfloat")));
                }
                return Err(unsupported(format!(
                    "atomicrmw {op:?} on bfloat ({INTEL_16BIT_ATOMICS}'s bfloat capabilities, which the validators do not know)"
                )));
            }
            if let Some(native) = self.native_float_atomic(kind, inst.ty()) {
                return self.rmw_instruction(inst, ty, native, kind == Update::FSub);
            }
            let p = self.pointer_to(inst.operand(0).ok_or_else(|| invalid("atomicrmw without pointer"))?, ty)?;
            let v = self.value_as(inst.operand(1).ok_or_else(|| invalid("atomicrmw without value"))?, ty)?;
            let order = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
            let scope = self.sync_scope(inst);
            let s = self.u32_const(scope as u32);
            let sem = self.u32_const(llvm_order_bits(order).bits());
            let id = self.atomic_loop(p, ty, s, sem, kind, v)?;
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        let spirv_op = match op {
            AtomicRmwBinOp::Xchg => Op::AtomicExchange,
            AtomicRmwBinOp::Add => Op::AtomicIAdd,
            AtomicRmwBinOp::Sub => Op::AtomicISub,
            AtomicRmwBinOp::And => Op::AtomicAnd,
            AtomicRmwBinOp::Or => Op::AtomicOr,
            AtomicRmwBinOp::Xor => Op::AtomicXor,
            AtomicRmwBinOp::Max => Op::AtomicSMax,
            AtomicRmwBinOp::Min => Op::AtomicSMin,
            AtomicRmwBinOp::UMax => Op::AtomicUMax,
            AtomicRmwBinOp::UMin => Op::AtomicUMin,
            other => return Err(unsupported(format!("atomicrmw {other:?}"))),
        };
        let ty = self.ty(inst.ty())?;
        if self.is_float_type(ty) && spirv_op != Op::AtomicExchange {
            return Err(unsupported(format!("floating-point atomicrmw {op:?}")));
        }
        self.atomic_capabilities(ty);
        self.rmw_instruction(inst, ty, spirv_op, false)
    }

    /// The instruction of a floating-point `atomicrmw` when `--spirv-ext` allows its
    /// extension for the value's width (`SPV_EXT_shader_atomic_float_add`, `…float16_add`,
    /// `…float_min_max`); `None` means a compare-exchange loop.
    fn native_float_atomic(&self, kind: Update, ty: crate::llvm::Type<'m>) -> Option<Op> {
        let (op, add) = match kind {
            Update::FAdd | Update::FSub => (Op::AtomicFAddEXT, true),
            Update::FMin => (Op::AtomicFMinEXT, false),
            Update::FMax => (Op::AtomicFMaxEXT, false),
            _ => return None,
        };
        let width = ty.primitive_size_bits();
        let (_, extension) = crate::to_spirv::capabilities::float_atomic_requirement(add, width);
        (ty.is_float() && !matches!(ty.kind(), crate::llvm::TypeKind::BFloat) && self.options.extensions.allows(extension)).then_some(op)
    }

    /// `atomicrmw` → one atomic instruction `op` on (pointer, scope, semantics, value); for
    /// `fsub` → `OpAtomicFAddEXT` the value is negated first (`negate`), as the Khronos
    /// translator writes it. Float atomics' capability and extension follow the width when the
    /// version is settled.
    fn rmw_instruction(&mut self, inst: Value<'m>, ty: Id, op: Op, negate: bool) -> Result<()> {
        let p = self.pointer_to(inst.operand(0).ok_or_else(|| invalid("atomicrmw without pointer"))?, ty)?;
        let mut v = self.value_as(inst.operand(1).ok_or_else(|| invalid("atomicrmw without value"))?, ty)?;
        if negate {
            v = self.emit(Op::FNegate, ty, vec![v.0]);
        }
        let order = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let scope = self.sync_scope(inst);
        let (s, m) = (self.u32_const(scope as u32), self.u32_const(llvm_order_bits(order).bits()));
        let id = self.emit(op, ty, vec![p.id.0, s.0, m.0, v.0]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `cmpxchg`: `{ original, original == expected }`.
    pub(crate) fn cmpxchg(&mut self, inst: Value<'m>) -> Result<()> {
        self.check_writable(inst.operand(0), "cmpxchg")?;
        let expected = inst.operand(1).ok_or_else(|| invalid("cmpxchg without comparand"))?;
        let vty = self.ty(expected.ty())?;
        if self.pointer_parts(vty).is_some() {
            return Err(unsupported("cmpxchg of a pointer"));
        }
        self.atomic_capabilities(vty);
        let p = self.pointer_to(inst.operand(0).ok_or_else(|| invalid("cmpxchg without pointer"))?, vty)?;
        // The new value first, then the comparand (the order the reference makes their ids in).
        let n = self.value_as(inst.operand(2).ok_or_else(|| invalid("cmpxchg without new value"))?, vty)?;
        let e = self.value_as(expected, vty)?;
        let success = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let failure = inst.cmpxchg_failure_ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let scope = self.sync_scope(inst);
        let s = self.u32_const(scope as u32);
        let eq = self.u32_const(llvm_order_bits(success).bits());
        let neq = self.u32_const(llvm_order_bits(failure).bits());
        let original = self.emit(Op::AtomicCompareExchange, vty, vec![p.id.0, s.0, eq.0, neq.0, n.0, e.0]);
        let bool_ty = self.b.type_bool();
        let ok = self.emit(Op::IEqual, bool_ty, vec![original.0, e.0]);
        let ty = self.ty(inst.ty())?;
        let undef = self.b.undef(ty);
        let with_value = self.emit(Op::CompositeInsert, ty, vec![original.0, undef.0, 0]);
        let id = self.emit(Op::CompositeInsert, ty, vec![ok.0, with_value.0, 1]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `fence`: `OpMemoryBarrier` at the fence's scope, for all memory.
    pub(crate) fn fence(&mut self, inst: Value<'m>) -> Result<()> {
        let order = inst.ordering().unwrap_or(AtomicOrdering::SequentiallyConsistent);
        let scope = self.sync_scope(inst);
        let bits = llvm_order_bits(order) | storage_bits(StorageClass::Generic);
        let (s, m) = (self.u32_const(scope as u32), self.u32_const(bits.bits()));
        self.emit_void(Op::MemoryBarrier, vec![s.0, m.0]);
        Ok(())
    }
}
