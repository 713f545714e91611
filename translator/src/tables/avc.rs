//! `SPV_INTEL_device_side_avc_motion_estimation` ↔ OpenCL C's
//! `cl_intel_device_side_avc_motion_estimation`: the payload and result types, and each builtin
//! `intel_sub_group_avc_{name}` with the instruction it is. Both directions read these rows:
//! the forward direction finds a call's instruction by name and parameter count (the overloads
//! of one name are different instructions: `ime_get_streamout_major_shape_*` on single or dual
//! reference results, `sic_configure_ipe` for luma or luma and chroma,
//! `*_evaluate_with_multi_reference` plain or interlaced), the reverse direction names and
//! mangles the call (the signedness of each integer parameter, as `opencl-c.h` declares it).
//!
//! Two more spellings reach the same rows: `intel_sub_group_ime_ref_window_size` (the
//! extension's original name, without `avc_`), and the wrappers that apply an `mce` builtin to
//! an `ime`, `ref` or `sic` payload or result (`intel_sub_group_avc_ime_set_inter_shape_penalty`:
//! [`wrapped`]), which become the conversion to the `mce` type, the `mce` instruction and (for a
//! payload) the conversion back, as the Khronos translator writes them.

use spirv::Op;
use spirv_llvm_mangling::AvcType;

/// The capabilities of the extension: its instructions list the ones they need (intra and
/// chroma estimation besides the base capability), and need all of them.
pub const CAPABILITIES: &[spirv::Capability] = &[
    spirv::Capability::SubgroupAvcMotionEstimationINTEL,
    spirv::Capability::SubgroupAvcMotionEstimationIntraINTEL,
    spirv::Capability::SubgroupAvcMotionEstimationChromaINTEL,
];

/// The prefix of every builtin's OpenCL C name.
pub const PREFIX: &str = "intel_sub_group_avc_";

/// The extension's first spelling of `ime_ref_window_size`, which `opencl-c.h` still declares.
pub const LEGACY_REF_WINDOW_SIZE: &str = "intel_sub_group_ime_ref_window_size";

/// The name the Khronos translator gives each `OpVmeImageINTEL` it makes of an image and a
/// sampler (and its reverse direction, the value).
pub const VME_IMAGE_NAME: &str = "TempSampledImage";

/// The SPIR-V types: `OpTypeAvc…INTEL` ↔ [`AvcType`] (whose names are the mangling crate's).
pub const TYPES: &[(Op, AvcType)] = &[
    (Op::TypeAvcMcePayloadINTEL, AvcType::McePayload),
    (Op::TypeAvcImePayloadINTEL, AvcType::ImePayload),
    (Op::TypeAvcRefPayloadINTEL, AvcType::RefPayload),
    (Op::TypeAvcSicPayloadINTEL, AvcType::SicPayload),
    (Op::TypeAvcMceResultINTEL, AvcType::MceResult),
    (Op::TypeAvcImeResultINTEL, AvcType::ImeResult),
    (Op::TypeAvcRefResultINTEL, AvcType::RefResult),
    (Op::TypeAvcSicResultINTEL, AvcType::SicResult),
    (Op::TypeAvcImeResultSingleReferenceStreamoutINTEL, AvcType::ImeSingleStreamout),
    (Op::TypeAvcImeResultDualReferenceStreamoutINTEL, AvcType::ImeDualStreamout),
    (Op::TypeAvcImeSingleReferenceStreaminINTEL, AvcType::ImeSingleStreamin),
    (Op::TypeAvcImeDualReferenceStreaminINTEL, AvcType::ImeDualStreamin),
];

/// The motion estimation type of SPIR-V type opcode `op`.
pub fn avc_type(op: Op) -> Option<AvcType> {
    if !TYPE_OPCODES.contains(&(op as u32)) {
        return None;
    }
    TYPES.iter().find(|r| r.0 == op).map(|r| r.1)
}

