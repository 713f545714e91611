//! OpenCL C builtin functions ↔ SPIR-V: the names clang gives them and the builtin variables,
//! instructions and operand values they stand for. `llvm2spirv` reads a name and finds its row;
//! `spirv2llvm --spirv-target-env=CL1.2|CL2.0` reads an instruction and writes the row's name.
//! The mechanics (argument conversions, mangling, truth values) stay in `to_spirv/builtins/`
//! and `to_llvm/opencl_*.rs`.

use spirv::{BuiltIn, FPRoundingMode, GroupOperation, MemorySemantics, Op, Scope, StorageClass};
use spirv_llvm_mangling::OpenClType;

/// Work-item functions ↔ builtin variables: `(function, builtin, value past the third
/// component)`; the last is `None` for the scalar builtins, whose functions take no dimension.
pub const WORK_ITEM: &[(&str, BuiltIn, Option<u64>)] = &[
    ("get_global_id", BuiltIn::GlobalInvocationId, Some(0)),
    ("get_local_id", BuiltIn::LocalInvocationId, Some(0)),
    ("get_group_id", BuiltIn::WorkgroupId, Some(0)),
    ("get_global_size", BuiltIn::GlobalSize, Some(1)),
    ("get_local_size", BuiltIn::WorkgroupSize, Some(1)),
    ("get_enqueued_local_size", BuiltIn::EnqueuedWorkgroupSize, Some(1)),
    ("get_num_groups", BuiltIn::NumWorkgroups, Some(1)),
    ("get_global_offset", BuiltIn::GlobalOffset, Some(0)),
    ("get_work_dim", BuiltIn::WorkDim, None),
    ("get_global_linear_id", BuiltIn::GlobalLinearId, None),
    ("get_local_linear_id", BuiltIn::LocalInvocationIndex, None),
    ("get_sub_group_size", BuiltIn::SubgroupSize, None),
    ("get_max_sub_group_size", BuiltIn::SubgroupMaxSize, None),
    ("get_num_sub_groups", BuiltIn::NumSubgroups, None),
    ("get_enqueued_num_sub_groups", BuiltIn::NumEnqueuedSubgroups, None),
    ("get_sub_group_id", BuiltIn::SubgroupId, None),
    ("get_sub_group_local_id", BuiltIn::SubgroupLocalInvocationId, None),
    ("get_sub_group_eq_mask", BuiltIn::SubgroupEqMask, None),
    ("get_sub_group_ge_mask", BuiltIn::SubgroupGeMask, None),
    ("get_sub_group_gt_mask", BuiltIn::SubgroupGtMask, None),
    ("get_sub_group_le_mask", BuiltIn::SubgroupLeMask, None),
    ("get_sub_group_lt_mask", BuiltIn::SubgroupLtMask, None),
];

/// The builtin of work-item function `name`, and its value past the third component.
pub fn work_item(name: &str) -> Option<(BuiltIn, Option<u64>)> {
    WORK_ITEM.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The work-item function of `builtin`, and whether it takes a dimension.
pub fn work_item_function(builtin: BuiltIn) -> Option<(&'static str, bool)> {
    WORK_ITEM.iter().find(|r| r.1 == builtin).map(|r| (r.0, r.2.is_some()))
}

/// OpenCL C `memory_order` values ↔ the ordering bits of memory semantics, weakest first
/// (`memory_order_consume`, 1, has no SPIR-V ordering).
pub const MEMORY_ORDERS: &[(u64, MemorySemantics)] = &[
    (0, MemorySemantics::RELAXED),
    (2, MemorySemantics::ACQUIRE),
    (3, MemorySemantics::RELEASE),
    (4, MemorySemantics::ACQUIRE_RELEASE),
    (5, MemorySemantics::SEQUENTIALLY_CONSISTENT),
];

/// The ordering bits of `memory_order` value `order`.
pub fn order_semantics(order: u64) -> Option<MemorySemantics> {
    MEMORY_ORDERS.iter().find(|r| r.0 == order).map(|r| r.1)
}

/// The `memory_order` of memory semantics: the strongest ordering they hold.
pub fn memory_order(semantics: MemorySemantics) -> u64 {
    MEMORY_ORDERS.iter().rev().find(|r| semantics.contains(r.1)).map_or(0, |r| r.0)
}

/// OpenCL C `memory_scope` values ↔ SPIR-V scopes.
pub const MEMORY_SCOPES: &[(u64, Scope)] = &[
    (0, Scope::Invocation),
    (1, Scope::Workgroup),
    (2, Scope::Device),
    (3, Scope::CrossDevice),
    (4, Scope::Subgroup),
];

/// The scope of `memory_scope` value `scope`.
pub fn scope_of(scope: u64) -> Option<Scope> {
    MEMORY_SCOPES.iter().find(|r| r.0 == scope).map(|r| r.1)
}

/// The functions that map a `memory_order` or `memory_scope` known only at run time to SPIR-V,
/// as the Khronos translator names them: the forward direction defines them in the module (a
/// switch over the rows of [`MEMORY_ORDERS`] or [`MEMORY_SCOPES`], any other value taken as
/// the default), and the reverse direction reads a call of one back as its argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeMapping {
    /// `__translate_ocl_memory_order`: `memory_order` → the ordering bits of memory semantics.
    Order,
    /// `__translate_ocl_memory_scope`: `memory_scope` → SPIR-V scope.
    Scope,
}

impl RuntimeMapping {
    /// Every mapping.
    pub const ALL: [RuntimeMapping; 2] = [RuntimeMapping::Order, RuntimeMapping::Scope];

    /// The function's name.
    pub const fn name(self) -> &'static str {
        match self {
            RuntimeMapping::Order => "__translate_ocl_memory_order",
            RuntimeMapping::Scope => "__translate_ocl_memory_scope",
        }
    }

    /// The mapping a function named `name` performs.
    pub fn of_name(name: &str) -> Option<RuntimeMapping> {
        Self::ALL.into_iter().find(|m| m.name() == name)
    }

    /// (OpenCL C value, SPIR-V value) for each known value, in the order of the table.
    pub fn rows(self) -> Vec<(u64, u32)> {
        match self {
            RuntimeMapping::Order => MEMORY_ORDERS.iter().map(|&(k, v)| (k, v.bits())).collect(),
            RuntimeMapping::Scope => MEMORY_SCOPES.iter().map(|&(k, v)| (k, v as u32)).collect(),
        }
    }

    /// The OpenCL C value any unknown one is taken as: `memory_order_seq_cst`,
    /// `memory_scope_device` (the defaults of the functions without explicit arguments).
    pub const fn default_key(self) -> u64 {
        match self {
            RuntimeMapping::Order => 5,
            RuntimeMapping::Scope => 2,
        }
    }
}

