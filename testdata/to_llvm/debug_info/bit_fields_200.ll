target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0, align 4, !dbg !0, !spirv.Decorations !11

!llvm.module.flags = !{!14, !15}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!16}
!spirv.Extension = !{!17}
!spirv.Capability = !{!18, !19, !20}
!spirv.MemoryModel = !{!21}
!spirv.Generator = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "bf.c", directory: "/tmp")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 1, size: 32, elements: !6)
!6 = !{!7, !9, !10}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !5, file: !3, line: 2, baseType: !8, size: 3, flags: DIFlagPublic | DIFlagBitField)
!8 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!9 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !5, file: !3, line: 3, baseType: !8, size: 5, offset: 3, flags: DIFlagPublic | DIFlagBitField)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !5, file: !3, line: 4, baseType: !8, size: 8, offset: 8, flags: DIFlagPublic)
!11 = !{!12, !13}
!12 = !{i32 41, !"g", i32 0}
!13 = !{i32 44, i32 4}
!14 = !{i32 2, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 0, i32 0}
!17 = !{!"SPV_KHR_non_semantic_info"}
!18 = !{i32 4}
!19 = !{i32 5}
!20 = !{i32 6}
!21 = !{i32 2, i32 2}
!22 = !{i16 0, i16 0}
