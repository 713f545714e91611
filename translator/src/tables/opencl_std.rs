//! `OpenCL.std` ↔ LLVM intrinsics: the instructions that are exactly one intrinsic on the same
//! operands (overloaded on the result type). Read intrinsic → instruction by `to_spirv` and
//! instruction → intrinsic by the kernel runner (`run::run_kernel`). Also `OpenCL.std` ↔ the
//! OpenCL C builtin names ([`instruction_of`], [`opencl_c_name`]).

/// `OpenCL.std` instructions whose OpenCL C name differs by more than the `s_`/`u_` prefix
/// (which only selects signedness): the floating-point `max`, `min` and `clamp`.
pub const RENAMED: &[(&str, &str)] = &[("fmax_common", "max"), ("fmin_common", "min"), ("fclamp", "clamp")];

/// The OpenCL C name of instruction `instruction`, and whether its integers are unsigned.
pub fn opencl_c_name(instruction: &str) -> (&str, bool) {
    if let Some(r) = RENAMED.iter().find(|r| r.0 == instruction) {
        return (r.1, false);
    }
    match (instruction.strip_prefix("s_"), instruction.strip_prefix("u_")) {
        (Some(rest), _) => (rest, false),
        (_, Some(rest)) => (rest, true),
        _ => (instruction, false),
    }
}

/// The `OpenCL.std` instruction of OpenCL C builtin `name` on floating-point values or on
/// integers of the given signedness (`max` → `fmax_common`, `s_max` or `u_max`).
pub fn instruction_of(name: &str, float: bool, signed: bool) -> Option<&'static str> {
    let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD)?;
    if float {
        if let Some(r) = RENAMED.iter().find(|r| r.1 == name) {
            return Some(r.0);
        }
    } else if let Some(i) = set.instruction_by_name(&format!("{}_{name}", if signed { "s" } else { "u" })) {
        return Some(i.opname);
    }
    set.instruction_by_name(name).map(|i| i.opname)
}

/// Operands (counted from 0, without the set and instruction words) of `OpenCL.std`
/// instructions whose OpenCL C parameter is unsigned although the rest are not: the low half of
/// `upsample(hi, ulo)`, the masks of `shuffle(x, umask)` and `shuffle2(x, y, umask)`.
pub const UNSIGNED_OPERANDS: &[(&str, usize)] = &[("s_upsample", 1), ("shuffle", 1), ("shuffle2", 2)];

/// Whether operand `k` of `OpenCL.std` instruction `instruction` is an unsigned parameter in
/// OpenCL C (see [`UNSIGNED_OPERANDS`]).
pub fn unsigned_operand(instruction: &str, k: usize) -> bool {
    UNSIGNED_OPERANDS.iter().any(|r| r.0 == instruction && r.1 == k)
}

/// `(intrinsic base name, OpenCL.std instruction)`, intrinsic first. (`llvm.fmuladd` may be
/// fused or not: `fma` is one of its two exact meanings, while `mad` may be less accurate than
/// either.)
pub const INTRINSICS: &[(&str, &str)] = &[
    ("fmuladd", "fma"),
    ("fma", "fma"),
    ("fabs", "fabs"),
    ("sqrt", "sqrt"),
    ("sin", "sin"),
    ("cos", "cos"),
    ("tan", "tan"),
    ("asin", "asin"),
    ("acos", "acos"),
    ("atan", "atan"),
    ("atan2", "atan2"),
    ("sinh", "sinh"),
    ("cosh", "cosh"),
    ("tanh", "tanh"),
    ("exp", "exp"),
    ("exp2", "exp2"),
    ("exp10", "exp10"),
    ("log", "log"),
    ("log2", "log2"),
    ("log10", "log10"),
    ("pow", "pow"),
    ("powi", "pown"),
    ("ldexp", "ldexp"),
    ("floor", "floor"),
    ("ceil", "ceil"),
    ("trunc", "trunc"),
    ("rint", "rint"),
    ("nearbyint", "rint"),
    ("round", "round"),
    ("copysign", "copysign"),
    ("minnum", "fmin"),
    ("maxnum", "fmax"),
    ("smin", "s_min"),
    ("smax", "s_max"),
    ("umin", "u_min"),
    ("umax", "u_max"),
    ("sadd.sat", "s_add_sat"),
    ("uadd.sat", "u_add_sat"),
    ("ssub.sat", "s_sub_sat"),
    ("usub.sat", "u_sub_sat"),
];

/// Intrinsics whose `afn` (approximation allowed) call on `float`s is the `native_` instruction
/// (as the Khronos translator writes `llvm.sqrt` and `llvm.tan`): `(intrinsic base name, instruction)`.
pub const APPROXIMATE: &[(&str, &str)] = &[("sqrt", "native_sqrt"), ("tan", "native_tan")];

