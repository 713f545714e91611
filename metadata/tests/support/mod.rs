//! Test support: a small reader of LLVM textual metadata into the generic
//! tree, and helpers to run clang and llvm-as.
//!
//! It understands exactly what the tests feed it: `!N = [distinct] !{...}`
//! and `!name = !{...}` lines, `!kind !N` attachments on `define`/`declare`
//! lines, global variable lines and instruction lines, and `c"..."` string
//! constants. Anything else that looks like metadata is an error, so a test
//! cannot silently pass on input it did not understand.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Command;

use spirv_llvm_metadata::{Attachment, Md, MdNode, NamedMetadata, ScalarType, ValueType};

/// Where the tests expect LLVM 22.
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// Metadata of one parsed `.ll` file.
#[derive(Debug, Default)]
pub struct LlModule {
    /// Named metadata lists, in file order.
    pub named: Vec<NamedMetadata>,
    /// Functions (`define` and `declare`), in file order.
    pub functions: Vec<LlFunction>,
    /// Global variables with their attachments, in file order.
    pub globals: Vec<(String, Vec<Attachment>)>,
    /// `c"..."` string constants by global name, decoded, without the
    /// trailing NUL.
    pub strings: HashMap<String, String>,
}

/// One function and its metadata.
#[derive(Debug, Default)]
pub struct LlFunction {
    /// Name without `@`.
    pub name: String,
    /// Attachments on the `define`/`declare` line.
    pub attachments: Vec<Attachment>,
    /// Attachments on instructions of the body, in order.
    pub instruction_attachments: Vec<Attachment>,
}

impl LlModule {
    /// The function called `name`.
    pub fn function(&self, name: &str) -> &LlFunction {
        self.functions
            .iter()
            .find(|f| f.name == name)
            .unwrap_or_else(|| panic!("no function @{name}"))
    }

    /// The attachments of global `name`.
    pub fn global(&self, name: &str) -> &[Attachment] {
        self.globals
            .iter()
            .find(|g| g.0 == name)
            .map(|g| g.1.as_slice())
            .unwrap_or_else(|| panic!("no global @{name}"))
    }
}

/// Directory of the test inputs.
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data")
}

