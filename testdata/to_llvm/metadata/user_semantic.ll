target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, float }

@g = addrspace(1) global i32 0, !spirv.Decorations !0
@0 = private unnamed_addr constant [18 x i8] c"sizes: 30, -60, 7\00", section "llvm.metadata"
@1 = private unnamed_addr constant [11 x i8] c"flag: 1, 0\00", section "llvm.metadata"
@2 = private unnamed_addr constant [6 x i8] c"first\00", section "llvm.metadata"
@3 = private unnamed_addr constant [8 x i8] c"generic\00", section "llvm.metadata"
@4 = private unnamed_addr constant [11 x i8] c"kind: fast\00", section "llvm.metadata"
@5 = private unnamed_addr constant [6 x i8] c"table\00", section "llvm.metadata"
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @annotated, ptr @4, ptr poison, i32 poison, ptr poison }, { ptr, ptr, ptr, i32, ptr } { ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr @5, ptr poison, i32 poison, ptr poison }], section "llvm.metadata"

; Function Attrs: nounwind
define spir_func i32 @annotated(i32 %x) #0 {
  %v = alloca i32, align 4
  call void @llvm.var.annotation.p0.p0(ptr %v, ptr @0, ptr poison, i32 poison, ptr poison)
  %s = alloca %struct.S, align 8
  store i32 %x, ptr %v, align 4
  %f = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %f, ptr @1, ptr poison, i32 poison, ptr poison)
  store float 1.000000e+00, ptr %1, align 4
  %i = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %i, ptr @2, ptr poison, i32 poison, ptr poison)
  store i32 %x, ptr %2, align 4
  %gen = addrspacecast ptr %v to ptr addrspace(4)
  call void @llvm.var.annotation.p4.p0(ptr addrspace(4) %gen, ptr @3, ptr poison, i32 poison, ptr poison)
  %3 = load i32, ptr addrspace(4) %gen, align 4
  store i32 %3, ptr addrspace(1) @g, align 4
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.var.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.var.annotation.p4.p0(ptr addrspace(4), ptr, ptr, i32, ptr) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }

!spirv.Capability = !{!3, !4, !5, !6}
!spirv.MemoryModel = !{!7}
!spirv.Generator = !{!8}

!0 = !{!1, !2}
!1 = !{i32 41, !"g", i32 0}
!2 = !{i32 5635, !"table"}
!3 = !{i32 4}
!4 = !{i32 5}
!5 = !{i32 6}
!6 = !{i32 38}
!7 = !{i32 2, i32 2}
!8 = !{i16 0, i16 0}
