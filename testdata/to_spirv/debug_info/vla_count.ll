; A C variable-length array (clang's x86 output retargeted: SPIR targets refuse VLAs): the array's count is its DISubrange's variable, written as the DebugLocalVariable itself (both validators take it), the alloca with SPV_INTEL_variable_length_array
; OPTIONS: --spirv-ext=+SPV_INTEL_variable_length_array
source_filename = "v.c"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define dso_local i32 @f(i32 noundef %n) !dbg !10 {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !15, !DIExpression(), !16)
  %0 = load i32, ptr %n.addr, align 4, !dbg !17
  %1 = zext i32 %0 to i64, !dbg !18
  %2 = call ptr @llvm.stacksave.p0(), !dbg !18
  store ptr %2, ptr %saved_stack, align 8, !dbg !18
  %vla = alloca i32, i64 %1, align 16, !dbg !18
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !18
    #dbg_declare(ptr %__vla_expr0, !19, !DIExpression(), !21)
    #dbg_declare(ptr %vla, !22, !DIExpression(), !26)
    #dbg_declare(ptr %i, !27, !DIExpression(), !29)
  store i32 0, ptr %i, align 4, !dbg !29
  br label %for.cond, !dbg !30

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !31
  %4 = load i32, ptr %n.addr, align 4, !dbg !33
  %cmp = icmp slt i32 %3, %4, !dbg !34
  br i1 %cmp, label %for.body, label %for.end, !dbg !35

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !36
  %6 = load i32, ptr %i, align 4, !dbg !37
  %idxprom = sext i32 %6 to i64, !dbg !38
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %idxprom, !dbg !38
  store i32 %5, ptr %arrayidx, align 4, !dbg !39
  br label %for.inc, !dbg !38

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !dbg !40
  %inc = add nsw i32 %7, 1, !dbg !40
  store i32 %inc, ptr %i, align 4, !dbg !40
  br label %for.cond, !dbg !41, !llvm.loop !42

for.end:                                          ; preds = %for.cond
  %8 = load i32, ptr %n.addr, align 4, !dbg !45
  %sub = sub nsw i32 %8, 1, !dbg !46
  %idxprom1 = sext i32 %sub to i64, !dbg !47
  %arrayidx2 = getelementptr inbounds i32, ptr %vla, i64 %idxprom1, !dbg !47
  %9 = load i32, ptr %arrayidx2, align 4, !dbg !47
  %10 = load ptr, ptr %saved_stack, align 8, !dbg !48
  call void @llvm.stackrestore.p0(ptr %10), !dbg !48
  ret i32 %9, !dbg !48
}

declare ptr @llvm.stacksave.p0()

declare void @llvm.stackrestore.p0(ptr)


!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "v.c", directory: "/src", checksumkind: CSK_MD5, checksum: "c637070c67dfdfcdb945840705cc668b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!16 = !DILocation(line: 1, column: 11, scope: !10)
!17 = !DILocation(line: 1, column: 22, scope: !10)
!18 = !DILocation(line: 1, column: 16, scope: !10)
!19 = !DILocalVariable(name: "__vla_expr0", scope: !10, type: !20, flags: DIFlagArtificial)
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !DILocation(line: 0, scope: !10)
!22 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 1, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: !19)
!26 = !DILocation(line: 1, column: 20, scope: !10)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 1, type: !13)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 1, column: 26)
!29 = !DILocation(line: 1, column: 35, scope: !28)
!30 = !DILocation(line: 1, column: 31, scope: !28)
!31 = !DILocation(line: 1, column: 42, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 1, column: 26)
!33 = !DILocation(line: 1, column: 46, scope: !32)
!34 = !DILocation(line: 1, column: 44, scope: !32)
!35 = !DILocation(line: 1, column: 26, scope: !28)
!36 = !DILocation(line: 1, column: 61, scope: !32)
!37 = !DILocation(line: 1, column: 56, scope: !32)
!38 = !DILocation(line: 1, column: 54, scope: !32)
!39 = !DILocation(line: 1, column: 59, scope: !32)
!40 = !DILocation(line: 1, column: 50, scope: !32)
!41 = !DILocation(line: 1, column: 26, scope: !32)
!42 = distinct !{!42, !35, !43, !44}
!43 = !DILocation(line: 1, column: 61, scope: !28)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 1, column: 73, scope: !10)
!46 = !DILocation(line: 1, column: 75, scope: !10)
!47 = !DILocation(line: 1, column: 71, scope: !10)
!48 = !DILocation(line: 1, column: 81, scope: !10)
