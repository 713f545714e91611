//! `--spirv-target-env=CL1.2|CL2.0`: OpenCL C builtin names (as clang emits them) instead of
//! `__spirv_*` names, for work-item functions, OpenCL.std instructions and barriers. Other
//! instructions keep no OpenCL C spelling yet and are reported as unsupported in this mode.

use spirv_llvm_mangling::{OpenClType, Scalar, Type as MType};

use super::spirv_headers::{BuiltIn, MemorySemantics, Op, Scope};
use super::{Error, TargetEnv, Translator};
use crate::llvm::{CastOp, Type, Value};
use crate::spirv::Instruction;

/// Work-item builtin variables and their OpenCL C functions; `true` when the function takes a
/// dimension argument.
const WORK_ITEM: &[(BuiltIn, &str, bool)] = &[
    (BuiltIn::GlobalInvocationId, "get_global_id", true),
    (BuiltIn::LocalInvocationId, "get_local_id", true),
    (BuiltIn::WorkgroupId, "get_group_id", true),
    (BuiltIn::GlobalSize, "get_global_size", true),
    (BuiltIn::WorkgroupSize, "get_local_size", true),
    (BuiltIn::EnqueuedWorkgroupSize, "get_enqueued_local_size", true),
    (BuiltIn::NumWorkgroups, "get_num_groups", true),
    (BuiltIn::GlobalOffset, "get_global_offset", true),
    (BuiltIn::WorkDim, "get_work_dim", false),
    (BuiltIn::GlobalLinearId, "get_global_linear_id", false),
    (BuiltIn::LocalInvocationIndex, "get_local_linear_id", false),
    (BuiltIn::SubgroupSize, "get_sub_group_size", false),
    (BuiltIn::SubgroupMaxSize, "get_max_sub_group_size", false),
    (BuiltIn::NumSubgroups, "get_num_sub_groups", false),
    (BuiltIn::NumEnqueuedSubgroups, "get_enqueued_num_sub_groups", false),
    (BuiltIn::SubgroupId, "get_sub_group_id", false),
    (BuiltIn::SubgroupLocalInvocationId, "get_sub_group_local_id", false),
];

