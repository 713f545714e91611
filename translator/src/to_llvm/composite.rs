//! Composites: extract/insert (vector elements and aggregate members, nested), construct,
//! dynamic vector element access, and `OpVectorShuffle` (operands of different lengths are
//! widened first, as LLVM's shufflevector needs two vectors of one type).

use super::{Error, Translator};
use crate::llvm::{TypeKind, Value};
use crate::spirv::Instruction;

/// Longest index path accepted in composite instructions (deeper nesting would only come from
/// hostile input, and recursion over it must stay bounded).
pub(super) const MAX_PATH: usize = 256;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    fn i32_const(&self, v: u32) -> Result<Value<'a>, Error> {
        self.ll(self.ctx.i32_type().const_int(u64::from(v)))
    }

    /// Reads `path` out of `value` (for other files).
    pub(super) fn extract_path(&self, value: Value<'a>, path: &[u32]) -> Result<Value<'a>, Error> {
        self.extract(value, path)
    }

    /// Writes `element` at `path` inside `value`, first fitted to the type there (explicit
    /// layouts keep some vectors as arrays, see `shader.rs`).
    pub(super) fn insert_path(&self, value: Value<'a>, element: Value<'a>, path: &[u32]) -> Result<Value<'a>, Error> {
        let element = match self.layouts.is_empty() {
            true => element,
            false => {
                let slot = type_at(value.ty(), path).ok_or_else(|| self.malformed("composite index out of range"))?;
                self.fit(element, slot)?
            }
        };
        self.insert(value, element, path)
    }

    /// Reads `path` out of `value`.
    fn extract(&self, mut value: Value<'a>, path: &[u32]) -> Result<Value<'a>, Error> {
        for &i in path {
            value = if value.ty().kind() == TypeKind::Vector {
                self.ll(self.builder.extract_element(value, self.i32_const(i)?))?
            } else {
                self.ll(self.builder.extract_value(value, i))?
            };
        }
        Ok(value)
    }

    /// Writes `element` at `path` inside `value`.
    fn insert(&self, value: Value<'a>, element: Value<'a>, path: &[u32]) -> Result<Value<'a>, Error> {
        let Some((&first, rest)) = path.split_first() else { return Ok(element) };
        let vector = value.ty().kind() == TypeKind::Vector;
        let inner = if rest.is_empty() {
            element
        } else {
            let part = self.extract(value, &[first])?;
            self.insert(part, element, rest)?
        };
        if vector {
            self.ll(self.builder.insert_element(value, inner, self.i32_const(first)?))
        } else {
            self.ll(self.builder.insert_value(value, inner, first))
        }
    }

    pub(super) fn composite_extract(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        if inst.operands.len() > MAX_PATH {
            return Err(self.unsupported(format!("composite index paths longer than {MAX_PATH}")));
        }
        let composite = self.operand(inst, 0)?;
        let path = self.operand_path(inst, 0, inst.operands.get(1..).unwrap_or(&[]))?;
        let value = self.extract(composite, &path)?;
        self.fit(value, self.result_type(inst)?)
    }

    pub(super) fn composite_insert(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        if inst.operands.len() > MAX_PATH {
            return Err(self.unsupported(format!("composite index paths longer than {MAX_PATH}")));
        }
        let object = self.operand(inst, 0)?;
        let composite = self.operand(inst, 1)?;
        let path = self.operand_path(inst, 1, inst.operands.get(2..).unwrap_or(&[]))?;
        self.insert_path(composite, object, &path)
    }

    /// `path` into operand `i` of `inst` as the LLVM path (explicit layouts add padding
    /// fields, see `shader.rs`).
    fn operand_path(&self, inst: &Instruction, i: usize, path: &[u32]) -> Result<Vec<u32>, Error> {
        if self.layouts.is_empty() {
            return Ok(path.to_vec());
        }
        let id = inst.id_operand(i).ok_or_else(|| self.malformed(format!("missing operand {i}")))?;
        self.llvm_path(self.type_id_of(id)?, path)
    }

    pub(super) fn composite_construct(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let ty = self.result_type(inst)?;
        let parts = (0..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        if parts.iter().all(|p| p.is_constant()) && ty.kind() != TypeKind::Vector {
            let result_ty = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
            let parts = self.laid_out_parts(result_ty, ty, parts)?;
            return self.composite_constant(ty, &parts);
        }
        if ty.kind() == TypeKind::Vector && parts.iter().all(|p| p.is_constant()) {
            // A constant vector, as the reference makes it (the builder folds nothing).
            let mut lanes = Vec::new();
            for p in &parts {
                match p.ty().vector_size() {
                    Some(n) => {
                        for i in 0..n {
                            lanes.push(p.aggregate_element(i).ok_or_else(|| self.malformed("constant vector without its elements"))?);
                        }
                    }
                    None => lanes.push(*p),
                }
            }
            return self.composite_constant(ty, &lanes);
        }
        let mut value = self.ll(ty.poison())?;
        if ty.kind() == TypeKind::Vector {
            // Components may be scalars or vectors whose elements are laid out in order.
            let mut lane = 0;
            for p in parts {
                if p.ty().kind() == TypeKind::Vector {
                    for i in 0..p.ty().vector_size().unwrap_or(0) {
                        let e = self.ll(self.builder.extract_element(p, self.i32_const(i)?))?;
                        value = self.ll(self.builder.insert_element(value, e, self.i32_const(lane)?))?;
                        lane += 1;
                    }
                } else {
                    value = self.ll(self.builder.insert_element(value, p, self.i32_const(lane)?))?;
                    lane += 1;
                }
            }
            return Ok(value);
        }
        let result_ty = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
        for (i, p) in parts.into_iter().enumerate() {
            let path = self.llvm_path(result_ty, &[i as u32])?;
            value = self.insert_path(value, p, &path)?;
        }
        Ok(value)
    }

    pub(super) fn vector_extract_dynamic(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (v, i) = (self.operand(inst, 0)?, self.operand(inst, 1)?);
        self.ll(self.builder.extract_element(v, i))
    }

    pub(super) fn vector_insert_dynamic(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (v, c, i) = (self.operand(inst, 0)?, self.operand(inst, 1)?, self.operand(inst, 2)?);
        self.ll(self.builder.insert_element(v, c, i))
    }

    /// `vector` widened (or kept) to `lanes` lanes, extra lanes poison.
    fn widen(&self, vector: Value<'a>, lanes: u32) -> Result<Value<'a>, Error> {
        let n = vector.ty().vector_size().unwrap_or(0);
        if n == lanes {
            return Ok(vector);
        }
        let mask: Vec<i32> = (0..lanes).map(|i| if i < n { i as i32 } else { -1 }).collect();
        let poison = self.ll(vector.ty().poison())?;
        self.ll(self.builder.shuffle_vector(vector, poison, &mask))
    }

    pub(super) fn vector_shuffle(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (a, b) = (self.operand(inst, 0)?, self.operand(inst, 1)?);
        let (na, nb) = (a.ty().vector_size().unwrap_or(0), b.ty().vector_size().unwrap_or(0));
        let lanes = na.max(nb);
        let (a, b) = (self.widen(a, lanes)?, self.widen(b, lanes)?);
        let mut mask = Vec::new();
        for &c in inst.operands.get(2..).unwrap_or(&[]) {
            mask.push(if c == u32::MAX {
                -1
            } else if c < na {
                c as i32
            } else if c - na < nb {
                (c - na + lanes) as i32
            } else {
                return Err(self.malformed(format!("shuffle component {c} out of range")));
            });
        }
        self.ll(self.builder.shuffle_vector(a, b, &mask))
    }
}

/// The type at `path` inside aggregate or vector type `ty`.
fn type_at<'t>(mut ty: crate::llvm::Type<'t>, path: &[u32]) -> Option<crate::llvm::Type<'t>> {
    for &i in path {
        ty = match ty.struct_elements() {
            Some(fields) => fields.get(i as usize).copied()?,
            None => ty.element_type()?,
        };
    }
    Some(ty)
}
