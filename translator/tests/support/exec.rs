//! Execution harness: runs an OpenCL kernel given as LLVM IR on the host (MCJIT), one thread
//! per work-item of a work-group so that barriers mean what they mean on a device, with a
//! runtime for the builtins the kernels use under both naming schemes (OpenCL C names such as
//! `_Z13get_global_idj`, and `__spirv_*` names such as `__spirv_BuiltInGlobalInvocationId`).
//!
//! Execution specs sit in the kernel's first comment lines:
//! `// EXEC: kernel=NAME global=X[,Y[,Z]] local=X[,Y[,Z]]` and one `// ARG: …` per parameter:
//! `global <i32|u32|f32> COUNT <zero|iota|rand(SEED)>`, `local <type> COUNT`,
//! `scalar <i32|u32|f32> VALUE`.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::cell::RefCell;
use std::sync::{Arc, Barrier};

use spirv_llvm_translator::llvm::{self, Builder, CallingConv, Context, GepNoWrapFlags, Jit, Module};

/// One kernel argument of a spec.
#[derive(Clone, Debug)]
pub enum Arg {
    /// A global buffer of `count` elements of 4 bytes, initialized by `init`.
    Global { count: usize, float: bool, init: String },
    /// A local buffer (per work-group) of `count` 4-byte elements.
    Local { count: usize },
    /// A 4-byte scalar, as its bits.
    Scalar(u32),
}

/// A parsed execution spec.
#[derive(Clone, Debug)]
pub struct Spec {
    pub kernel: String,
    pub global: [usize; 3],
    pub local: [usize; 3],
    pub dims: u32,
    pub args: Vec<Arg>,
}

fn sizes(text: &str) -> ([usize; 3], u32) {
    let mut out = [1usize; 3];
    let parts: Vec<usize> = text.split(',').map(|p| p.parse().expect("size")).collect();
    for (i, p) in parts.iter().enumerate() {
        out[i] = *p;
    }
    (out, parts.len() as u32)
}

/// Reads the spec from a kernel source's comments.
pub fn parse_spec(source: &str) -> Option<Spec> {
    let mut spec = None;
    let mut args = Vec::new();
    for line in source.lines() {
        if let Some(rest) = line.strip_prefix("// EXEC:") {
            let mut kernel = String::new();
            let (mut global, mut local, mut dims) = ([1; 3], [1; 3], 1);
            for field in rest.split_whitespace() {
                let (k, v) = field.split_once('=').expect("key=value");
                match k {
                    "kernel" => kernel = v.to_string(),
                    "global" => (global, dims) = sizes(v),
                    "local" => local = sizes(v).0,
                    other => panic!("unknown EXEC field {other}"),
                }
            }
            spec = Some(Spec { kernel, global, local, dims, args: Vec::new() });
        } else if let Some(rest) = line.strip_prefix("// ARG:") {
            let f: Vec<&str> = rest.split_whitespace().collect();
            args.push(match f.as_slice() {
                ["global", ty, count, init] => Arg::Global { count: count.parse().unwrap(), float: *ty == "f32", init: init.to_string() },
                ["local", _, count] => Arg::Local { count: count.parse().unwrap() },
                ["scalar", "f32", v] => Arg::Scalar(v.parse::<f32>().unwrap().to_bits()),
                ["scalar", _, v] => Arg::Scalar(v.parse::<i64>().unwrap() as u32),
                other => panic!("bad ARG line {other:?}"),
            });
        }
    }
    spec.map(|mut s| {
        s.args = args;
        s
    })
}

