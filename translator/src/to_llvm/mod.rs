//! SPIR-V → LLVM IR, following "SPIR-V representation in LLVM IR".
//!
//! Two phases over one [`Translator`]: first module-level declarations (types on demand,
//! constants, global variables, function signatures), then function bodies in order, blocks in
//! SPIR-V order (which dominance-orders them, so every non-phi operand is translated before its
//! use). `OpPhi` incoming values are filled in after the whole function is translated.
//!
//! Ids index dense vectors (`Vec<Option<_>>` by id) for types and values. Everything SPIR-V
//! specific without an LLVM instruction becomes a call to a `__spirv_*` builtin whose name is
//! mangled by `spirv-llvm-mangling`. Module facts become `!spirv.*` named metadata through the
//! typed shapes of `spirv-llvm-metadata`. The finished module passes the LLVM verifier before
//! it is returned.

mod arith;
mod aux_data;
mod builtins;
mod composite;
mod constants;
mod control;
mod convergence;
mod cooperative_matrix;
mod debug_info;
mod decorations;
mod error;
mod ext_inst;
mod extensions;
mod float_controls;
mod functions;
mod globals;
mod glsl;
mod kernel_args;
mod matrix;
mod memory;
mod metadata;
mod opencl_enqueue;
mod opencl_avc;
mod opencl_images;
mod opencl_names;
mod opencl_pipes;
mod shader;
mod shader_ops;
mod types;
mod vector_compute;

use crate::llvm::{self, BasicBlock, Builder, Context, Function, Type, Value};
use crate::spirv::{self, Id, Index, Instruction};

pub use error::{Error, ErrorKind};

/// Which names SPIR-V builtins get in the output.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TargetEnv {
    /// SPIR-V friendly IR: `__spirv_*` builtins (the default).
    #[default]
    SpvIr,
    /// OpenCL C 1.2 builtin names (`barrier`, `get_global_id`, …).
    Cl12,
    /// OpenCL C 2.0 builtin names (`work_group_barrier`, …).
    Cl20,
}

/// How builtin variables (`BuiltIn` decorations) are represented.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BuiltinFormat {
    /// Calls to `__spirv_BuiltIn*` functions (the default).
    #[default]
    Call,
    /// External `__spirv_BuiltIn*` global variables.
    Global,
}

/// Settings of the SPIR-V → LLVM direction.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Builtin naming scheme.
    pub target_env: TargetEnv,
    /// Builtin variable representation.
    pub builtin_format: BuiltinFormat,
    /// Specialization constant overrides: `(SpecId, value bits)`, as `llvm-spirv -spec-const`.
    pub spec_constants: Vec<(u32, u64)>,
    /// Functions used as function pointers, and pointers to functions, in address space 9
    /// (`CodeSectionINTEL`), as `llvm-spirv -r -spirv-emit-function-ptr-addr-space` writes
    /// them; otherwise in the address space of their storage class.
    pub function_pointer_address_space: bool,
    /// Whether `NonSemantic.AuxData` instructions become the function attributes and metadata
    /// they describe (`--spirv-preserve-auxdata`); otherwise they are ignored.
    pub preserve_aux_data: bool,
    /// Whether the `kernel_arg_type.{kernel}.…` and `kernel_arg_type_qual.{kernel}.…`
    /// `OpString`s give `!kernel_arg_type` and `!kernel_arg_type_qual`
    /// (`-preserve-ocl-kernel-arg-type-metadata-through-string`); otherwise both are derived
    /// from the SPIR-V types and decorations, as the Khronos translator does.
    pub kernel_arg_strings: bool,
}

/// Translates a SPIR-V module into a new LLVM module in `ctx`; the result passes the verifier.
pub fn translate<'ctx>(
    spv: &spirv::Module,
    ctx: &'ctx Context,
    options: &Options,
) -> Result<llvm::Module<'ctx>, Error> {
    if spirv::fnvar::is_multi_target(spv) {
        // Its conditional capabilities, entry points and variants have no LLVM counterpart.
        return Err(Error::at(
            ErrorKind::Unsupported("a multi-target SPV_INTEL_function_variants module: specialize it first (spirv::fnvar::specialize, -fnvar-spec-enable)".into()),
            None,
        ));
    }
    let module = llvm::Module::new(ctx, "").map_err(|e| Error::llvm(e, None))?;
    {
        let index = spv.index();
        let mut t = Translator::new(spv, &index, ctx, &module, options);
        t.run().map_err(|e| e.locate(spv))?;
    }
    module
        .verify()
        .map_err(|e| Error::at(ErrorKind::Verify(e.to_string()), None))?;
    Ok(module)
}

