//! `SPV_KHR_untyped_pointers` in the forward direction: LLVM's opaque pointers as
//! `OpTypeUntypedPointerKHR`, one type per storage class.
//!
//! The translation writes typed pointers first (the pointee inference of `opaque_pointers.rs`);
//! when the extension is allowed, this pass then rewrites the finished sections:
//! - every value, member, element and parameter typed by an `OpTypePointer` takes the untyped
//!   pointer of its storage class;
//! - `OpVariable` becomes `OpUntypedVariableKHR`, which states its data type;
//! - the access chains become the untyped ones, which state the type they index (the pointee
//!   of their base's typed pointer);
//! - a pointer `OpBitcast` within one storage class now casts a value to its own type: it goes,
//!   and its uses take its operand (names and decorations of it go too).
//!
//! Where the validators want a typed pointer, the value is cast to the typed pointer it had
//! (`OpBitcast`, which the extension allows between the two): the pointer operands of
//! `OpenCL.std` instructions, of the atomic flag instructions and of the sub-group block reads
//! and writes (whose pointee is the block's element), and access chains through
//! pointers to pointers (an untyped chain cannot index a pointer type). Local variables that
//! debug information declares stay typed `OpVariable`s (`DebugDeclare` takes no other), cast
//! once after the entry block's variables; a module-level variable that `DebugGlobalVariable`
//! names loses that link (`DebugInfoNone`). Pointers to functions stay typed
//! (`SPV_INTEL_function_pointers` has no untyped form), and so does the result of
//! `OpVariableLengthArrayINTEL` (the only place its element type is stated), cast where it is.
//!
//! Typed pointer types that nothing names any more go; types that became equal (function
//! types, vectors of pointers, pointers to pointers) are merged. Ids are looked up in vectors
//! indexed by id; each instruction's operands are walked a bounded number of times.

use std::collections::HashMap;

use ::spirv::{Capability, Op, OpenclDebuginfo100Op as Dbg};

use super::builder::Builder;
use crate::spirv::grammar::OperandKind;
use crate::spirv::operands::{self, Operand, TypeContext};
use crate::spirv::{Function, Id, Instruction};

/// The extension this pass implements.
pub(crate) const EXTENSION: &str = "SPV_KHR_untyped_pointers";

/// No storage class: the id is not a rewritten pointer type.
const NONE: u32 = u32::MAX;

/// What the pass knows of each id, in vectors indexed by id.
struct Pass {
    /// Types of values and numbers, as the typed module had them.
    ctx: TypeContext,
    /// For each rewritten typed pointer type: its storage class (else [`NONE`]).
    class: Vec<u32>,
    /// For each rewritten typed pointer type: its pointee.
    pointee: Vec<u32>,
    /// For each rewritten typed pointer type: the untyped pointer type of its class.
    untyped: Vec<u32>,
    /// Merged types and removed casts: the id their uses take instead (0: itself).
    same: Vec<u32>,
    /// For each local variable that stays typed: its cast to the untyped pointer.
    var_cast: Vec<u32>,
    /// `OpenCL.std` and the debug-information sets, by import id.
    opencl_std: Vec<u32>,
    debug_sets: Vec<u32>,
    /// Parameters passed by value or returning a struct (`ByVal`, `Sret`): they stay typed,
    /// which says the type of the object to LLVM's `byval(T)`/`sret(T)`.
    typed_param: Vec<bool>,
    /// For each function with such parameters: their positions, with their typed pointer types.
    typed_params_of: HashMap<u32, Vec<(usize, u32)>>,
    /// Types of the module level by opcode and operands (for the function types made here).
    seen: HashMap<(u16, Vec<u32>), u32>,
    /// Operands of the (retyped) function types, by id.
    function_types: HashMap<u32, Vec<u32>>,
    /// Function types made for functions with typed parameters.
    new_types: Vec<Instruction>,
    /// The next free id.
    next: u32,
    /// Scratch operand layout.
    layout: Vec<Operand>,
}

fn at(v: &[u32], id: u32) -> u32 {
    v.get(id as usize).copied().unwrap_or(0)
}

fn set(v: &mut Vec<u32>, id: u32, value: u32) {
    let i = id as usize;
    if v.len() <= i {
        v.resize(i + 1, 0);
    }
    v[i] = value;
}

fn cast(ty: u32, result: u32, value: u32) -> Instruction {
    Instruction { opcode: Op::Bitcast as u16, result_type: Some(Id(ty)), result: Some(Id(result)), operands: vec![value] }
}

