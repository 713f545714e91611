//! Running compute code on the host (`spirv-llvm run`): a Vulkan compute shader here, an
//! OpenCL kernel with [`run_kernel`]. The shader goes through
//! [`crate::to_llvm`], its storage buffers, uniform buffers and push constants are bound to
//! host memory by descriptor set and binding, and the work-group grid runs with one thread per
//! invocation of a work-group (so that `OpControlBarrier` waits as on a device), work-groups one
//! after another (workgroup variables are shared by the invocations of the running group).
//!
//! The runtime the shader calls into: the work-item builtins (`GlobalInvocationId`,
//! `LocalInvocationId`, `WorkgroupId`, `NumWorkgroups`, `LocalInvocationIndex`, the subgroup
//! builtins), `OpControlBarrier`, `OpMemoryBarrier`, the integer and float atomics, and the
//! `GroupNonUniform` instructions for subgroups of one invocation (a subgroup size Vulkan
//! allows: reductions and inclusive scans give the value, exclusive scans the identity,
//! ballots the invocation's own bit). A call to anything else is an error naming it.
//! Private variables are shared by the threads, so a shader that writes one is refused.
//!
//! Running compiled code is only as safe as the code: a shader must keep its accesses inside
//! the buffers it is given (the run checks what it can: every resource bound, sizes of push
//! constants).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Barrier};

use crate::llvm::{
    self, AtomicOrdering, AtomicRmwBinOp, AttrIndex, Attribute, Builder, CastOp, Context, Function, Jit, Module, SyncScope,
    Type, Value,
};
use crate::spirv::{self, Section};
use crate::to_llvm;

mod kernel;

pub use kernel::{KernelArg, KernelOptions, run_kernel};

/// A buffer bound at (set, binding): its bytes before the run, and after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buffer {
    /// The `DescriptorSet` decoration.
    pub set: u32,
    /// The `Binding` decoration.
    pub binding: u32,
    /// The contents.
    pub bytes: Vec<u8>,
}

/// What to run and how.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// The entry point's name; `None` for the module's only `GLCompute` entry point.
    pub entry: Option<String>,
    /// Work-groups in each dimension (0 counts as 1).
    pub groups: [u32; 3],
    /// The push-constant block.
    pub push_constants: Vec<u8>,
    /// Specialization constant overrides: `(SpecId, value bits)`.
    pub spec_constants: Vec<(u32, u64)>,
}

