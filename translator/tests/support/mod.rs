//! Test support: the built corpus under `build/testdata` and the SPIRV-Tools oracles.
#![allow(dead_code)]

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::{Path, PathBuf};
use std::process::Command;

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
pub fn spirv_val(path: &Path, env: &str) -> Result<(), String> {
    for validator in validators() {
        let tool = validator.to_string_lossy();
        let out = Command::new(&validator)
            .args(["--target-env", env])
            .arg(path)
            .output()
            .unwrap_or_else(|e| panic!("cannot run {tool}: {e} (run the README's setup command)"));
        if !out.status.success() {
            let text = String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
            return Err(format!("{tool}: {}", text.trim()));
        }
    }
    Ok(())
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
    let result = run("spirv-as", &args, None).and_then(|_| std::fs::read(&output).map_err(|e| e.to_string()));
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
