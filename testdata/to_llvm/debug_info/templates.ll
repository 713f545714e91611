; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Box = type { [2 x i32] }
%struct.Box.0 = type { [4 x i32] }

@__const._Z3useP3BoxIiLi4ELb1EE.local = internal unnamed_addr addrspace(2) constant %struct.Box { [2 x i32] [i32 1, i32 2] }, align 4

; Function Attrs: noinline nounwind
define spir_func i32 @_Z3useP3BoxIiLi4ELb1EE(ptr %0) #0 !dbg !11 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Box, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !17, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !30)
    #dbg_declare(ptr %3, !18, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !31)
  call void @llvm.memcpy.p0.p2.i64(ptr %3, ptr addrspace(2) @__const._Z3useP3BoxIiLi4ELb1EE.local, i64 8, i1 false), !dbg !31
  %4 = load ptr, ptr %2, align 8, !dbg !32
  %5 = call spir_func i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr %4), !dbg !33
  %6 = getelementptr inbounds %struct.Box, ptr %3, i32 0, i32 0, !dbg !34
  %7 = getelementptr inbounds [2 x i32], ptr %6, i64 0, i64 1, !dbg !35
  %8 = load i32, ptr %7, align 4, !dbg !35
  %9 = add nsw i32 %5, %8, !dbg !36
  ret i32 %9, !dbg !37
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias writeonly captures(none), ptr addrspace(2) noalias readonly captures(none), i64, i1 immarg) #1

; Function Attrs: noinline nounwind
define spir_func i32 @_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE(ptr %0) #0 !dbg !38 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !40, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !43)
  %3 = load ptr, ptr %2, align 8, !dbg !44
  %4 = getelementptr inbounds %struct.Box.0, ptr %3, i32 0, i32 0, !dbg !45
  %5 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 0, !dbg !44
  %6 = load i32, ptr %5, align 4, !dbg !44
  ret i32 %6, !dbg !46
}

attributes #0 = { noinline nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!2}
!spirv.Capability = !{!4, !5, !6, !7, !8}
!spirv.MemoryModel = !{!9}
!spirv.Generator = !{!10}

!0 = !{i32 2, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file: !3, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "tpl.cpp", directory: "/tmp/meth", checksumkind: CSK_MD5, checksum: "5321d1d37837d842130f0de2b95d349e")
!4 = !{i32 4}
!5 = !{i32 5}
!6 = !{i32 6}
!7 = !{i32 11}
!8 = !{i32 39}
!9 = !{i32 2, i32 2}
!10 = !{i16 0, i16 0}
!11 = distinct !DISubprogram(name: "use", linkageName: "_Z3useP3BoxIiLi4ELb1EE", scope: null, file: !3, line: 3, type: !12, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !16)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIBasicType(name: "Box<int, 4, true>*", size: 64, encoding: DW_ATE_address)
!16 = !{!17, !18}
!17 = !DILocalVariable(name: "b", arg: 1, scope: !11, file: !3, line: 3, type: !15)
!18 = !DILocalVariable(name: "local", scope: !11, file: !3, line: 4, type: !19)
!19 = !DICompositeType(tag: DW_TAG_structure_type, name: "Box<int, 2, false>", file: !3, line: 1, size: 64, flags: DIFlagTypePassByValue, elements: !20, templateParams: !25, identifier: "_ZTS3BoxIiLi2ELb0EE")
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !19, file: !3, line: 1, baseType: !22, size: 64, flags: DIFlagPublic)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 2, lowerBound: 0)
!25 = !{!26, !27, !28}
!26 = !DITemplateTypeParameter(name: "T", type: !14)
!27 = !DITemplateValueParameter(name: "N", type: !14, value: i32 2)
!28 = !DITemplateValueParameter(name: "B", type: !29, value: i32 0)
!29 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!30 = !DILocation(line: 3, column: 28, scope: !11)
!31 = !DILocation(line: 4, column: 22, scope: !11)
!32 = !DILocation(line: 5, column: 24, scope: !11)
!33 = !DILocation(line: 5, column: 10, scope: !11)
!34 = !DILocation(line: 5, column: 35, scope: !11)
!35 = !DILocation(line: 5, column: 29, scope: !11)
!36 = !DILocation(line: 5, column: 27, scope: !11)
!37 = !DILocation(line: 5, column: 3, scope: !11)
!38 = distinct !DISubprogram(name: "first<int, 4>", linkageName: "_Z5firstIiLi4EET_P3BoxIS0_XT0_ELb1EE", scope: null, file: !3, line: 2, type: !12, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, templateParams: !41, retainedNodes: !39)
!39 = !{!40}
!40 = !DILocalVariable(name: "b", arg: 1, scope: !38, file: !3, line: 2, type: !15)
!41 = !{!26, !42}
!42 = !DITemplateValueParameter(name: "N", type: !14, value: i32 4)
!43 = !DILocation(line: 2, column: 55, scope: !38)
!44 = !DILocation(line: 2, column: 67, scope: !38)
!45 = !DILocation(line: 2, column: 70, scope: !38)
!46 = !DILocation(line: 2, column: 60, scope: !38)
