//! The Khronos translator's SPIR-V text format (`llvm-spirv -spirv-text`, files named `.spt`).
//!
//! The format is the binary module spelled word by word: the five header words as numbers,
//! then one instruction per line as its word count, its opcode name without `Op`, and its
//! operand words. Operand words are decimal numbers, except:
//! - literal strings, written in double quotes (a `"` inside is written `\"`), standing for the
//!   words the NUL-terminated, zero-padded string occupies;
//! - the enumerants the Khronos translator spells by name: capabilities, decorations, linkage
//!   types, host access and initialization mode qualifiers (where the grammar puts them), and
//!   the instruction numbers of `OpenCL.std` and the debug-information sets in `OpExtInst`.
//!
//! Reading turns the text back into words, using the word count of each instruction to find
//! where the next begins, and hands them to the binary reader, which checks everything it
//! checks for a binary; its errors are reported with the line of the instruction. A `;` at the
//! start of a token begins a comment that runs to the end of the line. Binary → text → binary is
//! bit-exact.
//!
//! ```
//! use spirv_llvm_translator::spirv;
//! let text = "119734787 65536 393230 3 0\n2 Capability Addresses\n2 Capability Kernel\n\
//!             3 MemoryModel 2 2\n";
//! let module = spirv::read_spt(text).unwrap();
//! assert_eq!(spirv::write_spt(&module), "119734787 65536 393230 3 0 \n2 Capability Addresses \n\
//!                                         2 Capability Kernel \n3 MemoryModel 2 2 \n");
//! ```

use std::fmt::Write as _;

use super::error::AsmError;
use super::grammar::{self, ExtInstSet, OperandKind};
use super::module::{Instruction, Module};
use super::operands::{self, Operand, TypeContext};
use super::reader::read_words;
use super::writer::write_words;

/// The literal operand the format spells as an instruction name: `OpSpecConstantArchitectureINTEL`'s
/// comparison (`(opcode, operand index)`).
const OPCODE_OPERAND: (u16, usize) = (spirv::Op::SpecConstantArchitectureINTEL as u16, 2);

/// The extended instruction sets whose instruction numbers the format spells by name.
const NAMED_SETS: &[(&str, &str)] = &[
    (grammar::OPENCL_STD, grammar::OPENCL_STD),
    (grammar::OPENCL_DEBUG_INFO_100, grammar::OPENCL_DEBUG_INFO_100),
    (grammar::LEGACY_DEBUG_INFO, grammar::OPENCL_DEBUG_INFO_100),
    ("DebugInfo", "DebugInfo"),
    (grammar::NONSEMANTIC_DEBUG_INFO_100, grammar::NONSEMANTIC_DEBUG_INFO_100),
    // Version 200 extends 100 without renumbering; its names are 100's.
    (grammar::NONSEMANTIC_DEBUG_INFO_200, grammar::NONSEMANTIC_DEBUG_INFO_100),
];

/// The grammar whose names spell the instructions of the set imported as `import`, if the
/// format spells that set by name.
fn named_set(import: &str) -> Option<&'static ExtInstSet> {
    let (_, grammar_name) = NAMED_SETS.iter().find(|(name, _)| *name == import)?;
    grammar::ext_inst_set(grammar_name)
}

/// Operand kinds the format spells by name.
fn is_named_kind(kind: OperandKind) -> bool {
    matches!(
        kind,
        OperandKind::Capability
            | OperandKind::Decoration
            | OperandKind::LinkageType
            | OperandKind::HostAccessQualifier
            | OperandKind::InitializationModeQualifier
    )
}

/// Writes a module in the text format. Every module [`write_words`] can encode has a text form;
/// a module it cannot encode is written with its header only.
pub fn write_spt(module: &Module) -> String {
    let mut out = String::new();
    let Ok(words) = write_words(module) else {
        return out;
    };
    for w in words.iter().take(5) {
        let _ = write!(out, "{w} ");
    }
    out.push('\n');
    let mut ctx = TypeContext::default();
    let mut layout = Vec::new();
    let mut imports: Vec<(u32, String)> = Vec::new();
    for inst in module.instructions() {
        if inst.opcode == spirv::Op::Function as u16 || inst.opcode == spirv::Op::Label as u16 {
            out.push('\n');
        }
        write_instruction(inst, &ctx, &imports, &mut layout, &mut out);
        if inst.opcode == spirv::Op::ExtInstImport as u16 {
            if let (Some(r), Ok((name, _))) = (inst.result, operands::decode_string(&inst.operands)) {
                imports.push((r.0, name));
            }
        }
        ctx.record(inst);
    }
    out
}

