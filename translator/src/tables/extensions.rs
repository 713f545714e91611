//! Extensions: the LLVM intrinsics that are one instruction of an extension, and the extensions
//! that later SPIR-V versions made core.
//!
//! The forward direction emits a row's instruction when `--spirv-ext` allows one of the row's
//! extensions (the first allowed one is declared) and otherwise does what the row says; the
//! reverse direction turns the instruction back into the intrinsic, overloaded on the types the
//! row names.

use spirv::Op;

/// What the forward direction writes for an intrinsic whose extensions are all disallowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Without {
    /// Nothing: the intrinsic has no run-time effect (`llvm.assume`).
    Drop,
    /// The intrinsic's first argument, which is its value (`llvm.expect`, a fence).
    FirstArgument,
    /// An undefined value, which only another dropped intrinsic consumes (`llvm.stacksave`,
    /// whose `llvm.stackrestore` is dropped).
    Undef,
    /// The intrinsic's core translation (`llvm.fma`: `OpenCL.std` `fma`, or `GLSL.std.450`
    /// `Fma` in a Shader module).
    Core,
}

/// Which types an intrinsic's name is overloaded on (`llvm.expect.i64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overload {
    /// Not overloaded (`llvm.assume`).
    None,
    /// Its result type.
    Result,
    /// Its first argument's type (`llvm.stackrestore.p0`).
    FirstArgument,
}

/// One intrinsic that is one extension instruction on the same operands.
#[derive(Debug)]
pub struct ExtensionIntrinsic {
    /// The intrinsic's name without `llvm.` and without its overload suffix.
    pub intrinsic: &'static str,
    /// The instruction.
    pub op: Op,
    /// The extensions that provide the instruction, the preferred first.
    pub extensions: &'static [&'static str],
    /// The forward direction's fallback when none of them is allowed.
    pub without: Without,
    /// The overload of the intrinsic's name.
    pub overload: Overload,
    /// The `OpenCL.std` instruction that is the same operation, which the forward direction
    /// also writes as the row's instruction when the extension is allowed (the OpenCL C
    /// `fma` with `SPV_KHR_fma`, as the Khronos translator writes it).
    pub opencl: Option<&'static str>,
}

/// Intrinsics that are one extension instruction.
pub const INTRINSICS: &[ExtensionIntrinsic] = &[
    ExtensionIntrinsic {
        intrinsic: "assume",
        op: Op::AssumeTrueKHR,
        extensions: &["SPV_KHR_expect_assume"],
        without: Without::Drop,
        overload: Overload::None,
        opencl: None,
    },
    ExtensionIntrinsic {
        intrinsic: "expect",
        op: Op::ExpectKHR,
        extensions: &["SPV_KHR_expect_assume"],
        without: Without::FirstArgument,
        overload: Overload::Result,
        opencl: None,
    },
    ExtensionIntrinsic {
        intrinsic: "arithmetic.fence",
        op: Op::ArithmeticFenceEXT,
        // `SPV_INTEL_arithmetic_fence` has the same numbers, but validators require the EXT
        // extension for the capability: with only the INTEL one allowed, the fence is dropped.
        extensions: &["SPV_EXT_arithmetic_fence"],
        without: Without::FirstArgument,
        overload: Overload::Result,
        opencl: None,
    },
    // Stack marks around variable-length arrays (whose `alloca` is
    // `OpVariableLengthArrayINTEL`); without the extension there are no such arrays to free.
    ExtensionIntrinsic {
        intrinsic: "stacksave",
        op: Op::SaveMemoryINTEL,
        extensions: &[VARIABLE_LENGTH_ARRAY],
        without: Without::Undef,
        overload: Overload::Result,
        opencl: None,
    },
    ExtensionIntrinsic {
        intrinsic: "stackrestore",
        op: Op::RestoreMemoryINTEL,
        extensions: &[VARIABLE_LENGTH_ARRAY],
        without: Without::Drop,
        overload: Overload::FirstArgument,
        opencl: None,
    },
    ExtensionIntrinsic {
        intrinsic: "fma",
        op: Op::FmaKHR,
        extensions: &["SPV_KHR_fma"],
        without: Without::Core,
        overload: Overload::Result,
        opencl: Some("fma"),
    },
];

/// The annotation intrinsics (without `llvm.` and overload suffixes): `annotation` on a
/// scalar value (`SPV_INTEL_fpga_reg`), `ptr.annotation` on a pointer (`UserSemantic` of an
/// access, numbered decorations, `SPV_INTEL_fpga_reg`), `var.annotation` on a variable
/// (`UserSemantic`, FPGA memory attributes).
pub const ANNOTATION: &str = "annotation";
/// See [`ANNOTATION`].
pub const PTR_ANNOTATION: &str = "ptr.annotation";
/// See [`ANNOTATION`].
pub const VAR_ANNOTATION: &str = "var.annotation";

