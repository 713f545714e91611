target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i1 @reserve_read_commit(target("spirv.Pipe", 0) %0, ptr addrspace(4) %1) #0 {
  %3 = call spir_func target("spirv.ReserveId") @_Z30__spirv_ReserveReadPipePacketsPU3AS115__spirv_Pipe__0iii(target("spirv.Pipe", 0) %0, i32 2, i32 4, i32 4) #0
  %4 = call spir_func i1 @_Z24__spirv_IsValidReserveIdP17__spirv_ReserveId(target("spirv.ReserveId") %3) #0
  %5 = call spir_func i32 @_Z24__spirv_ReservedReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdiPU3AS4iii(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %3, i32 0, ptr addrspace(4) %1, i32 4, i32 4) #0
  call spir_func void @_Z22__spirv_CommitReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdii(target("spirv.Pipe", 0) %0, target("spirv.ReserveId") %3, i32 4, i32 4) #0
  ret i1 %4
}

; Function Attrs: nounwind
declare spir_func target("spirv.ReserveId") @_Z30__spirv_ReserveReadPipePacketsPU3AS115__spirv_Pipe__0iii(target("spirv.Pipe", 0), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i1 @_Z24__spirv_IsValidReserveIdP17__spirv_ReserveId(target("spirv.ReserveId")) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z24__spirv_ReservedReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdiPU3AS4iii(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, ptr addrspace(4), i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z22__spirv_CommitReadPipePU3AS115__spirv_Pipe__0P17__spirv_ReserveIdii(target("spirv.Pipe", 0), target("spirv.ReserveId"), i32, i32) #0

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
