; Parameter attributes → FuncParamAttr: zeroext → Zext, signext → Sext, byval → ByVal,
; sret → Sret, noalias → NoAlias, captures(none) → NoCapture, readonly → NoWrite, readnone →
; NoReadWrite; attributes without a SPIR-V counterpart (noundef, align, writeonly) are dropped.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.big = type { [4 x i32], float }

define spir_func void @params(ptr noalias sret(%struct.big) align 4 %result, ptr byval(%struct.big) align 4 %arg, i8 zeroext %u, i16 signext %s, ptr addrspace(1) noalias readonly captures(none) %in, ptr addrspace(1) writeonly noundef %out, ptr addrspace(1) readnone %unused) {
entry:
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %result, ptr align 4 %arg, i64 20, i1 false)
  %v = load i32, ptr addrspace(1) %in, align 4
  %u32 = zext i8 %u to i32
  %s32 = sext i16 %s to i32
  %a = add i32 %v, %u32
  %b = add i32 %a, %s32
  store i32 %b, ptr addrspace(1) %out, align 4
  ret void
}

define spir_func signext i8 @ret_signext(i8 %x) {
entry:
  ret i8 %x
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg)