/// `SPV_INTEL_fpga_reg`: `OpFPGARegINTEL` (a register stage on a value) is the call of
/// `llvm.annotation` (integers and other scalars) or `llvm.ptr.annotation` (pointers) whose
/// annotation string is [`FPGA_REG_ANNOTATION`].
pub const FPGA_REG: &str = "SPV_INTEL_fpga_reg";

/// The annotation string of `__builtin_intel_fpga_reg` (see [`FPGA_REG`]).
pub const FPGA_REG_ANNOTATION: &str = "__builtin_intel_fpga_reg";

/// `SPV_INTEL_memory_access_aliasing`: `!alias.scope` and `!noalias` lists of scopes on loads
/// and stores ↔ the `AliasScopeINTELMask` and `NoAliasINTELMask` memory operands, naming an
/// `OpAliasScopeListDeclINTEL` of `OpAliasScopeDeclINTEL`s, each in an
/// `OpAliasDomainDeclINTEL`.
pub const MEMORY_ACCESS_ALIASING: &str = "SPV_INTEL_memory_access_aliasing";

/// The memory-operand bit of each aliasing metadata kind (see [`MEMORY_ACCESS_ALIASING`]), in
/// the order of their operands.
pub const ALIASING_METADATA: &[(spirv::MemoryAccess, &str)] =
    &[(spirv::MemoryAccess::ALIAS_SCOPE_INTEL_MASK, "alias.scope"), (spirv::MemoryAccess::NO_ALIAS_INTEL_MASK, "noalias")];

/// `SPV_EXT_relaxed_printf_string_address_space`: `printf`'s format string in another storage
/// class than `UniformConstant`.
pub const RELAXED_PRINTF: &str = "SPV_EXT_relaxed_printf_string_address_space";

/// The extension of variable-length arrays (`alloca` with a run-time count).
pub const VARIABLE_LENGTH_ARRAY: &str = "SPV_INTEL_variable_length_array";

/// `SPV_EXT_image_raw10_raw12`: the image channel data types `UnsignedIntRaw10EXT` and
/// `UnsignedIntRaw12EXT` (OpenCL's `CLK_UNSIGNED_INT_RAW10_EXT`/`RAW12_EXT`).
pub const IMAGE_RAW10_RAW12: &str = "SPV_EXT_image_raw10_raw12";

/// Image channel data types that only an extension defines, and that extension: a module whose
/// query result (`get_image_channel_data_type`, `OpImageQueryFormat`) is compared with one of
/// them needs it.
pub const EXTENSION_CHANNEL_DATA_TYPES: &[(spirv::ImageChannelDataType, &str)] = &[
    (spirv::ImageChannelDataType::UnsignedIntRaw10EXT, IMAGE_RAW10_RAW12),
    (spirv::ImageChannelDataType::UnsignedIntRaw12EXT, IMAGE_RAW10_RAW12),
];

/// `SPV_INTEL_masked_gather_scatter`: vectors of pointers, and a gather or scatter through
/// one as one instruction (see [`MASKED_ACCESSES`]).
pub const MASKED_GATHER_SCATTER: &str = "SPV_INTEL_masked_gather_scatter";

/// A masked intrinsic that is one `SPV_INTEL_masked_gather_scatter` instruction. The
/// instruction's operands are the intrinsic's arguments with the alignment literal inserted at
/// `alignment`; LLVM 22 states the alignment as the `align` of the pointer-vector argument
/// `pointers`. The intrinsic is overloaded on its data vector (the result of a gather, the
/// stored value of a scatter) and then on the pointer vector.
#[derive(Debug)]
pub struct MaskedAccess {
    /// The intrinsic's name without `llvm.` and without its overload suffix.
    pub intrinsic: &'static str,
    /// The instruction.
    pub op: Op,
    /// The pointer vector's argument index.
    pub pointers: usize,
    /// The alignment literal's operand index.
    pub alignment: usize,
}

/// `llvm.masked.gather(pointers, mask, pass-through)` ↔ `OpMaskedGatherINTEL pointers
/// alignment mask fill`, `llvm.masked.scatter(value, pointers, mask)` ↔ `OpMaskedScatterINTEL
/// value pointers alignment mask`.
pub const MASKED_ACCESSES: &[MaskedAccess] = &[
    MaskedAccess { intrinsic: "masked.gather", op: Op::MaskedGatherINTEL, pointers: 0, alignment: 1 },
    MaskedAccess { intrinsic: "masked.scatter", op: Op::MaskedScatterINTEL, pointers: 1, alignment: 2 },
];

/// The row of masked intrinsic `name` (without `llvm.` and overload suffix) or of instruction
/// `op`.
pub fn masked_access(name: Option<&str>, op: Option<Op>) -> Option<&'static MaskedAccess> {
    MASKED_ACCESSES.iter().find(|r| Some(r.intrinsic) == name || Some(r.op) == op)
}

