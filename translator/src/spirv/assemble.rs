//! Assembler: SPIRV-Tools assembly text → [`Module`].
//!
//! Accepts `spirv-dis` output and hand-written text: `%name` ids (numbered in order of first
//! appearance, or keeping numeric names with [`AsmOptions::preserve_numeric_ids`], as
//! `spirv-as` does), enumerants by name including masks `A|B`, integer literals of every
//! width, floats including hex floats, strings, `OpExtInst %set name`, `OpSpecConstantOp`
//! with an opcode name, and `OpSwitch` literals sized by the selector's type. The result goes
//! through the binary reader, so it obeys every check the reader makes.

use std::collections::{HashMap, HashSet};

use super::error::AsmError;
use super::grammar::{self, LogicalOperand, OperandKind, OperandQuantifier};
use super::module::{Header, Id, Instruction, Module};
use super::numbers;
use super::operands::{NumberType, TypeContext, encode_string};
use super::reader;
use super::writer;

/// Assembler settings.
#[derive(Clone, Debug)]
pub struct AsmOptions {
    /// SPIR-V version written in the header, as (major, minor). Default 1.6, like `spirv-as`.
    pub version: (u8, u8),
    /// Keep ids spelled as numbers (`%12`) at their number (`spirv-as --preserve-numeric-ids`).
    pub preserve_numeric_ids: bool,
}

impl Default for AsmOptions {
    fn default() -> Self {
        AsmOptions { version: (1, 6), preserve_numeric_ids: false }
    }
}

/// The generator word this assembler writes: SPIRV-Tools' registered assembler id is not ours to
/// use, so the tool id is 0 ("reserved"), version 0.
pub const GENERATOR: u32 = 0;

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Id(String),
    Eq,
    Word(String),
    Str(String),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    column: usize,
}

/// Splits the text into tokens. A comment runs from `;` to the end of its line; a string runs
/// to its closing quote, across lines if need be (`spirv-dis` writes a string's newlines as they
/// are), with `\` escaping the next character.
fn lex(text: &str) -> Result<Vec<Token>, AsmError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let (mut line, mut line_start) = (1usize, 0usize);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i - line_start + 1;
        let at = line;
        let err = |m: &str| AsmError { line: at, column, message: m.to_string() };
        if c == '\n' {
            i += 1;
            line += 1;
            line_start = i;
            continue;
        }
        if c == ';' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let tok = if c == '=' {
            i += 1;
            Tok::Eq
        } else if c == '"' {
            let mut s = String::new();
            i += 1;
            loop {
                match chars.get(i) {
                    None => return Err(err("unterminated string")),
                    Some('"') => {
                        i += 1;
                        break;
                    }
                    Some('\\') => {
                        let Some(&n) = chars.get(i + 1) else { return Err(err("unterminated string")) };
                        s.push(n);
                        i += 2;
                    }
                    Some(&ch) => {
                        if ch == '\n' {
                            line += 1;
                            line_start = i + 1;
                        }
                        s.push(ch);
                        i += 1;
                    }
                }
            }
            Tok::Str(s)
        } else {
            let begin = i;
            while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ';' && chars[i] != '=' && chars[i] != '"' {
                i += 1;
            }
            let word: String = chars[begin..i].iter().collect();
            match word.strip_prefix('%') {
                Some("") => return Err(err("empty id name")),
                Some(name) => Tok::Id(name.to_string()),
                None => Tok::Word(word),
            }
        };
        out.push(Token { tok, line: at, column });
    }
    Ok(out)
}

struct Assembler<'t> {
    toks: &'t [Token],
    pos: usize,
    ids: HashMap<String, u32>,
    reserved: HashSet<u32>,
    next_id: u32,
    ctx: TypeContext,
}

