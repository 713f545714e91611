//! `SPV_INTEL_function_variants`: specializing a multi-target module for one target device, as
//! the extension's "Specialization" rules say, before it is translated (a multi-target module
//! has no LLVM counterpart).
//!
//! The target device is described by [`Target`]; a field left `None` (its `--fnvar-*` flag
//! omitted) matches every value. `OpSpecConstantTargetINTEL`, `OpSpecConstantArchitectureINTEL`
//! and `OpSpecConstantCapabilitiesINTEL` are evaluated against it, boolean `OpSpecConstantOp`s
//! over them (and over boolean constants) are folded, and then:
//! - an instruction decorated `ConditionalINTEL` with a false condition is removed (a function
//!   with its body), with its names and decorations; the decorations themselves are removed;
//! - `OpConditionalCapabilityINTEL`, `OpConditionalExtensionINTEL` and
//!   `OpConditionalEntryPointINTEL` become their unconditional instruction or are removed (an
//!   entry point with its execution modes);
//! - `OpConditionalCopyObjectINTEL` becomes `OpCopyObject` of the first operand whose condition holds;
//! - the evaluated constants become `OpConstantTrue`/`OpConstantFalse`, removed where nothing
//!   uses them, and the extension's capabilities and `OpExtension` go.
//!
//! ```
//! use spirv_llvm_translator::spirv::{self, fnvar};
//! let text = "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n\
//!     OpCapability FunctionVariantsINTEL\nOpExtension \"SPV_INTEL_function_variants\"\n\
//!     OpMemoryModel Physical64 OpenCL\nOpDecorate %f ConditionalINTEL %c\n\
//!     %bool = OpTypeBool\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
//!     %c = OpSpecConstantTargetINTEL %bool 7\n\
//!     %f = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n";
//! let module = spirv::assemble(text, &spirv::AsmOptions::default()).unwrap();
//! assert!(fnvar::is_multi_target(&module));
//! let kept = fnvar::specialize(&module, &fnvar::Target { target: Some(7), ..Default::default() }).unwrap();
//! assert_eq!(kept.functions.len(), 1);
//! assert!(!fnvar::is_multi_target(&kept));
//! let dropped = fnvar::specialize(&module, &fnvar::Target { target: Some(8), ..Default::default() }).unwrap();
//! assert!(dropped.functions.is_empty());
//! ```

use std::collections::{HashMap, HashSet};

use ::spirv::{Capability, Decoration, Op};

use super::{Id, Instruction, Module, Section};

/// The extension's name.
pub const EXTENSION: &str = "SPV_INTEL_function_variants";

/// The target device a module is specialized for (the "device registry" numbers); `None`
/// matches every value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Target {
    /// The architecture category (`--fnvar-category`).
    pub category: Option<u32>,
    /// The architecture family (`--fnvar-family`).
    pub family: Option<u32>,
    /// The architecture (`--fnvar-arch`).
    pub architecture: Option<u32>,
    /// The target ISA (`--fnvar-target`).
    pub target: Option<u32>,
    /// The supported features (`--fnvar-features`).
    pub features: Option<Vec<u32>>,
    /// The supported capabilities, by number (`--fnvar-capabilities`).
    pub capabilities: Option<Vec<u32>>,
    /// Values given to specialization constants, by `SpecId` (`--spec-const`): a boolean one
    /// that a condition uses decides it with this value (non-zero: true), not its default.
    pub spec_constants: Vec<(u32, u64)>,
}

/// Why a module could not be specialized.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("SPV_INTEL_function_variants: {0}")]
pub struct SpecializeError(pub String);

/// Whether `module` is a multi-target module (it declares `SpecConditionalINTEL` or
/// `FunctionVariantsINTEL`).
pub fn is_multi_target(module: &Module) -> bool {
    module.section(Section::Capability).iter().any(|i| {
        i.op() == Some(Op::Capability)
            && matches!(
                i.operands.first().copied(),
                Some(c) if c == Capability::SpecConditionalINTEL as u32 || c == Capability::FunctionVariantsINTEL as u32
            )
    })
}

