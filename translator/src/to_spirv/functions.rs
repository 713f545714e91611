//! Functions: declarations (ids, signatures, parameter pointee inference, linkage) and bodies
//! (blocks in LLVM's order, or reverse post-order where LLVM's would put a block before all its
//! predecessors; `phi`s completed after the body, `alloca` variables hoisted to the entry
//! block), and the instruction dispatch.
//!
//! Invariants:
//! - Every defined function gets its id and parameter ids before any body is translated, so
//!   calls may precede the callee.
//! - Blocks unreachable from the entry block are not emitted; `phi` entries from them are
//!   dropped. Every reachable block is emitted after one of its predecessors, so every block
//!   comes after its dominators and a definition always comes before its uses.
//! - A `phi` gets one entry per distinct predecessor, its value made (and cast) at the end of
//!   that predecessor, before the branch.

use std::collections::{HashMap, HashSet};

use ::spirv::{FunctionControl, Decoration, LinkageType, Op};

use super::{FnInfo, FunctionState, PendingPhi, Result, Translator, Val, invalid, short, unsupported};
use crate::llvm::{AttrIndex, Attribute, BasicBlock, CallingConv, Function, Linkage, Opcode, Type, Value};
use crate::spirv::{self as spv, Id, Instruction};
use crate::tables::attributes;

impl<'m> Translator<'m> {
    /// Gives every defined function its id and signature.
    /// With `--spirv-preserve-auxdata`, also imports every declaration of the user's (their
    /// attributes are kept too), in module order.
    pub(crate) fn declare_functions(&mut self) -> Result<()> {
        let functions: Vec<Function<'m>> = self.module.functions().collect();
        for f in functions {
            let name = f.name();
            if f.is_declaration() == Some(false) {
                self.declare_defined(f).map_err(|e| e.in_function(&name))?;
            } else if self.options.preserve_aux_data && super::aux_data::is_user_declaration(f) {
                self.imported_function(f).map_err(|e| e.in_function(&name))?;
            }
        }
        Ok(())
    }

    fn declare_defined(&mut self, f: Function<'m>) -> Result<()> {
        let kernel = f.call_conv() == CallingConv::SpirKernel
            || (self.is_shader() && is_compute_entry(f))
            || self.structors.contains_key(&f.as_value());
        let ret = self.ty(self.return_vty(f))?;
        if kernel && !f.return_type().is_void() {
            return Err(invalid("a kernel must return void"));
        }
        if f.function_type().is_var_arg() == Some(true) {
            return Err(unsupported("variadic function definition"));
        }
        let mut pointees = self.param_pointees(f)?;
        if kernel && name_is_block_invoke(&f.name()) {
            // OpEnqueueKernel wants the invoke kernel's pointers to point to i8.
            let i8 = self.module.context().i8_type();
            for p in pointees.iter_mut().flatten() {
                *p = i8;
            }
        }
        let mut params = Vec::new();
        for (i, p) in f.params().into_iter().enumerate() {
            let ty = match pointees.get(i).copied().flatten() {
                _ if self.object_type(p).is_some() => self.ty(self.vty(p))?,
                Some(pointee) => {
                    let sc = self.storage_class(p.ty().address_space().unwrap_or(0))?;
                    let pointee = self.ty(pointee)?;
                    self.pointer_type(sc, pointee)
                }
                None => self.ty(p.ty())?,
            };
            params.push(ty);
        }
        let fn_type = self.b.type_function(ret, &params);
        let id = self.b.id();
        let name = f.name();
        self.b.name(id, &name);
        if kernel {
            self.kernels.push((f, id, name));
        } else if !self.is_shader() && !matches!(f.linkage(), Some(Linkage::Internal | Linkage::Private)) {
            let kind = self.export_linkage(f.linkage());
            self.b.decorate_linkage(id, &name, kind);
        }
        self.functions.insert(f.as_value(), FnInfo { id, ret, params, fn_type });
        Ok(())
    }