/// Why a run could not happen.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// The translation to LLVM failed.
    #[error("{0}")]
    Translate(#[from] to_llvm::Error),
    /// The module or the run's settings do not fit (no such entry point, an unbound resource, …).
    #[error("run: {0}")]
    Setup(String),
    /// LLVM refused the prepared module or could not compile it.
    #[error("run: {0}")]
    Llvm(#[from] llvm::Error),
}

fn setup(what: impl Into<String>) -> RunError {
    RunError::Setup(what.into())
}

/// Runs the compute shader in `module` over `options.groups` work-groups, reading and writing
/// `buffers` (which must include every buffer the shader declares).
///
/// ```
/// use spirv_llvm_translator::{run, spirv};
/// let text = "OpCapability Shader\n OpMemoryModel Logical GLSL450\n OpEntryPoint GLCompute %main \"main\" %gid\n\
///     OpExecutionMode %main LocalSize 4 1 1\n OpDecorate %gid BuiltIn GlobalInvocationId\n\
///     OpDecorate %rt ArrayStride 4\n OpMemberDecorate %S 0 Offset 0\n OpDecorate %S Block\n\
///     OpDecorate %buf DescriptorSet 0\n OpDecorate %buf Binding 0\n\
///     %void = OpTypeVoid\n %fn = OpTypeFunction %void\n %uint = OpTypeInt 32 0\n %v3 = OpTypeVector %uint 3\n\
///     %pin = OpTypePointer Input %v3\n %gid = OpVariable %pin Input\n %rt = OpTypeRuntimeArray %uint\n\
///     %S = OpTypeStruct %rt\n %pS = OpTypePointer StorageBuffer %S\n %buf = OpVariable %pS StorageBuffer\n\
///     %pu = OpTypePointer StorageBuffer %uint\n %c0 = OpConstant %uint 0\n\
///     %main = OpFunction %void None %fn\n %entry = OpLabel\n %ids = OpLoad %v3 %gid\n\
///     %i = OpCompositeExtract %uint %ids 0\n %sq = OpIMul %uint %i %i\n\
///     %p = OpAccessChain %pu %buf %c0 %i\n OpStore %p %sq\n OpReturn\n OpFunctionEnd\n";
/// let module = spirv::assemble(text, &spirv::AsmOptions::default()).unwrap();
/// let mut buffers = [run::Buffer { set: 0, binding: 0, bytes: vec![0; 32] }];
/// let options = run::RunOptions { groups: [2, 1, 1], ..Default::default() };
/// run::run_compute(&module, &mut buffers, &options).unwrap();
/// let words: Vec<u32> = buffers[0].bytes.chunks(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
/// assert_eq!(words, [0, 1, 4, 9, 16, 25, 36, 49]);
/// ```
pub fn run_compute(module: &spirv::Module, buffers: &mut [Buffer], options: &RunOptions) -> Result<(), RunError> {
    let (entry, _) = entry_point(module, options.entry.as_deref(), ::spirv::ExecutionModel::GLCompute)?;
    let ctx = Context::new();
    let translate = to_llvm::Options { spec_constants: options.spec_constants.clone(), ..Default::default() };
    let ir = to_llvm::translate(module, &ctx, &translate)?;
    let shader = ir.get_function(&entry).ok_or_else(|| setup(format!("no function for entry point {entry}")))?;
    let local = local_size(shader)?;
    refuse_private_writes(&ir)?;
    let bindings = bind_resources(&ir, buffers)?;
    let sizes: HashMap<String, u64> = bindings
        .iter()
        .filter_map(|(name, target)| match target {
            Target::Buffer(i) => Some((name.clone(), buffers.get(*i)?.bytes.len() as u64)),
            Target::PushConstants => Some((name.clone(), options.push_constants.len() as u64)),
        })
        .collect();
    define_runtime(&ir, &ctx, &sizes)?;
    add_entry(&ir, &ctx, shader)?;
    ir.verify().map_err(|e| setup(format!("the prepared module does not verify: {e}")))?;

    let mut memories: Vec<HostMemory> = buffers.iter().map(|b| HostMemory::new(&b.bytes)).collect();
    let mut push = HostMemory::new(&options.push_constants);
    let mut addresses: HashMap<String, usize> = HashMap::new();
    for (name, target) in &bindings {
        let address = match target {
            Target::Buffer(i) => memories.get_mut(*i).map(HostMemory::address),
            Target::PushConstants => Some(push.address()),
        };
        addresses.insert(name.clone(), address.ok_or_else(|| setup("buffer index"))?);
    }
    addresses.insert("__run_builtin".into(), run_builtin as extern "C" fn(u32, u32) -> u64 as usize);
    addresses.insert("__run_barrier".into(), run_barrier as extern "C" fn() as usize);
    let symbols = |name: &str| addresses.get(name).copied();
    let jit = Jit::new(ir, &symbols)?;
    let call = jit.entry("__run_entry")?;
    run_grid(&call, options.groups, local, |_| (Vec::new(), ()));
    for (buffer, memory) in buffers.iter_mut().zip(&memories) {
        buffer.bytes = memory.bytes();
    }
    drop(push);
    Ok(())
}

/// Runs `entry` over `groups` work-groups (0 counts as 1) of `local` invocations: the groups
/// one after another, the invocations of a group on a thread each (so that barriers wait as on
/// a device). `per_group(group)` gives the words whose address `entry` takes (and anything that
/// must live while the group runs, such as its local memory).
fn run_grid<T>(entry: &llvm::Entry<'_>, groups: [u32; 3], local: [u32; 3], mut per_group: impl FnMut([u32; 3]) -> (Vec<u64>, T)) {
    let groups = groups.map(|g| g.max(1));
    let dims = (0..3).rev().find(|&d| groups[d] * local[d] > 1).map_or(1, |d| d as u32 + 1);
    let invocations = local.iter().map(|&l| l as usize).product::<usize>();
    for gz in 0..groups[2] {
        for gy in 0..groups[1] {
            for gx in 0..groups[0] {
                let group = [gx, gy, gz];
                let (words, keep) = per_group(group);
                let address = if words.is_empty() { 0 } else { words.as_ptr() as usize };
                let barrier = Arc::new(Barrier::new(invocations));
                std::thread::scope(|scope| {
                    for lz in 0..local[2] {
                        for ly in 0..local[1] {
                            for lx in 0..local[0] {
                                let item = Item { local: [lx, ly, lz], local_size: local, group, groups, dims, barrier: Some(barrier.clone()) };
                                scope.spawn(move || {
                                    ITEM.with(|w| *w.borrow_mut() = item);
                                    entry.call(address);
                                });
                            }
                        }
                    }
                });
                drop(keep);
            }
        }
    }
}

/// The entry point of execution model `model` called `name`, or the only one: its name and id.
fn entry_point(module: &spirv::Module, name: Option<&str>, model: ::spirv::ExecutionModel) -> Result<(String, u32), RunError> {
    let mut names = Vec::new();
    for ep in module.section(Section::EntryPoint) {
        if ep.operands.first() != Some(&(model as u32)) {
            continue;
        }
        if let (Ok((n, _)), Some(&id)) = (spirv::operands::decode_string(ep.operands.get(2..).unwrap_or(&[])), ep.operands.get(1)) {
            names.push((n, id));
        }
    }
    let list = || names.iter().map(|n| n.0.as_str()).collect::<Vec<_>>().join(", ");
    match name {
        Some(n) => names.iter().find(|m| m.0 == n).cloned().ok_or_else(|| setup(format!("no {model:?} entry point {n} (the module has: {})", list()))),
        None if names.len() == 1 => Ok(names.remove(0)),
        None if names.is_empty() => Err(setup(format!("the module has no {model:?} entry point"))),
        None => Err(setup(format!("the module has several {model:?} entry points ({}): choose one", list()))),
    }
}

/// The work-group size the translation put in `hlsl.numthreads`.
fn local_size(shader: Function<'_>) -> Result<[u32; 3], RunError> {
    let attrs = shader.as_value().attributes(AttrIndex::Function)?;
    let text = attrs
        .iter()
        .find_map(|a| match a {
            Attribute::String(k, v) if k == crate::tables::NUMTHREADS => Some(v.clone()),
            _ => None,
        })
        .ok_or_else(|| setup("the entry point has no work-group size"))?;
    let size = crate::tables::parse_numthreads(&text).ok_or_else(|| setup(format!("work-group size {text} is not three positive numbers")))?;
    check_local_size(size)
}

/// `local` if it is a work-group size a run can have.
fn check_local_size(local: [u32; 3]) -> Result<[u32; 3], RunError> {
    let [x, y, z] = local;
    if x > 0 && y > 0 && z > 0 && u64::from(x) * u64::from(y) * u64::from(z) <= MAX_INVOCATIONS {
        Ok(local)
    } else {
        Err(setup(format!("work-group size {x},{y},{z} (each size at least 1, at most {MAX_INVOCATIONS} invocations)")))
    }
}

/// The most invocations of one work-group (one thread each).
const MAX_INVOCATIONS: u64 = 1024;

/// Private variables live once in the module, not once per invocation: a shader that stores
/// to one would see the other threads' values.
fn refuse_private_writes(ir: &Module<'_>) -> Result<(), RunError> {
    for f in ir.functions() {
        for inst in f.basic_blocks().flat_map(|b| b.instructions()) {
            if inst.opcode() == Some(llvm::Opcode::Store) && inst.operand(1).and_then(|p| p.ty().address_space()) == Some(10) {
                return Err(setup(format!("{} writes a Private variable, which runs do not keep per invocation yet", f.name())));
            }
        }
    }
    Ok(())
}

enum Target {
    Buffer(usize),
    PushConstants,
}

/// Names each resource declaration (`__run_set{S}_binding{B}`, `__run_push_constants`) and
/// finds what it is bound to.
fn bind_resources(ir: &Module<'_>, buffers: &[Buffer]) -> Result<Vec<(String, Target)>, RunError> {
    let mut out = Vec::new();
    for g in ir.globals() {
        if g.initializer().is_some() {
            continue;
        }
        let v = g.as_value();
        let shown = if v.name().is_empty() { "an unnamed resource".to_string() } else { format!("@{}", v.name()) };
        if v.ty().address_space() == Some(13) {
            v.set_name("__run_push_constants")?;
            out.push(("__run_push_constants".to_string(), Target::PushConstants));
            continue;
        }
        let (set, binding) = descriptor(v)?.ok_or_else(|| setup(format!("{shown} has no descriptor set and binding")))?;
        let index = buffers
            .iter()
            .position(|b| b.set == set && b.binding == binding)
            .ok_or_else(|| setup(format!("no buffer given for set {set} binding {binding} ({shown})")))?;
        let name = format!("__run_set{set}_binding{binding}");
        v.set_name(&name)?;
        out.push((v.name(), Target::Buffer(index)));
    }
    Ok(out)
}

/// `DescriptorSet` and `Binding` from a global's `!spirv.Decorations`.
fn descriptor(v: Value<'_>) -> Result<Option<(u32, u32)>, RunError> {
    let Some(list) = v.metadata(spirv_llvm_metadata::names::SPIRV_DECORATIONS)? else { return Ok(None) };
    let (mut set, mut binding) = (None, None);
    for node in list.operands().unwrap_or_default().into_iter().flatten() {
        let ops: Vec<u64> = node.operands().unwrap_or_default().into_iter().flatten().filter_map(|m| m.value()?.const_int_zext()).collect();
        match ops.as_slice() {
            [34, s] => set = u32::try_from(*s).ok(),
            [33, b] => binding = u32::try_from(*b).ok(),
            _ => {}
        }
    }
    Ok(set.zip(binding))
}

/// The work-item builtins, in the order `__run_builtin` numbers them.
const BUILTINS: &[&str] = &[
    "GlobalInvocationId",
    "LocalInvocationId",
    "WorkgroupId",
    "NumWorkgroups",
    "WorkgroupSize",
    "LocalInvocationIndex",
    "SubgroupSize",
    "NumSubgroups",
    "SubgroupId",
    "SubgroupLocalInvocationId",
    "GlobalSize",
    "EnqueuedWorkgroupSize",
    "GlobalOffset",
    "WorkDim",
    "GlobalLinearId",
    "SubgroupMaxSize",
    "NumEnqueuedSubgroups",
];

/// Gives the shader's runtime declarations their bodies (see the module documentation).
fn define_runtime(ir: &Module<'_>, ctx: &Context, sizes: &HashMap<String, u64>) -> Result<(), RunError> {
    let declared: Vec<Function<'_>> = ir.functions().filter(|f| f.is_declaration() == Some(true) && !f.name().starts_with("llvm.")).collect();
    for f in declared {
        let symbol = f.name();
        let Ok(sig) = spirv_llvm_mangling::demangle(&symbol) else { continue };
        let Some(op) = sig.name.strip_prefix("__spirv_") else {
            // OpenCL C math builtins (`_Z3sinf`), as the translation names OpenCL.std.
            if opencl_c_math(&sig.name, f) {
                let b = Builder::new(ir);
                b.position_at_end(f.append_basic_block("entry")?)?;
                let v = ocl_body(ir, ctx, &b, f, &sig.name)?;
                b.ret(v)?;
            }
            continue;
        };
        let b = Builder::new(ir);
        let entry = f.append_basic_block("entry")?;
        b.position_at_end(entry)?;
        let p = |i: u32| f.param(i).ok_or_else(|| setup(format!("{symbol}: missing parameter {i}")));
        let ret = f.return_type();
        let value = if op == "ArrayLength" {
            Some(ret.const_int(array_length(ir, f, sizes)?)?)
        } else if let Some(name) = op.strip_prefix("ocl_") {
            Some(ocl_body(ir, ctx, &b, f, name).map_err(|e| match e {
                RunError::Setup(m) => setup(format!("{symbol}: {m}")),
                other => other,
            })?)
        } else if let Some(builtin) = op.strip_prefix("BuiltIn") {
            let k = BUILTINS.iter().position(|n| *n == builtin).ok_or_else(|| setup(format!("no runtime for builtin {builtin}")))?;
            let dim = match f.param(0) {
                Some(d) => b.cast(CastOp::Trunc, d, ctx.i32_type()).or_else(|_| Ok::<_, llvm::Error>(d))?,
                None => ctx.i32_type().const_int(0)?,
            };
            let v = call(ir, ctx, &b, "__run_builtin", ctx.i64_type(), &[ctx.i32_type().const_int(k as u64)?, dim])?;
            Some(b.cast(CastOp::Trunc, v, ret).or_else(|_| Ok::<_, llvm::Error>(v))?)
        } else {
            runtime_body(ir, ctx, &b, op, &p, ret).map_err(|e| match e {
                RunError::Setup(m) => setup(format!("{symbol}: {m}")),
                other => other,
            })?
        };
        match value {
            Some(v) if !ret.is_void() => b.ret(v)?,
            _ => b.ret_void()?,
        };
    }
    Ok(())
}

/// `OpArrayLength` of the buffer every call of `f` (`__spirv_ArrayLength`) names: the elements
/// of its runtime array (the last field of its struct) that the bound buffer's bytes hold.
fn array_length(ir: &Module<'_>, f: Function<'_>, sizes: &HashMap<String, u64>) -> Result<u64, RunError> {
    let mut buffers = Vec::new();
    for g in ir.functions() {
        for inst in g.basic_blocks().flat_map(|b| b.instructions()) {
            if inst.called_function() == Some(f) {
                let arg = inst.call_args().and_then(|a| a.first().copied()).ok_or_else(|| setup("OpArrayLength without a buffer"))?;
                if !buffers.contains(&arg) {
                    buffers.push(arg);
                }
            }
        }
    }
    let [buffer] = buffers[..] else {
        return Err(setup("OpArrayLength of several buffers of one type (or of a computed pointer) is not run yet"));
    };
    let global = buffer.as_global_variable().ok_or_else(|| setup("OpArrayLength of a computed pointer is not run yet"))?;
    let ty = global.value_type();
    let fields = ty.struct_elements().unwrap_or_default();
    let last = fields.len().checked_sub(1).ok_or_else(|| setup("OpArrayLength of a buffer without a runtime array"))?;
    let elem = fields[last].element_type().ok_or_else(|| setup("OpArrayLength of a buffer without a runtime array"))?;
    let offset = ir.field_offset(ty, last as u32).ok_or_else(|| setup("OpArrayLength: no layout"))?;
    let stride = ir.abi_size_align(elem).map_or(0, |s| s.0).max(1);
    let bytes = sizes.get(&buffer.name()).copied().ok_or_else(|| setup(format!("OpArrayLength of @{}, which no buffer is bound to", buffer.name())))?;
    Ok(bytes.saturating_sub(offset) / stride)
}

/// Whether `name` (an OpenCL C builtin) is an `OpenCL.std` instruction of
/// `tables::opencl_std` with the same name on floating-point values, or `clz`, `ctz`,
/// `popcount` (which need no signedness).
fn opencl_c_math(name: &str, f: Function<'_>) -> bool {
    let float = f.return_type().is_float_or_float_vector();
    match name {
        "clz" | "ctz" | "popcount" => true,
        "mad" => float,
        _ => float && !name.contains('_') && crate::tables::opencl_std::intrinsic_of(name).is_some(),
    }
}

/// The body of `__spirv_ocl_{name}`: the LLVM intrinsic it is (`tables::opencl_std`; `mad` as
/// `fmuladd`, `clz`, `ctz` and `s_abs` with their `i1 false`).
fn ocl_body<'m>(ir: &'m Module<'_>, ctx: &'m Context, b: &Builder<'m>, f: Function<'m>, name: &str) -> Result<Value<'m>, RunError> {
    let mut args = f.params();
    let intrinsic = match name {
        "mad" => "fmuladd",
        "clz" => "ctlz",
        "ctz" => "cttz",
        "s_abs" => "abs",
        "popcount" => "ctpop",
        _ => crate::tables::opencl_std::intrinsic_of(name).ok_or_else(|| setup("no runtime for this OpenCL.std instruction"))?,
    };
    if matches!(name, "clz" | "ctz" | "s_abs") {
        args.push(ctx.bool_type().const_int(0)?);
    }
    if name == "pown" || name == "ldexp" {
        return Err(setup("no runtime for this OpenCL.std instruction (its intrinsic is overloaded on two types)"));
    }
    let ret = f.return_type();
    let suffix = ret.intrinsic_suffix().ok_or_else(|| setup("no intrinsic for this type"))?;
    call(ir, ctx, b, &format!("llvm.{intrinsic}.{suffix}"), ret, &args)
}

