//! `!llvm.loop` hints → `OpLoopMerge` in the loop's header.
//!
//! LLVM attaches `!llvm.loop` to the branch that closes a loop (the latch's back edge). The
//! header is the latch's successor that comes no later in the reverse post-order (a retreating
//! edge of the depth-first search, hence a back edge); the loop's blocks are those that reach
//! the latch without passing through the header. The merge instruction is placed only where it
//! is well formed: the header ends in `br`, dominates the latch (no path from the entry reaches
//! the latch around it) and has that single latch, the loop has exactly one exit block, and
//! that block is not the merge block of another loop. Elsewhere the hints are dropped: they
//! are hints, and the program means the same without them.
//!
//! Mapped hints (the metadata crate's table): `unroll.enable`/`unroll.full` → Unroll,
//! `unroll.disable` → DontUnroll, `unroll.count N` → PartialCount N (SPIR-V 1.4),
//! `ivdep.enable` → DependencyInfinite, `ivdep.safelen N` → DependencyLength N (both SPIR-V
//! 1.1), and with `SPV_INTEL_fpga_loop_controls` allowed the Intel FPGA controls
//! (`ii.count`, `max_concurrency.count`, `intel.pipelining.enable`, `coalesce.enable`/`.count`,
//! `max_interleaving.count`, `intel.speculated.iterations.count`, `fusion.disable`,
//! `intel.max_reinvocation_delay.count`). A hint that needs a version above
//! `--spirv-max-version` or an extension not allowed is dropped; one that fits raises the
//! module's version. Loops whose metadata maps to no control (`llvm.loop.mustprogress` alone)
//! get no merge instruction.

use std::collections::{HashMap, HashSet};

use ::spirv::{LoopControl, Op};
use spirv_llvm_metadata::{LoopMetadata, Md, MdNode, NodeShape};

use super::Translator;
use super::metadata::md;
use crate::llvm::{BasicBlock, Metadata, Value};

/// Where a loop's `OpLoopMerge` goes and what it says; without a merge block, an
/// `OpLoopControlINTEL` (an unstructured loop).
#[derive(Clone, Debug)]
pub(crate) struct LoopMerge<'m> {
    merge: Option<BasicBlock<'m>>,
    continue_target: BasicBlock<'m>,
    control: LoopControl,
    params: Vec<u32>,
}

