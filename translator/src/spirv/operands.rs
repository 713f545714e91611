//! Operand layout: splits an instruction's operand words into logical operands by walking its
//! grammar. Shared by the reader (validation), the disassembler and id traversal.
//!
//! Context-dependent parts need facts about earlier instructions, kept in [`TypeContext`]:
//! the width of `OpConstant` literals (from the result type), of `OpSwitch` literals (from the
//! selector's type), and the extended instruction set behind an `OpExtInst`.

use super::error::ErrorKind;
use super::grammar::{self, ExtInstSet, OperandKind, OperandQuantifier};
use super::module::{Id, Instruction};

/// What a numeric type is, for sizing and printing literals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberType {
    /// Integer of `width` bits.
    Int {
        /// Bit width.
        width: u32,
        /// Signedness operand of `OpTypeInt`.
        signed: bool,
    },
    /// Floating point of `width` bits.
    Float {
        /// Bit width.
        width: u32,
    },
}

impl NumberType {
    /// Words a literal of this type occupies.
    pub fn words(self) -> usize {
        let width = match self {
            NumberType::Int { width, .. } | NumberType::Float { width } => width,
        };
        (width as usize).div_ceil(32).max(1)
    }
}

/// Per-id facts that operand layout depends on, filled in instruction order.
#[derive(Debug, Default)]
pub struct TypeContext {
    numbers: Vec<Option<NumberType>>,
    value_types: Vec<u32>,
    ext_sets: Vec<Option<Result<&'static ExtInstSet, String>>>,
}

fn slot<T: Clone + Default>(v: &mut Vec<T>, id: Id) -> &mut T {
    let i = id.0 as usize;
    if v.len() <= i {
        v.resize(i + 1, T::default());
    }
    &mut v[i]
}

impl TypeContext {
    /// Records what `inst` defines. Call for every instruction, in order.
    pub fn record(&mut self, inst: &Instruction) {
        use spirv::Op;
        let Some(result) = inst.result else { return };
        if let Some(ty) = inst.result_type {
            *slot(&mut self.value_types, result) = ty.0;
        }
        match spirv::Op::from_u32(u32::from(inst.opcode)) {
            Some(Op::TypeInt) => {
                if let (Some(&width), Some(&signed)) = (inst.operands.first(), inst.operands.get(1)) {
                    *slot(&mut self.numbers, result) = Some(NumberType::Int { width, signed: signed != 0 });
                }
            }
            Some(Op::TypeFloat) => {
                // A float with an FP encoding (`BFloat16KHR`, float8): its literals are read and
                // written as the raw unsigned bits, which no IEEE spelling gives.
                let number = match (inst.operands.first(), inst.operands.get(1)) {
                    (Some(&width), None) => Some(NumberType::Float { width }),
                    (Some(&width), Some(_)) => Some(NumberType::Int { width, signed: false }),
                    _ => None,
                };
                if let Some(number) = number {
                    *slot(&mut self.numbers, result) = Some(number);
                }
            }
            Some(Op::ExtInstImport) => {
                let name = decode_string(&inst.operands).map(|(s, _)| s).unwrap_or_default();
                *slot(&mut self.ext_sets, result) = Some(grammar::ext_inst_set(&name).ok_or(name));
            }
            _ => {}
        }
    }

    /// The numeric type `ty` stands for.
    pub fn number(&self, ty: Id) -> Option<NumberType> {
        self.numbers.get(ty.0 as usize).copied().flatten()
    }

    /// The type of value `id`.
    pub fn value_type(&self, id: Id) -> Option<Id> {
        self.value_types.get(id.0 as usize).copied().filter(|&t| t != 0).map(Id)
    }

    /// The extended instruction set imported as `id`: `Ok` when its grammar is known, `Err`
    /// with the import name when not.
    pub fn ext_set(&self, id: Id) -> Option<Result<&'static ExtInstSet, &str>> {
        match self.ext_sets.get(id.0 as usize)? {
            Some(Ok(set)) => Some(Ok(set)),
            Some(Err(name)) => Some(Err(name.as_str())),
            None => None,
        }
    }
}

/// One logical operand: its kind and the operand words it occupies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand {
    /// Grammar kind.
    pub kind: OperandKind,
    /// First word, as an index into [`Instruction::operands`].
    pub start: usize,
    /// Number of words.
    pub len: usize,
    /// For number literals, the type that sizes them.
    pub number: Option<NumberType>,
}

/// A layout failure at operand word `at`.
#[derive(Debug)]
pub struct WalkError {
    /// What went wrong.
    pub kind: ErrorKind,
    /// Operand word index where it went wrong.
    pub at: usize,
}