/// The `native_` instruction of an `afn` call of intrinsic `base` on `float`s, if any.
pub fn approximate_of(base: &str) -> Option<&'static str> {
    APPROXIMATE.iter().find(|r| r.0 == base).map(|r| r.1)
}

/// The `OpenCL.std` instruction intrinsic `base` (without `llvm.` and type suffixes) is.
pub fn of_intrinsic(base: &str) -> Option<&'static str> {
    INTRINSICS.iter().find(|r| r.0 == base).map(|r| r.1)
}

/// The intrinsic `OpenCL.std` instruction `name` is: the row of the same name where there is
/// one (`fma`, not `fmuladd`), else the first (`rint`, not `nearbyint`).
pub fn intrinsic_of(name: &str) -> Option<&'static str> {
    INTRINSICS.iter().find(|r| r.0 == name && r.1 == name).or_else(|| INTRINSICS.iter().find(|r| r.1 == name)).map(|r| r.0)
}

/// OpenCL C's vector loads and stores ↔ `OpenCL.std`: `(OpenCL C family, whether the name
/// carries the lane count (`vload4`), whether it carries a rounding mode (`vstore_half_rtz`),
/// instruction)`. The instruction takes the count (loads) or the rounding mode as its last
/// literal. The first row of an instruction is the spelling written.
pub const VECTOR_MEMORY: &[(&str, bool, bool, &str)] = &[
    ("vload", true, false, "vloadn"),
    ("vload_half", false, false, "vload_half"),
    ("vload_half", true, false, "vload_halfn"),
    ("vloada_half", true, false, "vloada_halfn"),
    ("vloada_half", false, false, "vload_half"),
    ("vstore", true, false, "vstoren"),
    ("vstore_half", false, false, "vstore_half"),
    ("vstore_half", false, true, "vstore_half_r"),
    ("vstore_half", true, false, "vstore_halfn"),
    ("vstore_half", true, true, "vstore_halfn_r"),
    ("vstorea_half", true, false, "vstorea_halfn"),
    ("vstorea_half", true, true, "vstorea_halfn_r"),
    ("vstorea_half", false, false, "vstore_half"),
    ("vstorea_half", false, true, "vstore_half_r"),
];

/// The instruction of vector load or store `family`, with or without a lane count and a
/// rounding mode in its name.
pub fn vector_memory(family: &str, counted: bool, rounded: bool) -> Option<&'static str> {
    VECTOR_MEMORY.iter().find(|r| r.0 == family && r.1 == counted && r.2 == rounded).map(|r| r.3)
}

/// The OpenCL C family of vector load or store instruction `instruction`, and whether the name
/// carries the lane count and the rounding mode.
pub fn vector_memory_name(instruction: &str) -> Option<(&'static str, bool, bool)> {
    VECTOR_MEMORY.iter().find(|r| r.3 == instruction).map(|r| (r.0, r.1, r.2))
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn rows_name_opencl_std_instructions_and_invert() {
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD).expect("OpenCL.std grammar");
        for &(intrinsic, ocl) in INTRINSICS {
            assert!(set.instruction_by_name(ocl).is_some(), "{ocl} is not an OpenCL.std instruction");
            let back = intrinsic_of(ocl).expect("reverse row");
            assert_eq!(of_intrinsic(back), Some(ocl), "{intrinsic} → {ocl} → {back}");
        }
    }

    #[test]
    fn opencl_c_names_invert() {
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD).expect("the grammar has OpenCL.std");
        for inst in ["fmax_common", "fclamp", "s_max", "u_max", "s_upsample", "u_mul_hi", "fabs", "sqrt", "u_abs"] {
            assert!(set.instruction_by_name(inst).is_some(), "{inst}");
            let (name, unsigned) = opencl_c_name(inst);
            let float = !inst.starts_with("s_") && !inst.starts_with("u_");
            assert_eq!(instruction_of(name, float, !unsigned), Some(inst), "{inst} as {name}");
        }
        assert_eq!(instruction_of("abs", true, true), None);
    }

    #[test]
    fn vector_memory_rows_invert() {
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::OPENCL_STD).expect("the grammar has OpenCL.std");
        for &(family, counted, rounded, inst) in VECTOR_MEMORY {
            assert!(set.instruction_by_name(inst).is_some(), "{inst}");
            assert_eq!(vector_memory(family, counted, rounded), Some(inst), "{family}");
            let (f, c, r) = vector_memory_name(inst).expect("every instruction has a name");
            assert_eq!(vector_memory(f, c, r), Some(inst));
        }
    }
}
