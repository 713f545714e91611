; An alloca of a run-time count with SPV_KHR_untyped_pointers allowed too: OpVariableLengthArrayINTEL keeps its typed result (the only place its element type is stated), cast to the untyped pointer right after it; the uses take the cast.
; OPTIONS: --spirv-ext=+SPV_INTEL_variable_length_array,+SPV_KHR_untyped_pointers
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @sum(i64 %n) {
entry:
  %mark = call ptr @llvm.stacksave.p0()
  %vla = alloca i32, i64 %n, align 16
  store i32 7, ptr %vla, align 16
  %v = load i32, ptr %vla, align 16
  call void @llvm.stackrestore.p0(ptr %mark)
  ret i32 %v
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