/// Compiles an OpenCL C file from `tests/data` to LLVM IR text with clang
/// 22. Fails (never skips) if clang is missing or produces nothing.
pub fn compile_cl(file: &str, std: &str, extra: &[&str]) -> String {
    let path = data_dir().join(file);
    let clang = format!("{LLVM_BIN}/clang");
    let std_flag = format!("-cl-std={std}");
    let output = Command::new(&clang)
        .args([
            std_flag.as_str(),
            "-target",
            "spir64-unknown-unknown",
            "-emit-llvm",
            "-S",
            "-O0",
        ])
        .args(["-Xclang", "-finclude-default-header"])
        .args(extra)
        .arg(&path)
        .args(["-o", "-"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run {clang} (LLVM 22 is required): {e}"));
    assert!(
        output.status.success(),
        "clang failed on {}:\n{}",
        path.display(),
        String::from_utf8_lossy(&output.stderr)
    );
    let text = String::from_utf8(output.stdout).expect("clang output is UTF-8");
    assert!(
        text.contains("define"),
        "clang produced no functions for {}",
        path.display()
    );
    text
}

/// Checks that `.ll` text is valid LLVM IR with llvm-as (and its verifier).
pub fn assert_valid_ir(text: &str, what: &str) {
    use std::io::Write;
    let llvm_as = format!("{LLVM_BIN}/llvm-as");
    let mut child = Command::new(&llvm_as)
        .args(["-", "-o", "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {llvm_as} (LLVM 22 is required): {e}"));
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(text.as_bytes())
        .expect("write to llvm-as");
    let output = child.wait_with_output().expect("llvm-as runs");
    assert!(
        output.status.success(),
        "{what} is not valid LLVM IR:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Reads a file from `tests/data`.
pub fn read_data(file: &str) -> String {
    let path = data_dir().join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Parses the metadata of `.ll` text.
pub fn parse_ll(text: &str) -> LlModule {
    let mut raw: HashMap<u32, (bool, String)> = HashMap::new();
    let mut named_raw: Vec<(String, String)> = Vec::new();
    let mut functions = HashSet::new();
    for line in text.lines() {
        let line = strip_comment(line);
        if let Some(rest) = line.strip_prefix('!') {
            let (lhs, rhs) = rest
                .split_once(" = ")
                .unwrap_or_else(|| panic!("bad line: {line}"));
            if let Ok(slot) = lhs.parse::<u32>() {
                let (distinct, body) = match rhs.strip_prefix("distinct ") {
                    Some(body) => (true, body),
                    None => (false, rhs),
                };
                assert!(
                    body.starts_with("!{"),
                    "unsupported metadata !{slot} = {body}"
                );
                raw.insert(slot, (distinct, body.to_owned()));
            } else {
                named_raw.push((lhs.to_owned(), rhs.to_owned()));
            }
        } else if line.starts_with("define ") || line.starts_with("declare ") {
            functions.insert(symbol_after_at(line));
        }
    }
    let resolver = Resolver {
        raw: &raw,
        functions: &functions,
    };

    let mut module = LlModule::default();
    for (name, body) in &named_raw {
        let operands = resolver
            .parse_operands(body, &mut Vec::new())
            .into_iter()
            .map(|md| match md {
                Md::Node(node) => node,
                other => panic!("!{name} holds a non-node operand {other}"),
            })
            .collect();
        module.named.push(NamedMetadata {
            name: name.clone(),
            operands,
        });
    }
    for line in text.lines() {
        let line = strip_comment(line);
        if line.starts_with("define ") || line.starts_with("declare ") {
            let tail = line.rsplit_once(')').map_or("", |(_, tail)| tail);
            module.functions.push(LlFunction {
                name: symbol_after_at(line),
                attachments: resolver.attachments(tail),
                instruction_attachments: Vec::new(),
            });
        } else if line.starts_with(' ') {
            if let Some(f) = module.functions.last_mut() {
                f.instruction_attachments.extend(resolver.attachments(line));
            }
        } else if line.starts_with('@') {
            let name = symbol_after_at(line);
            if let Some(start) = line.find("c\"") {
                module
                    .strings
                    .insert(name.clone(), decode_c_string(&line[start + 2..]));
            }
            module.globals.push((name, resolver.attachments(line)));
        }
    }
    module
}

fn strip_comment(line: &str) -> &str {
    // Metadata strings may contain ';' but our inputs keep comments after
    // the last quote.
    let quote_end = line.rfind('"').map_or(0, |i| i + 1);
    match line[quote_end..].find(';') {
        Some(i) => line[..quote_end + i].trim_end(),
        None => line.trim_end(),
    }
}

fn symbol_after_at(line: &str) -> String {
    let start = line
        .find('@')
        .unwrap_or_else(|| panic!("no symbol in: {line}"))
        + 1;
    line[start..]
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$'))
        .collect()
}

fn decode_c_string(text: &str) -> String {
    let mut bytes = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => break,
            '\\' => {
                let hex: String = chars.by_ref().take(2).collect();
                bytes.push(u8::from_str_radix(&hex, 16).expect("hex escape"));
            }
            c => bytes.extend(c.to_string().bytes()),
        }
    }
    if bytes.last() == Some(&0) {
        bytes.pop();
    }
    String::from_utf8(bytes).expect("UTF-8 string constant")
}

struct Resolver<'a> {
    raw: &'a HashMap<u32, (bool, String)>,
    functions: &'a HashSet<String>,
}

impl Resolver<'_> {
    /// Every `!kind !N` pair in `text`.
    fn attachments(&self, text: &str) -> Vec<Attachment> {
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(i) = rest.find('!') {
            rest = &rest[i + 1..];
            let kind: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '.'))
                .collect();
            if kind.is_empty() || !kind.starts_with(|c: char| c.is_ascii_alphabetic()) {
                continue;
            }
            let after = &rest[kind.len()..];
            let Some(slot) = after.strip_prefix(" !") else {
                continue;
            };
            let digits: String = slot.chars().take_while(char::is_ascii_digit).collect();
            if digits.is_empty() {
                continue;
            }
            let slot: u32 = digits.parse().unwrap();
            let node = match self.resolve(slot, &mut Vec::new()) {
                Md::Node(node) => node,
                other => panic!("!{kind} refers to non-node {other}"),
            };
            out.push(Attachment { kind, node });
        }
        out
    }

    fn resolve(&self, slot: u32, stack: &mut Vec<u32>) -> Md {
        if stack.last() == Some(&slot) {
            return Md::SelfRef;
        }
        assert!(!stack.contains(&slot), "metadata cycle through !{slot}");
        let (distinct, body) = self
            .raw
            .get(&slot)
            .unwrap_or_else(|| panic!("undefined !{slot}"));
        stack.push(slot);
        let operands = self.parse_operands(body, stack);
        stack.pop();
        Md::Node(MdNode {
            distinct: distinct.then_some(slot),
            operands,
        })
    }

    /// Parses `!{a, b, ...}`.
    fn parse_operands(&self, body: &str, stack: &mut Vec<u32>) -> Vec<Md> {
        let inner = body
            .strip_prefix("!{")
            .and_then(|b| b.strip_suffix('}'))
            .unwrap_or_else(|| panic!("not a node: {body}"));
        split_top_level(inner)
            .into_iter()
            .map(|item| self.parse_operand(item, stack))
            .collect()
    }

    fn parse_operand(&self, item: &str, stack: &mut Vec<u32>) -> Md {
        let item = item.trim();
        if let Some(s) = item.strip_prefix("!\"") {
            return Md::String(decode_c_string(s));
        }
        if item.starts_with("!{") {
            return Md::Node(MdNode::new(self.parse_operands(item, stack)));
        }
        if let Some(slot) = item.strip_prefix('!') {
            let slot = slot
                .parse()
                .unwrap_or_else(|_| panic!("unsupported operand {item}"));
            return self.resolve(slot, stack);
        }
        if item == "null" {
            return Md::Null;
        }
        if let Some(at) = item.find('@') {
            let name = symbol_after_at(&item[at..]);
            return if self.functions.contains(&name) {
                Md::function(name)
            } else {
                Md::variable(name)
            };
        }
        let (ty, value) = item
            .rsplit_once(' ')
            .unwrap_or_else(|| panic!("bad operand {item}"));
        if matches!(value, "poison" | "undef") {
            return Md::Poison(parse_value_type(ty));
        }
        let bits: u32 = ty
            .strip_prefix('i')
            .and_then(|b| b.parse().ok())
            .unwrap_or_else(|| panic!("unsupported operand {item}"));
        let value: i128 = match value {
            "true" => 1,
            "false" => 0,
            v => v.parse().unwrap_or_else(|_| panic!("bad integer {item}")),
        };
        Md::int(bits, value as u64)
    }
}

fn parse_value_type(ty: &str) -> ValueType {
    if let Some(vector) = ty.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
        let (lanes, scalar) = vector.split_once(" x ").expect("vector type");
        return ValueType::vector(parse_scalar(scalar), lanes.parse().expect("lane count"));
    }
    ValueType::scalar(parse_scalar(ty))
}

fn parse_scalar(ty: &str) -> ScalarType {
    match ty {
        "half" => ScalarType::Half,
        "float" => ScalarType::Float,
        "double" => ScalarType::Double,
        int => ScalarType::Int(
            int.strip_prefix('i')
                .and_then(|b| b.parse().ok())
                .expect("scalar type"),
        ),
    }
}

/// Splits at commas outside quotes, braces, brackets and parentheses.
fn split_top_level(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut in_string = false;
    let mut start = 0;
    for (i, c) in text.char_indices() {
        match c {
            '"' => in_string = !in_string,
            '{' | '<' | '(' | '[' if !in_string => depth += 1,
            '}' | '>' | ')' | ']' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !text[start..].trim().is_empty() {
        parts.push(&text[start..]);
    }
    parts
}