/// The `OpSourceExtension` names that SPIR 1.2 calls optional core features
/// (`!opencl.used.optional.core.features`); the others are extensions
/// (`!opencl.used.extensions`).
pub const OPTIONAL_CORE_FEATURES: &[&str] = &["cl_doubles", "cl_images"];

/// The functions the reverse direction defines to map a SPIR-V value known only at run time to
/// OpenCL C's, as the Khronos translator names and writes them: a switch over the value (its
/// bits of [`SpirvMapping::mask`] when it has one) storing the OpenCL C value, any other value
/// unreachable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpirvMapping {
    /// `__translate_spirv_memory_scope`: SPIR-V scope → `memory_scope` ([`MEMORY_SCOPES`]).
    Scope,
    /// `__translate_spirv_memory_fence`: the memory bits of memory semantics →
    /// `cl_mem_fence_flags` ([`FENCE_FLAGS`], each combination).
    Fence,
    /// `__translate_spirv_memory_order`: the ordering bits of memory semantics →
    /// `memory_order` ([`MEMORY_ORDERS`]).
    Order,
}

impl SpirvMapping {
    /// The function's name.
    pub const fn name(self) -> &'static str {
        match self {
            SpirvMapping::Scope => "__translate_spirv_memory_scope",
            SpirvMapping::Fence => "__translate_spirv_memory_fence",
            SpirvMapping::Order => "__translate_spirv_memory_order",
        }
    }

    /// The bits of the SPIR-V value the switch looks at, when not all.
    pub fn mask(self) -> Option<u32> {
        match self {
            SpirvMapping::Scope => None,
            SpirvMapping::Fence => Some(FENCE_FLAGS.iter().fold(0, |m, r| m | r.1.bits())),
            SpirvMapping::Order => Some(MEMORY_ORDERS.iter().fold(0, |m, r| m | r.1.bits())),
        }
    }

    /// (SPIR-V value, OpenCL C value) for each case, in the order of the switch (the tables'
    /// order; fence flags counted up).
    pub fn cases(self) -> Vec<(u32, u64)> {
        match self {
            SpirvMapping::Scope => MEMORY_SCOPES.iter().map(|&(k, v)| (v as u32, k)).collect(),
            SpirvMapping::Fence => (1..1u64 << FENCE_FLAGS.len()).map(|flags| (fence_semantics(flags).bits(), flags)).collect(),
            SpirvMapping::Order => MEMORY_ORDERS.iter().map(|&(k, v)| (v.bits(), k)).collect(),
        }
    }
}

/// The `memory_scope` value of a scope.
pub fn memory_scope(scope: Scope) -> Option<u64> {
    MEMORY_SCOPES.iter().find(|r| r.1 == scope).map(|r| r.0)
}

/// `cl_khr_kernel_clock` ↔ `SPV_KHR_shader_clock`: `clock_read_{scope}()` (a `ulong`) and
/// `clock_read_hilo_{scope}()` (a `uint2`, low word first) ↔ `OpReadClockKHR` of that scope:
/// `(name's scope, scope)`.
pub const CLOCK_SCOPES: &[(&str, Scope)] = &[("device", Scope::Device), ("work_group", Scope::Workgroup), ("sub_group", Scope::Subgroup)];

/// The scope of clock function `name`, and whether it is the `hilo` (`uint2`) one.
pub fn clock_read(name: &str) -> Option<(Scope, bool)> {
    let rest = name.strip_prefix("clock_read_")?;
    let (hilo, rest) = rest.strip_prefix("hilo_").map_or((false, rest), |r| (true, r));
    CLOCK_SCOPES.iter().find(|r| r.0 == rest).map(|r| (r.1, hilo))
}

/// The clock function reading the clock of `scope` (as a `uint2` when `hilo`).
pub fn clock_read_name(scope: Scope, hilo: bool) -> Option<String> {
    let (name, _) = CLOCK_SCOPES.iter().find(|r| r.1 == scope)?;
    Some(format!("clock_read_{}{name}", if hilo { "hilo_" } else { "" }))
}

/// `cl_mem_fence_flags` bits ↔ the memory bits of memory semantics: `CLK_LOCAL_MEM_FENCE`,
/// `CLK_GLOBAL_MEM_FENCE`, `CLK_IMAGE_MEM_FENCE`.
pub const FENCE_FLAGS: &[(u64, MemorySemantics)] = &[
    (1, MemorySemantics::WORKGROUP_MEMORY),
    (2, MemorySemantics::CROSS_WORKGROUP_MEMORY),
    (4, MemorySemantics::IMAGE_MEMORY),
];

/// The memory bits of fence flags `flags` (other bits are ignored).
pub fn fence_semantics(flags: u64) -> MemorySemantics {
    FENCE_FLAGS.iter().filter(|r| flags & r.0 != 0).fold(MemorySemantics::RELAXED, |s, r| s | r.1)
}

/// The fence flags of the memory bits of `semantics`.
pub fn fence_flags(semantics: MemorySemantics) -> u64 {
    FENCE_FLAGS.iter().filter(|r| semantics.contains(r.1)).fold(0, |f, r| f | r.0)
}

/// The barrier and fence functions: `(name, instruction, execution scope of a barrier,
/// ordering of a fence or split barrier, whether a memory scope argument follows the flags)`.
/// The first row of an instruction is OpenCL C 1.2's spelling, at work-group scope;
/// `atomic_work_item_fence` takes its ordering as an argument. The halves of a split barrier
/// (`cl_intel_split_work_group_barrier`, `SPV_INTEL_split_barrier`) take the memory scope
/// argument or not; their semantics are the flags' memory bits with release (arrive) or
/// acquire (wait) ordering.
pub const SYNC: &[(&str, Op, Option<Scope>, MemorySemantics, bool)] = &[
    ("barrier", Op::ControlBarrier, Some(Scope::Workgroup), MemorySemantics::RELAXED, false),
    ("work_group_barrier", Op::ControlBarrier, Some(Scope::Workgroup), MemorySemantics::RELAXED, true),
    ("sub_group_barrier", Op::ControlBarrier, Some(Scope::Subgroup), MemorySemantics::RELAXED, true),
    ("mem_fence", Op::MemoryBarrier, None, MemorySemantics::ACQUIRE_RELEASE, false),
    ("read_mem_fence", Op::MemoryBarrier, None, MemorySemantics::ACQUIRE, false),
    ("write_mem_fence", Op::MemoryBarrier, None, MemorySemantics::RELEASE, false),
    ("atomic_work_item_fence", Op::MemoryBarrier, None, MemorySemantics::RELAXED, true),
    ("intel_work_group_barrier_arrive", Op::ControlBarrierArriveINTEL, Some(Scope::Workgroup), MemorySemantics::RELEASE, true),
    ("intel_work_group_barrier_wait", Op::ControlBarrierWaitINTEL, Some(Scope::Workgroup), MemorySemantics::ACQUIRE, true),
];

