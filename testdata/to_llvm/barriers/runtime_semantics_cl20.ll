target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func void @test(i32 %sem, i32 %scope) #0 {
  %call = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 %call, i32 1) #0
  %call1 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 %call1, i32 4) #0
  %call2 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  %call3 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %call2, i32 %call3, i32 1) #1
  %call4 = call spir_func i32 @__translate_spirv_memory_scope(i32 %scope)
  %call5 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  %call6 = call spir_func i32 @__translate_spirv_memory_order(i32 %sem)
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 %call5, i32 %call6, i32 %call4) #1
  ret void
}

define private spir_func i32 @__translate_spirv_memory_fence(i32 %key) {
entry:
  %result = alloca i32, align 4
  %key.masked = and i32 2816, %key
  switch i32 %key.masked, label %default [
    i32 256, label %case.256
    i32 512, label %case.512
    i32 768, label %case.768
    i32 2048, label %case.2048
    i32 2304, label %case.2304
    i32 2560, label %case.2560
    i32 2816, label %case.2816
  ]

default:                                          ; preds = %entry
  unreachable

case.256:                                         ; preds = %entry
  store i32 1, ptr %result, align 4
  br label %exit

case.512:                                         ; preds = %entry
  store i32 2, ptr %result, align 4
  br label %exit

case.768:                                         ; preds = %entry
  store i32 3, ptr %result, align 4
  br label %exit

case.2048:                                        ; preds = %entry
  store i32 4, ptr %result, align 4
  br label %exit

case.2304:                                        ; preds = %entry
  store i32 5, ptr %result, align 4
  br label %exit

case.2560:                                        ; preds = %entry
  store i32 6, ptr %result, align 4
  br label %exit

case.2816:                                        ; preds = %entry
  store i32 7, ptr %result, align 4
  br label %exit

exit:                                             ; preds = %case.2816, %case.2560, %case.2304, %case.2048, %case.768, %case.512, %case.256
  %retVal = load i32, ptr %result, align 4
  ret i32 %retVal
}

define private spir_func i32 @__translate_spirv_memory_order(i32 %key) {
entry:
  %result = alloca i32, align 4
  %key.masked = and i32 30, %key
  switch i32 %key.masked, label %default [
    i32 0, label %case.0
    i32 2, label %case.2
    i32 4, label %case.4
    i32 8, label %case.8
    i32 16, label %case.16
  ]

default:                                          ; preds = %entry
  unreachable

case.0:                                           ; preds = %entry
  store i32 0, ptr %result, align 4
  br label %exit

case.2:                                           ; preds = %entry
  store i32 2, ptr %result, align 4
  br label %exit

case.4:                                           ; preds = %entry
  store i32 3, ptr %result, align 4
  br label %exit

case.8:                                           ; preds = %entry
  store i32 4, ptr %result, align 4
  br label %exit

case.16:                                          ; preds = %entry
  store i32 5, ptr %result, align 4
  br label %exit

exit:                                             ; preds = %case.16, %case.8, %case.4, %case.2, %case.0
  %retVal = load i32, ptr %result, align 4
  ret i32 %retVal
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
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32) #1

attributes #0 = { convergent nounwind }
attributes #1 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}
!opencl.ocl.version = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 1, i32 2}
!4 = !{i16 0, i16 0}
!5 = !{i32 2, i32 0}
