; Globals folded away whose DIExpression states their value (DW_OP_constu v, DW_OP_stack_value): OpenCL.DebugInfo.100 takes no expression as a DebugGlobalVariable's variable, so the value is an OpConstant there (32 bits when it fits, else 64); another expression leaves DebugInfoNone
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21}
!2 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !3, producer: "p", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4)
!3 = !DIFile(filename: "c.cpp", directory: "/tmp")
!4 = !{!5, !8, !10}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression(DW_OP_constu, 1, DW_OP_stack_value))
!6 = distinct !DIGlobalVariable(name: "yes", scope: !2, file: !3, line: 1, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression(DW_OP_constu, 1099511627776, DW_OP_stack_value))
!9 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 2, type: !11, isLocal: true, isDefinition: true)
!10 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression(DW_OP_constu, 3, DW_OP_constu, 4, DW_OP_plus, DW_OP_stack_value))
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 3, type: !11, isLocal: true, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
