//! LLVM → SPIR-V: one test per error path (each checks the kind and that the message names
//! the function, the instruction and the construct), plus small modules whose translation
//! must pass `spirv-val` and show a specific shape (phi entries, interfaces, decorations).

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod support;


use spirv_llvm_translator::spirv;
use spirv_llvm_translator::to_spirv::{self, ErrorKind, Extensions, Options, parse_version};

const SPIR64: &str = "target datalayout = \"e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1\"\ntarget triple = \"spir64-unknown-unknown\"\n";

fn translate(ir: &str, options: &Options) -> Result<spirv::Module, to_spirv::Error> {
    to_spirv::translate_bytes(format!("{SPIR64}{ir}").as_bytes(), options)
}

fn err(ir: &str) -> to_spirv::Error {
    match translate(ir, &Options::default()) {
        Ok(_) => panic!("expected an error for:\n{ir}"),
        Err(e) => e,
    }
}

/// Translates, validates with spirv-val and returns the disassembly.
fn valid(ir: &str, options: &Options) -> String {
    let module = translate(ir, options).unwrap_or_else(|e| panic!("translation failed: {e}\n{ir}"));
    let bytes = spirv::write_bytes(&module).expect("writes");
    let (major, minor) = module.header.version_pair();
    let path = std::env::temp_dir().join(format!("to-spirv-errors-{}-{}.spv", std::process::id(), fastrand()));
    std::fs::write(&path, &bytes).expect("write");
    let result = support::spirv_val(&path, &format!("spv{major}.{minor}"));
    let _ = std::fs::remove_file(&path);
    let text = spirv::disassemble(&module, &spirv::DisOptions::default());
    if let Err(e) = result {
        panic!("{e}\n{text}");
    }
    text
}

/// A distinct number per call (tests run in parallel).
fn fastrand() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static N: AtomicU64 = AtomicU64::new(0);
    N.fetch_add(1, Ordering::Relaxed)
}

#[test]
fn wrong_triple() {
    let e = to_spirv::translate_bytes(b"target triple = \"x86_64-unknown-linux-gnu\"\n", &Options::default()).unwrap_err();
    assert!(matches!(&e.kind, ErrorKind::Triple(t) if t.starts_with("x86_64")), "{e}");
    let e = to_spirv::translate_bytes(b"target triple = \"spirv64v2.0-unknown-unknown\"\n", &Options::default()).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::Triple(_)), "{e}");
    // A versioned spirv triple asks for exactly that version.
    let max = Options { max_version: (1, 1), ..Options::default() };
    let e = to_spirv::translate_bytes(b"target triple = \"spirv64v1.2-unknown-unknown\"\n", &max).unwrap_err();
    assert!(e.to_string().contains("TripleMaxVersionIncompatible"), "{e}");
    let m = to_spirv::translate_bytes(b"target triple = \"spirv32v1.3-unknown-unknown\"\n", &Options::default()).unwrap();
    assert_eq!(m.header.version_pair(), (1, 3));
    // LLVM's logical SPIR-V (what spirv2llvm writes for a compute shader) is a Shader module
    // of exactly the version its architecture names, when the OS is Vulkan or a function is a
    // shader entry point; else it is OpenCL code (physical, by the data layout's pointers).
    let entry = "define void @main() #0 {\n  ret void\n}\nattributes #0 = { \"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\" }\n";
    for (triple, body, version) in [
        ("spirv1.6-unknown-vulkan1.3-compute", "", (1, 6)),
        ("spirv1.5-unknown-unknown", entry, (1, 5)),
    ] {
        let m = to_spirv::translate_bytes(format!("target triple = \"{triple}\"\n{body}").as_bytes(), &Options::default()).unwrap();
        let text = spirv_llvm_translator::spirv::disassemble(&m, &Default::default());
        assert!(text.contains("OpCapability Shader") && text.contains("OpMemoryModel Logical GLSL450"), "{triple}: {text}");
        assert_eq!(m.header.version_pair(), version, "{triple}");
    }
    let m = to_spirv::translate_bytes(b"target datalayout = \"e-p:32:32\"\ntarget triple = \"spirv1.5-unknown-unknown\"\n", &Options::default()).unwrap();
    let text = spirv_llvm_translator::spirv::disassemble(&m, &Default::default());
    assert!(text.contains("OpCapability Kernel") && text.contains("OpMemoryModel Physical32 OpenCL"), "{text}");
    assert_eq!(m.header.version_pair(), (1, 5));
}

/// A Shader module (`spirv-unknown-vulkan-compute`) with `body` as the entry point's body,
/// after `globals`.
fn shader(globals: &str, body: &str) -> String {
    format!(
        "target triple = \"spirv-unknown-vulkan-compute\"\n{globals}\n\
         define spir_func void @main() #0 {{\n{body}\n  ret void\n}}\n\
         attributes #0 = {{ \"hlsl.shader\"=\"compute\" \"hlsl.numthreads\"=\"1,1,1\" }}\n"
    )
}

