//! `SPV_EXT_float8` conversions: `__builtin_spirv_Convert{FP16,BF16}To{E4M3,E5M2}EXT` and back
//! (`tables::extensions::float8_conversion`), on scalars, vectors and cooperative matrices
//! (`SPV_KHR_cooperative_matrix`). LLVM IR holds 8-bit floats in `i8` lanes (a matrix of `i8`
//! components); SPIR-V converts with `OpFConvert` to or from `OpTypeFloat 8` of the encoding
//! (a matrix of it, with `Float8CooperativeMatrixEXT`), and bitcasts between that type and the
//! `i8` lanes. A saturating conversion to an 8-bit float (`…EXT_sat`) decorates its
//! `OpFConvert` `SaturatedToLargestFloat8NormalConversionEXT`.

use ::spirv::{Capability, Op};

use super::super::{Result, Translator, Val, invalid};
use crate::llvm::{TypeKind, Value};
use crate::tables::extensions::{BFLOAT16, FLOAT8, SmallFloat};

impl<'m> Translator<'m> {
    /// Translates the conversion `from` → `to` of call `inst` (one argument), when
    /// `--spirv-ext` allows `SPV_EXT_float8` (and `SPV_KHR_bfloat16` for a `BF16` side) and
    /// the operands are scalars or vectors; `false`, having written nothing, otherwise (the
    /// caller's error names what is missing). `saturate`: out-of-range values become the
    /// largest normal number (a conversion to an 8-bit float only).
    pub(crate) fn float8_conversion(&mut self, inst: Value<'m>, name: &str, from: SmallFloat, to: SmallFloat, saturate: bool) -> Result<bool> {
        let extensions = &self.options.extensions;
        let bfloat = from == SmallFloat::BFloat16 || to == SmallFloat::BFloat16;
        if !extensions.allows(FLOAT8) || (bfloat && !extensions.allows(BFLOAT16)) {
            return Ok(false);
        }
        let args = inst.call_args().unwrap_or_default();
        let [arg] = args[..] else {
            return Err(invalid(format!("{name} takes one argument, not {}", args.len())));
        };
        let (arg_ty, ret_ty) = (arg.ty(), inst.ty());
        // The shape each side is: its lanes (a vector's count, none for a scalar) or a cooperative
        // matrix's (scope, rows, columns, use); and its element type.
        let matrix = |t: crate::llvm::Type<'m>| -> Option<([u32; 4], crate::llvm::Type<'m>)> {
            let name = t.target_ext_name()?;
            if name.strip_prefix("spirv.").and_then(crate::tables::opaque_type_op) != Some(Op::TypeCooperativeMatrixKHR) {
                return None;
            }
            let ints: [u32; 4] = t.target_ext_int_params()?.try_into().ok()?;
            Some((ints, *t.target_ext_type_params()?.first()?))
        };
        let lane = |t: crate::llvm::Type<'m>| match matrix(t) {
            Some((_, component)) => component,
            None => t.element_type().filter(|_| t.is_vector()).unwrap_or(t),
        };
        let number = |t| matches!(lane(t).kind(), TypeKind::Integer | TypeKind::Half | TypeKind::BFloat | TypeKind::Float | TypeKind::Double);
        if !number(arg_ty) || !number(ret_ty) {
            return Ok(false);
        }
        let shape = |t| (matrix(t).map(|m| m.0), t.vector_size());
        if shape(arg_ty) != shape(ret_ty) {
            return Err(invalid(format!("{name} from {} to {}: the shapes differ", arg_ty.print(), ret_ty.print())));
        }
        // The LLVM type each side must have: `i8` lanes for the 8-bit float.
        let expected = |f: SmallFloat| match f {
            SmallFloat::Float8(_) => TypeKind::Integer,
            SmallFloat::Half => TypeKind::Half,
            SmallFloat::BFloat16 => TypeKind::BFloat,
        };
        for (side, f, t) in [("argument", from, arg_ty), ("return value", to, ret_ty)] {
            let l = lane(t);
            if l.kind() != expected(f) || (l.kind() == TypeKind::Integer && l.int_width() != Some(8)) {
                return Err(invalid(format!("{name}: its {side} is {}, not the lanes of {f:?}", t.print())));
            }
        }
        self.b.extension(FLOAT8);
        self.b.capability(Capability::Float8EXT);
        let (matrix_shape, lanes) = shape(arg_ty);
        if matrix_shape.is_some() {
            self.b.capability(Capability::Float8CooperativeMatrixEXT);
        }
        let float8_ty = |t: &mut Self, encoding| {
            let scalar = t.b.type_float8(encoding);
            match (matrix_shape, lanes) {
                (Some(m), _) => t.cooperative_matrix_of(scalar, m),
                (None, Some(n)) => t.b.type_vector(scalar, n),
                (None, None) => scalar,
            }
        };
        let ret = self.ty(ret_ty)?;
        let id = match (from, to) {
            (_, SmallFloat::Float8(encoding)) => {
                let x = self.value(arg)?;
                let narrow = float8_ty(self, encoding);
                let converted = self.emit(Op::FConvert, narrow, vec![x.id.0]);
                if saturate {
                    self.b.decorate(converted, crate::tables::extensions::FLOAT8_SATURATED.1, &[]);
                }
                self.emit(Op::Bitcast, ret, vec![converted.0])
            }
            (SmallFloat::Float8(encoding), _) => {
                let x = self.value(arg)?;
                let narrow = float8_ty(self, encoding);
                let cast = self.emit(Op::Bitcast, narrow, vec![x.id.0]);
                self.emit(Op::FConvert, ret, vec![cast.0])
            }
            _ => return Err(invalid(format!("{name}: neither side is an 8-bit float"))),
        };
        self.define(inst, Val { id, ty: ret });
        Ok(true)
    }
}