/// The row of intrinsic `name` (without `llvm.` and overload suffix).
pub fn intrinsic(name: &str) -> Option<&'static ExtensionIntrinsic> {
    INTRINSICS.iter().find(|r| r.intrinsic == name)
}

/// The row whose instruction is also `OpenCL.std` instruction `name`.
pub fn of_opencl(name: &str) -> Option<&'static ExtensionIntrinsic> {
    INTRINSICS.iter().find(|r| r.opencl == Some(name))
}

/// The row of instruction `op`.
pub fn intrinsic_of(op: Op) -> Option<&'static ExtensionIntrinsic> {
    INTRINSICS.iter().find(|r| r.op == op)
}

/// A number type: integer or floating point, and its width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Number {
    /// Floating point (else integer).
    pub float: bool,
    /// Bits.
    pub width: u32,
}

impl Number {
    /// An integer of `width` bits.
    pub const fn int(width: u32) -> Self {
        Number { float: false, width }
    }

    /// A floating-point number of `width` bits.
    pub const fn float(width: u32) -> Self {
        Number { float: true, width }
    }

    fn describe(self) -> String {
        format!("{} {}-bit", if self.float { "floating-point" } else { "integer" }, self.width)
    }

    /// The LLVM spelling of the type (`i16`, `float`).
    fn llvm_name(self) -> String {
        match (self.float, self.width) {
            (true, 16) => "half".into(),
            (true, 32) => "float".into(),
            (true, 64) => "double".into(),
            (true, w) => format!("f{w}"),
            (false, w) => format!("i{w}"),
        }
    }
}

/// An extension instruction that converts a scalar or vector of one number type to as many
/// components of another, and the OpenCL C builtin family that stands for it.
#[derive(Debug)]
pub struct Conversion {
    /// The instruction.
    pub op: Op,
    /// The operand's component type.
    pub from: Number,
    /// The result's component type.
    pub to: Number,
    /// The OpenCL C builtin, `{n}` standing for the vector width (empty for a scalar):
    /// `intel_convert_bfloat16{n}_as_ushort{n}` is `intel_convert_bfloat162_as_ushort2` on
    /// two components.
    pub opencl: &'static str,
    /// Whether the OpenCL C builtin's integer types are unsigned (`ushort`).
    pub unsigned: bool,
    /// How the Khronos translator names the OpenCL C builtin when its types are wrong: the
    /// scalar form, the vector family, and one vector width (`{n}` the width).
    pub opencl_words: [&'static str; 3],
}

/// Conversions of `SPV_INTEL_bfloat16_conversion` (bfloat16 values are carried in `i16`s).
pub const CONVERSIONS: &[Conversion] = &[
    Conversion {
        op: Op::ConvertFToBF16INTEL,
        from: Number::float(32),
        to: Number::int(16),
        opencl: "intel_convert_bfloat16{n}_as_ushort{n}",
        unsigned: true,
        opencl_words: ["OpConvertBFloat16AsUShort", "OpConvertBFloat16NAsUShortN", "ConvertBFloat16{n}AsUShort{n}"],
    },
    Conversion {
        op: Op::ConvertBF16ToFINTEL,
        from: Number::int(16),
        to: Number::float(32),
        opencl: "intel_convert_as_bfloat16{n}_float{n}",
        unsigned: true,
        opencl_words: ["OpConvertAsBFloat16Float", "OpConvertAsBFloat16NFloatN", "ConvertAsBFloat16{n}Float{n}"],
    },
];

/// The vector widths OpenCL C has (1 for a scalar).
const OPENCL_WIDTHS: [u32; 6] = [1, 2, 3, 4, 8, 16];

/// The conversion row of instruction `op`.
pub fn conversion_of(op: Op) -> Option<&'static Conversion> {
    CONVERSIONS.iter().find(|r| r.op == op)
}

/// The conversion row and vector width of OpenCL C builtin `name`
/// (`intel_convert_bfloat164_as_ushort4` → the `ConvertFToBF16INTEL` row, 4).
pub fn conversion_by_opencl_name(name: &str) -> Option<(&'static Conversion, u32)> {
    // Every OpenCL C builtin call asks: names are spelled out only for rows whose fixed head
    // the name starts with.
    CONVERSIONS
        .iter()
        .filter(|r| r.opencl.split_once("{n}").is_some_and(|(head, _)| name.starts_with(head)))
        .flat_map(|r| OPENCL_WIDTHS.iter().map(move |&n| (r, n)))
        .find(|(r, n)| opencl_name(r, *n) == name)
}

/// The OpenCL C builtin of `row` on `lanes` components.
pub fn opencl_name(row: &Conversion, lanes: u32) -> String {
    row.opencl.replace("{n}", &if lanes == 1 { String::new() } else { lanes.to_string() })
}

/// The shape of a value's type for [`check_conversion`]: its component type and count, or
/// `None` when it is no scalar or vector of numbers.
pub type Shape = Option<(Number, u32)>;

