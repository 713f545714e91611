//! Annotation strings that stand for decorations.
//!
//! - `SPV_INTEL_fpga_memory_attributes`: the strings SYCL and OpenCL FPGA compilers put on
//!   variables (`{memory:DEFAULT}{numbanks:2}`, through `@llvm.global.annotations` and
//!   `llvm.var.annotation`) ↔ the memory decorations of the variable. The forward direction
//!   reads a string made only of `{key}`/`{key:value}` groups of the keys below (`sizeinfo`,
//!   which the front end adds for its own use, is skipped) as decorations; any other string
//!   stays a `UserSemantic` text. The reverse direction writes a variable's memory decorations
//!   back as one such string, in their order.
//! - `SPV_INTEL_fpga_memory_accesses`: `{params:N}{cache-size:M}` on `llvm.ptr.annotation`
//!   (`__builtin_intel_fpga_mem`), each bit of N one decoration of the pointer
//!   ([`MEMORY_ACCESSES`]); `{params:0}`, which asks for nothing, stays a `UserSemantic` text.
//! - Numbered decorations (SYCL's annotated pointers, the form `SPV_INTEL_cache_controls`
//!   documents): `{6442:"0,1"}{6172:"0"}` on `llvm.ptr.annotation`, each group a decoration
//!   number and its literals, integers separated by commas or one string ([`parse_numbered`]).

use spirv::Decoration;

/// The extension of the memory decorations.
pub const EXTENSION: &str = "SPV_INTEL_fpga_memory_attributes";

/// The key the front end adds with the variable's size, which no decoration carries.
const SKIPPED: &str = "sizeinfo";

/// How a key's value is the decoration's literals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// One string (`{memory:MLAB}`).
    Text,
    /// One integer (`{numbanks:2}`).
    Int,
    /// Integers separated by commas (`{bank_bits:4,5}`).
    Ints,
    /// Two strings separated by a colon: name and direction (`{merge:key:depth}`).
    TwoTexts,
    /// No literal; the value is always this text (`{register:1}`, `{pump:2}`).
    Fixed(&'static str),
}

/// One key ↔ one decoration.
#[derive(Debug)]
pub struct MemoryAttribute {
    /// The key of the group.
    pub key: &'static str,
    /// The decoration.
    pub decoration: Decoration,
    /// Its value.
    pub value: Value,
}

const fn row(key: &'static str, decoration: Decoration, value: Value) -> MemoryAttribute {
    MemoryAttribute { key, decoration, value }
}

/// The keys and their decorations (`pump` has one row per value).
pub const MEMORY_ATTRIBUTES: &[MemoryAttribute] = &[
    row("memory", Decoration::MemoryINTEL, Value::Text),
    row("register", Decoration::RegisterINTEL, Value::Fixed("1")),
    row("numbanks", Decoration::NumbanksINTEL, Value::Int),
    row("bankwidth", Decoration::BankwidthINTEL, Value::Int),
    row("private_copies", Decoration::MaxPrivateCopiesINTEL, Value::Int),
    row("pump", Decoration::SinglepumpINTEL, Value::Fixed("1")),
    row("pump", Decoration::DoublepumpINTEL, Value::Fixed("2")),
    row("max_replicates", Decoration::MaxReplicatesINTEL, Value::Int),
    row("simple_dual_port", Decoration::SimpleDualPortINTEL, Value::Fixed("1")),
    row("merge", Decoration::MergeINTEL, Value::TwoTexts),
    row("bank_bits", Decoration::BankBitsINTEL, Value::Ints),
    row("force_pow2_depth", Decoration::ForcePow2DepthINTEL, Value::Int),
];

/// A decoration's literals, as the module holds them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Literals {
    /// Integers.
    Ints(Vec<u32>),
    /// Strings.
    Texts(Vec<String>),
}