#[test]
fn shader_modules_name_what_logical_addressing_cannot_say() {
    let buffer = "%B = type { [0 x float] }\n@b = external addrspace(11) global %B";
    // Pointer arithmetic: a getelementptr stepping over whole objects.
    let e = err(&shader(buffer, "  %p = getelementptr float, ptr addrspace(11) @b, i32 3\n  store float 1.0, ptr addrspace(11) %p"));
    assert!(e.to_string().contains("first index is not zero (pointer arithmetic"), "{e}");
    // A pointer used as a pointer to something its pointee does not start with.
    let e = err(&shader(buffer, "  store i64 1, ptr addrspace(11) @b"));
    assert!(e.to_string().contains("Shader modules cannot cast pointers"), "{e}");
    // A storage buffer must hold a struct (Block).
    let e = err(&shader("@b = external addrspace(11) global float", "  store float 1.0, ptr addrspace(11) @b"));
    assert!(e.to_string().contains("@b in storage class StorageBuffer holds no struct"), "{e}");
    // What only OpenCL.std computes.
    let e = err(&shader("", "  %x = call float @llvm.exp10.f32(float 2.0)"));
    assert!(e.to_string().contains("OpenCL.std exp10"), "{e}");
    // A pointer inside a buffer.
    let e = err(&shader("%P = type { ptr addrspace(11) }\n@b = external addrspace(11) global %P", "  store ptr addrspace(11) null, ptr addrspace(11) @b"));
    assert!(e.to_string().contains("held in a buffer of a Shader module"), "{e}");
    // A scope Vulkan does not have (CrossDevice).
    let e = err(&shader("declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)", "  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 0, i32 0, i32 0)"));
    assert!(e.to_string().contains("OpControlBarrier with a scope Vulkan does not have"), "{e}");
    // Workgroup memory with an initializer (Vulkan allows none; kernels keep it).
    let e = err(&shader("@w = addrspace(3) global i32 7", "  store i32 1, ptr addrspace(3) @w"));
    assert!(e.to_string().contains("initializer of Workgroup variable @w (Vulkan allows none)"), "{e}");
    // A malformed merge annotation.
    let e = err(&shader("", "  br label %next, !spirv.SelectionMerge !0\nnext:\n  br label %end\nend:\n  br label %last\nlast:\n  ret void\n}\n!0 = !{i32 0, i32 0}\ndefine void @unused() {"));
    assert!(e.to_string().contains("!spirv.SelectionMerge operand 0 is not a blockaddress"), "{e}");
}

#[test]
fn shader_address_spaces_are_named() {
    let ir = format!("{SPIR64}@b = external addrspace(11) global i32\ndefine spir_func i32 @f() {{\n  %v = load i32, ptr addrspace(11) @b\n  ret i32 %v\n}}\n");
    let e = err(&ir);
    assert!(e.to_string().contains("address space 11 (storage class StorageBuffer: only Shader modules have it)"), "{e}");
}

#[test]
fn module_without_triple_is_spir64() {
    let m = to_spirv::translate_bytes(b"define spir_func void @f() {\n ret void\n}\n", &Options::default()).unwrap();
    let text = spirv_llvm_translator::spirv::disassemble(&m, &Default::default());
    assert!(text.contains("OpMemoryModel Physical64 OpenCL"), "{text}");
}

#[test]
fn malformed_inputs_are_parse_errors() {
    for input in [&b"BC\xC0\xDEgarbage garbage"[..], b"this is not IR", b"\xff\xfe\x00\x01", b"define"] {
        let e = to_spirv::translate_bytes(input, &Options::default()).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::Parse(_)), "{input:?}: {e}");
    }
    // Empty text is an empty module, taken as spir64 like a module without a triple.
    assert!(to_spirv::translate_bytes(b"", &Options::default()).is_ok());
}

#[test]
fn broken_module_is_a_verify_error() {
    let e = err("define spir_func i32 @f() {\n  %a = add i32 %b, 1\n  %b = add i32 1, 1\n  ret i32 %a\n}\n");
    assert!(matches!(e.kind, ErrorKind::Verify(_)), "{e}");
}

#[test]
fn token_values_have_no_counterpart() {
    let opts = Options { unknown_intrinsics: Some(Vec::new()), ..Default::default() };
    let ir = "declare token @llvm.tokenfoo()\ndefine spir_kernel void @k() {\n  %t = call token @llvm.tokenfoo()\n  ret void\n}\n";
    let e = translate(ir, &opts).expect_err("a token has no SPIR-V type");
    assert!(matches!(e.kind, ErrorKind::NoCounterpart(_)), "{e}");
    assert!(e.to_string().contains("token type, which doesn't have a counterpart in SPIR-V"), "{e}");
}

