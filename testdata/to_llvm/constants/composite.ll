target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { <2 x float>, [3 x i32] }

; Function Attrs: nounwind
define spir_func void @composites(ptr addrspace(1) %0) #0 {
  store %structtype { <2 x float> <float 1.000000e+00, float 2.000000e+00>, [3 x i32] [i32 1, i32 2, i32 3] }, ptr addrspace(1) %0, align 8
  ret void
}

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2}
!spirv.MemoryModel = !{!3}
!spirv.Generator = !{!4}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 2, i32 2}
!4 = !{i16 0, i16 0}
