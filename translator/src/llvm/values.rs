//! [`Value`]: any LLVM value (constant, global, argument, instruction), with names, operands
//! and constants (creation and exact reading).
//!
//! Invariants:
//! - A `Value<'a>` is a non-null `LLVMValueRef`; `'a` is the lifetime of the context borrow
//!   (constants) or of the module borrow (everything a module owns).
//! - Constants are created only from operands that are constants of the right type; constant
//!   expressions only through the C functions that still exist in LLVM 22, anything else through
//!   the context's folding builder on plain constant data, and only a folded *constant* is ever
//!   returned (`LLVM-NOTES.md`, trap 9).
//! - Exact bits are read by folding (`bitcast`, `lshr`, `trunc`), never through `double` or a
//!   truncating 64-bit getter (trap 4); `undef` excludes `poison` (trap 5).

use std::fmt;
use std::marker::PhantomData;

use llvm_sys::core::{
    LLVMReplaceAllUsesWith,
    LLVMBuildBinOp, LLVMBuildCast, LLVMConstAddrSpaceCast, LLVMConstAllOnes, LLVMConstArray2,
    LLVMConstBitCast, LLVMConstDataArray, LLVMConstFPFromBits, LLVMConstGEPWithNoWrapFlags,
    LLVMConstInt, LLVMConstIntGetSExtValue, LLVMConstIntGetZExtValue,
    LLVMConstIntOfArbitraryPrecision, LLVMConstIntToPtr, LLVMConstNamedStruct, LLVMConstNull,
    LLVMConstPtrToInt, LLVMConstReal, LLVMConstStringInContext2, LLVMConstStructInContext,
    LLVMConstTrunc, LLVMConstVector, LLVMGetAggregateElement, LLVMGetAsString,
    LLVMGetBasicBlockParent, LLVMGetGlobalParent, LLVMGetInstructionParent, LLVMGetNumOperands,
    LLVMGetOperand, LLVMSetOperand, LLVMGetParamParent, LLVMGetPoison, LLVMGetUndef, LLVMGetValueName2,
    LLVMIsAArgument, LLVMIsAConstant, LLVMIsAConstantDataSequential, LLVMIsAGlobalValue,
    LLVMIsAInstruction, LLVMIsAUser, LLVMIsNull, LLVMIsPoison, LLVMIsUndef, LLVMPrintValueToString,
    LLVMSetValueName2, LLVMTypeOf, LLVMValueAsBasicBlock,
};
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};

use super::context::Context;
use super::enums::{BinaryOp, CastOp, GepNoWrapFlags, Opcode, TypeKind, ValueKind};
use super::ffi::{self, llvm_bool, take_message, to_bool, to_c_uint};
use super::types::Type;
use super::{Error, Result};

/// An LLVM value: a constant, global, argument, basic block or instruction.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value<'a> {
    raw: LLVMValueRef,
    _owner: PhantomData<&'a Context>,
}

impl<'a> Value<'a> {
    /// Wraps a value LLVM returned; null gives `None`. A non-null `raw` must be live for `'a`.
    pub(crate) fn from_raw(raw: LLVMValueRef) -> Option<Self> {
        (!raw.is_null()).then_some(Value {
            raw,
            _owner: PhantomData,
        })
    }

    /// Wraps a value from a C function that never returns null for valid arguments.
    pub(crate) fn from_raw_nonnull(raw: LLVMValueRef) -> Self {
        Value {
            raw,
            _owner: PhantomData,
        }
    }

    /// Wraps a value LLVM documents as never null; null becomes an error.
    pub(crate) fn from_raw_checked(op: &'static str, raw: LLVMValueRef) -> Result<Self> {
        Self::from_raw(raw).ok_or_else(|| Error::invalid(op, "LLVM returned no value"))
    }

    /// The raw value.
    pub(crate) fn raw(self) -> LLVMValueRef {
        self.raw
    }