impl Assembler<'_> {
    fn err_at(&self, pos: usize, message: String) -> AsmError {
        match self.toks.get(pos).or_else(|| self.toks.last()) {
            Some(t) => AsmError { line: t.line, column: t.column, message },
            None => AsmError { line: 1, column: 1, message },
        }
    }

    fn err(&self, message: String) -> AsmError {
        self.err_at(self.pos, message)
    }

    fn id(&mut self, name: &str) -> Result<u32, AsmError> {
        if let Some(&id) = self.ids.get(name) {
            return Ok(id);
        }
        if !self.reserved.is_empty() || self.preserve() {
            if let Ok(n) = name.parse::<u32>() {
                if n != 0 && self.reserved.contains(&n) {
                    self.ids.insert(name.to_string(), n);
                    return Ok(n);
                }
            }
        }
        while self.reserved.contains(&self.next_id) {
            self.next_id += 1;
        }
        let id = self.next_id;
        if id > reader::MAX_BOUND {
            return Err(self.err("too many ids".into()));
        }
        self.next_id += 1;
        self.ids.insert(name.to_string(), id);
        Ok(id)
    }

    fn preserve(&self) -> bool {
        !self.reserved.is_empty()
    }

    /// Whether the token at `pos` starts an instruction.
    fn starts_instruction(&self, pos: usize) -> bool {
        match self.toks.get(pos).map(|t| &t.tok) {
            Some(Tok::Id(_)) => matches!(self.toks.get(pos + 1).map(|t| &t.tok), Some(Tok::Eq)),
            Some(Tok::Word(w)) => w.strip_prefix("Op").is_some_and(|n| grammar::instruction_by_name(n).is_some()),
            _ => false,
        }
    }

    fn at_operand(&self) -> bool {
        self.pos < self.toks.len() && !self.starts_instruction(self.pos)
    }

    fn next(&mut self) -> Option<&Tok> {
        let t = self.toks.get(self.pos).map(|t| &t.tok);
        self.pos += 1;
        t
    }

    fn instruction(&mut self) -> Result<Instruction, AsmError> {
        let mut result = None;
        if let Some(Tok::Id(name)) = self.toks.get(self.pos).map(|t| t.tok.clone()) {
            self.pos += 2; // name and '='
            result = Some(self.id(&name)?);
        }
        let op_pos = self.pos;
        let Some(Tok::Word(opname)) = self.next().cloned() else {
            return Err(self.err_at(op_pos, "expected an instruction".into()));
        };
        let g = opname
            .strip_prefix("Op")
            .and_then(grammar::instruction_by_name)
            .ok_or_else(|| self.err_at(op_pos, format!("unknown opcode '{opname}'")))?;
        let has_type = g.operands.iter().take(1).any(|o| o.kind == OperandKind::IdResultType);
        let wants_result = g.operands.iter().take(2).any(|o| o.kind == OperandKind::IdResult);
        if wants_result != result.is_some() {
            let m = if wants_result { "needs a result id" } else { "has no result id" };
            return Err(self.err_at(op_pos, format!("{opname} {m}")));
        }
        let mut inst = Instruction { opcode: g.opcode as u16, result_type: None, result: result.map(Id), operands: Vec::new() };
        if has_type {
            let t = self.expect_id("result type")?;
            inst.result_type = Some(Id(t));
        }
        let skip = usize::from(has_type) + usize::from(wants_result);
        self.logical(g.operands.get(skip..).unwrap_or(&[]), &mut inst)?;
        if self.at_operand() {
            return Err(self.err(format!("too many operands for {opname}")));
        }
        self.ctx.record(&inst);
        Ok(inst)
    }

    fn expect_id(&mut self, what: &str) -> Result<u32, AsmError> {
        match self.next().cloned() {
            Some(Tok::Id(name)) => self.id(&name),
            _ => Err(self.err_at(self.pos - 1, format!("expected an id for {what}"))),
        }
    }

    fn word(&mut self, what: &str) -> Result<String, AsmError> {
        match self.next().cloned() {
            Some(Tok::Word(w)) => Ok(w),
            _ => Err(self.err_at(self.pos - 1, format!("expected {what}"))),
        }
    }

    fn logical(&mut self, list: &[LogicalOperand], inst: &mut Instruction) -> Result<bool, AsmError> {
        for op in list {
            if matches!(op.kind, OperandKind::IdResultType | OperandKind::IdResult) {
                continue;
            }
            match op.quantifier {
                OperandQuantifier::One => {
                    if !self.at_operand() {
                        return Err(self.err(format!("missing operand {:?}", op.kind)));
                    }
                    if self.one(op.kind, inst)? {
                        return Ok(true);
                    }
                }
                OperandQuantifier::ZeroOrOne => {
                    if self.at_operand() && self.one(op.kind, inst)? {
                        return Ok(true);
                    }
                }
                OperandQuantifier::ZeroOrMore => {
                    while self.at_operand() {
                        if self.one(op.kind, inst)? {
                            return Ok(true);
                        }
                    }
                }
            }
        }
        Ok(false)
    }

    fn number(&mut self, ty: Option<NumberType>, what: &str, out: &mut Vec<u32>) -> Result<(), AsmError> {
        let pos = self.pos;
        let text = self.word(what)?;
        let words = match ty {
            Some(NumberType::Int { width, signed }) => numbers::parse_int(&text, width, signed),
            Some(NumberType::Float { width }) => numbers::parse_float(&text, width),
            None => Err(format!("cannot tell the type of {what}")),
        }
        .map_err(|m| self.err_at(pos, m))?;
        out.extend(words);
        Ok(())
    }

    fn one(&mut self, kind: OperandKind, inst: &mut Instruction) -> Result<bool, AsmError> {
        match kind {
            OperandKind::IdResultType | OperandKind::IdResult => Ok(false),
            k if grammar::is_id_kind(k) => {
                let id = self.expect_id(&format!("{k:?}"))?;
                inst.operands.push(id);
                Ok(false)
            }
            OperandKind::LiteralString => match self.next().cloned() {
                Some(Tok::Str(s)) => {
                    encode_string(&s, &mut inst.operands);
                    Ok(false)
                }
                _ => Err(self.err_at(self.pos - 1, "expected a string".into())),
            },
            OperandKind::LiteralInteger | OperandKind::LiteralExtInstInteger if kind == OperandKind::LiteralInteger => {
                self.number(Some(NumberType::Int { width: 32, signed: true }), "a literal integer", &mut inst.operands)?;
                Ok(false)
            }
            OperandKind::LiteralFloat => {
                self.number(Some(NumberType::Float { width: 32 }), "a literal float", &mut inst.operands)?;
                Ok(false)
            }
            OperandKind::LiteralContextDependentNumber => {
                let ty = inst.result_type.and_then(|t| self.ctx.number(t));
                self.number(ty, "a literal number", &mut inst.operands)?;
                Ok(false)
            }
            OperandKind::PairLiteralIntegerIdRef => {
                let selector = Id(inst.operands.first().copied().unwrap_or(0));
                let ty = self.ctx.value_type(selector).and_then(|t| self.ctx.number(t));
                self.number(ty, "a switch literal", &mut inst.operands)?;
                let id = self.expect_id("a switch target")?;
                inst.operands.push(id);
                Ok(false)
            }
            OperandKind::PairIdRefLiteralInteger => {
                let id = self.expect_id("a struct")?;
                inst.operands.push(id);
                self.one(OperandKind::LiteralInteger, inst)
            }
            OperandKind::PairIdRefIdRef => {
                for what in ["a value", "a block"] {
                    let id = self.expect_id(what)?;
                    inst.operands.push(id);
                }
                Ok(false)
            }
            OperandKind::LiteralExtInstInteger => self.ext_inst(inst),
            OperandKind::LiteralSpecConstantOpInteger => {
                let pos = self.pos;
                let name = self.word("an opcode")?;
                let g = grammar::instruction_by_name(name.strip_prefix("Op").unwrap_or(&name))
                    .ok_or_else(|| self.err_at(pos, format!("unknown opcode '{name}'")))?;
                inst.operands.push(g.opcode as u32);
                self.logical(g.operands, inst)?;
                Ok(true)
            }
            k => match grammar::enumerants(k) {
                Some((_, mask)) => self.enumerated(k, mask, inst),
                None => {
                    self.number(Some(NumberType::Int { width: 32, signed: false }), &format!("{k:?}"), &mut inst.operands)?;
                    Ok(false)
                }
            },
        }
    }

    fn enumerated(&mut self, kind: OperandKind, mask: bool, inst: &mut Instruction) -> Result<bool, AsmError> {
        let pos = self.pos;
        let text = self.word(&format!("a {kind:?}"))?;
        let mut value = 0u32;
        let mut chosen: Vec<&'static grammar::Enumerant> = Vec::new();
        let parts: Vec<&str> = if mask { text.split('|').collect() } else { vec![text.as_str()] };
        for part in parts {
            if let Ok(words) = numbers::parse_int(part, 32, false) {
                let v = words.first().copied().unwrap_or(0);
                value |= v;
                if mask {
                    chosen.extend((0..32).filter(|b| v >> b & 1 == 1).filter_map(|b| grammar::enumerant(kind, 1 << b)));
                } else {
                    chosen.extend(grammar::enumerant(kind, v));
                }
                continue;
            }
            if mask && part == "None" {
                continue;
            }
            let e = grammar::enumerant_by_name(kind, part)
                .ok_or_else(|| self.err_at(pos, format!("unknown {kind:?} '{part}'")))?;
            value |= e.value;
            chosen.push(e);
        }
        chosen.sort_by_key(|e| e.value);
        chosen.dedup_by_key(|e| e.value);
        inst.operands.push(value);
        for e in chosen {
            for &p in e.params {
                if !self.at_operand() {
                    return Err(self.err(format!("missing {p:?} operand of {}", e.name)));
                }
                self.one(p, inst)?;
            }
            if e.variadic {
                if let Some(&last) = e.params.last() {
                    while self.at_operand() {
                        self.one(last, inst)?;
                    }
                }
            }
            for &p in grammar::reference_params(kind, e.value) {
                if self.at_operand() {
                    self.one(p, inst)?;
                }
            }
        }
        Ok(false)
    }

    fn ext_inst(&mut self, inst: &mut Instruction) -> Result<bool, AsmError> {
        let pos = self.pos;
        let name = self.word("an extended instruction")?;
        let set_id = Id(inst.operands.first().copied().unwrap_or(0));
        let set = self.ctx.ext_set(set_id).and_then(Result::ok);
        let by_number = numbers::parse_int(&name, 32, false).ok().and_then(|w| w.first().copied());
        let grammar = match (set, by_number) {
            (Some(set), Some(n)) => set.instruction(n),
            (Some(set), None) => set.instruction_by_name(&name),
            (None, _) => None,
        };
        match (grammar, by_number) {
            (Some(g), _) => {
                inst.operands.push(u32::from(g.opcode));
                self.logical(g.operands, inst)?;
                Ok(true)
            }
            (None, Some(n)) if set.is_none() => {
                inst.operands.push(n);
                Ok(false)
            }
            _ => Err(self.err_at(pos, format!("unknown extended instruction '{name}'"))),
        }
    }
}

