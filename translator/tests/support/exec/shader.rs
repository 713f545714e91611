//! Running a Vulkan compute shader that clspv made from an OpenCL C kernel: the kernel's
//! arguments are bound as clspv's `NonSemantic.ClspvReflection` says (storage buffers by
//! descriptor set and binding, plain-data arguments in the push-constant block or in their
//! own buffer, local-memory arguments as work-group arrays sized by a specialization
//! constant), the work-group size through the specialization constants clspv reserves for it,
//! and the grid, threads and barriers exactly as for kernels (`super::run`).
//!
//! The run itself is the library's (`spirv_llvm_translator::run`, what `spirv-llvm run` does):
//! these tests check it too.

use std::collections::HashMap;

use spirv_llvm_translator::run;
use spirv_llvm_translator::spirv::{self, Id, Section};

use super::{Arg, Spec, initial};

/// Where clspv put one kernel argument.
#[derive(Clone, Copy, Debug)]
enum Binding {
    /// A pointer argument: the storage buffer at (set, binding).
    Buffer { set: u32, binding: u32 },
    /// A plain-data argument at `offset` of the push-constant block.
    PushConstant { offset: u32 },
    /// A plain-data argument at `offset` of the buffer at (set, binding).
    PodBuffer { set: u32, binding: u32, offset: u32 },
    /// A local-memory argument: a work-group array whose length is specialization constant `spec_id`.
    Workgroup { spec_id: u32 },
}

/// What the harness needs from clspv's reflection of one kernel.
#[derive(Debug, Default)]
struct Reflection {
    args: HashMap<u32, Binding>,
    /// The specialization constants of the work-group size (x, y, z).
    workgroup_size: Option<[u32; 3]>,
    /// Push constants the kernel reads besides its arguments: (instruction name, offset).
    push_globals: Vec<(String, u32)>,
}

/// Reads clspv's reflection of `kernel`.
fn reflection(module: &spirv::Module, kernel: &str) -> Result<Reflection, String> {
    let index = module.index();
    let constant = |id: u32| -> Result<u32, String> {
        match index.def(Id(id)) {
            Some(d) if d.op() == Some(::spirv::Op::Constant) => d.operands.first().copied().ok_or_else(|| format!("constant {id} without value")),
            _ => Err(format!("reflection operand {id} is not a constant")),
        }
    };
    let string = |id: u32| -> Option<String> {
        index.def(Id(id)).and_then(|d| spirv::operands::decode_string(&d.operands).ok()).map(|(s, _)| s)
    };
    let set_ids: Vec<u32> = module
        .section(Section::ExtInstImport)
        .iter()
        .filter(|i| spirv::operands::decode_string(&i.operands).is_ok_and(|(s, _)| s.starts_with("NonSemantic.ClspvReflection.")))
        .filter_map(|i| i.result.map(|r| r.0))
        .collect();
    let grammar = spirv::grammar::ext_inst_set("NonSemantic.ClspvReflection.5").ok_or("no ClspvReflection grammar")?;
    let mut r = Reflection::default();
    let mut this_kernel = None;
    for inst in module.section(Section::Global).iter().chain(&module.trailing) {
        if inst.op() != Some(::spirv::Op::ExtInst) || !inst.operands.first().is_some_and(|s| set_ids.contains(s)) {
            continue;
        }
        let name = grammar.instruction(inst.operands[1]).map(|g| g.opname).unwrap_or("");
        let ops = &inst.operands[2..];
        let word = |i: usize| ops.get(i).copied().ok_or_else(|| format!("{name} without operand {i}"));
        match name {
            "Kernel" => {
                if string(word(1)?).as_deref() == Some(kernel) {
                    this_kernel = inst.result.map(|id| id.0);
                }
            }
            "SpecConstantWorkgroupSize" => r.workgroup_size = Some([constant(word(0)?)?, constant(word(1)?)?, constant(word(2)?)?]),
            n if n.starts_with("PushConstant") => r.push_globals.push((n.to_string(), constant(word(0)?)?)),
            n if n.starts_with("Argument") && n != "ArgumentInfo" => {
                if Some(word(0)?) != this_kernel {
                    continue;
                }
                let ordinal = constant(word(1)?)?;
                let binding = match n {
                    "ArgumentStorageBuffer" | "ArgumentUniform" => Binding::Buffer { set: constant(word(2)?)?, binding: constant(word(3)?)? },
                    "ArgumentPodPushConstant" => Binding::PushConstant { offset: constant(word(2)?)? },
                    "ArgumentPodStorageBuffer" | "ArgumentPodUniform" => {
                        Binding::PodBuffer { set: constant(word(2)?)?, binding: constant(word(3)?)?, offset: constant(word(4)?)? }
                    }
                    "ArgumentWorkgroup" => Binding::Workgroup { spec_id: constant(word(2)?)? },
                    other => return Err(format!("clspv argument kind {other} is not run by the harness")),
                };
                r.args.insert(ordinal, binding);
            }
            _ => {}
        }
    }
    if this_kernel.is_none() {
        return Err(format!("no clspv reflection for kernel {kernel}"));
    }
    Ok(r)
}

