//! LLVM IR → SPIR-V, for the IR clang emits for OpenCL C (`spir`, `spir64`, `spirv32`,
//! `spirv64` triples), following "SPIR-V representation in LLVM IR" in reverse, and for Vulkan
//! compute shaders (`spirv`, `spirv1.N` triples: see `shader`).
//!
//! One `Translator` walks the module in two phases: first declarations (function ids and
//! signatures, with the pointee types of pointer parameters inferred from their uses), then
//! bodies, each block in reverse post-order so that every definition precedes its uses in the
//! output. Module-level facts (capabilities, version, entry points and their interfaces,
//! execution modes, `OpSource`) are settled last.
//!
//! # Pointers
//!
//! LLVM pointers are opaque; SPIR-V pointers name their pointee. Every SPIR-V value carries
//! its own type (`Val`), and a pointer's pointee is chosen where the pointer is made:
//! `alloca` and globals point to what they hold, `getelementptr` to the element it selects,
//! parameters to the scalar or vector their `!kernel_arg_base_type` names, else to what their
//! first typed use reads or writes (`i8` if none). Pointers *held in memory* (and
//! loaded, returned, merged by `phi`/`select`) always point to `i8`. Whenever a use needs
//! another pointee, an `OpBitcast` to the needed pointer type is inserted right before the use
//! (for `phi` inputs: at the end of the predecessor block). This is always valid in the
//! `Physical32`/`Physical64` addressing models and keeps every address unchanged.
//!
//! OpenCL objects that typed-pointer-era bitcode holds in plain pointers (images, samplers,
//! events, …) are found before the declarations (`opaque_pointers`) and typed as the object
//! itself wherever a value's type is asked for (`vty`), as if the IR had used
//! `target("spirv.*")`; memory holding them points to the object type.
//!
//! # Files
//!
//! One topic each, all implementing parts of `Translator`: `types`, `constants`, `globals`,
//! `functions` (declarations, bodies, block order, phis, dispatch), `arith`, `memory`,
//! `composite`, `control`, `calls`, `intrinsics`, `masked` (masked loads, stores, gathers
//! and scatters), `fixed_point` (saturating shifts, fixed-point multiplication), `builtins/` (OpenCL C and `__spirv_*`
//! builtins by family), `metadata` (the one place LLVM metadata is read), `capabilities`
//! (capabilities and version), `opaque_pointers` (OpenCL objects held in plain pointers), `pointer_vectors` (vectors of
//! pointers, as vectors of addresses), `layout` (type sizes), `odd_widths` (integers of widths SPIR-V lacks), `wide` (`i128` as two
//! halves), `shader` (Shader modules from LLVM's logical `spirv` triples: laid-out buffer types,
//! access chains instead of pointer casts, structured merges, GLSL.std.450, entry points),
//! `builder` (ids, sections, uniqued types and constants), `error`.
//!
//! # Errors
//!
//! Anything not handled is an [`Error`] naming the function, the instruction as LLVM prints it
//! and what is unsupported; nothing here panics on any input, and no partial module is
//! returned.

mod arith;
mod aux_data;
mod builder;
mod builtins;
mod calls;
pub(crate) mod capabilities;
mod checked;
mod composite;
mod constants;
mod control;
mod debug_info;
pub(crate) mod error;
mod fixed_point;
mod float_controls;
mod functions;
mod globals;
mod intrinsics;
mod layout;
mod loops;
mod masked;
mod memory;
mod metadata;
mod odd_widths;
mod opaque_pointers;
mod pointer_vectors;
mod shader;
mod types;
mod untyped;
mod vector_compute;
mod wide;
mod workgroup_matrices;

use std::collections::{HashMap, HashSet};

use ::spirv::{AddressingModel, Op, StorageClass};

use crate::llvm::{self, BasicBlock, Function, Type, Value};
use crate::spirv::{self as spv, Id, Instruction};

use builder::Builder;
pub use error::{Error, ErrorKind};
use error::{invalid, unsupported};

/// Result type of this direction.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Which SPIR-V extensions the translation may use (`--spirv-ext`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Extensions {
    /// `+all`: every extension not explicitly removed.
    pub all: bool,
    /// `+NAME`.
    pub allowed: Vec<String>,
    /// `-NAME` (wins over `+all`).
    pub denied: Vec<String>,
}