/// The instruction being translated.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Current {
    id: Option<Id>,
    opcode: u16,
    location: spirv::Location,
}

/// Per-function state.
#[derive(Default)]
struct FunctionState<'a> {
    /// `OpPhi`s waiting for their incoming values: (phi, instruction).
    phis: Vec<(Value<'a>, Instruction)>,
    /// Loop headers with their loop-control word, for `llvm.loop` metadata.
    loops: Vec<(Id, u32, Vec<u32>)>,
    /// Unstructured loops (`OpLoopControlINTEL`): the header block, the loop-control word and
    /// its parameters.
    unstructured_loops: Vec<(BasicBlock<'a>, u32, Vec<u32>)>,
    /// Shader modules: each header block with its merge instruction, for `!spirv.*Merge`.
    merges: Vec<(BasicBlock<'a>, Instruction)>,
    /// The entry block, where allocas go.
    entry: Option<BasicBlock<'a>>,
    /// For each id used in the function: the lanes extracts and shuffles take from it, or
    /// `None` if it has another use (built on first need, see `opencl_images::lane_uses`).
    lane_uses: Option<std::collections::HashMap<u32, Option<opencl_images::LaneUse>>>,
    /// The function's `FPFastMathDefault`s: (floating-point width, flags).
    fp_defaults: Vec<(u32, crate::llvm::FastMathFlags)>,
}

/// The translation context: SPIR-V facts by id and the LLVM objects made for them.
pub(crate) struct Translator<'a, 'ctx> {
    spv: &'a spirv::Module,
    index: &'a Index<'a>,
    ctx: &'ctx Context,
    module: &'a llvm::Module<'ctx>,
    options: &'a Options,
    builder: Builder<'a>,
    types: Vec<Option<Type<'ctx>>>,
    values: Vec<Option<Value<'a>>>,
    blocks: Vec<Option<BasicBlock<'a>>>,
    functions: Vec<Option<Function<'a>>>,
    /// Builtin variables by id (call format), and access chains into them.
    builtin_vars: Vec<Option<builtins::BuiltinRef<'a>>>,
    /// The instruction being translated, for error messages.
    current: Option<Current>,
    /// Kernels: index of the SPIR-V function, its `spir_kernel` LLVM function, entry-point name.
    kernels: Vec<(usize, Function<'a>, String)>,
    /// The items of each `kernel_arg_*.{kernel}.` OpString by (list, kernel), built on first use.
    kernel_arg_types: Option<std::collections::HashMap<(&'static str, String), Vec<String>>>,
    /// Positions in the global section of the constants made per function
    /// (`Translator::function_constants`), found on first use.
    /// Module-level variables initialized with an `OpConstantSampler` (a program-scope
    /// `constant sampler_t`), by id: loads of one are its sampler (`globals::global_variable`).
    sampler_vars: std::collections::HashMap<u32, Id>,
    function_constants: Option<Vec<usize>>,
    /// Entry points by function id.
    entry_points: Vec<Option<(spirv_headers::ExecutionModel, String)>>,
    /// OpenCL C target environments: each `OpSampledImage` result by id, as its image and
    /// sampler (the sampling instruction that uses it takes both).
    sampled_images: std::collections::HashMap<u32, (Id, Id)>,
    /// Each `OpVmeImageINTEL`'s image and sampler (OpenCL C environments: `opencl_avc.rs`).
    vme_images: std::collections::HashMap<u32, (Id, Id)>,
    func: FunctionState<'a>,
    /// Debug information, when the module has a debug compilation unit.
    debug: Option<debug_info::DebugState<'a>>,
    /// A Shader module (Vulkan compute): see `shader.rs`.
    shader: bool,
    /// The module declares capability `CooperativeMatrixKHR` (see `cooperative_matrix.rs`).
    cooperative_matrices: bool,
    /// The module declares capability `VectorComputeINTEL` (see `vector_compute.rs`).
    vector_compute: bool,
    /// Whether some `UserSemantic` decorates a result or a struct member (annotations to make;
    /// `decorations::annotate` is skipped for every instruction otherwise).
    user_semantics: bool,
    /// The metadata of `SPV_INTEL_memory_access_aliasing` declarations by id (`memory.rs`).
    alias_nodes: std::collections::HashMap<Id, crate::llvm::Metadata<'a>>,
    /// Shader modules: explicit layouts of struct and array types by id (see `shader.rs`).
    layouts: Vec<Option<shader::Layout>>,
    /// Each entry point's `FPFastMathDefault`s (`float_controls.rs`).
    fp_defaults: float_controls::FpDefaults,
    /// Calls of the module's mapping functions made in the current function, named `call`
    /// when it is done (after the values `OpName` names, which keep their names).
    mapping_calls: std::cell::RefCell<Vec<Value<'a>>>,
}

impl<'a, 'ctx> Translator<'a, 'ctx> {
    fn new(
        spv: &'a spirv::Module,
        index: &'a Index<'a>,
        ctx: &'ctx Context,
        module: &'a llvm::Module<'ctx>,
        options: &'a Options,
    ) -> Self {
        let bound = spv.header.bound as usize;
        Translator {
            spv,
            index,
            ctx,
            module,
            options,
            builder: Builder::new_unfolded(module),
            types: vec![None; bound],
            values: vec![None; bound],
            blocks: vec![None; bound],
            functions: vec![None; bound],
            builtin_vars: vec![None; bound],
            current: None,
            kernels: Vec::new(),
            entry_points: vec![None; bound],
            kernel_arg_types: None,
            function_constants: None,
            sampler_vars: std::collections::HashMap::new(),
            sampled_images: std::collections::HashMap::new(),
            vme_images: std::collections::HashMap::new(),
            func: FunctionState::default(),
            debug: None,
            shader: false,
            cooperative_matrices: false,
            vector_compute: false,
            user_semantics: false,
            alias_nodes: std::collections::HashMap::new(),
            layouts: Vec::new(),
            fp_defaults: float_controls::FpDefaults::new(),
            mapping_calls: std::cell::RefCell::new(Vec::new()),
        }
    }

    fn run(&mut self) -> Result<(), Error> {
        self.check_module()?;
        self.index_entry_points();
        self.module_setup()?;
        self.declare_globals()?;
        self.declare_functions()?;
        self.find_user_semantics();
        self.aux_data()?;
        self.debug_setup()?;
        self.index_fp_fast_math_defaults()?;
        for f in 0..self.spv.functions.len() {
            self.function_body(f)?;
        }
        self.global_annotations()?;
        self.aux_global_instruction_metadata()?;
        self.propagate_convergence()?;
        self.order_functions();
        self.debug_finish()?;
        self.module_metadata()?;
        Ok(())
    }

    /// An error about the instruction being translated.
    fn err(&self, kind: ErrorKind) -> Error {
        Error::at(kind, self.current)
    }

    /// Makes `inst` at `location` the subject of error messages.
    fn at(&mut self, inst: &Instruction, location: spirv::Location) {
        self.current = Some(Current { id: inst.result, opcode: inst.opcode, location });
    }

    fn unsupported(&self, what: impl Into<String>) -> Error {
        self.err(ErrorKind::Unsupported(what.into()))
    }

    fn malformed(&self, what: impl Into<String>) -> Error {
        self.err(ErrorKind::Malformed(what.into()))
    }

    /// Wraps an LLVM wrapper error with the current instruction.
    fn ll<T>(&self, r: Result<T, llvm::Error>) -> Result<T, Error> {
        r.map_err(|e| Error::llvm(e, self.current))
    }

    /// A conversion the translation adds around a builtin call (no instruction of the module
    /// asks for it): folded when `v` is a constant, as the reference's builder folds it (the
    /// module's own instructions stay instructions, `Builder::new_unfolded`).
    fn helper_cast(&self, op: llvm::CastOp, v: Value<'a>, ty: Type<'a>) -> Result<Value<'a>, Error> {
        if v.is_plain_constant_data() {
            if let Ok(c) = v.const_cast(op, ty) {
                return Ok(c);
            }
        }
        self.ll(self.builder.cast(op, v, ty))
    }

    /// The defining instruction of `id`.
    fn def(&self, id: Id) -> Result<&'a Instruction, Error> {
        self.index.def(id).ok_or_else(|| self.malformed(format!("{id} is not defined")))
    }

    /// The LLVM value for `id`.
    fn value(&self, id: Id) -> Result<Value<'a>, Error> {
        match self.values.get(id.0 as usize).copied().flatten() {
            Some(v) => Ok(v),
            None => match self.index.def(id) {
                // A builtin variable used other than by a load (through a cast or an access
                // chain): the external `__spirv_BuiltIn*` global stands for it there.
                Some(d) if d.op() == Some(spirv_headers::Op::Variable) && !self.decorations(id, spirv_headers::Decoration::BuiltIn).is_empty() => {
                    self.builtin_global(id, d)
                }
                Some(d) => Err(self.unsupported(format!("value {id} defined by {}", d.opcode_name()))),
                None => Err(self.malformed(format!("{id} is not defined"))),
            },
        }
    }

    fn set_value(&mut self, id: Id, value: Value<'a>) {
        if let Some(slot) = self.values.get_mut(id.0 as usize) {
            *slot = Some(value);
        }
    }

    /// Operand word `i` of `inst` as an id's value.
    fn operand(&self, inst: &Instruction, i: usize) -> Result<Value<'a>, Error> {
        let id = inst.id_operand(i).ok_or_else(|| self.malformed(format!("missing operand {i}")))?;
        self.value(id)
    }

    /// Operand word `i` of `inst`.
    fn word(&self, inst: &Instruction, i: usize) -> Result<u32, Error> {
        inst.operands.get(i).copied().ok_or_else(|| self.malformed(format!("missing operand {i}")))
    }

    /// The result type of `inst`, translated.
    fn result_type(&self, inst: &Instruction) -> Result<Type<'ctx>, Error> {
        let t = inst.result_type.ok_or_else(|| self.malformed("missing result type"))?;
        self.ty(t)
    }

    /// The LLVM type of `inst`'s result, `void` for an instruction without one.
    fn result_type_or_void(&self, inst: &Instruction) -> Result<Type<'ctx>, Error> {
        match inst.result_type {
            Some(t) => self.ty(t),
            None => Ok(self.ctx.void_type()),
        }
    }

    /// Calls intrinsic `llvm.{name}` overloaded on `overloads` (their type suffixes, in order),
    /// returning `ret`; declared on first use.
    pub(super) fn intrinsic(&self, name: &str, overloads: &[Type<'a>], ret: Type<'a>, args: &[Value<'a>]) -> Result<Value<'a>, Error> {
        let mut full = format!("llvm.{name}");
        for t in overloads {
            let suffix = t.intrinsic_suffix().ok_or_else(|| self.malformed(format!("llvm.{name} on {}", t.print())))?;
            full.push('.');
            full.push_str(&suffix);
        }
        let params: Vec<Type<'a>> = args.iter().map(|a| a.ty()).collect();
        let fn_ty = self.ll(self.ctx.function_type(ret, &params, false))?;
        let f = self.ll(self.module.get_or_insert_function(&full, fn_ty))?;
        self.ll(self.builder.call(fn_ty, f.as_value(), args))
    }

    /// The SPIR-V decorations of `id` with the given decoration number: their literal operands.
    fn decorations(&self, id: Id, decoration: spirv_headers::Decoration) -> Vec<&'a [u32]> {
        self.index
            .decorations(id)
            .filter(|d| d.operands.get(1) == Some(&(decoration as u32)))
            .map(|d| d.operands.get(2..).unwrap_or(&[]))
            .collect()
    }

    fn has_decoration(&self, id: Id, decoration: spirv_headers::Decoration) -> bool {
        !self.decorations(id, decoration).is_empty()
    }

    /// The `OpName` of `id`, if any.
    fn name_of(&self, id: Id) -> Option<String> {
        let inst = self.index.name(id)?;
        spirv::operands::decode_string(inst.operands.get(1..)?).ok().map(|(s, _)| s)
    }
}

/// The `spirv` grammar crate under a name that does not clash with our `spirv` module.
pub(crate) use ::spirv as spirv_headers;
