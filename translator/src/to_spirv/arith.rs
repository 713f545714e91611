//! Arithmetic, casts, comparisons and `select`, from the correspondence tables in
//! `crate::tables` read right to left.
//!
//! `i1` is `OpTypeBool` in SPIR-V, which has no arithmetic: bitwise operators on booleans use
//! the logical instructions, `zext`/`sext`/`uitofp`/`sitofp` of booleans are `OpSelect`s, and
//! `trunc` to `i1` tests the low bit. Pointer comparisons compare the addresses as integers.
//! `nsw`/`nuw` become `NoSignedWrap`/`NoUnsignedWrap` only when
//! `SPV_KHR_no_integer_wrap_decoration` is allowed; fast-math flags become `FPFastMathMode`.

use ::spirv::{Decoration, FPFastMathMode, Op, StorageClass};

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::{AttrIndex, BinaryOp, CastOp, FastMathFlags, IntPredicate, RealPredicate, Value};
use crate::spirv::Id;
use crate::tables;

const NO_WRAP_EXTENSION: &str = "SPV_KHR_no_integer_wrap_decoration";

impl<'m> Translator<'m> {
    fn operand(&mut self, v: Value<'m>, i: u32) -> Result<Val> {
        let o = v.operand(i).ok_or_else(|| invalid(format!("missing operand {i}")))?;
        self.value(o)
    }

    pub(crate) fn binary(&mut self, v: Value<'m>, op: BinaryOp) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let mut a = self.operand(v, 0)?;
        let mut b = self.operand(v, 1)?;
        let odd = super::odd_widths::odd_width(v.ty());
        if let Some(n) = odd {
            // Signed operations see the sign-extended container.
            if matches!(op, BinaryOp::AShr | BinaryOp::SDiv | BinaryOp::SRem) {
                a.id = self.sext_odd(a.id, ty, n)?;
            }
            if matches!(op, BinaryOp::SDiv | BinaryOp::SRem) {
                b.id = self.sext_odd(b.id, ty, n)?;
            }
        }
        if matches!(op, BinaryOp::SDiv | BinaryOp::UDiv | BinaryOp::SRem | BinaryOp::URem) {
            b.id = self.define_extra_lanes(v.ty(), b.id, ty, 1)?;
        }
        let boolean = self.is_bool_type(ty);
        if boolean && matches!(op, BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr) {
            return self.bool_shift(a, b, ty);
        }
        let spirv_op = if boolean {
            match op {
                BinaryOp::And | BinaryOp::Mul => Op::LogicalAnd,
                BinaryOp::Or => Op::LogicalOr,
                BinaryOp::Xor | BinaryOp::Add | BinaryOp::Sub => Op::LogicalNotEqual,
                _ => return Err(unsupported(format!("{op:?} on i1"))),
            }
        } else {
            tables::BINARY
                .iter()
                .find(|r| r.1 == op && !is_logical(r.0))
                .map(|r| r.0)
                .ok_or_else(|| unsupported(format!("{op:?}")))?
        };
        let mut id = self.emit(spirv_op, ty, vec![a.id.0, b.id.0]);
        if let Some(n) = odd {
            // Keep the bits above the width zero.
            if !matches!(op, BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::LShr | BinaryOp::UDiv | BinaryOp::URem) {
                id = self.mask_odd(id, ty, n)?;
            }
            return Ok(Val { id, ty });
        }
        self.arith_decorations(v, spirv_op, id);
        Ok(Val { id, ty })
    }

    /// A shift of `i1` values as the reference regularizes it: both operands selected to 32-bit
    /// 0/1 integers, shifted right (a defined shift of one bit is by zero, so every shift is
    /// this one), compared with zero.
    fn bool_shift(&mut self, a: Val, b: Val, ty: Id) -> Result<Val> {
        let (_, n) = self.scalar_and_count(ty);
        let u32_ty = self.b.type_int(32);
        let wide = if n > 1 { self.b.type_vector(u32_ty, n) } else { u32_ty };
        let (one, zero) = (self.splat_int(wide, 1)?, self.splat_int(wide, 0)?);
        let a32 = self.emit(Op::Select, wide, vec![a.id.0, one.0, zero.0]);
        let b32 = self.emit(Op::Select, wide, vec![b.id.0, one.0, zero.0]);
        let shifted = self.emit(Op::ShiftRightLogical, wide, vec![a32.0, b32.0]);
        let id = self.emit(Op::INotEqual, ty, vec![shifted.0, zero.0]);
        self.f.bool_shifts.insert(id, Val { id: shifted, ty: wide });
        Ok(Val { id, ty })
    }

