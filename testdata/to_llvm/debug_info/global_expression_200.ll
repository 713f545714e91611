target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f() #0 !dbg !15 {
  ret i32 1, !dbg !18
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!8}
!spirv.Extension = !{!9}
!spirv.Capability = !{!10, !11, !12}
!spirv.MemoryModel = !{!13}
!spirv.Generator = !{!14}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "g.cl", directory: "/src")
!4 = !{!5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!6 = distinct !DIGlobalVariable(name: "one", scope: !2, file: !3, line: 1, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 0, i32 0}
!9 = !{!"SPV_KHR_non_semantic_info"}
!10 = !{i32 4}
!11 = !{i32 5}
!12 = !{i32 6}
!13 = !{i32 2, i32 2}
!14 = !{i16 0, i16 0}
!15 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, type: !16, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!16 = !DISubroutineType(types: !17)
!17 = !{!7}
!18 = !DILocation(line: 2, column: 20, scope: !15)
