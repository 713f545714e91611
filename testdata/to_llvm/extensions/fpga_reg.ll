target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@0 = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@1 = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@2 = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@3 = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@4 = private unnamed_addr constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"

; Function Attrs: nounwind
define spir_kernel void @k(ptr addrspace(1) %out, i32 %x, i64 %y, float %f) #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %r1 = call i32 @llvm.annotation.i32.p0(i32 %x, ptr @0, ptr poison, i32 poison)
  %r2 = call i32 @llvm.annotation.i32.p0(i32 %r1, ptr @1, ptr poison, i32 poison)
  store i32 %r2, ptr addrspace(1) %out, align 4
  %w = call i64 @llvm.annotation.i64.p0(i64 %y, ptr @2, ptr poison, i32 poison)
  %p = getelementptr inbounds i64, ptr addrspace(1) %out, i64 1
  %q = call ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1) %p, ptr @3, ptr poison, i32 poison, ptr poison)
  store i64 %w, ptr addrspace(1) %q, align 8
  %0 = bitcast float %f to i32
  %1 = call i32 @llvm.annotation.i32.p0(i32 %0, ptr @4, ptr poison, i32 poison)
  %g = bitcast i32 %1 to float
  %2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %g, ptr addrspace(1) %2, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.annotation.i64.p0(i64, ptr, ptr, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr addrspace(1) @llvm.ptr.annotation.p1.p0(ptr addrspace(1), ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!spirv.Extension = !{!0}
!spirv.Capability = !{!1, !2, !3, !4, !5}
!spirv.MemoryModel = !{!6}
!spirv.EntryPoint = !{!7}
!spirv.Generator = !{!8}

!0 = !{!"SPV_INTEL_fpga_reg"}
!1 = !{i32 4}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 39}
!5 = !{i32 5948}
!6 = !{i32 2, i32 2}
!7 = !{i32 6, ptr @k, !"k"}
!8 = !{i16 0, i16 0}
!9 = !{i32 1, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"long", !"float"}
!12 = !{!"", !"", !"", !""}
!13 = !{!"out", !"x", !"y", !"f"}
