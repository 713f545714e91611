//! Running an OpenCL kernel (a `Kernel` entry point) on the host: the kernel's arguments are
//! given in order (buffers, local memory, values), the NDRange runs as for shaders (one thread
//! per work-item of a work-group, work-groups one after another), with a fresh local-memory
//! buffer per work-group.
//!
//! The runtime is the shaders' (work-item builtins, barriers, atomics, one-lane sub-groups),
//! plus `get_global_size`, `get_global_offset` (0), `get_work_dim`, `get_enqueued_local_size`,
//! `get_global_linear_id`, and the `OpenCL.std` instructions that are one LLVM intrinsic
//! (`sin`, `sqrt`, `fma`, `fmin`, `popcount`, … the rows of `tables::opencl_std`; and `mad`,
//! `clz`, `ctz`, `s_abs`). A kernel
//! calling anything else (printf, images, other math) is an error naming the call.

use super::{HostMemory, RunError, define_runtime, run_barrier, run_builtin, run_grid, setup};
use crate::llvm::{Builder, CallingConv, CastOp, Context, Function, GepNoWrapFlags, Jit, Module, TypeKind};
use crate::spirv::{self, Section};
use crate::to_llvm;

/// One argument of a kernel, in parameter order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelArg {
    /// A `global` or `constant` buffer: its bytes before the run, and after it.
    Buffer(Vec<u8>),
    /// A `local` buffer of this many bytes, zeroed for every work-group.
    Local(usize),
    /// An argument passed by value: its bytes (little-endian; at least as many as the
    /// parameter's type takes, the first of them used; for a by-value pointer parameter, the
    /// struct it points to).
    Value(Vec<u8>),
}

/// What kernel to run and how.
#[derive(Clone, Debug, Default)]
pub struct KernelOptions {
    /// The kernel's name; `None` for the module's only kernel.
    pub entry: Option<String>,
    /// Work-groups in each dimension (0 counts as 1).
    pub groups: [u32; 3],
    /// The work-group size; `None` takes the kernel's `LocalSize` execution mode
    /// (`reqd_work_group_size`).
    pub local_size: Option<[u32; 3]>,
    /// Specialization constant overrides: `(SpecId, value bits)`.
    pub spec_constants: Vec<(u32, u64)>,
}

