; With --spirv-max-version=1.5 the fast-math flags of fcmp are dropped (FPFastMathMode on a comparison needs SPIR-V 1.6): the module stays 1.0.
; OPTIONS: --spirv-max-version=1.5
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, float %a, float %b) {
entry:
  %r1 = fcmp oeq float %a, %b
  %r2 = fcmp nnan olt float %a, %b
  %r3 = fcmp ninf nsz une float %a, %b
  %r4 = fcmp fast ord float %a, %b
  %x1 = and i1 %r1, %r2
  %x2 = and i1 %r3, %r4
  %x = and i1 %x1, %x2
  %z = zext i1 %x to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