/// Decodes a NUL-terminated string from the front of `words`; returns it and its word count.
pub fn decode_string(words: &[u32]) -> Result<(String, usize), ErrorKind> {
    let mut bytes = Vec::new();
    for (i, word) in words.iter().enumerate() {
        for b in word.to_le_bytes() {
            if b == 0 {
                let s = String::from_utf8(bytes).map_err(|_| ErrorKind::InvalidString)?;
                return Ok((s, i + 1));
            }
            bytes.push(b);
        }
    }
    Err(ErrorKind::UnterminatedString)
}

/// Encodes a string as NUL-terminated, zero-padded words.
pub fn encode_string(s: &str, out: &mut Vec<u32>) {
    // A literal string ends at its first NUL: a name read from LLVM may hold one.
    let bytes = s.as_bytes();
    let bytes = bytes.iter().position(|&b| b == 0).map_or(bytes, |n| &bytes[..n]);
    for chunk in bytes.chunks(4) {
        let mut w = [0u8; 4];
        w[..chunk.len()].copy_from_slice(chunk);
        out.push(u32::from_le_bytes(w));
    }
    if bytes.len() % 4 == 0 {
        out.push(0);
    }
}

struct Walker<'a> {
    words: &'a [u32],
    pos: usize,
    ctx: &'a TypeContext,
    inst: &'a Instruction,
    out: &'a mut Vec<Operand>,
}

impl Walker<'_> {
    fn err(&self, kind: ErrorKind) -> WalkError {
        WalkError { kind, at: self.pos }
    }

    fn remaining(&self) -> bool {
        self.pos < self.words.len()
    }

    fn push(&mut self, kind: OperandKind, len: usize, number: Option<NumberType>) -> Result<(), WalkError> {
        if self.pos + len > self.words.len() {
            return Err(self.err(ErrorKind::MissingOperand(format!("{kind:?}"))));
        }
        self.out.push(Operand { kind, start: self.pos, len, number });
        self.pos += len;
        Ok(())
    }

    fn word(&self) -> Result<u32, WalkError> {
        self.words.get(self.pos).copied().ok_or_else(|| self.err(ErrorKind::MissingOperand("word".into())))
    }

    fn logical(&mut self, list: &[grammar::LogicalOperand]) -> Result<bool, WalkError> {
        for op in list {
            if matches!(op.kind, OperandKind::IdResultType | OperandKind::IdResult) {
                continue;
            }
            match op.quantifier {
                OperandQuantifier::One => {
                    if !self.remaining() {
                        return Err(self.err(ErrorKind::MissingOperand(format!("{:?}", op.kind))));
                    }
                    if self.one(op.kind)? {
                        return Ok(true);
                    }
                }
                OperandQuantifier::ZeroOrOne => {
                    if self.remaining() && self.one(op.kind)? {
                        return Ok(true);
                    }
                }
                OperandQuantifier::ZeroOrMore => {
                    while self.remaining() {
                        if self.one(op.kind)? {
                            return Ok(true);
                        }
                    }
                }
            }
        }
        Ok(false)
    }

    /// Walks one operand of `kind`; returns true when it consumed the rest of the instruction
    /// through a nested grammar (extended instruction, spec constant op).
    fn one(&mut self, kind: OperandKind) -> Result<bool, WalkError> {
        match kind {
            OperandKind::IdResultType | OperandKind::IdResult => {
                // Only inside OpSpecConstantOp's nested grammar; they are not encoded there.
                Ok(false)
            }
            OperandKind::LiteralString => {
                let rest = self.words.get(self.pos..).unwrap_or(&[]);
                let (_, len) = decode_string(rest).map_err(|k| self.err(k))?;
                self.push(kind, len, None)?;
                Ok(false)
            }
            OperandKind::LiteralContextDependentNumber => {
                let ty = self.inst.result_type.and_then(|t| self.ctx.number(t)).ok_or_else(|| {
                    self.err(ErrorKind::UnknownLiteralType(format!(
                        "result type {} is not a scalar numeric type",
                        self.inst.result_type.map_or_else(|| "(none)".into(), |t| t.to_string())
                    )))
                })?;
                self.push(kind, ty.words(), Some(ty))?;
                Ok(false)
            }
            OperandKind::PairLiteralIntegerIdRef => {
                let selector = Id(self.words.first().copied().unwrap_or(0));
                let ty = self.ctx.value_type(selector).and_then(|t| self.ctx.number(t)).ok_or_else(|| {
                    self.err(ErrorKind::UnknownLiteralType(format!(
                        "OpSwitch selector {selector} has no known integer type"
                    )))
                })?;
                self.push(OperandKind::LiteralContextDependentNumber, ty.words(), Some(ty))?;
                self.push(OperandKind::IdRef, 1, None)?;
                Ok(false)
            }
            OperandKind::PairIdRefLiteralInteger => {
                self.push(OperandKind::IdRef, 1, None)?;
                self.push(OperandKind::LiteralInteger, 1, None)?;
                Ok(false)
            }
            OperandKind::PairIdRefIdRef => {
                self.push(OperandKind::IdRef, 1, None)?;
                self.push(OperandKind::IdRef, 1, None)?;
                Ok(false)
            }
            OperandKind::LiteralExtInstInteger => self.ext_inst(),
            OperandKind::LiteralSpecConstantOpInteger => {
                let number = self.word()?;
                let nested = u16::try_from(number)
                    .ok()
                    .and_then(grammar::instruction)
                    .ok_or_else(|| self.err(ErrorKind::UnknownSpecConstantOp(number)))?;
                self.push(kind, 1, None)?;
                self.logical(nested.operands)?;
                Ok(true)
            }
            k if grammar::is_id_kind(k) => {
                self.push(k, 1, None)?;
                Ok(false)
            }
            k => match grammar::enumerants(k) {
                Some((_, mask)) => self.enumerated(k, mask),
                None => {
                    // Literal integers and floats, and the one-word enumerations private to
                    // extended instruction sets.
                    self.push(k, 1, None)?;
                    Ok(false)
                }
            },
        }
    }

    fn enumerated(&mut self, kind: OperandKind, mask: bool) -> Result<bool, WalkError> {
        let value = self.word()?;
        let unknown = |v: u32| ErrorKind::UnknownEnumerant { kind: format!("{kind:?}"), value: v };
        // Extended instructions take enumerants without parameters; a value their set's grammar
        // does not list (a newer `DebugOperation`, a DWARF language where a `SourceLanguage`
        // belongs, storage class -1) is kept as a plain number.
        let known = grammar::undefined_enumerant(kind, value).is_none();
        if !known && self.inst.opcode == spirv::Op::ExtInst as u16 {
            self.push(OperandKind::LiteralInteger, 1, None)?;
            return Ok(false);
        }
        let mut params: Vec<&'static grammar::Enumerant> = Vec::new();
        if mask {
            for bit in 0..32 {
                let b = 1u32 << bit;
                if value & b != 0 {
                    params.push(grammar::enumerant(kind, b).ok_or_else(|| self.err(unknown(b)))?);
                }
            }
        } else {
            params.push(grammar::enumerant(kind, value).ok_or_else(|| self.err(unknown(value)))?);
        }
        self.push(kind, 1, None)?;
        for e in params {
            for &p in e.params {
                if !self.remaining() {
                    return Err(self.err(ErrorKind::MissingOperand(format!("{p:?} of {}", e.name))));
                }
                self.one(p)?;
            }
            if e.variadic {
                if let Some(&last) = e.params.last() {
                    while self.remaining() {
                        self.one(last)?;
                    }
                }
            }
            for &p in grammar::reference_params(kind, e.value) {
                if self.remaining() {
                    self.one(p)?;
                }
            }
        }
        Ok(false)
    }

    fn ext_inst(&mut self) -> Result<bool, WalkError> {
        let number = self.word()?;
        let set_id = Id(self.words.first().copied().unwrap_or(0));
        let set = match self.ctx.ext_set(set_id) {
            Some(Ok(set)) => set,
            // Unknown sets: the core grammar's generic `<id>` operands follow.
            Some(Err(_)) | None => {
                self.push(OperandKind::LiteralExtInstInteger, 1, None)?;
                return Ok(false);
            }
        };
        let inst = set.instruction(number).ok_or_else(|| {
            self.err(ErrorKind::UnknownExtInst { set: set.name.to_string(), number })
        })?;
        self.push(OperandKind::LiteralExtInstInteger, 1, None)?;
        self.logical(inst.operands)?;
        Ok(true)
    }
}

