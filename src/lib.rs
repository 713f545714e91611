//! spirv-llvm: translate between SPIR-V and LLVM IR.
//!
//! This crate is the facade the command-line tools are built on: file formats inferred from
//! extensions, input from files or stdin, and output written atomically (a temporary file in
//! the destination directory, renamed into place only on success, so a failed run never leaves
//! a partial output file). The SPIR-V module itself lives in [`translator::spirv`].
//!
//! ```
//! use spirv_llvm::{SpirvFormat, read_spirv};
//! let text = b"OpCapability Kernel\nOpCapability Addresses\nOpMemoryModel Physical64 OpenCL\n";
//! let module = read_spirv("k.spvasm", text, SpirvFormat::Text).unwrap();
//! assert_eq!(module.header.version_pair(), (1, 6));
//! ```

use std::io::{Read, Write};
use std::path::Path;

pub mod compat;

pub use spirv_llvm_translator as translator;
pub use translator::to_spirv::is_bitcode;
use translator::spirv;

/// Errors of the facade, each naming the file it concerns.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Reading or writing a file failed.
    #[error("{path}: {source}")]
    Io {
        /// The file (`-` for stdin/stdout).
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A binary SPIR-V module is malformed.
    #[error("{path}: {source}")]
    Spirv {
        /// The file.
        path: String,
        /// The decoding error, with its word offset.
        source: spirv::Error,
    },
    /// SPIR-V assembly text is malformed.
    #[error("{path}: {source}")]
    Asm {
        /// The file.
        path: String,
        /// The assembly error, with its line and column.
        source: spirv::AsmError,
    },
    /// SPIR-V → LLVM translation failed.
    #[error("{path}: {source}")]
    ToLlvm {
        /// The input file.
        path: String,
        /// The translation error, with its location.
        source: translator::to_llvm::Error,
    },
    /// LLVM → SPIR-V translation failed.
    #[error("{path}: {source}")]
    ToSpirv {
        /// The input file.
        path: String,
        /// The translation error, naming the function and instruction.
        source: Box<translator::to_spirv::Error>,
    },
    /// An instruction breaks a type rule the grammar does not state (`spirv::rules`).
    #[error("{path}: {source}")]
    Rule {
        /// The file.
        path: String,
        /// The instruction and the rule.
        source: spirv::rules::RuleError,
    },
    /// The file's format cannot be told from its name or content.
    #[error("{path}: {message}")]
    Format {
        /// The file.
        path: String,
        /// What is wrong.
        message: String,
    },
}

impl Error {
    /// The file the error is about.
    pub fn path(&self) -> &str {
        match self {
            Error::Io { path, .. }
            | Error::Spirv { path, .. }
            | Error::Asm { path, .. }
            | Error::ToLlvm { path, .. }
            | Error::ToSpirv { path, .. }
            | Error::Rule { path, .. }
            | Error::Format { path, .. } => path,
        }
    }
}

/// The two spellings of a SPIR-V module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpirvFormat {
    /// Binary words (`.spv`).
    Binary,
    /// SPIRV-Tools assembly text (`.spvasm`).
    Text,
    /// The Khronos translator's text format (`.spt`, `llvm-spirv -spirv-text`).
    Spt,
}

/// The two spellings of an LLVM module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LlvmFormat {
    /// Bitcode (`.bc`).
    Bitcode,
    /// Textual IR (`.ll`).
    Text,
}

/// The SPIR-V format a file name implies (`.spv`, `.spvasm`), if any.
pub fn spirv_format_of(path: &str) -> Option<SpirvFormat> {
    match Path::new(path).extension()?.to_str()? {
        "spv" => Some(SpirvFormat::Binary),
        "spvasm" | "spvas" => Some(SpirvFormat::Text),
        "spt" => Some(SpirvFormat::Spt),
        _ => None,
    }
}

