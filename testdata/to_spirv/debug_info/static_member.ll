; A static data member with its constant (DIFlagStaticMember, extraData) → DebugTypeMember with FlagStaticMember and the constant as its Value operand
source_filename = "s.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@h = addrspace(1) global i8 0, !dbg !20

define spir_func i32 @ref() !dbg !12 {
  ret i32 351, !dbg !15
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, globals: !22)
!1 = !DIFile(filename: "s.cpp", directory: "/src")
!2 = !{!3}
!3 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "holder", file: !1, line: 4, size: 8, flags: DIFlagTypePassByValue, elements: !4, identifier: "_ZTS6holder")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !3, file: !1, line: 5, baseType: !6, flags: DIFlagPublic | DIFlagStaticMember, extraData: i32 351)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 4}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = distinct !DISubprogram(name: "ref", linkageName: "_Z3refv", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DISubroutineType(types: !14)
!14 = !{!7}
!15 = !DILocation(line: 8, column: 3, scope: !12)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "h", scope: !0, file: !1, line: 10, type: !3, isLocal: false, isDefinition: true)
!22 = !{!20}
