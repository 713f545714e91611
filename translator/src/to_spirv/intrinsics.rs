//! LLVM intrinsics: memory intrinsics (`OpCopyMemorySized`, constant stores), math intrinsics
//! (`OpenCL.std`), bit manipulation without a kernel instruction (expanded into shifts and
//! masks), vector reductions (expanded), overflow checks and float classes (`checked.rs`),
//! lifetime markers of variables (`OpLifetimeStart`/`Stop`), and intrinsics with no run-time
//! meaning (dropped: scope declarations, debug records). Intrinsics that are one extension
//! instruction (`assume`, `expect`, `arithmetic.fence`: `tables::extensions`) become it when
//! `--spirv-ext` allows it, else are dropped or replaced by their value. Any other intrinsic is
//! an error naming it.

use ::spirv::{MemoryAccess, Op, StorageClass};

use super::{Error, ErrorKind, FmulAdd, Result, Translator, Val, invalid, unsupported};
use crate::tables::{self, extensions::{ExtensionIntrinsic, Without}};
use crate::llvm::{FastMathFlags, Value, ValueKind};
use crate::spirv::Id;

/// The largest non-zero `memset` written as one constant store (bytes).
const MAX_CONSTANT_FILL: u64 = 1024;

/// Intrinsics dropped without a trace: they carry no run-time effect.
const DROPPED: &[&str] = &[
    "experimental.noalias.scope.decl",
    "donothing",
    "dbg.declare",
    "dbg.value",
    "dbg.label",
    "dbg.assign",
    "invariant.end",
    "sideeffect",
    // Traps and instrumentation: SPIR-V kernels have no way to trap, and the reference
    // translator drops these too (a trap is reached only on a path whose behaviour the program
    // has already given up on).
    "trap",
    "debugtrap",
    "ubsantrap",
    "fake.use",
];