/// Runs the clspv-compiled `kernel` of `spec` in `shader` through spirv2llvm; returns the final
/// bytes of every global buffer, as [`super::run`] does for the OpenCL C kernel.
pub fn run_shader(shader: &spirv::Module, spec: &Spec) -> Result<Vec<Vec<u8>>, String> {
    run_shader_via(shader, spec, &|_, _| Ok(None))
}

/// As [`run_shader`], but runs the module `via` makes of `shader` and its specialization
/// constants (`(SpecId, value)`) when it makes one (bound by `shader`'s reflection, with the
/// constants already applied).
pub fn run_shader_via(shader: &spirv::Module, spec: &Spec, via: &Transform<'_>) -> Result<Vec<Vec<u8>>, String> {
    let refl = reflection(shader, &spec.kernel)?;
    let mut spec_constants = Vec::new();
    if let Some(ids) = refl.workgroup_size {
        for (d, id) in ids.iter().enumerate() {
            spec_constants.push((*id, spec.local[d] as u64));
        }
    }
    // Storage: each buffer argument, each buffer of plain-data arguments, the push constants.
    let mut buffers: Vec<Resource> = Vec::new();
    let mut compared = Vec::new();
    let mut pod_buffers: HashMap<(u32, u32), Vec<u8>> = HashMap::new();
    let mut push = vec![0u8; 256];
    for (ordinal, a) in spec.args.iter().enumerate() {
        let binding = refl.args.get(&(ordinal as u32)).copied();
        match (a, binding) {
            (Arg::Global { elem, count, init }, Some(Binding::Buffer { set, binding })) => {
                compared.push(Some(buffers.len()));
                buffers.push(Resource { set, binding, bytes: initial(*elem, *count, init)? });
            }
            (Arg::Scalar(bytes), Some(Binding::PushConstant { offset })) => put(&mut push, offset, bytes),
            (Arg::Scalar(bytes), Some(Binding::PodBuffer { set, binding, offset })) => {
                put(pod_buffers.entry((set, binding)).or_default(), offset, bytes);
            }
            // A struct passed by value (a `global` buffer in the spec): its bytes as push
            // constants or in their buffer; the spec's buffer stays, unchanged, for the
            // comparison.
            (Arg::Global { elem, count, init }, Some(Binding::PushConstant { offset })) => {
                put(&mut push, offset, &initial(*elem, *count, init)?);
                compared.push(None);
            }
            (Arg::Global { elem, count, init }, Some(Binding::PodBuffer { set, binding, offset })) => {
                put(pod_buffers.entry((set, binding)).or_default(), offset, &initial(*elem, *count, init)?);
                compared.push(None);
            }
            (Arg::Local { count, .. }, Some(Binding::Workgroup { spec_id })) => spec_constants.push((spec_id, *count as u64)),
            (a, b) => return Err(format!("argument {ordinal} ({a:?}) has clspv binding {b:?}")),
        }
    }
    for (name, offset) in &refl.push_globals {
        let values: [u64; 3] = match name.as_str() {
            "PushConstantGlobalSize" => spec.global.map(|g| g as u64),
            "PushConstantEnqueuedLocalSize" => spec.local.map(|l| l as u64),
            "PushConstantNumWorkgroups" => [0, 1, 2].map(|d| (spec.global[d] / spec.local[d].max(1)) as u64),
            "PushConstantGlobalOffset" | "PushConstantRegionOffset" | "PushConstantRegionGroupOffset" => [0; 3],
            other => return Err(format!("clspv push constant {other} is not provided by the harness")),
        };
        let bytes: Vec<u8> = values.iter().flat_map(|&v| (v as u32).to_le_bytes()).collect();
        put(&mut push, *offset, &bytes);
    }
    buffers.extend(pod_buffers.into_iter().map(|((set, binding), bytes)| Resource { set, binding, bytes }));
    let grid = Grid { local: spec.local, global: spec.global, dims: spec.dims };
    let out = match via(shader, &spec_constants)? {
        Some(other) => run_bound(&other, &spec.kernel, grid, &buffers, &push, Vec::new())?,
        None => run_bound(shader, &spec.kernel, grid, &buffers, &push, spec_constants)?,
    };
    let mut results = Vec::new();
    for (k, a) in spec.args.iter().enumerate().filter(|(_, a)| matches!(a, Arg::Global { .. })) {
        let slot = compared.get(results.len()).copied().flatten();
        results.push(match (slot, a) {
            (Some(b), _) => out[b].clone(),
            (None, Arg::Global { elem, count, init }) => initial(*elem, *count, init)?,
            _ => return Err(format!("argument {k}")),
        });
    }
    Ok(results)
}

