//! Mangled name → signature, rebuilding clang's substitution table.
//!
//! The table is the one [`mangle`](crate::mangle) builds ([`Entry`]): every type but `void`
//! and the scalars, every pointee (private ones included, although private is written as
//! nothing), every block's function type, each entered after its parts. A type spelled out
//! although it is already in the table (which clang never does, but other producers such as
//! the Khronos translator's own mangler do) is accepted and not entered twice, so the numbering
//! stays clang's.
//!
//! `llvm-cxxfilt` numbers substitutions differently in two places (private pointees, and
//! `_Atomic` or block pointers right after an address space); [`crate::cxxfilt`] follows it
//! for display, this module follows clang for meaning.

use crate::cursor::Cursor;
use crate::error::Error;
use crate::mangle::{Entry, MAX_DEPTH};
use crate::spirv_types::{SpirvType, parse_canonical_u32};
use crate::types::{
    AddressSpace, CvQualifiers, FunctionType, OpenClType, Scalar, Signature, Template,
    TemplateArg, Type, TypeName, VectorLen, check_identifier,
};

/// Demangles a symbol that clang (or [`mangle`](crate::mangle)) produced for a builtin.
///
/// Accepts `_Z<name><parameter types>` where the types are those of the [`Type`] model;
/// anything else is an [`Error`] that says what is wrong and at which byte.
///
/// ```
/// use spirv_llvm_mangling::*;
/// let sig = demangle("_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f").unwrap();
/// assert_eq!(sig.name, "read_imagef");
/// assert_eq!(sig.params[0], Type::OpenCl(OpenClType::Image(ImageDim::D2, ImageAccess::ReadOnly)));
/// assert_eq!(sig.params[2], Type::Vector(Scalar::Float, VectorLen::V2));
///
/// let err = demangle("_Z3sinPS3_").unwrap_err();
/// assert_eq!(err.to_string(), "substitution at byte 7 refers to entry 4 but the table has 0 entries");
/// ```
///
/// Symbols written by the SPIR-V friendly rule of
/// [`mangle_spirv_friendly`](crate::mangle_spirv_friendly) are read too: when clang's table
/// does not fit a symbol, the other rule is tried.
pub fn demangle(symbol: &str) -> Result<Signature, Error> {
    let clang = demangle_with(symbol, false);
    match clang {
        Ok(sig) => Ok(sig),
        Err(e) => demangle_with(symbol, true).map_err(|_| e),
    }
}

fn demangle_with(symbol: &str, plain_spirv: bool) -> Result<Signature, Error> {
    let mut demangler = Demangler {
        cur: Cursor::new(symbol),
        table: Vec::new(),
        depth: 0,
        expanded: 0,
        pipes: 0,
        plain_spirv,
        template_args: Vec::new(),
    };
    demangler.signature()
}

struct Demangler<'a> {
    cur: Cursor<'a>,
    table: Vec<Entry>,
    /// Current syntactic nesting.
    depth: usize,
    /// Type nodes copied out of the table so far.
    expanded: usize,
    /// Pipe types spelled out so far; each is a new pipe type.
    pipes: u32,
    /// SPIR-V friendly rule: SPIR-V opaque private pointees are not table entries.
    plain_spirv: bool,
    /// The template arguments read so far, for `T_` references.
    template_args: Vec<TemplateArg>,
}

/// The longest nested name read (bytes).
const MAX_NESTED_NAME: usize = 1024;

/// The most template arguments one symbol may have.
const MAX_TEMPLATE_ARGS: usize = 64;

/// The most type nodes substitutions may copy while demangling one symbol; bounds the work
/// and memory a hostile symbol whose substitutions refer to each other repeatedly can cause.
const EXPANSION_LIMIT: usize = 1 << 16;

impl<'a> Demangler<'a> {
    fn signature(&mut self) -> Result<Signature, Error> {
        if !self.cur.eat_str("_Z") {
            return Err(self.cur.unexpected("`_Z`"));
        }
        let name_pos = self.cur.pos();
        let name = self.cur.source_name()?;
        check_identifier(name).map_err(|err| Error::Unsupported {
            pos: name_pos,
            what: format!("function name: {err}"),
        })?;
        let template = if self.cur.peek() == Some(b'I') {
            Some(self.template()?)
        } else {
            None
        };
        let (params, variadic) = self.params(None)?;
        if !self.cur.at_end() {
            return Err(Error::Trailing {
                pos: self.cur.pos(),
            });
        }
        Ok(Signature {
            name: name.to_string(),
            params,
            variadic,
            template,
        })
    }