    /// How a definition of LLVM linkage `linkage` is exported: `LinkOnceODR` for `linkonce_odr`
    /// and `weak_odr` (both "one definition, merge the copies", as the reference maps them)
    /// when `SPV_KHR_linkonce_odr` is allowed (declaring it), else `Export`.
    pub(crate) fn export_linkage(&mut self, linkage: Option<Linkage>) -> LinkageType {
        let odr = matches!(linkage, Some(Linkage::LinkOnceOdr | Linkage::WeakOdr));
        if odr && self.options.extensions.allows(crate::tables::extensions::LINKONCE_ODR) {
            self.b.extension(crate::tables::extensions::LINKONCE_ODR);
            return LinkageType::LinkOnceODR;
        }
        LinkageType::Export
    }

    /// The `FnInfo` of an external function declaration, made on first call: an imported
    /// `OpFunction` without body.
    pub(crate) fn imported_function(&mut self, f: Function<'m>) -> Result<FnInfo> {
        if let Some(info) = self.functions.get(&f.as_value()) {
            return Ok(info.clone());
        }
        if f.function_type().is_var_arg() == Some(true) {
            return Err(unsupported(format!("call to variadic function @{}", f.name())));
        }
        let ret = self.ty(self.return_vty(f))?;
        let mut params = Vec::new();
        for (i, p) in f.params().into_iter().enumerate() {
            let ty = match abi_pointee(f, i) {
                // A `byval`/`sret`/`byref` pointer points to its attribute's type, as in
                // definitions.
                Some(pointee) if p.ty().is_pointer() && self.object_type(p).is_none() => {
                    let sc = self.storage_class(p.ty().address_space().unwrap_or(0))?;
                    let pointee = self.ty(pointee)?;
                    self.pointer_type(sc, pointee)
                }
                _ => self.ty(self.vty(p))?,
            };
            params.push(ty);
        }
        let fn_type = self.b.type_function(ret, &params);
        let id = self.b.id();
        let name = f.name();
        self.b.name(id, &name);
        self.b.decorate_linkage(id, &name, LinkageType::Import);
        self.return_decorations(f, id);
        let mut instructions = vec![Instruction {
            opcode: Op::Function as u16,
            result_type: Some(ret),
            result: Some(id),
            operands: vec![FunctionControl::NONE.bits(), fn_type.0],
        }];
        let mut param_ids = Vec::with_capacity(params.len());
        for (i, &p) in params.iter().enumerate() {
            let pid = self.b.id();
            instructions.push(Instruction { opcode: Op::FunctionParameter as u16, result_type: Some(p), result: Some(pid), operands: vec![] });
            self.param_decorations(f, i as u32, pid);
            param_ids.push(pid);
        }
        self.vector_compute_function(f, id, &param_ids)?;
        instructions.push(Instruction { opcode: Op::FunctionEnd as u16, result_type: None, result: None, operands: vec![] });
        self.b.declarations.push(spv::Function { instructions });
        let info = FnInfo { id, ret, params, fn_type };
        self.functions.insert(f.as_value(), info.clone());
        Ok(info)
    }

    /// The pointee of each pointer parameter (`None` for other parameters): the type of a
    /// `byval`/`sret`/`byref` attribute, else the scalar or vector `!kernel_arg_base_type`
    /// names, else what the first load, store or `getelementptr` through the parameter
    /// accesses or the first builtin it is passed to takes (by its mangled parameter type),
    /// else `i8`.
    fn param_pointees(&mut self, f: Function<'m>) -> Result<Vec<Option<Type<'m>>>> {
        let params = f.params();
        let mut out: Vec<Option<Type<'m>>> = vec![None; params.len()];
        let mut open: HashMap<Value<'m>, usize> = HashMap::new();
        let declared = self.kernel_arg_pointees(f.as_value());
        for (i, p) in params.iter().enumerate() {
            if !p.ty().is_pointer() {
                continue;
            }
            match abi_pointee(f, i).or_else(|| declared.get(i).copied().flatten()) {
                Some(t) => out[i] = Some(t),
                None => {
                    open.insert(*p, i);
                }
            }
        }
        if !open.is_empty() {
            'scan: for block in f.basic_blocks() {
                for inst in block.instructions() {
                    let uses = match typed_use(inst) {
                        Some(used) => vec![used],
                        // Demangled only when it passes a parameter still open.
                        None if passes_any(inst, &open) => builtin_pointer_args(self.module.context(), inst),
                        None => Vec::new(),
                    };
                    for (p, t) in uses {
                        if let Some(i) = open.remove(&p) {
                            out[i] = Some(t);
                            if open.is_empty() {
                                break 'scan;
                            }
                        }
                    }
                }
            }
        }
        let i8 = self.module.context().i8_type();
        for (i, p) in params.iter().enumerate() {
            if p.ty().is_pointer() && out[i].is_none() {
                out[i] = Some(i8);
            }
        }
        Ok(out)
    }

