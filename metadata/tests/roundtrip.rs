//! Property tests: typed → tree → typed is the identity for every shape,
//! annotation strings print and parse back to the canonical value, and no
//! reader panics on arbitrary trees or strings.
//!
//! Values are generated from the `spirv` crate's enumerants and `rspirv`'s
//! grammar, so every decoration, execution mode and loop control the
//! grammar allows in metadata is reachable.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::fmt::Debug;
use std::sync::LazyLock;

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;
use rspirv::grammar::{LogicalOperand, OperandKind, OperandQuantifier};
use spirv::LoopControl;
use spirv_llvm_metadata::{
    AccessQual, AnnotationArg, Attachment, DecorationList, DecorationNode, EntryPoint,
    ExecutionModeMd, FunctionMetadata, GlobalKind, GlobalRef, KernelArgInfo, Literal, LoopHint,
    LoopMetadata, Md, MdNode, MemberDecoration, MemoryModelMd, MetadataError, ModuleMetadata,
    NamedMetadata, NodeShape, OpenClModuleMetadata, OpenClVersion, ParameterDecorations,
    ScalarType, Source, SpirvLoopControl, SpirvModuleMetadata, TypeQualifiers, ValueType,
    VecTypeHint, WorkGroupSize, parse_annotation, print_annotation,
};

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Every enumerant `from_u32` knows up to `max`.
fn enumerants<T>(from_u32: fn(u32) -> Option<T>, max: u32) -> Vec<T> {
    (0..=max).filter_map(from_u32).collect()
}

fn carries_ids(grammar: &[LogicalOperand]) -> bool {
    grammar.iter().any(|op| {
        matches!(
            op.kind,
            OperandKind::IdRef
                | OperandKind::IdScope
                | OperandKind::IdMemorySemantics
                | OperandKind::IdResult
                | OperandKind::IdResultType
                | OperandKind::PairIdRefIdRef
                | OperandKind::PairIdRefLiteralInteger
                | OperandKind::PairLiteralIntegerIdRef
        )
    })
}

static DECORATIONS: LazyLock<Vec<spirv::Decoration>> =
    LazyLock::new(|| enumerants(spirv::Decoration::from_u32, 7000));

static METADATA_DECORATIONS: LazyLock<Vec<spirv::Decoration>> = LazyLock::new(|| {
    DECORATIONS
        .iter()
        .copied()
        .filter(|d| !carries_ids(&rspirv::dr::Operand::Decoration(*d).additional_operands()))
        .collect()
});

static METADATA_MODES: LazyLock<Vec<spirv::ExecutionMode>> = LazyLock::new(|| {
    enumerants(spirv::ExecutionMode::from_u32, 7000)
        .into_iter()
        .filter(|m| !carries_ids(&rspirv::dr::Operand::ExecutionMode(*m).additional_operands()))
        .collect()
});

fn text() -> impl Strategy<Value = String> {
    "\\PC{0,12}"
}

fn symbol() -> impl Strategy<Value = String> {
    "[a-z_][a-z0-9_.]{0,8}"
}

/// A literal of one grammar kind; enumerations get small values, most of
/// which are valid (invalid ones are filtered by the constructors).
fn literal(kind: OperandKind) -> BoxedStrategy<Literal> {
    match kind {
        OperandKind::LiteralString => text().prop_map(Literal::String).boxed(),
        OperandKind::LiteralInteger | OperandKind::LiteralFloat => {
            any::<u32>().prop_map(Literal::Int).boxed()
        }
        _ => (0u32..8).prop_map(Literal::Int).boxed(),
    }
}

/// Literals laid out as `grammar` describes.
fn literals(grammar: &[LogicalOperand]) -> BoxedStrategy<Vec<Literal>> {
    let parts: Vec<BoxedStrategy<Vec<Literal>>> = grammar
        .iter()
        .map(|op| match op.quantifier {
            OperandQuantifier::One => literal(op.kind).prop_map(|l| vec![l]).boxed(),
            OperandQuantifier::ZeroOrOne => vec(literal(op.kind), 0..=1).boxed(),
            OperandQuantifier::ZeroOrMore => vec(literal(op.kind), 0..4).boxed(),
        })
        .collect();
    parts.prop_map(|parts| parts.concat()).boxed()
}

