; NonSemantic.Shader.DebugInfo.200: base classes → DebugTypeInheritance parent offset size flags (no child), written before the composite that lists it (NonSemantic.Shader.DebugInfo.100 leaves them out: SPIRV-Tools 2025.5 reads its inheritance as having a child)
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "h.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @use() !dbg !4 {
  %d = alloca i8, align 1
    #dbg_declare(ptr %d, !7, !DIExpression(), !14)
  ret void, !dbg !14
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "h.cpp", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 2, !"Dwarf Version", i32 4}
!4 = distinct !DISubprogram(name: "use", scope: !1, file: !1, line: 3, type: !5, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocalVariable(name: "d", scope: !4, file: !1, line: 4, type: !8)
!8 = distinct !DICompositeType(tag: DW_TAG_class_type, name: "Derived", file: !1, line: 2, size: 8, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS7Derived")
!9 = !{!10}
!10 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !8, baseType: !11, flags: DIFlagPublic, extraData: i32 0)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !1, line: 1, size: 8, flags: DIFlagTypePassByValue, elements: !12, identifier: "_ZTS4Base")
!12 = !{}
!14 = !DILocation(line: 4, column: 11, scope: !4)
