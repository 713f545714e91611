target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(1) global <4 x i32> zeroinitializer, align 16, !spirv.Decorations !0 #0

; Function Attrs: nounwind
define spir_func "VCSingleElementVector"="0" i32 @helper(i32 "VCSingleElementVector"="0" %a, i32 "VCArgumentIOKind"="2" %b) #1 {
entry:
  %s = add i32 %a, %b
  ret i32 %s
}

; Function Attrs: nounwind
define spir_func i32 @stack(i32 %x) #2 {
entry:
  ret i32 %x
}

; Function Attrs: nounwind
define spir_kernel void @main_kernel(i32 "VCArgumentIOKind"="1" %x) #3 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 !kernel_arg_name !30 {
entry:
  %v = load <4 x i32>, ptr addrspace(1) @table, align 16
  %e = extractelement <4 x i32> %v, i32 0
  %r = call spir_func i32 @helper(i32 %e, i32 %x)
  %t = call spir_func i32 @stack(i32 %r)
  %w = insertelement <4 x i32> %v, i32 %t, i32 1
  store <4 x i32> %w, ptr addrspace(1) @table, align 16
  ret void
}

attributes #0 = { "VCByteOffset"="16" "VCGlobalVariable" "VCSingleElementVector"="0" "VCVolatile" }
attributes #1 = { nounwind "VCFunction" "VCSIMTCall"="5" }
attributes #2 = { nounwind "VCFunction" "VCStackCall" }
attributes #3 = { nounwind "VCFloatControl"="145" "VCFunction" "VCSLMSize"="256" }

!spirv.Extension = !{!3, !4, !5}
!spirv.Capability = !{!6, !7, !8, !9, !10, !11, !12}
!spirv.MemoryModel = !{!13}
!spirv.EntryPoint = !{!14}
!spirv.ExecutionMode = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24}
!spirv.Generator = !{!25}

!0 = !{!1, !2}
!1 = !{i32 41, !"table", i32 0}
!2 = !{i32 44, i32 16}
!3 = !{!"SPV_INTEL_float_controls2"}
!4 = !{!"SPV_KHR_float_controls"}
!5 = !{!"SPV_INTEL_vector_compute"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 4464}
!10 = !{i32 4465}
!11 = !{i32 5582}
!12 = !{i32 5617}
!13 = !{i32 2, i32 2}
!14 = !{i32 6, ptr @main_kernel, !"main_kernel"}
!15 = !{ptr @main_kernel, i32 5620, i32 64}
!16 = !{ptr @main_kernel, i32 5622, i32 64}
!17 = !{ptr @main_kernel, i32 4460, i32 64}
!18 = !{ptr @main_kernel, i32 5620, i32 32}
!19 = !{ptr @main_kernel, i32 5622, i32 32}
!20 = !{ptr @main_kernel, i32 4459, i32 32}
!21 = !{ptr @main_kernel, i32 5620, i32 16}
!22 = !{ptr @main_kernel, i32 5622, i32 16}
!23 = !{ptr @main_kernel, i32 4460, i32 16}
!24 = !{ptr @main_kernel, i32 5618, i32 256}
!25 = !{i16 0, i16 0}
!26 = !{i32 0}
!27 = !{!"none"}
!28 = !{!"int"}
!29 = !{!""}
!30 = !{!"x"}
