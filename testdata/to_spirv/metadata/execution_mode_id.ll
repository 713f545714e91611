; !spirv.ExecutionMode nodes with an Id mode (LocalSizeId, SubgroupsPerWorkgroupId; values, as spirv2llvm and the reference write them) → OpExecutionModeId with i32 constants (SPIR-V 1.2); dereferenceable(N) on a parameter → MaxByteOffset N (SPIR-V 1.1).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sized(ptr addrspace(1) dereferenceable(24) %p) {
entry:
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

define spir_kernel void @groups() {
entry:
  ret void
}

!spirv.ExecutionMode = !{!0, !1}
!0 = !{ptr @sized, i32 38, i32 64, i32 1, i32 1}
!1 = !{ptr @groups, i32 37, i32 8}