/// The opcodes of [`TYPES`] (consecutive), checked before the rows: every global instruction
/// asks whether it is one.
const TYPE_OPCODES: std::ops::RangeInclusive<u32> = Op::TypeAvcImePayloadINTEL as u32..=Op::TypeAvcSicResultINTEL as u32;

/// The opcodes of [`BUILTINS`] (consecutive), checked before the rows: every builtin call of
/// the reverse direction asks whether it is one.
const INSTRUCTION_OPCODES: std::ops::RangeInclusive<u32> =
    Op::SubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL as u32..=Op::SubgroupAvcSicGetInterRawSadsINTEL as u32;

/// The SPIR-V type opcode of motion estimation type `t`.
pub fn type_op(t: AvcType) -> Option<Op> {
    TYPES.iter().find(|r| r.1 == t).map(|r| r.0)
}

/// One builtin: `intel_sub_group_avc_{name}` is instruction `op`.
#[derive(Debug, Clone, Copy)]
pub struct Builtin {
    /// The OpenCL C name without [`PREFIX`].
    pub name: &'static str,
    /// The instruction.
    pub op: Op,
    /// The OpenCL C parameter count: images and the sampler included, which the instruction
    /// takes as `OpVmeImageINTEL`s instead.
    pub arity: usize,
    /// Bit `i` set: OpenCL C parameter `i` is an unsigned integer (or vector of them).
    pub unsigned: u16,
    /// The motion estimation type the builtin returns, if it returns one.
    pub result: Option<AvcType>,
}

const fn row(name: &'static str, op: Op, arity: usize, unsigned: u16, result: Option<AvcType>) -> Builtin {
    Builtin { name, op, arity, unsigned, result }
}