    /// Integer vector `x` of SPIR-V type `ty`, holding a widened LLVM vector of type `llvm_ty`,
    /// with its extra lanes set to `value` (a divisor must have no undefined lane: dividing by
    /// one traps on the host). `x` itself when the vector is not widened.
    fn define_extra_lanes(&mut self, llvm_ty: crate::llvm::Type<'m>, x: Id, ty: Id, value: u64) -> Result<Id> {
        if !super::types::is_widened_vector(llvm_ty) {
            return Ok(x);
        }
        let n = llvm_ty.vector_size().unwrap_or(0);
        let (_, lanes) = self.scalar_and_count(ty);
        let fill = self.splat_int(ty, value)?;
        let mut operands = vec![x.0, fill.0];
        operands.extend((0..lanes).map(|k| if k < n { k } else { lanes + k }));
        Ok(self.emit(Op::VectorShuffle, ty, operands))
    }

    /// `NoSignedWrap`/`NoUnsignedWrap` and `FPFastMathMode` from the instruction's flags.
    fn arith_decorations(&mut self, v: Value<'m>, op: Op, id: Id) {
        // Wrap flags are decorations from SPIR-V 1.4 on, which a kernel module then takes when
        // `--spirv-max-version` allows it (as the reference does); below, only through the
        // extension. Shader modules keep the version their environment reads: the extension only.
        let by_version = self.options.max_version >= (1, 4) && !self.is_shader();
        if matches!(op, Op::IAdd | Op::ISub | Op::IMul | Op::ShiftLeftLogical)
            && (by_version || self.options.extensions.allows(NO_WRAP_EXTENSION))
        {
            let mut any = false;
            if v.has_nsw() == Some(true) {
                self.b.decorate(id, Decoration::NoSignedWrap, &[]);
                any = true;
            }
            if v.has_nuw() == Some(true) {
                self.b.decorate(id, Decoration::NoUnsignedWrap, &[]);
                any = true;
            }
            if any && !by_version {
                self.b.extension(NO_WRAP_EXTENSION);
            }
        }
        if matches!(op, Op::FAdd | Op::FSub | Op::FMul | Op::FDiv | Op::FRem) {
            let flags = v.fast_math_flags().unwrap_or_default();
            // A multiplication alone cannot be contracted; an addition or subtraction without
            // `contract` may not absorb one.
            if matches!(op, Op::FAdd | Op::FSub) && !flags.contains(FastMathFlags::ALLOW_CONTRACT) {
                self.f.strict_fp = true;
            }
            self.fast_math_decoration(v, id);
        }
    }

    /// `FPFastMathMode` on `OpenCL.std` instruction `id` made of call `call`: its fast-math
    /// flags, and those its callee's `nofpclass` says (`tables::NOFPCLASS_FLAGS`). SPIR-V 1.6
    /// allows the decoration on extended instructions (the module then needs 1.6); below it,
    /// nothing is written, as the reference does.
    pub(crate) fn call_fast_math(&mut self, call: Value<'m>, id: Id) {
        if self.options.max_version < (1, 6) {
            return;
        }
        let mut flags = call.fast_math_flags().unwrap_or_default();
        if let Some(f) = call.called_function() {
            let stated = *self.nofpclass.entry(f.as_value()).or_insert_with(|| nofpclass_flags(f));
            flags = FastMathFlags::from_bits(flags.bits() | stated.bits());
        }
        if self.decorate_fast_math(id, flags) {
            self.b.require_version((1, 6), "FPFastMathMode on an extended instruction");
        }
    }

    /// `FPFastMathMode` on `id` from the fast-math flags of `v`; true when it decorated.
    fn fast_math_decoration(&mut self, v: Value<'m>, id: Id) -> bool {
        v.fast_math_flags().is_some_and(|flags| self.decorate_fast_math(id, flags))
    }