    /// A function template's `I<args>E` and its return type. The template name is a table
    /// entry before its arguments; each type argument is entered as usual.
    fn template(&mut self) -> Result<Template, Error> {
        self.enter_table(Entry::TemplateName);
        self.cur.expect(b'I', "`I` starting template arguments")?;
        let mut args = Vec::new();
        while !self.cur.eat(b'E') {
            if self.cur.at_end() {
                return Err(self.cur.unexpected("`E` ending the template arguments"));
            }
            if args.len() >= MAX_TEMPLATE_ARGS {
                return Err(unsupported(
                    self.cur.pos(),
                    &format!("more than {MAX_TEMPLATE_ARGS} template arguments"),
                ));
            }
            let arg = if self.cur.peek() == Some(b'L') {
                self.template_literal()?
            } else {
                TemplateArg::Type(self.ty()?)
            };
            args.push(arg);
        }
        self.template_args = args.clone();
        let ret = self.ty()?;
        Ok(Template { args, ret })
    }

    /// `L<scalar><value>E`: an integer or `bool` template argument (`n` for a minus sign).
    fn template_literal(&mut self) -> Result<TemplateArg, Error> {
        self.cur.expect(b'L', "`L` starting a literal")?;
        let pos = self.cur.pos();
        let scalar = self
            .cur
            .peek()
            .and_then(Scalar::from_letter)
            .filter(|s| !matches!(s, Scalar::Half | Scalar::Float | Scalar::Double))
            .ok_or_else(|| unsupported(pos, "a template argument that is not an integer literal"))?;
        self.cur.bump();
        let negative = self.cur.eat(b'n');
        let value_pos = self.cur.pos();
        let magnitude = self.cur.number("a literal value")?;
        let value = i64::try_from(magnitude).map_err(|_| Error::BadNumber {
            pos: value_pos,
            reason: "literal too large",
        })?;
        self.cur.expect(b'E', "`E` ending a literal")?;
        Ok(TemplateArg::Integer(scalar, if negative { -value } else { value }))
    }

    /// `N<prefix>…<name>E`: a type in a namespace or class (`N5__spv5Scope4FlagE`, the enums
    /// SYCL headers declare builtins with), read as a named type `__spv::Scope::Flag`. Each
    /// prefix is a table entry, the whole name a type entry; a prefix may be a substitution.
    fn nested_name(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        self.cur.expect(b'N', "`N` starting a nested name")?;
        let mut name = String::new();
        loop {
            let part_pos = self.cur.pos();
            match self.cur.peek() {
                Some(b'E') if !name.is_empty() => break,
                Some(b'S') if name.is_empty() => {
                    name = match self.lookup()? {
                        Entry::Prefix(prefix) => prefix,
                        Entry::Type(Type::Named(n)) => n.as_str().to_string(),
                        _ => return Err(Error::SubstitutionKind { pos: part_pos, found: "something other than a name prefix" }),
                    };
                    continue;
                }
                Some(b'0'..=b'9') => {
                    let part = self.cur.source_name()?;
                    check_identifier(part).map_err(|err| unsupported(part_pos, &format!("nested name part: {err}")))?;
                    if !name.is_empty() {
                        name.push_str("::");
                    }
                    name.push_str(part);
                    if name.len() > MAX_NESTED_NAME {
                        return Err(unsupported(pos, "a nested name longer than 1024 bytes"));
                    }
                }
                _ => return Err(unsupported(part_pos, "a nested name part other than a plain name")),
            }
            if self.cur.peek() != Some(b'E') {
                self.enter_table(Entry::Prefix(name.clone()));
            }
        }
        self.cur.expect(b'E', "`E` ending a nested name")?;
        self.entered(Type::Named(TypeName::nested(name)))
    }

    /// `T_` (the first template parameter) or `T<n>_` (parameter n + 1): the argument's type,
    /// entered in the table as a reference of its own.
    fn template_param(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        self.cur.expect(b'T', "`T`")?;
        let index = if self.cur.eat(b'_') {
            0
        } else {
            let n = self.cur.number("a template parameter number")?;
            self.cur.expect(b'_', "`_` ending a template parameter")?;
            n.saturating_add(1)
        };
        match self.template_args.get(index) {
            Some(TemplateArg::Type(ty)) => {
                let ty = ty.clone();
                self.table.push(Entry::TemplateParam(ty.clone()));
                Ok(ty)
            }
            Some(TemplateArg::Integer(..)) => Err(unsupported(pos, "a literal template parameter used as a type")),
            None => Err(unsupported(pos, &format!("template parameter {index} of {}", self.template_args.len()))),
        }
    }