#[test]
fn unknown_intrinsic_names_it() {
    let e = err("declare ptr @llvm.returnaddress(i32)\ndefine spir_kernel void @k() {\n  %s = call ptr @llvm.returnaddress(i32 0)\n  ret void\n}\n");
    assert!(matches!(&e.kind, ErrorKind::UnknownIntrinsic(n) if n == "llvm.returnaddress"), "{e}");
    let text = e.to_string();
    assert!(text.contains("@k"), "{text}");
    assert!(text.contains("%s = call ptr @llvm.returnaddress(i32 0)"), "{text}");
    assert!(text.contains("intrinsic @llvm.returnaddress"), "{text}");
}

/// A collective of a kind no extension defines (`nand`) is refused by its name.
#[test]
fn unhandled_builtin_names_it() {
    let e = err(
        "declare spir_func i32 @_Z22work_group_reduce_nandi(i32)\n\
         define spir_kernel void @k() {\n  %q = call spir_func i32 @_Z22work_group_reduce_nandi(i32 1)\n  ret void\n}\n",
    );
    assert!(e.to_string().contains("OpenCL builtin work_group_reduce_nand"), "{e}");
}

/// `write_image*` with a level of detail (`cl_khr_mipmap_image_writes`): the only SPIR-V for it,
/// OpImageWrite with the Lod image operand, is rejected by spirv-val 2023.1, so it is not in
/// the kernel set of `to_spirv_corpus.rs` (`testdata/cl/builtins/image.cl` leaves it out of
/// the build) and is reported as unsupported instead.
#[test]
fn image_write_with_lod_is_unsupported() {
    let img = "target(\"spirv.Image\", void, 1, 0, 0, 0, 0, 0, 1)";
    let e = err(&format!(
        "declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iiDv4_f({img}, <2 x i32>, i32, <4 x float>)\n\
         define spir_kernel void @k({img} %i) {{\n\
           call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iiDv4_f({img} %i, <2 x i32> zeroinitializer, i32 1, <4 x float> zeroinitializer)\n\
           ret void\n}}\n"
    ));
    assert!(matches!(&e.kind, ErrorKind::Unsupported(m) if m.contains("write_imagef with a level of detail")), "{e}");
    assert!(e.to_string().contains("rejected by spirv-val"), "{e}");
    assert_eq!(e.function.as_deref(), Some("k"));
}

/// SPIR-V friendly IR of the typed-pointer era passes opaque objects (`__spirv_Image__*`, …)
/// by pointer: the pointer becomes the object, of the type the mangled name gives
/// (`testdata/cl/builtins/spirv_friendly.cl` does this throughout).
#[test]
fn opaque_object_by_pointer_is_the_object() {
    let name = "_Z25__spirv_ImageRead_Rfloat4PU3AS133__spirv_Image__void_1_0_0_0_0_0_0Dv2_i";
    let text = valid(
        &format!(
            "declare spir_func <4 x float> @{name}(ptr addrspace(1), <2 x i32>)\n\
             define spir_kernel void @k(ptr addrspace(1) %i, ptr addrspace(1) %out) {{\n\
               %v = call spir_func <4 x float> @{name}(ptr addrspace(1) %i, <2 x i32> zeroinitializer)\n\
               store <4 x float> %v, ptr addrspace(1) %out\n\
               ret void\n}}\n"
        ),
        &Options::default(),
    );
    assert!(text.contains("OpTypeImage %void 2D 0 0 0 0 Unknown ReadOnly"), "{text}");
    assert!(text.contains("OpFunctionParameter %image"), "{text}");
    assert!(text.contains("OpImageRead %v4float %i"), "{text}");
}

/// A pointer that the calls it is passed to take as two different OpenCL objects (here an
/// image and a sampler) has no one SPIR-V type.
#[test]
fn object_pointer_of_two_types() {
    let name = "_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i";
    let e = err(&format!(
        "declare spir_func <4 x float> @{name}(ptr addrspace(1), ptr addrspace(1), <2 x i32>)\n\
         define spir_kernel void @k(ptr addrspace(1) %i, ptr addrspace(1) %out) {{\n\
           %v = call spir_func <4 x float> @{name}(ptr addrspace(1) %i, ptr addrspace(1) %i, <2 x i32> zeroinitializer)\n\
           store <4 x float> %v, ptr addrspace(1) %out\n\
           ret void\n}}\n"
    ));
    assert!(matches!(&e.kind, ErrorKind::Unsupported(m) if m.contains("used both as")), "{e}");
    assert!(e.to_string().contains("spirv.Sampler"), "{e}");
    assert_eq!(e.function.as_deref(), Some("k"));
}

