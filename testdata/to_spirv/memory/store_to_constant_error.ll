; A store into the constant address space (here into a constant global, undefined in LLVM but
; valid IR; a corrupted bitcode file made one): SPIR-V's UniformConstant is read-only, so this
; is an error naming the store, not a module spirv-val rejects.
; ERROR: in function @k: `store i32 %v, ptr addrspace(2) %p, align 4`: unsupported: store into the constant address space (UniformConstant is read-only)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@lut = addrspace(2) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4

define spir_kernel void @k(i32 %v, i64 %i) {
entry:
  %p = getelementptr inbounds [4 x i32], ptr addrspace(2) @lut, i64 0, i64 %i
  store i32 %v, ptr addrspace(2) %p, align 4
  ret void
}