/// The LLVM format a file name implies (`.bc`, `.ll`), if any.
pub fn llvm_format_of(path: &str) -> Option<LlvmFormat> {
    match Path::new(path).extension()?.to_str()? {
        "bc" => Some(LlvmFormat::Bitcode),
        "ll" => Some(LlvmFormat::Text),
        _ => None,
    }
}

/// Tells binary SPIR-V (the magic number in either byte order) from the translator's text
/// format (the magic number as the first decimal token) and from assembly text (opening with
/// an `Op…` name or a `%` id). Anything else is taken as a binary, whose reader then names the
/// bad magic number, as the reference does.
///
/// ```
/// use spirv_llvm::{read_spirv_any, sniff_spirv, SpirvFormat};
/// assert_eq!(sniff_spirv(b"; a comment\nOpCapability Kernel\n"), SpirvFormat::Text);
/// assert_eq!(sniff_spirv(b"119734787 65536 0 5 0\n"), SpirvFormat::Spt);
/// assert_eq!(sniff_spirv(b"not a SPIR-V module\n"), SpirvFormat::Binary);
/// let err = read_spirv_any("x.spv", b"not a SPIR-V module\n").unwrap_err();
/// assert!(err.to_string().contains("Invalid SPIR-V module: invalid magic number"), "{err}");
/// ```
pub fn sniff_spirv(bytes: &[u8]) -> SpirvFormat {
    let magic = spirv::MAGIC_NUMBER;
    match bytes.get(..4) {
        Some(head) if head == magic.to_le_bytes() || head == magic.to_be_bytes() => SpirvFormat::Binary,
        _ if std::str::from_utf8(bytes).is_ok_and(spirv::is_spt) => SpirvFormat::Spt,
        _ if std::str::from_utf8(bytes).is_ok_and(looks_like_assembly) => SpirvFormat::Text,
        // Neither text: the binary reader names what is wrong (its magic number).
        _ => SpirvFormat::Binary,
    }
}

/// Whether `text` opens as SPIR-V assembly: its first token (past comments and blank lines)
/// an `Op…` name or a `%` result id.
fn looks_like_assembly(text: &str) -> bool {
    let first = text.lines().map(str::trim).find(|l| !l.is_empty() && !l.starts_with(';'));
    first.is_none_or(|l| l.starts_with("Op") || l.starts_with('%'))
}

/// Translates a SPIR-V module to LLVM IR: bitcode, or textual IR when `text` is set. The
/// module has passed the LLVM verifier.
///
/// ```
/// use spirv_llvm::{spirv_to_llvm, translator::{spirv, to_llvm}};
/// let text = "OpCapability Addresses\nOpCapability Kernel\nOpMemoryModel Physical64 OpenCL\n\
///             OpEntryPoint Kernel %k \"k\"\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n\
///             %k = OpFunction %void None %fn\n%e = OpLabel\nOpReturn\nOpFunctionEnd\n";
/// let module = spirv::assemble(text, &spirv::AsmOptions::default()).unwrap();
/// let ir = spirv_to_llvm("k.spvasm", &module, &to_llvm::Options::default(), true).unwrap();
/// assert!(String::from_utf8(ir).unwrap().contains("define spir_kernel void @k()"));
/// ```
pub fn spirv_to_llvm(
    path: &str,
    module: &spirv::Module,
    options: &translator::to_llvm::Options,
    text: bool,
) -> Result<Vec<u8>, Error> {
    let ctx = translator::llvm::Context::new();
    let ir = translator::to_llvm::translate(module, &ctx, options)
        .map_err(|source| Error::ToLlvm { path: path.to_string(), source })?;
    if text {
        return Ok(ir.print_to_string().into_bytes());
    }
    ir.to_bitcode().map_err(|e| Error::Format { path: path.to_string(), message: e.to_string() })
}