impl Extensions {
    /// Parses the `--spirv-ext` list: comma-separated `+NAME`, `-NAME`, `+all`, `-all`, later
    /// items overriding earlier ones.
    pub fn parse(list: &str) -> Result<Self> {
        let mut out = Extensions::default();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (plus, name) = match item.split_at(1) {
                ("+", name) => (true, name),
                ("-", name) => (false, name),
                _ => return Err(invalid(format!("--spirv-ext item {item:?} must start with '+' or '-'"))),
            };
            if name.is_empty() {
                return Err(invalid(format!("--spirv-ext item {item:?} names no extension")));
            }
            if name == "all" {
                out = Extensions { all: plus, allowed: Vec::new(), denied: Vec::new() };
                continue;
            }
            if !is_extension_name(name) {
                return Err(invalid(format!("Unknown extension '{name}' was specified")));
            }
            out.allowed.retain(|n| n != name);
            out.denied.retain(|n| n != name);
            if plus {
                out.allowed.push(name.to_owned());
            } else {
                out.denied.push(name.to_owned());
            }
        }
        Ok(out)
    }

    /// Whether `name` may be used.
    pub fn allows(&self, name: &str) -> bool {
        !self.denied.iter().any(|n| n == name) && (self.all || self.allowed.iter().any(|n| n == name))
    }
}

/// Whether `name` is spelled as a SPIR-V extension: `SPV_{VENDOR}_{name}` (`SPV_KHR_float_controls`).
/// Extensions this translator does not implement are still names a list may allow or deny.
fn is_extension_name(name: &str) -> bool {
    let mut parts = name.splitn(3, '_');
    parts.next() == Some("SPV")
        && parts.next().is_some_and(|v| !v.is_empty() && v.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit()))
        && parts.next().is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
}

/// Settings of the LLVM → SPIR-V direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The highest SPIR-V version the output may have (`--spirv-max-version`); the output gets
    /// the lowest version that its contents need.
    pub max_version: (u8, u8),
    /// Extensions the output may use.
    pub extensions: Extensions,
    /// The lowest SPIR-V version the output may have (1.0 by default; a higher one makes the
    /// output use that version's rules, such as entry-point interfaces listing every global).
    pub min_version: (u8, u8),
    /// What to do with an LLVM intrinsic that has no translation
    /// (`--spirv-allow-unknown-intrinsics[=PREFIX,…]`): `None` rejects it (the default);
    /// `Some(prefixes)` calls it as an imported function (`LinkageAttributes Import`) when its
    /// name starts with one of the prefixes, or with any name when the list is empty.
    pub unknown_intrinsics: Option<Vec<String>>,
    /// Floating-point contraction (`--spirv-fp-contract`).
    pub fp_contract: FpContract,
    /// The extended instruction set debug information is written in
    /// (`--spirv-debug-info-version`; Shader modules take `ocl-100` as
    /// `nonsemantic-shader-100`).
    pub debug_info: DebugInfoFormat,
    /// Whether `DIExpression` operations beyond the ten the debug-information sets define are
    /// written, with the Khronos translator's numbers (`--spirv-allow-extra-diexpressions`;
    /// the validators reject them). Without it an expression ends before the first, except in
    /// `NonSemantic.Shader.DebugInfo.200`, which has them.
    pub extra_di_expressions: bool,
    /// Whether function attributes and the metadata of functions and global variables are
    /// kept as `NonSemantic.AuxData` instructions (`--spirv-preserve-auxdata`).
    pub preserve_aux_data: bool,
    /// Whether `!kernel_arg_type_qual` is also kept as a `kernel_arg_type_qual.{kernel}.…`
    /// `OpString` (`-preserve-ocl-kernel-arg-type-metadata-through-string`).
    pub kernel_arg_type_qual_strings: bool,
    /// What `llvm.fmuladd` becomes (`--spirv-replace-fmuladd-with-ocl-mad[=false]`).
    pub fmuladd: FmulAdd,
}

/// What `llvm.fmuladd` (a multiply-add that may or may not be fused) becomes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FmulAdd {
    /// `OpenCL.std` `fma` (fused: never less accurate than the separate operations).
    #[default]
    Fma,
    /// `OpenCL.std` `mad` (the implementation chooses, possibly with reduced accuracy;
    /// `--spirv-replace-fmuladd-with-ocl-mad`, the Khronos translator's default).
    Mad,
    /// `OpFMul` then `OpFAdd`, each rounded (`--spirv-replace-fmuladd-with-ocl-mad=false`).
    Separate,
}

impl FmulAdd {
    /// The lowering that `--spirv-ext-inst=SET` asks for: `OpenCL.std` allows its `mad`,
    /// `none` allows no extended instruction, so a multiply and an add.
    ///
    /// ```
    /// use spirv_llvm_translator::to_spirv::FmulAdd;
    /// assert_eq!(FmulAdd::for_ext_inst("OpenCL.std").unwrap(), FmulAdd::Mad);
    /// assert_eq!(FmulAdd::for_ext_inst("none").unwrap(), FmulAdd::Separate);
    /// assert!(FmulAdd::for_ext_inst("GLSL.std.450").is_err());
    /// ```
    pub fn for_ext_inst(set: &str) -> Result<FmulAdd> {
        match set {
            crate::spirv::grammar::OPENCL_STD => Ok(FmulAdd::Mad),
            "none" => Ok(FmulAdd::Separate),
            other => Err(invalid(format!("extended instruction set choice {other:?} is not one of none, OpenCL.std"))),
        }
    }
}