    /// The type of the value.
    pub fn ty(self) -> Type<'a> {
        // SAFETY: `self` is a live value; every value has a (non-null) type.
        Type::from_raw_nonnull(unsafe { LLVMTypeOf(self.raw) })
    }

    /// What kind of value this is.
    pub fn kind(self) -> ValueKind {
        // SAFETY: `self` is a live value; the kind is read as an integer (see ffi.rs).
        ValueKind::from_code(unsafe { ffi::get_value_kind(self.raw) })
    }

    /// The name, without `%` or `@` (empty if unnamed). Invalid UTF-8 is replaced.
    pub fn name(self) -> String {
        let mut len = 0;
        // SAFETY: `self` is a live value; the name is owned by it and copied at once.
        let ptr = unsafe { LLVMGetValueName2(self.raw, &mut len) };
        ffi::borrowed_string(ptr, len)
    }

    /// Sets the name (LLVM makes it unique within its function or module). Values of type
    /// `void` cannot be named; names of constants are ignored by LLVM.
    pub fn set_name(self, name: &str) -> Result<()> {
        ffi::check_no_nul("value name", name)?;
        if self.ty().is_void() && !name.is_empty() {
            return Err(Error::invalid(
                "set_name",
                format!("cannot name the void value {self}"),
            ));
        }
        // SAFETY: `self` is a live value; the name is passed with its length.
        unsafe { LLVMSetValueName2(self.raw, name.as_ptr().cast(), name.len()) };
        Ok(())
    }

    /// LLVM's text for the value (a whole instruction, or `type value` for operands).
    pub fn print(self) -> String {
        // SAFETY: `self` is a live value; the string is freed by `take_message`.
        take_message(unsafe { LLVMPrintValueToString(self.raw) })
    }

    /// Whether the value is a constant (including globals, whose address is constant).
    pub fn is_constant(self) -> bool {
        // SAFETY: `self` is a live value.
        !unsafe { LLVMIsAConstant(self.raw) }.is_null()
    }

    /// Makes every use of this value a use of `with` instead (which must have the same type).
    pub fn replace_all_uses_with(self, with: Value<'a>) -> Result<()> {
        if self.ty() != with.ty() {
            return Err(Error::invalid("replace_all_uses_with", format!("{with} does not have the type of {self}")));
        }
        // SAFETY: both are live values of one context and have the same type.
        unsafe { LLVMReplaceAllUsesWith(self.raw, with.raw) };
        Ok(())
    }

    /// Whether the value is an instruction.
    pub fn is_instruction(self) -> bool {
        // SAFETY: `self` is a live value.
        !unsafe { LLVMIsAInstruction(self.raw) }.is_null()
    }

    /// Whether the value is a function argument.
    pub fn is_argument(self) -> bool {
        // SAFETY: `self` is a live value.
        !unsafe { LLVMIsAArgument(self.raw) }.is_null()
    }

    /// Whether the value is a global value (function, global variable, alias, ifunc).
    pub fn is_global_value(self) -> bool {
        // SAFETY: `self` is a live value.
        !unsafe { LLVMIsAGlobalValue(self.raw) }.is_null()
    }

    /// Whether the value is `undef` (and not `poison`, which LLVM also calls undef).
    pub fn is_undef(self) -> bool {
        // SAFETY: `self` is a live value.
        unsafe { !to_bool(LLVMIsPoison(self.raw)) && to_bool(LLVMIsUndef(self.raw)) }
    }

    /// Whether the value is `poison`.
    pub fn is_poison(self) -> bool {
        // SAFETY: `self` is a live value.
        to_bool(unsafe { LLVMIsPoison(self.raw) })
    }

    /// Whether the value is a constant equal to its type's zero (`0`, `null`,
    /// `zeroinitializer`, `0.0`).
    pub fn is_null_constant(self) -> bool {
        // SAFETY: `self` is a live value (non-constants answer false).
        to_bool(unsafe { LLVMIsNull(self.raw) })
    }

    /// Whether the value is a user whose operands [`Value::operands`] lists: an instruction or
    /// a constant that is not a global value.
    fn has_listed_operands(self) -> bool {
        // SAFETY: `self` is a live value.
        let user = !unsafe { LLVMIsAUser(self.raw) }.is_null();
        user && (self.is_instruction() || (self.is_constant() && !self.is_global_value()))
    }

    /// The number of operands of an instruction or constant expression/aggregate (0 for other
    /// values).
    pub fn num_operands(self) -> u32 {
        if !self.has_listed_operands() {
            return 0;
        }
        // SAFETY: `self` is a user (checked above).
        u32::try_from(unsafe { LLVMGetNumOperands(self.raw) }).unwrap_or(0)
    }

    /// Operand `index` of an instruction or constant expression/aggregate.
    pub fn operand(self, index: u32) -> Option<Value<'a>> {
        if index >= self.num_operands() {
            return None;
        }
        // SAFETY: `self` is a user and `index` is below its operand count.
        Value::from_raw(unsafe { LLVMGetOperand(self.raw, index) })
    }

    /// Makes operand `index` of an instruction `with` (which must have the operand's type).
    pub fn set_operand(self, index: u32, with: Value<'a>) -> Result<()> {
        const OP: &str = "set_operand";
        let old = self.operand(index).ok_or_else(|| Error::invalid(OP, format!("{self} has no operand {index}")))?;
        if !self.is_instruction() || old.ty() != with.ty() {
            return Err(Error::invalid(OP, format!("cannot make {with} operand {index} of {self}")));
        }
        // SAFETY: `self` is an instruction with operand `index`, replaced by a value of its type.
        unsafe { LLVMSetOperand(self.raw, index, with.raw) };
        Ok(())
    }

    /// The operands of an instruction or constant expression/aggregate, in LLVM's order (for
    /// a `call` the arguments come first and the callee last; for a `br` the blocks appear as
    /// values, see [`Value::as_basic_block`]). Null operands (possible only in unfinished IR)
    /// are left out.
    pub fn operands(self) -> Vec<Value<'a>> {
        (0..self.num_operands())
            .filter_map(|i| self.operand(i))
            .collect()
    }

    // ----- reading constants -----

    /// The value of an integer constant of at most 64 bits, zero-extended.
    pub fn const_int_zext(self) -> Option<u64> {
        if self.kind() != ValueKind::ConstantInt || self.ty().int_width()? > 64 {
            return None;
        }
        // SAFETY: `self` is a `ConstantInt` of at most 64 bits.
        Some(unsafe { LLVMConstIntGetZExtValue(self.raw) })
    }

    /// The value of an integer constant of at most 64 bits, sign-extended.
    pub fn const_int_sext(self) -> Option<i64> {
        if self.kind() != ValueKind::ConstantInt || self.ty().int_width()? > 64 {
            return None;
        }
        // SAFETY: `self` is a `ConstantInt` of at most 64 bits.
        Some(unsafe { LLVMConstIntGetSExtValue(self.raw) })
    }

    /// The exact bits of an integer constant of any width, as little-endian 64-bit words
    /// (`ceil(width / 64)` of them, unused high bits zero).
    pub fn const_int_words(self) -> Option<Vec<u64>> {
        if self.kind() != ValueKind::ConstantInt {
            return None;
        }
        let ty = self.ty();
        let width = ty.int_width()?;
        if width <= 64 {
            return self.const_int_zext().map(|w| vec![w]);
        }
        let context = self.context_raw();
        let i64_ty = Type::from_raw(
            // SAFETY: the context of `self` is live.
            unsafe { llvm_sys::core::LLVMInt64TypeInContext(context) },
        )?;
        let folder = FolderRef::of_context(context)?;
        let mut words = Vec::with_capacity(width.div_ceil(64) as usize);
        for k in 0..width.div_ceil(64) {
            let shift = ty.const_int(u64::from(k) * 64).ok()?;
            let shifted = folder.binop(BinaryOp::LShr, self, shift)?;
            let word = folder.cast(CastOp::Trunc, shifted, i64_ty)?;
            words.push(word.const_int_zext()?);
        }
        Some(words)
    }

    /// The exact bits of a floating-point constant, as little-endian 64-bit words (one word for
    /// `half`, `bfloat`, `float` and `double`; two for `fp128` and `x86_fp80`).
    pub fn const_float_words(self) -> Option<Vec<u64>> {
        if self.kind() != ValueKind::ConstantFp {
            return None;
        }
        let bits = u32::try_from(self.ty().primitive_size_bits()).ok()?;
        let context = self.context_raw();
        // SAFETY: the context is live and `bits` is a valid width (16 to 128).
        let int_ty =
            Type::from_raw(unsafe { llvm_sys::core::LLVMIntTypeInContext(context, bits) })?;
        // SAFETY: `self` is a floating-point constant and `int_ty` has the same width, so the
        // bitcast is valid; LLVM folds it to a `ConstantInt`.
        let as_int = Value::from_raw(unsafe { LLVMConstBitCast(self.raw, int_ty.raw()) })?;
        as_int.const_int_words()
    }

    /// The exact bits of a floating-point constant of at most 64 bits.
    pub fn const_float_bits(self) -> Option<u64> {
        if self.ty().primitive_size_bits() > 64 {
            return None;
        }
        self.const_float_words()?.first().copied()
    }

    /// Element `index` of a constant array, struct or vector (also of `zeroinitializer`,
    /// `undef` and `poison` aggregates, and of constant data arrays).
    pub fn aggregate_element(self, index: u32) -> Option<Value<'a>> {
        if !self.is_constant() || self.is_global_value() {
            return None;
        }
        // SAFETY: `self` is a constant; LLVM returns null for an index out of range or a
        // non-aggregate.
        Value::from_raw(unsafe { LLVMGetAggregateElement(self.raw, index) })
    }

    /// The raw bytes of a constant data array or vector (`c"..."`, `[4 x float] [...]`), in
    /// host byte order.
    pub fn const_data_bytes(self) -> Option<Vec<u8>> {
        // SAFETY: `self` is a live value.
        if unsafe { LLVMIsAConstantDataSequential(self.raw) }.is_null() {
            return None;
        }
        let mut len = 0;
        // SAFETY: `self` is a `ConstantDataSequential`; the data is owned by it and copied.
        let ptr = unsafe { LLVMGetAsString(self.raw, &mut len) };
        Some(ffi::borrowed_bytes(ptr, len))
    }

    /// The opcode of a constant expression.
    pub fn const_opcode(self) -> Option<Opcode> {
        if self.kind() != ValueKind::ConstantExpr {
            return None;
        }
        // SAFETY: `self` is a constant expression; the opcode is read as an integer.
        Opcode::from_code(unsafe { ffi::get_const_opcode(self.raw) })
    }

    // ----- constant expressions -----

    /// Casts a constant: a constant expression for `trunc`, `ptrtoint`, `inttoptr`, `bitcast`
    /// and `addrspacecast`; the other casts only fold plain constant data (integers, floats,
    /// vectors of them) and fail on anything else.
    pub fn const_cast(self, op: CastOp, dest: Type<'_>) -> Result<Value<'a>> {
        const OP: &str = "const_cast";
        self.check_constant(OP)?;
        check_same_context(OP, self, dest)?;
        if !self.ty().can_cast(op, dest) {
            return Err(Error::invalid(
                OP,
                format!("cannot {op:?} {self} to {dest}"),
            ));
        }
        let (value, ty) = (self.raw, dest.raw());
        // SAFETY (all arms): `value` is a constant, `ty` a type of the same context, and the
        // cast was checked valid like `CastInst::castIsValid`.
        let raw = match op {
            CastOp::Trunc => unsafe { LLVMConstTrunc(value, ty) },
            CastOp::PtrToInt => unsafe { LLVMConstPtrToInt(value, ty) },
            CastOp::IntToPtr => unsafe { LLVMConstIntToPtr(value, ty) },
            CastOp::BitCast => unsafe { LLVMConstBitCast(value, ty) },
            CastOp::AddrSpaceCast => unsafe { LLVMConstAddrSpaceCast(value, ty) },
            _ => {
                if !self.is_plain_constant_data() {
                    return Err(Error::invalid(
                        OP,
                        format!("{op:?} of {self} cannot be folded"),
                    ));
                }
                let folder = FolderRef::of_context(self.context_raw())
                    .ok_or_else(|| Error::invalid(OP, "no folder"))?;
                return folder
                    .cast(op, self, dest)
                    .ok_or_else(|| Error::invalid(OP, format!("{op:?} of {self} did not fold")));
            }
        };
        Value::from_raw_checked(OP, raw)
    }

    /// Folds a binary operation on plain constant data (integers, floats, vectors of them).
    pub fn const_binop(self, op: BinaryOp, rhs: Value<'a>) -> Result<Value<'a>> {
        const OP: &str = "const_binop";
        check_binop_operands(OP, op, self, rhs)?;
        if !self.is_plain_constant_data() || !rhs.is_plain_constant_data() {
            return Err(Error::invalid(
                OP,
                format!("{self} and {rhs} are not both plain constants"),
            ));
        }
        let folder = FolderRef::of_context(self.context_raw())
            .ok_or_else(|| Error::invalid(OP, "no folder"))?;
        folder
            .binop(op, self, rhs)
            .ok_or_else(|| Error::invalid(OP, format!("{op:?} of {self} and {rhs} did not fold")))
    }

    /// A constant `getelementptr` on this constant pointer.
    pub fn const_gep(
        self,
        source: Type<'_>,
        indices: &[Value<'a>],
        flags: GepNoWrapFlags,
    ) -> Result<Value<'a>> {
        const OP: &str = "const_gep";
        self.check_constant(OP)?;
        check_same_context(OP, self, source)?;
        if !self.ty().is_pointer() {
            return Err(Error::invalid(OP, format!("{self} is not a pointer")));
        }
        if !source.is_sized() {
            return Err(Error::invalid(OP, format!("{source} has no size")));
        }
        for &index in indices {
            index.check_constant(OP)?;
            check_same_context(OP, self, index.ty())?;
            if !index.ty().is_int() {
                return Err(Error::invalid(
                    OP,
                    format!("index {index} is not a scalar integer"),
                ));
            }
        }
        source.gep_indexed_type(OP, indices)?;
        let mut raw: Vec<LLVMValueRef> = indices.iter().map(|v| v.raw).collect();
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: the base is a constant pointer, the indices are constant integers of the same
        // context valid for `source` (checked like `getIndexedType`); `raw` holds `count`.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstGEPWithNoWrapFlags(
                source.raw(),
                self.raw,
                raw.as_mut_ptr(),
                count,
                flags.bits(),
            )
        })
    }

    // ----- helpers for the rest of the wrapper -----

    /// The raw context of the value.
    pub(crate) fn context_raw(self) -> llvm_sys::prelude::LLVMContextRef {
        self.ty().context_raw()
    }

    /// Fails unless the value is a constant.
    pub(crate) fn check_constant(self, op: &'static str) -> Result<()> {
        if self.is_constant() {
            Ok(())
        } else {
            Err(Error::invalid(op, format!("{self} is not a constant")))
        }
    }

    /// Whether the value is constant data that folding always handles: an integer or
    /// floating-point constant, a data vector or array, a vector of such, `zeroinitializer`,
    /// `undef` or `poison`.
    pub(crate) fn is_plain_constant_data(self) -> bool {
        match self.kind() {
            ValueKind::ConstantInt
            | ValueKind::ConstantFp
            | ValueKind::ConstantDataVector
            | ValueKind::ConstantDataArray
            | ValueKind::ConstantAggregateZero
            | ValueKind::Undef
            | ValueKind::Poison => true,
            ValueKind::ConstantVector => self
                .operands()
                .into_iter()
                .all(Value::is_plain_constant_data),
            _ => false,
        }
    }

    /// The module owning an instruction, argument, global value or basic block; `None` for
    /// values no module owns (constants other than globals, metadata, inline asm).
    pub(crate) fn owning_module(self) -> Option<LLVMModuleRef> {
        let raw = self.raw;
        // SAFETY (all calls): `raw` is a live value of the kind tested just before each call;
        // parents are checked for null before use.
        unsafe {
            let function = match self.kind() {
                ValueKind::Instruction => {
                    let block = LLVMGetInstructionParent(raw);
                    if block.is_null() {
                        return None;
                    }
                    LLVMGetBasicBlockParent(block)
                }
                ValueKind::Argument => LLVMGetParamParent(raw),
                ValueKind::BasicBlock => LLVMGetBasicBlockParent(LLVMValueAsBasicBlock(raw)),
                _ if self.is_global_value() => raw,
                _ => return None,
            };
            if function.is_null() {
                return None;
            }
            let module = LLVMGetGlobalParent(function);
            (!module.is_null()).then_some(module)
        }
    }

    /// Whether every module-owned value reachable from this value (itself, or the operands of
    /// a constant expression or aggregate, recursively) belongs to `module`.
    pub(crate) fn only_references(self, module: LLVMModuleRef) -> bool {
        let mut pending = vec![self];
        while let Some(value) = pending.pop() {
            if let Some(owner) = value.owning_module() {
                if owner != module {
                    return false;
                }
                continue;
            }
            if value.is_constant() && !value.is_global_value() && !value.is_plain_constant_data() {
                pending.extend(value.operands());
            }
        }
        true
    }
}

