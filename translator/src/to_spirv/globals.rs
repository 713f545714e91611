//! Global variables → module-level `OpVariable`s.
//!
//! The storage class comes from the address space (`tables::STORAGE_CLASSES`); the pointee is
//! the global's value type. An initializer becomes a constant (`undef` ones are dropped, as
//! `Workgroup` variables may not have one); a declaration is imported and a definition with
//! external linkage exported (`LinkageAttributes`). Globals named `__spirv_BuiltIn*` are the
//! builtin input variables of SPIR-V friendly IR. Globals referenced by other globals'
//! initializers are made first, so definitions precede uses.

use std::collections::HashMap;

use ::spirv::{BuiltIn, Decoration, LinkageType, Op, StorageClass};
use spirv_llvm_metadata::names;

use super::builder::SpvType;
use super::{Result, Translator, Val, invalid, short, unsupported};
use crate::llvm::{Linkage, Value, ValueKind};
use crate::spirv::Id;

/// LLVM's lists of globals that only tell LLVM something (annotations; globals to keep, which
/// SPIR-V keeps anyway): never translated, also when not in the `llvm.metadata` section.
/// The constructor and destructor lists too (`tables::execution_modes::STRUCTOR_LISTS`).
const LLVM_LISTS: [&str; 3] = [names::LLVM_GLOBAL_ANNOTATIONS, "llvm.used", "llvm.compiler.used"];

/// LLVM's lists of functions to run before and after the program (C++ for OpenCL's
/// constructors and destructors of program-scope objects): `[{ i32 priority, ptr f, ptr data }]`.

fn is_llvm_list(name: &str) -> bool {
    LLVM_LISTS.contains(&name) || crate::tables::execution_modes::STRUCTOR_LISTS.iter().any(|r| r.0 == name)
}

impl<'m> Translator<'m> {
    /// Translates every global variable, in module order, except the `llvm.metadata` section
    /// (annotation tables and their strings, which no code reads) and LLVM's lists of
    /// annotated and used globals wherever they are (`LLVM_LISTS`); `@llvm.global.annotations`
    /// becomes `UserSemantic` decorations.
    pub(crate) fn declare_globals(&mut self) -> Result<()> {
        let globals: Vec<_> = self.module.globals().collect();
        for g in &globals {
            if g.section().as_deref() == Some(names::LLVM_METADATA_SECTION) || is_llvm_list(&g.as_value().name()) {
                continue;
            }
            let v: Value<'m> = g.as_value();
            if is_function_constant(v) {
                continue;
            }
            self.global_variable(v).map_err(|e| e.at(v))?;
        }
        if let Some(table) = globals.iter().find(|g| g.as_value().name() == names::LLVM_GLOBAL_ANNOTATIONS) {
            self.global_annotations(*table);
        }
        Ok(())
    }

