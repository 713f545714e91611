//! LLVM attributes ↔ SPIR-V: `FuncParamAttr` decorations ↔ parameter (and return)
//! attributes, `FunctionControl` ↔ function attributes, as the Khronos translator maps them.

use spirv::{Decoration, FunctionControl, FunctionParameterAttribute as P};

use crate::llvm::{Attribute, Type};

/// How an attribute is spelled in LLVM.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spelling {
    /// A flag: `noalias`.
    Flag(&'static str),
    /// An attribute that names the pointee type: `byval(T)`.
    Typed(&'static str),
    /// An integer attribute with this value: `captures(none)` is `captures` 0.
    Int(&'static str, u64),
}

/// `FuncParamAttr` ↔ parameter attributes: `(attribute, spelling, only on pointers)`, in the
/// attributes' numeric order. LLVM 22
/// spells "no capture" `captures(none)`, an integer attribute whose value 0 is the empty set.
/// `RuntimeAlignedALTERA` is kernel-argument metadata instead (`!kernel_arg_runtime_aligned`).
pub const PARAMETERS: &[(P, Spelling, bool)] = &[
    (P::Zext, Spelling::Flag("zeroext"), false),
    (P::Sext, Spelling::Flag("signext"), false),
    (P::ByVal, Spelling::Typed("byval"), true),
    (P::Sret, Spelling::Typed("sret"), true),
    (P::NoAlias, Spelling::Flag("noalias"), true),
    (P::NoCapture, Spelling::Int("captures", 0), true),
    (P::NoWrite, Spelling::Flag("readonly"), true),
    (P::NoReadWrite, Spelling::Flag("readnone"), true),
];

/// The `FuncParamAttr` of LLVM attribute `a`, if it is a row.
pub fn parameter_of(a: &Attribute<'_>) -> Option<P> {
    PARAMETERS.iter().find(|r| r.1.matches(a)).map(|r| r.0)
}

/// The spelling of `FuncParamAttr` `attr`, and whether it is only for pointers.
pub fn parameter_spelling(attr: P) -> Option<(Spelling, bool)> {
    PARAMETERS.iter().find(|r| r.0 == attr).map(|r| (r.1, r.2))
}

/// The attributes on a function's result that `FuncParamAttr` on the function gives (the
/// Khronos translator's spelling of `zeroext`/`signext` results): the rows not only for
/// pointers.
pub fn is_return_attribute(attr: P) -> bool {
    parameter_spelling(attr).is_some_and(|(_, pointers)| !pointers)
}

/// Integer parameter attributes ↔ decorations with that integer: `(decoration, attribute,
/// lowest SPIR-V version)`. `align N` on a pointer is `Alignment N` (as the reference writes
/// it); `dereferenceable(N)` (at most N bytes behind the pointer are accessed) is
/// `MaxByteOffset N`, a hint of SPIR-V 1.1 that is dropped below.
pub const VALUED: &[(Decoration, &str, (u8, u8))] = &[
    (Decoration::Alignment, "align", (1, 0)),
    (Decoration::MaxByteOffset, "dereferenceable", (1, 1)),
];

/// The decoration and value of integer attribute `a`, with the version it needs.
pub fn valued_of(a: &Attribute<'_>) -> Option<(Decoration, u32, (u8, u8))> {
    let Attribute::Int(k, v) = a else { return None };
    let &(decoration, _, version) = VALUED.iter().find(|r| r.1 == k)?;
    Some((decoration, u32::try_from(*v).ok()?, version))
}

/// The attribute of decoration `decoration` with value `value`.
pub fn valued_attribute(decoration: Decoration, value: u64) -> Option<Attribute<'static>> {
    VALUED.iter().find(|r| r.0 == decoration).map(|r| Attribute::int(r.1, value))
}

impl Spelling {
    /// Whether LLVM attribute `a` is this one.
    pub fn matches(self, a: &Attribute<'_>) -> bool {
        match (self, a) {
            (Spelling::Flag(name), Attribute::Enum(k)) => k == name,
            (Spelling::Typed(name), Attribute::Type(k, _)) => k == name,
            (Spelling::Int(name, value), Attribute::Int(k, v)) => k == name && *v == value,
            _ => false,
        }
    }

    /// The attribute, with `pointee` for a typed one.
    pub fn attribute<'a>(self, pointee: Option<Type<'a>>) -> Option<Attribute<'a>> {
        Some(match self {
            Spelling::Flag(name) => Attribute::flag(name),
            Spelling::Typed(name) => Attribute::typed(name, pointee?),
            Spelling::Int(name, value) => Attribute::int(name, value),
        })
    }
}

