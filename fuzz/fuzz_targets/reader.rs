//! Fuzz target for the SPIR-V reader: `cargo +nightly fuzz run reader`. Its smoke run is the
//! ordinary test `fuzz_target_smoke` in translator/tests/spirv_robustness.rs.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    if spirv_llvm_translator::spirv::fuzz_reader(data) == Some(false) {
        panic!("accepted input did not re-encode to the same bytes");
    }
});
