//! Demangling for display, the way `llvm-cxxfilt` prints.
//!
//! `spirv-llvm demangle` must print what `llvm-cxxfilt` prints, character for character, so
//! users can compare. That is not always the meaning clang gave the symbol: LLVM's demangler
//! does not count a private pointee as a substitution candidate of its own, and does not count
//! an `_Atomic` or block pointer that directly follows an address-space qualifier, so it
//! resolves later substitutions differently from clang (or fails). This module therefore has
//! its own parser that builds the substitution table as LLVM's `ItaniumDemangle.h` does, into a
//! small print tree ([`Node`]) printed with LLVM's left/right rules. It covers the Itanium
//! subset builtins use: unscoped function names, builtin types, vectors, pointers, vendor and
//! cv-qualifiers, function types, arrays, class names, substitutions, `.suffix`es and block
//! invocation functions. For anything else, as `llvm-cxxfilt` does when it cannot demangle,
//! the symbol is printed unchanged; Rust (`_R`) and D (`_D`) symbols, C++ templates, nested
//! names and operators are not demangled here although `llvm-cxxfilt` would.
//!
//! The same printer gives [`Type`] and [`Signature`] their `Display` (the meaning clang gave
//! the symbol, in LLVM's notation).

use std::fmt;

use crate::cursor::Cursor;
use crate::mangle::MAX_DEPTH;
use crate::types::{CvQualifiers, FunctionType, Scalar, Signature, Type};

/// The most nodes substitutions may copy while demangling one symbol, which bounds the output
/// of a hostile symbol whose substitutions refer to each other repeatedly.
const EXPANSION_LIMIT: usize = 1 << 16;

/// What `llvm-cxxfilt SYMBOL` prints for `symbol` (without the newline): the demangled
/// signature, or `symbol` unchanged if it cannot be demangled.
///
/// ```
/// use spirv_llvm_mangling::demangle_for_display;
/// assert_eq!(
///     demangle_for_display("_Z5fractDv4_fPU3AS4S_"),
///     "fract(float vector[4], float vector[4] AS4*)"
/// );
/// assert_eq!(demangle_for_display("printf"), "printf");
/// // clang's numbering, which LLVM's demangler does not follow: printed unchanged.
/// assert_eq!(demangle_for_display("_Z2f1PU3AS1U7_AtomiciS1_"), "_Z2f1PU3AS1U7_AtomiciS1_");
/// ```
pub fn demangle_for_display(symbol: &str) -> String {
    let (dot, rest) = match symbol.strip_prefix('.') {
        Some(rest) => (".", rest),
        None => ("", symbol),
    };
    if let Some(text) = is_itanium_encoding(rest)
        .then(|| itanium_demangle(rest))
        .flatten()
    {
        return format!("{dot}{text}");
    }
    match symbol.strip_prefix("__imp_").and_then(itanium_demangle) {
        Some(text) => format!("import thunk for {text}"),
        None => symbol.to_string(),
    }
}

/// What `llvm-cxxfilt` prints for one line of standard input (without the newline): the line
/// split into words of letters, digits, `_`, `.` and `$`, each word demangled as by
/// [`demangle_for_display`], the characters between words kept.
///
/// ```
/// use spirv_llvm_mangling::demangle_text_for_display;
/// assert_eq!(
///     demangle_text_for_display("call @_Z3sinf(float %x)"),
///     "call @sin(float)(float %x)"
/// );
/// ```
pub fn demangle_text_for_display(line: &str) -> String {
    let is_word = |c: char| c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$');
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while !rest.is_empty() {
        let word_len = rest.find(|c: char| !is_word(c)).unwrap_or(rest.len());
        let (word, tail) = rest.split_at(word_len);
        if !word.is_empty() {
            out.push_str(&demangle_for_display(word));
        }
        let gap_len = tail.find(is_word).unwrap_or(tail.len());
        let (gap, tail) = tail.split_at(gap_len);
        out.push_str(gap);
        rest = tail;
    }
    out
}

/// LLVM's `isItaniumEncoding`: one to four underscores, then `Z`.
fn is_itanium_encoding(symbol: &str) -> bool {
    let underscores = symbol.bytes().take_while(|&b| b == b'_').count();
    (1..=4).contains(&underscores) && symbol.as_bytes().get(underscores) == Some(&b'Z')
}