/// Follows `same` from `id` to the id that stands for it now (chains are short: a cast of a
/// cast, a type merged into one merged before).
fn follow(same: &[u32], mut id: u32) -> u32 {
    for _ in 0..64 {
        match at(same, id) {
            0 => return id,
            next => id = next,
        }
    }
    id
}

/// Where the ids the pass merged or removed now point.
pub(crate) struct Merged(Vec<u32>);

impl Merged {
    /// The id that stands for `id` now.
    pub(crate) fn resolve(&self, id: Id) -> Id {
        Id(follow(&self.0, id.0))
    }
}

/// Rewrites the module built so far to untyped pointers (see the module documentation).
pub(crate) fn rewrite(b: &mut Builder) -> Merged {
    let Some(mut pass) = Pass::collect(b) else { return Merged(Vec::new()) };
    let declared = pass.declared_variables(b);
    pass.typed_parameters(b);
    let globals = pass.place_untyped_types(b);
    pass.next = b.bound();
    pass.retype_globals(b, globals);
    for f in b.declarations.iter_mut().chain(b.functions.iter_mut()) {
        pass.function(f, &declared);
    }
    for f in b.declarations.iter_mut().chain(b.functions.iter_mut()) {
        for inst in &mut f.instructions {
            pass.substitute(inst);
        }
    }
    b.globals.append(&mut pass.new_types);
    b.advance_to(pass.next);
    pass.drop_unused_pointer_types(b);
    b.capability(Capability::UntypedPointersKHR);
    b.extension(EXTENSION);
    Merged(pass.same)
}

impl Pass {
    /// What the typed module says: value types, imports, the pointer types to rewrite (none:
    /// `None`).
    fn collect(b: &Builder) -> Option<Pass> {
        let bound = b.bound() as usize;
        let mut pass = Pass {
            ctx: TypeContext::default(),
            class: vec![NONE; bound],
            pointee: vec![0; bound],
            untyped: vec![0; bound],
            same: vec![0; bound],
            var_cast: vec![0; bound],
            opencl_std: Vec::new(),
            debug_sets: Vec::new(),
            typed_param: vec![false; bound],
            typed_params_of: HashMap::new(),
            seen: HashMap::new(),
            function_types: HashMap::new(),
            new_types: Vec::new(),
            next: 0,
            layout: Vec::new(),
        };
        for import in b.import_list() {
            pass.ctx.record(import);
            let name = operands::decode_string(&import.operands).map(|(s, _)| s).unwrap_or_default();
            let id = import.result.map_or(0, |r| r.0);
            if name == crate::spirv::grammar::OPENCL_STD {
                pass.opencl_std.push(id);
            } else if name.contains(crate::spirv::grammar::KHRONOS_DEBUG_INFO) {
                pass.debug_sets.push(id);
            }
        }
        for inst in b.globals.iter().chain(b.declarations.iter().chain(&b.functions).flat_map(|f| &f.instructions)) {
            pass.ctx.record(inst);
        }
        let mut is_function_type = vec![false; bound];
        for inst in &b.globals {
            match (inst.op(), inst.result, &inst.operands[..]) {
                (Some(Op::TypeFunction), Some(r), _) => is_function_type[r.0 as usize] = true,
                (Some(Op::TypePointer), Some(r), &[sc, p]) if !is_function_type.get(p as usize).copied().unwrap_or(false) => {
                    pass.pointee[r.0 as usize] = p;
                    pass.class[r.0 as usize] = sc;
                }
                _ => {}
            }
        }
        pass.class.iter().any(|&c| c != NONE).then_some(pass)
    }

    /// Local variables that a `DebugDeclare` names (they stay typed), by id.
    fn declared_variables(&self, b: &Builder) -> Vec<bool> {
        let mut declared = vec![false; self.class.len()];
        for inst in b.functions.iter().flat_map(|f| &f.instructions) {
            if self.is_debug(inst, Dbg::DebugDeclare) {
                if let Some(slot) = inst.operands.get(3).and_then(|&v| declared.get_mut(v as usize)) {
                    *slot = true;
                }
            }
        }
        declared
    }

