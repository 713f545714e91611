//! Debug information in function bodies: the current line and scope, the builder's location
//! before each instruction, and `DebugDeclare`/`DebugValue` records (see the parent module).

use super::{D, MAX_DEPTH, Scope};
use crate::llvm::Metadata;
use crate::spirv::{Id, Instruction};
use crate::to_llvm::spirv_headers::Op;
use crate::to_llvm::{Error, Translator};

/// Function bodies: locations, scopes and variable records.
impl<'a, 'ctx> Translator<'a, 'ctx> {
    /// Starts the body of SPIR-V function `f` (its LLVM function `function`).
    pub(in crate::to_llvm) fn debug_enter_function(&mut self, f: Id, function: crate::llvm::Function<'a>) -> Result<(), Error> {
        let Some(d) = self.debug.as_mut() else { return Ok(()) };
        d.line = None;
        d.scope = None;
        d.subprogram = None;
        if let (Some(&df), Some(sp)) = (d.function_debug.get(&f.0), function.subprogram()) {
            d.subprogram = Some((df, sp));
        }
        self.ll(self.builder.set_debug_location(None))
    }

    /// Ends a body: no location carries over.
    pub(in crate::to_llvm) fn debug_leave_function(&mut self) -> Result<(), Error> {
        if let Some(d) = self.debug.as_mut() {
            d.subprogram = None;
            d.scope = None;
            d.line = None;
        }
        self.ll(self.builder.set_debug_location(None))
    }

    /// Whether a source line applies to the instruction being translated.
    pub(in crate::to_llvm) fn has_line(&self) -> bool {
        self.debug.as_ref().is_some_and(|d| d.line.is_some())
    }

    /// Updates the current line and scope with `inst`, then sets the builder's location for
    /// the instruction. `rest` are the instructions after it (an `OpPhi` with a line takes the
    /// scope that the block states after its phis).
    pub(in crate::to_llvm) fn debug_before(&mut self, inst: &Instruction, rest: &[Instruction]) -> Result<(), Error> {
        if self.debug.is_none() {
            return Ok(());
        }
        match inst.op() {
            Some(Op::Label) => self.set_line_scope(None, None),
            Some(Op::Line) => {
                let (line, col) = (inst.operands.get(1).copied().unwrap_or(0), inst.operands.get(2).copied().unwrap_or(0));
                if let Some(d) = self.debug.as_mut() {
                    d.line = Some((line, col));
                }
            }
            Some(Op::NoLine) => {
                if let Some(d) = self.debug.as_mut() {
                    d.line = None;
                }
            }
            _ => {}
        }
        if let Some((n, ops)) = self.debug_inst(inst) {
            let id = inst.result.map_or(0, |r| r.0);
            match D::from_u32(n) {
                Some(D::DebugScope) => {
                    let scope = self.usable_scope(id, ops)?;
                    if let Some(d) = self.debug.as_mut() {
                        d.scope = scope;
                    }
                }
                Some(D::DebugNoScope) => {
                    if let Some(d) = self.debug.as_mut() {
                        d.scope = None;
                    }
                }
                Some(D::DebugLine) => {
                    let line = self.lit(id, inst, ops, 1)?;
                    let col = self.lit(id, inst, ops, 3)?;
                    if let Some(d) = self.debug.as_mut() {
                        d.line = Some((line, col));
                    }
                }
                Some(D::DebugNoLine) => {
                    if let Some(d) = self.debug.as_mut() {
                        d.line = None;
                    }
                }
                _ => {}
            }
        }
        let phi_scope = match (inst.op(), self.debug.as_ref()) {
            (Some(Op::Phi), Some(d)) if d.scope.is_none() && d.line.is_some() => self.scope_after_phis(rest)?,
            _ => None,
        };
        let loc = match (phi_scope, self.debug.as_ref()) {
            (Some((_, scope, inlined)), Some(d)) => {
                let (line, col) = d.line.unwrap_or((0, 0));
                Some(self.dl(d.di.location(line, col, scope, inlined))?)
            }
            _ => self.current_location(inst.op() == Some(Op::FunctionCall))?,
        };
        self.ll(self.builder.set_debug_location(loc))
    }