    /// `FPFastMathMode` on `id` for LLVM fast-math flags `flags` (the contract and reassociation
    /// bits with their extension and capability, when allowed); true when it decorated.
    pub(crate) fn decorate_fast_math(&mut self, id: Id, flags: FastMathFlags) -> bool {
        let float_controls2 = self.float_controls2();
        let extensions = &self.options.extensions;
        let mode = fast_math_mode(flags, float_controls2, &|e| extensions.allows(e));
        if mode.intersects(FPFastMathMode::ALLOW_CONTRACT | FPFastMathMode::ALLOW_REASSOC) {
            if float_controls2 {
                self.use_float_controls2();
            } else {
                self.b.extension(tables::FP_FAST_MATH_EXTENSION);
                self.b.capability(::spirv::Capability::FPFastMathModeINTEL);
            }
        }
        if mode == FPFastMathMode::NONE {
            return false;
        }
        self.b.decorate(id, Decoration::FPFastMathMode, &[mode.bits()]);
        true
    }

    pub(crate) fn fneg(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(v.ty())?;
        let a = self.operand(v, 0)?;
        Ok(Val { id: self.emit(Op::FNegate, ty, vec![a.id.0]), ty })
    }

    pub(crate) fn cast(&mut self, v: Value<'m>, op: CastOp) -> Result<Val> {
        let src_value = v.operand(0).ok_or_else(|| invalid("cast without operand"))?;
        if op == CastOp::AddrSpaceCast && v.ty().is_pointer() {
            // The result points to what the source points to: no pointer type of the LLVM
            // result's own (`i8`) pointee is made.
            let src = self.value(src_value)?;
            let to = self.storage_class(v.ty().address_space().unwrap_or(0))?;
            return self.addrspace_cast_to(src, to);
        }
        let ty = self.ty(v.ty())?;
        let src = self.value(src_value)?;
        let from_bool = self.is_bool_type(src.ty);
        let to_bool = self.is_bool_type(ty);
        if let Some(val) = self.odd_width_cast(v, op, src, ty)? {
            return Ok(val);
        }
        if let Some(val) = self.pointer_vector_cast(v, op, src, ty)? {
            return Ok(val);
        }
        if op == CastOp::ZExt && from_bool {
            if let Some(wide) = self.f.bool_shifts.get(&src.id).filter(|w| w.ty == ty) {
                return Ok(*wide);
            }
        }
        let id = match op {
            CastOp::Trunc if to_bool => {
                let one = self.splat_int(src.ty, 1)?;
                let zero = self.splat_int(src.ty, 0)?;
                let low = self.emit(Op::BitwiseAnd, src.ty, vec![src.id.0, one.0]);
                self.emit(Op::INotEqual, ty, vec![low.0, zero.0])
            }
            CastOp::ZExt | CastOp::SExt | CastOp::UIToFP | CastOp::SIToFP if from_bool => {
                let minus = matches!(op, CastOp::SExt | CastOp::SIToFP);
                // All ones of the LLVM width (an odd-width integer keeps its upper bits zero).
                let ones = match super::odd_widths::odd_width(v.ty()) {
                    Some(n) => (1u64 << n) - 1,
                    None => u64::MAX,
                };
                let (t, f) = if self.is_float_type(ty) {
                    (self.splat_float(ty, if minus { -1.0 } else { 1.0 })?, self.splat_float(ty, 0.0)?)
                } else {
                    (self.splat_int(ty, if minus { ones } else { 1 })?, self.splat_int(ty, 0)?)
                };
                self.emit(Op::Select, ty, vec![src.id.0, t.0, f.0])
            }
            CastOp::FPToUI | CastOp::FPToSI if to_bool => {
                // The defined results are 0 and 1 (unsigned) or 0 and -1 (signed): both are
                // "not zero" once converted to a wider integer.
                let (_, n) = self.scalar_and_count(ty);
                let i32_ty = self.b.type_int(32);
                let wide = if n > 1 { self.b.type_vector(i32_ty, n) } else { i32_ty };
                let convert = if op == CastOp::FPToUI { Op::ConvertFToU } else { Op::ConvertFToS };
                let c = self.emit(convert, wide, vec![src.id.0]);
                let zero = self.splat_int(wide, 0)?;
                self.emit(Op::INotEqual, ty, vec![c.0, zero.0])
            }
            _ if from_bool || to_bool => return Err(unsupported(format!("{op:?} between i1 and another type"))),
            CastOp::BitCast => {
                if src.ty == ty || (self.pointer_parts(src.ty).is_some() && self.pointer_parts(ty).is_some()) {
                    return Ok(src);
                }
                if let Some(id) = self.one_lane_bitcast(src_value, v, src, ty)? {
                    return Ok(Val { id, ty });
                }
                if super::types::is_widened_vector(src_value.ty()) || super::types::is_widened_vector(v.ty()) {
                    return Err(unsupported(format!("bitcast of {} to {} (no SPIR-V vector of that length)", src_value.ty(), v.ty())));
                }
                self.emit(Op::Bitcast, ty, vec![src.id.0])
            }
            CastOp::AddrSpaceCast => return self.addrspace_cast(src, ty),
            other => {
                let spv = crate::tables::cast_instruction(other).ok_or_else(|| unsupported(format!("{other:?}")))?;
                self.emit(spv, ty, vec![src.id.0])
            }
        };
        Ok(Val { id, ty })
    }

