//! Debug information the Khronos translator writes although the validators reject it, read
//! anyway where its meaning is plain (issue #15): a DWARF language number where a
//! `SourceLanguage` belongs (kept as the `"Source Lang Literal"` module flag beside
//! `DW_LANG_OpenCL`) and `DebugOperation`s beyond the ten the sets define (the reference's
//! numbers, `--spirv-allow-extra-diexpressions`), and the `SPIRV.debug` import of its `legacy`
//! output, which is `OpenCL.DebugInfo.100` under another name; a global variable whose type is
//! `DebugInfoNone` gets an unspecified type.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv::{self, AsmOptions};
use spirv_llvm_translator::to_llvm::{self, Options};

const MODULE: &str = r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
          %1 = OpExtInstImport "OpenCL.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
      %kname = OpString "f"
      %vname = OpString "x"
      %iname = OpString "int"
      %empty = OpString ""
               OpName %f "f"
               OpDecorate %f LinkageAttributes "f" Export
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
     %fnvoid = OpTypeFunction %void
     %uint_1 = OpConstant %uint 1
       %none = OpExtInst %void %1 DebugInfoNone
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit 65536 5 %src !0x0000002A
        %int = OpExtInst %void %1 DebugTypeBasic %iname %uint_1 Signed
        %fty = OpExtInst %void %1 DebugTypeFunction None %void
        %dbf = OpExtInst %void %1 DebugFunction %kname %fty %src 1 1 %cu %empty FlagIsDefinition 1 %f %none
        %var = OpExtInst %void %1 DebugLocalVariable %vname %int %src 2 3 %dbf FlagIsLocal
      %const = OpExtInst %void %1 DebugOperation Constu 7
        %mul = OpExtInst %void %1 DebugOperation !30
        %lit = OpExtInst %void %1 DebugOperation !46
       %plus = OpExtInst %void %1 DebugOperation Plus
      %stack = OpExtInst %void %1 DebugOperation StackValue
       %expr = OpExtInst %void %1 DebugExpression %const %mul %lit %plus %stack
          %f = OpFunction %void None %fnvoid
         %f0 = OpLabel
      %scope = OpExtInst %void %1 DebugScope %dbf
         %dv = OpExtInst %void %1 DebugValue %var %uint_1 %expr
               OpReturn
               OpFunctionEnd
"#;

#[test]
fn a_dwarf_language_number_and_extra_operations_are_read() {
    let module = spirv::assemble(MODULE, &AsmOptions { version: (1, 1), preserve_numeric_ids: false }).unwrap();
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates").print_to_string();
    assert!(ir.contains("!DICompileUnit(language: DW_LANG_OpenCL"), "{ir}");
    assert!(ir.contains("!\"Source Lang Literal\""), "{ir}");
    assert!(ir.contains(", i32 42}"), "the number 42 is kept: {ir}");
    // Mul is 30 and lit0 is 46 in the reference's numbering.
    assert!(ir.contains("!DIExpression(DW_OP_constu, 7, DW_OP_mul, DW_OP_lit0, DW_OP_plus, DW_OP_stack_value)"), "{ir}");
}

#[test]
fn the_legacy_import_name_is_opencl_debug_info_100() {
    let text = MODULE.replace("\"OpenCL.DebugInfo.100\"", "\"SPIRV.debug\"");
    let module = spirv::assemble(&text, &AsmOptions { version: (1, 1), preserve_numeric_ids: false }).unwrap();
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates").print_to_string();
    assert!(ir.contains("!DICompileUnit(language: DW_LANG_OpenCL"), "{ir}");
    assert!(ir.contains("!DILocalVariable(name: \"x\""), "{ir}");
}

#[test]
fn a_global_variable_without_a_type_gets_the_unknown_type() {
    // LLVM's verifier wants a type on every DIGlobalVariable.
    let text = MODULE.replace(
        "       %expr = OpExtInst",
        "         %gv = OpExtInst %void %1 DebugGlobalVariable %vname %none %src 1 1 %cu %vname %none FlagIsDefinition\n       %expr = OpExtInst",
    );
    let module = spirv::assemble(&text, &AsmOptions { version: (1, 1), preserve_numeric_ids: false }).unwrap();
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates and verifies").print_to_string();
    assert!(ir.contains("!DIBasicType(tag: DW_TAG_unspecified_type, name: \"SPIRV unknown type\")"), "{ir}");
}
