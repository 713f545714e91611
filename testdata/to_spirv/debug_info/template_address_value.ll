; A template value parameter whose value is an address (`S<&g>`) or missing is left out (the sets
; hold integer values only, and a DebugInfoNone value would read back as a type parameter); the
; integer one beside it is kept.
source_filename = "t.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32 }

@g = addrspace(1) global i32 0, align 4
@s = addrspace(1) global %struct.S zeroinitializer, align 4, !dbg !0

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 4, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "t.clcpp", directory: "/src")
!4 = !{!0}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S<&g, 7, nullptr>", file: !3, line: 2, size: 32, flags: DIFlagTypePassByValue, elements: !6, templateParams: !9, identifier: "_ZTS1SIXadL_Z1gEELi7ELDnEE")
!6 = !{!7}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !5, file: !3, line: 2, baseType: !15, size: 32)
!9 = !{!10, !11, !12}
!10 = !DITemplateValueParameter(name: "P", type: !16, value: ptr addrspace(1) @g)
!11 = !DITemplateValueParameter(name: "N", type: !15, value: i32 7)
!12 = !DITemplateValueParameter(name: "Q", type: !16, value: null)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
