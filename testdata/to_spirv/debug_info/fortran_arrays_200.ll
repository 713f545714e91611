; NonSemantic.Shader.DebugInfo.200 and Fortran: DW_LANG_Fortran95 → language 206; a main subprogram → DebugEntryPoint (after every other debug instruction); an array with a descriptor (data location, associated, rank) → DebugTypeArrayDynamic over a DebugTypeSubrange of expressions; an array from 1 to 10 → DebugTypeArray over a DebugTypeSubrange of constants; a plain C-like array keeps its count
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "prog.f90"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @MAIN__() !dbg !4 {
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "ifx 2025", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "prog.f90", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "prog", linkageName: "MAIN__", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagMainSubprogram, unit: !0, retainedNodes: !7)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !{!8, !14, !17}
!8 = !DILocalVariable(name: "dyn", scope: !4, file: !1, line: 2, type: !9)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, elements: !11, dataLocation: !DIExpression(DW_OP_push_object_address, DW_OP_deref), associated: !DIExpression(DW_OP_push_object_address, DW_OP_deref, DW_OP_constu, 0, DW_OP_or), rank: i64 1)
!10 = !DIBasicType(name: "REAL*4", size: 32, encoding: DW_ATE_float)
!11 = !{!12}
!12 = !DISubrange(lowerBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 64, DW_OP_deref), upperBound: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 48, DW_OP_deref), stride: !DIExpression(DW_OP_push_object_address, DW_OP_plus_uconst, 56, DW_OP_deref))
!14 = !DILocalVariable(name: "fixed", scope: !4, file: !1, line: 3, type: !15)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 320, elements: !16)
!16 = !{!13}
!13 = !DISubrange(count: 10, lowerBound: 1)
!17 = !DILocalVariable(name: "plain", scope: !4, file: !1, line: 4, type: !18)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !19)
!19 = !{!21}
!21 = !DISubrange(count: 4)
!20 = !DILocation(line: 5, column: 1, scope: !4)