    /// Translates the body of defined function `f`.
    pub(crate) fn function_body(&mut self, f: Function<'m>) -> Result<()> {
        let info = self
            .functions
            .get(&f.as_value())
            .cloned()
            .ok_or_else(|| invalid(format!("function @{} was not declared", f.name())))?;
        self.f = FunctionState { func: Some(f), ..FunctionState::default() };
        let mut head = vec![Instruction {
            opcode: Op::Function as u16,
            result_type: Some(info.ret),
            result: Some(info.id),
            operands: vec![self.function_control(f).bits(), info.fn_type.0],
        }];
        for (i, p) in f.params().into_iter().enumerate() {
            let ty = info.params.get(i).copied().ok_or_else(|| invalid("parameter count changed"))?;
            let id = self.b.id();
            head.push(Instruction { opcode: Op::FunctionParameter as u16, result_type: Some(ty), result: Some(id), operands: vec![] });
            self.f.vals.insert(p, Val { id, ty });
            if !self.is_shader() {
                self.param_decorations(f, i as u32, id);
            }
            if !p.name().is_empty() {
                self.b.name(id, &p.name());
            }
        }
        let param_ids: Vec<Id> = f.params().iter().filter_map(|p| self.f.vals.get(p).map(|v| v.id)).collect();
        self.function_decorations(f.as_value(), info.id, &param_ids)?;
        if !self.is_shader() {
            self.return_decorations(f, info.id);
            self.vector_compute_function(f, info.id, &param_ids)?;
        }
        let mut blocks = block_order(f);
        if self.is_shader() {
            // Merge instructions may name blocks that nothing branches to.
            let placed: HashSet<BasicBlock<'m>> = blocks.iter().copied().collect();
            blocks.extend(f.basic_blocks().filter(|b| !placed.contains(b)));
        }
        for &bb in &blocks {
            let label = self.b.id();
            self.f.labels.insert(bb, label);
            let name = bb.name();
            if !name.is_empty() {
                self.b.name(label, &name);
            }
            for inst in bb.instructions() {
                if inst.opcode() != Some(Opcode::Phi) {
                    break;
                }
                let ty = self.ty(self.vty(inst)).map_err(|e| e.at(inst))?;
                let id = self.b.id();
                self.f.vals.insert(inst, Val { id, ty });
                let name = inst.name();
                if !name.is_empty() {
                    self.b.name(id, &name);
                }
            }
        }
        if !self.is_shader() {
            self.f.loop_merges = self.plan_loop_merges(&blocks);
        }
        for &bb in &blocks {
            self.block(bb)?;
        }
        self.complete_phis()?;
        let mut body = std::mem::take(&mut self.f.body);
        let vars = std::mem::take(&mut self.f.vars);
        let at = usize::from(!body.is_empty());
        let after_vars = at + vars.len();
        body.splice(at..at, vars);
        if let Some(definition) = self.debug_function_definition(f, info.id)? {
            body.insert(after_vars.min(body.len()), definition);
        }
        let mut instructions = head;
        instructions.extend(body);
        instructions.push(Instruction { opcode: Op::FunctionEnd as u16, result_type: None, result: None, operands: vec![] });
        self.b.functions.push(spv::Function { instructions });
        let globals = std::mem::take(&mut self.f.globals_used);
        let callees = std::mem::take(&mut self.f.callees);
        self.uses.insert(info.id, (globals, callees));
        if self.f.strict_fp {
            self.strict_fp.insert(info.id);
        }
        Ok(())
    }

