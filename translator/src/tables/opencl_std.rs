//! `OpenCL.std` ↔ LLVM intrinsics: the instructions that are exactly one intrinsic on the same
//! operands (overloaded on the result type). Read intrinsic → instruction by `to_spirv` and
//! instruction → intrinsic by the kernel runner (`run::run_kernel`).

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

/// The `OpenCL.std` instruction intrinsic `base` (without `llvm.` and type suffixes) is.
pub fn of_intrinsic(base: &str) -> Option<&'static str> {
    INTRINSICS.iter().find(|r| r.0 == base).map(|r| r.1)
}

/// The intrinsic `OpenCL.std` instruction `name` is: the row of the same name where there is
/// one (`fma`, not `fmuladd`), else the first (`rint`, not `nearbyint`).
pub fn intrinsic_of(name: &str) -> Option<&'static str> {
    INTRINSICS.iter().find(|r| r.0 == name && r.1 == name).or_else(|| INTRINSICS.iter().find(|r| r.1 == name)).map(|r| r.0)
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn rows_name_opencl_std_instructions_and_invert() {
        let set = crate::spirv::grammar::ext_inst_set("OpenCL.std").expect("OpenCL.std grammar");
        for &(intrinsic, ocl) in INTRINSICS {
            assert!(set.instruction_by_name(ocl).is_some(), "{ocl} is not an OpenCL.std instruction");
            let back = intrinsic_of(ocl).expect("reverse row");
            assert_eq!(of_intrinsic(back), Some(ocl), "{intrinsic} → {ocl} → {back}");
        }
    }
}