fn write_instruction(
    inst: &Instruction,
    ctx: &TypeContext,
    imports: &[(u32, String)],
    layout: &mut Vec<Operand>,
    out: &mut String,
) {
    let name = grammar::instruction(inst.opcode).map_or_else(|| inst.opcode.to_string(), |g| grammar::reference_spelling(g.opname).into_owned());
    let _ = write!(out, "{} {name} ", inst.word_count());
    if let Some(t) = inst.result_type {
        let _ = write!(out, "{} ", t.0);
    }
    if let Some(r) = inst.result {
        let _ = write!(out, "{} ", r.0);
    }
    let mut next = 0;
    if operands::walk(inst, ctx, layout).is_ok() {
        for (k, op) in layout.iter().enumerate() {
            let words = inst.operands.get(op.start..op.start + op.len).unwrap_or(&[]);
            let first = words.first().copied().unwrap_or(0);
            let spelled = match op.kind {
                _ if inst.opcode == OPCODE_OPERAND.0 && k == OPCODE_OPERAND.1 => {
                    u16::try_from(first).ok().and_then(grammar::instruction).map(|g| g.opname.to_string())
                }
                OperandKind::LiteralString => string_text(words),
                OperandKind::LiteralExtInstInteger => ext_inst_name(inst, imports, first).map(str::to_owned),
                k if is_named_kind(k) && op.len == 1 => grammar::enumerant(k, first).map(|e| grammar::reference_spelling(e.name).into_owned()),
                _ => None,
            };
            match spelled {
                Some(text) => {
                    out.push_str(&text);
                    out.push(' ');
                }
                None => {
                    for w in words {
                        let _ = write!(out, "{w} ");
                    }
                }
            }
            next = op.start + op.len;
        }
    }
    for w in inst.operands.get(next..).unwrap_or(&[]) {
        let _ = write!(out, "{w} ");
    }
    out.push('\n');
}

/// The quoted form of a string operand, when its words hold a UTF-8 string whose padding is
/// zero (so that reading it back gives the same words).
fn string_text(words: &[u32]) -> Option<String> {
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    let end = bytes.iter().position(|&b| b == 0)?;
    if bytes.get(end..)?.iter().any(|&b| b != 0) || end / 4 + 1 != words.len() {
        return None;
    }
    let s = std::str::from_utf8(bytes.get(..end)?).ok()?;
    let mut text = String::with_capacity(s.len() + 2);
    text.push('"');
    for c in s.chars() {
        if c == '"' {
            text.push('\\');
        }
        text.push(c);
    }
    text.push('"');
    Some(text)
}

fn ext_inst_name(inst: &Instruction, imports: &[(u32, String)], number: u32) -> Option<&'static str> {
    let set_id = *inst.operands.first()?;
    let (_, import) = imports.iter().find(|(id, _)| *id == set_id)?;
    if import == grammar::AUX_DATA {
        return grammar::aux_data_name(number);
    }
    if import == NONSEMANTIC_200 {
        if let Some((_, name)) = NONSEMANTIC_200_ONLY.iter().find(|(n, _)| *n == number) {
            return Some(name);
        }
    }
    named_set(import)?.instruction(number).map(|g| g.opname)
}

const NONSEMANTIC_200: &str = grammar::NONSEMANTIC_DEBUG_INFO_200;

/// Instructions of `NonSemantic.Shader.DebugInfo.200` that `.100` lacks: (number, name).
const NONSEMANTIC_200_ONLY: &[(u32, &str)] = &[
    (crate::tables::debug::MODULE_200, "DebugModule"),
    (crate::tables::debug::TYPE_SUBRANGE_200, "DebugTypeSubrange"),
    (crate::tables::debug::TYPE_ARRAY_DYNAMIC_200, "DebugTypeArrayDynamic"),
    (crate::tables::debug::TYPE_STRING_200, "DebugTypeString"),
];