/// Every builtin that is one instruction, in `opencl-c.h`'s order.
pub const BUILTINS: &[Builtin] = &[
    row("mce_get_default_inter_base_multi_reference_penalty", Op::SubgroupAvcMceGetDefaultInterBaseMultiReferencePenaltyINTEL, 2, 0b11, None),
    row("mce_get_default_inter_shape_penalty", Op::SubgroupAvcMceGetDefaultInterShapePenaltyINTEL, 2, 0b11, None),
    row("mce_get_default_inter_direction_penalty", Op::SubgroupAvcMceGetDefaultInterDirectionPenaltyINTEL, 2, 0b11, None),
    row("mce_get_default_intra_luma_shape_penalty", Op::SubgroupAvcMceGetDefaultIntraLumaShapePenaltyINTEL, 2, 0b11, None),
    row("mce_get_default_inter_motion_vector_cost_table", Op::SubgroupAvcMceGetDefaultInterMotionVectorCostTableINTEL, 2, 0b11, None),
    row("mce_get_default_intra_luma_mode_penalty", Op::SubgroupAvcMceGetDefaultIntraLumaModePenaltyINTEL, 2, 0b11, None),
    row("mce_get_default_high_penalty_cost_table", Op::SubgroupAvcMceGetDefaultHighPenaltyCostTableINTEL, 0, 0b0, None),
    row("mce_get_default_medium_penalty_cost_table", Op::SubgroupAvcMceGetDefaultMediumPenaltyCostTableINTEL, 0, 0b0, None),
    row("mce_get_default_low_penalty_cost_table", Op::SubgroupAvcMceGetDefaultLowPenaltyCostTableINTEL, 0, 0b0, None),
    row("mce_get_default_non_dc_luma_intra_penalty", Op::SubgroupAvcMceGetDefaultNonDcLumaIntraPenaltyINTEL, 0, 0b0, None),
    row("mce_get_default_intra_chroma_mode_base_penalty", Op::SubgroupAvcMceGetDefaultIntraChromaModeBasePenaltyINTEL, 0, 0b0, None),
    row("mce_set_inter_base_multi_reference_penalty", Op::SubgroupAvcMceSetInterBaseMultiReferencePenaltyINTEL, 2, 0b1, Some(AvcType::McePayload)),
    row("mce_set_inter_shape_penalty", Op::SubgroupAvcMceSetInterShapePenaltyINTEL, 2, 0b1, Some(AvcType::McePayload)),
    row("mce_set_inter_direction_penalty", Op::SubgroupAvcMceSetInterDirectionPenaltyINTEL, 2, 0b1, Some(AvcType::McePayload)),
    row("mce_set_motion_vector_cost_function", Op::SubgroupAvcMceSetMotionVectorCostFunctionINTEL, 4, 0b111, Some(AvcType::McePayload)),
    row("mce_set_ac_only_haar", Op::SubgroupAvcMceSetAcOnlyHaarINTEL, 1, 0b0, Some(AvcType::McePayload)),
    row("mce_set_source_interlaced_field_polarity", Op::SubgroupAvcMceSetSourceInterlacedFieldPolarityINTEL, 2, 0b1, Some(AvcType::McePayload)),
    row("mce_set_single_reference_interlaced_field_polarity", Op::SubgroupAvcMceSetSingleReferenceInterlacedFieldPolarityINTEL, 2, 0b1, Some(AvcType::McePayload)),
    row("mce_set_dual_reference_interlaced_field_polarities", Op::SubgroupAvcMceSetDualReferenceInterlacedFieldPolaritiesINTEL, 3, 0b11, Some(AvcType::McePayload)),
    row("mce_get_motion_vectors", Op::SubgroupAvcMceGetMotionVectorsINTEL, 1, 0b0, None),
    row("mce_get_inter_distortions", Op::SubgroupAvcMceGetInterDistortionsINTEL, 1, 0b0, None),
    row("mce_get_best_inter_distortion", Op::SubgroupAvcMceGetBestInterDistortionsINTEL, 1, 0b0, None),
    row("mce_get_inter_major_shape", Op::SubgroupAvcMceGetInterMajorShapeINTEL, 1, 0b0, None),
    row("mce_get_inter_minor_shapes", Op::SubgroupAvcMceGetInterMinorShapeINTEL, 1, 0b0, None),
    row("mce_get_inter_directions", Op::SubgroupAvcMceGetInterDirectionsINTEL, 1, 0b0, None),
    row("mce_get_inter_motion_vector_count", Op::SubgroupAvcMceGetInterMotionVectorCountINTEL, 1, 0b0, None),
    row("mce_get_inter_reference_ids", Op::SubgroupAvcMceGetInterReferenceIdsINTEL, 1, 0b0, None),
    row("mce_get_inter_reference_interlaced_field_polarities", Op::SubgroupAvcMceGetInterReferenceInterlacedFieldPolaritiesINTEL, 3, 0b11, None),
    row("ime_initialize", Op::SubgroupAvcImeInitializeINTEL, 3, 0b111, Some(AvcType::ImePayload)),
    row("ime_set_single_reference", Op::SubgroupAvcImeSetSingleReferenceINTEL, 3, 0b10, Some(AvcType::ImePayload)),
    row("ime_set_dual_reference", Op::SubgroupAvcImeSetDualReferenceINTEL, 4, 0b100, Some(AvcType::ImePayload)),
    row("ime_set_max_motion_vector_count", Op::SubgroupAvcImeSetMaxMotionVectorCountINTEL, 2, 0b1, Some(AvcType::ImePayload)),
    row("ime_set_unidirectional_mix_disable", Op::SubgroupAvcImeSetUnidirectionalMixDisableINTEL, 1, 0b0, Some(AvcType::ImePayload)),
    row("ime_set_early_search_termination_threshold", Op::SubgroupAvcImeSetEarlySearchTerminationThresholdINTEL, 2, 0b1, Some(AvcType::ImePayload)),
    row("ime_set_weighted_sad", Op::SubgroupAvcImeSetWeightedSadINTEL, 2, 0b1, Some(AvcType::ImePayload)),
    row("ime_ref_window_size", Op::SubgroupAvcImeRefWindowSizeINTEL, 2, 0b1, None),
    row("ime_adjust_ref_offset", Op::SubgroupAvcImeAdjustRefOffsetINTEL, 4, 0b1110, None),
    row("ime_evaluate_with_single_reference", Op::SubgroupAvcImeEvaluateWithSingleReferenceINTEL, 4, 0b0, Some(AvcType::ImeResult)),
    row("ime_evaluate_with_dual_reference", Op::SubgroupAvcImeEvaluateWithDualReferenceINTEL, 5, 0b0, Some(AvcType::ImeResult)),
    row("ime_evaluate_with_single_reference_streamout", Op::SubgroupAvcImeEvaluateWithSingleReferenceStreamoutINTEL, 4, 0b0, Some(AvcType::ImeSingleStreamout)),
    row("ime_evaluate_with_dual_reference_streamout", Op::SubgroupAvcImeEvaluateWithDualReferenceStreamoutINTEL, 5, 0b0, Some(AvcType::ImeDualStreamout)),
    row("ime_evaluate_with_single_reference_streamin", Op::SubgroupAvcImeEvaluateWithSingleReferenceStreaminINTEL, 5, 0b0, Some(AvcType::ImeResult)),
    row("ime_evaluate_with_dual_reference_streamin", Op::SubgroupAvcImeEvaluateWithDualReferenceStreaminINTEL, 6, 0b0, Some(AvcType::ImeResult)),
    row("ime_evaluate_with_single_reference_streaminout", Op::SubgroupAvcImeEvaluateWithSingleReferenceStreaminoutINTEL, 5, 0b0, Some(AvcType::ImeSingleStreamout)),
    row("ime_evaluate_with_dual_reference_streaminout", Op::SubgroupAvcImeEvaluateWithDualReferenceStreaminoutINTEL, 6, 0b0, Some(AvcType::ImeDualStreamout)),
    row("ime_get_single_reference_streamin", Op::SubgroupAvcImeGetSingleReferenceStreaminINTEL, 1, 0b0, Some(AvcType::ImeSingleStreamin)),
    row("ime_get_dual_reference_streamin", Op::SubgroupAvcImeGetDualReferenceStreaminINTEL, 1, 0b0, Some(AvcType::ImeDualStreamin)),
    row("ime_strip_single_reference_streamout", Op::SubgroupAvcImeStripSingleReferenceStreamoutINTEL, 1, 0b0, Some(AvcType::ImeResult)),
    row("ime_strip_dual_reference_streamout", Op::SubgroupAvcImeStripDualReferenceStreamoutINTEL, 1, 0b0, Some(AvcType::ImeResult)),
    row("ime_get_streamout_major_shape_motion_vectors", Op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeMotionVectorsINTEL, 2, 0b10, None),
    row("ime_get_streamout_major_shape_distortions", Op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeDistortionsINTEL, 2, 0b10, None),
    row("ime_get_streamout_major_shape_reference_ids", Op::SubgroupAvcImeGetStreamoutSingleReferenceMajorShapeReferenceIdsINTEL, 2, 0b10, None),
    row("ime_get_streamout_major_shape_motion_vectors", Op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeMotionVectorsINTEL, 3, 0b110, None),
    row("ime_get_streamout_major_shape_distortions", Op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeDistortionsINTEL, 3, 0b110, None),
    row("ime_get_streamout_major_shape_reference_ids", Op::SubgroupAvcImeGetStreamoutDualReferenceMajorShapeReferenceIdsINTEL, 3, 0b110, None),
    row("ime_get_border_reached", Op::SubgroupAvcImeGetBorderReachedINTEL, 2, 0b1, None),
    row("ime_get_truncated_search_indication", Op::SubgroupAvcImeGetTruncatedSearchIndicationINTEL, 1, 0b0, None),
    row("ime_get_unidirectional_early_search_termination", Op::SubgroupAvcImeGetUnidirectionalEarlySearchTerminationINTEL, 1, 0b0, None),
    row("ime_get_weighting_pattern_minimum_motion_vector", Op::SubgroupAvcImeGetWeightingPatternMinimumMotionVectorINTEL, 1, 0b0, None),
    row("ime_get_weighting_pattern_minimum_distortion", Op::SubgroupAvcImeGetWeightingPatternMinimumDistortionINTEL, 1, 0b0, None),
    row("fme_initialize", Op::SubgroupAvcFmeInitializeINTEL, 7, 0b1111111, Some(AvcType::RefPayload)),
    row("bme_initialize", Op::SubgroupAvcBmeInitializeINTEL, 8, 0b11111111, Some(AvcType::RefPayload)),
    row("ref_set_bidirectional_mix_disable", Op::SubgroupAvcRefSetBidirectionalMixDisableINTEL, 1, 0b0, Some(AvcType::RefPayload)),
    row("ref_set_bilinear_filter_enable", Op::SubgroupAvcRefSetBilinearFilterEnableINTEL, 1, 0b0, Some(AvcType::RefPayload)),
    row("ref_evaluate_with_single_reference", Op::SubgroupAvcRefEvaluateWithSingleReferenceINTEL, 4, 0b0, Some(AvcType::RefResult)),
    row("ref_evaluate_with_dual_reference", Op::SubgroupAvcRefEvaluateWithDualReferenceINTEL, 5, 0b0, Some(AvcType::RefResult)),
    row("ref_evaluate_with_multi_reference", Op::SubgroupAvcRefEvaluateWithMultiReferenceINTEL, 4, 0b10, Some(AvcType::RefResult)),
    row("ref_evaluate_with_multi_reference", Op::SubgroupAvcRefEvaluateWithMultiReferenceInterlacedINTEL, 5, 0b110, Some(AvcType::RefResult)),
    row("sic_initialize", Op::SubgroupAvcSicInitializeINTEL, 1, 0b1, Some(AvcType::SicPayload)),
    row("sic_configure_skc", Op::SubgroupAvcSicConfigureSkcINTEL, 6, 0b11111, Some(AvcType::SicPayload)),
    row("sic_configure_ipe", Op::SubgroupAvcSicConfigureIpeLumaINTEL, 8, 0b1111111, Some(AvcType::SicPayload)),
    row("sic_configure_ipe", Op::SubgroupAvcSicConfigureIpeLumaChromaINTEL, 11, 0b1111111111, Some(AvcType::SicPayload)),
    row("sic_get_motion_vector_mask", Op::SubgroupAvcSicGetMotionVectorMaskINTEL, 2, 0b11, None),
    row("sic_set_intra_luma_shape_penalty", Op::SubgroupAvcSicSetIntraLumaShapePenaltyINTEL, 2, 0b1, Some(AvcType::SicPayload)),
    row("sic_set_intra_luma_mode_cost_function", Op::SubgroupAvcSicSetIntraLumaModeCostFunctionINTEL, 4, 0b111, Some(AvcType::SicPayload)),
    row("sic_set_intra_chroma_mode_cost_function", Op::SubgroupAvcSicSetIntraChromaModeCostFunctionINTEL, 2, 0b1, Some(AvcType::SicPayload)),
    row("sic_set_skc_bilinear_filter_enable", Op::SubgroupAvcSicSetBilinearFilterEnableINTEL, 1, 0b0, Some(AvcType::SicPayload)),
    row("sic_set_skc_forward_transform_enable", Op::SubgroupAvcSicSetSkcForwardTransformEnableINTEL, 2, 0b1, Some(AvcType::SicPayload)),
    row("sic_set_block_based_raw_skip_sad", Op::SubgroupAvcSicSetBlockBasedRawSkipSadINTEL, 2, 0b1, Some(AvcType::SicPayload)),
    row("sic_evaluate_ipe", Op::SubgroupAvcSicEvaluateIpeINTEL, 3, 0b0, Some(AvcType::SicResult)),
    row("sic_evaluate_with_single_reference", Op::SubgroupAvcSicEvaluateWithSingleReferenceINTEL, 4, 0b0, Some(AvcType::SicResult)),
    row("sic_evaluate_with_dual_reference", Op::SubgroupAvcSicEvaluateWithDualReferenceINTEL, 5, 0b0, Some(AvcType::SicResult)),
    row("sic_evaluate_with_multi_reference", Op::SubgroupAvcSicEvaluateWithMultiReferenceINTEL, 4, 0b10, Some(AvcType::SicResult)),
    row("sic_evaluate_with_multi_reference", Op::SubgroupAvcSicEvaluateWithMultiReferenceInterlacedINTEL, 5, 0b110, Some(AvcType::SicResult)),
    row("sic_get_ipe_luma_shape", Op::SubgroupAvcSicGetIpeLumaShapeINTEL, 1, 0b0, None),
    row("sic_get_best_ipe_luma_distortion", Op::SubgroupAvcSicGetBestIpeLumaDistortionINTEL, 1, 0b0, None),
    row("sic_get_best_ipe_chroma_distortion", Op::SubgroupAvcSicGetBestIpeChromaDistortionINTEL, 1, 0b0, None),
    row("sic_get_packed_ipe_luma_modes", Op::SubgroupAvcSicGetPackedIpeLumaModesINTEL, 1, 0b0, None),
    row("sic_get_ipe_chroma_mode", Op::SubgroupAvcSicGetIpeChromaModeINTEL, 1, 0b0, None),
    row("sic_get_packed_skc_luma_count_threshold", Op::SubgroupAvcSicGetPackedSkcLumaCountThresholdINTEL, 1, 0b0, None),
    row("sic_get_packed_skc_luma_sum_threshold", Op::SubgroupAvcSicGetPackedSkcLumaSumThresholdINTEL, 1, 0b0, None),
    row("sic_get_inter_raw_sads", Op::SubgroupAvcSicGetInterRawSadsINTEL, 1, 0b0, None),
    row("ime_convert_to_mce_payload", Op::SubgroupAvcImeConvertToMcePayloadINTEL, 1, 0b0, Some(AvcType::McePayload)),
    row("mce_convert_to_ime_payload", Op::SubgroupAvcMceConvertToImePayloadINTEL, 1, 0b0, Some(AvcType::ImePayload)),
    row("ref_convert_to_mce_payload", Op::SubgroupAvcRefConvertToMcePayloadINTEL, 1, 0b0, Some(AvcType::McePayload)),
    row("mce_convert_to_ref_payload", Op::SubgroupAvcMceConvertToRefPayloadINTEL, 1, 0b0, Some(AvcType::RefPayload)),
    row("sic_convert_to_mce_payload", Op::SubgroupAvcSicConvertToMcePayloadINTEL, 1, 0b0, Some(AvcType::McePayload)),
    row("mce_convert_to_sic_payload", Op::SubgroupAvcMceConvertToSicPayloadINTEL, 1, 0b0, Some(AvcType::SicPayload)),
    row("ime_convert_to_mce_result", Op::SubgroupAvcImeConvertToMceResultINTEL, 1, 0b0, Some(AvcType::MceResult)),
    row("mce_convert_to_ime_result", Op::SubgroupAvcMceConvertToImeResultINTEL, 1, 0b0, Some(AvcType::ImeResult)),
    row("ref_convert_to_mce_result", Op::SubgroupAvcRefConvertToMceResultINTEL, 1, 0b0, Some(AvcType::MceResult)),
    row("mce_convert_to_ref_result", Op::SubgroupAvcMceConvertToRefResultINTEL, 1, 0b0, Some(AvcType::RefResult)),
    row("sic_convert_to_mce_result", Op::SubgroupAvcSicConvertToMceResultINTEL, 1, 0b0, Some(AvcType::MceResult)),
    row("mce_convert_to_sic_result", Op::SubgroupAvcMceConvertToSicResultINTEL, 1, 0b0, Some(AvcType::SicResult)),
];

