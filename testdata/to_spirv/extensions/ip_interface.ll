; SPV_INTEL_kernel_attributes: an FPGA kernel's !ip_interface → StreamingInterfaceINTEL or RegisterMapInterfaceINTEL, whose literal says whether the option (stall_free_return, wait_for_done_write) is present; the register-map mode also declares FPGAKernelAttributesv2INTEL.
; OPTIONS: --spirv-ext=+SPV_INTEL_kernel_attributes
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @streaming() !ip_interface !0 {
entry:
  ret void
}

define spir_kernel void @streaming_stall_free() !ip_interface !1 {
entry:
  ret void
}

define spir_kernel void @register_map() !ip_interface !2 {
entry:
  ret void
}

define spir_kernel void @register_map_wait() !ip_interface !3 {
entry:
  ret void
}

!0 = !{!"streaming"}
!1 = !{!"streaming", !"stall_free_return"}
!2 = !{!"csr"}
!3 = !{!"csr", !"wait_for_done_write"}
