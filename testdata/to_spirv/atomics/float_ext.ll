; SPIR-V friendly float atomics with every extension allowed: __spirv_AtomicFAddEXT on float
; → OpAtomicFAddEXT (AtomicFloat32AddEXT, SPV_EXT_shader_atomic_float_add), and
; __spirv_AtomicFMinEXT on double → OpAtomicFMinEXT (AtomicFloat64MinMaxEXT,
; SPV_EXT_shader_atomic_float_min_max). (OpenCL C float atomics always become compare-exchange
; loops: see float_cas_loop.ll.)
; OPTIONS: --spirv-ext=+all
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @fext(ptr addrspace(1) %p, float %v, ptr addrspace(1) %d) {
entry:
  %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)
  %a = call spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS4fiif(ptr addrspace(4) %g, i32 2, i32 0, float %v)
  %b = call spir_func double @_Z21__spirv_AtomicFMinEXTPU3AS1diid(ptr addrspace(1) %d, i32 1, i32 528, double 1.0)
  %bf = fptrunc double %b to float
  %r = fadd float %a, %bf
  ret float %r
}

declare spir_func float @_Z21__spirv_AtomicFAddEXTPU3AS4fiif(ptr addrspace(4), i32, i32, float)
declare spir_func double @_Z21__spirv_AtomicFMinEXTPU3AS1diid(ptr addrspace(1), i32, i32, double)
