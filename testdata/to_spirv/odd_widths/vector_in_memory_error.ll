; A vector of odd-width integers in memory: LLVM packs the bits of its lanes (<2 x i12> takes 3
; bytes), SPIR-V holds each lane in its own i16.
; ERROR: in function @f: `%v = load <2 x i12>, ptr addrspace(1) %p, align 4`: unsupported: <2 x i12> in memory (LLVM packs the bits of its lanes)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func <2 x i12> @f(ptr addrspace(1) %p) {
entry:
  %v = load <2 x i12>, ptr addrspace(1) %p, align 4
  ret <2 x i12> %v
}
