//! Parse tests on hand-written `.ll` files carrying `!spirv.*` metadata as
//! "SPIR-V representation in LLVM IR" lays it out. Each file is first
//! checked with llvm-as, so the inputs are real LLVM IR.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;

use spirv::{Decoration, LoopControl};
use spirv_llvm_metadata::{
    AnnotationArg, DecorationList, DecorationNode, EntryPoint, ExecutionModeMd, FunctionMetadata,
    Generator, Literal, LoopHint, LoopMetadata, Md, MdNode, MemoryModelMd, ModuleMetadata,
    NodeShape, OpenClVersion, Source, SpirvLoopControl, names, parse_annotation, print_annotation,
};
use support::{LlModule, assert_valid_ir, parse_ll, read_data};

fn load(file: &str) -> LlModule {
    let text = read_data(file);
    assert_valid_ir(&text, file);
    parse_ll(&text)
}

fn decorations(attachments: &[spirv_llvm_metadata::Attachment]) -> Vec<DecorationList> {
    attachments
        .iter()
        .filter(|a| a.kind == names::SPIRV_DECORATIONS)
        .map(|a| DecorationList::from_tree(&a.node).unwrap())
        .collect()
}

fn node(decoration: Decoration, operands: Vec<Literal>) -> DecorationNode {
    DecorationNode::new(decoration, operands).unwrap()
}

fn s(text: &str) -> Literal {
    Literal::String(text.to_owned())
}

#[test]
fn module_level_spirv_and_opencl_metadata() {
    let module = load("spirv_module.ll");
    let typed = ModuleMetadata::from_named(&module.named).unwrap();
    // Written back, an execution mode naming its entry point by node names the function instead.
    let mut expected = module.named.clone();
    let modes = expected
        .iter_mut()
        .find(|n| n.name == names::SPIRV_EXECUTION_MODE)
        .unwrap();
    assert!(matches!(modes.operands[1].operands[0], Md::Node(_)));
    modes.operands[1].operands[0] = Md::function("worker");
    assert_eq!(typed.to_named(), expected);

    let spirv = &typed.spirv;
    assert_eq!(
        spirv.source,
        Some(Source {
            language: spirv::SourceLanguage::OpenCL_C,
            version: 102000,
            file: Some("/tmp/opencl/program.cl".into()),
        })
    );
    assert_eq!(
        spirv.source_extensions,
        ["cl_khr_fp16", "cl_khr_gl_sharing"]
    );
    assert_eq!(spirv.extensions, ["SPV_KHR_expect_assume"]);
    assert_eq!(
        spirv.capabilities,
        [
            spirv::Capability::Addresses,
            spirv::Capability::Kernel,
            spirv::Capability::Float64
        ]
    );
    assert_eq!(
        spirv.memory_model,
        Some(MemoryModelMd {
            addressing: spirv::AddressingModel::Physical64,
            memory: spirv::MemoryModel::OpenCL,
        })
    );
    assert_eq!(
        spirv.entry_points,
        [EntryPoint {
            model: spirv::ExecutionModel::Kernel,
            function: "worker".into(),
            name: "worker".into(),
            interface: vec!["v".into(), "buf".into()],
        }]
    );
    let modes: Vec<_> = spirv
        .execution_modes
        .iter()
        .map(|m| (m.mode, m.literals.clone()))
        .collect();
    assert_eq!(
        modes,
        [
            (
                spirv::ExecutionMode::LocalSize,
                vec![Literal::Int(8), Literal::Int(4), Literal::Int(1)]
            ),
            (
                spirv::ExecutionMode::LocalSizeHint,
                vec![Literal::Int(16), Literal::Int(1), Literal::Int(1)]
            ),
            (
                spirv::ExecutionMode::VecTypeHint,
                vec![Literal::Int(262149)]
            ),
        ]
    );
    // The contract's form with the entry-point node as first operand names the same function.
    assert!(
        spirv
            .execution_modes
            .iter()
            .all(|m: &ExecutionModeMd| m.function == "worker")
    );
    assert_eq!(
        spirv.generator,
        Some(Generator {
            tool: 6,
            version: 123
        })
    );

    let opencl = &typed.opencl;
    assert_eq!(
        opencl.ocl_version(),
        Some(OpenClVersion { major: 1, minor: 2 })
    );
    assert_eq!(
        opencl.ocl_version().map(OpenClVersion::to_source_version),
        Some(102000)
    );
    assert_eq!(opencl.spir_version, [OpenClVersion { major: 1, minor: 2 }]);
    assert_eq!(
        opencl.used_extensions,
        [vec!["cl_khr_fp16", "cl_khr_int64_base_atomics"]]
    );
    assert_eq!(opencl.used_optional_core_features, [vec!["cl_doubles"]]);
    assert_eq!(
        opencl.compiler_options,
        [vec!["-cl-mad-enable", "-cl-fast-relaxed-math"]]
    );
    assert_eq!(opencl.ident, ["hand-written"]);
}