    /// Whether the parameter list ends here: at the end of the symbol, or at `terminator`.
    fn params_end(&self, terminator: Option<u8>, ahead: usize) -> bool {
        match terminator {
            None => self.cur.peek_at(ahead).is_none(),
            Some(byte) => self.cur.peek_at(ahead) == Some(byte),
        }
    }

    /// Parameter types up to the end of the symbol or `terminator` (not consumed): `v` alone
    /// for none, a trailing `z` for `...`.
    fn params(&mut self, terminator: Option<u8>) -> Result<(Vec<Type>, bool), Error> {
        if self.cur.peek() == Some(b'v') && self.params_end(terminator, 1) {
            self.cur.bump();
            return Ok((Vec::new(), false));
        }
        let mut params = Vec::new();
        loop {
            if self.params_end(terminator, 0) {
                if params.is_empty() {
                    return Err(self.cur.unexpected("a parameter type"));
                }
                return Ok((params, false));
            }
            if self.cur.eat(b'z') {
                if !self.params_end(terminator, 0) {
                    return Err(self.cur.unexpected("the end of the parameters after `z`"));
                }
                return Ok((params, true));
            }
            let pos = self.cur.pos();
            let param = self.ty()?;
            if param == Type::Void {
                return Err(Error::Unsupported {
                    pos,
                    what: "`void` among parameters".to_string(),
                });
            }
            params.push(param);
        }
    }

    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error::TooDeep {
                pos: self.cur.pos(),
                limit: MAX_DEPTH,
            });
        }
        Ok(())
    }

    fn enter_table(&mut self, entry: Entry) {
        if !self.table.contains(&entry) {
            self.table.push(entry);
        }
    }

    fn lookup(&mut self) -> Result<Entry, Error> {
        let pos = self.cur.pos();
        let index = self.cur.substitution()?;
        let entry = self.table.get(index).ok_or(Error::SubstitutionOutOfRange {
            pos,
            index,
            count: self.table.len(),
        })?;
        let size = match entry {
            Entry::Type(ty) | Entry::Pointee(ty, ..) | Entry::TemplateParam(ty) => ty.size(),
            Entry::Function(function) => function.size(),
            Entry::TemplateName | Entry::Prefix(_) => 1,
        };
        self.expanded = self.expanded.saturating_add(size);
        if self.expanded > EXPANSION_LIMIT {
            return Err(Error::Unsupported {
                pos,
                what: format!("substitutions expanding to more than {EXPANSION_LIMIT} types"),
            });
        }
        Ok(entry.clone())
    }

    fn ty(&mut self) -> Result<Type, Error> {
        self.enter()?;
        let result = self.ty_inner();
        self.depth -= 1;
        result
    }

    fn ty_inner(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        let Some(first) = self.cur.peek() else {
            return Err(self.cur.unexpected("a type"));
        };
        if let Some(scalar) = Scalar::from_letter(first) {
            self.cur.bump();
            return Ok(Type::Scalar(scalar));
        }
        match first {
            b'v' => {
                self.cur.bump();
                Ok(Type::Void)
            }
            b'D' => self.d_type(),
            b'P' => {
                self.cur.bump();
                let (pointee, space, cv) = self.pointee()?;
                self.entered(Type::Pointer {
                    pointee: Box::new(pointee),
                    space,
                    cv,
                })
            }
            b'U' => self.vendor_type(),
            // The vendor-extended spelling of bfloat16 some producers write for `__bf16`
            // (clang 22 writes `DF16b`); a substitution candidate, as vendor types are.
            b'u' if self.cur.eat_str(VENDOR_BFLOAT16) => self.entered(Type::Scalar(Scalar::BFloat16)),
            b'A' => self.array_type(),
            b'T' => self.template_param(),
            b'N' => self.nested_name(),
            b'S' => match self.lookup()? {
                Entry::Type(ty) | Entry::TemplateParam(ty) => Ok(ty),
                Entry::TemplateName | Entry::Prefix(_) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a template name or name prefix",
                }),
                Entry::Pointee(..) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a qualified pointee",
                }),
                Entry::Function(_) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a function type",
                }),
            },
            b'0'..=b'9' => {
                let name = self.cur.source_name()?;
                let ty = match named_type(name, pos)? {
                    Type::OpenCl(OpenClType::Pipe(_)) => {
                        // clang substitutes a pipe type it has seen, so a spelled-out one is new.
                        let ty = Type::OpenCl(OpenClType::Pipe(self.pipes));
                        self.pipes = self.pipes.saturating_add(1);
                        ty
                    }
                    ty => ty,
                };
                self.entered(ty)
            }
            b'K' | b'V' | b'r' => {
                // A qualified type passed by value (`Vj`, which older SPIR producers write for
                // the value of `atomic_max(volatile __local uint *, uint)`): the qualifiers of
                // a parameter do not change the function's type, and are dropped; the
                // qualified type is a substitution candidate like any other.
                self.qualifiers();
                let inner_pos = self.cur.pos();
                let inner = self.ty()?;
                if matches!(inner, Type::Array(..) | Type::Void) {
                    return Err(unsupported(inner_pos, "qualifiers on an array or on void"));
                }
                self.entered(inner)
            }
            b'F' => Err(unsupported(pos, "a function type outside a block pointer")),
            b'z' => Err(unsupported(pos, "`...` before the last parameter")),
            other => match cxx_only_builtin(other) {
                Some(name) => Err(unsupported(pos, &format!("the C++ type `{name}`"))),
                None => Err(self.cur.unexpected("a type")),
            },
        }
    }

    /// Enters `ty` in the table and returns it. Substitutions can build types deeper than
    /// the symbol's syntax; the depth limit holds for those too.
    fn entered(&mut self, ty: Type) -> Result<Type, Error> {
        if ty.depth() > MAX_DEPTH {
            return Err(Error::TooDeep {
                pos: self.cur.pos(),
                limit: MAX_DEPTH,
            });
        }
        self.enter_table(Entry::Type(ty.clone()));
        Ok(ty)
    }

    /// `Dh` (half), `DF16b` (bfloat16) or `Dv<lanes>_<scalar>`.
    fn d_type(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        if let Some(scalar) = self.d_scalar() {
            return Ok(Type::Scalar(scalar));
        }
        if !self.cur.eat_str("Dv") {
            return Err(unsupported(pos, "`D` types other than `Dh`, `DF16b` and `Dv`"));
        }
        let lanes_pos = self.cur.pos();
        if self.cur.peek() == Some(b'0') {
            return Err(Error::BadNumber {
                pos: lanes_pos,
                reason: "vector length with a leading zero",
            });
        }
        let lanes = self.cur.number("a vector length")?;
        let len = u32::try_from(lanes)
            .ok()
            .and_then(VectorLen::new)
            .ok_or(Error::BadNumber {
                pos: lanes_pos,
                reason: "OpenCL vectors have 2, 3, 4, 8 or 16 lanes",
            })?;
        self.cur.expect(b'_', "`_` after the vector length")?;
        let elem_pos = self.cur.pos();
        let elem = if let Some(scalar) = self.d_scalar() {
            scalar
        } else if self.cur.eat_str(VENDOR_BFLOAT16) {
            self.enter_table(Entry::Type(Type::Scalar(Scalar::BFloat16)));
            Scalar::BFloat16
        } else if self.cur.peek() == Some(b'S') {
            // A substituted element (`Dv2_S_` after `u6__bf16`): it must be a scalar.
            match self.lookup()? {
                Entry::Type(Type::Scalar(scalar)) => scalar,
                _ => return Err(unsupported(elem_pos, "a vector element that is not an OpenCL scalar")),
            }
        } else {
            let scalar = self.cur.peek().and_then(Scalar::from_letter);
            match scalar {
                Some(scalar) => {
                    self.cur.bump();
                    scalar
                }
                None if self.cur.at_end() => {
                    return Err(self.cur.unexpected("a vector element type"));
                }
                None => {
                    return Err(unsupported(
                        elem_pos,
                        "a vector element that is not an OpenCL scalar",
                    ));
                }
            }
        };
        self.entered(Type::Vector(elem, len))
    }

    /// A scalar whose code starts with `D` (`Dh`, `DF16b`), consumed.
    fn d_scalar(&mut self) -> Option<Scalar> {
        if self.cur.eat_str("Dh") {
            Some(Scalar::Half)
        } else if self.cur.eat_str("DF16b") {
            Some(Scalar::BFloat16)
        } else {
            None
        }
    }

    /// `A<len>_<element>`: an array of a fixed length.
    fn array_type(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        self.cur.bump();
        let len_pos = self.cur.pos();
        if !self.cur.peek().is_some_and(|b| b.is_ascii_digit()) {
            return Err(unsupported(pos, "an array without a literal length"));
        }
        if self.cur.peek() == Some(b'0') && self.cur.peek_at(1).is_some_and(|b| b.is_ascii_digit()) {
            return Err(Error::BadNumber {
                pos: len_pos,
                reason: "array length with a leading zero",
            });
        }
        let len = self.cur.number("an array length")?;
        let len = u64::try_from(len).map_err(|_| Error::BadNumber {
            pos: len_pos,
            reason: "too large",
        })?;
        self.cur.expect(b'_', "`_` after the array length")?;
        let elem_pos = self.cur.pos();
        let elem = self.ty()?;
        if elem == Type::Void {
            return Err(unsupported(elem_pos, "an array of `void`"));
        }
        self.entered(Type::Array(Box::new(elem), len))
    }

    /// `U<name>` outside a pointee: `_Atomic` or `block_pointer`.
    fn vendor_type(&mut self) -> Result<Type, Error> {
        let pos = self.cur.pos();
        self.cur.bump();
        let name = self.cur.source_name()?;
        match name {
            "_Atomic" => {
                let inner = self.ty()?;
                self.entered(Type::Atomic(Box::new(inner)))
            }
            "block_pointer" => {
                let function = self.block_function()?;
                self.entered(Type::Block(Box::new(function)))
            }
            _ if name.starts_with("AS") => Err(unsupported(
                pos,
                "an address space on a type that is not a pointee",
            )),
            _ => Err(unsupported(pos, &format!("the vendor qualifier `{name}`"))),
        }
    }

    /// The function type after `U13block_pointer`: `F<ret><params>E` or a substitution.
    fn block_function(&mut self) -> Result<FunctionType, Error> {
        let pos = self.cur.pos();
        if self.cur.peek() == Some(b'S') {
            return match self.lookup()? {
                Entry::Function(function) => Ok(function),
                Entry::Type(_) | Entry::Pointee(..) | Entry::TemplateParam(_) | Entry::TemplateName | Entry::Prefix(_) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a type that is not a function type",
                }),
            };
        }
        self.cur
            .expect(b'F', "`F` starting a block's function type")?;
        let ret_pos = self.cur.pos();
        let ret = self.ty()?;
        if matches!(ret, Type::Array(..)) {
            return Err(unsupported(ret_pos, "a block returning an array"));
        }
        let (params, variadic) = self.params(Some(b'E'))?;
        self.cur.expect(b'E', "`E` ending a function type")?;
        let function = FunctionType {
            ret,
            params,
            variadic,
        };
        self.enter_table(Entry::Function(function.clone()));
        Ok(function)
    }

    /// A pointee after `P`: `[U<len>AS<n>][r][V][K]<type>`, or a substitution for all of it.
    fn pointee(&mut self) -> Result<(Type, AddressSpace, CvQualifiers), Error> {
        let pos = self.cur.pos();
        if self.cur.peek() == Some(b'S') {
            return match self.lookup()? {
                Entry::Pointee(ty, space, cv) => Ok((ty, space, cv)),
                Entry::TemplateName | Entry::Prefix(_) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a template name or name prefix",
                }),
                Entry::Type(ty) | Entry::TemplateParam(ty) => {
                    let pointee = (ty, AddressSpace::PRIVATE, CvQualifiers::NONE);
                    if !(self.plain_spirv && crate::mangle::plain_spirv_pointee(&pointee.0, pointee.1, pointee.2)) {
                        self.enter_table(Entry::Pointee(pointee.0.clone(), pointee.1, pointee.2));
                    }
                    Ok(pointee)
                }
                Entry::Function(_) => Err(Error::SubstitutionKind {
                    pos,
                    found: "a function type",
                }),
            };
        }
        // Older SPIR producers put the qualifiers before the address space (`PVU3AS4…`).
        let early = self.qualifiers();
        let space = self.address_space()?;
        let late = self.qualifiers();
        let cv = CvQualifiers {
            is_restrict: early.is_restrict || late.is_restrict,
            is_volatile: early.is_volatile || late.is_volatile,
            is_const: early.is_const || late.is_const,
        };
        let ty_pos = self.cur.pos();
        let ty = self.ty()?;
        if !cv.is_empty() && matches!(ty, Type::Array(..)) {
            return Err(unsupported(
                ty_pos,
                "qualifiers on an array (Itanium qualifies the element type)",
            ));
        }
        if !(self.plain_spirv && crate::mangle::plain_spirv_pointee(&ty, space, cv)) {
            self.enter_table(Entry::Pointee(ty.clone(), space, cv));
        }
        Ok((ty, space, cv))
    }

    /// Optional `[r][V][K]`.
    fn qualifiers(&mut self) -> CvQualifiers {
        CvQualifiers {
            is_restrict: self.cur.eat(b'r'),
            is_volatile: self.cur.eat(b'V'),
            is_const: self.cur.eat(b'K'),
        }
    }

    /// An optional `U<len>AS<n>`; private when absent.
    fn address_space(&mut self) -> Result<AddressSpace, Error> {
        if self.cur.peek() != Some(b'U') {
            return Ok(AddressSpace::PRIVATE);
        }
        let mut look = self.cur;
        look.bump();
        let Ok(name) = look.source_name() else {
            return Ok(AddressSpace::PRIVATE);
        };
        let Some(number) = name.strip_prefix("AS") else {
            // `_Atomic` or `block_pointer`: the pointee type itself.
            return Ok(AddressSpace::PRIVATE);
        };
        let digits_pos = look.pos().saturating_sub(number.len());
        let space = parse_canonical_u32(number)
            .filter(|&n| n != 0)
            .ok_or(Error::BadNumber {
                pos: digits_pos,
                reason: "an address space is a decimal number from 1, without leading zeros",
            })?;
        self.cur = look;
        Ok(AddressSpace(space))
    }
}

