target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: nounwind
define spir_func void @copy_memory_sized(ptr addrspace(3) %0, ptr addrspace(1) %1, i64 %2) #0 {
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 8 %0, ptr addrspace(1) align 8 %1, i64 %2, i1 false)
  call void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) align 16 %0, ptr addrspace(1) align 4 %1, i64 %2, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p3.p1.i64(ptr addrspace(3) noalias writeonly captures(none), ptr addrspace(1) noalias readonly captures(none), i64, i1 immarg) #1

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!spirv.Capability = !{!0, !1, !2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.Generator = !{!6}

!0 = !{i32 4}
!1 = !{i32 5}
!2 = !{i32 6}
!3 = !{i32 11}
!4 = !{i32 39}
!5 = !{i32 2, i32 2}
!6 = !{i16 0, i16 0}
