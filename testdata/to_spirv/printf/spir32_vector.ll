; printf in a 32-bit (spir) module: a long, a float4 vector argument (%v4hlf, not promoted) and
; a %s argument pointing at another constant string.
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [15 x i8] c"%ld %v4hlf %s\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [5 x i8] c"done\00", align 1

define spir_kernel void @p32(i64 %l, <4 x float> %v) {
entry:
  %call.i = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i64 %l, <4 x float> %v, ptr addrspace(2) @.str.1)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