/// The body of `__spirv_{op}`: its value, or `None` for `void`.
fn runtime_body<'m>(
    ir: &'m Module<'_>,
    ctx: &'m Context,
    b: &Builder<'m>,
    op: &str,
    p: &dyn Fn(u32) -> Result<Value<'m>, RunError>,
    ret: Type<'m>,
) -> Result<Option<Value<'m>>, RunError> {
    use AtomicRmwBinOp as A;
    let seq = AtomicOrdering::SequentiallyConsistent;
    let rmw = |op: A, value: Value<'m>| -> Result<Option<Value<'m>>, RunError> { Ok(Some(b.atomic_rmw(op, p(0)?, value, seq, SyncScope::SYSTEM)?)) };
    Ok(match op {
        "ControlBarrier" => {
            call(ir, ctx, b, "__run_barrier", ctx.void_type(), &[])?;
            None
        }
        "MemoryBarrier" => None,
        "AtomicIAdd" => rmw(A::Add, p(3)?)?,
        "AtomicISub" => rmw(A::Sub, p(3)?)?,
        "AtomicSMin" => rmw(A::Min, p(3)?)?,
        "AtomicSMax" => rmw(A::Max, p(3)?)?,
        "AtomicUMin" => rmw(A::UMin, p(3)?)?,
        "AtomicUMax" => rmw(A::UMax, p(3)?)?,
        "AtomicAnd" => rmw(A::And, p(3)?)?,
        "AtomicOr" => rmw(A::Or, p(3)?)?,
        "AtomicXor" => rmw(A::Xor, p(3)?)?,
        "AtomicExchange" => rmw(A::Xchg, p(3)?)?,
        "AtomicFAddEXT" => rmw(A::FAdd, p(3)?)?,
        "AtomicFMinEXT" => rmw(A::FMin, p(3)?)?,
        "AtomicFMaxEXT" => rmw(A::FMax, p(3)?)?,
        "AtomicIIncrement" => rmw(A::Add, ret.const_int(1)?)?,
        "AtomicIDecrement" => rmw(A::Sub, ret.const_int(1)?)?,
        "AtomicCompareExchange" => {
            let pair = b.cmpxchg(p(0)?, p(5)?, p(4)?, seq, seq, SyncScope::SYSTEM)?;
            Some(b.extract_value(pair, 0)?)
        }
        "AtomicLoad" => {
            let v = b.load(ret, p(0)?)?;
            v.set_atomic(seq, SyncScope::SYSTEM)?;
            Some(v)
        }
        "AtomicStore" => {
            let s = b.store(p(3)?, p(0)?)?;
            s.set_atomic(seq, SyncScope::SYSTEM)?;
            None
        }
        // Subgroups of one invocation.
        "GroupNonUniformElect" => Some(ctx.bool_type().const_int(1)?),
        "GroupNonUniformAll" | "GroupNonUniformAny" | "GroupNonUniformAllEqual" => {
            Some(if op.ends_with("Equal") { ctx.bool_type().const_int(1)? } else { p(1)? })
        }
        "GroupNonUniformBroadcast" | "GroupNonUniformBroadcastFirst" | "GroupNonUniformShuffle" | "GroupNonUniformShuffleXor"
        | "GroupNonUniformShuffleUp" | "GroupNonUniformShuffleDown" | "GroupNonUniformQuadBroadcast" | "GroupNonUniformQuadSwap" => Some(p(1)?),
        "GroupNonUniformBallot" => {
            let bit = b.cast(CastOp::ZExt, p(1)?, ctx.i32_type())?;
            let zero = ret.const_null()?;
            Some(b.insert_element(zero, bit, ctx.i32_type().const_int(0)?)?)
        }
        "GroupNonUniformInverseBallot" | "GroupNonUniformBallotBitExtract" => {
            let lane0 = b.extract_element(p(1)?, ctx.i32_type().const_int(0)?)?;
            let bit = b.and(lane0, ctx.i32_type().const_int(1)?)?;
            Some(b.cast(CastOp::Trunc, bit, ctx.bool_type())?)
        }
        "GroupNonUniformBallotBitCount" => {
            // Reduce and inclusive scan count the invocation's own bit, exclusive scan none.
            let lane0 = b.extract_element(p(2)?, ctx.i32_type().const_int(0)?)?;
            let bit = b.and(lane0, ctx.i32_type().const_int(1)?)?;
            let exclusive = p(1)?.const_int_zext() == Some(2);
            Some(if exclusive { ret.const_int(0)? } else { bit })
        }
        "GroupNonUniformBallotFindLSB" | "GroupNonUniformBallotFindMSB" => Some(ret.const_int(0)?),
        _ => return group_operation(ctx, op, p, ret),
    })
}

