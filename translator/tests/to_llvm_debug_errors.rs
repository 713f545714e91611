//! Error paths of debug-information reading (SPIR-V → LLVM): inputs that break a rule of the
//! debug extended instruction sets, which SPIRV-Tools' validators reject too (so they cannot be
//! file tests of `to_llvm_files.rs`, whose inputs must validate). Each must fail with an error
//! naming the debug instruction and its id, never panic.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv::{self, AsmOptions};
use spirv_llvm_translator::to_llvm::{self, Options};

/// Assembles `text` (SPIR-V 1.1), translates it and checks the error contains `want`.
fn expect_error(text: &str, want: &str) {
    let module = spirv::assemble(text, &AsmOptions { version: (1, 1), preserve_numeric_ids: false }).unwrap();
    let ctx = Context::new();
    match to_llvm::translate(&module, &ctx, &Options::default()) {
        Ok(_) => panic!("translated, but an error containing `{want}` was expected"),
        Err(e) => assert!(e.to_string().contains(want), "error `{e}` does not contain `{want}`"),
    }
}

/// DebugValue of something that is not a DebugLocalVariable.
#[test]
fn declare_not_local() {
    expect_error(
        r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
               OpExtension "SPV_KHR_non_semantic_info"
          %1 = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
      %kname = OpString "f"
      %empty = OpString ""
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
     %fnvoid = OpTypeFunction %void
    %uint_0 = OpConstant %uint 0
    %uint_1 = OpConstant %uint 1
    %uint_4 = OpConstant %uint 4
    %uint_8 = OpConstant %uint 8
   %uint_100 = OpConstant %uint 100
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit %uint_100 %uint_4 %src %uint_4
        %fty = OpExtInst %void %1 DebugTypeFunction %uint_0 %void
        %dbf = OpExtInst %void %1 DebugFunction %kname %fty %src %uint_1 %uint_1 %cu %empty %uint_8 %uint_1
       %expr = OpExtInst %void %1 DebugExpression
          %f = OpFunction %void None %fnvoid
         %f0 = OpLabel
        %def = OpExtInst %void %1 DebugFunctionDefinition %dbf %f
         %dv = OpExtInst %void %1 DebugValue %dbf %uint_1 %expr
               OpReturn
               OpFunctionEnd
"#,
        "is not a DebugLocalVariable",
    );
}

/// A NonSemantic literal operand that is not an integer constant.
#[test]
fn ns_literal() {
    expect_error(
        r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
               OpExtension "SPV_KHR_non_semantic_info"
          %1 = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
      %iname = OpString "int"
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
      %float = OpTypeFloat 32
    %uint_32 = OpConstant %uint 32
    %uint_4 = OpConstant %uint 4
   %uint_100 = OpConstant %uint 100
   %float_1 = OpConstant %float 1
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit %uint_100 %uint_4 %src %uint_4
       %int = OpExtInst %void %1 DebugTypeBasic %iname %uint_32 %float_1 %uint_4
"#,
        "DebugTypeBasic %",
    );
}

/// A lexical block that is its own parent.
#[test]
fn scope_cycle() {
    expect_error(
        r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
          %1 = OpExtInstImport "OpenCL.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
       %void = OpTypeVoid
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit 65536 4 %src OpenCL_C
      %block = OpExtInst %void %1 DebugLexicalBlock %src 1 1 %block
"#,
        "DebugLexicalBlock %",
    );
}

/// A DebugTypeBasic whose name is not an OpString.
#[test]
fn not_a_string() {
    expect_error(
        r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
          %1 = OpExtInstImport "OpenCL.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
    %uint_32 = OpConstant %uint 32
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit 65536 4 %src OpenCL_C
       %int = OpExtInst %void %1 DebugTypeBasic %uint_32 %uint_32 Signed
"#,
        "is not an OpString",
    );
}

/// A local variable whose scope is a type, no scope at all (LLVM would crash building it): an
/// error naming the instruction.
#[test]
fn local_variable_outside_a_local_scope() {
    expect_error(
        r#"
               OpCapability Addresses
               OpCapability Kernel
               OpCapability Linkage
               OpExtension "SPV_KHR_non_semantic_info"
          %1 = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
               OpMemoryModel Physical64 OpenCL
       %file = OpString "c.cl"
      %vname = OpString "v"
      %tname = OpString "int"
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
     %fnvoid = OpTypeFunction %void
%_ptr_Function_uint = OpTypePointer Function %uint
    %uint_0 = OpConstant %uint 0
    %uint_1 = OpConstant %uint 1
    %uint_4 = OpConstant %uint 4
   %uint_32 = OpConstant %uint 32
   %uint_100 = OpConstant %uint 100
        %src = OpExtInst %void %1 DebugSource %file
         %cu = OpExtInst %void %1 DebugCompilationUnit %uint_100 %uint_4 %src %uint_4
        %int = OpExtInst %void %1 DebugTypeBasic %tname %uint_32 %uint_4 %uint_0
        %var = OpExtInst %void %1 DebugLocalVariable %vname %int %src %uint_1 %uint_0 %int %uint_0
          %f = OpFunction %void None %fnvoid
         %f0 = OpLabel
          %p = OpVariable %_ptr_Function_uint Function
       %expr = OpExtInst %void %1 DebugExpression
         %dd = OpExtInst %void %1 DebugDeclare %var %p %expr
               OpReturn
               OpFunctionEnd
"#,
        "the scope of a local variable must be a subprogram or a lexical block",
    );
}