/// The longest text [`Value`]'s `Display` shows before cutting.
const DISPLAY_LIMIT: usize = 200;

/// A short form for messages: global values and blocks by name (`ptr @f`, `label %entry`),
/// other values as LLVM prints them, cut after 200 characters. [`Value::print`] gives the
/// full text.
impl fmt::Display for Value<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_global_value() {
            return write!(f, "{} @{}", self.ty(), self.name());
        }
        if self.kind() == ValueKind::BasicBlock {
            return write!(f, "label %{}", self.name());
        }
        let text = self.print();
        let text = text.trim();
        match text.char_indices().nth(DISPLAY_LIMIT) {
            Some((cut, _)) => write!(f, "{}...", &text[..cut]),
            None => f.write_str(text),
        }
    }
}

impl fmt::Debug for Value<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Value({self})")
    }
}

/// Checks that a value and a type belong to the same context.
pub(crate) fn check_same_context(op: &'static str, value: Value<'_>, ty: Type<'_>) -> Result<()> {
    if value.context_raw() == ty.context_raw() {
        Ok(())
    } else {
        Err(Error::ForeignHandle {
            op,
            what: format!("type {ty}"),
        })
    }
}

/// Checks the operands of a binary operator: same type, integer (vector) for integer
/// operators, floating-point (vector) for floating-point operators, same context.
pub(crate) fn check_binop_operands(
    op: &'static str,
    bin: BinaryOp,
    lhs: Value<'_>,
    rhs: Value<'_>,
) -> Result<()> {
    let ty = lhs.ty();
    if ty != rhs.ty() {
        return Err(Error::invalid(
            op,
            format!("{bin:?} of {lhs} and {rhs}: types differ"),
        ));
    }
    let ok = if bin.is_float() {
        ty.is_float_or_float_vector()
    } else {
        ty.is_int_or_int_vector()
    };
    if !ok || ty.kind() == TypeKind::ScalableVector {
        return Err(Error::invalid(
            op,
            format!("{bin:?} does not apply to {ty}"),
        ));
    }
    Ok(())
}

