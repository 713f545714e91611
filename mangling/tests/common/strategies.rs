//! proptest strategies over the whole type model.

#![allow(dead_code)]

use std::collections::BTreeMap;

use proptest::prelude::*;
use proptest::sample::select;

use spirv_llvm_mangling::{
    AddressSpace, AvcType, CvQualifiers, FunctionType, ImageAccess, ImageDescriptor, ImageDim, MatrixComponent,
    MatrixDescriptor, OpenClType,
    SampledType, Scalar, Signature, SpirvType, Type, TypeName, VectorLen,
};

fn scalar() -> impl Strategy<Value = Scalar> {
    select(Scalar::ALL.to_vec())
}

fn address_space() -> impl Strategy<Value = AddressSpace> {
    prop_oneof![
        4 => (0u32..=4).prop_map(AddressSpace),
        1 => (5u32..=1000).prop_map(AddressSpace),
    ]
}

fn cv() -> impl Strategy<Value = CvQualifiers> {
    any::<(bool, bool, bool)>().prop_map(|(is_const, is_volatile, is_restrict)| CvQualifiers {
        is_const,
        is_volatile,
        is_restrict,
    })
}

fn opencl() -> impl Strategy<Value = OpenClType> {
    prop_oneof![
        (
            select(ImageDim::ALL.to_vec()),
            select(ImageAccess::ALL.to_vec())
        )
            .prop_map(|(dim, access)| OpenClType::Image(dim, access)),
        select(vec![
            OpenClType::Sampler,
            OpenClType::Event,
            OpenClType::ClkEvent,
            OpenClType::Queue,
            OpenClType::ReserveId,
            OpenClType::NdRange,
            OpenClType::MemoryOrder,
            OpenClType::MemoryScope,
        ]),
        (0u32..3).prop_map(OpenClType::Pipe),
        select(AvcType::ALL.to_vec()).prop_map(OpenClType::Avc),
    ]
}

fn image_descriptor() -> impl Strategy<Value = ImageDescriptor> {
    (
        select(SampledType::ALL.to_vec()),
        0u32..7,
        0u32..3,
        0u32..2,
        0u32..2,
        0u32..3,
        prop_oneof![0u32..40, Just(u32::MAX)],
        0u32..3,
    )
        .prop_map(
            |(sampled_type, dim, depth, arrayed, multisampled, sampled, format, access)| {
                ImageDescriptor {
                    sampled_type,
                    dim,
                    depth,
                    arrayed,
                    multisampled,
                    sampled,
                    format,
                    access,
                }
            },
        )
}

pub fn matrix_descriptor() -> impl Strategy<Value = MatrixDescriptor> {
    (
        select(vec![
            MatrixComponent::Char,
            MatrixComponent::Short,
            MatrixComponent::UInt,
            MatrixComponent::Long,
            MatrixComponent::Half,
            MatrixComponent::Float,
            MatrixComponent::Double,
            MatrixComponent::BFloat16,
        ]),
        0u32..5,
        prop_oneof![1u32..64, Just(u32::MAX)],
        1u32..64,
        0u32..3,
    )
        .prop_map(|(component, scope, rows, columns, usage)| MatrixDescriptor {
            component,
            scope,
            rows,
            columns,
            usage,
        })
}

pub fn spirv() -> impl Strategy<Value = SpirvType> {
    prop_oneof![
        image_descriptor().prop_map(SpirvType::Image),
        image_descriptor().prop_map(SpirvType::SampledImage),
        (0u32..3).prop_map(SpirvType::Pipe),
        matrix_descriptor().prop_map(SpirvType::CooperativeMatrix),
        image_descriptor().prop_map(SpirvType::VmeImage),
        select(AvcType::ALL.to_vec()).prop_map(SpirvType::Avc),
        select(vec![
            SpirvType::Sampler,
            SpirvType::Event,
            SpirvType::DeviceEvent,
            SpirvType::Queue,
            SpirvType::ReserveId,
            SpirvType::PipeStorage,
            SpirvType::TaskSequence,
        ]),
    ]
}

fn named() -> impl Strategy<Value = TypeName> {
    "[a-zA-Z_][a-zA-Z0-9_$]{0,12}"
        .prop_filter_map("reserved name", |name| TypeName::new(&name).ok())
}