fn decoration_node() -> impl Strategy<Value = DecorationNode> {
    select(METADATA_DECORATIONS.clone())
        .prop_flat_map(|d| {
            (
                Just(d),
                literals(&rspirv::dr::Operand::Decoration(d).additional_operands()),
            )
        })
        .prop_filter_map("enumerant unknown to spirv", |(d, ops)| {
            DecorationNode::new(d, ops).ok()
        })
}

fn decoration_list() -> impl Strategy<Value = DecorationList> {
    vec(decoration_node(), 0..4).prop_map(DecorationList)
}

fn execution_mode() -> impl Strategy<Value = ExecutionModeMd> {
    (symbol(), select(METADATA_MODES.clone()))
        .prop_flat_map(|(function, mode)| {
            let grammar = rspirv::dr::Operand::ExecutionMode(mode).additional_operands();
            (Just(function), Just(mode), literals(&grammar))
        })
        .prop_map(|(function, mode, literals)| ExecutionModeMd {
            function,
            mode,
            target_type: None,
            literals,
        })
        // Small values stand in for enumerants; drop the ones `spirv` does not know.
        .prop_filter("enumerant unknown to spirv", |mode| {
            !matches!(
                ExecutionModeMd::from_tree(&mode.to_tree()),
                Err(MetadataError::UnknownEnumValue { .. })
            )
        })
}

fn spirv_module() -> impl Strategy<Value = SpirvModuleMetadata> {
    let source = (
        select(enumerants(spirv::SourceLanguage::from_u32, 100)),
        any::<u32>(),
        option::of(text()),
    )
        .prop_map(|(language, version, file)| Source {
            language,
            version,
            file,
        });
    let memory_model = (
        select(enumerants(spirv::AddressingModel::from_u32, 6000)),
        select(enumerants(spirv::MemoryModel::from_u32, 100)),
    )
        .prop_map(|(addressing, memory)| MemoryModelMd { addressing, memory });
    let entry_point = (
        select(enumerants(spirv::ExecutionModel::from_u32, 6000)),
        symbol(),
        text(),
        vec(symbol(), 0..3),
    )
        .prop_map(|(model, function, name, interface)| EntryPoint {
            model,
            function,
            name,
            interface,
        });
    let generator = any::<(u16, u16)>()
        .prop_map(|(tool, version)| spirv_llvm_metadata::Generator { tool, version });
    (
        option::of(source),
        vec(text(), 0..3),
        vec(text(), 0..3),
        vec(select(enumerants(spirv::Capability::from_u32, 7000)), 0..4),
        option::of(memory_model),
        vec(entry_point, 0..3),
        vec(execution_mode(), 0..3),
        option::of(generator),
    )
        .prop_map(
            |(
                source,
                source_extensions,
                extensions,
                capabilities,
                memory_model,
                entry_points,
                execution_modes,
                generator,
            )| {
                SpirvModuleMetadata {
                    source,
                    source_extensions,
                    extensions,
                    capabilities,
                    memory_model,
                    entry_points,
                    execution_modes,
                    generator,
                }
            },
        )
}

fn opencl_module() -> impl Strategy<Value = OpenClModuleMetadata> {
    let version = any::<(u32, u32)>().prop_map(|(major, minor)| OpenClVersion { major, minor });
    let lists = || vec(vec(text(), 0..3), 0..3);
    (
        vec(version.clone(), 0..3),
        vec(version, 0..3),
        lists(),
        lists(),
        lists(),
        vec(text(), 0..3),
    )
        .prop_map(
            |(
                ocl_version,
                spir_version,
                used_extensions,
                used_optional_core_features,
                compiler_options,
                ident,
            )| {
                OpenClModuleMetadata {
                    ocl_version,
                    spir_version,
                    used_extensions,
                    used_optional_core_features,
                    compiler_options,
                    ident,
                }
            },
        )
}

fn value_type() -> impl Strategy<Value = ValueType> {
    let scalars = vec![
        ScalarType::Int(8),
        ScalarType::Int(16),
        ScalarType::Int(32),
        ScalarType::Int(64),
        ScalarType::Half,
        ScalarType::Float,
        ScalarType::Double,
    ];
    (select(scalars), option::of(select(vec![2u32, 3, 4, 8, 16])))
        .prop_map(|(scalar, lanes)| ValueType { scalar, lanes })
}