    /// A bitcast from or to a one-lane vector (held in two lanes): through its only lane,
    /// which has the width of the whole value. `None` when neither side is one.
    fn one_lane_bitcast(&mut self, from: Value<'m>, to: Value<'m>, src: Val, ty: Id) -> Result<Option<Id>> {
        let one_lane = |t: crate::llvm::Type<'m>| t.is_vector() && t.vector_size() == Some(1);
        let (from_one, to_one) = (one_lane(from.ty()), one_lane(to.ty()));
        if !from_one && !to_one {
            return Ok(None);
        }
        let mut id = src.id;
        let mut cur = src.ty;
        if from_one {
            cur = self.scalar_and_count(src.ty).0;
            id = self.emit(Op::CompositeExtract, cur, vec![id.0, 0]);
        }
        let target = if to_one { self.scalar_and_count(ty).0 } else { ty };
        if cur != target {
            id = self.emit(Op::Bitcast, target, vec![id.0]);
        }
        if to_one {
            let undef = self.b.undef(target);
            id = self.emit(Op::CompositeConstruct, ty, vec![id.0, undef.0]);
        }
        Ok(Some(id))
    }

    /// Casts from or to integers of widths SPIR-V lacks (`odd_widths`), and bitcasts between
    /// boolean vectors and integers; `None` for every other cast.
    fn odd_width_cast(&mut self, v: Value<'m>, op: CastOp, src: Val, ty: Id) -> Result<Option<Val>> {
        use super::odd_widths::odd_width;
        let from_ty = v.operand(0).map(|o| o.ty()).ok_or_else(|| invalid("cast without operand"))?;
        let from = odd_width(from_ty);
        let to = odd_width(v.ty());
        if op == CastOp::BitCast && self.is_bool_type(src.ty) != self.is_bool_type(ty) {
            let id = if self.is_bool_type(src.ty) { self.bools_to_int(src, ty)? } else { self.int_to_bools(src, ty)? };
            return Ok(Some(Val { id, ty }));
        }
        if (from.is_none() && to.is_none()) || self.is_bool_type(src.ty) || self.is_bool_type(ty) {
            return Ok(None);
        }
        let same = src.ty == ty;
        let id = match op {
            CastOp::Trunc => {
                let t = if same { src.id } else { self.emit(Op::UConvert, ty, vec![src.id.0]) };
                match to {
                    Some(n) => self.mask_odd(t, ty, n)?,
                    None => t,
                }
            }
            CastOp::ZExt if same => src.id,
            CastOp::ZExt => self.emit(Op::UConvert, ty, vec![src.id.0]),
            CastOp::SExt => {
                let s = match from {
                    Some(n) => self.sext_odd(src.id, src.ty, n)?,
                    None => src.id,
                };
                let s = if same { s } else { self.emit(Op::SConvert, ty, vec![s.0]) };
                match to {
                    Some(m) => self.mask_odd(s, ty, m)?,
                    None => s,
                }
            }
            CastOp::SIToFP => {
                let n = from.ok_or_else(|| invalid("sitofp of an odd-width integer without one"))?;
                let s = self.sext_odd(src.id, src.ty, n)?;
                self.emit(Op::ConvertSToF, ty, vec![s.0])
            }
            CastOp::PtrToInt => {
                let n = to.ok_or_else(|| invalid("ptrtoint to an odd-width integer without one"))?;
                let address = self.emit(Op::ConvertPtrToU, ty, vec![src.id.0]);
                self.mask_odd(address, ty, n)?
            }
            // The bits above the width are zero: the container is the address.
            CastOp::IntToPtr => self.emit(Op::ConvertUToPtr, ty, vec![src.id.0]),
            CastOp::UIToFP => self.emit(Op::ConvertUToF, ty, vec![src.id.0]),
            CastOp::FPToUI | CastOp::FPToSI => {
                let op = if op == CastOp::FPToUI { Op::ConvertFToU } else { Op::ConvertFToS };
                let c = self.emit(op, ty, vec![src.id.0]);
                match to {
                    Some(n) => self.mask_odd(c, ty, n)?,
                    None => c,
                }
            }
            _ => return Err(unsupported(format!("{op:?} of an integer of a width SPIR-V lacks"))),
        };
        Ok(Some(Val { id, ty }))
    }

