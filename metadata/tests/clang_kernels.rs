//! Parse tests on the metadata clang 22 actually emits for OpenCL kernels
//! (`tests/data/*.cl`, compiled at test time for CL1.2, CL2.0 and CL3.0).
//!
//! Every module's named metadata and every function's attachments go
//! through the typed values and back to the same tree; the interesting
//! values are asserted one by one.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use spirv::LoopControl;
use spirv_llvm_metadata::{
    AccessQual, Attachment, FunctionMetadata, LoopHint, LoopMetadata, ModuleMetadata, NodeShape,
    OpenClVersion, ScalarType, TypeQualifiers, ValueType, VecTypeHint, WorkGroupSize, names,
};
use support::{LlModule, compile_cl, parse_ll};

/// Compiles with `-cl-kernel-arg-info` so that `kernel_arg_name` is present.
fn compile(file: &str, std: &str) -> LlModule {
    let text = compile_cl(file, std, &["-cl-kernel-arg-info"]);
    let module = parse_ll(&text);
    assert!(!module.named.is_empty(), "{file}: no named metadata parsed");
    check_round_trips(&module);
    module
}

/// Typed → tree gives back exactly the known parts of what clang wrote.
fn check_round_trips(module: &LlModule) {
    let typed = ModuleMetadata::from_named(&module.named).unwrap();
    let known: Vec<_> = module
        .named
        .iter()
        .filter(|n| n.name != "llvm.module.flags")
        .cloned()
        .collect();
    assert_eq!(typed.to_named(), known);
    for function in &module.functions {
        let typed = FunctionMetadata::from_attachments(&function.attachments)
            .unwrap_or_else(|e| panic!("@{}: {e}", function.name));
        assert_eq!(
            typed.to_attachments(),
            function.attachments,
            "@{}",
            function.name
        );
    }
}

fn kernel(module: &LlModule, name: &str) -> FunctionMetadata {
    let f = FunctionMetadata::from_attachments(&module.function(name).attachments).unwrap();
    // clang 22 also emits a `__clang_ocl_kern_imp_` body carrying the same metadata.
    let stub = format!("__clang_ocl_kern_imp_{name}");
    let imp = FunctionMetadata::from_attachments(&module.function(&stub).attachments).unwrap();
    assert_eq!(f, imp);
    f
}

fn strings(list: &[&str]) -> Option<Vec<String>> {
    Some(list.iter().map(|s| (*s).to_owned()).collect())
}

fn quals(list: &[&str]) -> Option<Vec<TypeQualifiers>> {
    Some(
        list.iter()
            .map(|s| TypeQualifiers::parse(s).unwrap())
            .collect(),
    )
}

fn loops(module: &LlModule, function: &str) -> Vec<LoopMetadata> {
    module
        .function(function)
        .instruction_attachments
        .iter()
        .filter(|a| a.kind == names::LLVM_LOOP)
        .map(|a: &Attachment| LoopMetadata::from_tree(&a.node).unwrap())
        .collect()
}

fn assert_module(module: &LlModule, version: OpenClVersion) {
    let typed = ModuleMetadata::from_named(&module.named).unwrap();
    assert_eq!(typed.opencl.ocl_version, vec![version]);
    assert_eq!(typed.opencl.spir_version, vec![version]);
    assert_eq!(typed.opencl.ident.len(), 1);
    assert!(
        typed.opencl.ident[0].contains("clang version 22"),
        "{:?}",
        typed.opencl.ident
    );
    assert_eq!(typed.spirv, Default::default());
}

#[test]
fn cl12_kernel_arguments_and_work_group_attributes() {
    let module = compile("cl12_kernels.cl", "CL1.2");
    assert_module(&module, OpenClVersion { major: 1, minor: 2 });

    let scale = kernel(&module, "scale");
    let args = &scale.kernel_args;
    assert_eq!(args.arg_count(), Some(5));
    assert_eq!(args.addr_space, Some(vec![1, 1, 3, 2, 0]));
    assert_eq!(args.access_qual, Some(vec![AccessQual::None; 5]));
    assert_eq!(
        args.ty,
        strings(&["float*", "float*", "int*", "pair_t*", "float"])
    );
    assert_eq!(args.base_type, args.ty);
    assert_eq!(
        args.type_qual,
        quals(&["restrict", "const", "volatile", "const", ""])
    );
    assert_eq!(
        args.name,
        strings(&["out", "in", "scratch", "params", "factor"])
    );
    let hint = scale.vec_type_hint.unwrap();
    assert_eq!(
        hint,
        VecTypeHint {
            ty: ValueType::vector(ScalarType::Float, 4),
            signed: false
        }
    );
    assert_eq!(hint.to_spirv_literal(), Some(0x0004_0005));
    assert_eq!(
        scale.reqd_work_group_size,
        Some(WorkGroupSize::new(8, 4, 1))
    );
    assert_eq!(scale.work_group_size_hint, None);

    let sample = kernel(&module, "sample");
    let args = &sample.kernel_args;
    assert_eq!(args.addr_space, Some(vec![1, 1, 0, 1]));
    assert_eq!(
        args.access_qual,
        Some(vec![
            AccessQual::ReadOnly,
            AccessQual::WriteOnly,
            AccessQual::None,
            AccessQual::None
        ])
    );
    assert_eq!(
        args.ty,
        strings(&["image2d_t", "image2d_t", "sampler_t", "uint*"])
    );
    let lut = args.type_qual.as_ref().unwrap()[3];
    assert!(lut.is_restrict && lut.is_const && lut.is_volatile && !lut.is_pipe);
    assert_eq!(lut.to_string(), "restrict const volatile");
    let hint = sample.vec_type_hint.unwrap();
    assert_eq!(
        hint,
        VecTypeHint {
            ty: ValueType::scalar(ScalarType::Int(32)),
            signed: true
        }
    );
    assert_eq!(hint.to_spirv_literal(), Some(2));
    assert_eq!(
        sample.work_group_size_hint.map(|s| s.xyz()),
        Some([64, 1, 1])
    );
    assert_eq!(sample.reqd_work_group_size, None);
}

