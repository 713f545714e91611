//! Reader/writer throughput: `cargo bench -p spirv-llvm-translator --bench reader [FILE.spv]`.
//! Without a file it measures a generated module of ~1M words (a kernel body repeated).

#![allow(clippy::expect_used)]

use std::time::Instant;

use spirv_llvm_translator::spirv;

fn generated() -> Vec<u8> {
    let mut text = String::from(
        "OpCapability Addresses\nOpCapability Kernel\nOpCapability Int64\n%ext = OpExtInstImport \"OpenCL.std\"\n\
         OpMemoryModel Physical64 OpenCL\n%void = OpTypeVoid\n%ulong = OpTypeInt 64 0\n%float = OpTypeFloat 32\n\
         %ptr = OpTypePointer CrossWorkgroup %float\n%fn = OpTypeFunction %void %ptr %ulong\n%c = OpConstant %float 1.5\n",
    );
    for f in 0..12_000 {
        text.push_str(&format!(
            "%f{f} = OpFunction %void None %fn\n%p{f} = OpFunctionParameter %ptr\n%i{f} = OpFunctionParameter %ulong\n\
             %e{f} = OpLabel\n%a{f} = OpInBoundsPtrAccessChain %ptr %p{f} %i{f}\n%v{f} = OpLoad %float %a{f} Aligned 4\n\
             %s{f} = OpExtInst %float %ext sqrt %v{f}\n%m{f} = OpFMul %float %s{f} %c\nOpStore %a{f} %m{f} Aligned 4\n\
             OpReturn\nOpFunctionEnd\n"
        ));
    }
    let module = spirv::assemble(&text, &spirv::AsmOptions::default()).expect("generated module assembles");
    spirv::write_bytes(&module).expect("encodes")
}

fn main() {
    let path = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let bytes = match &path {
        Some(p) => std::fs::read(p).expect("read input"),
        None => generated(),
    };
    let mb = bytes.len() as f64 / 1e6;
    let runs = 10;
    let start = Instant::now();
    let mut count = 0;
    for _ in 0..runs {
        count = spirv::read_bytes(&bytes).expect("valid input").instruction_count();
    }
    let read = start.elapsed().as_secs_f64() / f64::from(runs);
    let module = spirv::read_bytes(&bytes).expect("valid input");
    let start = Instant::now();
    for _ in 0..runs {
        std::hint::black_box(spirv::write_bytes(&module).expect("writes"));
    }
    let write = start.elapsed().as_secs_f64() / f64::from(runs);
    println!(
        "{:.2} MB, {count} instructions: read {:.1} MB/s ({:.0} ns/instruction), write {:.1} MB/s",
        mb,
        mb / read,
        read * 1e9 / count as f64,
        mb / write
    );
}