    /// `zeroext`/`signext` on the result → `FuncParamAttr Zext`/`Sext` on the function (as the
    /// Khronos translator writes them).
    pub(crate) fn return_decorations(&mut self, f: Function<'m>, id: Id) {
        for a in f.as_value().attributes(AttrIndex::Return).unwrap_or_default() {
            let Some(attr) = attributes::parameter_of(&a).filter(|&p| attributes::is_return_attribute(p)) else { continue };
            self.b.decorate_once(id, Decoration::FuncParamAttr, &[attr as u32]);
        }
    }

    /// `FuncParamAttr` decorations from parameter attributes.
    fn param_decorations(&mut self, f: Function<'m>, index: u32, id: Id) {
        let attrs = f.as_value().attributes(AttrIndex::Param(index)).unwrap_or_default();
        // In the attributes' numeric order, as the reference writes them.
        let mut flags: Vec<u32> = attrs.iter().filter_map(attributes::parameter_of).map(|p| p as u32).collect();
        flags.sort_unstable();
        for attr in flags {
            // Once: `!kernel_arg_type_qual` may say `const`/`restrict` again.
            self.b.decorate_once(id, Decoration::FuncParamAttr, &[attr]);
        }
        for a in attrs {
            // `align N` → `Alignment N`, `dereferenceable(N)` → `MaxByteOffset N` (a hint,
            // dropped below the version that has it).
            if let Some((decoration, value, version)) = attributes::valued_of(&a) {
                if self.options.max_version >= version {
                    self.b.decorate_once(id, decoration, &[value]);
                }
            }
        }
    }

    /// One LLVM block: its label, then its instructions.
    fn block(&mut self, bb: BasicBlock<'m>) -> Result<()> {
        let label = self.f.labels.get(&bb).copied().ok_or_else(|| invalid("block without label"))?;
        self.start_block(label);
        for inst in bb.instructions() {
            if inst.opcode() == Some(Opcode::Phi) {
                let val = self.f.vals.get(&inst).copied().ok_or_else(|| invalid("phi without id").at(inst))?;
                self.debug_phi_line(inst)?;
                self.f.phis.push(PendingPhi { phi: inst, index: self.f.body.len() });
                self.f.body.push(Instruction { opcode: Op::Phi as u16, result_type: Some(val.ty), result: Some(val.id), operands: vec![] });
                continue;
            }
            self.debug_before(inst).map_err(|e| e.at(inst))?;
            self.instruction(inst).map_err(|e| e.at(inst))?;
            if let Some(val) = self.f.vals.get(&inst).copied() {
                self.value_decorations(inst, val.id).map_err(|e| e.at(inst))?;
                self.aux_instruction_metadata(inst, val.id).map_err(|e| e.at(inst))?;
                let name = inst.name();
                if !name.is_empty() && inst.opcode() != Some(Opcode::Alloca) {
                    self.b.name(val.id, &name);
                }
            }
        }
        Ok(())
    }

