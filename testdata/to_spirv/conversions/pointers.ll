; Pointer casts: addrspacecast to generic → OpPtrCastToGeneric, from generic →
; OpGenericCastToPtr, ptrtoint → OpConvertPtrToU, inttoptr → OpConvertUToPtr.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @pointers(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr %p, i64 %addr) {
entry:
  %gg = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %lg = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)
  %pg = addrspacecast ptr %p to ptr addrspace(4)
  store i32 1, ptr addrspace(4) %gg, align 4
  store i32 2, ptr addrspace(4) %lg, align 4
  store i32 3, ptr addrspace(4) %pg, align 4
  %back = addrspacecast ptr addrspace(4) %gg to ptr addrspace(1)
  %v = load i32, ptr addrspace(1) %back, align 4
  %i = ptrtoint ptr addrspace(1) %g to i64
  %q = inttoptr i64 %addr to ptr addrspace(1)
  %w = load i32, ptr addrspace(1) %q, align 4
  %s = add i32 %v, %w
  %s64 = zext i32 %s to i64
  %r = add i64 %i, %s64
  ret i64 %r
}
