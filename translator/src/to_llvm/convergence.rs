//! Convergence across calls: a function whose body reaches a convergent operation (a barrier,
//! a group or sub-group operation, a call marked `convergent`, or a call to such a function) is
//! itself `convergent` (kernels excepted), and so is every call to it, as clang marks OpenCL C
//! functions. Without it LLVM may put a call that hides a barrier under a condition (or
//! duplicate it), which a work-group's invocations then do not all reach.
//!
//! One pass over the instructions builds the call graph of defined functions; a worklist then
//! marks callers of convergent functions until nothing changes (linear in calls).

use std::collections::HashMap;

use super::{Error, Translator};
use crate::llvm::{AttrIndex, Attribute, CallingConv, Function, Value};

/// The attribute this pass reads and writes.
const CONVERGENT: &str = "convergent";

impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Marks `convergent` the functions that reach a convergent operation and the calls to
    /// them (see the module documentation).
    pub(super) fn propagate_convergence(&self) -> Result<(), Error> {
        let defined: Vec<Function<'a>> = self.module.functions().filter(|f| f.is_declaration() == Some(false)).collect();
        let index: HashMap<Function<'a>, usize> = defined.iter().enumerate().map(|(i, &f)| (f, i)).collect();
        // For each defined function, the calls to it (caller index, call).
        let mut callers: Vec<Vec<(usize, Value<'a>)>> = vec![Vec::new(); defined.len()];
        let mut convergent = vec![false; defined.len()];
        let mut work = Vec::new();
        for (i, f) in defined.iter().enumerate() {
            let mut reaches = self.ll(f.as_value().has_flag(AttrIndex::Function, CONVERGENT))?;
            for inst in f.basic_blocks().flat_map(|b| b.instructions()) {
                let Some(callee) = inst.called_value() else { continue };
                match callee.as_function() {
                    Some(g) => match index.get(&g) {
                        Some(&j) => callers[j].push((i, inst)),
                        None => reaches |= self.ll(g.as_value().has_flag(AttrIndex::Function, CONVERGENT))?,
                    },
                    None => {}
                }
                reaches |= self.ll(inst.has_flag(AttrIndex::Function, CONVERGENT))?;
            }
            if reaches {
                convergent[i] = true;
                work.push(i);
            }
        }
        let flag = Attribute::flag(CONVERGENT);
        while let Some(callee) = work.pop() {
            for &(caller, call) in &callers[callee] {
                if !self.ll(call.has_flag(AttrIndex::Function, CONVERGENT))? {
                    self.ll(call.add_attribute(AttrIndex::Function, &flag))?;
                }
                if !convergent[caller] {
                    convergent[caller] = true;
                    work.push(caller);
                }
            }
        }
        // Kernels keep their attributes, as the reference writes them: a call to one within the
        // module is marked above, and no other module calls one.
        for (f, _) in defined.iter().zip(&convergent).filter(|(f, c)| **c && f.call_conv() != CallingConv::SpirKernel) {
            if !self.ll(f.as_value().has_flag(AttrIndex::Function, CONVERGENT))? {
                self.ll(f.as_value().add_attribute(AttrIndex::Function, &flag))?;
            }
        }
        Ok(())
    }
}