/// Translates a SPIR-V module to LLVM bitcode (or `.ll` text), optionally running LLVM's
/// `mem2reg` over the result before it is verified and written.
pub fn spirv_to_llvm_with(
    path: &str,
    module: &spirv::Module,
    options: &translator::to_llvm::Options,
    text: bool,
    mem2reg: bool,
) -> Result<Vec<u8>, Error> {
    let ctx = translator::llvm::Context::new();
    let fail = |message: String| Error::Format { path: path.to_string(), message };
    let ir = translator::to_llvm::translate(module, &ctx, options)
        .map_err(|source| Error::ToLlvm { path: path.to_string(), source })?;
    if mem2reg {
        ir.run_passes("mem2reg").map_err(|e| fail(e.to_string()))?;
    }
    if text {
        return Ok(ir.print_to_string().into_bytes());
    }
    ir.to_bitcode().map_err(|e| fail(e.to_string()))
}

/// Translates LLVM bitcode or `.ll` text to a SPIR-V module, optionally running LLVM's
/// `mem2reg` over the input first.
pub fn llvm_to_spirv_module(
    path: &str,
    input: &[u8],
    options: &translator::to_spirv::Options,
    mem2reg: bool,
) -> Result<spirv::Module, Error> {
    let to_spirv_error = |source| Error::ToSpirv { path: path.to_string(), source: Box::new(source) };
    if input.is_empty() {
        return Err(Error::Format { path: path.to_string(), message: "empty input".into() });
    }
    let ctx = translator::llvm::Context::new();
    let module = translator::to_spirv::parse(&ctx, input).map_err(to_spirv_error)?;
    if mem2reg {
        module.run_passes("mem2reg").map_err(|e| to_spirv_error(e.into()))?;
    }
    translator::to_spirv::translate(&module, options).map_err(to_spirv_error)
}

/// One specialization constant of a module: its `SpecId`, size and LLVM type name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecConstant {
    /// The `SpecId` decoration.
    pub spec_id: u32,
    /// Size in bytes (1 for booleans).
    pub bytes: u32,
    /// `i1`, `i8` … `i64`, `f16`, `f32`, `f64`.
    pub type_name: String,
}

/// The scalar specialization constants of a module (those with a `SpecId`), in module order, as
/// `llvm-spirv -spec-const-info` lists them.
pub fn spec_constants(module: &spirv::Module) -> Vec<SpecConstant> {
    use translator::spirv::Section;
    use ::spirv::{Decoration, Op};
    let index = module.index();
    let mut out = Vec::new();
    for inst in module.section(Section::Global) {
        let spec = [Op::SpecConstant, Op::SpecConstantTrue, Op::SpecConstantFalse];
        if !spec.iter().any(|&op| op as u16 == inst.opcode) {
            continue;
        }
        let (Some(result), Some(ty)) = (inst.result, inst.result_type) else { continue };
        let spec_id = index
            .decorations(result)
            .find(|d| d.operands.get(1) == Some(&(Decoration::SpecId as u32)))
            .and_then(|d| d.operands.get(2).copied());
        let Some(spec_id) = spec_id else { continue };
        let Some(def) = index.def(ty) else { continue };
        let width = def.operands.first().copied().unwrap_or(0);
        let (bytes, type_name) = match def.op() {
            Some(Op::TypeBool) => (1, "i1".to_owned()),
            Some(Op::TypeInt) => (width / 8, format!("i{width}")),
            Some(Op::TypeFloat) => (width / 8, format!("f{width}")),
            _ => continue,
        };
        out.push(SpecConstant { spec_id, bytes, type_name });
    }
    out
}

