//! Terminators: `ret`, `br`, `switch` (and `unreachable`, in the dispatch). Before a branch,
//! the incoming values of the successors' `phi`s are made (`Translator::phi_edges`), then a loop
//! header's `OpLoopMerge` (`loops.rs`).

use ::spirv::Op;

use super::{Result, Translator, invalid, unsupported};
use crate::llvm::{BasicBlock, Value};
use crate::spirv::Id;

impl<'m> Translator<'m> {
    pub(crate) fn ret(&mut self, inst: Value<'m>) -> Result<()> {
        match inst.operand(0) {
            None => self.emit_void(Op::Return, vec![]),
            Some(v) => {
                let f = self.f.func.ok_or_else(|| invalid("ret outside a function"))?;
                let ret = self.functions.get(&f.as_value()).map(|i| i.ret).ok_or_else(|| invalid("undeclared function"))?;
                let id = self.value_as(v, ret)?;
                self.emit_void(Op::ReturnValue, vec![id.0]);
            }
        }
        Ok(())
    }

    pub(crate) fn br(&mut self, inst: Value<'m>) -> Result<()> {
        let bb = inst.parent_block().ok_or_else(|| invalid("branch outside a block"))?;
        let succ = inst.successors().unwrap_or_default();
        match (inst.branch_condition(), succ.as_slice()) {
            (None, [dest]) => {
                self.phi_edges(bb, &succ)?;
                let l = self.label(*dest)?;
                self.loop_merge_before_branch(bb);
                self.structured_merge(inst)?;
                self.emit_void(Op::Branch, vec![l.0]);
            }
            (Some(cond), [t, f]) => {
                let c = self.value(cond)?;
                self.phi_edges(bb, &succ)?;
                let (lt, lf) = (self.label(*t)?, self.label(*f)?);
                self.loop_merge_before_branch(bb);
                self.structured_merge(inst)?;
                if lt == lf {
                    self.emit_void(Op::Branch, vec![lt.0]);
                } else {
                    let mut operands = vec![c.id.0, lt.0, lf.0];
                    operands.extend(branch_weights(inst).into_iter().flatten());
                    self.emit_void(Op::BranchConditional, operands);
                }
            }
            _ => return Err(invalid("malformed branch")),
        }
        Ok(())
    }

    pub(crate) fn switch(&mut self, inst: Value<'m>) -> Result<()> {
        let bb = inst.parent_block().ok_or_else(|| invalid("switch outside a block"))?;
        let selector = inst.operand(0).ok_or_else(|| invalid("switch without selector"))?;
        let width = selector.ty().int_width().unwrap_or(0);
        if !(2..=64).contains(&width) {
            return Err(unsupported(format!("switch on i{width}")));
        }
        // Odd widths are held in a wider integer with the bits above the width zero, as the
        // case literals are.
        let container = super::odd_widths::container_width(width);
        let sel = self.value(selector)?;
        let default = inst.switch_default().ok_or_else(|| invalid("switch without default"))?;
        let cases = inst.switch_cases().unwrap_or_default();
        let case_values: Vec<Value<'m>> = cases.iter().map(|c| c.0).collect();
        self.channel_data_type_compare(selector, &case_values)?;
        let succ = inst.successors().unwrap_or_default();
        self.phi_edges(bb, &succ)?;
        let mut operands = vec![sel.id.0, self.label(default)?.0];
        for (value, dest) in cases {
            let words = value.const_int_words().ok_or_else(|| invalid("switch case is not an integer"))?;
            let v = words.first().copied().unwrap_or(0);
            operands.push(v as u32);
            if container == 64 {
                operands.push((v >> 32) as u32);
            }
            operands.push(self.label(dest)?.0);
        }
        self.structured_merge(inst)?;
        self.emit_void(Op::Switch, operands);
        Ok(())
    }

    /// The label of a reachable block.
    fn label(&self, bb: BasicBlock<'m>) -> Result<Id> {
        self.f.labels.get(&bb).copied().ok_or_else(|| invalid("branch to a block without label"))
    }
}

/// The two branch weights of a conditional `br`'s `!prof !{!"branch_weights", [!"expected",]
/// i32 t, i32 f}`, as `OpBranchConditional`'s literals: scaled down as LLVM scales counts
/// (`calculateCountScale`) so that their sum fits 32 bits (SPIR-V requires it); none when both
/// are zero (SPIR-V requires one to be non-zero) or the node is not two weights.
fn branch_weights(inst: Value<'_>) -> Option<[u32; 2]> {
    let ops = inst.metadata(spirv_llvm_metadata::names::PROF).ok()??.operands()?;
    let mut ops = ops.into_iter();
    if ops.next()??.as_string()? != spirv_llvm_metadata::names::BRANCH_WEIGHTS {
        return None;
    }
    let weights: Vec<u64> = ops
        .flatten()
        .filter(|m| m.as_string().is_none())
        .map(|m| m.value().and_then(|v| v.const_int_zext()))
        .collect::<Option<_>>()?;
    let [t, f] = weights[..] else { return None };
    let sum = t + f;
    let scale = if sum < u64::from(u32::MAX) { 1 } else { sum / u64::from(u32::MAX) + 1 };
    let (t, f) = (u32::try_from(t / scale).ok()?, u32::try_from(f / scale).ok()?);
    (t != 0 || f != 0).then_some([t, f])
}
