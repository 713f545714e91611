// __attribute__((annotate)) on a function (@llvm.global.annotations) and on a local variable (llvm.var.annotation) → UserSemantic; the llvm.metadata section is not translated.
// CLANG: -cl-std=CL2.0 -O0
__attribute__((annotate("hot"))) void helper(global int *p) { *p = 1; }
kernel void annotated(global int *p) {
    __attribute__((annotate("local_var"))) int x = 3;
    helper(p);
    p[1] = x;
}