fn work_group_size() -> impl Strategy<Value = WorkGroupSize> {
    vec(any::<u32>(), 1..=3).prop_map(|sizes| WorkGroupSize::from_slice(&sizes).unwrap())
}

fn function_metadata() -> impl Strategy<Value = FunctionMetadata> {
    let access = select(vec![
        AccessQual::None,
        AccessQual::ReadOnly,
        AccessQual::WriteOnly,
        AccessQual::ReadWrite,
    ]);
    let qual = any::<(bool, bool, bool, bool)>().prop_map(|(r, c, v, p)| TypeQualifiers {
        is_restrict: r,
        is_const: c,
        is_volatile: v,
        is_pipe: p,
    });
    (0usize..5).prop_flat_map(move |n| {
        let args = (
            option::of(vec(any::<u32>(), n)),
            option::of(vec(access.clone(), n)),
            option::of(vec(text(), n)),
            option::of(vec(text(), n)),
            option::of(vec(qual.clone(), n)),
            option::of(vec(symbol(), n)),
            option::of(vec(any::<bool>(), n)),
            option::of(vec(-1i32..64, n)),
        )
            .prop_map(
                |(addr_space, access_qual, ty, base_type, type_qual, name, runtime_aligned, buffer_location)| KernelArgInfo {
                    addr_space,
                    access_qual,
                    ty,
                    base_type,
                    type_qual,
                    name,
                    runtime_aligned,
                    buffer_location,
                },
            );
        (
            args,
            option::of(
                (value_type(), any::<bool>()).prop_map(|(ty, signed)| VecTypeHint { ty, signed }),
            ),
            option::of(work_group_size()),
            option::of(work_group_size()),
            option::of(any::<u32>()),
            option::of(vec(decoration_list(), n).prop_map(ParameterDecorations)),
            option::of(decoration_list()),
        )
            .prop_map(
                |(
                    kernel_args,
                    vec_type_hint,
                    reqd,
                    hint,
                    sub_group,
                    parameter_decorations,
                    decorations,
                )| {
                    FunctionMetadata {
                        kernel_args,
                        vec_type_hint,
                        reqd_work_group_size: reqd,
                        work_group_size_hint: hint,
                        intel_reqd_sub_group_size: sub_group,
                        parameter_decorations,
                        decorations,
                    }
                },
            )
    })
}

fn loop_hint() -> impl Strategy<Value = LoopHint> {
    let other = prop_oneof![
        Just(MdNode::new(vec![Md::string("llvm.loop.mustprogress")])),
        any::<u32>()
            .prop_map(|n| MdNode::new(vec![Md::string("llvm.loop.vectorize.width"), Md::i32(n)])),
        any::<bool>()
            .prop_map(|b| MdNode::new(vec![Md::string("llvm.loop.vectorize.enable"), Md::bool(b)])),
        Just(MdNode::new(vec![Md::i32(1)])),
    ];
    let groups = vec(
        (0u32..1000).prop_map(|key| MdNode::distinct(key, vec![])),
        1..3,
    );
    prop_oneof![
        Just(LoopHint::UnrollEnable),
        Just(LoopHint::UnrollFull),
        Just(LoopHint::UnrollDisable),
        any::<u32>().prop_map(LoopHint::UnrollCount),
        Just(LoopHint::IvdepEnable),
        any::<u32>().prop_map(LoopHint::IvdepSafelen),
        any::<u32>().prop_map(LoopHint::InitiationInterval),
        any::<u32>().prop_map(LoopHint::MaxConcurrency),
        any::<u32>().prop_map(LoopHint::PipelineEnable),
        Just(LoopHint::CoalesceEnable),
        any::<u32>().prop_map(LoopHint::CoalesceCount),
        any::<u32>().prop_map(LoopHint::MaxInterleaving),
        any::<u32>().prop_map(LoopHint::SpeculatedIterations),
        Just(LoopHint::FusionDisable),
        any::<i64>().prop_map(LoopHint::LoopCountMin),
        any::<i64>().prop_map(LoopHint::LoopCountMax),
        any::<i64>().prop_map(LoopHint::LoopCountAvg),
        any::<u32>().prop_map(LoopHint::MaxReinvocationDelay),
        (groups, option::of(any::<u32>()))
            .prop_map(|(groups, safelen)| LoopHint::ParallelAccessIndices { groups, safelen }),
        other.prop_map(LoopHint::Other),
    ]
}