impl<'m> Translator<'m> {
    /// An intrinsic that is one extension instruction (`tables::extensions`): that instruction
    /// when `--spirv-ext` allows one of its extensions, else the row's fallback; `false` when
    /// that is the intrinsic's core translation, left to the caller.
    fn extension_intrinsic(&mut self, inst: Value<'m>, row: &ExtensionIntrinsic, args: &[Value<'m>]) -> Result<bool> {
        let first = args.first().copied().ok_or_else(|| invalid(format!("llvm.{} without arguments", row.intrinsic)));
        let Some(ext) = row.extensions.iter().find(|e| self.options.extensions.allows(e)) else {
            match row.without {
                Without::Drop => {}
                Without::FirstArgument => {
                    let v = self.value(first?)?;
                    self.define(inst, v);
                }
                Without::Undef => {
                    let ty = self.ty(inst.ty())?;
                    let id = self.b.undef(ty);
                    self.define(inst, Val { id, ty });
                }
                Without::Core => return Ok(false),
            }
            return Ok(true);
        };
        self.b.extension(ext);
        let ids = args.iter().map(|a| Ok(self.value(*a)?.id.0)).collect::<Result<Vec<_>>>()?;
        if inst.ty().is_void() {
            self.emit_void(row.op, ids);
        } else {
            let ty = self.ty(inst.ty())?;
            let id = self.emit(row.op, ty, ids);
            self.define(inst, Val { id, ty });
        }
        Ok(true)
    }

    /// `llvm.lifetime.start`/`end` of an `alloca` → `OpLifetimeStart`/`OpLifetimeStop` with size
    /// 0 (the whole variable, as the Khronos translator writes them); of anything else (SPIR-V
    /// takes only function variables), dropped.
    fn lifetime(&mut self, start: bool, ptr: Option<Value<'m>>) -> Result<()> {
        let Some(val) = ptr.and_then(|p| self.f.vals.get(&p).copied()) else { return Ok(()) };
        if !self.f.var_ids.contains(&val.id) {
            return Ok(());
        }
        let op = if start { Op::LifetimeStart } else { Op::LifetimeStop };
        self.emit_void(op, vec![val.id.0, 0]);
        Ok(())
    }

    pub(crate) fn intrinsic(&mut self, inst: Value<'m>, name: &str) -> Result<()> {
        let base = intrinsic_base(name);
        let args = inst.call_args().unwrap_or_default();
        let arg = |i: usize| args.get(i).copied().ok_or_else(|| invalid(format!("@{name} lacks argument {i}")));
        if matches!(base, "lifetime.start" | "lifetime.end") {
            return self.lifetime(base == "lifetime.start", args.last().copied());
        }
        if DROPPED.contains(&base) || base.starts_with("instrprof.") {
            return Ok(());
        }
        if let Some(row) = tables::extensions::intrinsic(base) {
            if self.extension_intrinsic(inst, row, &args)? {
                return Ok(());
            }
        }
        if let Some(function) = base.strip_prefix("fpbuiltin.") {
            if let Some(v) = self.fp_builtin(inst, function, &args)? {
                self.define(inst, v);
                return Ok(());
            }
            return self.unknown_intrinsic(inst, name);
        }
        if args.iter().chain([&inst]).any(|a| super::wide::is_wide(a.ty())) {
            return Err(unsupported(format!("intrinsic @{name} on i128")));
        }
        let odd = args.iter().chain([&inst]).find_map(|a| super::odd_widths::odd_width(a.ty()));
        if let Some(n) = odd.filter(|_| super::odd_widths::ODD_WIDTH_ARITHMETIC.contains(&base)) {
            return self.odd_width_arithmetic(inst, base, n, &args);
        }
        let odd_ready = matches!(base, "ctpop" | "umin" | "umax" | "ctlz" | "cttz" | "bitreverse" | "bswap" | "fptosi.sat" | "fptoui.sat" | "fshl" | "fshr")
            || base.ends_with(".with.overflow");
        if odd.is_some() && !odd_ready && !DROPPED.contains(&base) {
            return Err(unsupported(format!("intrinsic @{name} on an integer of a width SPIR-V lacks")));
        }
        if self.is_shader() {
            if let Some(v) = self.shader_intrinsic(inst, base, &args)? {
                self.define(inst, v);
                return Ok(());
            }
        }
        // Core `OpBitCount`, as the reference writes it (any width in kernels).
        if base == "ctpop" {
            let ty = self.ty(inst.ty())?;
            let x = self.value(arg(0)?)?;
            let id = self.emit(Op::BitCount, ty, vec![x.id.0]);
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        if base.starts_with("experimental.constrained.fcmp") {
            let v = self.constrained_fcmp(inst, &args)?;
            self.define(inst, v);
            return Ok(());
        }
        if let Some(op) = base.strip_prefix("experimental.constrained.") {
            return self.constrained(inst, name, op, &args);
        }
        // Rounded to an integral float by `OpenCL.std`, then converted (the reference's form).
        if let Some(rounding) = match base {
            "lround" | "llround" => Some("round"),
            "lrint" | "llrint" => Some("rint"),
            _ => None,
        } {
            let x = self.value(arg(0)?)?;
            let rounded = self.ocl(rounding, x.ty, &[x.id])?;
            let ty = self.ty(inst.ty())?;
            let id = self.emit(Op::ConvertFToS, ty, vec![rounded.0]);
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        // `--spirv-replace-fmuladd-with-ocl-mad[=false]` (else the table's `fma`).
        if base == "fmuladd" && self.options.fmuladd != FmulAdd::Fma {
            let ty = self.ty(inst.ty())?;
            let ids = args.iter().map(|a| Ok(self.value(*a)?.id)).collect::<Result<Vec<_>>>()?;
            let id = match (self.options.fmuladd, &ids[..]) {
                (FmulAdd::Separate, &[a, b, c]) => {
                    let product = self.emit(Op::FMul, ty, vec![a.0, b.0]);
                    self.emit(Op::FAdd, ty, vec![product.0, c.0])
                }
                (FmulAdd::Separate, _) => return Err(invalid(format!("{} takes three operands", super::short(inst)))),
                _ => self.ocl("mad", ty, &ids)?,
            };
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        if matches!(base, "minimum" | "maximum" | "minimumnum" | "maximumnum") {
            let ty = self.ty(inst.ty())?;
            let (x, y) = (self.value(arg(0)?)?.id, self.value(arg(1)?)?.id);
            let flags = inst.fast_math_flags().unwrap_or(FastMathFlags::NONE);
            let id = self.float_minimum(base.starts_with("min"), ty, x, y, flags, base.ends_with("num"))?;
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        if let Some(ocl) = tables::opencl_std::of_intrinsic(base) {
            let approximate = inst.fast_math_flags().is_some_and(|f| f.contains(crate::llvm::FastMathFlags::APPROX_FUNC))
                && inst.ty().scalar_type().kind() == crate::llvm::TypeKind::Float;
            let ocl = tables::opencl_std::approximate_of(base).filter(|_| approximate).unwrap_or(ocl);
            let ty = self.ty(inst.ty())?;
            let ids = args.iter().map(|a| Ok(self.value(*a)?.id)).collect::<Result<Vec<_>>>()?;
            let id = self.ocl(ocl, ty, &ids)?;
            self.define(inst, Val { id, ty });
            return Ok(());
        }
        if let Some(kind) = super::masked::Masked::by_name(base) {
            if let Some(row) = tables::extensions::masked_access(Some(base), None) {
                if self.masked_instruction(inst, row)? {
                    return Ok(());
                }
            }
            return self.masked_access(inst, kind);
        }
        if matches!(base, "memcpy" | "memcpy.inline" | "memmove" | "memset" | "memset.inline") {
            self.check_writable(arg(0).ok(), base)?;
        }
        match base {
            "memcpy" | "memcpy.inline" => self.memcpy(inst, arg(0)?, arg(1)?, arg(2)?, arg(3).ok()),
            "memmove" => self.memmove(arg(0)?, arg(1)?, arg(2)?, arg(3).ok()),
            "memset" | "memset.inline" => self.memset(arg(0)?, arg(1)?, arg(2)?, arg(3).ok()),
            tables::extensions::ANNOTATION | tables::extensions::PTR_ANNOTATION if self.is_fpga_reg(arg(1)?) => {
                let ty = self.ty(inst.ty())?;
                let x = self.value(arg(0)?)?;
                self.b.extension(tables::extensions::FPGA_REG);
                let id = self.emit(Op::FPGARegINTEL, ty, vec![x.id.0]);
                self.define(inst, Val { id, ty });
                Ok(())
            }
            "expect.with.probability" | tables::extensions::ANNOTATION | "launder.invariant.group"
            | "strip.invariant.group" => {
                let v = self.value(arg(0)?)?;
                self.define(inst, v);
                Ok(())
            }
            tables::extensions::PTR_ANNOTATION => {
                let v = self.value(arg(0)?)?;
                self.define(inst, v);
                if !self.memory_accesses(v.id, arg(1)?) && !self.numbered_decorations(v.id, arg(1)?) {
                    self.user_semantic(v.id, arg(1)?, arg(4).ok());
                }
                Ok(())
            }
            tables::extensions::VAR_ANNOTATION => {
                let v = self.value(arg(0)?)?;
                if !self.memory_attributes(v.id, arg(1)?) {
                    self.user_semantic(v.id, arg(1)?, arg(4).ok());
                }
                Ok(())
            }
            "invariant.start" => Ok(()),
            "ptrmask" => self.ptrmask(inst, arg(0)?, arg(1)?),
            "objectsize" => self.objectsize(inst, arg(0)?, arg(1)?),
            "frexp" => self.frexp(inst, arg(0)?),
            "abs" => {
                let ty = self.ty(inst.ty())?;
                let x = self.value(arg(0)?)?;
                let id = self.ocl("s_abs", ty, &[x.id])?;
                self.define(inst, Val { id, ty });
                Ok(())
            }
            "ctlz" | "cttz" => {
                let ty = self.ty(inst.ty())?;
                let x = self.value(arg(0)?)?;
                let mut id = self.ocl(if base == "ctlz" { "clz" } else { "ctz" }, ty, &[x.id])?;
                if let Some(n) = odd {
                    // Counted in the container: leading zeros include the unused bits;
                    // trailing zeros of 0 stop at the width.
                    let unused = super::odd_widths::container_width(n) - n;
                    let k = self.splat_int(ty, u64::from(if base == "ctlz" { unused } else { n }))?;
                    id = if base == "ctlz" { self.emit(Op::ISub, ty, vec![id.0, k.0]) } else { self.ocl("u_min", ty, &[id, k])? };
                }
                self.define(inst, Val { id, ty });
                Ok(())
            }
            "bswap" => {
                let x = self.value(arg(0)?)?;
                let mut v = self.byte_swap(x)?;
                if let Some(n) = odd {
                    // `i48` (LLVM swaps whole 16-bit multiples): as `bitreverse`, the swapped
                    // container shifted down past its unused bytes.
                    let unused = super::odd_widths::container_width(n) - n;
                    v.id = self.shift(Op::ShiftRightLogical, v.id, v.ty, u64::from(unused))?;
                }
                self.define(inst, v);
                Ok(())
            }
            "bitreverse" => {
                let x = self.value(arg(0)?)?;
                let mut v = if odd.is_none() && self.bit_instructions() {
                    Val { id: self.emit(Op::BitReverse, x.ty, vec![x.id.0]), ty: x.ty }
                } else {
                    self.bit_reverse(x)?
                };
                if let Some(n) = odd {
                    // The container reversed holds the bits at the top, its unused (zero) bits
                    // at the bottom: shifted down, the unused bits are zero again.
                    let unused = super::odd_widths::container_width(n) - n;
                    v.id = self.shift(Op::ShiftRightLogical, v.id, v.ty, u64::from(unused))?;
                }
                self.define(inst, v);
                Ok(())
            }
            "fshl" | "fshr" => {
                let (a, b, c) = (self.value(arg(0)?)?, self.value(arg(1)?)?, self.value(arg(2)?)?);
                let v = match odd {
                    Some(n) => self.odd_width_funnel_shift(a, b, c, n, base == "fshl")?,
                    None => self.funnel_shift(a, b, c, base == "fshl")?,
                };
                self.define(inst, v);
                Ok(())
            }
            _ if base.ends_with(".with.overflow") => {
                let v = self.with_overflow(inst, &base[..base.len() - ".with.overflow".len()], arg(0)?, arg(1)?, odd)?;
                self.define(inst, v);
                Ok(())
            }
            "is.fpclass" => {
                let v = self.is_fpclass(arg(0)?, arg(1)?)?;
                self.define(inst, v);
                Ok(())
            }
            "ucmp" | "scmp" => self.three_way_compare(inst, base == "scmp", arg(0)?, arg(1)?),
            "stepvector" => self.step_vector(inst),
            "vector.insert" => self.vector_insert(inst, arg(0)?, arg(1)?, arg(2)?),
            "vector.extract" => self.vector_extract(inst, arg(0)?, arg(1)?),
            "fptosi.sat" | "fptoui.sat" => self.saturating_fp_to_int(inst, base == "fptosi.sat", arg(0)?, odd),
            "ushl.sat" | "sshl.sat" => self.saturating_shift(inst, base == "sshl.sat", arg(0)?, arg(1)?),
            "smul.fix" | "umul.fix" | "smul.fix.sat" | "umul.fix.sat" => {
                let (signed, saturate) = (base.starts_with('s'), base.ends_with(".sat"));
                self.fixed_point_multiply(inst, signed, saturate, (arg(0)?, arg(1)?, arg(2)?))
            }
            _ if base.starts_with("vector.reduce.") => {
                let v = self.reduce(inst, &base["vector.reduce.".len()..], &args)?;
                self.define(inst, v);
                Ok(())
            }
            _ => self.unknown_intrinsic(inst, name),
        }
    }

    /// `llvm.experimental.constrained.*` (strict floating point): the operation itself (SPIR-V
    /// has no floating-point exceptions), with the rounding mode its metadata names as an
    /// `FPRoundingMode` decoration on conversions to floating point, where the OpenCL
    /// environment allows one. An operation with no SPIR-V counterpart is refused by name.
    fn constrained(&mut self, inst: Value<'m>, name: &str, op: &str, args: &[Value<'m>]) -> Result<()> {
        // The value operands come first; the metadata (rounding, exceptions) last.
        let values: Vec<Value<'m>> = args.iter().copied().filter(|a| a.as_metadata().is_none()).collect();
        let rounding = args.iter().filter_map(|a| a.as_metadata()?.as_string()).find(|m| m.starts_with("round."));
        let ty = self.ty(inst.ty())?;
        let ids = values.iter().map(|a| Ok(self.value(*a)?.id)).collect::<Result<Vec<_>>>()?;
        let emit = |t: &mut Self, spirv_op: Op| t.emit(spirv_op, ty, ids.iter().map(|i| i.0).collect());
        let id = match op {
            "fadd" => emit(self, Op::FAdd),
            "fsub" => emit(self, Op::FSub),
            "fmul" => emit(self, Op::FMul),
            "fdiv" => emit(self, Op::FDiv),
            "frem" => emit(self, Op::FRem),
            "fneg" => emit(self, Op::FNegate),
            "fptosi" => emit(self, Op::ConvertFToS),
            "fptoui" => emit(self, Op::ConvertFToU),
            "fptrunc" | "fpext" | "sitofp" | "uitofp" => {
                let spirv_op = match op {
                    "sitofp" => Op::ConvertSToF,
                    "uitofp" => Op::ConvertUToF,
                    _ => Op::FConvert,
                };
                let id = emit(self, spirv_op);
                let mode = match rounding.as_deref() {
                    Some("round.tonearest") => Some(::spirv::FPRoundingMode::RTE),
                    Some("round.towardzero") => Some(::spirv::FPRoundingMode::RTZ),
                    Some("round.upward") => Some(::spirv::FPRoundingMode::RTP),
                    Some("round.downward") => Some(::spirv::FPRoundingMode::RTN),
                    _ => None,
                };
                if let Some(mode) = mode.filter(|_| op != "fpext") {
                    self.b.decorate(id, ::spirv::Decoration::FPRoundingMode, &[mode as u32]);
                }
                id
            }
            "nearbyint" => self.ocl("rint", ty, &ids)?,
            // Strict semantics: the product rounded, then the sum (no fusion the source did
            // not ask for), as the reference writes it.
            "fmuladd" => match ids[..] {
                [a, b, c] => {
                    let product = self.emit(Op::FMul, ty, vec![a.0, b.0]);
                    self.emit(Op::FAdd, ty, vec![product.0, c.0])
                }
                _ => return Err(invalid(format!("@{name} takes three operands"))),
            },
            other => match tables::opencl_std::of_intrinsic(other) {
                Some(ocl) => self.ocl(ocl, ty, &ids)?,
                None => return Err(unsupported(format!("intrinsic @{name} (no SPIR-V counterpart)"))),
            },
        };
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// Whether an annotation whose string is `text` is `__builtin_intel_fpga_reg` and
    /// `SPV_INTEL_fpga_reg` is allowed (else the annotation is an ordinary one).
    fn is_fpga_reg(&self, text: Value<'m>) -> bool {
        self.options.extensions.allows(tables::extensions::FPGA_REG)
            && annotation_text(text).is_some_and(|t| t == tables::extensions::FPGA_REG_ANNOTATION.as_bytes())
    }

    /// A pointer's `{params:N}{cache-size:M}` string (`__builtin_intel_fpga_mem`,
    /// `tables::annotations::parse_memory_access`) → those decorations of `target`, when
    /// `SPV_INTEL_fpga_memory_accesses` is allowed; false otherwise (the string is then a
    /// `UserSemantic` text).
    fn memory_accesses(&mut self, target: Id, text: Value<'m>) -> bool {
        use tables::annotations;
        self.extension_annotation(target, text, annotations::ACCESS_EXTENSION, annotations::parse_memory_access)
    }

    /// The decorations `parse` reads from annotation string `text` on `target`, with
    /// `extension`, when `--spirv-ext` allows it; false when it does not or `parse` finds none.
    fn extension_annotation(&mut self, target: Id, text: Value<'m>, extension: &'static str, parse: Parse) -> bool {
        if !self.options.extensions.allows(extension) {
            return false;
        }
        let parsed = annotation_text(text).and_then(|b| String::from_utf8(b).ok()).and_then(|t| parse(&t));
        let Some(decorations) = parsed else { return false };
        self.decorate_all(target, decorations);
        self.b.extension(extension);
        true
    }

    /// A pointer's annotation string of numbered decorations (`{6442:"0,1"}`,
    /// `tables::annotations::parse_numbered`) → those decorations of `target`, when every one's
    /// extension (from the grammar) is allowed; false otherwise (the string is then a
    /// `UserSemantic` text).
    fn numbered_decorations(&mut self, target: Id, text: Value<'m>) -> bool {
        let parsed = annotation_text(text).and_then(|b| String::from_utf8(b).ok()).and_then(|t| tables::annotations::parse_numbered(&t));
        let Some(decorations) = parsed else { return false };
        let allowed = |d: ::spirv::Decoration| {
            let extensions = rspirv::dr::Operand::Decoration(d).required_extensions();
            extensions.is_empty() || extensions.iter().any(|e| self.options.extensions.allows(e))
        };
        if !decorations.iter().all(|(d, _)| allowed(*d)) {
            return false;
        }
        self.decorate_all(target, decorations);
        true
    }

    /// Decorations read from an annotation string (`tables::annotations`) on `target`.
    fn decorate_all(&mut self, target: Id, decorations: Vec<(::spirv::Decoration, tables::annotations::Literals)>) {
        for (decoration, literals) in decorations {
            let words = literal_words(literals);
            self.b.decorate_once(target, decoration, &words);
        }
    }

    /// A variable's annotation string of FPGA memory attributes (`{memory:MLAB}{numbanks:2}`,
    /// `tables::annotations`) → those decorations of `target`, when
    /// `SPV_INTEL_fpga_memory_attributes` is allowed; false when the string is no such one or
    /// the extension is not allowed (it is then a `UserSemantic` text).
    pub(crate) fn memory_attributes(&mut self, target: Id, text: Value<'m>) -> bool {
        use tables::annotations;
        self.extension_annotation(target, text, annotations::EXTENSION, annotations::parse)
    }

    /// `UserSemantic "text"` on `target` for `llvm.var.annotation`/`llvm.ptr.annotation`, where
    /// `text` is the annotation string's global. The decoration needs SPIR-V 1.4 or
    /// SPV_GOOGLE_hlsl_functionality1; when neither is allowed the annotation (which changes
    /// no computation) is dropped.
    pub(crate) fn user_semantic(&mut self, target: Id, text: Value<'m>, args: Option<Value<'m>>) {
        let Some(mut bytes) = annotation_text(text) else { return };
        // Arguments (`[[clang::annotate("name", 30, 60)]]`) follow as "name: 30, 60".
        if let Some(args) = args.and_then(annotation_args).filter(|a| !a.is_empty()) {
            bytes.extend_from_slice(format!(": {}", args.join(", ")).as_bytes());
        }
        self.user_semantic_bytes(target, bytes);
    }

    /// `UserSemantic` with text `bytes` on `target` (see [`Self::user_semantic`]).
    pub(crate) fn user_semantic_bytes(&mut self, target: Id, bytes: Vec<u8>) {
        const EXTENSION: &str = "SPV_GOOGLE_hlsl_functionality1";
        if self.options.extensions.allows(EXTENSION) {
            self.b.extension(EXTENSION);
        } else if self.options.max_version < (1, 4) {
            return;
        }
        let mut words = Vec::new();
        crate::spirv::operands::encode_string(&String::from_utf8_lossy(&bytes), &mut words);
        self.b.decorate(target, ::spirv::Decoration::UserSemantic, &words);
    }

    /// `llvm.fpbuiltin.*` with `SPV_INTEL_fp_max_error` (`tables::extensions::FP_BUILTIN_ARITHMETIC`):
    /// the core or `OpenCL.std` instruction, which `value_decorations` then decorates
    /// `FPMaxErrorDecorationINTEL` with the call's `"fpbuiltin-max-error"` accuracy. Without the
    /// extension, a call that states an accuracy is an error naming it; `None` leaves the others
    /// to `--spirv-allow-unknown-intrinsics`.
    fn fp_builtin(&mut self, inst: Value<'m>, function: &str, args: &[Value<'m>]) -> Result<Option<Val>> {
        use tables::extensions::{FP_BUILTIN_ARITHMETIC, FP_MAX_ERROR, FP_MAX_ERROR_ATTRIBUTE};
        if !self.options.extensions.allows(FP_MAX_ERROR) {
            return match inst.string_attribute(crate::llvm::AttrIndex::Function, FP_MAX_ERROR_ATTRIBUTE)? {
                Some(_) => Err(super::error::needs_extension(FP_MAX_ERROR, format!("\"{FP_MAX_ERROR_ATTRIBUTE}\" on @llvm.fpbuiltin.{function}"))),
                None => Ok(None),
            };
        }
        let arithmetic = FP_BUILTIN_ARITHMETIC.iter().find(|r| r.0 == function).map(|r| r.1);
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD);
        if arithmetic.is_none() && set.and_then(|s| s.instruction_by_name(function)).is_none() {
            return Ok(None);
        }
        let ty = self.ty(inst.ty())?;
        let ids = args.iter().map(|a| Ok(self.value(*a)?.id)).collect::<Result<Vec<_>>>()?;
        let id = match arithmetic {
            Some(op) => self.emit(op, ty, ids.iter().map(|i| i.0).collect()),
            None => self.ocl(function, ty, &ids)?,
        };
        Ok(Some(Val { id, ty }))
    }

    /// An intrinsic without translation: a call of an imported function of the same name when
    /// `--spirv-allow-unknown-intrinsics` allows it, else an error naming it.
    fn unknown_intrinsic(&mut self, inst: Value<'m>, name: &str) -> Result<()> {
        let allowed = match &self.options.unknown_intrinsics {
            None => false,
            Some(prefixes) => prefixes.is_empty() || prefixes.iter().any(|p| name.starts_with(p.as_str())),
        };
        if !allowed {
            return Err(Error::new(ErrorKind::UnknownIntrinsic(name.to_owned())));
        }
        let callee = inst.called_function().ok_or_else(|| invalid("intrinsic call without callee"))?;
        self.function_call(inst, callee)
    }

    /// `OpExtInst` of the `OpenCL.std` instruction `name`.
    pub(crate) fn ocl(&mut self, name: &str, ty: Id, args: &[Id]) -> Result<Id> {
        if self.is_shader() {
            return Err(unsupported(format!("what OpenCL.std {name} computes, in a Shader module (GLSL.std.450 has no such instruction)")));
        }
        self.ocl_words(name, ty, args.iter().map(|a| a.0).collect())
    }

    /// `memcpy` → `OpCopyMemorySized`, `Aligned` by the smaller of the two pointers' `align`
    /// (one memory operand covers both pointers before SPIR-V 1.4).
    fn memcpy(&mut self, inst: Value<'m>, dst: Value<'m>, src: Value<'m>, len: Value<'m>, volatile: Option<Value<'m>>) -> Result<()> {
        // Copying no bytes does nothing (and a constant size of 0 is invalid SPIR-V).
        if len.is_constant() && len.const_int_zext() == Some(0) {
            return Ok(());
        }
        let d = self.value(dst)?;
        let s = self.value(src)?;
        let n = self.value(len)?;
        let mut operands = vec![d.id.0, s.id.0, n.id.0];
        let mut mask = MemoryAccess::NONE;
        if volatile.and_then(|v| v.const_int_zext()) == Some(1) {
            mask |= MemoryAccess::VOLATILE;
        }
        let align = [0, 1].map(|i| param_align(inst, i));
        let align = match align {
            [Some(a), Some(b)] => Some(a.min(b)),
            _ => None,
        };
        if align.is_some() {
            mask |= MemoryAccess::ALIGNED;
        }
        if mask != MemoryAccess::NONE {
            operands.push(mask.bits());
            operands.extend(align);
        }
        self.emit_void(Op::CopyMemorySized, operands);
        Ok(())
    }

    /// `llvm.objectsize(p, min, null_is_unknown, dynamic)` folded to a constant, as LLVM folds
    /// it when lowering: the allocation size of the `alloca` (constant count) or defined,
    /// non-interposable global `p` is (casts looked through), else the "unknown" answer (`0`
    /// for `min`, all ones otherwise; the dynamic form too, as the reference folds it).
    fn objectsize(&mut self, inst: Value<'m>, p: Value<'m>, min: Value<'m>) -> Result<()> {
        use crate::llvm::{Linkage, Opcode};
        let mut base = p;
        while let Some(Opcode::BitCast | Opcode::AddrSpaceCast) = base.opcode().or(base.const_opcode()) {
            let Some(inner) = base.operand(0) else { break };
            base = inner;
        }
        let size = if base.opcode() == Some(Opcode::Alloca) {
            let count = base.operand(0).filter(|c| c.is_constant()).and_then(|c| c.const_int_zext());
            base.allocated_type().zip(count).and_then(|(t, n)| Some(self.module.abi_size_align(t)?.0.checked_mul(n)?))
        } else if let Some(g) = base.as_global_variable() {
            let interposable = matches!(base.linkage(), Some(Linkage::ExternalWeak | Linkage::WeakAny | Linkage::LinkOnceAny | Linkage::Common));
            let defined = g.initializer().is_some() && !interposable;
            defined.then(|| base.global_value_type().and_then(|t| self.module.abi_size_align(t))).flatten().map(|s| s.0)
        } else {
            None
        };
        let ty = inst.ty();
        let value = match (size, min.const_int_zext()) {
            (Some(n), _) => ty.const_int(n),
            (None, Some(1)) => ty.const_int(0),
            (None, _) => ty.const_all_ones(),
        }
        .map_err(|e| invalid(format!("{}: {e}", super::short(inst))))?;
        let v = self.constant(value)?;
        self.define(inst, v);
        Ok(())
    }

    /// `llvm.ptrmask(p, mask)` as the Language Reference expands it: `p` advanced by
    /// `(address & mask) - address` bytes, so that the result stays a pointer into `p`'s
    /// object and storage class (an integer made a pointer again would lose both).
    fn ptrmask(&mut self, inst: Value<'m>, p: Value<'m>, mask: Value<'m>) -> Result<()> {
        if inst.ty().is_vector() {
            return Err(unsupported(format!("{} on a vector of pointers", super::short(inst))));
        }
        if self.is_shader() {
            return Err(unsupported(format!("{} in a Shader module (Logical addressing has no pointer addresses)", super::short(inst))));
        }
        let i8 = self.b.type_int(8);
        let bytes = self.pointer_to(p, i8)?;
        let int = self.b.type_int(self.pointer_bits());
        let m = self.value(mask)?;
        if m.ty != int {
            return Err(invalid(format!("{}: the mask is not an integer as wide as the pointer", super::short(inst))));
        }
        let address = self.emit(Op::ConvertPtrToU, int, vec![bytes.id.0]);
        let masked = self.emit(Op::BitwiseAnd, int, vec![address.0, m.id.0]);
        let offset = self.emit(Op::ISub, int, vec![masked.0, address.0]);
        let id = self.emit(Op::PtrAccessChain, bytes.ty, vec![bytes.id.0, offset.0]);
        self.define(inst, Val { id, ty: bytes.ty });
        Ok(())
    }

    /// `memmove`: of a constant size, through a private temporary, so overlap is harmless; of
    /// a run-time size, a byte loop that runs forward when the destination lies below the
    /// source and backward otherwise (so no byte is overwritten before it is read).
    fn memmove(&mut self, dst: Value<'m>, src: Value<'m>, len: Value<'m>, volatile: Option<Value<'m>>) -> Result<()> {
        let vol = volatile.and_then(|v| v.const_int_zext()) == Some(1);
        let Some(n) = len.const_int_zext().filter(|_| len.is_constant()) else {
            return self.memmove_loop(dst, src, len, vol);
        };
        if n == 0 {
            return Ok(());
        }
        let i8 = self.b.type_int(8);
        let arr = self.b.type_array(i8, n);
        let tmp = self.function_variable(arr);
        let d = self.value(dst)?;
        let s = self.value(src)?;
        let nv = self.value(len)?;
        let mut first = vec![tmp.id.0, s.id.0, nv.id.0];
        let mut second = vec![d.id.0, tmp.id.0, nv.id.0];
        if vol {
            first.push(MemoryAccess::VOLATILE.bits());
            second.push(MemoryAccess::VOLATILE.bits());
        }
        self.emit_void(Op::CopyMemorySized, first);
        self.emit_void(Op::CopyMemorySized, second);
        Ok(())
    }

    /// `for (i = 0; i < n; i++) { k = forward ? i : n - 1 - i; d[k] = s[k]; }` with
    /// `forward = d < s` (as addresses).
    fn memmove_loop(&mut self, dst: Value<'m>, src: Value<'m>, len: Value<'m>, volatile: bool) -> Result<()> {
        let i8 = self.b.type_int(8);
        let d = self.pointer_to(dst, i8)?;
        let s = self.pointer_to(src, i8)?;
        let n = self.value(len)?;
        let int = self.b.type_int(self.pointer_bits());
        let bool_ty = self.b.type_bool();
        let di = self.emit(Op::ConvertPtrToU, int, vec![d.id.0]);
        let si = self.emit(Op::ConvertPtrToU, int, vec![s.id.0]);
        let forward = self.emit(Op::ULessThan, bool_ty, vec![di.0, si.0]);
        let one = self.splat_int(n.ty, 1)?;
        let last = self.emit(Op::ISub, n.ty, vec![n.id.0, one.0]);
        let access = if volatile { vec![MemoryAccess::VOLATILE.bits()] } else { vec![] };
        self.counted_loop(n, |t, i| {
            let back = t.emit(Op::ISub, n.ty, vec![last.0, i.0]);
            let k = t.emit(Op::Select, n.ty, vec![forward.0, i.0, back.0]);
            let from = t.emit(Op::PtrAccessChain, s.ty, vec![s.id.0, k.0]);
            let to = t.emit(Op::PtrAccessChain, d.ty, vec![d.id.0, k.0]);
            let byte = t.emit(Op::Load, i8, [vec![from.0], access.clone()].concat());
            t.emit_void(Op::Store, [vec![to.0, byte.0], access.clone()].concat());
            Ok(())
        })
    }

    /// `memset`: one store of a constant byte array when byte and size are constants (and
    /// the array is small or zero), else a byte loop.
    fn memset(&mut self, dst: Value<'m>, byte: Value<'m>, len: Value<'m>, volatile: Option<Value<'m>>) -> Result<()> {
        let vol = volatile.and_then(|v| v.const_int_zext()) == Some(1);
        let n = len.const_int_zext().filter(|_| len.is_constant());
        let b = byte.const_int_zext().filter(|_| byte.is_constant());
        if n == Some(0) {
            return Ok(());
        }
        if let (Some(n), Some(b)) = (n, b) {
            if b == 0 || n <= MAX_CONSTANT_FILL {
                let i8 = self.b.type_int(8);
                let arr = self.b.type_array(i8, n);
                let value = if b == 0 {
                    self.b.const_null(arr)
                } else {
                    let c = self.b.const_int(i8, 8, b);
                    self.b.constant(Op::ConstantComposite, arr, vec![c.0; n as usize])
                };
                let p = self.pointer_to(dst, arr)?;
                let mut operands = vec![p.id.0, value.0];
                if vol {
                    operands.push(MemoryAccess::VOLATILE.bits());
                }
                self.emit_void(Op::Store, operands);
                return Ok(());
            }
        }
        self.memset_loop(dst, byte, len, vol)
    }

    /// `for (i = 0; i < n; i++) p[i] = byte;`
    fn memset_loop(&mut self, dst: Value<'m>, byte: Value<'m>, len: Value<'m>, volatile: bool) -> Result<()> {
        let i8 = self.b.type_int(8);
        let p = self.pointer_to(dst, i8)?;
        let v = self.value_as(byte, i8)?;
        let n = self.value(len)?;
        self.counted_loop(n, |t, i| {
            let at = t.emit(Op::PtrAccessChain, p.ty, vec![p.id.0, i.0]);
            let mut operands = vec![at.0, v.0];
            if volatile {
                operands.push(MemoryAccess::VOLATILE.bits());
            }
            t.emit_void(Op::Store, operands);
            Ok(())
        })
    }

    /// `for (i = 0; i < n; i++) body(i)` as new blocks after the current one; the code after
    /// it continues in the loop's exit block.
    pub(crate) fn counted_loop(&mut self, n: Val, body: impl FnOnce(&mut Self, Id) -> Result<()>) -> Result<()> {
        let pre = self.f.current_label.ok_or_else(|| invalid("no current block"))?;
        let (header, body_label, exit) = (self.b.id(), self.b.id(), self.b.id());
        let zero = self.splat_int(n.ty, 0)?;
        let one = self.splat_int(n.ty, 1)?;
        self.emit_void(Op::Branch, vec![header.0]);
        self.start_block(header);
        let i = self.b.id();
        let next = self.b.id();
        self.f.body.push(crate::spirv::Instruction {
            opcode: Op::Phi as u16,
            result_type: Some(n.ty),
            result: Some(i),
            operands: vec![zero.0, pre.0, next.0, body_label.0],
        });
        let bool_ty = self.b.type_bool();
        let more = self.emit(Op::ULessThan, bool_ty, vec![i.0, n.id.0]);
        self.emit_void(Op::BranchConditional, vec![more.0, body_label.0, exit.0]);
        self.start_block(body_label);
        body(self, i)?;
        self.f.body.push(crate::spirv::Instruction {
            opcode: Op::IAdd as u16,
            result_type: Some(n.ty),
            result: Some(next),
            operands: vec![i.0, one.0],
        });
        self.emit_void(Op::Branch, vec![header.0]);
        self.start_block(exit);
        Ok(())
    }

    /// A new `Function` variable holding a `ty`.
    pub(crate) fn function_variable(&mut self, ty: Id) -> Val {
        let ptr = self.pointer_type(StorageClass::Function, ty);
        let id = self.push_variable(ptr);
        Val { id, ty: ptr }
    }

    /// Integer scalar or vector `x`, its scalar width.
    fn int_width_of(&self, x: Val) -> Result<u32> {
        let (s, _) = self.scalar_and_count(x.ty);
        match self.b.type_info(s) {
            Some(super::builder::SpvType::Int(w)) => Ok(*w),
            _ => Err(invalid("integer operand expected")),
        }
    }

    fn shift(&mut self, op: Op, x: Id, ty: Id, amount: u64) -> Result<Id> {
        let a = self.splat_int(ty, amount)?;
        Ok(self.emit(op, ty, vec![x.0, a.0]))
    }

    fn and_mask(&mut self, x: Id, ty: Id, mask: u64) -> Result<Id> {
        let m = self.splat_int(ty, mask)?;
        Ok(self.emit(Op::BitwiseAnd, ty, vec![x.0, m.0]))
    }

    /// `llvm.bswap`: bytes exchanged pairwise with shifts and masks.
    fn byte_swap(&mut self, x: Val) -> Result<Val> {
        let w = self.int_width_of(x)?;
        if w == 8 || w % 8 != 0 {
            return Err(unsupported(format!("bswap of i{w}")));
        }
        let id = self.swap_steps(x, w, 8)?;
        Ok(Val { id, ty: x.ty })
    }

    /// Whether `SPV_KHR_bit_instructions` is allowed; if so it is declared, with its
    /// capability (`BitInstructions`), for the instruction about to be written.
    pub(crate) fn bit_instructions(&mut self) -> bool {
        let ext = crate::tables::extensions::BIT_INSTRUCTIONS;
        let allowed = self.options.extensions.allows(ext);
        if allowed {
            self.b.extension(ext);
            self.b.capability(::spirv::Capability::BitInstructions);
        }
        allowed
    }

    /// `llvm.bitreverse`: adjacent groups of 1, 2, 4, … bits exchanged.
    fn bit_reverse(&mut self, x: Val) -> Result<Val> {
        Ok(Val { id: self.bit_reverse_id(x)?, ty: x.ty })
    }

    /// The bits of integer (vector) `x` reversed.
    pub(crate) fn bit_reverse_id(&mut self, x: Val) -> Result<Id> {
        let w = self.int_width_of(x)?;
        self.swap_steps(x, w, 1)
    }

    /// Exchanges adjacent groups of `s`, `2s`, … bits up to half the width: with `s = 1` a
    /// bit reversal, with `s = 8` a byte swap.
    fn swap_steps(&mut self, x: Val, width: u32, first: u32) -> Result<Id> {
        let mut v = x.id;
        let mut s = first;
        while s < width {
            let mask = group_mask(width, s);
            let hi = self.shift(Op::ShiftRightLogical, v, x.ty, u64::from(s))?;
            let hi = self.and_mask(hi, x.ty, mask)?;
            let lo = self.and_mask(v, x.ty, mask)?;
            let lo = self.shift(Op::ShiftLeftLogical, lo, x.ty, u64::from(s))?;
            v = self.emit(Op::BitwiseOr, x.ty, vec![hi.0, lo.0]);
            s *= 2;
        }
        Ok(v)
    }

    /// `llvm.fshl`/`llvm.fshr` without shifting by the full width.
    fn funnel_shift(&mut self, a: Val, b: Val, c: Val, left: bool) -> Result<Val> {
        let w = self.int_width_of(a)?;
        if !w.is_power_of_two() {
            return Err(unsupported(format!("funnel shift of i{w}")));
        }
        let ty = a.ty;
        let s = self.and_mask(c.id, ty, u64::from(w - 1))?;
        let w1 = self.splat_int(ty, u64::from(w - 1))?;
        let rest = self.emit(Op::ISub, ty, vec![w1.0, s.0]);
        let id = if left {
            let hi = self.emit(Op::ShiftLeftLogical, ty, vec![a.id.0, s.0]);
            let b1 = self.shift(Op::ShiftRightLogical, b.id, ty, 1)?;
            let lo = self.emit(Op::ShiftRightLogical, ty, vec![b1.0, rest.0]);
            self.emit(Op::BitwiseOr, ty, vec![hi.0, lo.0])
        } else {
            let lo = self.emit(Op::ShiftRightLogical, ty, vec![b.id.0, s.0]);
            let a1 = self.shift(Op::ShiftLeftLogical, a.id, ty, 1)?;
            let hi = self.emit(Op::ShiftLeftLogical, ty, vec![a1.0, rest.0]);
            self.emit(Op::BitwiseOr, ty, vec![hi.0, lo.0])
        };
        Ok(Val { id, ty })
    }

    /// `llvm.vector.reduce.*` in the reference translator's shape: every lane taken with
    /// `OpVectorExtractDynamic` at an `i32` index, then combined pairwise as a tree when the
    /// lane count is a power of two (left to right otherwise, and always for the ordered
    /// `fadd`/`fmul`, which start from their scalar operand). Integer minima and maxima are a
    /// comparison and an `OpSelect`; `fmin`/`fmax` keep `llvm.minnum`'s NaN rule through
    /// OpenCL.std `fmin`/`fmax`; `fminimum`/`fmaximum` propagate NaN and order -0 below +0.
    fn reduce(&mut self, inst: Value<'m>, kind: &str, args: &[Value<'m>]) -> Result<Val> {
        let ty = self.ty(inst.ty())?;
        let (start, vector) = match (kind, args) {
            ("fadd" | "fmul", [start, v]) => (Some(self.value(*start)?.id), self.value(*v)?),
            (_, [v]) => (None, self.value(*v)?),
            _ => return Err(invalid(format!("vector.reduce.{kind} with unexpected arguments"))),
        };
        // LLVM's lane count: a widened vector's extra lanes do not take part.
        let n = args.last().and_then(|a| a.ty().vector_size()).unwrap_or(0);
        let boolean = self.is_bool_type(ty);
        let mut lanes = Vec::with_capacity(n as usize);
        for i in 0..n {
            let index = self.b.const_u32(i);
            lanes.push(self.emit(Op::VectorExtractDynamic, ty, vec![vector.id.0, index.0]));
        }
        let id = match start {
            Some(mut acc) => {
                for e in lanes {
                    acc = self.reduce_step(kind, boolean, ty, acc, e)?;
                }
                acc
            }
            None if n.is_power_of_two() => {
                while lanes.len() > 1 {
                    let mut next = Vec::with_capacity(lanes.len() / 2);
                    for pair in lanes.chunks(2) {
                        next.push(match *pair {
                            [a, b] => self.reduce_step(kind, boolean, ty, a, b)?,
                            [a] => a,
                            _ => return Err(invalid("empty reduction step")),
                        });
                    }
                    lanes = next;
                }
                lanes.pop().ok_or_else(|| invalid("reduction of an empty vector"))?
            }
            None => {
                let mut rest = lanes.into_iter();
                let mut acc = rest.next().ok_or_else(|| invalid("reduction of an empty vector"))?;
                for e in rest {
                    acc = self.reduce_step(kind, boolean, ty, acc, e)?;
                }
                acc
            }
        };
        Ok(Val { id, ty })
    }

    fn reduce_step(&mut self, kind: &str, boolean: bool, ty: Id, a: Id, e: Id) -> Result<Id> {
        let op = match (kind, boolean) {
            ("add", false) => Op::IAdd,
            ("mul", false) => Op::IMul,
            ("and", false) => Op::BitwiseAnd,
            ("or", false) => Op::BitwiseOr,
            ("xor", false) => Op::BitwiseXor,
            ("and" | "mul" | "umin" | "smax", true) => Op::LogicalAnd,
            ("or" | "umax" | "smin", true) => Op::LogicalOr,
            ("xor" | "add", true) => Op::LogicalNotEqual,
            ("fadd", _) => Op::FAdd,
            ("fmul", _) => Op::FMul,
            ("smin" | "smax" | "umin" | "umax", false) => {
                let compare = match kind {
                    "smin" => Op::SLessThan,
                    "smax" => Op::SGreaterThan,
                    "umin" => Op::ULessThan,
                    _ => Op::UGreaterThan,
                };
                let bool_ty = self.b.type_bool();
                let pick_a = self.emit(compare, bool_ty, vec![a.0, e.0]);
                return Ok(self.emit(Op::Select, ty, vec![pick_a.0, a.0, e.0]));
            }
            ("fmin" | "fmax", _) => return self.ocl(if kind == "fmin" { "fmin" } else { "fmax" }, ty, &[a, e]),
            ("fminimum" | "fmaximum", _) => return self.float_minimum(kind == "fminimum", ty, a, e, FastMathFlags::NONE, false),
            _ => return Err(unsupported(format!("intrinsic vector.reduce.{kind}"))),
        };
        Ok(self.emit(op, ty, vec![a.0, e.0]))
    }

    /// `{T, iN} llvm.frexp(T x)` → OpenCL.std `frexp(x, &exp)` with the exponent in a
    /// `Function` variable, the two results put together with `OpCompositeConstruct`. OpenCL's
    /// exponent is `int`: another width is the reference's `InvalidBitWidth`.
    fn frexp(&mut self, inst: Value<'m>, x: Value<'m>) -> Result<()> {
        let fields = inst.ty().struct_elements().unwrap_or_default();
        let [_, exp_ty] = fields.as_slice() else {
            return Err(invalid("llvm.frexp without a {mantissa, exponent} result"));
        };
        let width = exp_ty.scalar_type().int_width().unwrap_or(0);
        if width != 32 {
            return Err(super::Error::new(super::ErrorKind::BitWidth(width)));
        }
        let result_ty = self.ty(inst.ty())?;
        let x = self.value(x)?;
        let exp = self.ty(*exp_ty)?;
        let var = self.function_variable(exp);
        let mantissa = self.ocl("frexp", x.ty, &[x.id, var.id])?;
        let exponent = self.emit(Op::Load, exp, vec![var.id.0]);
        let id = self.emit(Op::CompositeConstruct, result_ty, vec![mantissa.0, exponent.0]);
        self.define(inst, Val { id, ty: result_ty });
        Ok(())
    }

    /// `llvm.minimum`/`llvm.maximum` (scalars or vectors): NaN if either operand is NaN, -0
    /// below +0. `OpenCL.std` `fmin`/`fmax` where the operands differ; where they are equal
    /// (`±0` included) the one whose sign (`copysign(1, x)`) is negative for the minimum, the
    /// other for the maximum; a quiet NaN where they are unordered (the reference's expansion).
    /// `flags` (the call's fast-math flags, also on the `fmin`/`fmax`): `nsz` leaves out the
    /// signed-zero step, `nnan` the NaN step. `number`: `llvm.minimumnum`/`maximumnum`, where a
    /// NaN operand gives the other one (as `fmin`/`fmax` do), so there is no NaN step.
    fn float_minimum(&mut self, minimum: bool, ty: Id, x: Id, y: Id, flags: FastMathFlags, number: bool) -> Result<Id> {
        let bool_ty = self.bool_like(ty);
        // Shader modules: GLSL.std.450 `NMin`/`NMax` (which give the number where one operand
        // is NaN, as `fmin`/`fmax`) and the sign bit read as a signed integer.
        let shader = self.is_shader();
        let mut result = if shader {
            let op = if minimum { ::spirv::GlslStd450Op::NMin } else { ::spirv::GlslStd450Op::NMax };
            self.glsl(op, ty, &[x, y])?
        } else {
            self.ocl(if minimum { "fmin" } else { "fmax" }, ty, &[x, y])?
        };
        self.decorate_fast_math(result, flags);
        if !flags.contains(FastMathFlags::NO_SIGNED_ZEROS) {
            let equal = self.emit(Op::FOrdEqual, bool_ty, vec![x.0, y.0]);
            let x_negative = if shader {
                let (scalar, n) = self.scalar_and_count(ty);
                let int = self.b.type_int(self.scalar_width(scalar));
                let int_ty = self.vector_of(int, n);
                let bits = self.emit(Op::Bitcast, int_ty, vec![x.0]);
                let zero = self.splat_int(int_ty, 0)?;
                self.emit(Op::SLessThan, bool_ty, vec![bits.0, zero.0])
            } else {
                let one = self.splat_float(ty, 1.0)?;
                let zero = self.splat_float(ty, 0.0)?;
                let x_sign = self.ocl("copysign", ty, &[one, x])?;
                self.emit(Op::FOrdLessThan, bool_ty, vec![x_sign.0, zero.0])
            };
            let (if_negative, otherwise) = if minimum { (x, y) } else { (y, x) };
            let equal_pick = self.emit(Op::Select, ty, vec![x_negative.0, if_negative.0, otherwise.0]);
            result = self.emit(Op::Select, ty, vec![equal.0, equal_pick.0, result.0]);
        }
        if !flags.contains(FastMathFlags::NO_NANS) && !number {
            // (`OpUnordered` is Kernel-only.)
            let unordered = if shader {
                let (x_nan, y_nan) = (self.emit(Op::IsNan, bool_ty, vec![x.0]), self.emit(Op::IsNan, bool_ty, vec![y.0]));
                self.emit(Op::LogicalOr, bool_ty, vec![x_nan.0, y_nan.0])
            } else {
                self.emit(Op::Unordered, bool_ty, vec![x.0, y.0])
            };
            let nan = self.splat_float(ty, f64::NAN)?;
            result = self.emit(Op::Select, ty, vec![unordered.0, nan.0, result.0]);
        }
        Ok(result)
    }
}

