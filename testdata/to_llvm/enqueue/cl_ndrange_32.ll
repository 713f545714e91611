target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

%struct.ndrange_t = type { i32, [3 x i32], [3 x i32], [3 x i32] }

; Function Attrs: nounwind
define spir_func void @ndranges32(i32 %0, [2 x i32] %1, [2 x i32] %2, [2 x i32] %3, ptr %4) #0 {
  %6 = alloca [2 x i32], align 4
  %7 = alloca [2 x i32], align 4
  %8 = alloca [2 x i32], align 4
  %9 = alloca %struct.ndrange_t, align 8
  %10 = alloca %struct.ndrange_t, align 8
  call spir_func void @_Z10ndrange_1Dj(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 4 %10, i32 %0) #0
  %11 = load %struct.ndrange_t, ptr %10, align 4
  store [2 x i32] %3, ptr %8, align 4
  store [2 x i32] %1, ptr %7, align 4
  store [2 x i32] %2, ptr %6, align 4
  call spir_func void @_Z10ndrange_2DPKjS0_S0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 4 %9, ptr %8, ptr %7, ptr %6) #0
  %12 = load %struct.ndrange_t, ptr %9, align 4
  store %struct.ndrange_t %11, ptr %4, align 4
  store %struct.ndrange_t %12, ptr %4, align 4
  ret void
}

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_1Dj(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 4, i32) #0

; Function Attrs: nounwind
declare spir_func void @_Z10ndrange_2DPKjS0_S0_(ptr dead_on_unwind writable sret(%struct.ndrange_t) align 4, ptr, ptr, ptr) #0

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}
!opencl.ocl.version = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 19}
!4 = !{i32 1, i32 2}
!5 = !{i16 0, i16 0}
!6 = !{i32 2, i32 0}