fn initial(count: usize, float: bool, init: &str) -> Vec<u32> {
    let seed = init.strip_prefix("rand(").and_then(|r| r.strip_suffix(')')).map(|s| s.parse::<u64>().unwrap());
    let mut state = seed.unwrap_or(0).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..count)
        .map(|i| match (init, seed) {
            ("zero", _) => 0,
            ("iota", _) => if float { (i as f32).to_bits() } else { i as u32 },
            (_, Some(_)) => {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                if float {
                    (((state >> 40) as f32 / (1u64 << 24) as f32) * 16.0 - 8.0).to_bits()
                } else {
                    ((state >> 33) as i64 % 2_000_000 - 1_000_000) as i32 as u32
                }
            }
            _ => panic!("unknown initializer {init}"),
        })
        .collect()
}

/// The state of the work-item running on this thread.
#[derive(Clone, Default)]
struct WorkItem {
    global_id: [u64; 3],
    local_id: [u64; 3],
    group_id: [u64; 3],
    global_size: [u64; 3],
    local_size: [u64; 3],
    dims: u32,
    barrier: Option<Arc<Barrier>>,
}

thread_local! {
    static ITEM: RefCell<WorkItem> = RefCell::new(WorkItem::default());
}

fn dim(d: u32, f: impl Fn(&WorkItem, usize) -> u64, default: u64) -> u64 {
    ITEM.with(|w| if d < 3 { f(&w.borrow(), d as usize) } else { default })
}

extern "C" fn global_id(d: u32) -> u64 {
    dim(d, |w, i| w.global_id[i], 0)
}
extern "C" fn local_id(d: u32) -> u64 {
    dim(d, |w, i| w.local_id[i], 0)
}
extern "C" fn group_id(d: u32) -> u64 {
    dim(d, |w, i| w.group_id[i], 0)
}
extern "C" fn global_size(d: u32) -> u64 {
    dim(d, |w, i| w.global_size[i], 1)
}
extern "C" fn local_size(d: u32) -> u64 {
    dim(d, |w, i| w.local_size[i], 1)
}
extern "C" fn num_groups(d: u32) -> u64 {
    dim(d, |w, i| w.global_size[i] / w.local_size[i], 1)
}
extern "C" fn global_offset(_d: u32) -> u64 {
    0
}
extern "C" fn work_dim() -> u32 {
    ITEM.with(|w| w.borrow().dims)
}
extern "C" fn barrier(_flags: u32) {
    let b = ITEM.with(|w| w.borrow().barrier.clone());
    if let Some(b) = b {
        b.wait();
    }
}
extern "C" fn barrier2(_flags: u32, _scope: u32) {
    barrier(0);
}
extern "C" fn spirv_barrier(_exec: u32, _mem: u32, _sem: u32) {
    barrier(0);
}
extern "C" fn sqrt_f(x: f32) -> f32 {
    x.sqrt()
}
extern "C" fn fabs_f(x: f32) -> f32 {
    x.abs()
}
extern "C" fn floor_f(x: f32) -> f32 {
    x.floor()
}
extern "C" fn fmin_f(x: f32, y: f32) -> f32 {
    x.min(y)
}
extern "C" fn fmax_f(x: f32, y: f32) -> f32 {
    x.max(y)
}
extern "C" fn mad_f(x: f32, y: f32, z: f32) -> f32 {
    x * y + z
}
extern "C" fn fma_f(x: f32, y: f32, z: f32) -> f32 {
    x.mul_add(y, z)
}
extern "C" fn abs_i(x: i32) -> i32 {
    x.wrapping_abs()
}
extern "C" fn min_i(x: i32, y: i32) -> i32 {
    x.min(y)
}
extern "C" fn max_i(x: i32, y: i32) -> i32 {
    x.max(y)
}
extern "C" fn clamp_i(x: i32, lo: i32, hi: i32) -> i32 {
    x.max(lo).min(hi)
}

