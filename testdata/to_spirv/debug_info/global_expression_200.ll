; NonSemantic.Shader.DebugInfo.200: a global variable with no SPIR-V variable whose value a DIExpression states (a folded constant) names the DebugExpression as its Variable operand, as the reference writes it (NonSemantic.Shader.DebugInfo.100 and OpenCL.DebugInfo.100 write DebugInfoNone: the validators take no expression there)
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "g.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f() !dbg !8 {
  ret i32 1, !dbg !11
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !2)
!1 = !DIFile(filename: "g.cl", directory: "/src")
!2 = !{!3}
!3 = !DIGlobalVariableExpression(var: !4, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!4 = distinct !DIGlobalVariable(name: "one", scope: !0, file: !1, line: 1, type: !5, isLocal: true, isDefinition: true)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 2, !"Dwarf Version", i32 4}
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !9, scopeLine: 2, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{!5}
!11 = !DILocation(line: 2, column: 20, scope: !8)
