target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func void @group_reserve_write(target("spirv.Pipe", 1) %0) #0 {
  %2 = call spir_func target("spirv.ReserveId") @_Z36__spirv_GroupReserveWritePipePacketsiPU3AS115__spirv_Pipe__1iii(i32 2, target("spirv.Pipe", 1) %0, i32 16, i32 4, i32 4) #0
  call spir_func void @_Z28__spirv_GroupCommitWritePipeiPU3AS115__spirv_Pipe__1P17__spirv_ReserveIdii(i32 2, target("spirv.Pipe", 1) %0, target("spirv.ReserveId") %2, i32 4, i32 4) #0
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func target("spirv.ReserveId") @_Z36__spirv_GroupReserveWritePipePacketsiPU3AS115__spirv_Pipe__1iii(i32, target("spirv.Pipe", 1), i32, i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z28__spirv_GroupCommitWritePipeiPU3AS115__spirv_Pipe__1P17__spirv_ReserveIdii(i32, target("spirv.Pipe", 1), target("spirv.ReserveId"), i32, i32) #0

attributes #0 = { convergent nounwind }

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
