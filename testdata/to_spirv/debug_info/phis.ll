; Debug information at -O2 with a loop: the phis of the loop header keep their lines (OpLine
; among the phis, the DebugScope after them).
; clang-22 output (flags: -cl-std=CL2.0 -O2 -g) for the OpenCL C at the end, paths as if the repository
; were at /spirv-llvm, the producer and the system header's checksum normalized.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
    #dbg_value(ptr addrspace(1) %0, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
    #dbg_value(i32 %1, !19, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
    #dbg_value(ptr addrspace(1) %0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(i32 %1, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(i32 1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
    #dbg_value(i32 0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %3 = icmp sgt i32 %1, 0, !dbg !35
  br i1 %3, label %4, label %11, !dbg !37

4:                                                ; preds = %2, %4
  %5 = phi i32 [ %9, %4 ], [ 0, %2 ]
  %6 = phi i32 [ %8, %4 ], [ 1, %2 ]
    #dbg_value(i32 %5, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
    #dbg_value(i32 %6, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %7 = mul nsw i32 %6, 3, !dbg !38
  %8 = add nsw i32 %7, %5, !dbg !40
    #dbg_value(i32 %8, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !32)
  %9 = add nuw nsw i32 %5, 1, !dbg !41
    #dbg_value(i32 %9, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  %10 = icmp slt i32 %9, %1, !dbg !35
  br i1 %10, label %4, label %11, !dbg !37, !llvm.loop !42

11:                                               ; preds = %4, %2
  %12 = phi i32 [ 1, %2 ], [ %8, %4 ], !dbg !32
  store i32 %12, ptr addrspace(1) %0, align 4, !dbg !44, !tbaa !8
  ret void, !dbg !45
}

; Function Attrs: alwaysinline nofree norecurse nosync nounwind memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 !dbg !26 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
    #dbg_value(ptr addrspace(1) %0, !25, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 %1, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 1, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
    #dbg_value(i32 0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %3 = icmp sgt i32 %1, 0, !dbg !48
  br i1 %3, label %6, label %4, !dbg !49

4:                                                ; preds = %6, %2
  %5 = phi i32 [ 1, %2 ], [ %10, %6 ], !dbg !46
  store i32 %5, ptr addrspace(1) %0, align 4, !dbg !50, !tbaa !8
  ret void, !dbg !51

6:                                                ; preds = %2, %6
  %7 = phi i32 [ %11, %6 ], [ 0, %2 ]
  %8 = phi i32 [ %10, %6 ], [ 1, %2 ]
    #dbg_value(i32 %7, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 %8, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %9 = mul nsw i32 %8, 3, !dbg !52
  %10 = add nsw i32 %9, %7, !dbg !53
    #dbg_value(i32 %10, !29, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %11 = add nuw nsw i32 %7, 1, !dbg !54
    #dbg_value(i32 %11, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %12 = icmp slt i32 %11, %1, !dbg !48
  br i1 %12, label %6, label %4, !dbg !49, !llvm.loop !55
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline nofree norecurse nosync nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang version 22", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "phis.cl", directory: "/spirv-llvm", checksumkind: CSK_MD5, checksum: "749cb3f96dd870c374da16db1faeeaf5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang version 22"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!13 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !14)
!14 = !{null, !15, !16}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19}
!18 = !DILocalVariable(name: "out", arg: 1, scope: !12, file: !1, line: 4, type: !15)
!19 = !DILocalVariable(name: "n", arg: 2, scope: !12, file: !1, line: 4, type: !16)
!20 = !{i32 1, i32 0}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int"}
!23 = !{!"", !""}
!24 = !DILocation(line: 0, scope: !12)
!25 = !DILocalVariable(name: "out", arg: 1, scope: !26, file: !1, line: 4, type: !15)
!26 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 4, type: !13, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!27 = !{!25, !28, !29, !30}
!28 = !DILocalVariable(name: "n", arg: 2, scope: !26, file: !1, line: 4, type: !16)
!29 = !DILocalVariable(name: "acc", scope: !26, file: !1, line: 5, type: !16)
!30 = !DILocalVariable(name: "j", scope: !31, file: !1, line: 6, type: !16)
!31 = distinct !DILexicalBlock(scope: !26, file: !1, line: 6, column: 3)
!32 = !DILocation(line: 0, scope: !26, inlinedAt: !33)
!33 = distinct !DILocation(line: 4, column: 39, scope: !12)
!34 = !DILocation(line: 0, scope: !31, inlinedAt: !33)
!35 = !DILocation(line: 6, column: 21, scope: !36, inlinedAt: !33)
!36 = distinct !DILexicalBlock(scope: !31, file: !1, line: 6, column: 3)
!37 = !DILocation(line: 6, column: 3, scope: !31, inlinedAt: !33)
!38 = !DILocation(line: 7, column: 15, scope: !39, inlinedAt: !33)
!39 = distinct !DILexicalBlock(scope: !36, file: !1, line: 6, column: 31)
!40 = !DILocation(line: 7, column: 19, scope: !39, inlinedAt: !33)
!41 = !DILocation(line: 6, column: 26, scope: !36, inlinedAt: !33)
!42 = distinct !{!42, !37, !43}
!43 = !DILocation(line: 8, column: 3, scope: !31, inlinedAt: !33)
!44 = !DILocation(line: 9, column: 10, scope: !26, inlinedAt: !33)
!45 = !DILocation(line: 10, column: 1, scope: !12)
!46 = !DILocation(line: 0, scope: !26)
!47 = !DILocation(line: 0, scope: !31)
!48 = !DILocation(line: 6, column: 21, scope: !36)
!49 = !DILocation(line: 6, column: 3, scope: !31)
!50 = !DILocation(line: 9, column: 10, scope: !26)
!51 = !DILocation(line: 10, column: 1, scope: !26)
!52 = !DILocation(line: 7, column: 15, scope: !39)
!53 = !DILocation(line: 7, column: 19, scope: !39)
!54 = !DILocation(line: 6, column: 26, scope: !36)
!55 = distinct !{!55, !49, !56}
!56 = !DILocation(line: 8, column: 3, scope: !31)

; The OpenCL C source (file phis.cl, line numbers as in the debug information):
;   // Debug information at -O2 with a loop: the phis of the loop header keep their lines (OpLine
;   // among the phis, the DebugScope after them).
;   // CLANG: -cl-std=CL2.0 -O2 -g
;   kernel void k(global int *out, int n) {
;     int acc = 1;
;     for (int j = 0; j < n; ++j) {
;       acc = acc * 3 + j;
;     }
;     out[0] = acc;
;   }
