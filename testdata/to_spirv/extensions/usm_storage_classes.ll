; SPV_INTEL_usm_storage_classes: address spaces 5 and 6 → DeviceOnlyINTEL and HostOnlyINTEL (with
; their capability), casts from and to CrossWorkgroup → OpPtrCastToCrossWorkgroupINTEL and
; OpCrossWorkgroupCastToPtrINTEL, and to and from Generic through CrossWorkgroup.
; OPTIONS: --spirv-ext=+SPV_INTEL_usm_storage_classes
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(5) %device, ptr addrspace(6) %host, ptr addrspace(1) %global) {
entry:
  %d = addrspacecast ptr addrspace(5) %device to ptr addrspace(1)
  %v = load i32, ptr addrspace(1) %d, align 4
  %h = addrspacecast ptr addrspace(1) %global to ptr addrspace(6)
  store i32 %v, ptr addrspace(6) %h, align 4
  %g = addrspacecast ptr addrspace(5) %device to ptr addrspace(4)
  store i32 %v, ptr addrspace(4) %g, align 4
  %b = addrspacecast ptr addrspace(4) %g to ptr addrspace(6)
  store i32 %v, ptr addrspace(6) %b, align 4
  store i32 %v, ptr addrspace(6) %host, align 4
  ret void
}
