//! OpenCL opaque objects held in plain pointers (typed-pointer-era IR): which `ptr` values are
//! images, samplers, events, queues, pipes or reserve ids, and of which SPIR-V type.
//!
//! clang before 17 spelled these objects as pointers to opaque structs
//! (`%opencl.image2d_ro_t addrspace(1)*`, `%opencl.sampler_t addrspace(2)*`, …); LLVM 22 reads
//! such bitcode with every one of them upgraded to a bare `ptr addrspace(N)`. What the object
//! is survives in how it is used, and this module recovers it once per module, before any
//! declaration, as the `target("spirv.*")` type clang ≥ 17 would have used:
//!
//! - arguments of OpenCL C builtins, from their mangled parameter types (`14ocl_image2d_ro`,
//!   `11ocl_sampler`, `9ocl_event`, a pointer to `12ocl_clkevent` for memory holding events);
//! - arguments of `__spirv_*` builtins taking `PU3AS1 33__spirv_Image__…`-style pointers (the
//!   SPIR-V friendly IR of that era), except pointers to events, which stay lists of events;
//! - clang's unmangled pipe and enqueue helpers (`__read_pipe_2`, `__reserve_read_pipe`,
//!   `__enqueue_kernel_basic`, …) by their fixed signatures;
//! - results of the builtins that make objects (`__translate_sampler_initializer`,
//!   `async_work_group_copy`, `get_default_queue`, `create_user_event`, `__reserve_*_pipe`);
//! - kernel parameters from `!kernel_arg_type` and `!kernel_arg_access_qual`.
//!
//! Values that must be the same object are merged (union–find): `phi` and `select` with their
//! inputs, a `load` with what its pointer points to, a `store`d value with what its pointer
//! points to, arguments of calls of other functions with the callee's parameters, call results
//! with the callee's `ret` values; memory is followed through casts and array/pointer
//! `getelementptr`s (never into structs). A class gets the type of any of its seeds; two
//! different types in one class are an error naming a value of the class.
//!
//! Function pointers (`SPV_INTEL_function_pointers`) are objects of the same analysis: a function
//! used as a value seeds what holds it, an indirect call seeds its callee, with the internal
//! type [`FUNCTION_POINTER`]`(function type, address space)`, which translates to a pointer to
//! the function type; two different function types in one class keep the first (the other uses
//! are cast).
//!
//! SPIR 1.2 passed samplers as `i32`: a kernel's `i32` parameter that `!kernel_arg_type` names
//! `sampler_t` is a sampler too when builtins alone take it, as their sampler argument.
//!
//! Invariant: only values of pointer type, memory reached through pointers and those `i32`
//! sampler parameters get an object type; constants never do (a `null` argument in an object
//! position is made a null or undefined object where it is used). Modules without such
//! pointers are unaffected.

use std::collections::HashMap;

use spirv_llvm_mangling::{ImageAccess, ImageDim, OpenClType, SampledType, SpirvType, Type as MType};
use spirv_llvm_metadata::AccessQual;

use super::{Result, Translator, Val, invalid, short, unsupported};
use crate::spirv::Id;
use crate::llvm::{Function, Opcode, Type, TypeKind, Value};

/// The internal target extension type of a function pointer: `target("spirv.FunctionPointer",
/// function type, address space)`; never written to a module.
pub(crate) const FUNCTION_POINTER: &str = "spirv.FunctionPointer";

/// A node of the analysis: a value, the memory a pointer points to, or what a function
/// returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Node<'m> {
    Val(Value<'m>),
    Held(Value<'m>),
    Ret(Value<'m>),
}

/// The object types found.
#[derive(Default)]
pub(crate) struct Objects<'m> {
    /// Pointer values that are objects.
    values: HashMap<Value<'m>, Type<'m>>,
    /// Pointers to memory holding objects.
    held: HashMap<Value<'m>, Type<'m>>,
    /// Functions returning objects.
    returns: HashMap<Value<'m>, Type<'m>>,
}

/// Union–find over nodes, with the type of each class at its root.
#[derive(Default)]
struct Classes<'m> {
    index: HashMap<Node<'m>, usize>,
    nodes: Vec<Node<'m>>,
    parent: Vec<usize>,
    ty: Vec<Option<Type<'m>>>,
}

