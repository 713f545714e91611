target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f() #0 !dbg !11 {
  ret void, !dbg !16
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
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "n.cpp", directory: "/src")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "f", linkageName: "_ZN5Outer5Inner1fEv", scope: !12, file: !3, line: 3, type: !14, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !2)
!12 = !DINamespace(name: "Inner", scope: !13)
!13 = !DINamespace(name: "Outer", scope: null, exportSymbols: true)
!14 = !DISubroutineType(types: !15)
!15 = !{null}
!16 = !DILocation(line: 3, column: 12, scope: !11)
