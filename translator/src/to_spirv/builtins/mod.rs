//! OpenCL C builtins and `__spirv_*` builtins: calls of declared functions whose (demangled)
//! name is a builtin become the SPIR-V they stand for.
//!
//! A builtin is recognized by its demangled name (`spirv_llvm_mangling::demangle`); the
//! demangled parameter types give what LLVM's types do not: the signedness of integers and the
//! pointee of pointer parameters. Families live in their own files; the `OpenCL.std` path is
//! generic: a name the extended instruction set has (or its `s_`/`u_`/`f` variant chosen by the
//! argument types) is one `OpExtInst`, with pointer arguments cast to point to the demangled
//! pointee and scalar arguments splatted when the result is a vector (`fmin(float4, float)`).
//! A name that looks like an OpenCL builtin but is not handled is an error naming it; any other
//! declaration is an ordinary imported function.

mod atomics;
mod avc;
pub(crate) mod enqueue;
mod float8;
mod groups;
mod images;
mod math;
mod memory;
mod misc;
mod pipes;
mod spirv_names;
mod workitem;

use ::spirv::Op;
use spirv_llvm_mangling::{Scalar, Type as MType};

use super::{Result, Translator, Val, invalid, unsupported};
use crate::llvm::Value;
use crate::spirv::Id;

/// A call of a builtin, with its demangled signature.
pub(crate) struct Call<'m> {
    pub(crate) inst: Value<'m>,
    /// The unmangled name (`get_global_id`).
    pub(crate) name: String,
    /// The demangled parameter types; empty for an unmangled name.
    pub(crate) params: Vec<MType>,
    pub(crate) args: Vec<Value<'m>>,
    /// Where a `__spirv_*` instruction's result goes when the call returns it through an
    /// `sret` pointer (its first argument, not among `args`), and the result's type.
    pub(crate) sret: Option<(Value<'m>, crate::llvm::Type<'m>)>,
    /// For arguments passed `byval` as a class wrapping one number: the number, loaded.
    pub(crate) by_value: Vec<Option<Val>>,
    /// The return type a function template's specialization states
    /// (`_Z17__spirv_ImageReadIDv4_j…ET_T0_T1_`: `uint4`), which says its signedness.
    pub(crate) template_return: Option<MType>,
}

impl<'m> Call<'m> {
    pub(crate) fn arg(&self, i: usize) -> Result<Value<'m>> {
        self.args.get(i).copied().ok_or_else(|| invalid(format!("{} needs argument {}", self.name, i + 1)))
    }

    /// The scalar of demangled parameter `i` (through vectors, pointers and `_Atomic`).
    pub(crate) fn scalar(&self, i: usize) -> Option<Scalar> {
        self.params.get(i).and_then(scalar_of)
    }

    /// Whether parameter `i` is a signed integer (or vector of them).
    pub(crate) fn signed(&self, i: usize) -> bool {
        matches!(self.scalar(i), Some(Scalar::Char | Scalar::SChar | Scalar::Short | Scalar::Int | Scalar::Long))
    }

    /// Whether parameter `i` is floating point.
    pub(crate) fn float(&self, i: usize) -> bool {
        matches!(self.scalar(i), Some(Scalar::Half | Scalar::Float | Scalar::Double | Scalar::BFloat16))
    }

    /// Argument `i` as a constant integer.
    pub(crate) fn const_arg(&self, i: usize) -> Option<u64> {
        self.args.get(i).filter(|a| a.is_constant()).and_then(|a| a.const_int_zext())
    }
}

