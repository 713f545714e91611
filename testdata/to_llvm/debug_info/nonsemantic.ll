; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(i32 %0) #0 !dbg !10 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %2 = add i32 %0, 1, !dbg !23
  %3 = add i32 %2, 1, !dbg !24
    #dbg_value(i32 %3, !15, !DIExpression(), !25)
  ret void, !dbg !25
}

attributes #0 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!spirv.Extension = !{!4}
!spirv.Capability = !{!5, !6}
!spirv.MemoryModel = !{!7}
!spirv.EntryPoint = !{!8}
!spirv.Generator = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false)
!1 = !DIFile(filename: "ns.cl", directory: "/w")
!2 = !{i32 2, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"SPV_KHR_non_semantic_info"}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 2, i32 2}
!8 = !{i32 6, ptr @k, !"k"}
!9 = !{i16 0, i16 0}
!10 = distinct !DISubprogram(name: "k", scope: null, file: !1, line: 4, type: !11, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 5, type: !16)
!16 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 2, size: 32, elements: !17)
!17 = !{!18}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !16, file: !1, line: 3, baseType: !13, size: 32)
!19 = !{i32 0}
!20 = !{!"none"}
!21 = !{!"int"}
!22 = !{!""}
!23 = !DILocation(line: 5, column: 3, scope: !10)
!24 = !DILocation(line: 0, scope: !10)
!25 = !DILocation(line: 5, column: 4, scope: !10)