    /// `addrspacecast`: to `Generic` with `OpPtrCastToGeneric`, from `Generic` with
    /// `OpGenericCastToPtr`, keeping the pointee; between `CrossWorkgroup` and its
    /// `SPV_INTEL_usm_storage_classes` subsets with `OpPtrCastToCrossWorkgroupINTEL` and
    /// `OpCrossWorkgroupCastToPtrINTEL` (through `CrossWorkgroup` to and from `Generic`).
    pub(crate) fn addrspace_cast(&mut self, src: Val, ty: Id) -> Result<Val> {
        let (to, _) = self.pointer_parts(ty).ok_or_else(|| invalid("addrspacecast to a non-pointer"))?;
        self.addrspace_cast_to(src, to)
    }

    /// Pointer `src` cast to storage class `to`, keeping its pointee.
    pub(crate) fn addrspace_cast_to(&mut self, src: Val, to: StorageClass) -> Result<Val> {
        let (from, pointee) = self.pointer_parts(src.ty).ok_or_else(|| invalid("addrspacecast of a non-pointer"))?;
        if from == to {
            return Ok(src);
        }
        let usm = |sc| matches!(sc, StorageClass::DeviceOnlyINTEL | StorageClass::HostOnlyINTEL);
        if usm(from) {
            let global = self.pointer_type(StorageClass::CrossWorkgroup, pointee);
            let g = Val { id: self.emit(Op::PtrCastToCrossWorkgroupINTEL, global, vec![src.id.0]), ty: global };
            return if to == StorageClass::CrossWorkgroup { Ok(g) } else { self.addrspace_cast_to(g, to) };
        }
        if usm(to) {
            let g = if from == StorageClass::CrossWorkgroup { src } else { self.addrspace_cast_to(src, StorageClass::CrossWorkgroup)? };
            let ty = self.pointer_type(to, pointee);
            return Ok(Val { id: self.emit(Op::CrossWorkgroupCastToPtrINTEL, ty, vec![g.id.0]), ty });
        }
        let ty = self.pointer_type(to, pointee);
        let cast_error = |rule| super::Error::new(super::ErrorKind::Cast { from: format!("{from:?}"), to: format!("{to:?}"), rule });
        // OpPtrCastToGeneric and OpGenericCastToPtr connect Generic with Workgroup,
        // CrossWorkgroup and Function only.
        let specific = |sc| matches!(sc, StorageClass::Workgroup | StorageClass::CrossWorkgroup | StorageClass::Function);
        let op = match (from, to) {
            (f, StorageClass::Generic) if specific(f) => Op::PtrCastToGeneric,
            (StorageClass::Generic, t) if specific(t) => Op::GenericCastToPtr,
            (StorageClass::Generic, StorageClass::UniformConstant) => {
                return Err(cast_error("Casts from generic address space to constant are illegal"));
            }
            _ => return Err(cast_error("Casts from private/local/global address space are allowed only to generic")),
        };
        Ok(Val { id: self.emit(op, ty, vec![src.id.0]), ty })
    }