/// One token of the text: where it starts and what it is.
enum Token<'a> {
    Number(u32),
    Name(&'a str),
    String(Vec<u8>),
}

struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    line_start: usize,
}

impl<'a> Lexer<'a> {
    fn error(&self, at: usize, message: impl Into<String>) -> AsmError {
        AsmError { line: self.line, column: at.saturating_sub(self.line_start) + 1, message: message.into() }
    }

    /// The next token with its line and column, or `None` at the end of the text.
    fn next(&mut self) -> Result<Option<(Token<'a>, usize, usize)>, AsmError> {
        let bytes = self.text.as_bytes();
        loop {
            match bytes.get(self.pos) {
                None => return Ok(None),
                Some(b'\n') => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                Some(b) if b.is_ascii_whitespace() => self.pos += 1,
                Some(b';') => {
                    while bytes.get(self.pos).is_some_and(|&b| b != b'\n') {
                        self.pos += 1;
                    }
                }
                Some(_) => break,
            }
        }
        let start = self.pos;
        let (line, column) = (self.line, start - self.line_start + 1);
        if bytes.get(start) == Some(&b'"') {
            return self.string(start).map(|t| Some((t, line, column)));
        }
        while bytes.get(self.pos).is_some_and(|b| !b.is_ascii_whitespace()) {
            self.pos += 1;
        }
        let word = self.text.get(start..self.pos).unwrap_or_default();
        let token = if word.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
            // Negative numbers are the two's complement word (the format writes words unsigned).
            let value = word.parse::<i64>().ok().and_then(|v| match v {
                v if v < 0 => i32::try_from(v).ok().map(|v| v as u32),
                v => u32::try_from(v).ok(),
            });
            Token::Number(value.ok_or_else(|| self.error(start, format!("'{word}' is not a 32-bit word")))?)
        } else {
            Token::Name(word)
        };
        Ok(Some((token, line, column)))
    }

    fn string(&mut self, start: usize) -> Result<Token<'a>, AsmError> {
        let bytes = self.text.as_bytes();
        let mut value = Vec::new();
        self.pos = start + 1;
        loop {
            match bytes.get(self.pos) {
                None => return Err(self.error(start, "string not closed")),
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(Token::String(value));
                }
                Some(b'\\') if bytes.get(self.pos + 1) == Some(&b'"') => {
                    value.push(b'"');
                    self.pos += 2;
                }
                Some(&b) => {
                    if b == b'\n' {
                        self.line += 1;
                        self.line_start = self.pos + 1;
                    }
                    value.push(b);
                    self.pos += 1;
                }
            }
        }
    }
}

/// Whether `text` looks like the translator's text format rather than SPIRV-Tools assembly: its
/// first token (after `;` comments) is the magic number.
pub fn is_spt(text: &str) -> bool {
    let mut lexer = Lexer { text, pos: 0, line: 1, line_start: 0 };
    matches!(lexer.next(), Ok(Some((Token::Number(spirv::MAGIC_NUMBER), _, _))))
}

