; Internal constants in address space 0 (private memory, which has no module-level variables in
; kernels; SimplifyCFG's switch tables without a globals address space): each function that uses
; one gets its own Function variable initialized with the value, the later-made first.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"

@switch.table = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@weights = internal constant [2 x float] [float 0.5, float 0.25]

define spir_func i32 @lookup(i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @switch.table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
  %p = getelementptr inbounds [4 x i32], ptr @switch.table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %w = getelementptr inbounds [2 x float], ptr @weights, i64 0, i64 %i
  %f = load float, ptr %w, align 4
  %c = fptosi float %f to i32
  %s = add i32 %v, %c
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