/// How debug information is written (`--spirv-debug-info-version`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DebugInfoFormat {
    /// `OpenCL.DebugInfo.100` (`ocl-100`, the default).
    #[default]
    OpenCl100,
    /// `NonSemantic.Shader.DebugInfo.100` (`nonsemantic-shader-100`), with
    /// `SPV_KHR_non_semantic_info`.
    NonSemanticShader100,
    /// The same instructions imported as `NonSemantic.Shader.DebugInfo.200`
    /// (`nonsemantic-shader-200`).
    NonSemanticShader200,
}

impl DebugInfoFormat {
    /// Parses `--spirv-debug-info-version`'s value (`legacy`, the older `DebugInfo` set, is not
    /// written yet: an error naming it).
    pub fn parse(text: &str) -> Result<Self> {
        match text {
            "ocl-100" => Ok(DebugInfoFormat::OpenCl100),
            "nonsemantic-shader-100" => Ok(DebugInfoFormat::NonSemanticShader100),
            "nonsemantic-shader-200" => Ok(DebugInfoFormat::NonSemanticShader200),
            "legacy" => Err(unsupported("--spirv-debug-info-version=legacy (the DebugInfo set) is not written yet")),
            other => Err(invalid(format!(
                "--spirv-debug-info-version={other} is not one of legacy, ocl-100, nonsemantic-shader-100, nonsemantic-shader-200"
            ))),
        }
    }
}

/// Whether kernels let a consumer fuse floating-point operations (`--spirv-fp-contract`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FpContract {
    /// `ContractionOff` on the kernels whose arithmetic LLVM did not allow to contract (no
    /// `contract` flag or `llvm.fmuladd` on every floating-point operation they reach).
    #[default]
    On,
    /// `ContractionOff` on every kernel.
    Off,
    /// No `ContractionOff`.
    Fast,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            max_version: (1, 6),
            extensions: Extensions::default(),
            min_version: (1, 0),
            unknown_intrinsics: None,
            fp_contract: FpContract::On,
            debug_info: DebugInfoFormat::OpenCl100,
            extra_di_expressions: false,
            preserve_aux_data: false,
            kernel_arg_type_qual_strings: false,
            fmuladd: FmulAdd::Fma,
        }
    }
}

/// Parses `1.0` … `1.6`.
pub fn parse_version(text: &str) -> Result<(u8, u8)> {
    let bad = || invalid(format!("SPIR-V version {text:?} is not one of 1.0 … 1.6"));
    let (major, minor) = text.trim().split_once('.').ok_or_else(bad)?;
    let (major, minor) = (major.parse::<u8>().map_err(|_| bad())?, minor.parse::<u8>().map_err(|_| bad())?);
    if major != 1 || minor > 6 {
        return Err(bad());
    }
    Ok((major, minor))
}

/// Translates LLVM bitcode or LLVM assembly text (told apart by the bitcode magic) into a
/// SPIR-V module. The input is verified first.
///
/// ```
/// use spirv_llvm_translator::to_spirv::{translate_bytes, Options};
/// let ir = "target triple = \"spir64-unknown-unknown\"\n\
///           define spir_kernel void @k(ptr addrspace(1) %p) {\n\
///             store i32 7, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
/// let module = translate_bytes(ir.as_bytes(), &Options::default()).unwrap();
/// let text = spirv_llvm_translator::spirv::disassemble(&module, &Default::default());
/// assert!(text.contains("OpEntryPoint Kernel"));
/// ```
pub fn translate_bytes(input: &[u8], options: &Options) -> Result<spv::Module> {
    let ctx = llvm::Context::new();
    let module = parse(&ctx, input)?;
    translate(&module, options)
}

/// Parses LLVM bitcode or `.ll` text (told apart by the bitcode magic) into `ctx`.
pub fn parse<'ctx>(ctx: &'ctx llvm::Context, input: &[u8]) -> Result<llvm::Module<'ctx>> {
    Ok(if is_bitcode(input) {
        llvm::Module::parse_bitcode(ctx, input).map_err(|e| Error::new(ErrorKind::Parse(e.to_string())))?
    } else {
        let text = std::str::from_utf8(input).map_err(|e| {
            Error::new(ErrorKind::Parse(format!(
                "input is neither LLVM bitcode nor UTF-8 LLVM assembly (invalid UTF-8 at byte {})",
                e.valid_up_to()
            )))
        })?;
        llvm::Module::parse_ir(ctx, text).map_err(|e| Error::new(ErrorKind::Parse(e.to_string())))?
    })
}

/// Whether `bytes` start like LLVM bitcode (raw or in the wrapper header).
pub fn is_bitcode(bytes: &[u8]) -> bool {
    bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B])
}

