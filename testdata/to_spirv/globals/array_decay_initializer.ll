; A global initializer holding a pointer to an array where a pointer to its first element is
; wanted (`getelementptr [2 x i8], @a, 0, 0`, which LLVM folds to `@a`) decays with
; OpSpecConstantOp InBoundsPtrAccessChain a 0 0 (was: a pointer bitcast); a nested array
; takes one index more; the other element stays an access chain to element 1.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir-unknown-unknown"

@a = addrspace(1) global [2 x i8] c"\96\96", align 1
@m = addrspace(1) global [2 x [3 x i8]] zeroinitializer, align 4
@k = addrspace(1) global [2 x ptr addrspace(1)] [ptr addrspace(1) getelementptr inbounds ([2 x i8], ptr addrspace(1) @a, i32 0, i32 1), ptr addrspace(1) @a], align 4
@n = addrspace(1) global [1 x ptr addrspace(1)] [ptr addrspace(1) @m], align 4

define spir_kernel void @use(ptr addrspace(1) %out) {
entry:
  %p = load ptr addrspace(1), ptr addrspace(1) getelementptr inbounds ([2 x ptr addrspace(1)], ptr addrspace(1) @k, i32 0, i32 1), align 4
  %c = load i8, ptr addrspace(1) %p, align 1
  store i8 %c, ptr addrspace(1) %out, align 1
  %q = load ptr addrspace(1), ptr addrspace(1) @n, align 4
  %v = load i8, ptr addrspace(1) %q, align 1
  %o = getelementptr inbounds i8, ptr addrspace(1) %out, i32 4
  store i8 %v, ptr addrspace(1) %o, align 1
  ret void
}
