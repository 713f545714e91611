; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() !dbg !12 !kernel_arg_addr_space !15 !kernel_arg_access_qual !15 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !15 {
  %1 = call spir_func i32 @helper(i32 1), !dbg !16
  %2 = call spir_func i32 @helper(i32 %1), !dbg !17
  %3 = call spir_func i32 @helper(i32 %2), !dbg !18
  %4 = call spir_func i32 @helper(i32 %3), !dbg !20
  %5 = call spir_func i32 @helper(i32 %4), !dbg !16
  ret void
}

define internal spir_func i32 @helper(i32 %0) !dbg !21 {
  %2 = add i32 %0, 1, !dbg !25
  ret i32 %2, !dbg !26
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}
!opencl.ocl.version = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang 22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false)
!1 = !DIFile(filename: "k.cl", directory: "/tmp/src")
!2 = !{i32 2, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 3, i32 200000}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 11}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "k", scope: null, file: !1, line: 6, type: !13, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !0)
!13 = !DISubroutineType(flags: DIFlagPublic, types: !14)
!14 = !{null}
!15 = !{}
!16 = !DILocation(line: 0, scope: !12)
!17 = !DILocation(line: 7, column: 5, scope: !12)
!18 = !DILocation(line: 9, column: 7, scope: !19)
!19 = distinct !DILexicalBlock(scope: !12, file: !1, line: 8, column: 3)
!20 = !DILocation(line: 0, scope: !19)
!21 = distinct !DISubprogram(name: "helper", scope: null, file: !1, line: 2, type: !22, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!22 = !DISubroutineType(flags: DIFlagPrototyped, types: !23)
!23 = !{!24, !24}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocation(line: 3, column: 10, scope: !21)
!26 = !DILocation(line: 3, column: 3, scope: !21)
