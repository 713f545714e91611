//! Vector-compute attributes (VCFunction, VCSIMTCall, VCFloatControl, …;
//! `tables::vector_compute`) → `SPV_INTEL_vector_compute` decorations and the kernel's
//! execution modes. The decorations are written when `--spirv-ext` allows the extension
//! (hints for Intel's vector back end, dropped otherwise, as the reference does); an execution
//! mode when the extension or version its capability needs is available.

use spirv::{Decoration, ExecutionMode};

use super::{Result, Translator, invalid};
use crate::llvm::{AttrIndex, Attribute, Function, GlobalVariable};
use crate::spirv::Id;
use crate::tables::vector_compute::{self as vc, Place, Row};

/// The value of string attribute `key` among `attributes`.
fn string_value(attributes: &[Attribute<'_>], key: &str) -> Option<String> {
    attributes.iter().find_map(|a| match a {
        Attribute::String(k, v) if k == key => Some(v.clone()),
        _ => None,
    })
}

/// The number an attribute holds (VCSLMSize).
fn number(key: &str, text: &str) -> Result<u32> {
    text.trim().parse().map_err(|_| invalid(format!("\"{key}\"=\"{text}\" is not a 32-bit number")))
}

impl<'m> Translator<'m> {
    /// The decorations of function `f` (translated as `id`, its parameters as `params`). A
    /// function other than a kernel keeps no VCFloatControl: the reference writes it as
    /// `FunctionRoundingModeINTEL` and the other `SPV_INTEL_float_controls2` decorations once
    /// per width, which SPIRV-Tools 2025.5 rejects (one of each per function).
    pub(crate) fn vector_compute_function(&mut self, f: Function<'m>, id: Id, params: &[Id]) -> Result<()> {
        if !self.options.extensions.allows(vc::EXTENSION) {
            return Ok(());
        }
        let value = f.as_value();
        let attributes = value.attributes(AttrIndex::Function)?;
        let is_vc = string_value(&attributes, vc::FUNCTION).is_some();
        for row in vc::rows_at(Place::Function) {
            if !is_vc && row.decoration != Decoration::StackCallINTEL {
                continue;
            }
            if let Some(text) = string_value(&attributes, row.attribute) {
                self.vector_compute_decorate(id, row, &text)?;
            }
        }
        if !is_vc {
            return Ok(());
        }
        let result = value.attributes(AttrIndex::Return)?;
        for row in vc::rows_at(Place::Return) {
            if let Some(text) = string_value(&result, row.attribute) {
                self.vector_compute_decorate(id, row, &text)?;
            }
        }
        for (i, &p) in params.iter().enumerate() {
            let attributes = value.attributes(AttrIndex::Param(i as u32))?;
            for row in vc::rows_at(Place::Parameter) {
                if let Some(text) = string_value(&attributes, row.attribute) {
                    self.vector_compute_decorate(p, row, &text)?;
                }
            }
        }
        Ok(())
    }

    /// The decorations of global variable `g` (translated as `id`) marked VCGlobalVariable.
    pub(crate) fn vector_compute_global(&mut self, g: GlobalVariable<'m>, id: Id) -> Result<()> {
        if !self.options.extensions.allows(vc::EXTENSION) || g.string_attribute(vc::GLOBAL_VARIABLE).is_none() {
            return Ok(());
        }
        for row in vc::rows_at(Place::Global) {
            if let Some(text) = g.string_attribute(row.attribute) {
                self.vector_compute_decorate(id, row, &text)?;
            }
        }
        Ok(())
    }

    /// One row's decoration on `target`; its capability and extension follow from it.
    fn vector_compute_decorate(&mut self, target: Id, row: &Row, text: &str) -> Result<()> {
        let literals = match row.value {
            vc::Value::Flag | vc::Value::Level => Vec::new(),
            vc::Value::Literal => vec![number(row.attribute, text)?],
        };
        self.b.decorate_once(target, row.decoration, &literals);
        Ok(())
    }

    /// The execution modes of kernel `f` (translated as `id`): VCFloatControl → rounding,
    /// operation and denormal modes per width, VCSLMSize and VCNamedBarrierCount →
    /// their modes. Written, as the reference does, for any kernel with the attributes, each
    /// mode when what its capability needs is available.
    pub(crate) fn vector_compute_kernel(&mut self, f: Function<'m>, id: Id) -> Result<()> {
        let attributes = f.as_value().attributes(AttrIndex::Function)?;
        let mut modes: Vec<(ExecutionMode, u32)> = Vec::new();
        if let Some(text) = string_value(&attributes, vc::FLOAT_CONTROL) {
            modes.extend(vc::float_control_modes(number(vc::FLOAT_CONTROL, &text)?));
        }
        for &(key, mode) in vc::MODES {
            if let Some(text) = string_value(&attributes, key) {
                modes.push((mode, number(key, &text)?));
            }
        }
        for (mode, literal) in modes {
            if self.mode_available(mode) {
                self.other_execution_mode(id, mode, &[literal])?;
            }
        }
        Ok(())
    }

    /// Whether the first capability of execution mode `mode` needs no extension, or one that
    /// `--spirv-ext` allows, or one a SPIR-V version up to `--spirv-max-version` made core.
    fn mode_available(&self, mode: ExecutionMode) -> bool {
        let caps = rspirv::dr::Operand::ExecutionMode(mode).required_capabilities();
        let Some(&cap) = caps.first() else { return true };
        let extensions = rspirv::dr::Operand::Capability(cap).required_extensions();
        extensions.is_empty()
            || extensions.iter().any(|e| {
                self.options.extensions.allows(e)
                    || crate::tables::extensions::promoted_in(e).is_some_and(|v| v <= self.options.max_version)
            })
    }
}
