target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @generic_cast_explicit(ptr addrspace(4) %0) #0 {
  %2 = call spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4) %0, i32 5) #0
  %3 = call spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ii(ptr addrspace(4) %0, i32 4) #0
  %4 = call spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePU3AS4ii(ptr addrspace(4) %0, i32 7) #0
  store i32 1, ptr addrspace(1) %2, align 4
  store i32 1, ptr addrspace(3) %3, align 4
  store i32 1, ptr %4, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func ptr addrspace(1) @_Z41__spirv_GenericCastToPtrExplicit_ToGlobalPU3AS4ii(ptr addrspace(4), i32) #0

; Function Attrs: nounwind
declare spir_func ptr addrspace(3) @_Z40__spirv_GenericCastToPtrExplicit_ToLocalPU3AS4ii(ptr addrspace(4), i32) #0

; Function Attrs: nounwind
declare spir_func ptr @_Z42__spirv_GenericCastToPtrExplicit_ToPrivatePU3AS4ii(ptr addrspace(4), i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 38}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