/// The arithmetic `GroupNonUniform` operations on a subgroup of one invocation: the value for
/// reductions and inclusive scans, the operation's identity for exclusive scans.
fn group_operation<'m>(ctx: &'m Context, op: &str, p: &dyn Fn(u32) -> Result<Value<'m>, RunError>, ret: Type<'m>) -> Result<Option<Value<'m>>, RunError> {
    let Some(kind) = op.strip_prefix("GroupNonUniform") else { return Err(setup("no runtime for this builtin")) };
    let identity = match kind {
        "IAdd" | "BitwiseOr" | "BitwiseXor" | "LogicalOr" | "LogicalXor" | "UMax" => ret.const_null()?,
        "FAdd" => ret.const_null()?,
        "IMul" => splat_int(ctx, ret, 1)?,
        "FMul" => splat_real(ctx, ret, 1.0)?,
        "BitwiseAnd" | "LogicalAnd" | "UMin" => ret.const_all_ones()?,
        "SMin" => splat_int(ctx, ret, i64::MAX as u64 >> (64 - ret.scalar_type().int_width().unwrap_or(64)))?,
        "SMax" => splat_int(ctx, ret, 1u64 << (ret.scalar_type().int_width().unwrap_or(64) - 1))?,
        "FMin" => splat_real(ctx, ret, f64::INFINITY)?,
        "FMax" => splat_real(ctx, ret, f64::NEG_INFINITY)?,
        _ => return Err(setup("no runtime for this builtin")),
    };
    Ok(Some(match p(1)?.const_int_zext() {
        Some(0 | 1) => p(2)?,
        Some(2) => identity,
        _ => return Err(setup("only reduce and scan group operations run")),
    }))
}

