target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Box = type { [2 x i32] }
%struct.Box.0 = type { [4 x i32] }

@__const._Z3useP3BoxIiLi4ELb1EE.local = internal unnamed_addr addrspace(2) constant %struct.Box { [2 x i32] [i32 1, i32 2] }, align 4, !spirv.Decorations !0

; Function Attrs: noinline nounwind
define spir_func i32 @_Z3useP3BoxIiLi4ELb1EE(ptr %0) #0 !dbg !14 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Box, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !20, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !33)
    #dbg_declare(ptr %3, !21, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !34)
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %3, ptr addrspace(2) align 4 @__const._Z3useP3BoxIiLi4ELb1EE.local, i64 8, i1 false), !dbg !34
  %4 = load ptr, ptr %2, align 8, !dbg !35
  %5 = call spir_func i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr %4), !dbg !36
  %6 = getelementptr inbounds %struct.Box, ptr %3, i32 0, i32 0, !dbg !37
  %7 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 1, !dbg !38
  %8 = load i32, ptr %7, align 4, !dbg !38
  %9 = add nsw i32 %5, %8, !dbg !39
  ret i32 %9, !dbg !40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind
define spir_func i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr %0) #0 !dbg !41 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !43, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !46)
  %3 = load ptr, ptr %2, align 8, !dbg !47
  %4 = getelementptr inbounds %struct.Box.0, ptr %3, i32 0, i32 0, !dbg !48
  %5 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0, !dbg !47
  %6 = load i32, ptr %5, align 4, !dbg !47
  ret i32 %6, !dbg !49
}

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!3, !4}
!llvm.dbg.cu = !{!5}
!spirv.Capability = !{!7, !8, !9, !10, !11}
!spirv.MemoryModel = !{!12}
!spirv.Generator = !{!13}

!0 = !{!1, !2}
!1 = !{i32 22}
!2 = !{i32 44, i32 4}
!3 = !{i32 2, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !6, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!6 = !DIFile(filename: "tpl.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "5321d1d37837d842130f0de2b95d349e")
!7 = !{i32 4}
!8 = !{i32 5}
!9 = !{i32 6}
!10 = !{i32 11}
!11 = !{i32 39}
!12 = !{i32 2, i32 2}
!13 = !{i16 0, i16 0}
!14 = distinct !DISubprogram(name: "use", linkageName: "_Z3useP3BoxIiLi4ELb1EE", scope: !6, file: !6, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, retainedNodes: !19)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "Box<int, 4, true>*", size: 64, encoding: DW_ATE_address)
!19 = !{!20, !21}
!20 = !DILocalVariable(name: "b", arg: 1, scope: !14, file: !6, line: 3, type: !18)
!21 = !DILocalVariable(name: "local", scope: !14, file: !6, line: 4, type: !22)
!22 = !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int, 2, false>", file: !6, line: 1, size: 64, flags: DIFlagTypePassByValue, elements: !23, templateParams: !28, identifier: "_ZTS3BoxIiLi2ELb0EE")
!23 = !{!24}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !22, file: !6, line: 1, baseType: !25, size: 64, flags: DIFlagPublic)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 64, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !{!29, !30, !31}
!29 = !DITemplateTypeParameter(name: "T", type: !17)
!30 = !DITemplateValueParameter(name: "N", type: !17, value: i32 2)
!31 = !DITemplateValueParameter(name: "B", type: !32, value: i32 0)
!32 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!33 = !DILocation(line: 3, column: 28, scope: !14)
!34 = !DILocation(line: 4, column: 22, scope: !14)
!35 = !DILocation(line: 5, column: 24, scope: !14)
!36 = !DILocation(line: 5, column: 10, scope: !14)
!37 = !DILocation(line: 5, column: 35, scope: !14)
!38 = !DILocation(line: 5, column: 29, scope: !14)
!39 = !DILocation(line: 5, column: 27, scope: !14)
!40 = !DILocation(line: 5, column: 3, scope: !14)
!41 = distinct !DISubprogram(name: "first<int, 4>", linkageName: "_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE", scope: !6, file: !6, line: 2, type: !15, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !5, templateParams: !44, retainedNodes: !42)
!42 = !{!43}
!43 = !DILocalVariable(name: "b", arg: 1, scope: !41, file: !6, line: 2, type: !18)
!44 = !{!29, !45}
!45 = !DITemplateValueParameter(name: "N", type: !17, value: i32 4)
!46 = !DILocation(line: 2, column: 55, scope: !41)
!47 = !DILocation(line: 2, column: 67, scope: !41)
!48 = !DILocation(line: 2, column: 70, scope: !41)
!49 = !DILocation(line: 2, column: 60, scope: !41)