fn unsupported(pos: usize, what: &str) -> Error {
    Error::Unsupported {
        pos,
        what: what.to_string(),
    }
}

/// The type a class or enumeration name stands for.
fn named_type(name: &str, pos: usize) -> Result<Type, Error> {
    if let Some(opencl) = OpenClType::from_name(name) {
        return Ok(Type::OpenCl(opencl));
    }
    if let Ok(spirv) = SpirvType::from_mangled_name(name) {
        return Ok(Type::Spirv(spirv));
    }
    TypeName::new(name)
        .map(Type::Named)
        .map_err(|err| Error::Unsupported {
            pos,
            what: format!("type name: {err}"),
        })
}

/// C++ builtin types that have no OpenCL C counterpart in the model.
/// `u6__bf16`: the vendor-extended type name of bfloat16.
const VENDOR_BFLOAT16: &str = "u6__bf16";

fn cxx_only_builtin(letter: u8) -> Option<&'static str> {
    match letter {
        b'a' => Some("signed char"),
        b'w' => Some("wchar_t"),
        b'x' => Some("long long"),
        b'y' => Some("unsigned long long"),
        b'n' => Some("__int128"),
        b'o' => Some("unsigned __int128"),
        b'e' => Some("long double"),
        b'g' => Some("__float128"),
        _ => None,
    }
}

