//! Helpers shared by the integration tests: locating LLVM 22's tools and running
//! `llvm-cxxfilt` on many symbols at once.
//!
//! A missing tool fails the test that needs it; nothing here skips.

#![allow(dead_code, clippy::panic, clippy::expect_used, clippy::unwrap_used)]

pub mod strategies;

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// The directory of LLVM 22's binaries: `llvm-config-22 --bindir`, else the Debian default.
pub fn llvm_bindir() -> PathBuf {
    let from_config = Command::new("llvm-config-22")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()));
    let dir = from_config.unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22/bin"));
    assert!(
        dir.join("llvm-cxxfilt").is_file(),
        "LLVM 22 tools not found in {} (llvm-config-22 --bindir); this test needs them",
        dir.display()
    );
    dir
}

/// A tool of LLVM 22, which must exist.
pub fn llvm_tool(name: &str) -> PathBuf {
    let path = llvm_bindir().join(name);
    assert!(
        path.is_file(),
        "{} not found; this test needs it",
        path.display()
    );
    path
}

/// What `llvm-cxxfilt SYMBOL` prints for each symbol (one process for all; each symbol is a
/// single word of `[A-Za-z0-9_.$]`, so reading them from stdin gives the same output).
pub fn cxxfilt(symbols: &[String]) -> Vec<String> {
    for symbol in symbols {
        assert!(
            !symbol.is_empty()
                && symbol
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$')),
            "{symbol:?} is not a single cxxfilt word"
        );
    }
    let mut child = Command::new(llvm_tool("llvm-cxxfilt"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run llvm-cxxfilt");
    let mut input = String::new();
    for symbol in symbols {
        input.push_str(symbol);
        input.push('\n');
    }
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("llvm-cxxfilt output");
    writer
        .join()
        .expect("writer thread")
        .expect("write to llvm-cxxfilt");
    assert!(out.status.success(), "llvm-cxxfilt failed");
    let text = String::from_utf8(out.stdout).expect("llvm-cxxfilt prints UTF-8");
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(
        lines.len(),
        symbols.len(),
        "llvm-cxxfilt printed a line per symbol"
    );
    lines
}

/// What `llvm-cxxfilt` prints for each line read from standard input.
pub fn cxxfilt_lines(lines: &[String]) -> Vec<String> {
    for line in lines {
        assert!(
            !line.contains('\n') && !line.contains('\r'),
            "{line:?} is not one line"
        );
    }
    let mut child = Command::new(llvm_tool("llvm-cxxfilt"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("run llvm-cxxfilt");
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("llvm-cxxfilt output");
    writer
        .join()
        .expect("writer thread")
        .expect("write to llvm-cxxfilt");
    assert!(out.status.success(), "llvm-cxxfilt failed");
    String::from_utf8(out.stdout)
        .expect("llvm-cxxfilt prints UTF-8")
        .lines()
        .map(str::to_string)
        .collect()
}