    /// The scope of the first `DebugScope` among the phis, lines and debug instructions that
    /// open a block (SPIR-V allows only `OpLine` among phis: their scope comes after them).
    fn scope_after_phis(&mut self, rest: &[Instruction]) -> Result<Option<Scope<'a>>, Error> {
        for next in rest {
            if let Some((n, ops)) = self.debug_inst(next) {
                if D::from_u32(n) == Some(D::DebugScope) {
                    let id = next.result.map_or(0, |r| r.0);
                    return self.usable_scope(id, ops);
                }
                continue;
            }
            if !matches!(next.op(), Some(Op::Phi | Op::Line | Op::NoLine)) {
                break;
            }
        }
        Ok(None)
    }

    fn set_line_scope(&mut self, line: Option<(u32, u32)>, scope: Option<Scope<'a>>) {
        if let Some(d) = self.debug.as_mut() {
            d.line = line;
            d.scope = scope;
        }
    }

    /// The location for the next instruction: the current line in the current scope; for a
    /// call without one, line 0 in the function's subprogram.
    fn current_location(&self, call: bool) -> Result<Option<Metadata<'a>>, Error> {
        let Some(d) = self.debug.as_ref() else { return Ok(None) };
        let (line, col) = d.line.unwrap_or((0, 0));
        match (d.scope, d.subprogram) {
            (Some((_, scope, inlined)), _) => self.dl(d.di.location(line, col, scope, inlined)).map(Some),
            (None, Some((_, sp))) if call => self.dl(d.di.location(0, 0, sp, None)).map(Some),
            _ => Ok(None),
        }
    }

    /// Location `line`:`column` in the current function's subprogram (for what the SPIR-V
    /// states at module level, as the `OpLine` of a constant sampler), if it has one.
    pub(in crate::to_llvm) fn function_location(&self, line: u32, column: u32) -> Result<Option<Metadata<'a>>, Error> {
        let Some(d) = self.debug.as_ref() else { return Ok(None) };
        let Some((_, sp)) = d.subprogram else { return Ok(None) };
        self.dl(d.di.location(line, column, sp, None)).map(Some)
    }

    /// The `DebugFunction` a scope belongs to (walking lexical blocks' parents and templates'
    /// targets).
    pub(super) fn scope_function(&self, mut scope: u32) -> Option<u32> {
        for _ in 0..MAX_DEPTH {
            let (n, ops) = self.index.def(Id(scope)).and_then(|d| self.debug_inst(d))?;
            scope = match D::from_u32(n)? {
                D::DebugFunction => return Some(scope),
                D::DebugLexicalBlock if ops.len() <= 4 => *ops.get(3)?,
                D::DebugLexicalBlockDiscriminator => *ops.get(2)?,
                D::DebugTypeTemplate => *ops.first()?,
                _ => return None,
            };
        }
        None
    }

    /// `DebugScope(scope, [inlined])` → the scope and inlined-at nodes, if the chain ends at
    /// the function's own subprogram (else `None`: the scope belongs to another function).
    fn usable_scope(&mut self, id: u32, ops: &[u32]) -> Result<Option<Scope<'a>>, Error> {
        let Some((own, _)) = self.debug.as_ref().and_then(|d| d.subprogram) else { return Ok(None) };
        let scope = self.arg(id, ops, 0)?;
        let inlined = ops.get(1).copied();
        // The outermost inlined-at location's scope decides.
        let mut last_scope = scope;
        let mut at = inlined;
        let mut depth = 0;
        while let Some(i) = at {
            let (n, iops) = self.index.def(Id(i)).and_then(|d| self.debug_inst(d)).ok_or_else(|| self.di_error(id, format!("%{i} is not a DebugInlinedAt")))?;
            if n != D::DebugInlinedAt as u32 {
                return Err(self.di_error(id, format!("%{i} is not a DebugInlinedAt")));
            }
            last_scope = self.arg(i, iops, 1)?;
            at = iops.get(2).copied();
            depth += 1;
            if depth > MAX_DEPTH {
                return Err(self.di_error(i, "inlined-at chain too long or cyclic"));
            }
        }
        if self.scope_function(last_scope) != Some(own) || self.scope_function(scope).is_none() {
            return Ok(None);
        }
        let Some(s) = self.node_operand(id, scope)? else { return Ok(None) };
        let i = match inlined {
            Some(i) => self.node_operand(id, i)?,
            None => None,
        };
        Ok(Some((scope, s, i)))
    }

    /// `DebugDeclare` / `DebugValue` in a body → a record at the end of the current block.
    pub(in crate::to_llvm) fn debug_ext_inst(&mut self, inst: &Instruction) -> Result<(), Error> {
        let Some((n, ops)) = self.debug_inst(inst) else { return Ok(()) };
        let declare = match D::from_u32(n) {
            Some(D::DebugDeclare) => true,
            Some(D::DebugValue) => false,
            _ => return Ok(()),
        };
        let id = inst.result.map_or(0, |r| r.0);
        let var_id = self.arg(id, ops, 0)?;
        let var_def = self.index.def(Id(var_id)).and_then(|d| self.debug_inst(d));
        if var_def.is_none_or(|(n, _)| n != D::DebugLocalVariable as u32) {
            return Err(self.di_error(id, format!("%{var_id} is not a DebugLocalVariable")));
        }
        let Some(var) = self.di_node(var_id)? else { return Ok(()) };
        let what_id = self.arg(id, ops, 1)?;
        let expr_id = self.arg(id, ops, 2)?;
        let expr = match self.node_operand(id, expr_id)? {
            Some(e) => e,
            None => self.dl(self.dib()?.expression(&[]))?,
        };
        let undef = self.index.def(Id(what_id)).is_some_and(|d| d.op() == Some(Op::Undef));
        let what = match self.values.get(what_id as usize).copied().flatten() {
            Some(v) if !undef => v,
            _ => match self.index.type_of(Id(what_id)) {
                Some(t) => self.ll(self.ty(t)?.poison())?,
                None => return Ok(()),
            },
        };
        // A declare of something that is not an address says what a value does.
        let value = !declare || !what.ty().is_pointer();
        let Some(loc) = self.record_location(var_id)? else { return Ok(()) };
        let Some(block) = self.builder.insert_block() else { return Ok(()) };
        // An expression with `DW_OP_LLVM_arg`s reads a `!DIArgList`: the value, then the ids
        // after the expression (`.200`), the value again for any index beyond them.
        let args = expr.di_expression_args().unwrap_or(0);
        if value && args > 0 {
            let mut values = vec![what];
            for &w in ops.iter().skip(3).take(args.saturating_sub(1)) {
                let v = self.values.get(w as usize).copied().flatten().ok_or_else(|| self.di_error(id, format!("%{w} is no value")))?;
                values.push(v);
            }
            values.resize(args, what);
            return self.dl(self.dib()?.insert_value_list_record(&values, var, expr, loc, block));
        }
        self.dl(self.dib()?.insert_record(value, what, var, expr, loc, block))
    }

    /// The location of a record for variable `var`: the current one if it is in the
    /// variable's function, else line 0 in the variable's scope when that is the body's own
    /// function; `None` (no record) otherwise.
    fn record_location(&mut self, var: u32) -> Result<Option<Metadata<'a>>, Error> {
        let Some((own, _)) = self.debug.as_ref().and_then(|d| d.subprogram) else { return Ok(None) };
        let inst = self.def(Id(var))?;
        let ops = inst.operands.get(2..).unwrap_or(&[]);
        let var_scope = self.arg(var, ops, 5)?;
        let var_fn = self.scope_function(var_scope);
        let current = self.debug.as_ref().and_then(|d| d.scope);
        if let Some((scope_id, scope, inlined)) = current {
            if var_fn.is_some() && self.scope_function(scope_id) == var_fn {
                let (line, col) = self.debug.as_ref().and_then(|d| d.line).unwrap_or((0, 0));
                return self.dl(self.dib()?.location(line, col, scope, inlined)).map(Some);
            }
        }
        if var_fn != Some(own) {
            return Ok(None);
        }
        let Some(scope) = self.di_node(var_scope)? else { return Ok(None) };
        self.dl(self.dib()?.location(0, 0, scope, None)).map(Some)
    }
}

