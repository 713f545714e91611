//! The command-line tools: exit status, the one-line error format, no partial outputs, and the
//! `dis`/`as`/`demangle` subcommands against their reference tools.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const KERNEL: &str = "OpCapability Addresses\nOpCapability Kernel\nOpMemoryModel Physical64 OpenCL\n\
OpEntryPoint Kernel %k \"k\"\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
%k = OpFunction %void None %fn\n%e = OpLabel\nOpReturn\nOpFunctionEnd\n";

fn tmp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("spirv-llvm-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn run(bin: &str, args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    let exe = match bin {
        "spirv-llvm" => env!("CARGO_BIN_EXE_spirv-llvm"),
        "spirv2llvm" => env!("CARGO_BIN_EXE_spirv2llvm"),
        "llvm-spirv" => env!("CARGO_BIN_EXE_llvm-spirv"),
        _ => env!("CARGO_BIN_EXE_llvm2spirv"),
    };
    let mut child = Command::new(exe)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    if let Some(s) = stdin {
        pipe.write_all(s.as_bytes()).unwrap();
    }
    drop(pipe);
    child.wait_with_output().unwrap()
}

#[test]
fn as_then_dis_round_trips_and_validates() {
    let src = tmp("k.spvasm");
    let spv = tmp("k.spv");
    std::fs::write(&src, KERNEL).unwrap();
    let out = run("spirv-llvm", &["as", "--target-env", "spv1.0", src.to_str().unwrap(), "-o", spv.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Debian's spirv-val (2023.1) and SPIRV-Tools 2025.5 (scripts/setup puts it in build/tools).
    let newer = Path::new(env!("CARGO_MANIFEST_DIR")).join("build/tools/spirv-tools-2025/bin/spirv-val");
    for validator in [Path::new("spirv-val"), newer.as_path()] {
        let val = Command::new(validator).args(["--target-env", "spv1.0", spv.to_str().unwrap()]).output().unwrap();
        assert!(val.status.success(), "{}: {}", validator.display(), String::from_utf8_lossy(&val.stderr));
    }
    let dis = run("spirv-llvm", &["dis", "--raw-id", spv.to_str().unwrap()], None);
    assert!(dis.status.success());
    let text = String::from_utf8(dis.stdout).unwrap();
    assert!(text.contains("; Version: 1.0"), "{text}");
    assert!(text.contains("OpEntryPoint Kernel %1 \"k\""), "{text}");
    // stdin → stdout
    let again = run("spirv-llvm", &["as", "--target-env", "spv1.0", "-", "-o", "-"], Some(KERNEL));
    assert_eq!(again.stdout, std::fs::read(&spv).unwrap());
}

#[test]
fn errors_are_one_line_with_location_and_leave_no_output() {
    let bad = tmp("bad.spv");
    let out_file = tmp("never.spvasm");
    // A valid header followed by an instruction claiming 9 words.
    let words: [u32; 6] = [0x0723_0203, 0x0001_0000, 0, 10, 0, 9 << 16 | 17];
    std::fs::write(&bad, words.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    let out = run("spirv-llvm", &["dis", bad.to_str().unwrap(), "-o", out_file.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert_eq!(
        err.trim_end(),
        format!("error: {}: InvalidWordCount:  WordCount exceeds remaining input stream size: expected size = 32 bytes, remaining size = 0 bytes (the instruction needs 9 words, 1 remain) at word 5 (instruction 0, OpCapability)", bad.display())
    );
    assert!(!out_file.exists());
    // Assembly errors name line and column.
    let out = run("spirv-llvm", &["as", "-", "-o", out_file.to_str().unwrap()], Some("OpCapability Kernal\n"));
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("error: -: line 1, column 14: unknown Capability 'Kernal'"), "{err}");
    assert!(!out_file.exists());
}

#[test]
fn spirv2llvm_writes_verified_ir_and_fails_cleanly() {
    let spv = tmp("t.spvasm");
    std::fs::write(&spv, KERNEL).unwrap();
    let target = tmp("t.ll");
    let out = run("spirv2llvm", &[spv.to_str().unwrap(), "-o", target.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let ir = std::fs::read_to_string(&target).unwrap();
    assert!(ir.contains("define spir_kernel void @k()"), "{ir}");
    assert!(ir.contains("target triple = \"spir64-unknown-unknown\""), "{ir}");
    // Bitcode to stdout, read back by LLVM's own tools.
    let bc = run("spirv2llvm", &[spv.to_str().unwrap(), "-o", "-"], None);
    assert!(bc.status.success());
    assert_eq!(&bc.stdout[..4], b"BC\xc0\xde");
    // A vertex shader is valid SPIR-V this direction does not handle: one line, exit 1, no file.
    let shader = tmp("s.spvasm");
    let vertex = "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint Vertex %f \"main\"\n%v = OpTypeVoid\n\
                  %t = OpTypeFunction %v\n%f = OpFunction %v None %t\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n";
    std::fs::write(&shader, vertex).unwrap();
    let never = tmp("s.bc");
    let out = run("spirv2llvm", &[shader.to_str().unwrap(), "-o", never.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("unsupported: execution model Vertex (Shader modules: GLCompute only)") && err.contains("at word 10 (OpEntryPoint"), "{err}");
    assert!(!never.exists());
}

#[test]
fn llvm2spirv_and_help() {
    for bin in ["spirv2llvm", "llvm2spirv", "spirv-llvm"] {
        assert!(run(bin, &["--version"], None).status.success());
        assert!(run(bin, &["--help"], None).status.success());
    }
}

#[test]
fn demangle_matches_llvm_cxxfilt() {
    let symbols = ["_Z13get_global_idj", "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f", "not_mangled", "_Z3fooPU3AS1fS_"];
    let ours = run("spirv-llvm", &[&["demangle"][..], &symbols[..]].concat(), None);
    assert!(ours.status.success());
    let bindir = String::from_utf8(Command::new("llvm-config-22").arg("--bindir").output().unwrap().stdout).unwrap();
    let reference = Command::new(format!("{}/llvm-cxxfilt", bindir.trim())).args(symbols).output().unwrap();
    assert_eq!(String::from_utf8(ours.stdout).unwrap(), String::from_utf8(reference.stdout).unwrap());
    let from_stdin = run("spirv-llvm", &["demangle"], Some("_Z13get_global_idj\n"));
    assert_eq!(String::from_utf8(from_stdin.stdout).unwrap(), "get_global_id(unsigned int)\n");
}

#[test]
fn llvm2spirv_unknown_intrinsics_flag() {
    let ll = tmp("ticks.ll");
    std::fs::write(
        &ll,
        "target triple = \"spir64-unknown-unknown\"\n\
         define spir_func i64 @f() {\n  %r = call i64 @llvm.readsteadycounter()\n  ret i64 %r\n}\n\
         declare i64 @llvm.readsteadycounter()\n",
    )
    .unwrap();
    let out_path = tmp("ticks.spvasm");
    let (input, output) = (ll.to_str().unwrap(), out_path.to_str().unwrap());
    // Rejected by default and when no prefix matches: one line naming the intrinsic, no file.
    for extra in [&[][..], &["--spirv-allow-unknown-intrinsics=llvm.genx."][..]] {
        let out = run("llvm2spirv", &[&[input, "-o", output], extra].concat(), None);
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains("intrinsic @llvm.readsteadycounter"), "{err}");
        assert!(!out_path.exists());
    }
    // Allowed (all, or by prefix): a call of an imported declaration.
    for flag in ["--spirv-allow-unknown-intrinsics", "--spirv-allow-unknown-intrinsics=llvm.readsteady"] {
        let out = run("llvm2spirv", &[input, "-o", output, flag], None);
        assert!(out.status.success(), "{flag}: {}", String::from_utf8_lossy(&out.stderr));
        let text = std::fs::read_to_string(&out_path).unwrap();
        assert!(text.contains("LinkageAttributes \"llvm.readsteadycounter\" Import") && text.contains("OpFunctionCall"), "{text}");
        std::fs::remove_file(&out_path).unwrap();
    }
}

#[test]
fn outputs_to_devices_and_links_are_written_through() {
    use std::os::unix::fs::FileTypeExt;
    let spv = tmp("w.spvasm");
    std::fs::write(&spv, KERNEL).unwrap();
    // A FIFO (as /dev/null or a pipe would be): written in place, never replaced by a rename.
    let fifo = tmp("out.fifo");
    let _ = std::fs::remove_file(&fifo);
    assert!(Command::new("mkfifo").arg(&fifo).status().unwrap().success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    let out = run("spirv2llvm", &[spv.to_str().unwrap(), "-o", fifo.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // Checked before joining: a replaced FIFO would leave the reader waiting for a writer.
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the FIFO was replaced");
    let got = reader.join().unwrap();
    assert_eq!(&got[..4], b"BC\xc0\xde");
    // A symbolic link to a regular file: the file is replaced, the link stays.
    let real = tmp("real.bc");
    let link = tmp("link.bc");
    std::fs::write(&real, b"old").unwrap();
    let _ = std::fs::remove_file(&link);
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let out = run("spirv2llvm", &[spv.to_str().unwrap(), "-o", link.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink(), "the link was replaced");
    assert_eq!(&std::fs::read(&real).unwrap()[..4], b"BC\xc0\xde");
}

#[test]
fn spirv_llvm_run_executes_a_compute_shader() {
    // testdata/to_llvm/shader/buffer_layouts.spvasm: for i < pc.n,
    // b.v[i] = vec4(u.o * u.s, u.w[i % 2]) + b.head, with the std140 block u at set 1 binding 3.
    let shader = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/to_llvm/shader/buffer_layouts.spvasm");
    let floats = |v: &[f32]| v.iter().flat_map(|f| f.to_le_bytes()).collect::<Vec<u8>>();
    // u: w[0] at 0, w[1] at 16 (stride 16), o at 32, s at 44.
    let mut u = vec![0u8; 48];
    u[0..4].copy_from_slice(&10f32.to_le_bytes());
    u[16..20].copy_from_slice(&20f32.to_le_bytes());
    u[32..48].copy_from_slice(&floats(&[1.0, 2.0, 3.0, 2.0]));
    let (u_file, b_file, push_file, out_dir) = (tmp("u.bin"), tmp("b.bin"), tmp("pc.bin"), tmp("run-out"));
    std::fs::write(&u_file, &u).unwrap();
    std::fs::write(&b_file, floats(&[0.5, 0.0, 0.0, 0.0]).into_iter().chain(vec![0u8; 64]).collect::<Vec<u8>>()).unwrap();
    std::fs::write(&push_file, 3u32.to_le_bytes()).unwrap();
    std::fs::create_dir_all(&out_dir).unwrap();
    let u_arg = format!("1:3={}", u_file.display());
    let b_arg = format!("0:0={}", b_file.display());
    let args = ["run", shader.to_str().unwrap(), "--buffer", &u_arg, "--buffer", &b_arg, "--push", push_file.to_str().unwrap(), "--out-dir", out_dir.to_str().unwrap()];
    let out = run("spirv-llvm", &args, None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let b = std::fs::read(out_dir.join("set0_binding0.bin")).unwrap();
    let v: Vec<f32> = b.chunks(4).map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
    assert_eq!(&v[4..], &[2.5, 4.5, 6.5, 10.5, 2.5, 4.5, 6.5, 20.5, 2.5, 4.5, 6.5, 10.5, 0.0, 0.0, 0.0, 0.0]);
    // Printed instead of written; a missing buffer is one line naming its set and binding.
    let printed = run("spirv-llvm", &args[..8], None);
    assert!(String::from_utf8_lossy(&printed.stdout).contains("set 0 binding 0 (80 bytes):\n  3f000000"), "{}", String::from_utf8_lossy(&printed.stdout));
    let missing = run("spirv-llvm", &["run", shader.to_str().unwrap(), "--buffer", &b_arg], None);
    assert_eq!(missing.status.code(), Some(1));
    let err = String::from_utf8_lossy(&missing.stderr);
    assert!(err.contains("no buffer given for set 1 binding 3") && err.lines().count() == 1, "{err}");
}

#[test]
fn spirv_llvm_run_executes_a_kernel() {
    // testdata/run/scale_reverse.ll through llvm2spirv, then run with its three arguments.
    let ll = Path::new(env!("CARGO_MANIFEST_DIR")).join("testdata/run/scale_reverse.ll");
    let (spv, input, out_dir) = (tmp("scale_reverse.spv"), tmp("scale_in.bin"), tmp("kernel-run-out"));
    let made = run("llvm2spirv", &[ll.to_str().unwrap(), "-o", spv.to_str().unwrap()], None);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    std::fs::write(&input, (0..8).flat_map(|i| (i as f32).to_le_bytes()).collect::<Vec<u8>>()).unwrap();
    std::fs::create_dir_all(&out_dir).unwrap();
    let buffer = format!("buffer:{}", input.display());
    let args = ["run", spv.to_str().unwrap(), "--arg", &buffer, "--arg", "f32:2", "--arg", "local:16", "--local-size", "4", "--groups", "2"];
    let mut with_dir = args.to_vec();
    with_dir.extend(["--out-dir", out_dir.to_str().unwrap()]);
    let out = run("spirv-llvm", &with_dir, None);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let bytes = std::fs::read(out_dir.join("arg0.bin")).unwrap();
    let v: Vec<f32> = bytes.chunks(4).map(|w| f32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
    assert_eq!(v, [8.0, 6.0, 4.0, 2.0, 16.0, 14.0, 12.0, 10.0]);
    // Printed instead of written.
    let printed = run("spirv-llvm", &args, None);
    assert!(String::from_utf8_lossy(&printed.stdout).starts_with("arg 0 (32 bytes):\n  41000000 40c00000"), "{}", String::from_utf8_lossy(&printed.stdout));
    // Errors: one line each, exit 1.
    for (bad, says) in [
        (vec!["--arg", "f32:2", "--local-size", "4"], "takes 3 arguments, 1 given"),
        (vec!["--arg", &buffer, "--arg", "i8:300", "--arg", "local:16"], "300 does not fit in 8 bits"),
        (vec!["--arg", &buffer, "--arg", "f32:2", "--arg", "local:16"], "declares no work-group size"),
        (vec!["--buffer", "0:0=zero:4"], "takes its arguments with --arg"),
        (vec!["--arg", "pointer:3"], "expected buffer:FILE"),
    ] {
        let mut a = vec!["run", spv.to_str().unwrap()];
        a.extend(bad);
        let out = run("spirv-llvm", &a, None);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains(says) && err.lines().count() == 1, "{says}: {err}");
    }
}

#[test]
fn spirv2llvm_specializes_function_variants_only_when_asked() {
    // Kernel %a for target 7, kernel %b for every other target.
    let multi = "OpCapability Addresses\nOpCapability Kernel\nOpCapability FunctionVariantsINTEL\n\
        OpExtension \"SPV_INTEL_function_variants\"\nOpMemoryModel Physical64 OpenCL\n\
        OpConditionalEntryPointINTEL %t7 Kernel %a \"k\"\nOpConditionalEntryPointINTEL %other Kernel %b \"k\"\n\
        OpName %a \"a\"\nOpName %b \"b\"\nOpDecorate %a ConditionalINTEL %t7\nOpDecorate %b ConditionalINTEL %other\n\
        %bool = OpTypeBool\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
        %t7 = OpSpecConstantTargetINTEL %bool 7\n%other = OpSpecConstantOp %bool LogicalNot %t7\n\
        %a = OpFunction %void None %fn\n%la = OpLabel\nOpReturn\nOpFunctionEnd\n\
        %b = OpFunction %void None %fn\n%lb = OpLabel\nOpReturn\nOpFunctionEnd\n";
    let input = tmp("multi.spvasm");
    std::fs::write(&input, multi).unwrap();
    let (ll, spv) = (tmp("multi.ll"), tmp("targeted.spv"));
    let (i, l, s) = (input.to_str().unwrap(), ll.to_str().unwrap(), spv.to_str().unwrap());
    // Without the option: one line naming it, exit 1, no output.
    let out = run("spirv2llvm", &[i, "-o", l], None);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("multi-target") && err.contains("-fnvar-spec-enable") && err.lines().count() == 1, "{err}");
    assert!(!ll.exists());
    for (target, kept, gone) in [("7", "\"a\"", "\"b\""), ("8", "\"b\"", "\"a\"")] {
        let out = run("spirv2llvm", &[i, "--fnvar-spec-enable", "--fnvar-target", target, "--fnvar-spv-out", s, "-o", l], None);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let ir = std::fs::read_to_string(&ll).unwrap();
        assert!(ir.contains("define spir_kernel void @k()") && ir.matches("define").count() == 1, "{ir}");
        // The targeted module is plain SPIR-V: the disassembly names no part of the extension.
        let dis = run("spirv-llvm", &["dis", s], None);
        let text = String::from_utf8(dis.stdout).unwrap();
        assert!(text.contains("OpEntryPoint Kernel") && !text.contains("INTEL") && !text.contains("function_variants"), "{text}");
        assert!(text.contains(kept) && !text.contains(gone), "{target}: {text}");
    }
}

#[test]
fn llvm_spirv_reverse_failure_as_the_tool_words_it_under_ignore() {
    let bad = tmp("bad.spv");
    std::fs::write(&bad, "not a SPIR-V module\n").unwrap();
    let out_bc = tmp("bad.bc");
    let args = |mode: Option<&'static str>| {
        let mut a = vec!["-r".to_string()];
        a.extend(mode.map(|m| format!("--spirv-error-handling={m}")));
        a.extend([bad.to_str().unwrap().to_string(), "-o".into(), out_bc.to_str().unwrap().to_string()]);
        a
    };
    for (mode, start) in [
        (Some("ignore"), "Fails to load SPIR-V as LLVM Module: InvalidModule: Invalid SPIR-V module: invalid magic number"),
        (Some("exit"), "llvm-spirv: "),
        (None, "llvm-spirv: "),
    ] {
        let a = args(mode);
        let out = run("llvm-spirv", &a.iter().map(String::as_str).collect::<Vec<_>>(), None);
        assert_eq!(out.status.code(), Some(1), "{mode:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.starts_with(start) && err.contains("invalid magic number"), "{mode:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!out_bc.exists());
    }
    let out = run("llvm-spirv", &["-r", "--spirv-error-handling=abort", bad.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8(out.stderr).unwrap().contains("Cannot find option named 'abort'"));
}