/// Parses one `-spec-const` item, `ID:TYPE:VALUE` (TYPE: `i1`, `i8`, `i16`, `i32`, `i64`,
/// `f16`, `f32`, `f64`; a floating-point VALUE may also be its bits in hex, `0x3c00`) into the
/// id, the value's bits and the type's size in bytes. Errors are worded as `llvm-spirv`'s.
///
/// ```
/// assert_eq!(spirv_llvm::parse_spec_const("7:i32:-1"), Ok((7, u64::from(u32::MAX), 4)));
/// assert_eq!(spirv_llvm::parse_spec_const("1:f32:1.5"), Ok((1, u64::from(1.5f32.to_bits()), 4)));
/// assert_eq!(spirv_llvm::parse_spec_const("1:f16:0x3c00"), Ok((1, 0x3c00, 2)));
/// assert!(spirv_llvm::parse_spec_const("1:i9:0").unwrap_err().contains("is not allowed type"));
/// assert!(spirv_llvm::parse_spec_const("1:i8:257").unwrap_err().contains("8-bit integer"));
/// ```
pub fn parse_spec_const(item: &str) -> Result<(u32, u64, u32), String> {
    let mut parts = item.splitn(3, ':');
    let (Some(id), Some(ty), Some(value)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(format!(
            "Invalid format of -spec-const option: \"{item}\". Expected format: -spec-const \"<id1:type1:value1 id2:type2:value2 ...>\""
        ));
    };
    let id: u32 = id.parse().map_err(|_| {
        format!("Invalid id for '-spec-const' option! In \"{item}\": \"{id}\" must be a 32-bit unsigned integer")
    })?;
    let width: u32 = match ty {
        "i1" => 1,
        "i8" => 8,
        "i16" | "f16" => 16,
        "i32" | "f32" => 32,
        "i64" | "f64" => 64,
        _ => {
            return Err(format!(
                "Invalid type for '-spec-const' option! In \"{item}\": \"{ty}\" - is not allowed type. Allowed types are: i1, i8, i16, i32, i64, f16, f32, f64"
            ));
        }
    };
    let is_float = ty.starts_with('f');
    let bad = || {
        let kind = if is_float { "floating point" } else { "integer" };
        format!("Invalid value for '-spec-const' option! In \"{item}\": can't convert \"{value}\" to {width}-bit {kind} number")
    };
    let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    let bits = if let Some(hex) = value.strip_prefix("0x").or_else(|| value.strip_prefix("0X")).filter(|_| is_float) {
        let bits = u64::from_str_radix(hex, 16).map_err(|_| bad())?;
        if bits & !mask != 0 {
            return Err(bad());
        }
        bits
    } else if is_float {
        let v: f64 = value.parse().map_err(|_| bad())?;
        match width {
            16 => {
                let bits = spirv::numbers::f64_to_half(v);
                if v.is_finite() && (bits & 0x7c00) == 0x7c00 {
                    return Err(bad());
                }
                bits
            }
            32 => {
                let f = v as f32;
                if v.is_finite() && !f.is_finite() {
                    return Err(bad());
                }
                u64::from(f.to_bits())
            }
            _ => v.to_bits(),
        }
    } else if width == 1 {
        match value {
            "1" | "true" => 1,
            "0" | "false" => 0,
            _ => return Err(bad()),
        }
    } else {
        // Signed or unsigned spellings of a value that fits the width.
        let v: i128 = value.parse().map_err(|_| bad())?;
        let (min, max) = (-(1i128 << (width - 1)), (1i128 << width) - 1);
        if v < min || v > max {
            return Err(bad());
        }
        (v as u64) & mask
    };
    Ok((id, bits, width.div_ceil(8)))
}

/// Translates LLVM bitcode or `.ll` text to SPIR-V: binary words, or assembly text when `text`
/// is set. The module has passed the LLVM verifier on the way in.
pub fn llvm_to_spirv(
    path: &str,
    input: &[u8],
    options: &translator::to_spirv::Options,
    text: bool,
) -> Result<Vec<u8>, Error> {
    if input.is_empty() {
        return Err(Error::Format { path: path.to_string(), message: "empty input".into() });
    }
    let module = translator::to_spirv::translate_bytes(input, options)
        .map_err(|source| Error::ToSpirv { path: path.to_string(), source: Box::new(source) })?;
    if text {
        return Ok(spirv::disassemble(&module, &spirv::DisOptions::default()).into_bytes());
    }
    spirv::write_bytes(&module).map_err(|source| Error::Spirv { path: path.to_string(), source })
}

