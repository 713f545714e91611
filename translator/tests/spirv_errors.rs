//! One test per reader error path: each malformed input gives the expected error kind at the
//! expected word offset and instruction.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_translator::spirv::{self, AsmOptions, ErrorKind};

const BASE: &str = "
OpCapability Addresses
OpCapability Kernel
%ext = OpExtInstImport \"OpenCL.std\"
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %main \"main\"
OpName %main \"main\"
OpDecorate %x Alignment 4
%void = OpTypeVoid
%uint = OpTypeInt 32 0
%fn = OpTypeFunction %void
%x = OpConstant %uint 7
%main = OpFunction %void None %fn
%entry = OpLabel
OpSwitch %x %entry 1 %entry
OpFunctionEnd
";

fn base_words() -> Vec<u32> {
    let m = spirv::assemble(BASE, &AsmOptions::default()).expect("base module assembles");
    spirv::write_words(&m).expect("base module encodes")
}

/// Word offsets of each instruction in `words`.
fn offsets(words: &[u32]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut at = 5;
    while at < words.len() {
        out.push(at);
        at += (words[at] >> 16) as usize;
    }
    out
}

fn read_err(words: &[u32]) -> spirv::Error {
    spirv::read_words(words).expect_err("input must be rejected")
}

/// Replaces instruction `index` of the base module with `replacement` words.
fn with_instruction(index: usize, replacement: &[u32]) -> Vec<u32> {
    let words = base_words();
    let offs = offsets(&words);
    let start = offs[index];
    let end = start + (words[start] >> 16) as usize;
    let mut out = words[..start].to_vec();
    out.extend_from_slice(replacement);
    out.extend_from_slice(&words[end..]);
    out
}

#[test]
fn base_module_is_valid() {
    let words = base_words();
    let m = spirv::read_words(&words).expect("reads");
    assert_eq!(spirv::write_words(&m).expect("writes"), words);
    assert_eq!(offsets(&words).len(), 15);
}

#[test]
fn too_short() {
    let e = read_err(&[spirv::MAGIC_NUMBER, 0x10000]);
    assert!(matches!(e.kind, ErrorKind::TooShort(8)), "{e}");
    assert!(e.to_string().starts_with("Invalid SPIR-V binary: module is too short"), "{e}");
    assert_eq!(e.instruction, None);
    assert!(e.to_string().contains("(header)"), "{e}");
}

#[test]
fn not_word_aligned() {
    let e = spirv::read_bytes(&[3, 2, 35, 7, 0, 0]).expect_err("rejected");
    assert!(matches!(e.kind, ErrorKind::NotWordAligned(6)), "{e}");
    // In the reference's words, which scripts look for.
    assert!(e.to_string().starts_with("Invalid SPIR-V binary: module length 6"), "{e}");
}

#[test]
fn bad_magic() {
    let mut w = base_words();
    w[0] = 0xdead_beef;
    let e = read_err(&w);
    assert!(matches!(e.kind, ErrorKind::BadMagic(0xdead_beef)), "{e}");
    assert_eq!(e.word_offset, 0);
    assert!(e.to_string().starts_with("InvalidModule: Invalid SPIR-V module: invalid magic number 0xdeadbeef"), "{e}");
}

#[test]
fn unsupported_version() {
    let mut w = base_words();
    w[1] = 0x0001_0700;
    let e = read_err(&w);
    assert!(matches!(e.kind, ErrorKind::UnsupportedVersion(0x0001_0700)), "{e}");
    assert_eq!(e.word_offset, 1);
}

#[test]
fn bound_too_large() {
    let mut w = base_words();
    w[3] = u32::MAX;
    let e = read_err(&w);
    assert!(matches!(e.kind, ErrorKind::BoundTooLarge(u32::MAX)), "{e}");
    assert_eq!(e.word_offset, 3);
}

#[test]
fn zero_word_count() {
    let w = with_instruction(1, &[17]); // word count 0, opcode 17
    let e = read_err(&w);
    assert_eq!(e.kind, ErrorKind::ZeroWordCount);
    assert_eq!((e.word_offset, e.instruction), (offsets(&base_words())[1], Some(1)));
}

#[test]
fn truncated() {
    let w = base_words();
    let e = read_err(&w[..w.len() - 2]);
    assert!(matches!(e.kind, ErrorKind::Truncated { needed: 5, available: 4 }), "{e}");
    assert_eq!(e.instruction, Some(13));
    assert!(e.to_string().ends_with("(instruction 13, OpSwitch)"), "{e}");
}

#[test]
fn unknown_opcode() {
    let e = read_err(&with_instruction(0, &[1 << 16 | 0xfff0]));
    assert_eq!(e.kind, ErrorKind::UnknownOpcode(0xfff0));
    assert_eq!(e.instruction, Some(0));
}

#[test]
fn missing_operand() {
    // OpCapability without its operand.
    let e = read_err(&with_instruction(0, &[1 << 16 | 17]));
    assert!(matches!(e.kind, ErrorKind::MissingOperand(_)), "{e}");
    assert!(e.to_string().contains("OpCapability"), "{e}");
}