/// The row of barrier or fence function `name`: instruction, execution scope, fence ordering,
/// scope argument.
pub fn sync(name: &str) -> Option<(Op, Option<Scope>, MemorySemantics, bool)> {
    SYNC.iter().find(|r| r.0 == name).map(|r| (r.1, r.2, r.3, r.4))
}

/// The function of a barrier (`OpControlBarrier`, at execution scope `scope`) or fence
/// (`OpMemoryBarrier`) that takes a memory scope; with `scope` `None`, OpenCL C 1.2's one
/// that does not.
pub fn sync_name(op: Op, scope: Option<Scope>) -> Option<&'static str> {
    let mut rows = SYNC.iter().filter(|r| r.1 == op);
    match scope {
        None => rows.next(),
        Some(scope) => rows.find(|r| r.4 && (op != Op::ControlBarrier || r.2 == Some(scope))),
    }
    .map(|r| r.0)
}

/// What an atomic function does, whatever its spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atomic {
    /// Add (`fetch_add`, `add`).
    Add,
    /// Subtract.
    Sub,
    /// Bitwise and.
    And,
    /// Bitwise or.
    Or,
    /// Bitwise exclusive or.
    Xor,
    /// Exchange (`exchange`, `xchg`).
    Exchange,
    /// Minimum, by the signedness of the call.
    Min,
    /// Maximum, by the signedness of the call.
    Max,
    /// Increment (OpenCL C 1.2 only).
    Inc,
    /// Decrement (OpenCL C 1.2 only).
    Dec,
    /// Load.
    Load,
    /// Store.
    Store,
    /// Non-atomic initialization (a store).
    Init,
    /// Compare and exchange (strong and weak).
    CompareExchange,
    /// Test and set a flag.
    FlagTestAndSet,
    /// Clear a flag.
    FlagClear,
}

/// Atomic functions: the stem between `atomic_` (or `atom_`, for 64 bits) and any `_explicit`,
/// what it does, and whether it is OpenCL C 1.2's spelling (`atomic_add`) rather than C11's
/// (`atomic_fetch_add[_explicit]`). The first row of an operation and a spelling is the one
/// written.
pub const ATOMIC_STEMS: &[(&str, Atomic, bool)] = &[
    ("add", Atomic::Add, true),
    ("fetch_add", Atomic::Add, false),
    ("sub", Atomic::Sub, true),
    ("fetch_sub", Atomic::Sub, false),
    ("and", Atomic::And, true),
    ("fetch_and", Atomic::And, false),
    ("or", Atomic::Or, true),
    ("fetch_or", Atomic::Or, false),
    ("xor", Atomic::Xor, true),
    ("fetch_xor", Atomic::Xor, false),
    ("xchg", Atomic::Exchange, true),
    ("exchange", Atomic::Exchange, false),
    ("min", Atomic::Min, true),
    ("fetch_min", Atomic::Min, false),
    ("max", Atomic::Max, true),
    ("fetch_max", Atomic::Max, false),
    ("inc", Atomic::Inc, true),
    ("dec", Atomic::Dec, true),
    ("cmpxchg", Atomic::CompareExchange, true),
    ("compare_exchange_strong", Atomic::CompareExchange, false),
    ("compare_exchange_weak", Atomic::CompareExchange, false),
    ("load", Atomic::Load, false),
    ("store", Atomic::Store, false),
    ("init", Atomic::Init, false),
    ("flag_test_and_set", Atomic::FlagTestAndSet, false),
    ("flag_clear", Atomic::FlagClear, false),
];

/// The operation of atomic stem `stem`, and whether it is OpenCL C 1.2's spelling.
pub fn atomic(stem: &str) -> Option<(Atomic, bool)> {
    ATOMIC_STEMS.iter().find(|r| r.0 == stem).map(|r| (r.1, r.2))
}

/// The stem of operation `atomic` in OpenCL C 1.2's spelling (`legacy`) or C11's.
pub fn atomic_stem(atomic: Atomic, legacy: bool) -> Option<&'static str> {
    ATOMIC_STEMS.iter().find(|r| r.1 == atomic && r.2 == legacy).map(|r| r.0)
}

/// Atomic instructions ↔ the operation of their OpenCL C functions. The first row of an
/// operation is its integer instruction (signed, for minimum and maximum).
pub const ATOMIC_INSTRUCTIONS: &[(Op, Atomic)] = &[
    (Op::AtomicIAdd, Atomic::Add),
    (Op::AtomicFAddEXT, Atomic::Add),
    (Op::AtomicISub, Atomic::Sub),
    (Op::AtomicAnd, Atomic::And),
    (Op::AtomicOr, Atomic::Or),
    (Op::AtomicXor, Atomic::Xor),
    (Op::AtomicExchange, Atomic::Exchange),
    (Op::AtomicSMin, Atomic::Min),
    (Op::AtomicUMin, Atomic::Min),
    (Op::AtomicFMinEXT, Atomic::Min),
    (Op::AtomicSMax, Atomic::Max),
    (Op::AtomicUMax, Atomic::Max),
    (Op::AtomicFMaxEXT, Atomic::Max),
    (Op::AtomicIIncrement, Atomic::Inc),
    (Op::AtomicIDecrement, Atomic::Dec),
    (Op::AtomicLoad, Atomic::Load),
    (Op::AtomicStore, Atomic::Store),
    (Op::AtomicCompareExchange, Atomic::CompareExchange),
    (Op::AtomicCompareExchangeWeak, Atomic::CompareExchange),
    (Op::AtomicFlagTestAndSet, Atomic::FlagTestAndSet),
    (Op::AtomicFlagClear, Atomic::FlagClear),
];

/// The operation of atomic instruction `op`.
pub fn atomic_of(op: Op) -> Option<Atomic> {
    super::lookup(ATOMIC_INSTRUCTIONS, op)
}

/// The integer instruction of operation `atomic`.
pub fn atomic_instruction(atomic: Atomic) -> Option<Op> {
    ATOMIC_INSTRUCTIONS.iter().find(|r| r.1 == atomic).map(|r| r.0)
}

/// How a relational function's arguments reach its instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relational {
    /// Two floating-point operands.
    Compare,
    /// One floating-point operand.
    Test,
    /// `any`/`all` of the sign bits of an integer (vector).
    Reduce,
}

