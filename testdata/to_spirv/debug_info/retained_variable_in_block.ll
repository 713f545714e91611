; A variable retained by an inlined subprogram and scoped in a lexical block of it, first reached through an instruction's scope (block → subprogram → retained variable → block): the variable keeps the block as its scope (written after the block), so the reverse binds its declare.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @outer(ptr %p) !dbg !4 {
entry:
  call void @llvm.dbg.declare(metadata ptr %p, metadata !8, metadata !DIExpression()), !dbg !10
  ret void, !dbg !14
}

declare void @llvm.dbg.declare(metadata, metadata, metadata)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/w")
!2 = !{i32 2, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "outer", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = distinct !DISubprogram(name: "inner", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !12)
!8 = !DILocalVariable(name: "x", arg: 1, scope: !9, file: !1, line: 6, type: !13)
!9 = distinct !DILexicalBlock(scope: !7, file: !1, line: 6, column: 3)
!10 = !DILocation(line: 7, column: 5, scope: !9, inlinedAt: !11)
!11 = distinct !DILocation(line: 2, column: 3, scope: !4)
!12 = !{!8}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 3, column: 1, scope: !4)