fn leaf() -> impl Strategy<Value = Type> {
    prop_oneof![
        3 => scalar().prop_map(Type::Scalar),
        3 => (scalar(), select(VectorLen::ALL.to_vec())).prop_map(|(s, len)| Type::Vector(s, len)),
        2 => opencl().prop_map(Type::OpenCl),
        2 => spirv().prop_map(Type::Spirv),
        1 => named().prop_map(Type::Named),
    ]
}

/// Any parameter type (never `void`).
pub fn ty() -> impl Strategy<Value = Type> {
    leaf().prop_recursive(5, 48, 4, |inner| {
        let pointee = prop_oneof![1 => Just(Type::Void), 6 => inner.clone()];
        let ret = prop_oneof![1 => Just(Type::Void), 2 => inner.clone()];
        prop_oneof![
            6 => (pointee, address_space(), cv()).prop_map(|(pointee, space, cv)| {
                // Itanium qualifies an array's elements, not the array.
                let cv = if matches!(pointee, Type::Array(..)) { CvQualifiers::NONE } else { cv };
                Type::qualified_pointer(pointee, space, cv)
            }),
            2 => inner.clone().prop_map(Type::atomic),
            1 => (inner.clone(), 0u64..20).prop_map(|(elem, len)| Type::array(elem, len)),
            1 => (ret, prop::collection::vec(inner, 0..4), any::<bool>()).prop_map(
                |(ret, params, variadic)| {
                    // C functions cannot return arrays.
                    let ret = if matches!(ret, Type::Array(..)) { Type::Void } else { ret };
                    Type::Block(Box::new(FunctionType { ret, params, variadic }))
                }
            ),
        ]
    })
}

/// Any signature, with pipes numbered as `demangle` numbers them.
pub fn signature() -> impl Strategy<Value = Signature> {
    (
        "[a-zA-Z_][a-zA-Z0-9_]{0,20}"
            .prop_filter("anonymous namespace", |n| !n.starts_with("_GLOBAL__N")),
        prop::collection::vec(ty(), 0..7),
        prop::bool::weighted(0.1),
    )
        .prop_map(|(name, params, variadic)| {
            let mut sig = Signature {
                name,
                params,
                variadic,
                template: None,
            };
            number_pipes(&mut sig);
            sig
        })
}

/// Renumbers pipe types 0, 1, 2, … in order of first appearance in the mangled name.
pub fn number_pipes(sig: &mut Signature) {
    let mut numbers = BTreeMap::new();
    for param in &mut sig.params {
        number_pipes_in(param, &mut numbers);
    }
}

fn number_pipes_in(ty: &mut Type, numbers: &mut BTreeMap<u32, u32>) {
    match ty {
        Type::OpenCl(OpenClType::Pipe(n)) => {
            let next = u32::try_from(numbers.len()).unwrap_or(u32::MAX);
            *n = *numbers.entry(*n).or_insert(next);
        }
        Type::Pointer { pointee, .. } => number_pipes_in(pointee, numbers),
        Type::Atomic(inner) | Type::Array(inner, _) => number_pipes_in(inner, numbers),
        Type::Block(function) => {
            number_pipes_in(&mut function.ret, numbers);
            for param in &mut function.params {
                number_pipes_in(param, numbers);
            }
        }
        _ => {}
    }
}

/// Signatures whose parameters reuse a few types, bare or behind pointers, so that most
/// parameters are substitutions.
pub fn signature_with_repeats() -> impl Strategy<Value = Signature> {
    let wrapped = (
        0usize..4,
        prop::option::of((address_space(), cv())),
        prop::option::of((address_space(), cv())),
    );
    (
        "[a-z][a-z0-9_]{0,8}",
        prop::collection::vec(ty(), 1..4),
        prop::collection::vec(wrapped, 1..9),
    )
        .prop_map(|(name, pool, picks)| {
            let params = picks
                .into_iter()
                .map(|(index, outer, inner)| {
                    let mut ty = pool.get(index % pool.len()).cloned().unwrap_or(Type::Void);
                    for (space, cv) in [inner, outer].into_iter().flatten() {
                        let cv = if matches!(ty, Type::Array(..)) { CvQualifiers::NONE } else { cv };
                        ty = Type::qualified_pointer(ty, space, cv);
                    }
                    ty
                })
                .collect();
            let mut sig = Signature::new(name, params);
            number_pipes(&mut sig);
            sig
        })
}