#[cfg(test)]
#[allow(clippy::panic, clippy::unwrap_used, clippy::expect_used)]
mod tests {
    use super::*;
    use crate::mangle::mangle;
    use crate::spirv_types::{ImageDescriptor, SampledType};
    use crate::types::{ImageAccess, ImageDim};

    fn roundtrip(symbol: &str) -> Signature {
        let sig = demangle(symbol).unwrap_or_else(|e| panic!("{symbol}: {e}"));
        assert_eq!(mangle(&sig).as_deref(), Ok(symbol));
        sig
    }

    #[test]
    fn clang_symbols_roundtrip() {
        for symbol in [
            "_Z13get_global_idj",
            "_Z3sinDv4_f",
            "_Z5fractDv16_DhPS_",
            "_Z5fractfPU3AS1f",
            "_Z10atomic_addPU3AS1Vii",
            "_Z10ndrange_2DPKmS0_S0_",
            "_Z14enqueue_marker9ocl_queuejPU3AS4K12ocl_clkeventPU3AS4S0_",
            "_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope",
            "_Z2f1PU3AS1U7_AtomiciS1_PU3AS4S_",
            "_Z2t5PDv2_iS_PS1_PKS_PDv2_fS6_",
            "_Z21__spirv_EnqueueMarkerP13__spirv_QueuejPU3AS4P19__spirv_DeviceEventS6_",
            "_Z18__spirv_ocl_printfPU3AS2cz",
            "_Z1kU13block_pointerFvPU3AS3vE14ocl_image2d_roS2_",
            "_Z14enqueue_kernel9ocl_queuei9ndrange_tU13block_pointerFvvE",
            "_Z10subst_pipe8ocl_pipe8ocl_pipe13ocl_reserveidS1_",
            "_Z2p38ocl_pipe8ocl_pipeS_8ocl_pipe",
            "_Z23__spirv_BuildNDRange_2DA2_lS_S_",
            "_Z1nA2_mS_PS_S1_",
            "_Z1mA2_A3_iS0_",
            "_Z1aA0_fPU3AS1A4_Dv4_fS1_",
        ] {
            roundtrip(symbol);
        }
    }

