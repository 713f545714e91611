; __spirv_SubgroupBlockPrefetchINTEL with a 64-bit byte count: refused with the reference's reason (it takes a 32-bit integer)
; OPTIONS: --spirv-ext=+SPV_INTEL_subgroup_buffer_prefetch
; ERROR: NumBytes must be a 32-bit integer scalar
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p, i64 %n) {
  call spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khm(ptr addrspace(1) %p, i64 %n)
  ret void
}

declare spir_func void @_Z34__spirv_SubgroupBlockPrefetchINTELPU3AS1Khm(ptr addrspace(1), i64)