/// `OpSubgroupBlockPrefetchINTEL Ptr NumBytes` (`SPV_INTEL_subgroup_buffer_prefetch`): `Ptr`
/// points into `CrossWorkgroup` memory (`ptr_storage`: its pointer type's storage class) and
/// `NumBytes` is a 32-bit integer scalar; the error is the reason, in the Khronos translator's
/// words.
pub fn check_block_prefetch(ptr_storage: Option<u32>, num_bytes: Shape) -> Result<(), String> {
    if ptr_storage != Some(spirv::StorageClass::CrossWorkgroup as u32) {
        return Err("Ptr must be in CrossWorkgroup storage class".to_owned());
    }
    if num_bytes != Some((Number::int(32), 1)) {
        return Err("NumBytes must be a 32-bit integer scalar".to_owned());
    }
    Ok(())
}

/// `OpTaskSequenceCreateINTEL`'s capacities (`SPV_INTEL_task_sequence`): its `GetCapacity`
/// and `AsyncCapacity` literals are unsigned, so a call passing a negative one (as a signed
/// integer of its width) is refused; the error is the reason, in the Khronos translator's
/// words. (`Pipelined` and `UseStallEnableClusters` take -1 for "not set".)
pub fn check_task_sequence_capacities(get_capacity: i64, async_capacity: i64) -> Result<(), String> {
    if get_capacity < 0 {
        return Err("GetCapacity must be unsigned 32 bit integer.".to_owned());
    }
    if async_capacity < 0 {
        return Err("AsyncCapacity must be an unsigned 32-bit integer".to_owned());
    }
    Ok(())
}

/// Extensions preferred, when allowed, over another that provides the same capability (the
/// grammar lists `SPV_EXT_optnone` first): validators older than the other know only these.
pub const KNOWN_LONGER: &[&str] = &["SPV_INTEL_optnone"];

/// The extension whose `OpBitReverse` and `OpBitField*` kernels may use (`BitInstructions`);
/// without it they are shifts and masks.
pub const BIT_INSTRUCTIONS: &str = "SPV_KHR_bit_instructions";

/// The extension whose `LinkOnceODR` linkage type keeps `linkonce_odr` definitions mergeable
/// (without it they are exported).
pub const LINKONCE_ODR: &str = "SPV_KHR_linkonce_odr";

/// The extension of `FPFastMathDefault` and of the contract/reassociation bits of
/// `FPFastMathMode` on any core instruction (`tables::FAST_MATH` gives the bits).
pub const FLOAT_CONTROLS2: &str = "SPV_KHR_float_controls2";

/// Instructions whose result type may be `OpTypeVoid` (what the reference writes for a call
/// returning `void`): a task whose function returns nothing is still waited for with
/// `OpTaskSequenceGetINTEL`.
pub const VOID_RESULTS: &[Op] = &[Op::TaskSequenceGetINTEL];

/// Whether an operand of shape `input` and a result of shape `result` fit `row`; the error is
/// the reason, in the words of the Khronos translator, which checks the result first, then the
/// operand, then their component counts.
pub fn check_conversion(row: &Conversion, input: Shape, result: Shape) -> Result<(), String> {
    let n_out = match result {
        Some((t, n)) if t == row.to => n,
        _ => return Err(format!("Result value must be a scalar or vector of {} type", row.to.describe())),
    };
    let n_in = match input {
        Some((t, n)) if t == row.from => n,
        _ => return Err(format!("Input value must be a scalar or vector of {} type", row.from.describe())),
    };
    if n_in != n_out {
        return Err("Input type must have the same number of components as result type".into());
    }
    Ok(())
}

/// Whether a call of `row`'s OpenCL C builtin on `lanes` components (the width its name
/// states) has the types that name promises; the error is the reason, in the Khronos
/// translator's words (the scalar form, then the vector family's component types, then the
/// width).
pub fn check_opencl_conversion(row: &Conversion, lanes: u32, input: Shape, result: Shape) -> Result<(), String> {
    let (to, from) = (row.to.llvm_name(), row.from.llvm_name());
    let [scalar, family, sized] = row.opencl_words;
    if lanes == 1 {
        if result != Some((row.to, 1)) || input != Some((row.from, 1)) {
            return Err(format!("{scalar} must be of {to} and take {from}"));
        }
        return Ok(());
    }
    let (Some((rt, rn)), Some((it, n_in))) = (result, input) else {
        return Err(format!("{family} must be of <N x {to}> and take <N x {from}>"));
    };
    if rt != row.to || it != row.from || rn < 2 || n_in < 2 {
        return Err(format!("{family} must be of <N x {to}> and take <N x {from}>"));
    }
    if rn != lanes || n_in != lanes {
        let name = sized.replace("{n}", &lanes.to_string());
        return Err(format!("{name} must be of <{lanes} x {to}> and take <{lanes} x {from}>"));
    }
    Ok(())
}

