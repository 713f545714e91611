target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @sum(i64 %n) #0 {
entry:
  %mark = call ptr @llvm.stacksave.p0()
  %vla = alloca i32, i64 %n, align 16
  store i32 7, ptr %vla, align 16
  %v = load i32, ptr %vla, align 16
  call void @llvm.stackrestore.p0(ptr %mark)
  ret i32 %v
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{!"SPV_INTEL_variable_length_array"}
!1 = !{i32 4}
!2 = !{i32 5}
!3 = !{i32 6}
!4 = !{i32 11}
!5 = !{i32 39}
!6 = !{i32 5817}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
