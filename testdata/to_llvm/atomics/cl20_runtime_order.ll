target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @add(ptr addrspace(1) %0, i32 %1, i32 %2, i32 %3) #0 {
  %5 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %6 = call spir_func i32 @__translate_ocl_memory_scope(i32 %3)
  %7 = call spir_func i32 @__translate_ocl_memory_order(i32 %2)
  %8 = or i32 %7, 512
  %9 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) %5, i32 %1, i32 %2, i32 %3) #0
  ret i32 %9
}

; Function Attrs: nounwind
define internal spir_func i32 @__translate_ocl_memory_scope(i32 %0) #0 {
  %2 = alloca i32, align 4
  switch i32 %0, label %5 [
    i32 0, label %3
    i32 1, label %4
    i32 2, label %5
    i32 3, label %6
    i32 4, label %7
  ]

3:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %8

4:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %8

5:                                                ; preds = %1, %1
  store i32 1, ptr %2, align 4
  br label %8

6:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %8

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %8

8:                                                ; preds = %7, %6, %5, %4, %3
  %9 = load i32, ptr %2, align 4
  ret i32 %9
}

; Function Attrs: nounwind
define internal spir_func i32 @__translate_ocl_memory_order(i32 %0) #0 {
  %2 = alloca i32, align 4
  switch i32 %0, label %7 [
    i32 0, label %3
    i32 2, label %4
    i32 3, label %5
    i32 4, label %6
    i32 5, label %7
  ]

3:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %8

4:                                                ; preds = %1
  store i32 2, ptr %2, align 4
  br label %8

5:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %8

6:                                                ; preds = %1
  store i32 8, ptr %2, align 4
  br label %8

7:                                                ; preds = %1, %1
  store i32 16, ptr %2, align 4
  br label %8

8:                                                ; preds = %7, %6, %5, %4, %3
  %9 = load i32, ptr %2, align 4
  ret i32 %9
}

; Function Attrs: nounwind
define spir_func zeroext i1 @cas(ptr addrspace(3) %0, ptr addrspace(4) %1, i32 %2, i32 %3, i32 %4) #0 {
  %expected = alloca i32, align 4
  %6 = addrspacecast ptr addrspace(3) %0 to ptr addrspace(4)
  %7 = call spir_func i32 @__translate_ocl_memory_order(i32 %3)
  %8 = or i32 %7, 256
  %9 = call spir_func i32 @__translate_ocl_memory_order(i32 %4)
  %10 = or i32 %9, 256
  %11 = load i32, ptr addrspace(4) %1, align 4
  store i32 %11, ptr %expected, align 4
  %expected.as = addrspacecast ptr %expected to ptr addrspace(4)
  %12 = call spir_func i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4) %6, ptr addrspace(4) %expected.as, i32 %2, i32 %3, i32 %4, i32 1) #0
  %13 = load i32, ptr addrspace(4) %expected.as, align 4
  store i32 %13, ptr addrspace(4) %1, align 4
  %14 = icmp eq i32 %13, %11
  ret i1 %14
}

; Function Attrs: nounwind
define spir_func void @fence(i32 %0, i32 %1) #0 {
  %3 = call spir_func i32 @__translate_ocl_memory_scope(i32 %1)
  %4 = call spir_func i32 @__translate_ocl_memory_order(i32 %0)
  %5 = or i32 %4, 256
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 1, i32 %0, i32 %1) #0
  ret void
}

; Function Attrs: nounwind
define spir_func i32 @raw(ptr addrspace(1) %0, i32 %1, i32 %2) #0 {
  %4 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %call = call spir_func i32 @__translate_spirv_memory_scope(i32 %2)
  %call1 = call spir_func i32 @__translate_spirv_memory_order(i32 %1)
  %5 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %4, i32 %call1, i32 %call) #0
  ret i32 %5
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

; Function Attrs: convergent nounwind
define spir_func void @bar(i32 %0) #1 {
  %call = call spir_func i32 @__translate_spirv_memory_scope(i32 %0)
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 2, i32 %call) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4), i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(ptr addrspace(4), ptr addrspace(4), i32, i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32, i32, i32) #0

; Function Attrs: nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32) #0

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent nounwind }

!spirv.Source = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}
!opencl.ocl.version = !{!8}

!0 = !{i32 0, i32 0}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 38}
!5 = !{i32 39}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
!8 = !{i32 2, i32 0}
