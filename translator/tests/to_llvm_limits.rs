//! Sizes no program has, which a lane-by-lane or element-by-element translation would spend
//! minutes and gigabytes on (found by mutating the corpus): refused with an error naming the
//! type, never a hang or a huge allocation.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_translator::llvm::Context;
use spirv_llvm_translator::spirv::{self, AsmOptions};
use spirv_llvm_translator::to_llvm::{self, Options};

/// A module of `head` (capabilities, extensions), `annotations` and `body` (types, constants).
fn translate_err(head: &str, annotations: &str, body: &str) -> String {
    let text = format!(
        "OpCapability Addresses\nOpCapability Kernel\nOpCapability Int64\nOpCapability Linkage\n{head}\
         OpMemoryModel Physical64 OpenCL\n{annotations}%void = OpTypeVoid\n%ulong = OpTypeInt 64 0\n\
         %float = OpTypeFloat 32\n%fn = OpTypeFunction %void\n{body}"
    );
    let module = spirv::assemble(&text, &AsmOptions::default()).expect("assembles");
    let ctx = Context::new();
    match to_llvm::translate(&module, &ctx, &Options::default()) {
        Ok(_) => panic!("translated:\n{text}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_vector_of_millions_of_lanes_is_refused() {
    // The builtin is read lane by lane: 67 million calls.
    let e = translate_err(
        "",
        "OpDecorate %id BuiltIn WorkgroupId\n",
        "%v = OpTypeVector %ulong 67108867\n%p = OpTypePointer Input %v\n%id = OpVariable %p Input\n",
    );
    assert!(e.contains("a vector of 67108867 components (at most 65536)"), "{e}");
}

#[test]
fn a_matrix_of_millions_of_columns_is_refused() {
    let e = translate_err("", "", "%v4 = OpTypeVector %float 4\n%m = OpTypeMatrix %v4 8388612\n%p = OpTypePointer Function %m\n");
    assert!(e.contains("a matrix of 8388612 columns (at most 65536)"), "{e}");
}

#[test]
fn a_replicated_constant_of_billions_of_elements_is_refused() {
    let e = translate_err(
        "OpCapability ReplicatedCompositesEXT\nOpExtension \"SPV_EXT_replicated_composites\"\n",
        "",
        "%uint = OpTypeInt 32 0\n%n = OpConstant %ulong 4000000000\n%a = OpTypeArray %float %n\n\
         %one = OpConstant %float 1\n%c = OpConstantCompositeReplicateEXT %a %one\n",
    );
    assert!(e.contains("4000000000 elements of [4000000000 x float] one by one"), "{e}");
}
