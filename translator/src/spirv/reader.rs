//! Reader: bytes or words → [`Module`].
//!
//! Checks, in one pass: the header (magic in either byte order, version 1.0–1.6, id bound
//! within the specification's limit), each instruction's word count, opcode and operand layout
//! against the grammar, that every id is non-zero and below the bound and every result id is
//! defined once, and the logical layout order of sections. Allocation is bounded by the input
//! size (id tables grow to the largest id seen, which the bound caps at 4,194,303).

use super::error::{Error, ErrorKind};
use super::grammar::{self, OperandKind};
use super::module::{Endian, Function, Header, Id, Instruction, Module, Section};
use super::operands::{self, Operand, TypeContext};

/// The largest id bound the SPIR-V specification allows (universal limits).
pub const MAX_BOUND: u32 = 0x3F_FFFF;

/// Reads a module from bytes in either byte order.
pub fn read_bytes(bytes: &[u8]) -> Result<Module, Error> {
    // The magic number first (what is not SPIR-V at all is said so, as the reference says it),
    // then the length.
    if let [a, b, c, d, ..] = *bytes {
        let first = u32::from_le_bytes([a, b, c, d]);
        if first != spirv::MAGIC_NUMBER && first != spirv::MAGIC_NUMBER.swap_bytes() {
            return Err(Error::header(ErrorKind::BadMagic(first), 0));
        }
    }
    if bytes.len() % 4 != 0 {
        return Err(Error::header(ErrorKind::NotWordAligned(bytes.len()), bytes.len() / 4));
    }
    if bytes.len() < 20 {
        return Err(Error::header(ErrorKind::TooShort(bytes.len()), 0));
    }
    let first = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    let big = first == spirv::MAGIC_NUMBER.swap_bytes();
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| {
            let b = [c[0], c[1], c[2], c[3]];
            if big { u32::from_be_bytes(b) } else { u32::from_le_bytes(b) }
        })
        .collect();
    let mut module = read_words(&words)?;
    if big {
        module.header.endian = Endian::Big;
    }
    Ok(module)
}

/// Reads a module from words in host order.
pub fn read_words(words: &[u32]) -> Result<Module, Error> {
    let header = read_header(words)?;
    let mut reader = Reader {
        module: Module::new(header),
        ctx: TypeContext::default(),
        defined: Vec::new(),
        scratch: Vec::new(),
        section: None,
        in_function: false,
    };
    let mut offset = 5;
    let mut index = 0;
    while offset < words.len() {
        let len = reader.instruction(words, offset, index)?;
        offset += len;
        index += 1;
    }
    if reader.in_function {
        return Err(Error { kind: ErrorKind::UnclosedFunction, word_offset: offset, instruction: Some(index), opcode: None });
    }
    Ok(reader.module)
}

fn read_header(words: &[u32]) -> Result<Header, Error> {
    let &[magic, version, generator, bound, schema, ..] = words else {
        return Err(Error::header(ErrorKind::TooShort(words.len() * 4), 0));
    };
    if magic != spirv::MAGIC_NUMBER {
        return Err(Error::header(ErrorKind::BadMagic(magic), 0));
    }
    let (major, minor) = ((version >> 16) & 0xff, (version >> 8) & 0xff);
    if version & 0xff00_00ff != 0 || major != 1 || minor > 6 {
        return Err(Error::header(ErrorKind::UnsupportedVersion(version), 1));
    }
    if bound > MAX_BOUND {
        return Err(Error::header(ErrorKind::BoundTooLarge(bound), 3));
    }
    Ok(Header { endian: Endian::Little, version, generator, bound, schema })
}

struct Reader {
    module: Module,
    ctx: TypeContext,
    defined: Vec<bool>,
    scratch: Vec<Operand>,
    /// Last module-level section seen; `None` before the first instruction.
    section: Option<Section>,
    in_function: bool,
}