#[test]
fn cl20_pipes_read_write_images_sub_groups_and_loops() {
    let module = compile("cl20_kernels.cl", "CL2.0");
    assert_module(&module, OpenClVersion { major: 2, minor: 0 });

    let produce = kernel(&module, "produce");
    assert_eq!(
        produce.kernel_args.access_qual,
        Some(vec![AccessQual::WriteOnly, AccessQual::None])
    );
    assert_eq!(produce.kernel_args.ty, strings(&["int", "int*"]));
    assert_eq!(produce.kernel_args.type_qual, quals(&["pipe", "const"]));
    assert_eq!(
        produce.vec_type_hint,
        Some(VecTypeHint {
            ty: ValueType::vector(ScalarType::Int(32), 2),
            signed: false
        })
    );
    assert_eq!(
        produce.reqd_work_group_size,
        Some(WorkGroupSize::new(16, 1, 1))
    );

    let consume = kernel(&module, "consume");
    let args = &consume.kernel_args;
    assert_eq!(args.addr_space, Some(vec![1, 1, 1, 0]));
    assert_eq!(
        args.access_qual,
        Some(vec![
            AccessQual::ReadOnly,
            AccessQual::None,
            AccessQual::ReadWrite,
            AccessQual::None
        ])
    );
    assert_eq!(args.ty, strings(&["float4", "float4*", "image3d_t", "int"]));
    assert_eq!(
        args.base_type,
        strings(&[
            "float __attribute__((ext_vector_type(4)))",
            "float __attribute__((ext_vector_type(4)))*",
            "image3d_t",
            "int",
        ])
    );
    assert_eq!(args.type_qual, quals(&["pipe", "", "", ""]));
    assert_eq!(consume.intel_reqd_sub_group_size, Some(16));
    assert_eq!(consume.vec_type_hint, None);

    // The loops live in the kernel body, which clang 22 emits as a separate function.
    let loops = loops(&module, "__clang_ocl_kern_imp_consume");
    let hints: Vec<_> = loops.iter().map(|l| l.hints.clone()).collect();
    assert_eq!(
        hints,
        vec![
            vec![LoopHint::UnrollCount(4)],
            vec![LoopHint::UnrollEnable],
            vec![LoopHint::UnrollDisable]
        ]
    );
    let controls: Vec<_> = loops.iter().map(LoopMetadata::loop_control).collect();
    assert_eq!(
        controls,
        vec![
            LoopControl::PARTIAL_COUNT,
            LoopControl::UNROLL,
            LoopControl::DONT_UNROLL
        ]
    );
}

#[test]
fn cl30_optional_feature_types() {
    let module = compile("cl30_kernels.cl", "CL3.0");
    assert_module(&module, OpenClVersion { major: 3, minor: 0 });

    let mix3 = kernel(&module, "mix3");
    let args = &mix3.kernel_args;
    assert_eq!(args.addr_space, Some(vec![1, 1, 1, 0, 3]));
    assert_eq!(args.access_qual.as_ref().unwrap()[2], AccessQual::ReadOnly);
    assert_eq!(
        args.ty,
        strings(&["double*", "half*", "image1d_buffer_t", "uchar16", "short8*"])
    );
    assert_eq!(
        args.base_type.as_ref().unwrap()[3],
        "uchar __attribute__((ext_vector_type(16)))"
    );
    assert_eq!(args.type_qual, quals(&["restrict", "const", "", "", ""]));
    assert_eq!(args.name, strings(&["a", "b", "tex", "key", "tile"]));
    let hint = mix3.vec_type_hint.unwrap();
    assert_eq!(hint.ty, ValueType::vector(ScalarType::Double, 2));
    assert_eq!(hint.to_spirv_literal(), Some(0x0002_0006));
    assert_eq!(
        mix3.reqd_work_group_size,
        Some(WorkGroupSize::new(32, 2, 2))
    );

    let plain = kernel(&module, "plain");
    assert_eq!(plain.kernel_args.ty, strings(&["ulong*", "long"]));
    assert_eq!(plain.kernel_args.type_qual, quals(&["", ""]));
    let hint = plain.vec_type_hint.unwrap();
    assert_eq!(
        hint,
        VecTypeHint {
            ty: ValueType::vector(ScalarType::Int(16), 8),
            signed: false
        }
    );
    assert_eq!(hint.to_spirv_literal(), Some(0x0008_0001));
}

#[test]
fn without_kernel_arg_info_there_are_no_names() {
    let text = compile_cl("cl12_kernels.cl", "CL1.2", &[]);
    let module = parse_ll(&text);
    check_round_trips(&module);
    let scale = kernel(&module, "scale");
    assert_eq!(scale.kernel_args.name, None);
    assert_eq!(scale.kernel_args.arg_count(), Some(5));
}
