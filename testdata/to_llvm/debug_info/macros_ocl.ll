target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @main() #0 {
entry:
  ret i32 0
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!14}
!spirv.Capability = !{!15, !16, !17}
!spirv.MemoryModel = !{!18}
!spirv.Generator = !{!19}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, macros: !4)
!3 = !DIFile(filename: "def.c", directory: "/tmp")
!4 = !{!5, !6, !13}
!5 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "ROOT", value: "1")
!6 = !DIMacroFile(file: !7, nodes: !8)
!7 = !DIFile(filename: "def.h", directory: "/tmp")
!8 = !{!9, !10, !11, !12}
!9 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "SIZE", value: "5")
!10 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "SIZE")
!11 = !DIMacro(type: DW_MACINFO_undef, line: 3, name: "<UNAVAILABLE_MACRO_NAME>")
!12 = !DIMacro(type: DW_MACINFO_define, line: 4, name: "EMPTY")
!13 = !DIMacro(type: DW_MACINFO_define, line: 5, name: "NOVALUE")
!14 = !{i32 0, i32 0}
!15 = !{i32 4}
!16 = !{i32 5}
!17 = !{i32 6}
!18 = !{i32 2, i32 2}
!19 = !{i16 0, i16 0}