    pub(crate) fn icmp(&mut self, v: Value<'m>) -> Result<Val> {
        let pred = v.icmp_predicate().ok_or_else(|| invalid("icmp without predicate"))?;
        if let (Some(x), Some(y)) = (v.operand(0), v.operand(1)) {
            self.channel_data_type_compare(x, &[y])?;
            self.channel_data_type_compare(y, &[x])?;
        }
        let ty = self.ty(v.ty())?;
        let mut a = self.operand(v, 0)?;
        let mut b = self.operand(v, 1)?;
        let operand_ty = v.operand(0).map(|o| o.ty());
        if let Some(n) = operand_ty.and_then(super::odd_widths::odd_width) {
            if matches!(pred, IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle) {
                a.id = self.sext_odd(a.id, a.ty, n)?;
                b.id = self.sext_odd(b.id, b.ty, n)?;
            }
        }
        if self.pointer_parts(a.ty).is_some() {
            // Equality of pointers of one type is OpPtrEqual/OpPtrNotEqual from SPIR-V 1.4 on
            // (as the reference writes it when the version allows); other comparisons, and
            // earlier versions, compare the addresses as integers.
            let same_type = a.ty == b.ty && !self.is_shader();
            if same_type && self.options.max_version >= (1, 4) && matches!(pred, IntPredicate::Eq | IntPredicate::Ne) {
                let op = if pred == IntPredicate::Eq { Op::PtrEqual } else { Op::PtrNotEqual };
                return Ok(Val { id: self.emit(op, ty, vec![a.id.0, b.id.0]), ty });
            }
            let int = self.b.type_int(self.pointer_bits());
            a = Val { id: self.emit(Op::ConvertPtrToU, int, vec![a.id.0]), ty: int };
            b = Val { id: self.emit(Op::ConvertPtrToU, int, vec![b.id.0]), ty: int };
        }
        if self.is_bool_type(a.ty) {
            return Ok(Val { id: self.bool_compare(pred, a.id, b.id, ty), ty });
        }
        let op = tables::INT_COMPARE
            .iter()
            .find(|r| r.1 == pred && !matches!(r.0, Op::LogicalEqual | Op::LogicalNotEqual | Op::PtrEqual | Op::PtrNotEqual))
            .map(|r| r.0)
            .ok_or_else(|| unsupported(format!("icmp {pred:?}")))?;
        Ok(Val { id: self.emit(op, ty, vec![a.id.0, b.id.0]), ty })
    }

    /// A comparison of booleans. Unsigned, `true` is 1: `a < b` is `!a && b`. Signed, `true`
    /// is -1, so the order is reversed: `a < b` is `a && !b`.
    fn bool_compare(&mut self, pred: IntPredicate, a: Id, b: Id, ty: Id) -> Id {
        use IntPredicate::*;
        // The result is `a' op b'`, where `a'` and `b'` may be negated.
        let (not_a, not_b, op) = match pred {
            Eq => (false, false, Op::LogicalEqual),
            Ne => (false, false, Op::LogicalNotEqual),
            Ult | Sgt => (true, false, Op::LogicalAnd),
            Ule | Sge => (true, false, Op::LogicalOr),
            Ugt | Slt => (false, true, Op::LogicalAnd),
            Uge | Sle => (false, true, Op::LogicalOr),
        };
        let a = if not_a { self.emit(Op::LogicalNot, ty, vec![a.0]) } else { a };
        let b = if not_b { self.emit(Op::LogicalNot, ty, vec![b.0]) } else { b };
        self.emit(op, ty, vec![a.0, b.0])
    }

    pub(crate) fn fcmp(&mut self, v: Value<'m>) -> Result<Val> {
        let pred = v.fcmp_predicate().ok_or_else(|| invalid("fcmp without predicate"))?;
        let ty = self.ty(v.ty())?;
        if matches!(pred, RealPredicate::False | RealPredicate::True) {
            let c = self.b.const_bool(pred == RealPredicate::True);
            let (_, n) = self.scalar_and_count(ty);
            return Ok(Val { id: self.splat(c, ty, n), ty });
        }
        let a = self.operand(v, 0)?;
        let b = self.operand(v, 1)?;
        let result = self.compare_floats(pred, a, b, ty)?;
        // Comparisons take `FPFastMathMode` from SPIR-V 1.6 on, which a kernel module then
        // takes when `--spirv-max-version` allows it (as the reference does); the flags are
        // dropped below (they only license optimizations).
        if self.options.max_version >= (1, 6) && !self.is_shader() && self.fast_math_decoration(v, result.id) {
            self.b.require_version((1, 6), "FPFastMathMode on a comparison");
        }
        Ok(result)
    }

