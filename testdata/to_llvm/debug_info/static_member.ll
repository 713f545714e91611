target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@h = addrspace(1) global i8 0, !dbg !0, !spirv.Decorations !10

; Function Attrs: nounwind
define spir_func i32 @ref() #0 !dbg !20 {
  ret i32 351, !dbg !23
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!12, !13}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!14, !15, !16, !17}
!spirv.MemoryModel = !{!18}
!spirv.Generator = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "s.cpp", directory: "/src")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "holder", file: !3, line: 4, size: 8, flags: DIFlagTypePassByValue, elements: !6, identifier: "_ZTS6holder")
!6 = !{!7}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !5, file: !3, line: 5, baseType: !8, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 351)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !{i32 41, !"h", i32 0}
!12 = !{i32 2, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 4}
!15 = !{i32 5}
!16 = !{i32 6}
!17 = !{i32 39}
!18 = !{i32 2, i32 2}
!19 = !{i16 0, i16 0}
!20 = distinct !DISubprogram(name: "ref", linkageName: "_Z3refv", scope: !3, file: !3, line: 7, type: !21, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !2)
!21 = !DISubroutineType(types: !22)
!22 = !{!9}
!23 = !DILocation(line: 8, column: 3, scope: !20)
