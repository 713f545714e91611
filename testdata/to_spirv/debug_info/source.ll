; The source text (-gembed-source) and the file's MD5 checksum ride in DebugSource's text
; operand as the Khronos translator writes them (text, then //__CSK_MD5:<hex>).
; clang-22 output (flags: -cl-std=CL2.0 -O0 -g -gembed-source -gdwarf-5) for the OpenCL C at the end, paths as if the repository
; were at /spirv-llvm, the producer and the system header's checksum normalized.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 4 %0) #0 !dbg !8 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !19)
  %3 = load ptr addrspace(1), ptr %2, align 8, !dbg !20
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %3) #1, !dbg !20
  ret void, !dbg !21
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 4 %0) #0 !dbg !22 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !23, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !24)
  %3 = load ptr addrspace(1), ptr %2, align 8, !dbg !25
  %4 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 0, !dbg !25
  store i32 7, ptr addrspace(1) %4, align 4, !dbg !26
  ret void, !dbg !27
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}
!opencl.ocl.version = !{!6}
!opencl.spir.version = !{!6}
!llvm.ident = !{!7}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang version 22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "source.cl", directory: "/spirv-llvm", checksumkind: CSK_MD5, checksum: "82a4754219ce5caea65e1c9ff0965e97", source: "// The source text (-gembed-source) and the file's MD5 checksum ride in DebugSource's text\0A// operand as the Khronos translator writes them (text, then //__CSK_MD5:<hex>).\0A// CLANG: -cl-std=CL2.0 -O0 -g -gembed-source -gdwarf-5\0Akernel void k(global int *out) { out[0] = 7; }\0A")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang version 22"}
!8 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!9 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !10)
!10 = !{null, !11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"int*"}
!17 = !{!""}
!18 = !DILocalVariable(name: "out", arg: 1, scope: !8, file: !1, line: 4, type: !11)
!19 = !DILocation(line: 4, column: 27, scope: !8)
!20 = !DILocation(line: 4, column: 32, scope: !8)
!21 = !DILocation(line: 4, column: 46, scope: !8)
!22 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !1, file: !1, line: 4, type: !9, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !13)
!23 = !DILocalVariable(name: "out", arg: 1, scope: !22, file: !1, line: 4, type: !11)
!24 = !DILocation(line: 4, column: 27, scope: !22)
!25 = !DILocation(line: 4, column: 34, scope: !22)
!26 = !DILocation(line: 4, column: 41, scope: !22)
!27 = !DILocation(line: 4, column: 46, scope: !22)

; The OpenCL C source (file source.cl, line numbers as in the debug information):
;   // The source text (-gembed-source) and the file's MD5 checksum ride in DebugSource's text
;   // operand as the Khronos translator writes them (text, then //__CSK_MD5:<hex>).
;   // CLANG: -cl-std=CL2.0 -O0 -g -gembed-source -gdwarf-5
;   kernel void k(global int *out) { out[0] = 7; }
