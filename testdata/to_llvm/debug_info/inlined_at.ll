target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %0) #0 !dbg !10 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %2 = add i32 %0, 1, !dbg !17
  %3 = add i32 %2, 1, !dbg !22
  %4 = add i32 %3, 1
  %5 = add i32 %4, 1
  %6 = add i32 %5, 1, !dbg !24
  ret void, !dbg !24
}

; Function Attrs: nounwind
define spir_kernel void @k2() #0 !dbg !26 !kernel_arg_addr_space !27 !kernel_arg_access_qual !27 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !27 {
  ret void, !dbg !28
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7, !8}
!spirv.Generator = !{!9}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.cl", directory: "/a/b")
!4 = !{i32 4}
!5 = !{i32 6}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @k, !"k"}
!8 = !{i32 6, ptr @k2, !"k2"}
!9 = !{i16 0, i16 0}
!10 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 10, type: !11, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !2)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !{i32 0}
!14 = !{!"none"}
!15 = !{!"int"}
!16 = !{!""}
!17 = !DILocation(line: 2, column: 4, scope: !18, inlinedAt: !19)
!18 = distinct !DISubprogram(name: "inner", scope: !3, file: !3, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !2)
!19 = distinct !DILocation(line: 6, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "middle", scope: !3, file: !3, line: 5, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!21 = distinct !DILocation(line: 12, scope: !10)
!22 = !DILocation(line: 2, column: 4, scope: !23, inlinedAt: !21)
!23 = distinct !DILexicalBlock(scope: !18, file: !3, line: 3, column: 2)
!24 = !DILocation(line: 2, column: 4, scope: !18, inlinedAt: !25)
!25 = distinct !DILocation(line: 12, scope: !10)
!26 = distinct !DISubprogram(name: "k2", scope: !3, file: !3, line: 30, type: !11, scopeLine: 30, spFlags: DISPFlagDefinition, unit: !2)
!27 = !{}
!28 = !DILocation(line: 31, column: 1, scope: !26)