/// The context's folding builder, for folding constants.
pub(crate) struct FolderRef(llvm_sys::prelude::LLVMBuilderRef);

impl FolderRef {
    /// The folder of the context with raw pointer `context`: a builder without insertion
    /// point, created for this call and disposed on drop. (A `Context` caches one; here only
    /// the raw context is known.)
    pub(crate) fn of_context(context: llvm_sys::prelude::LLVMContextRef) -> Option<Self> {
        // SAFETY: `context` is the live context of a live value.
        let raw = unsafe { llvm_sys::core::LLVMCreateBuilderInContext(context) };
        (!raw.is_null()).then_some(FolderRef(raw))
    }

    /// Folds `lhs op rhs`; `None` unless the result is a constant.
    pub(crate) fn binop<'a>(
        &self,
        op: BinaryOp,
        lhs: Value<'a>,
        rhs: Value<'a>,
    ) -> Option<Value<'a>> {
        // SAFETY: the builder has no insertion point; the operands are constants of one type
        // valid for `op` (checked by the callers), so IRBuilder folds them.
        let raw =
            unsafe { LLVMBuildBinOp(self.0, op.to_raw(), lhs.raw, rhs.raw, ffi::EMPTY.as_ptr()) };
        Value::from_raw(raw).filter(|v| v.is_constant())
    }

    /// Folds a cast; `None` unless the result is a constant.
    pub(crate) fn cast<'a>(
        &self,
        op: CastOp,
        value: Value<'a>,
        dest: Type<'_>,
    ) -> Option<Value<'a>> {
        // SAFETY: as for `binop`; the cast was checked valid by the callers.
        let raw = unsafe {
            LLVMBuildCast(
                self.0,
                op.to_raw(),
                value.raw,
                dest.raw(),
                ffi::EMPTY.as_ptr(),
            )
        };
        Value::from_raw(raw).filter(|v| v.is_constant())
    }
}