/// The runtime function for a declared builtin, by its demangled name and parameters.
fn runtime(symbol: &str) -> Option<usize> {
    let (name, params) = match spirv_llvm_mangling::demangle(symbol) {
        Ok(sig) => (sig.name, sig.params.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(",")),
        Err(_) => (symbol.to_string(), String::new()),
    };
    let name = name.strip_prefix("__spirv_ocl_").map(|n| n.trim_start_matches("s_").to_string()).unwrap_or(name);
    let f: usize = match (name.as_str(), params.as_str()) {
        ("get_global_id" | "__spirv_BuiltInGlobalInvocationId", _) => global_id as *const () as usize,
        ("get_local_id" | "__spirv_BuiltInLocalInvocationId", _) => local_id as *const () as usize,
        ("get_group_id" | "__spirv_BuiltInWorkgroupId", _) => group_id as *const () as usize,
        ("get_global_size" | "__spirv_BuiltInGlobalSize", _) => global_size as *const () as usize,
        ("get_local_size" | "__spirv_BuiltInWorkgroupSize" | "get_enqueued_local_size", _) => local_size as *const () as usize,
        ("get_num_groups" | "__spirv_BuiltInNumWorkgroups", _) => num_groups as *const () as usize,
        ("get_global_offset" | "__spirv_BuiltInGlobalOffset", _) => global_offset as *const () as usize,
        ("get_work_dim" | "__spirv_BuiltInWorkDim", _) => work_dim as *const () as usize,
        ("barrier", _) => barrier as *const () as usize,
        ("work_group_barrier", p) if p.contains(',') => barrier2 as *const () as usize,
        ("work_group_barrier", _) => barrier as *const () as usize,
        ("__spirv_ControlBarrier", _) => spirv_barrier as *const () as usize,
        ("sqrt", "float") => sqrt_f as *const () as usize,
        ("fabs", "float") => fabs_f as *const () as usize,
        ("floor", "float") => floor_f as *const () as usize,
        ("fmin", "float,float") => fmin_f as *const () as usize,
        ("fmax", "float,float") => fmax_f as *const () as usize,
        ("mad", "float,float,float") => mad_f as *const () as usize,
        ("fma", "float,float,float") => fma_f as *const () as usize,
        ("abs", "int") => abs_i as *const () as usize,
        ("min", "int,int") => min_i as *const () as usize,
        ("max", "int,int") => max_i as *const () as usize,
        ("clamp", "int,int,int") => clamp_i as *const () as usize,
        _ => return None,
    };
    Some(f)
}

/// Adds `void __harness_entry(ptr args)` that loads each parameter of `kernel` from the
/// pointer in slot `i` of `args` and calls the kernel.
fn add_entry(module: &Module<'_>, ctx: &Context, kernel: &str) -> Result<(), String> {
    let k = module.get_function(kernel).ok_or_else(|| format!("no kernel {kernel}"))?;
    let ptr = ctx.ptr_type(0).map_err(|e| e.to_string())?;
    let fn_ty = ctx.function_type(ctx.void_type(), &[ptr], false).map_err(|e| e.to_string())?;
    let entry = module.add_function("__harness_entry", fn_ty).map_err(|e| e.to_string())?;
    let bb = entry.append_basic_block("entry").map_err(|e| e.to_string())?;
    let b = Builder::new(module);
    b.position_at_end(bb).map_err(|e| e.to_string())?;
    let args_ptr = entry.param(0).ok_or("no param")?;
    let mut args = Vec::new();
    for (i, p) in k.params().iter().enumerate() {
        let idx = ctx.i64_type().const_int(i as u64).map_err(|e| e.to_string())?;
        let slot_ptr = b.gep(ptr, args_ptr, &[idx], GepNoWrapFlags::NONE).map_err(|e| e.to_string())?;
        let slot = b.load(ptr, slot_ptr).map_err(|e| e.to_string())?;
        args.push(b.load(p.ty(), slot).map_err(|e| e.to_string())?);
    }
    let call = b.call(k.function_type(), k.as_value(), &args).map_err(|e| e.to_string())?;
    call.set_call_conv(CallingConv::C).map_err(|e| e.to_string())?;
    b.ret_void().map_err(|e| e.to_string())?;
    Ok(())
}

