; llvm.memmove of a run-time size: one byte loop whose index runs forward when the destination
; lies below the source and backward otherwise (OpSelect on the address comparison).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @move(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %n) {
entry:
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 1 %dst, ptr addrspace(1) align 1 %src, i64 %n, i1 false)
  ret void
}

declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