/// The builtin of OpenCL C name `name` (with [`PREFIX`], or the legacy window-size spelling)
/// taking `arity` arguments.
pub fn builtin(name: &str, arity: usize) -> Option<&'static Builtin> {
    let short = if name == LEGACY_REF_WINDOW_SIZE { "ime_ref_window_size" } else { name.strip_prefix(PREFIX)? };
    BUILTINS.iter().find(|b| b.name == short && b.arity == arity)
}

/// The builtin of instruction `op`.
pub fn of_instruction(op: Op) -> Option<&'static Builtin> {
    if !INSTRUCTION_OPCODES.contains(&(op as u32)) {
        return None;
    }
    BUILTINS.iter().find(|b| b.op == op)
}

/// The motion estimation type builtin `name` of `arity` parameters returns, if any (a wrapper
/// of a builtin returning a payload returns its own family's payload).
pub fn returns(name: &str, arity: usize) -> Option<AvcType> {
    if let Some(b) = builtin(name, arity) {
        return b.result;
    }
    let w = wrapped(name, arity)?;
    w.payload.then(|| family_type(w.family, true))
}

/// The family an `ime`/`ref`/`sic` wrapper applies an `mce` builtin to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Family {
    /// Integer motion estimation.
    Ime,
    /// Refinement (fractional and bidirectional).
    Ref,
    /// Skip and intra check.
    Sic,
}

