//! Forms only the Khronos translator writes (its modules must load, issue #13/#16), read though
//! no validator accepts them: its decoration `RuntimeAlignedINTEL` (5940, one literal) where the
//! registry has the function parameter attribute, and `FuseLoopsInFunctionINTEL` with the depth
//! and independence literals `SPV_INTEL_loop_fuse` gives it (SPIRV-Headers lists none);
//! `OpSizeOf` of a pointer type's id (its suite's form) where SPIR-V takes a pointer.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv;
use spirv_llvm_translator::to_llvm::{self, Options};

/// `kernel void k(global int *a, global int *b, global int *c)`, `a` and `c` runtime aligned
/// (`c` by the registry's parameter attribute), in the reference's text format.
const MODULE: &str = "119734787 65536 393230 20 0
2 Capability Addresses
2 Capability Kernel
2 Capability RuntimeAlignedAttributeINTEL
2 Capability LoopFuseINTEL
8 Extension \"SPV_INTEL_runtime_aligned\"
6 Extension \"SPV_INTEL_loop_fuse\"
3 MemoryModel 2 2
4 EntryPoint 6 5 \"k\"
3 Name 9 \"a\"
3 Name 10 \"b\"
3 Name 11 \"c\"
4 Decorate 9 RuntimeAlignedINTEL 1
4 Decorate 10 RuntimeAlignedINTEL 0
4 Decorate 11 FuncParamAttr 5940
5 Decorate 5 FuseLoopsInFunctionINTEL 3 1
4 TypeInt 3 32 0
2 TypeVoid 2
4 TypePointer 4 5 3
6 TypeFunction 6 2 4 4 4
5 Function 2 5 0 6
3 FunctionParameter 4 9
3 FunctionParameter 4 10
3 FunctionParameter 4 11
2 Label 12
1 Return
1 FunctionEnd
";

#[test]
fn the_reference_runtime_aligned_decoration_and_loop_fuse_literals_are_read() {
    let module = spirv::read_spt(MODULE).expect("reads");
    // Binary and text spellings stay bit-exact.
    let words = spirv::write_words(&module).expect("encodes");
    assert_eq!(spirv::write_spt(&spirv::read_words(&words).expect("decodes")), spirv::write_spt(&module));
    assert!(spirv::write_spt(&module).contains("4 Decorate 9 RuntimeAlignedINTEL 1"));
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates").print_to_string();
    assert!(ir.contains("!kernel_arg_runtime_aligned"), "{ir}");
    assert!(ir.contains("!{i1 true, i1 false, i1 true}"), "a and c aligned, b not: {ir}");
}

/// The reference's placement of instruction metadata: in the global section, before the
/// function defining the instruction, as `OpExtInstWithForwardRefsKHR`
/// (`SPV_KHR_relaxed_extended_instruction`).
const FORWARD_REFS: &str = r#"
               OpCapability Addresses
               OpCapability Linkage
               OpCapability Kernel
               OpExtension "SPV_KHR_relaxed_extended_instruction"
        %aux = OpExtInstImport "NonSemantic.AuxData"
               OpMemoryModel Physical64 OpenCL
       %hint = OpString "amdgpu.no.fine.grained.memory"
               OpDecorate %f LinkageAttributes "f" Export
       %void = OpTypeVoid
       %uint = OpTypeInt 32 0
       %fn_f = OpTypeFunction %uint %uint %uint
         %md = OpExtInstWithForwardRefsKHR %void %aux 5 %sum %hint
          %f = OpFunction %uint None %fn_f
          %a = OpFunctionParameter %uint
          %b = OpFunctionParameter %uint
      %entry = OpLabel
        %sum = OpIAdd %uint %a %b
               OpReturnValue %sum
               OpFunctionEnd
"#;

#[test]
fn instruction_metadata_in_the_global_section_is_read_after_the_bodies() {
    let module = spirv::assemble(FORWARD_REFS, &spirv::AsmOptions { version: (1, 6), preserve_numeric_ids: false }).expect("assembles");
    let ctx = Context::new();
    let options = Options { preserve_aux_data: true, ..Options::default() };
    let ir = to_llvm::translate(&module, &ctx, &options).expect("translates").print_to_string();
    assert!(ir.contains("add i32 %0, %1, !amdgpu.no.fine.grained.memory !"), "{ir}");
    // Without the option, ignored as every non-semantic instruction.
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates").print_to_string();
    assert!(!ir.contains("amdgpu"), "{ir}");
}

/// `OpSizeOf` of the id of a pointer type, as the reference's suite writes it, and of a pointer
/// value; a result that is not an integer is an error naming the instruction.
const SIZE_OF: &str = r#"
               OpCapability Addresses
               OpCapability Linkage
               OpCapability Kernel
               OpMemoryModel Physical64 OpenCL
               OpDecorate %f LinkageAttributes "f" Export
       %void = OpTypeVoid
       %bool = OpTypeBool
        %int = OpTypeInt 32 0
     %struct = OpTypeStruct %int %int
     %p_bool = OpTypePointer CrossWorkgroup %bool
   %p_struct = OpTypePointer CrossWorkgroup %struct
      %p_int = OpTypePointer CrossWorkgroup %int
         %fn = OpTypeFunction %void %p_int
          %f = OpFunction %void None %fn
          %p = OpFunctionParameter %p_int
      %entry = OpLabel
         %n1 = OpSizeOf %int %p_bool
               OpStore %p %n1
         %n2 = OpSizeOf %int %p_struct
               OpStore %p %n2
         %n3 = OpSizeOf %int %p
               OpStore %p %n3
               OpReturn
               OpFunctionEnd
"#;

#[test]
fn size_of_a_pointer_type_id_is_its_pointee_size() {
    let options = spirv::AsmOptions { version: (1, 1), preserve_numeric_ids: false };
    let module = spirv::assemble(SIZE_OF, &options).expect("assembles");
    let ctx = Context::new();
    let ir = to_llvm::translate(&module, &ctx, &Options::default()).expect("translates").print_to_string();
    for size in [1, 8, 4] {
        assert!(ir.contains(&format!("store i32 {size}, ptr addrspace(1) %0")), "size {size}: {ir}");
    }
    let float_result = SIZE_OF.replace("%n3 = OpSizeOf %int %p", "%n3 = OpSizeOf %float %p").replace(
        "%bool = OpTypeBool",
        "%bool = OpTypeBool\n      %float = OpTypeFloat 32",
    ).replace("OpStore %p %n3", "");
    let module = spirv::assemble(&float_result, &options).expect("assembles");
    let ctx = Context::new();
    let err = to_llvm::translate(&module, &ctx, &Options::default()).expect_err("a float size is refused").to_string();
    assert!(err.contains("OpSizeOf giving float"), "{err}");
}
