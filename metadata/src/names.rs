//! Metadata names and attachment kinds, without the leading `!`.
//!
//! These are the names the translator looks up in, and writes to, an LLVM
//! module; each is spelled once, here.

/// `!spirv.Source`: OpSource (language, version, optional file).
pub const SPIRV_SOURCE: &str = "spirv.Source";
/// `!spirv.SourceExtension`: OpSourceExtension.
pub const SPIRV_SOURCE_EXTENSION: &str = "spirv.SourceExtension";
/// `!spirv.Extension`: OpExtension.
pub const SPIRV_EXTENSION: &str = "spirv.Extension";
/// `!spirv.Capability`: OpCapability.
pub const SPIRV_CAPABILITY: &str = "spirv.Capability";
/// `!spirv.MemoryModel`: OpMemoryModel.
pub const SPIRV_MEMORY_MODEL: &str = "spirv.MemoryModel";
/// `!spirv.EntryPoint`: OpEntryPoint.
pub const SPIRV_ENTRY_POINT: &str = "spirv.EntryPoint";
/// `!spirv.ExecutionMode`: OpExecutionMode.
pub const SPIRV_EXECUTION_MODE: &str = "spirv.ExecutionMode";
/// `!spirv.Generator`: the generator word of the SPIR-V header.
pub const SPIRV_GENERATOR: &str = "spirv.Generator";

/// `!opencl.ocl.version`: OpenCL C version (major, minor).
pub const OPENCL_OCL_VERSION: &str = "opencl.ocl.version";
/// `!opencl.spir.version`: SPIR version (major, minor).
pub const OPENCL_SPIR_VERSION: &str = "opencl.spir.version";
/// `!opencl.used.extensions`: lists of extension names.
pub const OPENCL_USED_EXTENSIONS: &str = "opencl.used.extensions";
/// `!opencl.used.optional.core.features`: lists of feature names.
pub const OPENCL_USED_OPTIONAL_CORE_FEATURES: &str = "opencl.used.optional.core.features";
/// `!opencl.compiler.options`: lists of compiler options.
pub const OPENCL_COMPILER_OPTIONS: &str = "opencl.compiler.options";
/// `!llvm.ident`: producer identification strings.
pub const LLVM_IDENT: &str = "llvm.ident";

/// `!kernel_arg_addr_space`: address space per kernel argument.
pub const KERNEL_ARG_ADDR_SPACE: &str = "kernel_arg_addr_space";
/// `!kernel_arg_access_qual`: access qualifier per kernel argument.
pub const KERNEL_ARG_ACCESS_QUAL: &str = "kernel_arg_access_qual";
/// `!kernel_arg_type`: type name per kernel argument.
pub const KERNEL_ARG_TYPE: &str = "kernel_arg_type";
/// `!kernel_arg_base_type`: typedef-resolved type name per kernel argument.
pub const KERNEL_ARG_BASE_TYPE: &str = "kernel_arg_base_type";
/// `!kernel_arg_type_qual`: type qualifiers per kernel argument.
pub const KERNEL_ARG_TYPE_QUAL: &str = "kernel_arg_type_qual";
/// `!kernel_arg_name`: name per kernel argument (`-cl-kernel-arg-info`).
pub const KERNEL_ARG_NAME: &str = "kernel_arg_name";
/// `!kernel_arg_runtime_aligned`: per kernel argument, whether the pointer it passes is
/// aligned as its type says at run time (`SPV_INTEL_runtime_aligned`).
pub const KERNEL_ARG_RUNTIME_ALIGNED: &str = "kernel_arg_runtime_aligned";
/// `!kernel_arg_buffer_location`: per kernel argument, the FPGA memory its pointer points to,
/// -1 for none (SYCL's `SPV_INTEL_fpga_buffer_location`).
pub const KERNEL_ARG_BUFFER_LOCATION: &str = "kernel_arg_buffer_location";
/// `!reqd_work_group_size`: required work-group size.
pub const REQD_WORK_GROUP_SIZE: &str = "reqd_work_group_size";
/// `!work_group_size_hint`: work-group size hint.
pub const WORK_GROUP_SIZE_HINT: &str = "work_group_size_hint";
/// `!vec_type_hint`: vector type hint (type, signedness).
pub const VEC_TYPE_HINT: &str = "vec_type_hint";
/// `!intel_reqd_sub_group_size`: required sub-group size.
pub const INTEL_REQD_SUB_GROUP_SIZE: &str = "intel_reqd_sub_group_size";
/// `!spirv.ParameterDecorations`: one decoration-list per argument.
pub const SPIRV_PARAMETER_DECORATIONS: &str = "spirv.ParameterDecorations";
/// `!spirv.Decorations`: a decoration-list on a global, function or
/// instruction.
pub const SPIRV_DECORATIONS: &str = "spirv.Decorations";

