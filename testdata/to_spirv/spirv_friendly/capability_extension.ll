; A __spirv_* call whose instruction needs a capability that only an extension provides
; (OpControlBarrierArriveINTEL: SplitBarrierINTEL, from SPV_INTEL_split_barrier): the
; extension is declared, as the grammar says the capability needs it.
; OPTIONS: --spirv-ext=+SPV_INTEL_split_barrier
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
entry:
  call spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32 2, i32 2, i32 260)
  call spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32 2, i32 2, i32 258)
  ret void
}

declare spir_func void @_Z33__spirv_ControlBarrierArriveINTELiii(i32, i32, i32)
declare spir_func void @_Z31__spirv_ControlBarrierWaitINTELiii(i32, i32, i32)
