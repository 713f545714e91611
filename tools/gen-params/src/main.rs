//! Generates `translator/src/spirv/autogen_enums.rs`: for every enumerated operand kind of the
//! SPIR-V grammar that `rspirv` carries, each enumerant's value, its spelling in SPIRV-Tools
//! assembly, and the operands that follow it (for example `Decoration::SpecId` takes one
//! literal integer).
//!
//! `rspirv` exposes instruction layouts but not enumerant parameters, so this tool asks rspirv's
//! own grammar-driven parser: for each enumerant it parses a one-instruction module whose last
//! operand is that enumerant followed by 0, 1, 2, … zero words, and records the operands the
//! parser produced after it. Names come from rspirv's disassembler. Nothing is hand-copied.
//!
//! Usage: `cargo run -p gen-params > translator/src/spirv/autogen_enums.rs`
//! (CI regenerates and fails on a diff).

use std::fmt::Write as _;

use rspirv::binary::{Consumer, Disassemble, ParseAction};
use rspirv::dr;
use rspirv::grammar::{INSTRUCTION_TABLE, OperandKind, OperandQuantifier};
use spirv as sp;

/// How far the probe extends the instruction while looking for the parameter count.
const MAX_PARAMS: usize = 8;

struct Capture(Option<dr::Instruction>);

impl Consumer for Capture {
    fn initialize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn finalize(&mut self) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_header(&mut self, _: dr::ModuleHeader) -> ParseAction {
        ParseAction::Continue
    }
    fn consume_instruction(&mut self, inst: dr::Instruction) -> ParseAction {
        self.0 = Some(inst);
        ParseAction::Continue
    }
}

/// Parses one instruction with rspirv; `None` when rspirv rejects it.
fn probe(opcode: u32, operands: &[u32]) -> Option<dr::Instruction> {
    let count = u32::try_from(operands.len() + 1).ok()?;
    let mut words = vec![sp::MAGIC_NUMBER, 0x0001_0600, 0, 1000, 0, count << 16 | opcode];
    words.extend_from_slice(operands);
    let mut capture = Capture(None);
    rspirv::binary::parse_words(&words, &mut capture).ok()?;
    capture.0
}

/// The name of the grammar operand kind an rspirv operand value stands for.
fn operand_kind_name(op: &dr::Operand) -> String {
    let debug = format!("{op:?}");
    let name = debug.split('(').next().unwrap_or_default();
    match name {
        "LiteralBit32" => "LiteralInteger".to_string(),
        other => other.to_string(),
    }
}

/// An instruction whose last logical operand has kind `kind`, preceded only by one-word ids or
/// literals; returns its opcode and the number of words before the enumerant.
fn carrier(kind: OperandKind) -> Option<(u32, usize)> {
    INSTRUCTION_TABLE.iter().find_map(|inst| {
        let (last, before) = inst.operands.split_last()?;
        let simple = before.iter().all(|o| {
            o.quantifier == OperandQuantifier::One
                && matches!(
                    o.kind,
                    OperandKind::IdRef
                        | OperandKind::IdResult
                        | OperandKind::IdResultType
                        | OperandKind::IdScope
                        | OperandKind::IdMemorySemantics
                )
        });
        (simple && last.kind == kind).then_some((inst.opcode as u32, before.len()))
    })
}

struct Row {
    value: u32,
    name: String,
    params: Vec<String>,
    variadic: bool,
}

/// Finds the parameters of one enumerant by probing rspirv's parser.
fn parameters(kind: OperandKind, value: u32) -> Result<(Vec<String>, bool), String> {
    let (opcode, prefix) = carrier(kind).ok_or_else(|| format!("no carrier instruction for {kind:?}"))?;
    let base: Vec<u32> = (0..prefix).map(|i| i as u32 + 1).collect();
    for extra in 0..=MAX_PARAMS {
        let mut operands = base.clone();
        operands.push(value);
        operands.extend(std::iter::repeat_n(0, extra));
        let Some(inst) = probe(opcode, &operands) else { continue };
        let mut ops = inst.operands;
        // Drop result type/result (kept separately by rspirv) and the operands before the enumerant.
        let before = prefix
            - inst.result_type.is_some() as usize
            - inst.result_id.is_some() as usize;
        let params: Vec<String> = ops.drain(before..).skip(1).map(|o| operand_kind_name(&o)).collect();
        let mut longer = base.clone();
        longer.push(value);
        longer.extend(std::iter::repeat_n(0, extra + 1));
        let variadic = probe(opcode, &longer).is_some();
        return Ok((params, variadic));
    }
    Err(format!("rspirv parses no form of {kind:?} value {value}"))
}

macro_rules! value_enums {
    ($($kind:ident),* $(,)?) => {
        fn value_rows(kind: OperandKind) -> Option<Vec<(u32, String)>> {
            match kind {
                $(OperandKind::$kind => Some(
                    (0..=0xFFFFu32)
                        .filter_map(|v| sp::$kind::from_u32(v).map(|e| (v, format!("{}", dr::Operand::$kind(e)))))
                        .collect(),
                ),)*
                _ => None,
            }
        }
        const VALUE_KINDS: &[OperandKind] = &[$(OperandKind::$kind),*];
    };
}

