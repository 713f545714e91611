; SPV_KHR_linkonce_odr: a linkonce_odr helper (a C++ inline function, a template) keeps its
; linkage as LinkOnceODR and back; the kernel calls it.
; OPTIONS: --spirv-ext=+SPV_KHR_linkonce_odr
; DECLARES: SPV_KHR_linkonce_odr
; EXEC: kernel=linkonce_odr global=8 local=4
; ARG: global i32 8 zero
; ARG: global i32 8 range(-30,30,7)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define linkonce_odr spir_func i32 @_Z6squarei(i32 %x) {
entry:
  %r = mul nsw i32 %x, %x
  ret i32 %r
}

define spir_kernel void @linkonce_odr(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %p, align 4
  %s = call spir_func i32 @_Z6squarei(i32 %x)
  %t = add i32 %s, %x
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %t, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
