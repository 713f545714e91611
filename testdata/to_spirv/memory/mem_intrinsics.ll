; llvm.memcpy → OpCopyMemorySized (constant and run-time sizes, across address spaces),
; llvm.memset with zero → OpStore of a null constant, with a byte → a filled array constant,
; llvm.memmove with a constant size, llvm.lifetime.* dropped; copies, fills and moves of a
; constant 0 bytes emit nothing (a constant size of 0 is invalid in OpCopyMemorySized).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { [4 x i32], float }

define spir_func void @mem(ptr addrspace(1) %dst, ptr addrspace(2) %src, i64 %n) {
entry:
  %tmp = alloca %struct.S, align 4
  call void @llvm.lifetime.start.p0(ptr %tmp)
  call void @llvm.memset.p0.i64(ptr align 4 %tmp, i8 0, i64 20, i1 false)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %dst, ptr align 4 %tmp, i64 20, i1 false)
  call void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(2) align 4 %src, i64 %n, i1 false)
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 1 %dst, i8 -86, i64 6, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(1) align 4 %dst, i64 8, i1 false)
  call void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) align 4 %dst, ptr addrspace(2) align 4 %src, i64 0, i1 false)
  call void @llvm.memcpy.inline.p1.p2.i64(ptr addrspace(1) %dst, ptr addrspace(2) %src, i64 0, i1 true)
  call void @llvm.memset.p1.i64(ptr addrspace(1) %dst, i8 1, i64 0, i1 false)
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %dst, ptr addrspace(1) %dst, i64 0, i1 false)
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}

declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg)
declare void @llvm.memset.p1.i64(ptr addrspace(1) writeonly captures(none), i8, i64, i1 immarg)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
declare void @llvm.memcpy.p1.p2.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg)
declare void @llvm.memcpy.inline.p1.p2.i64(ptr addrspace(1) noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64 immarg, i1 immarg)
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1) writeonly captures(none), ptr addrspace(1) readonly captures(none), i64, i1 immarg)