/// LLVM's `itaniumDemangle`: an encoding after `_Z`/`__Z`, a block invocation function after
/// `___Z`/`____Z`, or else a lone type.
fn itanium_demangle(symbol: &str) -> Option<String> {
    let mut parser = Parser {
        cur: Cursor::new(symbol),
        subs: Vec::new(),
        depth: 0,
        expanded: 0,
    };
    if parser.cur.eat_str("_Z") || parser.cur.eat_str("__Z") {
        let mut text = parser.encoding()?;
        if parser.cur.peek() == Some(b'.') {
            text = format!("{text} ({})", parser.cur.rest());
        } else if !parser.cur.at_end() {
            return None;
        }
        return Some(text);
    }
    if parser.cur.eat_str("___Z") || parser.cur.eat_str("____Z") {
        let text = parser.encoding()?;
        if !parser.cur.eat_str("_block_invoke") {
            return None;
        }
        let require_number = parser.cur.eat(b'_');
        let mut has_number = false;
        while parser.cur.peek().is_some_and(|b| b.is_ascii_digit()) {
            parser.cur.bump();
            has_number = true;
        }
        if require_number && !has_number {
            return None;
        }
        if parser.cur.peek() != Some(b'.') && !parser.cur.at_end() {
            return None;
        }
        return Some(format!("invocation function for block in {text}"));
    }
    let ty = parser.ty()?;
    parser.cur.at_end().then(|| ty.to_string())
}

/// A print tree node: the part of LLVM's demangler AST that builtin symbols need.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Node {
    /// A builtin or class name, printed as is.
    Name(String),
    /// `elem vector[dim]`.
    Vector { elem: Box<Node>, dim: String },
    /// `pointee*`.
    Pointer(Box<Node>),
    /// A vendor-extended qualifier (`AS1`, `_Atomic`, `block_pointer`): `inner qualifier`.
    Vendor { inner: Box<Node>, qualifier: String },
    /// `inner const volatile restrict`.
    Cv { inner: Box<Node>, cv: CvQualifiers },
    /// `ret (params)`.
    Function { ret: Box<Node>, params: Vec<Node> },
    /// `elem [dim]` (`dim` empty for `A_`).
    Array { elem: Box<Node>, dim: String },
}

impl Node {
    fn name(text: &str) -> Node {
        Node::Name(text.to_string())
    }

    fn size(&self) -> usize {
        match self {
            Node::Name(_) => 1,
            Node::Vector { elem: inner, .. }
            | Node::Array { elem: inner, .. }
            | Node::Pointer(inner)
            | Node::Vendor { inner, .. }
            | Node::Cv { inner, .. } => 1 + inner.size(),
            Node::Function { ret, params } => {
                1 + ret.size() + params.iter().map(Node::size).sum::<usize>()
            }
        }
    }

    /// LLVM's `hasFunction`: whether printing needs the declarator parentheses of a function.
    fn has_function(&self) -> bool {
        match self {
            Node::Function { .. } => true,
            Node::Cv { inner, .. } => inner.has_function(),
            _ => false,
        }
    }

    /// LLVM's `hasArray`: whether a pointer to this needs the declarator parentheses of an
    /// array.
    fn has_array(&self) -> bool {
        match self {
            Node::Array { .. } => true,
            Node::Cv { inner, .. } => inner.has_array(),
            _ => false,
        }
    }

    fn print(&self, out: &mut String) {
        self.print_left(out);
        self.print_right(out);
    }

    fn print_left(&self, out: &mut String) {
        match self {
            Node::Name(name) => out.push_str(name),
            Node::Vector { elem, dim } => {
                elem.print(out);
                out.push_str(" vector[");
                out.push_str(dim);
                out.push(']');
            }
            Node::Pointer(pointee) => {
                pointee.print_left(out);
                if pointee.has_array() {
                    out.push(' ');
                }
                if pointee.has_array() || pointee.has_function() {
                    out.push('(');
                }
                out.push('*');
            }
            Node::Array { elem, .. } => elem.print_left(out),
            Node::Vendor { inner, qualifier } => {
                inner.print(out);
                out.push(' ');
                out.push_str(qualifier);
            }
            Node::Cv { inner, cv } => {
                inner.print_left(out);
                for (set, word) in [
                    (cv.is_const, " const"),
                    (cv.is_volatile, " volatile"),
                    (cv.is_restrict, " restrict"),
                ] {
                    if set {
                        out.push_str(word);
                    }
                }
            }
            Node::Function { ret, .. } => {
                ret.print_left(out);
                out.push(' ');
            }
        }
    }

