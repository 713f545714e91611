; Kernel attachments → execution modes: reqd_work_group_size → LocalSize, work_group_size_hint
; → LocalSizeHint, vec_type_hint → VecTypeHint (data type code | lanes << 16: float4 = 0x40005,
; int2 = 0x20002; the signedness operand has no counterpart), intel_reqd_sub_group_size →
; SubgroupSize (SubgroupDispatch, SPIR-V 1.1); a kernel without attachments gets none.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sized() !reqd_work_group_size !0 !vec_type_hint !1 {
entry:
  ret void
}

define spir_kernel void @hinted() !work_group_size_hint !2 !vec_type_hint !3 !intel_reqd_sub_group_size !4 {
entry:
  ret void
}

define spir_kernel void @plain() {
entry:
  ret void
}

!0 = !{i32 64, i32 2, i32 1}
!1 = !{<4 x float> undef, i32 0}
!2 = !{i32 16, i32 16, i32 4}
!3 = !{<2 x i32> undef, i32 1}
!4 = !{i32 16}
