; Without SPV_INTEL_fpga_cluster_attributes and SPV_INTEL_fpga_dsp_control the FPGA function metadata (hints for FPGA tools) is dropped: no decoration, capability or extension.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @stall_enable() !stall_enable !1 {
entry:
  ret void
}

define spir_func void @stall_free() !stall_free !1 {
entry:
  ret void
}

define spir_func void @stall_enable_off() !stall_enable !0 {
entry:
  ret void
}

define spir_func void @dsp_propagate() !prefer_dsp !1 !propagate_dsp_preference !1 {
entry:
  ret void
}

define spir_func void @softlogic() !prefer_dsp !2 {
entry:
  ret void
}

define spir_kernel void @k() {
entry:
  call spir_func void @stall_enable()
  call spir_func void @stall_free()
  call spir_func void @stall_enable_off()
  call spir_func void @dsp_propagate()
  call spir_func void @softlogic()
  ret void
}

!0 = !{i32 0}
!1 = !{i32 1}
!2 = !{i32 2}
