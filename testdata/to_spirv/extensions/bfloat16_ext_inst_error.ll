; A SPIR-V friendly OpenCL.std call on bfloat (the reference's `_RDF16b` return postfix, read as
; bfloat): SPV_KHR_bfloat16 allows no extended instruction on bfloat (spirv-val rejects it), so
; an error naming it rather than a call of an imported function.
; OPTIONS: --spirv-ext=+SPV_KHR_bfloat16
; ERROR: unsupported: OpExtInst on bfloat
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %a, i16 %b) {
entry:
  %n = call spir_func bfloat @_Z22__spirv_ocl_nan_RDF16bt(i16 %b)
  store bfloat %n, ptr addrspace(1) %a, align 2
  ret void
}

declare spir_func bfloat @_Z22__spirv_ocl_nan_RDF16bt(i16)