macro_rules! mask_enums {
    ($($kind:ident),* $(,)?) => {
        fn mask_rows(kind: OperandKind) -> Option<Vec<(u32, String)>> {
            match kind {
                $(OperandKind::$kind => Some(
                    (0..32u32)
                        .filter_map(|bit| sp::$kind::from_bits(1 << bit).map(|m| (1u32 << bit, m.disassemble())))
                        .collect(),
                ),)*
                _ => None,
            }
        }
        const MASK_KINDS: &[OperandKind] = &[$(OperandKind::$kind),*];
    };
}

value_enums!(
    SourceLanguage, ExecutionModel, AddressingModel, MemoryModel, ExecutionMode, StorageClass, Dim,
    SamplerAddressingMode, SamplerFilterMode, ImageFormat, ImageChannelOrder, ImageChannelDataType,
    FPRoundingMode, FPDenormMode, QuantizationModes, FPOperationMode, OverflowModes, LinkageType,
    AccessQualifier, HostAccessQualifier, FunctionParameterAttribute, Decoration, BuiltIn, Scope,
    GroupOperation, KernelEnqueueFlags, Capability, RayQueryIntersection,
    RayQueryCommittedIntersectionType, RayQueryCandidateIntersectionType, PackedVectorFormat,
    CooperativeMatrixLayout, CooperativeMatrixUse, TensorClampMode, InitializationModeQualifier,
    LoadCacheControl, StoreCacheControl, NamedMaximumNumberOfRegisters, FPEncoding,
    CooperativeVectorMatrixLayout, ComponentType,
);

mask_enums!(
    ImageOperands, FPFastMathMode, SelectionControl, LoopControl, FunctionControl, MemorySemantics,
    MemoryAccess, KernelProfilingInfo, RayFlags, FragmentShadingRate, RawAccessChainOperands,
    CooperativeMatrixOperands, CooperativeMatrixReduce, TensorAddressingOperands,
    MatrixMultiplyAccumulateOperands, TensorOperands,
);

fn rows(kind: OperandKind, mask: bool) -> Result<Vec<Row>, String> {
    let named = if mask { mask_rows(kind) } else { value_rows(kind) };
    let named = named.ok_or_else(|| format!("{kind:?} is not listed"))?;
    let has_carrier = carrier(kind).is_some();
    named
        .into_iter()
        .map(|(value, name)| {
            let (params, variadic) =
                if has_carrier { parameters(kind, value)? } else { (Vec::new(), false) };
            Ok(Row { value, name, params, variadic })
        })
        .collect()
}

fn const_name(kind: OperandKind) -> String {
    let mut out = String::new();
    for (i, c) in format!("{kind:?}").chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

fn main() -> Result<(), String> {
    // Every enumerated kind used by an instruction must be listed above.
    for inst in INSTRUCTION_TABLE.iter() {
        for op in inst.operands {
            let k = op.kind;
            let plain = format!("{k:?}");
            let structural = plain.starts_with("Id") || plain.starts_with("Literal") || plain.starts_with("Pair");
            if !structural && !VALUE_KINDS.contains(&k) && !MASK_KINDS.contains(&k) {
                return Err(format!("operand kind {k:?} of Op{:?} is not listed in gen-params", inst.opcode));
            }
        }
    }
    let mut out = String::new();
    out.push_str(
        "// AUTOMATICALLY GENERATED by tools/gen-params from rspirv's grammar and parser.\n\
         // DO NOT EDIT: run `cargo run -p gen-params > translator/src/spirv/autogen_enums.rs`.\n\n\
         use super::grammar::{Enumerant, OperandKind};\n\n",
    );
    let mut dispatch = String::new();
    for (kinds, mask) in [(VALUE_KINDS, false), (MASK_KINDS, true)] {
        for &kind in kinds {
            let table = rows(kind, mask)?;
            let cname = const_name(kind);
            let _ = writeln!(out, "static {cname}: &[Enumerant] = &[");
            for r in &table {
                let params: Vec<String> = r.params.iter().map(|p| format!("OperandKind::{p}")).collect();
                let _ = writeln!(
                    out,
                    "    Enumerant {{ value: {}, name: {:?}, params: &[{}], variadic: {} }},",
                    r.value,
                    r.name,
                    params.join(", "),
                    r.variadic
                );
            }
            out.push_str("];\n\n");
            let _ = writeln!(dispatch, "        OperandKind::{kind:?} => Some(({cname}, {mask})),");
        }
    }
    out.push_str(
        "/// The enumerants of an enumerated operand kind, sorted by value, and whether the kind is a\n\
         /// bit mask; `None` for ids and literals.\n\
         pub(crate) fn enumerants(kind: OperandKind) -> Option<(&'static [Enumerant], bool)> {\n    match kind {\n",
    );
    out.push_str(&dispatch);
    out.push_str("        _ => None,\n    }\n}\n");
    print!("{out}");
    Ok(())
}
