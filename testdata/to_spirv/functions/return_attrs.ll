; zeroext/signext on a result → FuncParamAttr Zext/Sext on the function, for definitions and imported declarations (whose parameter attributes are decorated too).
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func zeroext i8 @widen(i8 zeroext %x) {
entry:
  %r = call signext i16 @imported(i16 signext 7)
  %t = trunc i16 %r to i8
  %s = add i8 %x, %t
  ret i8 %s
}

declare spir_func signext i16 @imported(i16 signext)