/// OpSelect cannot choose between OpenCL objects; a `select` of two images held in pointers
/// (or of two `target("spirv.Image")` values) is reported.
#[test]
fn select_of_objects() {
    let name = "_Z15get_image_width14ocl_image2d_ro";
    let e = err(&format!(
        "declare spir_func i32 @{name}(ptr addrspace(1))\n\
         define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c, ptr addrspace(1) %out) {{\n\
           %i = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b\n\
           %w = call spir_func i32 @{name}(ptr addrspace(1) %i)\n\
           store i32 %w, ptr addrspace(1) %out\n\
           ret void\n}}\n"
    ));
    assert!(matches!(&e.kind, ErrorKind::Unsupported(m) if m.contains("select of an OpenCL object")), "{e}");
    assert!(e.to_string().contains("select i1 %c"), "{e}");
}

#[test]
fn odd_integer_width() {
    // Widths up to 64 are held in a wider integer and i128 in two halves; others are errors.
    let e = err("define spir_func i96 @f(i96 %x) {\n  %y = add i96 %x, 1\n  ret i96 %y\n}\n");
    assert!(matches!(&e.kind, ErrorKind::BitWidth(96)), "{e}");
    assert_eq!(e.function.as_deref(), Some("f"));
}

#[test]
fn unknown_memory_order_is_reported() {
    // memory_order_consume (1) has no SPIR-V ordering; a run-time order is mapped instead.
    let e = err(
        "declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4), i32)\n\
         define spir_kernel void @k(ptr addrspace(1) %p) {\n\
           %g = addrspacecast ptr addrspace(1) %p to ptr addrspace(4)\n\
           %v = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) %g, i32 1)\n\
           ret void\n}\n",
    );
    assert!(e.to_string().contains("memory order 1"), "{e}");
    assert_eq!(e.function.as_deref(), Some("k"));
}

#[test]
fn unknown_memory_scope_is_reported() {
    let e = err(
        "declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4), i32, i32)\n\
         define spir_kernel void @k(ptr addrspace(4) %p) {\n\
           %v = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) %p, i32 0, i32 9)\n\
           ret void\n}\n",
    );
    assert!(e.to_string().contains("memory scope 9"), "{e}");
}

#[test]
fn version_limit() {
    let ir = "declare spir_func i32 @_Z20sub_group_elect()\n\
              declare spir_func i32 @_Z15sub_group_electv()\n\
              define spir_kernel void @k(ptr addrspace(1) %p) {\n\
                %e = call spir_func i32 @_Z15sub_group_electv()\n\
                store i32 %e, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
    let options = Options { max_version: (1, 2), ..Options::default() };
    let e = translate(ir, &options).unwrap_err();
    assert!(matches!(&e.kind, ErrorKind::Version { needed, .. } if needed == "1.3"), "{e}");
    let text = valid(ir, &Options::default());
    assert!(text.contains("; Version: 1.3"), "{text}");
    assert!(text.contains("OpGroupNonUniformElect"), "{text}");
}

#[test]
fn options_parse() {
    assert_eq!(parse_version("1.4").unwrap(), (1, 4));
    for bad in ["2.0", "1.7", "1", "x.y", ""] {
        assert!(parse_version(bad).is_err(), "{bad}");
    }
    let e = Extensions::parse("+all,-SPV_KHR_no_integer_wrap_decoration").unwrap();
    assert!(e.allows("SPV_EXT_anything"));
    assert!(!e.allows("SPV_KHR_no_integer_wrap_decoration"));
    let e = Extensions::parse("+SPV_X_a,-SPV_X_a,+SPV_X_b").unwrap();
    assert!(!e.allows("SPV_X_a") && e.allows("SPV_X_b") && !e.allows("SPV_X_c"));
    assert!(Extensions::parse("SPV_X_a").is_err());
    // Names not spelled as extensions (SPV_VENDOR_name) are unknown, as in the reference.
    for bad in ["+EXT", "-EXT", "+SPV_A", "+SPV_khr_x", "+SPV_KHR_"] {
        let e = Extensions::parse(bad).expect_err(bad);
        assert!(e.to_string().contains("Unknown extension"), "{bad}: {e}");
    }
    assert!(Extensions::parse("+").is_err());
}

#[test]
fn phi_gets_one_entry_per_predecessor() {
    let ir = "define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {\n\
              entry:\n  switch i32 %x, label %d [ i32 1, label %m\n i32 2, label %m\n i32 3, label %m ]\n\
              d:\n  br label %m\n\
              m:\n  %v = phi i32 [ 7, %entry ], [ 7, %entry ], [ 7, %entry ], [ 9, %d ]\n\
                store i32 %v, ptr addrspace(1) %p, align 4\n  ret void\n}\n";
    let text = valid(ir, &Options::default());
    let phi = text.lines().find(|l| l.contains("OpPhi")).expect("a phi");
    assert_eq!(phi.split_whitespace().count(), 3 + 4 + 1, "{phi}");
}