impl<'m> Translator<'m> {
    /// The loop merges of a function whose reachable blocks are `blocks` (in reverse
    /// post-order), keyed by header.
    pub(crate) fn plan_loop_merges(&mut self, blocks: &[BasicBlock<'m>]) -> HashMap<BasicBlock<'m>, LoopMerge<'m>> {
        let mut plans = HashMap::new();
        let order: HashMap<BasicBlock<'m>, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let latches: Vec<(BasicBlock<'m>, Value<'m>)> =
            blocks.iter().filter_map(|&b| b.terminator().filter(|t| t.metadata(spirv_llvm_metadata::names::LLVM_LOOP).ok().flatten().is_some()).map(|t| (b, t))).collect();
        if latches.is_empty() {
            return plans;
        }
        let mut preds: HashMap<BasicBlock<'m>, Vec<BasicBlock<'m>>> = HashMap::new();
        for &b in blocks {
            for s in successors(b) {
                preds.entry(s).or_default().push(b);
            }
        }
        let mut merges = HashSet::new();
        let unstructured = self.options.extensions.allows(UNSTRUCTURED_LOOP_CONTROLS);
        for (latch, branch) in latches {
            let Some((control, params)) = self.loop_control(branch) else { continue };
            let is_br = |b: BasicBlock<'m>| b.terminator().is_some_and(|t| t.opcode() == Some(crate::llvm::Opcode::Br));
            let unconditional = |b: BasicBlock<'m>| is_br(b) && successors(b).len() == 1;
            match loop_shape(latch, &order, &preds, blocks.first().copied()) {
                // A header ending in an unconditional branch (`while (1)`) takes the unstructured
                // loop's controls when the extension is allowed, as the reference writes it:
                // OpLoopMerge only before a conditional branch.
                Some((header, merge)) if !(unstructured && unconditional(header)) && !plans.contains_key(&header) && merges.insert(merge) => {
                    plans.insert(header, LoopMerge { merge: Some(merge), continue_target: latch, control, params });
                }
                // No merge instruction fits: the controls go in the header as an unstructured
                // loop's when the extension is allowed (the header's branch is a `br`).
                _ if unstructured => {
                    let Some(header) = back_edge_target(latch, &order) else { continue };
                    if is_br(header) && !plans.contains_key(&header) {
                        plans.insert(header, LoopMerge { merge: None, continue_target: latch, control, params });
                    }
                }
                _ => {}
            }
        }
        plans
    }

    /// The loop control and its parameters for a back edge's `!llvm.loop`; `None` when no
    /// hint maps to a loop control. The hint ↔ control table is the metadata crate's
    /// (`LoopHint::loop_control`, read backwards by the reverse direction).
    fn loop_control(&mut self, branch: Value<'m>) -> Option<(LoopControl, Vec<u32>)> {
        let node = branch.metadata(spirv_llvm_metadata::names::LLVM_LOOP).ok().flatten()?;
        let hints = loop_metadata(node)?.hints;
        let fpga = self.options.extensions.allows(FPGA_LOOP_CONTROLS);
        let mut control = LoopControl::NONE;
        // Each control's parameter, by its bit.
        let mut values: Vec<(LoopControl, u32)> = Vec::new();
        for hint in &hints {
            let Some(flag) = hint.loop_control() else { continue };
            let needs = required_version(flag);
            if needs > self.options.max_version || (is_fpga(flag) && !fpga) {
                continue;
            }
            // A control of several parameters (LoopCountINTEL) or of index groups
            // (DependencyArrayINTEL) is not written.
            let takes = crate::spirv::grammar::enumerant(crate::spirv::grammar::OperandKind::LoopControl, flag.bits()).map_or(0, |e| e.params.len());
            let value = match (takes, hint.value()) {
                (0, _) => None,
                // A count that no literal holds says nothing: the hint is dropped.
                (1, Some(v)) => match u32::try_from(v) {
                    Ok(v) => Some(v),
                    Err(_) => continue,
                },
                // Coalescing without a count: LoopCoalesceINTEL 0.
                (1, None) => Some(0),
                _ => continue,
            };
            control |= flag;
            if let Some(v) = value {
                values.retain(|(f, _)| *f != flag);
                values.push((flag, v));
            }
        }
        if control.contains(LoopControl::UNROLL | LoopControl::DONT_UNROLL) {
            control.remove(LoopControl::UNROLL | LoopControl::DONT_UNROLL);
        }
        if control.contains(LoopControl::DONT_UNROLL) {
            control.remove(LoopControl::PARTIAL_COUNT);
        }
        // DependencyInfinite says more than a length.
        if control.contains(LoopControl::DEPENDENCY_INFINITE) {
            control.remove(LoopControl::DEPENDENCY_LENGTH);
        }
        if control.is_empty() {
            return None;
        }
        // Parameters follow the mask's bits from low to high.
        values.retain(|(f, _)| control.contains(*f));
        values.sort_by_key(|(f, _)| f.bits());
        let params = values.into_iter().map(|(_, v)| v).collect();
        let needs = control.iter().map(required_version).max().unwrap_or((1, 0));
        // Checked against the maximum above, so this cannot fail.
        self.require_version(needs, "loop controls").ok()?;
        for cap in rspirv::dr::Operand::LoopControl(control).required_capabilities() {
            self.b.capability(cap);
        }
        Some((control, params))
    }

    /// Emits the `OpLoopMerge` of the loop headed by `bb`, if it has one, just before the
    /// header's branch. Not when the block's translation was split (the back edge targets the
    /// first part).
    pub(crate) fn loop_merge_before_branch(&mut self, bb: BasicBlock<'m>) {
        let Some(plan) = self.f.loop_merges.get(&bb) else { return };
        if self.f.current_label != self.f.labels.get(&bb).copied() {
            return;
        }
        let Some(merge) = plan.merge else {
            let mut operands = vec![plan.control.bits()];
            operands.extend(&plan.params);
            self.b.capability(::spirv::Capability::UnstructuredLoopControlsINTEL);
            self.emit_void(Op::LoopControlINTEL, operands);
            return;
        };
        let (Some(merge), Some(cont)) = (self.f.labels.get(&merge), self.f.labels.get(&plan.continue_target)) else { return };
        let mut operands = vec![merge.0, cont.0, plan.control.bits()];
        operands.extend(&plan.params);
        self.emit_void(Op::LoopMerge, operands);
    }
}

/// The extension of `OpLoopControlINTEL` (controls of a loop without a merge instruction).
const UNSTRUCTURED_LOOP_CONTROLS: &str = "SPV_INTEL_unstructured_loop_controls";

/// The header a latch branches back to: its successor that comes no later in the order.
fn back_edge_target<'m>(latch: BasicBlock<'m>, order: &HashMap<BasicBlock<'m>, usize>) -> Option<BasicBlock<'m>> {
    let at = *order.get(&latch)?;
    successors(latch).into_iter().find(|s| order.get(s).is_some_and(|&i| i <= at))
}

/// The extension of the Intel FPGA loop controls (`InitiationIntervalINTEL`, …).
const FPGA_LOOP_CONTROLS: &str = "SPV_INTEL_fpga_loop_controls";

/// Whether `flag` is one of the Intel FPGA loop controls.
fn is_fpga(flag: LoopControl) -> bool {
    !rspirv::dr::Operand::LoopControl(flag).required_capabilities().is_empty()
}

/// The SPIR-V version a loop control needs (its grammar's; 1.0 for the FPGA controls).
fn required_version(flag: LoopControl) -> (u8, u8) {
    if flag.intersects(LoopControl::DEPENDENCY_INFINITE | LoopControl::DEPENDENCY_LENGTH) {
        (1, 1)
    } else if flag.intersects(
        LoopControl::MIN_ITERATIONS
            | LoopControl::MAX_ITERATIONS
            | LoopControl::ITERATION_MULTIPLE
            | LoopControl::PEEL_COUNT
            | LoopControl::PARTIAL_COUNT,
    ) {
        (1, 4)
    } else {
        (1, 0)
    }
}

/// The reachable successors of a block's terminator.
fn successors(b: BasicBlock<'_>) -> Vec<BasicBlock<'_>> {
    b.terminator().and_then(|t| t.successors()).unwrap_or_default()
}

/// `(header, merge)` for the loop closed by `latch`, when it has the shape the module comment
/// describes.
fn loop_shape<'m>(
    latch: BasicBlock<'m>,
    order: &HashMap<BasicBlock<'m>, usize>,
    preds: &HashMap<BasicBlock<'m>, Vec<BasicBlock<'m>>>,
    entry: Option<BasicBlock<'m>>,
) -> Option<(BasicBlock<'m>, BasicBlock<'m>)> {
    let at = *order.get(&latch)?;
    let mut back = successors(latch).into_iter().filter(|s| order.get(s).is_some_and(|&i| i <= at));
    let header = back.next()?;
    if back.any(|s| s != header) {
        return None;
    }
    let is_br = header.terminator().is_some_and(|t| t.opcode() == Some(crate::llvm::Opcode::Br));
    let empty = Vec::new();
    let header_preds = preds.get(&header).unwrap_or(&empty);
    let latches = header_preds.iter().filter(|p| order.get(p).is_some_and(|&i| i >= order[&header])).count();
    if !is_br || latches != 1 {
        return None;
    }
    // The loop: blocks reaching the latch without passing the header.
    let mut body: HashSet<BasicBlock<'m>> = HashSet::from([header, latch]);
    let mut work = vec![latch];
    while let Some(b) = work.pop() {
        if b == header {
            continue;
        }
        if Some(b) == entry {
            return None; // a path from the entry around the header: it does not dominate
        }
        for &p in preds.get(&b).unwrap_or(&empty) {
            if body.insert(p) {
                work.push(p);
            }
        }
    }
    let mut exits = body.iter().flat_map(|&b| successors(b)).filter(|s| !body.contains(s) && order.contains_key(s));
    let merge = exits.next()?;
    if exits.any(|e| e != merge) {
        return None;
    }
    Some((header, merge))
}

/// The hints of an `!llvm.loop` node (its first operand refers to itself); `None` when it is
/// not one.
fn loop_metadata(node: Metadata<'_>) -> Option<LoopMetadata> {
    let operands = node.operands()?;
    let mut tree = vec![Md::SelfRef];
    for op in operands.into_iter().skip(1) {
        // A property we cannot read is not one we map.
        if let Ok(m @ Md::Node(_)) = md(op, 1) {
            tree.push(m);
        }
    }
    LoopMetadata::from_tree(&MdNode::new(tree)).ok()
}