/// Translates a parsed LLVM module (verified here first) into a SPIR-V module.
pub fn translate(module: &llvm::Module<'_>, options: &Options) -> Result<spv::Module> {
    module.verify().map_err(|e| Error::new(ErrorKind::Verify(e.to_string())))?;
    if !module.inline_asm().trim().is_empty() {
        // Not dropped: it may define symbols the module's functions use.
        return Err(Error::new(ErrorKind::LlvmModule("Module-level inline assembly is not supported in SPIR-V")));
    }
    if module.functions().any(|f| f.call_conv() == llvm::CallingConv::SpirKernel && f.name().is_empty()) {
        // A runtime finds kernels by name: an unnamed one could never be launched.
        return Err(Error::new(ErrorKind::LlvmModule("Entry point function must have a name")));
    }
    if let Some(f) = module.functions().find(|&f| unsupported_variadic(f)) {
        return Err(Error::new(ErrorKind::VarArg(f.name().to_string())));
    }
    // A global alias is another name of its aliasee (a function, a variable, a constant
    // expression of one): SPIR-V has no aliases, so its uses become uses of the aliasee. The
    // name itself is not kept (an exported alias is not a symbol of the output).
    for (alias, aliasee) in module.aliases() {
        alias.replace_all_uses_with(aliasee).map_err(|e| invalid(format!("alias @{}: {e}", alias.name())))?;
    }
    let triple = module.target_triple();
    let (mut addressing, triple_version) = addressing_model(&triple)?;
    // Logical `spirv` with no Vulkan OS and no shader entry point is OpenCL code, as LLVM's
    // SPIR-V backend and the reference take it: physical, as wide as the data layout's pointers.
    let vulkan = triple.split('-').skip(1).any(|part| part.starts_with("vulkan"));
    if addressing == AddressingModel::Logical && !vulkan && !module.functions().any(functions::is_compute_entry) {
        let narrow = module.data_layout().split('-').any(|spec| spec.starts_with("p:32:") || spec.starts_with("p0:32:"));
        addressing = if narrow { AddressingModel::Physical32 } else { AddressingModel::Physical64 };
    }
    let mut options = options.clone();
    if let Some(version) = triple_version {
        // `spirv64v1.2`: exactly that version.
        if options.max_version < version {
            return Err(invalid(format!(
                "the target triple {triple:?} asks for SPIR-V {}.{} but --spirv-max-version is {}.{} (TripleMaxVersionIncompatible: Triple version and maximum version are incompatible.)",
                version.0, version.1, options.max_version.0, options.max_version.1
            )));
        }
        options.min_version = version;
        options.max_version = version;
    }
    if addressing == AddressingModel::Logical {
        // Vulkan tools read the non-semantic set; `OpenCL.DebugInfo.100` is for kernels.
        if options.debug_info == DebugInfoFormat::OpenCl100 {
            options.debug_info = DebugInfoFormat::NonSemanticShader100;
        }
        for ext in Translator::module_extensions(module) {
            if !options.extensions.denied.contains(&ext) && !options.extensions.allowed.contains(&ext) {
                options.extensions.allowed.push(ext);
            }
        }
    }
    let mut t = Translator::new(module, &options, addressing);
    t.run()?;
    t.finish()
}

/// Whether `f` is a variadic function SPIR-V cannot have: anything but `printf` (also as
/// `__spirv_ocl_printf`) and LLVM's own intrinsics. Checked before anything else, as the
/// reference does.
fn unsupported_variadic(f: llvm::Function<'_>) -> bool {
    let name = f.name();
    if f.function_type().is_var_arg() != Some(true) || name.starts_with("llvm.") {
        return false;
    }
    let base = spirv_llvm_mangling::demangle(&name).map(|sig| sig.name).unwrap_or_else(|_| name.to_string());
    !matches!(base.as_str(), "printf" | "__spirv_ocl_printf")
}

/// The addressing model of a target triple, and the SPIR-V version a `spirv32v1.N` /
/// `spirv64v1.N` / `spirv1.N` architecture names. `spirv` and `spirv1.N` (LLVM's logical SPIR-V,
/// as for `spirv-unknown-vulkan…-compute`) are Shader modules with `Logical` addressing, when
/// the OS is Vulkan or a function is a shader entry point ([`translate`] decides). A module
/// without a triple is taken as `spir64`, as the reference translator takes it.
fn addressing_model(triple: &str) -> Result<(AddressingModel, Option<(u8, u8)>)> {
    let arch = triple.split('-').next().unwrap_or("");
    let bad = || Error::new(ErrorKind::Triple(triple.to_owned()));
    let (base, version) = match arch.strip_prefix("spirv") {
        Some(rest) => {
            // `spirv1.6`, `spirv64v1.2`, `spirv32`, `spirv`.
            let (width, version) = match rest.find('1') {
                Some(at) if rest[at..].starts_with("1.") => (rest[..at].trim_end_matches('v'), Some(&rest[at..])),
                _ => (rest, None),
            };
            let version = version.map(|v| parse_version(v).map_err(|_| bad())).transpose()?;
            (width, version)
        }
        None => (arch, None),
    };
    match (arch.starts_with("spirv"), base) {
        (false, "spir") | (true, "32") => Ok((AddressingModel::Physical32, version)),
        (false, "spir64" | "") | (true, "64") => Ok((AddressingModel::Physical64, version)),
        (true, "") => Ok((AddressingModel::Logical, version)),
        _ => Err(bad()),
    }
}

