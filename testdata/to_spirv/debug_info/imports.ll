; C++ imports: DIImportedEntity (a using-declaration and a namespace alias listed by the unit, a using-directive in a function's retained nodes) → DebugImportedEntity with its tag, entity and parent scope
source_filename = "imp.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@_ZN8geometry5scaleE = dso_local addrspace(1) global i32 2, align 4, !dbg !0

define dso_local spir_func noundef i32 @_ZN8geometry4areaEii(i32 noundef %0, i32 noundef %1) #0 !dbg !9 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !20)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !22)
  %5 = load i32, ptr %3, align 4, !dbg !23
  %6 = load i32, ptr %4, align 4, !dbg !24
  %7 = mul nsw i32 %5, %6, !dbg !25
  %8 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !26
  %9 = mul nsw i32 %7, %8, !dbg !27
  ret i32 %9, !dbg !28
}

define dso_local spir_func noundef i32 @_Z6use_iti(i32 noundef %0) #0 !dbg !29 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %3 = load i32, ptr %2, align 4, !dbg !36
  %4 = load i32, ptr %2, align 4, !dbg !37
  %5 = call spir_func noundef i32 @_ZN8geometry4areaEii(i32 noundef %3, i32 noundef %4), !dbg !38
  %6 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !39
  %7 = add nsw i32 %5, %6, !dbg !40
  ret i32 %7, !dbg !41
}

attributes #0 = { noinline nounwind optnone }

!llvm.dbg.cu = !{!5}
!llvm.module.flags = !{!14, !15, !16, !17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "scale", linkageName: "_ZN8geometry5scaleE", scope: !2, file: !3, line: 2, type: !4, isLocal: false, isDefinition: true)
!2 = !DINamespace(name: "geometry", scope: null)
!3 = !DIFile(filename: "imp.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "60dc1990a8c46a66fca0a905c5bc4504")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !6, imports: !7, splitDebugInlining: false, nameTableKind: None)
!6 = !{!0}
!7 = !{!8, !13}
!8 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !5, entity: !9, file: !3, line: 5)
!9 = distinct !DISubprogram(name: "area", linkageName: "_ZN8geometry4areaEii", scope: !2, file: !3, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, retainedNodes: !12)
!10 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !11)
!11 = !{!4, !4, !4}
!12 = !{}
!13 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "g", scope: !5, entity: !2, file: !3, line: 6)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"frame-pointer", i32 2}
!19 = !DILocalVariable(name: "w", arg: 1, scope: !9, file: !3, line: 3, type: !4)
!20 = !DILocation(line: 3, column: 14, scope: !9)
!21 = !DILocalVariable(name: "h", arg: 2, scope: !9, file: !3, line: 3, type: !4)
!22 = !DILocation(line: 3, column: 21, scope: !9)
!23 = !DILocation(line: 3, column: 33, scope: !9)
!24 = !DILocation(line: 3, column: 37, scope: !9)
!25 = !DILocation(line: 3, column: 35, scope: !9)
!26 = !DILocation(line: 3, column: 41, scope: !9)
!27 = !DILocation(line: 3, column: 39, scope: !9)
!28 = !DILocation(line: 3, column: 26, scope: !9)
!29 = distinct !DISubprogram(name: "use_it", linkageName: "_Z6use_iti", scope: !3, file: !3, line: 7, type: !30, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, retainedNodes: !32)
!30 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !31)
!31 = !{!4, !4}
!32 = !{!33}
!33 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !29, entity: !2, file: !3, line: 8)
!34 = !DILocalVariable(name: "x", arg: 1, scope: !29, file: !3, line: 7, type: !4)
!35 = !DILocation(line: 7, column: 16, scope: !29)
!36 = !DILocation(line: 9, column: 15, scope: !29)
!37 = !DILocation(line: 9, column: 18, scope: !29)
!38 = !DILocation(line: 9, column: 10, scope: !29)
!39 = !DILocation(line: 9, column: 23, scope: !29)
!40 = !DILocation(line: 9, column: 21, scope: !29)
!41 = !DILocation(line: 9, column: 3, scope: !29)
