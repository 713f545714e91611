target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @scopes() #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !5 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !5 {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 0, i32 514) #1
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 3, i32 4, i32 260) #1
  call spir_func void @_Z21__spirv_MemoryBarrierii(i32 2, i32 256) #0
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32) #1

; Function Attrs: nounwind
declare spir_func void @_Z21__spirv_MemoryBarrierii(i32, i32) #0

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 1, i32 2}
!3 = !{i32 6, ptr @scopes, !"scopes"}
!4 = !{i16 0, i16 0}
!5 = !{}
