target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@0 = internal addrspace(1) global [2 x ptr addrspace(9)] [ptr addrspace(9) @add_one, ptr addrspace(9) @1]

; Function Attrs: nounwind
define spir_func i32 @add_one(i32 %0) addrspace(9) #0 {
  %2 = add i32 %0, 1
  ret i32 %2
}

; Function Attrs: nounwind
define internal spir_func i32 @1(i32 %0) addrspace(9) #0 {
  %2 = shl i32 %0, 1
  ret i32 %2
}

; Function Attrs: nounwind
define spir_func i32 @pick(i32 %0, i64 %1) #0 {
  %3 = alloca ptr addrspace(9), align 8
  store ptr addrspace(9) @add_one, ptr %3, align 8
  %4 = load ptr addrspace(9), ptr %3, align 8
  %5 = call spir_func addrspace(9) i32 %4(i32 %0)
  %6 = getelementptr inbounds [2 x ptr addrspace(9)], ptr addrspace(1) @0, i64 0, i64 %1
  %7 = load ptr addrspace(9), ptr addrspace(1) %6, align 8
  %8 = call spir_func addrspace(9) i32 %7(i32 %5)
  ret i32 %8
}

attributes #0 = { nounwind }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{!"SPV_INTEL_function_pointers"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 5603}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
