//! `--spirv-preserve-auxdata`: the `NonSemantic.AuxData` instructions (see
//! `to_spirv/aux_data.rs`) become the function attributes and the function and global
//! variable metadata they describe. Without the option they are ignored, as every
//! non-semantic instruction is.

use super::spirv_headers::Op;
use super::{Error, Translator};
use crate::llvm::{AttrIndex, Attribute, Metadata, Value};
use crate::spirv::grammar::{self, AUX_DATA};
use crate::spirv::operands::decode_string;
use crate::spirv::{Id, Instruction, Location, Section};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Applies every `NonSemantic.AuxData` instruction, when asked to.
    pub(super) fn aux_data(&mut self) -> Result<(), Error> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let spv = self.spv;
        let sets = self.aux_sets();
        if sets.is_empty() {
            return Ok(());
        }
        // Functions without body, which cannot be `available_externally` (bodies are made later).
        let bodiless: std::collections::HashSet<u32> =
            spv.functions.iter().filter(|f| f.is_declaration()).filter_map(|f| f.def().and_then(|d| d.result).map(|r| r.0)).collect();
        for (k, inst) in spv.section(Section::Global).iter().enumerate() {
            if inst.op() != Some(Op::ExtInst) || !inst.operands.first().is_some_and(|s| sets.contains(s)) {
                continue;
            }
            self.at(inst, Location::Section(Section::Global, k));
            let number = self.word(inst, 1)?;
            let target = Id(self.word(inst, 2)?);
            match number {
                grammar::AUX_LINKAGE => {
                    let holder = self.value(target)?;
                    let kind = self.value(Id(self.word(inst, 3)?))?.const_int_zext();
                    if kind != Some(u64::from(grammar::AUX_LINKAGE_AVAILABLE_EXTERNALLY)) {
                        return Err(self.unsupported(format!("NonSemanticAuxDataLinkage of kind {kind:?}")));
                    }
                    if !holder.is_global_value() || (holder.as_function().is_none() && holder.as_global_variable().is_none_or(|g| g.initializer().is_none())) {
                        return Err(self.malformed(format!("NonSemanticAuxDataLinkage of {target}, which is not a defined function or variable")));
                    }
                    if holder.as_function().is_some() && bodiless.contains(&target.0) {
                        return Err(self.malformed(format!("NonSemanticAuxDataLinkage of {target}, a function without body")));
                    }
                    self.ll(holder.set_linkage(crate::llvm::Linkage::AvailableExternally))?;
                }
                grammar::AUX_FUNCTION_ATTRIBUTE => {
                    let name = self.aux_string(inst, 3)?;
                    let function = self.value(target)?.as_function().ok_or_else(|| self.malformed(format!("{target} is not a function")))?;
                    let attribute = match inst.operands.get(4) {
                        Some(_) => Attribute::string(&name, &self.aux_string(inst, 4)?),
                        None => Attribute::flag(&name),
                    };
                    // A flag LLVM does not know is a string attribute without a value.
                    if function.as_value().add_attribute(AttrIndex::Function, &attribute).is_err() {
                        self.ll(function.as_value().add_attribute(AttrIndex::Function, &Attribute::string(&name, "")))?;
                    }
                }
                grammar::AUX_FUNCTION_METADATA | grammar::AUX_GLOBAL_VARIABLE_METADATA => {
                    let name = self.aux_string(inst, 3)?;
                    let holder = self.value(target)?;
                    self.attach_aux_values(inst, holder, &name)?;
                }
                // Metadata of instructions: once they are made (`aux_global_instruction_metadata`).
                // Attributes of variables (LLVM's C API cannot set them): not restored yet, as
                // instructions of later revisions of the set.
                _ => {}
            }
        }
        Ok(())
    }

    /// The ids of the module's `NonSemantic.AuxData` imports.
    fn aux_sets(&self) -> Vec<u32> {
        self.spv
            .section(Section::ExtInstImport)
            .iter()
            .filter(|i| decode_string(&i.operands).is_ok_and(|(name, _)| name == AUX_DATA))
            .filter_map(|i| i.result.map(|r| r.0))
            .collect()
    }

    /// The `AUX_INSTRUCTION_METADATA` instructions of the global section (where the reference
    /// writes them, as `OpExtInst` or `OpExtInstWithForwardRefsKHR`), when asked to; after every
    /// function body is made.
    pub(super) fn aux_global_instruction_metadata(&mut self) -> Result<(), Error> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let sets = self.aux_sets();
        if sets.is_empty() {
            return Ok(());
        }
        for (k, inst) in self.spv.section(Section::Global).iter().enumerate() {
            if !matches!(inst.op(), Some(Op::ExtInst | Op::ExtInstWithForwardRefsKHR))
                || !inst.operands.first().is_some_and(|s| sets.contains(s))
                || inst.operands.get(1) != Some(&grammar::AUX_INSTRUCTION_METADATA)
            {
                continue;
            }
            self.at(inst, Location::Section(Section::Global, k));
            self.aux_instruction_metadata(inst)?;
        }
        Ok(())
    }

    /// `AUX_INSTRUCTION_METADATA result name values…` → that attachment of the instruction
    /// `result` became. Kinds LLVM defines itself are not restored (the forward direction does
    /// not write them: the verifier checks them against an instruction that may have changed),
    /// nor an attachment of a result that became a constant.
    pub(super) fn aux_instruction_metadata(&self, inst: &Instruction) -> Result<(), Error> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let target = Id(self.word(inst, 2)?);
        let name = self.aux_string(inst, 3)?;
        if spirv_llvm_metadata::names::LLVM_FIXED_KINDS.contains(&name.as_str()) {
            return Ok(());
        }
        let holder = self.value(target)?;
        if !holder.is_instruction() {
            return Ok(());
        }
        self.attach_aux_values(inst, holder, &name)
    }

    /// Attaches the values of metadata instruction `inst` (operands from 4 on) to `holder` as
    /// a node of kind `name`.
    fn attach_aux_values(&self, inst: &Instruction, holder: Value<'a>, name: &str) -> Result<(), Error> {
        let mut operands = Vec::with_capacity(inst.operands.len().saturating_sub(4));
        for i in 4..inst.operands.len() {
            operands.push(self.aux_metadata(inst, i)?);
        }
        let node = self.ll(self.ctx.md_node(&operands))?;
        self.ll(holder.set_metadata(name, node))
    }

    /// Operand `i` of `inst`, an `OpString`'s text.
    fn aux_string(&self, inst: &Instruction, i: usize) -> Result<String, Error> {
        let id = Id(self.word(inst, i)?);
        let def = self.def(id)?;
        if def.op() != Some(Op::String) {
            return Err(self.malformed(format!("{id} is not an OpString")));
        }
        decode_string(&def.operands).map(|(s, _)| s).map_err(|e| self.malformed(e.to_string()))
    }

    /// Operand `i` of `inst` as metadata: an `OpString` as a string, a constant as itself.
    fn aux_metadata(&self, inst: &Instruction, i: usize) -> Result<Metadata<'a>, Error> {
        let id = Id(self.word(inst, i)?);
        if self.def(id)?.op() == Some(Op::String) {
            return Ok(self.ctx.md_string(&self.aux_string(inst, i)?));
        }
        let value = self.value(id)?;
        if !value.is_constant() {
            return Err(self.malformed(format!("{id} is neither a string nor a constant")));
        }
        self.ll(value.to_metadata())
    }
}