/// The module specialized for `target` (see the module documentation).
pub fn specialize(module: &Module, target: &Target) -> Result<Module, SpecializeError> {
    let values = evaluate(module, target)?;
    let condition = |id: u32| -> Result<bool, SpecializeError> {
        values.get(&id).copied().ok_or_else(|| SpecializeError(format!("condition %{id} is not a boolean specialization constant")))
    };
    // What a false ConditionalINTEL removes.
    let mut removed: HashSet<u32> = HashSet::new();
    for d in module.section(Section::Annotation) {
        if let (Some(Op::Decorate), Some(&target_id), Some(&decoration), Some(&c)) =
            (d.op(), d.operands.first(), d.operands.get(1), d.operands.get(2))
        {
            if decoration == Decoration::ConditionalINTEL as u32 && !condition(c)? {
                removed.insert(target_id);
            }
        }
    }
    let mut out = Module { header: module.header, sections: Default::default(), functions: Vec::new(), trailing: module.trailing.clone() };
    for f in &module.functions {
        let id = f.def().and_then(|d| d.result).map_or(0, |r| r.0);
        if removed.contains(&id) {
            removed.extend(f.instructions.iter().filter_map(|i| i.result).map(|r| r.0));
            continue;
        }
        let mut kept = f.clone();
        kept.instructions.retain(|i| !i.result.is_some_and(|r| removed.contains(&r.0)));
        for inst in &mut kept.instructions {
            if inst.op() == Some(Op::ConditionalCopyObjectINTEL) {
                *inst = conditional_copy(inst, &condition)?;
            }
        }
        out.functions.push(kept);
    }
    let mut dropped_entries = HashSet::new();
    for section in Section::ALL {
        for inst in module.section(section) {
            let new = match inst.op() {
                Some(Op::ConditionalCapabilityINTEL) => {
                    conditioned(inst, &condition)?.then(|| unconditional(inst, Op::Capability))
                }
                Some(Op::ConditionalExtensionINTEL) => conditioned(inst, &condition)?.then(|| unconditional(inst, Op::Extension)),
                Some(Op::ConditionalEntryPointINTEL) => {
                    if conditioned(inst, &condition)? {
                        Some(unconditional(inst, Op::EntryPoint))
                    } else {
                        dropped_entries.extend(inst.operands.get(2).copied());
                        None
                    }
                }
                Some(Op::SpecConstantTargetINTEL | Op::SpecConstantArchitectureINTEL | Op::SpecConstantCapabilitiesINTEL | Op::SpecConstantOp)
                    if inst.result.is_some_and(|r| values.contains_key(&r.0)) =>
                {
                    let value = inst.result.is_some_and(|r| values.get(&r.0) == Some(&true));
                    let op = if value { Op::ConstantTrue } else { Op::ConstantFalse };
                    Some(Instruction { opcode: op as u16, result_type: inst.result_type, result: inst.result, operands: Vec::new() })
                }
                Some(Op::Decorate) if inst.operands.get(1) == Some(&(Decoration::ConditionalINTEL as u32)) => None,
                Some(Op::Capability)
                    if matches!(inst.operands.first().copied(), Some(c) if c == Capability::SpecConditionalINTEL as u32 || c == Capability::FunctionVariantsINTEL as u32) =>
                {
                    None
                }
                Some(Op::Extension) if super::operands::decode_string(&inst.operands).is_ok_and(|(s, _)| s == EXTENSION) => None,
                _ if inst.result.is_some_and(|r| removed.contains(&r.0)) => None,
                // Names, decorations and execution modes of what is gone.
                Some(Op::ExecutionMode | Op::ExecutionModeId)
                    if inst.operands.first().is_some_and(|t| dropped_entries.contains(t) || removed.contains(t)) =>
                {
                    None
                }
                _ if section == Section::DebugName || section == Section::Annotation => {
                    (!inst.operands.first().is_some_and(|t| removed.contains(t))).then(|| inst.clone())
                }
                _ => Some(inst.clone()),
            };
            out.section_mut(section).extend(new);
        }
    }
    drop_unused_conditions(&mut out, &values);
    Ok(out)
}

