; __spirv_SubgroupBlockPrefetchINTEL on a pointer into local memory: refused with the reference's reason (the instruction takes CrossWorkgroup pointers)
; OPTIONS: --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch
; ERROR: Ptr must be in CrossWorkgroup storage class
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(3) %p, i32 %n) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS3Khj(ptr addrspace(3) %p, i32 %n)
  ret void
}

declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS3Khj(ptr addrspace(3), i32)
