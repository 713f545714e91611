; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@_ZN8geometry5scaleE = addrspace(1) global i32 2, align 4, !dbg !0

; Function Attrs: noinline nounwind
define spir_func i32 @_ZN8geometry4areaEii(i32 %0, i32 %1) #0 !dbg !11 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !15, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !23)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !16, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %5 = load i32, ptr %3, align 4, !dbg !25
  %6 = load i32, ptr %4, align 4, !dbg !26
  %7 = mul nsw i32 %5, %6, !dbg !27
  %8 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !28
  %9 = mul nsw i32 %7, %8, !dbg !29
  ret i32 %9, !dbg !30
}

; Function Attrs: noinline nounwind
define spir_func i32 @_Z6use_iti(i32 %0) #0 !dbg !31 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !36, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !37)
  %3 = load i32, ptr %2, align 4, !dbg !38
  %4 = load i32, ptr %2, align 4, !dbg !39
  %5 = call spir_func i32 @_ZN8geometry4areaEii(i32 %3, i32 %4), !dbg !40
  %6 = load i32, ptr addrspace(1) @_ZN8geometry5scaleE, align 4, !dbg !41
  %7 = add nsw i32 %5, %6, !dbg !42
  ret i32 %7, !dbg !43
}

attributes #0 = { noinline nounwind }

!llvm.module.flags = !{!5, !6}
!llvm.dbg.cu = !{!7}
!spirv.Capability = !{!18, !19, !20}
!spirv.MemoryModel = !{!21}
!spirv.Generator = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "scale", linkageName: "_ZN8geometry5scaleE", scope: !2, file: !3, line: 2, type: !4, isLocal: false, isDefinition: true)
!2 = !DINamespace(name: "geometry", scope: null)
!3 = !DIFile(filename: "imp.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "60dc1990a8c46a66fca0a905c5bc4504")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 2, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, imports: !9)
!8 = !{!0}
!9 = !{!10, !17}
!10 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !11, file: !3, line: 5)
!11 = distinct !DISubprogram(name: "area", linkageName: "_ZN8geometry4areaEii", scope: !2, file: !3, line: 3, type: !12, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{!4, !4, !4}
!14 = !{!15, !16}
!15 = !DILocalVariable(name: "w", arg: 1, scope: !11, file: !3, line: 3, type: !4)
!16 = !DILocalVariable(name: "h", arg: 2, scope: !11, file: !3, line: 3, type: !4)
!17 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "g", scope: !7, entity: !2, file: !3, line: 6)
!18 = !{i32 4}
!19 = !{i32 5}
!20 = !{i32 6}
!21 = !{i32 2, i32 2}
!22 = !{i16 0, i16 0}
!23 = !DILocation(line: 3, column: 14, scope: !11)
!24 = !DILocation(line: 3, column: 21, scope: !11)
!25 = !DILocation(line: 3, column: 33, scope: !11)
!26 = !DILocation(line: 3, column: 37, scope: !11)
!27 = !DILocation(line: 3, column: 35, scope: !11)
!28 = !DILocation(line: 3, column: 41, scope: !11)
!29 = !DILocation(line: 3, column: 39, scope: !11)
!30 = !DILocation(line: 3, column: 26, scope: !11)
!31 = distinct !DISubprogram(name: "use_it", linkageName: "_Z6use_iti", scope: null, file: !3, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!4, !4}
!34 = !{!35, !36}
!35 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !31, entity: !2, file: !3, line: 8)
!36 = !DILocalVariable(name: "x", arg: 1, scope: !31, file: !3, line: 7, type: !4)
!37 = !DILocation(line: 7, column: 16, scope: !31)
!38 = !DILocation(line: 9, column: 15, scope: !31)
!39 = !DILocation(line: 9, column: 18, scope: !31)
!40 = !DILocation(line: 9, column: 10, scope: !31)
!41 = !DILocation(line: 9, column: 23, scope: !31)
!42 = !DILocation(line: 9, column: 21, scope: !31)
!43 = !DILocation(line: 9, column: 3, scope: !31)
