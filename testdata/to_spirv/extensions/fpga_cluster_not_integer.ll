; FPGA function metadata that holds no integer (!stall_enable !{!"yes"}) is refused, naming the metadata.
; OPTIONS: --spirv-ext=+SPV_INTEL_fpga_cluster_attributes
; ERROR: !stall_enable holds no 32-bit integer
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !stall_enable !0 {
entry:
  ret void
}

!0 = !{!"yes"}
