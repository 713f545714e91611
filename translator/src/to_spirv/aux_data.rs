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
        let mut strings = Strings::default();
        let functions: Vec<Function<'m>> = self.module.functions().collect();
        for f in functions {
            // Intrinsics and builtins have no SPIR-V function (`declare_functions` imported every
            // declaration of the user's).
            let Some(id) = self.functions.get(&f.as_value()).map(|info| info.id) else { continue };
            for attribute in f.as_value().attributes(AttrIndex::Function).unwrap_or_default() {
                let operands = match attribute {
                    Attribute::String(key, value) if value.is_empty() => vec![strings.id(self, &key)],
                    Attribute::String(key, value) => vec![strings.id(self, &key), strings.id(self, &value)],
                    Attribute::Enum(name) => vec![strings.id(self, &name)],
                    _ => continue,
                };
                self.aux_data_inst(set, grammar::AUX_FUNCTION_ATTRIBUTE, id, operands);
            }
            self.aux_data_metadata(set, &mut strings, grammar::AUX_FUNCTION_METADATA, f.as_value(), id)?;
            self.aux_data_linkage(set, f.as_value(), id);
        }
        let globals: Vec<Value<'m>> = self.module.globals().map(|g| g.as_value()).collect();
        for g in globals {
            if let Some(val) = self.consts.get(&g).copied() {
                self.aux_data_metadata(set, &mut strings, grammar::AUX_GLOBAL_VARIABLE_METADATA, g, val.id)?;
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

    /// One instruction per metadata attachment of `holder` (described by SPIR-V `target`)
    /// whose operands are all strings or constants.
    fn aux_data_metadata(&mut self, set: Id, strings: &mut Strings, instruction: u32, holder: Value<'m>, target: Id) -> Result<()> {
        let context = self.module.context();
        for (kind, node) in holder.all_metadata() {
            let Some(name) = context.metadata_kind_name(kind) else { continue };
            if HANDLED_ELSEWHERE.contains(&name.as_str()) {
                continue;
            }
            let mut operands = vec![strings.id(self, &name)];
            let mut representable = true;
            for operand in node.operands().unwrap_or_default() {
                let Some(operand) = operand else {
                    representable = false;
                    break;
                };
                if let Some(text) = operand.as_string() {
                    operands.push(strings.id(self, &text));
                } else if let Some(value) = operand.value().filter(|v| v.is_constant()) {
                    operands.push(self.constant(value)?.id.0);
                } else {
                    representable = false;
                    break;
                }
            }
            if representable {
                self.aux_data_inst(set, instruction, target, operands);
            }
        }
        Ok(())
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

/// The `OpString`s made for the auxiliary data, one per text.
#[derive(Default)]
struct Strings(std::collections::HashMap<String, u32>);

impl Strings {
    fn id(&mut self, t: &mut Translator<'_>, text: &str) -> u32 {
        if let Some(&id) = self.0.get(text) {
            return id;
        }
        let id = t.b.string(text).0;
        self.0.insert(text.to_owned(), id);
        id
    }
}