    fn print_right(&self, out: &mut String) {
        match self {
            Node::Pointer(pointee) => {
                if pointee.has_array() || pointee.has_function() {
                    out.push(')');
                }
                pointee.print_right(out);
            }
            Node::Array { elem, dim } => {
                if !out.ends_with(']') {
                    out.push(' ');
                }
                out.push('[');
                out.push_str(dim);
                out.push(']');
                elem.print_right(out);
            }
            Node::Cv { inner, .. } => inner.print_right(out),
            Node::Function { ret, params } => {
                out.push('(');
                print_list(params, out);
                out.push(')');
                ret.print_right(out);
            }
            Node::Name(_) | Node::Vector { .. } | Node::Vendor { .. } => {}
        }
    }
}

impl fmt::Display for Node {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.print(&mut out);
        f.write_str(&out)
    }
}

fn print_list(nodes: &[Node], out: &mut String) {
    for (index, node) in nodes.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        node.print(out);
    }
}

/// LLVM's parser, reduced to the builtin subset; `None` where LLVM's returns `nullptr` or where
/// the input leaves the subset.
struct Parser<'a> {
    cur: Cursor<'a>,
    subs: Vec<Node>,
    depth: usize,
    expanded: usize,
}

impl<'a> Parser<'a> {
    /// `<encoding>`: an unscoped function name and, unless the encoding ends there, its
    /// parameters; printed.
    fn encoding(&mut self) -> Option<String> {
        self.cur.eat(b'L');
        if !matches!(self.cur.peek(), Some(b'1'..=b'9')) {
            return None;
        }
        let name = self.source_name()?;
        if self.end_of_encoding() {
            return Some(name);
        }
        let mut params = Vec::new();
        if !self.cur.eat(b'v') {
            loop {
                params.push(self.ty()?);
                if self.end_of_encoding() {
                    break;
                }
            }
        }
        let mut text = name;
        text.push('(');
        print_list(&params, &mut text);
        text.push(')');
        Some(text)
    }

    fn end_of_encoding(&self) -> bool {
        matches!(self.cur.peek(), None | Some(b'E' | b'.' | b'_'))
    }

    /// A `<source-name>` as LLVM prints it.
    fn source_name(&mut self) -> Option<String> {
        let name = self.cur.source_name().ok()?;
        Some(if name.starts_with("_GLOBAL__N") {
            "(anonymous namespace)".to_string()
        } else {
            name.to_string()
        })
    }