/// Runs `module`'s kernel per `spec`; returns the final contents of every global buffer.
///
/// `llvm.fmuladd` may be fused or not; LLVM's SPIR-V backend fuses it (OpenCL.std `fma`), the
/// host's code generator does not, so every `fmuladd` is made an `fma` first: both sides then
/// compute the same, exactly rounded result.
pub fn run<'c>(module: Module<'c>, ctx: &'c Context, spec: &Spec) -> Result<Vec<Vec<u32>>, String> {
    let text = module.print_to_string();
    let module = if text.contains("@llvm.fmuladd.") {
        Module::parse_ir(ctx, &text.replace("@llvm.fmuladd.", "@llvm.fma.")).map_err(|e| e.to_string())?
    } else {
        module
    };
    add_entry(&module, ctx, &spec.kernel)?;
    module.verify().map_err(|e| e.to_string())?;
    let jit = Jit::new(module, &runtime).map_err(|e| e.to_string())?;
    let entry = jit.entry("__harness_entry").map_err(|e| e.to_string())?;
    let mut buffers: Vec<Vec<u32>> = Vec::new();
    for a in &spec.args {
        if let Arg::Global { count, float, init } = a {
            buffers.push(initial(*count, *float, init));
        }
    }
    let groups: Vec<[u64; 3]> = {
        let n: Vec<u64> = (0..3).map(|d| (spec.global[d] / spec.local[d].max(1)) as u64).collect();
        let mut g = Vec::new();
        for z in 0..n[2] {
            for y in 0..n[1] {
                for x in 0..n[0] {
                    g.push([x, y, z]);
                }
            }
        }
        g
    };
    let group_size = spec.local.iter().product::<usize>();
    for group in groups {
        // Fresh local buffers per group; argument slots hold each argument's value.
        let mut locals: Vec<Vec<u32>> = spec.args.iter().filter_map(|a| if let Arg::Local { count } = a { Some(vec![0u32; *count]) } else { None }).collect();
        let mut slots: Vec<u64> = Vec::new();
        let (mut gi, mut li) = (0, 0);
        for a in &spec.args {
            slots.push(match a {
                Arg::Global { .. } => {
                    gi += 1;
                    buffers[gi - 1].as_mut_ptr() as u64
                }
                Arg::Local { .. } => {
                    li += 1;
                    locals[li - 1].as_mut_ptr() as u64
                }
                Arg::Scalar(bits) => u64::from(*bits),
            });
        }
        let slot_ptrs: Vec<u64> = slots.iter().map(|s| s as *const u64 as u64).collect();
        let args_addr = slot_ptrs.as_ptr() as usize;
        let bar = Arc::new(Barrier::new(group_size));
        std::thread::scope(|scope| {
            for lz in 0..spec.local[2] {
                for ly in 0..spec.local[1] {
                    for lx in 0..spec.local[0] {
                        let local = [lx as u64, ly as u64, lz as u64];
                        let item = WorkItem {
                            global_id: [0, 1, 2].map(|d| group[d] * spec.local[d] as u64 + local[d]),
                            local_id: local,
                            group_id: group,
                            global_size: spec.global.map(|g| g as u64),
                            local_size: spec.local.map(|l| l as u64),
                            dims: spec.dims,
                            barrier: Some(bar.clone()),
                        };
                        scope.spawn(move || {
                            ITEM.with(|w| *w.borrow_mut() = item);
                            entry.call(args_addr);
                        });
                    }
                }
            }
        });
        drop(locals);
    }
    Ok(buffers)
}

/// Parses LLVM bitcode into `ctx`.
pub fn parse<'c>(ctx: &'c Context, bytes: &[u8]) -> Result<Module<'c>, String> {
    llvm::Module::parse_bitcode(ctx, bytes).map_err(|e| e.to_string())
}