/// Reads a module from the text format. Errors name the line and column.
pub fn read_spt(text: &str) -> Result<Module, AsmError> {
    let mut lexer = Lexer { text, pos: 0, line: 1, line_start: 0 };
    let mut words = Vec::new();
    for _ in 0..5 {
        match lexer.next()? {
            Some((Token::Number(w), _, _)) => words.push(w),
            Some((_, line, column)) => {
                return Err(AsmError { line, column, message: "expected a header word (a number)".into() });
            }
            None => return Err(lexer.error(lexer.pos, "the text ends inside the five-word header")),
        }
    }
    let mut lines = Vec::new();
    let mut imports: Vec<(u32, &'static ExtInstSet)> = Vec::new();
    let mut aux_data_import: Option<u32> = None;
    let mut imports_200: Vec<u32> = Vec::new();
    while let Some((token, line, column)) = lexer.next()? {
        let at = |message: String| AsmError { line, column, message };
        let Token::Number(count) = token else {
            return Err(at("expected the word count of an instruction".into()));
        };
        let name = match lexer.next()? {
            Some((Token::Name(name), _, _)) => name,
            _ => return Err(at("expected an instruction name after the word count".into())),
        };
        let g = grammar::instruction_by_name(name).ok_or_else(|| at(format!("unknown instruction '{name}'")))?;
        if !(1..=0xffff).contains(&count) {
            return Err(at(format!("word count {count} of {name} is out of range")));
        }
        // Every operand the grammar requires takes a word at least; the reference names the
        // error `InvalidWordCount`.
        let least = 1 + g.operands.iter().filter(|o| o.quantifier == rspirv::grammar::OperandQuantifier::One).count();
        if (count as usize) < least {
            return Err(at(format!("InvalidWordCount: word count {count} of {name} is below its {least} required words")));
        }
        let opcode = g.opcode as u32;
        let first = words.len();
        words.push((count << 16) | opcode);
        let mut names_seen = 0;
        let mut count = count;
        while words.len() - first < count as usize {
            let Some((token, tline, tcolumn)) = lexer.next()? else {
                // In the reference's words and figures: the operand words the count asks for
                // against those the text still held.
                let read = words.len() - first - 1;
                return Err(at(format!(
                    "InvalidWordCount:  WordCount exceeds remaining input stream size: expected size = {} bytes, remaining size = {} bytes (the text ends inside {name}, word count {count})",
                    (count as usize - 1) * 4,
                    read * 4
                )));
            };
            let here = |message: String| AsmError { line: tline, column: tcolumn, message };
            match token {
                Token::Number(w) => words.push(w),
                Token::String(bytes) => {
                    let len = bytes.len() / 4 + 1;
                    let mut padded = bytes;
                    padded.resize(len * 4, 0);
                    words.extend(padded.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
                    // A word count that ends inside a string is a hand-edited count the
                    // reference reads by the string (its files have them): the string ends the
                    // instruction, whose count becomes the words it takes.
                    let taken = words.len() - first;
                    if taken > count as usize && taken <= 0xffff {
                        count = taken as u32;
                        words[first] = (count << 16) | opcode;
                    }
                }
                Token::Name(word) => {
                    let position = words.len() - first;
                    let value = if opcode == spirv::Op::ExtInst as u32 && position == 4 {
                        let import = words.get(first + 3);
                        let set = import.and_then(|s| imports.iter().find(|(id, _)| id == s));
                        if import.is_some() && import == aux_data_import.as_ref() {
                            grammar::aux_data_number(word)
                        } else {
                            set.and_then(|(_, set)| set.instruction_by_name(word)).map(|g| u32::from(g.opcode)).or_else(|| {
                                import.filter(|s| imports_200.contains(s))?;
                                NONSEMANTIC_200_ONLY.iter().find(|(_, n)| *n == word).map(|(number, _)| *number)
                            })
                        }
                    } else if opcode == u32::from(OPCODE_OPERAND.0) {
                        grammar::instruction_by_name(word).map(|g| u32::from(g.opcode))
                    } else {
                        named_enumerant(opcode, names_seen, word)
                    };
                    names_seen += 1;
                    words.push(value.ok_or_else(|| here(format!("unknown name '{word}' in {name}")))?);
                }
            }
        }
        if opcode == spirv::Op::ExtInstImport as u32 {
            let import = words.get(first + 2..).map(operands::decode_string);
            if let (Some(&id), Some(Ok((import, _)))) = (words.get(first + 1), import) {
                if let Some(set) = named_set(&import) {
                    imports.push((id, set));
                }
                if import == grammar::AUX_DATA {
                    aux_data_import = Some(id);
                }
                if import == NONSEMANTIC_200 {
                    imports_200.push(id);
                }
            }
        }
        lines.push((line, column));
    }
    // The header's id bound is advisory here, as in the reference: text is often edited by
    // hand. Read against the largest bound allowed, then make it the largest result id + 1 if
    // the header's is smaller.
    let declared = words[3];
    words[3] = super::MAX_BOUND;
    let mut module = read_words(&words).map_err(|e| {
        let (line, column) = e.instruction.and_then(|i| lines.get(i)).copied().unwrap_or((1, 1));
        AsmError { line, column, message: e.to_string() }
    })?;
    let needed = module.instructions().filter_map(|i| i.result).map(|id| id.0 + 1).max().unwrap_or(1);
    module.header.bound = declared.max(needed).min(super::MAX_BOUND);
    Ok(module)
}

/// The value of an enumerant spelled by name in instruction `opcode`: the first name in a
/// decoration instruction is the decoration; otherwise the kinds the format names are tried.
fn named_enumerant(opcode: u32, names_seen: usize, word: &str) -> Option<u32> {
    use spirv::Op;
    let decorates = [Op::Decorate, Op::MemberDecorate, Op::DecorateId, Op::DecorateString, Op::MemberDecorateString]
        .iter()
        .any(|&op| op as u32 == opcode);
    let kinds: &[OperandKind] = if opcode == Op::Capability as u32 {
        &[OperandKind::Capability]
    } else if decorates && names_seen == 0 {
        &[OperandKind::Decoration]
    } else {
        &[
            OperandKind::LinkageType,
            OperandKind::HostAccessQualifier,
            OperandKind::InitializationModeQualifier,
            OperandKind::Decoration,
            OperandKind::Capability,
        ]
    };
    kinds.iter().find_map(|&k| grammar::enumerant_by_name(k, word)).map(|e| e.value)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn module(text: &str) -> Module {
        super::super::assemble(text, &super::super::AsmOptions::default()).unwrap()
    }

    #[test]
    fn names_what_the_translator_names() {
        let m = module(
            "OpCapability Addresses\nOpCapability Kernel\n%1 = OpExtInstImport \"OpenCL.std\"\n\
             OpMemoryModel Physical64 OpenCL\nOpEntryPoint Kernel %f \"k\"\n\
             OpDecorate %f LinkageAttributes \"k\" Export\nOpDecorate %x Alignment 4\n\
             %void = OpTypeVoid\n%float = OpTypeFloat 32\n%fn = OpTypeFunction %void\n\
             %x = OpUndef %float\n\
             %f = OpFunction %void None %fn\n%e = OpLabel\n%s = OpExtInst %float %1 sin %x\nOpReturn\nOpFunctionEnd\n",
        );
        let text = write_spt(&m);
        assert!(text.contains("2 Capability Kernel \n"), "{text}");
        assert!(text.contains("5 Decorate 2 LinkageAttributes \"k\" Export \n"), "{text}");
        assert!(text.contains("4 Decorate 3 Alignment 4 \n"), "{text}");
        assert!(text.contains("6 ExtInst 5 8 1 sin 3 \n"), "{text}");
        assert!(text.contains("3 MemoryModel 2 2 \n"), "{text}");
        assert_eq!(read_spt(&text).unwrap(), m);
    }

    #[test]
    fn strings_with_quotes_and_spaces_round_trip() {
        let m = module("OpCapability Kernel\nOpMemoryModel Logical OpenCL\n%s = OpString \"a \\\"b\\\" c\"\n");
        let text = write_spt(&m);
        assert!(text.contains(r#"String 1 "a \"b\" c" "#), "{text}");
        assert_eq!(read_spt(&text).unwrap(), m);
    }

    #[test]
    fn nonsemantic_200_module_is_named() {
        let m = module(
            "OpCapability Kernel\nOpExtension \"SPV_KHR_non_semantic_info\"\n\
             %1 = OpExtInstImport \"NonSemantic.Shader.DebugInfo.200\"\nOpMemoryModel Logical OpenCL\n\
             %s = OpString \"m\"\n%void = OpTypeVoid\n%n = OpExtInst %void %1 0\n\
             %m = OpExtInst %void %1 200 %s %n %n %n %s %s %s %n\n",
        );
        let text = write_spt(&m);
        assert!(text.contains(" DebugModule "), "{text}");
        assert_eq!(read_spt(&text).unwrap(), m);
    }

    #[test]
    fn comments_and_blank_lines_are_skipped() {
        let text = "; RUN: something\n\n119734787 65536 0 1 0 ; header\n2 Capability Kernel\n\n3 MemoryModel 0 2\n";
        let m = read_spt(text).unwrap();
        assert_eq!(m.instruction_count(), 2);
        assert!(is_spt(text));
        assert!(!is_spt("OpCapability Kernel\n"));
    }

    #[test]
    fn reference_literals_of_fuse_loops_are_read_and_kept() {
        // `SPV_INTEL_loop_fuse` gives the decoration a depth and an independence flag, which
        // the grammar lacks; the reference writes them.
        let text = "119734787 65536 393230 10 0\n2 Capability Kernel\n2 Capability LoopFuseINTEL\n\
                    5 Decorate 5 FuseLoopsInFunctionINTEL 3 1\n";
        let m = read_spt(text).unwrap();
        let d = m.instructions().find(|i| i.opcode == spirv::Op::Decorate as u16).unwrap();
        assert_eq!(d.operands, [5, spirv::Decoration::FuseLoopsInFunctionINTEL as u32, 3, 1]);
        assert!(write_spt(&m).contains("5 Decorate 5 FuseLoopsInFunctionINTEL 3 1"), "{}", write_spt(&m));
        // Without them, as the grammar has it, too.
        let m = read_spt("119734787 65536 393230 10 0\n3 Decorate 5 FuseLoopsInFunctionINTEL\n").unwrap();
        assert_eq!(m.instructions().next().map(|i| i.operands.len()), Some(2));
    }

    #[test]
    fn errors_name_the_line() {
        let bad = "119734787 65536 0 5 0\n2 Capability Kernel\n3 MemoryModel 0 2\n4 TypeIntt 1 32 0\n";
        let e = read_spt(bad).unwrap_err();
        assert_eq!((e.line, e.message.as_str()), (4, "unknown instruction 'TypeIntt'"));
        let e = read_spt("119734787 65536 0 5 0\n2 Capability Kernal\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.message.contains("Kernal"), "{e}");
        let e = read_spt("119734787 65536 0 5 0\n2 Capability Kernel\n3 MemoryModel 0\n").unwrap_err();
        assert!(e.message.contains("ends inside MemoryModel"), "{e}");
        // The reference's figures: operand bytes asked for against those the text held.
        let e = read_spt("119734787 65536 393230 16 0\n3 Capability Addresses").unwrap_err();
        assert!(
            e.message.starts_with(
                "InvalidWordCount:  WordCount exceeds remaining input stream size: expected size = 8 bytes, remaining size = 4 bytes"
            ),
            "{e}"
        );
        let e = read_spt("119734787 65536 0 5 0\n2 Capability Kernel\n2 MemoryModel 0 2\n").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        // A count that ends inside a string is the string's (hand-edited files have them).
        let m = read_spt("119734787 65536 0 5 0\n3 Name 1 \"abcdefg\"\n").unwrap();
        assert_eq!(m.instructions().next().map(|i| i.operands.len()), Some(3));
        let e = read_spt("119734787 65536 0 6 0\n2 Capability Kernel\n1 Decorate 5 RelaxedPrecision\n").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
        assert!(e.message.starts_with("InvalidWordCount: word count 1 of Decorate"), "{e}");
        let e = read_spt("119734787 65536 0 6 0\n4 TypeInt 3 32 0\n2 Constant 3 5\n").unwrap_err();
        assert!(e.message.starts_with("InvalidWordCount"), "{e}");
        // A header bound below the ids used is raised (text is edited by hand), never lowered.
        let m = read_spt("119734787 65536 0 2 0\n2 Capability Kernel\n3 MemoryModel 0 2\n4 TypeInt 9 32 0\n").unwrap();
        assert_eq!(m.header.bound, 10);
        let m = read_spt("119734787 65536 0 20 0\n2 Capability Kernel\n3 MemoryModel 0 2\n4 TypeInt 9 32 0\n").unwrap();
        assert_eq!(m.header.bound, 20);
        let e = read_spt("119734787 65536 0 20 0\n4 TypeInt 0 32 0\n").unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        let e = read_spt("119734787 65536\n").unwrap_err();
        assert!(e.message.contains("header"), "{e}");
        let e = read_spt("119734787 65536 0 5 0\n2 Capability Kernel\n3 Name 1 \"abc\n").unwrap_err();
        assert!(e.message.contains("not closed"), "{e}");
        let e = read_spt("119734787 65536 0 5 0\n2 Capability Kernel\n3 MemoryModel 0 99999999999\n").unwrap_err();
        assert!(e.message.contains("32-bit"), "{e}");
    }
}
