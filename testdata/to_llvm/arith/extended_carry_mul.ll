target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @extended(i32 %0, i32 %1, i64 %2, <2 x i32> %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6) #0 {
  %8 = add i32 %0, %1
  %9 = icmp ult i32 %8, %0
  %10 = zext i1 %9 to i32
  %11 = insertvalue { i32, i32 } poison, i32 %8, 0
  %12 = insertvalue { i32, i32 } %11, i32 %10, 1
  %13 = sub i32 %0, %1
  %14 = icmp ult i32 %0, %1
  %15 = zext i1 %14 to i32
  %16 = insertvalue { i32, i32 } poison, i32 %13, 0
  %17 = insertvalue { i32, i32 } %16, i32 %15, 1
  %18 = mul i32 %0, %1
  %19 = zext i32 %0 to i64
  %20 = zext i32 %1 to i64
  %21 = mul i64 %19, %20
  %22 = lshr i64 %21, 32
  %23 = trunc i64 %22 to i32
  %24 = insertvalue { i32, i32 } poison, i32 %18, 0
  %25 = insertvalue { i32, i32 } %24, i32 %23, 1
  %26 = mul i64 %2, %2
  %27 = call spir_func i64 @_Z20__spirv_ocl_s_mul_hill(i64 %2, i64 %2)
  %28 = insertvalue { i64, i64 } poison, i64 %26, 0
  %29 = insertvalue { i64, i64 } %28, i64 %27, 1
  %30 = mul <2 x i32> %3, %3
  %31 = zext <2 x i32> %3 to <2 x i64>
  %32 = zext <2 x i32> %3 to <2 x i64>
  %33 = mul <2 x i64> %31, %32
  %34 = lshr <2 x i64> %33, splat (i64 32)
  %35 = trunc <2 x i64> %34 to <2 x i32>
  %36 = insertvalue { <2 x i32>, <2 x i32> } poison, <2 x i32> %30, 0
  %37 = insertvalue { <2 x i32>, <2 x i32> } %36, <2 x i32> %35, 1
  %38 = extractvalue { i32, i32 } %12, 1
  %39 = extractvalue { i32, i32 } %17, 1
  %40 = extractvalue { i32, i32 } %25, 1
  %41 = extractvalue { i64, i64 } %29, 1
  %42 = extractvalue { <2 x i32>, <2 x i32> } %37, 1
  %43 = add i32 %38, %39
  %44 = add i32 %43, %40
  store i32 %44, ptr addrspace(1) %4, align 4
  store i64 %41, ptr addrspace(1) %5, align 8
  store <2 x i32> %42, ptr addrspace(1) %6, align 8
  ret void
}

declare spir_func i64 @_Z20__spirv_ocl_s_mul_hill(i64, i64)

attributes #0 = { nounwind }

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
