//! Module-level declarations in layout order: types, constants and global variables (with
//! initializers, alignment, linkage and the `Constant` decoration). Builtin variables become
//! `__spirv_BuiltIn*` calls at their uses (see `builtins.rs`) or, with
//! [`super::BuiltinFormat::Global`], external `__spirv_BuiltIn*` globals.

use super::spirv_headers::{BuiltIn, Decoration, LinkageType, Op, StorageClass};
use super::{BuiltinFormat, Error, Translator};
use crate::llvm::{Linkage, UnnamedAddr};
use crate::spirv::{Id, Instruction, Location, Section};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Declares every type, constant and global variable, in order.
    pub(super) fn declare_globals(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        for (i, inst) in spv.section(Section::Global).iter().enumerate() {
            self.at(inst, Location::Section(Section::Global, i));
            let Some(op) = inst.op() else { continue };
            match op {
                op if crate::spirv::declares_type(op) => self.declare_type(inst)?,
                Op::Variable | Op::UntypedVariableKHR => self.global_variable(inst)?,
                Op::ConstantFunctionPointerINTEL => self.function_pointer_constant(inst)?,
                // Read where `OpAsmCallINTEL` calls them.
                Op::AsmTargetINTEL | Op::AsmINTEL => {}
                // Read where a memory access names them (`memory::alias_scope_list`).
                Op::AliasDomainDeclINTEL | Op::AliasScopeDeclINTEL | Op::AliasScopeListDeclINTEL => {}
                Op::Line | Op::NoLine | Op::ExtInst | Op::ExtInstWithForwardRefsKHR => {}
                _ => self.declare_constant(inst)?,
            }
        }
        Ok(())
    }

    /// The linkage a `LinkageAttributes` decoration gives `id`, if any.
    pub(super) fn linkage_of(&self, id: Id) -> Option<(String, LinkageType)> {
        let ops = *self.decorations(id, Decoration::LinkageAttributes).first()?;
        let (name, used) = crate::spirv::operands::decode_string(ops).ok()?;
        let kind = LinkageType::from_u32(*ops.get(used)?)?;
        Some((name, kind))
    }

    /// The external constant `__spirv_BuiltIn{Name}` global for builtin variable `id` (defined
    /// by `inst`), declared on first use.
    pub(super) fn builtin_global(&self, id: Id, inst: &Instruction) -> Result<crate::llvm::Value<'a>, Error> {
        let builtin = self.decorations(id, Decoration::BuiltIn).first().and_then(|d| d.first().copied());
        let builtin = builtin.and_then(BuiltIn::from_u32).ok_or_else(|| self.malformed(format!("{id}: no known BuiltIn")))?;
        let name = spirv_llvm_mangling::builtin_variable_name(&format!("{builtin:?}"));
        let ty = self.ty(self.variable_parts(inst)?.0)?;
        let space = self.storage_class(self.word(inst, 0)?)?;
        let g = match self.module.get_global(&name) {
            Some(g) => g,
            None => self.ll(self.module.add_global(ty, &name, space))?,
        };
        g.set_constant(true);
        Ok(g.as_value())
    }

    /// Storage classes whose variables the host binds (buffers, push constants, images,
    /// interface variables).
    fn is_resource(sc: StorageClass) -> bool {
        matches!(
            sc,
            StorageClass::StorageBuffer
                | StorageClass::Uniform
                | StorageClass::PushConstant
                | StorageClass::UniformConstant
                | StorageClass::Input
                | StorageClass::Output
        )
    }

    fn global_variable(&mut self, inst: &Instruction) -> Result<(), Error> {
        let result = inst.result.ok_or_else(|| self.malformed("OpVariable without result"))?;
        let ptr_ty = inst.result_type.ok_or_else(|| self.malformed("OpVariable without type"))?;
        let sc_word = self.word(inst, 0)?;
        let sc = StorageClass::from_u32(sc_word).ok_or_else(|| self.malformed("storage class"))?;
        if let Some(&&[builtin, ..]) = self.decorations(result, Decoration::BuiltIn).first() {
            let builtin = BuiltIn::from_u32(builtin).ok_or_else(|| self.malformed(format!("BuiltIn {builtin}")))?;
            if self.options.builtin_format == BuiltinFormat::Call {
                self.declare_builtin_variable(result, builtin)?;
                return Ok(());
            }
            let g = self.builtin_global(result, inst)?;
            self.set_value(result, g);
            return Ok(());
        }
        if sc == StorageClass::Function {
            return Err(self.malformed("OpVariable with Function storage at module level"));
        }
        let space = self.storage_class(sc_word)?;
        let (data, initializer) = self.variable_parts(inst)?;
        if let Some(sampler) = initializer.filter(|&i| self.def(i).ok().and_then(|d| d.op()) == Some(Op::ConstantSampler)) {
            // A sampler variable (no LLVM global can hold a sampler constant): each load is the
            // sampler, made in the function that loads it (`function_constants`).
            self.sampler_vars.insert(result.0, sampler);
            return Ok(());
        }
        let ty = self.ty(data)?;
        let linkage = self.linkage_of(result);
        let name = linkage.as_ref().map(|(n, _)| n.clone()).or_else(|| self.name_of(result)).unwrap_or_default();
        let g = self.ll(self.module.add_global(ty, &name, space))?;
        // Shader resources are bound by the host: declarations whose contents are unknown here.
        let import = matches!(linkage, Some((_, LinkageType::Import))) || (self.shader && Self::is_resource(sc));
        let explicit = match initializer {
            Some(init) => Some(self.value(init)?),
            None => None,
        };
        // A definition without initializer: workgroup memory is undefined, anything else starts
        // zeroed (an exported one is a `common` symbol, as the Khronos translator writes it).
        let init = match explicit {
            Some(v) => Some(v),
            None if import => None,
            None if sc == StorageClass::Workgroup => Some(self.ll(ty.poison())?),
            None => Some(self.ll(ty.const_null())?),
        };
        if let Some(init) = init {
            self.ll(g.set_initializer(init))?;
        }
        let linkage = match linkage {
            _ if import => Linkage::External,
            // LLVM's constructor and destructor lists must be `appending`.
            Some((ref name, _)) if crate::tables::execution_modes::STRUCTOR_LISTS.iter().any(|r| r.0 == name) => Linkage::Appending,
            Some((_, LinkageType::Export)) if explicit.is_none() && sc != StorageClass::Workgroup => Linkage::Common,
            Some((_, LinkageType::Export)) => Linkage::External,
            // Kept and mergeable, as for functions.
            Some((_, LinkageType::LinkOnceODR)) => Linkage::WeakOdr,
            _ => Linkage::Internal,
        };
        self.ll(g.set_linkage(linkage))?;
        // Uniform blocks are read-only, unless `BufferBlock` makes them storage buffers (before
        // SPIR-V 1.3).
        let read_only = match sc {
            StorageClass::UniformConstant | StorageClass::PushConstant => true,
            StorageClass::Uniform => !self.has_decoration(self.pointee(ptr_ty)?, Decoration::BufferBlock),
            _ => false,
        };
        if (self.has_decoration(result, Decoration::Constant) || read_only) && linkage != Linkage::Common {
            g.set_constant(true);
        }
        if let Some(align) = self.alignment(result) {
            self.ll(g.set_alignment(align))?;
        }
        if sc == StorageClass::UniformConstant && linkage == Linkage::Internal {
            self.ll(g.set_unnamed_addr(UnnamedAddr::Global))?;
        }
        self.attach_global_decorations(result, g.as_value())?;
        self.vector_compute_global(result, g)?;
        self.set_value(result, g.as_value());
        Ok(())
    }

    /// `OpConstantFunctionPointerINTEL`: the LLVM function itself (a pointer), declared here
    /// ahead of the other functions when a constant needs it first, in the address space of
    /// the constant's type.
    fn function_pointer_constant(&mut self, inst: &Instruction) -> Result<(), Error> {
        let id = Id(self.word(inst, 0)?);
        let result = inst.result.ok_or_else(|| self.malformed("OpConstantFunctionPointerINTEL without result"))?;
        let function = match self.functions.get(id.0 as usize).copied().flatten() {
            Some(f) => f,
            None => {
                let def = self.def(id)?;
                if def.op() != Some(Op::Function) {
                    return Err(self.malformed(format!("OpConstantFunctionPointerINTEL of {id}, which is not a function")));
                }
                let fn_ty = self.ty(Id(self.word(def, 1)?))?;
                let name = self.function_name(id);
                // In the address space of the constant's pointer type (`CodeSectionINTEL`, or
                // any pointer to a function with `-spirv-emit-function-ptr-addr-space`).
                let space = self.result_type(inst)?.address_space().unwrap_or(0);
                let f = if space != 0 {
                    self.ll(self.module.add_function_in_address_space(&name, fn_ty, space))?
                } else {
                    self.ll(self.module.add_function(&name, fn_ty))?
                };
                if let Some(slot) = self.functions.get_mut(id.0 as usize) {
                    *slot = Some(f);
                }
                f
            }
        };
        self.set_value(result, function.as_value());
        Ok(())
    }
}
