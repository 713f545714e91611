; llvm.ptrmask aligning pointers down within a buffer (global and generic): each work-item
; reads the 16-byte-aligned word group its byte falls in through a masked pointer, and the
; 8-byte-aligned one through a generic pointer. The buffer's start is aligned to 16 bytes at
; least by every runner, so the masked pointers stay inside it.
; EXEC: kernel=align_down global=32 local=8
; ARG: global i32 32 zero
; ARG: global i8 64 range(1,200,3)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @align_down(ptr addrspace(1) align 16 %out, ptr addrspace(1) align 16 %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %byte = mul i64 %gid, 2
  %p = getelementptr i8, ptr addrspace(1) %in, i64 %byte
  %a16 = call ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1) %p, i64 -16)
  %v16 = load i8, ptr addrspace(1) %a16, align 1
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %a8 = call ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4) %g, i64 -8)
  %v8 = load i8, ptr addrspace(4) %a8, align 1
  %w16 = zext i8 %v16 to i32
  %w8 = zext i8 %v8 to i32
  %hi = shl i32 %w16, 8
  %r = or i32 %hi, %w8
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare ptr addrspace(1) @llvm.ptrmask.p1.i64(ptr addrspace(1), i64)
declare ptr addrspace(4) @llvm.ptrmask.p4.i64(ptr addrspace(4), i64)
