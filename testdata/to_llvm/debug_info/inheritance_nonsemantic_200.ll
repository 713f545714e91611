target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @use() #0 !dbg !12 {
  %d = alloca i8, align 1
    #dbg_declare(ptr %d, !16, !DIExpression(), !22)
  ret void, !dbg !22
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Extension = !{!5}
!spirv.Capability = !{!6, !7, !8, !9}
!spirv.MemoryModel = !{!10}
!spirv.Generator = !{!11}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "h.cpp", directory: "/src")
!4 = !{i32 0, i32 0}
!5 = !{!"SPV_KHR_non_semantic_info"}
!6 = !{i32 4}
!7 = !{i32 5}
!8 = !{i32 6}
!9 = !{i32 39}
!10 = !{i32 2, i32 2}
!11 = !{i16 0, i16 0}
!12 = distinct !DISubprogram(name: "use", scope: !3, file: !3, line: 3, type: !13, scopeLine: 3, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{null}
!15 = !{!16}
!16 = !DILocalVariable(name: "d", scope: !12, file: !3, line: 4, type: !17)
!17 = !DICompositeType(tag: DW_TAG_class_type, name: "Derived", file: !3, line: 2, size: 8, flags: DIFlagTypePassByValue, elements: !18, identifier: "_ZTS7Derived")
!18 = !{!19}
!19 = !DIDerivedType(tag: DW_TAG_inheritance, scope: !17, baseType: !20, flags: DIFlagPublic, extraData: i32 0)
!20 = !DICompositeType(tag: DW_TAG_structure_type, name: "Base", file: !3, line: 1, size: 8, flags: DIFlagTypePassByValue, elements: !21, identifier: "_ZTS4Base")
!21 = !{}
!22 = !DILocation(line: 4, column: 11, scope: !12)
