//! Tests of the safe LLVM wrapper (`spirv_llvm_translator::llvm`): building, verifying,
//! writing and re-reading modules, inspecting parsed IR, metadata, constants, attributes, and
//! the error paths (malformed text and bitcode, broken modules, misuse of the builder).

mod support;

use std::process::Command;

use spirv_llvm_translator::llvm::{
    AtomicOrdering, AtomicRmwBinOp, AttrIndex, Attribute, BinaryOp, Builder, CallingConv, CastOp,
    Context, Error, FastMathFlags, GepNoWrapFlags, IntPredicate, Linkage, MetadataKind, Module,
    Opcode, RealPredicate, SyncScope, TypeKind, UnnamedAddr, Value, ValueKind,
};

type TestResult = Result<(), Box<dyn std::error::Error>>;

const SPIR64_LAYOUT: &str =
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1";

/// Builds `vadd(a, b, c)`: `c[i] = a[i] + b[i]` for `i = get_global_id(0)`, with OpenCL
/// metadata, as a translator would.
fn build_vadd(ctx: &Context) -> Result<Module<'_>, Error> {
    let module = Module::new(ctx, "vadd")?;
    module.set_target_triple("spir64-unknown-unknown")?;
    module.set_data_layout(SPIR64_LAYOUT)?;
    module.set_source_file_name("vadd.cl");

    let global_ptr = ctx.ptr_type(1)?;
    let (void, i32_ty, i64_ty, float) = (
        ctx.void_type(),
        ctx.i32_type(),
        ctx.i64_type(),
        ctx.float_type(),
    );

    let gid_ty = ctx.function_type(i64_ty, &[i32_ty], false)?;
    let gid = module.add_function("_Z13get_global_idj", gid_ty)?;
    gid.set_call_conv(CallingConv::SpirFunc);
    gid.add_attribute(AttrIndex::Function, &Attribute::flag("nounwind"))?;
    gid.add_attribute(AttrIndex::Function, &Attribute::flag("willreturn"))?;

    let kernel_ty = ctx.function_type(void, &[global_ptr, global_ptr, global_ptr], false)?;
    let kernel = module.add_function("vadd", kernel_ty)?;
    kernel.set_call_conv(CallingConv::SpirKernel);
    kernel.add_attribute(AttrIndex::Function, &Attribute::flag("nounwind"))?;
    kernel.add_attribute(
        AttrIndex::Function,
        &Attribute::string("uniform-work-group-size", "true"),
    )?;
    for (index, name) in ["a", "b", "c"].into_iter().enumerate() {
        let param = kernel.param(index as u32).ok_or_else(|| Error::Verify {
            message: "param".into(),
        })?;
        param.set_name(name)?;
        kernel.add_attribute(AttrIndex::Param(index as u32), &Attribute::flag("noalias"))?;
        kernel.add_attribute(AttrIndex::Param(index as u32), &Attribute::int("align", 4))?;
    }

    let builder = Builder::new(&module);
    builder.position_at_end(kernel.append_basic_block("entry")?)?;
    let zero = i32_ty.const_int(0)?;
    let id = builder.call(gid_ty, gid.as_value(), &[zero])?;
    id.set_call_conv(CallingConv::SpirFunc)?;
    id.set_name("id")?;
    let params = kernel.params();
    let mut loaded = Vec::new();
    for (param, name) in params.iter().zip(["pa", "pb"]) {
        let ptr = builder.gep(float, *param, &[id], GepNoWrapFlags::INBOUNDS)?;
        ptr.set_name(name)?;
        let value = builder.load(float, ptr)?;
        value.set_alignment(4)?;
        loaded.push(value);
    }
    let sum = builder.fadd(loaded[0], loaded[1])?;
    sum.set_name("sum")?;
    let out = builder.gep(float, params[2], &[id], GepNoWrapFlags::INBOUNDS)?;
    let store = builder.store(sum, out)?;
    store.set_alignment(4)?;
    builder.ret_void()?;

    let addr_spaces: Vec<_> = (0..3)
        .map(|_| i32_ty.const_int(1).and_then(|c| c.to_metadata()))
        .collect::<Result<_, _>>()?;
    kernel.set_metadata("kernel_arg_addr_space", ctx.md_node(&addr_spaces)?)?;
    let types: Vec<_> = (0..3).map(|_| ctx.md_string("float*")).collect();
    kernel.set_metadata("kernel_arg_type", ctx.md_node(&types)?)?;
    let version = ctx.md_node(&[
        i32_ty.const_int(2)?.to_metadata()?,
        i32_ty.const_int(0)?.to_metadata()?,
    ])?;
    module.add_named_metadata_operand("opencl.ocl.version", version)?;
    module.add_named_metadata_operand("opencl.spir.version", version)?;
    // Handles borrow the module; the builder (which has a destructor) must go before the
    // module can be returned.
    drop(builder);
    Ok(module)
}

