; printf → OpenCL.std printf with the format string a constant-memory (UniformConstant) i8
; array and the variadic arguments as they are (float promoted to double by clang: Float64).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [16 x i8] c"value %d at %p\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [14 x i8] c"f=%f v=%v4hd\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [7 x i8] c"plain\0A\00", align 1

define spir_kernel void @hello(ptr addrspace(1) %p, float %f) {
entry:
  %0 = load i32, ptr addrspace(1) %p, align 4
  %call.i = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %0, ptr addrspace(1) align 4 %p)
  %conv.i = fpext float %f to double
  %call1.i = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str.1, double %conv.i, <4 x i16> <i16 1, i16 2, i16 3, i16 4>)
  %call2.i = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str.2)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
