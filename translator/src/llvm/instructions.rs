//! Inspecting and adjusting instructions: opcodes, predicates, memory and atomic properties,
//! control flow, calls, GEPs, flags.
//!
//! Invariants:
//! - Every C getter here `cast<>`s its argument to one instruction class without checking.
//!   Each method first checks the class (through `LLVMIsA*` or the opcode) and returns `None`
//!   (or an error, for setters) on any other value, including constants that the builder folded
//!   instead of creating an instruction.
//! - Enum results are read as integers (see `ffi.rs`).

use llvm_sys::core::{
    LLVMAddCase, LLVMAddIncoming, LLVMCanValueUseFastMathFlags, LLVMCountIncoming,
    LLVMGEPGetNoWrapFlags, LLVMGetAlignment, LLVMGetAllocatedType, LLVMGetAtomicSyncScopeID,
    LLVMGetBasicBlockParent, LLVMGetCalledFunctionType, LLVMSetCondition, LLVMGetCalledValue, LLVMGetCondition,
    LLVMGetExact, LLVMGetFastMathFlags, LLVMGetFunctionCallConv, LLVMGetGEPSourceElementType,
    LLVMGetIncomingBlock, LLVMGetIncomingValue, LLVMGetIndices, LLVMGetInstructionCallConv,
    LLVMGetInstructionParent, LLVMGetIsDisjoint, LLVMGetMaskValue, LLVMGetNNeg, LLVMGetNSW,
    LLVMGetNUW, LLVMGetNextInstruction, LLVMGetNumArgOperands, LLVMGetNumIndices,
    LLVMGetNumMaskElements, LLVMGetNumSuccessors, LLVMGetParamParent, LLVMGetSuccessor,
    LLVMGetSwitchCaseValue, LLVMGetSwitchDefaultDest, LLVMGetUndefMaskElem, LLVMGetValueContext,
    LLVMGetVolatile, LLVMGetWeak, LLVMIsAAllocaInst, LLVMIsAAtomicCmpXchgInst,
    LLVMIsAAtomicRMWInst, LLVMIsABranchInst, LLVMIsAFCmpInst, LLVMIsAFenceInst,
    LLVMIsAGetElementPtrInst, LLVMIsAGlobalObject, LLVMIsAICmpInst, LLVMIsALoadInst,
    LLVMIsAPHINode, LLVMIsAShuffleVectorInst, LLVMIsAStoreInst, LLVMIsASwitchInst,
    LLVMIsATerminatorInst, LLVMIsAtomic, LLVMIsConditional, LLVMIsInBounds, LLVMSetAlignment,
    LLVMSetAtomicSyncScopeID, LLVMSetExact, LLVMSetFastMathFlags, LLVMSetFunctionCallConv,
    LLVMSetInstructionCallConv, LLVMSetIsDisjoint, LLVMSetNNeg, LLVMSetNSW, LLVMSetNUW,
    LLVMSetOrdering, LLVMSetVolatile, LLVMSetWeak,
};
use llvm_sys::prelude::LLVMValueRef;

use super::attributes::is_call_base;
use super::context::SyncScope;
use super::enums::{
    AtomicOrdering, AtomicRmwBinOp, CallingConv, FastMathFlags, GepNoWrapFlags, IntPredicate,
    Opcode, RealPredicate, ValueKind,
};
use super::ffi::{self, llvm_bool, to_bool, to_c_uint};
use super::function::{BasicBlock, Function};
use super::types::Type;
use super::values::Value;
use super::{Error, Result};

/// Whether `LLVMIsA*` accepts the value.
fn is_a(value: Value<'_>, test: unsafe extern "C" fn(LLVMValueRef) -> LLVMValueRef) -> bool {
    // SAFETY: `value` is live; the `LLVMIsA*` functions accept any value.
    !unsafe { test(value.raw()) }.is_null()
}

