target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: convergent nounwind
define spir_func void @test(i32 %sem, i32 %scope) #0 {
  %call = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z7barrierj(i32 %call) #0
  %call1 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z17sub_group_barrierj(i32 %call1) #0
  %call2 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z9mem_fencej(i32 %call2) #1
  %call3 = call spir_func i32 @__translate_spirv_memory_fence(i32 %sem)
  call spir_func void @_Z9mem_fencej(i32 %call3) #1
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

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj(i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z9mem_fencej(i32) #1

attributes #0 = { convergent nounwind }
attributes #1 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}
!opencl.ocl.version = !{!3}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 1, i32 2}
!4 = !{i16 0, i16 0}