    /// Parameters passed by value (or returning through a struct), which stay typed, and the
    /// functions that have them.
    fn typed_parameters(&mut self, b: &Builder) {
        use ::spirv::FunctionParameterAttribute as A;
        for d in b.annotation_list().iter().filter(|i| i.op() == Some(Op::Decorate)) {
            if let [target, decoration, attr] = d.operands[..] {
                let by_value = attr == A::ByVal as u32 || attr == A::Sret as u32;
                if decoration == ::spirv::Decoration::FuncParamAttr as u32 && by_value && self.typed_pointer_of(target).is_some() {
                    if let Some(slot) = self.typed_param.get_mut(target as usize) {
                        *slot = true;
                    }
                }
            }
        }
        for f in b.declarations.iter().chain(&b.functions) {
            let Some(function) = f.def().and_then(|d| d.result) else { continue };
            let params = f.instructions.iter().filter(|i| i.op() == Some(Op::FunctionParameter)).filter_map(|i| i.result);
            let typed: Vec<(usize, u32)> = params
                .enumerate()
                .filter(|(_, p)| self.typed_param.get(p.0 as usize).copied().unwrap_or(false))
                .filter_map(|(i, p)| self.typed_pointer_of(p.0).map(|t| (i, t)))
                .collect();
            if !typed.is_empty() {
                self.typed_params_of.insert(function.0, typed);
            }
        }
    }

    /// The global section with the untyped pointer type of each class where the first typed
    /// one of the class was, and without the forward declarations of rewritten pointers.
    fn place_untyped_types(&mut self, b: &mut Builder) -> Vec<Instruction> {
        let mut of_class: Vec<(u32, u32)> = Vec::new();
        let mut globals = Vec::with_capacity(b.globals.len() + 4);
        for inst in std::mem::take(&mut b.globals) {
            let result = inst.result.map_or(0, |r| r.0);
            let sc = at(&self.class, result);
            if inst.op() == Some(Op::TypePointer) && sc != NONE {
                let id = match of_class.iter().find(|(c, _)| *c == sc) {
                    Some(&(_, id)) => id,
                    None => {
                        let id = b.id();
                        of_class.push((sc, id.0));
                        globals.push(Instruction { opcode: Op::TypeUntypedPointerKHR as u16, result_type: None, result: Some(id), operands: vec![sc] });
                        id.0
                    }
                };
                set(&mut self.untyped, result, id);
            }
            if inst.op() == Some(Op::TypeForwardPointer) && inst.operands.first().is_some_and(|&p| at(&self.class, p) != NONE) {
                continue;
            }
            globals.push(inst);
        }
        globals
    }

    /// The module level renamed, with the types that became equal merged, and the global
    /// variables `DebugGlobalVariable` can no longer name unlinked.
    fn retype_globals(&mut self, b: &mut Builder, globals: Vec<Instruction>) {
        let mut kept = Vec::with_capacity(globals.len());
        for mut inst in globals {
            self.retype(&mut inst);
            let mergeable = matches!(inst.op(), Some(Op::TypePointer | Op::TypeFunction | Op::TypeVector));
            if let (true, Some(result)) = (mergeable, inst.result) {
                let key = (inst.opcode, inst.operands.clone());
                if let Some(&first) = self.seen.get(&key) {
                    set(&mut self.same, result.0, first);
                    continue;
                }
                if inst.op() == Some(Op::TypeFunction) {
                    self.function_types.insert(result.0, inst.operands.clone());
                }
                self.seen.insert(key, result.0);
            }
            kept.push(inst);
        }
        b.globals = kept;
        let none = self.debug_info_none(&b.debug_info);
        for inst in &mut b.debug_info {
            self.unlink_global_variable(inst, none);
        }
    }

    /// Where uses of `id` point: through merged types and removed casts.
    fn resolve(&self, id: u32) -> u32 {
        follow(&self.same, id)
    }

    /// The type `ty` is now: the untyped pointer for a rewritten pointer type.
    fn map(&self, ty: u32) -> u32 {
        let ty = self.resolve(ty);
        match at(&self.untyped, ty) {
            0 => ty,
            u => u,
        }
    }

    /// The typed pointer type value `id` had, if it is a rewritten one.
    fn typed_pointer_of(&self, id: u32) -> Option<u32> {
        let ty = self.ctx.value_type(Id(id))?.0;
        (at(&self.class, ty) != NONE).then_some(ty)
    }

    fn fresh(&mut self) -> u32 {
        self.next += 1;
        self.next - 1
    }

