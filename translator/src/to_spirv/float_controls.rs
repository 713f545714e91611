//! `SPV_KHR_float_controls2`, when `--spirv-ext` allows it in a kernel module that may be
//! SPIR-V 1.2: fast-math flags that core `FPFastMathMode` cannot say (`contract`, `reassoc`)
//! become its `AllowContract`, `AllowReassoc` and (both together) `AllowTransform` bits, and
//! calls carry their flags too (`arith.rs`, `calls.rs`). A module that uses the extension then
//! states, for each kernel and each IEEE floating-point type it has, the default with
//! `OpExecutionModeId FPFastMathDefault`: the `!spirv.ExecutionMode` node's when there is one,
//! else none of the relaxations (what LLVM means by an instruction without flags), or
//! contraction under `--spirv-fp-contract=fast`. It replaces `ContractionOff` and
//! `SignedZeroInfNanPreserve`, which the extension forbids beside it.
//!
//! Without the extension, an `FPFastMathDefault` node becomes `ContractionOff` when it does not
//! allow contraction (its other relaxations are dropped, which keeps the result exact).

use std::collections::{HashMap, HashSet};

use ::spirv::{Capability, ExecutionMode, FPFastMathMode, Op};
use spirv_llvm_metadata::{ExecutionModeMd, Literal, ScalarType};

use super::{FpContract, Result, Translator};
use crate::spirv::{Id, Instruction};
use crate::to_spirv::invalid;

use crate::tables::extensions::FLOAT_CONTROLS2 as EXTENSION;

/// What the module says with the extension.
#[derive(Default)]
pub(crate) struct FloatControls {
    /// Some instruction or mode needed the extension.
    used: bool,
    /// `FPFastMathDefault`s from metadata: (kernel, floating-point width, mode bits).
    defaults: Vec<(Id, u32, u32)>,
    /// The (kernel, width) pairs of `defaults`: the first entry for a pair is kept.
    stated: HashSet<(u32, u32)>,
}

