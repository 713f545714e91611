//! `GLSL.std.450` ↔ LLVM: each instruction either is one LLVM intrinsic (overloaded on its
//! result or first operand) or has an exact inline expansion in `to_llvm/glsl.rs`. The
//! intrinsic rows are read both ways: SPIR-V → LLVM calls the intrinsic, and the intrinsic
//! names the instruction back.

use spirv::GlslStd450Op as G;

/// How one `GLSL.std.450` instruction becomes LLVM IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `llvm.{name}.{type}` on the same operands, overloaded on the result type.
    Intrinsic(&'static str),
    /// As [`Form::Intrinsic`] with a trailing `i1 false` (`abs`, `cttz`: no poison on the
    /// edge input).
    IntrinsicFlag(&'static str),
    /// An inline expansion over LLVM instructions and the intrinsics above.
    Expansion,
    /// Not valid in compute shaders (the `InterpolateAt*` family, fragment only).
    NotCompute,
}

/// Every `GLSL.std.450` instruction, in opcode order.
pub const GLSL_STD_450: &[(G, Form)] = &[
    (G::Round, Form::Intrinsic("round")),
    (G::RoundEven, Form::Intrinsic("roundeven")),
    (G::Trunc, Form::Intrinsic("trunc")),
    (G::FAbs, Form::Intrinsic("fabs")),
    (G::SAbs, Form::IntrinsicFlag("abs")),
    (G::FSign, Form::Expansion),
    (G::SSign, Form::Expansion),
    (G::Floor, Form::Intrinsic("floor")),
    (G::Ceil, Form::Intrinsic("ceil")),
    (G::Fract, Form::Expansion),
    (G::Radians, Form::Expansion),
    (G::Degrees, Form::Expansion),
    (G::Sin, Form::Intrinsic("sin")),
    (G::Cos, Form::Intrinsic("cos")),
    (G::Tan, Form::Intrinsic("tan")),
    (G::Asin, Form::Intrinsic("asin")),
    (G::Acos, Form::Intrinsic("acos")),
    (G::Atan, Form::Intrinsic("atan")),
    (G::Sinh, Form::Intrinsic("sinh")),
    (G::Cosh, Form::Intrinsic("cosh")),
    (G::Tanh, Form::Intrinsic("tanh")),
    (G::Asinh, Form::Expansion),
    (G::Acosh, Form::Expansion),
    (G::Atanh, Form::Expansion),
    (G::Atan2, Form::Intrinsic("atan2")),
    (G::Pow, Form::Intrinsic("pow")),
    (G::Exp, Form::Intrinsic("exp")),
    (G::Log, Form::Intrinsic("log")),
    (G::Exp2, Form::Intrinsic("exp2")),
    (G::Log2, Form::Intrinsic("log2")),
    (G::Sqrt, Form::Intrinsic("sqrt")),
    (G::InverseSqrt, Form::Expansion),
    (G::Determinant, Form::Expansion),
    (G::MatrixInverse, Form::Expansion),
    (G::Modf, Form::Expansion),
    (G::ModfStruct, Form::Expansion),
    (G::FMin, Form::Intrinsic("minnum")),
    (G::UMin, Form::Intrinsic("umin")),
    (G::SMin, Form::Intrinsic("smin")),
    (G::FMax, Form::Intrinsic("maxnum")),
    (G::UMax, Form::Intrinsic("umax")),
    (G::SMax, Form::Intrinsic("smax")),
    (G::FClamp, Form::Expansion),
    (G::UClamp, Form::Expansion),
    (G::SClamp, Form::Expansion),
    (G::FMix, Form::Expansion),
    (G::IMix, Form::Expansion),
    (G::Step, Form::Expansion),
    (G::SmoothStep, Form::Expansion),
    (G::Fma, Form::Intrinsic("fma")),
    (G::Frexp, Form::Expansion),
    (G::FrexpStruct, Form::Expansion),
    (G::Ldexp, Form::Expansion),
    (G::PackSnorm4x8, Form::Expansion),
    (G::PackUnorm4x8, Form::Expansion),
    (G::PackSnorm2x16, Form::Expansion),
    (G::PackUnorm2x16, Form::Expansion),
    (G::PackHalf2x16, Form::Expansion),
    (G::PackDouble2x32, Form::Expansion),
    (G::UnpackSnorm2x16, Form::Expansion),
    (G::UnpackUnorm2x16, Form::Expansion),
    (G::UnpackHalf2x16, Form::Expansion),
    (G::UnpackSnorm4x8, Form::Expansion),
    (G::UnpackUnorm4x8, Form::Expansion),
    (G::UnpackDouble2x32, Form::Expansion),
    (G::Length, Form::Expansion),
    (G::Distance, Form::Expansion),
    (G::Cross, Form::Expansion),
    (G::Normalize, Form::Expansion),
    (G::FaceForward, Form::Expansion),
    (G::Reflect, Form::Expansion),
    (G::Refract, Form::Expansion),
    (G::FindILsb, Form::Expansion),
    (G::FindSMsb, Form::Expansion),
    (G::FindUMsb, Form::Expansion),
    (G::InterpolateAtCentroid, Form::NotCompute),
    (G::InterpolateAtSample, Form::NotCompute),
    (G::InterpolateAtOffset, Form::NotCompute),
    // NaN-aware minimum and maximum: exactly LLVM's `minnum`/`maxnum`.
    (G::NMin, Form::Intrinsic("minnum")),
    (G::NMax, Form::Intrinsic("maxnum")),
    (G::NClamp, Form::Expansion),
];

/// The form of instruction `op`.
pub fn form(op: G) -> Option<Form> {
    GLSL_STD_450.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// The instruction an intrinsic (its base name, without `llvm.` and the type suffix) stands
/// for: the first row naming it (`minnum` is `FMin`).
pub fn op_of_intrinsic(base: &str) -> Option<G> {
    GLSL_STD_450
        .iter()
        .find(|r| matches!(r.1, Form::Intrinsic(n) | Form::IntrinsicFlag(n) if n == base))
        .map(|r| r.0)
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn every_instruction_has_one_row_matching_the_grammar() {
        let set = crate::spirv::grammar::ext_inst_set(crate::spirv::grammar::GLSL_STD_450).expect("GLSL.std.450 grammar");
        for (k, &(op, _)) in GLSL_STD_450.iter().enumerate() {
            assert!(set.instruction(op as u32).is_some(), "{op:?} is not in the grammar");
            assert_eq!(GLSL_STD_450.iter().filter(|r| r.0 == op).count(), 1, "{op:?} has several rows");
            if let Some(&(next, _)) = GLSL_STD_450.get(k + 1) {
                assert!((op as u32) < next as u32, "rows out of opcode order at {op:?}");
            }
        }
        assert_eq!(GLSL_STD_450.len(), 81);
    }

    #[test]
    fn intrinsic_rows_invert() {
        for &(op, form) in GLSL_STD_450 {
            if let Form::Intrinsic(name) | Form::IntrinsicFlag(name) = form {
                let back = op_of_intrinsic(name).expect("reverse row");
                assert_eq!(super::form(back), Some(form), "{op:?}: {name} names {back:?} with another form");
            }
        }
    }
}
