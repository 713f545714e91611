; NonSemantic.Shader.DebugInfo.200: a unit's split-DWARF dwoId: → DebugBuildIdentifier (its decimal text, flag IdentifierPossibleDuplicates) and splitDebugFilename: → DebugStoragePath
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
target triple = "spir64-unknown-unknown"
define spir_func i32 @f(i32 %x) !dbg !5 {
  %y = add i32 %x, 1, !dbg !8
  ret i32 %y, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "out.dwo", emissionKind: FullDebug, dwoId: 1234567890123456789, splitDebugInlining: false)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
