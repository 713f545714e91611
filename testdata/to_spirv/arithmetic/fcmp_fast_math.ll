; Fast-math flags on fcmp → FPFastMathMode on the comparison (nnan NotNaN, ninf NotInf, nsz NSZ, arcp AllowRecip, fast Fast), which needs SPIR-V 1.6: the module takes 1.6 (the default --spirv-max-version); a comparison without flags is not decorated.
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