impl Drop for FolderRef {
    fn drop(&mut self) {
        // SAFETY: the builder was created by `of_context` and is disposed once.
        unsafe { llvm_sys::core::LLVMDisposeBuilder(self.0) };
    }
}

/// Constants of a type.
impl<'a> Type<'a> {
    /// An integer constant of this integer type; `value` is truncated to the width (or
    /// zero-extended beyond 64 bits).
    pub fn const_int(self, value: u64) -> Result<Value<'a>> {
        let width = self
            .int_width()
            .ok_or_else(|| Error::invalid("const_int", format!("{self} is not an integer type")))?;
        let value = if width < 64 {
            value & ((1u64 << width) - 1)
        } else {
            value
        };
        // SAFETY: `self` is an integer type and `value` fits its width (no implicit truncation).
        Value::from_raw_checked("const_int", unsafe { LLVMConstInt(self.raw(), value, 0) })
    }

    /// An integer constant of this integer type from a signed value, truncated to the width
    /// (or sign-extended beyond 64 bits).
    pub fn const_int_signed(self, value: i64) -> Result<Value<'a>> {
        let width = self.int_width().ok_or_else(|| {
            Error::invalid("const_int_signed", format!("{self} is not an integer type"))
        })?;
        if width <= 64 {
            return self.const_int(value as u64);
        }
        // SAFETY: `self` is an integer type wider than 64 bits; LLVM sign-extends `value`.
        Value::from_raw_checked("const_int_signed", unsafe {
            LLVMConstInt(self.raw(), value as u64, 1)
        })
    }

    /// An integer constant of any width from little-endian 64-bit words (missing words are zero,
    /// bits beyond the width are dropped).
    pub fn const_int_words(self, words: &[u64]) -> Result<Value<'a>> {
        const OP: &str = "const_int_words";
        if !self.is_int() {
            return Err(Error::invalid(OP, format!("{self} is not an integer type")));
        }
        let words: Vec<u64> = if words.is_empty() {
            vec![0]
        } else {
            words.to_vec()
        };
        let count = to_c_uint(OP, words.len())?;
        // SAFETY: `self` is an integer type; `words` is non-empty and holds `count` words.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstIntOfArbitraryPrecision(self.raw(), count, words.as_ptr())
        })
    }

    /// A floating-point constant of this type with exactly the given bits, as little-endian
    /// 64-bit words (`ceil(width / 64)` of them; bits beyond the width must be zero).
    pub fn const_float_bits(self, words: &[u64]) -> Result<Value<'a>> {
        const OP: &str = "const_float_bits";
        if !self.is_float() {
            return Err(Error::invalid(
                OP,
                format!("{self} is not a floating-point type"),
            ));
        }
        let bits = self.primitive_size_bits();
        let needed = bits.div_ceil(64) as usize;
        let mut exact = vec![0u64; needed];
        for (i, &word) in words.iter().enumerate() {
            let limit = bits.saturating_sub(64 * i as u64);
            let fits = limit >= 64 || word >> limit == 0;
            if !fits {
                return Err(Error::invalid(
                    OP,
                    format!("bits {words:x?} do not fit {self}"),
                ));
            }
            if let Some(slot) = exact.get_mut(i) {
                *slot = word;
            }
        }
        // SAFETY: `self` is a floating-point type and `exact` holds `ceil(width / 64)` words.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstFPFromBits(self.raw(), exact.as_ptr())
        })
    }

    /// A floating-point constant of this type, converted from `f64` with rounding. For exact
    /// bits use [`Type::const_float_bits`].
    pub fn const_real(self, value: f64) -> Result<Value<'a>> {
        if !self.is_float() {
            return Err(Error::invalid(
                "const_real",
                format!("{self} is not a floating-point type"),
            ));
        }
        // SAFETY: `self` is a floating-point type.
        Value::from_raw_checked("const_real", unsafe { LLVMConstReal(self.raw(), value) })
    }

    /// The zero of this type: `0`, `0.0`, `null`, `zeroinitializer`, `none`. Target extension
    /// types only under `spirv.` (the ones LLVM gives a zero).
    pub fn const_null(self) -> Result<Value<'a>> {
        let ok = match self.kind() {
            TypeKind::Integer
            | TypeKind::Half
            | TypeKind::BFloat
            | TypeKind::Float
            | TypeKind::Double
            | TypeKind::X86Fp80
            | TypeKind::Fp128
            | TypeKind::PpcFp128
            | TypeKind::Pointer
            | TypeKind::Struct
            | TypeKind::Array
            | TypeKind::Vector
            | TypeKind::ScalableVector
            | TypeKind::Token => true,
            TypeKind::TargetExt => self
                .target_ext_name()
                .is_some_and(|n| n.starts_with("spirv.")),
            _ => false,
        };
        if !ok || self.is_opaque_struct() == Some(true) {
            return Err(Error::invalid(
                "const_null",
                format!("{self} has no null value"),
            ));
        }
        // SAFETY: `self` is a type `Constant::getNullValue` handles.
        Value::from_raw_checked("const_null", unsafe { LLVMConstNull(self.raw()) })
    }

    /// The all-ones value of an integer or floating-point type or a vector of them.
    pub fn const_all_ones(self) -> Result<Value<'a>> {
        let scalar = self.scalar_type();
        if !(scalar.is_int() || scalar.is_float()) {
            return Err(Error::invalid(
                "const_all_ones",
                format!("{self} has no all-ones value"),
            ));
        }
        // SAFETY: `self` is an integer or floating-point type or a vector of them.
        Value::from_raw_checked("const_all_ones", unsafe { LLVMConstAllOnes(self.raw()) })
    }

    /// `undef` of this type.
    pub fn undef(self) -> Result<Value<'a>> {
        if !self.is_value_type() {
            return Err(Error::invalid("undef", format!("{self} has no values")));
        }
        // SAFETY: `self` is a first-class type.
        Value::from_raw_checked("undef", unsafe { LLVMGetUndef(self.raw()) })
    }

    /// `poison` of this type.
    pub fn poison(self) -> Result<Value<'a>> {
        if !self.is_value_type() {
            return Err(Error::invalid("poison", format!("{self} has no values")));
        }
        // SAFETY: `self` is a first-class type.
        Value::from_raw_checked("poison", unsafe { LLVMGetPoison(self.raw()) })
    }

    /// A constant array of `elements`, all constants of this (element) type.
    pub fn const_array(self, elements: &[Value<'a>]) -> Result<Value<'a>> {
        const OP: &str = "const_array";
        if !self.is_valid_array_element() {
            return Err(Error::invalid(
                OP,
                format!("{self} cannot be an array element"),
            ));
        }
        let mut raw = Vec::with_capacity(elements.len());
        for &element in elements {
            element.check_constant(OP)?;
            if element.ty() != self {
                return Err(Error::invalid(
                    OP,
                    format!("{element} is not of type {self}"),
                ));
            }
            raw.push(element.raw);
        }
        // SAFETY: every element is a constant of the element type; `raw` holds them all.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstArray2(self.raw(), raw.as_mut_ptr(), raw.len() as u64)
        })
    }

    /// A constant of this non-opaque struct type with the given field values.
    pub fn const_named_struct(self, elements: &[Value<'a>]) -> Result<Value<'a>> {
        const OP: &str = "const_named_struct";
        let fields = self
            .struct_elements()
            .filter(|_| self.is_opaque_struct() == Some(false))
            .ok_or_else(|| {
                Error::invalid(OP, format!("{self} is not a struct type with a body"))
            })?;
        if fields.len() != elements.len() {
            return Err(Error::invalid(
                OP,
                format!("{self} has {} fields, not {}", fields.len(), elements.len()),
            ));
        }
        let mut raw = Vec::with_capacity(elements.len());
        for (&element, &field) in elements.iter().zip(&fields) {
            element.check_constant(OP)?;
            if element.ty() != field {
                return Err(Error::invalid(
                    OP,
                    format!("{element} is not of type {field}"),
                ));
            }
            raw.push(element.raw);
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: the struct has a body whose field types match the constant elements.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstNamedStruct(self.raw(), raw.as_mut_ptr(), count)
        })
    }

    /// A constant data array of this element type (`i8`, `i16`, `i32`, `i64`, `half`,
    /// `bfloat`, `float` or `double`) from raw bytes in host byte order.
    pub fn const_data_array(self, bytes: &[u8]) -> Result<Value<'a>> {
        const OP: &str = "const_data_array";
        let size = match self.kind() {
            TypeKind::Integer => match self.int_width() {
                Some(w @ (8 | 16 | 32 | 64)) => w / 8,
                _ => 0,
            },
            TypeKind::Half | TypeKind::BFloat => 2,
            TypeKind::Float => 4,
            TypeKind::Double => 8,
            _ => 0,
        };
        if size == 0 {
            return Err(Error::invalid(
                OP,
                format!("{self} cannot be a constant data element"),
            ));
        }
        if bytes.len() % size as usize != 0 {
            return Err(Error::invalid(
                OP,
                format!("{} bytes are not a whole number of {self}", bytes.len()),
            ));
        }
        // SAFETY: the element type is one LLVM accepts and the byte count is a multiple of its
        // size; LLVM copies the bytes.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstDataArray(self.raw(), bytes.as_ptr().cast(), bytes.len())
        })
    }
}

