//! Robustness of the reader: mutated valid modules (bit flips, truncations, corrupted word
//! counts, ids out of bounds, self-referencing types) never panic, and every rejection carries
//! a location inside the input. Also property tests of the literal encoders.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use proptest::prelude::*;
use spirv_llvm_translator::spirv::{self, AsmOptions};

const SEED: &str = r#"
OpCapability Addresses
OpCapability Kernel
OpCapability Int64
%ext = OpExtInstImport "OpenCL.std"
OpMemoryModel Physical64 OpenCL
OpEntryPoint Kernel %k "k" %gid
OpExecutionMode %k LocalSize 8 1 1
OpSource OpenCL_C 200000
OpName %k "k"
OpDecorate %gid BuiltIn GlobalInvocationId
OpDecorate %gid Constant
OpDecorate %k LinkageAttributes "k" Export
%void = OpTypeVoid
%uint = OpTypeInt 32 0
%ulong = OpTypeInt 64 0
%float = OpTypeFloat 32
%v3ulong = OpTypeVector %ulong 3
%ptr_in = OpTypePointer Input %v3ulong
%ptr_g = OpTypePointer CrossWorkgroup %float
%fn = OpTypeFunction %void %ptr_g
%gid = OpVariable %ptr_in Input
%c1 = OpConstant %float 1.5
%c2 = OpConstant %ulong 0x100000000
%k = OpFunction %void None %fn
%p = OpFunctionParameter %ptr_g
%entry = OpLabel
%ids = OpLoad %v3ulong %gid Aligned 32
%i = OpCompositeExtract %ulong %ids 0
%a = OpInBoundsPtrAccessChain %ptr_g %p %i
%v = OpLoad %float %a Aligned 4
%s = OpExtInst %float %ext sqrt %v
%m = OpFMul %float %s %c1
OpStore %a %m Aligned 4
OpSwitch %i %end 1 %end 0x100000000 %end
%end = OpLabel
OpReturn
OpFunctionEnd
"#;

fn seed() -> Vec<u8> {
    let m = spirv::assemble(SEED, &AsmOptions::default()).expect("seed assembles");
    spirv::write_bytes(&m).expect("seed encodes")
}

/// Decodes `bytes`; on error the location must be inside the input.
fn check(bytes: &[u8]) {
    match spirv::read_bytes(bytes) {
        Ok(m) => {
            assert_eq!(spirv::write_bytes(&m).expect("re-encodes"), bytes, "accepted input must re-encode exactly");
            let _ = spirv::disassemble(&m, &spirv::DisOptions::default());
        }
        Err(e) => {
            assert!(e.word_offset <= bytes.len() / 4 + 1, "offset {} outside input of {} words: {e}", e.word_offset, bytes.len() / 4);
            assert!(e.to_string().contains(" at word "), "{e}");
        }
    }
}

