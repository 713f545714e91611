; ModuleID = 'spirv'
source_filename = "spirv"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func void @extended(i32 %0, i32 %1, i64 %2, <2 x i32> %3, ptr addrspace(1) %4, ptr addrspace(1) %5, ptr addrspace(1) %6) {
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
  %18 = zext i32 %0 to i64
  %19 = zext i32 %1 to i64
  %20 = mul i64 %18, %19
  %21 = lshr i64 %20, 32
  %22 = trunc i64 %20 to i32
  %23 = trunc i64 %21 to i32
  %24 = insertvalue { i32, i32 } poison, i32 %22, 0
  %25 = insertvalue { i32, i32 } %24, i32 %23, 1
  %26 = sext i64 %2 to i128
  %27 = sext i64 %2 to i128
  %28 = mul i128 %26, %27
  %29 = lshr i128 %28, 64
  %30 = trunc i128 %28 to i64
  %31 = trunc i128 %29 to i64
  %32 = insertvalue { i64, i64 } poison, i64 %30, 0
  %33 = insertvalue { i64, i64 } %32, i64 %31, 1
  %34 = zext <2 x i32> %3 to <2 x i64>
  %35 = zext <2 x i32> %3 to <2 x i64>
  %36 = mul <2 x i64> %34, %35
  %37 = lshr <2 x i64> %36, splat (i64 32)
  %38 = trunc <2 x i64> %36 to <2 x i32>
  %39 = trunc <2 x i64> %37 to <2 x i32>
  %40 = insertvalue { <2 x i32>, <2 x i32> } poison, <2 x i32> %38, 0
  %41 = insertvalue { <2 x i32>, <2 x i32> } %40, <2 x i32> %39, 1
  %42 = extractvalue { i32, i32 } %12, 1
  %43 = extractvalue { i32, i32 } %17, 1
  %44 = extractvalue { i32, i32 } %25, 1
  %45 = extractvalue { i64, i64 } %33, 1
  %46 = extractvalue { <2 x i32>, <2 x i32> } %41, 1
  %47 = add i32 %42, %43
  %48 = add i32 %47, %44
  store i32 %48, ptr addrspace(1) %4, align 4
  store i64 %45, ptr addrspace(1) %5, align 8
  store <2 x i32> %46, ptr addrspace(1) %6, align 8
  ret void
}

!spirv.Capability = !{!0, !1, !2, !3}
!spirv.MemoryModel = !{!4}
!spirv.Generator = !{!5}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 2, i32 2}
!5 = !{i16 0, i16 0}
