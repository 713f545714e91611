//! The skeleton both file-test harnesses (`to_llvm_files.rs`, `to_spirv_files.rs`) share:
//! directive lines (`; NAME: value`), the expected output next to each input (compared, or
//! rewritten with `BLESS=1`), stale expected files, and a line diff for mismatches.

use std::path::{Path, PathBuf};

/// Whether `BLESS=1` asks to rewrite expected files instead of comparing them.
pub fn bless() -> bool {
    std::env::var_os("BLESS").is_some_and(|v| v == "1")
}

/// `NAME: value` after the comment marker, for an upper-case NAME (`-` allowed).
pub fn directive<'a>(line: &'a str, comment: &str) -> Option<(&'a str, &'a str)> {
    let (name, value) = line.strip_prefix(comment)?.split_once(':')?;
    let is_name = !name.is_empty() && name.bytes().all(|b| b.is_ascii_uppercase() || b == b'-');
    is_name.then(|| (name, value.trim()))
}

/// The directives of an input, in order, after checking that line 1 is a comment saying what
/// the case covers (and not a directive).
pub fn directives<'a>(text: &'a str, comment: &str) -> Result<Vec<(&'a str, &'a str)>, String> {
    let first = text.lines().next().unwrap_or("");
    if !first.starts_with(comment) || first.trim().len() <= comment.len() || directive(first, comment).is_some() {
        return Err(format!("line 1 must be a `{comment}` comment saying what the case covers"));
    }
    Ok(text.lines().filter_map(|l| directive(l, comment)).collect())
}

/// The substring an `ERROR:` directive expects (it may not be empty).
pub fn expected_error(value: &str) -> Result<String, String> {
    if value.is_empty() { Err("empty ERROR".into()) } else { Ok(value.to_owned()) }
}

/// Checks a translation's error against the `ERROR:` substring `want`: it must contain it, and
/// no expected output may sit next to the input (removed with `bless`). Returns the failures
/// and whether a file was removed.
pub fn check_error(name: &str, got: &str, want: &str, expected: &Path, bless: bool, rel: &str) -> (Vec<String>, bool) {
    let mut failures = Vec::new();
    if !got.contains(want) {
        failures.push(format!("{name}: error `{got}` does not contain `{want}`"));
    }
    let mut removed = false;
    if expected.exists() {
        if bless {
            removed = std::fs::remove_file(expected).is_ok();
        } else {
            failures.push(format!("{name}: expects an error but {rel} exists"));
        }
    }
    (failures, removed)
}

/// Compares output `text` with the expected file (or rewrites it with `bless`). `Ok(true)`
/// when the file was rewritten.
pub fn check_expected(name: &str, text: &str, expected: &Path, bless: bool, rel: &str) -> Result<bool, String> {
    let want = std::fs::read_to_string(expected).ok();
    if bless {
        if want.as_deref() == Some(text) {
            return Ok(false);
        }
        std::fs::write(expected, text).map_err(|e| format!("{name}: cannot write {rel}: {e}"))?;
        return Ok(true);
    }
    match want {
        None => Err(format!("{name}: no expected output {rel} (run with BLESS=1)")),
        Some(want) if want != text => Err(format!("{name}: output differs from {rel} (- expected, + actual):\n{}", diff(&want, text))),
        Some(_) => Ok(false),
    }
}

/// Expected files (extension `expected_ext`) whose input is gone: failures, or removed with
/// `bless`.
pub fn stale_expected(files: &[PathBuf], expected_ext: &str, input_exts: &[&str], bless: bool, rel: &dyn Fn(&Path) -> String) -> Vec<String> {
    let mut failures = Vec::new();
    for out in files.iter().filter(|p| p.extension().is_some_and(|e| e == expected_ext)) {
        if input_exts.iter().any(|ext| out.with_extension(ext).exists()) {
            continue;
        }
        if bless {
            let _ = std::fs::remove_file(out);
        } else {
            failures.push(format!("{}: expected output without an input", rel(out)));
        }
    }
    failures
}

/// One line of an edit script.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Edit {
    Same,
    Del,
    Add,
}

/// A line diff in the manner of `diff -u`: changed lines with two lines of context around
/// them, hunks headed by their line numbers, at most [`MAX_DIFF_LINES`] lines in all.
pub fn diff(want: &str, got: &str) -> String {
    const MAX_DIFF_LINES: usize = 80;
    const CONTEXT: usize = 2;
    let (a, b): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    // Longest common subsequence table, suffix form: lcs[i][j] for a[i..] and b[j..]. Outputs
    // are small (hundreds of lines), so the quadratic table is fine.
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] { lcs[i + 1][j + 1] + 1 } else { lcs[i + 1][j].max(lcs[i][j + 1]) };
        }
    }
    // The edit script: (kind, line index in a, line index in b).
    let mut script = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            script.push((Edit::Same, i, j));
            i += 1;
            j += 1;
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            script.push((Edit::Del, i, j));
            i += 1;
        } else {
            script.push((Edit::Add, i, j));
            j += 1;
        }
    }
    // Which script entries to show: the changes and their context.
    let mut show = vec![false; script.len()];
    for (k, (e, _, _)) in script.iter().enumerate() {
        if *e != Edit::Same {
            for s in show.iter_mut().take((k + CONTEXT + 1).min(script.len())).skip(k.saturating_sub(CONTEXT)) {
                *s = true;
            }
        }
    }
    let mut out = String::new();
    let mut lines = 0;
    let mut previous_shown = false;
    for (k, &(e, i, j)) in script.iter().enumerate() {
        if !show[k] {
            previous_shown = false;
            continue;
        }
        if !previous_shown {
            out.push_str(&format!("  @@ expected line {}, actual line {} @@\n", i + 1, j + 1));
        }
        previous_shown = true;
        let line = match e {
            Edit::Same => format!("     {}\n", a[i]),
            Edit::Del => format!("   - {}\n", a[i]),
            Edit::Add => format!("   + {}\n", b[j]),
        };
        out.push_str(&line);
        lines += 1;
        if lines == MAX_DIFF_LINES {
            out.push_str("  … (diff truncated)\n");
            break;
        }
    }
    out
}

#[test]
fn diff_shows_changes_with_context() {
    let d = diff("a\nb\nc\nd\ne\nf\ng\nh\nj\n", "a\nb\nc\nX\ne\nf\ng\nh\nj\ni\n");
    assert_eq!(
        d,
        "  @@ expected line 2, actual line 2 @@\n     b\n     c\n   - d\n   + X\n     e\n     f\n  @@ expected line 8, actual line 8 @@\n     h\n     j\n   + i\n"
    );
    assert_eq!(diff("same\n", "same\n"), "");
}

#[test]
fn directives_parse() {
    assert_eq!(directive("; ERROR: needs SPIR-V 1.3", "; "), Some(("ERROR", "needs SPIR-V 1.3")));
    assert_eq!(directive("; TARGET-ENV: spv1.2", "; "), Some(("TARGET-ENV", "spv1.2")));
    assert_eq!(directive("; an add: of two", "; "), None);
    assert!(directives("; ERROR: x\n", "; ").is_err());
    assert_eq!(directives("; what\n; OPTIONS: -a\n", "; "), Ok(vec![("OPTIONS", "-a")]));
    assert!(expected_error("").is_err());
}
