target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i32 1, align 4, !dbg !0, !spirv.Decorations !6
@b = addrspace(1) global i32 2, align 4, !dbg !9, !spirv.Decorations !20

; Function Attrs: nounwind
define spir_func void @fa() #0 !dbg !31 {
  ret void, !dbg !34
}

; Function Attrs: nounwind
define spir_func void @fb() #0 !dbg !35 {
  ret void, !dbg !36
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!22, !23}
!llvm.dbg.cu = !{!2, !11}
!spirv.Source = !{!24}
!spirv.Capability = !{!25, !26, !27, !28}
!spirv.MemoryModel = !{!29}
!spirv.Generator = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "a.cl", directory: "/src")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !8}
!7 = !{i32 41, !"a", i32 0}
!8 = !{i32 44, i32 4}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "b", scope: !11, file: !12, line: 2, type: !5, isLocal: false, isDefinition: true)
!11 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !12, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !13, globals: !19)
!12 = !DIFile(filename: "b.cl", directory: "/src")
!13 = !{!14}
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !12, line: 3, baseType: !15, size: 32, elements: !16)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !{!17, !18}
!17 = !DIEnumerator(name: "RED", value: 0)
!18 = !DIEnumerator(name: "GREEN", value: 1)
!19 = !{!9}
!20 = !{!21, !8}
!21 = !{i32 41, !"b", i32 0}
!22 = !{i32 2, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 0, i32 0}
!25 = !{i32 4}
!26 = !{i32 5}
!27 = !{i32 6}
!28 = !{i32 11}
!29 = !{i32 2, i32 2}
!30 = !{i16 0, i16 0}
!31 = distinct !DISubprogram(name: "fa", scope: !3, file: !3, line: 5, type: !32, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 5, column: 1, scope: !31)
!35 = distinct !DISubprogram(name: "fb", scope: !12, file: !12, line: 6, type: !32, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !11)
!36 = !DILocation(line: 6, column: 1, scope: !35)
