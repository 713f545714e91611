; NonSemantic.Shader.DebugInfo.200: a namespace is a named DebugLexicalBlock with a last operand saying whether it is inline (exportSymbols: OpConstantTrue / OpConstantFalse)
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "n.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f() !dbg !4 {
  ret void, !dbg !9
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "n.cpp", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "f", linkageName: "_ZN5Outer5Inner1fEv", scope: !5, file: !1, line: 3, type: !7, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DINamespace(name: "Inner", scope: !6)
!6 = !DINamespace(name: "Outer", scope: null, exportSymbols: true)
!7 = !DISubroutineType(types: !8)
!8 = !{null}
!9 = !DILocation(line: 3, column: 12, scope: !4)