#[test]
fn unreachable_blocks_and_loops() {
    let ir = "define spir_func i32 @f(i32 %n) {\n\
              entry:\n  br label %loop\n\
              dead:\n  %z = add i32 %w, 1\n  br label %loop\n\
              loop:\n  %i = phi i32 [ 0, %entry ], [ %j, %loop ], [ %z, %dead ]\n  %w = add i32 %i, 0\n\
                %j = add nsw i32 %i, 1\n  %c = icmp slt i32 %j, %n\n  br i1 %c, label %loop, label %exit\n\
              exit:\n  ret i32 %j\n}\n";
    // Below SPIR-V 1.4 the decoration needs the extension; from 1.4 on (the default maximum)
    // it is core, and the module takes 1.4.
    let below = Options { max_version: (1, 3), ..Options::default() };
    let text = valid(ir, &below);
    assert!(!text.contains("NoSignedWrap"), "no decoration without the extension below 1.4:\n{text}");
    let options = Options { extensions: Extensions::parse("+SPV_KHR_no_integer_wrap_decoration").unwrap(), ..below };
    let text = valid(ir, &options);
    assert!(text.contains("NoSignedWrap"), "{text}");
    assert!(text.contains("OpExtension \"SPV_KHR_no_integer_wrap_decoration\""), "{text}");
    let text = valid(ir, &Options::default());
    assert!(text.contains("NoSignedWrap") && text.contains("; Version: 1.4"), "{text}");
    assert!(!text.contains("OpExtension"), "{text}");
}

#[test]
fn pointers_get_pointees_and_casts() {
    let ir = "%s = type { i32, float }\n\
              define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l) {\n\
                %a = alloca %s, align 4\n\
                %f = getelementptr inbounds i8, ptr %a, i64 4\n\
                store float 1.0, ptr %f, align 4\n\
                %q = getelementptr inbounds %s, ptr addrspace(1) %p, i64 3, i32 1\n\
                %v = load float, ptr addrspace(1) %q, align 4\n\
                %g = addrspacecast ptr addrspace(3) %l to ptr addrspace(4)\n\
                store float %v, ptr addrspace(4) %g, align 4\n\
                call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %p, ptr %a, i64 8, i1 false)\n\
                call void @llvm.memset.p0.i64(ptr %a, i8 0, i64 8, i1 false)\n\
                ret void\n}\n\
              declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)\n\
              declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n";
    let text = valid(ir, &Options::default());
    for want in ["OpInBoundsPtrAccessChain", "OpPtrCastToGeneric", "OpCopyMemorySized", "OpBitcast", "OpCapability GenericPointer"] {
        assert!(text.contains(want), "{want} missing:\n{text}");
    }
}

#[test]
fn interfaces_from_version_1_4() {
    let ir = "@g = addrspace(1) global i32 0, align 4\n\
              declare spir_func i64 @_Z13get_global_idj(i32)\n\
              define spir_func void @h() {\n  store i32 1, ptr addrspace(1) @g, align 4\n  ret void\n}\n\
              define spir_kernel void @k() {\n  %i = call spir_func i64 @_Z13get_global_idj(i32 0)\n  call spir_func void @h()\n  ret void\n}\n";
    let text = valid(ir, &Options::default());
    let ep = text.lines().find(|l| l.contains("OpEntryPoint")).expect("entry point").to_owned();
    assert!(ep.contains("GlobalInvocationId") && !ep.contains("%g"), "{ep}");
    let text = valid(ir, &Options { min_version: (1, 4), ..Options::default() });
    let ep = text.lines().find(|l| l.contains("OpEntryPoint")).expect("entry point").to_owned();
    assert!(ep.contains("GlobalInvocationId") && ep.contains("%g"), "{ep}");
}

/// A global whose initializer points to another global: from SPIR-V 1.4 the kernel's
/// interface lists both (the validator counts the initializer as a use).
#[test]
fn interfaces_include_globals_named_by_initializers() {
    let ir = "@table = addrspace(2) constant [2 x float] [float 1.0, float 2.0], align 4\n\
              @p = addrspace(1) global ptr addrspace(2) @table, align 8\n\
              define spir_kernel void @k(ptr addrspace(1) %out) {\n\
                %t = load ptr addrspace(2), ptr addrspace(1) @p, align 8\n\
                %v = load float, ptr addrspace(2) %t, align 4\n\
                store float %v, ptr addrspace(1) %out, align 4\n  ret void\n}\n";
    let text = valid(ir, &Options { min_version: (1, 4), ..Options::default() });
    let ep = text.lines().find(|l| l.contains("OpEntryPoint")).expect("entry point").to_owned();
    assert!(ep.contains("%p") && ep.contains("%table"), "{ep}");
}