    /// Whether `inst` is debug instruction `op` of a debug-information set.
    fn is_debug(&self, inst: &Instruction, op: Dbg) -> bool {
        inst.op() == Some(Op::ExtInst)
            && inst.operands.first().is_some_and(|s| self.debug_sets.contains(s))
            && inst.operands.get(1) == Some(&(op as u32))
    }

    /// The `DebugInfoNone` of the module's debug information, if it has one.
    fn debug_info_none(&self, debug_info: &[Instruction]) -> Option<u32> {
        debug_info.iter().find(|i| self.is_debug(i, Dbg::DebugInfoNone)).and_then(|i| i.result).map(|r| r.0)
    }

    /// `DebugGlobalVariable` takes only a typed `OpVariable`: the untyped one is not named.
    fn unlink_global_variable(&self, inst: &mut Instruction, none: Option<u32>) {
        if !self.is_debug(inst, Dbg::DebugGlobalVariable) {
            return;
        }
        if let (Some(var), Some(none)) = (inst.operands.get_mut(9), none) {
            if self.typed_pointer_of(*var).is_some() {
                *var = none;
            }
        }
    }

    /// Renames the pointer types and merged ids `inst` names (its result type and id
    /// operands). Variables become untyped.
    fn retype(&mut self, inst: &mut Instruction) {
        let old_type = inst.result_type.map_or(0, |t| t.0);
        if let Some(t) = inst.result_type.as_mut() {
            t.0 = self.map(t.0);
        }
        match inst.op() {
            Some(Op::Variable) => {
                let data = at(&self.pointee, old_type);
                if data != 0 {
                    inst.opcode = Op::UntypedVariableKHR as u16;
                    inst.operands.insert(1, self.map(data));
                }
                // The initializer.
                let at = if data != 0 { 2 } else { 1 };
                if let Some(init) = inst.operands.get_mut(at) {
                    *init = self.resolve(*init);
                }
                return;
            }
            // Literal operands only.
            Some(Op::Constant | Op::SpecConstant | Op::TypeInt | Op::TypeFloat | Op::Label) => return,
            _ => {}
        }
        if operands::walk(inst, &self.ctx, &mut self.layout).is_err() {
            return;
        }
        for o in &self.layout {
            if o.kind == OperandKind::IdRef {
                for w in inst.operands.get_mut(o.start..o.start + o.len).unwrap_or_default() {
                    *w = self.map(*w);
                }
            }
        }
    }

