; Floating-point atomicrmw with the float-atomic extensions allowed: fadd → OpAtomicFAddEXT,
; fsub → OpFNegate + OpAtomicFAddEXT, fmin/fmax → OpAtomicFMin/FMaxEXT; half needs
; SPV_EXT_shader_atomic_float16_add, which builds on SPV_EXT_shader_atomic_float_add (both
; declared). The OpenCL C float atomic_fetch_max_explicit and SYCL's __spirv_AtomicFMaxEXT with
; its __spv::Scope::Flag enum parameters (a nested-name mangling) take the same instruction.
; Semantics of LLVM atomic instructions are the ordering bits only (16: seq_cst).
; OPTIONS: --spirv-ext=+SPV_EXT_shader_atomic_float_add,+SPV_EXT_shader_atomic_float16_add,+SPV_EXT_shader_atomic_float_min_max
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @rmw(ptr addrspace(1) %f, ptr addrspace(1) %d, ptr addrspace(3) %h) {
entry:
  %a = atomicrmw fadd ptr addrspace(1) %f, float 1.0 seq_cst
  %b = atomicrmw fsub ptr addrspace(1) %d, double 2.0 monotonic
  %c = atomicrmw fadd ptr addrspace(3) %h, half 1.0 acquire
  %e = atomicrmw fmin ptr addrspace(1) %f, float %a syncscope("workgroup") seq_cst
  %g = atomicrmw fmax ptr addrspace(1) %d, double %b release
  %m = call spir_func float @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicff12memory_order(ptr addrspace(1) %f, float %e, i32 0)
  %s = call spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf(ptr addrspace(1) %f, i32 1, i32 896, float %m)
  ret void
}

declare spir_func float @_Z25atomic_fetch_max_explicitPU3AS1VU7_Atomicff12memory_order(ptr addrspace(1), float, i32)
declare spir_func float @_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf(ptr addrspace(1), i32, i32, float)