/// The number (scalar or vector) a struct of that one member wraps (SYCL's `sycl::half`).
fn wrapped_number(t: crate::llvm::Type<'_>) -> Option<crate::llvm::Type<'_>> {
    match t.struct_elements()?.as_slice() {
        [m] if m.is_int() || m.is_float() || m.is_vector() => Some(*m),
        _ => None,
    }
}

/// The scalar type inside a demangled type.
fn scalar_of(t: &MType) -> Option<Scalar> {
    match t {
        MType::Scalar(s) | MType::Vector(s, _) => Some(*s),
        MType::Pointer { pointee, .. } => scalar_of(pointee),
        MType::Atomic(inner) => scalar_of(inner),
        _ => None,
    }
}

impl<'m> Translator<'m> {
    /// Translates a call of declaration `name` if it is a builtin; `false` when it is not.
    pub(crate) fn builtin_call(&mut self, inst: Value<'m>, name: &str) -> Result<bool> {
        let (base, params, template_return) = if name.starts_with("_Z") {
            match spirv_llvm_mangling::demangle(name) {
                Ok(sig) => (sig.name, sig.params, sig.template.map(|t| t.ret)),
                // `_Z21__spirv_LessOrGreater`, `_Z26__spirv_CompositeConstructFloat`,
                // `_Z32__spirv_CooperativeMatrixLoadKHR_1`: a length-prefixed name followed by
                // no or malformed parameter types, as SPIR-V friendly IR writers (SYCL headers)
                // emit them; the name is enough for `__spirv_`, the arguments give the types.
                Err(_) => match length_prefixed_name(name) {
                    Some(base) if base.starts_with(spirv_llvm_mangling::SPIRV_PREFIX) || base.starts_with(BUILTIN_PREFIX) => {
                        (base.to_owned(), Vec::new(), None)
                    }
                    _ => return Ok(false),
                },
            }
        } else if name.starts_with("__") || name == "printf" {
            // clang's unmangled helpers (`__enqueue_kernel_basic`, `__read_pipe_2`,
            // `__to_global`, …), `printf`, and unmangled `__spirv_*` names. Other unmangled
            // names are user functions: OpenCL C builtins are overloadable, hence mangled.
            (name.to_owned(), Vec::new(), None)
        } else {
            return Ok(false);
        };
        if let Some((from, to)) = crate::tables::extensions::float8_conversion(&base) {
            if self.float8_conversion(inst, &base, from, to, false)? {
                return Ok(true);
            }
        }
        if crate::tables::extensions::misplaced_saturation(&base) {
            return Err(invalid(crate::tables::extensions::MISPLACED_SATURATION));
        }
        if let Some((_, (from, to))) = crate::tables::extensions::float8_saturating_conversion(&base) {
            if self.float8_conversion(inst, &base, from, to, true)? {
                return Ok(true);
            }
        }
        if let Some(needed) = crate::tables::extensions::small_float_builtin(&base) {
            return Err(match needed.iter().find(|e| !self.options.extensions.allows(e)) {
                Some(missing) => super::error::needs_extension(missing, format!("call of {base}")),
                None => unsupported(format!("{base} (small-float conversion of {})", needed.join(", "))),
            });
        }
        if base.starts_with(spirv_llvm_mangling::SPIRV_PREFIX) && !spirv_names::names_a_builtin(&base) {
            // `__spirv_something_of_the_user`: an ordinary function, as in the reference.
            return Ok(false);
        }
        let mut args = inst.call_args().unwrap_or_default();
        // `void __spirv_IAddCarry(ptr sret(%struct) %out, …)`: the instruction on the other
        // arguments, its struct result stored through `%out`. SYCL's classes wrapping one
        // number (`sycl::half`) come by pointer too: returned through `sret`, passed `byval`;
        // the instruction takes and yields the number (loaded from and stored to the object's
        // only member, at its start). Other `sret` calls stay unsupported rather than becoming
        // invalid SPIR-V.
        // (A task sequence's `get` returns what the task returns: a struct too, by `sret`.)
        const STRUCT_RESULTS: &[&str] =
            &["__spirv_IAddCarry", "__spirv_ISubBorrow", "__spirv_UMulExtended", "__spirv_SMulExtended", "__spirv_TaskSequenceGetINTEL"];
        let typed_attribute = |k: u32, kind: &str| {
            inst.attributes(crate::llvm::AttrIndex::Param(k)).unwrap_or_default().into_iter().find_map(|a| match a {
                crate::llvm::Attribute::Type(name, t) if name == kind => Some(t),
                _ => None,
            })
        };
        let spirv = base.starts_with(spirv_llvm_mangling::SPIRV_PREFIX);
        let sret = match typed_attribute(0, "sret") {
            Some(t) if STRUCT_RESULTS.contains(&base.as_str()) && inst.ty().is_void() && !args.is_empty() => Some((args.remove(0), t)),
            Some(t) if spirv && inst.ty().is_void() && !args.is_empty() => wrapped_number(t).map(|m| (args.remove(0), m)),
            _ => None,
        };
        let mut by_value = Vec::new();
        if spirv {
            let first = u32::from(sret.is_some());
            for (i, &arg) in args.iter().enumerate() {
                let member = typed_attribute(first + i as u32, "byval").and_then(wrapped_number);
                by_value.push(match member {
                    Some(m) => {
                        let ty = self.ty(m)?;
                        let ptr = self.pointer_to(arg, ty)?;
                        Some(Val { id: self.emit(::spirv::Op::Load, ty, vec![ptr.id.0]), ty })
                    }
                    None => None,
                });
            }
        }
        let call = Call { inst, name: base, params, args, sret, template_return, by_value };
        let objects = self.constant_object_args(&call)?;
        let result = if call.name.starts_with(spirv_llvm_mangling::SPIRV_PREFIX) {
            self.spirv_builtin(&call).map(Some)
        } else {
            self.opencl_builtin(&call)
        };
        for arg in objects {
            self.f.vals.remove(&arg);
        }
        let Some(result) = result? else { return Ok(false) };
        if let (Some((out, _)), Some(val)) = (call.sret, result) {
            let out = self.pointer_to(out, val.ty)?;
            self.emit_void(::spirv::Op::Store, vec![out.id.0, val.id.0]);
            return Ok(true);
        }
        if let Some(val) = result {
            if !inst.ty().is_void() {
                self.define(inst, val);
            }
        }
        Ok(true)
    }

    /// Constant pointers (`null`) passed where the builtin takes an OpenCL object (typed-pointer-era
    /// IR: `async_work_group_copy(…, ptr null)` for "no event") stand for a null or undefined
    /// object while this call is translated: they are entered among the function's values,
    /// and the caller removes the returned ones afterwards.
    fn constant_object_args(&mut self, c: &Call<'m>) -> Result<Vec<Value<'m>>> {
        let mut entered = Vec::new();
        for (arg, param) in c.args.iter().zip(&c.params) {
            if !arg.is_constant() || !arg.ty().is_pointer() || self.f.vals.contains_key(arg) {
                continue;
            }
            if let Some((false, t)) = self.param_object(param, c.name.starts_with(spirv_llvm_mangling::SPIRV_PREFIX))? {
                let val = self.constant_object(t)?;
                self.f.vals.insert(*arg, val);
                entered.push(*arg);
            }
        }
        Ok(entered)
    }

    /// An OpenCL C builtin: `Some(result)` when handled, `None` when `c` is no builtin.
    fn opencl_builtin(&mut self, c: &Call<'m>) -> Result<Option<Option<Val>>> {
        let n = c.name.as_str();
        let r = if let Some(b) = workitem::builtin_of(n) {
            self.workitem(c, b)?
        } else if atomics::is_sync(n) {
            self.sync(c)?
        } else if let Some((scope, _)) = crate::tables::opencl::clock_read(n) {
            self.clock_read(c, scope)?
        } else if atomics::is_atomic(n) {
            self.atomic_builtin(c)?
        } else if n.starts_with("convert_") {
            self.convert(c)?
        } else if n.starts_with("vload") || n.starts_with("vstore") {
            self.vload_store(c)?
        } else if let Some(op) = math::relational(n) {
            self.relational(c, op)?
        } else if let Some(op) = crate::tables::opencl::core_instruction(n) {
            match op {
                Op::Dot => self.dot(c)?,
                _ => self.core_unary(c, op)?,
            }
        } else if matches!(n, "bitfield_insert" | "bitfield_extract_signed" | "bitfield_extract_unsigned" | "bit_reverse") {
            self.bit_ops(c)?
        } else if n.starts_with("dot_acc_sat") || n.starts_with("dot_4x8packed_") {
            self.integer_dot(c)?
        } else if n == "printf" {
            self.printf(c)?
        } else if memory::is_async(n) {
            self.async_copy(c)?
        } else if n.starts_with(crate::tables::avc::PREFIX) || n == crate::tables::avc::LEGACY_REF_WINDOW_SIZE {
            if !avc::is_avc(n, c.args.len()) {
                // `intel_sub_group_avc_mce_ime_boo`: not the extension's, an ordinary function.
                return Ok(None);
            }
            self.avc_builtin(c)?
        } else if n.starts_with("intel_sub_group_shuffle") || n.starts_with("intel_sub_group_block_") || n.starts_with("intel_sub_group_media_block_") {
            self.intel_subgroup(c)?
        } else if groups::is_group(n) {
            self.group(c)?
        } else if enqueue::is_enqueue(n) {
            self.enqueue(c)?
        } else if let Some((op, scope)) = pipes::pipe_op(n) {
            self.pipe(c, op, scope)?
        } else if misc::is_misc(n) {
            self.misc_builtin(c)?
        } else if images::is_image(n) {
            self.image(c)?
        } else if let Some((row, lanes)) = crate::tables::extensions::conversion_by_opencl_name(n) {
            self.opencl_conversion(c, row, lanes)?
        } else if let Some(name) = ocl_name(c) {
            self.ext_inst_call(c, name)?
        } else if is_known_builtin(n) {
            return Err(unsupported(format!("OpenCL builtin {n}")));
        } else {
            return Ok(None);
        };
        Ok(Some(r))
    }

    /// The SPIR-V type of the call's result, `None` for `void`.
    pub(crate) fn result_type(&mut self, c: &Call<'m>) -> Result<Option<Id>> {
        if let Some((_, t)) = c.sret {
            return Ok(Some(self.ty(t)?));
        }
        if c.inst.ty().is_void() { Ok(None) } else { Ok(Some(self.ty(self.vty(c.inst))?)) }
    }

    /// The SPIR-V type of a demangled scalar, vector or pointer-free type.
    pub(crate) fn mtype(&mut self, t: &MType) -> Result<Id> {
        match t {
            MType::Scalar(s) => self.scalar_type(*s),
            MType::Vector(s, n) => {
                let e = self.scalar_type(*s)?;
                Ok(self.b.type_vector(e, n.get()))
            }
            MType::Atomic(inner) => self.mtype(inner),
            _ => Err(unsupported(format!("builtin parameter type {t:?}"))),
        }
    }

    fn scalar_type(&mut self, s: Scalar) -> Result<Id> {
        Ok(match s.width() {
            _ if s == Scalar::Bool => self.b.type_bool(),
            (width, true) => self.b.type_float(width),
            (width, false) => self.b.type_int(width),
        })
    }

    /// Argument `i`, a pointer, cast to point to what demangled parameter `i` points to.
    pub(crate) fn pointer_arg(&mut self, c: &Call<'m>, i: usize) -> Result<Val> {
        let arg = c.arg(i)?;
        let pointee = match c.params.get(i) {
            Some(MType::Pointer { pointee, .. }) => self.mtype(pointee)?,
            _ => return Err(invalid(format!("argument {} of {} is not a typed pointer", i + 1, c.name))),
        };
        self.pointer_to(arg, pointee)
    }

    /// `c` as one `OpenCL.std` instruction.
    fn ext_inst_call(&mut self, c: &Call<'m>, name: &str) -> Result<Option<Val>> {
        let ty = match self.result_type(c)? {
            Some(t) => t,
            None => self.b.type_void(),
        };
        let (_, lanes) = self.scalar_and_count(ty);
        let mut ids = Vec::with_capacity(c.args.len());
        for (i, &arg) in c.args.iter().enumerate() {
            if arg.ty().is_pointer() {
                ids.push(self.pointer_arg(c, i)?.id);
                continue;
            }
            let v = self.value(arg)?;
            let (_, n) = self.scalar_and_count(v.ty);
            let v = if lanes > 1 && n == 1 && splats(name) { self.splat_value(v, lanes) } else { v };
            ids.push(v.id);
        }
        let id = self.ocl(name, ty, &ids)?;
        self.call_fast_math(c.inst, id);
        Ok(Some(Val { id, ty }))
    }

    /// `OpExtInst` of `OpenCL.std` with raw operand words (ids and literals); the same
    /// operation as an extension's instruction where that is allowed (`tables::extensions`,
    /// `opencl`: `fma` as `OpFmaKHR`, as the Khronos translator writes it).
    pub(crate) fn ocl_words(&mut self, name: &str, ty: Id, words: Vec<u32>) -> Result<Id> {
        let extension = crate::tables::extensions::of_opencl(name)
            .filter(|row| row.extensions.iter().any(|e| self.options.extensions.allows(e)));
        if let Some(row) = extension {
            return Ok(self.emit(row.op, ty, words));
        }
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD).ok_or_else(|| invalid("no OpenCL.std grammar"))?;
        let inst = set.instruction_by_name(name).ok_or_else(|| unsupported(format!("OpenCL.std has no {name}")))?;
        let import = self.b.opencl_std();
        let mut operands = vec![import.0, u32::from(inst.opcode)];
        operands.extend(words);
        Ok(self.emit(Op::ExtInst, ty, operands))
    }

    /// `OpSelect` of a boolean (vector) to OpenCL's integer truth: 1/0 for scalars, -1/0 for
    /// vectors, in result type `ty`.
    pub(crate) fn bool_to_int(&mut self, b: Id, ty: Id) -> Result<Id> {
        let (_, n) = self.scalar_and_count(ty);
        if self.is_bool_type(ty) {
            return Ok(b);
        }
        let t = self.splat_int(ty, if n > 1 { u64::MAX } else { 1 })?;
        let f = self.splat_int(ty, 0)?;
        Ok(self.emit(Op::Select, ty, vec![b.0, t.0, f.0]))
    }
}

/// The identifier of `_Z{len}{identifier}…`, whatever follows it.
/// The prefix of the Khronos translator's (and IGC's) `__builtin_spirv_*` functions, whose
/// names alone say what a call is (the small-float conversions).
const BUILTIN_PREFIX: &str = "__builtin_spirv_";

fn length_prefixed_name(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("_Z")?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let len: usize = rest.get(..digits)?.parse().ok()?;
    rest.get(digits..digits.checked_add(len)?)
}

/// Whether scalar arguments of `OpenCL.std` instruction `name` are widened to the result's
/// vector length (they are for the `gentype f(gentype, scalar)` overloads).
fn splats(name: &str) -> bool {
    !matches!(name, "shuffle" | "shuffle2" | "printf" | "prefetch" | "nan")
}

/// The `OpenCL.std` instruction for builtin call `c`, if there is one.
fn ocl_name(c: &Call<'_>) -> Option<&'static str> {
    let n = c.name.as_str();
    match n {
        "vloadn" | "vstoren" | "printf" => None,
        _ => crate::tables::opencl_std::instruction_of(n, c.float(0), c.signed(0)),
    }
}

/// Names (and prefixes) of OpenCL C builtins this translator knows of, so that an unhandled
/// one is reported instead of being imported as an ordinary function.
fn is_known_builtin(n: &str) -> bool {
    const PREFIXES: &[&str] = &[
        "read_image", "write_image", "get_image_", "sub_group_", "work_group_", "atomic_", "atom_",
        "async_work_group", "vload", "vstore", "convert_", "as_", "get_", "enqueue_", "ndrange_",
        "__enqueue", "__get_kernel", "read_pipe", "write_pipe", "__read_pipe", "__write_pipe",
        "reserve_", "__reserve", "commit_", "__commit", "__work_group", "__sub_group", "get_pipe",
        "__get_pipe", "is_valid_", "create_user_event", "set_user_event", "retain_event",
        "release_event", "capture_event", "to_global", "to_local", "to_private", "__to_",
        "bitfield_", "bit_reverse", "dot_", "intel_sub_group", "__translate_sampler",
        "native_", "half_",
    ];
    const NAMES: &[&str] = &[
        "barrier", "mem_fence", "read_mem_fence", "write_mem_fence", "wait_group_events",
        "prefetch", "shuffle", "shuffle2", "select", "bitselect", "any", "all", "isequal",
        "isnotequal", "isgreater", "isgreaterequal", "isless", "islessequal", "islessgreater",
        "isfinite", "isinf", "isnan", "isnormal", "isordered", "isunordered", "signbit",
        "cross", "dot", "distance", "length", "normalize", "fast_distance", "fast_length",
        "fast_normalize", "printf", "popcount", "clz", "ctz", "rotate", "mad", "fma",
    ];
    PREFIXES.iter().any(|p| n.starts_with(p)) || NAMES.contains(&n)
}
