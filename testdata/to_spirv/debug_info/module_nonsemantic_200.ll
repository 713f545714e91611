; NonSemantic.Shader.DebugInfo.200: DIModule → DebugModule (200; the line before the parent, as the reference writes it; a module without a file gets the empty DebugSource)
; OPTIONS: --spirv-debug-info-version=nonsemantic-shader-200
source_filename = "m.c"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @f(i32 %x) !dbg !8 {
  ret i32 %x, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, imports: !2)
!1 = !DIFile(filename: "m.c", directory: "/src")
!2 = !{!3}
!3 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !0, entity: !4, file: !1, line: 3)
!4 = !DIModule(scope: null, name: "Geometry", configMacros: "-DFAST=1", includePath: "/src/include", apinotes: "g.apinotes")
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 5, type: !9, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !0)
!9 = !DISubroutineType(types: !10)
!10 = !{!11, !11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 6, column: 3, scope: !8)