/// The `(key, value)` of each `{key}`/`{key:value}` group of a string made only of such groups
/// (the value is what follows the first colon); `None` for any other string.
fn groups(text: &str) -> Option<Vec<(&str, Option<&str>)>> {
    let mut rest = text.strip_prefix('{')?;
    let mut out = Vec::new();
    loop {
        let (group, after) = rest.split_once('}')?;
        out.push(match group.split_once(':') {
            Some((k, v)) => (k, Some(v)),
            None => (group, None),
        });
        if after.is_empty() {
            return Some(out);
        }
        rest = after.strip_prefix('{')?;
    }
}

/// The decorations an annotation string stands for, or `None` when it is not made only of
/// groups of the keys of [`MEMORY_ATTRIBUTES`] (and `sizeinfo`), or has none of them.
pub fn parse(text: &str) -> Option<Vec<(Decoration, Literals)>> {
    let out = groups(text)?
        .into_iter()
        .filter(|&(key, _)| key != SKIPPED)
        .map(|(key, value)| decoration_of(key, value))
        .collect::<Option<Vec<_>>>()?;
    (!out.is_empty()).then_some(out)
}

fn decoration_of(key: &str, value: Option<&str>) -> Option<(Decoration, Literals)> {
    let mut rows = MEMORY_ATTRIBUTES.iter().filter(|r| r.key == key);
    let int = |v: &str| v.trim().parse::<u32>().ok();
    rows.find_map(|r| {
        let literals = match (r.value, value) {
            (Value::Fixed(f), Some(v)) if v == f => Literals::Ints(Vec::new()),
            (Value::Fixed("1"), None) => Literals::Ints(Vec::new()),
            (Value::Text, Some(v)) => Literals::Texts(vec![v.to_owned()]),
            (Value::Int, Some(v)) => Literals::Ints(vec![int(v)?]),
            (Value::Ints, Some(v)) => Literals::Ints(v.split(',').map(int).collect::<Option<_>>()?),
            (Value::TwoTexts, Some(v)) => {
                let (name, direction) = v.split_once(':')?;
                Literals::Texts(vec![name.to_owned(), direction.to_owned()])
            }
            _ => return None,
        };
        Some((r.decoration, literals))
    })
}

/// The extension of the memory-access decorations.
pub const ACCESS_EXTENSION: &str = "SPV_INTEL_fpga_memory_accesses";

/// The `params` bits of `__builtin_intel_fpga_mem` ↔ decorations: burst-coalesced (1), cached
/// (2: `CacheSizeINTEL` with the `cache-size` value), not statically coalesced (4), prefetched
/// (8: `PrefetchINTEL`, whose size the builtin does not give: 0).
pub const MEMORY_ACCESSES: &[(u32, Decoration)] = &[
    (1, Decoration::BurstCoalesceINTEL),
    (2, Decoration::CacheSizeINTEL),
    (4, Decoration::DontStaticallyCoalesceINTEL),
    (8, Decoration::PrefetchINTEL),
];

/// The decorations of a `{params:N}{cache-size:M}` string (the cache size only counts with bit
/// 2), or `None` for any other string, a bit no row has, or N = 0.
pub fn parse_memory_access(text: &str) -> Option<Vec<(Decoration, Literals)>> {
    let int = |v: Option<&str>| v?.trim().parse::<u32>().ok();
    let (params, cache_size) = match groups(text)?.as_slice() {
        [("params", p)] => (int(*p)?, 0),
        [("params", p), ("cache-size", c)] => (int(*p)?, int(*c)?),
        _ => return None,
    };
    let known = MEMORY_ACCESSES.iter().fold(0, |all, r| all | r.0);
    if params == 0 || params & !known != 0 {
        return None;
    }
    let decorations = MEMORY_ACCESSES.iter().filter(|r| params & r.0 != 0).map(|&(_, d)| {
        let literals = match d {
            Decoration::CacheSizeINTEL => vec![cache_size],
            Decoration::PrefetchINTEL => vec![0],
            _ => Vec::new(),
        };
        (d, Literals::Ints(literals))
    });
    Some(decorations.collect())
}

