target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @read_write(target("spirv.Pipe", 0) %0, target("spirv.Pipe", 1) %1, ptr addrspace(4) %2) #0 {
  %4 = call spir_func i32 @_Z16__spirv_ReadPipePU3AS115__spirv_Pipe__0PU3AS4iii(target("spirv.Pipe", 0) %0, ptr addrspace(4) %2, i32 4, i32 4) #0
  %5 = call spir_func i32 @_Z17__spirv_WritePipePU3AS115__spirv_Pipe__1PU3AS4iii(target("spirv.Pipe", 1) %1, ptr addrspace(4) %2, i32 4, i32 4) #0
  %6 = add i32 %4, %5
  ret i32 %6
}

; Function Attrs: nounwind
declare spir_func i32 @_Z16__spirv_ReadPipePU3AS115__spirv_Pipe__0PU3AS4iii(target("spirv.Pipe", 0), ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z17__spirv_WritePipePU3AS115__spirv_Pipe__1PU3AS4iii(target("spirv.Pipe", 1), ptr addrspace(4), i32, i32) #0

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
