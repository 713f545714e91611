; !spirv.Decorations on a global (Volatile 21, Aliased 20) and on an instruction (FPFastMathMode
; 40 with the literal NotNaN), !spirv.ParameterDecorations (FuncParamAttr 38 NoCapture 5 on the
; first parameter, none on the second) → OpDecorate with the literals.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_func float @f(ptr addrspace(1) %p, float %a) !spirv.ParameterDecorations !3 {
entry:
  %x = fadd float %a, 1.0, !spirv.Decorations !6
  store float %x, ptr addrspace(1) %p, align 4
  ret float %x
}

!0 = !{!1, !2}
!1 = !{i32 21}
!2 = !{i32 20}
!3 = !{!4, !5}
!4 = !{!8}
!5 = !{}
!6 = !{!7}
!7 = !{i32 40, i32 1}
!8 = !{i32 38, i32 5}