/// One-lane vectors (the optimizer narrows OpenCL's 3-lane loads to them) are held in two
/// lanes; loads and stores touch one element, bitcasts go through the lane.
#[test]
fn one_lane_vectors() {
    let ir = "define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {\n\
                %v = load <1 x double>, ptr addrspace(1) %p, align 8\n\
                %w = shufflevector <1 x double> %v, <1 x double> poison, <4 x i32> zeroinitializer\n\
                store <4 x double> %w, ptr addrspace(1) %q, align 32\n\
                %i = bitcast <1 x double> %v to i64\n\
                %b = bitcast i64 %i to <1 x double>\n\
                %f = bitcast <1 x double> %b to <2 x float>\n\
                store <2 x float> %f, ptr addrspace(1) %p, align 8\n\
                store <1 x double> %b, ptr addrspace(1) %q, align 8\n  ret void\n}\n";
    let text = valid(ir, &Options::default());
    assert!(text.contains("OpTypeArray %double"), "{text}");
}

/// `__spirv_ocl_vloadn__R{type}` without the component count takes it from the result type.
#[test]
fn spirv_friendly_vloadn_count_from_result() {
    let ir = "declare spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1Kf(i64, ptr addrspace(1))\n\
              define spir_kernel void @k(ptr addrspace(1) %p) {\n\
                %v = call spir_func <4 x float> @_Z27__spirv_ocl_vloadn__Rfloat4mPU3AS1Kf(i64 0, ptr addrspace(1) %p)\n\
                store <4 x float> %v, ptr addrspace(1) %p, align 16\n  ret void\n}\n";
    let text = valid(ir, &Options::default());
    let load = text.lines().find(|l| l.contains("vloadn")).expect("vloadn").to_owned();
    assert!(load.trim_end().ends_with(" 4"), "{load}");
    let e = err("declare spir_func float @_Z15__spirv_ocl_fmaff(float, float)\n\
                 define spir_kernel void @k(ptr addrspace(1) %p) {\n\
                   %v = call spir_func float @_Z15__spirv_ocl_fmaff(float 1.0, float 2.0)\n\
                   store float %v, ptr addrspace(1) %p, align 4\n  ret void\n}\n");
    assert!(e.to_string().contains("too few arguments"), "{e}");
}

#[test]
fn kernel_metadata_becomes_execution_modes() {
    let ir = "define spir_kernel void @k() !reqd_work_group_size !0 !vec_type_hint !1 {\n  ret void\n}\n\
              !opencl.ocl.version = !{!2}\n\
              !0 = !{i32 8, i32 4, i32 1}\n!1 = !{<4 x float> undef, i32 0}\n!2 = !{i32 2, i32 0}\n";
    let text = valid(ir, &Options::default());
    assert!(text.contains("OpExecutionMode %k LocalSize 8 4 1"), "{text}");
    assert!(text.contains("VecTypeHint 262149"), "{text}");
    assert!(text.contains("OpSource OpenCL_C 200000"), "{text}");
}

#[test]
fn declarations_only_and_empty_modules() {
    let text = valid("", &Options::default());
    assert!(text.contains("OpMemoryModel Physical64 OpenCL"), "{text}");
    let text = valid("declare spir_func void @ext(i32)\ndefine spir_func void @f() {\n  call spir_func void @ext(i32 1)\n  ret void\n}\n", &Options::default());
    assert!(text.contains("LinkageAttributes \"ext\" Import"), "{text}");
    // Unmangled names are user functions, even when they look like builtins.
    let text = valid("declare spir_func i32 @get_value(i32)\ndefine spir_func i32 @f() {\n  %v = call spir_func i32 @get_value(i32 1)\n  ret i32 %v\n}\n", &Options::default());
    assert!(text.contains("LinkageAttributes \"get_value\" Import"), "{text}");
}

