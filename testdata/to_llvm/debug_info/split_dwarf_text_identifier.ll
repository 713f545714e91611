target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(i32 %x) #0 !dbg !11 {
  %y = add i32 %x, 1, !dbg !14
  ret i32 %y, !dbg !14
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, splitDebugFilename: "out.dwo", emissionKind: FullDebug)
!3 = !DIFile(filename: "a.c", directory: "/tmp")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 1, type: !12, spFlags: DISPFlagDefinition, unit: !2)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !DILocation(line: 2, column: 3, scope: !11)
