; cl_khr_subgroups collectives → the same Group instructions at Subgroup scope (SPIR-V 1.0,
; Groups capability).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @sg(i32 %x, float %f, i32 %u, ptr addrspace(1) %out) {
entry:
  %call = call spir_func i32 @_Z13sub_group_alli(i32 %x)
  %call1 = call spir_func i32 @_Z13sub_group_anyi(i32 %x)
  %add = add nsw i32 %call1, %call
  %call2 = call spir_func i32 @_Z19sub_group_broadcastij(i32 %x, i32 5)
  %call3 = call spir_func float @_Z20sub_group_reduce_addf(float %f)
  %call4 = call spir_func float @_Z28sub_group_scan_exclusive_minf(float %f)
  %add5 = fadd float %call3, %call4
  store float %add5, ptr addrspace(1) %out, align 4
  %add6 = add nsw i32 %add, %call2
  %call7 = call spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32 %u)
  %add8 = add i32 %add6, %call7
  ret i32 %add8
}

declare spir_func i32 @_Z13sub_group_alli(i32)
declare spir_func i32 @_Z13sub_group_anyi(i32)
declare spir_func i32 @_Z19sub_group_broadcastij(i32, i32)
declare spir_func float @_Z20sub_group_reduce_addf(float)
declare spir_func float @_Z28sub_group_scan_exclusive_minf(float)
declare spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32)
