//! `SPV_INTEL_vector_compute` decorations and execution modes → the `"VC…"` string
//! attributes of Intel's vector-compute LLVM IR (`tables::vector_compute`), in modules that
//! declare capability `VectorComputeINTEL`: `VectorComputeFunctionINTEL` → VCFunction,
//! `FuncParamIOKindINTEL 1` → VCArgumentIOKind, every global → VCGlobalVariable,
//! a kernel's floating-point modes → VCFloatControl, `SharedLocalMemorySizeINTEL` →
//! VCSLMSize. These decorations are not repeated in `!spirv.Decorations`.

use std::collections::BTreeMap;

use super::spirv_headers::{Decoration, ExecutionMode};
use super::{Error, Translator};
use crate::llvm::{AttrIndex, Attribute, Function, GlobalVariable};
use crate::spirv::{Id, Section};
use crate::tables::vector_compute::{self as vc, Place, Row};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Whether `decoration` is carried by a vector-compute attribute in this module (a row,
    /// or a function's floating-point control).
    pub(super) fn is_vector_compute_decoration(&self, decoration: Decoration) -> bool {
        self.vector_compute && (vc::DECORATIONS.iter().any(|r| r.decoration == decoration) || vc::is_function_control(decoration))
    }

    /// The attribute of `row` when `id` has its decoration.
    fn vector_compute_attribute(&self, id: Id, row: &Row) -> Option<Attribute<'static>> {
        let literals = *self.decorations(id, row.decoration).first()?;
        let value = match row.value {
            vc::Value::Flag => String::new(),
            vc::Value::Literal | vc::Value::Level => literals.first().copied().unwrap_or(0).to_string(),
        };
        Some(Attribute::string(row.attribute, &value))
    }

    /// The attributes of function `id` (as `function`), its result and parameters `params`;
    /// VCFloatControl from the function decorations of floating-point controls.
    pub(super) fn vector_compute_function(&self, id: Id, function: Function<'a>, params: &[Id]) -> Result<(), Error> {
        if !self.vector_compute {
            return Ok(());
        }
        let value = function.as_value();
        for (place, index) in [(Place::Function, AttrIndex::Function), (Place::Return, AttrIndex::Return)] {
            for row in vc::rows_at(place) {
                if let Some(a) = self.vector_compute_attribute(id, row) {
                    self.ll(value.add_attribute(index, &a))?;
                }
            }
        }
        // The function decorations of floating-point controls → VCFloatControl.
        let mut bits = None;
        for decoration in vc::FUNCTION_CONTROL_DECORATIONS {
            for literals in self.decorations(id, decoration) {
                let (Some(&width), Some(mode)) = (literals.first(), literals.get(1).and_then(|&v| vc::control_mode(decoration, v))) else { continue };
                *bits.get_or_insert(0) |= vc::float_control_bits(mode, width).unwrap_or(0);
            }
        }
        if let Some(bits) = bits {
            self.ll(value.add_attribute(AttrIndex::Function, &Attribute::string(vc::FLOAT_CONTROL, &bits.to_string())))?;
        }
        for (i, &p) in params.iter().enumerate() {
            for row in vc::rows_at(Place::Parameter) {
                if let Some(a) = self.vector_compute_attribute(p, row) {
                    self.ll(value.add_attribute(AttrIndex::Param(i as u32), &a))?;
                }
            }
        }
        Ok(())
    }

    /// VCGlobalVariable and the attributes of global variable `id` (as `g`).
    pub(super) fn vector_compute_global(&self, id: Id, g: GlobalVariable<'a>) -> Result<(), Error> {
        if !self.vector_compute {
            return Ok(());
        }
        self.ll(g.add_string_attribute(vc::GLOBAL_VARIABLE, ""))?;
        for row in vc::rows_at(Place::Global) {
            if let Some(Attribute::String(k, v)) = self.vector_compute_attribute(id, row) {
                self.ll(g.add_string_attribute(&k, &v))?;
            }
        }
        Ok(())
    }

    /// The kernel attributes of the execution modes: VCFloatControl from the
    /// floating-point modes of each kernel that has one, VCSLMSize and
    /// VCNamedBarrierCount from theirs. `kernel_of` gives the `spir_kernel` of an entry
    /// point's function id.
    pub(super) fn vector_compute_kernels(&self, kernel_of: impl Fn(Id) -> Option<Function<'a>>) -> Result<(), Error> {
        if !self.vector_compute {
            return Ok(());
        }
        // By function id, in id order: the float-control bits, once a mode gave some.
        let mut float_control: BTreeMap<u32, u32> = BTreeMap::new();
        for inst in self.spv.section(Section::ExecutionMode) {
            let (Some(f), Some(mode)) = (inst.id_operand(0), inst.operands.get(1).and_then(|&w| ExecutionMode::from_u32(w))) else {
                continue;
            };
            let literal = inst.operands.get(2).copied().unwrap_or(0);
            if let Some(bits) = vc::float_control_bits(mode, literal) {
                *float_control.entry(f.0).or_insert(0) |= bits;
                continue;
            }
            let Some(&(key, _)) = vc::MODES.iter().find(|m| m.1 == mode) else { continue };
            if let Some(kernel) = kernel_of(f) {
                self.ll(kernel.as_value().add_attribute(AttrIndex::Function, &Attribute::string(key, &literal.to_string())))?;
            }
        }
        for (f, bits) in float_control {
            if let Some(kernel) = kernel_of(Id(f)) {
                let a = Attribute::string(vc::FLOAT_CONTROL, &bits.to_string());
                self.ll(kernel.as_value().add_attribute(AttrIndex::Function, &a))?;
            }
        }
        Ok(())
    }
}
