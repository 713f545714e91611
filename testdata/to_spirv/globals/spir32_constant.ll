; A 32-bit module's constant-memory lookup table read with a run-time index.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

@lut = addrspace(2) constant [4 x i16] [i16 1, i16 2, i16 4, i16 8], align 2

define spir_kernel void @k(ptr addrspace(1) %out, i32 %i) {
entry:
  %p = getelementptr inbounds [4 x i16], ptr addrspace(2) @lut, i32 0, i32 %i
  %v = load i16, ptr addrspace(2) %p, align 2
  store i16 %v, ptr addrspace(1) %out, align 2
  ret void
}
