target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func i32 @f(i32 %x) #0 !dbg !13 {
  ret i32 %x, !dbg !17
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Extension = !{!7}
!spirv.Capability = !{!8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.Generator = !{!12}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !4)
!3 = !DIFile(filename: "m.c", directory: "/src")
!4 = !{!5}
!5 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !2, entity: !6, file: !3, line: 3)
!6 = !DIModule(scope: null, name: "Geometry", configMacros: "-DFAST=1", includePath: "/src/include", apinotes: "g.apinotes")
!7 = !{!"SPV_KHR_non_semantic_info"}
!8 = !{i32 4}
!9 = !{i32 5}
!10 = !{i32 6}
!11 = !{i32 2, i32 2}
!12 = !{i16 0, i16 0}
!13 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 5, type: !14, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DILocation(line: 6, column: 3, scope: !13)
