; SYCL's classes wrapping one number (sycl::half, a vector class) reach __spirv_ builtins by pointer: the result through sret, the operands byval. The instruction takes the numbers loaded from the objects and its result is stored into the sret object.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::detail::half_impl::half" = type { half }
%"class.sycl::_V1::vec" = type { <2 x float> }

define spir_func void @shuffles(ptr addrspace(1) %out) {
entry:
  %x = alloca %"class.sycl::_V1::detail::half_impl::half", align 2
  %r = alloca %"class.sycl::_V1::detail::half_impl::half", align 2
  %v = alloca %"class.sycl::_V1::vec", align 8
  %rv = alloca %"class.sycl::_V1::vec", align 8
  store half 0xH3C00, ptr %x, align 2
  store <2 x float> <float 1.0, float 2.0>, ptr %v, align 8
  %r.generic = addrspacecast ptr %r to ptr addrspace(4)
  call spir_func void @_Z34__spirv_GroupNonUniformShuffleDownIN4sycl3_V16detail9half_impl4halfEET_N5__spv5Scope4FlagES5_j(ptr addrspace(4) sret(%"class.sycl::_V1::detail::half_impl::half") align 2 %r.generic, i32 3, ptr byval(%"class.sycl::_V1::detail::half_impl::half") align 2 %x, i32 1)
  call spir_func void @_Z22__spirv_GroupBroadcastIN4sycl3_V13vecEEvT_N5__spv5Scope4FlagES4_j(ptr sret(%"class.sycl::_V1::vec") align 8 %rv, i32 2, ptr byval(%"class.sycl::_V1::vec") align 8 %v, i32 0)
  %h = load half, ptr %r, align 2
  %f = fpext half %h to float
  %p = load <2 x float>, ptr %rv, align 8
  %e = extractelement <2 x float> %p, i32 0
  %s = fadd float %f, %e
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func void @_Z34__spirv_GroupNonUniformShuffleDownIN4sycl3_V16detail9half_impl4halfEET_N5__spv5Scope4FlagES5_j(ptr addrspace(4) sret(%"class.sycl::_V1::detail::half_impl::half"), i32, ptr byval(%"class.sycl::_V1::detail::half_impl::half"), i32)
declare spir_func void @_Z22__spirv_GroupBroadcastIN4sycl3_V13vecEEvT_N5__spv5Scope4FlagES4_j(ptr sret(%"class.sycl::_V1::vec"), i32, ptr byval(%"class.sycl::_V1::vec"), i32)
