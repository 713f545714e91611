; Hand-written module carrying every !spirv.* shape of "SPIR-V representation
; in LLVM IR", plus OpenCL module metadata, loop metadata and member
; annotations. The contract leaves the spirv.EntryPoint operands open; they
; are written here as this crate defines them (execution model, function,
; name, interface variables). Read by tests/handwritten.rs, checked with
; llvm-as.

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, i32 }

@v = addrspace(1) global i32 0, !spirv.Decorations !20
@buf = addrspace(3) global [16 x float] poison
@ann.1 = private unnamed_addr constant [98 x i8] c"{register:1}{numbanks:4}{bankwidth:8}{pump:2}{merge:foo:depth}{bank_bits:1,2,3}{private_copies:2}\00", section "llvm.metadata"
@ann.2 = private unnamed_addr constant [34 x i8] c"{5825}{5835:1,2,3}{memory:\22MLAB\22}\00", section "llvm.metadata"
@ann.3 = private unnamed_addr constant [63 x i8] c"{simple_dual_port}{max_replicates:3}{force_pow2_depth:1}{5830}\00", section "llvm.metadata"
@ann.file = private unnamed_addr constant [5 x i8] c"k.cl\00", section "llvm.metadata"

define spir_kernel void @worker(ptr addrspace(1) %a, float %b) !spirv.ParameterDecorations !30 !spirv.Decorations !34 {
entry:
  %idx = getelementptr inbounds i32, ptr addrspace(1) %a, i64 1, !spirv.Decorations !23
  %s = alloca %struct.S, align 4
  %m0 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %p0 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m0, ptr @ann.1, ptr @ann.file, i32 3, ptr null)
  %m1 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %p1 = call ptr @llvm.ptr.annotation.p0.p0(ptr %m1, ptr @ann.2, ptr @ann.file, i32 4, ptr null)
  %p2 = call ptr @llvm.ptr.annotation.p0.p0(ptr %p1, ptr @ann.3, ptr @ann.file, i32 5, ptr null)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %c = icmp slt i32 %next, 16
  br i1 %c, label %loop, label %exit, !llvm.loop !40, !spirv.loop.min_iterations !46, !spirv.loop.peel_count !47

exit:
  ret void
}

declare ptr @llvm.ptr.annotation.p0.p0(ptr, ptr, ptr, i32, ptr)

!spirv.Source = !{!0}
!spirv.SourceExtension = !{!2, !3}
!spirv.Extension = !{!4}
!spirv.Capability = !{!5, !6, !7}
!spirv.MemoryModel = !{!8}
!spirv.EntryPoint = !{!9}
!spirv.ExecutionMode = !{!10, !11, !12}
!spirv.Generator = !{!13}
!opencl.ocl.version = !{!14}
!opencl.spir.version = !{!14}
!opencl.used.extensions = !{!15}
!opencl.used.optional.core.features = !{!16}
!opencl.compiler.options = !{!17}
!llvm.ident = !{!18}

!0 = !{i32 3, i32 102000, !1}
!1 = !{!"/tmp/opencl/program.cl"}
!2 = !{!"cl_khr_fp16"}
!3 = !{!"cl_khr_gl_sharing"}
!4 = !{!"SPV_KHR_expect_assume"}
!5 = !{i32 4}
!6 = !{i32 6}
!7 = !{i32 10}
!8 = !{i32 2, i32 2}
!9 = !{i32 6, ptr @worker, !"worker", ptr addrspace(1) @v, ptr addrspace(3) @buf}
!10 = !{ptr @worker, i32 17, i32 8, i32 4, i32 1}
!11 = !{!9, i32 18, i32 16, i32 1, i32 1}
!12 = !{ptr @worker, i32 30, i32 262149}
!13 = !{i16 6, i16 123}
!14 = !{i32 1, i32 2}
!15 = !{!"cl_khr_fp16", !"cl_khr_int64_base_atomics"}
!16 = !{!"cl_doubles"}
!17 = !{!"-cl-mad-enable", !"-cl-fast-relaxed-math"}
!18 = !{!"hand-written"}
!20 = !{!21, !22}
!21 = !{i32 22}
!22 = !{i32 41, !"v", i32 0}
!23 = !{!24}
!24 = !{i32 6442, i32 1, i32 2}
!30 = !{!31, !32}
!31 = !{}
!32 = !{!33}
!33 = !{i32 19}
!34 = !{!35}
!35 = !{i32 5602}
!40 = distinct !{!40, !41, !42, !43, !45}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.ii.count", i32 2}
!43 = !{!"llvm.loop.parallel_access_indices", !44, i32 4}
!44 = distinct !{}
!45 = !{!"llvm.loop.intel.loopcount_max", i64 4294967396}
!46 = !{i32 16}
!47 = !{i32 3}
