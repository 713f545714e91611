; A C++ `enum class` (FlagIsEnumClass) only the compile unit lists (kept without a location reaching it), with a negative enumerator LLVM stores in 61 bits: written sign-extended to 64 bits (-2^60), not as its low bits.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
define spir_func void @f() !dbg !10 {
  ret void, !dbg !14
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!20, !21}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "e.cl", directory: "/tmp")
!2 = !{!3}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 1, baseType: !5, size: 64, flags: DIFlagEnumClass, elements: !4)
!4 = !{!6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIEnumerator(name: "NEG", value: -1152921504606846976)
!7 = !DIEnumerator(name: "POS", value: 7)
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!14 = !DILocation(line: 3, column: 1, scope: !10)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
