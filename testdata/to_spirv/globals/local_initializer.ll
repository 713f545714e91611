; Local-memory (Workgroup) variables: a non-zero initializer is kept (OpenCL's environment
; allows it), a zero one is left out, and an external one is exported like any other global.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@local = addrspace(3) constant i32 3
@zeroed = internal addrspace(3) global [4 x i32] zeroinitializer, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(3) @local, align 4
  %p = getelementptr [4 x i32], ptr addrspace(3) @zeroed, i64 0, i64 1
  store i32 %v, ptr addrspace(3) %p, align 4
  %w = load i32, ptr addrspace(3) %p, align 4
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
