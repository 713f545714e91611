target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @f(ptr addrspace(4) %a, ptr addrspace(4) %b, ptr addrspace(4) %c) #0 !dbg !12 {
entry:
  ret void, !dbg !22
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "r.clcpp", directory: "/src")
!4 = !{i32 0, i32 0}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 38}
!9 = !{i32 39}
!10 = !{i32 2, i32 2}
!11 = !{i16 0, i16 0}
!12 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 3, type: !13, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !17, !18, !19, !20, !21}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 4)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16)
!18 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !16)
!19 = !DIBasicType(name: "S&", size: 64, encoding: DW_ATE_address)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer, dwarfAddressSpace: 0)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, flags: DIFlagArtificial, dwarfAddressSpace: 0)
!22 = !DILocation(line: 3, column: 1, scope: !12)
