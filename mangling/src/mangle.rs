//! Signature → mangled name, with clang's substitution rules.
//!
//! clang enters a type in the substitution table after mangling it, unless it is `void` or a
//! scalar, and writes `S_`, `S0_`, `S1_`, … for a type already in the table. A pointee is a
//! qualified type (address space plus `const`/`volatile`/`restrict`) and is a table entry of
//! its own, distinct from the unqualified type; that holds for a private pointee too, although
//! private is written as nothing. `_Atomic(T)` and block pointers are types, entered after
//! their operand. Only the table decides which substitutions appear, so [`Entry`] is shared
//! with the demangler, which must rebuild the same table.

use crate::error::Error;
use crate::types::{AddressSpace, CvQualifiers, FunctionType, Signature, Type, check_identifier};

/// How deeply types may nest, in both directions; keeps recursion bounded.
pub(crate) const MAX_DEPTH: usize = 256;

/// A substitution table entry: a type, a qualified pointee, or a function type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Entry {
    /// An unqualified type (never `void` or a scalar).
    Type(Type),
    /// A pointee with its address space and qualifiers.
    Pointee(Type, AddressSpace, CvQualifiers),
    /// The function type of a block pointer.
    Function(FunctionType),
    /// A function template's name (read only: [`mangle`] writes no templates).
    TemplateName,
    /// A reference to a template parameter (`T_`), with the argument's type.
    TemplateParam(Type),
    /// A namespace or class prefix of a nested name (`__spv`, `__spv::Scope`), read only.
    Prefix(String),
}

/// Mangles `sig` as clang does.
///
/// Fails if the signature cannot be written: an invalid name, `void` as a parameter or array
/// element, a qualified array pointee or an array returned by a block, or types nested deeper
/// than the crate's limit.
///
/// ```
/// use spirv_llvm_mangling::*;
/// let float4 = Type::Vector(Scalar::Float, VectorLen::V4);
/// let sig = Signature::new("fract", vec![
///     float4.clone(),
///     Type::pointer(float4, AddressSpace::GENERIC),
/// ]);
/// assert_eq!(mangle(&sig).unwrap(), "_Z5fractDv4_fPU3AS4S_");
/// ```
pub fn mangle(sig: &Signature) -> Result<String, Error> {
    mangle_with(sig, false)
}

/// Mangles `sig` for SPIR-V friendly IR: as [`mangle`], except that an unqualified private
/// pointee of a SPIR-V opaque type (`P13__spirv_Queue`) is not a substitution entry of its own
/// (clang's OpenCL rule for qualified pointees would make it one, which Itanium demanglers such
/// as `llvm-cxxfilt` do not expect).
///
/// ```
/// use spirv_llvm_mangling::*;
/// let event = SpirvType::DeviceEvent.pointer();
/// let sig = Signature::new("__spirv_EnqueueMarker", vec![
///     SpirvType::Queue.pointer(),
///     Type::Scalar(Scalar::Int),
///     Type::pointer(event.clone(), AddressSpace::GENERIC),
///     Type::pointer(event, AddressSpace::GENERIC),
/// ]);
/// assert_eq!(
///     mangle_spirv_friendly(&sig).unwrap(),
///     "_Z21__spirv_EnqueueMarkerP13__spirv_QueueiPU3AS4P19__spirv_DeviceEventS4_"
/// );
/// ```
pub fn mangle_spirv_friendly(sig: &Signature) -> Result<String, Error> {
    mangle_with(sig, true)
}

/// The SPIR-V friendly mangling of one type on its own (a fresh substitution table), as a
/// `_R{type}` return-type postfix spells types that have no OpenCL C name.
///
/// ```
/// use spirv_llvm_mangling::*;
/// assert_eq!(mangle_type_spirv_friendly(&SpirvType::Sampler.pointer()).unwrap(), "PU3AS215__spirv_Sampler");
/// ```
pub fn mangle_type_spirv_friendly(ty: &Type) -> Result<String, Error> {
    if *ty == Type::Void || ty.depth() > MAX_DEPTH {
        return Err(Error::InvalidSignature { reason: "a return-type postfix of void or too deep a type".to_string() });
    }
    let mut mangler = Mangler { plain_spirv: true, ..Mangler::default() };
    mangler.ty(ty)?;
    Ok(mangler.out)
}

fn mangle_with(sig: &Signature, plain_spirv: bool) -> Result<String, Error> {
    check_identifier(&sig.name)?;
    if sig.template.is_some() {
        return Err(Error::InvalidSignature {
            reason: "function template specializations are read, not written".to_string(),
        });
    }
    let mut mangler = Mangler { plain_spirv, ..Mangler::default() };
    mangler.out.push_str("_Z");
    mangler.source_name(&sig.name);
    mangler.params(&sig.params, sig.variadic)?;
    Ok(mangler.out)
}

#[derive(Default)]
struct Mangler {
    out: String,
    table: Vec<Entry>,
    /// SPIR-V friendly rule: see [`mangle_spirv_friendly`].
    plain_spirv: bool,
}

