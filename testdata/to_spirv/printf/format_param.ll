; printf with a run-time format (a constant-memory pointer parameter of a helper) and a %s
; argument that points at another constant string.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [4 x i8] c"%d\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [11 x i8] c"%s and %c\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [4 x i8] c"str\00", align 1

define spir_func void @helper(ptr addrspace(2) %fmt, i32 %x) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) %fmt, i32 %x)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)

define spir_kernel void @k(i32 %x) {
entry:
  %call.i1 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i32 %x)
  %call.i = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str.1, ptr addrspace(2) @.str.2, i32 99)
  ret void
}