/// `!llvm.loop`: loop properties on a latch branch.
pub const LLVM_LOOP: &str = "llvm.loop";
/// Prefix of `!spirv.loop.<control>` attachments on a latch branch.
pub const SPIRV_LOOP_PREFIX: &str = "spirv.loop.";

/// The global listing annotated values and their annotation strings.
pub const LLVM_GLOBAL_ANNOTATIONS: &str = "llvm.global.annotations";

/// The C++ for OpenCL version (`!{i32 major, i32 minor}`).
pub const OPENCL_CXX_VERSION: &str = "opencl.cxx.version";

/// The debug-information attachment (`!dbg`).
pub const DBG: &str = "dbg";

/// What every `!kernel_arg_*` attachment name starts with.
pub const KERNEL_ARG_PREFIX: &str = "kernel_arg_";

/// The module flag giving the DWARF version of the debug information.
pub const DWARF_VERSION_FLAG: &str = "Dwarf Version";
/// The module flag giving the version of LLVM's debug-metadata format.
pub const DEBUG_INFO_VERSION_FLAG: &str = "Debug Info Version";

/// `!nontemporal` on a load or store (`MemoryAccess Nontemporal`).
pub const NONTEMPORAL: &str = "nontemporal";

/// `!spirv.LoopMerge` on a loop header's terminator of a shader
/// (`!{blockaddress merge, blockaddress continue, i32 control…}`).
pub const SPIRV_LOOP_MERGE: &str = "spirv.LoopMerge";
/// `!spirv.SelectionMerge` on a selection header's terminator of a shader
/// (`!{blockaddress merge, i32 control}`).
pub const SPIRV_SELECTION_MERGE: &str = "spirv.SelectionMerge";

/// The section of globals that only carry metadata (annotation strings,
/// `llvm.global.annotations`).
pub const LLVM_METADATA_SECTION: &str = "llvm.metadata";

/// `!prof`: profile data of an instruction.
pub const PROF: &str = "prof";
/// The first operand of a `!prof` node of branch weights (`!{!"branch_weights", i32 t, i32 f}`),
/// which `OpBranchConditional`'s weight literals carry.
pub const BRANCH_WEIGHTS: &str = "branch_weights";

/// The attachment kinds LLVM 22 defines itself (`FixedMetadataKinds.def`), whose contents the
/// LLVM verifier checks against the instruction carrying them. `--spirv-preserve-auxdata`
/// keeps the other kinds of instructions (a target's own, as AMD's `amdgpu.no.remote.memory`):
/// the translated instruction may differ from the original, so a fixed kind could not be
/// restored safely.
pub const LLVM_FIXED_KINDS: &[&str] = &[
    "dbg", "tbaa", "prof", "fpmath", "range", "tbaa.struct", "invariant.load", "alias.scope",
    "noalias", "nontemporal", "llvm.mem.parallel_loop_access", "nonnull", "dereferenceable",
    "dereferenceable_or_null", "make.implicit", "unpredictable", "invariant.group", "align",
    "llvm.loop", "type", "section_prefix", "absolute_symbol", "associated", "callees", "irr_loop",
    "llvm.access.group", "callback", "llvm.preserve.access.index", "vcall_visibility", "noundef",
    "annotation", "nosanitize", "func_sanitize", "exclude", "memprof", "callsite", "kcfi_type",
    "pcsections", "DIAssignID", "coro.outside.frame", "mmra", "noalias.addrspace", "callee_type",
    "nofree", "captures", "alloc_token", "implicit.ref",
];
