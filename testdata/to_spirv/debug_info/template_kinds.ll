; Template template parameters → DebugTypeTemplateTemplateParameter (name, template name); a parameter pack's elements stand in its place among the DebugTypeTemplate's parameters (the validators take no DebugTypeTemplateParameterPack there)
source_filename = "t.clcpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Holder = type { i32, i32 }
%struct.Ints = type { i32 }

@h = addrspace(1) global %struct.Holder zeroinitializer, align 4, !dbg !0
@i = addrspace(1) global %struct.Ints zeroinitializer, align 4, !dbg !20

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "h", scope: !2, file: !3, line: 4, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "t.clcpp", directory: "/src")
!4 = !{!0, !20}
!5 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Holder<Box, float, char>", file: !3, line: 2, size: 64, flags: DIFlagTypePassByValue, elements: !6, templateParams: !9, identifier: "_ZTS6HolderI3BoxJfcEE")
!6 = !{!7, !8}
!7 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !5, file: !3, line: 2, baseType: !15, size: 32)
!8 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !5, file: !3, line: 2, baseType: !15, size: 32, offset: 32)
!9 = !{!10, !11}
!10 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_template_param, name: "C", value: !"Box")
!11 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Ts", value: !12)
!12 = !{!13, !14}
!13 = !DITemplateTypeParameter(type: !16)
!14 = !DITemplateTypeParameter(type: !17)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "i", scope: !2, file: !3, line: 5, type: !22, isLocal: false, isDefinition: true)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Ints<1, 2, 3>", file: !3, line: 3, size: 32, flags: DIFlagTypePassByValue, elements: !23, templateParams: !25, identifier: "_ZTS4IntsIJLi1ELi2ELi3EEE")
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !22, file: !3, line: 3, baseType: !15, size: 32)
!25 = !{!26}
!26 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "Is", value: !27)
!27 = !{!28, !29}
!28 = !DITemplateValueParameter(type: !15, value: i32 1)
!29 = !DITemplateValueParameter(type: !15, value: i32 2)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