/// The condition (operand 0) of a conditional capability, extension or entry point.
fn conditioned(inst: &Instruction, condition: &dyn Fn(u32) -> Result<bool, SpecializeError>) -> Result<bool, SpecializeError> {
    let c = inst.operands.first().copied().ok_or_else(|| SpecializeError(format!("{} without a condition", inst.opcode_name())))?;
    condition(c)
}

/// `inst` without its condition operand, as instruction `op`.
fn unconditional(inst: &Instruction, op: Op) -> Instruction {
    Instruction { opcode: op as u16, result_type: None, result: None, operands: inst.operands.get(1..).unwrap_or(&[]).to_vec() }
}

/// `OpConditionalCopyObjectINTEL` → `OpCopyObject` of the first operand whose condition holds
/// (the extension's revision of August 2025 allows several; at least one must hold).
fn conditional_copy(inst: &Instruction, condition: &dyn Fn(u32) -> Result<bool, SpecializeError>) -> Result<Instruction, SpecializeError> {
    for pair in inst.operands.chunks(2) {
        let &[c, operand] = pair else {
            return Err(SpecializeError("OpConditionalCopyObjectINTEL with a condition without operand".into()));
        };
        if condition(c)? {
            return Ok(Instruction { opcode: Op::CopyObject as u16, result_type: inst.result_type, result: inst.result, operands: vec![operand] });
        }
    }
    Err(SpecializeError("OpConditionalCopyObjectINTEL with no true condition".into()))
}

/// The values of the module's boolean specialization constants that specialization decides:
/// the extension's three kinds, boolean constants, and logical operations over known values.
fn evaluate(module: &Module, target: &Target) -> Result<HashMap<u32, bool>, SpecializeError> {
    let mut values = HashMap::new();
    // The values given to boolean specialization constants, by id (through their SpecId).
    let given: HashMap<u32, bool> = module
        .section(Section::Annotation)
        .iter()
        .filter(|d| d.op() == Some(Op::Decorate) && d.operands.get(1) == Some(&(Decoration::SpecId as u32)))
        .filter_map(|d| {
            let (&id, &spec_id) = (d.operands.first()?, d.operands.get(2)?);
            target.spec_constants.iter().rev().find(|(s, _)| *s == spec_id).map(|&(_, bits)| (id, bits != 0))
        })
        .collect();
    let matches = |given: Option<u32>, wanted: u32| given.is_none_or(|g| g == wanted);
    let subset = |given: &Option<Vec<u32>>, wanted: &[u32]| given.as_ref().is_none_or(|g| wanted.iter().all(|w| g.contains(w)));
    for inst in module.section(Section::Global) {
        let Some(Id(id)) = inst.result else { continue };
        let ops = &inst.operands;
        let value = match inst.op() {
            Some(Op::SpecConstantTrue | Op::SpecConstantFalse) if given.contains_key(&id) => given[&id],
            Some(Op::ConstantTrue | Op::SpecConstantTrue) => true,
            Some(Op::ConstantFalse | Op::SpecConstantFalse) => false,
            Some(Op::SpecConstantTargetINTEL) => {
                let (&isa, features) = ops.split_first().ok_or_else(|| SpecializeError(format!("%{id}: OpSpecConstantTargetINTEL without target")))?;
                matches(target.target, isa) && subset(&target.features, features)
            }
            Some(Op::SpecConstantArchitectureINTEL) => {
                let &[category, family, opcode, architecture] = &ops[..] else {
                    return Err(SpecializeError(format!("%{id}: OpSpecConstantArchitectureINTEL takes 4 literals")));
                };
                let compared = match target.architecture {
                    None => true,
                    Some(a) => compare(opcode, a, architecture).ok_or_else(|| {
                        SpecializeError(format!("%{id}: OpSpecConstantArchitectureINTEL with opcode {opcode} (not an integer comparison)"))
                    })?,
                };
                matches(target.category, category) && matches(target.family, family) && compared
            }
            Some(Op::SpecConstantCapabilitiesINTEL) => subset(&target.capabilities, ops),
            Some(Op::SpecConstantOp) => {
                let known = |i: usize| ops.get(i).and_then(|x| values.get(x)).copied();
                let folded = match ops.first().and_then(|&o| Op::from_u32(o)) {
                    Some(Op::LogicalAnd) => known(1).zip(known(2)).map(|(a, b)| a && b),
                    Some(Op::LogicalOr) => known(1).zip(known(2)).map(|(a, b)| a || b),
                    Some(Op::LogicalEqual) => known(1).zip(known(2)).map(|(a, b)| a == b),
                    Some(Op::LogicalNotEqual) => known(1).zip(known(2)).map(|(a, b)| a != b),
                    Some(Op::LogicalNot) => known(1).map(|a| !a),
                    _ => None,
                };
                let Some(v) = folded else { continue };
                v
            }
            _ => continue,
        };
        values.insert(id, value);
    }
    Ok(values)
}

