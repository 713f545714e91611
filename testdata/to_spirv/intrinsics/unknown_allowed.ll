; --spirv-allow-unknown-intrinsics=llvm.readsteady: an intrinsic without translation whose name has an allowed prefix becomes a call of an imported function of the same name.
; OPTIONS: --spirv-allow-unknown-intrinsics=llvm.readsteady,llvm.other.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @ticks(i64 %a) {
entry:
  %t = call i64 @llvm.readsteadycounter()
  %d = sub i64 %t, %a
  ret i64 %d
}

declare i64 @llvm.readsteadycounter()