    /// Before the terminator of `bb`: the incoming values of the successors' phis, cast to
    /// each phi's type, and the label that ends `bb`.
    pub(crate) fn phi_edges(&mut self, bb: BasicBlock<'m>, successors: &[BasicBlock<'m>]) -> Result<()> {
        let end = self.f.current_label.ok_or_else(|| invalid("no current block"))?;
        self.f.end_labels.insert(bb, end);
        let mut seen = HashSet::new();
        for &s in successors {
            if !seen.insert(s) {
                continue;
            }
            for phi in s.instructions() {
                if phi.opcode() != Some(Opcode::Phi) {
                    break;
                }
                let incoming = phi.phi_incoming().unwrap_or_default();
                let Some(&(value, _)) = incoming.iter().find(|(_, from)| *from == bb) else {
                    return Err(invalid(format!("{} has no entry for a predecessor", short(phi))));
                };
                let ty = self.f.vals.get(&phi).map(|v| v.ty).ok_or_else(|| invalid("phi without id"))?;
                let id = self.value_as(value, ty).map_err(|e| e.at(phi))?;
                self.f.phi_inputs.insert((phi, bb), id);
            }
        }
        Ok(())
    }

    /// Fills in every phi's (value, predecessor) pairs.
    fn complete_phis(&mut self) -> Result<()> {
        let phis = std::mem::take(&mut self.f.phis);
        for p in phis {
            let mut operands = Vec::new();
            let mut seen = HashSet::new();
            for (_, from) in p.phi.phi_incoming().unwrap_or_default() {
                if !seen.insert(from) {
                    continue;
                }
                let Some(&label) = self.f.end_labels.get(&from) else {
                    continue; // unreachable predecessor
                };
                let id = self
                    .f
                    .phi_inputs
                    .get(&(p.phi, from))
                    .copied()
                    .ok_or_else(|| invalid("phi input missing").at(p.phi))?;
                operands.extend([id.0, label.0]);
            }
            if operands.is_empty() {
                return Err(invalid("phi without reachable predecessors").at(p.phi));
            }
            if let Some(inst) = self.f.body.get_mut(p.index) {
                inst.operands = operands;
            }
        }
        Ok(())
    }

    /// Translates one non-phi instruction.
    fn instruction(&mut self, inst: Value<'m>) -> Result<()> {
        let op = inst.opcode().ok_or_else(|| unsupported("this instruction"))?;
        if matches!(op, Opcode::Switch | Opcode::AtomicRMW | Opcode::AtomicCmpXchg) && super::wide::touches_wide(inst) {
            return Err(unsupported(format!("{op:?} on i128")));
        }
        match op {
            Opcode::Ret => self.ret(inst),
            Opcode::Br => self.br(inst),
            Opcode::Switch => self.switch(inst),
            Opcode::Unreachable => {
                self.emit_void(Op::Unreachable, vec![]);
                Ok(())
            }
            Opcode::Alloca => self.alloca(inst),
            Opcode::Load => self.load(inst),
            Opcode::Store => self.store(inst),
            Opcode::Call => self.call(inst),
            Opcode::Freeze => self.freeze(inst),
            Opcode::Fence => self.fence(inst),
            Opcode::AtomicRMW => self.atomic_rmw(inst),
            Opcode::AtomicCmpXchg => self.cmpxchg(inst),
            _ => {
                let val = self.operation(inst, op)?;
                self.define(inst, val);
                Ok(())
            }
        }
    }

    /// A value-producing operation (instruction or constant expression) by opcode.
    pub(crate) fn operation(&mut self, v: Value<'m>, op: Opcode) -> Result<Val> {
        if super::wide::operation_touches_wide(v, op) {
            if let Some(val) = self.wide_operation(v, op)? {
                return Ok(val);
            }
        }
        if let Some(bin) = op.as_binary_op() {
            return self.binary(v, bin);
        }
        if let Some(cast) = op.as_cast_op() {
            return self.cast(v, cast);
        }
        match op {
            Opcode::FNeg => self.fneg(v),
            Opcode::ICmp => self.icmp(v),
            Opcode::FCmp => self.fcmp(v),
            Opcode::Select => self.select(v),
            Opcode::GetElementPtr => self.gep(v),
            Opcode::ExtractElement => self.extract_element(v),
            Opcode::InsertElement => self.insert_element(v),
            Opcode::ShuffleVector => self.shuffle_vector(v),
            Opcode::ExtractValue => self.extract_value(v),
            Opcode::InsertValue => self.insert_value(v),
            Opcode::PtrToAddr => {
                let ty = self.ty(v.ty())?;
                let p = self.value(v.operand(0).ok_or_else(|| invalid("ptrtoaddr without operand"))?)?;
                let id = match self.pointer_parts(p.ty) {
                    Some(_) => self.emit(Op::ConvertPtrToU, ty, vec![p.id.0]),
                    // A vector of pointers is already one of addresses.
                    None if p.ty == ty => p.id,
                    None => self.emit(Op::UConvert, ty, vec![p.id.0]),
                };
                Ok(Val { id, ty })
            }
            _ => Err(unsupported(format!("{op:?}"))),
        }
    }

    /// `freeze x` is `x`, except that a frozen `undef`/`poison` is a fixed value (zero).
    fn freeze(&mut self, inst: Value<'m>) -> Result<()> {
        let x = inst.operand(0).ok_or_else(|| invalid("freeze without operand"))?;
        let val = if x.is_undef() || x.is_poison() {
            let ty = self.ty(x.ty())?;
            Val { id: self.b.const_null(ty), ty }
        } else {
            self.value(x)?
        };
        self.define(inst, val);
        Ok(())
    }
}

