//! `--spirv-preserve-auxdata`: what SPIR-V has no place for — function attributes, and the
//! metadata of functions and global variables — kept as `NonSemantic.AuxData` instructions
//! (the Khronos translator's set), which `spirv2llvm --spirv-preserve-auxdata` reads back:
//!
//! - `grammar::AUX_FUNCTION_ATTRIBUTE fn name [value]`: a string attribute (its value when
//!   not empty) or a flag attribute (`nounwind`), as strings;
//! - `grammar::AUX_FUNCTION_METADATA fn name values…` and
//!   `grammar::AUX_GLOBAL_VARIABLE_METADATA var name values…`: an attachment whose
//!   operands are strings (`OpString`) or constants.
//!
//! - `grammar::AUX_LINKAGE target 0`: a function or variable whose LLVM linkage is
//!   `available_externally` (SPIR-V exports it; the body is a copy of one defined elsewhere).
//! - `grammar::AUX_INSTRUCTION_METADATA result name values…`: an attachment of an instruction
//!   with a result, of a kind LLVM does not define itself (AMD's
//!   `!amdgpu.no.fine.grained.memory` on atomics; `names::LLVM_FIXED_KINDS`), written in the
//!   function right after the instruction, where its result is defined (the reference writes
//!   it in the global section as `OpExtInstWithForwardRefsKHR`, which the validators reject
//!   for an id of a function; `spirv2llvm` reads both).
//!
//! Attributes with an integer or a type, and attachments holding other nodes, have no form
//! here and are left out. The set needs SPIR-V 1.6, or `SPV_KHR_non_semantic_info` below it.

use ::spirv::Op;

use super::{Result, Translator};
use crate::llvm::{AttrIndex, Attribute, Function, Value};
use crate::spirv::grammar::{self, AUX_DATA};
use crate::spirv::{Id, Instruction};

/// The extension that allows non-semantic instruction sets before SPIR-V 1.6.
const NON_SEMANTIC_INFO: &str = "SPV_KHR_non_semantic_info";

/// Attachments translated elsewhere (or not at all): never kept as auxiliary data.
const HANDLED_ELSEWHERE: &[&str] = &[spirv_llvm_metadata::names::DBG, spirv_llvm_metadata::names::SPIRV_DECORATIONS, spirv_llvm_metadata::names::SPIRV_PARAMETER_DECORATIONS];