/// Relational functions (integer truth values in OpenCL C, booleans in SPIR-V): `(name,
/// instruction, form)`.
pub const RELATIONAL: &[(&str, Op, Relational)] = &[
    ("isequal", Op::FOrdEqual, Relational::Compare),
    ("isnotequal", Op::FUnordNotEqual, Relational::Compare),
    ("isgreater", Op::FOrdGreaterThan, Relational::Compare),
    ("isgreaterequal", Op::FOrdGreaterThanEqual, Relational::Compare),
    ("isless", Op::FOrdLessThan, Relational::Compare),
    ("islessequal", Op::FOrdLessThanEqual, Relational::Compare),
    ("islessgreater", Op::FOrdNotEqual, Relational::Compare),
    ("isordered", Op::Ordered, Relational::Compare),
    ("isunordered", Op::Unordered, Relational::Compare),
    ("isfinite", Op::IsFinite, Relational::Test),
    ("isinf", Op::IsInf, Relational::Test),
    ("isnan", Op::IsNan, Relational::Test),
    ("isnormal", Op::IsNormal, Relational::Test),
    ("signbit", Op::SignBitSet, Relational::Test),
    ("any", Op::Any, Relational::Reduce),
    ("all", Op::All, Relational::Reduce),
];

/// The instruction and form of relational function `name`.
pub fn relational(name: &str) -> Option<(Op, Relational)> {
    RELATIONAL.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The relational function of instruction `op`.
pub fn relational_name(op: Op) -> Option<&'static str> {
    RELATIONAL.iter().find(|r| r.1 == op).map(|r| r.0)
}

/// Rounding-mode suffixes of `convert_T[_sat]_rtX` and `vstore_half_rtX` ↔ `FPRoundingMode`.
pub const ROUNDING_MODES: &[(&str, FPRoundingMode)] = &[
    ("rte", FPRoundingMode::RTE),
    ("rtz", FPRoundingMode::RTZ),
    ("rtp", FPRoundingMode::RTP),
    ("rtn", FPRoundingMode::RTN),
];

/// The rounding mode of suffix `suffix` (without its `_`).
pub fn rounding_mode(suffix: &str) -> Option<FPRoundingMode> {
    ROUNDING_MODES.iter().find(|r| r.0 == suffix).map(|r| r.1)
}

/// The suffix (without its `_`) of rounding mode `mode`.
pub fn rounding_suffix(mode: FPRoundingMode) -> &'static str {
    ROUNDING_MODES.iter().find(|r| r.1 == mode).map_or("rte", |r| r.0)
}

/// `to_global`/`to_local`/`to_private` (clang's `__to_*`) ↔ `OpGenericCastToPtrExplicit` to
/// that storage class; the last column is the SPIR-V friendly name's `_To{…}` postfix.
pub const ADDRESS_SPACE_CASTS: &[(&str, StorageClass, &str)] = &[
    ("to_global", StorageClass::CrossWorkgroup, "Global"),
    ("to_local", StorageClass::Workgroup, "Local"),
    ("to_private", StorageClass::Function, "Private"),
];

/// The storage class function `name` casts to.
pub fn cast_target(name: &str) -> Option<StorageClass> {
    ADDRESS_SPACE_CASTS.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// The function and SPIR-V friendly postfix of a cast to storage class `sc`.
pub fn cast_function(sc: StorageClass) -> Option<(&'static str, &'static str)> {
    ADDRESS_SPACE_CASTS.iter().find(|r| r.1 == sc).map(|r| (r.0, r.2))
}

/// The prefixes of the collective functions and their execution scopes.
pub const GROUP_SCOPES: &[(&str, Scope)] = &[("work_group", Scope::Workgroup), ("sub_group", Scope::Subgroup)];

/// The prefix of collective functions at `scope`.
pub fn group_prefix(scope: Scope) -> Option<&'static str> {
    GROUP_SCOPES.iter().find(|r| r.1 == scope).map(|r| r.0)
}

/// The scope of a collective function, and the rest of its name after the prefix and `_`.
pub fn group_scope(name: &str) -> Option<(Scope, &str)> {
    GROUP_SCOPES.iter().find_map(|&(prefix, scope)| Some((scope, name.strip_prefix(prefix)?.strip_prefix('_')?)))
}

/// Group operations as collective function names spell them: `{prefix}_{operation}_{kind}`.
pub const GROUP_OPERATIONS: &[(&str, GroupOperation)] = &[
    ("reduce", GroupOperation::Reduce),
    ("scan_inclusive", GroupOperation::InclusiveScan),
    ("scan_exclusive", GroupOperation::ExclusiveScan),
    ("clustered_reduce", GroupOperation::ClusteredReduce),
];

/// The OpenCL C spelling of group operation `operation`.
pub fn operation_name(operation: GroupOperation) -> Option<&'static str> {
    GROUP_OPERATIONS.iter().find(|r| r.1 == operation).map(|r| r.0)
}

/// `reduce_add` → (Reduce, "add").
pub fn split_operation(rest: &str) -> Option<(GroupOperation, &str)> {
    GROUP_OPERATIONS.iter().find_map(|&(name, operation)| Some((operation, rest.strip_prefix(name)?.strip_prefix('_')?)))
}

/// The work-group collectives of `cl_khr_work_group_*` and OpenCL C 2.0 (`OpGroup*`,
/// capability `Groups`; the `*KHR` ones capability `GroupUniformArithmeticKHR`):
/// `(kind, instruction, operand)`, the operand as in `subgroups::ARITHMETIC`.
pub const GROUP_ARITHMETIC: &[(&str, Op, super::subgroups::Operand)] = {
    use super::subgroups::Operand;
    &[
        ("add", Op::GroupIAdd, Operand::Int),
        ("add", Op::GroupFAdd, Operand::Float),
        ("min", Op::GroupSMin, Operand::Signed),
        ("min", Op::GroupUMin, Operand::Unsigned),
        ("min", Op::GroupFMin, Operand::Float),
        ("max", Op::GroupSMax, Operand::Signed),
        ("max", Op::GroupUMax, Operand::Unsigned),
        ("max", Op::GroupFMax, Operand::Float),
        // `cl_khr_work_group_uniform_arithmetic` ↔ `SPV_KHR_uniform_group_instructions`.
        ("mul", Op::GroupIMulKHR, Operand::Int),
        ("mul", Op::GroupFMulKHR, Operand::Float),
        ("and", Op::GroupBitwiseAndKHR, Operand::Int),
        ("or", Op::GroupBitwiseOrKHR, Operand::Int),
        ("xor", Op::GroupBitwiseXorKHR, Operand::Int),
        ("logical_and", Op::GroupLogicalAndKHR, Operand::Logical),
        ("logical_or", Op::GroupLogicalOrKHR, Operand::Logical),
        ("logical_xor", Op::GroupLogicalXorKHR, Operand::Logical),
    ]
};

/// Spellings of [`GROUP_ARITHMETIC`] kinds that the forward direction also reads: the Khronos
/// translator writes `work_group_reduce_bitwise_and` where `cl_khr_work_group_uniform_arithmetic`
/// says `work_group_reduce_and` (the reverse direction writes the extension's names).
pub const GROUP_KIND_ALIASES: &[(&str, &str)] = &[("bitwise_and", "and"), ("bitwise_or", "or"), ("bitwise_xor", "xor")];

