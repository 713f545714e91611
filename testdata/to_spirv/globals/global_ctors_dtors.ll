; C++ for OpenCL's constructors and destructors of program-scope objects: the functions of
; @llvm.global_ctors / @llvm.global_dtors become entry points with execution mode Initializer /
; Finalizer (SPIR-V 1.1), as the Khronos translator writes them; the lists themselves are not
; translated (they are in address space 0, which has no module-level storage class).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_k.cl, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_D_k.cl, ptr null }]

define internal spir_func void @_GLOBAL__sub_I_k.cl() {
entry:
  store i32 33, ptr addrspace(1) @g, align 4
  ret void
}

define internal spir_func void @_GLOBAL__sub_D_k.cl() {
entry:
  store i32 0, ptr addrspace(1) @g, align 4
  ret void
}

define spir_kernel void @work(ptr addrspace(1) %out) {
entry:
  %v = load i32, ptr addrspace(1) @g, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