/// A wrapper of an `mce` builtin: the builtin, the family, and whether the wrapped operand
/// (the last argument) is a payload (the wrapper then returns the payload of its family) rather
/// than a result.
#[derive(Debug, Clone, Copy)]
pub struct Wrapper {
    /// The `mce` builtin applied.
    pub builtin: &'static Builtin,
    /// The family of the argument (and of the returned payload).
    pub family: Family,
    /// Whether the argument is a payload (else a result).
    pub payload: bool,
}

/// `intel_sub_group_avc_{ime,ref,sic}_{x}` where `intel_sub_group_avc_mce_{x}` is a builtin
/// taking an `mce` payload or result last: that builtin, on the converted argument.
pub fn wrapped(name: &str, arity: usize) -> Option<Wrapper> {
    let rest = name.strip_prefix(PREFIX)?;
    let (family, x) = match rest.split_at_checked(4)? {
        ("ime_", x) => (Family::Ime, x),
        ("ref_", x) => (Family::Ref, x),
        ("sic_", x) => (Family::Sic, x),
        _ => return None,
    };
    let builtin = BUILTINS.iter().find(|b| b.name.strip_prefix("mce_") == Some(x) && b.arity == arity)?;
    let payload = match builtin.result {
        Some(AvcType::McePayload) => true,
        None => false,
        Some(_) => return None,
    };
    Some(Wrapper { builtin, family, payload })
}

