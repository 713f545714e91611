target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) captures(none) %0, i32 %1) #0 !dbg !12 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
    #dbg_value(ptr addrspace(1) %0, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
    #dbg_value(i32 %1, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %3 = icmp sgt i32 %1, 0, !dbg !25
  br i1 %3, label %4, label %11, !dbg !35

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %9, %4 ], [ 0, %2 ]
  %6 = phi i32 [ %8, %4 ], [ 1, %2 ]
  %7 = mul i32 %6, 3, !dbg !36
  %8 = add i32 %7, %5, !dbg !38
    #dbg_value(i32 %8, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  %9 = add i32 %5, 1, !dbg !39
    #dbg_value(i32 %9, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !39)
  %10 = icmp slt i32 %9, %1, !dbg !25
  br i1 %10, label %4, label %11, !dbg !35

11:                                               ; preds = %4, %2
  %12 = phi i32 [ 1, %2 ], [ %8, %4 ], !dbg !40
  store i32 %12, ptr addrspace(1) %0, align 4, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: alwaysinline nounwind
define spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) captures(none) %0, i32 %1) #1 !dbg !28 {
    #dbg_value(ptr addrspace(1) %0, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 %1, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 1, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
    #dbg_value(i32 0, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
  %3 = icmp sgt i32 %1, 0, !dbg !45
  br i1 %3, label %6, label %4, !dbg !46

4:                                                ; preds = %6, %2
  %5 = phi i32 [ 1, %2 ], [ %10, %6 ], !dbg !43
  store i32 %5, ptr addrspace(1) %0, align 4, !dbg !47
  ret void, !dbg !48

6:                                                ; preds = %6, %2
  %7 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %10, %6 ], [ 1, %2 ]
    #dbg_value(i32 %7, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !44)
    #dbg_value(i32 %8, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %9 = mul i32 %8, 3, !dbg !49
  %10 = add i32 %9, %7, !dbg !50
    #dbg_value(i32 %10, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !50)
  %11 = add i32 %7, 1, !dbg !51
    #dbg_value(i32 %11, !32, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %12 = icmp slt i32 %11, %1, !dbg !45
  br i1 %12, label %6, label %4, !dbg !46
}

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

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
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "phis.cl", directory: "/spirv-llvm/testdata/to_spirv/debug_info")
!4 = !{i32 3, i32 200000}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !17)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !16}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "n", arg: 2, scope: !12, file: !3, line: 4, type: !16)
!19 = !DILocalVariable(name: "out", arg: 1, scope: !12, file: !3, line: 4, type: !15)
!20 = !{i32 1, i32 0}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int"}
!23 = !{!"", !""}
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocation(line: 6, column: 21, scope: !26, inlinedAt: !34)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 6, column: 3)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 6, column: 3)
!28 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !3, file: !3, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!29 = !{!30, !31, !32, !33}
!30 = !DILocalVariable(name: "n", arg: 2, scope: !28, file: !3, line: 4, type: !16)
!31 = !DILocalVariable(name: "acc", scope: !28, file: !3, line: 5, type: !16)
!32 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 6, type: !16)
!33 = !DILocalVariable(name: "out", arg: 1, scope: !28, file: !3, line: 4, type: !15)
!34 = distinct !DILocation(line: 4, scope: !12)
!35 = !DILocation(line: 6, column: 3, scope: !27, inlinedAt: !34)
!36 = !DILocation(line: 7, column: 15, scope: !37, inlinedAt: !34)
!37 = distinct !DILexicalBlock(scope: !26, file: !3, line: 6, column: 31)
!38 = !DILocation(line: 7, column: 19, scope: !37, inlinedAt: !34)
!39 = !DILocation(line: 6, column: 26, scope: !26, inlinedAt: !34)
!40 = !DILocation(line: 0, scope: !28, inlinedAt: !34)
!41 = !DILocation(line: 9, column: 10, scope: !28, inlinedAt: !34)
!42 = !DILocation(line: 10, column: 1, scope: !12)
!43 = !DILocation(line: 0, scope: !28)
!44 = !DILocation(line: 0, scope: !27)
!45 = !DILocation(line: 6, column: 21, scope: !26)
!46 = !DILocation(line: 6, column: 3, scope: !27)
!47 = !DILocation(line: 9, column: 10, scope: !28)
!48 = !DILocation(line: 10, column: 1, scope: !28)
!49 = !DILocation(line: 7, column: 15, scope: !37)
!50 = !DILocation(line: 7, column: 19, scope: !37)
!51 = !DILocation(line: 6, column: 26, scope: !26)
