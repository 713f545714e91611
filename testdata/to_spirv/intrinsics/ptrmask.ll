; llvm.ptrmask as the Language Reference expands it: the address (OpConvertPtrToU) masked, and
; the pointer advanced by the difference (OpPtrAccessChain of chars), so that the result keeps
; the pointer's storage class (global, generic, private) instead of an integer made a pointer.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @masks(ptr addrspace(1) %p, ptr addrspace(4) %g, i64 %m) {
entry:
  %a = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 -16)
  %x = load i32, ptr addrspace(1) %a, align 16
  %b = call ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4) %g, i64 %m)
  %y = load i32, ptr addrspace(4) %b, align 4
  %v = alloca [4 x i32], align 16
  %c = call ptr @llvm.ptrmask.p0.i64(ptr %v, i64 -8)
  store i32 %x, ptr %c, align 8
  %z = load i32, ptr %v, align 16
  %s = add i32 %x, %y
  %t = add i32 %s, %z
  ret i32 %t
}

declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
declare ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4), i64)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