/// The `{params:N}{cache-size:M}` string of a pointer's memory-access decorations (each with
/// its first literal, if any), or `None` when it has none. `cache-size` is written when
/// `CacheSizeINTEL` is there.
pub fn memory_access_text(decorations: &[(Decoration, Option<u32>)]) -> Option<String> {
    let mut params = 0;
    let mut cache_size = None;
    for &(d, literal) in decorations {
        let Some(&(bit, _)) = MEMORY_ACCESSES.iter().find(|r| r.1 == d) else { continue };
        params |= bit;
        if d == Decoration::CacheSizeINTEL {
            cache_size = Some(literal.unwrap_or(0));
        }
    }
    if params == 0 {
        return None;
    }
    Some(match cache_size {
        Some(size) => format!("{{params:{params}}}{{cache-size:{size}}}"),
        None => format!("{{params:{params}}}"),
    })
}

/// Whether decoration `d` is one of [`MEMORY_ACCESSES`].
pub fn is_memory_access(d: Decoration) -> bool {
    MEMORY_ACCESSES.iter().any(|r| r.1 == d)
}

/// The decorations of a string made only of `{N:"literals"}` or `{N}` groups, N a decoration
/// number the grammar knows: the literals are integers separated by commas, or one string
/// where the decoration takes a string. `None` for any other string.
pub fn parse_numbered(text: &str) -> Option<Vec<(Decoration, Literals)>> {
    use crate::spirv::grammar::{self, OperandKind};
    let numbered = |(number, value): (&str, Option<&str>)| {
        let value = match value {
            Some(v) => Some(v.strip_prefix('"')?.strip_suffix('"')?),
            None => None,
        };
        let number: u32 = number.parse().ok()?;
        let decoration = Decoration::from_u32(number)?;
        let params = grammar::enumerant(OperandKind::Decoration, number)?.params;
        let literals = match (params, value) {
            ([], None) => Literals::Ints(Vec::new()),
            ([OperandKind::LiteralString], Some(v)) => Literals::Texts(vec![v.to_owned()]),
            (_, Some(v)) if !params.contains(&OperandKind::LiteralString) && !params.iter().any(|&k| grammar::is_id_kind(k)) => {
                Literals::Ints(v.split(',').map(|x| x.trim().parse().ok()).collect::<Option<_>>()?)
            }
            _ => return None,
        };
        Some((decoration, literals))
    };
    let out = groups(text)?.into_iter().map(numbered).collect::<Option<Vec<_>>>()?;
    (!out.is_empty()).then_some(out)
}

/// The group of decoration `d` with `literals`, or `None` when `d` is no memory attribute or
/// the literals do not fit it.
pub fn group(d: Decoration, literals: &Literals) -> Option<String> {
    let r = MEMORY_ATTRIBUTES.iter().find(|r| r.decoration == d)?;
    let value = match (r.value, literals) {
        (Value::Fixed(f), _) => f.to_owned(),
        (Value::Text, Literals::Texts(t)) => match t.as_slice() {
            [text] => text.clone(),
            _ => return None,
        },
        (Value::Int, Literals::Ints(i)) => match i.as_slice() {
            [n] => n.to_string(),
            _ => return None,
        },
        (Value::Ints, Literals::Ints(i)) if !i.is_empty() => i.iter().map(u32::to_string).collect::<Vec<_>>().join(","),
        (Value::TwoTexts, Literals::Texts(t)) => match t.as_slice() {
            [name, direction] => format!("{name}:{direction}"),
            _ => return None,
        },
        _ => return None,
    };
    Some(format!("{{{}:{value}}}", r.key))
}

