; Arrays, structs, nested structs and packed structs (CPacked) as alloca'd and named types.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.inner = type { i32, [2 x float] }
%struct.outer = type { i8, %struct.inner, i64 }
%struct.packed = type <{ i8, i32 }>

define spir_func i32 @aggregates(ptr addrspace(1) %p) {
entry:
  %arr = alloca [4 x i32], align 4
  %o = alloca %struct.outer, align 8
  %pk = alloca %struct.packed, align 1
  %e = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
  store i32 7, ptr %e, align 4
  %f = getelementptr inbounds %struct.outer, ptr %o, i64 0, i32 1, i32 1, i64 1
  store float 1.0, ptr %f, align 4
  %q = getelementptr inbounds %struct.packed, ptr %pk, i64 0, i32 1
  store i32 3, ptr %q, align 1
  %v = load i32, ptr %e, align 4
  %w = load i32, ptr %q, align 1
  %r = add i32 %v, %w
  ret i32 %r
}
