; llvm.ptrmask on a vector of pointers is not done yet: an error naming it.
; ERROR: unsupported: %a = call <2 x ptr addrspace(1)> @llvm.ptrmask
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x ptr addrspace(1)> @masks(<2 x ptr addrspace(1)> %p) {
entry:
  %a = call <2 x ptr addrspace(1)> @llvm.ptrmask.v2p1.v2i64(<2 x ptr addrspace(1)> %p, <2 x i64> <i64 -16, i64 -16>)
  ret <2 x ptr addrspace(1)> %a
}

declare <2 x ptr addrspace(1)> @llvm.ptrmask.v2p1.v2i64(<2 x ptr addrspace(1)>, <2 x i64>)
