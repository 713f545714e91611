//! Test support: the built corpus under `build/testdata` and the SPIRV-Tools oracles.
#![allow(dead_code)]

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;

pub mod file_tests;

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// Every `.spv` file under `build/testdata/<sub>`; panics (fails the test) when the corpus is
/// missing or empty, since a corpus test that can pass on nothing is a defect.
pub fn corpus(sub: &str) -> Vec<PathBuf> {
    let dir = root().join("build/testdata").join(sub);
    let mut files: Vec<PathBuf> = walk(&dir).into_iter().filter(|p| p.extension().is_some_and(|e| e == "spv")).collect();
    files.sort();
    assert!(!files.is_empty(), "corpus {} is missing or empty: run scripts/build-testdata first", dir.display());
    files
}

/// Every file below `dir` (none when it does not exist), in directory order.
pub fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() { out.extend(walk(&p)) } else { out.push(p) }
        }
    }
    out
}

/// Runs a tool; returns stdout on success, stderr on failure.
pub fn run(tool: &str, args: &[&str], stdin: Option<&[u8]>) -> Result<Vec<u8>, String> {
    use std::io::Write;
    let mut cmd = Command::new(tool);
    cmd.args(args).stdout(std::process::Stdio::piped()).stderr(std::process::Stdio::piped());
    cmd.stdin(if stdin.is_some() { std::process::Stdio::piped() } else { std::process::Stdio::null() });
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("cannot run {tool}: {e} (run the README's setup command)"));
    if let Some(input) = stdin {
        let mut pipe = child.stdin.take().expect("stdin");
        // A tool that stops reading early shows up in its exit status.
        let _ = pipe.write_all(input);
    }
    let out = child.wait_with_output().expect("wait");
    if out.status.success() { Ok(out.stdout) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

/// The validators every SPIR-V module we write must pass: Debian's `spirv-val` (SPIRV-Tools
/// 2023.1) and SPIRV-Tools 2025.5, which `scripts/setup` unpacks into `build/tools`.
pub fn validators() -> [PathBuf; 2] {
    let newer = root().join("build/tools/spirv-tools-2025/bin/spirv-val");
    assert!(newer.exists(), "{} is missing: run scripts/setup", newer.display());
    [PathBuf::from("spirv-val"), newer]
}

/// Runs both validators (`validators`) on the module at `path` at target environment `env`
/// (`spvX.Y`); the first failure's output, naming the validator.
///
/// Three exceptions. Modules with function pointers are not judged, and modules with
/// `NonSemantic.AuxData` are judged without it (see below). And Debian's
/// 2023.1 predates some extensions (`SPV_EXT_arithmetic_fence`,
/// `SPV_INTEL_sigmoid`, …) and rejects their capabilities and opcodes as unknown numbers. A
/// module it rejects for that reason alone — its error is "Invalid capability operand" or
/// "Invalid opcode", or its outdated reading of `OpAsmTargetINTEL` (see [`predates`]) — is
/// judged by 2025.5, which must accept it; any other 2023.1 error fails.
pub fn spirv_val(path: &Path, env: &str) -> Result<(), String> {
    let [older, newer] = validators();
    let run = |validator: &Path| -> Result<(), String> {
        let tool = validator.to_string_lossy();
        let out = Command::new(validator)
            .args(["--target-env", env])
            .arg(path)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {tool}: {e} (run the README's setup command)"));
        if out.status.success() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
        Err(format!("{tool}: {}", text.trim()))
    };
    let judged = run(&newer).and_then(|()| match run(&older) {
        Err(e) if !predates(&e) => Err(e),
        _ => Ok(()),
    });
    match judged {
        // Function pointers: neither validator accepts `SPV_INTEL_function_pointers` (the
        // forward reference from `OpConstantFunctionPointerINTEL` to its `OpFunction`, which
        // the specification allows, and any pointer to a function type are errors for them:
        // SPIRV-Tools issue 6034). Such modules are judged by their expected output alone.
        Err(e) if function_pointer_exemption(path, &e) || internal_error(&e) => Ok(()),
        // SPV_INTEL_task_sequence: neither validator takes the task's function as the operand
        // of `OpTaskSequenceCreateINTEL` (a forward reference, or "Invalid use of function
        // result id"), which the extension defines it to be. The module with an undefined value
        // standing in for each such function must pass.
        Err(e) if e.contains("OpTaskSequenceCreate") => {
            revalidate(path, env, e, with_stand_in_task_functions, "with undefined values for its tasks' functions")
        }
        // SPV_INTEL_memory_access_aliasing: neither validator takes its declarations in the
        // global section, where producers write them. The module without them must pass.
        Err(e) if e.contains("DeclINTEL must appear in a block") => {
            revalidate(path, env, e, without_aliasing, "without its aliasing declarations")
        }
        // `NonSemantic.AuxData` (`--spirv-preserve-auxdata`) describes functions from the
        // global section, as the Khronos translator writes it; the validators take no forward
        // reference in `OpExtInst`. The module without those instructions must pass.
        Err(e) if e.contains("has not been defined") => {
            revalidate(path, env, e, without_aux_data, "without its NonSemantic.AuxData instructions")
        }
        // SPV_INTEL_device_side_avc_motion_estimation: neither validator knows its types (it
        // takes `OpTypeAvc…INTEL` for an instruction outside a block, and the image operand of
        // `OpTypeVmeImageINTEL` for a misplaced type). The module with opaque types standing in
        // for them must pass.
        Err(e) if e.contains("TypeAvc") || e.contains("TypeVmeImageINTEL") => {
            revalidate(path, env, e, with_stand_in_avc_types, "with opaque types for its motion estimation types")
        }
        other => other,
    }
}

/// `spirv_val` of the module at `path` with `strip` applied (when it changes anything, else
/// `error` stands), the new verdict explained as `what`.
fn revalidate(path: &Path, env: &str, error: String, strip: fn(&[u32]) -> Option<Vec<u32>>, what: &str) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|err| err.to_string())?;
    let Some(stripped) = strip(&words(&bytes)) else { return Err(error) };
    let other = path.with_extension("stripped.spv");
    std::fs::write(&other, stripped.iter().flat_map(|w| w.to_le_bytes()).collect::<Vec<u8>>()).map_err(|err| err.to_string())?;
    let result = spirv_val(&other, env);
    let _ = std::fs::remove_file(&other);
    result.map_err(|again| format!("{error}\n({what}: {again})"))
}

