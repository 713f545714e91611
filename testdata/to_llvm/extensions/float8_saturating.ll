target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @saturating(half %h, <4 x half> %v, ptr addrspace(1) %out) #0 {
entry:
  %e4m3 = call spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half %h) #0
  %e5m2 = call spir_func <4 x i8> @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDv4_Dh(<4 x half> %v) #0
  %plain = call spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half %h) #0
  store i8 %e4m3, ptr addrspace(1) %out, align 1
  %p1 = getelementptr i8, ptr addrspace(1) %out, i64 4
  store <4 x i8> %e5m2, ptr addrspace(1) %p1, align 4
  %p2 = getelementptr i8, ptr addrspace(1) %out, i64 8
  store i8 %plain, ptr addrspace(1) %p2, align 1
  ret void
}

; Function Attrs: nounwind
declare spir_func i8 @_Z40__builtin_spirv_ConvertFP16ToE4M3EXT_satDh(half) #0

; Function Attrs: nounwind
declare spir_func <4 x i8> @_Z40__builtin_spirv_ConvertFP16ToE5M2EXT_satDv4_Dh(<4 x half>) #0

; Function Attrs: nounwind
declare spir_func i8 @_Z36__builtin_spirv_ConvertFP16ToE4M3EXTDh(half) #0

attributes #0 = { nounwind }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5, !6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_EXT_float8"}
!2 = !{i32 4}
!3 = !{i32 5}
!4 = !{i32 6}
!5 = !{i32 8}
!6 = !{i32 9}
!7 = !{i32 11}
!8 = !{i32 39}
!9 = !{i32 4212}
!10 = !{i32 2, i32 2}
!11 = !{i16 0, i16 0}
