; A module linked from two units: every unit's lists are walked (the second unit's global variable and enumeration are kept), and a node scoped in the second unit, or in a file while that unit lists it or is its subprogram's unit, gets that unit's DebugCompilationUnit as parent
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@a = addrspace(1) global i32 1, align 4, !dbg !0
@b = addrspace(1) global i32 2, align 4, !dbg !10

define spir_func void @fa() !dbg !40 {
  ret void, !dbg !44
}

define spir_func void @fb() !dbg !41 {
  ret void, !dbg !45
}

!llvm.dbg.cu = !{!2, !12}
!llvm.module.flags = !{!30, !31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 1, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "a.cl", directory: "/src")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "b", scope: !12, file: !13, line: 2, type: !5, isLocal: false, isDefinition: true)
!12 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !13, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !14, globals: !15)
!13 = !DIFile(filename: "b.cl", directory: "/src")
!14 = !{!16}
!15 = !{!10}
!16 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "Color", file: !13, line: 3, baseType: !17, size: 32, elements: !18)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!19, !20}
!19 = !DIEnumerator(name: "RED", value: 0, isUnsigned: true)
!20 = !DIEnumerator(name: "GREEN", value: 1, isUnsigned: true)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!40 = distinct !DISubprogram(name: "fa", scope: !3, file: !3, line: 5, type: !42, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!41 = distinct !DISubprogram(name: "fb", scope: !13, file: !13, line: 6, type: !42, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !12)
!42 = !DISubroutineType(types: !43)
!43 = !{null}
!44 = !DILocation(line: 5, column: 1, scope: !40)
!45 = !DILocation(line: 6, column: 1, scope: !41)