#[test]
fn extra_operands() {
    let e = read_err(&with_instruction(0, &[3 << 16 | 17, 4, 4]));
    assert_eq!(e.kind, ErrorKind::ExtraOperands(1));
    assert_eq!(e.word_offset, offsets(&base_words())[0] + 2);
}

#[test]
fn id_out_of_bound() {
    let w = base_words();
    let bound = w[3];
    // OpName %bound "a"
    let e = read_err(&with_instruction(5, &[3 << 16 | 5, bound, u32::from(b'a')]));
    assert_eq!(e.kind, ErrorKind::IdOutOfBound { id: bound, bound });
    assert_eq!(e.word_offset, offsets(&w)[5] + 1);
}

#[test]
fn id_zero() {
    let e = read_err(&with_instruction(5, &[3 << 16 | 5, 0, u32::from(b'a')]));
    assert!(matches!(e.kind, ErrorKind::IdOutOfBound { id: 0, .. }), "{e}");
}

#[test]
fn duplicate_id() {
    let w = base_words();
    let m = spirv::read_words(&w).expect("valid");
    let void = m.section(spirv::Section::Global)[0].result.expect("void id");
    // A second OpTypeVoid with the same id, right after the first.
    let mut words = w.clone();
    let at = offsets(&w)[7];
    words.splice(at..at, [2 << 16 | 19, void.0]);
    let e = read_err(&words);
    assert_eq!(e.kind, ErrorKind::DuplicateId(void.0));
}

#[test]
fn unknown_enumerant() {
    let e = read_err(&with_instruction(0, &[2 << 16 | 17, 0x7fff_fff0]));
    assert!(matches!(e.kind, ErrorKind::UnknownEnumerant { value: 0x7fff_fff0, .. }), "{e}");
    assert!(e.to_string().contains("Capability"), "{e}");
}

#[test]
fn unterminated_string() {
    // OpExtension "abcd" without the terminating word.
    let e = read_err(&with_instruction(1, &[2 << 16 | 10, u32::from_le_bytes(*b"abcd")]));
    assert_eq!(e.kind, ErrorKind::UnterminatedString);
}

#[test]
fn invalid_string() {
    let e = read_err(&with_instruction(1, &[2 << 16 | 10, 0x00ff_fefe]));
    assert_eq!(e.kind, ErrorKind::InvalidString);
}

#[test]
fn unknown_literal_type() {
    // OpConstant whose result type is not a numeric type (OpTypeVoid).
    let w = base_words();
    let m = spirv::read_words(&w).expect("valid");
    let void = m.section(spirv::Section::Global)[0].result.expect("void");
    let e = read_err(&with_instruction(10, &[4 << 16 | 43, void.0, w[3] - 1, 7]));
    assert!(matches!(e.kind, ErrorKind::UnknownLiteralType(_)), "{e}");
}

#[test]
fn unknown_ext_inst() {
    let text = BASE.replace("%x = OpConstant %uint 7", "%x = OpConstant %uint 7\n%y = OpExtInst %uint %ext s_abs %x");
    let m = spirv::assemble(&text, &AsmOptions::default()).expect("assembles");
    let mut w = spirv::write_words(&m).expect("encodes");
    let offs = offsets(&w);
    let at = offs[11] + 4; // instruction number word of OpExtInst
    w[at] = 9999;
    let e = read_err(&w);
    assert!(matches!(e.kind, ErrorKind::UnknownExtInst { number: 9999, .. }), "{e}");
    assert_eq!(e.word_offset, at);
}

#[test]
fn unknown_spec_constant_op() {
    let text = BASE.replace("%x = OpConstant %uint 7", "%x = OpConstant %uint 7\n%y = OpSpecConstantOp %uint IAdd %x %x");
    let m = spirv::assemble(&text, &AsmOptions::default()).expect("assembles");
    let mut w = spirv::write_words(&m).expect("encodes");
    let at = offsets(&w)[11] + 3;
    w[at] = 0xfff0;
    let e = read_err(&w);
    assert_eq!(e.kind, ErrorKind::UnknownSpecConstantOp(0xfff0));
}

#[test]
fn out_of_order() {
    // Move OpDecorate (instruction 6) before OpName (instruction 5).
    let w = base_words();
    let offs = offsets(&w);
    let mut words = w[..offs[5]].to_vec();
    words.extend_from_slice(&w[offs[6]..offs[7]]);
    words.extend_from_slice(&w[offs[5]..offs[6]]);
    words.extend_from_slice(&w[offs[7]..]);
    let e = read_err(&words);
    assert!(matches!(e.kind, ErrorKind::OutOfOrder { .. }), "{e}");
    assert_eq!(e.instruction, Some(6));
}

#[test]
fn outside_function() {
    // OpReturn at module level.
    let e = read_err(&with_instruction(0, &[1 << 16 | 253]));
    assert_eq!(e.kind, ErrorKind::OutsideFunction);
}

