; Debug nodes the validators would reject as they stand are written validly: a variable
; without a file (the unit's file), a location in a DILexicalBlockFile (its parent scope), an
; enumeration without an underlying type (an unnamed signed integer of its size, which reads
; back as none), a subprogram without
; a type (void()), arrays of unknown (-1) and zero length (count all ones).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @f(ptr addrspace(1) %p) !dbg !5 {
entry:
  %a = alloca [4 x i32], align 4
    #dbg_declare(ptr %a, !10, !DIExpression(), !12)
    #dbg_declare(ptr %a, !20, !DIExpression(), !12)
    #dbg_declare(ptr %a, !25, !DIExpression(), !12)
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !13
  ret void, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "edge.cl", directory: "/spirv-llvm")
!3 = !{i32 7, !"Dwarf Version", i32 4}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocalVariable(name: "color", scope: !5, line: 2, type: !11)
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !1, line: 2, size: 32, elements: !14)
!12 = !DILocation(line: 3, column: 1, scope: !5)
!13 = !DILocation(line: 4, column: 9, scope: !15)
!14 = !{!16}
!15 = !DILexicalBlockFile(scope: !17, file: !1, discriminator: 2)
!16 = !DIEnumerator(name: "RED", value: 0)
!17 = distinct !DILexicalBlock(scope: !5, file: !1, line: 4, column: 3)
!20 = !DILocalVariable(name: "unknown", scope: !5, file: !1, line: 5, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !23)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!24}
!24 = !DISubrange(count: -1)
!25 = !DILocalVariable(name: "empty", scope: !5, file: !1, line: 6, type: !26)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 0)
