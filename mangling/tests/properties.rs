//! Property tests: round trips over random signatures of the whole type model, display against
//! `llvm-cxxfilt` for random signatures, and robustness on malformed and truncated symbols.

#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

mod common;

use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, TestRunner};

use common::strategies::{signature, signature_with_repeats, spirv};
use spirv_llvm_mangling::{
    SpirvBuiltinName, SpirvType, demangle, demangle_for_display, demangle_text_for_display, mangle,
};

/// Real clang-22 symbols (from the kernel set) with substitutions of every kind.
const REAL_SYMBOLS: &[&str] = &[
    "_Z13get_global_idj",
    "_Z5fractDv16_DhPU3AS4S_",
    "_Z5fractDv2_fPS_",
    "_Z6remquoDv3_dS_PU3AS3Dv3_i",
    "_Z10ndrange_2DPKmS0_S0_",
    "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_",
    "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope",
    "_Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomiciPii12memory_orderS4_12memory_scope",
    "_Z21async_work_group_copyPU3AS3Dv16_DhPU3AS1KS_m9ocl_event",
    "_Z11read_imagef20ocl_image2d_array_ro11ocl_samplerDv4_f",
    "_Z12write_imageh14ocl_image3d_woDv4_iDv4_Dh",
    "_Z8shuffle2Dv16_DhS_Dv16_t",
    "_Z15vstore_half_rteDv16_fmPU3AS3Dh",
    "_Z12subst_nestedPU3AS1PU3AS1iPPU3AS3iS0_PPKDv2_iS7_",
    "_Z10subst_pipe8ocl_pipe8ocl_pipe13ocl_reserveidS1_",
    "_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS6_",
    "_Z38__spirv_ImageSampleExplicitLod_Rfloat4PU3AS140__spirv_SampledImage__void_1_0_0_0_0_0_0Dv2_fif",
    "_Z18__spirv_ocl_printfPU3AS2cz",
    "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE",
];

proptest! {
    #![proptest_config(Config { cases: 1000, ..Config::default() })]

    #[test]
    fn demangle_inverts_mangle(sig in prop_oneof![signature(), signature_with_repeats()]) {
        let symbol = mangle(&sig).unwrap();
        prop_assert_eq!(demangle(&symbol), Ok(sig), "{}", symbol);
    }

    #[test]
    fn spirv_type_names_roundtrip(ty in spirv()) {
        prop_assert_eq!(SpirvType::from_mangled_name(&ty.mangled_name()), Ok(ty));
        prop_assert_eq!(SpirvType::from_llvm_name(&ty.llvm_name()), Ok(ty));
    }
}

proptest! {
    #![proptest_config(Config { cases: 512, ..Config::default() })]

    /// Never a panic; an error points inside the string.
    #[test]
    fn malformed_strings_are_errors(
        text in prop_oneof![
            ".*",
            "_Z[0-9A-Za-z_$.]{0,40}",
            "_Z[1-9][a-z]{1,4}[PKVrUSDFEAvbchstijlmfdzx0-9_]{0,40}",
            "__spirv_[A-Za-z0-9_]{0,30}",
        ]
    ) {
        check_no_panic(&text);
    }

    /// Every prefix of a real symbol is an error, or a valid symbol that re-mangles to itself.
    #[test]
    fn truncated_symbols_are_errors(index in 0..REAL_SYMBOLS.len(), cut in 0usize..200) {
        let symbol = REAL_SYMBOLS[index];
        let prefix = &symbol[..cut.min(symbol.len())];
        check_no_panic(prefix);
        if let Ok(sig) = demangle(prefix) {
            let again = mangle(&sig);
            prop_assert_eq!(again.as_deref(), Ok(prefix));
        }
    }

    /// Random edits of real symbols: never a panic.
    #[test]
    fn edited_symbols_are_errors(
        index in 0..REAL_SYMBOLS.len(),
        at in 0usize..200,
        edit in 0u8..3,
        byte in prop::sample::select(b"_ZPKVrUSDFEvbchstijlmfdz0123456789AS".to_vec()),
    ) {
        let mut text = REAL_SYMBOLS[index].as_bytes().to_vec();
        let at = at.min(text.len());
        match edit {
            0 => text.insert(at, byte),
            1 if at < text.len() => { text.remove(at); }
            _ if at < text.len() => text[at] = byte,
            _ => text.push(byte),
        }
        check_no_panic(&String::from_utf8(text).unwrap());
    }
}

fn check_no_panic(text: &str) {
    if let Err(err) = demangle(text) {
        let pos = err.position().unwrap();
        assert!(pos <= text.len(), "{text:?}: {err} points past the end");
        assert!(!err.to_string().is_empty());
    }
    let _ = demangle_for_display(text);
    let _ = demangle_text_for_display(text);
    if let Err(err) = SpirvBuiltinName::parse(text) {
        assert!(err.position().unwrap() <= text.len(), "{text:?}: {err}");
    }
    if let Err(err) = SpirvType::from_mangled_name(text) {
        assert!(err.position().unwrap() <= text.len(), "{text:?}: {err}");
    }
}

#[test]
fn real_symbols_roundtrip_and_every_prefix_is_handled() {
    for symbol in REAL_SYMBOLS {
        let sig = demangle(symbol).unwrap_or_else(|e| panic!("{symbol}: {e}"));
        assert_eq!(mangle(&sig).as_deref(), Ok(*symbol));
        for cut in 0..symbol.len() {
            let prefix = &symbol[..cut];
            check_no_panic(prefix);
            if let Ok(sig) = demangle(prefix) {
                assert_eq!(mangle(&sig).as_deref(), Ok(prefix));
            }
        }
    }
}

/// `demangle_for_display` prints what `llvm-cxxfilt` prints for random signatures of the
/// whole model, which checks the substitution numbering LLVM uses as well as the printing.
#[test]
fn display_matches_llvm_cxxfilt_on_random_signatures() {
    let mut runner = TestRunner::deterministic();
    let strategy = prop_oneof![signature(), signature_with_repeats()];
    let symbols: Vec<String> = (0..1000)
        .map(|_| {
            let sig = strategy.new_tree(&mut runner).unwrap().current();
            mangle(&sig).unwrap()
        })
        .collect();
    let expected = common::cxxfilt(&symbols);
    let mut mismatches = Vec::new();
    for (symbol, expected) in symbols.iter().zip(&expected) {
        let display = demangle_for_display(symbol);
        if display != *expected {
            mismatches.push(format!("{symbol}\n  ours:  {display}\n  llvm:  {expected}"));
        }
    }
    let unchanged = symbols
        .iter()
        .zip(&expected)
        .filter(|(s, e)| s == e)
        .count();
    println!(
        "{} random symbols, {unchanged} of which llvm-cxxfilt cannot demangle",
        symbols.len()
    );
    println!("e.g. {:?} -> {:?}", symbols.last(), expected.last());
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
}