/// `given <opcode> wanted` for the integer comparison `opcode`.
fn compare(opcode: u32, given: u32, wanted: u32) -> Option<bool> {
    Some(match Op::from_u32(opcode)? {
        Op::IEqual => given == wanted,
        Op::INotEqual => given != wanted,
        Op::UGreaterThan => given > wanted,
        Op::UGreaterThanEqual => given >= wanted,
        Op::ULessThan => given < wanted,
        Op::ULessThanEqual => given <= wanted,
        _ => return None,
    })
}

/// Removes the folded conditions nothing uses any more, with their names and decorations.
fn drop_unused_conditions(module: &mut Module, values: &HashMap<u32, bool>) {
    let is_condition = |i: &Instruction| matches!(i.op(), Some(Op::ConstantTrue | Op::ConstantFalse)) && i.result.is_some_and(|r| values.contains_key(&r.0));
    // The ids each remaining instruction refers to (every word of one whose operands do not
    // decode: a literal may then be taken for a use, which only keeps a constant).
    let mut used = HashSet::new();
    let mut layout = Vec::new();
    let mut ctx = super::operands::TypeContext::default();
    let mut refer = |inst: &Instruction, counts: bool| {
        if counts {
            if super::operands::walk(inst, &ctx, &mut layout).is_ok() {
                used.extend(super::referenced_ids(inst, &layout).map(|id| id.0));
            } else {
                used.extend(inst.result_type.map(|t| t.0));
                used.extend(inst.operands.iter().copied());
            }
        }
        ctx.record(inst);
    };
    for (section, list) in Section::ALL.iter().zip(&module.sections) {
        let names = matches!(section, Section::DebugName | Section::Annotation);
        list.iter().for_each(|i| refer(i, !names && !is_condition(i)));
    }
    module.functions.iter().flat_map(|f| &f.instructions).chain(&module.trailing).for_each(|i| refer(i, true));
    let gone: HashSet<u32> = module.section(Section::Global).iter().filter(|i| is_condition(i)).filter_map(|i| i.result.map(|r| r.0)).filter(|r| !used.contains(r)).collect();
    module.section_mut(Section::Global).retain(|i| !i.result.is_some_and(|r| gone.contains(&r.0)));
    for section in [Section::DebugName, Section::Annotation] {
        module.section_mut(section).retain(|i| !i.operands.first().is_some_and(|t| gone.contains(t)));
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::spirv::{AsmOptions, assemble, disassemble, DisOptions};

    /// Two variants of `k` (a base and one for target 7 at architecture 4 or later of category 2,
    /// family 3, with capability Int64), a conditional capability and a conditional copy.
    const MULTI: &str = "OpCapability Addresses\nOpCapability Kernel\nOpCapability Linkage\n\
        OpCapability FunctionVariantsINTEL\nOpConditionalCapabilityINTEL %fast Int64\n\
        OpExtension \"SPV_INTEL_function_variants\"\nOpMemoryModel Physical64 OpenCL\n\
        OpConditionalEntryPointINTEL %base Kernel %k1 \"k\"\nOpConditionalEntryPointINTEL %fast Kernel %k2 \"k\"\n\
        OpExecutionMode %k2 ContractionOff\nOpName %k1 \"k_base\"\nOpName %k2 \"k_fast\"\nOpName %fast \"fast\"\n\
        OpDecorate %k1 ConditionalINTEL %base\nOpDecorate %k2 ConditionalINTEL %fast\n\
        OpDecorate %f1 ConditionalINTEL %base\nOpDecorate %f2 ConditionalINTEL %fast\n\
        OpDecorate %r1 ConditionalINTEL %base\nOpDecorate %r2 ConditionalINTEL %fast\n\
        %bool = OpTypeBool\n%void = OpTypeVoid\n%uint = OpTypeInt 32 0\n%fn = OpTypeFunction %void\n%fu = OpTypeFunction %uint\n\
        %one = OpConstant %uint 1\n%two = OpConstant %uint 2\n\
        %tgt = OpSpecConstantTargetINTEL %bool 7\n%arch = OpSpecConstantArchitectureINTEL %bool 2 3 174 4\n\
        %caps = OpSpecConstantCapabilitiesINTEL %bool Int64\n%ta = OpSpecConstantOp %bool LogicalAnd %tgt %arch\n\
        %fast = OpSpecConstantOp %bool LogicalAnd %ta %caps\n%base = OpSpecConstantOp %bool LogicalNot %fast\n\
        %f1 = OpFunction %uint None %fu\n%l1 = OpLabel\nOpReturnValue %one\nOpFunctionEnd\n\
        %f2 = OpFunction %uint None %fu\n%l2 = OpLabel\nOpReturnValue %two\nOpFunctionEnd\n\
        %k1 = OpFunction %void None %fn\n%l3 = OpLabel\nOpReturn\nOpFunctionEnd\n\
        %k2 = OpFunction %void None %fn\n%l4 = OpLabel\nOpReturn\nOpFunctionEnd\n\
        %caller = OpFunction %uint None %fu\n%l5 = OpLabel\n%r1 = OpFunctionCall %uint %f1\n%r2 = OpFunctionCall %uint %f2\n\
        %r = OpConditionalCopyObjectINTEL %uint %base %r1 %fast %r2\nOpReturnValue %r\nOpFunctionEnd\n";

    fn specialized(target: Target) -> String {
        let module = assemble(MULTI, &AsmOptions::default()).unwrap();
        let out = specialize(&module, &target).unwrap();
        disassemble(&out, &DisOptions::default())
    }

    #[test]
    fn the_matching_variant_is_kept_and_the_extension_is_gone() {
        let fast = specialized(Target { category: Some(2), family: Some(3), architecture: Some(5), target: Some(7), capabilities: Some(vec![11]), ..Default::default() });
        assert!(fast.contains("OpCapability Int64"), "{fast}");
        assert!(fast.contains("OpEntryPoint Kernel %k_fast \"k\""), "{fast}");
        assert!(fast.contains("OpExecutionMode %k_fast ContractionOff"), "{fast}");
        // f2 is kept (it returns 2), f1 is gone.
        assert!(!fast.contains("k_base") && fast.contains("OpReturnValue %uint_2") && !fast.contains("OpReturnValue %uint_1"), "{fast}");
        for gone in ["INTEL", "SpecConstant", "function_variants"] {
            assert!(!fast.contains(gone), "{gone} in {fast}");
        }
        // The copy takes the kept variant's result; the other call went with its function.
        assert_eq!(fast.matches("OpFunctionCall").count(), 1, "{fast}");
        assert!(fast.contains("OpCopyObject") && !fast.contains("OpConstantTrue"), "{fast}");
    }

    #[test]
    fn a_given_specialization_constant_decides_a_condition() {
        // `fast` also needs a boolean specialization constant of the user's (SpecId 9, default
        // true); `--spec-const 9:i1:0` turns it off, so the base variant is kept.
        let source = MULTI
            .replace("%caps = OpSpecConstantCapabilitiesINTEL %bool Int64\n", "%caps = OpSpecConstantTrue %bool\n")
            .replace("OpDecorate %k1 ConditionalINTEL %base\n", "OpDecorate %caps SpecId 9\nOpDecorate %k1 ConditionalINTEL %base\n");
        let module = assemble(&source, &AsmOptions::default()).unwrap();
        let with = |spec_constants: Vec<(u32, u64)>| {
            disassemble(&specialize(&module, &Target { spec_constants, ..Default::default() }).unwrap(), &DisOptions::default())
        };
        assert!(with(Vec::new()).contains("k_fast"));
        let base = with(vec![(9, 0)]);
        assert!(base.contains("k_base") && !base.contains("k_fast"), "{base}");
        // Another SpecId changes nothing; the last value given for one wins.
        assert!(with(vec![(8, 0)]).contains("k_fast"));
        assert!(with(vec![(9, 0), (9, 1)]).contains("k_fast"));
    }

    #[test]
    fn a_failed_check_keeps_the_base() {
        // Architecture 3 < 4; capability Int64 (11) not supported; target 8.
        for target in [
            Target { architecture: Some(3), ..Default::default() },
            Target { capabilities: Some(vec![4, 5, 6]), ..Default::default() },
            Target { target: Some(8), ..Default::default() },
            Target { category: Some(1), ..Default::default() },
        ] {
            let base = specialized(target.clone());
            assert!(base.contains("OpEntryPoint Kernel %k_base \"k\""), "{target:?}: {base}");
            assert!(!base.contains("Int64") && !base.contains("k_fast") && !base.contains("ContractionOff"), "{target:?}: {base}");
            assert!(base.contains("OpReturnValue %uint_1") && !base.contains("OpReturnValue %uint_2"), "{target:?}: {base}");
            assert_eq!(base.matches("OpFunctionCall").count(), 1, "{base}");
        }
        // Nothing stated: every check holds.
        assert!(specialized(Target::default()).contains("k_fast"));
    }

    #[test]
    fn comparisons_and_errors() {
        assert_eq!(compare(Op::ULessThanEqual as u32, 4, 4), Some(true));
        assert_eq!(compare(Op::UGreaterThan as u32, 4, 4), Some(false));
        assert_eq!(compare(Op::INotEqual as u32, 1, 2), Some(true));
        assert_eq!(compare(Op::IAdd as u32, 1, 2), None);
        // A condition that is no specialization constant is an error, named.
        let bad = MULTI.replace("OpDecorate %f1 ConditionalINTEL %base", "OpDecorate %f1 ConditionalINTEL %one");
        let module = assemble(&bad, &AsmOptions::default()).unwrap();
        let e = specialize(&module, &Target::default()).unwrap_err();
        assert!(e.to_string().contains("is not a boolean specialization constant"), "{e}");
        // Two true conditions in a conditional copy: the first is taken.
        for (pairs, constant_copied) in [("%fast %one %fast %r2", true), ("%fast %r2 %fast %one", false)] {
            let both = MULTI.replace("%base %r1 %fast %r2", pairs);
            let module = assemble(&both, &AsmOptions::default()).unwrap();
            let out = disassemble(&specialize(&module, &Target::default()).unwrap(), &DisOptions::default());
            assert!(out.contains("OpCopyObject %uint"), "{out}");
            assert_eq!(out.contains("OpCopyObject %uint %uint_1"), constant_copied, "{pairs}: {out}");
        }
        // None true (every check holds by default, so `base` does not): an error, named.
        let none = MULTI.replace("%base %r1 %fast %r2", "%base %r1");
        let module = assemble(&none, &AsmOptions::default()).unwrap();
        assert!(specialize(&module, &Target::default()).unwrap_err().to_string().contains("no true condition"));
        assert!(!is_multi_target(&specialize(&assemble(MULTI, &AsmOptions::default()).unwrap(), &Target::default()).unwrap()));
    }
}