/// How deeply types and constants may nest.
const MAX_NESTING: usize = 200;

/// The extension of function pointers and indirect calls.
pub(crate) const FUNCTION_POINTERS: &str = "SPV_INTEL_function_pointers";

/// A translated value: its id and its SPIR-V type (for pointers, with the pointee chosen where
/// the pointer was made).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Val {
    pub(crate) id: Id,
    pub(crate) ty: Id,
}

/// What a function became.
#[derive(Clone, Debug)]
pub(crate) struct FnInfo {
    pub(crate) id: Id,
    pub(crate) ret: Id,
    pub(crate) params: Vec<Id>,
    pub(crate) fn_type: Id,
}

/// A `phi` waiting for its incoming values: where its instruction is in the body.
struct PendingPhi<'m> {
    phi: Value<'m>,
    index: usize,
}

/// Per-function state.
#[derive(Default)]
pub(crate) struct FunctionState<'m> {
    /// The function, for error messages and `ret`.
    func: Option<Function<'m>>,
    /// Values defined in the function (parameters, instruction results).
    vals: HashMap<Value<'m>, Val>,
    /// The instructions after the entry label, in order.
    body: Vec<Instruction>,
    /// `OpVariable`s (from `alloca`), placed at the start of the entry block.
    vars: Vec<Instruction>,
    /// The result ids of `vars`.
    var_ids: HashSet<Id>,
    /// The label of each reachable block.
    labels: HashMap<BasicBlock<'m>, Id>,
    /// The label of the SPIR-V block that ends each LLVM block (differs from its first label
    /// when a translation splits the block).
    end_labels: HashMap<BasicBlock<'m>, Id>,
    /// Phis waiting for their incoming values.
    phis: Vec<PendingPhi<'m>>,
    /// Incoming value of each phi from each predecessor block, made at the predecessor's end.
    phi_inputs: HashMap<(Value<'m>, BasicBlock<'m>), Id>,
    /// The label of the block being emitted.
    current_label: Option<Id>,
    /// Module-level variables the function uses.
    globals_used: HashSet<Id>,
    /// Functions the function calls.
    callees: HashSet<Id>,
    /// Whether some floating-point arithmetic lacks the `contract` flag.
    strict_fp: bool,
    /// The `OpLoopMerge` of each loop header that gets one.
    loop_merges: HashMap<BasicBlock<'m>, loops::LoopMerge<'m>>,
    /// The function's own copy of each internal constant in address space 0 it uses (see
    /// `globals::function_copy`).
    copies: HashMap<Value<'m>, Val>,
    /// The 32-bit 0/1 integer each shift of `i1` values computed (a zero extension of the
    /// result to that type is this integer).
    bool_shifts: HashMap<Id, Val>,
}