/// Assembles text into a module, checked by the binary reader.
pub fn assemble(text: &str, options: &AsmOptions) -> Result<Module, AsmError> {
    let toks = lex(text)?;
    let mut reserved = HashSet::new();
    if options.preserve_numeric_ids {
        for t in &toks {
            if let Tok::Id(name) = &t.tok {
                if let Ok(n) = name.parse::<u32>() {
                    if n != 0 && n <= reader::MAX_BOUND {
                        reserved.insert(n);
                    }
                }
            }
        }
    }
    let mut asm = Assembler { toks: &toks, pos: 0, ids: HashMap::new(), reserved, next_id: 1, ctx: TypeContext::default() };
    let mut words = Vec::new();
    let mut lines = Vec::new();
    while asm.pos < toks.len() {
        let line = toks[asm.pos].line;
        let inst = asm.instruction()?;
        writer::encode(&inst, &mut words).map_err(|e| AsmError { line, column: 1, message: e.to_string() })?;
        lines.push(line);
    }
    let bound = asm.ids.values().copied().max().map_or(1, |m| m + 1);
    let mut header = Header::new(options.version.0, options.version.1, bound);
    header.generator = GENERATOR;
    let mut all = vec![spirv::MAGIC_NUMBER, header.version, header.generator, header.bound, header.schema];
    all.extend(words);
    reader::read_words(&all).map_err(|e| {
        let line = e.instruction.and_then(|i| lines.get(i).copied()).unwrap_or(1);
        AsmError { line, column: 1, message: e.kind.to_string() }
    })
}

#[cfg(test)]
mod tests {
    use super::{Tok, lex};

    #[test]
    fn strings_run_across_lines_and_positions_follow() {
        let toks = lex("%1 = OpString \"a\nb\\\"c\" ; note\n  OpNop").unwrap_or_default();
        let strings: Vec<&str> = toks.iter().filter_map(|t| if let Tok::Str(s) = &t.tok { Some(s.as_str()) } else { None }).collect();
        assert_eq!(strings, ["a\nb\"c"]);
        let last = toks.last().map(|t| (t.line, t.column));
        assert_eq!(last, Some((3, 3)), "OpNop is on line 3, column 3");
        assert!(lex("OpString \"open\n").is_err());
    }
}
