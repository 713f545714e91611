target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @stall_enable() #0 !stall_enable !11 {
  ret void
}

; Function Attrs: nounwind
define spir_func void @stall_free() #0 !stall_free !11 {
  ret void
}

; Function Attrs: nounwind
define spir_func void @dsp_propagate() #0 !prefer_dsp !11 !propagate_dsp_preference !11 {
  ret void
}

; Function Attrs: nounwind
define spir_func void @softlogic() #0 !prefer_dsp !12 {
  ret void
}

; Function Attrs: nounwind
define spir_kernel void @k() #0 !kernel_arg_addr_space !13 !kernel_arg_access_qual !13 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !13 {
  call spir_func void @stall_enable()
  call spir_func void @stall_free()
  call spir_func void @dsp_propagate()
  call spir_func void @softlogic()
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}

!0 = !{!"SPV_INTEL_fpga_cluster_attributes"}
!1 = !{!"SPV_INTEL_fpga_dsp_control"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 5904}
!6 = !{i32 5908}
!7 = !{i32 6150}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 1}
!12 = !{i32 2}
!13 = !{}