/// The [`GROUP_ARITHMETIC`] kind that `kind` spells.
pub fn group_kind(kind: &str) -> &str {
    GROUP_KIND_ALIASES.iter().find(|r| r.0 == kind).map_or(kind, |r| r.1)
}

/// Collectives of truth values (`{prefix}_all`, `{prefix}_any`) and `{prefix}_broadcast`.
pub const GROUP_VOTES: &[(&str, Op)] = &[("all", Op::GroupAll), ("any", Op::GroupAny), ("broadcast", Op::GroupBroadcast)];

/// The instruction of collective `rest` (`all`, `any`, `broadcast`).
pub fn group_vote(rest: &str) -> Option<Op> {
    GROUP_VOTES.iter().find(|r| r.0 == rest).map(|r| r.1)
}

/// The name (after the prefix) of collective instruction `op` of `GROUP_VOTES`.
pub fn group_vote_name(op: Op) -> Option<&'static str> {
    GROUP_VOTES.iter().find(|r| r.1 == op).map(|r| r.0)
}

/// The work-group copy and wait functions ↔ `OpGroupAsyncCopy` / `OpGroupWaitEvents` (at
/// work-group scope), and `get_fence` ↔ `OpGenericPtrMemSemantics`: `(name, instruction,
/// whether a copy takes a stride)`; the unstrided copy has stride 1.
pub const MEMORY_FUNCTIONS: &[(&str, Op, bool)] = &[
    ("async_work_group_copy", Op::GroupAsyncCopy, false),
    ("async_work_group_strided_copy", Op::GroupAsyncCopy, true),
    ("wait_group_events", Op::GroupWaitEvents, false),
    ("get_fence", Op::GenericPtrMemSemantics, false),
];

/// The instruction of memory function `name`, and whether it takes a stride.
pub fn memory_function(name: &str) -> Option<(Op, bool)> {
    MEMORY_FUNCTIONS.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The memory function of instruction `op` (with a stride, for a copy).
pub fn memory_function_name(op: Op, strided: bool) -> Option<&'static str> {
    MEMORY_FUNCTIONS.iter().find(|r| r.1 == op && r.2 == strided).map(|r| r.0)
}

/// What an image query function reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageQuery {
    /// One spatial lane of the size vector: width 0, height 1, depth 2.
    Size(u32),
    /// The last lane of an arrayed image's size vector.
    ArraySize,
    /// The spatial lanes together (`int2`, or `int4` with w = 0 for 3D images).
    Dim,
    /// An instruction's result plus an offset: OpenCL numbers channel data types from
    /// `CL_SNORM_INT8` (0x10D0) and channel orders from `CL_R` (0x10B0), SPIR-V from 0.
    Property(Op, u64),
}

/// The image query functions.
pub const IMAGE_QUERIES: &[(&str, ImageQuery)] = &[
    ("get_image_width", ImageQuery::Size(0)),
    ("get_image_height", ImageQuery::Size(1)),
    ("get_image_depth", ImageQuery::Size(2)),
    ("get_image_array_size", ImageQuery::ArraySize),
    ("get_image_dim", ImageQuery::Dim),
    ("get_image_channel_data_type", ImageQuery::Property(Op::ImageQueryFormat, 0x10D0)),
    ("get_image_channel_order", ImageQuery::Property(Op::ImageQueryOrder, 0x10B0)),
    ("get_image_num_samples", ImageQuery::Property(Op::ImageQuerySamples, 0)),
    ("get_image_num_mip_levels", ImageQuery::Property(Op::ImageQueryLevels, 0)),
];

/// What image query function `name` reads.
pub fn image_query(name: &str) -> Option<ImageQuery> {
    IMAGE_QUERIES.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// The image query function that reads `query`.
pub fn image_query_name(query: ImageQuery) -> Option<&'static str> {
    IMAGE_QUERIES.iter().find(|r| r.1 == query).map(|r| r.0)
}

/// The query function of image property instruction `op`, and the offset of its values.
pub fn image_property(op: Op) -> Option<(&'static str, u64)> {
    IMAGE_QUERIES.iter().find_map(|&(name, q)| match q {
        ImageQuery::Property(o, offset) if o == op => Some((name, offset)),
        _ => None,
    })
}

/// OpenCL C sampler flags ↔ `OpConstantSampler`'s operands: `CLK_NORMALIZED_COORDS_TRUE` is
/// bit 0, the addressing mode (0–4, SPIR-V's `SamplerAddressingMode`) bits 1–3, and the filter
/// `CLK_FILTER_NEAREST` 0x10 or `CLK_FILTER_LINEAR` 0x20.
pub fn sampler_flags(addressing: u32, normalized: u32, filter: u32) -> Option<u64> {
    if addressing > 4 || normalized > 1 || filter > 1 {
        return None;
    }
    Some((u64::from(addressing) << 1) | u64::from(normalized) | ((u64::from(filter) + 1) << 4))
}

/// The `(addressing mode, normalized, filter)` operands of sampler flags `flags`.
pub fn sampler_operands(flags: u64) -> Option<(u32, u32, u32)> {
    let addressing = ((flags >> 1) & 7) as u32;
    (addressing <= 4).then_some((addressing, (flags & 1) as u32, u32::from(flags & 0x20 != 0)))
}

