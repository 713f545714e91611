target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@fmt = internal unnamed_addr addrspace(2) constant [7 x i8] c"%d %f\0A\00", !spirv.Decorations !0

; Function Attrs: nounwind
define spir_kernel void @say() #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !8 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !8 {
  %1 = getelementptr inbounds [7 x i8], ptr addrspace(2) @fmt, i32 0, i32 0
  %2 = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS2cif(ptr addrspace(2) %1, i32 7, float 2.500000e+00) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS2cif(ptr addrspace(2), i32, float) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Capability = !{!2, !3, !4}
!spirv.MemoryModel = !{!5}
!spirv.EntryPoint = !{!6}
!spirv.Generator = !{!7}

!0 = !{!1}
!1 = !{i32 22}
!2 = !{i32 4}
!3 = !{i32 6}
!4 = !{i32 39}
!5 = !{i32 2, i32 2}
!6 = !{i32 6, ptr @say, !"say"}
!7 = !{i16 0, i16 0}
!8 = !{}