/// `module` without its `NonSemantic.AuxData` instructions; `None` when it imports no such set.
pub fn without_aux_data(module: &[u32]) -> Option<Vec<u32>> {
    const EXT_INST_IMPORT: u32 = 11;
    const EXT_INST: u32 = 12;
    let mut sets = Vec::new();
    let mut out = module.get(..5)?.to_vec();
    for inst in instructions(module)? {
        let opcode = inst[0] & 0xffff;
        if opcode == EXT_INST_IMPORT && inst.len() > 2 {
            let bytes: Vec<u8> = inst[2..].iter().flat_map(|w| w.to_le_bytes()).take_while(|&b| b != 0).collect();
            if bytes == b"NonSemantic.AuxData" {
                sets.push(inst[1]);
            }
        }
        let aux = opcode == EXT_INST && inst.get(3).is_some_and(|s| sets.contains(s));
        if !aux {
            out.extend_from_slice(inst);
        }
    }
    (!sets.is_empty()).then_some(out)
}

/// The instructions of `module` after its header, each with its words; `None` when one
/// overruns the module.
fn instructions(module: &[u32]) -> Option<Vec<&[u32]>> {
    let mut all = Vec::new();
    let mut at = 5;
    while at < module.len() {
        let count = ((module[at] >> 16) as usize).max(1);
        all.push(module.get(at..at + count)?);
        at += count;
    }
    Some(all)
}

