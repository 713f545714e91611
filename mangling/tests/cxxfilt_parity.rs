//! `demangle_for_display` and `demangle_text_for_display` against `llvm-cxxfilt` on the
//! special forms it handles beyond plain builtin symbols: prefixes, suffixes, block
//! invocation functions, non-builtin types that LLVM prints, and symbols it cannot demangle.
//! Outside the subset (nested names such as `_ZN3foo3barEv`, templates, references, Rust and D
//! symbols) `llvm-cxxfilt` demangles and this crate prints the symbol unchanged; those are
//! deliberately not listed.

#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

mod common;

use spirv_llvm_mangling::{demangle_for_display, demangle_text_for_display};

const SYMBOLS: &[&str] = &[
    // Encodings and their wrappers.
    "_Z3sinf",
    "__Z3sinf",
    "._Z3sinf",
    "_ZL3sinf",
    "_Z3sin",
    "_Z3sinf.1",
    "_Z3sinf.llvm.123",
    "_Z3sin.cold",
    "___Z3fooi_block_invoke",
    "___Z3fooi_block_invoke_2",
    "____Z3fooi_block_invoke_12.cold",
    "___Z3fooi_block_invoke_",
    "__imp__Z3sinf",
    "__imp_i",
    "_Z24_GLOBAL__N_1_helper_namev",
    // Types LLVM prints although builtins do not use them.
    "_Z1fPFviE",
    "_Z1fPPFPivE",
    "_Z1fFvvE",
    "_Z1fxyaeg",
    "_Z1fDnDaDcDiDsDuDdDeDf",
    "_Z1fu6__bf16S_",
    "_Z1fPU5__ptrKi",
    "_Z1fDv5_i",
    "_Z1fDv_fS_",
    "_Z1fDv4_p",
    "_Z1fDv99999999999999999999999_i",
    "_Z1fFviviE",
    "_Z1fiv",
    "_Z1fPKU7_AtomicU3AS1iS_",
    "_Z1fU13block_pointerFvPU3AS3vES0_",
    "_Z1fPU3AS1U13block_pointerFvvES1_",
    // Arrays: by value (SPIR-V friendly IR), behind pointers, nested, without a length.
    "_Z23__spirv_BuildNDRange_2DA2_lS_S_",
    "_Z1fA2_A3_iS0_",
    "_Z1fPA2_iPKS_",
    "_Z1fPU3AS1A2_iS1_",
    "_Z1fA_i",
    "_Z1fA02_i",
    "_Z1fA0_Dv4_f",
    "_Z1fU7_AtomicA2_i",
    "_Z1fPFA2_ivE",
    "_Z1fA2i",
    // Not demangled, by LLVM or by us.
    "_Z",
    "_Z3",
    "_Z3sinfq",
    "_Z03sinf",
    "_Z3sinS_",
    "printf",
    "Z3sinf",
    "_____Z3sinf",
    "__spirv_BuiltInGlobalInvocationId",
    "$_Z3sinf",
    ".",
];

#[test]
fn special_forms_display_like_llvm_cxxfilt() {
    let symbols: Vec<String> = SYMBOLS.iter().map(|s| s.to_string()).collect();
    let expected = common::cxxfilt(&symbols);
    let mut mismatches = Vec::new();
    for (symbol, expected) in symbols.iter().zip(&expected) {
        let display = demangle_for_display(symbol);
        if display != *expected {
            mismatches.push(format!("{symbol}\n  ours: {display}\n  llvm: {expected}"));
        }
    }
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}

#[test]
fn lines_split_into_words_like_llvm_cxxfilt() {
    let lines: Vec<String> = [
        "",
        "   ",
        "call spir_func float @_Z3sinf(float %x)",
        "  %1 = call i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0) ; _Z3cosf",
        "_Z3sinf,_Z3cosf;_Z3tanf",
        "(_Z5fractDv4_fPU3AS4S_)",
        "x._Z3sinf $_Z3sinf _Z3sinf.1 é_Z3sinf",
        "\t_Z2f1PU3AS1U7_AtomiciS1_PU3AS4S_\t",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let expected = common::cxxfilt_lines(&lines);
    assert_eq!(expected.len(), lines.len());
    for (line, expected) in lines.iter().zip(&expected) {
        assert_eq!(&demangle_text_for_display(line), expected, "line {line:?}");
    }
}
