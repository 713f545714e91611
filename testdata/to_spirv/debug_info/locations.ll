; Debug information at -O0: compile unit, source, a helper and a kernel (DebugFunction), their
; parameters and locals (DebugLocalVariable + DebugDeclare with the address-space expression),
; lexical blocks of the loop, and OpLine/DebugScope before the instructions of each block.
; clang-22 output (flags: -cl-std=CL2.0 -O0 -g) for the OpenCL C at the end, paths as if the repository
; were at /spirv-llvm, the producer and the system header's checksum normalized.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func i32 @twice(i32 noundef %0) #0 !dbg !8 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !13, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !14)
  %3 = load i32, ptr %2, align 4, !dbg !15
  %4 = mul nsw i32 2, %3, !dbg !16
  ret i32 %4, !dbg !17
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !dbg !18 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !27)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !28, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !30
  %6 = load i32, ptr %4, align 4, !dbg !30
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #3, !dbg !30
  ret void, !dbg !31
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !dbg !32 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !35, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_declare(ptr %5, !37, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !38)
  store i32 0, ptr %5, align 4, !dbg !38
    #dbg_declare(ptr %6, !39, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !41)
  store i32 0, ptr %6, align 4, !dbg !41
  br label %7, !dbg !42

7:                                                ; preds = %16, %2
  %8 = load i32, ptr %6, align 4, !dbg !43
  %9 = load i32, ptr %4, align 4, !dbg !45
  %10 = icmp slt i32 %8, %9, !dbg !46
  br i1 %10, label %11, label %19, !dbg !47

11:                                               ; preds = %7
  %12 = load i32, ptr %6, align 4, !dbg !48
  %13 = call spir_func i32 @twice(i32 noundef %12) #4, !dbg !50
  %14 = load i32, ptr %5, align 4, !dbg !51
  %15 = add nsw i32 %14, %13, !dbg !51
  store i32 %15, ptr %5, align 4, !dbg !51
  br label %16, !dbg !52

16:                                               ; preds = %11
  %17 = load i32, ptr %6, align 4, !dbg !53
  %18 = add nsw i32 %17, 1, !dbg !53
  store i32 %18, ptr %6, align 4, !dbg !53
  br label %7, !dbg !54, !llvm.loop !55

19:                                               ; preds = %7
  %20 = load i32, ptr %5, align 4, !dbg !57
  %21 = load ptr addrspace(1), ptr %3, align 8, !dbg !58
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5, !dbg !59
  %23 = getelementptr inbounds nuw i32, ptr addrspace(1) %21, i64 %22, !dbg !58
  store i32 %20, ptr addrspace(1) %23, align 4, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang version 22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "locations.cl", directory: "/spirv-llvm", checksumkind: CSK_MD5, checksum: "114a97ba7666d5ebbf27b21a60836514")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang version 22"}
!8 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!9 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{}
!13 = !DILocalVariable(name: "x", arg: 1, scope: !8, file: !1, line: 5, type: !11)
!14 = !DILocation(line: 5, column: 15, scope: !8)
!15 = !DILocation(line: 5, column: 31, scope: !8)
!16 = !DILocation(line: 5, column: 29, scope: !8)
!17 = !DILocation(line: 5, column: 20, scope: !8)
!18 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!19 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !20)
!20 = !{null, !21, !11}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64, dwarfAddressSpace: 1)
!22 = !{i32 1, i32 0}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int"}
!25 = !{!"", !""}
!26 = !DILocalVariable(name: "out", arg: 1, scope: !18, file: !1, line: 6, type: !21)
!27 = !DILocation(line: 6, column: 27, scope: !18)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !18, file: !1, line: 6, type: !11)
!29 = !DILocation(line: 6, column: 36, scope: !18)
!30 = !DILocation(line: 6, column: 39, scope: !18)
!31 = !DILocation(line: 12, column: 1, scope: !18)
!32 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 6, type: !19, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !12)
!33 = !DILocalVariable(name: "out", arg: 1, scope: !32, file: !1, line: 6, type: !21)
!34 = !DILocation(line: 6, column: 27, scope: !32)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !32, file: !1, line: 6, type: !11)
!36 = !DILocation(line: 6, column: 36, scope: !32)
!37 = !DILocalVariable(name: "acc", scope: !32, file: !1, line: 7, type: !11)
!38 = !DILocation(line: 7, column: 7, scope: !32)
!39 = !DILocalVariable(name: "j", scope: !40, file: !1, line: 8, type: !11)
!40 = distinct !DILexicalBlock(scope: !32, file: !1, line: 8, column: 3)
!41 = !DILocation(line: 8, column: 12, scope: !40)
!42 = !DILocation(line: 8, column: 8, scope: !40)
!43 = !DILocation(line: 8, column: 19, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !1, line: 8, column: 3)
!45 = !DILocation(line: 8, column: 23, scope: !44)
!46 = !DILocation(line: 8, column: 21, scope: !44)
!47 = !DILocation(line: 8, column: 3, scope: !40)
!48 = !DILocation(line: 9, column: 18, scope: !49)
!49 = distinct !DILexicalBlock(scope: !44, file: !1, line: 8, column: 31)
!50 = !DILocation(line: 9, column: 12, scope: !49)
!51 = !DILocation(line: 9, column: 9, scope: !49)
!52 = !DILocation(line: 10, column: 3, scope: !49)
!53 = !DILocation(line: 8, column: 26, scope: !44)
!54 = !DILocation(line: 8, column: 3, scope: !44)
!55 = distinct !{!55, !47, !56}
!56 = !DILocation(line: 10, column: 3, scope: !40)
!57 = !DILocation(line: 11, column: 27, scope: !32)
!58 = !DILocation(line: 11, column: 3, scope: !32)
!59 = !DILocation(line: 11, column: 7, scope: !32)
!60 = !DILocation(line: 11, column: 25, scope: !32)
!61 = !DILocation(line: 12, column: 1, scope: !32)

; The OpenCL C source (file locations.cl, line numbers as in the debug information):
;   // Debug information at -O0: compile unit, source, a helper and a kernel (DebugFunction), their
;   // parameters and locals (DebugLocalVariable + DebugDeclare with the address-space expression),
;   // lexical blocks of the loop, and OpLine/DebugScope before the instructions of each block.
;   // CLANG: -cl-std=CL2.0 -O0 -g
;   int twice(int x) { return 2 * x; }
;   kernel void k(global int *out, int n) {
;     int acc = 0;
;     for (int j = 0; j < n; ++j) {
;       acc += twice(j);
;     }
;     out[get_global_id(0)] = acc;
;   }
