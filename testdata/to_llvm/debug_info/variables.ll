target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %0) #0 !dbg !9 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !14, !DIExpression(), !21)
    #dbg_value(i32 %0, !15, !DIExpression(), !21)
  store i32 %0, ptr %2, align 4, !dbg !21
    #dbg_value(i32 %0, !16, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !21)
    #dbg_value(i32 poison, !16, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 16), !21)
    #dbg_value(i32 1, !16, !DIExpression(), !22)
  ret void
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "k.cl", directory: "")
!4 = !{i32 4}
!5 = !{i32 6}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @k, !"k"}
!8 = !{i16 0, i16 0}
!9 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 1, type: !10, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !13)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16}
!14 = !DILocalVariable(name: "v", scope: !9, file: !3, line: 2, type: !12)
!15 = !DILocalVariable(name: "p", arg: 1, scope: !9, file: !3, line: 1, type: !12)
!16 = !DILocalVariable(name: "w", scope: !9, file: !3, line: 3, type: !12, flags: DIFlagArtificial)
!17 = !{i32 0}
!18 = !{!"none"}
!19 = !{!"int"}
!20 = !{!""}
!21 = !DILocation(line: 2, column: 7, scope: !9)
!22 = !DILocation(line: 0, scope: !9)