impl Mangler {
    fn source_name(&mut self, name: &str) {
        self.out.push_str(&name.len().to_string());
        self.out.push_str(name);
    }

    /// `<bare-function-type>` parameters: `v` for none, `z` for `...`.
    fn params(&mut self, params: &[Type], variadic: bool) -> Result<(), Error> {
        if params.is_empty() && !variadic {
            self.out.push('v');
            return Ok(());
        }
        for (index, param) in params.iter().enumerate() {
            if *param == Type::Void {
                return Err(Error::InvalidSignature {
                    reason: format!(
                        "parameter {index} is void; an empty parameter list has no parameters"
                    ),
                });
            }
            if param.depth() > MAX_DEPTH {
                return Err(Error::InvalidSignature {
                    reason: format!("parameter {index} nests deeper than {MAX_DEPTH} levels"),
                });
            }
            self.ty(param)?;
        }
        if variadic {
            self.out.push('z');
        }
        Ok(())
    }

    /// Writes `S_` or `S<seq-id>_` if `entry` is in the table.
    fn substitute(&mut self, entry: &Entry) -> bool {
        let Some(index) = self.table.iter().position(|e| e == entry) else {
            return false;
        };
        self.out.push('S');
        if index > 0 {
            self.out.push_str(&seq_id(index - 1));
        }
        self.out.push('_');
        true
    }

    fn ty(&mut self, ty: &Type) -> Result<(), Error> {
        match ty {
            Type::Void => self.out.push('v'),
            Type::Scalar(scalar) => self.out.push_str(scalar.code()),
            _ => {
                let entry = Entry::Type(ty.clone());
                if !self.substitute(&entry) {
                    self.unsubstituted(ty)?;
                    self.table.push(entry);
                }
            }
        }
        Ok(())
    }

    /// The spelled-out form of a substitutable type.
    fn unsubstituted(&mut self, ty: &Type) -> Result<(), Error> {
        match ty {
            Type::Void | Type::Scalar(_) => self.ty(ty)?,
            Type::Vector(scalar, len) => {
                self.out
                    .push_str(&format!("Dv{}_{}", len.get(), scalar.code()));
            }
            Type::Pointer { pointee, space, cv } => {
                self.out.push('P');
                self.pointee(pointee, *space, *cv)?;
            }
            Type::Atomic(inner) => {
                self.out.push_str("U7_Atomic");
                self.ty(inner)?;
            }
            Type::Block(function) => {
                self.out.push_str("U13block_pointer");
                self.function(function)?;
            }
            Type::Array(elem, len) => {
                if **elem == Type::Void {
                    return Err(Error::InvalidSignature {
                        reason: "an array of void".to_string(),
                    });
                }
                self.out.push_str(&format!("A{len}_"));
                self.ty(elem)?;
            }
            Type::OpenCl(opencl) => self.source_name(&opencl.name()),
            Type::Spirv(spirv) => self.source_name(&spirv.mangled_name()),
            Type::Named(name) if name.as_str().contains("::") => {
                // A nested name read from another producer (`__spv::Scope::Flag`).
                self.out.push('N');
                for part in name.as_str().split("::") {
                    self.source_name(part);
                }
                self.out.push('E');
            }
            Type::Named(name) => self.source_name(name.as_str()),
        }
        Ok(())
    }

    fn pointee(&mut self, ty: &Type, space: AddressSpace, cv: CvQualifiers) -> Result<(), Error> {
        if self.plain_spirv && plain_spirv_pointee(ty, space, cv) {
            return self.ty(ty);
        }
        if matches!(ty, Type::Array(..)) && !cv.is_empty() {
            return Err(Error::InvalidSignature {
                reason: "a qualified array pointee (Itanium qualifies the element type instead)"
                    .to_string(),
            });
        }
        let entry = Entry::Pointee(ty.clone(), space, cv);
        if self.substitute(&entry) {
            return Ok(());
        }
        if let Some(qualifier) = space.qualifier() {
            self.out.push('U');
            self.source_name(&qualifier);
        }
        self.out.push_str(&cv.code());
        self.ty(ty)?;
        self.table.push(entry);
        Ok(())
    }

    fn function(&mut self, function: &FunctionType) -> Result<(), Error> {
        let entry = Entry::Function(function.clone());
        if self.substitute(&entry) {
            return Ok(());
        }
        if matches!(function.ret, Type::Array(..)) {
            return Err(Error::InvalidSignature {
                reason: "a block returning an array".to_string(),
            });
        }
        self.out.push('F');
        self.ty(&function.ret)?;
        self.params(&function.params, function.variadic)?;
        self.out.push('E');
        self.table.push(entry);
        Ok(())
    }
}

/// Whether a pointee is an unqualified SPIR-V opaque type in the private address space, which
/// the SPIR-V friendly rule does not enter in the substitution table.
pub(crate) fn plain_spirv_pointee(ty: &Type, space: AddressSpace, cv: CvQualifiers) -> bool {
    space == AddressSpace::PRIVATE && cv == CvQualifiers::NONE && matches!(ty, Type::Spirv(_))
}