/// `Inline`/`DontInline` ↔ function attribute flags.
pub const INLINING: &[(FunctionControl, &str)] = &[(FunctionControl::INLINE, "alwaysinline"), (FunctionControl::DONT_INLINE, "noinline")];

/// `OptNoneEXT` ↔ the `optnone` function attribute (which LLVM allows only with `noinline`),
/// written when one of the extensions (`SPV_EXT_optnone`, `SPV_INTEL_optnone`: one capability
/// number) is allowed.
pub const OPT_NONE: (FunctionControl, &str, &[&str]) = (FunctionControl::OPT_NONE_EXT, "optnone", &["SPV_EXT_optnone", "SPV_INTEL_optnone"]);

/// The `memory(...)` function attribute; `Const` ↔ `memory(none)` and `Pure` ↔ `memory(read)`.
pub const MEMORY: &str = "memory";

/// `memory(none)` in LLVM's encoding of `memory(...)` (two bits per location, read 1, write 2;
/// LLVM 22 has six locations).
pub const MEMORY_NONE: u64 = 0;

/// `memory(read)`: every location read.
pub const MEMORY_READ: u64 = 0x555;

/// The "may write" bit of every location: a `memory(...)` without any only reads (`Pure`).
pub const MEMORY_WRITE_BITS: u64 = 0xAAA;

/// The function attributes of `FunctionControl` `control` (`Const` over `Pure`).
pub fn control_attributes(control: FunctionControl) -> Vec<Attribute<'static>> {
    let mut attrs: Vec<Attribute<'static>> = INLINING.iter().filter(|r| control.contains(r.0)).map(|r| Attribute::flag(r.1)).collect();
    if control.contains(OPT_NONE.0) {
        attrs.push(Attribute::flag(OPT_NONE.1));
        if !control.contains(FunctionControl::DONT_INLINE) {
            attrs.push(Attribute::flag(INLINING[1].1));
        }
    }
    if control.contains(FunctionControl::CONST) {
        attrs.push(Attribute::int(MEMORY, MEMORY_NONE));
    } else if control.contains(FunctionControl::PURE) {
        attrs.push(Attribute::int(MEMORY, MEMORY_READ));
    }
    attrs
}

/// The `FunctionControl` of function attributes `attrs` (`Inline` over `DontInline`, as the
/// Khronos translator reads them; `Const` for `memory(none)`, `Pure` for a `memory(...)` that
/// only reads).
pub fn control_of(attrs: &[Attribute<'_>]) -> FunctionControl {
    let has = |name: &str| attrs.iter().any(|a| matches!(a, Attribute::Enum(k) if k == name));
    let mut control = INLINING.iter().find(|r| has(r.1)).map_or(FunctionControl::NONE, |r| r.0);
    let memory = attrs.iter().find_map(|a| match a {
        Attribute::Int(k, v) if k == MEMORY => Some(*v),
        _ => None,
    });
    match memory {
        Some(MEMORY_NONE) => control |= FunctionControl::CONST,
        Some(effects) if effects & MEMORY_WRITE_BITS == 0 => control |= FunctionControl::PURE,
        _ => {}
    }
    control
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameter_rows_invert() {
        for &(attr, spelling, pointers) in PARAMETERS {
            assert_eq!(parameter_spelling(attr), Some((spelling, pointers)));
            if let Some(a) = spelling.attribute(None) {
                assert_eq!(parameter_of(&a), Some(attr));
            }
            assert_eq!(is_return_attribute(attr), !pointers);
        }
        assert_eq!(parameter_of(&Attribute::int("captures", 1)), None);
    }

    #[test]
    fn function_controls_invert() {
        for control in [
            FunctionControl::NONE,
            FunctionControl::INLINE,
            FunctionControl::DONT_INLINE,
            FunctionControl::CONST,
            FunctionControl::PURE,
            FunctionControl::INLINE | FunctionControl::PURE,
            FunctionControl::DONT_INLINE | FunctionControl::CONST,
        ] {
            assert_eq!(control_of(&control_attributes(control)), control, "{control:?}");
        }
    }

    #[test]
    fn valued_rows_invert() {
        for &(decoration, _, version) in VALUED {
            let a = valued_attribute(decoration, 16).expect("a row has an attribute");
            assert_eq!(valued_of(&a), Some((decoration, 16, version)));
        }
        assert_eq!(valued_of(&Attribute::int("align", 1 << 40)), None);
    }
}