/// Odd but valid IR: each translates to a valid module or fails with an error; none panics.
#[test]
fn odd_inputs_never_panic() {
    let cases = [
        "define spir_func <2 x ptr addrspace(1)> @f(<2 x ptr addrspace(1)> %p) {\n  ret <2 x ptr addrspace(1)> %p\n}\n",
        "define spir_func i128 @f(i128 %x) {\n  %y = mul i128 %x, %x\n  ret i128 %y\n}\n",
        "define spir_func { i32, float } @f(i32 %x) {\n  %a = insertvalue { i32, float } poison, i32 %x, 0\n  ret { i32, float } %a\n}\n",
        "declare spir_func void @v(i32, ...)\ndefine spir_func void @f() {\n  call spir_func void (i32, ...) @v(i32 1, i32 2)\n  ret void\n}\n",
        "define spir_func void @f(ptr %fp) {\n  call void %fp()\n  ret void\n}\n",
        "define spir_func void @f() {\n  call void asm sideeffect \"nop\", \"\"()\n  ret void\n}\n",
        "define spir_func void @f() {\n  %a = alloca [0 x i32], align 4\n  ret void\n}\n",
        "define spir_func void @f(i32 %n) {\n  %a = alloca i32, i32 %n, align 4\n  ret void\n}\n",
        "define spir_func void @f() {\n  unreachable\n}\n",
        "define spir_func void @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n",
        "define spir_func i32 @f(i1 %c) {\n  %s = select i1 %c, i32 1, i32 2\n  %z = zext i1 %c to i32\n  %t = trunc i32 %s to i1\n  %u = sitofp i1 %t to float\n  %r = add i32 %s, %z\n  ret i32 %r\n}\n",
        "define spir_func <3 x i1> @f(<3 x i32> %a) {\n  %c = icmp sgt <3 x i32> %a, zeroinitializer\n  ret <3 x i1> %c\n}\n",
        "define spir_func i32 @f(<4 x i32> %v, i32 %i) {\n  %e = extractelement <4 x i32> %v, i32 %i\n  %w = insertelement <4 x i32> %v, i32 %e, i32 7\n  %x = extractelement <4 x i32> %w, i32 9\n  ret i32 %x\n}\n",
        "define spir_func <2 x i32> @f(<4 x i32> %v) {\n  %s = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 3, i32 poison>\n  ret <2 x i32> %s\n}\n",
        "define spir_func i64 @f(ptr addrspace(4) %p) {\n  %i = ptrtoint ptr addrspace(4) %p to i64\n  %q = inttoptr i64 %i to ptr addrspace(1)\n  %r = addrspacecast ptr addrspace(1) %q to ptr addrspace(3)\n  ret i64 %i\n}\n",
        "@g = addrspace(1) global ptr addrspace(1) @g\ndefine spir_func void @f() {\n  ret void\n}\n",
        "@a = addrspace(1) global i32 1\n@b = addrspace(1) global ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 2)\ndefine spir_kernel void @k() {\n  %v = load ptr addrspace(1), ptr addrspace(1) @b\n  store i32 3, ptr addrspace(1) %v\n  ret void\n}\n",
        "@s = addrspace(1) global { ptr addrspace(1), i32 } { ptr addrspace(1) @s, i32 1 }\n",
        "define spir_func void @f(ptr addrspace(1) %p, i32 %x) {\n  switch i32 %x, label %a [ i32 0, label %a ]\na:\n  %v = atomicrmw add ptr addrspace(1) %p, i32 1 seq_cst\n  %w = cmpxchg ptr addrspace(1) %p, i32 %v, i32 0 acquire monotonic\n  fence syncscope(\"workgroup\") release\n  %l = load atomic i32, ptr addrspace(1) %p acquire, align 4\n  store atomic i32 %l, ptr addrspace(1) %p release, align 4\n  %f = atomicrmw fadd ptr addrspace(1) %p, float 1.0 monotonic\n  ret void\n}\n",
        "define spir_func i8 @f(i8 %x, i32 %y, i64 %z) {\n  %a = call i8 @llvm.bitreverse.i8(i8 %x)\n  %b = call i32 @llvm.bswap.i32(i32 %y)\n  %c = call i64 @llvm.fshl.i64(i64 %z, i64 %z, i64 3)\n  %d = call i32 @llvm.fshr.i32(i32 %y, i32 %b, i32 %y)\n  %e = call i32 @llvm.vector.reduce.umax.v4i32(<4 x i32> zeroinitializer)\n  ret i8 %a\n}\n\
         declare i8 @llvm.bitreverse.i8(i8)\ndeclare i32 @llvm.bswap.i32(i32)\ndeclare i64 @llvm.fshl.i64(i64, i64, i64)\ndeclare i32 @llvm.fshr.i32(i32, i32, i32)\ndeclare i32 @llvm.vector.reduce.umax.v4i32(<4 x i32>)\n",
        "define spir_func void @f(ptr %d, ptr %s, i64 %n) {\n  call void @llvm.memmove.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)\n  call void @llvm.memset.p0.i64(ptr %d, i8 7, i64 %n, i1 false)\n  ret void\n}\n\
         declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n",
        "define spir_func float @f(float %x) {\n  %y = freeze float poison\n  %z = fneg nnan float %x\n  %w = fadd fast float %y, %z\n  %r = frem arcp float %w, %x\n  ret float %r\n}\n",
        "declare spir_func i32 @_Z3maxii(i32, i32)\ndeclare spir_func <4 x float> @_Z3minDv4_ff(<4 x float>, float)\ndeclare spir_func i32 @_Z5isnanf(float)\n\
         define spir_func i32 @f(i32 %a, <4 x float> %v) {\n  %m = call spir_func i32 @_Z3maxii(i32 %a, i32 3)\n  %n = call spir_func <4 x float> @_Z3minDv4_ff(<4 x float> %v, float 1.0)\n  %i = call spir_func i32 @_Z5isnanf(float 0.0)\n  ret i32 %m\n}\n",
        "declare spir_func i32 @_Z8not_real(i32)\ndefine spir_func i32 @f() {\n  %x = call spir_func i32 @_Z8not_real(i32 1)\n  ret i32 %x\n}\n",
        "declare spir_func i32 @_Z13get_global_idj(i32)\ndefine spir_func i32 @f(i32 %d) {\n  %x = call spir_func i32 @_Z13get_global_idj(i32 %d)\n  %y = call spir_func i32 @_Z13get_global_idj(i32 5)\n  %z = add i32 %x, %y\n  ret i32 %z\n}\n",
        "declare spir_func i32 @_Z13get_global_idj(i32)\ndeclare spir_func i32 @_Z12get_local_idj(ptr)\n",
        "define spir_func void @f() {\n  %x = call i32 @__spirv_NotAnOp()\n  ret void\n}\ndeclare i32 @__spirv_NotAnOp()\n",
        "define spir_func void @f() {\n  %x = call i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1) null, i32 1, i32 2)\n  ret void\n}\ndeclare i32 @_Z18__spirv_AtomicIAddPU3AS1iiii(ptr addrspace(1), i32, i32)\n",
        "define spir_kernel void @k() #0 {\n  ret void\n}\nattributes #0 = { noinline optnone }\n!opencl.ocl.version = !{!0, !1}\n!0 = !{i32 3, i32 0}\n!1 = !{!\"junk\"}\n",
        "define spir_kernel void @k() !reqd_work_group_size !0 {\n  ret void\n}\n!0 = !{!\"x\"}\n",
    ];
    for ir in cases {
        let result = std::panic::catch_unwind(|| translate(ir, &Options::default()));
        let Ok(result) = result else { panic!("panic on:\n{ir}") };
        if let Ok(module) = result {
            let bytes = spirv::write_bytes(&module).expect("writes");
            let (major, minor) = module.header.version_pair();
            let path = std::env::temp_dir().join(format!("to-spirv-odd-{}-{}.spv", std::process::id(), fastrand()));
            std::fs::write(&path, &bytes).expect("write");
            let result = support::spirv_val(&path, &format!("spv{major}.{minor}"));
            let _ = std::fs::remove_file(&path);
            if let Err(e) = result {
                panic!("invalid output for:\n{ir}\n{e}\n{}", spirv::disassemble(&module, &spirv::DisOptions::default()));
            }
        }
    }
}