/// The translation context.
pub(crate) struct Translator<'m> {
    module: &'m llvm::Module<'m>,
    options: Options,
    addressing: AddressingModel,
    b: Builder,
    /// Constants and global variables.
    consts: HashMap<Value<'m>, Val>,
    /// Named (identified) structs.
    structs: HashMap<Type<'m>, Id>,
    /// Structs being translated (to report recursion instead of looping).
    structs_in_progress: HashSet<Type<'m>>,
    /// Functions with a SPIR-V counterpart.
    functions: HashMap<Value<'m>, FnInfo>,
    /// Global variables being translated (to report cyclic initializers).
    globals_in_progress: HashSet<Value<'m>>,
    /// The `OpString`s of `--spirv-preserve-auxdata`'s names and values, one per text.
    aux_strings: HashMap<String, Id>,
    /// Builtin input variables by `BuiltIn` value: (variable, its value type).
    builtin_vars: HashMap<u32, Val>,
    /// Module-level variables and callees of each translated function, for interfaces.
    uses: HashMap<Id, (HashSet<Id>, HashSet<Id>)>,
    /// Functions with floating-point arithmetic that may not be contracted.
    strict_fp: HashSet<Id>,
    /// Input variables (builtins), which are interface variables in every version.
    input_vars: HashSet<Id>,
    /// Every module-level variable.
    global_vars: HashSet<Id>,
    /// Specialization constants made for addresses in initializers.
    spec_consts: HashSet<Id>,
    /// The fast-math flags each called function's `nofpclass` states (`arith::nofpclass_flags`),
    /// read once per function.
    nofpclass: HashMap<Value<'m>, crate::llvm::FastMathFlags>,
    /// How deeply type, constant and constant-expression translation is nested.
    depth: usize,
    /// Kernels: function, id, name.
    kernels: Vec<(Function<'m>, Id, String)>,
    /// The functions `@llvm.global_ctors` / `@llvm.global_dtors` list: entry points with
    /// execution mode `Initializer` / `Finalizer` (`globals::structors`).
    structors: HashMap<Value<'m>, ::spirv::ExecutionMode>,
    /// Position of each emitted function by its id (built for the metadata pass).
    function_positions: HashMap<Id, usize>,
    /// OpenCL objects held in plain pointers (typed-pointer-era IR).
    objects: opaque_pointers::Objects<'m>,
    /// Debug-information state (when the module has `!llvm.dbg.cu`).
    dbg: Option<Box<debug_info::DebugInfo<'m>>>,
    /// Shader-module state (laid-out types).
    shader: shader::Shader<'m>,
    /// The `OpAsmINTEL` of each inline-assembly callee, and the module's `OpAsmTargetINTEL`.
    inline_asms: HashMap<Value<'m>, Id>,
    asm_target: Option<Id>,
    /// The metadata kind numbers `value_decorations` reads.
    kinds: MetadataKinds,
    /// The aliasing declarations made for metadata nodes (`memory::alias_scope_list`).
    alias_decls: HashMap<crate::llvm::Metadata<'m>, Id>,
    /// The functions that map run-time memory orders and scopes, by first use
    /// (`Translator::runtime_mapping`).
    mappings: Vec<(crate::tables::opencl::RuntimeMapping, Id)>,
    /// What `SPV_KHR_float_controls2` states (`float_controls.rs`).
    float_controls: float_controls::FloatControls,
    f: FunctionState<'m>,
}

/// The numbers of the metadata kinds read from every translated value (`None` if LLVM refused
/// the name, which then never matches).
struct MetadataKinds {
    /// `!spirv.Decorations`.
    decorations: Option<u32>,
    /// `!fpbuiltin-max-error`.
    max_error: Option<u32>,
    /// The kinds of `tables::extensions::ALIASING_METADATA`, row by row.
    aliasing: Vec<Option<u32>>,
}

impl MetadataKinds {
    fn of(ctx: &llvm::Context) -> Self {
        MetadataKinds {
            decorations: ctx.metadata_kind_id(spirv_llvm_metadata::names::SPIRV_DECORATIONS).ok(),
            max_error: ctx.metadata_kind_id(crate::tables::extensions::FP_MAX_ERROR_ATTRIBUTE).ok(),
            aliasing: crate::tables::extensions::ALIASING_METADATA.iter().map(|&(_, kind)| ctx.metadata_kind_id(kind).ok()).collect(),
        }
    }
}

impl<'m> Translator<'m> {
    fn new(module: &'m llvm::Module<'m>, options: &Options, addressing: AddressingModel) -> Self {
        let mut b = Builder::new();
        if addressing != AddressingModel::Logical {
            // Kernel modules import `OpenCL.std` as id 1, as the reference numbers it.
            b.reserve_opencl_std();
        }
        Translator {
            module,
            options: options.clone(),
            addressing,
            b,
            consts: HashMap::new(),
            structs: HashMap::new(),
            structs_in_progress: HashSet::new(),
            functions: HashMap::new(),
            globals_in_progress: HashSet::new(),
            aux_strings: HashMap::new(),
            builtin_vars: HashMap::new(),
            uses: HashMap::new(),
            input_vars: HashSet::new(),
            strict_fp: HashSet::new(),
            global_vars: HashSet::new(),
            spec_consts: HashSet::new(),
            nofpclass: HashMap::new(),
            kernels: Vec::new(),
            structors: HashMap::new(),
            function_positions: HashMap::new(),
            depth: 0,
            objects: opaque_pointers::Objects::default(),
            dbg: None,
            shader: shader::Shader::default(),
            inline_asms: HashMap::new(),
            asm_target: None,
            alias_decls: HashMap::new(),
            kinds: MetadataKinds::of(module.context()),
            mappings: Vec::new(),
            float_controls: float_controls::FloatControls::default(),
            f: FunctionState::default(),
        }
    }

    fn run(&mut self) -> Result<()> {
        if self.is_shader() {
            self.shader_capabilities();
            self.find_addressed_fields();
        } else {
            self.b.capability(::spirv::Capability::Addresses);
            self.b.capability(::spirv::Capability::Kernel);
        }
        let min = self.options.min_version;
        if min > (1, 0) {
            self.require_version(min, "the requested minimum version")?;
        }
        self.infer_objects()?;
        self.structors = self.structors()?;
        self.declare_functions()?;
        self.declare_globals()?;
        self.debug_info_start()?;
        let defined: Vec<Function<'m>> =
            self.module.functions().filter(|f| f.is_declaration() == Some(false)).collect();
        for f in defined {
            let name = f.name();
            self.function_body(f).map_err(|e| e.in_function(&name))?;
        }
        self.mapping_functions();
        self.debug_info_finish();
        self.module_metadata()?;
        self.aux_data()?;
        Ok(())
    }

