; SPV_KHR_linkonce_odr: weak_odr definitions (a function and a global) are LinkOnceODR as well
; (one definition rule: copies may be merged), as the reference maps them.
; OPTIONS: --spirv-ext=+SPV_KHR_linkonce_odr
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
@bias = weak_odr addrspace(1) global i32 3, align 4
define weak_odr spir_func i32 @scale(i32 %x) {
  %b = load i32, ptr addrspace(1) @bias
  %r = mul i32 %x, %b
  ret i32 %r
}
define spir_kernel void @k(ptr addrspace(1) %p) {
  %v = call spir_func i32 @scale(i32 7)
  store i32 %v, ptr addrspace(1) %p
  ret void
}