#[test]
fn narrow_integers_are_held_in_bytes() {
    let ir = "define spir_func i32 @f(<4 x i8> %a, <4 x i8> %b, i32 %x) {\n\
                %c = icmp ne <4 x i8> %a, %b\n  %m = bitcast <4 x i1> %c to i4\n\
                %p = call i4 @llvm.ctpop.i4(i4 %m)\n  %l = call i4 @llvm.ctlz.i4(i4 %m, i1 false)\n\
                %s = add i4 %p, %l\n  %d = sdiv i4 %s, -3\n  %r = ashr i4 %d, 1\n  %t = trunc i32 %x to i4\n\
                %u = mul i4 %t, %r\n  %lt = icmp slt i4 %u, 2\n  %e = sext i4 %u to i32\n  %z = zext i4 %u to i32\n\
                %v = bitcast i4 %u to <4 x i1>\n  %w = extractelement <4 x i1> %v, i32 2\n  %o = sext i1 %w to i4\n\
                switch i4 %o, label %a1 [ i4 -1, label %a2 ]\n\
              a1:\n  %q = select i1 %lt, i32 %e, i32 %z\n  ret i32 %q\n\
              a2:\n  ret i32 0\n}\n\
              declare i4 @llvm.ctpop.i4(i4)\ndeclare i4 @llvm.ctlz.i4(i4, i1)\n";
    let text = valid(ir, &Options::default());
    assert!(text.contains("OpShiftRightArithmetic"), "{text}");
}

#[test]
fn spirv_decorations_metadata_becomes_decorations() {
    let ir = "@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0\n\
              define spir_func float @f(float %a) !spirv.ParameterDecorations !3 {\n\
                %x = fadd float %a, 1.0, !spirv.Decorations !4\n  ret float %x\n}\n\
              !0 = !{!1}\n!1 = !{i32 21}\n!2 = !{i32 19}\n!3 = !{!6}\n!4 = !{!5}\n!5 = !{i32 40, i32 1}\n!6 = !{}\n";
    let text = valid(ir, &Options::default());
    assert!(text.contains("OpDecorate %g Volatile"), "{text}");
    assert!(text.contains("FPFastMathMode NotNaN"), "{text}");
}
