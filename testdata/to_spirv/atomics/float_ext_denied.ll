; The same SPIR-V friendly float atomic without the extension allowed fails naming it.
; ERROR: needs extension SPV_EXT_shader_atomic_float_add for capability AtomicFloat32AddEXT, which is not allowed
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fext(ptr addrspace(1) %p, float %v) {
entry:
  %a = call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1) %p, i32 2, i32 0, float %v)
  ret float %a
}

declare spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS1fiif(ptr addrspace(1), i32, i32, float)