    #[test]
    fn decodes_the_model() {
        let sig =
            roundtrip("_Z25__spirv_ImageQuerySamplesPU3AS133__spirv_Image__void_1_0_0_0_0_0_0S1_");
        let image = SpirvType::Image(ImageDescriptor {
            sampled_type: SampledType::Void,
            dim: 1,
            depth: 0,
            arrayed: 0,
            multisampled: 0,
            sampled: 0,
            format: 0,
            access: 0,
        });
        assert_eq!(sig.params, vec![image.pointer(), image.pointer()]);

        let sig = roundtrip("_Z12write_imagef20ocl_image2d_array_woDv4_iDv4_f");
        assert_eq!(
            sig.params[0],
            Type::OpenCl(OpenClType::Image(ImageDim::D2Array, ImageAccess::WriteOnly))
        );
        let sig = roundtrip("_Z3fooPrPU3AS1i");
        assert_eq!(
            sig.params[0],
            Type::qualified_pointer(
                Type::pointer(Type::Scalar(Scalar::Int), AddressSpace::GLOBAL),
                AddressSpace::PRIVATE,
                CvQualifiers {
                    is_restrict: true,
                    ..CvQualifiers::NONE
                }
            )
        );
    }

    #[test]
    fn pipes_are_told_apart_by_number() {
        let pipe = |n| Type::OpenCl(OpenClType::Pipe(n));
        assert_eq!(
            roundtrip("_Z2p28ocl_pipe8ocl_pipeS_").params,
            vec![pipe(0), pipe(1), pipe(0)]
        );
        assert_eq!(roundtrip("_Z2p18ocl_pipeS_").params, vec![pipe(0), pipe(0)]);
    }

