target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @vstore_half(float %0, <2 x float> %1, i64 %2, ptr addrspace(1) %3) #0 {
  call spir_func void @_Z11vstore_halffmPU3AS1Dh(float %0, i64 %2, ptr addrspace(1) %3) #1
  call spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float %0, i64 %2, ptr addrspace(1) %3) #1
  call spir_func void @_Z17vstorea_half2_rteDv2_fmPU3AS1Dh(<2 x float> %1, i64 %2, ptr addrspace(1) %3) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z11vstore_halffmPU3AS1Dh(float, i64, ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func void @_Z15vstore_half_rtzfmPU3AS1Dh(float, i64, ptr addrspace(1)) #0

; Function Attrs: nounwind
declare spir_func void @_Z17vstorea_half2_rteDv2_fmPU3AS1Dh(<2 x float>, i64, ptr addrspace(1)) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 8}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