/// Runs kernel `options.entry` of `module` over `options.groups` work-groups of
/// `options.local_size` work-items with `args` (one per parameter; buffers are updated).
///
/// ```
/// use spirv_llvm_translator::{run, to_spirv};
/// let ir = "target triple = \"spir64-unknown-unknown\"\n\
///     declare spir_func i64 @_Z13get_global_idj(i32)\n\
///     define spir_kernel void @twice(ptr addrspace(1) %p, i32 %k) {\n\
///       %i = call spir_func i64 @_Z13get_global_idj(i32 0)\n\
///       %q = getelementptr i32, ptr addrspace(1) %p, i64 %i\n\
///       %v = load i32, ptr addrspace(1) %q\n  %w = mul i32 %v, %k\n\
///       store i32 %w, ptr addrspace(1) %q\n  ret void\n}\n";
/// let module = to_spirv::translate_bytes(ir.as_bytes(), &Default::default()).unwrap();
/// let input: Vec<u8> = (1..=8u32).flat_map(u32::to_le_bytes).collect();
/// let mut args = [run::KernelArg::Buffer(input), run::KernelArg::Value(3u32.to_le_bytes().to_vec())];
/// let options = run::KernelOptions { groups: [2, 1, 1], local_size: Some([4, 1, 1]), ..Default::default() };
/// run::run_kernel(&module, &mut args, &options).unwrap();
/// let run::KernelArg::Buffer(out) = &args[0] else { unreachable!() };
/// let words: Vec<u32> = out.chunks(4).map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]])).collect();
/// assert_eq!(words, [3, 6, 9, 12, 15, 18, 21, 24]);
/// ```
pub fn run_kernel(module: &spirv::Module, args: &mut [KernelArg], options: &KernelOptions) -> Result<(), RunError> {
    let (entry, id) = super::entry_point(module, options.entry.as_deref(), ::spirv::ExecutionModel::Kernel)?;
    let local = match options.local_size {
        Some(l) => l,
        None => declared_local_size(module, id).ok_or_else(|| setup(format!("kernel {entry} declares no work-group size: give one")))?,
    };
    super::check_local_size(local)?;
    let ctx = Context::new();
    let translate = to_llvm::Options { spec_constants: options.spec_constants.clone(), ..Default::default() };
    let ir = to_llvm::translate(module, &ctx, &translate)?;
    let kernel = ir.get_function(&entry).ok_or_else(|| setup(format!("no function for kernel {entry}")))?;
    let params = kernel.params();
    if params.len() != args.len() {
        return Err(setup(format!("kernel {entry} takes {} arguments, {} given", params.len(), args.len())));
    }
    for (i, (p, a)) in params.iter().zip(args.iter()).enumerate() {
        let pointer = p.ty().is_pointer();
        let ok = match a {
            KernelArg::Buffer(_) => pointer && p.ty().address_space() != Some(3),
            KernelArg::Local(_) => pointer && p.ty().address_space() == Some(3),
            KernelArg::Value(bytes) => pointer || ir.abi_size_align(p.ty()).is_some_and(|(size, _)| size <= bytes.len() as u64),
        };
        if !ok {
            return Err(setup(format!("argument {i} ({a:?}) does not fit parameter {i} of {entry} ({})", p.ty().print())));
        }
    }
    define_runtime(&ir, &ctx, &std::collections::HashMap::new())?;
    add_kernel_entry(&ir, &ctx, kernel)?;
    ir.verify().map_err(|e| setup(format!("the prepared module does not verify: {e}")))?;

    let mut globals: Vec<Option<HostMemory>> = args
        .iter()
        .map(|a| match a {
            KernelArg::Buffer(bytes) | KernelArg::Value(bytes) => Some(HostMemory::new(bytes)),
            KernelArg::Local(_) => None,
        })
        .collect();
    let symbols = |name: &str| match name {
        "__run_builtin" => Some(run_builtin as extern "C" fn(u32, u32) -> u64 as usize),
        "__run_barrier" => Some(run_barrier as extern "C" fn() as usize),
        _ => None,
    };
    let jit = Jit::new(ir, &symbols)?;
    let call = jit.entry("__run_entry")?;
    run_grid(&call, options.groups, local, |_| {
        // Fresh local memory for each work-group; one address per argument.
        let mut locals: Vec<Option<HostMemory>> =
            args.iter().map(|a| if let KernelArg::Local(n) = a { Some(HostMemory::new(&vec![0; *n])) } else { None }).collect();
        let slots: Vec<u64> = globals
            .iter_mut()
            .zip(locals.iter_mut())
            .map(|(g, l)| g.as_mut().or(l.as_mut()).map_or(0, |m| m.address() as u64))
            .collect();
        (slots, locals)
    });
    for (arg, memory) in args.iter_mut().zip(&globals) {
        if let (KernelArg::Buffer(bytes), Some(m)) = (arg, memory) {
            *bytes = m.bytes();
        }
    }
    Ok(())
}

/// The `LocalSize` execution mode of entry point `id`.
fn declared_local_size(module: &spirv::Module, id: u32) -> Option<[u32; 3]> {
    module.section(Section::ExecutionMode).iter().find_map(|m| match m.operands.as_slice() {
        [f, mode, x, y, z] if *f == id && *mode == ::spirv::ExecutionMode::LocalSize as u32 => Some([*x, *y, *z]),
        _ => None,
    })
}

/// `void __run_entry(ptr slots)`: slot `i` holds the address of argument `i` (the buffer
/// itself for pointer parameters, the value's bytes otherwise); calls the kernel with them.
fn add_kernel_entry(ir: &Module<'_>, ctx: &Context, kernel: Function<'_>) -> Result<(), RunError> {
    let fn_ty = ctx.function_type(ctx.void_type(), &[ctx.ptr_type(0)?], false)?;
    let entry = ir.add_function("__run_entry", fn_ty)?;
    let b = Builder::new(ir);
    b.position_at_end(entry.append_basic_block("entry")?)?;
    let slots = entry.param(0).ok_or_else(|| setup("entry without parameter"))?;
    let i64t = ctx.i64_type();
    let mut values = Vec::new();
    for (i, p) in kernel.params().into_iter().enumerate() {
        let slot = b.gep(i64t, slots, &[i64t.const_int(i as u64)?], GepNoWrapFlags::default())?;
        let address = b.load(i64t, slot)?;
        let value = if p.ty().kind() == TypeKind::Pointer {
            b.cast(CastOp::IntToPtr, address, p.ty())?
        } else {
            let at = b.cast(CastOp::IntToPtr, address, ctx.ptr_type(0)?)?;
            b.load(p.ty(), at)?
        };
        values.push(value);
    }
    // A `spir_kernel` cannot be called: the kernel becomes an ordinary function.
    kernel.set_call_conv(CallingConv::SpirFunc);
    b.call(kernel.function_type(), kernel.as_value(), &values)?.set_call_conv(CallingConv::SpirFunc)?;
    b.ret_void()?;
    Ok(())
}