/// The instructions converting between family `family`'s type and the `mce` one:
/// `(to mce, from mce)`, for payloads or results.
pub fn conversions(family: Family, payload: bool) -> (Op, Op) {
    match (family, payload) {
        (Family::Ime, true) => (Op::SubgroupAvcImeConvertToMcePayloadINTEL, Op::SubgroupAvcMceConvertToImePayloadINTEL),
        (Family::Ime, false) => (Op::SubgroupAvcImeConvertToMceResultINTEL, Op::SubgroupAvcMceConvertToImeResultINTEL),
        (Family::Ref, true) => (Op::SubgroupAvcRefConvertToMcePayloadINTEL, Op::SubgroupAvcMceConvertToRefPayloadINTEL),
        (Family::Ref, false) => (Op::SubgroupAvcRefConvertToMceResultINTEL, Op::SubgroupAvcMceConvertToRefResultINTEL),
        (Family::Sic, true) => (Op::SubgroupAvcSicConvertToMcePayloadINTEL, Op::SubgroupAvcMceConvertToSicPayloadINTEL),
        (Family::Sic, false) => (Op::SubgroupAvcSicConvertToMceResultINTEL, Op::SubgroupAvcMceConvertToSicResultINTEL),
    }
}

/// The payload or result type of family `family`.
pub fn family_type(family: Family, payload: bool) -> AvcType {
    match (family, payload) {
        (Family::Ime, true) => AvcType::ImePayload,
        (Family::Ime, false) => AvcType::ImeResult,
        (Family::Ref, true) => AvcType::RefPayload,
        (Family::Ref, false) => AvcType::RefResult,
        (Family::Sic, true) => AvcType::SicPayload,
        (Family::Sic, false) => AvcType::SicResult,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_instruction_has_one_builtin() {
        let grammar = rspirv::grammar::INSTRUCTION_TABLE.iter().filter(|g| g.opname.starts_with("SubgroupAvc"));
        let mut count = 0;
        for g in grammar {
            count += 1;
            let rows = BUILTINS.iter().filter(|b| b.op as u32 == g.opcode as u32).count();
            assert_eq!(rows, 1, "Op{}", g.opname);
        }
        assert_eq!(count, BUILTINS.len());
    }

    #[test]
    fn overloads_differ_in_arity() {
        for (i, a) in BUILTINS.iter().enumerate() {
            assert!(BUILTINS[i + 1..].iter().all(|b| (b.name, b.arity) != (a.name, a.arity)), "{}", a.name);
            assert!(a.unsigned >> a.arity == 0, "{}", a.name);
        }
    }

    #[test]
    fn names_find_their_rows() {
        let b = builtin("intel_sub_group_avc_sic_configure_ipe", 11).map(|b| b.op);
        assert_eq!(b, Some(Op::SubgroupAvcSicConfigureIpeLumaChromaINTEL));
        assert_eq!(builtin(LEGACY_REF_WINDOW_SIZE, 2).map(|b| b.op), Some(Op::SubgroupAvcImeRefWindowSizeINTEL));
        assert!(builtin("intel_sub_group_avc_mce_ime_boo", 0).is_none());
        let w = wrapped("intel_sub_group_avc_ref_set_inter_shape_penalty", 2).map(|w| (w.builtin.op, w.family, w.payload));
        assert_eq!(w, Some((Op::SubgroupAvcMceSetInterShapePenaltyINTEL, Family::Ref, true)));
        let w = wrapped("intel_sub_group_avc_ime_get_motion_vectors", 1).map(|w| (w.builtin.op, w.family, w.payload));
        assert_eq!(w, Some((Op::SubgroupAvcMceGetMotionVectorsINTEL, Family::Ime, false)));
        assert!(wrapped("intel_sub_group_avc_ime_convert_to_ime_payload", 1).is_none());
    }

    #[test]
    fn opcode_ranges_hold_every_row() {
        assert!(BUILTINS.iter().all(|b| INSTRUCTION_OPCODES.contains(&(b.op as u32))));
        assert_eq!(INSTRUCTION_OPCODES.count(), BUILTINS.len());
        assert!(TYPES.iter().all(|r| TYPE_OPCODES.contains(&(r.0 as u32))));
        assert_eq!(TYPE_OPCODES.count(), TYPES.len());
    }

    #[test]
    fn types_invert() {
        for &(op, t) in TYPES {
            assert_eq!(type_op(t), Some(op));
            assert_eq!(avc_type(op), Some(t));
        }
    }
}