impl<'a> Value<'a> {
    /// The opcode of an instruction (`None` for other values and opcodes unknown here).
    pub fn opcode(self) -> Option<Opcode> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: `self` is an instruction; the opcode is read as an integer.
        Opcode::from_code(unsafe { ffi::get_instruction_opcode(self.raw()) })
    }

    /// Whether the value is an instruction with opcode `opcode`.
    fn has_opcode(self, opcodes: &[Opcode]) -> bool {
        self.opcode().is_some_and(|op| opcodes.contains(&op))
    }

    /// The block containing an instruction.
    pub fn parent_block(self) -> Option<BasicBlock<'a>> {
        if !self.is_instruction() {
            return None;
        }
        // SAFETY: `self` is an instruction.
        BasicBlock::from_raw(unsafe { LLVMGetInstructionParent(self.raw()) })
    }

    /// The function containing an instruction or argument.
    pub fn parent_function(self) -> Option<Function<'a>> {
        if self.is_argument() {
            // SAFETY: `self` is an argument.
            return Value::from_raw(unsafe { LLVMGetParamParent(self.raw()) })?.as_function();
        }
        let block = self.parent_block()?;
        // SAFETY: `block` is a live block.
        Value::from_raw(unsafe { LLVMGetBasicBlockParent(block.raw()) })?.as_function()
    }

    /// The instruction after this one in its block.
    pub fn next_instruction(self) -> Option<Value<'a>> {
        self.parent_block()?;
        // SAFETY: `self` is an instruction inside a block.
        Value::from_raw(unsafe { LLVMGetNextInstruction(self.raw()) })
    }

    /// Whether the value is a terminator instruction.
    pub fn is_terminator(self) -> bool {
        is_a(self, LLVMIsATerminatorInst)
    }

    /// The predicate of an `icmp`.
    pub fn icmp_predicate(self) -> Option<IntPredicate> {
        if !is_a(self, LLVMIsAICmpInst) {
            return None;
        }
        // SAFETY: `self` is an icmp; read as an integer.
        IntPredicate::from_code(unsafe { ffi::get_icmp_predicate(self.raw()) })
    }

    /// The predicate of an `fcmp`.
    pub fn fcmp_predicate(self) -> Option<RealPredicate> {
        if !is_a(self, LLVMIsAFCmpInst) {
            return None;
        }
        // SAFETY: `self` is an fcmp; read as an integer.
        RealPredicate::from_code(unsafe { ffi::get_fcmp_predicate(self.raw()) })
    }

    /// Whether the value has an alignment: global objects and `alloca`, `load`, `store`,
    /// `atomicrmw`, `cmpxchg`.
    fn has_alignment(self) -> bool {
        is_a(self, LLVMIsAGlobalObject) || is_a(self, LLVMIsAAllocaInst) || self.is_memory_access()
    }

    /// Whether the value is a `load`, `store`, `atomicrmw` or `cmpxchg`.
    fn is_memory_access(self) -> bool {
        is_a(self, LLVMIsALoadInst)
            || is_a(self, LLVMIsAStoreInst)
            || is_a(self, LLVMIsAAtomicRMWInst)
            || is_a(self, LLVMIsAAtomicCmpXchgInst)
    }

    /// The alignment in bytes (0 for a global without explicit alignment).
    pub fn alignment(self) -> Option<u32> {
        // SAFETY: `self` is one of the values `LLVMGetAlignment` handles.
        self.has_alignment()
            .then(|| unsafe { LLVMGetAlignment(self.raw()) })
    }

    /// Sets the alignment in bytes: a power of two (or 0 for globals, meaning none).
    pub fn set_alignment(self, bytes: u32) -> Result<()> {
        const OP: &str = "set_alignment";
        if !self.has_alignment() {
            return Err(Error::invalid(OP, format!("{self} has no alignment")));
        }
        let global = is_a(self, LLVMIsAGlobalObject);
        if !(bytes.is_power_of_two() || global && bytes == 0) {
            return Err(Error::invalid(
                OP,
                format!("alignment {bytes} is not a power of two"),
            ));
        }
        // SAFETY: `self` has an alignment and `bytes` is a valid alignment for it.
        unsafe { LLVMSetAlignment(self.raw(), bytes) };
        Ok(())
    }

    /// Whether a `load`, `store`, `atomicrmw` or `cmpxchg` is volatile.
    pub fn is_volatile(self) -> Option<bool> {
        // SAFETY: `self` is a memory access instruction.
        self.is_memory_access()
            .then(|| to_bool(unsafe { LLVMGetVolatile(self.raw()) }))
    }

    /// Makes a `load`, `store`, `atomicrmw` or `cmpxchg` volatile (or not).
    pub fn set_volatile(self, volatile: bool) -> Result<()> {
        if !self.is_memory_access() {
            return Err(Error::invalid(
                "set_volatile",
                format!("{self} is not a memory access"),
            ));
        }
        // SAFETY: `self` is a memory access instruction.
        unsafe { LLVMSetVolatile(self.raw(), llvm_bool(volatile)) };
        Ok(())
    }

    /// The ordering of a `load`, `store`, `fence` or `atomicrmw`, or the success ordering of a
    /// `cmpxchg` (`NotAtomic` for plain loads and stores).
    pub fn ordering(self) -> Option<AtomicOrdering> {
        let raw = self.raw();
        // SAFETY: each getter is called on the instruction class it handles.
        let code = if is_a(self, LLVMIsAAtomicCmpXchgInst) {
            unsafe { ffi::get_cmpxchg_success_ordering(raw) }
        } else if is_a(self, LLVMIsALoadInst)
            || is_a(self, LLVMIsAStoreInst)
            || is_a(self, LLVMIsAFenceInst)
            || is_a(self, LLVMIsAAtomicRMWInst)
        {
            unsafe { ffi::get_ordering(raw) }
        } else {
            return None;
        };
        AtomicOrdering::from_code(code)
    }

    /// The failure ordering of a `cmpxchg`.
    pub fn cmpxchg_failure_ordering(self) -> Option<AtomicOrdering> {
        if !is_a(self, LLVMIsAAtomicCmpXchgInst) {
            return None;
        }
        // SAFETY: `self` is a cmpxchg; read as an integer.
        AtomicOrdering::from_code(unsafe { ffi::get_cmpxchg_failure_ordering(self.raw()) })
    }

    /// Whether a `cmpxchg` is `weak`.
    pub fn is_weak(self) -> Option<bool> {
        // SAFETY: `self` is a cmpxchg.
        is_a(self, LLVMIsAAtomicCmpXchgInst).then(|| to_bool(unsafe { LLVMGetWeak(self.raw()) }))
    }

    /// Makes a `cmpxchg` `weak` (or not).
    pub fn set_weak(self, weak: bool) -> Result<()> {
        if !is_a(self, LLVMIsAAtomicCmpXchgInst) {
            return Err(Error::invalid(
                "set_weak",
                format!("{self} is not a cmpxchg"),
            ));
        }
        // SAFETY: `self` is a cmpxchg.
        unsafe { LLVMSetWeak(self.raw(), llvm_bool(weak)) };
        Ok(())
    }

    /// The synchronisation scope of an atomic instruction (including atomic loads and stores).
    pub fn sync_scope(self) -> Option<SyncScope> {
        // SAFETY: `self` is an instruction.
        if !self.is_instruction() || !to_bool(unsafe { LLVMIsAtomic(self.raw()) }) {
            return None;
        }
        // SAFETY: `self` is an atomic instruction; the context is its own.
        let (id, context) = unsafe {
            (
                LLVMGetAtomicSyncScopeID(self.raw()),
                LLVMGetValueContext(self.raw()),
            )
        };
        Some(SyncScope::new(id, context))
    }

    /// Makes a `load` or `store` atomic with `ordering` in `scope` (`load` cannot be `release`
    /// or `acq_rel`, `store` cannot be `acquire` or `acq_rel`; the verifier checks that).
    pub fn set_atomic(self, ordering: AtomicOrdering, scope: SyncScope) -> Result<()> {
        const OP: &str = "set_atomic";
        if !(is_a(self, LLVMIsALoadInst) || is_a(self, LLVMIsAStoreInst)) {
            return Err(Error::invalid(OP, format!("{self} is not a load or store")));
        }
        // SAFETY: `self` is live.
        if !scope.usable_in(unsafe { LLVMGetValueContext(self.raw()) }) {
            return Err(Error::ForeignHandle {
                op: OP,
                what: format!("sync scope {}", scope.id()),
            });
        }
        // SAFETY: `self` is a load or store; after setting a non-`NotAtomic` ordering it is
        // atomic, which `LLVMSetAtomicSyncScopeID` requires; the scope is of this context.
        unsafe {
            LLVMSetOrdering(self.raw(), ordering.to_raw());
            if ordering != AtomicOrdering::NotAtomic {
                LLVMSetAtomicSyncScopeID(self.raw(), scope.id());
            }
        }
        Ok(())
    }

    /// The operation of an `atomicrmw`.
    pub fn atomic_rmw_op(self) -> Option<AtomicRmwBinOp> {
        if !is_a(self, LLVMIsAAtomicRMWInst) {
            return None;
        }
        // SAFETY: `self` is an atomicrmw; read as an integer.
        AtomicRmwBinOp::from_code(unsafe { ffi::get_atomic_rmw_bin_op(self.raw()) })
    }

    /// The incoming `(value, block)` pairs of a `phi`.
    pub fn phi_incoming(self) -> Option<Vec<(Value<'a>, BasicBlock<'a>)>> {
        if !is_a(self, LLVMIsAPHINode) {
            return None;
        }
        // SAFETY: `self` is a phi; `i` is below its incoming count.
        let count = unsafe { LLVMCountIncoming(self.raw()) };
        let pairs = (0..count).filter_map(|i| unsafe {
            let value = Value::from_raw(LLVMGetIncomingValue(self.raw(), i))?;
            let block = BasicBlock::from_raw(LLVMGetIncomingBlock(self.raw(), i))?;
            Some((value, block))
        });
        Some(pairs.collect())
    }

    /// Adds incoming `(value, block)` pairs to a `phi`: values of the phi's type, blocks of its
    /// function.
    pub fn add_incoming(self, incoming: &[(Value<'a>, BasicBlock<'a>)]) -> Result<()> {
        const OP: &str = "add_incoming";
        if !is_a(self, LLVMIsAPHINode) {
            return Err(Error::invalid(OP, format!("{self} is not a phi")));
        }
        let function = self.parent_function();
        let module = self.owning_module();
        let (mut values, mut blocks) = (Vec::new(), Vec::new());
        for &(value, block) in incoming {
            if value.ty() != self.ty() {
                return Err(Error::invalid(
                    OP,
                    format!("{value} is not of type {}", self.ty()),
                ));
            }
            if block.parent() != function || !module.is_some_and(|m| value.only_references(m)) {
                return Err(Error::ForeignHandle {
                    op: OP,
                    what: format!("{value} from {block}"),
                });
            }
            values.push(value.raw());
            blocks.push(block.raw());
        }
        let count = to_c_uint(OP, values.len())?;
        // SAFETY: `self` is a phi; values and blocks (both `count` long) are of its type and
        // function.
        unsafe { LLVMAddIncoming(self.raw(), values.as_mut_ptr(), blocks.as_mut_ptr(), count) };
        Ok(())
    }

    /// The default destination of a `switch`.
    pub fn switch_default(self) -> Option<BasicBlock<'a>> {
        if !is_a(self, LLVMIsASwitchInst) {
            return None;
        }
        // SAFETY: `self` is a switch.
        BasicBlock::from_raw(unsafe { LLVMGetSwitchDefaultDest(self.raw()) })
    }

    /// The `(value, destination)` cases of a `switch`.
    pub fn switch_cases(self) -> Option<Vec<(Value<'a>, BasicBlock<'a>)>> {
        if !is_a(self, LLVMIsASwitchInst) {
            return None;
        }
        // SAFETY: `self` is a switch; successor 0 is the default, cases are 1..count.
        let count = unsafe { LLVMGetNumSuccessors(self.raw()) };
        let cases = (1..count).filter_map(|i| unsafe {
            let value = Value::from_raw(LLVMGetSwitchCaseValue(self.raw(), i))?;
            let block = BasicBlock::from_raw(LLVMGetSuccessor(self.raw(), i))?;
            Some((value, block))
        });
        Some(cases.collect())
    }

    /// Adds a case to a `switch`: an integer constant of the condition's type and a block of
    /// the same function.
    pub fn add_switch_case(self, value: Value<'a>, dest: BasicBlock<'a>) -> Result<()> {
        const OP: &str = "add_switch_case";
        if !is_a(self, LLVMIsASwitchInst) {
            return Err(Error::invalid(OP, format!("{self} is not a switch")));
        }
        let condition = self
            .operand(0)
            .ok_or_else(|| Error::invalid(OP, "switch without condition"))?;
        if value.kind() != ValueKind::ConstantInt || value.ty() != condition.ty() {
            return Err(Error::invalid(
                OP,
                format!("{value} is not a constant of type {}", condition.ty()),
            ));
        }
        if dest.parent() != self.parent_function() {
            return Err(Error::ForeignHandle {
                op: OP,
                what: format!("block {dest}"),
            });
        }
        // SAFETY: `self` is a switch, `value` a `ConstantInt` of its condition type, `dest` a
        // block of its function.
        unsafe { LLVMAddCase(self.raw(), value.raw(), dest.raw()) };
        Ok(())
    }

    /// The successor blocks of a terminator.
    pub fn successors(self) -> Option<Vec<BasicBlock<'a>>> {
        if !self.is_terminator() {
            return None;
        }
        // SAFETY: `self` is a terminator; `i` is below its successor count.
        let count = unsafe { LLVMGetNumSuccessors(self.raw()) };
        Some(
            (0..count)
                .filter_map(|i| BasicBlock::from_raw(unsafe { LLVMGetSuccessor(self.raw(), i) }))
                .collect(),
        )
    }

    /// The condition of a conditional `br`.
    pub fn branch_condition(self) -> Option<Value<'a>> {
        // SAFETY: `self` is a branch.
        if !is_a(self, LLVMIsABranchInst) || !to_bool(unsafe { LLVMIsConditional(self.raw()) }) {
            return None;
        }
        // SAFETY: `self` is a conditional branch.
        Value::from_raw(unsafe { LLVMGetCondition(self.raw()) })
    }

    /// Replaces the condition of a conditional `br` by `cond` (an `i1`).
    pub fn set_branch_condition(self, cond: Value<'a>) -> Result<()> {
        const OP: &str = "set_branch_condition";
        if self.branch_condition().is_none() {
            return Err(Error::invalid(OP, format!("{self} is not a conditional branch")));
        }
        if cond.ty().int_width() != Some(1) {
            return Err(Error::invalid(OP, format!("{cond} is not an i1")));
        }
        // SAFETY: `self` is a conditional branch and `cond` an `i1` of its context.
        unsafe { LLVMSetCondition(self.raw(), cond.raw()) };
        Ok(())
    }

    /// The called operand of a call (a function for direct calls).
    pub fn called_value(self) -> Option<Value<'a>> {
        if !is_call_base(self) {
            return None;
        }
        // SAFETY: `self` is a call, invoke or callbr.
        Value::from_raw(unsafe { LLVMGetCalledValue(self.raw()) })
    }

    /// The function a direct call calls.
    pub fn called_function(self) -> Option<Function<'a>> {
        self.called_value()?.as_function()
    }

    /// The function type a call was made with.
    pub fn called_function_type(self) -> Option<Type<'a>> {
        if !is_call_base(self) {
            return None;
        }
        // SAFETY: `self` is a call, invoke or callbr.
        Type::from_raw(unsafe { LLVMGetCalledFunctionType(self.raw()) })
    }

    /// The arguments of a call.
    pub fn call_args(self) -> Option<Vec<Value<'a>>> {
        if !is_call_base(self) {
            return None;
        }
        // SAFETY: `self` is a call, invoke or callbr; arguments are its first operands.
        let count = unsafe { LLVMGetNumArgOperands(self.raw()) };
        Some((0..count).filter_map(|i| self.operand(i)).collect())
    }

    /// The calling convention of a function or call.
    pub fn call_conv(self) -> Option<CallingConv> {
        let raw = self.raw();
        // SAFETY: each getter is called on the class it handles.
        if self.kind() == ValueKind::Function {
            Some(CallingConv::from_id(unsafe {
                LLVMGetFunctionCallConv(raw)
            }))
        } else if is_call_base(self) {
            Some(CallingConv::from_id(unsafe {
                LLVMGetInstructionCallConv(raw)
            }))
        } else {
            None
        }
    }

    /// Sets the calling convention of a function or call (a call must use its callee's).
    pub fn set_call_conv(self, call_conv: CallingConv) -> Result<()> {
        let raw = self.raw();
        // SAFETY: each setter is called on the class it handles.
        if self.kind() == ValueKind::Function {
            unsafe { LLVMSetFunctionCallConv(raw, call_conv.id()) };
        } else if is_call_base(self) {
            unsafe { LLVMSetInstructionCallConv(raw, call_conv.id()) };
        } else {
            return Err(Error::invalid(
                "set_call_conv",
                format!("{self} is neither a function nor a call"),
            ));
        }
        Ok(())
    }

    /// Whether the value is a `getelementptr` instruction or constant expression.
    fn is_gep(self) -> bool {
        is_a(self, LLVMIsAGetElementPtrInst) || self.const_opcode() == Some(Opcode::GetElementPtr)
    }

    /// The source element type of a `getelementptr` (instruction or constant expression).
    pub fn gep_source_element_type(self) -> Option<Type<'a>> {
        if !self.is_gep() {
            return None;
        }
        // SAFETY: `self` is a GEP operator.
        Type::from_raw(unsafe { LLVMGetGEPSourceElementType(self.raw()) })
    }

    /// The no-wrap flags of a `getelementptr` (instruction or constant expression).
    pub fn gep_no_wrap_flags(self) -> Option<GepNoWrapFlags> {
        // SAFETY: `self` is a GEP operator.
        self.is_gep()
            .then(|| GepNoWrapFlags::from_bits(unsafe { LLVMGEPGetNoWrapFlags(self.raw()) }))
    }

    /// Whether a `getelementptr` (instruction or constant expression) is `inbounds`.
    pub fn is_inbounds(self) -> Option<bool> {
        // SAFETY: `self` is a GEP operator.
        self.is_gep()
            .then(|| to_bool(unsafe { LLVMIsInBounds(self.raw()) }))
    }

    /// The type an `alloca` allocates.
    pub fn allocated_type(self) -> Option<Type<'a>> {
        if !is_a(self, LLVMIsAAllocaInst) {
            return None;
        }
        // SAFETY: `self` is an alloca.
        Type::from_raw(unsafe { LLVMGetAllocatedType(self.raw()) })
    }

    /// Whether the value is an instruction that can carry fast-math flags.
    pub fn takes_fast_math(self) -> bool {
        // SAFETY: `self` is live; the test accepts any value.
        self.is_instruction() && to_bool(unsafe { LLVMCanValueUseFastMathFlags(self.raw()) })
    }

    /// The fast-math flags of a floating-point instruction.
    pub fn fast_math_flags(self) -> Option<FastMathFlags> {
        // SAFETY: `self` is a floating-point math instruction.
        self.takes_fast_math()
            .then(|| FastMathFlags::from_bits(unsafe { LLVMGetFastMathFlags(self.raw()) }))
    }

    /// Adds fast-math flags to a floating-point instruction. LLVM cannot clear flags this way
    /// (`LLVM-NOTES.md`, trap 1): set them on new instructions only.
    pub fn set_fast_math_flags(self, flags: FastMathFlags) -> Result<()> {
        if !self.takes_fast_math() {
            return Err(Error::invalid(
                "set_fast_math_flags",
                format!("{self} takes no fast-math flags"),
            ));
        }
        // SAFETY: `self` is a floating-point math instruction.
        unsafe { LLVMSetFastMathFlags(self.raw(), flags.bits()) };
        Ok(())
    }

    /// Reads an instruction flag through `get` when the opcode is one of `opcodes`.
    fn flag(
        self,
        opcodes: &[Opcode],
        get: unsafe extern "C" fn(LLVMValueRef) -> llvm_sys::prelude::LLVMBool,
    ) -> Option<bool> {
        // SAFETY: `get` is called only on the instruction classes that carry the flag.
        self.has_opcode(opcodes)
            .then(|| to_bool(unsafe { get(self.raw()) }))
    }

    /// Sets an instruction flag through `set` when the opcode is one of `opcodes`.
    fn set_flag(
        self,
        op: &'static str,
        opcodes: &[Opcode],
        set: unsafe extern "C" fn(LLVMValueRef, llvm_sys::prelude::LLVMBool),
        value: bool,
    ) -> Result<()> {
        if !self.has_opcode(opcodes) {
            return Err(Error::invalid(
                op,
                format!("{self} does not take this flag"),
            ));
        }
        // SAFETY: `set` is called only on the instruction classes that carry the flag.
        unsafe { set(self.raw(), llvm_bool(value)) };
        Ok(())
    }

    /// `nsw` of an `add`, `sub`, `mul`, `shl` or `trunc`.
    pub fn has_nsw(self) -> Option<bool> {
        self.flag(WRAP_OPS, LLVMGetNSW)
    }

    /// `nuw` of an `add`, `sub`, `mul`, `shl` or `trunc`.
    pub fn has_nuw(self) -> Option<bool> {
        self.flag(WRAP_OPS, LLVMGetNUW)
    }

    /// `exact` of a `udiv`, `sdiv`, `lshr` or `ashr`.
    pub fn is_exact(self) -> Option<bool> {
        self.flag(EXACT_OPS, LLVMGetExact)
    }

    /// `nneg` of a `zext` or `uitofp`.
    pub fn has_nneg(self) -> Option<bool> {
        self.flag(NNEG_OPS, LLVMGetNNeg)
    }

    /// `disjoint` of an `or`.
    pub fn is_disjoint(self) -> Option<bool> {
        self.flag(&[Opcode::Or], LLVMGetIsDisjoint)
    }

    /// Sets `nsw` on an `add`, `sub`, `mul`, `shl` or `trunc`.
    pub fn set_nsw(self, value: bool) -> Result<()> {
        self.set_flag("set_nsw", WRAP_OPS, LLVMSetNSW, value)
    }

    /// Sets `nuw` on an `add`, `sub`, `mul`, `shl` or `trunc`.
    pub fn set_nuw(self, value: bool) -> Result<()> {
        self.set_flag("set_nuw", WRAP_OPS, LLVMSetNUW, value)
    }

    /// Sets `exact` on a `udiv`, `sdiv`, `lshr` or `ashr`.
    pub fn set_exact(self, value: bool) -> Result<()> {
        self.set_flag("set_exact", EXACT_OPS, LLVMSetExact, value)
    }

    /// Sets `nneg` on a `zext` or `uitofp`.
    pub fn set_nneg(self, value: bool) -> Result<()> {
        self.set_flag("set_nneg", NNEG_OPS, LLVMSetNNeg, value)
    }

    /// Sets `disjoint` on an `or`.
    pub fn set_disjoint(self, value: bool) -> Result<()> {
        self.set_flag("set_disjoint", &[Opcode::Or], LLVMSetIsDisjoint, value)
    }

    /// The mask of a `shufflevector`; `-1` stands for a `poison` element.
    pub fn shuffle_mask(self) -> Option<Vec<i32>> {
        if !is_a(self, LLVMIsAShuffleVectorInst) {
            return None;
        }
        // SAFETY: `self` is a shufflevector; `i` is below its mask length.
        let (count, undef) =
            unsafe { (LLVMGetNumMaskElements(self.raw()), LLVMGetUndefMaskElem()) };
        let mask = (0..count).map(|i| unsafe { LLVMGetMaskValue(self.raw(), i) });
        Some(mask.map(|m| if m == undef { -1 } else { m }).collect())
    }

    /// The constant indices of an `extractvalue` or `insertvalue`.
    pub fn aggregate_indices(self) -> Option<Vec<u32>> {
        if !self.has_opcode(&[Opcode::ExtractValue, Opcode::InsertValue]) {
            return None;
        }
        // SAFETY: `self` is an extractvalue or insertvalue; LLVM returns a pointer to its
        // `count` indices, copied at once.
        unsafe {
            let count = LLVMGetNumIndices(self.raw()) as usize;
            let ptr = LLVMGetIndices(self.raw());
            if ptr.is_null() {
                return Some(Vec::new());
            }
            Some(std::slice::from_raw_parts(ptr, count).to_vec())
        }
    }
}

/// Opcodes with `nsw`/`nuw`.
const WRAP_OPS: &[Opcode] = &[
    Opcode::Add,
    Opcode::Sub,
    Opcode::Mul,
    Opcode::Shl,
    Opcode::Trunc,
];
/// Opcodes with `exact`.
const EXACT_OPS: &[Opcode] = &[Opcode::UDiv, Opcode::SDiv, Opcode::LShr, Opcode::AShr];
/// Opcodes with `nneg`.
const NNEG_OPS: &[Opcode] = &[Opcode::ZExt, Opcode::UIToFP];
