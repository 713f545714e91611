//! Functions: signatures (calling convention, linkage, parameter attributes, function
//! control), bodies block by block, and the dispatch of each instruction to its family.

use super::spirv_headers::{Decoration, ExecutionModel, FunctionControl, FunctionParameterAttribute, LinkageType, Op};
use super::{Error, FunctionState, Translator};
use crate::llvm::{AttrIndex, Attribute, CallingConv, Linkage};
use crate::spirv::{Id, Instruction, Location, Section};
use crate::tables::attributes;

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// The entry point (execution model, name) that `function` implements, if any.
    pub(super) fn entry_point(&self, function: Id) -> Option<(ExecutionModel, String)> {
        self.entry_points.get(function.0 as usize).cloned().flatten()
    }

    /// Indexes the `OpEntryPoint`s by function id (one pass).
    pub(super) fn index_entry_points(&mut self) {
        for ep in self.spv.section(Section::EntryPoint) {
            let (Some(f), Some(model)) = (ep.id_operand(1), ep.operands.first().and_then(|&m| ExecutionModel::from_u32(m))) else {
                continue;
            };
            let Ok((name, _)) = crate::spirv::operands::decode_string(ep.operands.get(2..).unwrap_or(&[])) else { continue };
            if let Some(slot) = self.entry_points.get_mut(f.0 as usize) {
                slot.get_or_insert((model, name));
            }
        }
    }

    /// Declares every function with its signature and attributes. A kernel that is also
    /// called (LLVM forbids calling `spir_kernel` functions) gets its body in a `spir_func`
    /// named `{name}.body`, and a `spir_kernel` wrapper that calls it.
    pub(super) fn declare_functions(&mut self) -> Result<(), Error> {
        let spv = self.spv;
        let called: std::collections::HashSet<u32> = spv
            .functions
            .iter()
            .flat_map(|f| f.instructions.iter())
            .filter(|i| i.op() == Some(Op::FunctionCall))
            .filter_map(|i| i.operands.first().copied())
            .collect();
        // Entry points and linked functions first, so they keep their exact names; other
        // functions whose OpName clashes get LLVM's numbered variants.
        let mut order: Vec<usize> = (0..spv.functions.len()).collect();
        order.sort_by_key(|&f| match spv.functions[f].def().and_then(|d| d.result) {
            Some(id) if self.entry_point(id).is_some() => 0,
            Some(id) if self.linkage_of(id).is_some() => 1,
            _ => 2,
        });
        for f in order {
            let func = &spv.functions[f];
            let Some(def) = func.def() else { continue };
            self.at(def, Location::Function(f, 0));
            let id = def.result.ok_or_else(|| self.malformed("OpFunction without result"))?;
            let fn_ty = self.ty(Id(self.word(def, 1)?))?;
            let entry = self.entry_point(id);
            let linkage = self.linkage_of(id);
            let name = self.function_name(id);
            // Declared already when a function pointer constant names it.
            let function = match self.functions.get(id.0 as usize).copied().flatten() {
                Some(f) => f,
                None => self.ll(self.module.add_function(&name, fn_ty))?,
            };
            let kernel = matches!(entry, Some((ExecutionModel::Kernel, _)));
            let compute = matches!(entry, Some((ExecutionModel::GLCompute, _)));
            if compute {
                self.compute_entry(function, id)?;
            }
            if kernel {
                self.kernels.push((f, function, name.clone()));
            }
            let (function, kernel) = if kernel && called.contains(&id.0) {
                let body = self.ll(self.module.add_function(&format!("{name}.body"), fn_ty))?;
                self.kernel_wrapper(function, body)?;
                (body, false)
            } else {
                (function, kernel)
            };
            let has_body = !func.is_declaration();
            // An imported `llvm.*` function is an intrinsic (an unknown one kept by
            // `--spirv-allow-unknown-intrinsics`): declared as LLVM declares them, with the C
            // convention, as the reference reads it back.
            let intrinsic = !has_body && name.starts_with("llvm.");
            function.set_call_conv(match (kernel, intrinsic) {
                (true, _) => CallingConv::SpirKernel,
                (false, true) => CallingConv::C,
                (false, false) => CallingConv::SpirFunc,
            });
            if has_body {
                // SPIR-V has no exceptions: no function unwinds (the reference marks them too).
                self.ll(function.as_value().add_attribute(crate::llvm::AttrIndex::Function, &crate::llvm::Attribute::flag("nounwind")))?;
            }
            let link = match linkage {
                // Exported (kept) and mergeable: `weak_odr`, as the reference reads it
                // (`linkonce_odr` could be dropped where unused, which Export forbids).
                Some((_, LinkageType::LinkOnceODR)) => Linkage::WeakOdr,
                Some(_) => Linkage::External,
                None if kernel || compute || !has_body => Linkage::External,
                None => Linkage::Internal,
            };
            self.ll(function.set_linkage(link))?;
            self.function_control(function, self.word(def, 0)?)?;
            self.return_attributes(function, id, def)?;
            let params: Vec<&Instruction> =
                func.instructions.iter().filter(|i| i.op() == Some(Op::FunctionParameter)).collect();
            for (i, p) in params.iter().enumerate() {
                let Some(pid) = p.result else { continue };
                let value = function.param(i as u32).ok_or_else(|| self.malformed("more OpFunctionParameter than the type has"))?;
                if let Some(n) = self.name_of(pid) {
                    self.ll(value.set_name(&n))?;
                }
                self.parameter_attributes(function, i as u32, pid)?;
                self.set_value(pid, value);
            }
            let param_ids: Vec<Id> = params.iter().filter_map(|p| p.result).collect();
            self.attach_parameter_decorations(function, &param_ids)?;
            self.vector_compute_function(id, function, &param_ids)?;
            self.attach_decorations(id, function.as_value())?;
            if let Some(slot) = self.functions.get_mut(id.0 as usize) {
                *slot = Some(function);
            }
            self.set_value(id, function.as_value());
        }
        Ok(())
    }

    /// The LLVM name of function `id`: its linkage name, else its entry point name, else its
    /// `OpName`.
    pub(super) fn function_name(&self, id: Id) -> String {
        match (self.linkage_of(id), self.entry_point(id)) {
            (Some((n, _)), _) => n,
            (None, Some((_, n))) => n,
            _ => self.name_of(id).unwrap_or_default(),
        }
    }

    /// `OpFunctionPointerCallINTEL`: an indirect call, of the function type the pointer
    /// operand points to (or, without one, of the result and argument types).
    pub(super) fn function_pointer_call(&mut self, inst: &Instruction) -> Result<crate::llvm::Value<'a>, Error> {
        let pointer = Id(self.word(inst, 0)?);
        let callee = self.value(pointer)?;
        let args = (1..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        let pointee = self.index.type_of(pointer).and_then(|t| self.def(t).ok()).filter(|d| d.op() == Some(Op::TypePointer)).and_then(|d| d.id_operand(1));
        let fn_ty = match pointee.filter(|&t| self.def(t).ok().and_then(|d| d.op()) == Some(Op::TypeFunction)) {
            Some(t) => self.ty(t)?,
            None => {
                let ret = self.result_type(inst)?;
                let params: Vec<_> = args.iter().map(|a| a.ty()).collect();
                self.ll(self.ctx.function_type(ret, &params, false))?
            }
        };
        let call = self.ll(self.builder.call(fn_ty, callee, &args))?;
        self.ll(call.set_call_conv(CallingConv::SpirFunc))?;
        Ok(call)
    }

    /// `OpAsmCallINTEL` of an `OpAsmINTEL` (function type, target, text, constraints) →
    /// a call of `asm [sideeffect] "text", "constraints"` (`sideeffect` when the assembly is
    /// decorated `SideEffectsINTEL`).
    pub(super) fn asm_call(&mut self, inst: &Instruction) -> Result<crate::llvm::Value<'a>, Error> {
        let asm_id = Id(self.word(inst, 0)?);
        let asm = self.def(asm_id)?;
        if asm.op() != Some(Op::AsmINTEL) {
            return Err(self.malformed(format!("OpAsmCallINTEL of {asm_id}, which is not an OpAsmINTEL")));
        }
        let fn_ty = self.ty(asm.id_operand(0).ok_or_else(|| self.malformed("OpAsmINTEL without its type"))?)?;
        let strings = asm.operands.get(2..).unwrap_or(&[]);
        let (text, used) = crate::spirv::operands::decode_string(strings).map_err(|e| self.malformed(e.to_string()))?;
        let (constraints, _) = crate::spirv::operands::decode_string(strings.get(used..).unwrap_or(&[])).map_err(|e| self.malformed(e.to_string()))?;
        let side_effects = self.has_decoration(asm_id, Decoration::SideEffectsINTEL);
        let callee = self.ll(crate::llvm::Value::new_inline_asm(fn_ty, &text, &constraints, side_effects))?;
        let args = (1..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        self.ll(self.builder.call(fn_ty, callee, &args))
    }

    /// Puts the module's functions in the order the Khronos translator creates them: the
    /// SPIR-V functions in module order, each followed by the functions its body calls that
    /// are not placed yet (builtin declarations, intrinsics, later SPIR-V functions), in the
    /// order of their first call; anything else after them. In the OpenCL C environments the
    /// declarations all follow the definitions (the reference renames builtins in a pass after
    /// translating every body). Linear in the module's size.
    pub(super) fn order_functions(&self) {
        let mut placed: std::collections::HashSet<crate::llvm::Function<'a>> = std::collections::HashSet::new();
        let mut order = Vec::new();
        let mut declarations = Vec::new();
        let mut place = |f: crate::llvm::Function<'a>, order: &mut Vec<_>| {
            if placed.insert(f) {
                order.push(f);
            }
        };
        let mut wrappers = vec![None; self.spv.functions.len()];
        for &(f, wrapper, _) in &self.kernels {
            if let Some(slot) = wrappers.get_mut(f) {
                *slot = Some(wrapper);
            }
        }
        for (func, wrapper) in self.spv.functions.iter().zip(wrappers) {
            let own = func.def().and_then(|d| d.result).and_then(|id| self.functions.get(id.0 as usize).copied().flatten());
            let own_functions: Vec<_> = wrapper.into_iter().chain(own).collect();
            for &function in &own_functions {
                place(function, &mut order);
            }
            for function in own_functions {
                for inst in function.basic_blocks().flat_map(|block| block.instructions()) {
                    if let Some(callee) = inst.called_function() {
                        let late = self.opencl_names() && callee.is_declaration() == Some(true);
                        place(callee, if late { &mut declarations } else { &mut order });
                    }
                }
            }
        }
        let rest: Vec<_> = self.module.functions().filter(|f| !placed.contains(f)).collect();
        for f in order.into_iter().chain(declarations).chain(rest) {
            self.module.move_function_to_end(f);
        }
    }

    /// `wrapper` (a kernel) calls `body` with its own arguments and returns the result.
    fn kernel_wrapper(&self, wrapper: crate::llvm::Function<'a>, body: crate::llvm::Function<'a>) -> Result<(), Error> {
        wrapper.set_call_conv(CallingConv::SpirKernel);
        self.ll(wrapper.set_linkage(Linkage::External))?;
        self.ll(wrapper.as_value().add_attribute(crate::llvm::AttrIndex::Function, &crate::llvm::Attribute::flag("nounwind")))?;
        let entry = self.ll(wrapper.append_basic_block("entry"))?;
        self.ll(self.builder.position_at_end(entry))?;
        let args = wrapper.params();
        let call = self.ll(self.builder.call(body.function_type(), body.as_value(), &args))?;
        self.ll(call.set_call_conv(CallingConv::SpirFunc))?;
        if body.return_type().is_void() {
            self.ll(self.builder.ret_void())?;
        } else {
            self.ll(self.builder.ret(call))?;
        }
        Ok(())
    }

    /// `Const` → `memory(none)`, `Pure` → `memory(read)`, `Inline`/`DontInline` →
    /// `alwaysinline`/`noinline`.
    fn function_control(&self, function: crate::llvm::Function<'a>, control: u32) -> Result<(), Error> {
        let attrs = attributes::control_attributes(FunctionControl::from_bits_truncate(control));
        for a in &attrs {
            self.ll(function.add_attribute(AttrIndex::Function, a))?;
        }
        Ok(())
    }

    /// FuncParamAttr Zext/Sext on the function itself (the Khronos translator's spelling of
    /// `zeroext`/`signext` on the result) → return attributes, for an integer result.
    fn return_attributes(&self, function: crate::llvm::Function<'a>, id: Id, def: &Instruction) -> Result<(), Error> {
        use FunctionParameterAttribute as P;
        let integer = match def.result_type {
            Some(t) => self.ty(t)?.int_width().is_some(),
            None => false,
        };
        if !integer {
            return Ok(());
        }
        for ops in self.decorations(id, Decoration::FuncParamAttr) {
            let Some(attr) = ops.first().and_then(|&a| P::from_u32(a)).filter(|&a| attributes::is_return_attribute(a)) else { continue };
            if let Some(a) = attributes::parameter_spelling(attr).and_then(|(spelling, _)| spelling.attribute(None)) {
                self.ll(function.add_attribute(AttrIndex::Return, &a))?;
            }
        }
        Ok(())
    }

    fn parameter_attributes(&self, function: crate::llvm::Function<'a>, index: u32, param: Id) -> Result<(), Error> {
        use FunctionParameterAttribute as P;
        let pty = self.type_id_of(param)?;
        // Memory attributes only mean something on pointers (images and other opaque types
        // carry NoWrite in SPIR-V, which LLVM rejects on them).
        let pointer = self.ty(pty)?.is_pointer();
        let attrs: Vec<P> = self.decorations(param, Decoration::FuncParamAttr).iter().filter_map(|ops| ops.first().and_then(|&a| P::from_u32(a))).collect();
        // NoReadWrite says more than NoWrite (a `const` parameter never accessed has both);
        // LLVM rejects `readnone` beside `readonly`.
        let no_access = attrs.contains(&P::NoReadWrite);
        for attr in attrs {
            let Some((spelling, pointers_only)) = attributes::parameter_spelling(attr) else { continue };
            if (pointers_only && !pointer) || (attr == P::NoWrite && no_access) || (attr == P::Sret && !sret_allowed(function, index)) {
                continue;
            }
            let pointee = match spelling {
                attributes::Spelling::Typed(_) => Some(self.ty(self.pointee(pty)?)?),
                _ => None,
            };
            if let Some(a) = spelling.attribute(pointee) {
                self.ll(function.add_attribute(AttrIndex::Param(index), &a))?;
            }
        }
        // Alignment and MaxByteOffset (the bytes behind the pointer that may be accessed).
        let values = [
            (Decoration::Alignment, self.alignment(param).map(u64::from)),
            (Decoration::MaxByteOffset, self.decoration_value(param, Decoration::MaxByteOffset, Decoration::MaxByteOffsetId)),
        ];
        for (decoration, value) in values {
            if let (Some(value @ 1..), true) = (value, pointer) {
                if let Some(a) = attributes::valued_attribute(decoration, value) {
                    self.ll(function.add_attribute(AttrIndex::Param(index), &a))?;
                }
            }
        }
        Ok(())
    }

    /// Translates the body of function `f`.
    pub(super) fn function_body(&mut self, f: usize) -> Result<(), Error> {
        let spv = self.spv;
        let func = &spv.functions[f];
        if func.is_declaration() {
            return Ok(());
        }
        let id = func.def().and_then(|d| d.result).ok_or_else(|| self.malformed("OpFunction without result"))?;
        let function = self.functions.get(id.0 as usize).copied().flatten().ok_or_else(|| self.malformed("undeclared function"))?;
        self.func = FunctionState::default();
        self.func.fp_defaults = self.fp_defaults.get(&id.0).cloned().unwrap_or_default();
        for inst in &func.instructions {
            if let (Some(Op::Label), Some(label)) = (inst.op(), inst.result) {
                let name = self.name_of(label).unwrap_or_default();
                let bb = self.ll(function.append_basic_block(&name))?;
                if self.func.entry.is_none() {
                    self.func.entry = Some(bb);
                }
                if let Some(slot) = self.blocks.get_mut(label.0 as usize) {
                    *slot = Some(bb);
                }
            }
        }
        self.debug_enter_function(id, function)?;
        self.function_constants(&func.instructions)?;
        self.annotate_parameters(&func.instructions)?;
        let switch_words = |term: &Instruction| -> usize {
            term.id_operand(0)
                .and_then(|sel| self.index.type_of(sel))
                .and_then(|t| self.index.def(t))
                .and_then(|d| d.operands.first().copied())
                .map_or(1, |w| (w as usize).div_ceil(32).max(1))
        };
        for range in block_order(&func.instructions, &switch_words) {
            for i in range {
                let inst = &func.instructions[i];
                self.at(inst, Location::Function(f, i));
                self.debug_before(inst, func.instructions.get(i + 1..).unwrap_or(&[]))?;
                self.instruction(inst)?;
            }
        }
        self.debug_leave_function()?;
        self.finish_phis()?;
        self.finish_loops()?;
        self.finish_merges()?;
        for call in self.mapping_calls.take() {
            self.ll(call.set_name("call"))?;
        }
        Ok(())
    }

    /// Translates one instruction of a function body.
    fn instruction(&mut self, inst: &Instruction) -> Result<(), Error> {
        let Some(op) = inst.op() else { return Err(self.unsupported(inst.opcode_name())) };
        let value = match op {
            Op::Function | Op::FunctionParameter | Op::FunctionEnd => return Ok(()),
            Op::Line | Op::NoLine | Op::Nop => return Ok(()),
            _ if self.cooperative_matrices && self.touches_cooperative_matrix(inst) => self.cooperative_matrix_op(inst, op)?,
            Op::SelectionMerge => return self.keep_merge(inst),
            Op::Label => return self.label(inst),
            Op::LoopMerge => {
                self.keep_merge(inst)?;
                return self.loop_merge(inst);
            }
            Op::LoopControlINTEL => return self.loop_control_intel(inst),
            Op::Branch | Op::BranchConditional | Op::Switch | Op::Return | Op::ReturnValue | Op::Unreachable => {
                return self.terminator(inst, op);
            }
            Op::Phi => Some(self.phi(inst)?),
            Op::Variable | Op::UntypedVariableKHR => Some(self.local_variable(inst)?),
            Op::VariableLengthArrayINTEL => Some(self.variable_length_array(inst)?),
            Op::Load => Some(self.load(inst)?),
            Op::Store => return self.store(inst),
            Op::CopyMemory => return self.copy_memory(inst),
            Op::CopyMemorySized => return self.copy_memory_sized(inst),
            Op::LifetimeStart | Op::LifetimeStop => return self.lifetime(inst, op),
            Op::AccessChain
            | Op::InBoundsAccessChain
            | Op::PtrAccessChain
            | Op::InBoundsPtrAccessChain
            | Op::UntypedAccessChainKHR
            | Op::UntypedInBoundsAccessChainKHR
            | Op::UntypedPtrAccessChainKHR
            | Op::UntypedInBoundsPtrAccessChainKHR => {
                self.access_chain(inst, op)?
            }
            Op::FunctionCall => Some(self.function_call(inst)?),
            Op::FunctionPointerCallINTEL => Some(self.function_pointer_call(inst)?),
            Op::AsmCallINTEL => Some(self.asm_call(inst)?),
            Op::ExtInst => self.ext_inst(inst)?,
            Op::UntypedPrefetchKHR => self.untyped_prefetch(inst)?,
            Op::Select => Some(self.select(inst)?),
            Op::CompositeExtract => Some(self.composite_extract(inst)?),
            Op::CompositeInsert => Some(self.composite_insert(inst)?),
            Op::CompositeConstruct => Some(self.composite_construct(inst)?),
            Op::VectorExtractDynamic => Some(self.vector_extract_dynamic(inst)?),
            Op::VectorInsertDynamic => Some(self.vector_insert_dynamic(inst)?),
            Op::VectorShuffle => Some(self.vector_shuffle(inst)?),
            Op::CopyObject => Some(self.operand(inst, 0)?),
            Op::CopyLogical => Some(self.copy_logical(inst)?),
            Op::Kill | Op::TerminateInvocation | Op::DemoteToHelperInvocation => {
                return Err(self.unsupported(format!("Op{op:?}: fragment shaders only (a compute invocation cannot be discarded)")));
            }
            Op::Undef => Some(self.ll(self.result_type(inst)?.undef())?),
            // Read where a memory access names them (`memory::alias_scope_list`).
            Op::AliasDomainDeclINTEL | Op::AliasScopeDeclINTEL | Op::AliasScopeListDeclINTEL => None,
            Op::ConstantNull => Some(self.ll(self.result_type(inst)?.const_null())?),
            Op::BitReverse => Some(self.bit_reverse(inst)?),
            Op::SizeOf => Some(self.size_of(inst)?),
            op if Self::is_matrix_op(op) => Some(self.matrix_op(inst, op)?),
            op if self.shader && self.is_shader_core_op(inst, op) => Some(self.shader_core_op(inst, op)?),
            op if self.is_extension_intrinsic(op) => self.extension_intrinsic(inst, op)?,
            op if let Some(row) = crate::tables::extensions::masked_access(None, Some(op)) => self.masked_access(inst, row)?,
            Op::FPGARegINTEL => Some(self.fpga_reg(inst)?),
            op if self.is_arithmetic(op) => Some(self.arithmetic(inst, op)?),
            op if self.is_conversion(op) => self.conversion(inst, op)?,
            _ => self.builtin_call(inst, op)?,
        };
        if let (Some(v), Some(r)) = (value, inst.result) {
            if let Some(name) = self.name_of(r) {
                if !v.is_constant() && v.name().is_empty() {
                    self.ll(v.set_name(&name))?;
                }
            }
            self.attach_decorations(r, v)?;
            let v = self.annotate(inst, r, v)?;
            self.set_value(r, v);
        }
        Ok(())
    }

    fn label(&mut self, inst: &Instruction) -> Result<(), Error> {
        let label = inst.result.ok_or_else(|| self.malformed("OpLabel without result"))?;
        let bb = self.blocks.get(label.0 as usize).copied().flatten().ok_or_else(|| self.malformed("unknown block"))?;
        self.ll(self.builder.position_at_end(bb))
    }

    fn function_call(&mut self, inst: &Instruction) -> Result<crate::llvm::Value<'a>, Error> {
        let callee_id = inst.id_operand(0).ok_or_else(|| self.malformed("OpFunctionCall without callee"))?;
        let callee = self.functions.get(callee_id.0 as usize).copied().flatten()
            .ok_or_else(|| self.malformed(format!("{callee_id} is not a function")))?;
        let args = (1..inst.operands.len()).map(|i| self.operand(inst, i)).collect::<Result<Vec<_>, _>>()?;
        let call = self.ll(self.builder.call(callee.function_type(), callee.as_value(), &args))?;
        self.ll(call.set_call_conv(callee.call_conv()))?;
        // The callee's parameter and result attributes (`sret`, `byval`, `zeroext`, `align`…)
        // repeated on the call, as clang and the reference write calls.
        let indices = std::iter::once(AttrIndex::Return).chain((0..args.len() as u32).map(AttrIndex::Param));
        for index in indices {
            for a in self.ll(callee.as_value().attributes(index))? {
                if matches!(a, Attribute::Enum(_) | Attribute::Int(..) | Attribute::Type(..)) {
                    self.ll(call.add_attribute(index, &a))?;
                }
            }
        }
        // SPV_KHR_float_controls2 decorates calls too.
        if let Some(id) = inst.result {
            self.call_flags(id, call)?;
        }
        Ok(call)
    }
}