/// The module without `SPV_INTEL_memory_access_aliasing`'s declarations and the aliasing
/// lists of its loads' and stores' memory operands, or `None` when it declares none. Neither
/// validator takes the declarations in the global section, where the Khronos translator and
/// LLVM's SPIR-V backend write them ("must appear in a block"); the rest must pass.
pub fn without_aliasing(module: &[u32]) -> Option<Vec<u32>> {
    const DECLARATIONS: std::ops::RangeInclusive<u32> = 5911..=5913;
    const LOAD: u32 = 61;
    const STORE: u32 = 62;
    // Aligned (a literal), MakePointerAvailable and MakePointerVisible (ids) come before the
    // aliasing lists (AliasScopeINTELMask, NoAliasINTELMask: one id each).
    const BEFORE: [u32; 3] = [0x2, 0x8, 0x10];
    const ALIASING: u32 = 0x1_0000 | 0x2_0000;
    let mut out = module.get(..5)?.to_vec();
    let mut found = false;
    for inst in instructions(module)? {
        let opcode = inst[0] & 0xffff;
        if DECLARATIONS.contains(&opcode) {
            found = true;
            continue;
        }
        let mask_at = match opcode {
            LOAD => 4,
            STORE => 3,
            _ => usize::MAX,
        };
        match inst.get(mask_at) {
            Some(&mask) if mask & ALIASING != 0 => {
                let keep = mask_at + 1 + BEFORE.iter().filter(|&&b| mask & b != 0).count();
                let mut shorter: Vec<u32> = inst.get(..keep)?.to_vec();
                shorter[mask_at] &= !ALIASING;
                shorter[0] = (shorter.len() as u32) << 16 | opcode;
                out.extend(shorter);
            }
            _ => out.extend_from_slice(inst),
        }
    }
    found.then_some(out)
}

/// The module with an `OpTypeOpaque` (named `avc{N}`) for each type of
/// `SPV_INTEL_device_side_avc_motion_estimation` and an `OpUndef` for each `OpConstantNull` of
/// one (which an opaque type cannot have), or `None` when it declares no such type.
pub fn with_stand_in_avc_types(module: &[u32]) -> Option<Vec<u32>> {
    const TYPE_OPAQUE: u32 = 31;
    const CONSTANT_NULL: u32 = 46;
    const UNDEF: u32 = 1;
    const VME_IMAGE_TYPE: u32 = 5700;
    const AVC_TYPES: std::ops::RangeInclusive<u32> = 5701..=5712;
    let mut out = module.get(..5)?.to_vec();
    let mut stand_ins = Vec::new();
    for inst in instructions(module)? {
        let opcode = inst[0] & 0xffff;
        if opcode == VME_IMAGE_TYPE || AVC_TYPES.contains(&opcode) {
            let result = *inst.get(1)?;
            let mut name = format!("avc{}", stand_ins.len()).into_bytes();
            name.resize((name.len() / 4 + 1) * 4, 0);
            out.push((2 + name.len() as u32 / 4) << 16 | TYPE_OPAQUE);
            out.push(result);
            out.extend(name.chunks(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])));
            stand_ins.push(result);
        } else if opcode == CONSTANT_NULL && inst.get(1).is_some_and(|t| stand_ins.contains(t)) {
            out.push((inst[0] & 0xffff_0000) | UNDEF);
            out.extend_from_slice(&inst[1..]);
        } else {
            out.extend_from_slice(inst);
        }
    }
    (!stand_ins.is_empty()).then_some(out)
}

/// The module with a new `OpUndef` (of the task sequence type) in place of the function operand
/// of each `OpTaskSequenceCreateINTEL`, or `None` when it has none.
pub fn with_stand_in_task_functions(module: &[u32]) -> Option<Vec<u32>> {
    const UNDEF: u32 = 1;
    const FUNCTION: u32 = 54;
    const TASK_SEQUENCE_CREATE: u32 = 6163;
    let mut bound = *module.get(3)?;
    let mut undefs = Vec::new();
    let mut body = Vec::new();
    for inst in instructions(module)? {
        if inst[0] & 0xffff == TASK_SEQUENCE_CREATE && inst.len() > 3 {
            let mut changed = inst.to_vec();
            undefs.extend([3 << 16 | UNDEF, inst[1], bound]);
            changed[3] = bound;
            bound += 1;
            body.push(changed);
        } else {
            body.push(inst.to_vec());
        }
    }
    if undefs.is_empty() {
        return None;
    }
    let mut out = module.get(..5)?.to_vec();
    out[3] = bound;
    let first_function = body.iter().position(|i| i[0] & 0xffff == FUNCTION).unwrap_or(body.len());
    for (k, inst) in body.iter().enumerate() {
        if k == first_function {
            out.extend_from_slice(&undefs);
        }
        out.extend_from_slice(inst);
    }
    Some(out)
}