/// A small deterministic generator, so the 100,000-input sweep is reproducible.
struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(rng: &mut XorShift, seed: &[u8]) -> Vec<u8> {
    let mut b = seed.to_vec();
    let words = b.len() / 4;
    match rng.below(6) {
        0 => {
            // Bit flips.
            for _ in 0..=rng.below(4) {
                let i = rng.below(b.len());
                b[i] ^= 1 << rng.below(8);
            }
        }
        1 => {
            // Truncation, at a word or byte boundary.
            let at = rng.below(b.len());
            b.truncate(if rng.below(2) == 0 { at & !3 } else { at });
        }
        2 => {
            // Corrupted word count of an instruction.
            let i = 5 + rng.below(words - 5);
            let count = rng.below(70000) as u32 & 0xffff;
            b[i * 4 + 2..i * 4 + 4].copy_from_slice(&(count as u16).to_le_bytes());
        }
        3 => {
            // An id-sized word replaced by something near or past the bound.
            let i = 5 + rng.below(words - 5);
            let bound = u32::from_le_bytes([b[12], b[13], b[14], b[15]]);
            let v = [0, bound, bound + 1, u32::MAX, bound - 1][rng.below(5)];
            b[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
        }
        4 => {
            // Random word anywhere (including the header).
            let i = rng.below(words);
            let v = rng.next() as u32;
            b[i * 4..i * 4 + 4].copy_from_slice(&v.to_le_bytes());
        }
        _ => {
            // Duplicate or drop a whole word range.
            let i = 5 + rng.below(words - 5);
            let j = (i + 1 + rng.below(8)).min(words);
            let chunk = b[i * 4..j * 4].to_vec();
            if rng.below(2) == 0 { b.splice(i * 4..i * 4, chunk); } else { b.drain(i * 4..j * 4); }
        }
    }
    b
}

#[test]
fn hundred_thousand_mutations_never_panic() {
    let seed = seed();
    let mut rng = XorShift(0x5eed_1234_abcd_9876);
    let mut rejected = 0;
    for _ in 0..100_000 {
        let input = mutate(&mut rng, &seed);
        if spirv::read_bytes(&input).is_err() {
            rejected += 1;
        }
        check(&input);
    }
    // The sweep must actually exercise error paths.
    assert!(rejected > 50_000, "only {rejected} of 100000 mutations were rejected");
}

#[test]
fn self_referencing_types_are_handled() {
    // A pointer to itself through OpTypeForwardPointer, and a struct containing itself.
    let text = "OpCapability Addresses\nOpCapability Kernel\nOpMemoryModel Physical64 OpenCL\n\
                OpTypeForwardPointer %p CrossWorkgroup\n%s = OpTypeStruct %p\n%p = OpTypePointer CrossWorkgroup %s\n";
    let m = spirv::assemble(text, &AsmOptions::default()).expect("valid recursive type");
    check(&spirv::write_bytes(&m).expect("encodes"));
    let mut words = spirv::write_words(&m).expect("encodes");
    // Make the struct refer to its own id.
    let n = words.len();
    words[n - 4] = words[n - 5];
    let _ = spirv::read_words(&words);
}

#[test]
fn big_endian_modules_round_trip() {
    let seed = seed();
    let swapped: Vec<u8> = seed.chunks_exact(4).flat_map(|c| [c[3], c[2], c[1], c[0]]).collect();
    let m = spirv::read_bytes(&swapped).expect("big-endian reads");
    assert_eq!(m.header.endian, spirv::Endian::Big);
    assert_eq!(spirv::write_bytes(&m).expect("writes"), swapped);
    assert_eq!(m, { let mut l = spirv::read_bytes(&seed).expect("reads"); l.header.endian = spirv::Endian::Big; l });
}

#[test]
fn fuzz_target_smoke() {
    // The same entry point `cargo fuzz run reader` drives, on the seed and short random inputs.
    assert_eq!(spirv::fuzz_reader(&seed()), Some(true));
    let mut rng = XorShift(42);
    for len in 0..2000 {
        let data: Vec<u8> = (0..len % 200).map(|_| rng.next() as u8).collect();
        assert_ne!(spirv::fuzz_reader(&data), Some(false));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_splices_never_panic(at in 0usize..400, junk in proptest::collection::vec(any::<u8>(), 0..64)) {
        let mut b = seed();
        let at = at.min(b.len());
        b.splice(at..at, junk);
        check(&b);
    }

    #[test]
    fn integer_literals_round_trip(v in any::<i64>(), width in prop::sample::select(vec![8u32, 16, 32, 64]), signed in any::<bool>()) {
        let bits = if width == 64 { v as u64 } else { (v as u64) & ((1u64 << width) - 1) };
        let text = if signed {
            let shift = 64 - width;
            (((bits << shift) as i64) >> shift).to_string()
        } else {
            bits.to_string()
        };
        let words = spirv::numbers::parse_int(&text, width, signed).map_err(TestCaseError::fail)?;
        let printed = spirv::numbers::print(spirv::operands::NumberType::Int { width, signed }, &words);
        prop_assert_eq!(printed, text);
    }

    #[test]
    fn float_literals_round_trip(bits in any::<u64>(), width in prop::sample::select(vec![16u32, 32, 64])) {
        let bits = if width == 64 { bits } else { bits & ((1u64 << width) - 1) };
        let words: Vec<u32> = if width == 64 { vec![bits as u32, (bits >> 32) as u32] } else { vec![bits as u32] };
        let ty = spirv::operands::NumberType::Float { width };
        let text = spirv::numbers::print(ty, &words);
        let back = spirv::numbers::parse_float(&text, width).map_err(TestCaseError::fail)?;
        prop_assert_eq!(back, words, "{}", text);
    }

    #[test]
    fn strings_round_trip(s in "\\PC{0,40}") {
        let mut words = Vec::new();
        spirv::operands::encode_string(&s, &mut words);
        let (back, len) = spirv::operands::decode_string(&words).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(len, words.len());
        prop_assert_eq!(back, s);
    }
}
