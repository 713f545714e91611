; Debug records without a SPIR-V counterpart are left out, never an error: several values
; (!DIArgList), a label; a poison i128 is an undefined <2 x i64>, a declare of a parameter
; stays a declare, #dbg_assign becomes DebugValue.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, i32 %b) !dbg !5 {
entry:
  %slot = alloca i32, align 4, !DIAssignID !20
    #dbg_value(i128 poison, !10, !DIExpression(), !12)
    #dbg_value(!DIArgList(i32 %a, i32 %b), !11, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
    #dbg_declare(ptr addrspace(1) %out, !13, !DIExpression(), !12)
    #dbg_label(!14, !12)
    #dbg_assign(i32 %a, !11, !DIExpression(), !20, ptr %slot, !DIExpression(), !12)
  store i32 %a, ptr %slot, align 4, !dbg !12, !DIAssignID !21
    #dbg_assign(i32 %a, !11, !DIExpression(), !21, ptr %slot, !DIExpression(), !12)
  %s = add i32 %a, %b, !dbg !15
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !15
  ret void, !dbg !15
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "records.cl", directory: "/spirv-llvm")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8, !16, !16}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64, dwarfAddressSpace: 1)
!9 = !{!10, !11, !13, !14}
!10 = !DILocalVariable(name: "wide", scope: !5, file: !1, line: 2, type: !17)
!11 = !DILocalVariable(name: "sum", scope: !5, file: !1, line: 3, type: !16)
!12 = !DILocation(line: 2, column: 5, scope: !5)
!13 = !DILocalVariable(name: "out", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!14 = !DILabel(scope: !5, name: "start", file: !1, line: 2)
!15 = !DILocation(line: 4, column: 7, scope: !5)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!20 = distinct !DIAssignID()
!21 = distinct !DIAssignID()