fn splat_int<'m>(ctx: &'m Context, ty: Type<'m>, v: u64) -> Result<Value<'m>, RunError> {
    let s = ty.scalar_type().const_int(v)?;
    splat(ctx, ty, s)
}

fn splat_real<'m>(ctx: &'m Context, ty: Type<'m>, v: f64) -> Result<Value<'m>, RunError> {
    let s = ty.scalar_type().const_real(v)?;
    splat(ctx, ty, s)
}

fn splat<'m>(ctx: &'m Context, ty: Type<'m>, s: Value<'m>) -> Result<Value<'m>, RunError> {
    match ty.vector_size().filter(|_| ty.is_vector()) {
        Some(n) => Ok(ctx.const_vector(&vec![s; n as usize])?),
        None => Ok(s),
    }
}

/// Calls (declaring on first use) `name` of type `ret (args…)`.
fn call<'m>(ir: &'m Module<'_>, ctx: &'m Context, b: &Builder<'m>, name: &str, ret: Type<'m>, args: &[Value<'m>]) -> Result<Value<'m>, RunError> {
    let types: Vec<Type<'m>> = args.iter().map(|a| a.ty()).collect();
    let fn_ty = ctx.function_type(ret, &types, false)?;
    let callee = ir.get_or_insert_function(name, fn_ty)?;
    Ok(b.call(fn_ty, callee.as_value(), args)?)
}

/// `void __run_entry(ptr)` calling the shader.
fn add_entry(ir: &Module<'_>, ctx: &Context, shader: Function<'_>) -> Result<(), RunError> {
    let fn_ty = ctx.function_type(ctx.void_type(), &[ctx.ptr_type(0)?], false)?;
    let entry = ir.add_function("__run_entry", fn_ty)?;
    let b = Builder::new(ir);
    b.position_at_end(entry.append_basic_block("entry")?)?;
    b.call(shader.function_type(), shader.as_value(), &[])?.set_call_conv(shader.call_conv())?;
    b.ret_void()?;
    Ok(())
}

/// The invocation running on this thread.
#[derive(Clone, Default)]
struct Item {
    local: [u32; 3],
    local_size: [u32; 3],
    group: [u32; 3],
    groups: [u32; 3],
    /// The grid's dimensions (`get_work_dim`).
    dims: u32,
    barrier: Option<Arc<Barrier>>,
}

thread_local! {
    static ITEM: RefCell<Item> = RefCell::new(Item::default());
}

/// Builtin `which` (an index of [`BUILTINS`]) in dimension `dim`.
extern "C" fn run_builtin(which: u32, dim: u32) -> u64 {
    ITEM.with(|w| {
        let w = w.borrow();
        let d = (dim as usize).min(2);
        let linear = (w.local[2] * w.local_size[1] + w.local[1]) * w.local_size[0] + w.local[0];
        u64::from(match which {
            0 => w.group[d] * w.local_size[d] + w.local[d],
            1 => w.local[d],
            2 => w.group[d],
            3 => w.groups[d],
            4 => w.local_size[d],
            5 | 8 => linear,
            6 | 15 => 1,
            7 | 16 => w.local_size.iter().product(),
            10 => w.groups[d] * w.local_size[d],
            11 => w.local_size[d],
            13 => w.dims,
            14 => {
                let global = [0, 1, 2].map(|k| w.groups[k] * w.local_size[k]);
                let id = [0, 1, 2].map(|k| w.group[k] * w.local_size[k] + w.local[k]);
                (id[2] * global[1] + id[1]) * global[0] + id[0]
            }
            _ => 0,
        })
    })
}

extern "C" fn run_barrier() {
    let barrier = ITEM.with(|w| w.borrow().barrier.clone());
    if let Some(b) = barrier {
        b.wait();
    }
}

/// 128-byte aligned storage, so that any vector view of a buffer is aligned.
#[derive(Clone, Copy)]
#[repr(C, align(128))]
struct Block([u8; 128]);

/// Host memory that compiled code reads and writes through a raw address: the bytes of one
/// buffer, 128-byte aligned (so any vector view of it is aligned), rounded up to whole blocks.
pub struct HostMemory {
    blocks: Vec<Block>,
    len: usize,
}

impl HostMemory {
    /// Storage holding a copy of `bytes`.
    pub fn new(bytes: &[u8]) -> HostMemory {
        let mut blocks = vec![Block([0; 128]); bytes.len().div_ceil(128).max(1)];
        for (block, chunk) in blocks.iter_mut().zip(bytes.chunks(128)) {
            block.0[..chunk.len()].copy_from_slice(chunk);
        }
        HostMemory { blocks, len: bytes.len() }
    }

    /// The address of the first byte, for binding to compiled code (valid while `self` lives
    /// and is not moved from).
    pub fn address(&mut self) -> usize {
        self.blocks.as_mut_ptr() as usize
    }

    /// The current contents.
    pub fn bytes(&self) -> Vec<u8> {
        self.blocks.iter().flat_map(|b| b.0).take(self.len).collect()
    }
}
