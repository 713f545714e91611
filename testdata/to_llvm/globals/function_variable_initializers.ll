target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @lookup(i64 %i) #0 {
  %switch.table = alloca [4 x i32], align 4
  store [4 x i32] [i32 10, i32 20, i32 30, i32 40], ptr %switch.table, align 4
  %p = getelementptr inbounds [4 x i32], ptr %switch.table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
  %weights = alloca [2 x float], align 4
  store [2 x float] [float 5.000000e-01, float 2.500000e-01], ptr %weights, align 4
  %switch.table = alloca [4 x i32], align 4
  store [4 x i32] [i32 10, i32 20, i32 30, i32 40], ptr %switch.table, align 4
  %p = getelementptr inbounds [4 x i32], ptr %switch.table, i64 0, i64 %i
  %v = load i32, ptr %p, align 4
  %w = getelementptr inbounds [2 x float], ptr %weights, i64 0, i64 %i
  %f = load float, ptr %w, align 4
  %c = fptosi float %f to i32
  %s = add i32 %v, %c
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.EntryPoint = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i32 6, ptr @k, !"k"}
!6 = !{i16 0, i16 0}
!7 = !{i32 1, i32 0}
!8 = !{!"none", !"none"}
!9 = !{!"int*", !"long"}
!10 = !{!"", !""}
!11 = !{!"out", !"i"}