/// Whether `f` is a compute shader's entry point (`"hlsl.shader"="compute"`).
pub(super) fn is_compute_entry(f: Function<'_>) -> bool {
    f.as_value().attributes(AttrIndex::Function).unwrap_or_default().iter().any(|a| {
        matches!(a, Attribute::String(k, v) if (k.as_str(), v.as_str()) == crate::tables::COMPUTE_SHADER)
    })
}

/// The type a `byval`, `sret` or `byref` attribute gives parameter `i` of `f`.
fn abi_pointee(f: Function<'_>, i: usize) -> Option<Type<'_>> {
    let attrs = f.as_value().attributes(AttrIndex::Param(i as u32)).unwrap_or_default();
    attrs.into_iter().find_map(|a| match a {
        Attribute::Type(kind, t) if matches!(kind.as_str(), "byval" | "sret" | "byref") => Some(t),
        _ => None,
    })
}

/// clang's name for block invoke functions and their kernels.
fn name_is_block_invoke(name: &str) -> bool {
    name.contains("_block_invoke")
}

/// `(pointer, accessed type)` when `inst` reads or writes through a pointer operand.
fn typed_use<'m>(inst: Value<'m>) -> Option<(Value<'m>, Type<'m>)> {
    match inst.opcode()? {
        Opcode::Load => Some((inst.operand(0)?, inst.ty())),
        Opcode::Store => Some((inst.operand(1)?, inst.operand(0)?.ty())),
        Opcode::GetElementPtr => Some((inst.operand(0)?, inst.gep_source_element_type()?)),
        Opcode::AtomicRMW => Some((inst.operand(0)?, inst.ty())),
        Opcode::AtomicCmpXchg => Some((inst.operand(0)?, inst.operand(1)?.ty())),
        _ => None,
    }
}

/// `(argument, pointee)` for each pointer argument of a call of a mangled builtin (a declared
/// `_Z` function) whose parameter points to a number or an atomic number
/// (`PU3AS4VU7_Atomici`: `i32`); an argument that an `addrspacecast` makes generic stands for
/// the pointer it casts.
fn builtin_pointer_args<'m>(ctx: &'m crate::llvm::Context, inst: Value<'m>) -> Vec<(Value<'m>, Type<'m>)> {
    use spirv_llvm_mangling::Type as MType;
    let Some(callee) = inst.called_function().filter(|f| f.is_declaration() == Some(true)) else { return Vec::new() };
    let name = callee.name();
    let Some(sig) = name.starts_with("_Z").then(|| spirv_llvm_mangling::demangle(&name).ok()).flatten() else { return Vec::new() };
    let number = |t: &MType| -> Option<Type<'m>> {
        let t = match t {
            MType::Atomic(inner) => &**inner,
            other => other,
        };
        match t {
            MType::Scalar(s) => scalar_type(ctx, *s),
            MType::Vector(s, n) => ctx.vector_type(scalar_type(ctx, *s)?, n.get()).ok(),
            _ => None,
        }
    };
    let args = inst.call_args().unwrap_or_default();
    args.iter()
        .zip(&sig.params)
        .filter(|(a, _)| a.ty().is_pointer() && !a.is_constant())
        .filter_map(|(a, p)| match p {
            MType::Pointer { pointee, .. } => Some((cast_source(*a), number(pointee)?)),
            _ => None,
        })
        .collect()
}

/// Whether call `inst` passes one of `params` (through `addrspacecast`s).
fn passes_any<'m>(inst: Value<'m>, params: &HashMap<Value<'m>, usize>) -> bool {
    inst.opcode() == Some(Opcode::Call) && inst.call_args().unwrap_or_default().iter().any(|a| params.contains_key(&cast_source(*a)))
}