/// `Capability FunctionPointersINTEL`.
const FUNCTION_POINTERS_CAPABILITY: u32 = 5603;

/// Whether validator `error` on the module at `path` is the one every module with function
/// pointers gets (see `spirv_val`).
pub fn function_pointer_exemption(path: &Path, error: &str) -> bool {
    declares_capability(path, FUNCTION_POINTERS_CAPABILITY) && unsupported_function_pointer(error)
}

/// Whether a validator error is one that every module with function pointers gets.
fn unsupported_function_pointer(error: &str) -> bool {
    let first = error.lines().find(|l| l.contains("error:")).unwrap_or("");
    let next = error.lines().skip_while(|l| !l.contains("error:")).nth(1).unwrap_or("");
    (first.contains("has not been defined") && next.contains("OpConstantFunctionPointerINTEL"))
        || first.contains("Invalid use of function type result id")
}

/// Whether the module at `path` declares capability `capability`.
fn declares_capability(path: &Path, capability: u32) -> bool {
    let Ok(bytes) = std::fs::read(path) else { return false };
    let w = words(&bytes);
    let mut at = 5;
    while let Some(&first) = w.get(at) {
        if first & 0xffff != 17 {
            // Capabilities come first.
            return false;
        }
        if w.get(at + 1) == Some(&capability) {
            return true;
        }
        at += ((first >> 16) as usize).max(1);
    }
    false
}

/// The lowest Vulkan environment (`spirv-val --target-env`) that takes SPIR-V `version`.
pub fn vulkan_env(version: (u8, u8)) -> &'static str {
    match version {
        (1, 0) => "vulkan1.0",
        (1, 1..=3) => "vulkan1.1",
        (1, 4) => "vulkan1.1spv1.4",
        (1, 5) => "vulkan1.2",
        _ => "vulkan1.3",
    }
}

/// Whether a 2023.1 validator error only says that it does not know an enumerant or opcode
/// (or knows an instruction only by an early draft of its extension).
pub fn predates(error: &str) -> bool {
    let first = error.lines().find(|l| l.contains("error:")).unwrap_or("");
    let next = error.lines().skip_while(|l| !l.contains("error:")).nth(1).unwrap_or("");
    first.contains("Invalid capability operand: ")
        || first.contains("Invalid opcode: ")
        // It reads `OpAsmTargetINTEL` with the result type an early draft of
        // SPV_INTEL_inline_assembly gave it.
        || (first.contains("has not been defined") && next.contains("OpAsmTargetINTEL"))
        // It reads `OpFPGARegINTEL` with the second operand an early draft of
        // SPV_INTEL_fpga_reg gave it.
        || first.contains("while decoding OpFPGARegINTEL")
        // It predates SPV_EXT_relaxed_printf_string_address_space.
        || first.contains("printf: expected Format storage class to be UniformConstant")
        // It predates SPV_EXT_optnone (it knows the capability from SPV_INTEL_optnone only).
        || first.contains("OptNoneINTEL(6094) requires one of these extensions: SPV_INTEL_optnone")
        // It predates the work-group clock of OpenCL's cl_khr_kernel_clock (it takes Vulkan's
        // Subgroup and Device scopes only; 2025.5 takes Workgroup too).
        || (first.contains("Scope must be Subgroup or Device") && next.contains("OpReadClockKHR"))
}

/// Whether a validator stopped at an operand kind it has no handling for: both do, with
/// "Internal error: Unhandled operand type", for `HostAccessINTEL`'s access qualifier. The
/// validator has not judged the module, which is then judged by its expected output alone.
pub fn internal_error(error: &str) -> bool {
    error.contains("Internal error: Unhandled operand type")
}

/// The `spvX.Y` target environment for a module's version word.
pub fn target_env(bytes: &[u8]) -> String {
    let version = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
    format!("spv{}.{}", (version >> 16) & 0xff, (version >> 8) & 0xff)
}

/// Bytes → little-endian words.
pub fn words(bytes: &[u8]) -> Vec<u32> {
    bytes.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect()
}