#[test]
fn decorations_on_globals_instructions_functions_and_parameters() {
    let module = load("spirv_module.ll");
    assert_eq!(
        decorations(module.global("v")),
        [DecorationList(vec![
            node(Decoration::Constant, vec![]),
            node(Decoration::LinkageAttributes, vec![s("v"), Literal::Int(0)]),
        ])]
    );

    let worker = module.function("worker");
    assert_eq!(
        decorations(&worker.instruction_attachments),
        [DecorationList(vec![node(
            Decoration::CacheControlLoadINTEL,
            vec![Literal::Int(1), Literal::Int(2)]
        )])]
    );

    let f = FunctionMetadata::from_attachments(&worker.attachments).unwrap();
    assert_eq!(f.to_attachments(), worker.attachments);
    let params = f.parameter_decorations.unwrap();
    assert_eq!(params.0.len(), 2);
    assert!(params.0[0].0.is_empty());
    assert_eq!(params.0[1].0, [node(Decoration::Restrict, vec![])]);
    assert_eq!(
        f.decorations,
        Some(DecorationList(vec![node(
            Decoration::ReferencedIndirectlyINTEL,
            vec![]
        )]))
    );
}

#[test]
fn every_decoration_operand_shape() {
    let module = load("spirv_decorations.ll");
    assert_eq!(
        decorations(module.global("gid")),
        [DecorationList(vec![
            node(
                Decoration::BuiltIn,
                vec![Literal::Int(spirv::BuiltIn::GlobalInvocationId as u32)]
            ),
            node(Decoration::Alignment, vec![Literal::Int(32)]),
        ])]
    );
    assert_eq!(
        decorations(module.global("lib")),
        [DecorationList(vec![
            node(
                Decoration::LinkageAttributes,
                vec![s("lib"), Literal::Int(spirv::LinkageType::Import as u32)]
            ),
            node(
                Decoration::UserSemantic,
                vec![s("user semantic, with comma")]
            ),
        ])]
    );
    assert_eq!(
        decorations(module.global("host")),
        [DecorationList(vec![node(
            Decoration::HostAccessINTEL,
            vec![
                Literal::Int(spirv::HostAccessQualifier::ReadWriteINTEL as u32),
                s("host_name")
            ]
        )])]
    );
    assert_eq!(
        decorations(module.global("mem")),
        [DecorationList(vec![
            node(Decoration::MergeINTEL, vec![s("bank"), s("depth")]),
            node(
                Decoration::BankBitsINTEL,
                vec![Literal::Int(1), Literal::Int(2), Literal::Int(3)]
            ),
            node(Decoration::BankBitsINTEL, vec![]),
        ])]
    );

    let f = module.function("f");
    let typed = FunctionMetadata::from_attachments(&f.attachments).unwrap();
    assert_eq!(typed.to_attachments(), f.attachments);
    let params = typed.parameter_decorations.unwrap();
    let no_write = spirv::FunctionParameterAttribute::NoWrite as u32;
    let zext = spirv::FunctionParameterAttribute::Zext as u32;
    assert_eq!(
        params.0,
        [
            DecorationList(vec![
                node(Decoration::FuncParamAttr, vec![Literal::Int(no_write)]),
                node(Decoration::Alignment, vec![Literal::Int(16)]),
            ]),
            DecorationList(vec![node(
                Decoration::FuncParamAttr,
                vec![Literal::Int(zext)]
            )]),
            DecorationList(vec![]),
        ]
    );
    let fast = spirv::FPFastMathMode::NOT_NAN | spirv::FPFastMathMode::NOT_INF;
    assert_eq!(
        decorations(&f.instruction_attachments),
        [
            DecorationList(vec![
                node(
                    Decoration::FPRoundingMode,
                    vec![Literal::Int(spirv::FPRoundingMode::RTP as u32)]
                ),
                node(Decoration::FPFastMathMode, vec![Literal::Int(fast.bits())]),
            ]),
            DecorationList(vec![node(
                Decoration::CacheControlStoreINTEL,
                vec![
                    Literal::Int(0),
                    Literal::Int(spirv::StoreCacheControl::WriteThroughINTEL as u32)
                ]
            )]),
        ]
    );
    for (_, attachments) in &module.globals {
        for list in decorations(attachments) {
            let tree: MdNode = list.to_tree();
            assert_eq!(DecorationList::from_tree(&tree).unwrap(), list);
        }
    }
}

