; C++ methods: the declarations among a class's elements → DebugFunctionDeclaration with the class as parent (after it, not among its members), and each definition names its declaration (a method and a static member function)
source_filename = "m.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Counter = type { i32 }

define dso_local spir_func noundef i32 @_ZN7Counter4bumpEi(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) #0 align 2 !dbg !7 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !22)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !25
  %7 = getelementptr inbounds nuw %struct.Counter, ptr %5, i32 0, i32 0, !dbg !26
  %8 = load i32, ptr %7, align 4, !dbg !27
  %9 = add nsw i32 %8, %6, !dbg !27
  store i32 %9, ptr %7, align 4, !dbg !27
  %10 = getelementptr inbounds nuw %struct.Counter, ptr %5, i32 0, i32 0, !dbg !28
  %11 = load i32, ptr %10, align 4, !dbg !28
  ret i32 %11, !dbg !29
}

define dso_local spir_func noundef i32 @_ZN7Counter5twiceEi(i32 noundef %0) #0 align 2 !dbg !30 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %3 = load i32, ptr %2, align 4, !dbg !33
  %4 = mul nsw i32 2, %3, !dbg !34
  ret i32 %4, !dbg !35
}

attributes #0 = { noinline nounwind optnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "m.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "51fa94f39ea09b809692eed74e75f759")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!7 = distinct !DISubprogram(name: "bump", linkageName: "_ZN7Counter4bumpEi", scope: !8, file: !1, line: 6, type: !13, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !12, retainedNodes: !19)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Counter", file: !1, line: 1, size: 32, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS7Counter")
!9 = !{!10, !12, !16}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !8, file: !1, line: 2, baseType: !11, size: 32)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DISubprogram(name: "bump", linkageName: "_ZN7Counter4bumpEi", scope: !8, file: !1, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: 0)
!13 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !14)
!14 = !{!11, !15, !11}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 0)
!16 = !DISubprogram(name: "twice", linkageName: "_ZN7Counter5twiceEi", scope: !8, file: !1, line: 4, type: !17, scopeLine: 4, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!17 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !18)
!18 = !{!11, !11}
!19 = !{}
!20 = !DILocalVariable(name: "this", arg: 1, scope: !7, type: !21, flags: DIFlagArtificial | DIFlagObjectPointer)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64, dwarfAddressSpace: 0)
!22 = !DILocation(line: 0, scope: !7)
!23 = !DILocalVariable(name: "by", arg: 2, scope: !7, file: !1, line: 6, type: !11)
!24 = !DILocation(line: 6, column: 23, scope: !7)
!25 = !DILocation(line: 6, column: 34, scope: !7)
!26 = !DILocation(line: 6, column: 29, scope: !7)
!27 = !DILocation(line: 6, column: 31, scope: !7)
!28 = !DILocation(line: 6, column: 45, scope: !7)
!29 = !DILocation(line: 6, column: 38, scope: !7)
!30 = distinct !DISubprogram(name: "twice", linkageName: "_ZN7Counter5twiceEi", scope: !8, file: !1, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, declaration: !16, retainedNodes: !19)
!31 = !DILocalVariable(name: "x", arg: 1, scope: !30, file: !1, line: 7, type: !11)
!32 = !DILocation(line: 7, column: 24, scope: !30)
!33 = !DILocation(line: 7, column: 40, scope: !30)
!34 = !DILocation(line: 7, column: 38, scope: !30)
!35 = !DILocation(line: 7, column: 29, scope: !30)
