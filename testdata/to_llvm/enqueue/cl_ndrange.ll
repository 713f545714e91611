target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

; Function Attrs: nounwind
define spir_func void @ndranges(i64 %0, i64 %1, i64 %2, [2 x i64] %3, [2 x i64] %4, [3 x i64] %5, [3 x i64] %6, ptr %7) #0 {
  %9 = alloca [3 x i64], align 8
  %10 = alloca [3 x i64], align 8
  %11 = alloca [3 x i64], align 8
  %12 = alloca %struct.ndrange_t, align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca %struct.ndrange_t, align 8
  %16 = alloca [2 x i64], align 8
  %17 = alloca %struct.ndrange_t, align 8
  %18 = alloca %struct.ndrange_t, align 8
  %19 = alloca %struct.ndrange_t, align 8
  %20 = alloca %struct.ndrange_t, align 8
  call spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %20, i64 %0) #0
  %21 = load %struct.ndrange_t, ptr %20, align 8
  call spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %19, i64 %0, i64 %1) #0
  %22 = load %struct.ndrange_t, ptr %19, align 8
  call spir_func void @_Z10ndrange_1Dmmm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %18, i64 %2, i64 %0, i64 %1) #0
  %23 = load %struct.ndrange_t, ptr %18, align 8
  store [2 x i64] %3, ptr %16, align 8
  call spir_func void @_Z10ndrange_2DPKm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %17, ptr %16) #0
  %24 = load %struct.ndrange_t, ptr %17, align 8
  store [2 x i64] %3, ptr %14, align 8
  store [2 x i64] %4, ptr %13, align 8
  call spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %15, ptr %14, ptr %13) #0
  %25 = load %struct.ndrange_t, ptr %15, align 8
  store [3 x i64] %6, ptr %11, align 8
  store [3 x i64] %5, ptr %10, align 8
  store [3 x i64] zeroinitializer, ptr %9, align 8
  call spir_func void @_Z10ndrange_3DPKmS0_S0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8 %12, ptr %11, ptr %10, ptr %9) #0
  %26 = load %struct.ndrange_t, ptr %12, align 8
  store %struct.ndrange_t %21, ptr %7, align 8
  store %struct.ndrange_t %22, ptr %7, align 8
  store %struct.ndrange_t %23, ptr %7, align 8
  store %struct.ndrange_t %24, ptr %7, align 8
  store %struct.ndrange_t %25, ptr %7, align 8
  store %struct.ndrange_t %26, ptr %7, align 8
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_1Dm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_1Dmm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64, i64) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_1Dmmm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64, i64, i64) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_2DPKm(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, ptr) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_2DPKmS0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, ptr, ptr) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_3DPKmS0_S0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 8, ptr, ptr, ptr) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}
!opencl.ocl.version = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 11}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
!7 = !{i32 2, i32 0}
