; References: DebugTypePointer with FlagLValueReference or FlagRValueReference (a pointer has neither); over a type other than a basic one the address-sized stand-in is named T& or T&&
source_filename = "r.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(4) %a, ptr addrspace(4) %b, ptr addrspace(4) %c) !dbg !5 {
entry:
  ret void, !dbg !20
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!30, !31}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "r.clcpp", directory: "/src")
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !9, !10, !11}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
!9 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
!10 = !DIDerivedType(tag: DW_TAG_rvalue_reference_type, baseType: !12, size: 64, dwarfAddressSpace: 4)
!11 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !13, size: 64)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !1, line: 1, size: 32, elements: !14, identifier: "_ZTS1S")
!14 = !{}
!20 = !DILocation(line: 3, column: 1, scope: !5)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
