target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @_Z3fooPv(ptr noalias %dst) #0 !dbg !11 {
entry:
  %dst.addr = alloca ptr, align 8
  store ptr %dst, ptr %dst.addr, align 8
    #dbg_declare(ptr %dst.addr, !17, !DIExpression(), !18)
  ret void, !dbg !19
}

attributes #0 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Source = !{!4}
!spirv.Capability = !{!5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 2, !"Dwarf Version", i32 4}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "restrict.c", directory: "/tmp/dbginfo")
!4 = !{i32 0, i32 0}
!5 = !{i32 4}
!6 = !{i32 5}
!7 = !{i32 6}
!8 = !{i32 39}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "foo", linkageName: "_Z3fooPv", scope: !3, file: !3, line: 1, type: !12, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !16)
!12 = !DISubroutineType(types: !13)
!13 = !{null, !14}
!14 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64, dwarfAddressSpace: 0)
!16 = !{!17}
!17 = !DILocalVariable(name: "dst", arg: 1, scope: !11, file: !3, line: 1, type: !14)
!18 = !DILocation(line: 1, scope: !11)
!19 = !DILocation(line: 2, scope: !11)