/// The pointer an `addrspacecast` instruction chain starts from (`p` itself if it is none).
fn cast_source(mut p: Value<'_>) -> Value<'_> {
    while p.opcode() == Some(Opcode::AddrSpaceCast) {
        match p.operand(0) {
            Some(source) => p = source,
            None => break,
        }
    }
    p
}

/// The LLVM type of a mangled scalar that can be in memory (a boolean has no size there).
fn scalar_type(ctx: &crate::llvm::Context, s: spirv_llvm_mangling::Scalar) -> Option<Type<'_>> {
    match s.width() {
        _ if s == spirv_llvm_mangling::Scalar::Bool => None,
        (16, true) => Some(ctx.half_type()),
        (32, true) => Some(ctx.float_type()),
        (64, true) => Some(ctx.double_type()),
        (width, _) => ctx.int_type(width).ok(),
    }
}

impl<'m> Translator<'m> {
    /// `Inline`/`DontInline` from `alwaysinline`/`noinline`; `Const` from `memory(none)`, `Pure`
    /// from a `memory(...)` that only reads (as the Khronos translator maps them); `OptNoneEXT`
    /// from `optnone` when an optnone extension is allowed (its capability names the extension).
    fn function_control(&mut self, f: Function<'m>) -> FunctionControl {
        let attrs = f.as_value().attributes(AttrIndex::Function).unwrap_or_default();
        let mut control = attributes::control_of(&attrs);
        let (bit, name, extensions) = attributes::OPT_NONE;
        let optnone = attrs.iter().any(|a| matches!(a, crate::llvm::Attribute::Enum(k) if k == name));
        if optnone && extensions.iter().any(|e| self.options.extensions.allows(e)) {
            control |= bit;
            self.b.capability(::spirv::Capability::OptNoneEXT);
        }
        control
    }
}

/// The blocks reachable from the entry, in LLVM's order when that order already puts every
/// block after one of its predecessors (then every dominator of a block comes before it, as
/// SPIR-V requires, and the output follows the input as the reference translator's does), else
/// in reverse post-order.
fn block_order(f: Function<'_>) -> Vec<BasicBlock<'_>> {
    let rpo = reverse_post_order(f);
    let reachable: HashSet<BasicBlock<'_>> = rpo.iter().copied().collect();
    let layout: Vec<BasicBlock<'_>> = f.basic_blocks().filter(|b| reachable.contains(b)).collect();
    if layout.first() != rpo.first() {
        return rpo;
    }
    let mut placed: HashSet<BasicBlock<'_>> = HashSet::new();
    let mut has_earlier_pred: HashSet<BasicBlock<'_>> = HashSet::new();
    for (k, &bb) in layout.iter().enumerate() {
        if k > 0 && !has_earlier_pred.contains(&bb) {
            return rpo;
        }
        placed.insert(bb);
        for s in bb.terminator().and_then(|t| t.successors()).unwrap_or_default() {
            if !placed.contains(&s) {
                has_earlier_pred.insert(s);
            }
        }
    }
    layout
}

/// The blocks reachable from the entry, in reverse post-order.
fn reverse_post_order(f: Function<'_>) -> Vec<BasicBlock<'_>> {
    let Some(entry) = f.entry_block() else { return Vec::new() };
    let mut visited = HashSet::new();
    let mut post = Vec::new();
    let mut stack: Vec<(BasicBlock<'_>, Vec<BasicBlock<'_>>)> = Vec::new();
    visited.insert(entry);
    stack.push((entry, dfs_successors(entry)));
    while let Some((bb, rest)) = stack.last_mut() {
        if let Some(next) = rest.pop() {
            if visited.insert(next) {
                let succ = dfs_successors(next);
                stack.push((next, succ));
            }
        } else {
            post.push(*bb);
            stack.pop();
        }
    }
    post.reverse();
    post
}

/// The successors of a block, reversed (the DFS pops from the back).
fn dfs_successors(bb: BasicBlock<'_>) -> Vec<BasicBlock<'_>> {
    let mut s = bb.terminator().and_then(|t| t.successors()).unwrap_or_default();
    s.reverse();
    s
}
