//! [`Builder`]: creates instructions at an insertion point in one module.
//!
//! Invariants:
//! - A `Builder<'a>` is bound to one module (borrowed for `'a`) and only ever positioned in
//!   blocks of that module; every instruction it returns is a `Value<'a>` of that module.
//! - Every build checks what IRBuilder only asserts: an insertion point exists; operands belong
//!   to the module's context and refer to nothing in another module; operand types fit the
//!   instruction (same types for binary operators, valid casts, sized memory types, valid GEP and
//!   aggregate indices, call arguments matching the function type, blocks of the same function).
//!   What is left to [`super::Module::verify`] is whole-function structure (terminators, phi
//!   placement, dominance) and rules that cannot crash (orderings allowed per instruction).
//! - Operations on constants fold to constants, as IRBuilder does; nothing is inserted then.
//! - Instructions are created unnamed; name them with [`Value::set_name`].

use std::ffi::c_uint;
use std::marker::PhantomData;

use llvm_sys::core::{
    LLVMBuildAlloca, LLVMBuildArrayAlloca, LLVMBuildAtomicCmpXchgSyncScope, LLVMBuildAtomicRMWSyncScope, LLVMBuildBinOp,
    LLVMBuildBr, LLVMBuildCall2, LLVMBuildCast, LLVMBuildCondBr, LLVMBuildExtractElement,
    LLVMBuildExtractValue, LLVMBuildFCmp, LLVMBuildFNeg, LLVMBuildFenceSyncScope, LLVMBuildFreeze,
    LLVMBuildGEPWithNoWrapFlags, LLVMBuildICmp, LLVMBuildInsertElement, LLVMBuildInsertValue,
    LLVMBuildLoad2, LLVMBuildNeg, LLVMBuildNot, LLVMBuildPhi, LLVMBuildRet, LLVMBuildRetVoid,
    LLVMBuildSelect, LLVMBuildShuffleVector, LLVMBuildStore, LLVMBuildSwitch, LLVMBuildUnreachable,
    LLVMCreateBuilderInContext, LLVMDisposeBuilder, LLVMGetBasicBlockParent, LLVMGetGlobalParent,
    LLVMGetInsertBlock, LLVMPositionBuilderAtEnd, LLVMPositionBuilderBefore,
};
use llvm_sys::prelude::{LLVMBuilderRef, LLVMModuleRef, LLVMValueRef};

use super::context::{Context, SyncScope};
use super::enums::{
    AtomicOrdering, AtomicRmwBinOp, BinaryOp, CastOp, GepNoWrapFlags, IntPredicate, RealPredicate,
    TypeKind,
};
use super::ffi::{EMPTY, to_c_uint};
use super::function::{BasicBlock, Function};
use super::module::Module;
use super::types::Type;
use super::values::{Value, check_binop_operands};
use super::{Error, Result};

/// An instruction builder for one module.
///
/// ```
/// use spirv_llvm_translator::llvm::{Builder, Context, Module};
///
/// let ctx = Context::new();
/// let module = Module::new(&ctx, "example")?;
/// let i32_ty = ctx.i32_type();
/// let fn_ty = ctx.function_type(i32_ty, &[i32_ty, i32_ty], false)?;
/// let f = module.add_function("add", fn_ty)?;
/// let builder = Builder::new(&module);
/// builder.position_at_end(f.append_basic_block("entry")?)?;
/// let (a, b) = (f.param(0).expect("two params"), f.param(1).expect("two params"));
/// let sum = builder.add(a, b)?;
/// sum.set_name("sum")?;
/// builder.ret(sum)?;
/// module.verify()?;
/// assert!(module.print_to_string().contains("%sum = add i32 %0, %1"));
/// # Ok::<(), spirv_llvm_translator::llvm::Error>(())
/// ```
pub struct Builder<'a> {
    raw: LLVMBuilderRef,
    /// Made by [`Builder::new_unfolded`] (released by the shim).
    unfolded: bool,
    module: LLVMModuleRef,
    context: &'a Context,
    _module: PhantomData<&'a ()>,
}

impl<'a> Builder<'a> {
    /// A builder for `module`, not yet positioned.
    pub fn new(module: &'a Module<'_>) -> Self {
        let context = module.context();
        // SAFETY: the context is live.
        let raw = unsafe { LLVMCreateBuilderInContext(context.raw()) };
        Self::wrap(module, raw, false)
    }

