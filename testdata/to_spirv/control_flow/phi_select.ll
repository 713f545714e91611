; phi with values from a constant, a parameter and a loop-carried value (pointer phis hold i8
; pointers, cast back before use); select on scalars, vectors with a scalar condition and a
; vector condition.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @phis(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c, <4 x i32> %v, <4 x i32> %w, <4 x i1> %m) {
entry:
  br i1 %c, label %l, label %r

l:
  br label %j

r:
  br label %j

j:
  %p = phi ptr addrspace(1) [ %a, %l ], [ %b, %r ]
  %f = load float, ptr addrspace(1) %p, align 4
  %s = select i1 %c, float %f, float 0.0
  %sv = select i1 %c, <4 x i32> %v, <4 x i32> %w
  %mv = select <4 x i1> %m, <4 x i32> %sv, <4 x i32> %v
  %e = extractelement <4 x i32> %mv, i32 0
  %ef = sitofp i32 %e to float
  %sum = fadd float %s, %ef
  ret float %sum
}
