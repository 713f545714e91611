; C++ templates: the template parameters of a class (a type, an int and a bool value) and of a function → DebugTypeTemplateParameters and a DebugTypeTemplate naming the composite or DebugFunction
source_filename = "tpl.cpp"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Box = type { [2 x i32] }
%struct.Box.0 = type { [4 x i32] }

$_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE = comdat any

@__const._Z3useP3BoxIiLi4ELb1EE.local = private unnamed_addr addrspace(2) constant %struct.Box { [2 x i32] [i32 1, i32 2] }, align 4

define dso_local spir_func noundef i32 @_Z3useP3BoxIiLi4ELb1EE(ptr noundef %0) #0 !dbg !7 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Box, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !36)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %3, ptr addrspace(2) align 4 @__const._Z3useP3BoxIiLi4ELb1EE.local, i64 8, i1 false), !dbg !36
  %4 = load ptr, ptr %2, align 8, !dbg !37
  %5 = call spir_func noundef i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr noundef %4), !dbg !38
  %6 = getelementptr inbounds nuw %struct.Box, ptr %3, i32 0, i32 0, !dbg !39
  %7 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 1, !dbg !40
  %8 = load i32, ptr %7, align 4, !dbg !40
  %9 = add nsw i32 %5, %8, !dbg !41
  ret i32 %9, !dbg !42
}

declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #1

define linkonce_odr dso_local spir_func noundef i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr noundef %0) #2 comdat !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !45, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %3 = load ptr, ptr %2, align 8, !dbg !47
  %4 = getelementptr inbounds nuw %struct.Box.0, ptr %3, i32 0, i32 0, !dbg !48
  %5 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0, !dbg !47
  %6 = load i32, ptr %5, align 4, !dbg !47
  ret i32 %6, !dbg !49
}

attributes #0 = { noinline nounwind optnone }
attributes #1 = { noinline nounwind optnone }
attributes #2 = { noinline nounwind optnone }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tpl.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "5321d1d37837d842130f0de2b95d349e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!7 = distinct !DISubprogram(name: "use", linkageName: "_Z3useP3BoxIiLi4ELb1EE", scope: !1, file: !1, line: 3, type: !8, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!8 = !DISubroutineType(cc: DW_CC_LLVM_SpirFunction, types: !9)
!9 = !{!10, !11}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, dwarfAddressSpace: 0)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int, 4, true>", file: !1, line: 1, size: 128, flags: DIFlagTypePassByValue, elements: !13, templateParams: !18, identifier: "_ZTS3BoxIiLi4ELb1EE")
!13 = !{!14}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !12, file: !1, line: 1, baseType: !15, size: 128)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 4)
!18 = !{!19, !20, !21}
!19 = !DITemplateTypeParameter(name: "T", type: !10)
!20 = !DITemplateValueParameter(name: "N", type: !10, value: i32 4)
!21 = !DITemplateValueParameter(name: "B", type: !22, value: i1 true)
!22 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!23 = !{}
!24 = !DILocalVariable(name: "b", arg: 1, scope: !7, file: !1, line: 3, type: !11)
!25 = !DILocation(line: 3, column: 28, scope: !7)
!26 = !DILocalVariable(name: "local", scope: !7, file: !1, line: 4, type: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int, 2, false>", file: !1, line: 1, size: 64, flags: DIFlagTypePassByValue, elements: !28, templateParams: !33, identifier: "_ZTS3BoxIiLi2ELb0EE")
!28 = !{!29}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !27, file: !1, line: 1, baseType: !30, size: 64)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !{!19, !34, !35}
!34 = !DITemplateValueParameter(name: "N", type: !10, value: i32 2)
!35 = !DITemplateValueParameter(name: "B", type: !22, value: i1 false)
!36 = !DILocation(line: 4, column: 22, scope: !7)
!37 = !DILocation(line: 5, column: 24, scope: !7)
!38 = !DILocation(line: 5, column: 10, scope: !7)
!39 = !DILocation(line: 5, column: 35, scope: !7)
!40 = !DILocation(line: 5, column: 29, scope: !7)
!41 = !DILocation(line: 5, column: 27, scope: !7)
!42 = !DILocation(line: 5, column: 3, scope: !7)
!43 = distinct !DISubprogram(name: "first<int, 4>", linkageName: "_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE", scope: !1, file: !1, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, templateParams: !44, retainedNodes: !23)
!44 = !{!19, !20}
!45 = !DILocalVariable(name: "b", arg: 1, scope: !43, file: !1, line: 2, type: !11)
!46 = !DILocation(line: 2, column: 55, scope: !43)
!47 = !DILocation(line: 2, column: 67, scope: !43)
!48 = !DILocation(line: 2, column: 70, scope: !43)
!49 = !DILocation(line: 2, column: 60, scope: !43)