impl Translator<'_> {
    /// Whether the module may use `SPV_KHR_float_controls2`.
    pub(crate) fn float_controls2(&self) -> bool {
        self.options.extensions.allows(EXTENSION) && !self.is_shader() && self.options.max_version >= (1, 2)
    }

    /// Declares the extension (its capability, and SPIR-V 1.2, which `OpExecutionModeId`
    /// needs).
    pub(crate) fn use_float_controls2(&mut self) {
        if !self.float_controls.used {
            self.float_controls.used = true;
            self.b.extension(EXTENSION);
            self.b.capability(Capability::FloatControls2);
            self.b.require_version((1, 2), "SPV_KHR_float_controls2");
        }
    }

    /// A `!spirv.ExecutionMode` `FPFastMathDefault` node of kernel `f`.
    pub(crate) fn fp_fast_math_default_md(&mut self, f: Id, m: &ExecutionModeMd) -> Result<()> {
        let width = match m.target_type.map(|t| t.scalar) {
            Some(ScalarType::Half) => 16,
            Some(ScalarType::Float) => 32,
            Some(ScalarType::Double) => 64,
            _ => return Err(invalid("!spirv.ExecutionMode FPFastMathDefault without a floating-point type")),
        };
        let bits = match m.literals.as_slice() {
            [Literal::Int(bits)] => *bits,
            _ => return Err(invalid("!spirv.ExecutionMode FPFastMathDefault takes one integer of FPFastMathMode bits")),
        };
        let mode = FPFastMathMode::from_bits(bits)
            .ok_or_else(|| invalid(format!("!spirv.ExecutionMode FPFastMathDefault {bits:#x}: not FPFastMathMode bits")))?;
        if mode.contains(FPFastMathMode::FAST) {
            return Err(invalid("!spirv.ExecutionMode FPFastMathDefault with Fast, which the extension deprecates (spell out the flags)"));
        }
        if mode.contains(FPFastMathMode::ALLOW_TRANSFORM) && !mode.contains(FPFastMathMode::ALLOW_CONTRACT | FPFastMathMode::ALLOW_REASSOC) {
            return Err(invalid("!spirv.ExecutionMode FPFastMathDefault: AllowTransform needs AllowContract and AllowReassoc"));
        }
        if self.float_controls2() {
            self.use_float_controls2();
            if self.float_controls.stated.insert((f.0, width)) {
                self.float_controls.defaults.push((f, width, bits));
            }
        } else if !mode.contains(FPFastMathMode::ALLOW_CONTRACT) {
            self.push_execution_mode(f, ExecutionMode::ContractionOff, &[]);
        }
        Ok(())
    }

    /// Whether kernel modes are stated by `FPFastMathDefault` (then `ContractionOff` is not
    /// written).
    pub(crate) fn fp_defaults_stated(&self) -> bool {
        self.float_controls.used
    }

    /// With the extension used: every kernel's `FPFastMathDefault` for every IEEE
    /// floating-point type of the module, in place of `ContractionOff` and
    /// `SignedZeroInfNanPreserve`.
    pub(crate) fn fp_fast_math_defaults(&mut self) {
        if !self.float_controls.used {
            return;
        }
        let kernels: Vec<Id> = self.kernels.iter().map(|k| k.1).collect();
        let kernel_set: HashSet<u32> = kernels.iter().map(|k| k.0).collect();
        let replaced = [ExecutionMode::ContractionOff as u32, ExecutionMode::SignedZeroInfNanPreserve as u32];
        // The widths whose preservation a replaced mode asked for come first, as the reference
        // writes them, then the widths metadata states: by kernel.
        let mut first: HashMap<u32, Vec<u32>> = HashMap::new();
        self.b.execution_modes.retain(|i| {
            let of_kernel = i.operands.first().is_some_and(|f| kernel_set.contains(f));
            let drop = i.op() == Some(Op::ExecutionMode) && of_kernel && i.operands.get(1).is_some_and(|m| replaced.contains(m));
            if let (true, &[f, _, width]) = (drop, i.operands.as_slice()) {
                first.entry(f).or_default().push(width);
            }
            !drop
        });
        let mut stated: HashMap<u32, Vec<(u32, u32)>> = HashMap::new();
        for &(k, width, bits) in &self.float_controls.defaults {
            first.entry(k.0).or_default().push(width);
            stated.entry(k.0).or_default().push((width, bits));
        }
        let preserve = ExecutionMode::SignedZeroInfNanPreserve as u32;
        if !self.b.execution_modes.iter().any(|i| i.operands.get(1) == Some(&preserve)) {
            self.b.drop_capability(Capability::SignedZeroInfNanPreserve);
        }
        let fallback = match self.options.fp_contract {
            FpContract::Fast => FPFastMathMode::ALLOW_CONTRACT.bits(),
            FpContract::On | FpContract::Off => 0,
        };
        let types = self.b.float_types();
        for &k in &kernels {
            // At most three types (16, 32 and 64 bits): the small scans here are constant.
            let widths = first.get(&k.0).map_or(&[][..], Vec::as_slice);
            let mut ordered: Vec<(u32, Id)> = widths.iter().filter_map(|w| types.iter().find(|t| t.0 == *w)).copied().collect();
            ordered.extend(types.iter().copied());
            let mut seen = Vec::new();
            ordered.retain(|t| !seen.contains(&t.0) && { seen.push(t.0); true });
            let given = stated.get(&k.0).map_or(&[][..], Vec::as_slice);
            for &(width, ty) in &ordered {
                let bits = given.iter().find(|d| d.0 == width).map(|d| d.1);
                let flags = self.b.const_u32(bits.unwrap_or(fallback));
                let operands = vec![k.0, ExecutionMode::FPFastMathDefault as u32, ty.0, flags.0];
                self.b.execution_modes.push(Instruction { opcode: Op::ExecutionModeId as u16, result_type: None, result: None, operands });
            }
        }
    }
}
