target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@pm = addrspace(1) global i64 -1, align 8, !dbg !0, !spirv.Decorations !11

!llvm.module.flags = !{!14, !15}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!16}
!spirv.Capability = !{!17, !18, !19, !20}
!spirv.MemoryModel = !{!21}
!spirv.Generator = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pm", scope: !2, file: !3, line: 5, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "pm.cpp", directory: "/tmp")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_ptr_to_member_type, baseType: !6, extraData: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 1, size: 64, elements: !8, identifier: "_ZTS1S")
!8 = !{!9, !10}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !7, file: !3, line: 2, baseType: !6, size: 32, flags: DIFlagPublic)
!10 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !7, file: !3, line: 3, baseType: !6, size: 32, offset: 32, flags: DIFlagPublic)
!11 = !{!12, !13}
!12 = !{i32 41, !"pm", i32 0}
!13 = !{i32 44, i32 8}
!14 = !{i32 2, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 0, i32 0}
!17 = !{i32 4}
!18 = !{i32 5}
!19 = !{i32 6}
!20 = !{i32 11}
!21 = !{i32 2, i32 2}
!22 = !{i16 0, i16 0}