/// What [`run_shader_via`] runs instead of a shader, given its specialization constants.
pub type Transform<'a> = dyn Fn(&spirv::Module, &[(u32, u64)]) -> Result<Option<spirv::Module>, String> + 'a;

/// A buffer bound at (set, binding): the runner's own type.
pub use run::Buffer as Resource;

/// The work-group size, the total size of the grid (a multiple of it) and its dimensions.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    pub local: [usize; 3],
    pub global: [usize; 3],
    pub dims: u32,
}

/// Runs entry point `entry` of `shader` with the library's runner (`run::run_compute`, what
/// `spirv-llvm run` does) over `grid`, with `buffers` bound by descriptor set and binding,
/// `push` as the push-constant block and `spec_constants` as `(SpecId, value)` overrides;
/// returns the final bytes of each buffer.
pub fn run_bound(
    shader: &spirv::Module,
    entry: &str,
    grid: Grid,
    buffers: &[Resource],
    push: &[u8],
    spec_constants: Vec<(u32, u64)>,
) -> Result<Vec<Vec<u8>>, String> {
    let mut bound = buffers.to_vec();
    let groups = [0, 1, 2].map(|d| (grid.global[d] / grid.local[d].max(1)) as u32);
    let options = run::RunOptions { entry: Some(entry.to_string()), groups, push_constants: push.to_vec(), spec_constants };
    run::run_compute(shader, &mut bound, &options).map_err(|e| e.to_string())?;
    Ok(bound.into_iter().map(|b| b.bytes).collect())
}

/// Writes `bytes` at `offset` of `buf`, growing it as needed.
fn put(buf: &mut Vec<u8>, offset: u32, bytes: &[u8]) {
    let end = offset as usize + bytes.len();
    if buf.len() < end {
        buf.resize(end, 0);
    }
    buf[offset as usize..end].copy_from_slice(bytes);
}
