target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @packet_counts(target("spirv.Pipe", 1) %0) #0 {
  %2 = call spir_func i32 @_Z25__spirv_GetNumPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1) %0, i32 8, i32 8) #0
  %3 = call spir_func i32 @_Z25__spirv_GetMaxPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1) %0, i32 8, i32 8) #0
  %4 = sub i32 %3, %2
  ret i32 %4
}

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_GetNumPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z25__spirv_GetMaxPipePacketsPU3AS115__spirv_Pipe__1ii(target("spirv.Pipe", 1), i32, i32) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 17}
!4 = !{i32 38}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
