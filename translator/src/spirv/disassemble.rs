//! Disassembler: [`Module`] → SPIRV-Tools assembly text.
//!
//! Output is what `spirv-as` accepts: with [`DisOptions::raw_ids`] every id is printed as its
//! number (`%12`), so `spirv-as --preserve-numeric-ids` reproduces the binary; otherwise ids get
//! friendly names in the manner of `spirv-dis` (`OpName`s, `%uint`, `%_ptr_CrossWorkgroup_uint`,
//! `%uint_42`), made unique with numeric suffixes.

use std::collections::HashSet;
use std::fmt::Write as _;

use super::grammar::{self, OperandKind};
use super::module::{Id, Instruction, Module, Section};
use super::numbers;
use super::operands::{self, Operand, TypeContext, decode_string};

/// Disassembler settings.
#[derive(Clone, Debug, Default)]
pub struct DisOptions {
    /// Print ids as numbers (`spirv-dis --raw-id`).
    pub raw_ids: bool,
    /// Omit the header comment lines.
    pub no_header: bool,
}

/// Disassembles a module. A module the reader accepted always disassembles; operands whose
/// layout cannot be recovered (only possible for hand-built modules) are printed as raw words.
pub fn disassemble(module: &Module, options: &DisOptions) -> String {
    let mut out = String::new();
    if !options.no_header {
        let h = &module.header;
        let (major, minor) = h.version_pair();
        let _ = writeln!(out, "; SPIR-V\n; Version: {major}.{minor}");
        let _ = writeln!(out, "; Generator: {}; {}", super::generator_name(h.generator >> 16), h.generator & 0xffff);
        let _ = writeln!(out, "; Bound: {}\n; Schema: {}", h.bound, h.schema);
    }
    let names = if options.raw_ids { None } else { Some(friendly_names(module)) };
    let name_of = |id: u32| -> String {
        match names.as_ref().and_then(|n| n.get(id as usize)).and_then(Option::as_ref) {
            Some(name) => format!("%{name}"),
            None => format!("%{id}"),
        }
    };
    let mut ctx = TypeContext::default();
    let mut layout = Vec::new();
    for inst in module.instructions() {
        line(inst, &ctx, &mut layout, &name_of, &mut out);
        ctx.record(inst);
    }
    out
}

fn line(inst: &Instruction, ctx: &TypeContext, layout: &mut Vec<Operand>, name_of: &dyn Fn(u32) -> String, out: &mut String) {
    let start = out.len();
    match inst.result {
        Some(r) => {
            let _ = write!(out, "{:>12} = ", name_of(r.0));
        }
        None => out.push_str("               "),
    }
    out.push_str(&inst.opcode_name());
    if let Some(t) = inst.result_type {
        let _ = write!(out, " {}", name_of(t.0));
    }
    match operands::walk(inst, ctx, layout) {
        Ok(()) => {
            for op in layout.iter() {
                out.push(' ');
                operand(inst, op, ctx, name_of, out);
            }
        }
        Err(_) => {
            for w in &inst.operands {
                let _ = write!(out, " !{w:#x}");
            }
        }
    }
    if out.len() == start {
        out.truncate(start);
    }
    out.push('\n');
}

fn operand(inst: &Instruction, op: &Operand, ctx: &TypeContext, name_of: &dyn Fn(u32) -> String, out: &mut String) {
    let words = inst.operands.get(op.start..op.start + op.len).unwrap_or(&[]);
    let first = words.first().copied().unwrap_or(0);
    match op.kind {
        k if grammar::is_id_kind(k) => out.push_str(&name_of(first)),
        OperandKind::LiteralString => match decode_string(words) {
            Ok((s, _)) => quote(&s, out),
            Err(_) => out.push_str("\"\""),
        },
        OperandKind::LiteralContextDependentNumber => match op.number {
            Some(ty) => out.push_str(&numbers::print(ty, words)),
            None => {
                let _ = write!(out, "{first}");
            }
        },
        OperandKind::LiteralFloat => out.push_str(&numbers::print(operands::NumberType::Float { width: 32 }, words)),
        OperandKind::LiteralExtInstInteger => {
            let set = ctx.ext_set(Id(inst.operands.first().copied().unwrap_or(0)));
            match set.and_then(Result::ok).and_then(|s| s.instruction(first)) {
                Some(g) => out.push_str(g.opname),
                None => {
                    let _ = write!(out, "{first}");
                }
            }
        }
        OperandKind::LiteralSpecConstantOpInteger => match u16::try_from(first).ok().and_then(grammar::instruction) {
            Some(g) => out.push_str(g.opname),
            None => {
                let _ = write!(out, "{first}");
            }
        },
        k => match grammar::enumerants(k) {
            Some((_, true)) => out.push_str(&mask_text(k, first)),
            Some((_, false)) => match grammar::enumerant(k, first) {
                Some(e) => out.push_str(e.name),
                None => {
                    let _ = write!(out, "{first}");
                }
            },
            None => {
                let _ = write!(out, "{first}");
            }
        },
    }
}

