; The same split barrier with the extension not allowed: an error naming the capability and
; the extension to allow.
; OPTIONS: --spirv-ext=-all
; ERROR: needs extension SPV_INTEL_split_barrier for capability SplitBarrierINTEL, which is not allowed (allow it with --spirv-ext=+SPV_INTEL_split_barrier)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 260)
  ret void
}

declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
