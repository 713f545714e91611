; Debug information at -O2: a helper inlined into the kernel (DebugInlinedAt chains in
; DebugScope), variables described by value (DebugValue, OpUndef where optimized out).
; clang-22 output (flags: -cl-std=CL2.0 -O2 -g) for the OpenCL C at the end, paths as if the repository
; were at /spirv-llvm, the producer and the system header's checksum normalized.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #0 !dbg !12 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
    #dbg_value(ptr addrspace(1) %0, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
    #dbg_value(ptr addrspace(1) %1, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !26)
    #dbg_value(ptr addrspace(1) %0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(ptr addrspace(1) %1, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !38
    #dbg_value(i64 %3, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3, !dbg !39
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !39, !tbaa !8
    #dbg_value(i32 %5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(i32 %5, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
    #dbg_value(i32 3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %6 = mul nsw i32 %5, %5, !dbg !49
    #dbg_value(i32 %6, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !47)
  %7 = add nsw i32 %5, 1, !dbg !50
    #dbg_value(i32 %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
    #dbg_value(i32 4, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %8 = mul nsw i32 %7, %7, !dbg !53
    #dbg_value(i32 %8, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !51)
  %9 = add nuw i32 %6, 7, !dbg !54
  %10 = add i32 %9, %8, !dbg !54
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3, !dbg !55
  store i32 %10, ptr addrspace(1) %11, align 4, !dbg !56, !tbaa !8
  ret void, !dbg !57
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1) local_unnamed_addr #1 !dbg !28 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
    #dbg_value(ptr addrspace(1) %0, !27, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(ptr addrspace(1) %1, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3, !dbg !59
    #dbg_value(i64 %3, !31, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
  %4 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %3, !dbg !60
  %5 = load i32, ptr addrspace(1) %4, align 4, !dbg !60, !tbaa !8
    #dbg_value(i32 %5, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !58)
    #dbg_value(i32 %5, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
    #dbg_value(i32 3, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %6 = mul nsw i32 %5, %5, !dbg !63
    #dbg_value(i32 %6, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  %7 = add nsw i32 %5, 1, !dbg !64
    #dbg_value(i32 %7, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
    #dbg_value(i32 4, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %8 = mul nsw i32 %7, %7, !dbg !67
    #dbg_value(i32 %8, !46, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %9 = add nuw i32 %6, 7, !dbg !68
  %10 = add i32 %9, %8, !dbg !68
  %11 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %3, !dbg !69
  store i32 %10, ptr addrspace(1) %11, align 4, !dbg !70, !tbaa !8
  ret void, !dbg !71
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare !dbg !72 dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}
!llvm.errno.tbaa = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang version 22", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "inlined.cl", directory: "/spirv-llvm", checksumkind: CSK_MD5, checksum: "1ed7c881d4a4a24d25b10b3778ee3555")
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
!12 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !14)
!14 = !{null, !15, !17}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64, dwarfAddressSpace: 1)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "out", arg: 1, scope: !12, file: !1, line: 5, type: !15)
!21 = !DILocalVariable(name: "in", arg: 2, scope: !12, file: !1, line: 5, type: !17)
!22 = !{i32 1, i32 1}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int*"}
!25 = !{!"", !"const"}
!26 = !DILocation(line: 0, scope: !12)
!27 = !DILocalVariable(name: "out", arg: 1, scope: !28, file: !1, line: 5, type: !15)
!28 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 5, type: !13, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!29 = !{!27, !30, !31, !35}
!30 = !DILocalVariable(name: "in", arg: 2, scope: !28, file: !1, line: 5, type: !17)
!31 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 6, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !33, line: 51, baseType: !34)
!33 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "x", scope: !28, file: !1, line: 7, type: !16)
!36 = !DILocation(line: 0, scope: !28, inlinedAt: !37)
!37 = distinct !DILocation(line: 5, column: 54, scope: !12)
!38 = !DILocation(line: 6, column: 14, scope: !28, inlinedAt: !37)
!39 = !DILocation(line: 7, column: 11, scope: !28, inlinedAt: !37)
!40 = !DILocalVariable(name: "v", arg: 1, scope: !41, file: !1, line: 4, type: !16)
!41 = distinct !DISubprogram(name: "square_plus", scope: !1, file: !1, line: 4, type: !42, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !44)
!42 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !43)
!43 = !{!16, !16, !16}
!44 = !{!40, !45, !46}
!45 = !DILocalVariable(name: "c", arg: 2, scope: !41, file: !1, line: 4, type: !16)
!46 = !DILocalVariable(name: "s", scope: !41, file: !1, line: 4, type: !16)
!47 = !DILocation(line: 0, scope: !41, inlinedAt: !48)
!48 = distinct !DILocation(line: 8, column: 12, scope: !28, inlinedAt: !37)
!49 = !DILocation(line: 4, column: 50, scope: !41, inlinedAt: !48)
!50 = !DILocation(line: 8, column: 46, scope: !28, inlinedAt: !37)
!51 = !DILocation(line: 0, scope: !41, inlinedAt: !52)
!52 = distinct !DILocation(line: 8, column: 32, scope: !28, inlinedAt: !37)
!53 = !DILocation(line: 4, column: 50, scope: !41, inlinedAt: !52)
!54 = !DILocation(line: 8, column: 30, scope: !28, inlinedAt: !37)
!55 = !DILocation(line: 8, column: 3, scope: !28, inlinedAt: !37)
!56 = !DILocation(line: 8, column: 10, scope: !28, inlinedAt: !37)
!57 = !DILocation(line: 9, column: 1, scope: !12)
!58 = !DILocation(line: 0, scope: !28)
!59 = !DILocation(line: 6, column: 14, scope: !28)
!60 = !DILocation(line: 7, column: 11, scope: !28)
!61 = !DILocation(line: 0, scope: !41, inlinedAt: !62)
!62 = distinct !DILocation(line: 8, column: 12, scope: !28)
!63 = !DILocation(line: 4, column: 50, scope: !41, inlinedAt: !62)
!64 = !DILocation(line: 8, column: 46, scope: !28)
!65 = !DILocation(line: 0, scope: !41, inlinedAt: !66)
!66 = distinct !DILocation(line: 8, column: 32, scope: !28)
!67 = !DILocation(line: 4, column: 50, scope: !41, inlinedAt: !66)
!68 = !DILocation(line: 8, column: 30, scope: !28)
!69 = !DILocation(line: 8, column: 3, scope: !28)
!70 = !DILocation(line: 8, column: 10, scope: !28)
!71 = !DILocation(line: 9, column: 1, scope: !28)
!72 = !DISubprogram(name: "get_global_id", linkageName: "_Z13get_global_idj", scope: !1, file: !1, line: 6, type: !73, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !74)
!74 = !{!34, !75}
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)

; The OpenCL C source (file inlined.cl, line numbers as in the debug information):
;   // Debug information at -O2: a helper inlined into the kernel (DebugInlinedAt chains in
;   // DebugScope), variables described by value (DebugValue, OpUndef where optimized out).
;   // CLANG: -cl-std=CL2.0 -O2 -g
;   static int square_plus(int v, int c) { int s = v * v; return s + c; }
;   kernel void k(global int *out, global const int *in) {
;     size_t i = get_global_id(0);
;     int x = in[i];
;     out[i] = square_plus(x, 3) + square_plus(x + 1, 4);
;   }
