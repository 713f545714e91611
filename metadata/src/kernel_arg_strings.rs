//! The `OpString` copies of kernel-argument type lists that the Khronos
//! translator leaves in SPIR-V, since SPIR-V itself has no place for the
//! type names as written:
//!
//! ```text
//! OpString "kernel_arg_type.k.float4*,my_int,"
//! OpString "kernel_arg_base_type.k.float4*,int,"
//! OpString "kernel_arg_type_qual.k.const,,"
//! ```
//!
//! Each is `{list}.{kernel}.` followed by every item and a comma. Both
//! directions use this one shape: the forward one writes it, the reverse one
//! reads the names back instead of deriving them from SPIR-V types.

use crate::names;

/// The lists that have an `OpString` copy.
pub const KERNEL_ARG_STRING_LISTS: [&str; 3] = [
    names::KERNEL_ARG_TYPE,
    names::KERNEL_ARG_BASE_TYPE,
    names::KERNEL_ARG_TYPE_QUAL,
];

/// One `kernel_arg_*` string: which list, of which kernel, and its items.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::KernelArgString;
///
/// let s = KernelArgString { list: "kernel_arg_type", kernel: "k", items: vec!["float*", "int"] };
/// assert_eq!(s.to_string(), "kernel_arg_type.k.float*,int,");
/// assert_eq!(KernelArgString::parse("kernel_arg_type.k.float*,int,"), Some(s));
/// assert_eq!(KernelArgString::parse("kernel_arg_type_qual.k.,const,").unwrap().items, ["", "const"]);
/// assert_eq!(KernelArgString::parse("kernel_arg_type_qual.k.,").unwrap().items, [""]);
/// assert_eq!(KernelArgString::parse("kernel_arg_type.k.").unwrap().items, Vec::<&str>::new());
/// assert_eq!(KernelArgString::parse("kernel_arg_name.k.a,"), None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArgString<'a> {
    /// One of [`KERNEL_ARG_STRING_LISTS`].
    pub list: &'a str,
    /// The kernel's name.
    pub kernel: &'a str,
    /// The items, one per argument (a qualifier item may be empty).
    pub items: Vec<&'a str>,
}

impl<'a> KernelArgString<'a> {
    /// Reads `text` as a `kernel_arg_*` string, or `None` when it is not
    /// one. The kernel name ends at the last `.` (type names hold none, a
    /// kernel name may).
    pub fn parse(text: &'a str) -> Option<Self> {
        let (list, rest) = KERNEL_ARG_STRING_LISTS.iter().find_map(|&list| {
            let rest = text.strip_prefix(list)?.strip_prefix('.')?;
            Some((list, rest))
        })?;
        let (kernel, body) = rest.rsplit_once('.')?;
        // Every item ends with a comma: `,` is one empty item, `` none.
        let items = if body.is_empty() {
            Vec::new()
        } else {
            body.strip_suffix(',').unwrap_or(body).split(',').collect()
        };
        Some(Self {
            list,
            kernel,
            items,
        })
    }

    /// Whether the items can be written so that [`Self::parse`] gives
    /// them back: none holds a comma or a `.`.
    pub fn is_representable(&self) -> bool {
        !self.items.iter().any(|t| t.contains([',', '.']))
    }
}

impl std::fmt::Display for KernelArgString<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}.", self.list, self.kernel)?;
        for item in &self.items {
            write!(f, "{item},")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn kernel_names_with_dots_read_back() {
        let s = KernelArgString::parse("kernel_arg_base_type.a.b.int,").unwrap();
        assert_eq!((s.list, s.kernel, s.items), (names::KERNEL_ARG_BASE_TYPE, "a.b", vec!["int"]));
    }

    #[test]
    fn a_longer_list_name_is_not_taken_for_a_shorter_one() {
        let s = KernelArgString::parse("kernel_arg_type_qual.k.const,").unwrap();
        assert_eq!(s.list, names::KERNEL_ARG_TYPE_QUAL);
        assert!(KernelArgString::parse("kernel_arg_typex.k.int,").is_none());
        assert!(KernelArgString::parse("kernel_arg_type.nodot").is_none());
    }

    proptest! {
        #[test]
        fn written_strings_read_back(
            list in 0usize..3,
            kernel in "[a-z_.][a-z0-9_.]{0,8}",
            items in proptest::collection::vec("[a-z0-9 *_]{0,6}", 0..5),
        ) {
            let items: Vec<&str> = items.iter().map(String::as_str).collect();
            let s = KernelArgString { list: KERNEL_ARG_STRING_LISTS[list], kernel: &kernel, items };
            prop_assume!(s.is_representable());
            let text = s.to_string();
            prop_assert_eq!(KernelArgString::parse(&text), Some(s));
        }
    }
}
