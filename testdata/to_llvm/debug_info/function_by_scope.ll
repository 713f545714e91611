target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %0) #0 !dbg !11 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
    #dbg_value(ptr addrspace(1) %0, !15, !DIExpression(), !25)
  ret void, !dbg !26
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "f.f90", directory: "/tmp/src")
!4 = !{i32 0, i32 0}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 11}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "k.DIR.OMP.TARGET", scope: !3, file: !3, line: 25, type: !12, scopeLine: 25, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !14)
!12 = !DISubroutineType(types: !13)
!13 = !{null}
!14 = !{!15}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !11, file: !3, line: 15, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64, dwarfAddressSpace: 1)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 3200, elements: !19)
!18 = !DIBasicType(name: "REAL*4", size: 32, encoding: DW_ATE_float)
!19 = !{!20}
!20 = !DISubrange(count: 100)
!21 = !{i32 1}
!22 = !{!"none"}
!23 = !{!"void*"}
!24 = !{!""}
!25 = !DILocation(line: 15, column: 67, scope: !11)
!26 = !DILocation(line: 16, column: 3, scope: !11)