impl<'m> Classes<'m> {
    fn id(&mut self, n: Node<'m>) -> usize {
        if let Some(&i) = self.index.get(&n) {
            return i;
        }
        let i = self.nodes.len();
        self.index.insert(n, i);
        self.nodes.push(n);
        self.parent.push(i);
        self.ty.push(None);
        i
    }

    fn root(&mut self, mut i: usize) -> usize {
        while let Some(&p) = self.parent.get(i) {
            if p == i {
                break;
            }
            let grand = self.parent.get(p).copied().unwrap_or(p);
            if let Some(slot) = self.parent.get_mut(i) {
                *slot = grand;
            }
            i = p;
        }
        i
    }

    fn union(&mut self, a: Node<'m>, b: Node<'m>) -> Result<()> {
        let (a, b) = (self.id(a), self.id(b));
        let (ra, rb) = (self.root(a), self.root(b));
        if ra == rb {
            return Ok(());
        }
        let tb = self.ty.get(rb).copied().flatten();
        if let Some(slot) = self.parent.get_mut(rb) {
            *slot = ra;
        }
        match tb {
            Some(t) => self.seed_root(ra, t),
            None => Ok(()),
        }
    }

    fn seed(&mut self, n: Node<'m>, t: Type<'m>) -> Result<()> {
        let i = self.id(n);
        let r = self.root(i);
        self.seed_root(r, t)
    }

    fn seed_root(&mut self, r: usize, t: Type<'m>) -> Result<()> {
        match self.ty.get(r).copied().flatten() {
            // Function pointers of another type are cast where they are used.
            Some(old) if old.target_ext_name().as_deref() == Some(FUNCTION_POINTER) && t.target_ext_name().as_deref() == Some(FUNCTION_POINTER) => Ok(()),
            Some(old) if old != t => {
                let what = match self.nodes.get(r) {
                    Some(Node::Val(v) | Node::Held(v) | Node::Ret(v)) => short(*v),
                    None => String::new(),
                };
                Err(unsupported(format!("an OpenCL object used both as {old} and as {t} ({what})")))
            }
            _ => {
                if let Some(slot) = self.ty.get_mut(r) {
                    *slot = Some(t);
                }
                Ok(())
            }
        }
    }
}