    /// A `<source-name>` used as a qualifier or vendor type: printed verbatim.
    fn bare_source_name(&mut self) -> Option<&'a str> {
        self.cur.source_name().ok()
    }

    fn ty(&mut self) -> Option<Node> {
        self.depth += 1;
        let node = if self.depth > MAX_DEPTH {
            None
        } else {
            self.ty_inner()
        };
        self.depth -= 1;
        node
    }

    /// LLVM's `parseType`: everything but builtins and substitutions enters the table.
    fn ty_inner(&mut self) -> Option<Node> {
        let first = self.cur.peek()?;
        if let Some(name) = builtin_name(first) {
            self.cur.bump();
            return Some(Node::name(name));
        }
        let node = match first {
            b'r' | b'V' | b'K' => {
                let mut after = 0;
                for qualifier in [b'r', b'V', b'K'] {
                    if self.cur.peek_at(after) == Some(qualifier) {
                        after += 1;
                    }
                }
                let function_type = self.cur.peek_at(after) == Some(b'F')
                    || (self.cur.peek_at(after) == Some(b'D')
                        && matches!(self.cur.peek_at(after + 1), Some(b'o' | b'O' | b'w' | b'x')));
                if function_type {
                    return None;
                }
                self.qualified()?
            }
            b'U' => self.qualified()?,
            b'u' => {
                self.cur.bump();
                let name = self.bare_source_name()?;
                if self.cur.peek() == Some(b'I') {
                    return None;
                }
                Node::name(name)
            }
            b'D' if self.cur.eat_str("DF16b") => return Some(Node::name(Scalar::BFloat16.cxx_name())),
            b'D' => match self.cur.peek_at(1).and_then(d_builtin_name) {
                Some(name) => {
                    self.cur.bump();
                    self.cur.bump();
                    return Some(Node::name(name));
                }
                None => self.vector()?,
            },
            b'F' => self.function()?,
            b'A' => self.array()?,
            b'P' => {
                self.cur.bump();
                Node::Pointer(Box::new(self.ty()?))
            }
            b'S' if self.cur.peek_at(1) != Some(b't') => {
                let index = self.cur.substitution().ok()?;
                let node = self.subs.get(index)?.clone();
                self.expanded = self.expanded.saturating_add(node.size());
                if self.expanded > EXPANSION_LIMIT || self.cur.peek() == Some(b'I') {
                    return None;
                }
                return Some(node);
            }
            b'1'..=b'9' => {
                let name = self.source_name()?;
                if self.cur.peek() == Some(b'I') {
                    return None;
                }
                Node::Name(name)
            }
            _ => return None,
        };
        self.subs.push(node.clone());
        Some(node)
    }

    /// LLVM's `parseQualifiedType`: vendor qualifiers, each wrapping the rest, then
    /// cv-qualifiers and a type. Only that last type enters the table here; the caller enters
    /// the whole.
    fn qualified(&mut self) -> Option<Node> {
        self.depth += 1;
        let node = if self.depth > MAX_DEPTH {
            None
        } else {
            self.qualified_inner()
        };
        self.depth -= 1;
        node
    }

    fn qualified_inner(&mut self) -> Option<Node> {
        if self.cur.eat(b'U') {
            let qualifier = self.bare_source_name()?;
            if qualifier.starts_with("objcproto") || self.cur.peek() == Some(b'I') {
                return None;
            }
            let inner = self.qualified()?;
            return Some(Node::Vendor {
                inner: Box::new(inner),
                qualifier: qualifier.to_string(),
            });
        }
        let cv = CvQualifiers {
            is_restrict: self.cur.eat(b'r'),
            is_volatile: self.cur.eat(b'V'),
            is_const: self.cur.eat(b'K'),
        };
        let inner = self.ty()?;
        Some(if cv.is_empty() {
            inner
        } else {
            Node::Cv {
                inner: Box::new(inner),
                cv,
            }
        })
    }

    /// `Dv<dim>_<type>`, `Dv<dim>_p` (AltiVec pixel), or `Dv_<type>` without a dimension.
    fn vector(&mut self) -> Option<Node> {
        if !self.cur.eat_str("Dv") {
            return None;
        }
        let dim = if self.cur.eat(b'_') {
            String::new()
        } else {
            if !matches!(self.cur.peek(), Some(b'1'..=b'9')) {
                return None;
            }
            let start = self.cur.pos();
            while self.cur.peek().is_some_and(|b| b.is_ascii_digit()) {
                self.cur.bump();
            }
            let dim = self.cur.since(start)?.to_string();
            if !self.cur.eat(b'_') {
                return None;
            }
            if self.cur.eat(b'p') {
                return Some(Node::Name(format!("pixel vector[{dim}]")));
            }
            dim
        };
        let elem = self.ty()?;
        Some(Node::Vector {
            elem: Box::new(elem),
            dim,
        })
    }

    /// `A <dim> _ <type>` or `A_ <type>`; LLVM also reads an expression as the dimension,
    /// which is outside the subset.
    fn array(&mut self) -> Option<Node> {
        self.cur.bump();
        let start = self.cur.pos();
        while self.cur.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.cur.bump();
        }
        let dim = self.cur.since(start)?.to_string();
        if !self.cur.eat(b'_') {
            return None;
        }
        let elem = self.ty()?;
        Some(Node::Array {
            elem: Box::new(elem),
            dim,
        })
    }

    /// `F [Y] <ret> <params> E`, where LLVM skips every `v` among the parameters.
    fn function(&mut self) -> Option<Node> {
        self.cur.bump();
        self.cur.eat(b'Y');
        let ret = self.ty()?;
        let mut params = Vec::new();
        loop {
            if self.cur.eat(b'E') {
                break;
            }
            if self.cur.eat(b'v') {
                continue;
            }
            if self.cur.rest().starts_with("RE") || self.cur.rest().starts_with("OE") {
                return None;
            }
            params.push(self.ty()?);
        }
        Some(Node::Function {
            ret: Box::new(ret),
            params,
        })
    }
}

