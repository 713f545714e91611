; A kernel's !reqd_work_group_size with a zero dimension is an error naming the mode and the sizes (the validators reject a zero work-group size)
; ERROR: execution mode LocalSize [4, 1, 0]: a work-group size must not have a zero dimension
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !reqd_work_group_size !0 {
  ret void
}

!0 = !{i32 4, i32 1, i32 0}
