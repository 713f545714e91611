; A run-time dimension: clang's -O2 code calls get_global_id(d) directly; the BuiltIn vector is
; read with OpVectorExtractDynamic (out-of-range dimensions are the builtin's business).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @dyn(ptr addrspace(1) %out, i32 %d) {
entry:
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 %d)
  store i64 %call.i, ptr addrspace(1) %out, align 8
  %call1.i = call spir_func i64 @_Z14get_local_sizej(i32 %d)
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 8
  store i64 %call1.i, ptr addrspace(1) %arrayidx2.i, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z14get_local_sizej(i32)
