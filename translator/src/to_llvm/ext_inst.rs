//! Extended instructions: every `OpenCL.std` instruction → a `__spirv_ocl_{name}` call
//! (literal operands as `i32`; the vload family carries `_R{type}`; offsets are `size_t`, mangled
//! unsigned, and vload pointers point to const, as in OpenCL C; `printf` is variadic).
//! Debug-information sets are read by `debug_info.rs` (`DebugDeclare`/`DebugValue` become
//! records here); other non-semantic sets carry no meaning in LLVM IR and are dropped.

use spirv_llvm_mangling::{Scalar, Type as MType};

use super::builtins::Sign;
use super::{Error, Translator};
use crate::llvm::{AttrIndex, Attribute, Value};
use crate::spirv::grammar::{self, OperandKind};
use crate::spirv::{Id, Instruction};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn ext_inst(&mut self, inst: &Instruction) -> Result<Option<Value<'a>>, Error> {
        let set_id = inst.id_operand(0).ok_or_else(|| self.malformed("OpExtInst without set"))?;
        let number = self.word(inst, 1)?;
        let import = self.def(set_id)?;
        let set_name = crate::spirv::operands::decode_string(&import.operands)
            .map(|(s, _)| s)
            .map_err(|e| self.malformed(e.to_string()))?;
        if set_name == crate::spirv::grammar::AUX_DATA {
            // Metadata of an instruction before it (`--spirv-preserve-auxdata`); the rest of
            // the set describes functions and variables, read at setup.
            if number == crate::spirv::grammar::AUX_INSTRUCTION_METADATA {
                self.aux_instruction_metadata(inst)?;
            }
            return Ok(None);
        }
        if set_name.starts_with("NonSemantic.")
            || matches!(set_name.as_str(), crate::spirv::grammar::OPENCL_DEBUG_INFO_100 | crate::spirv::grammar::KHRONOS_DEBUG_INFO | crate::spirv::grammar::LEGACY_DEBUG_INFO)
        {
            // Debug records (`DebugDeclare`, `DebugValue`); the rest was read at setup.
            self.debug_ext_inst(inst)?;
            return Ok(None);
        }
        if set_name == crate::spirv::grammar::GLSL_STD_450 {
            return self.glsl_inst(inst, number).map(Some);
        }
        if set_name != crate::spirv::grammar::OPENCL_STD {
            return Err(self.unsupported(format!("extended instruction set {set_name}")));
        }
        let set = grammar::ext_inst_set(&set_name).ok_or_else(|| self.unsupported(format!("extended instruction set {set_name}")))?;
        let g = set.instruction(number).ok_or_else(|| self.malformed(format!("OpenCL.std instruction {number}")))?;
        let name = g.opname;
        let (cl_name, cl_unsigned) = if self.opencl_names() { self.opencl_ext_name(name, inst)? } else { (String::new(), false) };
        // `nan(uintn nancode)` takes unsigned integers too.
        let sign = if name.starts_with("u_") || name == "nan" || cl_unsigned { Sign::Unsigned } else { Sign::Signed };
        let mut args = Vec::new();
        let mut params = Vec::new();
        let mut kinds = g.operands.iter().map(|o| o.kind).chain(std::iter::repeat(OperandKind::IdRef));
        for (k, &word) in inst.operands.get(2..).unwrap_or(&[]).iter().enumerate() {
            let kind = kinds.next().unwrap_or(OperandKind::IdRef);
            if grammar::is_id_kind(kind) {
                args.push(self.value(Id(word))?);
                let sign = if crate::tables::opencl_std::unsigned_operand(name, k) { Sign::Unsigned } else { sign };
                params.push(self.mangle_type(self.type_id_of(Id(word))?, sign)?);
            } else {
                args.push(self.ll(self.ctx.i32_type().const_int(u64::from(word)))?);
                params.push(MType::Scalar(Scalar::Int));
            }
        }
        if name.starts_with("vload") || name.starts_with("vstore") {
            // vloadn(size_t offset, const T *p), vstoren(T data, size_t offset, T *p).
            let offset = usize::from(name.starts_with("vstore"));
            if let Some(&word) = inst.operands.get(2 + offset) {
                if let Some(p) = params.get_mut(offset) {
                    *p = self.mangle_type(self.type_id_of(Id(word))?, Sign::Unsigned)?;
                }
            }
            if name.starts_with("vload") {
                if let Some(MType::Pointer { cv, .. }) = params.get_mut(1) {
                    cv.is_const = true;
                }
            }
            // vloadn/vstoren move elements of the data's type: the pointer points to those (an
            // opaque or byte pointer says nothing, as LLVM's SPIR-V backend writes `char *` for
            // a `short2` load; two loads through it would otherwise share one declaration).
            let data = match name {
                "vloadn" => inst.result_type,
                "vstoren" => inst.operands.get(2).map(|&w| self.type_id_of(Id(w))).transpose()?,
                _ => None,
            };
            if let Some(data) = data {
                let elem = match self.mangle_type(data, Sign::Signed)? {
                    MType::Vector(scalar, _) => MType::Scalar(scalar),
                    other => other,
                };
                if let Some(MType::Pointer { pointee, .. }) = params.get_mut(1 + offset) {
                    **pointee = elem;
                }
            }
        }
        if name == "prefetch" {
            // prefetch(const __global gentype *p, size_t num_gentypes), in SPIR-V friendly IR
            // too (as the reference writes it).
            if let Some(MType::Pointer { cv, .. }) = params.get_mut(0) {
                cv.is_const = true;
            }
            if let Some(count) = inst.operands.get(3) {
                if let Some(p) = params.get_mut(1) {
                    *p = self.mangle_type(self.type_id_of(Id(*count))?, Sign::Unsigned)?;
                }
            }
        }
        let mut full = format!("__spirv_ocl_{name}");
        if self.opencl_names() {
            full = cl_name;
            let named = crate::tables::opencl_std::vector_memory_name(name);
            if named.is_some_and(|(_, counted, rounded)| rounded || (counted && name.starts_with("vload"))) {
                // The width or rounding mode is in the name; its literal is not an argument.
                args.pop();
                params.pop();
            }
            if name == "printf" {
                return self.opencl_printf(&args, self.result_type(inst)?).map(Some);
            }
        } else if matches!(name, "vloadn" | "vload_half" | "vload_halfn" | "vloada_halfn") {
            let rt = inst.result_type.ok_or_else(|| self.malformed("vload without result type"))?;
            full.push_str("_R");
            full.push_str(&self.return_postfix(rt, Sign::Signed)?);
        }
        let ret = self.result_type(inst)?;
        // SPIR-V friendly IR: `__spirv_ocl_printf` too is declared for its arguments (one
        // declaration per argument list, every argument mangled), as the reference writes it.
        let call = self.call_builtin(&full, params, false, ret, &args, args.len())?;
        // OpenCL.std computes without side effects or traps: a call without pointer
        // arguments reads and writes no memory (the call says so, so that LLVM may move and
        // merge it).
        let mut attributes = vec![Attribute::flag("nounwind"), Attribute::flag("willreturn")];
        if !args.iter().any(|a| a.ty().is_pointer()) {
            attributes.push(Attribute::int("memory", 0));
        }
        for attribute in attributes {
            self.ll(call.add_attribute(AttrIndex::Function, &attribute))?;
        }
        if let Some(id) = inst.result {
            self.call_flags(id, call)?;
        }
        Ok(Some(call))
    }

    /// `OpUntypedPrefetchKHR p bytes` (`SPV_KHR_untyped_pointers`): OpenCL's prefetch of
    /// `bytes` chars at `p`, as the reference reads it: `__spirv_ocl_prefetch(const char *,
    /// size_t)`, `prefetch` in the OpenCL C environments. Its optional read/write, locality
    /// and cache-type operands are hints OpenCL's prefetch has no place for; they are dropped.
    pub(super) fn untyped_prefetch(&mut self, inst: &Instruction) -> Result<Option<Value<'a>>, Error> {
        let p = self.operand(inst, 0)?;
        let bytes = self.operand(inst, 1)?;
        let bytes_id = inst.id_operand(1).ok_or_else(|| self.malformed("OpUntypedPrefetchKHR without a byte count"))?;
        let space = p.ty().address_space().ok_or_else(|| self.malformed("OpUntypedPrefetchKHR of a value that is not a pointer"))?;
        let mut pointer = MType::pointer(MType::Scalar(Scalar::Char), spirv_llvm_mangling::AddressSpace(space));
        if let MType::Pointer { cv, .. } = &mut pointer {
            cv.is_const = true;
        }
        let count = self.mangle_type(self.type_id_of(bytes_id)?, Sign::Unsigned)?;
        let name = if self.opencl_names() { "prefetch" } else { "__spirv_ocl_prefetch" };
        let void = self.ctx.void_type();
        self.call_builtin(name, vec![pointer, count], false, void, &[p, bytes], 2)?;
        Ok(None)
    }

    /// OpenCL C `printf` is not mangled: `i32 @printf(ptr addrspace(2), ...)`.
    fn opencl_printf(&self, args: &[Value<'a>], ret: crate::llvm::Type<'ctx>) -> Result<Value<'a>, Error> {
        let format = args.first().copied().ok_or_else(|| self.malformed("printf without format"))?;
        let fn_ty = self.ll(self.ctx.function_type(ret, &[format.ty()], true))?;
        let f = self.ll(self.module.get_or_insert_function("printf", fn_ty))?;
        f.set_call_conv(crate::llvm::CallingConv::SpirFunc);
        let call = self.ll(self.builder.call(fn_ty, f.as_value(), args))?;
        self.ll(call.set_call_conv(crate::llvm::CallingConv::SpirFunc))?;
        Ok(call)
    }
}
