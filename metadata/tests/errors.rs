//! One negative test per error kind: malformed metadata gives the expected
//! variant, and its message names the node and what was expected.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use spirv_llvm_metadata::{
    Attachment, DecorationList, DecorationNode, ExecutionModeMd, FunctionMetadata, Generator,
    Literal, LoopMetadata, Md, MdNode, MemberDecoration, MemoryModelMd, MetadataError,
    ModuleMetadata, NamedMetadata, NodeShape, ScalarType, SpirvLoopControl, ValueType, VecTypeHint,
    parse_annotation,
};

fn node(operands: Vec<Md>) -> MdNode {
    MdNode::new(operands)
}

fn attachment(kind: &str, operands: Vec<Md>) -> Attachment {
    Attachment {
        kind: kind.to_owned(),
        node: node(operands),
    }
}

#[test]
fn operand_count() {
    let err = MemoryModelMd::from_tree(&node(vec![Md::i32(2)])).unwrap_err();
    assert!(
        matches!(err, MetadataError::OperandCount { found: 1, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "!spirv.MemoryModel: expected 2 operands (addressing model, memory model), found 1"
    );

    // Too many literals for a decoration, counted from the grammar.
    let tree = node(vec![Md::node(vec![Md::i32(44), Md::i32(4), Md::i32(8)])]);
    let err = DecorationList::from_tree(&tree).unwrap_err();
    assert!(
        matches!(err, MetadataError::OperandCount { found: 3, .. }),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "!spirv.Decorations, operand 0: expected 2 operand(s) for decoration Alignment \
         (LiteralInteger), found 3"
    );

    // Literals after a decoration that takes none (the reference writes them as they come)
    // are read past; `DecorationNode::new` still refuses them.
    let tree = node(vec![Md::node(vec![Md::i32(0), Md::i32(2)])]);
    let list = DecorationList::from_tree(&tree).expect("read past");
    assert_eq!(list.0[0].decoration(), spirv::Decoration::RelaxedPrecision);
    assert!(list.0[0].operands().is_empty());
    assert!(DecorationNode::new(spirv::Decoration::RelaxedPrecision, vec![Literal::Int(2)]).is_err());

    // A property without its value.
    let tree = node(vec![
        Md::SelfRef,
        Md::node(vec![Md::string("llvm.loop.unroll.count")]),
    ]);
    let err = LoopMetadata::from_tree(&tree).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("!llvm.loop, operand 1: expected 2 operand(s)"),
        "{err}"
    );

    // Named metadata that may hold one node holds two.
    let generator = node(vec![Md::i16(6), Md::i16(1)]);
    let named = NamedMetadata {
        name: "spirv.Generator".into(),
        operands: vec![generator.clone(), generator],
    };
    let err = ModuleMetadata::from_named(&[named]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "!spirv.Generator: expected at most 1 node, found 2"
    );
}

#[test]
fn operand_kind() {
    let named = NamedMetadata {
        name: "spirv.Capability".into(),
        operands: vec![node(vec![Md::i32(4)]), node(vec![Md::string("Kernel")])],
    };
    let err = ModuleMetadata::from_named(&[named]).unwrap_err();
    assert!(matches!(err, MetadataError::OperandKind { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        "!spirv.Capability, operand 1, operand 0: expected an integer (a SPIR-V Capability), \
         found !\"Kernel\""
    );

    // The grammar says LinkageAttributes starts with a string.
    let err =
        DecorationNode::from_tree(&node(vec![Md::i32(41), Md::i32(0), Md::i32(0)])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "!spirv.Decorations decoration-node, operand 1: expected a string (LiteralString operand \
         of decoration LinkageAttributes), found i32 0"
    );

    // vec_type_hint needs an OpenCL vector length.
    let bad = VecTypeHint::from_tree(&node(vec![
        Md::Poison(ValueType::vector(ScalarType::Float, 5)),
        Md::i32(0),
    ]))
    .unwrap_err();
    assert!(
        bad.to_string()
            .starts_with("!vec_type_hint, operand 0: expected a poison value"),
        "{bad}"
    );
    assert!(
        bad.to_string().ends_with("found <5 x float> poison"),
        "{bad}"
    );

    // A loop node must start with its self reference.
    let err = LoopMetadata::from_tree(&node(vec![Md::i32(0)])).unwrap_err();
    assert_eq!(
        err.to_string(),
        "!llvm.loop, operand 0: expected the loop's self reference, found i32 0"
    );

    // An execution mode names a function, not a variable.
    let err = ExecutionModeMd::from_tree(&node(vec![Md::variable("g"), Md::i32(31)])).unwrap_err();
    assert!(matches!(err, MetadataError::OperandKind { .. }), "{err:?}");
    assert!(err.to_string().contains("found ptr @g"), "{err}");
}

#[test]
fn out_of_range() {
    let err = Generator::from_tree(&node(vec![Md::i32(70000), Md::i16(1)])).unwrap_err();
    assert_eq!(
        err,
        MetadataError::OutOfRange {
            node: "!spirv.Generator, operand 0".into(),
            expected: "generator id (0 to 65535)".into(),
            value: 70000,
        }
    );
    let f = FunctionMetadata::from_attachments(&[attachment(
        "reqd_work_group_size",
        vec![Md::i64(1 << 40), Md::i32(1), Md::i32(1)],
    )]);
    assert!(
        matches!(
            f,
            Err(MetadataError::OutOfRange {
                value: 1_099_511_627_776,
                ..
            })
        ),
        "{f:?}"
    );
    let err = VecTypeHint::from_tree(&node(vec![
        Md::Poison(ValueType::scalar(ScalarType::Float)),
        Md::i32(2),
    ]))
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "!vec_type_hint, operand 1: expected signedness (0 or 1), found 2"
    );
}

#[test]
fn unknown_enum_value() {
    // Unknown decoration id inside a decoration-list.
    let tree = node(vec![Md::node(vec![Md::i32(9999)])]);
    let err = DecorationList::from_tree(&tree).unwrap_err();
    assert_eq!(
        err,
        MetadataError::UnknownEnumValue {
            node: "!spirv.Decorations, operand 0, operand 0".into(),
            what: "Decoration".into(),
            value: 9999,
        }
    );
    assert_eq!(
        err.to_string(),
        "!spirv.Decorations, operand 0, operand 0: expected a SPIR-V Decoration, found unknown value 9999"
    );

    // Unknown enumerant in a decoration operand (LinkageType 7).
    let err = DecorationNode::from_tree(&node(vec![Md::i32(41), Md::string("f"), Md::i32(7)]))
        .unwrap_err();
    assert!(
        matches!(&err, MetadataError::UnknownEnumValue { what, value: 7, .. } if what == "LinkageType")
    );

    // Unknown execution mode.
    let err =
        ExecutionModeMd::from_tree(&node(vec![Md::function("k"), Md::i32(123_456)])).unwrap_err();
    assert!(
        matches!(&err, MetadataError::UnknownEnumValue { what, .. } if what == "ExecutionMode")
    );

    // Not a single loop-control flag.
    let two = spirv::LoopControl::UNROLL | spirv::LoopControl::DONT_UNROLL;
    let err = SpirvLoopControl::new(two, vec![]).unwrap_err();
    assert!(
        matches!(err, MetadataError::UnknownEnumValue { value: 3, .. }),
        "{err:?}"
    );
}

#[test]
fn unknown_name() {
    let err = FunctionMetadata::from_attachments(&[attachment(
        "kernel_arg_access_qual",
        vec![Md::string("none"), Md::string("read_mostly")],
    )])
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "!kernel_arg_access_qual, operand 1: expected an access qualifier (none, read_only, \
         write_only, read_write), found `read_mostly`"
    );

    let err = FunctionMetadata::from_attachments(&[attachment(
        "kernel_arg_type_qual",
        vec![Md::string("const mutable")],
    )])
    .unwrap_err();
    assert!(matches!(&err, MetadataError::UnknownName { found, .. } if found == "const mutable"));

    let err =
        SpirvLoopControl::from_attachment(&attachment("spirv.loop.dependency_accesses", vec![]))
            .unwrap_err();
    assert!(
        matches!(&err, MetadataError::UnknownName { node, .. } if node == "!spirv.loop.dependency_accesses")
    );
}

#[test]
fn unsupported_operand() {
    // AliasScopeINTEL takes an <id> of a declaration, which metadata cannot carry.
    let err =
        DecorationNode::new(spirv::Decoration::AliasScopeINTEL, vec![Literal::Int(4)]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "!spirv.Decorations decoration-node: decoration AliasScopeINTEL takes a SPIR-V IdRef \
         operand, which metadata cannot carry"
    );
    // The <id>s of AlignmentId and UniformId name integer constants: carried as their values.
    DecorationNode::new(spirv::Decoration::AlignmentId, vec![Literal::Int(4)]).unwrap();
    DecorationNode::new(spirv::Decoration::UniformId, vec![Literal::Int(2)]).unwrap();
    // The <id> operands of execution modes carry their constants' values (the Khronos
    // translator's form).
    let mode = ExecutionModeMd::from_tree(&node(vec![
        Md::function("k"),
        Md::i32(spirv::ExecutionMode::LocalSizeId as u32),
        Md::i32(64),
        Md::i32(1),
        Md::i32(1),
    ]))
    .unwrap();
    assert_eq!(mode.literals, vec![Literal::Int(64), Literal::Int(1), Literal::Int(1)]);
}

#[test]
fn argument_count() {
    let err = FunctionMetadata::from_attachments(&[
        attachment(
            "kernel_arg_addr_space",
            vec![Md::i32(1), Md::i32(0), Md::i32(3)],
        ),
        attachment(
            "kernel_arg_type",
            vec![Md::string("int*"), Md::string("int")],
        ),
    ])
    .unwrap_err();
    assert_eq!(
        err.to_string(),
        "!kernel_arg_type: describes 2 kernel argument(s), but !kernel_arg_addr_space describes 3"
    );
    let err = FunctionMetadata::from_attachments(&[
        attachment("kernel_arg_addr_space", vec![Md::i32(1)]),
        attachment(
            "spirv.ParameterDecorations",
            vec![Md::node(vec![]), Md::node(vec![])],
        ),
    ])
    .unwrap_err();
    assert!(
        matches!(
            err,
            MetadataError::ArgumentCount {
                expected: 1,
                found: 2,
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn bad_annotation_strings() {
    let cases = [
        ("{", 1, "a reserved name or a decoration id"),
        ("{register", 9, "'}'"),
        ("register}", 0, "'{'"),
        (
            "{bogus:1}",
            1,
            "a decoration id or a reserved name (register, memory, numbanks",
        ),
        (
            "{pump:3}",
            6,
            "one pump argument: 1 (SinglepumpINTEL) or 2 (DoublepumpINTEL)",
        ),
        ("{pump}", 1, "one pump argument"),
        ("{9999}", 1, "a known SPIR-V decoration id"),
        ("{99999999999}", 1, "a known SPIR-V decoration id"),
        ("{numbanks:\"4}", 10, "a closing '\"' for this string"),
        ("{numbanks:}", 10, "an argument (a word or a quoted string)"),
        ("{merge:a,b}", 8, "':' or '}'"),
        ("{numbanks:1:2}", 11, "',' or '}'"),
    ];
    for (text, offset, expected) in cases {
        let err = parse_annotation(text).unwrap_err();
        let MetadataError::Annotation {
            text: t,
            offset: o,
            expected: e,
        } = &err
        else {
            panic!("{text}: {err:?}");
        };
        assert_eq!((t.as_str(), *o), (text, offset), "{text}: {err}");
        assert!(e.starts_with(expected), "{text}: {err}");
    }
    assert_eq!(
        parse_annotation("{pump:3}").unwrap_err().to_string(),
        "annotation `{pump:3}`, byte 6: expected one pump argument: 1 (SinglepumpINTEL) or 2 \
         (DoublepumpINTEL)"
    );

    // Well-formed, but numbanks takes one integer: the grammar check rejects it.
    let items = parse_annotation("{numbanks:four}").unwrap();
    let err = items[0].to_decoration_node().unwrap_err();
    assert!(matches!(err, MetadataError::OperandKind { .. }), "{err:?}");

    // A string with a '"' cannot be written into an annotation.
    let node = DecorationNode::new(
        spirv::Decoration::UserSemantic,
        vec![Literal::String("a\"b".into())],
    )
    .unwrap();
    let err = MemberDecoration::from_decoration_node(&node).unwrap_err();
    assert!(
        matches!(err, MetadataError::Annotation { offset: 1, .. }),
        "{err:?}"
    );
}

#[test]
fn errors_are_values_not_panics_on_empty_input() {
    let empty = MdNode::default();
    assert!(DecorationNode::from_tree(&empty).is_err());
    assert!(VecTypeHint::from_tree(&empty).is_err());
    assert!(LoopMetadata::from_tree(&empty).is_err());
    assert_eq!(
        DecorationList::from_tree(&empty).unwrap(),
        DecorationList::default()
    );
    assert_eq!(
        ModuleMetadata::from_named(&[]).unwrap(),
        ModuleMetadata::default()
    );
    assert_eq!(parse_annotation("").unwrap(), vec![]);
}

#[test]
fn fp_fast_math_default_names_its_type() {
    // !{ptr @k, i32 6028, float poison, i32 65536}: the type is an operand of its own.
    let mode = spirv::ExecutionMode::FPFastMathDefault as u32;
    let float = ValueType { scalar: ScalarType::Float, lanes: None };
    let tree = node(vec![Md::function("k"), Md::i32(mode), Md::Poison(float), Md::i32(65536)]);
    let read = ExecutionModeMd::from_tree(&tree).unwrap();
    assert_eq!(read.target_type, Some(float));
    assert_eq!(read.literals, vec![Literal::Int(65536)]);
    assert_eq!(read.to_tree(), tree);
    // An integer where the type belongs, or an integer type, is refused by position.
    let err = ExecutionModeMd::from_tree(&node(vec![Md::function("k"), Md::i32(mode), Md::i32(0), Md::i32(0)])).unwrap_err();
    assert!(err.to_string().contains("a poison value of the target floating-point type"), "{err}");
    let int = ValueType { scalar: ScalarType::Int(32), lanes: None };
    let err = ExecutionModeMd::from_tree(&node(vec![Md::function("k"), Md::i32(mode), Md::Poison(int), Md::i32(0)])).unwrap_err();
    assert!(matches!(err, MetadataError::OperandKind { .. }), "{err}");
    // The flags must follow the type.
    let err = ExecutionModeMd::from_tree(&node(vec![Md::function("k"), Md::i32(mode), Md::Poison(float)])).unwrap_err();
    assert!(err.to_string().contains("FPFastMathDefault"), "{err}");
}