/// The single-letter `<builtin-type>`s and what LLVM prints for them.
fn builtin_name(letter: u8) -> Option<&'static str> {
    Some(match letter {
        b'v' => "void",
        b'w' => "wchar_t",
        b'b' => "bool",
        b'c' => "char",
        b'a' => "signed char",
        b'h' => "unsigned char",
        b's' => "short",
        b't' => "unsigned short",
        b'i' => "int",
        b'j' => "unsigned int",
        b'l' => "long",
        b'm' => "unsigned long",
        b'x' => "long long",
        b'y' => "unsigned long long",
        b'n' => "__int128",
        b'o' => "unsigned __int128",
        b'f' => "float",
        b'd' => "double",
        b'e' => "long double",
        b'g' => "__float128",
        b'z' => "...",
        _ => return None,
    })
}

/// The two-letter `D<letter>` builtin types and what LLVM prints for them.
fn d_builtin_name(letter: u8) -> Option<&'static str> {
    Some(match letter {
        b'd' => "decimal64",
        b'e' => "decimal128",
        b'f' => "decimal32",
        b'h' => "half",
        b'i' => "char32_t",
        b's' => "char16_t",
        b'u' => "char8_t",
        b'a' => "auto",
        b'c' => "decltype(auto)",
        b'n' => "std::nullptr_t",
        _ => return None,
    })
}

/// The print tree of a type of the model, as LLVM would build it from a correct parse.
fn type_node(ty: &Type) -> Node {
    match ty {
        Type::Void => Node::name("void"),
        Type::Scalar(scalar) => Node::name(scalar.cxx_name()),
        Type::Vector(scalar, len) => Node::Vector {
            elem: Box::new(Node::name(scalar.cxx_name())),
            dim: len.get().to_string(),
        },
        Type::Pointer { pointee, space, cv } => {
            let mut node = type_node(pointee);
            if !cv.is_empty() {
                node = Node::Cv {
                    inner: Box::new(node),
                    cv: *cv,
                };
            }
            if let Some(qualifier) = space.qualifier() {
                node = Node::Vendor {
                    inner: Box::new(node),
                    qualifier,
                };
            }
            Node::Pointer(Box::new(node))
        }
        Type::Atomic(inner) => Node::Vendor {
            inner: Box::new(type_node(inner)),
            qualifier: "_Atomic".to_string(),
        },
        Type::Block(function) => Node::Vendor {
            inner: Box::new(function_node(function)),
            qualifier: "block_pointer".to_string(),
        },
        Type::Array(elem, len) => Node::Array {
            elem: Box::new(type_node(elem)),
            dim: len.to_string(),
        },
        Type::OpenCl(opencl) => Node::Name(opencl.name()),
        Type::Spirv(spirv) => Node::Name(spirv.mangled_name()),
        Type::Named(name) => Node::name(name.as_str()),
    }
}

fn param_nodes(params: &[Type], variadic: bool) -> Vec<Node> {
    let mut nodes: Vec<Node> = params.iter().map(type_node).collect();
    if variadic {
        nodes.push(Node::name("..."));
    }
    nodes
}

fn function_node(function: &FunctionType) -> Node {
    Node::Function {
        ret: Box::new(type_node(&function.ret)),
        params: param_nodes(&function.params, function.variadic),
    }
}

impl fmt::Display for Type {
    /// The type in LLVM's demangler notation: `float vector[4] const AS1*`.
    ///
    /// ```
    /// use spirv_llvm_mangling::*;
    /// let ty = Type::qualified_pointer(
    ///     Type::atomic(Type::Scalar(Scalar::Int)),
    ///     AddressSpace::GENERIC,
    ///     CvQualifiers::VOLATILE,
    /// );
    /// assert_eq!(ty.to_string(), "int _Atomic volatile AS4*");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        type_node(self).fmt(f)
    }
}

impl fmt::Display for Signature {
    /// The signature in LLVM's demangler notation, as `llvm-cxxfilt` prints it when it
    /// numbers substitutions as clang does.
    ///
    /// ```
    /// let sig = spirv_llvm_mangling::demangle("_Z18__spirv_ocl_printfPU3AS2cz").unwrap();
    /// assert_eq!(sig.to_string(), "__spirv_ocl_printf(char AS2*, ...)");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = self.name.clone();
        out.push('(');
        print_list(&param_nodes(&self.params, self.variadic), &mut out);
        out.push(')');
        f.write_str(&out)
    }
}