/// Splits `inst`'s operand words into logical operands, appending them to `out` (cleared
/// first). Fails when the words do not match the grammar.
pub fn walk(inst: &Instruction, ctx: &TypeContext, out: &mut Vec<Operand>) -> Result<(), WalkError> {
    out.clear();
    let g = grammar::instruction(inst.opcode)
        .ok_or(WalkError { kind: ErrorKind::UnknownOpcode(inst.opcode), at: 0 })?;
    let list = g.operands;
    let skip = list
        .iter()
        .take_while(|o| matches!(o.kind, OperandKind::IdResultType | OperandKind::IdResult))
        .count();
    let mut w = Walker { words: &inst.operands, pos: 0, ctx, inst, out };
    w.logical(list.get(skip..).unwrap_or(&[]))?;
    if w.pos < w.words.len() {
        return Err(WalkError { kind: ErrorKind::ExtraOperands(w.words.len() - w.pos), at: w.pos });
    }
    Ok(())
}

/// Whether the grammar gives `opcode` a result type and a result id.
pub fn result_shape(opcode: u16) -> Option<(bool, bool)> {
    let g = grammar::instruction(opcode)?;
    let has = |k| g.operands.iter().take(2).any(|o| o.kind == k);
    Some((has(OperandKind::IdResultType), has(OperandKind::IdResult)))
}
