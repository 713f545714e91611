; SPV_INTEL_fpga_invocation_pipelining_attributes: kernel metadata !initiation_interval, !max_concurrency and !pipeline_kernel (one integer each) → the function's InitiationIntervalINTEL, MaxConcurrencyINTEL and PipelineEnableINTEL decorations.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_invocation_pipelining_attributes
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) !initiation_interval !0 !max_concurrency !1 !pipeline_kernel !2 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

!0 = !{i32 2}
!1 = !{i32 4}
!2 = !{i32 1}