    /// The builder `raw` of `module` (`unfolded`: made by the shim).
    fn wrap(module: &'a Module<'_>, raw: LLVMBuilderRef, unfolded: bool) -> Self {
        Builder { raw, unfolded, module: module.raw(), context: module.context(), _module: PhantomData }
    }

    /// A builder for `module` that folds nothing: an instruction whose operands are all
    /// constants stays an instruction (with its debug location) instead of becoming a
    /// constant, as LLVM's default builder makes it. Not yet positioned.
    pub fn new_unfolded(module: &'a Module<'_>) -> Self {
        let context = module.context();
        // SAFETY: the context is live; the shim's builder is used through the C API's
        // builder functions and released by the shim (`Drop`).
        let raw = unsafe { spvllvm_create_unfolded_builder(context.raw()) };
        Self::wrap(module, raw, true)
    }

    /// The raw builder (for the debug-location calls in `debug_builder.rs`).
    pub(crate) fn raw(&self) -> LLVMBuilderRef {
        self.raw
    }

    /// The context the builder makes instructions in.
    pub(crate) fn context(&self) -> &'a Context {
        self.context
    }

    /// The module owning a block, if any.
    fn block_module(block: BasicBlock<'_>) -> Option<LLVMModuleRef> {
        // SAFETY: `block` is live; its parent function (checked for null) is in a module.
        unsafe {
            let function = LLVMGetBasicBlockParent(block.raw());
            if function.is_null() {
                return None;
            }
            let module = LLVMGetGlobalParent(function);
            (!module.is_null()).then_some(module)
        }
    }

    /// Positions the builder at the end of `block`, a block of this builder's module.
    pub fn position_at_end(&self, block: BasicBlock<'a>) -> Result<()> {
        if Self::block_module(block) != Some(self.module) {
            return Err(Error::ForeignHandle {
                op: "position_at_end",
                what: format!("block {block}"),
            });
        }
        // SAFETY: the builder is live and `block` belongs to its module.
        unsafe { LLVMPositionBuilderAtEnd(self.raw, block.raw()) };
        Ok(())
    }

    /// Positions the builder before the instruction `inst` of this builder's module.
    pub fn position_before(&self, inst: Value<'a>) -> Result<()> {
        const OP: &str = "position_before";
        let block = inst.parent_block().ok_or_else(|| {
            Error::invalid(OP, format!("{inst} is not an instruction in a block"))
        })?;
        if Self::block_module(block) != Some(self.module) {
            return Err(Error::ForeignHandle {
                op: OP,
                what: format!("instruction {inst}"),
            });
        }
        // SAFETY: `inst` is an instruction inside a block of the builder's module.
        unsafe { LLVMPositionBuilderBefore(self.raw, inst.raw()) };
        Ok(())
    }

    /// The block the builder inserts into.
    pub fn insert_block(&self) -> Option<BasicBlock<'a>> {
        // SAFETY: the builder is live.
        BasicBlock::from_raw(unsafe { LLVMGetInsertBlock(self.raw) })
    }

    /// The function the builder inserts into, or an error without insertion point.
    fn current_function(&self, op: &'static str) -> Result<Function<'a>> {
        self.insert_block()
            .and_then(BasicBlock::parent)
            .ok_or(Error::NoInsertionPoint { op })
    }

    /// Checks that the builder has an insertion point and that `values` may be operands.
    fn ready(&self, op: &'static str, values: &[Value<'a>]) -> Result<()> {
        self.current_function(op)?;
        for &value in values {
            self.check_value(op, value)?;
        }
        Ok(())
    }

    /// Checks one operand: same context, nothing from another module.
    fn check_value(&self, op: &'static str, value: Value<'a>) -> Result<()> {
        self.context.check_value(op, value)?;
        if value.only_references(self.module) {
            Ok(())
        } else {
            Err(Error::ForeignHandle {
                op,
                what: format!("value {value}"),
            })
        }
    }

    /// Checks that `block` belongs to the function being built.
    fn check_block(&self, op: &'static str, block: BasicBlock<'a>) -> Result<()> {
        if block.parent() == Some(self.current_function(op)?) {
            Ok(())
        } else {
            Err(Error::ForeignHandle {
                op,
                what: format!("block {block}"),
            })
        }
    }

    /// Wraps what a build function returned.
    fn done(op: &'static str, raw: LLVMValueRef) -> Result<Value<'a>> {
        Value::from_raw_checked(op, raw)
    }

    /// A binary operator `lhs op rhs` on two operands of one integer (vector) type, or one
    /// floating-point (vector) type for the `F*` operators.
    pub fn binop(&self, op: BinaryOp, lhs: Value<'a>, rhs: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "binop";
        self.ready(OP, &[lhs, rhs])?;
        check_binop_operands(OP, op, lhs, rhs)?;
        // SAFETY: positioned builder; operands of one type valid for `op`, of this module.
        Self::done(OP, unsafe {
            LLVMBuildBinOp(self.raw, op.to_raw(), lhs.raw(), rhs.raw(), EMPTY.as_ptr())
        })
    }

    /// Integer negation `sub 0, value`.
    pub fn neg(&self, value: Value<'a>) -> Result<Value<'a>> {
        self.unary("neg", value, Type::is_int_or_int_vector, LLVMBuildNeg)
    }

    /// Bitwise complement `xor value, -1`.
    pub fn not(&self, value: Value<'a>) -> Result<Value<'a>> {
        self.unary("not", value, Type::is_int_or_int_vector, LLVMBuildNot)
    }

    /// Floating-point negation `fneg`.
    pub fn fneg(&self, value: Value<'a>) -> Result<Value<'a>> {
        self.unary("fneg", value, Type::is_float_or_float_vector, LLVMBuildFNeg)
    }

    /// `fneg` kept an instruction even when `value` is a constant (which [`Builder::fneg`]
    /// folds): built on a `freeze` of the constant, whose place the constant then takes before
    /// the `freeze` is deleted.
    pub fn fneg_unfolded(&self, value: Value<'a>) -> Result<Value<'a>> {
        if !value.is_constant() {
            return self.fneg(value);
        }
        let stand_in = self.freeze(value)?;
        let neg = self.fneg(stand_in)?;
        neg.set_operand(0, value)?;
        // SAFETY: `stand_in` is the instruction made above, unused since `set_operand`; no
        // copy of its wrapper leaves this function.
        unsafe { llvm_sys::core::LLVMInstructionEraseFromParent(stand_in.raw()) };
        Ok(neg)
    }

    /// Builds a one-operand instruction after checking the operand type with `accepts`.
    fn unary(
        &self,
        op: &'static str,
        value: Value<'a>,
        accepts: fn(Type<'a>) -> bool,
        build: unsafe extern "C" fn(
            LLVMBuilderRef,
            LLVMValueRef,
            *const std::ffi::c_char,
        ) -> LLVMValueRef,
    ) -> Result<Value<'a>> {
        self.ready(op, &[value])?;
        if !accepts(value.ty()) || value.ty().kind() == TypeKind::ScalableVector {
            return Err(Error::invalid(op, format!("{value} has the wrong type")));
        }
        // SAFETY: positioned builder; the operand has a type the instruction accepts.
        Self::done(op, unsafe { build(self.raw, value.raw(), EMPTY.as_ptr()) })
    }

    /// `icmp pred lhs, rhs` on integers, pointers or vectors of them.
    pub fn icmp(&self, pred: IntPredicate, lhs: Value<'a>, rhs: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "icmp";
        self.ready(OP, &[lhs, rhs])?;
        let ty = lhs.ty();
        if ty != rhs.ty() || !(ty.is_int_or_int_vector() || ty.is_pointer_or_pointer_vector()) {
            return Err(Error::invalid(
                OP,
                format!("cannot compare {lhs} and {rhs}"),
            ));
        }
        // SAFETY: positioned builder; operands of one integer or pointer (vector) type.
        Self::done(OP, unsafe {
            LLVMBuildICmp(
                self.raw,
                pred.to_raw(),
                lhs.raw(),
                rhs.raw(),
                EMPTY.as_ptr(),
            )
        })
    }

    /// `fcmp pred lhs, rhs` on floating-point values or vectors of them.
    pub fn fcmp(&self, pred: RealPredicate, lhs: Value<'a>, rhs: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "fcmp";
        self.ready(OP, &[lhs, rhs])?;
        let ty = lhs.ty();
        if ty != rhs.ty() || !ty.is_float_or_float_vector() {
            return Err(Error::invalid(
                OP,
                format!("cannot compare {lhs} and {rhs}"),
            ));
        }
        // SAFETY: positioned builder; operands of one floating-point (vector) type.
        Self::done(OP, unsafe {
            LLVMBuildFCmp(
                self.raw,
                pred.to_raw(),
                lhs.raw(),
                rhs.raw(),
                EMPTY.as_ptr(),
            )
        })
    }

    /// A cast of `value` to `dest` (a `bitcast` to the value's own type returns the value).
    pub fn cast(&self, op: CastOp, value: Value<'a>, dest: Type<'a>) -> Result<Value<'a>> {
        const OP: &str = "cast";
        self.ready(OP, &[value])?;
        self.context.check_type(OP, dest)?;
        if !value.ty().can_cast(op, dest) {
            return Err(Error::invalid(
                OP,
                format!("cannot {op:?} {value} to {dest}"),
            ));
        }
        // SAFETY: positioned builder; the cast was checked like `CastInst::castIsValid`.
        Self::done(OP, unsafe {
            LLVMBuildCast(
                self.raw,
                op.to_raw(),
                value.raw(),
                dest.raw(),
                EMPTY.as_ptr(),
            )
        })
    }

    /// `select cond, then, otherwise`; `cond` is `i1`, or a vector of `i1` as long as the
    /// (vector) operands.
    pub fn select(
        &self,
        cond: Value<'a>,
        then: Value<'a>,
        otherwise: Value<'a>,
    ) -> Result<Value<'a>> {
        const OP: &str = "select";
        self.ready(OP, &[cond, then, otherwise])?;
        let (cond_ty, ty) = (cond.ty(), then.ty());
        let cond_ok = cond_ty.scalar_type().int_width() == Some(1)
            && (!cond_ty.is_vector()
                || (ty.is_vector() && cond_ty.vector_size() == ty.vector_size()));
        if ty != otherwise.ty() || !ty.is_value_type() || !cond_ok {
            return Err(Error::invalid(
                OP,
                format!("invalid operands {cond}, {then}, {otherwise}"),
            ));
        }
        // SAFETY: positioned builder; operands checked like `SelectInst::areInvalidOperands`.
        Self::done(OP, unsafe {
            LLVMBuildSelect(
                self.raw,
                cond.raw(),
                then.raw(),
                otherwise.raw(),
                EMPTY.as_ptr(),
            )
        })
    }

    /// `alloca ty` (in the data layout's alloca address space).
    pub fn alloca(&self, ty: Type<'a>) -> Result<Value<'a>> {
        const OP: &str = "alloca";
        self.ready(OP, &[])?;
        self.check_sized(OP, ty)?;
        // SAFETY: positioned builder; `ty` is a sized type of this context.
        Self::done(OP, unsafe {
            LLVMBuildAlloca(self.raw, ty.raw(), EMPTY.as_ptr())
        })
    }

    /// `alloca ty, count` (a run-time number of `ty`s; `count` an integer).
    pub fn array_alloca(&self, ty: Type<'a>, count: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "array_alloca";
        self.ready(OP, &[count])?;
        self.check_sized(OP, ty)?;
        if !count.ty().is_int() {
            return Err(Error::invalid(OP, format!("the count {count} is not an integer")));
        }
        // SAFETY: positioned builder; `ty` is a sized type of this context, `count` an integer.
        Self::done(OP, unsafe {
            LLVMBuildArrayAlloca(self.raw, ty.raw(), count.raw(), EMPTY.as_ptr())
        })
    }

    /// Fails unless `ty` is a sized type of this context.
    fn check_sized(&self, op: &'static str, ty: Type<'a>) -> Result<()> {
        self.context.check_type(op, ty)?;
        if ty.is_sized() && ty.is_value_type() {
            Ok(())
        } else {
            Err(Error::invalid(op, format!("{ty} has no size")))
        }
    }

    /// Fails unless `ptr` is a pointer.
    fn check_pointer(op: &'static str, ptr: Value<'a>) -> Result<()> {
        if ptr.ty().is_pointer() {
            Ok(())
        } else {
            Err(Error::invalid(op, format!("{ptr} is not a pointer")))
        }
    }

    /// `load ty, ptr` with the ABI alignment of `ty`; adjust with [`Value::set_alignment`],
    /// [`Value::set_volatile`], [`Value::set_atomic`].
    pub fn load(&self, ty: Type<'a>, ptr: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "load";
        self.ready(OP, &[ptr])?;
        self.check_sized(OP, ty)?;
        Self::check_pointer(OP, ptr)?;
        // SAFETY: positioned builder; a sized type and a pointer of this module.
        Self::done(OP, unsafe {
            LLVMBuildLoad2(self.raw, ty.raw(), ptr.raw(), EMPTY.as_ptr())
        })
    }

    /// `store value, ptr` with the ABI alignment of the value's type.
    pub fn store(&self, value: Value<'a>, ptr: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "store";
        self.ready(OP, &[value, ptr])?;
        self.check_sized(OP, value.ty())?;
        Self::check_pointer(OP, ptr)?;
        // SAFETY: positioned builder; a value of sized type and a pointer of this module.
        Self::done(OP, unsafe {
            LLVMBuildStore(self.raw, value.raw(), ptr.raw())
        })
    }

    /// `getelementptr [flags] source, ptr, indices...`.
    pub fn gep(
        &self,
        source: Type<'a>,
        ptr: Value<'a>,
        indices: &[Value<'a>],
        flags: GepNoWrapFlags,
    ) -> Result<Value<'a>> {
        const OP: &str = "gep";
        self.ready(OP, &[ptr])?;
        for &index in indices {
            self.check_value(OP, index)?;
        }
        self.check_sized(OP, source)?;
        if !ptr.ty().is_pointer_or_pointer_vector() {
            return Err(Error::invalid(OP, format!("{ptr} is not a pointer")));
        }
        let mut shape = ptr.ty().vector_size();
        for &index in indices {
            match (shape, index.ty().vector_size()) {
                (_, None) => {}
                (None, Some(n)) => shape = Some(n),
                (Some(a), Some(b)) if a == b => {}
                _ => {
                    return Err(Error::invalid(
                        OP,
                        format!("vector lengths of {ptr} and {index} differ"),
                    ));
                }
            }
        }
        if ptr.ty().kind() == TypeKind::ScalableVector {
            return Err(Error::invalid(
                OP,
                "scalable vectors of pointers are not supported",
            ));
        }
        source.gep_indexed_type(OP, indices)?;
        let mut raw: Vec<LLVMValueRef> = indices.iter().map(|v| v.raw()).collect();
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: positioned builder; the indices were checked like `getIndexedType` and their
        // vector shapes agree; `raw` holds `count` indices.
        Self::done(OP, unsafe {
            LLVMBuildGEPWithNoWrapFlags(
                self.raw,
                source.raw(),
                ptr.raw(),
                raw.as_mut_ptr(),
                count,
                EMPTY.as_ptr(),
                flags.bits(),
            )
        })
    }

    /// `extractvalue agg, index`.
    pub fn extract_value(&self, agg: Value<'a>, index: u32) -> Result<Value<'a>> {
        const OP: &str = "extract_value";
        self.ready(OP, &[agg])?;
        if agg.ty().aggregate_member(index).is_none() {
            return Err(Error::invalid(OP, format!("{agg} has no member {index}")));
        }
        // SAFETY: positioned builder; `index` is a member of the aggregate type.
        Self::done(OP, unsafe {
            LLVMBuildExtractValue(self.raw, agg.raw(), index, EMPTY.as_ptr())
        })
    }

    /// `insertvalue agg, element, index`.
    pub fn insert_value(
        &self,
        agg: Value<'a>,
        element: Value<'a>,
        index: u32,
    ) -> Result<Value<'a>> {
        const OP: &str = "insert_value";
        self.ready(OP, &[agg, element])?;
        if agg.ty().aggregate_member(index) != Some(element.ty()) {
            return Err(Error::invalid(
                OP,
                format!("{element} does not fit member {index} of {agg}"),
            ));
        }
        // SAFETY: positioned builder; `element` has the type of member `index`.
        Self::done(OP, unsafe {
            LLVMBuildInsertValue(self.raw, agg.raw(), element.raw(), index, EMPTY.as_ptr())
        })
    }

    /// Fails unless `vector` is a vector and `index` an integer scalar.
    fn check_vector_index(op: &'static str, vector: Value<'a>, index: Value<'a>) -> Result<()> {
        if !vector.ty().is_vector() || !index.ty().is_int() {
            return Err(Error::invalid(
                op,
                format!("cannot index {vector} with {index}"),
            ));
        }
        Ok(())
    }

    /// `extractelement vector, index`.
    pub fn extract_element(&self, vector: Value<'a>, index: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "extract_element";
        self.ready(OP, &[vector, index])?;
        Self::check_vector_index(OP, vector, index)?;
        // SAFETY: positioned builder; a vector and an integer index.
        Self::done(OP, unsafe {
            LLVMBuildExtractElement(self.raw, vector.raw(), index.raw(), EMPTY.as_ptr())
        })
    }

    /// `insertelement vector, element, index`.
    pub fn insert_element(
        &self,
        vector: Value<'a>,
        element: Value<'a>,
        index: Value<'a>,
    ) -> Result<Value<'a>> {
        const OP: &str = "insert_element";
        self.ready(OP, &[vector, element, index])?;
        Self::check_vector_index(OP, vector, index)?;
        if vector.ty().element_type() != Some(element.ty()) {
            return Err(Error::invalid(
                OP,
                format!("{element} is not an element of {vector}"),
            ));
        }
        // SAFETY: positioned builder; a vector, an element of its element type, an index.
        Self::done(OP, unsafe {
            LLVMBuildInsertElement(
                self.raw,
                vector.raw(),
                element.raw(),
                index.raw(),
                EMPTY.as_ptr(),
            )
        })
    }

    /// `shufflevector a, b, mask` on two fixed vectors of one type; mask entries index the
    /// concatenation of `a` and `b`, `-1` is a `poison` element.
    pub fn shuffle_vector(&self, a: Value<'a>, b: Value<'a>, mask: &[i32]) -> Result<Value<'a>> {
        const OP: &str = "shuffle_vector";
        self.ready(OP, &[a, b])?;
        let ty = a.ty();
        if ty != b.ty() || ty.kind() != TypeKind::Vector || mask.is_empty() {
            return Err(Error::invalid(
                OP,
                format!("cannot shuffle {a} and {b} with {mask:?}"),
            ));
        }
        let limit = i64::from(ty.vector_size().unwrap_or(0)) * 2;
        let i32_ty = self.context.i32_type();
        let mut elements = Vec::with_capacity(mask.len());
        for &m in mask {
            let element = match m {
                -1 => i32_ty.poison()?,
                m if (0..limit).contains(&i64::from(m)) => i32_ty.const_int(m as u64)?,
                m => {
                    return Err(Error::invalid(
                        OP,
                        format!("mask element {m} is out of range"),
                    ));
                }
            };
            elements.push(element);
        }
        let mask_value = self.context.const_vector(&elements)?;
        // SAFETY: positioned builder; two vectors of one type and a constant `i32` mask in range.
        Self::done(OP, unsafe {
            LLVMBuildShuffleVector(self.raw, a.raw(), b.raw(), mask_value.raw(), EMPTY.as_ptr())
        })
    }

    /// `br label dest`.
    pub fn br(&self, dest: BasicBlock<'a>) -> Result<Value<'a>> {
        const OP: &str = "br";
        self.ready(OP, &[])?;
        self.check_block(OP, dest)?;
        // SAFETY: positioned builder; `dest` is a block of the same function.
        Self::done(OP, unsafe { LLVMBuildBr(self.raw, dest.raw()) })
    }

    /// `br i1 cond, label then, label otherwise`.
    pub fn cond_br(
        &self,
        cond: Value<'a>,
        then: BasicBlock<'a>,
        otherwise: BasicBlock<'a>,
    ) -> Result<Value<'a>> {
        const OP: &str = "cond_br";
        self.ready(OP, &[cond])?;
        self.check_block(OP, then)?;
        self.check_block(OP, otherwise)?;
        if cond.ty().int_width() != Some(1) {
            return Err(Error::invalid(OP, format!("condition {cond} is not i1")));
        }
        // SAFETY: positioned builder; an `i1` condition and blocks of the same function.
        Self::done(OP, unsafe {
            LLVMBuildCondBr(self.raw, cond.raw(), then.raw(), otherwise.raw())
        })
    }

    /// `switch value, label default [cases...]`; more cases can be added with
    /// [`Value::add_switch_case`].
    pub fn switch(
        &self,
        value: Value<'a>,
        default: BasicBlock<'a>,
        cases: &[(Value<'a>, BasicBlock<'a>)],
    ) -> Result<Value<'a>> {
        const OP: &str = "switch";
        self.ready(OP, &[value])?;
        self.check_block(OP, default)?;
        if !value.ty().is_int() {
            return Err(Error::invalid(OP, format!("{value} is not an integer")));
        }
        for &(case, block) in cases {
            self.check_block(OP, block)?;
            if case.ty() != value.ty() || case.const_int_words().is_none() {
                return Err(Error::invalid(
                    OP,
                    format!("case {case} is not a constant of type {}", value.ty()),
                ));
            }
        }
        let count = to_c_uint(OP, cases.len())?;
        // SAFETY: positioned builder; an integer value and a block of the same function.
        let switch = Self::done(OP, unsafe {
            LLVMBuildSwitch(self.raw, value.raw(), default.raw(), count)
        })?;
        for &(case, block) in cases {
            switch.add_switch_case(case, block)?;
        }
        Ok(switch)
    }

    /// `ret value`, with a value of the function's return type.
    pub fn ret(&self, value: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "ret";
        self.ready(OP, &[value])?;
        let expected = self.current_function(OP)?.return_type();
        if value.ty() != expected {
            return Err(Error::invalid(
                OP,
                format!("{value} is not of the return type {expected}"),
            ));
        }
        // SAFETY: positioned builder; a value of the function's return type.
        Self::done(OP, unsafe { LLVMBuildRet(self.raw, value.raw()) })
    }

    /// `ret void`, in a function returning `void`.
    pub fn ret_void(&self) -> Result<Value<'a>> {
        const OP: &str = "ret_void";
        let expected = self.current_function(OP)?.return_type();
        if !expected.is_void() {
            return Err(Error::invalid(
                OP,
                format!("the function returns {expected}"),
            ));
        }
        // SAFETY: positioned builder.
        Self::done(OP, unsafe { LLVMBuildRetVoid(self.raw) })
    }

    /// `unreachable`.
    pub fn unreachable(&self) -> Result<Value<'a>> {
        const OP: &str = "unreachable";
        self.ready(OP, &[])?;
        // SAFETY: positioned builder.
        Self::done(OP, unsafe { LLVMBuildUnreachable(self.raw) })
    }

    /// An empty `phi ty`; add incoming values with [`Value::add_incoming`].
    pub fn phi(&self, ty: Type<'a>) -> Result<Value<'a>> {
        const OP: &str = "phi";
        self.ready(OP, &[])?;
        self.context.check_type(OP, ty)?;
        if !ty.is_value_type() {
            return Err(Error::invalid(OP, format!("{ty} cannot be a phi type")));
        }
        // SAFETY: positioned builder; a first-class type of this context.
        Self::done(OP, unsafe {
            LLVMBuildPhi(self.raw, ty.raw(), EMPTY.as_ptr())
        })
    }

    /// `call fn_ty callee(args...)`. The call gets the default calling convention: set the
    /// callee's with [`Value::set_call_conv`].
    pub fn call(
        &self,
        fn_ty: Type<'a>,
        callee: Value<'a>,
        args: &[Value<'a>],
    ) -> Result<Value<'a>> {
        const OP: &str = "call";
        self.ready(OP, &[callee])?;
        self.context.check_type(OP, fn_ty)?;
        let params = fn_ty
            .param_types()
            .ok_or_else(|| Error::invalid(OP, format!("{fn_ty} is not a function type")))?;
        if !callee.ty().is_pointer() {
            return Err(Error::invalid(
                OP,
                format!("callee {callee} is not a pointer"),
            ));
        }
        let var_arg = fn_ty.is_var_arg() == Some(true);
        if args.len() < params.len() || (!var_arg && args.len() > params.len()) {
            return Err(Error::invalid(
                OP,
                format!("{} arguments for {fn_ty}", args.len()),
            ));
        }
        for (position, &arg) in args.iter().enumerate() {
            self.check_value(OP, arg)?;
            match params.get(position) {
                Some(&param) if arg.ty() != param => {
                    return Err(Error::invalid(
                        OP,
                        format!("argument {position} {arg} is not of type {param}"),
                    ));
                }
                None if !arg.ty().is_value_type() => {
                    return Err(Error::invalid(
                        OP,
                        format!("argument {position} {arg} cannot be passed"),
                    ));
                }
                _ => {}
            }
        }
        let mut raw: Vec<LLVMValueRef> = args.iter().map(|v| v.raw()).collect();
        let count: c_uint = to_c_uint(OP, raw.len())?;
        // SAFETY: positioned builder; a function type whose parameters match the arguments, a
        // pointer callee; `raw` holds `count` arguments.
        Self::done(OP, unsafe {
            LLVMBuildCall2(
                self.raw,
                fn_ty.raw(),
                callee.raw(),
                raw.as_mut_ptr(),
                count,
                EMPTY.as_ptr(),
            )
        })
    }

    /// Fails unless `scope` was numbered by this builder's context.
    fn check_scope(&self, op: &'static str, scope: SyncScope) -> Result<()> {
        if scope.usable_in(self.context.raw()) {
            Ok(())
        } else {
            Err(Error::ForeignHandle {
                op,
                what: format!("sync scope {}", scope.id()),
            })
        }
    }

    /// `atomicrmw op ptr, value ordering` in `scope`, with the natural alignment of the value.
    pub fn atomic_rmw(
        &self,
        op: AtomicRmwBinOp,
        ptr: Value<'a>,
        value: Value<'a>,
        ordering: AtomicOrdering,
        scope: SyncScope,
    ) -> Result<Value<'a>> {
        const OP: &str = "atomic_rmw";
        self.ready(OP, &[ptr, value])?;
        Self::check_pointer(OP, ptr)?;
        self.check_sized(OP, value.ty())?;
        self.check_scope(OP, scope)?;
        // SAFETY: positioned builder; a pointer, a value of sized type, a scope of this context.
        Self::done(OP, unsafe {
            LLVMBuildAtomicRMWSyncScope(
                self.raw,
                op.to_raw(),
                ptr.raw(),
                value.raw(),
                ordering.to_raw(),
                scope.id(),
            )
        })
    }

    /// `cmpxchg ptr, expected, new success failure` in `scope`; the result is `{ T, i1 }`.
    pub fn cmpxchg(
        &self,
        ptr: Value<'a>,
        expected: Value<'a>,
        new: Value<'a>,
        success: AtomicOrdering,
        failure: AtomicOrdering,
        scope: SyncScope,
    ) -> Result<Value<'a>> {
        const OP: &str = "cmpxchg";
        self.ready(OP, &[ptr, expected, new])?;
        Self::check_pointer(OP, ptr)?;
        self.check_sized(OP, expected.ty())?;
        if expected.ty() != new.ty() {
            return Err(Error::invalid(
                OP,
                format!("{expected} and {new} differ in type"),
            ));
        }
        self.check_scope(OP, scope)?;
        // SAFETY: positioned builder; a pointer, two values of one sized type, a scope of this
        // context.
        Self::done(OP, unsafe {
            LLVMBuildAtomicCmpXchgSyncScope(
                self.raw,
                ptr.raw(),
                expected.raw(),
                new.raw(),
                success.to_raw(),
                failure.to_raw(),
                scope.id(),
            )
        })
    }

    /// `fence ordering` in `scope`.
    pub fn fence(&self, ordering: AtomicOrdering, scope: SyncScope) -> Result<Value<'a>> {
        const OP: &str = "fence";
        self.ready(OP, &[])?;
        self.check_scope(OP, scope)?;
        // SAFETY: positioned builder; a scope of this context.
        Self::done(OP, unsafe {
            LLVMBuildFenceSyncScope(self.raw, ordering.to_raw(), scope.id(), EMPTY.as_ptr())
        })
    }

    /// `freeze value`.
    pub fn freeze(&self, value: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "freeze";
        self.ready(OP, &[value])?;
        if !value.ty().is_value_type() {
            return Err(Error::invalid(OP, format!("{value} cannot be frozen")));
        }
        // SAFETY: positioned builder; a first-class value of this module.
        Self::done(OP, unsafe {
            LLVMBuildFreeze(self.raw, value.raw(), EMPTY.as_ptr())
        })
    }
}

