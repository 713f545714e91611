; SPV_INTEL_variable_length_array: an alloca of a run-time count becomes
; OpVariableLengthArrayINTEL, llvm.stacksave/stackrestore OpSaveMemoryINTEL/OpRestoreMemoryINTEL,
; and back; each work-item fills and sums an array as long as its input says.
; OPTIONS: --spirv-ext=+SPV_INTEL_variable_length_array
; DECLARES: SPV_INTEL_variable_length_array
; EXEC: kernel=variable_length_array global=8 local=4
; ARG: global i32 8 zero
; ARG: global i32 8 range(1,40,5)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @variable_length_array(ptr addrspace(1) %out, ptr addrspace(1) %in) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr i32, ptr addrspace(1) %in, i64 %gid
  %n = load i32, ptr addrspace(1) %p, align 4
  %n64 = zext i32 %n to i64
  %mark = call ptr @llvm.stacksave.p0()
  %vla = alloca i32, i64 %n64, align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %i32 = trunc i64 %i to i32
  %sq = mul i32 %i32, %i32
  %slot = getelementptr i32, ptr %vla, i64 %i
  store i32 %sq, ptr %slot, align 4
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n64
  br i1 %more, label %fill, label %sum

sum:
  %j = phi i64 [ 0, %fill ], [ %j.next, %sum ]
  %acc = phi i32 [ 0, %fill ], [ %acc.next, %sum ]
  %at = getelementptr i32, ptr %vla, i64 %j
  %v = load i32, ptr %at, align 4
  %acc.next = add i32 %acc, %v
  %j.next = add i64 %j, 1
  %again = icmp ult i64 %j.next, %n64
  br i1 %again, label %sum, label %done

done:
  call void @llvm.stackrestore.p0(ptr %mark)
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %acc.next, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
