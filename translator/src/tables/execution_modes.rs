//! Kernel execution modes ↔ OpenCL kernel metadata (the fields of
//! `spirv_llvm_metadata::FunctionMetadata`): `LocalSize` ↔ `!reqd_work_group_size`,
//! `LocalSizeHint` ↔ `!work_group_size_hint`, `VecTypeHint` ↔ `!vec_type_hint`, `SubgroupSize`
//! ↔ `!intel_reqd_sub_group_size`. Every mode also travels as a `!spirv.ExecutionMode` node.

use spirv::{Capability, Decoration, ExecutionMode};
use spirv_llvm_metadata::{FunctionMetadata, VecTypeHint, WorkGroupSize};

/// LLVM's constructor and destructor lists ↔ the execution mode of the entry points they
/// list (C++ for OpenCL's program-scope objects, SPIR-V 1.1).
pub const STRUCTOR_LISTS: &[(&str, ExecutionMode)] =
    &[("llvm.global_ctors", ExecutionMode::Initializer), ("llvm.global_dtors", ExecutionMode::Finalizer)];

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

/// Modes whose operands are constant ids (`OpExecutionModeId`) and the literal modes they stand
/// for: the forward writes the literal one below SPIR-V 1.2, the reverse reads constants' values.
pub const ID_MODES: &[(ExecutionMode, ExecutionMode)] = &[
    (ExecutionMode::LocalSizeId, ExecutionMode::LocalSize),
    (ExecutionMode::LocalSizeHintId, ExecutionMode::LocalSizeHint),
    (ExecutionMode::SubgroupsPerWorkgroupId, ExecutionMode::SubgroupsPerWorkgroup),
    (ExecutionMode::MaximumRegistersIdINTEL, ExecutionMode::MaximumRegistersINTEL),
];

/// The literal mode that `OpExecutionModeId` mode `mode` stands for.
pub fn literal_of_id_mode(mode: ExecutionMode) -> Option<ExecutionMode> {
    ID_MODES.iter().find(|r| r.0 == mode).map(|r| r.1)
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

/// How a function decoration's literals are function metadata (see [`FUNCTION_METADATA`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Literals {
    /// One literal per metadata name, each `!{name} !{i32 N}`; an absent node is 0, and the
    /// reverse writes the first node always and the others when they are not 0.
    Each,
    /// No literal: the decoration is present when the one node holds a non-zero integer,
    /// which the reverse writes as `!{i32 1}`.
    Flag,
}

/// An FPGA function decoration ↔ function metadata of integers.
#[derive(Debug)]
pub struct FunctionMetadataRow {
    /// The decoration.
    pub decoration: Decoration,
    /// The metadata kinds, in the order of the decoration's literals (one for a flag).
    pub metadata: &'static [&'static str],
    /// How the literals are the metadata.
    pub literals: Literals,
    /// The extension that gives the decoration: without it the metadata (hints for FPGA
    /// tools) is dropped.
    pub extension: &'static str,
}

/// FPGA function decorations ↔ function metadata, in the order the reverse attaches them
/// (after the kernel-argument metadata, as the reference does).
pub const FUNCTION_METADATA: &[FunctionMetadataRow] = &[
    FunctionMetadataRow {
        decoration: Decoration::InitiationIntervalINTEL,
        metadata: &["initiation_interval"],
        literals: Literals::Each,
        extension: "SPV_INTEL_fpga_invocation_pipelining_attributes",
    },
    FunctionMetadataRow {
        decoration: Decoration::MaxConcurrencyINTEL,
        metadata: &["max_concurrency"],
        literals: Literals::Each,
        extension: "SPV_INTEL_fpga_invocation_pipelining_attributes",
    },
    FunctionMetadataRow {
        decoration: Decoration::PipelineEnableINTEL,
        metadata: &["pipeline_kernel"],
        literals: Literals::Each,
        extension: "SPV_INTEL_fpga_invocation_pipelining_attributes",
    },
    FunctionMetadataRow {
        decoration: Decoration::StallEnableINTEL,
        metadata: &["stall_enable"],
        literals: Literals::Flag,
        extension: "SPV_INTEL_fpga_cluster_attributes",
    },
    FunctionMetadataRow {
        decoration: Decoration::StallFreeINTEL,
        metadata: &["stall_free"],
        literals: Literals::Flag,
        extension: "SPV_INTEL_fpga_cluster_attributes",
    },
    // `[[intel::prefer_dsp]]`/`prefer_softlogic` (the mode) and
    // `[[intel::propagate_dsp_preference]]`.
    FunctionMetadataRow {
        decoration: Decoration::MathOpDSPModeINTEL,
        metadata: &["prefer_dsp", "propagate_dsp_preference"],
        literals: Literals::Each,
        extension: "SPV_INTEL_fpga_dsp_control",
    },
];

/// The row of function decoration `d`.
pub fn function_metadata(d: Decoration) -> Option<&'static FunctionMetadataRow> {
    FUNCTION_METADATA.iter().find(|r| r.decoration == d)
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
    fn function_metadata_rows_match_the_grammar() {
        for row in FUNCTION_METADATA {
            assert_eq!(function_metadata(row.decoration).map(|r| r.metadata), Some(row.metadata));
            let e = crate::spirv::grammar::enumerant(crate::spirv::grammar::OperandKind::Decoration, row.decoration as u32).expect("the grammar knows it");
            let literals = match row.literals {
                Literals::Each => row.metadata.len(),
                Literals::Flag => 0,
            };
            assert_eq!(e.params.len(), literals, "{:?}", row.decoration);
            assert!(!row.metadata.is_empty());
        }
    }
}
