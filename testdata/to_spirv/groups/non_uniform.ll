; cl_khr_subgroup_* non-uniform builtins → OpGroupNonUniform* (Elect, All, AllEqual, Ballot,
; Shuffle, ShuffleXor, IMul Reduce, BitwiseAnd InclusiveScan) at Subgroup scope; these need
; SPIR-V 1.3 and their GroupNonUniform* capabilities.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @nonuniform(i32 %x, i32 %lane, ptr addrspace(1) %out) {
entry:
  %call = call spir_func i32 @_Z15sub_group_electv()
  %call1 = call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 %x)
  %call2 = call spir_func i32 @_Z31sub_group_non_uniform_all_equali(i32 %x)
  %call4 = call spir_func <4 x i32> @_Z16sub_group_balloti(i32 %x)
  store <4 x i32> %call4, ptr addrspace(1) %out, align 16
  %call5 = call spir_func i32 @_Z17sub_group_shuffleij(i32 %x, i32 %lane)
  %call6 = call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 %x, i32 1)
  %call9 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_muli(i32 %x)
  %call11 = call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_andi(i32 %x)
  %add7 = add i32 %call1, %call
  %add = add i32 %add7, %call2
  %add3 = add i32 %add, %call5
  %add8 = add i32 %add3, %call6
  %add10 = add nsw i32 %add8, %call9
  %add12 = add nsw i32 %add10, %call11
  ret i32 %add12
}

declare spir_func i32 @_Z15sub_group_electv()
declare spir_func i32 @_Z25sub_group_non_uniform_alli(i32)
declare spir_func i32 @_Z31sub_group_non_uniform_all_equali(i32)
declare spir_func <4 x i32> @_Z16sub_group_balloti(i32)
declare spir_func i32 @_Z17sub_group_shuffleij(i32, i32)
declare spir_func i32 @_Z21sub_group_shuffle_xorij(i32, i32)
declare spir_func i32 @_Z32sub_group_non_uniform_reduce_muli(i32)
declare spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_andi(i32)
