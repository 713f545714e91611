//! A cooperative matrix of `Workgroup` scope needs the work-group size of every kernel that
//! uses it (`LocalSize` or `LocalSizeId`, from `reqd_work_group_size`): SPIR-V gives such a
//! matrix no meaning otherwise. A kernel reaching one through calls without a size is an error
//! naming it, instead of a module the validators reject.
//!
//! Checked on the finished module: the functions with a value of such a type (a result or a
//! parameter), then their callers and theirs (each function once), then each entry point
//! without a size.

use std::collections::{HashMap, HashSet};

use ::spirv::{ExecutionMode, Op, Scope};

use super::{Result, unsupported};
use crate::spirv::{Id, Module, Section};

/// Fails when an entry point without a work-group size reaches a value whose type is a
/// `Workgroup`-scope cooperative matrix.
pub(crate) fn check(module: &Module) -> Result<()> {
    let globals = module.section(Section::Global);
    // Most modules have no cooperative matrix: nothing to index then.
    if !globals.iter().any(|i| i.op() == Some(Op::TypeCooperativeMatrixKHR)) {
        return Ok(());
    }
    let constants: HashMap<Id, u32> = globals
        .iter()
        .filter(|i| i.op() == Some(Op::Constant))
        .filter_map(|i| Some((i.result?, *i.operands.first()?)))
        .collect();
    let matrices: HashSet<Id> = globals
        .iter()
        .filter(|i| i.op() == Some(Op::TypeCooperativeMatrixKHR))
        .filter(|i| i.operands.get(1).and_then(|s| constants.get(&Id(*s))) == Some(&(Scope::Workgroup as u32)))
        .filter_map(|i| i.result)
        .collect();
    if matrices.is_empty() {
        return Ok(());
    }
    let index: HashMap<Id, usize> =
        module.functions.iter().enumerate().filter_map(|(i, f)| Some((f.def()?.result?, i))).collect();
    let uses: Vec<bool> = module
        .functions
        .iter()
        .map(|f| f.instructions.iter().any(|i| i.result_type.is_some_and(|t| matrices.contains(&t))))
        .collect();
    let calls: Vec<Vec<usize>> = module
        .functions
        .iter()
        .map(|f| {
            f.instructions
                .iter()
                .filter(|i| i.op() == Some(Op::FunctionCall))
                .filter_map(|i| index.get(&Id(*i.operands.first()?)).copied())
                .collect()
        })
        .collect();
    // Which functions reach a use through calls: the users, then their callers (each once).
    let mut callers: Vec<Vec<usize>> = vec![Vec::new(); module.functions.len()];
    for (f, callees) in calls.iter().enumerate() {
        for &g in callees {
            callers[g].push(f);
        }
    }
    let mut reaches = uses.clone();
    let mut work: Vec<usize> = (0..reaches.len()).filter(|&f| reaches[f]).collect();
    while let Some(f) = work.pop() {
        for &caller in &callers[f] {
            if !reaches[caller] {
                reaches[caller] = true;
                work.push(caller);
            }
        }
    }
    let sized: HashSet<Id> = module
        .section(Section::ExecutionMode)
        .iter()
        .filter(|i| {
            i.operands.get(1).is_some_and(|&m| m == ExecutionMode::LocalSize as u32 || m == ExecutionMode::LocalSizeId as u32)
        })
        .filter_map(|i| i.operands.first().map(|&e| Id(e)))
        .collect();
    for entry in module.section(Section::EntryPoint) {
        let Some(&target) = entry.operands.get(1) else { continue };
        if sized.contains(&Id(target)) || !index.get(&Id(target)).is_some_and(|&f| reaches[f]) {
            continue;
        }
        let name = crate::spirv::operands::decode_string(entry.operands.get(2..).unwrap_or(&[])).map(|(n, _)| n).unwrap_or_default();
        return Err(unsupported(format!(
            "a cooperative matrix of Workgroup scope in kernel {name}, which states no work-group size \
             (SPIR-V needs its LocalSize: give it reqd_work_group_size)"
        )));
    }
    Ok(())
}
