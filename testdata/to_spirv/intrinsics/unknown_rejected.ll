; Without --spirv-allow-unknown-intrinsics (or with prefixes that do not match), an intrinsic without translation is an error naming it and the flag.
; OPTIONS: --spirv-allow-unknown-intrinsics=llvm.genx.
; ERROR: unsupported: intrinsic @llvm.readsteadycounter (--spirv-allow-unknown-intrinsics makes it a call of an imported function)
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i64 @ticks() {
entry:
  %t = call i64 @llvm.readsteadycounter()
  ret i64 %t
}

declare i64 @llvm.readsteadycounter()
