; Composite constants: vectors, arrays and structs, nested, with repeated elements
; (OpConstantComposite over uniqued scalar constants).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, <2 x float>, [3 x i16] }

define spir_func void @composite(ptr addrspace(1) %v, ptr addrspace(1) %a, ptr addrspace(1) %s) {
entry:
  store <4 x i32> <i32 1, i32 2, i32 1, i32 -1>, ptr addrspace(1) %v, align 16
  store [2 x [2 x float]] [[2 x float] [float 1.0, float 2.0], [2 x float] [float 3.0, float 1.0]], ptr addrspace(1) %a, align 4
  store %struct.S { i32 5, <2 x float> <float 0.5, float 0.25>, [3 x i16] [i16 1, i16 2, i16 3] }, ptr addrspace(1) %s, align 8
  ret void
}