    /// Rewrites one function's instructions (see the module documentation).
    fn function(&mut self, f: &mut Function, declared: &[bool]) {
        let mut out = Vec::with_capacity(f.instructions.len() + 4);
        let mut labels = 0;
        let mut after_entry_variables = None;
        let mut var_casts = Vec::new();
        for mut inst in std::mem::take(&mut f.instructions) {
            let op = inst.op();
            if op == Some(Op::Label) {
                labels += 1;
            }
            let result = inst.result.map_or(0, |r| r.0);
            let old_type = inst.result_type.map_or(0, |t| t.0);
            match op {
                Some(Op::Function) if self.typed_params_of.contains_key(&result) => {
                    self.retype(&mut inst);
                    let ty = self.function_type_with_typed_params(result, &inst);
                    if let Some(slot) = inst.operands.get_mut(1) {
                        *slot = ty;
                    }
                }
                Some(Op::FunctionParameter) if self.typed_param.get(result as usize).copied().unwrap_or(false) => {
                    // Stays typed; its uses take its cast.
                    inst.result_type = Some(Id(self.resolve(old_type)));
                    let c = self.fresh();
                    var_casts.push(cast(self.map(old_type), c, result));
                    set(&mut self.var_cast, result, c);
                }
                Some(Op::FunctionCall) if inst.operands.first().is_some_and(|c| self.typed_params_of.contains_key(c)) => {
                    let callee = inst.operands[0];
                    let typed = self.typed_params_of.get(&callee).cloned().unwrap_or_default();
                    self.retype(&mut inst);
                    for (i, ty) in typed {
                        if let Some(&arg) = inst.operands.get(i + 1) {
                            let c = self.fresh();
                            out.push(cast(self.resolve(ty), c, arg));
                            inst.operands[i + 1] = c;
                        }
                    }
                }
                Some(Op::Variable) if declared.get(result as usize).copied().unwrap_or(false) && at(&self.class, old_type) != NONE => {
                    // Stays typed; its uses take its cast.
                    inst.result_type = Some(Id(self.resolve(old_type)));
                    let c = self.fresh();
                    var_casts.push(cast(self.map(old_type), c, result));
                    set(&mut self.var_cast, result, c);
                    out.push(inst);
                    after_entry_variables = Some(out.len());
                    continue;
                }
                Some(Op::VariableLengthArrayINTEL) if at(&self.class, old_type) != NONE => {
                    // Its element type is only in its result type (the extension has no
                    // untyped form): it stays typed, cast where it is; its uses take the cast.
                    inst.result_type = Some(Id(self.resolve(old_type)));
                    let c = self.fresh();
                    let cast_inst = cast(self.map(old_type), c, result);
                    set(&mut self.var_cast, result, c);
                    out.push(inst);
                    out.push(cast_inst);
                    continue;
                }
                Some(Op::AccessChain | Op::InBoundsAccessChain | Op::PtrAccessChain | Op::InBoundsPtrAccessChain) => {
                    self.access_chain(inst, &mut out);
                    continue;
                }
                Some(Op::ExtInst) if inst.operands.first().is_some_and(|s| self.opencl_std.contains(s)) => {
                    // The operand as written (a removed cast's result has the pointee wanted).
                    let ids: Vec<usize> = match operands::walk(&inst, &self.ctx, &mut self.layout) {
                        Ok(()) => self.layout.iter().filter(|o| o.kind == OperandKind::IdRef && o.start >= 2).map(|o| o.start).collect(),
                        Err(_) => Vec::new(),
                    };
                    for i in ids {
                        self.typed_operand(&mut inst, i, &mut out);
                    }
                    self.retype(&mut inst);
                }
                Some(Op::AtomicFlagTestAndSet | Op::AtomicFlagClear | Op::SubgroupBlockReadINTEL | Op::SubgroupBlockWriteINTEL) => {
                    self.typed_operand(&mut inst, 0, &mut out);
                    self.retype(&mut inst);
                }
                Some(Op::Bitcast) => {
                    self.retype(&mut inst);
                    let operand = inst.operands.first().copied().unwrap_or(0);
                    let operand_type = self.ctx.value_type(Id(operand)).map_or(0, |t| self.map(t.0));
                    if self.typed_pointer_of(operand).is_some() && Some(Id(operand_type)) == inst.result_type {
                        set(&mut self.same, result, operand);
                        continue;
                    }
                }
                _ => self.retype(&mut inst),
            }
            let is_variable = inst.op() == Some(Op::UntypedVariableKHR);
            let is_label = inst.op() == Some(Op::Label);
            out.push(inst);
            if (is_variable || is_label) && labels == 1 {
                after_entry_variables = Some(out.len());
            }
        }
        if let Some(at) = after_entry_variables.filter(|_| !var_casts.is_empty()) {
            out.splice(at..at, var_casts);
        }
        f.instructions = out;
    }

    /// The function type of `function` (whose `OpFunction` is `def`, retyped) with its typed
    /// parameters typed: made once per distinct type.
    fn function_type_with_typed_params(&mut self, function: u32, def: &Instruction) -> u32 {
        let typed = self.typed_params_of.get(&function).cloned().unwrap_or_default();
        let old = def.operands.get(1).copied().unwrap_or(0);
        let Some(mut operands) = self.function_types.get(&old).cloned() else { return old };
        for (i, ty) in typed {
            if let Some(slot) = operands.get_mut(i + 1) {
                *slot = self.resolve(ty);
            }
        }
        let key = (Op::TypeFunction as u16, operands);
        if let Some(&id) = self.seen.get(&key) {
            return id;
        }
        let id = self.fresh();
        self.new_types.push(Instruction { opcode: Op::TypeFunction as u16, result_type: None, result: Some(Id(id)), operands: key.1.clone() });
        self.seen.insert(key, id);
        id
    }

    /// Operand `i` of `inst`, when it is a pointer that had a typed pointer type, is cast back
    /// to that type first.
    fn typed_operand(&mut self, inst: &mut Instruction, i: usize, out: &mut Vec<Instruction>) {
        let Some(&value) = inst.operands.get(i) else { return };
        let Some(typed) = self.typed_pointer_of(value) else { return };
        let c = self.fresh();
        out.push(cast(self.resolve(typed), c, value));
        inst.operands[i] = c;
    }