fn spirv_loop_control() -> impl Strategy<Value = SpirvLoopControl> {
    let flags: Vec<LoopControl> = LoopControl::all().iter().collect();
    select(flags).prop_flat_map(|flag| {
        let count = rspirv::dr::Operand::LoopControl(flag)
            .additional_operands()
            .len();
        vec(any::<u32>(), count)
            .prop_map(move |params| SpirvLoopControl::new(flag, params).unwrap())
    })
}

fn annotation_arg() -> impl Strategy<Value = AnnotationArg> {
    prop_oneof![
        "[A-Za-z0-9_. -]{1,6}".prop_map(|w| AnnotationArg::word(w).unwrap()),
        "[^\"]{0,6}".prop_map(|q| AnnotationArg::quoted(q).unwrap()),
    ]
}

fn member_decoration() -> impl Strategy<Value = MemberDecoration> {
    (select(DECORATIONS.clone()), vec(annotation_arg(), 0..3))
        .prop_map(|(decoration, args)| MemberDecoration { decoration, args })
}

fn node_round_trip<T: NodeShape + PartialEq + Debug>(value: &T) -> Result<(), TestCaseError> {
    let tree = value.to_tree();
    let back =
        T::from_tree(&tree).map_err(|e| TestCaseError::fail(format!("{e}\ntree: {tree}")))?;
    prop_assert_eq!(&back, value);
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn decoration_nodes_lists_and_parameters(params in vec(decoration_list(), 0..4)) {
        for list in &params {
            node_round_trip(list)?;
            for node in &list.0 {
                node_round_trip(node)?;
            }
        }
        node_round_trip(&ParameterDecorations(params))?;
    }

    #[test]
    fn spirv_module_metadata(module in spirv_module()) {
        for mode in &module.execution_modes {
            node_round_trip(mode)?;
        }
        let named = module.to_named();
        prop_assert_eq!(SpirvModuleMetadata::from_named(&named).unwrap(), module);
    }

    #[test]
    fn module_metadata(spirv in spirv_module(), opencl in opencl_module()) {
        let module = ModuleMetadata { spirv, opencl };
        let named = module.to_named();
        prop_assert_eq!(ModuleMetadata::from_named(&named).unwrap(), module);
    }

    #[test]
    fn function_metadata_round_trips(f in function_metadata()) {
        let attachments = f.to_attachments();
        prop_assert_eq!(FunctionMetadata::from_attachments(&attachments).unwrap(), f.clone());
        if let Some(hint) = f.vec_type_hint {
            node_round_trip(&hint)?;
            let literal = hint.to_spirv_literal().unwrap();
            let decoded = VecTypeHint::from_spirv_literal(literal).unwrap();
            prop_assert_eq!(decoded.ty, hint.ty);
        }
        if let Some(size) = f.reqd_work_group_size {
            node_round_trip(&size)?;
        }
    }

    #[test]
    fn loop_metadata_round_trips(hints in vec(loop_hint(), 0..5), spirv in vec(spirv_loop_control(), 0..3)) {
        let md = LoopMetadata { hints };
        node_round_trip(&md)?;
        for control in &spirv {
            let attachment: Attachment = control.to_attachment();
            prop_assert_eq!(&SpirvLoopControl::from_attachment(&attachment).unwrap(), control);
        }
    }

    #[test]
    fn annotations_print_and_parse_to_canonical(items in vec(member_decoration(), 0..5)) {
        let text = print_annotation(&items);
        let parsed = parse_annotation(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let canonical: Vec<_> = items.iter().map(MemberDecoration::canonical).collect();
        prop_assert_eq!(&parsed, &canonical);
        prop_assert_eq!(print_annotation(&parsed), text);
    }

    #[test]
    fn decoration_nodes_survive_annotation_strings(node in decoration_node()) {
        prop_assume!(node.operands().iter().all(|l| !matches!(l, Literal::String(s) if s.contains('"'))));
        let item = MemberDecoration::from_decoration_node(&node).unwrap();
        let parsed = parse_annotation(&print_annotation(std::slice::from_ref(&item))).unwrap();
        prop_assert_eq!(parsed.len(), 1);
        prop_assert_eq!(parsed[0].to_decoration_node().unwrap(), node);
    }
}

/// Arbitrary trees, biased towards small integers and known shapes.
fn arbitrary_md() -> impl Strategy<Value = Md> {
    let leaf = prop_oneof![
        (1u32..=64, prop_oneof![0u64..8, any::<u64>()])
            .prop_map(|(bits, value)| Md::int(bits, value)),
        Just(Md::i32(6442)),
        Just(Md::i32(41)),
        text().prop_map(Md::String),
        select(vec![
            "none",
            "read_only",
            "restrict const",
            "llvm.loop.unroll.count",
            "llvm.loop.parallel_access_indices"
        ])
        .prop_map(Md::string),
        (any::<bool>(), symbol()).prop_map(|(function, name)| Md::Ref(GlobalRef {
            kind: if function {
                GlobalKind::Function
            } else {
                GlobalKind::Variable
            },
            name,
        })),
        (
            select(vec![
                ScalarType::Int(32),
                ScalarType::Int(1),
                ScalarType::Float
            ]),
            option::of(0u32..20)
        )
            .prop_map(|(scalar, lanes)| Md::Poison(ValueType { scalar, lanes })),
        Just(Md::SelfRef),
        Just(Md::Null),
    ];
    leaf.prop_recursive(3, 24, 5, |inner| {
        (option::of(0u32..4), vec(inner, 0..5))
            .prop_map(|(distinct, operands)| Md::Node(MdNode { distinct, operands }))
    })
}

fn arbitrary_node() -> impl Strategy<Value = MdNode> {
    vec(arbitrary_md(), 0..6).prop_map(MdNode::new)
}

const KINDS: [&str; 14] = [
    "kernel_arg_addr_space",
    "kernel_arg_access_qual",
    "kernel_arg_type",
    "kernel_arg_base_type",
    "kernel_arg_type_qual",
    "kernel_arg_name",
    "vec_type_hint",
    "reqd_work_group_size",
    "work_group_size_hint",
    "intel_reqd_sub_group_size",
    "spirv.ParameterDecorations",
    "spirv.Decorations",
    "spirv.loop.min_iterations",
    "spirv.loop.bogus",
];

const NAMES: [&str; 14] = [
    "spirv.Source",
    "spirv.SourceExtension",
    "spirv.Extension",
    "spirv.Capability",
    "spirv.MemoryModel",
    "spirv.EntryPoint",
    "spirv.ExecutionMode",
    "spirv.Generator",
    "opencl.ocl.version",
    "opencl.spir.version",
    "opencl.used.extensions",
    "opencl.used.optional.core.features",
    "opencl.compiler.options",
    "llvm.ident",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..config() })]

    /// Readers return errors, never panic, on arbitrary input.
    #[test]
    fn readers_never_panic(
        node in arbitrary_node(),
        kind in select(KINDS.to_vec()),
        name in select(NAMES.to_vec()),
        annotation in "[{}:,\"a-z0-9_ ]{0,24}",
    ) {
        let _ = DecorationList::from_tree(&node);
        let _ = DecorationNode::from_tree(&node);
        let _ = ParameterDecorations::from_tree(&node);
        let _ = LoopMetadata::from_tree(&node);
        let _ = VecTypeHint::from_tree(&node);
        let _ = WorkGroupSize::from_tree(&node);
        let _ = ExecutionModeMd::from_tree(&node);
        let _ = EntryPoint::from_tree(&node);
        let _ = Source::from_tree(&node);
        let attachment = Attachment { kind: kind.to_owned(), node: node.clone() };
        let _ = FunctionMetadata::from_attachments(std::slice::from_ref(&attachment));
        let _ = SpirvLoopControl::from_attachment(&attachment);
        let named = NamedMetadata { name: name.to_owned(), operands: vec![node] };
        let _ = ModuleMetadata::from_named(&[named]);
        if let Ok(items) = parse_annotation(&annotation) {
            for item in &items {
                let _ = item.to_decoration_node();
            }
        }
    }
}
