; NonSemantic.Shader.DebugInfo.200 and Fortran CHARACTER: a DIStringType → DebugTypeString name, DebugInfoNone (base type, as the reference writes it), data location (an expression or DebugInfoNone), size, length (a variable, an expression or DebugInfoNone); a fixed-length string states only its size
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "str.f90"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @MAIN__() !dbg !4 {
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "ifx 2025", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "str.f90", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "prog", linkageName: "MAIN__", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram, unit: !0, retainedNodes: !7)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !{!8, !10, !12, !14}
!8 = !DILocalVariable(name: "fixed", scope: !4, file: !1, line: 2, type: !9)
!9 = !DIStringType(name: "character(10)", size: 80)
!10 = !DILocalVariable(name: "len", scope: !4, file: !1, line: 3, type: !11, flags: DIFlagArtificial)
!11 = !DIBasicType(name: "INTEGER*8", size: 64, encoding: DW_ATE_signed)
!12 = !DILocalVariable(name: "byvar", scope: !4, file: !1, line: 3, type: !13)
!13 = !DIStringType(name: "character(*)", stringLength: !10, stringLocationExpression: !DIExpression(DW_OP_push_object_address, DW_OP_deref), size: 32)
!14 = !DILocalVariable(name: "byexpr", scope: !4, file: !1, line: 4, type: !15)
!15 = !DIStringType(name: "character(*)", stringLengthExpression: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 8))
!20 = !DILocation(line: 5, column: 1, scope: !4)
