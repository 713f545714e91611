target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) align 16 captures(none) %1) #0 !dbg !15 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %3 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39) #0, !dbg !27
  %4 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #0, !dbg !28
    #dbg_value(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(ptr addrspace(1) %1, !22, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !29)
    #dbg_value(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(ptr addrspace(1) %1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
    #dbg_value(target("spirv.Sampler") %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  %5 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %4, <2 x i32> zeroinitializer) #0, !dbg !38
  %6 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %3, <2 x float> splat (float 5.000000e-01)) #0, !dbg !39
  %7 = fadd <4 x float> %5, %6, !dbg !40
  store <4 x float> %7, ptr addrspace(1) %1, align 16, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: alwaysinline nounwind
define spir_func void @__clang_ocl_kern_imp_k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, ptr addrspace(1) align 16 captures(none) %1) #1 !dbg !31 {
  %3 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 39) #0, !dbg !43
  %4 = call spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32 18) #0, !dbg !44
    #dbg_value(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, !30, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(ptr addrspace(1) %1, !33, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
    #dbg_value(target("spirv.Sampler") %3, !34, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !45)
  %5 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %4, <2 x i32> zeroinitializer) #0, !dbg !46
  %6 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %0, target("spirv.Sampler") %3, <2 x float> splat (float 5.000000e-01)) #0, !dbg !47
  %7 = fadd <4 x float> %5, %6, !dbg !48
  store <4 x float> %7, ptr addrspace(1) %1, align 16, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: nounwind
declare spir_func target("spirv.Sampler") @__translate_sampler_initializer(i32) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x i32>) #0

; Function Attrs: nounwind
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Sampler"), <2 x float>) #0

attributes #0 = { nounwind }
attributes #1 = { alwaysinline nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.EntryPoint = !{!11}
!spirv.ExecutionMode = !{!12}
!spirv.Generator = !{!13}
!opencl.ocl.version = !{!14}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "sampler_line.cl", directory: "/spirv-llvm/testdata/to_spirv/debug_info", checksumkind: CSK_MD5, checksum: "88a6b5a4cc91cbf126d4eb4b490d1baf")
!4 = !{i32 3, i32 200000}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 13}
!9 = !{i32 20}
!10 = !{i32 2, i32 2}
!11 = !{i32 6, ptr @k, !"k"}
!12 = !{ptr @k, i32 31}
!13 = !{i16 0, i16 0}
!14 = !{i32 2, i32 0}
!15 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !20)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18, !19}
!18 = !DIBasicType(name: "opencl_image2d_ro_t*", size: 64, encoding: DW_ATE_address)
!19 = !DIBasicType(name: "float4*", size: 64, encoding: DW_ATE_address)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "img", arg: 1, scope: !15, file: !3, line: 4, type: !18)
!22 = !DILocalVariable(name: "out", arg: 2, scope: !15, file: !3, line: 4, type: !19)
!23 = !{i32 1, i32 1}
!24 = !{!"read_only", !"none"}
!25 = !{!"image2d_t", !"float4*"}
!26 = !{!"", !""}
!27 = !DILocation(line: 5, column: 28, scope: !15)
!28 = !DILocation(line: 3, column: 30, scope: !15)
!29 = !DILocation(line: 0, scope: !15)
!30 = !DILocalVariable(name: "img", arg: 1, scope: !31, file: !3, line: 4, type: !18)
!31 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !3, file: !3, line: 4, type: !16, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!32 = !{!30, !33, !34}
!33 = !DILocalVariable(name: "out", arg: 2, scope: !31, file: !3, line: 4, type: !19)
!34 = !DILocalVariable(name: "linear", scope: !31, file: !3, line: 5, type: !35)
!35 = !DIBasicType(name: "opencl_sampler_t*", size: 64, encoding: DW_ATE_address)
!36 = !DILocation(line: 0, scope: !31, inlinedAt: !37)
!37 = distinct !DILocation(line: 4, scope: !15)
!38 = !DILocation(line: 6, column: 12, scope: !31, inlinedAt: !37)
!39 = !DILocation(line: 6, column: 54, scope: !31, inlinedAt: !37)
!40 = !DILocation(line: 6, column: 52, scope: !31, inlinedAt: !37)
!41 = !DILocation(line: 6, column: 10, scope: !31, inlinedAt: !37)
!42 = !DILocation(line: 7, column: 1, scope: !15)
!43 = !DILocation(line: 5, column: 28, scope: !31)
!44 = !DILocation(line: 3, column: 30, scope: !31)
!45 = !DILocation(line: 0, scope: !31)
!46 = !DILocation(line: 6, column: 12, scope: !31)
!47 = !DILocation(line: 6, column: 54, scope: !31)
!48 = !DILocation(line: 6, column: 52, scope: !31)
!49 = !DILocation(line: 6, column: 10, scope: !31)
!50 = !DILocation(line: 7, column: 1, scope: !31)