/// The mask selecting the low group of each pair of `s`-bit groups in a `width`-bit integer
/// (`0x5555…` for 1, `0x3333…` for 2, `0x00ff00ff…` for 8).
fn group_mask(width: u32, s: u32) -> u64 {
    let mut mask = 0u64;
    let mut bit = 0;
    while bit < width {
        for k in 0..s {
            if bit + k < 64 {
                mask |= 1u64 << (bit + k);
            }
        }
        bit += 2 * s;
    }
    mask
}

/// The `align` attribute of call argument `index` (a power of two that fits a word).
pub(crate) fn param_align(call: Value<'_>, index: u32) -> Option<u32> {
    let attrs = call.attributes(crate::llvm::AttrIndex::Param(index)).ok()?;
    attrs.iter().find_map(|a| match a {
        crate::llvm::Attribute::Int(k, v) if k == "align" => u32::try_from(*v).ok().filter(|v| v.is_power_of_two()),
        _ => None,
    })
}

/// The bytes of an annotation string (`@.str = private constant [N x i8] c"text\00"`, possibly
/// behind a pointer cast), without the terminating NUL.
/// The arguments of an annotation: the fields of the constant struct its argument global holds,
/// integers in decimal (`i1` as 0 or 1) and strings as their text.
fn annotation_args(v: Value<'_>) -> Option<Vec<String>> {
    let mut v = v;
    let init = loop {
        if let Some(g) = v.as_global_variable() {
            break g.initializer()?;
        }
        if v.kind() != ValueKind::ConstantExpr {
            return None;
        }
        v = v.operand(0)?;
    };
    let fields = init.ty().struct_elements()?;
    (0..fields.len() as u32)
        .map(|i| {
            let field = init.aggregate_element(i)?;
            match field.ty().int_width() {
                Some(1) => field.const_int_zext().map(|b| b.to_string()),
                Some(_) => field.const_int_sext().map(|n| n.to_string()),
                None => annotation_text(field).map(|b| String::from_utf8_lossy(&b).into_owned()),
            }
        })
        .collect()
}

