; Debug types: basic types, a typedef of a basic type, a const-qualified basic type, a
; structure with members (array, vector of 4, vector of 8 as an array, pointer to the struct
; as an address-sized basic type), an enumeration, and a program-scope global variable.
; clang-22 output (flags: -cl-std=CL2.0 -O0 -g) for the OpenCL C at the end, paths as if the repository
; were at /spirv-llvm, the producer and the system header's checksum normalized.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.node = type { i32, [2 x [3 x float]], <4 x float>, <8 x i32>, ptr addrspace(4), i32, [20 x i8] }

@table = dso_local addrspace(1) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4, !dbg !0

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @k(ptr addrspace(1) noundef align 32 %0, i32 noundef %1) #0 !dbg !22 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !53, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !54)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !55, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !56)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !57
  %6 = load i32, ptr %4, align 4, !dbg !57
  call spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 32 %5, i32 noundef %6) #2, !dbg !57
  ret void, !dbg !58
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_func void @__clang_ocl_kern_imp_k(ptr addrspace(1) noundef align 32 %0, i32 noundef %1) #0 !dbg !59 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node, align 32
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !60, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !61)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !62, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !63)
    #dbg_declare(ptr %5, !64, !DIExpression(DW_OP_constu, 0, DW_OP_swap, DW_OP_xderef), !65)
  %6 = load ptr addrspace(1), ptr %3, align 8, !dbg !66
  %7 = getelementptr inbounds %struct.node, ptr addrspace(1) %6, i64 0, !dbg !66
  call void @llvm.memcpy.p0.p1.i64(ptr align 32 %5, ptr addrspace(1) align 32 %7, i64 128, i1 false), !dbg !66
  %8 = getelementptr inbounds nuw %struct.node, ptr %5, i32 0, i32 0, !dbg !67
  %9 = load i32, ptr %8, align 32, !dbg !67
  %10 = load i32, ptr %4, align 4, !dbg !68
  %11 = mul i32 %9, %10, !dbg !69
  %12 = load i32, ptr addrspace(1) getelementptr inbounds ([4 x i32], ptr addrspace(1) @table, i64 0, i64 2), align 4, !dbg !70
  %13 = add i32 %11, %12, !dbg !71
  %14 = load ptr addrspace(1), ptr %3, align 8, !dbg !72
  %15 = getelementptr inbounds %struct.node, ptr addrspace(1) %14, i64 1, !dbg !72
  %16 = getelementptr inbounds nuw %struct.node, ptr addrspace(1) %15, i32 0, i32 0, !dbg !73
  store i32 %13, ptr addrspace(1) %16, align 32, !dbg !74
  ret void, !dbg !75
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "uniform-work-group-size"="false" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19}
!opencl.ocl.version = !{!20}
!opencl.spir.version = !{!20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_constu, 1, DW_OP_swap, DW_OP_xderef))
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 15, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !3, producer: "clang version 22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "types.cl", directory: "/spirv-llvm", checksumkind: CSK_MD5, checksum: "7aff13a91c8659fad53067a5e97c4d03")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !3, line: 6, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "GREEN", value: 5)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !14)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!15}
!15 = !DISubrange(count: 4)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 2, i32 0}
!21 = !{!"clang version 22"}
!22 = distinct !DISubprogram(name: "k", scope: !3, file: !3, line: 16, type: !23, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!23 = !DISubroutineType(cc: DW_CC_LLVM_DeviceKernel, types: !24)
!24 = !{null, !25, !12}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 1)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 7, size: 1024, elements: !27)
!27 = !{!28, !30, !36, !40, !45, !47}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !26, file: !3, line: 8, baseType: !29, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "u32", file: !3, line: 5, baseType: !6)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !26, file: !3, line: 9, baseType: !31, size: 192, offset: 32)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 192, elements: !33)
!32 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!33 = !{!34, !35}
!34 = !DISubrange(count: 2)
!35 = !DISubrange(count: 3)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !26, file: !3, line: 10, baseType: !37, size: 128, offset: 256)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "float4", file: !38, line: 118, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/opencl-c-base.h", directory: "")
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 128, flags: DIFlagVector, elements: !14)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "lanes", scope: !26, file: !3, line: 11, baseType: !41, size: 256, offset: 512)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8", file: !38, line: 99, baseType: !42)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, flags: DIFlagVector, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !26, file: !3, line: 12, baseType: !46, size: 64, offset: 768)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64, dwarfAddressSpace: 4)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !26, file: !3, line: 13, baseType: !5, size: 32, offset: 832)
!48 = !{}
!49 = !{i32 1, i32 0}
!50 = !{!"none", !"none"}
!51 = !{!"struct node*", !"int"}
!52 = !{!"", !""}
!53 = !DILocalVariable(name: "nodes", arg: 1, scope: !22, file: !3, line: 16, type: !25)
!54 = !DILocation(line: 16, column: 35, scope: !22)
!55 = !DILocalVariable(name: "scale", arg: 2, scope: !22, file: !3, line: 16, type: !12)
!56 = !DILocation(line: 16, column: 52, scope: !22)
!57 = !DILocation(line: 16, column: 59, scope: !22)
!58 = !DILocation(line: 19, column: 1, scope: !22)
!59 = distinct !DISubprogram(name: "k", linkageName: "__clang_ocl_kern_imp_k", scope: !3, file: !3, line: 16, type: !23, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!60 = !DILocalVariable(name: "nodes", arg: 1, scope: !59, file: !3, line: 16, type: !25)
!61 = !DILocation(line: 16, column: 35, scope: !59)
!62 = !DILocalVariable(name: "scale", arg: 2, scope: !59, file: !3, line: 16, type: !12)
!63 = !DILocation(line: 16, column: 52, scope: !59)
!64 = !DILocalVariable(name: "local_copy", scope: !59, file: !3, line: 17, type: !26)
!65 = !DILocation(line: 17, column: 15, scope: !59)
!66 = !DILocation(line: 17, column: 28, scope: !59)
!67 = !DILocation(line: 18, column: 28, scope: !59)
!68 = !DILocation(line: 18, column: 33, scope: !59)
!69 = !DILocation(line: 18, column: 31, scope: !59)
!70 = !DILocation(line: 18, column: 41, scope: !59)
!71 = !DILocation(line: 18, column: 39, scope: !59)
!72 = !DILocation(line: 18, column: 3, scope: !59)
!73 = !DILocation(line: 18, column: 12, scope: !59)
!74 = !DILocation(line: 18, column: 15, scope: !59)
!75 = !DILocation(line: 19, column: 1, scope: !59)

; The OpenCL C source (file types.cl, line numbers as in the debug information):
;   // Debug types: basic types, a typedef of a basic type, a const-qualified basic type, a
;   // structure with members (array, vector of 4, vector of 8 as an array, pointer to the struct
;   // as an address-sized basic type), an enumeration, and a program-scope global variable.
;   // CLANG: -cl-std=CL2.0 -O0 -g
;   typedef unsigned int u32;
;   enum color { RED, GREEN = 5 };
;   struct node {
;     u32 id;
;     float w[2][3];
;     float4 v;
;     int8 lanes;
;     struct node *next;
;     enum color c;
;   };
;   global const int table[4] = {1, 2, 3, 4};
;   kernel void k(global struct node *nodes, const int scale) {
;     struct node local_copy = nodes[0];
;     nodes[1].id = local_copy.id * scale + table[2];
;   }
