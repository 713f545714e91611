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
}

/// Which types an intrinsic's name is overloaded on (`llvm.expect.i64`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overload {
    /// Not overloaded (`llvm.assume`).
    None,
    /// Its result type.
    Result,
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
}

/// Intrinsics that are one extension instruction.
pub const INTRINSICS: &[ExtensionIntrinsic] = &[
    ExtensionIntrinsic {
        intrinsic: "assume",
        op: Op::AssumeTrueKHR,
        extensions: &["SPV_KHR_expect_assume"],
        without: Without::Drop,
        overload: Overload::None,
    },
    ExtensionIntrinsic {
        intrinsic: "expect",
        op: Op::ExpectKHR,
        extensions: &["SPV_KHR_expect_assume"],
        without: Without::FirstArgument,
        overload: Overload::Result,
    },
    ExtensionIntrinsic {
        intrinsic: "arithmetic.fence",
        op: Op::ArithmeticFenceEXT,
        // `SPV_INTEL_arithmetic_fence` has the same numbers, but validators require the EXT
        // extension for the capability: with only the INTEL one allowed, the fence is dropped.
        extensions: &["SPV_EXT_arithmetic_fence"],
        without: Without::FirstArgument,
        overload: Overload::Result,
    },
];

/// The row of intrinsic `name` (without `llvm.` and overload suffix).
pub fn intrinsic(name: &str) -> Option<&'static ExtensionIntrinsic> {
    INTRINSICS.iter().find(|r| r.intrinsic == name)
}

/// The row of instruction `op`.
pub fn intrinsic_of(op: Op) -> Option<&'static ExtensionIntrinsic> {
    INTRINSICS.iter().find(|r| r.op == op)
}

/// Extensions that extend another (`(extension, the one it builds on)`): declaring the first
/// declares the second, as the Khronos translator does (`SPV_EXT_shader_atomic_float16_add`
/// adds widths to `SPV_EXT_shader_atomic_float_add`'s instruction).
pub const BUILDS_ON: &[(&str, &str)] = &[("SPV_EXT_shader_atomic_float16_add", "SPV_EXT_shader_atomic_float_add")];

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
    fn promoted_extensions_are_named_once_with_a_version_from_1_3() {
        for (i, (name, version)) in PROMOTED.iter().enumerate() {
            assert!(name.starts_with("SPV_"));
            assert!(((1, 3)..=(1, 6)).contains(version), "{name}");
            assert_eq!(PROMOTED.iter().position(|r| r.0 == *name), Some(i), "{name} twice");
        }
    }
}
