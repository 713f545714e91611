; Program-scope variables in global (CrossWorkgroup) and constant (UniformConstant) memory, and
; a kernel's local array (Workgroup, no initializer), with their alignments.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@counter = addrspace(1) global i32 0, align 4
@coeffs = addrspace(2) constant [3 x float] [float 1.0, float 2.0, float 4.0], align 4
@k.tile = internal addrspace(3) global [16 x float] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  %c = load float, ptr addrspace(2) getelementptr inbounds ([3 x float], ptr addrspace(2) @coeffs, i64 0, i64 2), align 4
  store float %c, ptr addrspace(3) @k.tile, align 4
  %t = load float, ptr addrspace(3) @k.tile, align 4
  store float %t, ptr addrspace(1) %out, align 4
  %n = load i32, ptr addrspace(1) @counter, align 4
  %n1 = add i32 %n, 1
  store i32 %n1, ptr addrspace(1) @counter, align 4
  ret void
}