/// `SPV_INTEL_fp_max_error`: `llvm.fpbuiltin.*` intrinsics carry their accuracy as the call's
/// `"fpbuiltin-max-error"` attribute (ULPs), which becomes `FPMaxErrorDecorationINTEL` with the
/// value's `float` bits. The arithmetic ones are core instructions (the reverse keeps the
/// accuracy as `!fpbuiltin-max-error` metadata on them); every other is the `OpenCL.std`
/// instruction of its name (the reverse keeps it as the call's attribute).
pub const FP_BUILTIN_ARITHMETIC: &[(&str, Op)] =
    &[("fadd", Op::FAdd), ("fsub", Op::FSub), ("fmul", Op::FMul), ("fdiv", Op::FDiv), ("frem", Op::FRem)];

/// The extension of `FPMaxErrorDecorationINTEL`.
pub const FP_MAX_ERROR: &str = "SPV_INTEL_fp_max_error";

/// The attribute (and metadata kind) holding an accuracy in ULPs.
pub const FP_MAX_ERROR_ATTRIBUTE: &str = "fpbuiltin-max-error";

/// The text of an accuracy as the reverse direction writes it (`2.500000`).
pub fn fp_max_error_text(bits: u32) -> String {
    format!("{:.6}", f32::from_bits(bits))
}

/// Builtins of deprecated extensions, which SPIR-V headers no longer list and which are not
/// written: `(builtin name, extension)`. Their `__spirv_BuiltIn*` variables and calls are
/// reported naming the extension.
pub const DEPRECATED_BUILTINS: &[(&str, &str)] = &[
    ("SubDeviceIDINTEL", "SPV_INTEL_hw_thread_queries"),
    ("GlobalHWThreadIDINTEL", "SPV_INTEL_hw_thread_queries"),
];

/// The deprecated extension of builtin `name` (without `__spirv_BuiltIn`), if it is one.
pub fn deprecated_builtin(name: &str) -> Option<&'static str> {
    DEPRECATED_BUILTINS.iter().find(|r| r.0 == name).map(|r| r.1)
}

/// `SPV_EXT_float8`: 8-bit floating-point types (`OpTypeFloat 8` with an encoding).
pub const FLOAT8: &str = "SPV_EXT_float8";

/// `SPV_KHR_bfloat16`: LLVM's `bfloat` as `OpTypeFloat 16 BFloat16KHR`.
pub const BFLOAT16: &str = "SPV_KHR_bfloat16";

/// A number format of the `SPV_EXT_float8` conversion builtins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SmallFloat {
    /// An 8-bit float of this encoding, held in `i8` lanes in LLVM IR.
    Float8(spirv::FPEncoding),
    /// `half`.
    Half,
    /// `bfloat` (`SPV_KHR_bfloat16`).
    BFloat16,
}

/// The formats as the builtin names spell them.
pub const SMALL_FLOAT_NAMES: &[(&str, SmallFloat)] = &[
    ("E4M3", SmallFloat::Float8(spirv::FPEncoding::Float8E4M3EXT)),
    ("E5M2", SmallFloat::Float8(spirv::FPEncoding::Float8E5M2EXT)),
    ("FP16", SmallFloat::Half),
    ("BF16", SmallFloat::BFloat16),
];

/// `__builtin_spirv_Convert{from}To{to}EXT` between an 8-bit float and a 16-bit one, which is
/// `OpFConvert` (the 8-bit side bitcast from or to its `i8` lanes): `(from, to)`.
///
/// ```
/// use spirv_llvm_translator::tables::extensions::{float8_conversion, float8_conversion_name, SmallFloat};
/// let (from, to) = float8_conversion("__builtin_spirv_ConvertBF16ToE5M2EXT").unwrap();
/// assert_eq!(from, SmallFloat::BFloat16);
/// assert_eq!(float8_conversion_name(from, to).as_deref(), Some("__builtin_spirv_ConvertBF16ToE5M2EXT"));
/// assert!(float8_conversion("__builtin_spirv_ClampConvertFP16ToE4M3INTEL").is_none());
/// assert!(float8_conversion("__builtin_spirv_ConvertFP16ToBF16EXT").is_none());
/// ```
pub fn float8_conversion(name: &str) -> Option<(SmallFloat, SmallFloat)> {
    let (from, to) = name.strip_prefix("__builtin_spirv_Convert")?.strip_suffix("EXT")?.split_once("To")?;
    let format = |f: &str| SMALL_FLOAT_NAMES.iter().find(|r| r.0 == f).map(|r| r.1);
    let (from, to) = (format(from)?, format(to)?);
    (matches!(from, SmallFloat::Float8(_)) != matches!(to, SmallFloat::Float8(_))).then_some((from, to))
}

/// The suffix of a conversion to an 8-bit float that saturates (`…ToE4M3EXT_sat`): the
/// `SaturatedToLargestFloat8NormalConversionEXT` decoration of its `OpFConvert`.
pub const FLOAT8_SATURATED: (&str, spirv::Decoration) = ("_sat", spirv::Decoration::SaturatedToLargestFloat8NormalConversionEXT);