/// Reads a whole file, or stdin for `-`.
pub fn read_input(path: &str) -> Result<Vec<u8>, Error> {
    let io = |source| Error::Io { path: path.to_string(), source };
    if path == "-" {
        let mut buf = Vec::new();
        std::io::stdin().read_to_end(&mut buf).map_err(io)?;
        Ok(buf)
    } else {
        std::fs::read(path).map_err(io)
    }
}

/// Decodes a SPIR-V module from `bytes` in the given format; `path` names it in errors.
pub fn read_spirv(path: &str, bytes: &[u8], format: SpirvFormat) -> Result<spirv::Module, Error> {
    match format {
        SpirvFormat::Binary => {
            spirv::read_bytes(bytes).map_err(|source| Error::Spirv { path: path.to_string(), source })
        }
        SpirvFormat::Text | SpirvFormat::Spt => {
            let text = std::str::from_utf8(bytes).map_err(|e| Error::Format {
                path: path.to_string(),
                // The reference's words: what is neither a module nor text.
                message: format!(
                    "Invalid SPIR-V binary: no SPIR-V magic number, and not UTF-8 text either (byte {})",
                    e.valid_up_to()
                ),
            })?;
            let module = if format == SpirvFormat::Spt {
                spirv::read_spt(text)
            } else {
                spirv::assemble(text, &spirv::AsmOptions::default())
            };
            module.map_err(|source| Error::Asm { path: path.to_string(), source })
        }
    }
}

/// Decodes a SPIR-V module in whichever of the three spellings `bytes` holds (binary, the
/// translator's text format, assembly), told from the content alone.
pub fn read_spirv_any(path: &str, bytes: &[u8]) -> Result<spirv::Module, Error> {
    read_spirv(path, bytes, sniff_spirv(bytes))
}

/// The module that SPIR-V → LLVM translation takes from `module` (read from `path`): a
/// multi-target `SPV_INTEL_function_variants` module specialized for `target` (and also written
/// to `spv_out` when given, as SPIR-V binary); an error when it is multi-target and no target is
/// given (it has no LLVM counterpart). Any other module is returned as it is.
pub fn function_variant(
    path: &str,
    module: spirv::Module,
    target: Option<&spirv::fnvar::Target>,
    spv_out: Option<&str>,
) -> Result<spirv::Module, Error> {
    let Some(target) = target else {
        if spirv::fnvar::is_multi_target(&module) {
            return Err(Error::Format {
                path: path.to_string(),
                message: "a multi-target SPV_INTEL_function_variants module: specialize it with -fnvar-spec-enable and the target's -fnvar-* options".into(),
            });
        }
        return Ok(module);
    };
    let specialized = spirv::fnvar::specialize(&module, target).map_err(|e| Error::Format { path: path.to_string(), message: e.to_string() })?;
    if let Some(out) = spv_out {
        let bytes = spirv::write_bytes(&specialized).map_err(|source| Error::Spirv { path: out.to_string(), source })?;
        write_output(out, &bytes)?;
    }
    Ok(specialized)
}

/// Reads a SPIR-V module from a file (or stdin for `-`), inferring its format from the
/// extension, or from the content when the name has no known extension.
pub fn load_spirv(path: &str) -> Result<spirv::Module, Error> {
    let bytes = read_input(path)?;
    let format = spirv_format_of(path).unwrap_or_else(|| sniff_spirv(&bytes));
    read_spirv(path, &bytes, format)
}

