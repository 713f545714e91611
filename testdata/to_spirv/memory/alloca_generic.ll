; An alloca in the generic address space (4): a Function variable cast to Generic with OpPtrCastToGeneric, used through the generic pointer; lifetime markers on it are dropped (hints)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64-unknown-unknown"
%class.anon = type { i8 }
define spir_kernel void @lifetime_generic(ptr addrspace(1) %out) {
entry:
  %0 = alloca %class.anon, align 1, addrspace(4)
  call void @llvm.lifetime.start.p4(i64 1, ptr addrspace(4) %0)
  store i8 7, ptr addrspace(4) %0
  call spir_func void @boo(ptr addrspace(4) %0)
  %v = load i8, ptr addrspace(4) %0
  store i8 %v, ptr addrspace(1) %out
  call void @llvm.lifetime.end.p4(i64 1, ptr addrspace(4) %0)
  ret void
}
declare spir_func void @boo(ptr addrspace(4))