/// The base-36 `<seq-id>` (digits, then upper-case letters) of `n`.
pub(crate) fn seq_id(mut n: usize) -> String {
    const DIGITS: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut digits = Vec::new();
    loop {
        digits.push(DIGITS.get(n % 36).copied().map_or('0', char::from));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::types::{ImageAccess, ImageDim, OpenClType, Scalar, VectorLen};

    fn sym(name: &str, params: Vec<Type>) -> String {
        mangle(&Signature::new(name, params)).unwrap_or_else(|e| e.to_string())
    }

    #[test]
    fn seq_ids_are_base_36() {
        assert_eq!(seq_id(0), "0");
        assert_eq!(seq_id(9), "9");
        assert_eq!(seq_id(10), "A");
        assert_eq!(seq_id(35), "Z");
        assert_eq!(seq_id(36), "10");
    }

    #[test]
    fn private_pointee_is_its_own_entry() {
        // clang: Dv4_f is S_, the private-qualified Dv4_f S0_, the pointer S1_.
        let v = Type::Vector(Scalar::Float, VectorLen::V4);
        let p = Type::pointer(v.clone(), AddressSpace::PRIVATE);
        let g = Type::pointer(v.clone(), AddressSpace::GLOBAL);
        assert_eq!(
            sym("t3", vec![p.clone(), g, v, p]),
            "_Z2t3PDv4_fPU3AS1S_S_S1_"
        );
    }

    #[test]
    fn qualified_pointee_reuses_unqualified_entry() {
        let clk = Type::OpenCl(OpenClType::ClkEvent);
        let sig = vec![
            Type::OpenCl(OpenClType::Queue),
            Type::Scalar(Scalar::UInt),
            Type::qualified_pointer(clk.clone(), AddressSpace::GENERIC, CvQualifiers::CONST),
            Type::pointer(clk, AddressSpace::GENERIC),
        ];
        assert_eq!(
            sym("enqueue_marker", sig),
            "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_"
        );
    }

    #[test]
    fn atomic_is_a_type_after_its_operand() {
        let atomic = Type::atomic(Type::Scalar(Scalar::Int));
        let global = Type::pointer(atomic.clone(), AddressSpace::GLOBAL);
        let generic = Type::pointer(atomic, AddressSpace::GENERIC);
        assert_eq!(
            sym("f1", vec![global.clone(), global, generic]),
            "_Z2f1PU3AS1U7_AtomiciS1_PU3AS4S_"
        );
    }

    #[test]
    fn block_pointer_enters_function_then_block() {
        let local_void = Type::pointer(Type::Void, AddressSpace::LOCAL);
        let block = Type::Block(Box::new(FunctionType {
            ret: Type::Void,
            params: vec![local_void],
            variadic: false,
        }));
        let image = Type::OpenCl(OpenClType::Image(ImageDim::D2, ImageAccess::ReadOnly));
        assert_eq!(
            sym("k", vec![block.clone(), image, block]),
            "_Z1kU13block_pointerFvPU3AS3vE14ocl_image2d_roS2_"
        );
    }

    #[test]
    fn arrays_are_types_after_their_element() {
        // clang: A2_m is S_, its private pointee S0_, the pointer to it S1_.
        let sizes = Type::array(Type::Scalar(Scalar::ULong), 2);
        let p = Type::pointer(sizes.clone(), AddressSpace::PRIVATE);
        assert_eq!(
            sym("n", vec![sizes.clone(), sizes.clone(), p.clone(), p]),
            "_Z1nA2_mS_PS_S1_"
        );
        let nested = Type::array(Type::array(Type::Scalar(Scalar::Int), 3), 2);
        assert_eq!(sym("m", vec![nested.clone(), nested]), "_Z1mA2_A3_iS0_");
        let vectors = Type::array(Type::Vector(Scalar::Float, VectorLen::V4), 0);
        assert_eq!(
            sym("v", vec![Type::Vector(Scalar::Float, VectorLen::V4), vectors]),
            "_Z1vDv4_fA0_S_"
        );
    }

    #[test]
    fn rejects_what_cannot_be_written() {
        let sizes = Type::array(Type::Scalar(Scalar::ULong), 2);
        let const_array = Type::qualified_pointer(sizes.clone(), AddressSpace::PRIVATE, CvQualifiers::CONST);
        assert!(mangle(&Signature::new("f", vec![const_array])).is_err());
        assert!(mangle(&Signature::new("f", vec![Type::array(Type::Void, 2)])).is_err());
        let block = Type::Block(Box::new(FunctionType { ret: sizes, params: vec![], variadic: false }));
        assert!(mangle(&Signature::new("f", vec![block])).is_err());
        assert!(mangle(&Signature::new("f", vec![Type::Void])).is_err());
        assert!(mangle(&Signature::new("2f", vec![])).is_err());
        assert!(mangle(&Signature::new("", vec![])).is_err());
        let mut deep = Type::Scalar(Scalar::Int);
        for _ in 0..=MAX_DEPTH {
            deep = Type::pointer(deep, AddressSpace::PRIVATE);
        }
        assert!(mangle(&Signature::new("f", vec![deep])).is_err());
    }
}