    #[test]
    fn accepts_spelled_out_repeats() {
        // The Khronos translator's mangler does not substitute class types.
        let sig = demangle(
            "_Z21__spirv_EnqueueMarkerP13__spirv_QueueiPU3AS4P19__spirv_DeviceEventPU3AS4P19__spirv_DeviceEvent",
        )
        .unwrap();
        assert_eq!(sig.params[2], sig.params[3]);
        assert_eq!(
            mangle(&sig).unwrap(),
            "_Z21__spirv_EnqueueMarkerP13__spirv_QueueiPU3AS4P19__spirv_DeviceEventS6_"
        );
    }

    #[test]
    fn reads_the_vendor_spelling_of_bfloat16() {
        // `u6__bf16` is a substitution candidate: `Dv2_S_` is a vector of it, `S0_` the vector.
        let bf2 = Type::Vector(Scalar::BFloat16, VectorLen::new(2).unwrap());
        for symbol in ["_Z3dotDv2_u6__bf16Dv2_S_", "_Z3dotDv2_u6__bf16S0_"] {
            let sig = demangle(symbol).unwrap_or_else(|e| panic!("{symbol}: {e}"));
            assert_eq!(sig.params, vec![bf2.clone(), bf2.clone()], "{symbol}");
            // Written back the way clang 22 spells `__bf16`.
            assert_eq!(mangle(&sig).unwrap(), "_Z3dotDv2_DF16bS_");
        }
        let scalar = demangle("_Z1fu6__bf16S_").unwrap();
        assert_eq!(scalar.params, vec![Type::Scalar(Scalar::BFloat16); 2]);
        // A substituted vector element that is not a scalar is refused.
        assert!(demangle("_Z1fDv2_iDv2_S_").is_err());
    }

    #[test]
    fn decodes_arrays() {
        let sig = roundtrip("_Z23__spirv_BuildNDRange_3DA3_mS_S_");
        let sizes = Type::array(Type::Scalar(Scalar::ULong), 3);
        assert_eq!(sig.params, vec![sizes.clone(), sizes.clone(), sizes]);
    }

    #[test]
    fn errors_say_what_and_where() {
        let cases: [(&str, usize); 22] = [
            ("", 0),
            ("_Y3sinf", 0),
            ("_Z", 2),
            ("_Z3si", 3),
            ("_Z3sin", 6),
            ("_Z3sinq", 6),
            ("_Z3sinvi", 6),
            ("_Z3sinfz4", 8),
            ("_Z3sinS_", 6),
            ("_Z3sinDv5_f", 8),
            ("_Z3sinDv4_P", 10),
            ("_Z3sinPU3AS0f", 11),
            ("_Z3sinU3AS1f", 6),
            ("_Z3sinKv", 7),
            ("_Z3sin11ocl_samplerS0_", 19),
            ("_Z3sinx", 6),
            ("_Z1fA_i", 4),
            ("_Z1fA02_i", 5),
            ("_Z1fA2i", 6),
            ("_Z1fA2_v", 7),
            ("_Z1fPKA2_i", 6),
            ("_Z1fU13block_pointerFA2_ivE", 21),
        ];
        for (symbol, pos) in cases {
            let err = demangle(symbol).expect_err(symbol);
            assert_eq!(err.position(), Some(pos), "{symbol}: {err}");
        }
    }

