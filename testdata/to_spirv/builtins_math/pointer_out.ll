; Math builtins with a pointer out-parameter (fract, sincos, frexp, modf, remquo) through
; generic pointers (OpenCL C 2.0): the pointer operand is passed as is, the allocas become
; Function variables cast to Generic.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func float @ptr_out_generic(float %x, ptr addrspace(4) %ip) {
entry:
  %s = alloca float, align 4
  %c = alloca float, align 4
  %e = alloca i32, align 4
  %q = alloca i32, align 4
  call void @llvm.lifetime.start.p0(ptr nonnull %s)
  call void @llvm.lifetime.start.p0(ptr nonnull %c)
  call void @llvm.lifetime.start.p0(ptr nonnull %e)
  %call = call spir_func float @_Z5fractfPU3AS4f(float %x, ptr addrspace(4) %ip)
  %c.ascast = addrspacecast ptr %c to ptr addrspace(4)
  %call1 = call spir_func float @_Z6sincosfPU3AS4f(float %x, ptr addrspace(4) %c.ascast)
  %add = fadd float %call, %call1
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  %call2 = call spir_func float @_Z5frexpfPU3AS4i(float %x, ptr addrspace(4) %e.ascast)
  %add3 = fadd float %add, %call2
  %s.ascast = addrspacecast ptr %s to ptr addrspace(4)
  %call4 = call spir_func float @_Z4modffPU3AS4f(float %x, ptr addrspace(4) %s.ascast)
  %add5 = fadd float %add3, %call4
  call void @llvm.lifetime.start.p0(ptr nonnull %q)
  %0 = load float, ptr %c, align 4
  %q.ascast = addrspacecast ptr %q to ptr addrspace(4)
  %call6 = call spir_func float @_Z6remquoffPU3AS4i(float %x, float %0, ptr addrspace(4) %q.ascast)
  %add7 = fadd float %add5, %call6
  %1 = load float, ptr %s, align 4
  %add8 = fadd float %add7, %1
  %2 = load float, ptr %c, align 4
  %add9 = fadd float %add8, %2
  %3 = load i32, ptr %e, align 4
  %conv = sitofp i32 %3 to float
  %add10 = fadd float %add9, %conv
  %4 = load i32, ptr %q, align 4
  %conv11 = sitofp i32 %4 to float
  %add12 = fadd float %add10, %conv11
  call void @llvm.lifetime.end.p0(ptr nonnull %q)
  call void @llvm.lifetime.end.p0(ptr nonnull %e)
  call void @llvm.lifetime.end.p0(ptr nonnull %c)
  call void @llvm.lifetime.end.p0(ptr nonnull %s)
  ret float %add12
}

declare void @llvm.lifetime.start.p0(ptr)
declare spir_func float @_Z5fractfPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z6sincosfPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z5frexpfPU3AS4i(float, ptr addrspace(4))
declare spir_func float @_Z4modffPU3AS4f(float, ptr addrspace(4))
declare spir_func float @_Z6remquoffPU3AS4i(float, float, ptr addrspace(4))
declare void @llvm.lifetime.end.p0(ptr)
