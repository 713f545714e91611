; Work-group collectives → OpGroupAll/Any/Broadcast (1D and 2D local ids: a vector id),
; OpGroupIAdd/SMin/UMax/UMin/FMax/FAdd with Reduce, InclusiveScan and ExclusiveScan, at
; Workgroup scope; the int predicate is compared with zero, the bool result selected to 1/0.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @wg(i32 %x, float %f, i32 %u, ptr addrspace(1) %out) {
entry:
  %call = call spir_func i32 @_Z14work_group_alli(i32 %x)
  %call1 = call spir_func i32 @_Z14work_group_anyi(i32 %x)
  %call2 = call spir_func i32 @_Z20work_group_broadcastim(i32 %x, i64 3)
  %call3 = call spir_func float @_Z20work_group_broadcastfmm(float %f, i64 1, i64 2)
  %call4 = call spir_func i32 @_Z21work_group_reduce_addi(i32 %x)
  %call5 = call spir_func i32 @_Z29work_group_scan_inclusive_mini(i32 %x)
  %call7 = call spir_func i32 @_Z29work_group_scan_exclusive_maxj(i32 %u)
  %call8 = call spir_func i32 @_Z21work_group_reduce_minj(i32 %u)
  %call10 = call spir_func float @_Z21work_group_reduce_maxf(float %f)
  %add11 = fadd float %call3, %call10
  %call12 = call spir_func float @_Z29work_group_scan_inclusive_addf(float %f)
  %add13 = fadd float %add11, %call12
  store float %add13, ptr addrspace(1) %out, align 4
  %add9 = add i32 %call1, %call
  %add6 = add i32 %add9, %call2
  %add = add i32 %add6, %call4
  %add14 = add i32 %add, %call5
  %add15 = add i32 %add14, %call7
  %add16 = add i32 %add15, %call8
  ret i32 %add16
}

declare spir_func i32 @_Z14work_group_alli(i32)
declare spir_func i32 @_Z14work_group_anyi(i32)
declare spir_func i32 @_Z20work_group_broadcastim(i32, i64)
declare spir_func float @_Z20work_group_broadcastfmm(float, i64, i64)
declare spir_func i32 @_Z21work_group_reduce_addi(i32)
declare spir_func i32 @_Z29work_group_scan_inclusive_mini(i32)
declare spir_func i32 @_Z29work_group_scan_exclusive_maxj(i32)
declare spir_func i32 @_Z21work_group_reduce_minj(i32)
declare spir_func float @_Z21work_group_reduce_maxf(float)
declare spir_func float @_Z29work_group_scan_inclusive_addf(float)
