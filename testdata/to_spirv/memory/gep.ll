; getelementptr: an element pointer (OpInBoundsPtrAccessChain), non-inbounds
; (OpPtrAccessChain), struct member and nested array indexing, a byte offset on a typed
; pointer (bitcast to i8 first), a vector element, and a run-time index.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.particle = type { <4 x float>, [3 x i32], i8 }

define spir_func void @gep(ptr addrspace(1) %ps, i64 %n, i32 %k) {
entry:
  %pn = getelementptr inbounds %struct.particle, ptr addrspace(1) %ps, i64 %n
  %pos = getelementptr inbounds %struct.particle, ptr addrspace(1) %pn, i64 0, i32 0
  %y = getelementptr inbounds <4 x float>, ptr addrspace(1) %pos, i64 0, i64 1
  store float 2.0, ptr addrspace(1) %y, align 4
  %ids = getelementptr %struct.particle, ptr addrspace(1) %ps, i64 1, i32 1, i32 %k
  store i32 7, ptr addrspace(1) %ids, align 4
  %flag = getelementptr inbounds nuw i8, ptr addrspace(1) %pn, i64 28
  store i8 1, ptr addrspace(1) %flag, align 4
  ret void
}