/// Text of a module without the `; ModuleID` line, which names the input.
fn without_module_id(text: &str) -> String {
    text.lines()
        .filter(|l| !l.starts_with("; ModuleID"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn built_kernel_verifies_and_round_trips_through_bitcode() -> TestResult {
    let ctx = Context::new();
    let module = build_vadd(&ctx)?;
    module.verify()?;
    let text = module.print_to_string();
    for expected in [
        "target triple = \"spir64-unknown-unknown\"",
        "define spir_kernel void @vadd(ptr addrspace(1) noalias align 4 %a,",
        "%id = call spir_func i64 @_Z13get_global_idj(i32 0)",
        "%pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %id",
        "%sum = fadd float",
        "store float %sum, ptr addrspace(1) %2, align 4",
        "!kernel_arg_addr_space !",
        "!opencl.ocl.version = !{!",
        "!{i32 2, i32 0}",
        "!{!\"float*\", !\"float*\", !\"float*\"}",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }

    let bitcode = module.to_bitcode()?;
    assert!(bitcode.starts_with(b"BC\xC0\xDE"));
    let other = Context::new();
    let reread = Module::parse_bitcode(&other, &bitcode)?;
    reread.verify()?;
    assert_eq!(
        without_module_id(&reread.print_to_string()),
        without_module_id(&text)
    );

    // LLVM's own disassembler reads what we wrote, and agrees with our printer.
    let dir = std::env::temp_dir().join(format!("llvm-wrapper-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let path = dir.join("vadd.bc");
    std::fs::write(&path, &bitcode)?;
    let out = Command::new(support::llvm_tool("llvm-dis"))
        .arg(&path)
        .arg("-o")
        .arg("-")
        .output()?;
    std::fs::remove_dir_all(&dir)?;
    assert!(
        out.status.success(),
        "llvm-dis failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let disassembled = String::from_utf8(out.stdout)?;
    assert_eq!(
        without_module_id(&disassembled).trim(),
        without_module_id(&text).trim()
    );
    Ok(())
}

#[test]
fn built_kernel_reads_back_through_the_api() -> TestResult {
    let ctx = Context::new();
    let module = build_vadd(&ctx)?;
    assert_eq!(module.target_triple(), "spir64-unknown-unknown");
    assert_eq!(module.data_layout(), SPIR64_LAYOUT);
    assert_eq!(module.source_file_name(), "vadd.cl");
    let names: Vec<String> = module.functions().map(|f| f.name()).collect();
    assert_eq!(names, ["_Z13get_global_idj", "vadd"]);

    let kernel = module.get_function("vadd").ok_or("no kernel")?;
    assert_eq!(kernel.call_conv(), CallingConv::SpirKernel);
    assert_eq!(kernel.is_declaration(), Some(false));
    assert_eq!(kernel.linkage(), Some(Linkage::External));
    assert_eq!(kernel.num_params(), 3);
    assert_eq!(
        kernel.param(0).map(|p| p.ty().address_space()),
        Some(Some(1))
    );
    let param_attrs = kernel.attributes(AttrIndex::Param(0))?;
    assert!(param_attrs.contains(&Attribute::flag("noalias")));
    assert!(param_attrs.contains(&Attribute::int("align", 4)));
    let fn_attrs = kernel.attributes(AttrIndex::Function)?;
    assert!(fn_attrs.contains(&Attribute::flag("nounwind")));
    assert!(fn_attrs.contains(&Attribute::string("uniform-work-group-size", "true")));

    let entry = kernel.entry_block().ok_or("no entry")?;
    let opcodes: Vec<Opcode> = entry.instructions().filter_map(Value::opcode).collect();
    use Opcode::*;
    assert_eq!(
        opcodes,
        [
            Call,
            GetElementPtr,
            Load,
            GetElementPtr,
            Load,
            FAdd,
            GetElementPtr,
            Store,
            Ret
        ]
    );
    let call = entry.first_instruction().ok_or("empty")?;
    assert_eq!(
        call.called_function().map(|f| f.name()),
        Some("_Z13get_global_idj".to_owned())
    );
    assert_eq!(call.call_conv(), Some(CallingConv::SpirFunc));
    assert_eq!(call.call_args().map(|a| a.len()), Some(1));
    let gep = call.next_instruction().ok_or("no gep")?;
    assert_eq!(gep.gep_source_element_type(), Some(ctx.float_type()));
    assert_eq!(gep.is_inbounds(), Some(true));
    let load = gep.next_instruction().ok_or("no load")?;
    assert_eq!(load.alignment(), Some(4));
    assert_eq!(load.is_volatile(), Some(false));
    assert_eq!(load.ordering(), Some(AtomicOrdering::NotAtomic));
    assert_eq!(entry.terminator().and_then(Value::opcode), Some(Ret));

    let addr_spaces = kernel
        .metadata("kernel_arg_addr_space")?
        .ok_or("no metadata")?;
    let operands = addr_spaces.operands().ok_or("not a node")?;
    assert_eq!(operands.len(), 3);
    for operand in operands {
        let value = operand
            .and_then(|md| md.value())
            .and_then(Value::const_int_zext);
        assert_eq!(value, Some(1));
    }
    let all = kernel.all_metadata();
    assert_eq!(all.len(), 2);
    assert!(
        all.iter()
            .any(|&(kind, _)| kind == ctx.metadata_kind_id("kernel_arg_type").unwrap_or(0))
    );

    let named: Vec<String> = module.named_metadata().map(|n| n.name()).collect();
    assert_eq!(named, ["opencl.ocl.version", "opencl.spir.version"]);
    let version = module
        .get_named_metadata("opencl.ocl.version")
        .ok_or("missing")?
        .operands();
    assert_eq!(version.len(), 1);
    let numbers: Vec<Option<u64>> = version[0]
        .operands()
        .ok_or("not a node")?
        .into_iter()
        .map(|op| op.and_then(|md| md.value()).and_then(Value::const_int_zext))
        .collect();
    assert_eq!(numbers, [Some(2), Some(0)]);
    Ok(())
}

const INSPECTED: &str = r#"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, [4 x float] }

@g = internal addrspace(1) global %struct.S zeroinitializer, align 8
@table = addrspace(2) constant [3 x i32] [i32 1, i32 2, i32 3]
@str = private unnamed_addr addrspace(2) constant [6 x i8] c"hello\00"

declare spir_func void @sink(ptr addrspace(1) byval(%struct.S) align 8, i32 signext)

define spir_func i32 @f(i32 %n, ptr addrspace(1) %p, float %x, <4 x float> %v, { i32, float } %agg) {
entry:
  %slot = alloca i32, align 4
  %c = icmp slt i32 %n, 10
  br i1 %c, label %then, label %other

then:
  %s = add nsw i32 %n, 1
  %d = udiv exact i32 %s, 2
  %z = zext nneg i32 %d to i64
  %o = or disjoint i32 %d, 64
  %fc = fcmp fast olt float %x, 1.0
  %neg = fneg nnan float %x
  %fr = freeze i32 %o
  switch i32 %fr, label %other [
    i32 1, label %done
    i32 7, label %done
  ]

other:
  %f = getelementptr inbounds %struct.S, ptr addrspace(1) %p, i64 0, i32 1, i64 2
  %lv = load volatile float, ptr addrspace(1) %f, align 4
  store atomic i32 %n, ptr addrspace(1) %p syncscope("workgroup") release, align 4
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope("device") acq_rel, align 4
  %pair = cmpxchg weak ptr addrspace(1) %p, i32 0, i32 1 seq_cst monotonic, align 4
  fence syncscope("workgroup") acquire
  %sh = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>
  %e = extractvalue { i32, float } %agg, 1
  %ins = insertvalue { i32, float } %agg, float %e, 1
  %sel = select i1 true, i32 1, i32 2
  call spir_func void @sink(ptr addrspace(1) byval(%struct.S) align 8 %p, i32 signext 3), !custom !0
  br label %done, !llvm.loop !1

done:
  %r = phi i32 [ 1, %then ], [ 1, %then ], [ %old, %other ]
  ret i32 %r
}

!0 = !{i32 42}
!1 = distinct !{!1, !2}
!2 = !{!"llvm.loop.unroll.disable"}
"#;

/// The instruction named `name` in `f`.
fn named<'a>(
    f: spirv_llvm_translator::llvm::Function<'a>,
    name: &str,
) -> Result<Value<'a>, String> {
    f.basic_blocks()
        .flat_map(|b| b.instructions())
        .find(|i| i.name() == name)
        .ok_or_else(|| format!("no instruction %{name}"))
}

#[test]
fn parsed_ir_is_inspectable() -> TestResult {
    let ctx = Context::new();
    let module = Module::parse_ir(&ctx, INSPECTED)?;
    module.verify()?;
    let f = module.get_function("f").ok_or("no @f")?;
    assert_eq!(f.call_conv(), CallingConv::SpirFunc);
    let blocks: Vec<String> = f.basic_blocks().map(|b| b.name()).collect();
    assert_eq!(blocks, ["entry", "then", "other", "done"]);

    let slot = named(f, "slot")?;
    assert_eq!(slot.allocated_type(), Some(ctx.i32_type()));
    assert_eq!(slot.alignment(), Some(4));
    assert_eq!(named(f, "c")?.icmp_predicate(), Some(IntPredicate::Slt));
    let br = named(f, "c")?.next_instruction().ok_or("no br")?;
    assert_eq!(br.branch_condition(), Some(named(f, "c")?));
    assert_eq!(br.successors().map(|s| s.len()), Some(2));
    assert_eq!(named(f, "s")?.has_nsw(), Some(true));
    assert_eq!(named(f, "s")?.has_nuw(), Some(false));
    assert_eq!(named(f, "d")?.is_exact(), Some(true));
    assert_eq!(named(f, "z")?.has_nneg(), Some(true));
    assert_eq!(named(f, "o")?.is_disjoint(), Some(true));
    assert_eq!(named(f, "fc")?.fcmp_predicate(), Some(RealPredicate::Olt));
    assert_eq!(named(f, "fc")?.fast_math_flags(), Some(FastMathFlags::FAST));
    assert_eq!(named(f, "neg")?.opcode(), Some(Opcode::FNeg));
    assert_eq!(
        named(f, "neg")?.fast_math_flags(),
        Some(FastMathFlags::NO_NANS)
    );
    assert_eq!(named(f, "fr")?.opcode(), Some(Opcode::Freeze));
    assert_eq!(
        named(f, "s")?.opcode().and_then(Opcode::as_binary_op),
        Some(BinaryOp::Add)
    );
    assert_eq!(
        named(f, "z")?.opcode().and_then(Opcode::as_cast_op),
        Some(CastOp::ZExt)
    );
    assert_eq!(named(f, "s")?.icmp_predicate(), None);

    let switch = named(f, "fr")?.next_instruction().ok_or("no switch")?;
    assert_eq!(
        switch.switch_default().map(|b| b.name()),
        Some("other".to_owned())
    );
    let cases: Vec<(Option<u64>, String)> = switch
        .switch_cases()
        .ok_or("not a switch")?
        .into_iter()
        .map(|(v, b)| (v.const_int_zext(), b.name()))
        .collect();
    assert_eq!(
        cases,
        [(Some(1), "done".to_owned()), (Some(7), "done".to_owned())]
    );

    let gep = named(f, "f")?;
    assert_eq!(
        gep.gep_source_element_type().and_then(|t| t.struct_name()),
        Some("struct.S".to_owned())
    );
    assert_eq!(gep.num_operands(), 4);
    let lv = named(f, "lv")?;
    assert_eq!(lv.is_volatile(), Some(true));
    let store = lv.next_instruction().ok_or("no store")?;
    assert_eq!(store.ordering(), Some(AtomicOrdering::Release));
    assert_eq!(store.sync_scope(), Some(ctx.sync_scope("workgroup")?));
    let old = named(f, "old")?;
    assert_eq!(old.atomic_rmw_op(), Some(AtomicRmwBinOp::Add));
    assert_eq!(old.ordering(), Some(AtomicOrdering::AcquireRelease));
    assert_eq!(old.sync_scope(), Some(ctx.sync_scope("device")?));
    let pair = named(f, "pair")?;
    assert_eq!(
        pair.ordering(),
        Some(AtomicOrdering::SequentiallyConsistent)
    );
    assert_eq!(
        pair.cmpxchg_failure_ordering(),
        Some(AtomicOrdering::Monotonic)
    );
    assert_eq!(pair.is_weak(), Some(true));
    assert_eq!(pair.sync_scope(), Some(SyncScope::SYSTEM));
    let fence = pair.next_instruction().ok_or("no fence")?;
    assert_eq!(fence.opcode(), Some(Opcode::Fence));
    assert_eq!(fence.ordering(), Some(AtomicOrdering::Acquire));
    assert_eq!(fence.sync_scope(), Some(ctx.sync_scope("workgroup")?));
    assert_eq!(named(f, "sh")?.shuffle_mask(), Some(vec![3, -1, 1, 0]));
    assert_eq!(named(f, "e")?.aggregate_indices(), Some(vec![1]));
    assert_eq!(named(f, "ins")?.aggregate_indices(), Some(vec![1]));
    assert_eq!(named(f, "sel")?.opcode(), Some(Opcode::Select));

    let call = named(f, "ins")?
        .next_instruction()
        .and_then(|i| i.next_instruction())
        .ok_or("no call")?;
    assert_eq!(call.opcode(), Some(Opcode::Call));
    let custom = call.metadata("custom")?.ok_or("no !custom")?;
    // `!{i32 42}` is a node with one constant operand, not the constant itself (trap 8).
    assert_eq!(custom.kind(), MetadataKind::MdTuple);
    let custom_ops = custom.operands().ok_or("not a node")?;
    assert_eq!(custom_ops.len(), 1);
    assert_eq!(
        custom_ops[0]
            .and_then(|m| m.value())
            .and_then(Value::const_int_zext),
        Some(42)
    );
    let byval = call.attributes(AttrIndex::Param(0))?;
    assert!(byval.contains(&Attribute::typed(
        "byval",
        ctx.get_named_struct_type("struct.S").ok_or("no S")?
    )));
    assert!(byval.contains(&Attribute::int("align", 8)));
    assert!(
        call.attributes(AttrIndex::Param(1))?
            .contains(&Attribute::flag("signext"))
    );

    let latch = call.next_instruction().ok_or("no br")?;
    let loop_md = latch.metadata("llvm.loop")?.ok_or("no !llvm.loop")?;
    let loop_ops = loop_md.operands().ok_or("not a node")?;
    assert_eq!(loop_ops.len(), 2);
    assert_eq!(loop_ops[0], Some(loop_md), "a loop id refers to itself");
    let hint = loop_ops[1].and_then(|m| m.operands()).ok_or("no hint")?;
    assert_eq!(
        hint[0].and_then(|m| m.as_string()),
        Some("llvm.loop.unroll.disable".to_owned())
    );

    let phi = named(f, "r")?;
    let incoming = phi.phi_incoming().ok_or("not a phi")?;
    assert_eq!(incoming.len(), 3);
    assert_eq!(incoming[2].0, old);
    assert_eq!(incoming[2].1.name(), "other");

    let g = module.get_global("g").ok_or("no @g")?;
    assert_eq!(g.linkage(), Some(Linkage::Internal));
    assert_eq!(g.address_space(), 1);
    assert_eq!(g.alignment(), Some(8));
    assert!(g.initializer().is_some_and(|i| i.is_null_constant()));
    let table = module.get_global("table").ok_or("no @table")?;
    assert!(table.is_constant());
    let init = table.initializer().ok_or("no initializer")?;
    assert_eq!(init.kind(), ValueKind::ConstantDataArray);
    let values: Vec<Option<u64>> = (0..4)
        .map(|i| init.aggregate_element(i).and_then(Value::const_int_zext))
        .collect();
    assert_eq!(values, [Some(1), Some(2), Some(3), None]);
    let bytes = init.const_data_bytes().ok_or("no data")?;
    assert_eq!(bytes.len(), 12);
    let text = module.get_global("str").ok_or("no @str")?;
    assert_eq!(text.unnamed_addr(), Some(UnnamedAddr::Global));
    assert_eq!(
        text.initializer().and_then(Value::const_data_bytes),
        Some(b"hello\0".to_vec())
    );
    let sink = module.get_function("sink").ok_or("no @sink")?;
    assert_eq!(sink.is_declaration(), Some(true));
    assert!(sink.entry_block().is_none());
    Ok(())
}

#[test]
fn target_extension_types_round_trip() -> TestResult {
    let ctx = Context::new();
    let image = ctx.target_ext_type("spirv.Image", &[ctx.void_type()], &[1, 0, 0, 0, 0, 0, 0])?;
    assert_eq!(image.kind(), TypeKind::TargetExt);
    assert_eq!(
        image.to_string(),
        "target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0)"
    );
    let module = Module::new(&ctx, "images")?;
    let fn_ty = ctx.function_type(ctx.void_type(), &[image], false)?;
    let f = module.add_function("use_image", fn_ty)?;
    f.set_call_conv(CallingConv::SpirFunc);
    let builder = Builder::new(&module);
    builder.position_at_end(f.append_basic_block("entry")?)?;
    builder.ret_void()?;
    module.verify()?;
    let text = module.print_to_string();
    assert!(text.contains("define spir_func void @use_image(target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) %0)"), "{text}");

    let other = Context::new();
    let reread = Module::parse_bitcode(&other, &module.to_bitcode()?)?;
    let param = reread
        .get_function("use_image")
        .and_then(|f| f.param(0))
        .ok_or("no param")?;
    let ty = param.ty();
    assert_eq!(ty.target_ext_name().as_deref(), Some("spirv.Image"));
    assert_eq!(ty.target_ext_type_params(), Some(vec![other.void_type()]));
    assert_eq!(ty.target_ext_int_params(), Some(vec![1, 0, 0, 0, 0, 0, 0]));
    assert_eq!(
        ty.const_null()?.to_string(),
        "target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 0) zeroinitializer"
    );
    assert!(ctx.target_ext_type("riscv.vector.tuple", &[], &[]).is_err());
    Ok(())
}

#[test]
fn malformed_inputs_are_errors_with_messages() -> TestResult {
    let ctx = Context::new();
    match Module::parse_ir(&ctx, "define i32 @f( {\n") {
        Err(Error::ParseAssembly { message }) => assert!(message.contains("error"), "{message}"),
        other => return Err(format!("expected a parse error, got {other:?}").into()),
    }
    match Module::parse_ir(&ctx, "define void @f() {\n  ret i32 %undefined\n}\n") {
        Err(Error::ParseAssembly { message }) => assert!(!message.is_empty()),
        other => return Err(format!("expected a parse error, got {other:?}").into()),
    }
    let valid = build_vadd(&ctx)?.to_bitcode()?;
    let broken: [&[u8]; 5] = [
        b"",
        b"not bitcode at all",
        b"BC\xC0\xDE\x35\x14\x00\x00\x05\x00\x00\x00",
        &valid[..valid.len() / 2],
        &valid[..valid.len() - 8],
    ];
    for bytes in broken {
        match Module::parse_bitcode(&ctx, bytes) {
            Err(Error::ParseBitcode { message }) => assert!(!message.is_empty()),
            other => {
                return Err(format!(
                    "expected a bitcode error for {} bytes, got {other:?}",
                    bytes.len()
                )
                .into());
            }
        }
    }
    // The context is still usable, and the failures left no diagnostics behind.
    assert!(Module::parse_bitcode(&ctx, &valid).is_ok());
    assert!(ctx.take_diagnostics().iter().all(|d| !d.message.is_empty()));
    Ok(())
}

#[test]
fn verifier_failures_are_errors_with_llvm_messages() -> TestResult {
    let ctx = Context::new();
    let module = Module::new(&ctx, "broken")?;
    let f = module.add_function("f", ctx.function_type(ctx.i32_type(), &[], false)?)?;
    let builder = Builder::new(&module);
    builder.position_at_end(f.append_basic_block("entry")?)?;
    let slot = builder.alloca(ctx.i32_type())?;
    builder.load(ctx.i32_type(), slot)?;
    // No terminator.
    match module.verify() {
        Err(Error::Verify { message }) => assert!(message.contains("terminator"), "{message}"),
        other => return Err(format!("expected a verifier error, got {other:?}").into()),
    }
    // Bitcode is only written from a verified module.
    assert!(matches!(module.to_bitcode(), Err(Error::Verify { .. })));
    // Atomic orderings are left to the verifier too.
    let g = module.add_function("g", ctx.function_type(ctx.void_type(), &[], false)?)?;
    builder.position_at_end(g.append_basic_block("entry")?)?;
    builder.fence(AtomicOrdering::Monotonic, SyncScope::SYSTEM)?;
    builder.ret_void()?;
    let message = module
        .verify()
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(message.contains("fence"), "{message}");
    Ok(())
}

/// Broken IR that declares the current debug-info version: LLVM's debug-info upgrade would
/// end the process on it unless disabled (see `context.rs`).
const BROKEN_WITH_DEBUG_INFO_VERSION: &str = r#"
define void @f() {
entry:
  %a = add i32 %b, 1
  %b = add i32 1, 1
  ret void
}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
"#;

#[test]
fn broken_modules_with_debug_info_are_reported_not_fatal() -> TestResult {
    let ctx = Context::new();
    let module = Module::parse_ir(&ctx, BROKEN_WITH_DEBUG_INFO_VERSION)?;
    match module.verify() {
        Err(Error::Verify { message }) => assert!(message.contains("dominate"), "{message}"),
        other => return Err(format!("expected a verifier error, got {other:?}").into()),
    }
    Ok(())
}

#[test]
fn misuse_of_the_builder_is_an_error() -> TestResult {
    let ctx = Context::new();
    let module = Module::new(&ctx, "m")?;
    let (i32_ty, float) = (ctx.i32_type(), ctx.float_type());
    let f = module.add_function("f", ctx.function_type(i32_ty, &[i32_ty, float], false)?)?;
    let (n, x) = (f.param(0).ok_or("p0")?, f.param(1).ok_or("p1")?);
    let builder = Builder::new(&module);
    assert!(matches!(
        builder.add(n, n),
        Err(Error::NoInsertionPoint { .. })
    ));
    let entry = f.append_basic_block("entry")?;
    builder.position_at_end(entry)?;

    assert!(matches!(
        builder.add(n, x),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        builder.fadd(n, n),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(builder.load(i32_ty, n).is_err());
    assert!(builder.load(ctx.void_type(), n).is_err());
    assert!(builder.cast(CastOp::Trunc, n, ctx.i64_type()).is_err());
    assert!(builder.cast(CastOp::BitCast, n, float).is_ok());
    assert!(builder.extract_value(n, 0).is_err());
    assert!(
        builder
            .call(ctx.function_type(i32_ty, &[], false)?, f.as_value(), &[n])
            .is_err()
    );
    assert!(builder.ret(x).is_err());
    assert!(builder.shuffle_vector(n, n, &[0]).is_err());
    let s = ctx.struct_type(&[i32_ty, float], false)?;
    let slot = builder.alloca(s)?;
    // A struct index must be a constant i32.
    assert!(
        builder
            .gep(s, slot, &[i32_ty.const_int(0)?, n], GepNoWrapFlags::NONE)
            .is_err()
    );
    assert!(
        builder
            .gep(
                s,
                slot,
                &[i32_ty.const_int(0)?, i32_ty.const_int(2)?],
                GepNoWrapFlags::NONE
            )
            .is_err()
    );
    assert!(
        builder
            .gep(
                s,
                slot,
                &[i32_ty.const_int(0)?, i32_ty.const_int(1)?],
                GepNoWrapFlags::NONE
            )
            .is_ok()
    );
    assert!(matches!(n.set_name("a\0b"), Err(Error::InteriorNul { .. })));
    assert!(n.set_alignment(3).is_err());
    assert!(n.set_nsw(true).is_err());
    // Constants fold; flags only go on instructions.
    let folded = builder.add(i32_ty.const_int(2)?, i32_ty.const_int(3)?)?;
    assert_eq!(folded.const_int_zext(), Some(5));
    assert!(folded.set_nsw(true).is_err());

    // Handles of another module or context are refused.
    let other_module = Module::new(&ctx, "other")?;
    let h = other_module.add_function("h", ctx.function_type(i32_ty, &[i32_ty], false)?)?;
    let other_block = h.append_basic_block("entry")?;
    assert!(matches!(
        builder.position_at_end(other_block),
        Err(Error::ForeignHandle { .. })
    ));
    assert!(matches!(
        builder.add(n, h.param(0).ok_or("h0")?),
        Err(Error::ForeignHandle { .. })
    ));
    let other_ctx = Context::new();
    let foreign = other_ctx.i32_type().const_int(1)?;
    assert!(matches!(
        builder.add(n, foreign),
        Err(Error::ForeignHandle { .. })
    ));
    assert!(matches!(
        ctx.vector_type(other_ctx.float_type(), 4),
        Err(Error::ForeignHandle { .. })
    ));

    // A malformed data layout is refused instead of ending the process.
    assert!(module.set_data_layout("e-this-is-not-a-layout-q").is_err());
    assert!(module.set_data_layout("e-p:64:64").is_ok());
    assert!(module.set_data_layout("e\"-x").is_err());

    // Type constructors check their arguments.
    assert!(ctx.int_type(0).is_err());
    assert!(ctx.vector_type(i32_ty, 0).is_err());
    assert!(ctx.array_type(ctx.void_type(), 4).is_err());
    assert!(
        ctx.function_type(ctx.i32_type(), &[ctx.void_type()], false)
            .is_err()
    );
    assert!(ctx.ptr_type(1 << 24).is_err());
    assert!(i32_ty.set_struct_body(&[], false).is_err());
    Ok(())
}

#[test]
fn control_flow_phi_switch_and_atomics_build_valid_ir() -> TestResult {
    let ctx = Context::new();
    let module = Module::new(&ctx, "cf")?;
    let i32_ty = ctx.i32_type();
    let ptr = ctx.ptr_type(1)?;
    let f = module.add_function("f", ctx.function_type(i32_ty, &[i32_ty, ptr], false)?)?;
    let (n, p) = (f.param(0).ok_or("n")?, f.param(1).ok_or("p")?);
    let (entry, a, b, join) = (
        f.append_basic_block("entry")?,
        f.append_basic_block("a")?,
        f.append_basic_block("b")?,
        f.append_basic_block("join")?,
    );
    let builder = Builder::new(&module);
    builder.position_at_end(entry)?;
    builder.switch(
        n,
        b,
        &[(i32_ty.const_int(1)?, a), (i32_ty.const_int(2)?, a)],
    )?;
    builder.position_at_end(a)?;
    let workgroup = ctx.sync_scope("workgroup")?;
    let old = builder.atomic_rmw(
        AtomicRmwBinOp::Add,
        p,
        n,
        AtomicOrdering::SequentiallyConsistent,
        workgroup,
    )?;
    let pair = builder.cmpxchg(
        p,
        old,
        n,
        AtomicOrdering::AcquireRelease,
        AtomicOrdering::Acquire,
        workgroup,
    )?;
    let loaded = builder.extract_value(pair, 0)?;
    builder.fence(AtomicOrdering::Release, workgroup)?;
    let atomic_load = builder.load(i32_ty, p)?;
    atomic_load.set_atomic(AtomicOrdering::Acquire, workgroup)?;
    builder.br(join)?;
    builder.position_at_end(b)?;
    let frozen = builder.freeze(n)?;
    builder.br(join)?;
    builder.position_at_end(join)?;
    let phi = builder.phi(i32_ty)?;
    phi.add_incoming(&[(loaded, a), (frozen, b)])?;
    assert!(phi.add_incoming(&[(p, a)]).is_err());
    let cond = builder.icmp(IntPredicate::Ugt, phi, n)?;
    let chosen = builder.select(cond, phi, n)?;
    builder.ret(chosen)?;
    module.verify()?;
    let text = module.print_to_string();
    for expected in [
        "switch i32 %0, label %b [",
        "atomicrmw add ptr addrspace(1) %1, i32 %0 syncscope(\"workgroup\") seq_cst, align 4",
        "cmpxchg ptr addrspace(1) %1, i32 %2, i32 %0 syncscope(\"workgroup\") acq_rel acquire, align 4",
        "fence syncscope(\"workgroup\") release",
        "load atomic i32, ptr addrspace(1) %1 syncscope(\"workgroup\") acquire, align 4",
        "phi i32 [ %4, %a ], [ %6, %b ]",
    ] {
        assert!(text.contains(expected), "missing {expected:?} in\n{text}");
    }
    Ok(())
}

#[test]
fn constants_keep_exact_bits() -> TestResult {
    let ctx = Context::new();
    // Floats from bits, including NaN payloads and half, read back exactly (trap 4).
    let half = ctx.half_type().const_float_bits(&[0x7E01])?;
    assert_eq!(half.const_float_bits(), Some(0x7E01));
    let float_nan = ctx.float_type().const_float_bits(&[0x7FC0_1234])?;
    assert_eq!(float_nan.const_float_bits(), Some(0x7FC0_1234));
    let minus_zero = ctx
        .double_type()
        .const_float_bits(&[0x8000_0000_0000_0000])?;
    assert_eq!(minus_zero.const_float_bits(), Some(0x8000_0000_0000_0000));
    let quad = ctx
        .fp128_type()
        .const_float_bits(&[0x1234_5678_9ABC_DEF0, 0x4000_0000_0000_0001])?;
    assert_eq!(
        quad.const_float_words(),
        Some(vec![0x1234_5678_9ABC_DEF0, 0x4000_0000_0000_0001])
    );
    assert!(ctx.half_type().const_float_bits(&[0x1_0000]).is_err());
    assert_eq!(
        ctx.float_type().const_real(1.5)?.const_float_bits(),
        Some(0x3FC0_0000)
    );

    // Integers of any width.
    let i128_ty = ctx.int_type(128)?;
    let wide = i128_ty.const_int_words(&[0xDEAD_BEEF_0000_0001, 0x8000_0000_0000_0002])?;
    assert_eq!(
        wide.const_int_words(),
        Some(vec![0xDEAD_BEEF_0000_0001, 0x8000_0000_0000_0002])
    );
    assert_eq!(wide.const_int_zext(), None);
    let minus_one = i128_ty.const_int_signed(-1)?;
    assert_eq!(minus_one.const_int_words(), Some(vec![u64::MAX, u64::MAX]));
    let i96 = ctx.int_type(96)?.const_int_words(&[1, 0xFFFF_FFFF_FFFF])?;
    assert_eq!(i96.const_int_words(), Some(vec![1, 0xFFFF_FFFF]));
    assert_eq!(ctx.i8_type().const_int(0x1FF)?.const_int_zext(), Some(0xFF));
    assert_eq!(
        ctx.i8_type().const_int_signed(-2)?.const_int_sext(),
        Some(-2)
    );
    assert_eq!(ctx.bool_type().const_int(1)?.to_string(), "i1 true");

    // Aggregates and data.
    let i32_ty = ctx.i32_type();
    let elements = [i32_ty.const_int(1)?, i32_ty.const_int(2)?];
    let array = i32_ty.const_array(&elements)?;
    assert_eq!(
        array.aggregate_element(1).and_then(Value::const_int_zext),
        Some(2)
    );
    let vector = ctx.const_vector(&elements)?;
    assert_eq!(vector.ty().vector_size(), Some(2));
    assert!(ctx.const_vector(&[]).is_err());
    let s = ctx.const_struct(&[elements[0], ctx.float_type().const_real(2.0)?], false)?;
    assert_eq!(
        s.to_string(),
        "{ i32, float } { i32 1, float 2.000000e+00 }"
    );
    let data = ctx.i16_type().const_data_array(&[1, 0, 2, 0])?;
    assert_eq!(data.ty().array_length(), Some(2));
    assert!(ctx.i16_type().const_data_array(&[1, 0, 2]).is_err());
    let string = ctx.const_string(b"hi", true)?;
    assert_eq!(string.const_data_bytes(), Some(b"hi\0".to_vec()));
    let named = ctx.named_struct_type("pair")?;
    assert!(named.const_named_struct(&elements).is_err());
    named.set_struct_body(&[i32_ty, i32_ty], false)?;
    assert_eq!(named.const_named_struct(&elements)?.ty(), named);
    assert!(named.set_struct_body(&[i32_ty], false).is_err());
    assert!(i32_ty.poison()?.is_poison());
    assert!(i32_ty.undef()?.is_undef());
    assert!(!i32_ty.poison()?.is_undef());
    assert!(ctx.void_type().const_null().is_err());

    // Constant expressions and folding.
    let module = Module::new(&ctx, "consts")?;
    let table = module.add_global(ctx.array_type(i32_ty, 4)?, "table", 1)?;
    table.set_initializer(ctx.array_type(i32_ty, 4)?.const_null()?)?;
    let third = table.as_value().const_gep(
        ctx.array_type(i32_ty, 4)?,
        &[ctx.i64_type().const_int(0)?, ctx.i64_type().const_int(2)?],
        GepNoWrapFlags::INBOUNDS,
    )?;
    assert_eq!(third.const_opcode(), Some(Opcode::GetElementPtr));
    let as_int = third.const_cast(CastOp::PtrToInt, ctx.i64_type())?;
    assert_eq!(as_int.const_opcode(), Some(Opcode::PtrToInt));
    assert!(as_int.const_cast(CastOp::ZExt, ctx.int_type(128)?).is_err());
    let sum = i32_ty
        .const_int(40)?
        .const_binop(BinaryOp::Add, i32_ty.const_int(2)?)?;
    assert_eq!(sum.const_int_zext(), Some(42));
    let widened = i32_ty
        .const_int_signed(-1)?
        .const_cast(CastOp::SExt, ctx.i64_type())?;
    assert_eq!(widened.const_int_sext(), Some(-1));
    let holder = module.add_global(ctx.ptr_type(1)?, "holder", 1)?;
    holder.set_initializer(third)?;
    let other = Module::new(&ctx, "other")?;
    let foreign = other.add_global(ctx.ptr_type(1)?, "foreign", 1)?;
    assert!(matches!(
        foreign.set_initializer(third),
        Err(Error::ForeignHandle { .. })
    ));
    module.verify()?;
    Ok(())
}

#[test]
fn metadata_nodes_strings_and_self_references() -> TestResult {
    let ctx = Context::new();
    let i32_ty = ctx.i32_type();
    let one = i32_ty.const_int(1)?.to_metadata()?;
    assert_eq!(one.kind(), MetadataKind::ConstantAsMetadata);
    let single = ctx.md_node(&[one])?;
    let name = ctx.md_string("name");
    let outer = ctx.md_node(&[single, name, one])?;
    let ops = outer.operands().ok_or("not a node")?;
    assert_eq!(ops, [Some(single), Some(name), Some(one)]);
    assert_eq!(single.operands(), Some(vec![Some(one)]));
    assert_eq!(name.as_string().as_deref(), Some("name"));
    assert_eq!(name.operands(), None);
    let empty = ctx.md_node(&[])?;
    assert_eq!(empty.operands(), Some(vec![]));
    let with_null = ctx.md_node_with_nulls(&[None, Some(name)])?;
    assert_eq!(with_null.operands(), Some(vec![None, Some(name)]));

    let looped =
        ctx.md_self_referential_node(&[ctx.md_node(&[ctx.md_string("llvm.loop.mustprogress")])?])?;
    let loop_ops = looped.operands().ok_or("not a node")?;
    assert_eq!(loop_ops.first().copied().flatten(), Some(looped));

    let module = Module::new(&ctx, "md")?;
    let nm = module.get_or_insert_named_metadata("my.named")?;
    nm.add_operand(single)?;
    nm.add_operand(outer)?;
    assert!(nm.add_operand(name).is_err());
    assert_eq!(nm.operands(), [single, outer]);
    assert!(module.get_named_metadata("absent").is_none());

    let f = module.add_function("f", ctx.function_type(ctx.void_type(), &[], false)?)?;
    let builder = Builder::new(&module);
    let entry = f.append_basic_block("entry")?;
    builder.position_at_end(entry)?;
    let ret = builder.ret_void()?;
    ret.set_metadata("my.kind", single)?;
    assert_eq!(ret.metadata("my.kind")?, Some(single));
    assert_eq!(ret.metadata("other.kind")?, None);
    assert!(ret.set_metadata("my.kind", name).is_err());
    f.set_metadata("my.kind", outer)?;
    assert_eq!(f.metadata("my.kind")?, Some(outer));
    let g = module.add_global(i32_ty, "g", 0)?;
    g.set_metadata("my.kind", looped)?;
    assert_eq!(g.metadata("my.kind")?, Some(looped));
    module.verify()?;
    let text = module.print_to_string();
    assert!(text.contains("!my.named = !{!2, !3}"), "{text}");
    assert!(text.contains("!3 = !{!2, !\"name\", i32 1}"), "{text}");
    assert!(text.contains("distinct !{"), "{text}");

    // Metadata as a call argument.
    let meta_fn = module.add_function(
        "llvm.foo.meta",
        ctx.function_type(ctx.void_type(), &[ctx.metadata_type()], false)?,
    )?;
    builder.position_before(ret)?;
    let call = builder.call(
        meta_fn.function_type(),
        meta_fn.as_value(),
        &[name.as_value()],
    )?;
    let arg = call
        .call_args()
        .and_then(|a| a.first().copied())
        .ok_or("no arg")?;
    assert_eq!(arg.as_metadata(), Some(name));
    Ok(())
}

#[test]
fn attributes_of_every_kind() -> TestResult {
    let ctx = Context::new();
    let module = Module::new(&ctx, "attrs")?;
    let s = ctx.struct_type(&[ctx.i32_type(), ctx.float_type()], false)?;
    let ptr = ctx.ptr_type(0)?;
    let f = module.add_function("f", ctx.function_type(ctx.void_type(), &[ptr, ptr], false)?)?;
    let h = module.add_function("h", ctx.function_type(ctx.i32_type(), &[], false)?)?;
    f.add_attribute(AttrIndex::Param(0), &Attribute::typed("byval", s))?;
    f.add_attribute(AttrIndex::Param(1), &Attribute::typed("sret", s))?;
    f.add_attribute(AttrIndex::Param(1), &Attribute::int("dereferenceable", 8))?;
    h.add_attribute(AttrIndex::Return, &Attribute::flag("noundef"))?;
    f.add_attribute(AttrIndex::Function, &Attribute::flag("convergent"))?;
    f.add_attribute(AttrIndex::Function, &Attribute::string("key", "value"))?;
    assert!(
        f.add_attribute(AttrIndex::Param(2), &Attribute::flag("noalias"))
            .is_err()
    );
    assert!(
        f.add_attribute(AttrIndex::Param(0), &Attribute::flag("byval"))
            .is_err()
    );
    assert!(
        f.add_attribute(AttrIndex::Param(0), &Attribute::int("nonnull", 1))
            .is_err()
    );
    assert!(
        f.add_attribute(AttrIndex::Param(0), &Attribute::int("align", 3))
            .is_err()
    );
    assert!(
        f.add_attribute(AttrIndex::Param(0), &Attribute::flag("no-such-attribute"))
            .is_err()
    );
    assert_eq!(
        f.attributes(AttrIndex::Param(0))?,
        [Attribute::typed("byval", s)]
    );
    let p1 = f.attributes(AttrIndex::Param(1))?;
    assert!(
        p1.contains(&Attribute::typed("sret", s))
            && p1.contains(&Attribute::int("dereferenceable", 8))
    );
    assert_eq!(
        h.attributes(AttrIndex::Return)?,
        [Attribute::flag("noundef")]
    );
    assert_eq!(f.attributes(AttrIndex::Return)?, []);
    assert!(
        ctx.i32_type()
            .const_int(0)?
            .attributes(AttrIndex::Function)
            .is_err()
    );
    let text = module.print_to_string();
    assert!(text.contains("declare void @f(ptr byval({ i32, float }), ptr sret({ i32, float }) dereferenceable(8)) #0"), "{text}");
    assert!(text.contains("declare noundef i32 @h()"), "{text}");
    assert!(
        text.contains("attributes #0 = { convergent \"key\"=\"value\" }"),
        "{text}"
    );
    module.verify()?;
    Ok(())
}