fn mask_text(kind: OperandKind, value: u32) -> String {
    if value == 0 {
        return "None".into();
    }
    let mut parts = Vec::new();
    for bit in 0..32 {
        let b = 1u32 << bit;
        if value & b != 0 {
            match grammar::enumerant(kind, b) {
                Some(e) => parts.push(e.name.to_string()),
                None => parts.push(format!("{b:#x}")),
            }
        }
    }
    parts.join("|")
}

fn quote(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
}

/// Friendly names for every id of the module, unique, in the manner of `spirv-dis`.
fn friendly_names(module: &Module) -> Vec<Option<String>> {
    use spirv::Op;
    let bound = module.header.bound as usize;
    let mut names: Vec<Option<String>> = vec![None; bound];
    let mut used: HashSet<String> = HashSet::new();
    let mut assign = |names: &mut Vec<Option<String>>, id: u32, base: String| {
        let Some(slot) = names.get_mut(id as usize) else { return };
        if slot.is_some() {
            return;
        }
        let base = sanitize(&base);
        let mut candidate = base.clone();
        let mut n = 0;
        // A name that reads as a number would collide with numeric ids.
        while used.contains(&candidate) || candidate.bytes().all(|b| b.is_ascii_digit()) {
            candidate = format!("{base}_{n}");
            n += 1;
        }
        used.insert(candidate.clone());
        *slot = Some(candidate);
    };
    for inst in module.section(Section::DebugName) {
        if inst.opcode == Op::Name as u16 {
            if let (Some(&target), Some(Ok((name, _)))) =
                (inst.operands.first(), inst.operands.get(1..).map(decode_string))
            {
                assign(&mut names, target, name);
            }
        }
    }
    let mut ctx = TypeContext::default();
    for inst in module.instructions() {
        if let Some(r) = inst.result {
            if let Some(base) = type_or_constant_name(inst, &names, &ctx) {
                assign(&mut names, r.0, base);
            }
        }
        ctx.record(inst);
    }
    names
}

fn type_or_constant_name(inst: &Instruction, names: &[Option<String>], ctx: &TypeContext) -> Option<String> {
    use spirv::Op;
    let name = |i: usize| -> String {
        inst.operands
            .get(i)
            .and_then(|&id| names.get(id as usize).cloned().flatten())
            .unwrap_or_else(|| inst.operands.get(i).map_or_else(String::new, |id| id.to_string()))
    };
    let op = Op::from_u32(u32::from(inst.opcode))?;
    Some(match op {
        Op::TypeVoid => "void".into(),
        Op::TypeBool => "bool".into(),
        Op::TypeInt => {
            let width = *inst.operands.first()?;
            let signed = *inst.operands.get(1)? != 0;
            let base = match width {
                8 => "char".to_string(),
                16 => "short".into(),
                32 => "int".into(),
                64 => "long".into(),
                w => format!("int{w}"),
            };
            if signed { base } else { format!("u{base}") }
        }
        Op::TypeFloat if inst.operands.get(1) == Some(&(spirv::FPEncoding::BFloat16KHR as u32)) => "bfloat16".into(),
        Op::TypeFloat => match inst.operands.first()? {
            16 => "half".into(),
            32 => "float".into(),
            64 => "double".into(),
            w => format!("fp{w}"),
        },
        Op::TypeVector => format!("v{}{}", inst.operands.get(1)?, name(0)),
        Op::TypePointer => {
            let sc = grammar::enumerant(OperandKind::StorageClass, *inst.operands.first()?)?;
            format!("_ptr_{}_{}", sc.name, name(1))
        }
        Op::TypeArray => format!("_arr_{}_{}", name(0), name(1)),
        Op::TypeRuntimeArray => format!("_runtimearr_{}", name(0)),
        Op::TypeStruct => "_struct".into(),
        Op::TypeFunction => format!("fn_{}", name(0)),
        Op::TypeSampler => "sampler".into(),
        Op::TypeEvent => "event".into(),
        Op::TypeDeviceEvent => "deviceEvent".into(),
        Op::TypeReserveId => "reserveId".into(),
        Op::TypeQueue => "queue".into(),
        Op::TypeImage => "image".into(),
        Op::TypeSampledImage => "sampledImage".into(),
        Op::TypePipe => "pipe".into(),
        Op::TypePipeStorage => "pipeStorage".into(),
        Op::TypeOpaque => "opaque".into(),
        Op::ConstantTrue => "true".into(),
        Op::ConstantFalse => "false".into(),
        Op::Constant => {
            let ty = inst.result_type?;
            let number = ctx.number(ty)?;
            let value = numbers::print(number, &inst.operands);
            let tname = names.get(ty.0 as usize).cloned().flatten()?;
            format!("{tname}_{}", value.replace('-', "n").replace(['.', '+'], "_"))
        }
        Op::ConstantNull => format!("{}_null", inst.result_type.and_then(|t| names.get(t.0 as usize).cloned().flatten())?),
        _ => return None,
    })
}

/// Keeps characters that `spirv-as` accepts in an id name.
fn sanitize(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '.' { c } else { '_' })
        .collect();
    if s.is_empty() { "_".into() } else { s }
}
