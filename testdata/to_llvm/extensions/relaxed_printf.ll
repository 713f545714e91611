target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = internal addrspace(1) constant [7 x i8] c"%d %s\0A\00", align 1, !spirv.Decorations !0
@.name = internal addrspace(1) constant [4 x i8] c"abc\00", align 1, !spirv.Decorations !0

; Function Attrs: nounwind
define spir_kernel void @k(i32 %x) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 !kernel_arg_name !15 {
entry:
  %0 = addrspacecast ptr addrspace(1) @.str to ptr addrspace(4)
  %1 = addrspacecast ptr addrspace(1) @.name to ptr addrspace(4)
  %call = call spir_func i32 @_Z18__spirv_ocl_printfPU3AS4ciPU3AS46struct(ptr addrspace(4) %0, i32 %x, ptr addrspace(4) %1) #1
  ret void
}

; Function Attrs: nounwind
declare spir_func i32 @_Z18__spirv_ocl_printfPU3AS4ciPU3AS46struct(ptr addrspace(4), i32, ptr addrspace(4)) #0

attributes #0 = { nounwind }
attributes #1 = { nounwind willreturn }

!spirv.Extension = !{!3}
!spirv.Capability = !{!4, !5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.Generator = !{!10}

!0 = !{!1, !2}
!1 = !{i32 22}
!2 = !{i32 44, i32 1}
!3 = !{!"SPV_EXT_relaxed_printf_string_address_space"}
!4 = !{i32 4}
!5 = !{i32 6}
!6 = !{i32 38}
!7 = !{i32 39}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @k, !"k"}
!10 = !{i16 0, i16 0}
!11 = !{i32 0}
!12 = !{!"none"}
!13 = !{!"int"}
!14 = !{!""}
!15 = !{!"x"}