/// Module words with the generator (word 2) and, optionally, the bound (word 3) zeroed.
pub fn normalize(mut w: Vec<u32>, bound_too: bool) -> Vec<u32> {
    if w.len() > 3 {
        w[2] = 0;
        if bound_too {
            w[3] = 0;
        }
    }
    w
}

/// Assembles `text` with `spirv-as` (through temporary files) for target env `env`.
pub fn spirv_as(text: &[u8], env: &str, preserve_numeric_ids: bool) -> Result<Vec<u8>, String> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir();
    let input = dir.join(format!("spirv-as-{}-{n}.spvasm", std::process::id()));
    let output = dir.join(format!("spirv-as-{}-{n}.spv", std::process::id()));
    std::fs::write(&input, text).map_err(|e| e.to_string())?;
    let mut args = vec!["--target-env", env];
    if preserve_numeric_ids {
        args.push("--preserve-numeric-ids");
    }
    let (i, o) = (input.to_string_lossy().into_owned(), output.to_string_lossy().into_owned());
    args.extend(["-o", o.as_str(), i.as_str()]);
    // Debian's 2023.1 first; SPIRV-Tools 2025.5 for what 2023.1 does not know yet (newer
    // extensions' opcodes and enumerants).
    let newer = validators()[1].with_file_name("spirv-as");
    let result = run("spirv-as", &args, None)
        .or_else(|e| run(&newer.to_string_lossy(), &args, None).map_err(|_| e))
        .and_then(|_| std::fs::read(&output).map_err(|e| e.to_string()));
    let _ = std::fs::remove_file(&input);
    let _ = std::fs::remove_file(&output);
    result
}

/// Runs `check(file, scratch)` over `files` on two worker threads (the machine has two cores,
/// and the checks spend their time in external tools), each with its own scratch file under a
/// fresh temporary directory named after `name`; returns each file with its result.
pub fn on_two_workers<T: Send>(
    files: &[PathBuf],
    name: &str,
    check: &(dyn Fn(&Path, &Path) -> T + Sync),
) -> Vec<(PathBuf, T)> {
    let scratch_dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    std::fs::create_dir_all(&scratch_dir).expect("scratch dir");
    let results = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|k| {
                let chunk: Vec<PathBuf> = files.iter().skip(k).step_by(2).cloned().collect();
                let scratch = scratch_dir.join(format!("w{k}.spv"));
                s.spawn(move || chunk.into_iter().map(|p| {
                    let o = check(&p, &scratch);
                    (p, o)
                }).collect::<Vec<_>>())
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("worker")).collect()
    });
    let _ = std::fs::remove_dir_all(&scratch_dir);
    results
}

/// The path of LLVM 22 tool `tool` (`llvm-config-22 --bindir`).
pub fn llvm_tool(tool: &str) -> String {
    let out = Command::new("llvm-config-22").arg("--bindir").output().expect("llvm-config-22");
    format!("{}/{tool}", String::from_utf8_lossy(&out.stdout).trim())
}

/// Calls `f(round, words)` on `rounds` mutants of `seeds` (SPIR-V binaries, little-endian): one
/// to three words past the header each get a bit flipped, a small value, the previous word's
/// value or an increment, from a fixed xorshift sequence (the same mutants every run).
pub fn for_each_mutant(seeds: &[Vec<u8>], rounds: usize, mut f: impl FnMut(usize, &[u32])) {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for round in 0..rounds {
        let seed = &seeds[round % seeds.len()];
        let mut words: Vec<u32> = seed.chunks_exact(4).map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect();
        for _ in 0..1 + next() % 3 {
            let i = 5 + (next() as usize) % (words.len() - 5);
            let previous = words[i - 1];
            let w = &mut words[i];
            match next() % 5 {
                0 => *w ^= 1 << (next() % 32),
                1 => *w = (next() % 64) as u32,
                2 => *w = previous,
                // A small literal (a count, a width, a length) made huge: vectors of millions of
                // lanes once took minutes and gigabytes.
                3 if *w < 64 => *w = [(1 << 16) + 1, 1 << 20, 1 << 24, u32::MAX][(next() % 4) as usize],
                _ => *w = w.wrapping_add(1),
            }
        }
        f(round, &words);
    }
}
