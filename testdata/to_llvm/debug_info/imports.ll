target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@_ZN8geometry5scaleE = addrspace(1) global i32 2, align 4, !dbg !0, !spirv.Decorations !5

; Function Attrs: noinline nounwind
define spir_func i32 @_ZN8geometry4areaEii(i32 %0, i32 %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  %5 = load i32, ptr %3, align 4, !dbg !28
  %6 = load i32, ptr %4, align 4, !dbg !29
  %7 = mul nsw i32 %5, %6, !dbg !30
  %8 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !31
  %9 = mul nsw i32 %7, %8, !dbg !32
  ret i32 %9, !dbg !33
}

; Function Attrs: noinline nounwind
define spir_func i32 @_Z6use_iti(i32 %0) #0 !dbg !34 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !40)
  %3 = load i32, ptr %2, align 4, !dbg !41
  %4 = load i32, ptr %2, align 4, !dbg !42
  %5 = call spir_func i32 @_ZN8geometry4areaEii(i32 %3, i32 %4), !dbg !43
  %6 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !44
  %7 = add nsw i32 %5, %6, !dbg !45
  ret i32 %7, !dbg !46
}

attributes #0 = { noinline nounwind }

!llvm.module.flags = !{!8, !9}
!llvm.dbg.cu = !{!10}
!spirv.Capability = !{!21, !22, !23}
!spirv.MemoryModel = !{!24}
!spirv.Generator = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scale", linkageName: "_ZN8geometry5scaleE", scope: !2, file: !3, line: 2, type: !4, isLocal: false, isDefinition: true)
!2 = !DINamespace(name: "geometry", scope: null)
!3 = !DIFile(filename: "imp.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "60dc1990a8c46a66fca0a905c5bc4504")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{!6, !7}
!6 = !{i32 41, !"_ZN8geometry5scaleE", i32 0}
!7 = !{i32 44, i32 4}
!8 = !{i32 2, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !11, imports: !12)
!11 = !{!0}
!12 = !{!13, !20}
!13 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !10, entity: !14, file: !3, line: 5)
!14 = distinct !DISubprogram(name: "area", linkageName: "_ZN8geometry4areaEii", scope: !2, file: !3, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!4, !4, !4}
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "w", arg: 1, scope: !14, file: !3, line: 3, type: !4)
!19 = !DILocalVariable(name: "h", arg: 2, scope: !14, file: !3, line: 3, type: !4)
!20 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "g", scope: !10, entity: !2, file: !3, line: 6)
!21 = !{i32 4}
!22 = !{i32 5}
!23 = !{i32 6}
!24 = !{i32 2, i32 2}
!25 = !{i16 0, i16 0}
!26 = !DILocation(line: 3, column: 14, scope: !14)
!27 = !DILocation(line: 3, column: 21, scope: !14)
!28 = !DILocation(line: 3, column: 33, scope: !14)
!29 = !DILocation(line: 3, column: 37, scope: !14)
!30 = !DILocation(line: 3, column: 35, scope: !14)
!31 = !DILocation(line: 3, column: 41, scope: !14)
!32 = !DILocation(line: 3, column: 39, scope: !14)
!33 = !DILocation(line: 3, column: 26, scope: !14)
!34 = distinct !DISubprogram(name: "use_it", linkageName: "_Z6use_iti", scope: !3, file: !3, line: 7, type: !35, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!4, !4}
!37 = !{!38, !39}
!38 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !34, entity: !2, file: !3, line: 8)
!39 = !DILocalVariable(name: "x", arg: 1, scope: !34, file: !3, line: 7, type: !4)
!40 = !DILocation(line: 7, column: 16, scope: !34)
!41 = !DILocation(line: 9, column: 15, scope: !34)
!42 = !DILocation(line: 9, column: 18, scope: !34)
!43 = !DILocation(line: 9, column: 10, scope: !34)
!44 = !DILocation(line: 9, column: 23, scope: !34)
!45 = !DILocation(line: 9, column: 21, scope: !34)
!46 = !DILocation(line: 9, column: 3, scope: !34)