/// A saturating conversion to an 8-bit float (`__builtin_spirv_ConvertFP16ToE4M3EXT_sat`):
/// the conversion without the suffix, with its `(from, to)`.
///
/// ```
/// use spirv_llvm_translator::tables::extensions::float8_saturating_conversion;
/// assert_eq!(float8_saturating_conversion("__builtin_spirv_ConvertFP16ToE5M2EXT_sat").unwrap().0, "__builtin_spirv_ConvertFP16ToE5M2EXT");
/// assert!(float8_saturating_conversion("__builtin_spirv_ConvertE5M2ToFP16EXT_sat").is_none());
/// assert!(float8_saturating_conversion("__builtin_spirv_ConvertFP16ToE5M2EXT").is_none());
/// ```
pub fn float8_saturating_conversion(name: &str) -> Option<(&str, (SmallFloat, SmallFloat))> {
    let base = name.strip_suffix(FLOAT8_SATURATED.0)?;
    let (from, to) = float8_conversion(base)?;
    matches!(to, SmallFloat::Float8(_)).then_some((base, (from, to)))
}

/// Whether `name` is a small-float conversion builtin with the saturating suffix whose result
/// is no 8-bit float (`__builtin_spirv_ConvertFP16ToInt4INTEL_sat`): only conversions to an
/// 8-bit float saturate (the reference refuses the others in these words).
///
/// ```
/// use spirv_llvm_translator::tables::extensions::misplaced_saturation;
/// assert!(misplaced_saturation("__builtin_spirv_ConvertFP16ToInt4INTEL_sat"));
/// assert!(misplaced_saturation("__builtin_spirv_ConvertE4M3ToFP16EXT_sat"));
/// assert!(!misplaced_saturation("__builtin_spirv_ConvertFP16ToE4M3EXT_sat"));
/// assert!(!misplaced_saturation("__builtin_spirv_ConvertFP16ToInt4INTEL"));
/// ```
pub fn misplaced_saturation(name: &str) -> bool {
    name.strip_suffix(FLOAT8_SATURATED.0).is_some_and(|base| {
        float8_saturating_conversion(name).is_none() && (float8_conversion(base).is_some() || small_float_builtin(base).is_some())
    })
}

/// Why saturation is refused on a conversion whose result is no 8-bit float (the reference's words).
pub const MISPLACED_SATURATION: &str = "_sat suffix is only valid on conversions whose result is Float8E4M3EXT or Float8E5M2EXT.";

/// Why the saturating decoration is refused on another instruction (the reference's words).
pub const MISPLACED_SATURATION_DECORATION: &str = "SaturatedToLargestFloat8NormalConversionEXT decoration is only valid on OpFConvert/OpConvertSToF/OpConvertUToF whose Result Type uses Float8E4M3EXT or Float8E5M2EXT encoding.";

/// The 8-bit float format of `FPEncoding` number `encoding`, if it is one.
pub fn float8_encoding(encoding: u32) -> Option<SmallFloat> {
    SMALL_FLOAT_NAMES.iter().map(|r| r.1).find(|f| matches!(f, SmallFloat::Float8(e) if *e as u32 == encoding))
}

/// The builtin name of the conversion `from` → `to` (one side an 8-bit float, the other 16-bit).
pub fn float8_conversion_name(from: SmallFloat, to: SmallFloat) -> Option<String> {
    let spelling = |f: SmallFloat| SMALL_FLOAT_NAMES.iter().find(|r| r.1 == f).map(|r| r.0);
    let name = format!("__builtin_spirv_Convert{}To{}EXT", spelling(from)?, spelling(to)?);
    float8_conversion(&name).map(|_| name)
}

/// The small-float conversion builtins of the Khronos translator's FP8/FP4/Int4 families
/// (`__builtin_spirv_ConvertFP16ToE4M3EXT`, `__builtin_spirv_ClampStochasticRoundBF16ToInt4INTEL`,
/// …), by the parts of their names: `(prefix after __builtin_spirv_, suffix, extension)` for the
/// family, then `(fragment, extension)` for each format the name names. Apart from the
/// `SPV_EXT_float8` conversions on scalars and vectors ([`float8_conversion`]), their types
/// (4-bit floats and integers) or instructions are unknown to the validators, so they are not
/// translated; the rows make them an error naming the extension instead of a call of an
/// undefined function.
const SMALL_FLOAT_FAMILIES: &[(&str, &str, &str)] = &[
    ("ClampStochasticRound", "INTEL", "SPV_INTEL_fp_conversions"),
    ("ClampConvert", "INTEL", "SPV_INTEL_fp_conversions"),
    ("StochasticRound", "INTEL", "SPV_INTEL_fp_conversions"),
    ("Convert", "INTEL", ""),
    ("Convert", "EXT", ""),
];
/// The formats in those names and the extension of each: the `Convert…INTEL` family's E2M1 is
/// the older `SPV_INTEL_float4` encoding, every other family's is the EXT one.
const SMALL_FLOAT_FORMATS: &[(&str, &str)] = &[
    ("E4M3", "SPV_EXT_float8"),
    ("E5M2", "SPV_EXT_float8"),
    ("E2M1", "SPV_EXT_ocp_microscaling_types"),
    ("Int4", "SPV_INTEL_int4"),
    ("BF16", "SPV_KHR_bfloat16"),
];

