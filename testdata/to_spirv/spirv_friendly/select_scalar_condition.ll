; __spirv_Select of vectors on a scalar condition: SPIR-V 1.4 allows it (the version is raised; below it, an error naming the construct).
target triple = "spir64-unknown-unknown"
define spir_func <4 x i32> @f(i1 %c, <4 x i32> %a, <4 x i32> %b) {
  %r = call spir_func <4 x i32> @_Z14__spirv_SelectbDv4_iS_(i1 %c, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}
declare spir_func <4 x i32> @_Z14__spirv_SelectbDv4_iS_(i1, <4 x i32>, <4 x i32>)