/// The functions clang lowers OpenCL C's pipe builtins to ↔ pipe instructions, whose operands
/// are the call's arguments in order: `(name, instruction, scope of a group form (an operand
/// before the arguments), access qualifier of the pipe a query reads: 0 read-only, 1
/// write-only)`.
pub const PIPES: &[(&str, Op, Option<Scope>, Option<u32>)] = &[
    ("__read_pipe_2", Op::ReadPipe, None, None),
    ("__write_pipe_2", Op::WritePipe, None, None),
    ("__read_pipe_4", Op::ReservedReadPipe, None, None),
    ("__write_pipe_4", Op::ReservedWritePipe, None, None),
    ("__reserve_read_pipe", Op::ReserveReadPipePackets, None, None),
    ("__reserve_write_pipe", Op::ReserveWritePipePackets, None, None),
    ("__commit_read_pipe", Op::CommitReadPipe, None, None),
    ("__commit_write_pipe", Op::CommitWritePipe, None, None),
    ("__work_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(Scope::Workgroup), None),
    ("__work_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(Scope::Workgroup), None),
    ("__sub_group_reserve_read_pipe", Op::GroupReserveReadPipePackets, Some(Scope::Subgroup), None),
    ("__sub_group_reserve_write_pipe", Op::GroupReserveWritePipePackets, Some(Scope::Subgroup), None),
    ("__work_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(Scope::Workgroup), None),
    ("__work_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(Scope::Workgroup), None),
    ("__sub_group_commit_read_pipe", Op::GroupCommitReadPipe, Some(Scope::Subgroup), None),
    ("__sub_group_commit_write_pipe", Op::GroupCommitWritePipe, Some(Scope::Subgroup), None),
    ("__get_pipe_num_packets_ro", Op::GetNumPipePackets, None, Some(0)),
    ("__get_pipe_num_packets_wo", Op::GetNumPipePackets, None, Some(1)),
    ("__get_pipe_max_packets_ro", Op::GetMaxPipePackets, None, Some(0)),
    ("__get_pipe_max_packets_wo", Op::GetMaxPipePackets, None, Some(1)),
    ("is_valid_reserve_id", Op::IsValidReserveId, None, None),
];

/// The instruction of pipe function `name`, and the scope operand of a group form.
pub fn pipe(name: &str) -> Option<(Op, Option<Scope>)> {
    PIPES.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The pipe function of instruction `op` at `scope` (group forms) on a pipe of `access`
/// (queries).
pub fn pipe_function(op: Op, scope: Option<Scope>, access: Option<u32>) -> Option<&'static str> {
    PIPES.iter().find(|r| r.1 == op && r.2 == scope && r.3 == access).map(|r| r.0)
}

/// Device-side enqueue and event functions of OpenCL C 2.0 that are one instruction on their
/// arguments (`enqueue_kernel`'s four forms and the kernel queries are below).
pub const EVENTS: &[(&str, Op)] = &[
    ("get_default_queue", Op::GetDefaultQueue),
    ("create_user_event", Op::CreateUserEvent),
    ("retain_event", Op::RetainEvent),
    ("release_event", Op::ReleaseEvent),
    ("is_valid_event", Op::IsValidEvent),
    ("set_user_event_status", Op::SetUserEventStatus),
    ("capture_event_profiling_info", Op::CaptureEventProfilingInfo),
    ("enqueue_marker", Op::EnqueueMarker),
];

/// The instruction of event function `name`.
pub fn event(name: &str) -> Option<Op> {
    EVENTS.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// The event function of instruction `op`.
pub fn event_function(op: Op) -> Option<&'static str> {
    EVENTS.iter().find(|r| r.1 == op).map(|r| r.0)
}

/// clang's forms of `enqueue_kernel` (→ `OpEnqueueKernel`): `(name, with events, with local
/// sizes)`.
pub const ENQUEUE_KERNEL: &[(&str, bool, bool)] = &[
    ("__enqueue_kernel_basic", false, false),
    ("__enqueue_kernel_basic_events", true, false),
    ("__enqueue_kernel_varargs", false, true),
    ("__enqueue_kernel_events_varargs", true, true),
];

/// Whether `enqueue_kernel` form `name` passes events and local sizes.
pub fn enqueue_kernel(name: &str) -> Option<(bool, bool)> {
    ENQUEUE_KERNEL.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The `enqueue_kernel` form with (or without) events and local sizes.
pub fn enqueue_kernel_name(events: bool, local_sizes: bool) -> &'static str {
    ENQUEUE_KERNEL.iter().find(|r| r.1 == events && r.2 == local_sizes).map_or("__enqueue_kernel_basic", |r| r.0)
}

/// clang's kernel query functions: `(name, instruction, whether an ndrange comes first)`.
pub const KERNEL_QUERIES: &[(&str, Op, bool)] = &[
    ("__get_kernel_work_group_size_impl", Op::GetKernelWorkGroupSize, false),
    ("__get_kernel_preferred_work_group_size_multiple_impl", Op::GetKernelPreferredWorkGroupSizeMultiple, false),
    ("__get_kernel_max_sub_group_size_for_ndrange_impl", Op::GetKernelNDrangeMaxSubGroupSize, true),
    ("__get_kernel_sub_group_count_for_ndrange_impl", Op::GetKernelNDrangeSubGroupCount, true),
];

/// The instruction of kernel query `name`, and whether it takes an ndrange.
pub fn kernel_query(name: &str) -> Option<(Op, bool)> {
    KERNEL_QUERIES.iter().find(|r| r.0 == name).map(|r| (r.1, r.2))
}

/// The kernel query function of instruction `op`, and whether it takes an ndrange.
pub fn kernel_query_function(op: Op) -> Option<(&'static str, bool)> {
    KERNEL_QUERIES.iter().find(|r| r.1 == op).map(|r| (r.0, r.2))
}

/// OpenCL C's opaque types ↔ SPIR-V's: `(OpenCL C name, the mangler's type, instruction)`.
/// Their LLVM type is the instruction's `target("spirv.*")` ([`super::OPAQUE_TYPES`]); images
/// and pipes carry parameters and are spelled where they are built.
pub const OPAQUE_TYPES: &[(&str, OpenClType, Op)] = &[
    ("sampler_t", OpenClType::Sampler, Op::TypeSampler),
    ("event_t", OpenClType::Event, Op::TypeEvent),
    ("clk_event_t", OpenClType::ClkEvent, Op::TypeDeviceEvent),
    ("queue_t", OpenClType::Queue, Op::TypeQueue),
    ("reserve_id_t", OpenClType::ReserveId, Op::TypeReserveId),
];

/// The mangler's type of OpenCL C opaque type `name`.
pub fn opaque_type(name: &str) -> Option<OpenClType> {
    OPAQUE_TYPES.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// The OpenCL C name and the mangler's type of SPIR-V opaque type `op`.
pub fn opaque_type_of(op: Op) -> Option<(&'static str, OpenClType)> {
    OPAQUE_TYPES.iter().find(|r| r.2 == op).map(|r| (r.0, r.1))
}

/// The SPIR-V opaque type of the mangler's type `t`.
pub fn opaque_instruction(t: OpenClType) -> Option<Op> {
    OPAQUE_TYPES.iter().find(|r| r.1 == t).map(|r| r.2)
}

/// OpenCL C scalar types ↔ SPIR-V numeric types: `(name, floating point, width)`. Unsigned
/// integers add `u` (`uint`), or `unsigned ` in kernel-argument type strings.
pub const SCALAR_TYPES: &[(&str, bool, u32)] = &[
    ("char", false, 8),
    ("short", false, 16),
    ("int", false, 32),
    ("long", false, 64),
    ("half", true, 16),
    ("float", true, 32),
    ("double", true, 64),
];

/// Whether OpenCL C scalar type `name` is floating point, its width, and whether it is a
/// signed integer (`uint`, `unsigned int`, `unsigned`, `signed char` are read too).
pub fn scalar_type(name: &str) -> Option<(bool, u32, bool)> {
    let name = name.trim();
    let (bare, signed) = match (name.strip_prefix("unsigned"), name.strip_prefix("signed "), name.strip_prefix('u')) {
        (Some(""), ..) => ("int", false),
        (Some(rest), ..) => (rest.trim_start(), false),
        (_, Some(rest), _) => (rest.trim_start(), true),
        (_, _, Some(rest)) if SCALAR_TYPES.iter().any(|r| r.0 == rest && !r.1) => (rest, false),
        _ => (name, true),
    };
    SCALAR_TYPES.iter().find(|r| r.0 == bare).map(|&(_, float, width)| (float, width, signed && !float))
}

/// The OpenCL C name of the scalar type of this kind and width.
pub fn scalar_type_name(float: bool, width: u32) -> Option<&'static str> {
    SCALAR_TYPES.iter().find(|r| r.1 == float && r.2 == width).map(|r| r.0)
}

/// The function clang calls for a sampler made from an integer constant, and the reverse
/// direction writes for `OpConstantSampler` (OpenCL C environments).
pub const SAMPLER_INITIALIZER: &str = "__translate_sampler_initializer";

/// The target extension type of images (`target("spirv.Image", sampled, dim, depth, arrayed,
/// ms, sampled?, format, access)`), as clang and LLVM's SPIR-V backend name it.
pub const IMAGE_TYPE: &str = "spirv.Image";

/// The target extension type of sampled images (the image's parameters).
pub const SAMPLED_IMAGE_TYPE: &str = "spirv.SampledImage";

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn work_items_invert() {
        for &(name, builtin, default) in WORK_ITEM {
            assert_eq!(work_item(name), Some((builtin, default)));
            assert_eq!(work_item_function(builtin), Some((name, default.is_some())));
        }
    }

    #[test]
    fn orders_scopes_and_fences_invert() {
        for &(order, bits) in MEMORY_ORDERS {
            assert_eq!(order_semantics(order), Some(bits));
            assert_eq!(memory_order(bits | MemorySemantics::WORKGROUP_MEMORY), order);
        }
        for &(value, scope) in MEMORY_SCOPES {
            assert_eq!(scope_of(value), Some(scope));
            assert_eq!(memory_scope(scope), Some(value));
        }
        for flags in 0..8 {
            assert_eq!(fence_flags(fence_semantics(flags)), flags);
        }
    }

    #[test]
    fn clock_names_invert() {
        for &(_, scope) in CLOCK_SCOPES {
            for hilo in [false, true] {
                let name = clock_read_name(scope, hilo).expect("a row's scope has a name");
                assert_eq!(clock_read(&name), Some((scope, hilo)), "{name}");
            }
        }
        assert_eq!(clock_read("clock_read_hilo_device"), Some((Scope::Device, true)));
        assert_eq!(clock_read("clock_read_work_item"), None);
        assert_eq!(clock_read_name(Scope::Invocation, false), None);
    }

    #[test]
    fn sync_names_invert() {
        for &(name, op, execution, order, scoped) in SYNC {
            assert_eq!(sync(name), Some((op, execution, order, scoped)));
            let barrier = matches!(op, Op::ControlBarrier | Op::ControlBarrierArriveINTEL | Op::ControlBarrierWaitINTEL);
            assert_eq!(execution.is_some(), barrier, "{name}");
        }
        let cases = [
            (Op::ControlBarrier, None, None),
            (Op::ControlBarrier, Some(Scope::Workgroup), Some(Scope::Workgroup)),
            (Op::ControlBarrier, Some(Scope::Subgroup), Some(Scope::Subgroup)),
            (Op::MemoryBarrier, None, None),
            (Op::MemoryBarrier, Some(Scope::Device), None),
            (Op::ControlBarrierArriveINTEL, Some(Scope::Workgroup), Some(Scope::Workgroup)),
            (Op::ControlBarrierWaitINTEL, Some(Scope::Workgroup), Some(Scope::Workgroup)),
        ];
        for (op, scope, execution) in cases {
            let name = sync_name(op, scope).expect("every barrier and fence has a name");
            let (back, exec, _, scoped) = sync(name).expect("the name is a row");
            assert_eq!((back, scoped), (op, scope.is_some()), "{name}");
            assert_eq!(exec.filter(|_| scope.is_some()), execution, "{name}");
        }
    }

    #[test]
    fn atomics_invert() {
        for &(stem, atomic_op, legacy) in ATOMIC_STEMS {
            assert_eq!(atomic(stem).map(|r| r.0), Some(atomic_op), "{stem}");
            assert!(atomic_stem(atomic_op, legacy).is_some(), "{stem}");
        }
        for &(op, atomic_op) in ATOMIC_INSTRUCTIONS {
            assert_eq!(atomic_of(op), Some(atomic_op));
            let integer = atomic_instruction(atomic_op).expect("every operation has an instruction");
            assert_eq!(atomic_of(integer), Some(atomic_op));
            let g = crate::spirv::grammar::instruction(op as u16).expect("grammar knows the opcode");
            assert!(g.opname.starts_with("Atomic"), "{:?}", op);
        }
    }

    #[test]
    fn relationals_and_casts_invert() {
        for &(name, op, form) in RELATIONAL {
            assert_eq!(relational(name), Some((op, form)));
            assert_eq!(relational_name(op), Some(name));
        }
        for &(suffix, mode) in ROUNDING_MODES {
            assert_eq!(rounding_mode(suffix), Some(mode));
            assert_eq!(rounding_suffix(mode), suffix);
        }
        for &(name, sc, postfix) in ADDRESS_SPACE_CASTS {
            assert_eq!(cast_target(name), Some(sc));
            assert_eq!(cast_function(sc), Some((name, postfix)));
        }
    }

    #[test]
    fn group_names_invert() {
        for &(prefix, scope) in GROUP_SCOPES {
            assert_eq!(group_prefix(scope), Some(prefix));
            assert_eq!(group_scope(&format!("{prefix}_reduce_add")), Some((scope, "reduce_add")));
        }
        for &(name, operation) in GROUP_OPERATIONS {
            assert_eq!(operation_name(operation), Some(name));
            assert_eq!(split_operation(&format!("{name}_max")), Some((operation, "max")));
        }
        for &(name, op) in GROUP_VOTES {
            assert_eq!(group_vote(name), Some(op));
            assert_eq!(group_vote_name(op), Some(name));
        }
        for &(alias, kind) in GROUP_KIND_ALIASES {
            assert_eq!(group_kind(alias), kind);
            assert!(GROUP_ARITHMETIC.iter().any(|r| r.0 == kind), "{alias}");
        }
        assert_eq!(group_kind("logical_and"), "logical_and");
        for &(kind, op, operand) in GROUP_ARITHMETIC {
            use super::super::subgroups::{arithmetic_in, arithmetic_op_in, Operand};
            assert_eq!(arithmetic_in(GROUP_ARITHMETIC, op), Some((kind, operand)));
            let (float, signed) = (operand == Operand::Float, operand != Operand::Unsigned);
            assert_eq!(arithmetic_op_in(GROUP_ARITHMETIC, kind, float, signed), Some(op), "{kind}");
        }
    }

    #[test]
    fn image_queries_and_samplers_invert() {
        for &(name, query) in IMAGE_QUERIES {
            assert_eq!(image_query(name), Some(query));
            assert_eq!(image_query_name(query), Some(name));
            if let ImageQuery::Property(op, offset) = query {
                assert_eq!(image_property(op), Some((name, offset)));
            }
        }
        for addressing in 0..5 {
            for normalized in 0..2 {
                for filter in 0..2 {
                    let flags = sampler_flags(addressing, normalized, filter).expect("valid operands have flags");
                    assert_eq!(sampler_operands(flags), Some((addressing, normalized, filter)));
                }
            }
        }
        // CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR, as clang folds it.
        assert_eq!(sampler_flags(3, 1, 1), Some(39));
        assert_eq!(sampler_flags(5, 0, 0), None);
        assert_eq!(sampler_operands(0xA), None);
    }

    #[test]
    fn pipes_invert() {
        for &(name, op, scope, access) in PIPES {
            assert_eq!(pipe(name), Some((op, scope)));
            assert_eq!(pipe_function(op, scope, access), Some(name));
            let g = crate::spirv::grammar::instruction(op as u16).expect("grammar knows the opcode");
            assert_eq!(scope.is_some(), g.opname.starts_with("Group"), "{name}");
        }
    }

    #[test]
    fn enqueue_rows_invert() {
        for &(name, op) in EVENTS {
            assert_eq!(event(name), Some(op));
            assert_eq!(event_function(op), Some(name));
        }
        for &(name, events, sizes) in ENQUEUE_KERNEL {
            assert_eq!(enqueue_kernel(name), Some((events, sizes)));
            assert_eq!(enqueue_kernel_name(events, sizes), name);
        }
        for &(name, op, ndrange) in KERNEL_QUERIES {
            assert_eq!(kernel_query(name), Some((op, ndrange)));
            assert_eq!(kernel_query_function(op), Some((name, ndrange)));
            let g = crate::spirv::grammar::instruction(op as u16).expect("grammar knows the opcode");
            // Result type, result, [ndrange,] invoke, param, size, align.
            assert_eq!(g.operands.len(), 6 + usize::from(ndrange), "{name}");
        }
    }

    #[test]
    fn type_names_invert() {
        for &(name, t, op) in OPAQUE_TYPES {
            assert_eq!(opaque_type(name), Some(t));
            assert_eq!(opaque_type_of(op), Some((name, t)));
            assert_eq!(opaque_instruction(t), Some(op));
            assert!(super::super::opaque_type_name(op).is_some(), "{name} has a target type");
        }
        for &(name, float, width) in SCALAR_TYPES {
            assert_eq!(scalar_type(name), Some((float, width, !float)));
            assert_eq!(scalar_type_name(float, width), Some(name));
            if !float {
                assert_eq!(scalar_type(&format!("u{name}")), Some((false, width, false)));
                assert_eq!(scalar_type(&format!("unsigned {name}")), Some((false, width, false)));
            }
        }
        assert_eq!(scalar_type("unsigned"), Some((false, 32, false)));
        assert_eq!(scalar_type("signed char"), Some((false, 8, true)));
        assert_eq!(scalar_type("uhalf"), None);
        assert_eq!(scalar_type("bool"), None);
    }

    #[test]
    fn memory_functions_invert() {
        for &(name, op, strided) in MEMORY_FUNCTIONS {
            assert_eq!(memory_function(name), Some((op, strided)));
            assert_eq!(memory_function_name(op, strided), Some(name));
        }
    }
}

/// `cl_khr_integer_dot_product`'s function name for a dot product, accumulating with
/// saturation or not, of vectors (`packed` `None`) or of 4x8-bit packed operands with their
/// signs (`"ss"`, `"uu"`, `"su"`, `"us"`): `dot`, `dot_acc_sat`,
/// `dot[_acc_sat]_4x8packed_{signs}_{int|uint}` (`uint` for `uu`).
pub fn integer_dot_name(accumulate: bool, packed: Option<&str>) -> String {
    let base = if accumulate { "dot_acc_sat" } else { "dot" };
    match packed {
        Some(signs) => format!("{base}_4x8packed_{signs}_{}", if signs == "uu" { "uint" } else { "int" }),
        None => base.to_owned(),
    }
}

/// The reading of [`integer_dot_name`]: whether `name` accumulates and, for the packed forms,
/// their signs; `None` for another name.
pub fn parse_integer_dot(name: &str) -> Option<(bool, Option<&str>)> {
    match name {
        "dot" => return Some((false, None)),
        "dot_acc_sat" => return Some((true, None)),
        _ => {}
    }
    let (accumulate, rest) = match name.strip_prefix("dot_acc_sat_4x8packed_") {
        Some(rest) => (true, rest),
        None => (false, name.strip_prefix("dot_4x8packed_")?),
    };
    let (signs, result) = rest.split_once('_')?;
    let expected = if signs == "uu" { "uint" } else { "int" };
    (matches!(signs, "uu" | "ss" | "us" | "su") && result == expected).then_some((accumulate, Some(signs)))
}

#[cfg(test)]
mod integer_dot_tests {
    use super::*;

    #[test]
    fn integer_dot_names_read_back() {
        for accumulate in [false, true] {
            for packed in [None, Some("ss"), Some("uu"), Some("su"), Some("us")] {
                assert_eq!(parse_integer_dot(&integer_dot_name(accumulate, packed)), Some((accumulate, packed)));
            }
        }
        assert_eq!(parse_integer_dot("dot_4x8packed_xx_int"), None);
        assert_eq!(parse_integer_dot("dot_4x8packed_uu_int"), None);
        assert_eq!(parse_integer_dot("dotted"), None);
    }
}

/// OpenCL C builtins that are core instructions, not `OpenCL.std` ones: `dot` (floating-point
/// vectors) ↔ `OpDot`, `popcount` ↔ `OpBitCount` (as the reference writes and reads them).
pub const CORE_INSTRUCTIONS: &[(&str, Op)] = &[("dot", Op::Dot), ("popcount", Op::BitCount)];

/// The core instruction OpenCL C builtin `name` is, if it is a row.
pub fn core_instruction(name: &str) -> Option<Op> {
    CORE_INSTRUCTIONS.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// The OpenCL C builtin instruction `op` reads back as, if it is a row.
pub fn core_instruction_name(op: Op) -> Option<&'static str> {
    CORE_INSTRUCTIONS.iter().find(|r| r.1 == op).map(|r| r.0)
}