    /// The functions of `@llvm.global_ctors` (`Initializer`) and `@llvm.global_dtors`
    /// (`Finalizer`), which become entry points with that execution mode (SPIR-V 1.1), as the
    /// Khronos translator writes them; a listed function without a body is an error.
    pub(crate) fn structors(&self) -> Result<HashMap<Value<'m>, ::spirv::ExecutionMode>> {
        let mut found = HashMap::new();
        for &(list, mode) in crate::tables::execution_modes::STRUCTOR_LISTS {
            let Some(init) = self.module.get_global(list).and_then(|g| g.initializer()) else { continue };
            for entry in (0..init.num_operands()).filter_map(|i| init.operand(i)) {
                let Some(f) = entry.operand(1).and_then(|f| f.as_function()) else {
                    return Err(unsupported(format!("an entry of @{list} that is not a function")));
                };
                if f.is_declaration() != Some(false) {
                    return Err(unsupported(format!("@{list} lists @{}, which the module does not define", f.name())));
                }
                if !f.return_type().is_void() || !f.params().is_empty() {
                    return Err(invalid(format!("@{list} lists @{}, which is not a void function without parameters", f.name())));
                }
                found.insert(f.as_value(), mode);
            }
        }
        Ok(found)
    }

    /// `@llvm.global.annotations = [{ptr @target, ptr @text, ptr @file, i32 line, ptr args}, …]`
    /// → `UserSemantic "text"` on each annotated function or variable; a variable's string of
    /// FPGA memory attributes → those decorations (`memory_attributes`).
    fn global_annotations(&mut self, table: crate::llvm::GlobalVariable<'m>) {
        let Some(init) = table.initializer() else { return };
        for entry in (0..init.num_operands()).filter_map(|i| init.operand(i)) {
            let (Some(mut target), Some(text)) = (entry.operand(0), entry.operand(1)) else { continue };
            while target.kind() == ValueKind::ConstantExpr {
                let Some(inner) = target.operand(0) else { break };
                target = inner;
            }
            let id = match target.kind() {
                ValueKind::Function => self.functions.get(&target).map(|f| f.id),
                ValueKind::GlobalVariable => self.consts.get(&target).map(|v| v.id),
                _ => None,
            };
            if let Some(id) = id {
                if target.kind() == ValueKind::Function || !self.memory_attributes(id, text) {
                    self.user_semantic(id, text, entry.operand(4));
                }
            }
        }
    }

    /// The `OpVariable` of global variable `v`, made on first use.
    pub(crate) fn global_variable(&mut self, v: Value<'m>) -> Result<Val> {
        if let Some(val) = self.consts.get(&v) {
            return Ok(*val);
        }
        let g = v.as_global_variable().ok_or_else(|| invalid(format!("{} is not a global variable", short(v))))?;
        let name = v.name();
        if let Some(builtin) = spirv_llvm_mangling::builtin_variable_of(&name) {
            return self.builtin_global(v, builtin);
        }
        if !self.globals_in_progress.insert(v) {
            return Err(unsupported(format!("global @{name} whose initializer refers to itself")));
        }
        let result = self.make_global(v, g.address_space(), g.value_type(), g.initializer(), g.is_constant());
        self.globals_in_progress.remove(&v);
        let val = result?;
        self.consts.insert(v, val);
        Ok(val)
    }

    fn make_global(
        &mut self,
        v: Value<'m>,
        address_space: u32,
        value_type: crate::llvm::Type<'m>,
        init: Option<Value<'m>>,
        constant: bool,
    ) -> Result<Val> {
        let name = v.name();
        let sc = self.storage_class(address_space)?;
        if matches!(sc, StorageClass::Function | StorageClass::Generic) {
            return Err(unsupported(format!(
                "global variable @{name} in address space {address_space} ({sc:?} storage class)"
            )));
        }
        self.no_widened_vector(value_type, &value_type)?;
        let held = self.held_object(v);
        // A pointer initialized to a typed address (an element of an array, another variable)
        // holds a pointer of that type, as the reference types it, not one to bytes.
        let typed_pointer = match init {
            Some(i) if value_type.is_pointer() && !self.is_shader() && held.is_none() && !i.is_null_constant()
                && !matches!(i.kind(), ValueKind::Undef | ValueKind::Poison) =>
            {
                let c = self.constant(i)?;
                matches!(self.b.type_info(c.ty), Some(SpvType::Pointer(..))).then_some(c)
            }
            _ => None,
        };
        let elem = match held {
            // Memory holding function pointers (see `opaque_pointers`).
            Some(object) => self.object_slots(value_type, object)?,
            None if self.is_shader() => self.memory_type_in(sc, value_type)?,
            None => match typed_pointer {
                Some(c) => c.ty,
                None => self.ty(value_type)?,
            },
        };
        let ty = self.pointer_type(sc, elem);
        if self.is_shader() {
            self.block_decoration(sc, elem, &name)?;
        }
        let common = v.as_global_variable().and_then(|g| g.as_value().linkage()) == Some(Linkage::Common);
        let init = match init {
            Some(i) if matches!(i.kind(), ValueKind::Undef | ValueKind::Poison) => None,
            // A `common` symbol is zeroed by definition: no initializer, as the reference
            // writes it (an exported variable without one reads back as `common`).
            Some(i) if common && i.is_null_constant() => None,
            // Local memory: a zero initializer is left out as before; another is kept where
            // the environment allows one (OpenCL, as the reference writes it; not Vulkan).
            Some(i) if sc == StorageClass::Workgroup && i.is_null_constant() => None,
            Some(_) if sc == StorageClass::Workgroup && self.is_shader() => {
                return Err(unsupported(format!("initializer of Workgroup variable @{name} (Vulkan allows none)")));
            }
            // Function pointers: the initializer is made with the global's own element type.
            Some(i) if held.is_some() => Some(self.constant_id(i, elem)?),
            Some(i) => {
                let c = self.constant(i)?;
                Some(self.const_coerce(c, elem)?)
            }
            None => None,
        };
        let id = self.b.id();
        let mut operands = vec![sc as u32];
        operands.extend(init.map(|i| i.0));
        self.b.globals.push(crate::spirv::Instruction {
            opcode: Op::Variable as u16,
            result_type: Some(ty),
            result: Some(id),
            operands,
        });
        self.b.name(id, &name);
        // Shader modules have no `Constant` or `Alignment` (kernel-only decorations) and no
        // linkage: their resources are declarations that the API binds.
        let shader = self.is_shader();
        if constant && !shader {
            self.b.decorate(id, Decoration::Constant, &[]);
        }
        if let Some(align) = v.alignment().filter(|&a| a > 0 && !shader) {
            self.b.decorate_once(id, Decoration::Alignment, &[align]);
        }
        let declaration = v.is_declaration() == Some(true);
        match v.linkage() {
            _ if shader => {}
            _ if declaration => self.b.decorate_linkage(id, &name, LinkageType::Import),
            Some(Linkage::Internal | Linkage::Private) | None => {}
            linkage @ Some(_) => {
                let kind = self.export_linkage(linkage);
                self.b.decorate_linkage(id, &name, kind);
            }
        }
        self.global_vars.insert(id);
        self.value_decorations(v, id)?;
        if let Some(g) = v.as_global_variable() {
            self.vector_compute_global(g, id)?;
        }
        Ok(Val { id, ty })
    }

    /// The current function's copy of internal constant `v` in address space 0 (private
    /// memory, which has no module-level variables in kernels): a `Function` variable
    /// initialized with its value, made on first use. Each copy goes before the variables made
    /// so far, as the reference orders them (it writes an `alloca` and a `store` at the top of
    /// the entry block for each).
    pub(crate) fn function_copy(&mut self, v: Value<'m>) -> Result<Val> {
        if let Some(val) = self.f.copies.get(&v) {
            return Ok(*val);
        }
        let g = v.as_global_variable().ok_or_else(|| invalid(format!("{} is not a global variable", short(v))))?;
        let init = g.initializer().ok_or_else(|| invalid(format!("constant @{} without a value", v.name())))?;
        let elem = self.memory_type(g.value_type())?;
        let c = self.constant(init)?;
        let init = self.const_coerce(c, elem)?;
        let ty = self.pointer_type(StorageClass::Function, elem);
        let id = self.b.id();
        self.f.vars.insert(0, crate::spirv::Instruction {
            opcode: Op::Variable as u16,
            result_type: Some(ty),
            result: Some(id),
            operands: vec![StorageClass::Function as u32, init.0],
        });
        self.f.var_ids.insert(id);
        self.b.name(id, &v.name());
        if let Some(align) = v.alignment().filter(|&a| a > 0 && !self.is_shader()) {
            self.b.decorate(id, Decoration::Alignment, &[align]);
        }
        let val = Val { id, ty };
        self.f.copies.insert(v, val);
        Ok(val)
    }

    /// A constant of SPIR-V type `ty`: a pointer to an array where its first element's type
    /// is wanted decays (`OpSpecConstantOp InBoundsPtrAccessChain p 0 0…`, as the reference
    /// writes it); other pointers are bitcast with `OpSpecConstantOp`.
    pub(crate) fn const_coerce(&mut self, c: Val, ty: Id) -> Result<Id> {
        if c.ty == ty {
            return Ok(c.id);
        }
        match (self.pointer_parts(c.ty), self.pointer_parts(ty)) {
            (Some((a, from)), Some((b, to))) if a == b => {
                let ops = match self.array_decay_depth(from, to) {
                    Some(depth) => {
                        let int = self.b.type_int(32);
                        let zero = self.b.const_int(int, 32, 0);
                        let mut ops = vec![Op::InBoundsPtrAccessChain as u32, c.id.0];
                        // The element operand, then one index per array level.
                        ops.extend(std::iter::repeat_n(zero.0, depth + 2));
                        ops
                    }
                    None => vec![Op::Bitcast as u32, c.id.0],
                };
                let id = self.b.constant(Op::SpecConstantOp, ty, ops);
                self.spec_consts.insert(id);
                Ok(id)
            }
            _ => self.const_address(c, ty).ok_or_else(|| invalid("an initializer's type does not match its global")),
        }
    }

    /// How many array levels below the outermost lead from array type `from` to its first
    /// element of type `to` (`[2 x i8]` to `i8`: 0, `[2 x [3 x i8]]` to `i8`: 1); `None` when
    /// `from` is no array or they do not lead there.
    fn array_decay_depth(&self, from: Id, to: Id) -> Option<usize> {
        let mut t = from;
        let mut depth = 0;
        while let Some(SpvType::Array(elem, _)) = self.b.type_info(t) {
            if *elem == to {
                return Some(depth);
            }
            t = *elem;
            depth += 1;
        }
        None
    }

    /// `@__spirv_BuiltInX`: the `Input` variable decorated `BuiltIn X`.
    fn builtin_global(&mut self, v: Value<'m>, name: &str) -> Result<Val> {
        let builtin = builtin_by_name(name).ok_or_else(|| super::error::unknown_builtin(name, format!("builtin variable @{}", v.name())))?;
        let g = v.as_global_variable().ok_or_else(|| invalid("not a global"))?;
        let value_ty = self.ty(g.value_type())?;
        let val = self.builtin_var(builtin, value_ty)?;
        self.consts.insert(v, val);
        Ok(val)
    }

    /// The `Input` variable of `builtin` holding a `value_ty`, made once.
    pub(crate) fn builtin_var(&mut self, builtin: BuiltIn, value_ty: Id) -> Result<Val> {
        if let Some(val) = self.builtin_vars.get(&(builtin as u32)) {
            if let Some((_, pointee)) = self.pointer_parts(val.ty) {
                if pointee != value_ty {
                    return Err(invalid(format!("builtin {builtin:?} is used with two different types")));
                }
            }
            return Ok(*val);
        }
        let ty = self.pointer_type(StorageClass::Input, value_ty);
        let id = self.b.id();
        self.b.globals.push(crate::spirv::Instruction {
            opcode: Op::Variable as u16,
            result_type: Some(ty),
            result: Some(id),
            operands: vec![StorageClass::Input as u32],
        });
        self.b.name(id, &spirv_llvm_mangling::builtin_variable_name(&format!("{builtin:?}")));
        self.b.decorate(id, Decoration::BuiltIn, &[builtin as u32]);
        if !self.is_shader() {
            self.b.decorate(id, Decoration::Constant, &[]);
        }
        let val = Val { id, ty };
        self.builtin_vars.insert(builtin as u32, val);
        self.input_vars.insert(id);
        self.global_vars.insert(id);
        Ok(val)
    }
}

/// The `BuiltIn` enumerant spelled `name`.
pub(crate) fn builtin_by_name(name: &str) -> Option<BuiltIn> {
    name.parse::<BuiltIn>().ok()
}

/// Whether `v` is an internal constant with a value in address space 0 (private memory), which
/// each function that uses it gets a copy of (`Translator::function_copy`).
pub(crate) fn is_function_constant(v: Value<'_>) -> bool {
    v.as_global_variable().is_some_and(|g| {
        g.address_space() == 0
            && g.is_constant()
            && g.initializer().is_some()
            && matches!(v.linkage(), Some(Linkage::Internal | Linkage::Private))
    })
}
