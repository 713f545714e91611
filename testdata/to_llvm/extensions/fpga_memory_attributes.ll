target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@banked = internal addrspace(1) constant i32 1, align 4, !spirv.Decorations !0
@plain = internal addrspace(1) constant i32 3, align 4, !spirv.Decorations !5
@0 = private unnamed_addr constant [72 x i8] c"{memory:MLAB}{pump:2}{bank_bits:4}{merge:key:depth}{force_pow2_depth:1}\00", section "llvm.metadata"
@1 = private unnamed_addr constant [13 x i8] c"{register:1}\00", section "llvm.metadata"
@2 = private unnamed_addr constant [29 x i8] c"{memory:DEFAULT}{numbanks:2}\00", section "llvm.metadata"
@3 = private unnamed_addr constant [10 x i8] c"foobarbaz\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @banked to ptr), ptr @2, ptr poison, i32 poison, ptr poison }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @plain to ptr), ptr @3, ptr poison, i32 poison, ptr poison }], section "llvm.metadata"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 !kernel_arg_name !18 {
entry:
  %a = alloca [8 x i32], align 4
  call void @llvm.var.annotation.p0.p0(ptr %a, ptr @0, ptr poison, i32 poison, ptr poison)
  %r = alloca i32, align 4
  call void @llvm.var.annotation.p0.p0(ptr %r, ptr @1, ptr poison, i32 poison, ptr poison)
  %b = load i32, ptr addrspace(1) @banked, align 4
  %p = load i32, ptr addrspace(1) @plain, align 4
  store i32 %b, ptr %a, align 4
  store i32 %p, ptr %r, align 4
  %x = load i32, ptr %a, align 4
  %y = load i32, ptr %r, align 4
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!spirv.Extension = !{!7}
!spirv.Capability = !{!8, !9, !10}
!spirv.MemoryModel = !{!11}
!spirv.EntryPoint = !{!12}
!spirv.Generator = !{!13}

!0 = !{!1, !2, !3, !4}
!1 = !{i32 22}
!2 = !{i32 44, i32 4}
!3 = !{i32 5826, !"DEFAULT"}
!4 = !{i32 5827, i32 2}
!5 = !{!1, !2, !6}
!6 = !{i32 5635, !"foobarbaz"}
!7 = !{!"SPV_INTEL_fpga_memory_attributes"}
!8 = !{i32 4}
!9 = !{i32 6}
!10 = !{i32 5824}
!11 = !{i32 2, i32 2}
!12 = !{i32 6, ptr @k, !"k", ptr addrspace(1) @banked, ptr addrspace(1) @plain}
!13 = !{i16 0, i16 0}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"int*"}
!17 = !{!""}
!18 = !{!"out"}
