target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @smod(i32 %0, i32 %1) #0 {
  %srem.res = srem i32 %0, %1
  %xor.res = xor i32 %0, %1
  %cmpsign.res = icmp slt i32 %xor.res, 0
  %cmpsrem.res = icmp ne i32 %srem.res, 0
  %add.res = add nsw i32 %srem.res, %1
  %cmp.res = and i1 %cmpsign.res, %cmpsrem.res
  %3 = select i1 %cmp.res, i32 %add.res, i32 %srem.res
  ret i32 %3
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