    /// An access chain: untyped, naming the type it indexes; through a pointer to a pointer
    /// (which an untyped chain cannot index), typed between two casts.
    fn access_chain(&mut self, mut inst: Instruction, out: &mut Vec<Instruction>) {
        let op = inst.op();
        let old_result_type = inst.result_type.map_or(0, |t| t.0);
        let base = inst.operands.first().copied().unwrap_or(0);
        let Some(base_ptr) = self.typed_pointer_of(base) else {
            self.retype(&mut inst);
            out.push(inst);
            return;
        };
        let indexed = at(&self.pointee, base_ptr);
        let through_pointer = at(&self.class, indexed) != NONE;
        if through_pointer {
            let result = inst.result.map_or(0, |r| r.0);
            let typed_base = self.fresh();
            out.push(cast(self.resolve(base_ptr), typed_base, base));
            let untyped_result = self.map(old_result_type);
            let chain = if untyped_result == self.resolve(old_result_type) { result } else { self.fresh() };
            for w in inst.operands.iter_mut().skip(1) {
                *w = self.resolve(*w);
            }
            inst.operands[0] = typed_base;
            inst.result = Some(Id(chain));
            inst.result_type = Some(Id(self.resolve(old_result_type)));
            out.push(inst);
            if chain != result {
                out.push(cast(untyped_result, result, chain));
            }
            return;
        }
        self.retype(&mut inst);
        inst.opcode = match op {
            Some(Op::AccessChain) => Op::UntypedAccessChainKHR,
            Some(Op::InBoundsAccessChain) => Op::UntypedInBoundsAccessChainKHR,
            Some(Op::PtrAccessChain) => Op::UntypedPtrAccessChainKHR,
            _ => Op::UntypedInBoundsPtrAccessChainKHR,
        } as u16;
        inst.operands.insert(0, self.map(indexed));
        out.push(inst);
    }

    /// Points the operands of `inst` at the values that replace removed casts and typed
    /// variables (a `DebugDeclare` keeps naming its variable).
    fn substitute(&mut self, inst: &mut Instruction) {
        let declare = self.is_debug(inst, Dbg::DebugDeclare);
        let var_cast = inst.op() == Some(Op::Bitcast)
            && inst.operands.first().is_some_and(|&v| inst.result.is_some_and(|r| at(&self.var_cast, v) == r.0));
        if var_cast {
            return;
        }
        if operands::walk(inst, &self.ctx, &mut self.layout).is_err() {
            return;
        }
        for o in &self.layout {
            if o.kind != OperandKind::IdRef {
                continue;
            }
            for w in inst.operands.get_mut(o.start..o.start + o.len).unwrap_or_default() {
                *w = self.resolve(*w);
                match at(&self.var_cast, *w) {
                    0 => {}
                    c if !declare => *w = c,
                    _ => {}
                }
            }
        }
    }

    /// Removes the typed pointer types nothing names any more, with their names and
    /// decorations, and those of removed casts.
    fn drop_unused_pointer_types(&mut self, b: &mut Builder) {
        let mut used = vec![false; self.next as usize];
        let mut mark = |id: u32| {
            if let Some(u) = used.get_mut(id as usize) {
                *u = true;
            }
        };
        let functions = b.declarations.iter().chain(&b.functions).flat_map(|f| &f.instructions);
        for inst in b.globals.iter().chain(&b.debug_info).chain(functions) {
            if let Some(t) = inst.result_type {
                mark(t.0);
            }
            if operands::walk(inst, &self.ctx, &mut self.layout).is_ok() {
                for o in &self.layout {
                    if o.kind == OperandKind::IdRef {
                        inst.operands.get(o.start..o.start + o.len).unwrap_or_default().iter().for_each(|&w| mark(w));
                    }
                }
            }
        }
        let gone = |id: u32| {
            (at(&self.class, id) != NONE && !used.get(id as usize).copied().unwrap_or(false)) || at(&self.same, id) != 0
        };
        // Function types whose functions took others (typed parameters) go too.
        let unused = |id: u32| !used.get(id as usize).copied().unwrap_or(false);
        b.globals.retain(|i| match (i.op(), i.result) {
            (Some(Op::TypePointer), Some(r)) => !gone(r.0),
            (Some(Op::TypeFunction), Some(r)) => !(self.function_types.contains_key(&r.0) && unused(r.0)),
            _ => true,
        });
        let targets_gone = |i: &Instruction| i.operands.first().is_some_and(|&t| gone(t));
        b.names.retain(|i| !targets_gone(i));
        b.annotations.retain(|i| !targets_gone(i));
    }
}