/// The extensions a small-float conversion builtin (`__builtin_spirv_…` without its mangled
/// parameters) needs, in the order they are reported; `None` for other names.
pub fn small_float_builtin(name: &str) -> Option<Vec<&'static str>> {
    let rest = name.strip_prefix("__builtin_spirv_")?;
    let &(prefix, suffix, family) = SMALL_FLOAT_FAMILIES.iter().find(|(p, s, _)| rest.starts_with(p) && rest.ends_with(s))?;
    let formats: Vec<&str> = SMALL_FLOAT_FORMATS.iter().filter(|(f, _)| rest.contains(f)).map(|&(_, e)| e).collect();
    if formats.is_empty() {
        return None;
    }
    let legacy_fp4 = prefix == "Convert" && suffix == "INTEL";
    let mut needed: Vec<&'static str> = if family.is_empty() { Vec::new() } else { vec![family] };
    for e in formats {
        let e = if legacy_fp4 && e == "SPV_EXT_ocp_microscaling_types" { "SPV_INTEL_float4" } else { e };
        if !needed.contains(&e) {
            needed.push(e);
        }
    }
    Some(needed)
}

/// Extensions that extend another (`(extension, the one it builds on)`): declaring the first
/// declares the second, as the Khronos translator does (`SPV_EXT_shader_atomic_float16_add`
/// adds widths to `SPV_EXT_shader_atomic_float_add`'s instruction).
pub const BUILDS_ON: &[(&str, &str)] = &[("SPV_EXT_shader_atomic_float16_add", "SPV_EXT_shader_atomic_float_add")];

/// Capabilities declared with another, as the Khronos translator declares them (and consumers
/// built against it may expect): `(declared, also declared)`. The motion estimation types and
/// instructions are sub-group operations; the reference states `Groups` with them.
pub const COMPANION_CAPABILITIES: &[(spirv::Capability, spirv::Capability)] =
    &[(spirv::Capability::SubgroupAvcMotionEstimationINTEL, spirv::Capability::Groups)];

/// Extensions that a SPIR-V version made core, with that version (the specification's
/// "Changes" appendix): from that version on, what they provide needs no extension.
pub const PROMOTED: &[(&str, (u8, u8))] = &[
    ("SPV_KHR_16bit_storage", (1, 3)),
    ("SPV_KHR_device_group", (1, 3)),
    ("SPV_KHR_multiview", (1, 3)),
    ("SPV_KHR_shader_draw_parameters", (1, 3)),
    ("SPV_KHR_storage_buffer_storage_class", (1, 3)),
    ("SPV_KHR_variable_pointers", (1, 3)),
    ("SPV_KHR_no_integer_wrap_decoration", (1, 4)),
    ("SPV_GOOGLE_decorate_string", (1, 4)),
    ("SPV_GOOGLE_hlsl_functionality1", (1, 4)),
    ("SPV_KHR_float_controls", (1, 4)),
    ("SPV_KHR_8bit_storage", (1, 5)),
    ("SPV_EXT_descriptor_indexing", (1, 5)),
    ("SPV_EXT_shader_viewport_index_layer", (1, 5)),
    ("SPV_KHR_physical_storage_buffer", (1, 5)),
    ("SPV_KHR_vulkan_memory_model", (1, 5)),
    ("SPV_KHR_integer_dot_product", (1, 6)),
    ("SPV_KHR_terminate_invocation", (1, 6)),
    ("SPV_EXT_demote_to_helper_invocation", (1, 6)),
];