/// The words of decoration literals.
fn literal_words(literals: tables::annotations::Literals) -> Vec<u32> {
    match literals {
        tables::annotations::Literals::Ints(ints) => ints,
        tables::annotations::Literals::Texts(texts) => {
            let mut words = Vec::new();
            for t in &texts {
                crate::spirv::operands::encode_string(t, &mut words);
            }
            words
        }
    }
}

fn annotation_text(v: Value<'_>) -> Option<Vec<u8>> {
    let mut v = v;
    for _ in 0..4 {
        if let Some(init) = v.as_global_variable().and_then(|g| g.initializer()) {
            let mut bytes = init.const_data_bytes()?;
            if bytes.last() == Some(&0) {
                bytes.pop();
            }
            return Some(bytes);
        }
        v = v.operand(0)?;
    }
    None
}

impl<'m> Translator<'m> {
    /// `llvm.ucmp`/`llvm.scmp`: -1, 0 or 1 as `a` is less than, equal to or greater than `b`.
    fn three_way_compare(&mut self, inst: Value<'m>, signed: bool, a: Value<'m>, b: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let (a, b) = (self.value(a)?, self.value(b)?);
        let cond_ty = self.bool_like(a.ty);
        let (lt, gt) = if signed { (Op::SLessThan, Op::SGreaterThan) } else { (Op::ULessThan, Op::UGreaterThan) };
        let less = self.emit(lt, cond_ty, vec![a.id.0, b.id.0]);
        let greater = self.emit(gt, cond_ty, vec![a.id.0, b.id.0]);
        let (minus, zero, one) = (self.splat_int(ty, u64::MAX)?, self.splat_int(ty, 0)?, self.splat_int(ty, 1)?);
        let not_less = self.emit(Op::Select, ty, vec![greater.0, one.0, zero.0]);
        let id = self.emit(Op::Select, ty, vec![less.0, minus.0, not_less.0]);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `llvm.stepvector`: the constant vector 0, 1, 2, …
    fn step_vector(&mut self, inst: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let (scalar, n) = self.scalar_and_count(ty);
        let width = self.scalar_width(scalar);
        let lanes: Vec<u32> = (0..n).map(|k| self.b.const_int(scalar, width, u64::from(k)).0).collect();
        let id = self.b.constant(Op::ConstantComposite, ty, lanes);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `llvm.vector.insert(v, sub, i)`: lanes `i…` of `v` replaced by `sub`, one shuffle.
    fn vector_insert(&mut self, inst: Value<'m>, v: Value<'m>, sub: Value<'m>, index: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let at = constant_index(index, "llvm.vector.insert")?;
        let m = sub.ty().vector_size().ok_or_else(|| invalid("llvm.vector.insert of a non-vector"))?;
        let (v, sub) = (self.value(v)?, self.value(sub)?);
        let (_, lanes) = self.scalar_and_count(v.ty);
        let mut operands = vec![v.id.0, sub.id.0];
        operands.extend((0..lanes).map(|k| if k >= at && k < at + m { lanes + k - at } else { k }));
        let id = self.emit(Op::VectorShuffle, ty, operands);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `llvm.vector.extract(v, i)`: lanes `i…` of `v`, one shuffle.
    fn vector_extract(&mut self, inst: Value<'m>, v: Value<'m>, index: Value<'m>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let at = constant_index(index, "llvm.vector.extract")?;
        let v = self.value(v)?;
        let (_, lanes) = self.scalar_and_count(ty);
        let mut operands = vec![v.id.0, v.id.0];
        operands.extend((0..lanes).map(|k| at + k));
        let id = self.emit(Op::VectorShuffle, ty, operands);
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `llvm.fptosi.sat`/`llvm.fptoui.sat`: the conversion with `SaturatedConversion` (out of
    /// range values clamp, NaN is 0, as OpenCL's `convert_T_sat`).
    fn saturating_fp_to_int(&mut self, inst: Value<'m>, signed: bool, x: Value<'m>, odd: Option<u32>) -> Result<()> {
        let ty = self.ty(inst.ty())?;
        let x = self.value(x)?;
        let Some(n) = odd else {
            let id = self.saturating_conversion(signed, ty, x.id);
            self.define(inst, Val { id, ty });
            return Ok(());
        };
        // An odd width `n`: saturated to 64 bits, then clamped to the `n`-bit range and
        // narrowed to the container (masked to `n` bits when signed), as the reference does.
        let (_, count) = self.scalar_and_count(ty);
        let wide_scalar = self.b.type_int(64);
        let wide = self.vector_of(wide_scalar, count);
        let bools = self.bool_like(wide);
        let v = self.saturating_conversion(signed, wide, x.id);
        let clamped = if signed {
            let (max, min) = ((1u64 << (n - 1)) - 1, (1u64 << (n - 1)).wrapping_neg());
            let (max, min) = (self.splat_int(wide, max)?, self.splat_int(wide, min)?);
            let above = self.emit(Op::SGreaterThanEqual, bools, vec![v.0, max.0]);
            let below = self.emit(Op::SLessThanEqual, bools, vec![v.0, min.0]);
            let low = self.emit(Op::Select, wide, vec![above.0, max.0, v.0]);
            self.emit(Op::Select, wide, vec![below.0, min.0, low.0])
        } else {
            let max = self.splat_int(wide, (1u64 << n) - 1)?;
            let above = self.emit(Op::UGreaterThanEqual, bools, vec![v.0, max.0]);
            self.emit(Op::Select, wide, vec![above.0, max.0, v.0])
        };
        let mut id = if wide == ty { clamped } else { self.emit(Op::UConvert, ty, vec![clamped.0]) };
        if signed {
            id = self.mask_odd(id, ty, n)?;
        }
        self.define(inst, Val { id, ty });
        Ok(())
    }

    /// `OpConvertFToS`/`OpConvertFToU` of `x` to `ty`, saturating (`SaturatedConversion`;
    /// shader conversions have no saturating form, `to_llvm` reads theirs as saturating).
    fn saturating_conversion(&mut self, signed: bool, ty: Id, x: Id) -> Id {
        let id = self.emit(if signed { Op::ConvertFToS } else { Op::ConvertFToU }, ty, vec![x.0]);
        if !self.is_shader() {
            self.b.decorate(id, ::spirv::Decoration::SaturatedConversion, &[]);
        }
        id
    }
}

/// A lane index operand that must be a constant.
fn constant_index(index: Value<'_>, what: &str) -> Result<u32> {
    index
        .const_int_zext()
        .filter(|_| index.is_constant())
        .and_then(|i| u32::try_from(i).ok())
        .ok_or_else(|| invalid(format!("{what} with a lane index that is not a constant")))
}

/// `llvm.memcpy.p1.p1.i64` → `memcpy`; `llvm.vector.reduce.add.v4i32` →
/// `vector.reduce.add`: the name without `llvm.` and the type suffixes.
fn intrinsic_base(name: &str) -> &str {
    let rest = name.strip_prefix("llvm.").unwrap_or(name);
    let parts: Vec<&str> = rest.split('.').collect();
    let mut keep = parts.len();
    while keep > 1 && is_type_suffix(parts[keep - 1]) {
        keep -= 1;
    }
    let len: usize = parts[..keep].iter().map(|p| p.len()).sum::<usize>() + keep.saturating_sub(1);
    &rest[..len.min(rest.len())]
}

/// `i32`, `f32`, `v4i32`, `p1`, `p0i8`, `f16`, `bf16`, `nxv2i32`: a type in a name suffix.
fn is_type_suffix(part: &str) -> bool {
    let p = part.strip_prefix("nxv").or_else(|| part.strip_prefix('v').filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))).map(|r| r.trim_start_matches(|c: char| c.is_ascii_digit())).unwrap_or(part);
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match p.as_bytes().first() {
        Some(b'i' | b'f' | b'p') => p.get(1..).is_some_and(digits) || p == "f16",
        Some(b'b') => p == "bf16",
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_names() {
        assert_eq!(intrinsic_base("llvm.memcpy.p1.p1.i64"), "memcpy");
        assert_eq!(intrinsic_base("llvm.vector.reduce.add.v4i32"), "vector.reduce.add");
        assert_eq!(intrinsic_base("llvm.fmuladd.f32"), "fmuladd");
        assert_eq!(intrinsic_base("llvm.lifetime.start.p0"), "lifetime.start");
        assert_eq!(intrinsic_base("llvm.experimental.noalias.scope.decl"), "experimental.noalias.scope.decl");
        assert_eq!(intrinsic_base("llvm.usub.sat.i32"), "usub.sat");
        assert_eq!(intrinsic_base("llvm.fabs.v4f16"), "fabs");
    }

    #[test]
    fn masks() {
        assert_eq!(group_mask(32, 1), 0x5555_5555);
        assert_eq!(group_mask(32, 8), 0x00ff_00ff);
        assert_eq!(group_mask(64, 32), 0xffff_ffff);
        assert_eq!(group_mask(16, 8), 0x00ff);
    }
}

/// A reader of an annotation string's decorations (`tables::annotations`).
type Parse = fn(&str) -> Option<Vec<(::spirv::Decoration, tables::annotations::Literals)>>;
