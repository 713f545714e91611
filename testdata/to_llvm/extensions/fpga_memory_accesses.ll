target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@0 = private unnamed_addr constant [27 x i8] c"{params:3}{cache-size:127}\00", section "llvm.metadata"
@1 = private unnamed_addr constant [12 x i8] c"{params:12}\00", section "llvm.metadata"

; Function Attrs: nounwind
define spir_kernel void @copy(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %other) #0 !spirv.ParameterDecorations !9 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
entry:
  %0 = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %in, ptr @0, ptr poison, i32 poison, ptr poison)
  %1 = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %out, ptr @1, ptr poison, i32 poison, ptr poison)
  %v = load i32, ptr addrspace(1) %0, align 4
  store i32 %v, ptr addrspace(1) %1, align 4
  store i32 %v, ptr addrspace(1) %other, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1), ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!spirv.Source = !{!0}
!spirv.Extension = !{!1}
!spirv.Capability = !{!2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{i32 0, i32 0}
!1 = !{!"SPV_INTEL_fpga_memory_accesses"}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 39}
!5 = !{i32 5898}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @copy, !"copy"}
!8 = !{i16 0, i16 0}
!9 = !{!10, !10, !11}
!10 = !{}
!11 = !{!12}
!12 = !{i32 5635, !"{params:0}{cache-size:8}"}
!13 = !{i32 1, i32 1, i32 1}
!14 = !{!"none", !"none", !"none"}
!15 = !{!"char*", !"char*", !"char*"}
!16 = !{!"", !"", !""}
!17 = !{!"in", !"out", !"other"}
