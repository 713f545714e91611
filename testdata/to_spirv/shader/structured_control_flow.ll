; Structured control flow from the merges spirv2llvm keeps: !spirv.LoopMerge (merge, continue, control) and !spirv.SelectionMerge on branches and a switch give OpLoopMerge / OpSelectionMerge before them; a merge block nothing branches to is still emitted
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G10"
target triple = "spirv-unknown-vulkan-compute"

%Data = type { [0 x i32] }
@d = external addrspace(11) global %Data, !spirv.Decorations !0

define spir_func void @main() #0 {
entry:
  %i = call spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  br label %header

header:
  %k = phi i32 [ 0, %entry ], [ %k.next, %continue ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %continue ]
  br label %check, !spirv.LoopMerge !3

check:
  %more = icmp slt i32 %k, 8
  br i1 %more, label %body, label %exit

body:
  %sel = and i32 %k, 3
  switch i32 %sel, label %other [
    i32 0, label %zero
    i32 1, label %one
  ], !spirv.SelectionMerge !4

zero:
  br label %joined

one:
  br label %joined

other:
  br label %joined

joined:
  %add = phi i32 [ 1, %zero ], [ 10, %one ], [ 100, %other ]
  %acc.next = add i32 %acc, %add
  br label %continue

continue:
  %k.next = add i32 %k, 1
  br label %header

exit:
  %odd = and i32 %i, 1
  %is.odd = icmp ne i32 %odd, 0
  br i1 %is.odd, label %store, label %done, !spirv.SelectionMerge !5

store:
  %p = getelementptr %Data, ptr addrspace(11) @d, i32 0, i32 0, i32 %i
  store i32 %acc, ptr addrspace(11) %p, align 4
  br label %done

done:
  ret void

never:
  unreachable
}

declare spir_func i32 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)

attributes #0 = { nounwind "hlsl.numthreads"="32,1,1" "hlsl.shader"="compute" }

!0 = !{!1, !2}
!1 = !{i32 34, i32 0}
!2 = !{i32 33, i32 0}
!3 = !{ptr blockaddress(@main, %exit), ptr blockaddress(@main, %continue), i32 0}
!4 = !{ptr blockaddress(@main, %joined), i32 0}
!5 = !{ptr blockaddress(@main, %done), i32 0}
