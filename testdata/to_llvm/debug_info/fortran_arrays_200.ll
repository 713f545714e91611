target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @MAIN__() #0 !dbg !12 {
  ret void, !dbg !29
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "ifx 2025", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "prog.f90", directory: "/src")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 11}
!10 = !{i32 2, i32 2}
!11 = !{i16 0, i16 0}
!12 = distinct !DISubprogram(name: "prog", linkageName: "MAIN__", scope: !3, file: !3, line: 1, type: !13, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram, unit: !2, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{!16, !21, !25}
!16 = !DILocalVariable(name: "dyn", scope: !12, file: !3, line: 2, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 32, elements: !19, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_or), rank: 1)
!18 = !DIBasicType(name: "REAL*4", size: 32, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 64, DW_OP_deref), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 48, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 56, DW_OP_deref))
!21 = !DILocalVariable(name: "fixed", scope: !12, file: !3, line: 3, type: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 320, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 10, lowerBound: 1)
!25 = !DILocalVariable(name: "plain", scope: !12, file: !3, line: 4, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DILocation(line: 5, column: 1, scope: !12)
