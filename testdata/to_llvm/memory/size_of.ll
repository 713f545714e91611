target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i64, i8 }

; Function Attrs: nounwind
define spir_func void @size_of(ptr addrspace(1) %0, ptr addrspace(1) %1) #0 {
  %3 = alloca %structtype, align 8
  %4 = alloca i1, align 1
  store i32 49, ptr addrspace(1) %0, align 4
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.Generator = !{!7}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 39}
!4 = !{i32 11}
!5 = !{i32 10}
!6 = !{i32 2, i32 2}
!7 = !{i16 0, i16 0}
