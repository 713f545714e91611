target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @MAIN__() #0 !dbg !11 {
  ret void, !dbg !23
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !3, producer: "ifx 2025", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "str.f90", directory: "/src")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "prog", linkageName: "MAIN__", scope: !3, file: !3, line: 1, type: !12, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram, unit: !2, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !{!15, !17, !19, !21}
!15 = !DILocalVariable(name: "fixed", scope: !11, file: !3, line: 2, type: !16)
!16 = !DIStringType(name: "character(10)", size: 80, encoding: DW_ATE_unsigned_char)
!17 = !DILocalVariable(name: "len", scope: !11, file: !3, line: 3, type: !18, flags: DIFlagArtificial)
!18 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_signed)
!19 = !DILocalVariable(name: "byvar", scope: !11, file: !3, line: 3, type: !20)
!20 = !DIStringType(name: "character(*)", stringLength: !17, stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), size: 32)
!21 = !DILocalVariable(name: "byexpr", scope: !11, file: !3, line: 4, type: !22)
!22 = !DIStringType(name: "character(*)", stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8))
!23 = !DILocation(line: 5, column: 1, scope: !11)