/// The binary operators by name.
macro_rules! binary_operators {
    ($($name:ident => $op:ident),* $(,)?) => {
        impl<'a> Builder<'a> {
            $(
                #[doc = concat!("`", stringify!($name), "` (see [`Builder::binop`]).")]
                pub fn $name(&self, lhs: Value<'a>, rhs: Value<'a>) -> Result<Value<'a>> {
                    self.binop(BinaryOp::$op, lhs, rhs)
                }
            )*
        }
    };
}

binary_operators! {
    add => Add,
    sub => Sub,
    mul => Mul,
    udiv => UDiv,
    sdiv => SDiv,
    urem => URem,
    srem => SRem,
    fadd => FAdd,
    fsub => FSub,
    fmul => FMul,
    fdiv => FDiv,
    frem => FRem,
    shl => Shl,
    lshr => LShr,
    ashr => AShr,
    and => And,
    or => Or,
    xor => Xor,
}

impl Drop for Builder<'_> {
    fn drop(&mut self) {
        // SAFETY: the builder is ours and disposed once, before its context, by the function
        // matching the one that made it.
        unsafe {
            if self.unfolded {
                spvllvm_dispose_unfolded_builder(self.raw);
            } else {
                LLVMDisposeBuilder(self.raw);
            }
        }
    }
}

impl std::fmt::Debug for Builder<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Builder")
            .field("insert_block", &self.insert_block())
            .finish()
    }
}

unsafe extern "C" {
    /// `shim/module_order.cpp`.
    fn spvllvm_create_unfolded_builder(ctx: llvm_sys::prelude::LLVMContextRef) -> LLVMBuilderRef;
    /// `shim/module_order.cpp`.
    fn spvllvm_dispose_unfolded_builder(b: LLVMBuilderRef);
}