    /// `llvm.experimental.constrained.fcmp`/`fcmps`: the comparison its metadata names (SPIR-V
    /// has no floating-point exceptions, so the quiet and signalling forms are one comparison).
    pub(crate) fn constrained_fcmp(&mut self, inst: Value<'m>, args: &[Value<'m>]) -> Result<Val> {
        let [a, b, pred, ..] = args else { return Err(invalid("constrained fcmp without its operands")) };
        let name = pred.as_metadata().and_then(|m| m.as_string()).unwrap_or_default();
        let pred = tables::FLOAT_COMPARE
            .iter()
            .map(|r| r.1)
            .find(|p| format!("{p:?}").eq_ignore_ascii_case(&name))
            .ok_or_else(|| invalid(format!("constrained fcmp with predicate {name:?}")))?;
        let ty = self.ty(inst.ty())?;
        let (a, b) = (self.value(*a)?, self.value(*b)?);
        self.compare_floats(pred, a, b, ty)
    }

    fn compare_floats(&mut self, pred: RealPredicate, a: Val, b: Val, ty: Id) -> Result<Val> {
        if self.is_shader() && matches!(pred, RealPredicate::Ord | RealPredicate::Uno) {
            // `OpOrdered`/`OpUnordered` are kernel-only: NaN tests instead.
            let nan_a = self.emit(Op::IsNan, ty, vec![a.id.0]);
            let nan_b = self.emit(Op::IsNan, ty, vec![b.id.0]);
            let either = self.emit(Op::LogicalOr, ty, vec![nan_a.0, nan_b.0]);
            let id = if pred == RealPredicate::Uno { either } else { self.emit(Op::LogicalNot, ty, vec![either.0]) };
            return Ok(Val { id, ty });
        }
        let op = tables::FLOAT_COMPARE
            .iter()
            .find(|r| r.1 == pred && r.0 != Op::LessOrGreater)
            .map(|r| r.0)
            .ok_or_else(|| unsupported(format!("fcmp {pred:?}")))?;
        let id = self.emit(op, ty, vec![a.id.0, b.id.0]);
        Ok(Val { id, ty })
    }

    pub(crate) fn select(&mut self, v: Value<'m>) -> Result<Val> {
        let ty = self.ty(self.vty(v))?;
        if matches!(self.b.type_info(ty), Some(SpvType::Opaque)) {
            // OpSelect takes scalars, vectors and pointers (composites from 1.4), never images,
            // samplers, events, queues or pipes.
            return Err(unsupported("select of an OpenCL object (image, sampler, event, queue, pipe or reserve id)"));
        }
        let cond = self.operand(v, 0)?;
        let t = v.operand(1).ok_or_else(|| invalid("select without operands"))?;
        let f = v.operand(2).ok_or_else(|| invalid("select without operands"))?;
        let t = self.value_as(t, ty)?;
        let f = self.value_as(f, ty)?;
        if matches!(self.b.type_info(ty), Some(SpvType::Struct(_) | SpvType::Array(..))) {
            return Err(unsupported("select of an aggregate"));
        }
        let (_, n) = self.scalar_and_count(ty);
        let (_, cn) = self.scalar_and_count(cond.ty);
        let c = if n > 1 && cn == 1 {
            let bools = self.b.type_bool();
            let bv = self.b.type_vector(bools, n);
            self.emit(Op::CompositeConstruct, bv, vec![cond.id.0; n as usize])
        } else {
            cond.id
        };
        Ok(Val { id: self.emit(Op::Select, ty, vec![c.0, t.0, f.0]), ty })
    }

    /// Integer constant `value` of scalar-or-vector type `ty`.
    pub(crate) fn splat_int(&mut self, ty: Id, value: u64) -> Result<Id> {
        let (scalar, n) = self.scalar_and_count(ty);
        let width = self.scalar_width(scalar);
        if !matches!(self.b.type_info(scalar), Some(SpvType::Int(_))) {
            return Err(invalid("integer constant of a non-integer type"));
        }
        if value == 0 && n > 1 {
            // A zero vector is OpConstantNull, as LLVM's `zeroinitializer` is.
            return Ok(self.b.const_null(ty));
        }
        let c = self.b.const_int(scalar, width, value);
        Ok(self.splat_const(c, ty, n))
    }

    /// Float constant `value` of scalar-or-vector type `ty`.
    pub(crate) fn splat_float(&mut self, ty: Id, value: f64) -> Result<Id> {
        let (scalar, n) = self.scalar_and_count(ty);
        if n > 1 && value == 0.0 && value.is_sign_positive() {
            // A zero vector is OpConstantNull, as LLVM's `zeroinitializer` is.
            return Ok(self.b.const_null(ty));
        }
        let words = match self.scalar_width(scalar) {
            16 => vec![u32::from(f16_bits(value))],
            32 => vec![(value as f32).to_bits()],
            64 => {
                let bits = value.to_bits();
                vec![bits as u32, (bits >> 32) as u32]
            }
            _ => return Err(invalid("float constant of a non-float type")),
        };
        let c = self.b.constant(Op::Constant, scalar, words);
        Ok(self.splat_const(c, ty, n))
    }

    /// A constant vector of `n` copies of constant `c` (or `c` when `n` is 1).
    pub(crate) fn splat_const(&mut self, c: Id, ty: Id, n: u32) -> Id {
        if n == 1 { c } else { self.b.constant(Op::ConstantComposite, ty, vec![c.0; n as usize]) }
    }

    /// Constant `c` splatted to constant vector type `ty` of `n` components.
    fn splat(&mut self, c: Id, ty: Id, n: u32) -> Id {
        self.splat_const(c, ty, n)
    }

    /// A run-time value splatted to a vector of `n` components (`OpCompositeConstruct`).
    pub(crate) fn splat_value(&mut self, val: Val, n: u32) -> Val {
        let ty = self.b.type_vector(val.ty, n);
        Val { id: self.emit(Op::CompositeConstruct, ty, vec![val.id.0; n as usize]), ty }
    }
}

