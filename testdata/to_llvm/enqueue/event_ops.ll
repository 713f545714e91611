target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @events() #0 {
  %1 = call spir_func target("spirv.DeviceEvent") @_Z23__spirv_CreateUserEventv() #0
  %2 = call spir_func i1 @_Z20__spirv_IsValidEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent") %1) #0
  call spir_func void @_Z19__spirv_RetainEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent") %1) #0
  call spir_func void @_Z26__spirv_SetUserEventStatusP19__spirv_DeviceEventi(target("spirv.DeviceEvent") %1, i32 0) #0
  call spir_func void @_Z20__spirv_ReleaseEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent") %1) #0
  ret i1 %2
}

; Function Attrs: nounwind
declare spir_func target("spirv.DeviceEvent") @_Z23__spirv_CreateUserEventv() #0

; Function Attrs: nounwind
declare spir_func i1 @_Z20__spirv_IsValidEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func void @_Z19__spirv_RetainEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent")) #0

; Function Attrs: nounwind
declare spir_func void @_Z26__spirv_SetUserEventStatusP19__spirv_DeviceEventi(target("spirv.DeviceEvent"), i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z20__spirv_ReleaseEventP19__spirv_DeviceEvent(target("spirv.DeviceEvent")) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