impl<'m> Translator<'m> {
    /// The type value `v` has for the translation: its object type if it is an OpenCL object
    /// held in a pointer, else its LLVM type.
    pub(crate) fn vty(&self, v: Value<'m>) -> Type<'m> {
        if let Some(t) = self.objects.values.get(&v) {
            return *t;
        }
        if v.as_function().is_some() && self.options.extensions.allows(super::FUNCTION_POINTERS) {
            if let Some(t) = self.function_pointer_type(v) {
                return t;
            }
        }
        v.ty()
    }

    /// The function pointer type of function `f` used as a value (not for block invokes, which
    /// are no pointers in SPIR-V).
    fn function_pointer_type(&self, f: Value<'m>) -> Option<Type<'m>> {
        let function = f.as_function()?;
        if super::builtins::enqueue::is_block_invoke(f) {
            return None;
        }
        let space = f.ty().address_space().unwrap_or(0);
        self.module.context().target_ext_type(FUNCTION_POINTER, &[function.function_type()], &[space]).ok()
    }

    /// The object type of pointer value `v`, if it is one.
    pub(crate) fn object_type(&self, v: Value<'m>) -> Option<Type<'m>> {
        self.objects.values.get(&v).copied()
    }

    /// The object type held in the memory that pointer `p` points to, if any.
    pub(crate) fn held_object(&self, p: Value<'m>) -> Option<Type<'m>> {
        self.objects.held.get(&p).copied()
    }

    /// The type function `f` returns for the translation.
    pub(crate) fn return_vty(&self, f: Function<'m>) -> Type<'m> {
        self.objects.returns.get(&f.as_value()).copied().unwrap_or_else(|| f.return_type())
    }

    /// The SPIR-V type of memory of LLVM type `t` holding objects of type `object`: `ptr`
    /// becomes the object, arrays of `ptr` arrays of it (`event_t events[2]`).
    pub(crate) fn object_slots(&mut self, t: Type<'m>, object: Type<'m>) -> Result<Id> {
        match t.kind() {
            TypeKind::Pointer => self.ty(object),
            TypeKind::Array => {
                let elem = t.element_type().ok_or_else(|| invalid(format!("array type {t} has no element type")))?;
                let len = t.array_length().unwrap_or(0);
                if len == 0 {
                    return Err(unsupported(format!("zero-length array type {t}")));
                }
                let e = self.object_slots(elem, object)?;
                Ok(self.b.type_array(e, len))
            }
            _ => self.ty(t),
        }
    }

    /// A constant (`null`, `undef`) argument where an object of type `t` is expected: a null
    /// object for the types that have one (the motion estimation payloads and results too:
    /// their OpenCL C initializers are 0), else an undefined object.
    pub(crate) fn constant_object(&mut self, t: Type<'m>) -> Result<Val> {
        let ty = self.ty(t)?;
        let name = t.target_ext_name().unwrap_or_default();
        let nullable = matches!(name.as_str(), "spirv.Event" | "spirv.DeviceEvent" | "spirv.Queue" | "spirv.ReserveId")
            || name.strip_prefix("spirv.").is_some_and(|n| spirv_llvm_mangling::AvcType::from_spirv_name(n).is_some());
        let id = if nullable { self.b.const_null(ty) } else { self.b.undef(ty) };
        Ok(Val { id, ty })
    }

    /// Finds every pointer that is an OpenCL object (see the module documentation).
    pub(crate) fn infer_objects(&mut self) -> Result<()> {
        let mut c = Classes::default();
        let mut integer_samplers = Vec::new();
        let functions: Vec<Function<'m>> = self.module.functions().collect();
        for &f in &functions {
            if f.is_declaration() == Some(true) {
                continue;
            }
            self.kernel_arg_objects(f, &mut c)?;
            integer_samplers.extend(self.integer_sampler_params(f)?);
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    self.object_edges(f, inst, &mut c).map_err(|e| e.in_function(&f.name()).at(inst))?;
                }
            }
        }
        for g in self.module.globals() {
            // A global initialized with functions (`ptr @f`, `[2 x ptr] [@f, @g]`) holds
            // function pointers.
            let Some(init) = g.initializer() else { continue };
            let first = if init.as_function().is_some() { Some(init) } else { init.aggregate_element(0).filter(|e| e.as_function().is_some()) };
            if let Some(t) = first.and_then(|f| self.function_pointer_type(f)) {
                if g.value_type().kind() == TypeKind::Pointer || g.value_type().element_type().is_some_and(|e| e.kind() == TypeKind::Pointer) {
                    c.seed(Node::Held(g.as_value()), t)?;
                }
            }
        }
        let mut objects = Objects::default();
        for i in 0..c.nodes.len() {
            let r = c.root(i);
            let (Some(t), Some(&n)) = (c.ty.get(r).copied().flatten(), c.nodes.get(i)) else { continue };
            match n {
                Node::Val(v) if v.ty().is_pointer() && !v.is_constant() => {
                    objects.values.insert(v, t);
                }
                Node::Held(p) => {
                    objects.held.insert(p, t);
                }
                Node::Ret(f) => {
                    objects.returns.insert(f, t);
                }
                Node::Val(_) => {}
            }
        }
        objects.values.extend(integer_samplers);
        self.objects = objects;
        Ok(())
    }

    /// SPIR 1.2 samplers: `i32` kernel parameters that `!kernel_arg_type` names `sampler_t`,
    /// taken as `spirv.Sampler` parameters when every use passes them to an OpenCL C builtin
    /// as its `sampler_t` argument (any other use leaves them integers, which such a builtin
    /// then refuses).
    fn integer_sampler_params(&self, f: Function<'m>) -> Result<Vec<(Value<'m>, Type<'m>)>> {
        let (types, _) = self.kernel_arg_types(f.as_value());
        let candidates: Vec<Value<'m>> = f
            .params()
            .into_iter()
            .enumerate()
            .filter(|(i, p)| {
                let named_sampler = types.get(*i).and_then(|t| crate::tables::opencl::opaque_type(t.trim())) == Some(OpenClType::Sampler);
                p.ty().int_width() == Some(32) && named_sampler
            })
            .map(|(_, p)| p)
            .collect();
        if candidates.is_empty() {
            return Ok(Vec::new());
        }
        let mut misused = vec![false; candidates.len()];
        for bb in f.basic_blocks() {
            for inst in bb.instructions() {
                let sampler_positions = sampler_argument_positions(inst);
                for (k, operand) in inst.operands().into_iter().enumerate() {
                    if let Some(i) = candidates.iter().position(|&p| p == operand) {
                        misused[i] |= !sampler_positions.contains(&k);
                    }
                }
            }
        }
        let Some(sampler) = self.opencl_object(OpenClType::Sampler)? else { return Ok(Vec::new()) };
        Ok(candidates.into_iter().zip(misused).filter(|(_, m)| !m).map(|(p, _)| (p, sampler)).collect())
    }

    /// Seeds from `!kernel_arg_type` / `!kernel_arg_access_qual` of a kernel.
    fn kernel_arg_objects(&self, f: Function<'m>, c: &mut Classes<'m>) -> Result<()> {
        let (types, access) = self.kernel_arg_types(f.as_value());
        for (i, p) in f.params().into_iter().enumerate() {
            let Some(name) = types.get(i) else { break };
            if !p.ty().is_pointer() {
                continue;
            }
            let access = access.get(i).copied().unwrap_or(AccessQual::None);
            if let Some(t) = self.object_of_type_name(name, access)? {
                c.seed(Node::Val(p), t)?;
            }
        }
        Ok(())
    }

    /// Edges and seeds of one instruction.
    fn object_edges(&self, f: Function<'m>, inst: Value<'m>, c: &mut Classes<'m>) -> Result<()> {
        let Some(op) = inst.opcode() else { return Ok(()) };
        let pointer = |v: Value<'m>| v.ty().is_pointer() && !v.is_constant();
        match op {
            Opcode::Phi if inst.ty().is_pointer() => {
                for (v, _) in inst.phi_incoming().unwrap_or_default() {
                    if pointer(v) {
                        c.union(Node::Val(inst), Node::Val(v))?;
                    }
                }
            }
            Opcode::Select if inst.ty().is_pointer() => {
                for k in 1..3 {
                    if let Some(v) = inst.operand(k).filter(|v| pointer(*v)) {
                        c.union(Node::Val(inst), Node::Val(v))?;
                    }
                }
            }
            Opcode::Load if inst.ty().is_pointer() => {
                if let Some(p) = inst.operand(0).filter(|p| pointer(*p)) {
                    c.union(Node::Val(inst), Node::Held(p))?;
                }
            }
            Opcode::Store => {
                if let (Some(v), Some(p)) = (inst.operand(0), inst.operand(1)) {
                    if pointer(v) && pointer(p) {
                        c.union(Node::Val(v), Node::Held(p))?;
                    } else if pointer(p) && v.as_function().is_some() {
                        if let Some(t) = self.function_pointer_type(v) {
                            c.seed(Node::Held(p), t)?;
                        }
                    }
                }
            }
            Opcode::AddrSpaceCast | Opcode::BitCast => {
                if let Some(p) = inst.operand(0).filter(|p| pointer(*p) && inst.ty().is_pointer()) {
                    c.union(Node::Held(inst), Node::Held(p))?;
                }
            }
            Opcode::GetElementPtr => {
                let into_struct = inst.gep_source_element_type().is_none_or(|t| t.kind() == TypeKind::Struct);
                if let Some(p) = inst.operand(0).filter(|p| pointer(*p) && !into_struct) {
                    c.union(Node::Held(inst), Node::Held(p))?;
                }
            }
            Opcode::Ret => {
                if let Some(v) = inst.operand(0).filter(|v| pointer(*v)) {
                    c.union(Node::Ret(f.as_value()), Node::Val(v))?;
                }
            }
            Opcode::Call => self.call_edges(inst, c)?,
            _ => {}
        }
        Ok(())
    }

    /// Edges and seeds of a call: builtins by their signatures, other functions by their
    /// parameters and results.
    fn call_edges(&self, inst: Value<'m>, c: &mut Classes<'m>) -> Result<()> {
        let direct = inst.called_function().filter(|f| Some(f.function_type()) == inst.called_function_type());
        let Some(callee) = direct else {
            // An indirect call: its callee is a pointer to the call's function type.
            let callee = inst.called_value().filter(|v| v.ty().is_pointer() && !v.is_constant());
            if let (Some(callee), Some(fn_ty)) = (callee, inst.called_function_type()) {
                let space = callee.ty().address_space().unwrap_or(0);
                let t = self.module.context().target_ext_type(FUNCTION_POINTER, &[fn_ty], &[space]).map_err(|e| unsupported(e.to_string()))?;
                c.seed(Node::Val(callee), t)?;
            }
            return Ok(());
        };
        let name = callee.name();
        if name.starts_with("llvm.") {
            return Ok(());
        }
        let args = inst.call_args().unwrap_or_default();
        let pointer = |v: &Value<'m>| v.ty().is_pointer() && !v.is_constant();
        if name.starts_with("_Z") {
            if let Ok(sig) = spirv_llvm_mangling::demangle(&name) {
                if callee.is_declaration() == Some(true) {
                    for (arg, param) in args.iter().zip(&sig.params) {
                        if !pointer(arg) {
                            continue;
                        }
                        match self.param_object(param, sig.name.starts_with(spirv_llvm_mangling::SPIRV_PREFIX))? {
                            Some((false, t)) => c.seed(Node::Val(*arg), t)?,
                            Some((true, t)) => c.seed(Node::Held(*arg), t)?,
                            None => {}
                        }
                    }
                    if inst.ty().is_pointer() {
                        if let Some(t) = self.made_by(&sig.name, sig.params.len())? {
                            c.seed(Node::Val(inst), t)?;
                        }
                    }
                }
            }
        }
        if name.starts_with("__") && callee.is_declaration() == Some(true) {
            // clang's unmangled helpers: their parameters are not one object each.
            return self.helper_edges(&name, inst, &args, c);
        }
        // Arguments are merged with the parameters, of declarations too: an imported function
        // (or a builtin, whose seeds then agree) takes the objects by their type.
        for (arg, param) in args.iter().zip(callee.params()) {
            if pointer(arg) {
                c.union(Node::Val(*arg), Node::Val(param))?;
            } else if let Some(t) = self.function_pointer_type(*arg).filter(|_| callee.is_declaration() != Some(true)) {
                c.seed(Node::Val(param), t)?;
            }
        }
        if inst.ty().is_pointer() {
            c.union(Node::Val(inst), Node::Ret(callee.as_value()))?;
        }
        Ok(())
    }

    /// clang's unmangled pipe and enqueue helpers.
    fn helper_edges(&self, name: &str, inst: Value<'m>, args: &[Value<'m>], c: &mut Classes<'m>) -> Result<()> {
        let ctx = self.module.context();
        let arg = |i: usize| args.get(i).copied().filter(|v| v.ty().is_pointer() && !v.is_constant());
        let plain = |n: &str| ctx.target_ext_type(n, &[], &[]).map_err(|e| unsupported(e.to_string()));
        if inst.ty().is_pointer() {
            if let Some(t) = self.made_by(name, args.len())? {
                c.seed(Node::Val(inst), t)?;
            }
        }
        if name.contains("pipe") {
            let access = if name.contains("read") || name.ends_with("_ro") { 0 } else { 1 };
            if let Some(p) = arg(0) {
                let t = ctx.target_ext_type("spirv.Pipe", &[], &[access]).map_err(|e| unsupported(e.to_string()))?;
                c.seed(Node::Val(p), t)?;
            }
            let reserve_arg = name.ends_with("_pipe_4") || name.contains("commit");
            if reserve_arg {
                if let Some(r) = arg(1) {
                    c.seed(Node::Val(r), plain("spirv.ReserveId")?)?;
                }
            }
            if name.contains("reserve_") && inst.ty().is_pointer() {
                c.seed(Node::Val(inst), plain("spirv.ReserveId")?)?;
            }
        } else if name.starts_with("__enqueue_kernel") {
            if let Some(q) = arg(0) {
                c.seed(Node::Val(q), plain("spirv.Queue")?)?;
            }
            if name.contains("events") {
                for i in [4, 5] {
                    if let Some(p) = arg(i) {
                        c.seed(Node::Held(p), plain("spirv.DeviceEvent")?)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// The object type of a demangled builtin parameter: `(false, T)` when the argument is
    /// the object, `(true, T)` when it points to memory holding objects.
    pub(crate) fn param_object(&self, p: &MType, spirv_name: bool) -> Result<Option<(bool, Type<'m>)>> {
        Ok(match p {
            MType::OpenCl(t) => self.opencl_object(*t)?.map(|t| (false, t)),
            MType::Pointer { pointee, .. } => match &**pointee {
                MType::OpenCl(t @ (OpenClType::Event | OpenClType::ClkEvent)) => {
                    self.opencl_object(*t)?.map(|t| (true, t))
                }
                MType::Spirv(SpirvType::Event | SpirvType::DeviceEvent) => None,
                MType::Spirv(t) if spirv_name => self.spirv_object(t)?.map(|t| (false, t)),
                _ => None,
            },
            _ => None,
        })
    }

    /// What builtin `name` returns when it makes an object.
    fn made_by(&self, name: &str, arity: usize) -> Result<Option<Type<'m>>> {
        if let Some(t) = crate::tables::avc::returns(name, arity) {
            let name = format!("spirv.{}", t.spirv_name());
            return self.module.context().target_ext_type(&name, &[], &[]).map(Some).map_err(|e| unsupported(e.to_string()));
        }
        let copy = crate::tables::opencl::memory_function(name).is_some_and(|(op, _)| op == ::spirv::Op::GroupAsyncCopy);
        let made = match name {
            crate::tables::opencl::SAMPLER_INITIALIZER => "spirv.Sampler",
            _ if copy => "spirv.Event",
            "get_default_queue" => "spirv.Queue",
            "create_user_event" => "spirv.DeviceEvent",
            _ => return Ok(None),
        };
        let t = self.module.context().target_ext_type(made, &[], &[]).map_err(|e| unsupported(e.to_string()))?;
        Ok(Some(t))
    }

    /// The `target("spirv.*")` type of an OpenCL C opaque type (`None` for the others).
    fn opencl_object(&self, t: OpenClType) -> Result<Option<Type<'m>>> {
        let ctx = self.module.context();
        let plain = |n: &str| ctx.target_ext_type(n, &[], &[]);
        let made = match t {
            OpenClType::Image(dim, access) => {
                let (dim, depth, arrayed, ms) = image_shape(dim);
                let access = match access {
                    ImageAccess::ReadOnly => 0,
                    ImageAccess::WriteOnly => 1,
                    ImageAccess::ReadWrite => 2,
                };
                ctx.target_ext_type(crate::tables::opencl::IMAGE_TYPE, &[ctx.void_type()], &[dim, depth, arrayed, ms, 0, 0, access])
            }
            OpenClType::Avc(avc) => plain(&format!("spirv.{}", avc.spirv_name())),
            t => match crate::tables::opencl::opaque_instruction(t).and_then(crate::tables::opaque_type_name) {
                Some(name) => plain(&name),
                None => return Ok(None),
            },
        };
        made.map(Some).map_err(|e| unsupported(e.to_string()))
    }

    /// The `target("spirv.*")` type of a SPIR-V opaque type of a `__spirv_*` name.
    fn spirv_object(&self, t: &SpirvType) -> Result<Option<Type<'m>>> {
        let ctx = self.module.context();
        let image = |d: &spirv_llvm_mangling::ImageDescriptor| -> Result<Type<'m>> {
            let sampled = match d.sampled_type {
                SampledType::Void => ctx.void_type(),
                SampledType::Half => ctx.half_type(),
                SampledType::Float => ctx.float_type(),
                SampledType::Int | SampledType::UInt => ctx.i32_type(),
                SampledType::Long => ctx.i64_type(),
            };
            let ints = [d.dim, d.depth, d.arrayed, d.multisampled, d.sampled, d.format, d.access];
            ctx.target_ext_type(crate::tables::opencl::IMAGE_TYPE, &[sampled], &ints).map_err(|e| unsupported(e.to_string()))
        };
        let made = match t {
            SpirvType::Image(d) => image(d)?,
            SpirvType::SampledImage(d) => {
                let i = image(d)?;
                let params = i.target_ext_type_params().unwrap_or_default();
                let ints = i.target_ext_int_params().unwrap_or_default();
                ctx.target_ext_type(crate::tables::opencl::SAMPLED_IMAGE_TYPE, &params, &ints).map_err(|e| unsupported(e.to_string()))?
            }
            SpirvType::VmeImage(d) => {
                let i = image(d)?;
                let params = i.target_ext_type_params().unwrap_or_default();
                let ints = i.target_ext_int_params().unwrap_or_default();
                let name = format!("spirv.{}", t.kind_name());
                ctx.target_ext_type(&name, &params, &ints).map_err(|e| unsupported(e.to_string()))?
            }
            SpirvType::Pipe(access) => {
                ctx.target_ext_type("spirv.Pipe", &[], &[*access]).map_err(|e| unsupported(e.to_string()))?
            }
            other => ctx.target_ext_type(&other.llvm_name(), &[], &[]).map_err(|e| unsupported(e.to_string()))?,
        };
        Ok(Some(made))
    }

    /// The object type a kernel parameter's `!kernel_arg_type` names (`image2d_t`,
    /// `sampler_t`, `pipe int`, `queue_t`, `clk_event_t`, `event_t`), with its access.
    fn object_of_type_name(&self, name: &str, access: AccessQual) -> Result<Option<Type<'m>>> {
        let name = name.trim();
        if name.starts_with("pipe ") {
            let a = if access == AccessQual::WriteOnly { 1 } else { 0 };
            let t = self.module.context().target_ext_type("spirv.Pipe", &[], &[a]).map_err(|e| unsupported(e.to_string()))?;
            return Ok(Some(t));
        }
        if let Some(t) = crate::tables::opencl::opaque_type(name) {
            return self.opencl_object(t);
        }
        let Some(image) = name.strip_suffix("_t").filter(|n| n.starts_with("image")) else { return Ok(None) };
        let suffix = match access {
            AccessQual::WriteOnly => "wo",
            AccessQual::ReadWrite => "rw",
            AccessQual::ReadOnly | AccessQual::None => "ro",
        };
        match OpenClType::from_name(&format!("ocl_{image}_{suffix}")) {
            Some(t) => self.opencl_object(t),
            None => Ok(None),
        }
    }
}

/// The argument positions of call `inst` where its callee, an OpenCL C builtin declaration,
/// takes a `sampler_t` (none for other instructions).
fn sampler_argument_positions(inst: Value<'_>) -> Vec<usize> {
    let Some(callee) = inst.called_function().filter(|f| f.is_declaration() == Some(true)) else { return Vec::new() };
    let Ok(sig) = spirv_llvm_mangling::demangle(&callee.name()) else { return Vec::new() };
    sig.params.iter().enumerate().filter(|(_, p)| **p == MType::OpenCl(OpenClType::Sampler)).map(|(k, _)| k).collect()
}

/// `(Dim, Depth, Arrayed, MS)` of an OpenCL image type, as clang writes `target("spirv.Image")`.
fn image_shape(dim: ImageDim) -> (u32, u32, u32, u32) {
    match dim {
        ImageDim::D1 => (0, 0, 0, 0),
        ImageDim::D1Array => (0, 0, 1, 0),
        ImageDim::D1Buffer => (5, 0, 0, 0),
        ImageDim::D2 => (1, 0, 0, 0),
        ImageDim::D2Array => (1, 0, 1, 0),
        ImageDim::D2Depth => (1, 1, 0, 0),
        ImageDim::D2ArrayDepth => (1, 1, 1, 0),
        ImageDim::D2Msaa => (1, 0, 0, 1),
        ImageDim::D2ArrayMsaa => (1, 0, 1, 1),
        ImageDim::D2MsaaDepth => (1, 1, 0, 1),
        ImageDim::D2ArrayMsaaDepth => (1, 1, 1, 1),
        ImageDim::D3 => (2, 0, 0, 0),
    }
}
