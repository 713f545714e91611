; Hand-written module with one decoration of each operand shape the grammar
; allows in spirv.Decorations: none, integer, enumerant, string, string +
; enumerant, enumerant + string, two strings, and a variable-length integer
; list. Read by tests/handwritten.rs, checked with llvm-as.

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@gid = external addrspace(1) global <3 x i64>, !spirv.Decorations !1
@lib = external addrspace(1) global i32, !spirv.Decorations !4
@host = addrspace(1) global i32 7, !spirv.Decorations !7
@mem = addrspace(3) global [64 x i32] poison, !spirv.Decorations !10

define spir_func float @f(ptr addrspace(1) %p, i32 %n, float %x) !spirv.ParameterDecorations !20 {
entry:
  %y = fadd float %x, 1.0, !spirv.Decorations !30
  store float %y, ptr addrspace(1) %p, align 4, !spirv.Decorations !33
  ret float %y
}

!1 = !{!2, !3}
!2 = !{i32 11, i32 28}
!3 = !{i32 44, i32 32}
!4 = !{!5, !6}
!5 = !{i32 41, !"lib", i32 1}
!6 = !{i32 5635, !"user semantic, with comma"}
!7 = !{!8}
!8 = !{i32 6188, i32 3, !"host_name"}
!10 = !{!11, !12, !13}
!11 = !{i32 5834, !"bank", !"depth"}
!12 = !{i32 5835, i32 1, i32 2, i32 3}
!13 = !{i32 5835}
!20 = !{!21, !24, !26}
!21 = !{!22, !23}
!22 = !{i32 38, i32 6}
!23 = !{i32 44, i32 16}
!24 = !{!25}
!25 = !{i32 38, i32 0}
!26 = !{}
!30 = !{!31, !32}
!31 = !{i32 39, i32 2}
!32 = !{i32 40, i32 3}
!33 = !{!34}
!34 = !{i32 6443, i32 0, i32 1}