/// OpenCL.std instructions whose OpenCL C name differs from the instruction name (besides the
/// `s_`/`u_` prefixes, which only select signedness).
const RENAMED: &[(&str, &str)] = &[("fmax_common", "max"), ("fmin_common", "min"), ("fclamp", "clamp")];

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn opencl_names(&self) -> bool {
        self.options.target_env != TargetEnv::SpvIr
    }

    /// The OpenCL C function for a builtin variable, and whether it takes a dimension.
    pub(super) fn work_item_function(&self, builtin: BuiltIn) -> Result<(&'static str, bool), Error> {
        WORK_ITEM
            .iter()
            .find(|r| r.0 == builtin)
            .map(|r| (r.1, r.2))
            .ok_or_else(|| self.unsupported(format!("BuiltIn {builtin:?} with an OpenCL C target environment")))
    }

    /// Calls the work-item function `name` for one dimension (or none), giving `ty`.
    pub(super) fn call_work_item(&self, name: &str, dim: Option<Value<'a>>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        let i32_ty = self.ctx.i32_type();
        match dim {
            Some(d) => {
                let d = match d.ty().int_width() {
                    Some(32) => d,
                    Some(w) if w > 32 => self.ll(self.builder.cast(CastOp::Trunc, d, i32_ty))?,
                    _ => self.ll(self.builder.cast(CastOp::ZExt, d, i32_ty))?,
                };
                self.call_builtin(name, vec![MType::Scalar(Scalar::UInt)], false, ty, &[d], 1)
            }
            None => self.call_builtin(name, vec![], false, ty, &[], 0),
        }
    }

    /// The OpenCL C name of an OpenCL.std instruction, the signedness its integers mangle with,
    /// and the literal operand folded into the name (vloadn's `n`), if any.
    pub(super) fn opencl_ext_name(&self, name: &str, inst: &Instruction) -> Result<(String, bool), Error> {
        if let Some(r) = RENAMED.iter().find(|r| r.0 == name) {
            return Ok((r.1.to_string(), false));
        }
        if let Some(rest) = name.strip_prefix("s_") {
            return Ok((rest.to_string(), false));
        }
        if let Some(rest) = name.strip_prefix("u_") {
            return Ok((rest.to_string(), true));
        }
        let last_literal = || inst.operands.last().copied().unwrap_or(0);
        Ok(match name {
            "vloadn" | "vstoren" | "vload_halfn" | "vloada_halfn" | "vstore_halfn" | "vstorea_halfn" => {
                let base = name.trim_end_matches('n');
                // vstoren's data operand gives the width; vloadn's last literal does.
                let n = if name.starts_with("vstore") {
                    inst.operands.get(2).and_then(|&v| self.index.type_of(crate::spirv::Id(v))).and_then(|t| self.index.def(t)).and_then(|d| d.operands.get(1).copied()).unwrap_or(1)
                } else {
                    last_literal()
                };
                (format!("{base}{n}"), false)
            }
            other => (other.to_string(), false),
        })
    }

    /// `OpControlBarrier` / `OpMemoryBarrier` as `barrier`, `work_group_barrier`, `mem_fence` or
    /// `atomic_work_item_fence`.
    pub(super) fn opencl_barrier(&self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        let constant = |i: usize| -> Result<u32, Error> {
            self.operand(inst, i)?.const_int_zext().map(|v| v as u32).ok_or_else(|| self.unsupported("barrier with non-constant scope or semantics"))
        };
        let (scope, semantics) = if op == Op::ControlBarrier { (constant(1)?, constant(2)?) } else { (constant(0)?, constant(1)?) };
        let semantics = MemorySemantics::from_bits_truncate(semantics);
        let mut flags = 0u64;
        if semantics.contains(MemorySemantics::WORKGROUP_MEMORY) {
            flags |= 1;
        }
        if semantics.contains(MemorySemantics::CROSS_WORKGROUP_MEMORY) {
            flags |= 2;
        }
        if semantics.contains(MemorySemantics::IMAGE_MEMORY) {
            flags |= 4;
        }
        let i32_ty = self.ctx.i32_type();
        let void = self.ctx.void_type();
        let flags_v = self.ll(i32_ty.const_int(flags))?;
        let cl12 = self.options.target_env == TargetEnv::Cl12;
        let name = match (op, cl12) {
            (Op::ControlBarrier, true) => "barrier",
            (Op::ControlBarrier, false) => "work_group_barrier",
            (_, true) => "mem_fence",
            (_, false) => "atomic_work_item_fence",
        };
        if cl12 {
            self.call_builtin(name, vec![MType::Scalar(Scalar::UInt)], false, void, &[flags_v], 1)?;
            return Ok(None);
        }
        // memory_scope: work_item 0, work_group 1, device 2, all_svm_devices 3, sub_group 4.
        let cl_scope = match Scope::from_u32(scope) {
            Some(Scope::Invocation) => 0,
            Some(Scope::Workgroup) => 1,
            Some(Scope::Device) => 2,
            Some(Scope::CrossDevice) => 3,
            Some(Scope::Subgroup) => 4,
            _ => return Err(self.unsupported(format!("memory scope {scope}"))),
        };
        let scope_v = self.ll(i32_ty.const_int(cl_scope))?;
        let mut params = vec![MType::Scalar(Scalar::UInt)];
        let mut args = vec![flags_v];
        if op == Op::MemoryBarrier {
            // atomic_work_item_fence(flags, memory_order, memory_scope); acquire-release.
            params.push(MType::OpenCl(OpenClType::MemoryOrder));
            args.push(self.ll(i32_ty.const_int(4))?);
        }
        params.push(MType::OpenCl(OpenClType::MemoryScope));
        args.push(scope_v);
        let n = args.len();
        self.call_builtin(name, params, false, void, &args, n)?;
        Ok(None)
    }
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Instructions with an OpenCL C builtin spelling: conversions with saturation or rounding
    /// (`convert_T_sat_rtX`), `OpDot`, `OpBitCount`, relational tests and `any`/`all`.
    pub(super) fn opencl_instruction(&mut self, inst: &Instruction, op: Op) -> Result<Option<Value<'a>>, Error> {
        use super::builtins::Sign;
        use super::spirv_headers::Decoration;
        let rt = inst.result_type.ok_or_else(|| self.malformed("missing result type"));
        match op {
            Op::ConvertFToU | Op::ConvertFToS | Op::ConvertSToF | Op::ConvertUToF | Op::UConvert | Op::SConvert
            | Op::FConvert | Op::SatConvertSToU | Op::SatConvertUToS => {
                let result = inst.result.ok_or_else(|| self.malformed("conversion without result"))?;
                let unsigned_result = matches!(op, Op::ConvertFToU | Op::UConvert | Op::SatConvertSToU);
                let unsigned_source = matches!(op, Op::ConvertUToF | Op::UConvert | Op::SatConvertUToS);
                let mut name = format!("convert_{}", self.return_postfix(rt?, if unsigned_result { Sign::Unsigned } else { Sign::Signed })?);
                if matches!(op, Op::SatConvertSToU | Op::SatConvertUToS) || self.has_decoration(result, Decoration::SaturatedConversion) {
                    name.push_str("_sat");
                }
                name.push_str(self.rounding_postfix(result)?);
                let arg = self.operand(inst, 0)?;
                let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
                let param = self.mangle_type(src, if unsigned_source { Sign::Unsigned } else { Sign::Signed })?;
                let ret = self.result_type(inst)?;
                Ok(Some(self.call_builtin(&name, vec![param], false, ret, &[arg], 1)?))
            }
            Op::Dot | Op::BitCount => {
                let name = if op == Op::Dot { "dot" } else { "popcount" };
                let sign = if op == Op::BitCount { Sign::Unsigned } else { Sign::Signed };
                let mut args = Vec::new();
                let mut params = Vec::new();
                for i in 0..inst.operands.len() {
                    let id = inst.id_operand(i).ok_or_else(|| self.malformed("missing operand"))?;
                    args.push(self.value(id)?);
                    params.push(self.mangle_type(self.type_id_of(id)?, sign)?);
                }
                let ret = self.result_type(inst)?;
                let n = args.len();
                Ok(Some(self.call_builtin(name, params, false, ret, &args, n)?))
            }
            Op::IsFinite | Op::IsInf | Op::IsNormal | Op::SignBitSet | Op::Any | Op::All => self.opencl_relational(inst, op).map(Some),
            other => Err(self.unsupported(format!("Op{other:?} with an OpenCL C target environment"))),
        }
    }

    /// OpenCL C relational builtins return `int` (scalar) or a vector of integers as wide as
    /// the elements with all bits set for true; SPIR-V wants `bool`s. `any`/`all` take such
    /// integer vectors.
    fn opencl_relational(&self, inst: &Instruction, op: Op) -> Result<Value<'a>, Error> {
        use crate::llvm::IntPredicate;
        let arg = self.operand(inst, 0)?;
        let ret = self.result_type(inst)?;
        let lanes = arg.ty().vector_size();
        let scalar_bits = arg.ty().scalar_type().primitive_size_bits() as u32;
        if matches!(op, Op::Any | Op::All) {
            // bool vector → signed char vector (-1 / 0), whose sign bits any/all test.
            let n = lanes.unwrap_or(1);
            let name = if op == Op::Any { "any" } else { "all" };
            let (wide, param) = if scalar_bits == 1 {
                let i8v = self.ll(self.ctx.vector_type(self.ctx.i8_type(), n))?;
                let wide = if lanes.is_some() { self.ll(self.builder.cast(CastOp::SExt, arg, i8v))? } else { arg };
                let param = match lanes {
                    Some(n) => MType::vector(Scalar::Char, n).ok_or_else(|| self.unsupported("vector length"))?,
                    None => MType::Scalar(Scalar::Char),
                };
                (wide, param)
            } else {
                // Already an integer vector (some producers write that): pass it as it is.
                let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
                (arg, self.mangle_type(src, super::builtins::Sign::Signed)?)
            };
            let i32_ty = self.ctx.i32_type();
            let r = self.call_builtin(name, vec![param], false, i32_ty, &[wide], 1)?;
            let zero = self.ll(i32_ty.const_int(0))?;
            return self.ll(self.builder.icmp(IntPredicate::Ne, r, zero));
        }
        let name = match op {
            Op::IsFinite => "isfinite",
            Op::IsInf => "isinf",
            Op::IsNormal => "isnormal",
            _ => "signbit",
        };
        let src = self.type_id_of(inst.id_operand(0).ok_or_else(|| self.malformed("missing operand"))?)?;
        let param = self.mangle_type(src, super::builtins::Sign::Signed)?;
        let int_ty = match lanes {
            Some(n) => self.ll(self.ctx.vector_type(self.ll(self.ctx.int_type(scalar_bits))?, n))?,
            None => self.ctx.i32_type(),
        };
        let r = self.call_builtin(name, vec![param], false, int_ty, &[arg], 1)?;
        let zero = self.ll(int_ty.const_null())?;
        let b = self.ll(self.builder.icmp(IntPredicate::Ne, r, zero))?;
        if b.ty() != ret {
            return Err(self.malformed("relational result type"));
        }
        Ok(b)
    }
}
