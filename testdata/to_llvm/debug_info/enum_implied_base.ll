target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@0 = internal addrspace(1) global i32 0, !dbg !0
@1 = internal addrspace(1) global i32 0, !dbg !11

!llvm.module.flags = !{!13, !14}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!15, !16, !17, !18}
!spirv.MemoryModel = !{!19}
!spirv.Generator = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", linkageName: "g", scope: !2, file: !3, line: 3, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10)
!3 = !DIFile(filename: "t.cl", directory: "")
!4 = !{!5, !8}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !3, line: 1, size: 32, elements: !6)
!6 = !{!7}
!7 = !DIEnumerator(name: "E0", value: 0)
!8 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "F", file: !3, line: 2, baseType: !9, size: 32, elements: !6)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "h", linkageName: "h", scope: !2, file: !3, line: 4, type: !8, isLocal: false, isDefinition: true)
!13 = !{i32 2, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 4}
!16 = !{i32 6}
!17 = !{i32 11}
!18 = !{i32 5}
!19 = !{i32 2, i32 2}
!20 = !{i16 0, i16 0}
