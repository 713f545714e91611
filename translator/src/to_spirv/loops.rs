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
//! Mapped hints: `unroll.enable`/`unroll.full` → Unroll, `unroll.disable` → DontUnroll,
//! `unroll.count N` → PartialCount N (SPIR-V 1.4), `ivdep.enable` → DependencyInfinite,
//! `ivdep.safelen N` → DependencyLength N (both SPIR-V 1.1). A hint that needs a version above
//! `--spirv-max-version` is dropped; one that fits raises the module's version. Loops whose
//! metadata maps to no control (`llvm.loop.mustprogress` alone) get no merge instruction.

use std::collections::{HashMap, HashSet};

use ::spirv::{LoopControl, Op};
use spirv_llvm_metadata::{LoopHint, LoopMetadata, Md, MdNode, NodeShape};

use super::Translator;
use super::metadata::md;
use crate::llvm::{BasicBlock, Metadata, Value};

/// Where a loop's `OpLoopMerge` goes and what it says.
#[derive(Clone, Debug)]
pub(crate) struct LoopMerge<'m> {
    merge: BasicBlock<'m>,
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
            blocks.iter().filter_map(|&b| b.terminator().filter(|t| t.metadata("llvm.loop").ok().flatten().is_some()).map(|t| (b, t))).collect();
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
        for (latch, branch) in latches {
            let Some((control, params)) = self.loop_control(branch) else { continue };
            let Some((header, merge)) = loop_shape(latch, &order, &preds, blocks.first().copied()) else { continue };
            if plans.contains_key(&header) || !merges.insert(merge) {
                continue;
            }
            plans.insert(header, LoopMerge { merge, continue_target: latch, control, params });
        }
        plans
    }

    /// The loop control and its parameters for a back edge's `!llvm.loop`; `None` when no
    /// hint maps to a loop control.
    fn loop_control(&mut self, branch: Value<'m>) -> Option<(LoopControl, Vec<u32>)> {
        let node = branch.metadata("llvm.loop").ok().flatten()?;
        let hints = loop_metadata(node)?.hints;
        let mut control = LoopControl::NONE;
        let (mut length, mut count) = (None, None);
        for hint in &hints {
            match hint {
                LoopHint::UnrollEnable | LoopHint::UnrollFull => control |= LoopControl::UNROLL,
                LoopHint::UnrollDisable => control |= LoopControl::DONT_UNROLL,
                LoopHint::UnrollCount(n) if self.options.max_version >= (1, 4) => count = Some(*n),
                LoopHint::IvdepEnable if self.options.max_version >= (1, 1) => control |= LoopControl::DEPENDENCY_INFINITE,
                LoopHint::IvdepSafelen(n) if self.options.max_version >= (1, 1) => length = Some(*n),
                _ => {}
            }
        }
        if control.contains(LoopControl::UNROLL | LoopControl::DONT_UNROLL) {
            control.remove(LoopControl::UNROLL | LoopControl::DONT_UNROLL);
        }
        if control.contains(LoopControl::DONT_UNROLL) {
            count = None;
        }
        let mut params = Vec::new();
        // Parameters follow the mask's bits from low to high.
        if let Some(n) = length.filter(|_| !control.contains(LoopControl::DEPENDENCY_INFINITE)) {
            control |= LoopControl::DEPENDENCY_LENGTH;
            params.push(n);
        }
        if let Some(n) = count {
            control |= LoopControl::PARTIAL_COUNT;
            params.push(n);
        }
        if control.is_empty() {
            return None;
        }
        // Checked against the maximum above, so these cannot fail.
        if control.contains(LoopControl::PARTIAL_COUNT) {
            self.require_version((1, 4), "loop control PartialCount").ok()?;
        } else if control.intersects(LoopControl::DEPENDENCY_INFINITE | LoopControl::DEPENDENCY_LENGTH) {
            self.require_version((1, 1), "loop controls DependencyInfinite/DependencyLength").ok()?;
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
        let (Some(merge), Some(cont)) = (self.f.labels.get(&plan.merge), self.f.labels.get(&plan.continue_target)) else { return };
        let mut operands = vec![merge.0, cont.0, plan.control.bits()];
        operands.extend(&plan.params);
        self.emit_void(Op::LoopMerge, operands);
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
