//! Shader matrix instructions over matrices as arrays of column vectors (`[C x <R x T>]`):
//! `OpMatrixTimesScalar`, `OpMatrixTimesVector`,
//! `OpVectorTimesMatrix`, `OpMatrixTimesMatrix`, `OpTranspose`, `OpOuterProduct`, each as
//! per-column vector arithmetic.

use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::{Type, Value};
use crate::spirv::Instruction;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether `op` is one of the matrix instructions here.
    pub(super) fn is_matrix_op(op: Op) -> bool {
        matches!(
            op,
            Op::MatrixTimesScalar
                | Op::MatrixTimesVector
                | Op::VectorTimesMatrix
                | Op::MatrixTimesMatrix
                | Op::Transpose
                | Op::OuterProduct
        )
    }

    pub(super) fn matrix_op(&mut self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        let ret = self.result_type(inst)?;
        let (x, y) = (self.operand(inst, 0)?, if op == Op::Transpose { None } else { Some(self.operand(inst, 1)?) });
        let y = || y.ok_or_else(|| self.malformed("missing operand 1"));
        // The shapes below are the reference's, value for value: scripts compare them.
        match op {
            Op::MatrixTimesScalar => {
                let (m, s) = (x, y()?);
                let col_ty = ret.element_type().ok_or_else(|| self.malformed("OpMatrixTimesScalar result is not a matrix"))?;
                let splat = self.splat_named(s, col_ty, "")?;
                let mut r = self.ll(ret.poison())?;
                for c in 0..self.columns(m)? {
                    let col = self.ll(self.builder.extract_value(m, c))?;
                    let scaled = self.ll(self.builder.fmul(col, splat))?;
                    r = self.ll(self.builder.insert_value(r, scaled, c))?;
                }
                Ok(r)
            }
            Op::MatrixTimesVector => self.matrix_times_vector(ret, x, y()?),
            Op::VectorTimesMatrix => {
                // The sum over i of v[i] * (row i of M).
                let (v, m) = (x, y()?);
                let n = self.columns(m)?;
                let mut sum = self.ll(ret.const_null())?;
                for i in 0..self.lanes(v)? {
                    let e = self.ll(self.builder.extract_element(v, self.index32(i)?))?;
                    let splat = self.splat_named(e, ret, ".splat")?;
                    let mut row = self.ll(ret.undef())?;
                    for c in 0..n {
                        let col = self.ll(self.builder.extract_value(m, c))?;
                        let x = self.ll(self.builder.extract_element(col, self.index32(i)?))?;
                        row = self.ll(self.builder.insert_element(row, x, self.index32(c)?))?;
                    }
                    let term = self.ll(self.builder.fmul(splat, row))?;
                    sum = self.ll(self.builder.fadd(sum, term))?;
                }
                Ok(sum)
            }
            Op::MatrixTimesMatrix => {
                let (a, b) = (x, y()?);
                let col_ty = ret.element_type().ok_or_else(|| self.malformed("OpMatrixTimesMatrix result is not a matrix"))?;
                let mut r = self.ll(ret.poison())?;
                for c in 0..self.columns(b)? {
                    let col = self.ll(self.builder.extract_value(b, c))?;
                    let product = self.matrix_times_vector(col_ty, a, col)?;
                    r = self.ll(self.builder.insert_value(r, product, c))?;
                }
                Ok(r)
            }
            Op::Transpose => self.transpose(ret, x),
            Op::OuterProduct => {
                // Column c is a * b[c].
                let (a, b) = (x, y()?);
                let n = ret.array_length().unwrap_or(0) as u32;
                let mut r = self.ll(ret.poison())?;
                for c in 0..n {
                    let s = self.ll(self.builder.extract_element(b, self.index32(c)?))?;
                    let splat = self.splat_named(s, a.ty(), "")?;
                    r = self.ll(self.builder.insert_value(r, self.ll(self.builder.fmul(a, splat))?, c))?;
                }
                Ok(r)
            }
            _ => Err(self.unsupported(format!("Op{op:?}"))),
        }
    }

    /// The number of columns of matrix value `m`.
    fn columns(&self, m: Value<'a>) -> Result<u32, Error> {
        m.ty().array_length().map(|n| n as u32).ok_or_else(|| self.malformed("operand is not a matrix"))
    }

    /// The number of lanes of vector value `v`.
    fn lanes(&self, v: Value<'a>) -> Result<u32, Error> {
        v.ty().vector_size().ok_or_else(|| self.malformed("operand is not a vector"))
    }

    fn index32(&self, i: u32) -> Result<Value<'a>, Error> {
        self.ll(self.ctx.i32_type().const_int(u64::from(i)))
    }

    /// Scalar `s` in every lane of vector type `ty`, as LLVM's `IRBuilder::CreateVectorSplat`
    /// writes it: `%.splatinsert` (index `i64 0`), then a shuffle named `name`.
    pub(super) fn splat_named(&self, s: Value<'a>, ty: Type<'a>, name: &str) -> Result<Value<'a>, Error> {
        let n = ty.vector_size().filter(|_| ty.is_vector()).ok_or_else(|| self.malformed("a splat of a non-vector type"))?;
        let poison = self.ll(ty.poison())?;
        let zero = self.ll(self.ctx.i64_type().const_int(0))?;
        let one = self.ll(self.builder.insert_element(poison, s, zero))?;
        if one.is_instruction() {
            self.ll(one.set_name(".splatinsert"))?;
        }
        let splat = self.ll(self.builder.shuffle_vector(one, poison, &vec![0; n as usize]))?;
        if splat.is_instruction() && !name.is_empty() {
            self.ll(splat.set_name(name))?;
        }
        Ok(splat)
    }

    /// `sum over c of splat(v[c]) * M[c]`, from a zero vector of type `ty`.
    fn matrix_times_vector(&self, ty: Type<'a>, m: Value<'a>, v: Value<'a>) -> Result<Value<'a>, Error> {
        let mut sum = self.ll(ty.const_null())?;
        for c in 0..self.columns(m)? {
            let s = self.ll(self.builder.extract_element(v, self.index32(c)?))?;
            let splat = self.splat_named(s, ty, ".splat")?;
            let col = self.ll(self.builder.extract_value(m, c))?;
            let term = self.ll(self.builder.fmul(splat, col))?;
            sum = self.ll(self.builder.fadd(sum, term))?;
        }
        Ok(sum)
    }

    /// `OpTranspose`: every column extracted first; square 2×2 and 4×4 matrices by shuffles,
    /// the others element by element.
    fn transpose(&self, ret: Type<'a>, m: Value<'a>) -> Result<Value<'a>, Error> {
        let b = &self.builder;
        let cols = (0..self.columns(m)?).map(|c| self.ll(b.extract_value(m, c))).collect::<Result<Vec<_>, _>>()?;
        let col_ty = ret.element_type().ok_or_else(|| self.malformed("transpose result is not a matrix"))?;
        let rows = ret.array_length().unwrap_or(0) as u32;
        let square = cols.first().map(|c| c.ty().vector_size()) == Some(Some(cols.len() as u32));
        let mut r = self.ll(ret.poison())?;
        for i in 0..rows {
            let row = match (square, cols.as_slice()) {
                (true, &[c0, c1]) => self.ll(b.shuffle_vector(c0, c1, &[i as i32, i as i32 + 2]))?,
                (true, &[c0, c1, c2, c3]) => {
                    let lo = self.ll(b.shuffle_vector(c0, c1, &[i as i32, i as i32 + 4]))?;
                    let hi = self.ll(b.shuffle_vector(c2, c3, &[i as i32, i as i32 + 4]))?;
                    self.ll(b.shuffle_vector(lo, hi, &[0, 1, 2, 3]))?
                }
                _ => {
                    let mut v = self.ll(col_ty.poison())?;
                    for (c, col) in cols.iter().enumerate() {
                        let e = self.ll(b.extract_element(*col, self.index32(i)?))?;
                        v = self.ll(b.insert_element(v, e, self.ll(self.ctx.i64_type().const_int(c as u64))?))?;
                    }
                    v
                }
            };
            r = self.ll(b.insert_value(r, row, i))?;
        }
        Ok(r)
    }
}