/// Writes `bytes` to `path`, or to stdout for `-`.
///
/// A regular file (new or existing, also behind a symbolic link) is written atomically: a
/// temporary file beside it, then a rename, so a failure never leaves a partial output. Any
/// other existing file (`/dev/null`, a FIFO, a terminal) is opened and written in place: a
/// rename would replace the device node itself.
pub fn write_output(path: &str, bytes: &[u8]) -> Result<(), Error> {
    let io = |source| Error::Io { path: path.to_string(), source };
    if path == "-" {
        let mut out = std::io::stdout().lock();
        out.write_all(bytes).map_err(io)?;
        return out.flush().map_err(io);
    }
    let mut target = Path::new(path).to_path_buf();
    if let Ok(meta) = std::fs::metadata(&target) {
        if !meta.is_file() {
            let mut file = std::fs::OpenOptions::new().write(true).open(&target).map_err(io)?;
            return file.write_all(bytes).and_then(|()| file.flush()).map_err(io);
        }
        // Replace the file a symbolic link points to, not the link.
        target = std::fs::canonicalize(&target).map_err(io)?;
    }
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp{}", std::process::id()));
    let result = std::fs::write(&tmp, bytes).and_then(|()| std::fs::rename(&tmp, &target));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io)
}

/// Runs a command-line tool's whole `job` (which prints its own errors and returns the exit
/// status) in a forked child (see [`translator::llvm::guard`]), so that a crash of LLVM's
/// bitcode reader on a corrupt `input` ends as one line on standard error and exit status 1,
/// never as a crash, and a corrupt file that sends it into a practically endless loop ends the
/// same way. The child's address space is capped at 8 GiB or 64 times the input's size,
/// whichever is more, and its processor time at 30 s plus 5 s per MB of input (the large
/// benchmark module, 144k instructions, takes under a second). `tool` prefixes that line. Call it at the start of `main`, while the process has one
/// thread. Returns the status to exit with.
pub fn run_guarded(tool: &str, input: &str, job: impl FnOnce() -> i32) -> i32 {
    use std::io::Write;
    use translator::llvm::guard::{ChildEnd, Limits, run_in_child};
    let size = if input == "-" { 0 } else { std::fs::metadata(input).map(|m| m.len()).unwrap_or(0) };
    let limits = Limits { memory: Some((8u64 << 30).max(size.saturating_mul(64))), cpu_seconds: Some(30 + 5 * (size >> 20)) };
    match run_in_child(job, limits) {
        Ok(ChildEnd::Exited { code, stderr }) => {
            let _ = std::io::stderr().write_all(&stderr);
            code
        }
        Ok(ChildEnd::Killed { signal, stderr }) => {
            let text = String::from_utf8_lossy(&stderr);
            // LLVM's own last words, if any ("LLVM ERROR: out of memory").
            let lines = || text.lines().map(str::trim).filter(|l| !l.is_empty());
            let last = lines().find(|l| l.starts_with("LLVM ERROR")).or_else(|| lines().last()).map(|l| format!(" ({l})"));
            let name = match signal {
                6 => "abort",
                11 => "segmentation fault",
                7 => "bus error",
                4 => "illegal instruction",
                8 => "arithmetic exception",
                24 | 9 => "processor time or memory limit",
                _ => "signal",
            };
            eprintln!(
                "{tool}: {input}: LLVM crashed reading this input ({name}, signal {signal}){}: it is not valid LLVM IR or bitcode",
                last.unwrap_or_default()
            );
            1
        }
        Err(e) => {
            eprintln!("{tool}: cannot start the translation in a child process ({e})");
            1
        }
    }
}

/// `message` on one line: line breaks and other control characters (which names read from a
/// corrupt input may hold) are written as escapes, `\n`, `\u{1c}`.
///
/// ```
/// assert_eq!(spirv_llvm::one_line("bad name `a\nb`"), "bad name `a\\nb`");
/// ```
pub fn one_line(message: &str) -> String {
    message.chars().map(|c| if c.is_control() { c.escape_debug().to_string() } else { c.to_string() }).collect()
}