impl<'m> Translator<'m> {
    /// Writes the auxiliary data of every function and global variable (see the module
    /// documentation), when asked to.
    pub(crate) fn aux_data(&mut self) -> Result<()> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        if self.options.max_version >= (1, 6) {
            self.require_version((1, 6), "the NonSemantic.AuxData instruction set")?;
        } else if self.options.extensions.denied.iter().any(|e| e == NON_SEMANTIC_INFO) {
            return Err(super::error::needs_extension(NON_SEMANTIC_INFO, "--spirv-preserve-auxdata"));
        } else {
            self.b.extension(NON_SEMANTIC_INFO);
        }
        let set = self.b.ext_inst_import(AUX_DATA);
        let functions: Vec<Function<'m>> = self.module.functions().collect();
        for f in functions {
            // Intrinsics and builtins have no SPIR-V function (`declare_functions` imported every
            // declaration of the user's).
            let Some(id) = self.functions.get(&f.as_value()).map(|info| info.id) else { continue };
            for attribute in f.as_value().attributes(AttrIndex::Function).unwrap_or_default() {
                let operands = match attribute {
                    Attribute::String(key, value) if value.is_empty() => vec![self.aux_string(&key)],
                    Attribute::String(key, value) => vec![self.aux_string(&key), self.aux_string(&value)],
                    Attribute::Enum(name) => vec![self.aux_string(&name)],
                    _ => continue,
                };
                self.aux_data_inst(set, grammar::AUX_FUNCTION_ATTRIBUTE, id, operands);
            }
            if let Some(operands) = self.aux_metadata_lists(f.as_value())? {
                for list in operands {
                    self.aux_data_inst(set, grammar::AUX_FUNCTION_METADATA, id, list);
                }
            }
            self.aux_data_linkage(set, f.as_value(), id);
        }
        let globals: Vec<Value<'m>> = self.module.globals().map(|g| g.as_value()).collect();
        for g in globals {
            if let Some(val) = self.consts.get(&g).copied() {
                if let Some(operands) = self.aux_metadata_lists(g)? {
                    for list in operands {
                        self.aux_data_inst(set, grammar::AUX_GLOBAL_VARIABLE_METADATA, val.id, list);
                    }
                }
                self.aux_data_linkage(set, g, val.id);
            }
        }
        Ok(())
    }

    /// `available_externally` linkage of `holder` (SPIR-V `target`), which no linkage type says.
    fn aux_data_linkage(&mut self, set: Id, holder: Value<'m>, target: Id) {
        if holder.linkage() == Some(crate::llvm::Linkage::AvailableExternally) {
            let kind = self.b.const_u32(grammar::AUX_LINKAGE_AVAILABLE_EXTERNALLY);
            self.aux_data_inst(set, grammar::AUX_LINKAGE, target, vec![kind.0]);
        }
    }

    /// The operands (name, then values) of one instruction per metadata attachment of `holder`
    /// whose operands are all strings or constants; `None` when it has no attachment.
    fn aux_metadata_lists(&mut self, holder: Value<'m>) -> Result<Option<Vec<Vec<u32>>>> {
        self.aux_metadata_lists_except(holder, &[])
    }

    /// [`Self::aux_metadata_lists`], leaving out the attachment kinds of `skip` too.
    fn aux_metadata_lists_except(&mut self, holder: Value<'m>, skip: &[&str]) -> Result<Option<Vec<Vec<u32>>>> {
        let attachments = holder.all_metadata();
        if attachments.is_empty() {
            return Ok(None);
        }
        let context = self.module.context();
        let mut lists = Vec::new();
        'attachments: for (kind, node) in attachments {
            let Some(name) = context.metadata_kind_name(kind) else { continue };
            if HANDLED_ELSEWHERE.contains(&name.as_str()) || skip.contains(&name.as_str()) {
                continue;
            }
            let mut operands = vec![self.aux_string(&name)];
            for operand in node.operands().unwrap_or_default() {
                let Some(operand) = operand else { continue 'attachments };
                if let Some(text) = operand.as_string() {
                    operands.push(self.aux_string(&text));
                } else if let Some(value) = operand.value().filter(|v| v.is_constant()) {
                    operands.push(self.constant(value)?.id.0);
                } else {
                    continue 'attachments;
                }
            }
            lists.push(operands);
        }
        Ok(Some(lists))
    }

    /// The attachments of instruction `inst` (SPIR-V `result`) as `AUX_INSTRUCTION_METADATA`
    /// instructions after it, when asked to (see the module documentation).
    pub(crate) fn aux_instruction_metadata(&mut self, inst: Value<'m>, result: Id) -> Result<()> {
        if !self.options.preserve_aux_data {
            return Ok(());
        }
        let Some(lists) = self.aux_metadata_lists_except(inst, spirv_llvm_metadata::names::LLVM_FIXED_KINDS)? else { return Ok(()) };
        let set = self.b.ext_inst_import(AUX_DATA);
        let void = self.b.type_void();
        for list in lists {
            let mut operands = vec![set.0, grammar::AUX_INSTRUCTION_METADATA, result.0];
            operands.extend(list);
            self.emit(Op::ExtInst, void, operands);
        }
        Ok(())
    }

    /// The `OpString` of `text`, one per text.
    fn aux_string(&mut self, text: &str) -> u32 {
        if let Some(id) = self.aux_strings.get(text) {
            return id.0;
        }
        let id = self.b.string(text);
        self.aux_strings.insert(text.to_owned(), id);
        id.0
    }

    /// Appends `instruction` of the auxiliary data set about `target` to the global section.
    fn aux_data_inst(&mut self, set: Id, number: u32, target: Id, operands: Vec<u32>) {
        let void = self.b.type_void();
        let id = self.b.id();
        let mut words = vec![set.0, number, target.0];
        words.extend(operands);
        self.b.globals.push(Instruction { opcode: Op::ExtInst as u16, result_type: Some(void), result: Some(id), operands: words });
    }
}

/// Whether declaration `f` is a function of the user's, which SPIR-V imports by name: not an
/// intrinsic, builtin (mangled, or a `__` helper) or variadic function.
pub(crate) fn is_user_declaration(f: Function<'_>) -> bool {
    let name = f.name();
    f.is_declaration() == Some(true)
        && !name.starts_with("llvm.")
        && !name.starts_with("_Z")
        && !name.starts_with("__")
        && f.function_type().is_var_arg() != Some(true)
}
