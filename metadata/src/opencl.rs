//! Module-level OpenCL named metadata, as clang emits it:
//!
//! ```text
//! !opencl.ocl.version = !{!2}                 !2 = !{i32 2, i32 0}
//! !opencl.spir.version = !{!2}
//! !opencl.used.extensions = !{!3}             !3 = !{!"cl_khr_fp16", ...}
//! !opencl.used.optional.core.features = !{!4} !4 = !{!"cl_doubles"}
//! !opencl.compiler.options = !{!5}            !5 = !{!"-cl-mad-enable"}
//! !llvm.ident = !{!6}                         !6 = !{!"clang version 22..."}
//! ```
//!
//! Linking modules concatenates these lists, so every list is kept whole
//! (a `Vec` per list, and a `Vec` of string lists where each node is a
//! list); [`OpenClModuleMetadata::ocl_version`] picks the first version.

use crate::error::Result;
use crate::module::nodes_named;
use crate::names;
use crate::read::View;
use crate::tree::{Md, MdNode, NamedMetadata};

/// An OpenCL or SPIR version, `!{i32 major, i32 minor}`.
///
/// # Example
///
/// ```
/// use spirv_llvm_metadata::OpenClVersion;
///
/// let v = OpenClVersion { major: 1, minor: 2 };
/// assert_eq!(v.to_source_version(), 102000);
/// assert_eq!(OpenClVersion::from_source_version(200000), OpenClVersion { major: 2, minor: 0 });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct OpenClVersion {
    /// Major version.
    pub major: u32,
    /// Minor version.
    pub minor: u32,
}

impl OpenClVersion {
    /// The OpSource version encoding, `major * 100000 + minor * 1000`
    /// (saturating).
    pub fn to_source_version(self) -> u32 {
        self.major
            .saturating_mul(100_000)
            .saturating_add(self.minor.saturating_mul(1000))
    }

    /// Decodes the OpSource version encoding; the revision digits are
    /// dropped.
    pub fn from_source_version(version: u32) -> OpenClVersion {
        OpenClVersion {
            major: version / 100_000,
            minor: version % 100_000 / 1000,
        }
    }

    fn to_tree(self) -> MdNode {
        MdNode::new(vec![Md::i32(self.major), Md::i32(self.minor)])
    }

    fn from_view(view: &View<'_>) -> Result<OpenClVersion> {
        view.expect_len(2, 2, "2 operands (major, minor)")?;
        Ok(OpenClVersion {
            major: view.u32(0, "major version")?,
            minor: view.u32(1, "minor version")?,
        })
    }
}

/// The module-level OpenCL metadata and `!llvm.ident`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpenClModuleMetadata {
    /// `!opencl.ocl.version`, one entry per node.
    pub ocl_version: Vec<OpenClVersion>,
    /// `!opencl.spir.version`, one entry per node.
    pub spir_version: Vec<OpenClVersion>,
    /// `!opencl.used.extensions`, one string list per node.
    pub used_extensions: Vec<Vec<String>>,
    /// `!opencl.used.optional.core.features`, one string list per node.
    pub used_optional_core_features: Vec<Vec<String>>,
    /// `!opencl.compiler.options`, one string list per node.
    pub compiler_options: Vec<Vec<String>>,
    /// `!llvm.ident`, one string per node.
    pub ident: Vec<String>,
}

impl OpenClModuleMetadata {
    /// The OpenCL C version: the first `!opencl.ocl.version` node.
    pub fn ocl_version(&self) -> Option<OpenClVersion> {
        self.ocl_version.first().copied()
    }

    /// Reads the OpenCL lists and `!llvm.ident` out of `named`, ignoring
    /// other names.
    pub fn from_named(named: &[NamedMetadata]) -> Result<OpenClModuleMetadata> {
        Ok(OpenClModuleMetadata {
            ocl_version: versions(named, names::OPENCL_OCL_VERSION)?,
            spir_version: versions(named, names::OPENCL_SPIR_VERSION)?,
            used_extensions: string_lists(named, names::OPENCL_USED_EXTENSIONS)?,
            used_optional_core_features: string_lists(
                named,
                names::OPENCL_USED_OPTIONAL_CORE_FEATURES,
            )?,
            compiler_options: string_lists(named, names::OPENCL_COMPILER_OPTIONS)?,
            ident: idents(named)?,
        })
    }

    /// The lists for this value; empty lists are left out.
    pub fn to_named(&self) -> Vec<NamedMetadata> {
        let strings =
            |list: &Vec<String>| MdNode::new(list.iter().map(|s| Md::string(s.as_str())).collect());
        let lists: [(&str, Vec<MdNode>); 6] = [
            (
                names::OPENCL_OCL_VERSION,
                self.ocl_version.iter().map(|v| v.to_tree()).collect(),
            ),
            (
                names::OPENCL_SPIR_VERSION,
                self.spir_version.iter().map(|v| v.to_tree()).collect(),
            ),
            (
                names::OPENCL_USED_EXTENSIONS,
                self.used_extensions.iter().map(strings).collect(),
            ),
            (
                names::OPENCL_USED_OPTIONAL_CORE_FEATURES,
                self.used_optional_core_features
                    .iter()
                    .map(strings)
                    .collect(),
            ),
            (
                names::OPENCL_COMPILER_OPTIONS,
                self.compiler_options.iter().map(strings).collect(),
            ),
            (
                names::LLVM_IDENT,
                self.ident
                    .iter()
                    .map(|s| MdNode::new(vec![Md::string(s.as_str())]))
                    .collect(),
            ),
        ];
        lists
            .into_iter()
            .filter(|(_, operands)| !operands.is_empty())
            .map(|(name, operands)| NamedMetadata {
                name: name.to_owned(),
                operands,
            })
            .collect()
    }
}

fn versions(named: &[NamedMetadata], name: &str) -> Result<Vec<OpenClVersion>> {
    nodes_named(named, name)
        .map(|view| OpenClVersion::from_view(&view))
        .collect()
}

fn string_lists(named: &[NamedMetadata], name: &str) -> Result<Vec<Vec<String>>> {
    nodes_named(named, name)
        .map(|view| view.strings("a name or option"))
        .collect()
}

fn idents(named: &[NamedMetadata]) -> Result<Vec<String>> {
    nodes_named(named, names::LLVM_IDENT)
        .map(|view| {
            view.expect_len(1, 1, "1 operand (producer string)")?;
            view.string(0, "producer string").map(str::to_owned)
        })
        .collect()
}
