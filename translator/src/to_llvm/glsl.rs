//! `GLSL.std.450` → LLVM IR, by the rows of `tables::glsl`: one intrinsic call, or an exact
//! inline expansion written here (each over the operands' own type, scalar or vector).
//!
//! Expansions follow the GLSL 4.50 definitions (and OpenCL C's where GLSL leaves an edge
//! input open, as clspv relies on them): `Fract(x) = x - floor(x)`,
//! `FMix(x, y, a) = x * (1 - a) + y * a`, `Step(e, x) = x < e ? 0 : 1`, `SmoothStep` through
//! the clamped Hermite polynomial, `Find*` through `cttz`/`ctlz` with -1 for no bit, packing
//! with round-to-nearest-even and clamping as the specification writes it.

use spirv::GlslStd450Op as G;

use super::{Error, Translator};
use crate::llvm::{CastOp, IntPredicate, RealPredicate, Type, Value};
use crate::spirv::{Id, Instruction};
use crate::tables::glsl::{self, Form};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// One `GLSL.std.450` instruction (operands from word 2 of `inst`).
    pub(super) fn glsl_inst(&mut self, inst: &Instruction, number: u32) -> Result<Value<'a>, Error> {
        let op = G::from_u32(number).ok_or_else(|| self.malformed(format!("GLSL.std.450 instruction {number}")))?;
        let form = glsl::form(op).ok_or_else(|| self.unsupported(format!("GLSL.std.450 {op:?}")))?;
        let args = (2..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        let ret = self.result_type(inst)?;
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| self.malformed(format!("GLSL.std.450 {op:?} without operand {i}")));
        match form {
            Form::Intrinsic(name) => self.intrinsic(name, &[ret], ret, &args),
            Form::IntrinsicFlag(name) => {
                let mut with_flag = args.clone();
                with_flag.push(self.ll(self.ctx.bool_type().const_int(0))?);
                self.intrinsic(name, &[ret], ret, &with_flag)
            }
            Form::NotCompute => Err(self.unsupported(format!("GLSL.std.450 {op:?} (fragment shaders only)"))),
            Form::Expansion => self.glsl_expansion(inst, op, ret, &arg),
        }
    }

    fn glsl_expansion(
        &self,
        inst: &Instruction,
        op: G,
        ret: Type<'ctx>,
        arg: &dyn Fn(usize) -> Result<Value<'a>, Error>,
    ) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        match op {
            G::FSign => {
                // 1, -1, or x itself for ±0; 0 for NaN (GLSL leaves NaN open, OpenCL's `sign`,
                // which clspv writes as FSign, fixes it to 0).
                let x = arg(0)?;
                let (one, minus, zero) = (self.splat_f(ret, 1.0)?, self.splat_f(ret, -1.0)?, self.splat_f(ret, 0.0)?);
                let not_nan = self.ll(b.select(self.ll(b.fcmp(RealPredicate::Uno, x, x))?, zero, x))?;
                let pos = self.ll(b.select(self.ll(b.fcmp(RealPredicate::Ogt, x, zero))?, one, not_nan))?;
                self.ll(b.select(self.ll(b.fcmp(RealPredicate::Olt, x, zero))?, minus, pos))
            }
            G::SSign => {
                let x = arg(0)?;
                let low = self.intrinsic("smin", &[ret], ret, &[x, self.splat_i(ret, 1)?])?;
                self.intrinsic("smax", &[ret], ret, &[low, self.splat_i(ret, u64::MAX)?])
            }
            G::Fract => {
                let x = arg(0)?;
                let floor = self.intrinsic("floor", &[ret], ret, &[x])?;
                self.ll(b.fsub(x, floor))
            }
            G::Radians => self.ll(b.fmul(arg(0)?, self.splat_f(ret, std::f64::consts::PI / 180.0)?)),
            G::Degrees => self.ll(b.fmul(arg(0)?, self.splat_f(ret, 180.0 / std::f64::consts::PI)?)),
            G::Asinh | G::Acosh => {
                // log(x + sqrt(x * x ± 1))
                let x = arg(0)?;
                let sq = self.ll(b.fmul(x, x))?;
                let one = self.splat_f(ret, 1.0)?;
                let inner = if op == G::Asinh { self.ll(b.fadd(sq, one))? } else { self.ll(b.fsub(sq, one))? };
                let root = self.intrinsic("sqrt", &[ret], ret, &[inner])?;
                let sum = self.ll(b.fadd(x, root))?;
                self.intrinsic("log", &[ret], ret, &[sum])
            }
            G::Atanh => {
                // 0.5 * log((1 + x) / (1 - x))
                let x = arg(0)?;
                let one = self.splat_f(ret, 1.0)?;
                let q = self.ll(b.fdiv(self.ll(b.fadd(one, x))?, self.ll(b.fsub(one, x))?))?;
                let l = self.intrinsic("log", &[ret], ret, &[q])?;
                self.ll(b.fmul(l, self.splat_f(ret, 0.5)?))
            }
            G::InverseSqrt => {
                let root = self.intrinsic("sqrt", &[ret], ret, &[arg(0)?])?;
                self.ll(b.fdiv(self.splat_f(ret, 1.0)?, root))
            }
            G::Modf => {
                // The whole part through the pointer, the fraction as the result.
                let x = arg(0)?;
                let parts = self.modf(ret, x)?;
                let whole = self.ll(b.extract_value(parts, 1))?;
                self.ll(b.store(whole, arg(1)?))?;
                self.ll(b.extract_value(parts, 0))
            }
            G::ModfStruct => {
                let x = arg(0)?;
                let parts = self.modf(x.ty(), x)?;
                self.struct_of(ret, &[self.ll(b.extract_value(parts, 0))?, self.ll(b.extract_value(parts, 1))?])
            }
            G::FClamp | G::NClamp => {
                let low = self.intrinsic("maxnum", &[ret], ret, &[arg(0)?, arg(1)?])?;
                self.intrinsic("minnum", &[ret], ret, &[low, arg(2)?])
            }
            G::UClamp => {
                let low = self.intrinsic("umax", &[ret], ret, &[arg(0)?, arg(1)?])?;
                self.intrinsic("umin", &[ret], ret, &[low, arg(2)?])
            }
            G::SClamp => {
                let low = self.intrinsic("smax", &[ret], ret, &[arg(0)?, arg(1)?])?;
                self.intrinsic("smin", &[ret], ret, &[low, arg(2)?])
            }
            G::FMix => {
                let (x, y, a) = (arg(0)?, arg(1)?, arg(2)?);
                let one_minus = self.ll(b.fsub(self.splat_f(ret, 1.0)?, a))?;
                self.ll(b.fadd(self.ll(b.fmul(x, one_minus))?, self.ll(b.fmul(y, a))?))
            }
            G::Step => {
                let (edge, x) = (arg(0)?, arg(1)?);
                let below = self.ll(b.fcmp(RealPredicate::Olt, x, edge))?;
                self.ll(b.select(below, self.splat_f(ret, 0.0)?, self.splat_f(ret, 1.0)?))
            }
            G::SmoothStep => {
                let (e0, e1, x) = (arg(0)?, arg(1)?, arg(2)?);
                let t = self.ll(b.fdiv(self.ll(b.fsub(x, e0))?, self.ll(b.fsub(e1, e0))?))?;
                let t = self.intrinsic("maxnum", &[ret], ret, &[t, self.splat_f(ret, 0.0)?])?;
                let t = self.intrinsic("minnum", &[ret], ret, &[t, self.splat_f(ret, 1.0)?])?;
                let poly = self.ll(b.fsub(self.splat_f(ret, 3.0)?, self.ll(b.fmul(self.splat_f(ret, 2.0)?, t))?))?;
                self.ll(b.fmul(self.ll(b.fmul(t, t))?, poly))
            }
            G::Frexp => {
                let x = arg(0)?;
                let ptr = arg(1)?;
                let exp_ty = self.ty(self.pointee(self.type_id_of(Id(self.word(inst, 3)?))?)?)?;
                let parts = self.frexp(ret, exp_ty, x)?;
                self.ll(b.store(self.ll(b.extract_value(parts, 1))?, ptr))?;
                self.ll(b.extract_value(parts, 0))
            }
            G::FrexpStruct => {
                let x = arg(0)?;
                let fields = ret.struct_elements().unwrap_or_default();
                let exp_ty = fields.get(1).copied().ok_or_else(|| self.malformed("FrexpStruct result without exponent member"))?;
                let parts = self.frexp(x.ty(), exp_ty, x)?;
                self.struct_of(ret, &[self.ll(b.extract_value(parts, 0))?, self.ll(b.extract_value(parts, 1))?])
            }
            G::Ldexp => {
                let (x, e) = (arg(0)?, arg(1)?);
                self.intrinsic("ldexp", &[ret, e.ty()], ret, &[x, e])
            }
            G::Length => self.length(arg(0)?),
            G::Distance => {
                let d = self.ll(b.fsub(arg(0)?, arg(1)?))?;
                self.length(d)
            }
            G::Cross => {
                let (x, y) = (arg(0)?, arg(1)?);
                // x.yzx * y.zxy - x.zxy * y.yzx
                let yzx = |v| self.ll(b.shuffle_vector(v, v, &[1, 2, 0]));
                let zxy = |v| self.ll(b.shuffle_vector(v, v, &[2, 0, 1]));
                let l = self.ll(b.fmul(yzx(x)?, zxy(y)?))?;
                let r = self.ll(b.fmul(zxy(x)?, yzx(y)?))?;
                self.ll(b.fsub(l, r))
            }
            G::Normalize => {
                let x = arg(0)?;
                let len = self.length(x)?;
                self.ll(b.fdiv(x, self.splat_value(ret, len)?))
            }
            G::FaceForward => {
                // dot(Nref, I) < 0 ? N : -N
                let (n, i, nref) = (arg(0)?, arg(1)?, arg(2)?);
                let d = self.dot(nref, i)?;
                let zero = self.splat_f(d.ty(), 0.0)?;
                let neg = self.ll(b.fcmp(RealPredicate::Olt, d, zero))?;
                self.ll(b.select(neg, n, self.ll(b.fneg(n))?))
            }
            G::Reflect => {
                // I - 2 * dot(N, I) * N
                let (i, n) = (arg(0)?, arg(1)?);
                let d = self.dot(n, i)?;
                let two_d = self.ll(b.fmul(d, self.splat_f(d.ty(), 2.0)?))?;
                self.ll(b.fsub(i, self.ll(b.fmul(self.splat_value(ret, two_d)?, n))?))
            }
            G::Refract => self.refract(ret, arg(0)?, arg(1)?, arg(2)?),
            G::FindILsb => {
                let x = arg(0)?;
                let tz = self.intrinsic("cttz", &[ret], ret, &[x, self.ll(self.ctx.bool_type().const_int(0))?])?;
                let zero = self.ll(b.icmp(IntPredicate::Eq, x, self.splat_i(ret, 0)?))?;
                self.ll(b.select(zero, self.splat_i(ret, u64::MAX)?, tz))
            }
            G::FindUMsb | G::FindSMsb => {
                // (width - 1) - ctlz(y), which is -1 for y = 0; y = x, or ~x for negative x.
                let x = arg(0)?;
                let y = if op == G::FindSMsb {
                    let neg = self.ll(b.icmp(IntPredicate::Slt, x, self.splat_i(ret, 0)?))?;
                    self.ll(b.select(neg, self.ll(b.not(x))?, x))?
                } else {
                    x
                };
                let width = u64::from(ret.scalar_type().int_width().unwrap_or(32));
                let lz = self.intrinsic("ctlz", &[ret], ret, &[y, self.ll(self.ctx.bool_type().const_int(0))?])?;
                self.ll(b.sub(self.splat_i(ret, width - 1)?, lz))
            }
            G::PackHalf2x16 => {
                let half2 = self.ll(self.ctx.vector_type(self.ctx.half_type(), 2))?;
                let h = self.ll(b.cast(CastOp::FPTrunc, arg(0)?, half2))?;
                self.ll(b.cast(CastOp::BitCast, h, ret))
            }
            G::UnpackHalf2x16 => {
                let half2 = self.ll(self.ctx.vector_type(self.ctx.half_type(), 2))?;
                let h = self.ll(b.cast(CastOp::BitCast, arg(0)?, half2))?;
                self.ll(b.cast(CastOp::FPExt, h, ret))
            }
            G::Determinant => {
                let m = self.matrix_elements(arg(0)?)?;
                self.determinant(&m)
            }
            G::MatrixInverse => self.matrix_inverse(ret, arg(0)?),
            G::PackDouble2x32 | G::UnpackDouble2x32 => self.ll(b.cast(CastOp::BitCast, arg(0)?, ret)),
            G::PackUnorm4x8 | G::PackSnorm4x8 | G::PackUnorm2x16 | G::PackSnorm2x16 => self.pack_norm(op, ret, arg(0)?),
            G::UnpackUnorm4x8 | G::UnpackSnorm4x8 | G::UnpackUnorm2x16 | G::UnpackSnorm2x16 => self.unpack_norm(op, ret, arg(0)?),
            _ => Err(self.unsupported(format!("GLSL.std.450 {op:?}"))),
        }
    }

    /// The elements of square matrix `m` (an array of column vectors) as `a[row][column]`.
    fn matrix_elements(&self, m: Value<'a>) -> Result<Vec<Vec<Value<'a>>>, Error> {
        let n = m.ty().array_length().filter(|&n| (2..=4).contains(&n)).ok_or_else(|| self.malformed("not a 2x2, 3x3 or 4x4 matrix"))? as u32;
        let mut a = vec![Vec::with_capacity(n as usize); n as usize];
        for c in 0..n {
            let column = self.ll(self.builder.extract_value(m, c))?;
            if column.ty().vector_size() != Some(n) {
                return Err(self.malformed("matrix is not square"));
            }
            for (r, row) in a.iter_mut().enumerate() {
                row.push(self.ll(self.builder.extract_element(column, self.ll(self.ctx.i32_type().const_int(r as u64))?))?);
            }
        }
        Ok(a)
    }

    /// The determinant of `a` (rows of scalars) by cofactor expansion along the first column.
    fn determinant(&self, a: &[Vec<Value<'a>>]) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        match a {
            [] => Err(self.malformed("empty matrix")),
            [row] => row.first().copied().ok_or_else(|| self.malformed("empty matrix")),
            [r0, r1] if r0.len() == 2 && r1.len() == 2 => {
                let (p, q) = (self.ll(b.fmul(r0[0], r1[1]))?, self.ll(b.fmul(r0[1], r1[0]))?);
                self.ll(b.fsub(p, q))
            }
            _ => {
                let mut sum: Option<Value<'a>> = None;
                for i in 0..a.len() {
                    let term = self.ll(b.fmul(a[i][0], self.determinant(&minor(a, i, 0))?))?;
                    sum = Some(match (sum, i % 2) {
                        (None, _) => term,
                        (Some(s), 0) => self.ll(b.fadd(s, term))?,
                        (Some(s), _) => self.ll(b.fsub(s, term))?,
                    });
                }
                sum.ok_or_else(|| self.malformed("empty matrix"))
            }
        }
    }

    /// The inverse of matrix `m`: the adjugate (transposed cofactors) over the determinant.
    fn matrix_inverse(&self, ret: Type<'ctx>, m: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let a = self.matrix_elements(m)?;
        let det = self.determinant(&a)?;
        let n = a.len();
        let column_ty = ret.element_type().ok_or_else(|| self.malformed("MatrixInverse result is not a matrix"))?;
        let mut out = self.ll(ret.poison())?;
        for c in 0..n {
            let mut column = self.ll(column_ty.poison())?;
            for r in 0..n {
                // Element (r, c) of the inverse is cofactor (c, r) over the determinant.
                let cofactor = self.determinant(&minor(&a, c, r))?;
                let cofactor = if (r + c) % 2 == 1 { self.ll(b.fneg(cofactor))? } else { cofactor };
                let e = self.ll(b.fdiv(cofactor, det))?;
                column = self.ll(b.insert_element(column, e, self.ll(self.ctx.i32_type().const_int(r as u64))?))?;
            }
            out = self.ll(b.insert_value(out, column, c as u32))?;
        }
        Ok(out)
    }

    /// `value` (a scalar) in every lane of `ty` (or itself for a scalar `ty`).
    pub(super) fn splat_value(&self, ty: Type<'ctx>, value: Value<'a>) -> Result<Value<'a>, Error> {
        let Some(n) = ty.vector_size().filter(|_| ty.is_vector()) else { return Ok(value) };
        let one = self.ll(self.ctx.vector_type(value.ty(), 1))?;
        let v = self.ll(self.builder.insert_element(self.ll(one.poison())?, value, self.ll(self.ctx.i32_type().const_int(0))?))?;
        self.ll(self.builder.shuffle_vector(v, v, &vec![0; n as usize]))
    }

    /// The floating-point constant `c` of `ty` (splat for vectors).
    fn splat_f(&self, ty: Type<'ctx>, c: f64) -> Result<Value<'a>, Error> {
        let s = self.ll(ty.scalar_type().const_real(c))?;
        self.splat_const(ty, s)
    }

    /// The integer constant `c` (truncated to the width) of `ty` (splat for vectors).
    pub(super) fn splat_i(&self, ty: Type<'a>, c: u64) -> Result<Value<'a>, Error> {
        let s = self.ll(ty.scalar_type().const_int(c))?;
        self.splat_const(ty, s)
    }

    fn splat_const(&self, ty: Type<'ctx>, scalar: Value<'a>) -> Result<Value<'a>, Error> {
        match ty.vector_size().filter(|_| ty.is_vector()) {
            Some(n) => self.ll(self.ctx.const_vector(&vec![scalar; n as usize])),
            None => Ok(scalar),
        }
    }

    /// The dot product of two float vectors, lane by lane in order (or the product of two
    /// scalars).
    pub(super) fn dot(&self, x: Value<'a>, y: Value<'a>) -> Result<Value<'a>, Error> {
        let p = self.ll(self.builder.fmul(x, y))?;
        let Some(n) = x.ty().vector_size().filter(|_| x.ty().is_vector()) else { return Ok(p) };
        let mut sum = self.ll(self.builder.extract_element(p, self.ll(self.ctx.i32_type().const_int(0))?))?;
        for i in 1..n {
            let e = self.ll(self.builder.extract_element(p, self.ll(self.ctx.i32_type().const_int(u64::from(i)))?))?;
            sum = self.ll(self.builder.fadd(sum, e))?;
        }
        Ok(sum)
    }

    /// `sqrt(dot(x, x))`; `fabs(x)` for a scalar.
    fn length(&self, x: Value<'a>) -> Result<Value<'a>, Error> {
        let t = x.ty();
        if !t.is_vector() {
            return self.intrinsic("fabs", &[t], t, &[x]);
        }
        let d = self.dot(x, x)?;
        self.intrinsic("sqrt", &[d.ty()], d.ty(), &[d])
    }

    /// `llvm.modf`: `{ fraction, whole }` of `x`.
    fn modf(&self, ty: Type<'ctx>, x: Value<'a>) -> Result<Value<'a>, Error> {
        let pair = self.ll(self.ctx.struct_type(&[ty, ty], false))?;
        self.intrinsic("modf", &[ty], pair, &[x])
    }

    /// `llvm.frexp`: `{ mantissa, exponent }` of `x`, the exponent of type `exp_ty`.
    fn frexp(&self, ty: Type<'ctx>, exp_ty: Type<'ctx>, x: Value<'a>) -> Result<Value<'a>, Error> {
        let pair = self.ll(self.ctx.struct_type(&[ty, exp_ty], false))?;
        self.intrinsic("frexp", &[ty, exp_ty], pair, &[x])
    }

    /// A struct of type `ty` from its two members.
    fn struct_of(&self, ty: Type<'ctx>, members: &[Value<'a>]) -> Result<Value<'a>, Error> {
        let mut v = self.ll(ty.poison())?;
        for (i, &m) in members.iter().enumerate() {
            v = self.ll(self.builder.insert_value(v, m, i as u32))?;
        }
        Ok(v)
    }

    /// `k = 1 - eta² (1 - dot(N, I)²)`; `k < 0 ? 0 : eta I - (eta dot(N, I) + sqrt(k)) N`.
    fn refract(&self, ret: Type<'ctx>, i: Value<'a>, n: Value<'a>, eta: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let d = self.dot(n, i)?;
        let s = d.ty();
        let one = self.splat_f(s, 1.0)?;
        let eta = if eta.ty() == s { eta } else { self.ll(b.cast(CastOp::FPTrunc, eta, s))? };
        let k = self.ll(b.fsub(one, self.ll(b.fmul(self.ll(b.fmul(eta, eta))?, self.ll(b.fsub(one, self.ll(b.fmul(d, d))?))?))?))?;
        let root = self.intrinsic("sqrt", &[s], s, &[k])?;
        let coef = self.ll(b.fadd(self.ll(b.fmul(eta, d))?, root))?;
        let r = self.ll(b.fsub(self.ll(b.fmul(self.splat_value(ret, eta)?, i))?, self.ll(b.fmul(self.splat_value(ret, coef)?, n))?))?;
        let negative = self.ll(b.fcmp(RealPredicate::Olt, k, self.splat_f(s, 0.0)?))?;
        self.ll(b.select(negative, self.splat_f(ret, 0.0)?, r))
    }

    /// `Pack{U,S}norm{4x8,2x16}`: each component clamped to [0, 1] or [-1, 1], scaled to
    /// 255/127 or 65535/32767, rounded to nearest even, and packed from the low bits up.
    fn pack_norm(&self, op: G, ret: Type<'ctx>, v: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let t = v.ty();
        let (bits, signed) = match op {
            G::PackUnorm4x8 => (8u32, false),
            G::PackSnorm4x8 => (8, true),
            G::PackUnorm2x16 => (16, false),
            _ => (16, true),
        };
        let scale = if signed { f64::from((1u32 << (bits - 1)) - 1) } else { f64::from(((1u64 << bits) - 1) as u32) };
        let low = self.splat_f(t, if signed { -1.0 } else { 0.0 })?;
        let c = self.intrinsic("minnum", &[t], t, &[self.intrinsic("maxnum", &[t], t, &[v, low])?, self.splat_f(t, 1.0)?])?;
        let scaled = self.intrinsic("roundeven", &[t], t, &[self.ll(b.fmul(c, self.splat_f(t, scale)?))?])?;
        let lanes = t.vector_size().unwrap_or(1);
        let narrow = self.ll(self.ctx.vector_type(self.ll(self.ctx.int_type(bits))?, lanes))?;
        let ints = self.ll(b.cast(if signed { CastOp::FPToSI } else { CastOp::FPToUI }, scaled, narrow))?;
        self.ll(b.cast(CastOp::BitCast, ints, ret))
    }

    /// `Unpack{U,S}norm{4x8,2x16}`: the inverse of [`Self::pack_norm`]; signed components are
    /// clamped to -1 (the most negative code).
    fn unpack_norm(&self, op: G, ret: Type<'ctx>, p: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let (bits, signed) = match op {
            G::UnpackUnorm4x8 => (8u32, false),
            G::UnpackSnorm4x8 => (8, true),
            G::UnpackUnorm2x16 => (16, false),
            _ => (16, true),
        };
        let lanes = ret.vector_size().unwrap_or(1);
        let narrow = self.ll(self.ctx.vector_type(self.ll(self.ctx.int_type(bits))?, lanes))?;
        let ints = self.ll(b.cast(CastOp::BitCast, p, narrow))?;
        let f = self.ll(b.cast(if signed { CastOp::SIToFP } else { CastOp::UIToFP }, ints, ret))?;
        let scale = if signed { f64::from((1u32 << (bits - 1)) - 1) } else { f64::from(((1u64 << bits) - 1) as u32) };
        let q = self.ll(b.fdiv(f, self.splat_f(ret, scale)?))?;
        if signed {
            return self.intrinsic("maxnum", &[ret], ret, &[q, self.splat_f(ret, -1.0)?]);
        }
        Ok(q)
    }
}

/// `a` without row `row` and column `column`.
fn minor<T: Copy>(a: &[Vec<T>], row: usize, column: usize) -> Vec<Vec<T>> {
    a.iter()
        .enumerate()
        .filter(|(r, _)| *r != row)
        .map(|(_, cells)| cells.iter().enumerate().filter(|(c, _)| *c != column).map(|(_, &v)| v).collect())
        .collect()
}