/// Whether decoration `d` is a memory attribute, and whether its literals are strings.
pub fn is_memory_attribute(d: Decoration) -> Option<bool> {
    MEMORY_ATTRIBUTES.iter().find(|r| r.decoration == d).map(|r| matches!(r.value, Value::Text | Value::TwoTexts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_parse_back() {
        for r in MEMORY_ATTRIBUTES {
            let literals = match r.value {
                Value::Text => Literals::Texts(vec!["MLAB".into()]),
                Value::Int => Literals::Ints(vec![4]),
                Value::Ints => Literals::Ints(vec![4, 5]),
                Value::TwoTexts => Literals::Texts(vec!["key".into(), "depth".into()]),
                Value::Fixed(_) => Literals::Ints(Vec::new()),
            };
            let text = group(r.decoration, &literals).unwrap_or_default();
            assert_eq!(parse(&text), Some(vec![(r.decoration, literals)]), "{text}");
        }
    }

    #[test]
    fn memory_accesses() {
        let all = parse_memory_access("{params:15}{cache-size:127}").unwrap_or_default();
        assert_eq!(all.len(), 4);
        assert!(all.contains(&(Decoration::CacheSizeINTEL, Literals::Ints(vec![127]))));
        assert!(all.contains(&(Decoration::PrefetchINTEL, Literals::Ints(vec![0]))));
        let back: Vec<(Decoration, Option<u32>)> = all
            .iter()
            .map(|(d, l)| (*d, match l { Literals::Ints(i) => i.first().copied(), Literals::Texts(_) => None }))
            .collect();
        assert_eq!(memory_access_text(&back).as_deref(), Some("{params:15}{cache-size:127}"));
        // Without bit 2 the cache size says nothing and is not written back.
        let no_cache = parse_memory_access("{params:12}{cache-size:0}").unwrap_or_default();
        let back: Vec<_> = no_cache.iter().map(|(d, _)| (*d, Some(0))).collect();
        assert_eq!(memory_access_text(&back).as_deref(), Some("{params:12}"));
        assert_eq!(parse_memory_access("{params:0}{cache-size:127}"), None);
        assert_eq!(parse_memory_access("{params:16}"), None);
        assert_eq!(parse_memory_access("{cache-size:1}"), None);
        assert_eq!(parse_memory_access("{params:x}"), None);
        assert_eq!(memory_access_text(&[(Decoration::MemoryINTEL, None)]), None);
    }

    #[test]
    fn numbered_decorations() {
        assert_eq!(
            parse_numbered("{6442:\"0,1\"}{6172:\"2\"}"),
            Some(vec![
                (Decoration::CacheControlLoadINTEL, Literals::Ints(vec![0, 1])),
                (Decoration::LatencyControlLabelINTEL, Literals::Ints(vec![2])),
            ])
        );
        assert_eq!(parse_numbered("{5635:\"text\"}"), Some(vec![(Decoration::UserSemantic, Literals::Texts(vec!["text".into()]))]));
        assert_eq!(parse_numbered("{6442:0,1}"), None, "literals are quoted");
        assert_eq!(parse_numbered("{99999:\"1\"}"), None, "unknown number");
        assert_eq!(parse_numbered("{6442:\"a,b\"}"), None);
        assert_eq!(parse_numbered("{memory:DEFAULT}"), None);
        assert_eq!(parse_numbered("plain"), None);
    }

    #[test]
    fn other_strings_are_no_attributes() {
        assert_eq!(parse("foobarbaz"), None);
        assert_eq!(parse("{sizeinfo:4}"), None);
        assert_eq!(parse("{memory:DEFAULT}x"), None);
        assert_eq!(parse("{numbanks:two}"), None);
        assert_eq!(parse("{unknown:1}"), None);
        assert_eq!(parse("{pump:3}"), None);
        let both = parse("{memory:DEFAULT}{sizeinfo:4}{numbanks:2}");
        assert_eq!(
            both,
            Some(vec![
                (Decoration::MemoryINTEL, Literals::Texts(vec!["DEFAULT".into()])),
                (Decoration::NumbanksINTEL, Literals::Ints(vec![2])),
            ])
        );
    }
}
