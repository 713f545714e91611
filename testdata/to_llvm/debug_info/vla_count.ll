target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(i32 %n) #0 !dbg !14 {
entry:
  %n.addr = alloca i32, align 4
  %saved_stack = alloca ptr, align 8
  %__vla_expr0 = alloca i64, align 8
  %i = alloca i32, align 4
  store i32 %n, ptr %n.addr, align 4
    #dbg_declare(ptr %n.addr, !19, !DIExpression(), !28)
  %0 = load i32, ptr %n.addr, align 4, !dbg !29
  %1 = zext i32 %0 to i64, !dbg !30
  %2 = call ptr @llvm.stacksave.p0(), !dbg !30
  store ptr %2, ptr %saved_stack, align 8, !dbg !30
  %vla = alloca i32, i64 %1, align 16, !dbg !30
  store i64 %1, ptr %__vla_expr0, align 8, !dbg !30
    #dbg_declare(ptr %__vla_expr0, !20, !DIExpression(), !31)
    #dbg_declare(ptr %i, !26, !DIExpression(), !32)
  store i32 0, ptr %i, align 4, !dbg !32
  br label %for.cond, !dbg !33

for.cond:                                         ; preds = %for.inc, %entry
  %3 = load i32, ptr %i, align 4, !dbg !34
  %4 = load i32, ptr %n.addr, align 4, !dbg !36
  %cmp = icmp slt i32 %3, %4, !dbg !37
  br i1 %cmp, label %for.body, label %for.end, !dbg !38

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %i, align 4, !dbg !39
  %6 = load i32, ptr %i, align 4, !dbg !40
  %idxprom = sext i32 %6 to i64, !dbg !41
  %arrayidx = getelementptr inbounds i32, ptr %vla, i64 %idxprom, !dbg !41
  store i32 %5, ptr %arrayidx, align 4, !dbg !42
  br label %for.inc, !dbg !41

for.inc:                                          ; preds = %for.body
  %7 = load i32, ptr %i, align 4, !dbg !43
  %inc = add nsw i32 %7, 1, !dbg !43
  store i32 %inc, ptr %i, align 4, !dbg !43
  br label %for.cond, !dbg !44

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7, !8, !9, !10, !11}
!spirv.MemoryModel = !{!12}
!spirv.Generator = !{!13}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "v.c", directory: "/src", checksumkind: CSK_MD5, checksum: "c637070c67dfdfcdb945840705cc668b")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_INTEL_variable_length_array"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 11}
!10 = !{i32 39}
!11 = !{i32 5817}
!12 = !{i32 2, i32 2}
!13 = !{i16 0, i16 0}
!14 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 1, type: !15, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !20, !22, !26}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !3, line: 1, type: !17)
!20 = !DILocalVariable(name: "__vla_expr0", scope: !14, file: !3, type: !21, flags: DIFlagArtificial)
!21 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DILocalVariable(name: "a", scope: !14, file: !3, line: 1, type: !23)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: !20)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 1, type: !17)
!27 = distinct !DILexicalBlock(scope: !14, file: !3, line: 1, column: 26)
!28 = !DILocation(line: 1, column: 11, scope: !14)
!29 = !DILocation(line: 1, column: 22, scope: !14)
!30 = !DILocation(line: 1, column: 16, scope: !14)
!31 = !DILocation(line: 0, scope: !14)
!32 = !DILocation(line: 1, column: 35, scope: !27)
!33 = !DILocation(line: 1, column: 31, scope: !27)
!34 = !DILocation(line: 1, column: 42, scope: !35)
!35 = distinct !DILexicalBlock(scope: !27, file: !3, line: 1, column: 26)
!36 = !DILocation(line: 1, column: 46, scope: !35)
!37 = !DILocation(line: 1, column: 44, scope: !35)
!38 = !DILocation(line: 1, column: 26, scope: !27)
!39 = !DILocation(line: 1, column: 61, scope: !35)
!40 = !DILocation(line: 1, column: 56, scope: !35)
!41 = !DILocation(line: 1, column: 54, scope: !35)
!42 = !DILocation(line: 1, column: 59, scope: !35)
!43 = !DILocation(line: 1, column: 50, scope: !35)
!44 = !DILocation(line: 1, column: 26, scope: !35)
!45 = !DILocation(line: 1, column: 73, scope: !14)
!46 = !DILocation(line: 1, column: 75, scope: !14)
!47 = !DILocation(line: 1, column: 71, scope: !14)
!48 = !DILocation(line: 1, column: 81, scope: !14)
