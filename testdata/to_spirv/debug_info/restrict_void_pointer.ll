; A restrict qualifier over a void pointer: the pointer is written as the address-sized basic type
; "void*" (no validator takes a DebugTypePointer over void) and keeps its DebugTypeQualifier
; Restrict (a qualifier over a basic type is valid).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define spir_func void @_Z3fooPv(ptr noalias %dst) !dbg !4 {
entry:
  %dst.addr = alloca ptr, align 8
  store ptr %dst, ptr %dst.addr, align 8
    #dbg_declare(ptr %dst.addr, !13, !DIExpression(), !14)
  ret void, !dbg !15
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, producer: "clang", isOptimized: false, emissionKind: FullDebug, file: !1)
!1 = !DIFile(filename: "restrict.c", directory: "/tmp/dbginfo")
!4 = distinct !DISubprogram(name: "foo", linkageName: "_Z3fooPv", line: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, scopeLine: 1, file: !1, scope: !1, type: !6)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{i32 2, !"Dwarf Version", i32 4}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !DILocalVariable(name: "dst", line: 1, arg: 1, scope: !4, file: !1, type: !8)
!14 = !DILocation(line: 1, scope: !4)
!15 = !DILocation(line: 2, scope: !4)