/// Whether LLVM takes `sret` on parameter `index` of `function`: the function returns void, the
/// parameter is the first or second, and no earlier parameter has it (SPIR-V's `Sret` is a
/// hint without these rules; where it breaks them it is dropped).
fn sret_allowed(function: crate::llvm::Function<'_>, index: u32) -> bool {
    let earlier = (0..index).any(|i| {
        function.as_value().attributes(AttrIndex::Param(i)).unwrap_or_default().iter().any(|a| matches!(a, Attribute::Type(k, _) if k == "sret"))
    });
    function.return_type().is_void() && index <= 1 && !earlier
}

/// The instruction ranges of a function's blocks in reverse post-order of the control-flow
/// graph from the entry block (so every value is translated before its uses even when the
/// input's block layout does not follow dominance), followed by unreachable blocks in layout
/// order.
fn block_order(insts: &[Instruction], switch_words: &dyn Fn(&Instruction) -> usize) -> Vec<std::ops::Range<usize>> {
    let mut blocks: Vec<(u32, std::ops::Range<usize>)> = Vec::new();
    for (i, inst) in insts.iter().enumerate() {
        if inst.op() == Some(Op::Label) {
            if let Some(last) = blocks.last_mut() {
                last.1.end = i;
            }
            blocks.push((inst.result.map_or(0, |r| r.0), i..insts.len()));
        }
    }
    if let Some(last) = blocks.last_mut() {
        // Leave OpFunctionEnd out.
        last.1.end = insts.len().saturating_sub(1).max(last.1.start);
    }
    let position: std::collections::HashMap<u32, usize> = blocks.iter().enumerate().map(|(i, b)| (b.0, i)).collect();
    let successors = |b: usize| -> Vec<usize> {
        let range = blocks[b].1.clone();
        let Some(term) = range.clone().rev().map(|i| &insts[i]).find(|i| i.op().is_some_and(|op| !matches!(op, Op::Line | Op::NoLine))) else {
            return Vec::new();
        };
        let targets: Vec<u32> = match term.op() {
            Some(Op::Branch) => term.operands.first().copied().into_iter().collect(),
            Some(Op::BranchConditional) => term.operands.get(1..3).unwrap_or(&[]).to_vec(),
            Some(Op::Switch) => {
                // Targets are the last word of each (literal…, label) pair; the default first.
                let mut t = vec![term.operands.get(1).copied().unwrap_or(0)];
                let per = switch_words(term) + 1;
                t.extend(term.operands.get(2..).unwrap_or(&[]).chunks(per).filter_map(|c| c.last().copied()));
                t
            }
            _ => Vec::new(),
        };
        targets.iter().filter_map(|t| position.get(t).copied()).collect()
    };
    let mut order = Vec::with_capacity(blocks.len());
    let mut visited = vec![false; blocks.len()];
    if !blocks.is_empty() {
        // Iterative depth-first search; post-order, then reversed.
        let mut stack: Vec<(usize, Vec<usize>)> = vec![(0, successors(0))];
        visited[0] = true;
        while let Some((b, succ)) = stack.last_mut() {
            match succ.pop() {
                Some(next) if !visited[next] => {
                    visited[next] = true;
                    let s = successors(next);
                    stack.push((next, s));
                }
                Some(_) => {}
                None => {
                    order.push(*b);
                    stack.pop();
                }
            }
        }
        order.reverse();
    }
    order.extend((0..blocks.len()).filter(|&b| !visited[b]));
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::with_capacity(insts.len());
    if let Some(first) = blocks.first() {
        ranges.push(0..first.1.start);
    }
    ranges.extend(order.into_iter().map(|b| blocks[b].1.clone()));
    ranges
}

