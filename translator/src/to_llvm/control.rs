//! Control flow: branches, `OpSwitch`, returns, `OpPhi` (incoming values filled in once the
//! whole function exists), `OpSelect`, and `OpLoopMerge` loop controls → `llvm.loop` metadata on
//! the back edge. Selection merges carry no meaning in LLVM and are dropped.

use spirv_llvm_metadata::{LoopHint, LoopMetadata, NodeShape};

use super::spirv_headers::{LoopControl, Op};
use super::{Error, Translator};
use crate::llvm::{BasicBlock, Value};
use crate::spirv::{Id, Instruction};

impl<'a, 'ctx> Translator<'a, 'ctx> {
    pub(super) fn block(&self, id: Id) -> Result<BasicBlock<'a>, Error> {
        self.blocks.get(id.0 as usize).copied().flatten().ok_or_else(|| self.malformed(format!("{id} is not a block of this function")))
    }

    fn block_operand(&self, inst: &Instruction, i: usize) -> Result<BasicBlock<'a>, Error> {
        self.block(Id(self.word(inst, i)?))
    }

    /// Branches, switches, returns and `OpUnreachable`.
    pub(super) fn terminator(&mut self, inst: &Instruction, op: Op) -> Result<(), Error> {
        let b = &self.builder;
        let r = match op {
            Op::Branch => b.br(self.block_operand(inst, 0)?),
            Op::BranchConditional => {
                let cond = self.operand(inst, 0)?;
                let (t, f) = (self.block_operand(inst, 1)?, self.block_operand(inst, 2)?);
                let br = self.ll(b.cond_br(cond, t, f))?;
                if let (Some(&wt), Some(&wf)) = (inst.operands.get(3), inst.operands.get(4))
                    && (wt, wf) != (0, 0)
                {
                    let i32_ty = self.ctx.i32_type();
                    let ops = [
                        self.ctx.md_string(spirv_llvm_metadata::names::BRANCH_WEIGHTS),
                        self.ll(self.ll(i32_ty.const_int(u64::from(wt)))?.to_metadata())?,
                        self.ll(self.ll(i32_ty.const_int(u64::from(wf)))?.to_metadata())?,
                    ];
                    let node = self.ll(self.ctx.md_node(&ops))?;
                    self.ll(br.set_metadata(spirv_llvm_metadata::names::PROF, node))?;
                }
                return Ok(());
            }
            Op::Switch => return self.switch(inst),
            Op::Return => b.ret_void(),
            Op::ReturnValue => b.ret(self.operand(inst, 0)?),
            _ => b.unreachable(),
        };
        self.ll(r).map(|_| ())
    }

    fn switch(&mut self, inst: &Instruction) -> Result<(), Error> {
        let selector = self.operand(inst, 0)?;
        let default = self.block_operand(inst, 1)?;
        let ty = selector.ty();
        let width = ty.int_width().ok_or_else(|| self.malformed("OpSwitch selector is not an integer"))?;
        let words_per = (width as usize).div_ceil(32).max(1);
        let rest = inst.operands.get(2..).unwrap_or(&[]);
        let mut cases = Vec::new();
        for chunk in rest.chunks(words_per + 1) {
            if chunk.len() != words_per + 1 {
                return Err(self.malformed("OpSwitch target list is cut short"));
            }
            let mut wide: Vec<u64> = chunk[..words_per]
                .chunks(2)
                .map(|c| u64::from(c[0]) | c.get(1).map_or(0, |&h| u64::from(h) << 32))
                .collect();
            if width < 64 {
                if let Some(w) = wide.first_mut() {
                    *w &= (1u64 << width) - 1;
                }
            }
            let value = self.ll(ty.const_int_words(&wide))?;
            cases.push((value, self.block(Id(chunk[words_per]))?));
        }
        self.ll(self.builder.switch(selector, default, &cases)).map(|_| ())
    }

    /// Creates the phi; its incoming values are added by [`Self::finish_phis`].
    pub(super) fn phi(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let ty = self.result_type(inst)?;
        let phi = self.ll(self.builder.phi(ty))?;
        self.func.phis.push((phi, inst.clone()));
        Ok(phi)
    }

    pub(super) fn finish_phis(&mut self) -> Result<(), Error> {
        let phis = std::mem::take(&mut self.func.phis);
        for (phi, inst) in phis {
            self.current = self.current.map(|mut c| {
                c.id = inst.result;
                c.opcode = inst.opcode;
                c
            });
            let mut incoming = Vec::new();
            let here = phi.parent_block();
            let mut seen = std::collections::HashSet::new();
            for pair in inst.operands.chunks(2) {
                let [value, parent] = pair else { return Err(self.malformed("OpPhi with an odd operand count")) };
                if !seen.insert(*parent) {
                    // A parent listed twice (as some producers write for switches): the edge
                    // count below already covers it.
                    continue;
                }
                let (value, parent) = (self.value(Id(*value))?, self.block(Id(*parent))?);
                // LLVM wants one entry per edge: a switch may reach this block more than once.
                let edges = parent
                    .terminator()
                    .and_then(|t| t.successors())
                    .map_or(1, |s| s.iter().filter(|b| Some(**b) == here).count().max(1));
                for _ in 0..edges {
                    incoming.push((value, parent));
                }
            }
            self.ll(phi.add_incoming(&incoming))?;
        }
        Ok(())
    }

    pub(super) fn select(&mut self, inst: &Instruction) -> Result<Value<'a>, Error> {
        let (c, t, f) = (self.operand(inst, 0)?, self.operand(inst, 1)?, self.operand(inst, 2)?);
        self.ll(self.builder.select(c, t, f))
    }

    /// Remembers the loop's controls; they are attached to the back edge when the function is
    /// complete.
    pub(super) fn loop_merge(&mut self, inst: &Instruction) -> Result<(), Error> {
        let continue_target = Id(self.word(inst, 1)?);
        let control = self.word(inst, 2)?;
        let params = inst.operands.get(3..).unwrap_or(&[]).to_vec();
        self.func.loops.push((continue_target, control, params));
        Ok(())
    }

    /// `OpLoopControlINTEL` (an unstructured loop's controls, in its header): remembered with
    /// the header; attached to the back edges when the function is complete.
    pub(super) fn loop_control_intel(&mut self, inst: &Instruction) -> Result<(), Error> {
        let control = self.word(inst, 0)?;
        let params = inst.operands.get(1..).unwrap_or(&[]).to_vec();
        let header = self.builder.insert_block().ok_or_else(|| self.malformed("OpLoopControlINTEL outside a block"))?;
        self.func.unstructured_loops.push((header, control, params));
        Ok(())
    }

    pub(super) fn finish_loops(&mut self) -> Result<(), Error> {
        // An unstructured loop has no continue target: its back edges are the branches to the
        // header from blocks after it (SPIR-V's block order puts a header before its loop).
        // One pass over the function's blocks finds them all.
        let unstructured = std::mem::take(&mut self.func.unstructured_loops);
        if let Some(function) = unstructured.first().and_then(|(header, ..)| header.parent()) {
            let mut nodes = std::collections::HashMap::new();
            for (header, control, params) in unstructured {
                let tree = LoopMetadata { hints: loop_hints(control, &params) }.to_tree();
                nodes.insert(header, self.md_node(&tree)?);
            }
            let mut seen = std::collections::HashSet::new();
            for block in function.basic_blocks() {
                if nodes.contains_key(&block) {
                    seen.insert(block);
                }
                let Some(branch) = block.terminator() else { continue };
                for target in branch.successors().unwrap_or_default() {
                    if let (true, Some(&md)) = (seen.contains(&target), nodes.get(&target)) {
                        self.ll(branch.set_metadata(spirv_llvm_metadata::names::LLVM_LOOP, md))?;
                    }
                }
            }
        }
        let loops = std::mem::take(&mut self.func.loops);
        for (continue_target, control, params) in loops {
            // A loop without controls still gets its (empty) `llvm.loop` node, marking the back
            // edge as the reference translator does.
            let hints = loop_hints(control, &params);
            let Some(branch) = self.block(continue_target)?.terminator() else { continue };
            let tree = LoopMetadata { hints }.to_tree();
            let md = self.md_node(&tree)?;
            self.ll(branch.set_metadata(spirv_llvm_metadata::names::LLVM_LOOP, md))?;
        }
        Ok(())
    }
}

/// The `llvm.loop` properties for a SPIR-V loop-control mask and its parameters (parameters
/// follow the mask's bits from low to high).
fn loop_hints(control: u32, params: &[u32]) -> Vec<LoopHint> {
    let control = LoopControl::from_bits_truncate(control);
    let mut params = params.iter().copied();
    let mut hints = Vec::new();
    for bit in 0..32 {
        let flag = LoopControl::from_bits_truncate(1 << bit);
        if flag.is_empty() || !control.contains(flag) {
            continue;
        }
        let takes = crate::spirv::grammar::enumerant(crate::spirv::grammar::OperandKind::LoopControl, 1 << bit)
            .map_or(0, |e| e.params.len());
        let first = if takes > 0 { params.next() } else { None };
        for _ in 1..takes {
            params.next();
        }
        // The metadata crate's table, read backwards; a control of several parameters
        // (LoopCountINTEL) or without a property (MinIterations, …) says nothing LLVM keeps.
        if takes <= 1 {
            hints.extend(LoopHint::from_control(flag, first.map(i64::from)));
        }
    }
    hints
}