/// The version that made extension `name` core.
pub fn promoted_in(name: &str) -> Option<(u8, u8)> {
    PROMOTED.iter().find(|r| r.0 == name).map(|r| r.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spirv::grammar;

    #[test]
    fn small_float_builtins_name_their_extensions() {
        let cases: &[(&str, &[&str])] = &[
            ("__builtin_spirv_ConvertE2M1ToFP16INTEL", &["SPV_INTEL_float4"]),
            ("__builtin_spirv_ConvertFP16ToE4M3EXT", &["SPV_EXT_float8"]),
            ("__builtin_spirv_ConvertBF16ToE5M2EXT", &["SPV_EXT_float8", "SPV_KHR_bfloat16"]),
            ("__builtin_spirv_ConvertFP16ToE2M1EXT", &["SPV_EXT_ocp_microscaling_types"]),
            ("__builtin_spirv_ClampConvertFP16ToInt4INTEL", &["SPV_INTEL_fp_conversions", "SPV_INTEL_int4"]),
            ("__builtin_spirv_StochasticRoundBF16ToE2M1INTEL", &["SPV_INTEL_fp_conversions", "SPV_EXT_ocp_microscaling_types", "SPV_KHR_bfloat16"]),
            ("__builtin_spirv_ClampStochasticRoundFP16ToE4M3INTEL", &["SPV_INTEL_fp_conversions", "SPV_EXT_float8"]),
        ];
        for &(name, needed) in cases {
            assert_eq!(small_float_builtin(name).as_deref(), Some(needed), "{name}");
        }
        // IGC's builtin library defines other `__builtin_spirv_*` functions: not these.
        for name in ["__builtin_spirv_OpIsNan_f16", "__builtin_spirv_OpenCL_select_i16_i16_i16", "__spirv_ConvertFToU", "convert_int"] {
            assert_eq!(small_float_builtin(name), None, "{name}");
        }
    }

    #[test]
    fn every_intrinsic_row_names_an_extension_instruction_and_inverts() {
        for row in INTRINSICS {
            let g = grammar::instruction(row.op as u16).expect("instruction in the grammar");
            assert!(!g.capabilities.is_empty(), "Op{:?} needs a capability", row.op);
            assert!(!row.extensions.is_empty(), "{} names no extension", row.intrinsic);
            assert_eq!(intrinsic(row.intrinsic).map(|r| r.op), Some(row.op));
            assert_eq!(intrinsic_of(row.op).map(|r| r.intrinsic), Some(row.intrinsic));
            let id = crate::llvm::lookup_intrinsic_id(&format!("llvm.{}", row.intrinsic));
            assert_ne!(id, 0, "llvm.{} is not an LLVM intrinsic", row.intrinsic);
        }
    }

    #[test]
    fn conversion_rows_name_extension_instructions_and_their_opencl_names_invert() {
        for row in CONVERSIONS {
            let g = grammar::instruction(row.op as u16).expect("instruction in the grammar");
            assert!(!g.capabilities.is_empty(), "Op{:?} needs a capability", row.op);
            assert_eq!(conversion_of(row.op).map(|r| r.op), Some(row.op));
            for n in OPENCL_WIDTHS {
                let name = opencl_name(row, n);
                assert!(!name.contains('{'), "{name}");
                let (back, lanes) = conversion_by_opencl_name(&name).expect("name found");
                assert_eq!((back.op, lanes), (row.op, n), "{name}");
            }
        }
        assert!(conversion_by_opencl_name("intel_convert_bfloat165_as_ushort5").is_none());
    }

    #[test]
    fn conversions_check_component_types_then_counts() {
        let row = conversion_of(Op::ConvertFToBF16INTEL).expect("row");
        let f32x = |n| Some((Number::float(32), n));
        let i16x = |n| Some((Number::int(16), n));
        assert_eq!(check_conversion(row, f32x(4), i16x(4)), Ok(()));
        let e = check_conversion(row, Some((Number::float(64), 1)), i16x(1)).expect_err("double input");
        assert!(e.starts_with("Input value must be a scalar or vector of floating-point 32-bit"), "{e}");
        let e = check_conversion(row, f32x(1), Some((Number::int(32), 1))).expect_err("i32 result");
        assert!(e.starts_with("Result value must be a scalar or vector of integer 16-bit"), "{e}");
        let e = check_conversion(row, None, None).expect_err("no numbers");
        assert!(e.starts_with("Result value"), "the result is checked first: {e}");
        let e = check_conversion(row, f32x(4), i16x(8)).expect_err("counts");
        assert!(e.contains("same number of components"), "{e}");
    }

    #[test]
    fn promoted_extensions_are_named_once_with_a_version_from_1_3() {
        for (i, (name, version)) in PROMOTED.iter().enumerate() {
            assert!(name.starts_with("SPV_"));
            assert!(((1, 3)..=(1, 6)).contains(version), "{name}");
            assert_eq!(PROMOTED.iter().position(|r| r.0 == *name), Some(i), "{name} twice");
        }
    }
}

/// A kernel-argument list ↔ a decoration with one literal on the kernel's pointer parameters,
/// with the extension and capability it needs.
pub struct KernelArgDecoration {
    /// The extension.
    pub extension: &'static str,
    /// The decoration.
    pub decoration: spirv::Decoration,
    /// The capability the decoration needs.
    pub capability: spirv::Capability,
}

/// `!kernel_arg_buffer_location` (SYCL: the FPGA memory a pointer argument points to; -1 for
/// none) ↔ `BufferLocationINTEL N` on those parameters (`SPV_INTEL_fpga_buffer_location`;
/// dropped when the extension is not allowed, as the reference does).
pub const BUFFER_LOCATION: KernelArgDecoration = KernelArgDecoration {
    extension: "SPV_INTEL_fpga_buffer_location",
    decoration: spirv::Decoration::BufferLocationALTERA,
    capability: spirv::Capability::FPGABufferLocationALTERA,
};
