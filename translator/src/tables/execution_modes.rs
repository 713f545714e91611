//! Kernel execution modes ↔ OpenCL kernel metadata (the fields of
//! `spirv_llvm_metadata::FunctionMetadata`): `LocalSize` ↔ `!reqd_work_group_size`,
//! `LocalSizeHint` ↔ `!work_group_size_hint`, `VecTypeHint` ↔ `!vec_type_hint`, `SubgroupSize`
//! ↔ `!intel_reqd_sub_group_size`. Every mode also travels as a `!spirv.ExecutionMode` node.

use spirv::{Capability, Decoration, ExecutionMode};
use spirv_llvm_metadata::{FunctionMetadata, VecTypeHint, WorkGroupSize};

/// One row: the mode, the literals it takes from the metadata (`Err` names metadata that has no
/// SPIR-V literal), and how its literals set the metadata.
pub struct KernelMode {
    /// The execution mode.
    pub mode: ExecutionMode,
    /// The mode's literals, when the metadata is present.
    pub literals: fn(&FunctionMetadata) -> Result<Option<Vec<u32>>, &'static str>,
    /// Sets the metadata from the mode's literals (left unset when they are not valid).
    pub apply: fn(&mut FunctionMetadata, &[u32]),
}

/// The rows, in the order the forward direction writes the modes.
pub const KERNEL_MODES: &[KernelMode] = &[
    KernelMode {
        mode: ExecutionMode::LocalSize,
        literals: |m| Ok(m.reqd_work_group_size.as_ref().map(|s| s.xyz().to_vec())),
        apply: |m, l| m.reqd_work_group_size = WorkGroupSize::from_slice(l),
    },
    KernelMode {
        mode: ExecutionMode::LocalSizeHint,
        literals: |m| Ok(m.work_group_size_hint.as_ref().map(|s| s.xyz().to_vec())),
        apply: |m, l| m.work_group_size_hint = WorkGroupSize::from_slice(l),
    },
    KernelMode {
        mode: ExecutionMode::VecTypeHint,
        literals: |m| match &m.vec_type_hint {
            Some(hint) => hint.to_spirv_literal().map(|l| Some(vec![l])).ok_or("vec_type_hint names an invalid type"),
            None => Ok(None),
        },
        apply: |m, l| m.vec_type_hint = l.first().and_then(|&l| VecTypeHint::from_spirv_literal(l)),
    },
    KernelMode {
        mode: ExecutionMode::SubgroupSize,
        literals: |m| Ok(m.intel_reqd_sub_group_size.map(|s| vec![s])),
        apply: |m, l| m.intel_reqd_sub_group_size = l.first().copied(),
    },
];

/// The row of execution mode `mode`.
pub fn kernel_mode(mode: ExecutionMode) -> Option<&'static KernelMode> {
    KERNEL_MODES.iter().find(|r| r.mode == mode)
}

/// The extension of the FPGA kernel interfaces.
pub const KERNEL_ATTRIBUTES: &str = "SPV_INTEL_kernel_attributes";

/// The kernel attachment naming an FPGA kernel's interface.
pub const IP_INTERFACE: &str = "ip_interface";

/// `!ip_interface !{!"streaming"[, !"stall_free_return"]}` and `!{!"csr"[,
/// !"wait_for_done_write"]}` ↔ `StreamingInterfaceINTEL` and `RegisterMapInterfaceINTEL`, whose
/// literal says whether the option is present: `(mode, interface, option, capability besides
/// FPGAKernelAttributesINTEL)`.
pub const IP_INTERFACES: &[(ExecutionMode, &str, &str, Option<Capability>)] = &[
    (ExecutionMode::StreamingInterfaceINTEL, "streaming", "stall_free_return", None),
    (ExecutionMode::RegisterMapInterfaceINTEL, "csr", "wait_for_done_write", Some(Capability::FPGAKernelAttributesv2INTEL)),
];

/// The mode, literal and extra capability of an `!ip_interface` list of strings.
pub fn ip_interface_mode(strings: &[String]) -> Option<(ExecutionMode, u32, Option<Capability>)> {
    let (first, rest) = strings.split_first()?;
    let &(mode, _, option, capability) = IP_INTERFACES.iter().find(|r| r.1 == first)?;
    let literal = match rest {
        [] => 0,
        [o] if o == option => 1,
        _ => return None,
    };
    Some((mode, literal, capability))
}

/// The `!ip_interface` strings of execution mode `mode` with literal `literal`.
pub fn ip_interface_strings(mode: ExecutionMode, literal: u32) -> Option<Vec<&'static str>> {
    let &(_, interface, option, _) = IP_INTERFACES.iter().find(|r| r.0 == mode)?;
    Some(if literal != 0 { vec![interface, option] } else { vec![interface] })
}

/// The extension of the FPGA pipelining function decorations.
pub const FPGA_PIPELINING: &str = "SPV_INTEL_fpga_invocation_pipelining_attributes";

/// FPGA function decorations of one integer ↔ kernel metadata `!{name} !{i32 N}`
/// (`SPV_INTEL_fpga_invocation_pipelining_attributes`), in the order the reverse attaches them.
pub const FPGA_FUNCTION_METADATA: &[(Decoration, &str)] = &[
    (Decoration::InitiationIntervalINTEL, "initiation_interval"),
    (Decoration::MaxConcurrencyINTEL, "max_concurrency"),
    (Decoration::PipelineEnableINTEL, "pipeline_kernel"),
];

/// The kernel metadata of FPGA function decoration `d`.
pub fn fpga_function_metadata(d: Decoration) -> Option<&'static str> {
    FPGA_FUNCTION_METADATA.iter().find(|r| r.0 == d).map(|r| r.1)
}

#[cfg(test)]
#[allow(clippy::expect_used)]
mod tests {
    use super::*;

    #[test]
    fn kernel_modes_invert() {
        let samples: [&[u32]; 4] = [&[8, 4, 2], &[16, 1, 1], &[0x0004_0005], &[32]];
        for (row, literals) in KERNEL_MODES.iter().zip(samples) {
            let mut meta = FunctionMetadata::default();
            assert_eq!((row.literals)(&meta), Ok(None), "{:?} without metadata", row.mode);
            (row.apply)(&mut meta, literals);
            assert_eq!((row.literals)(&meta), Ok(Some(literals.to_vec())), "{:?}", row.mode);
            for other in KERNEL_MODES.iter().filter(|o| o.mode != row.mode) {
                assert_eq!((other.literals)(&meta), Ok(None), "{:?} sets only its own field", row.mode);
            }
            assert!(kernel_mode(row.mode).is_some());
        }
    }

    #[test]
    fn ip_interfaces_invert() {
        for &(mode, _, _, capability) in IP_INTERFACES {
            for literal in [0, 1] {
                let strings: Vec<String> = ip_interface_strings(mode, literal).unwrap_or_default().into_iter().map(str::to_owned).collect();
                assert_eq!(ip_interface_mode(&strings), Some((mode, literal, capability)), "{strings:?}");
            }
        }
        assert_eq!(ip_interface_mode(&["csr".into(), "stall_free_return".into()]), None);
        assert_eq!(ip_interface_mode(&[]), None);
    }

    #[test]
    fn fpga_function_metadata_rows_are_one_literal_decorations() {
        for &(d, name) in FPGA_FUNCTION_METADATA {
            assert_eq!(fpga_function_metadata(d), Some(name));
            let e = crate::spirv::grammar::enumerant(crate::spirv::grammar::OperandKind::Decoration, d as u32).expect("the grammar knows it");
            assert_eq!(e.params.len(), 1, "{name}");
        }
    }
}