    #[test]
    fn older_spir_qualifier_orders_are_read() {
        // Qualifiers before the address space, and a qualified value parameter (dropped).
        let cmpxchg = demangle("_Z30atomic_compare_exchange_strongPVU3AS4U7_AtomiciPU3AS4ii").unwrap();
        assert_eq!(
            mangle(&cmpxchg).unwrap(),
            "_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii"
        );
        let max = demangle("_Z10atomic_maxPU3AS3jVj").unwrap();
        assert_eq!(mangle(&max).unwrap(), "_Z10atomic_maxPU3AS3jj");
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let symbol = format!("_Z1f{}i", "P".repeat(10_000));
        assert!(matches!(demangle(&symbol), Err(Error::TooDeep { .. })));
    }

    #[test]
    fn function_template_specializations() {
        // `template <class T> T __spirv_ReadClockKHR(unsigned)`, T = uint2 and T = ulong.
        let sig = demangle("_Z20__spirv_ReadClockKHRIDv2_jET_j").unwrap();
        assert_eq!(sig.name, "__spirv_ReadClockKHR");
        assert_eq!(sig.params, vec![Type::Scalar(Scalar::UInt)]);
        let vec2 = Type::Vector(Scalar::UInt, VectorLen::V2);
        let template = sig.template.unwrap();
        assert_eq!(template.args, vec![TemplateArg::Type(vec2.clone())]);
        assert_eq!(template.ret, vec2);
        let sig = demangle("_Z20__spirv_ReadClockKHRImET_j").unwrap();
        assert_eq!(sig.template.unwrap().ret, Type::Scalar(Scalar::ULong));
        // Literal arguments, a second parameter (`T0_`), and a substitution of a `T_` entry
        // (entries: template name 0, `Dv4_f` 1, `T0_` 2 → `S1_`).
        let sig = demangle("_Z3fooILi3EDv4_fLin2EET0_S1_").unwrap();
        let template = sig.template.unwrap();
        assert_eq!(template.args[0], TemplateArg::Integer(Scalar::Int, 3));
        assert_eq!(template.args[2], TemplateArg::Integer(Scalar::Int, -2));
        assert_eq!(template.ret, Type::Vector(Scalar::Float, VectorLen::V4));
        assert_eq!(sig.params, vec![Type::Vector(Scalar::Float, VectorLen::V4)]);
        // A void specialization returning nothing.
        assert_eq!(demangle("_Z3barIiEvT_").unwrap().params, vec![Type::Scalar(Scalar::Int)]);
    }

    #[test]
    fn malformed_templates_are_errors() {
        for bad in ["_Z3fooIi", "_Z3fooIiEvT1_", "_Z3fooILi3EEvT_", "_Z3fooILfEEvi", "_Z3fooILi3EvS_"] {
            assert!(demangle(bad).is_err(), "{bad} accepted");
        }
        let sig = Signature { template: Some(Template { args: vec![], ret: Type::Void }), ..Signature::new("f", vec![]) };
        assert!(mangle(&sig).is_err());
    }

    #[test]
    fn nested_names_and_their_prefix_substitutions() {
        // SYCL's `__spirv_AtomicFMaxEXT(float AS1*, __spv::Scope::Flag,
        // __spv::MemorySemanticsMask::Flag, float)`: entries 0 `U3AS1f`, 1 `PU3AS1f`,
        // 2 `__spv`, 3 `__spv::Scope`, 4 `__spv::Scope::Flag`; `S1_` is entry 2.
        let sig = demangle("_Z21__spirv_AtomicFMaxEXTPU3AS1fN5__spv5Scope4FlagENS1_19MemorySemanticsMask4FlagEf").unwrap();
        let named = |p: &Type| match p {
            Type::Named(n) => n.as_str().to_string(),
            other => format!("{other:?}"),
        };
        assert_eq!(named(&sig.params[1]), "__spv::Scope::Flag");
        assert_eq!(named(&sig.params[2]), "__spv::MemorySemanticsMask::Flag");
        assert_eq!(sig.params[3], Type::Scalar(Scalar::Float));
        // The whole nested name is a type entry of its own (`S3_`, entry 4, is `__spv::Scope::Flag`).
        let sig = demangle("_Z1fPU3AS1fN5__spv5Scope4FlagES3_").unwrap();
        assert_eq!(sig.params[1], sig.params[2]);
        // What the model does not cover is an error, not a guess.
        for bad in ["_Z1fN5__spvIiE4FlagE", "_Z1fNS_4FlagE", "_Z1fN5__spv", "_Z1fNE"] {
            assert!(demangle(bad).is_err(), "{bad} accepted");
        }
    }
}
