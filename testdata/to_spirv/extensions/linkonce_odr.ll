; SPV_KHR_linkonce_odr: linkonce_odr definitions (a function and a global) → LinkageAttributes
; LinkOnceODR, with the extension.
; OPTIONS: --spirv-ext=+SPV_KHR_linkonce_odr
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
@table = linkonce_odr addrspace(1) global [2 x i32] [i32 1, i32 2], align 4
define linkonce_odr spir_func i32 @f(i32 %x) {
  %p = getelementptr [2 x i32], ptr addrspace(1) @table, i64 0, i32 %x
  %v = load i32, ptr addrspace(1) %p
  ret i32 %v
}
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = call spir_func i32 @f(i32 1)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