/// Constants not determined by one type.
impl Context {
    /// A constant literal struct `{ elements... }` (packed: `<{ ... }>`).
    pub fn const_struct<'a>(&'a self, elements: &[Value<'a>], packed: bool) -> Result<Value<'a>> {
        const OP: &str = "const_struct";
        let mut raw = Vec::with_capacity(elements.len());
        for &element in elements {
            self.check_value(OP, element)?;
            element.check_constant(OP)?;
            if !element.ty().is_valid_struct_element() {
                return Err(Error::invalid(
                    OP,
                    format!("{element} cannot be a struct field"),
                ));
            }
            raw.push(element.raw);
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: every element is a constant of this context; `raw` holds `count`.
        Value::from_raw_checked(OP, unsafe {
            LLVMConstStructInContext(self.raw(), raw.as_mut_ptr(), count, llvm_bool(packed))
        })
    }

    /// A constant vector of `elements`: at least one, all constants of one integer,
    /// floating-point or pointer type.
    pub fn const_vector<'a>(&'a self, elements: &[Value<'a>]) -> Result<Value<'a>> {
        const OP: &str = "const_vector";
        let first = elements
            .first()
            .ok_or_else(|| Error::invalid(OP, "vectors cannot be empty"))?;
        let ty = first.ty();
        if !ty.is_valid_vector_element() {
            return Err(Error::invalid(
                OP,
                format!("{ty} cannot be a vector element"),
            ));
        }
        let mut raw = Vec::with_capacity(elements.len());
        for &element in elements {
            self.check_value(OP, element)?;
            element.check_constant(OP)?;
            if element.ty() != ty {
                return Err(Error::invalid(OP, format!("{element} is not of type {ty}")));
            }
            raw.push(element.raw);
        }
        let count = to_c_uint(OP, raw.len())?;
        // SAFETY: non-empty, all constants of one valid element type; `raw` holds `count`.
        Value::from_raw_checked(OP, unsafe { LLVMConstVector(raw.as_mut_ptr(), count) })
    }

    /// A constant `[N x i8]` array of `bytes`, with a NUL byte appended when `null_terminate`.
    pub fn const_string(&self, bytes: &[u8], null_terminate: bool) -> Result<Value<'_>> {
        // SAFETY: the context is live; LLVM copies `bytes.len()` bytes.
        Value::from_raw_checked("const_string", unsafe {
            LLVMConstStringInContext2(
                self.raw(),
                bytes.as_ptr().cast(),
                bytes.len(),
                llvm_bool(!null_terminate),
            )
        })
    }
}

/// The parts of an inline-assembly callee (`asm sideeffect "text", "constraints"`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm<'a> {
    /// The assembly text.
    pub text: String,
    /// The constraint string.
    pub constraints: String,
    /// `sideeffect`.
    pub side_effects: bool,
    /// The function type the call gives it.
    pub function_type: Type<'a>,
}

impl<'a> Value<'a> {
    /// The parts of this inline-assembly value; `None` for other values.
    pub fn inline_asm(self) -> Option<InlineAsm<'a>> {
        if self.kind() != ValueKind::InlineAsm {
            return None;
        }
        let (mut text_len, mut constraints_len) = (0, 0);
        // SAFETY: `self` is an inline-assembly value; the strings are owned by it and copied
        // at once; the function type is its own.
        unsafe {
            let text = llvm_sys::core::LLVMGetInlineAsmAsmString(self.raw, &mut text_len);
            let constraints = llvm_sys::core::LLVMGetInlineAsmConstraintString(self.raw, &mut constraints_len);
            Some(InlineAsm {
                text: super::ffi::borrowed_string(text, text_len),
                constraints: super::ffi::borrowed_string(constraints, constraints_len),
                side_effects: llvm_sys::core::LLVMGetInlineAsmHasSideEffects(self.raw) != 0,
                function_type: Type::from_raw_nonnull(llvm_sys::core::LLVMGetInlineAsmFunctionType(self.raw)),
            })
        }
    }

    /// An inline-assembly callee of function type `fn_ty` (AT&T dialect, no stack alignment,
    /// cannot unwind).
    pub fn new_inline_asm(fn_ty: Type<'a>, text: &str, constraints: &str, side_effects: bool) -> Result<Value<'a>> {
        if fn_ty.param_types().is_none() {
            return Err(Error::invalid("inline_asm", format!("{fn_ty} is not a function type")));
        }
        // SAFETY: a function type; LLVM copies both strings by length.
        Value::from_raw_checked("inline_asm", unsafe {
            llvm_sys::core::LLVMGetInlineAsm(
                fn_ty.raw(),
                text.as_ptr().cast(),
                text.len(),
                constraints.as_ptr().cast(),
                constraints.len(),
                llvm_bool(side_effects),
                0,
                llvm_sys::LLVMInlineAsmDialect::LLVMInlineAsmDialectATT,
                0,
            )
        })
    }
}
