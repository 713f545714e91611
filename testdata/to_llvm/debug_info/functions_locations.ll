target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define internal spir_func i32 @helper(i32 %0) #0 !dbg !12 {
  %2 = add i32 %0, 1, !dbg !16
  ret i32 %2, !dbg !17
}

; Function Attrs: nounwind
define spir_kernel void @k() #0 !dbg !18 !kernel_arg_addr_space !21 !kernel_arg_access_qual !21 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !21 {
  %1 = call spir_func i32 @helper(i32 1), !dbg !22
  %2 = call spir_func i32 @helper(i32 %1), !dbg !23
  %3 = call spir_func i32 @helper(i32 %2), !dbg !24
  %4 = call spir_func i32 @helper(i32 %3), !dbg !26
  %5 = call spir_func i32 @helper(i32 %4), !dbg !22
  ret void
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang 22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.cl", directory: "/tmp/src")
!4 = !{i32 3, i32 200000}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 11}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "helper", scope: !3, file: !3, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!13 = !DISubroutineType(flags: DIFlagPrototyped, types: !14)
!14 = !{!15, !15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DILocation(line: 3, column: 10, scope: !12)
!17 = !DILocation(line: 3, column: 3, scope: !12)
!18 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 6, type: !19, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !2)
!19 = !DISubroutineType(flags: DIFlagPublic, types: !20)
!20 = !{null}
!21 = !{}
!22 = !DILocation(line: 0, scope: !18)
!23 = !DILocation(line: 7, column: 5, scope: !18)
!24 = !DILocation(line: 9, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !18, file: !3, line: 8, column: 3)
!26 = !DILocation(line: 0, scope: !25)
