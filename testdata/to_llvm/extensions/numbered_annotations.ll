target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !spirv.ParameterDecorations !11 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
entry:
  %x = load i32, ptr addrspace(1) %in, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %in, i64 1, !spirv.Decorations !21
  %y = load i32, ptr addrspace(1) %q, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0, !1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}

!0 = !{!"SPV_INTEL_fpga_latency_control"}
!1 = !{!"SPV_INTEL_cache_controls"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 6171}
!7 = !{i32 6441}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{!12, !14}
!12 = !{!13}
!13 = !{i32 6442, i32 0, i32 1}
!14 = !{!15}
!15 = !{i32 5635, !"{5908:\221,1\22}"}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"char*"}
!19 = !{!"", !""}
!20 = !{!"in", !"out"}
!21 = !{!22, !23}
!22 = !{i32 6172, i32 1}
!23 = !{i32 6173, i32 0, i32 1, i32 5}