    /// Settles capabilities and the version, and assembles the module.
    fn finish(mut self) -> Result<spv::Module> {
        if self.kernels.is_empty() {
            // A module without entry points is a library: only valid with Linkage.
            self.b.capability(::spirv::Capability::Linkage);
        }
        if self.options.extensions.allows(untyped::EXTENSION) && !self.is_shader() {
            let merged = untyped::rewrite(&mut self.b);
            for (globals, _) in self.uses.values_mut() {
                *globals = globals.iter().map(|&g| merged.resolve(g)).collect();
            }
        }
        self.fp_fast_math_defaults();
        let version = self.settle_version()?;
        self.entry_points(version);
        self.order_invoke_targets();
        let addressing = self.addressing;
        let memory_model = if self.is_shader() { self.shader_memory_model() } else { ::spirv::MemoryModel::OpenCL };
        let module = self.b.finish(version, addressing, memory_model);
        workgroup_matrices::check(&module)?;
        Ok(module)
    }

    /// Runs `f` one level deeper in the translation of nested types and constants; input nested
    /// beyond [`MAX_NESTING`] is an error instead of a stack overflow.
    pub(crate) fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T>) -> Result<T> {
        if self.depth >= MAX_NESTING {
            return Err(unsupported(format!("types or constants nested more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    /// Moves the functions that kernel queries and enqueues name as `Invoke` ahead of the
    /// functions naming them: the validator accepts no forward reference there.
    fn order_invoke_targets(&mut self) {
        const INVOKERS: &[Op] = &[
            Op::EnqueueKernel,
            Op::GetKernelNDrangeSubGroupCount,
            Op::GetKernelNDrangeMaxSubGroupSize,
            Op::GetKernelWorkGroupSize,
            Op::GetKernelPreferredWorkGroupSizeMultiple,
            Op::GetKernelLocalSizeForSubgroupCount,
            Op::GetKernelMaxNumSubgroups,
        ];
        let ids: Vec<Option<Id>> = self.b.functions.iter().map(|f| f.def().and_then(|d| d.result)).collect();
        let position = |id: u32| ids.iter().position(|f| f.map(|i| i.0) == Some(id));
        // Which functions each function names as an invoke target (by position).
        let targets: Vec<Vec<usize>> = self
            .b
            .functions
            .iter()
            .map(|f| {
                f.instructions
                    .iter()
                    .filter(|i| i.op().is_some_and(|op| INVOKERS.contains(&op)))
                    .flat_map(|i| i.operands.iter().filter_map(|&w| position(w)))
                    .collect()
            })
            .collect();
        if targets.iter().all(Vec::is_empty) {
            return;
        }
        // Depth-first post-order: targets before the functions naming them.
        let mut order = Vec::with_capacity(ids.len());
        let mut state = vec![0u8; ids.len()];
        for start in 0..ids.len() {
            let mut stack = vec![(start, 0usize)];
            while let Some((f, next)) = stack.pop() {
                if next == 0 {
                    if state[f] != 0 {
                        continue;
                    }
                    state[f] = 1;
                }
                if let Some(&t) = targets[f].get(next) {
                    stack.push((f, next + 1));
                    if state[t] == 0 {
                        stack.push((t, 0));
                    }
                } else {
                    state[f] = 2;
                    order.push(f);
                }
            }
        }
        let mut slots: Vec<Option<spv::Function>> = std::mem::take(&mut self.b.functions).into_iter().map(Some).collect();
        self.b.functions = order.into_iter().filter_map(|i| slots.get_mut(i).and_then(Option::take)).collect();
    }

    /// The pointer width in bits.
    pub(crate) fn pointer_bits(&self) -> u32 {
        if self.addressing == AddressingModel::Physical64 { 64 } else { 32 }
    }

    // ----- emission -----

    /// Appends an instruction with a result to the current block; returns the result id.
    pub(crate) fn emit(&mut self, op: Op, ty: Id, operands: Vec<u32>) -> Id {
        let id = self.b.id();
        self.f.body.push(Instruction { opcode: op as u16, result_type: Some(ty), result: Some(id), operands });
        id
    }

    /// Appends an instruction without a result to the current block.
    pub(crate) fn emit_void(&mut self, op: Op, operands: Vec<u32>) {
        self.f.body.push(Instruction { opcode: op as u16, result_type: None, result: None, operands });
    }

    /// Starts a new SPIR-V block (for translations that need control flow of their own).
    pub(crate) fn start_block(&mut self, label: Id) {
        self.f.body.push(Instruction { opcode: Op::Label as u16, result_type: None, result: Some(label), operands: Vec::new() });
        self.f.current_label = Some(label);
        self.debug_block_start();
    }

    // ----- values -----

    /// The translated value `v`: a parameter or instruction of the current function, a
    /// constant, a global variable, or a constant expression (materialized here).
    pub(crate) fn value(&mut self, v: Value<'m>) -> Result<Val> {
        if let Some(val) = self.f.vals.get(&v) {
            return Ok(*val);
        }
        if v.is_instruction() || v.is_argument() {
            return Err(invalid(format!("{} is used before it is defined", short(v))));
        }
        if v.as_global_variable().is_some() {
            if globals::is_function_constant(v) {
                return self.function_copy(v);
            }
            let val = self.global_variable(v)?;
            self.f.globals_used.insert(val.id);
            return Ok(val);
        }
        if v.as_function().is_some() {
            if builtins::enqueue::is_block_invoke(v) {
                let ty = self.ty(v.ty())?;
                return Ok(Val { id: self.b.const_null(ty), ty });
            }
            return self.function_pointer(v);
        }
        if v.kind() == llvm::ValueKind::ConstantExpr {
            return self.const_expr(v);
        }
        self.constant(v)
    }

    /// The value `v` with exactly the SPIR-V type `ty`: pointers are bitcast to `ty` when their
    /// pointee differs.
    pub(crate) fn value_as(&mut self, v: Value<'m>, ty: Id) -> Result<Id> {
        let val = self.value(v)?;
        self.coerce(val, ty)
    }

    /// `val` with type `ty`, bitcasting pointers of the same storage class.
    pub(crate) fn coerce(&mut self, val: Val, ty: Id) -> Result<Id> {
        if val.ty == ty {
            return Ok(val.id);
        }
        use builder::SpvType::Pointer;
        match (self.b.type_info(val.ty), self.b.type_info(ty)) {
            (Some(Pointer(from, _)), Some(Pointer(to, pointee))) if from == to && self.is_shader() => {
                let pointee = *pointee;
                Ok(self.first_member_pointer(val, pointee)?.id)
            }
            (Some(Pointer(from, _)), Some(Pointer(to, _))) if from == to => Ok(self.emit(Op::Bitcast, ty, vec![val.id.0])),
            (Some(Pointer(from, _)), Some(Pointer(to, _))) => {
                Err(invalid(format!("pointer in storage class {from:?} used where {to:?} is needed")))
            }
            _ => Err(invalid("a value of one type is used where another is needed")),
        }
    }

    /// Pointer `v` cast to point to `pointee` (same storage class).
    pub(crate) fn pointer_to(&mut self, v: Value<'m>, pointee: Id) -> Result<Val> {
        let val = self.value(v)?;
        self.cast_pointer(val, pointee)
    }

    /// Pointer value `val` cast to point to `pointee` (same storage class).
    pub(crate) fn cast_pointer(&mut self, val: Val, pointee: Id) -> Result<Val> {
        let Some(builder::SpvType::Pointer(sc, current)) = self.b.type_info(val.ty).cloned() else {
            return Err(invalid("a pointer is needed here"));
        };
        if current == pointee {
            return Ok(val);
        }
        if self.is_shader() {
            return self.first_member_pointer(val, pointee);
        }
        let ty = self.b.type_pointer(sc, pointee);
        Ok(Val { id: self.emit(Op::Bitcast, ty, vec![val.id.0]), ty })
    }

    /// Storage class and pointee of a pointer type.
    pub(crate) fn pointer_parts(&self, ty: Id) -> Option<(StorageClass, Id)> {
        match self.b.type_info(ty) {
            Some(builder::SpvType::Pointer(sc, p)) => Some((*sc, *p)),
            _ => None,
        }
    }

    /// Adds a `Function` variable (`OpVariable` of pointer type `ty`) to the current function;
    /// returns its id.
    pub(crate) fn push_variable(&mut self, ty: Id) -> Id {
        let id = self.b.id();
        self.f.vars.push(Instruction {
            opcode: Op::Variable as u16,
            result_type: Some(ty),
            result: Some(id),
            operands: vec![StorageClass::Function as u32],
        });
        self.f.var_ids.insert(id);
        id
    }

    /// Records the result of instruction `inst`.
    pub(crate) fn define(&mut self, inst: Value<'m>, val: Val) {
        self.f.vals.insert(inst, val);
    }
}

/// A value as LLVM prints it, on one short line (for messages).
pub(crate) fn short(v: Value<'_>) -> String {
    if v.is_global_value() {
        return format!("@{}", v.name());
    }
    let text = v.print();
    let line = text.trim().lines().next().unwrap_or("").trim().to_owned();
    if line.chars().count() > 120 { format!("{}…", line.chars().take(120).collect::<String>()) } else { line }
}
