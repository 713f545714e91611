; Intel's !RegisterAllocMode on kernels without SPV_INTEL_maximum_registers → UserSemantic "num-thread-per-eu T" (modes 0, 1, 2; mode 3 has no text and is left out)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @large() !RegisterAllocMode !0 {
  ret void
}

define spir_kernel void @small() !RegisterAllocMode !1 {
  ret void
}

define spir_kernel void @other() !RegisterAllocMode !2 {
  ret void
}

!0 = !{i32 2}
!1 = !{i32 1}
!2 = !{i32 3}
