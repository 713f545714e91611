target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @float_atomics(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  %3 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %4 = call spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %3, float 1.000000e+00, i32 5, i32 2) #0
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = call spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4) %5, float %4, i32 0, i32 1) #0
  %7 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %8 = call spir_func double @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicdd12memory_order12memory_scope(ptr addrspace(4) %7, double 2.000000e+00, i32 5, i32 2) #0
  ret void
}

; Function Attrs: nounwind
declare spir_func float @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4), float, i32, i32) #0

; Function Attrs: nounwind
declare spir_func float @_Z25atomic_fetch_min_explicitPU3AS4VU7_Atomicff12memory_order12memory_scope(ptr addrspace(4), float, i32, i32) #0

; Function Attrs: nounwind
declare spir_func double @_Z25atomic_fetch_max_explicitPU3AS4VU7_Atomicdd12memory_order12memory_scope(ptr addrspace(4), double, i32, i32) #0

attributes #0 = { nounwind }

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}

!0 = !{!"SPV_EXT_shader_atomic_float_add"}
!1 = !{!"SPV_EXT_shader_atomic_float_min_max"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 10}
!6 = !{i32 6033}
!7 = !{i32 5612}
!8 = !{i32 5613}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