#[test]
fn inside_function() {
    // Replace OpSwitch (instruction 13) by OpCapability Kernel.
    let e = read_err(&with_instruction(13, &[2 << 16 | 17, 6]));
    assert_eq!(e.kind, ErrorKind::InsideFunction);
}

#[test]
fn ext_inst_after_functions_is_kept_in_place() {
    // A non-semantic OpExtInst after the last function (as clspv writes its reflection): read
    // into `trailing`, written back word for word.
    let mut w = base_words();
    let bound = w[3];
    w[3] = bound + 1;
    w.extend_from_slice(&[6 << 16 | 12, 1, bound, 1, 1, 1]);
    let module = spirv::read_words(&w).unwrap();
    assert_eq!(module.trailing.len(), 1);
    assert_eq!(spirv::write_words(&module).unwrap(), w);
}

#[test]
fn debug_lines_between_functions_are_kept_in_place() {
    // glslang writes the next function's OpLine before its OpFunction: kept after the
    // previous function's end, written back word for word.
    let mut w = base_words();
    w.push(1 << 16 | 317); // OpNoLine
    let module = spirv::read_words(&w).unwrap();
    assert_eq!(module.functions.last().and_then(|f| f.instructions.last()).map(|i| i.opcode), Some(317));
    assert_eq!(spirv::write_words(&module).unwrap(), w);
}

#[test]
fn after_functions() {
    let mut w = base_words();
    w.extend_from_slice(&[2 << 16 | 17, 6]);
    let e = read_err(&w);
    assert_eq!(e.kind, ErrorKind::AfterFunctions);
}

#[test]
fn nested_function() {
    let w = base_words();
    let offs = offsets(&w);
    let mut func = w[offs[11]..offs[12]].to_vec();
    func[2] = w[3]; // a fresh result id: the old bound
    let mut words = w[..offs[12]].to_vec();
    words[3] += 1;
    words.extend_from_slice(&func);
    words.extend_from_slice(&w[offs[12]..]);
    let e = read_err(&words);
    assert_eq!(e.kind, ErrorKind::NestedFunction);
}

#[test]
fn unclosed_function() {
    let w = base_words();
    let offs = offsets(&w);
    let e = read_err(&w[..offs[14]]);
    assert_eq!(e.kind, ErrorKind::UnclosedFunction);
    assert_eq!(e.word_offset, offs[14]);
}

#[test]
fn duplicate_memory_model() {
    let w = base_words();
    let offs = offsets(&w);
    let mm = w[offs[3]..offs[4]].to_vec();
    let mut words = w[..offs[4]].to_vec();
    words.extend_from_slice(&mm);
    words.extend_from_slice(&w[offs[4]..]);
    let e = read_err(&words);
    assert_eq!(e.kind, ErrorKind::DuplicateMemoryModel);
}

#[test]
fn switch_literal_width_comes_from_selector() {
    let text = BASE.replace("%uint = OpTypeInt 32 0", "%uint = OpTypeInt 64 1").replace(
        "OpSwitch %x %entry 1 %entry",
        "OpSwitch %x %entry -2 %entry 0x7fffffffffffffff %entry",
    );
    let m = spirv::assemble(&text.replace("OpCapability Kernel", "OpCapability Kernel\nOpCapability Int64"), &AsmOptions::default())
        .expect("assembles");
    let func = &m.functions[0].instructions;
    let switch = &func[2];
    assert_eq!(switch.operands, vec![switch.operands[0], switch.operands[1], 0xffff_fffe, 0xffff_ffff, switch.operands[1], 0xffff_ffff, 0x7fff_ffff, switch.operands[1]]);
    let text = spirv::disassemble(&m, &spirv::DisOptions::default());
    assert!(text.contains("-2 %"), "{text}");
    assert!(text.contains("9223372036854775807 %"), "{text}");
}

#[test]
fn assembly_errors_name_line_and_column() {
    let e = spirv::assemble("OpCapability Kernel\nOpCapability NoSuchThing\n", &AsmOptions::default()).expect_err("rejected");
    assert_eq!((e.line, e.column), (2, 14));
    assert!(e.message.contains("NoSuchThing"), "{e}");
    let e = spirv::assemble("OpFoo\n", &AsmOptions::default()).expect_err("rejected");
    assert!(e.message.contains("unknown opcode 'OpFoo'"), "{e}");
    let e = spirv::assemble("%a = OpCapability Kernel\n", &AsmOptions::default()).expect_err("rejected");
    assert!(e.message.contains("has no result id"), "{e}");
    let e = spirv::assemble("OpExtension \"abc\n", &AsmOptions::default()).expect_err("rejected");
    assert!(e.message.contains("unterminated string"), "{e}");
    let e = spirv::assemble("%uint = OpTypeInt 8 0\n%c = OpConstant %uint 256\n", &AsmOptions::default()).expect_err("rejected");
    assert!(e.message.contains("does not fit"), "{e}");
    // Layout errors found by the reader are reported at the offending line.
    let e = spirv::assemble("OpMemoryModel Physical64 OpenCL\nOpCapability Kernel\n", &AsmOptions::default()).expect_err("rejected");
    assert_eq!(e.line, 2);
}
