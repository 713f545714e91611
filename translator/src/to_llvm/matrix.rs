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
        match op {
            Op::MatrixTimesScalar => {
                let s = y()?;
                self.columns_map(ret, x, |t, c| t.scale(c, s))
            }
            Op::MatrixTimesVector => self.matrix_times_vector(x, y()?),
            Op::VectorTimesMatrix => {
                // Column c of the result is dot(v, M[c]).
                let (v, m) = (x, y()?);
                let mut r = self.ll(ret.poison())?;
                for c in 0..self.columns(m)? {
                    let col = self.ll(self.builder.extract_value(m, c))?;
                    let d = self.dot(v, col)?;
                    r = self.ll(self.builder.insert_element(r, d, self.ll(self.ctx.i32_type().const_int(u64::from(c)))?))?;
                }
                Ok(r)
            }
            Op::MatrixTimesMatrix => {
                let (a, b) = (x, y()?);
                self.columns_map(ret, b, |t, col| t.matrix_times_vector(a, col))
            }
            Op::Transpose => {
                let rows = ret.array_length().unwrap_or(0) as u32;
                let mut r = self.ll(ret.poison())?;
                let col_ty = ret.element_type().ok_or_else(|| self.malformed("transpose result is not a matrix"))?;
                for i in 0..rows {
                    let mut v = self.ll(col_ty.poison())?;
                    for c in 0..self.columns(x)? {
                        let col = self.ll(self.builder.extract_value(x, c))?;
                        let e = self.ll(self.builder.extract_element(col, self.ll(self.ctx.i32_type().const_int(u64::from(i)))?))?;
                        v = self.ll(self.builder.insert_element(v, e, self.ll(self.ctx.i32_type().const_int(u64::from(c)))?))?;
                    }
                    r = self.ll(self.builder.insert_value(r, v, i))?;
                }
                Ok(r)
            }
            Op::OuterProduct => {
                // Column c is a * b[c].
                let (a, b) = (x, y()?);
                let n = ret.array_length().unwrap_or(0) as u32;
                let mut r = self.ll(ret.poison())?;
                for c in 0..n {
                    let s = self.ll(self.builder.extract_element(b, self.ll(self.ctx.i32_type().const_int(u64::from(c)))?))?;
                    r = self.ll(self.builder.insert_value(r, self.scale(a, s)?, c))?;
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

    /// Vector `v` times scalar `s`.
    fn scale(&self, v: Value<'a>, s: Value<'a>) -> Result<Value<'a>, Error> {
        let splat = self.splat_value(v.ty(), s)?;
        self.ll(self.builder.fmul(v, splat))
    }

    /// `sum over c of M[c] * v[c]`.
    fn matrix_times_vector(&self, m: Value<'a>, v: Value<'a>) -> Result<Value<'a>, Error> {
        let mut sum: Option<Value<'a>> = None;
        for c in 0..self.columns(m)? {
            let col = self.ll(self.builder.extract_value(m, c))?;
            let s = self.ll(self.builder.extract_element(v, self.ll(self.ctx.i32_type().const_int(u64::from(c)))?))?;
            let term = self.scale(col, s)?;
            sum = Some(match sum {
                Some(acc) => self.ll(self.builder.fadd(acc, term))?,
                None => term,
            });
        }
        sum.ok_or_else(|| self.malformed("matrix without columns"))
    }

    /// A matrix of type `ret` whose column c is `f(column c of m)`.
    fn columns_map(
        &self,
        ret: Type<'a>,
        m: Value<'a>,
        f: impl Fn(&Self, Value<'a>) -> Result<Value<'a>, Error>,
    ) -> Result<Value<'a>, Error> {
        let mut r = self.ll(ret.poison())?;
        for c in 0..self.columns(m)? {
            let col = self.ll(self.builder.extract_value(m, c))?;
            r = self.ll(self.builder.insert_value(r, f(self, col)?, c))?;
        }
        Ok(r)
    }
}
