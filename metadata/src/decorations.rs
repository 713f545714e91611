//! `!spirv.Decorations` and `!spirv.ParameterDecorations`.
//!
//! A *decoration-node* is `!{i32 <decoration id>, <operands>...}` whose
//! operands are integer or string literals; a *decoration-list* is a node of
//! decoration-nodes. `!spirv.Decorations` (on a global, function or
//! instruction) is one decoration-list; `!spirv.ParameterDecorations` (on a
//! function) is a node with one decoration-list per argument:
//!
//! ```text
//! @v = global i32 0, !spirv.Decorations !1
//! !1 = !{!2, !3}                ; decoration-list
//! !2 = !{i32 22}                ; Constant
//! !3 = !{i32 41, !"v", i32 0}   ; LinkageAttributes "v" Export
//! ```
//!
//! Decoration numbers map through `spirv::Decoration`, and each node's
//! operands are checked against that decoration's operand kinds in the
//! SPIR-V grammar, so a [`DecorationNode`] is valid by construction.

use crate::error::Result;
use crate::grammar::{Literal, Site, check_literals, decoration_operands};
use crate::read::View;
use crate::tree::{Md, MdNode};
use crate::{NodeShape, names};

/// One decoration with its literal operands, checked against the grammar.
///
/// # Example
///
/// ```
/// use spirv::Decoration;
/// use spirv_llvm_metadata::{DecorationNode, Literal, Md, MdNode, NodeShape};
///
/// let linkage = DecorationNode::new(
///     Decoration::LinkageAttributes,
///     vec![Literal::String("v".into()), Literal::Int(0)],
/// )?;
/// assert_eq!(
///     linkage.to_tree(),
///     MdNode::new(vec![Md::i32(41), Md::string("v"), Md::i32(0)])
/// );
///
/// // LinkageAttributes takes a name first: an integer there is rejected.
/// assert!(DecorationNode::new(Decoration::LinkageAttributes, vec![Literal::Int(0)]).is_err());
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DecorationNode {
    decoration: spirv::Decoration,
    operands: Vec<Literal>,
}

/// Decorations whose `<id>` operands name integer constants (`OpDecorateId`), which a node
/// carries as the constants' values, as the Khronos translator writes them:
/// `!{i32 27, i32 2}` is `UniformId` of a constant 2 (the `Workgroup` scope).
pub const VALUE_ID_DECORATIONS: [spirv::Decoration; 3] =
    [spirv::Decoration::UniformId, spirv::Decoration::AlignmentId, spirv::Decoration::MaxByteOffsetId];

impl DecorationNode {
    /// A decoration node, if `operands` fit the decoration's grammar.
    pub fn new(decoration: spirv::Decoration, operands: Vec<Literal>) -> Result<DecorationNode> {
        Self::checked(decoration, operands, &format!("!{}", Self::NAME))
    }

    fn checked(
        decoration: spirv::Decoration,
        operands: Vec<Literal>,
        path: &str,
    ) -> Result<DecorationNode> {
        let what = format!("decoration {decoration:?}");
        let site = Site {
            path,
            first_index: 1,
            what: &what,
            ids_as_values: VALUE_ID_DECORATIONS.contains(&decoration),
        };
        check_literals(&site, &decoration_operands(decoration), &operands)?;
        Ok(DecorationNode {
            decoration,
            operands,
        })
    }

    /// The decoration.
    pub fn decoration(&self) -> spirv::Decoration {
        self.decoration
    }

    /// Its literal operands.
    pub fn operands(&self) -> &[Literal] {
        &self.operands
    }

    /// Splits the node into decoration and operands.
    pub fn into_parts(self) -> (spirv::Decoration, Vec<Literal>) {
        (self.decoration, self.operands)
    }
}

impl NodeShape for DecorationNode {
    const NAME: &'static str = "spirv.Decorations decoration-node";

    fn to_tree(&self) -> MdNode {
        let mut operands = vec![Md::i32(self.decoration as u32)];
        operands.extend(self.operands.iter().map(Literal::to_md));
        MdNode::new(operands)
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<DecorationNode> {
        let view = View::new(node, path);
        view.expect_len(
            1,
            usize::MAX,
            "at least 1 operand (decoration id, operands...)",
        )?;
        let decoration = view.spirv_enum(0, "Decoration", spirv::Decoration::from_u32)?;
        let operands = view
            .operands()
            .iter()
            .enumerate()
            .skip(1)
            .map(|(i, md)| Literal::from_md(md, &view.at(i)))
            .collect::<Result<Vec<_>>>()?;
        // Literals after a decoration that takes none say nothing (the reference writes them
        // out as they come): read past them.
        let operands = if decoration_operands(decoration).is_empty() { Vec::new() } else { operands };
        Self::checked(decoration, operands, path)
    }
}

/// A decoration-list: the value of a `!spirv.Decorations` attachment.
///
/// # Example
///
/// ```
/// use spirv::Decoration;
/// use spirv_llvm_metadata::{DecorationList, Md, MdNode, NodeShape};
///
/// // !1 = !{!2}   !2 = !{i32 6442, i32 1, i32 2} ; CacheControlLoadINTEL 1 Cached
/// let tree = MdNode::new(vec![Md::node(vec![Md::i32(6442), Md::i32(1), Md::i32(2)])]);
/// let list = DecorationList::from_tree(&tree)?;
/// assert_eq!(list.0[0].decoration(), Decoration::CacheControlLoadINTEL);
/// assert_eq!(list.to_tree(), tree);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DecorationList(pub Vec<DecorationNode>);

impl NodeShape for DecorationList {
    const NAME: &'static str = names::SPIRV_DECORATIONS;

    fn to_tree(&self) -> MdNode {
        MdNode::new(self.0.iter().map(|node| Md::Node(node.to_tree())).collect())
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<DecorationList> {
        let view = View::new(node, path);
        (0..view.len())
            .map(|i| {
                let child = view.node(i, "decoration-node")?;
                DecorationNode::from_tree_at(child.node, &child.path)
            })
            .collect::<Result<Vec<_>>>()
            .map(DecorationList)
    }
}

/// `!spirv.ParameterDecorations`: one decoration-list per function
/// argument, in argument order.
///
/// # Example
///
/// ```
/// use spirv::Decoration;
/// use spirv_llvm_metadata::{Md, MdNode, NodeShape, ParameterDecorations};
///
/// // !1 = !{!2, !3}  !2 = !{}  !3 = !{!4}  !4 = !{i32 19} ; b is Restrict
/// let tree = MdNode::new(vec![
///     Md::node(vec![]),
///     Md::node(vec![Md::node(vec![Md::i32(19)])]),
/// ]);
/// let params = ParameterDecorations::from_tree(&tree)?;
/// assert!(params.0[0].0.is_empty());
/// assert_eq!(params.0[1].0[0].decoration(), Decoration::Restrict);
/// # Ok::<(), spirv_llvm_metadata::MetadataError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParameterDecorations(pub Vec<DecorationList>);

impl NodeShape for ParameterDecorations {
    const NAME: &'static str = names::SPIRV_PARAMETER_DECORATIONS;

    fn to_tree(&self) -> MdNode {
        MdNode::new(self.0.iter().map(|list| Md::Node(list.to_tree())).collect())
    }

    fn from_tree_at(node: &MdNode, path: &str) -> Result<ParameterDecorations> {
        let view = View::new(node, path);
        (0..view.len())
            .map(|i| {
                let child = view.node(i, "decoration-list")?;
                DecorationList::from_tree_at(child.node, &child.path)
            })
            .collect::<Result<Vec<_>>>()
            .map(ParameterDecorations)
    }
}