#[test]
fn loop_metadata_on_the_latch_branch() {
    let module = load("spirv_module.ll");
    let attachments = &module.function("worker").instruction_attachments;
    let llvm_loop = attachments
        .iter()
        .find(|a| a.kind == names::LLVM_LOOP)
        .unwrap();
    let typed = LoopMetadata::from_tree(&llvm_loop.node).unwrap();
    let LoopHint::ParallelAccessIndices { groups, safelen } = &typed.hints[2] else {
        panic!("expected parallel_access_indices, got {:?}", typed.hints[2]);
    };
    assert_eq!(groups, &[MdNode::distinct(44, vec![])]);
    assert_eq!(*safelen, Some(4));
    assert!(matches!(&typed.hints[0], LoopHint::Other(node) if node.operands.len() == 1));
    assert_eq!(typed.hints[1], LoopHint::InitiationInterval(2));
    assert_eq!(typed.hints[3], LoopHint::LoopCountMax(4_294_967_396));
    assert_eq!(
        typed.loop_control(),
        LoopControl::INITIATION_INTERVAL_ALTERA
            | LoopControl::DEPENDENCY_ARRAY_ALTERA
            | LoopControl::LOOP_COUNT_ALTERA
    );
    // Written back, the node differs only in being uniqued with a self reference.
    let mut expected = llvm_loop.node.clone();
    expected.distinct = None;
    assert_eq!(typed.to_tree(), expected);

    let controls: Vec<_> = attachments
        .iter()
        .filter(|a| a.kind.starts_with(names::SPIRV_LOOP_PREFIX))
        .map(|a| {
            let typed = SpirvLoopControl::from_attachment(a).unwrap();
            assert_eq!(&typed.to_attachment(), a);
            (typed.control(), typed.parameters().to_vec())
        })
        .collect();
    assert_eq!(
        controls,
        [
            (LoopControl::MIN_ITERATIONS, vec![16]),
            (LoopControl::PEEL_COUNT, vec![3])
        ]
    );
}

#[test]
fn member_annotation_strings_from_ptr_annotation_calls() {
    let module = load("spirv_module.ll");
    let text = |name: &str| module.strings.get(name).unwrap().as_str();

    let first = parse_annotation(text("ann.1")).unwrap();
    let decorations: Vec<_> = first.iter().map(|d| d.decoration).collect();
    assert_eq!(
        decorations,
        [
            Decoration::RegisterINTEL,
            Decoration::NumbanksINTEL,
            Decoration::BankwidthINTEL,
            Decoration::DoublepumpINTEL,
            Decoration::MergeINTEL,
            Decoration::BankBitsINTEL,
            Decoration::MaxPrivateCopiesINTEL,
        ]
    );
    assert_eq!(
        first[4].args,
        [
            AnnotationArg::word("foo").unwrap(),
            AnnotationArg::word("depth").unwrap()
        ]
    );
    assert_eq!(print_annotation(&first), text("ann.1"));
    let merge = first[4].to_decoration_node().unwrap();
    assert_eq!(merge.operands(), [s("foo"), s("depth")]);

    // Numeric ids are printed back with their reserved names.
    let second = parse_annotation(text("ann.2")).unwrap();
    assert_eq!(second[0].decoration, Decoration::RegisterINTEL);
    assert_eq!(second[1].decoration, Decoration::BankBitsINTEL);
    assert_eq!(second[2].args, [AnnotationArg::quoted("MLAB").unwrap()]);
    assert_eq!(
        print_annotation(&second),
        "{register:1}{bank_bits:1,2,3}{memory:\"MLAB\"}"
    );
    assert_eq!(
        second[2].to_decoration_node().unwrap().operands(),
        [s("MLAB")]
    );

    let third = parse_annotation(text("ann.3")).unwrap();
    assert_eq!(
        print_annotation(&third),
        "{simple_dual_port:1}{max_replicates:3}{force_pow2_depth:1}{pump:1}"
    );
    assert_eq!(third[3].decoration, Decoration::SinglepumpINTEL);
}