/// The logical rows of the binary table (bool operands only).
fn is_logical(op: Op) -> bool {
    matches!(op, Op::LogicalAnd | Op::LogicalOr)
}

/// The fast-math flags that `f`'s `nofpclass` attributes state for all of its floating-point
/// values: its result (when floating-point) and every floating-point parameter, at least one.
fn nofpclass_flags(f: crate::llvm::Function<'_>) -> FastMathFlags {
    let value = f.as_value();
    let mut classes: Vec<u64> = Vec::new();
    let nofpclass = |index| {
        value.attributes(index).unwrap_or_default().into_iter().find_map(|a| match a {
            crate::llvm::Attribute::Int(name, bits) if name == "nofpclass" => Some(bits),
            _ => None,
        })
    };
    if f.return_type().is_float_or_float_vector() {
        classes.push(nofpclass(AttrIndex::Return).unwrap_or(0));
    }
    for (i, p) in f.params().into_iter().enumerate() {
        if p.ty().is_float_or_float_vector() {
            classes.push(nofpclass(AttrIndex::Param(i as u32)).unwrap_or(0));
        }
    }
    let Some(common) = classes.into_iter().reduce(|a, b| a & b) else { return FastMathFlags::NONE };
    let bits = tables::NOFPCLASS_FLAGS.iter().filter(|(class, _)| common & class == *class).fold(0, |acc, (_, flag)| acc | flag.bits());
    FastMathFlags::from_bits(bits)
}

/// The `FPFastMathMode` of LLVM fast-math flags (`tables::FAST_MATH`), with the bits whose
/// extension is allowed (`allowed`).
/// SPV_KHR_float_controls2 (`float_controls2`) gives the contract and reassociation bits without
/// `SPV_INTEL_fp_fast_math_mode`, deprecates `Fast` (every flag is spelled out) and adds
/// `AllowTransform`, which needs both.
fn fast_math_mode(flags: FastMathFlags, float_controls2: bool, allowed: &dyn Fn(&str) -> bool) -> FPFastMathMode {
    // Every flag (LLVM's `fast`) is the one bit `Fast`, as the reference writes it.
    if flags.contains(FastMathFlags::FAST) && !float_controls2 {
        return FPFastMathMode::FAST;
    }
    let mut mode = FPFastMathMode::NONE;
    for &(bit, flag, extension) in tables::FAST_MATH {
        let available = extension.is_none_or(|e| float_controls2 || allowed(e));
        if flags.contains(flag) && available && bit != FPFastMathMode::FAST {
            mode |= bit;
        }
    }
    if float_controls2 && mode.contains(FPFastMathMode::ALLOW_CONTRACT | FPFastMathMode::ALLOW_REASSOC) {
        mode |= FPFastMathMode::ALLOW_TRANSFORM;
    }
    mode
}

/// The IEEE half-precision bits of a small constant (exact for the values used here: 0, ±1,
/// a quiet NaN).
fn f16_bits(value: f64) -> u16 {
    if value.is_nan() {
        // A quiet NaN (the sign kept), as `f32` → `half` keeps it.
        (if value.is_sign_negative() { 0x8000 } else { 0 }) | 0x7e00
    } else if value == 0.0 {
        0
    } else if value == 1.0 {
        0x3c00
    } else if value == -1.0 {
        0xbc00
    } else {
        let f = value as f32;
        let bits = f.to_bits();
        let sign = ((bits >> 16) & 0x8000) as u16;
        let exp = ((bits >> 23) & 0xff) as i32 - 127 + 15;
        let mant = ((bits >> 13) & 0x3ff) as u16;
        if exp <= 0 {
            sign
        } else if exp >= 31 {
            sign | 0x7c00
        } else {
            sign | ((exp as u16) << 10) | mant
        }
    }
}
