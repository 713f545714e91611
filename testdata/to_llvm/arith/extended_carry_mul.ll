target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%structtype = type { i32, i32 }
%structtype.0 = type { i64, i64 }
%structtype.1 = type { <2 x i32>, <2 x i32> }

; Function Attrs: nounwind
define spir_func void @extended(i32 %0, i32 %1, i64 %2, <2 x i32> %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6) #0 {
  %8 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %0, i32 %1)
  %9 = extractvalue { i32, i1 } %8, 0
  %10 = extractvalue { i32, i1 } %8, 1
  %11 = zext i1 %10 to i32
  %12 = insertvalue %structtype poison, i32 %9, 0
  %13 = insertvalue %structtype %12, i32 %11, 1
  %14 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %0, i32 %1)
  %15 = extractvalue { i32, i1 } %14, 0
  %16 = extractvalue { i32, i1 } %14, 1
  %17 = zext i1 %16 to i32
  %18 = insertvalue %structtype poison, i32 %15, 0
  %19 = insertvalue %structtype %18, i32 %17, 1
  %20 = mul i32 %0, %1
  %21 = zext i32 %0 to i64
  %22 = zext i32 %1 to i64
  %23 = mul i64 %21, %22
  %24 = lshr i64 %23, 32
  %25 = trunc i64 %24 to i32
  %26 = insertvalue %structtype poison, i32 %20, 0
  %27 = insertvalue %structtype %26, i32 %25, 1
  %28 = mul i64 %2, %2
  %29 = call spir_func i64 @_Z20__spirv_ocl_s_mul_hill(i64 %2, i64 %2) #0
  %30 = insertvalue %structtype.0 poison, i64 %28, 0
  %31 = insertvalue %structtype.0 %30, i64 %29, 1
  %32 = mul <2 x i32> %3, %3
  %33 = zext <2 x i32> %3 to <2 x i64>
  %34 = zext <2 x i32> %3 to <2 x i64>
  %35 = mul <2 x i64> %33, %34
  %36 = lshr <2 x i64> %35, splat (i64 32)
  %37 = trunc <2 x i64> %36 to <2 x i32>
  %38 = insertvalue %structtype.1 poison, <2 x i32> %32, 0
  %39 = insertvalue %structtype.1 %38, <2 x i32> %37, 1
  %40 = extractvalue %structtype %13, 1
  %41 = extractvalue %structtype %19, 1
  %42 = extractvalue %structtype %27, 1
  %43 = extractvalue %structtype.0 %31, 1
  %44 = extractvalue %structtype.1 %39, 1
  %45 = add i32 %40, %41
  %46 = add i32 %45, %42
  store i32 %46, ptr addrspace(1) %4, align 4
  store i64 %43, ptr addrspace(1) %5, align 8
  store <2 x i32> %44, ptr addrspace(1) %6, align 8
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nounwind
declare spir_func i64 @_Z20__spirv_ocl_s_mul_hill(i64, i64) #0

attributes #0 = { nounwind }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
