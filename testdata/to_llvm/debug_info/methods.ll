target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Counter = type { i32 }

; Function Attrs: noinline nounwind
define spir_func i32 @_ZN7Counter4bumpEi(ptr dereferenceable(4) %0, i32 %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !27
  %7 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !28
  %8 = load i32, ptr %7, align 4, !dbg !29
  %9 = add nsw i32 %8, %6, !dbg !29
  store i32 %9, ptr %7, align 4, !dbg !29
  %10 = getelementptr inbounds %struct.Counter, ptr %5, i32 0, i32 0, !dbg !30
  %11 = load i32, ptr %10, align 4, !dbg !30
  ret i32 %11, !dbg !31
}

; Function Attrs: noinline nounwind
define spir_func i32 @_ZN7Counter5twiceEi(i32 %0) #0 !dbg !32 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !35)
  %3 = load i32, ptr %2, align 4, !dbg !36
  %4 = mul nsw i32 2, %3, !dbg !37
  ret i32 %4, !dbg !38
}

attributes #0 = { noinline nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "m.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "51fa94f39ea09b809692eed74e75f759")
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 39}
!8 = !{i32 2, i32 2}
!9 = !{i16 0, i16 0}
!10 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counter4bumpEi", scope: !11, file: !3, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !15, retainedNodes: !22)
!11 = !DICompositeType(tag: DW_TAG_structure_type, name: "Counter", file: !3, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS7Counter")
!12 = !{!13, !15, !19}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !3, line: 2, baseType: !14, size: 32, flags: DIFlagPublic)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DISubprogram(name: "bump", linkageName: "_ZN7Counter4bumpEi", scope: !11, file: !3, line: 3, type: !16, scopeLine: 3, flags: DIFlagPrototyped, spFlags: 0)
!16 = !DISubroutineType(types: !17)
!17 = !{!14, !18, !14}
!18 = !DIBasicType(name: "Counter*", size: 64, encoding: DW_ATE_address)
!19 = !DISubprogram(name: "twice", linkageName: "_ZN7Counter5twiceEi", scope: !11, file: !3, line: 4, type: !20, scopeLine: 4, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!20 = !DISubroutineType(types: !21)
!21 = !{!14, !14}
!22 = !{!23, !24}
!23 = !DILocalVariable(name: "this", arg: 1, scope: !10, file: !3, type: !18, flags: DIFlagArtificial | DIFlagObjectPointer)
!24 = !DILocalVariable(name: "by", arg: 2, scope: !10, file: !3, line: 6, type: !14)
!25 = !DILocation(line: 0, scope: !10)
!26 = !DILocation(line: 6, column: 23, scope: !10)
!27 = !DILocation(line: 6, column: 34, scope: !10)
!28 = !DILocation(line: 6, column: 29, scope: !10)
!29 = !DILocation(line: 6, column: 31, scope: !10)
!30 = !DILocation(line: 6, column: 45, scope: !10)
!31 = !DILocation(line: 6, column: 38, scope: !10)
!32 = distinct !DISubprogram(name: "twice", linkageName: "_ZN7Counter5twiceEi", scope: !11, file: !3, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, declaration: !19, retainedNodes: !33)
!33 = !{!34}
!34 = !DILocalVariable(name: "x", arg: 1, scope: !32, file: !3, line: 7, type: !14)
!35 = !DILocation(line: 7, column: 24, scope: !32)
!36 = !DILocation(line: 7, column: 40, scope: !32)
!37 = !DILocation(line: 7, column: 38, scope: !32)
!38 = !DILocation(line: 7, column: 29, scope: !32)
