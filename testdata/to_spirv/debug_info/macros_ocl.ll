; DIMacro and DIMacroFile → DebugMacroDef/DebugMacroUndef in order: the unit's own macros with its DebugSource, an included file's with that file's; an undefinition names the latest definition of its name (DebugInfoNone without one); an empty value is no value
target triple = "spir64-unknown-unknown"

define spir_func i32 @main() {
entry:
  ret i32 0
}

!llvm.module.flags = !{!0, !12}
!llvm.dbg.cu = !{!4}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!4 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !5, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, macros: !6)
!5 = !DIFile(filename: "def.c", directory: "/tmp")
!6 = !{!20, !7, !21}
!7 = !DIMacroFile(line: 3, file: !8, nodes: !9)
!8 = !DIFile(filename: "def.h", directory: "/tmp")
!9 = !{!10, !11, !13, !14}
!10 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "SIZE", value: "5")
!11 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "SIZE")
!13 = !DIMacro(type: DW_MACINFO_undef, line: 3, name: "NEVER")
!14 = !DIMacro(type: DW_MACINFO_define, line: 4, name: "EMPTY", value: "")
!20 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "ROOT", value: "1")
!21 = !DIMacro(type: DW_MACINFO_define, line: 5, name: "NOVALUE")
!12 = !{i32 2, !"Debug Info Version", i32 3}
