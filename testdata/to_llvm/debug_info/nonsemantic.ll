target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %0) #0 !dbg !13 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %2 = add i32 %0, 1, !dbg !26
  %3 = add i32 %2, 1, !dbg !27
    #dbg_value(i32 %3, !18, !DIExpression(), !28)
  ret void, !dbg !28
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.dbg.cu = !{!5}
!spirv.Extension = !{!7}
!spirv.Capability = !{!8, !9}
!spirv.MemoryModel = !{!10}
!spirv.EntryPoint = !{!11}
!spirv.Generator = !{!12}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{i32 2, !"Source Lang Literal", !3}
!3 = !{!4}
!4 = !{!5, i32 21}
!5 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !6, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "ns.cl", directory: "/w")
!7 = !{!"SPV_KHR_non_semantic_info"}
!8 = !{i32 4}
!9 = !{i32 6}
!10 = !{i32 2, i32 2}
!11 = !{i32 6, ptr @k, !"k"}
!12 = !{i16 0, i16 0}
!13 = distinct !DISubprogram(name: "k", scope: !6, file: !6, line: 4, type: !14, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !5, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18}
!18 = !DILocalVariable(name: "v", scope: !13, file: !6, line: 5, type: !19)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !6, line: 2, size: 32, elements: !20)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !19, file: !6, line: 3, baseType: !16, size: 32)
!22 = !{i32 0}
!23 = !{!"none"}
!24 = !{!"int"}
!25 = !{!""}
!26 = !DILocation(line: 5, column: 3, scope: !13)
!27 = !DILocation(line: 0, scope: !13)
!28 = !DILocation(line: 5, column: 4, scope: !13)
