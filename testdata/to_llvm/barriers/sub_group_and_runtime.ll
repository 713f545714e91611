target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %scope) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 !kernel_arg_name !10 {
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 1, i32 1) #1
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 2, i32 4) #1
  %call = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 %call) #1
  ret void
}

define private spir_func i32 @__translate_spirv_memory_scope(i32 %key) {
entry:
  %result = alloca i32, align 4
  switch i32 %key, label %default [
    i32 4, label %case.4
    i32 2, label %case.2
    i32 1, label %case.1
    i32 0, label %case.0
    i32 3, label %case.3
  ]

default:                                          ; preds = %entry
  unreachable

case.4:                                           ; preds = %entry
  store i32 0, ptr %result, align 4
  br label %exit

case.2:                                           ; preds = %entry
  store i32 1, ptr %result, align 4
  br label %exit

case.1:                                           ; preds = %entry
  store i32 2, ptr %result, align 4
  br label %exit

case.0:                                           ; preds = %entry
  store i32 3, ptr %result, align 4
  br label %exit

case.3:                                           ; preds = %entry
  store i32 4, ptr %result, align 4
  br label %exit

exit:                                             ; preds = %case.3, %case.0, %case.1, %case.2, %case.4
  %retVal = load i32, ptr %result, align 4
  ret i32 %retVal
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Capability = !{!0, !1}
!spirv.MemoryModel = !{!2}
!spirv.EntryPoint = !{!3}
!spirv.Generator = !{!4}
!opencl.ocl.version = !{!5}

!0 = !{i32 4}
!1 = !{i32 6}
!2 = !{i32 2, i32 2}
!3 = !{i32 6, ptr @k, !"k"}
!4 = !{i16 0, i16 0}
!5 = !{i32 2, i32 0}
!6 = !{i32 0}
!7 = !{!"none"}
!8 = !{!"int"}
!9 = !{!""}
!10 = !{!"scope"}
