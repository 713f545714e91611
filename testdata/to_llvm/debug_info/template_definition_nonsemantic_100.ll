target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @_Z1fIiEii(i32 %x) #0 !dbg !10 {
  ret i32 %x, !dbg !16
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Extension = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.Generator = !{!9}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "t.cpp", directory: "/src")
!4 = !{!"SPV_KHR_non_semantic_info"}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 2, i32 2}
!9 = !{i16 0, i16 0}
!10 = distinct !DISubprogram(name: "f<int>", linkageName: "_Z1fIiEii", scope: !3, file: !3, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2, templateParams: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DITemplateTypeParameter(name: "T", type: !13)
!16 = !DILocation(line: 6, column: 3, scope: !10)