impl Reader {
    /// Decodes the instruction at `offset`; returns its word count.
    fn instruction(&mut self, words: &[u32], offset: usize, index: usize) -> Result<usize, Error> {
        let first = words[offset];
        let count = (first >> 16) as usize;
        let opcode = (first & 0xffff) as u16;
        let fail = |kind, at: usize| Error { kind, word_offset: at, instruction: Some(index), opcode: Some(opcode) };
        if count == 0 {
            return Err(Error { opcode: None, ..fail(ErrorKind::ZeroWordCount, offset) });
        }
        let available = words.len() - offset;
        if count > available {
            return Err(fail(ErrorKind::Truncated { needed: count, available }, offset));
        }
        let Some((has_type, has_result)) = operands::result_shape(opcode) else {
            return Err(Error { opcode: None, ..fail(ErrorKind::UnknownOpcode(opcode), offset) });
        };
        let body = &words[offset + 1..offset + count];
        let fixed = usize::from(has_type) + usize::from(has_result);
        if body.len() < fixed {
            let what = if has_type { "IdResultType" } else { "IdResult" };
            return Err(fail(ErrorKind::MissingOperand(what.into()), offset + count));
        }
        let result_type = has_type.then(|| Id(body[0]));
        let result = has_result.then(|| Id(body[usize::from(has_type)]));
        let inst = Instruction { opcode, result_type, result, operands: body[fixed..].to_vec() };
        let operand_base = offset + 1 + fixed;

        operands::walk(&inst, &self.ctx, &mut self.scratch)
            .map_err(|e| fail(e.kind, operand_base + e.at))?;
        let bound = self.module.header.bound;
        let check = |id: u32, at: usize| {
            if id == 0 || id >= bound { Err(fail(ErrorKind::IdOutOfBound { id, bound }, at)) } else { Ok(()) }
        };
        if let Some(t) = result_type {
            check(t.0, offset + 1)?;
        }
        if let Some(r) = result {
            check(r.0, offset + 1 + usize::from(has_type))?;
            let i = r.0 as usize;
            if self.defined.len() <= i {
                self.defined.resize(i + 1, false);
            }
            if std::mem::replace(&mut self.defined[i], true) {
                return Err(fail(ErrorKind::DuplicateId(r.0), offset + 1 + usize::from(has_type)));
            }
        }
        for op in &self.scratch {
            if grammar::is_id_kind(op.kind) {
                check(inst.operands[op.start], operand_base + op.start)?;
            }
        }
        self.ctx.record(&inst);
        self.place(inst).map_err(|kind| fail(kind, offset))?;
        Ok(count)
    }

    /// Puts the instruction in its section or function, checking the logical layout.
    fn place(&mut self, inst: Instruction) -> Result<(), ErrorKind> {
        use spirv::Op;
        let op = Op::from_u32(u32::from(inst.opcode));
        let section = Section::of(inst.opcode);
        if self.in_function {
            let allowed_inside = op.is_some_and(Section::is_global_or_local);
            if op == Some(Op::Function) {
                return Err(ErrorKind::NestedFunction);
            }
            if section.is_some() && !allowed_inside {
                return Err(ErrorKind::InsideFunction);
            }
            let func = self.module.functions.last_mut().ok_or(ErrorKind::OutsideFunction)?;
            func.instructions.push(inst);
            if op == Some(Op::FunctionEnd) {
                self.in_function = false;
            }
            return Ok(());
        }
        if op == Some(Op::Function) {
            self.in_function = true;
            self.module.functions.push(Function { instructions: vec![inst] });
            return Ok(());
        }
        let Some(section) = section else { return Err(ErrorKind::OutsideFunction) };
        if let Some(last) = self.module.functions.last_mut() {
            // Debug lines may come between functions (glslang writes the next function's line
            // before its OpFunction): kept after the previous function's end, where the writer
            // puts them back.
            if matches!(op, Some(Op::Line | Op::NoLine)) {
                last.instructions.push(inst);
                return Ok(());
            }
            if matches!(op, Some(Op::ExtInst)) {
                self.module.trailing.push(inst);
                return Ok(());
            }
            return Err(ErrorKind::AfterFunctions);
        }
        if let Some(last) = self.section {
            if section < last {
                return Err(ErrorKind::OutOfOrder { found: format!("{section:?}"), after: format!("{last:?}") });
            }
        }
        if section == Section::MemoryModel && !self.module.section(Section::MemoryModel).is_empty() {
            return Err(ErrorKind::DuplicateMemoryModel);
        }
        self.section = Some(section);
        self.module.section_mut(section).push(inst);
        Ok(())
    }
}

/// The ids an instruction refers to (result type and `<id>` operands, not its result), given
/// its layout. Useful for traversals that must not re-walk the grammar.
pub fn referenced_ids<'a>(inst: &'a Instruction, layout: &'a [Operand]) -> impl Iterator<Item = Id> + 'a {
    inst.result_type.into_iter().chain(
        layout
            .iter()
            .filter(|o| grammar::is_id_kind(o.kind) || o.kind == OperandKind::IdRef)
            .filter_map(|o| inst.operands.get(o.start).map(|&w| Id(w))),
    )
}
