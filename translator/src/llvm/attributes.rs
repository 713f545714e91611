//! Attributes of functions, their return values and parameters, and of call sites.
//!
//! Invariants:
//! - LLVM has four kinds of non-string attributes (flag, integer, type, constant range) and
//!   creating one with the wrong constructor is undefined behaviour; the C API cannot tell the
//!   kinds apart. [`ATTRIBUTES`] is that classification, copied from LLVM 22's
//!   `llvm/IR/Attributes.inc`; an attribute name missing from it is refused.
//! - Attribute kind numbers are LLVM's and process-wide; the reverse map (number → name) is
//!   built once from the table through `LLVMGetEnumAttributeKindForName` (`LLVM-NOTES.md`,
//!   trap 2).

use std::collections::HashMap;
use std::sync::OnceLock;

use llvm_sys::core::{
    LLVMAddAttributeAtIndex, LLVMAddCallSiteAttribute, LLVMCountParams, LLVMCreateEnumAttribute,
    LLVMCreateStringAttribute, LLVMCreateTypeAttribute, LLVMGetAttributeCountAtIndex,
    LLVMGetAttributesAtIndex, LLVMGetCallSiteAttributeCount, LLVMGetCallSiteAttributes,
    LLVMGetCallSiteEnumAttribute, LLVMGetCallSiteStringAttribute, LLVMGetEnumAttributeAtIndex, LLVMGetStringAttributeAtIndex,
    LLVMGetEnumAttributeKind, LLVMGetEnumAttributeKindForName, LLVMGetEnumAttributeValue,
    LLVMGetNumArgOperands, LLVMGetStringAttributeKind, LLVMGetStringAttributeValue,
    LLVMGetTypeAttributeValue, LLVMGetValueContext, LLVMIsACallBrInst, LLVMIsACallInst,
    LLVMIsAInvokeInst, LLVMIsEnumAttribute, LLVMIsStringAttribute, LLVMIsTypeAttribute,
};
use llvm_sys::prelude::LLVMAttributeRef;

use super::enums::ValueKind;
use super::ffi::{self, to_bool, to_c_uint};
use super::types::Type;
use super::values::{Value, check_same_context};
use super::{Error, Result};

/// Where an attribute sits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrIndex {
    /// On the function (or call) itself.
    Function,
    /// On the return value.
    Return,
    /// On parameter (or call argument) `n`, counting from 0.
    Param(u32),
}

impl AttrIndex {
    /// LLVM's `LLVMAttributeIndex`.
    fn raw(self) -> Option<u32> {
        match self {
            AttrIndex::Function => Some(llvm_sys::LLVMAttributeFunctionIndex),
            AttrIndex::Return => Some(llvm_sys::LLVMAttributeReturnIndex),
            AttrIndex::Param(n) => n
                .checked_add(1)
                .filter(|&i| i != llvm_sys::LLVMAttributeFunctionIndex),
        }
    }
}

/// An attribute, by LLVM's textual name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Attribute<'a> {
    /// A flag such as `nounwind`, `noinline`, `convergent`, `nocapture`-style enum attributes.
    Enum(String),
    /// An attribute with an integer such as `align 4` or `dereferenceable 16` (the value is
    /// LLVM's raw encoding: the alignment in bytes, the byte count, the packed bits of
    /// `memory` or `allocsize`).
    Int(String, u64),
    /// An attribute with a type: `byval`, `sret`, `elementtype`, `byref`, `inalloca`,
    /// `preallocated`.
    Type(String, Type<'a>),
    /// A string attribute `"key"="value"`.
    String(String, String),
    /// An attribute this wrapper cannot represent (constant ranges, unknown kinds), by LLVM's
    /// kind number. Reading only.
    Other(u32),
}

impl<'a> Attribute<'a> {
    /// A flag attribute, e.g. `Attribute::flag("nounwind")`.
    pub fn flag(name: &str) -> Self {
        Attribute::Enum(name.to_owned())
    }

    /// An integer attribute, e.g. `Attribute::int("align", 16)`.
    pub fn int(name: &str, value: u64) -> Self {
        Attribute::Int(name.to_owned(), value)
    }

    /// A type attribute, e.g. `Attribute::typed("byval", struct_ty)`.
    pub fn typed(name: &str, ty: Type<'a>) -> Self {
        Attribute::Type(name.to_owned(), ty)
    }

    /// A string attribute `"key"="value"`.
    pub fn string(key: &str, value: &str) -> Self {
        Attribute::String(key.to_owned(), value.to_owned())
    }
}

/// The kind of a non-string attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Category {
    /// A flag.
    Enum,
    /// Carries a type.
    Type,
    /// Carries an integer.
    Int,
    /// Carries a constant range (list); not supported here.
    Range,
}

/// Every non-string attribute of LLVM 22 with its kind, from `llvm/IR/Attributes.inc`.
const ATTRIBUTES: &[(&str, Category)] = {
    use Category::{Enum as E, Int as I, Range as R, Type as T};
    &[
        ("allocalign", E),
        ("allocptr", E),
        ("alwaysinline", E),
        ("builtin", E),
        ("cold", E),
        ("convergent", E),
        ("coro_only_destroy_when_complete", E),
        ("coro_elide_safe", E),
        ("dead_on_return", E),
        ("dead_on_unwind", E),
        ("disable_sanitizer_instrumentation", E),
        ("fn_ret_thunk_extern", E),
        ("hot", E),
        ("hybrid_patchable", E),
        ("immarg", E),
        ("inreg", E),
        ("inlinehint", E),
        ("jumptable", E),
        ("minsize", E),
        ("mustprogress", E),
        ("naked", E),
        ("nest", E),
        ("noalias", E),
        ("nobuiltin", E),
        ("nocallback", E),
        ("nocf_check", E),
        ("nocreateundeforpoison", E),
        ("nodivergencesource", E),
        ("noduplicate", E),
        ("noext", E),
        ("nofree", E),
        ("noimplicitfloat", E),
        ("noinline", E),
        ("nomerge", E),
        ("noprofile", E),
        ("norecurse", E),
        ("noredzone", E),
        ("noreturn", E),
        ("nosanitize_bounds", E),
        ("nosanitize_coverage", E),
        ("nosync", E),
        ("noundef", E),
        ("nounwind", E),
        ("nonlazybind", E),
        ("nonnull", E),
        ("null_pointer_is_valid", E),
        ("optforfuzzing", E),
        ("optdebug", E),
        ("optsize", E),
        ("optnone", E),
        ("presplitcoroutine", E),
        ("readnone", E),
        ("readonly", E),
        ("returned", E),
        ("returns_twice", E),
        ("signext", E),
        ("safestack", E),
        ("sanitize_address", E),
        ("sanitize_alloc_token", E),
        ("sanitize_hwaddress", E),
        ("sanitize_memtag", E),
        ("sanitize_memory", E),
        ("sanitize_numerical_stability", E),
        ("sanitize_realtime", E),
        ("sanitize_realtime_blocking", E),
        ("sanitize_thread", E),
        ("sanitize_type", E),
        ("shadowcallstack", E),
        ("skipprofile", E),
        ("speculatable", E),
        ("speculative_load_hardening", E),
        ("ssp", E),
        ("sspreq", E),
        ("sspstrong", E),
        ("strictfp", E),
        ("swiftasync", E),
        ("swifterror", E),
        ("swiftself", E),
        ("willreturn", E),
        ("writable", E),
        ("writeonly", E),
        ("zeroext", E),
        ("byref", T),
        ("byval", T),
        ("elementtype", T),
        ("inalloca", T),
        ("preallocated", T),
        ("sret", T),
        ("align", I),
        ("allockind", I),
        ("allocsize", I),
        ("captures", I),
        ("dereferenceable", I),
        ("dereferenceable_or_null", I),
        ("memory", I),
        ("nofpclass", I),
        ("alignstack", I),
        ("uwtable", I),
        ("vscale_range", I),
        ("range", R),
        ("initializes", R),
    ]
};

/// LLVM's kind number of the attribute `name` (0 if LLVM does not know it).
fn kind_of(name: &str) -> u32 {
    // SAFETY: the name is passed with its length; the lookup has no other precondition.
    unsafe { LLVMGetEnumAttributeKindForName(name.as_ptr().cast(), name.len()) }
}

/// The table entry of the attribute with kind number `kind`.
fn entry_of_kind(kind: u32) -> Option<(&'static str, Category)> {
    static BY_KIND: OnceLock<HashMap<u32, (&'static str, Category)>> = OnceLock::new();
    let map = BY_KIND.get_or_init(|| {
        ATTRIBUTES
            .iter()
            .map(|&(name, category)| (kind_of(name), (name, category)))
            .filter(|&(kind, _)| kind != 0)
            .collect()
    });
    map.get(&kind).copied()
}

/// The kind number and category of the attribute `name`, or an error naming it.
fn lookup(op: &'static str, name: &str) -> Result<(u32, Category)> {
    let category = ATTRIBUTES
        .iter()
        .find(|&&(known, _)| known == name)
        .map(|&(_, category)| category)
        .ok_or_else(|| Error::invalid(op, format!("unknown attribute {name:?}")))?;
    let kind = kind_of(name);
    if kind == 0 {
        return Err(Error::invalid(
            op,
            format!("LLVM does not know attribute {name:?}"),
        ));
    }
    Ok((kind, category))
}

/// Whether `value` is a call, invoke or callbr instruction.
pub(crate) fn is_call_base(value: Value<'_>) -> bool {
    let raw = value.raw();
    // SAFETY: `raw` is a live value.
    unsafe {
        !LLVMIsACallInst(raw).is_null()
            || !LLVMIsAInvokeInst(raw).is_null()
            || !LLVMIsACallBrInst(raw).is_null()
    }
}

/// Where attributes of a value live.
#[derive(Clone, Copy)]
enum Holder {
    Function,
    CallSite,
}

impl<'a> Value<'a> {
    /// Whether this value holds attributes, and the raw index of `index` on it if valid.
    fn attribute_slot(self, op: &'static str, index: AttrIndex) -> Result<(Holder, u32)> {
        let (holder, params) = if self.kind() == ValueKind::Function {
            // SAFETY: `self` is a function.
            (Holder::Function, unsafe { LLVMCountParams(self.raw()) })
        } else if is_call_base(self) {
            // SAFETY: `self` is a call, invoke or callbr.
            (Holder::CallSite, unsafe {
                LLVMGetNumArgOperands(self.raw())
            })
        } else {
            return Err(Error::invalid(
                op,
                format!("{self} is neither a function nor a call"),
            ));
        };
        if let AttrIndex::Param(n) = index {
            if n >= params {
                return Err(Error::invalid(op, format!("parameter {n} of {params}")));
            }
        }
        let raw = index
            .raw()
            .ok_or_else(|| Error::invalid(op, "attribute index out of range"))?;
        Ok((holder, raw))
    }

    /// Adds an attribute to a function or call at `index`.
    pub fn add_attribute(self, index: AttrIndex, attribute: &Attribute<'_>) -> Result<()> {
        const OP: &str = "add_attribute";
        let (holder, slot) = self.attribute_slot(OP, index)?;
        // SAFETY: `self` is a live value.
        let context = unsafe { LLVMGetValueContext(self.raw()) };
        let created = match attribute {
            Attribute::Enum(name) => {
                let (kind, category) = lookup(OP, name)?;
                if category != Category::Enum {
                    return Err(Error::invalid(
                        OP,
                        format!("{name:?} is not a flag attribute"),
                    ));
                }
                // SAFETY: `kind` is a flag attribute kind; the context is live.
                unsafe { LLVMCreateEnumAttribute(context, kind, 0) }
            }
            Attribute::Int(name, value) => {
                let (kind, category) = lookup(OP, name)?;
                if category != Category::Int {
                    return Err(Error::invalid(
                        OP,
                        format!("{name:?} is not an integer attribute"),
                    ));
                }
                let is_alignment = name == "align" || name == "alignstack";
                if is_alignment && (!value.is_power_of_two() || *value > 1 << 32) {
                    return Err(Error::invalid(
                        OP,
                        format!("alignment {value} is not a power of two"),
                    ));
                }
                // SAFETY: `kind` is an integer attribute kind (alignments are powers of two);
                // the context is live.
                unsafe { LLVMCreateEnumAttribute(context, kind, *value) }
            }
            Attribute::Type(name, ty) => {
                let (kind, category) = lookup(OP, name)?;
                if category != Category::Type {
                    return Err(Error::invalid(
                        OP,
                        format!("{name:?} is not a type attribute"),
                    ));
                }
                check_same_context(OP, self, *ty)?;
                // SAFETY: `kind` is a type attribute kind; the type belongs to the context.
                unsafe { LLVMCreateTypeAttribute(context, kind, ty.raw()) }
            }
            Attribute::String(key, value) => {
                ffi::check_no_nul("attribute key", key)?;
                ffi::check_no_nul("attribute value", value)?;
                let (key_len, value_len) = (to_c_uint(OP, key.len())?, to_c_uint(OP, value.len())?);
                // SAFETY: key and value are passed with their lengths; the context is live.
                unsafe {
                    LLVMCreateStringAttribute(
                        context,
                        key.as_ptr().cast(),
                        key_len,
                        value.as_ptr().cast(),
                        value_len,
                    )
                }
            }
            Attribute::Other(kind) => {
                return Err(Error::invalid(
                    OP,
                    format!("attribute kind {kind} cannot be created here"),
                ));
            }
        };
        // SAFETY: `self` is a function or call (per `holder`) and `slot` a valid index for it.
        match holder {
            Holder::Function => unsafe { LLVMAddAttributeAtIndex(self.raw(), slot, created) },
            Holder::CallSite => unsafe { LLVMAddCallSiteAttribute(self.raw(), slot, created) },
        }
        Ok(())
    }

    /// Whether a function or call has the flag attribute `name` (`convergent`, …) at `index`
    /// (a call: on the call itself, not on its callee).
    pub fn has_flag(self, index: AttrIndex, name: &str) -> Result<bool> {
        const OP: &str = "has_flag";
        let (holder, slot) = self.attribute_slot(OP, index)?;
        let (kind, _) = lookup(OP, name)?;
        // SAFETY: `self` is a function or call (per `holder`) and `slot` a valid index for it.
        let attribute = unsafe {
            match holder {
                Holder::Function => LLVMGetEnumAttributeAtIndex(self.raw(), slot, kind),
                Holder::CallSite => LLVMGetCallSiteEnumAttribute(self.raw(), slot, kind),
            }
        };
        Ok(!attribute.is_null())
    }

    /// The value of string attribute `key` of a function or call at `index`, if it has one (one
    /// lookup, where [`Value::attributes`] lists them all).
    pub fn string_attribute(self, index: AttrIndex, key: &str) -> Result<Option<String>> {
        let (holder, slot) = self.attribute_slot("string_attribute", index)?;
        let len = to_c_uint("string_attribute", key.len())?;
        // SAFETY: `self` is a function or call and `slot` a valid index for it; the key is
        // passed with its length.
        let attribute = unsafe {
            match holder {
                Holder::Function => LLVMGetStringAttributeAtIndex(self.raw(), slot, key.as_ptr().cast(), len),
                Holder::CallSite => LLVMGetCallSiteStringAttribute(self.raw(), slot, key.as_ptr().cast(), len),
            }
        };
        if attribute.is_null() {
            return Ok(None);
        }
        let mut value_len = 0;
        // SAFETY: `attribute` is a live string attribute.
        let value = unsafe { LLVMGetStringAttributeValue(attribute, &mut value_len) };
        Ok(Some(ffi::borrowed_string(value, value_len as usize)))
    }

    /// The attributes of a function or call at `index`.
    pub fn attributes(self, index: AttrIndex) -> Result<Vec<Attribute<'a>>> {
        let (holder, slot) = self.attribute_slot("attributes", index)?;
        // SAFETY: `self` is a function or call and `slot` a valid index for it; `raw` gets room
        // for exactly the count LLVM reports.
        let raw = unsafe {
            match holder {
                Holder::Function => {
                    let count = LLVMGetAttributeCountAtIndex(self.raw(), slot);
                    let mut raw = vec![std::ptr::null_mut(); count as usize];
                    LLVMGetAttributesAtIndex(self.raw(), slot, raw.as_mut_ptr());
                    raw
                }
                Holder::CallSite => {
                    let count = LLVMGetCallSiteAttributeCount(self.raw(), slot);
                    let mut raw = vec![std::ptr::null_mut(); count as usize];
                    LLVMGetCallSiteAttributes(self.raw(), slot, raw.as_mut_ptr());
                    raw
                }
            }
        };
        Ok(raw
            .into_iter()
            .filter(|a| !a.is_null())
            .map(read_attribute)
            .collect())
    }
}

/// Converts an attribute LLVM returned.
fn read_attribute<'a>(attribute: LLVMAttributeRef) -> Attribute<'a> {
    // SAFETY (all calls): `attribute` is a live attribute; each getter is called only on the
    // kind of attribute it applies to, as tested just before.
    unsafe {
        if to_bool(LLVMIsStringAttribute(attribute)) {
            let (mut key_len, mut value_len) = (0, 0);
            let key = LLVMGetStringAttributeKind(attribute, &mut key_len);
            let value = LLVMGetStringAttributeValue(attribute, &mut value_len);
            return Attribute::String(
                ffi::borrowed_string(key, key_len as usize),
                ffi::borrowed_string(value, value_len as usize),
            );
        }
        let kind = LLVMGetEnumAttributeKind(attribute);
        let entry = entry_of_kind(kind);
        if to_bool(LLVMIsTypeAttribute(attribute)) {
            let ty = Type::from_raw(LLVMGetTypeAttributeValue(attribute));
            return match (entry, ty) {
                (Some((name, Category::Type)), Some(ty)) => Attribute::Type(name.to_owned(), ty),
                _ => Attribute::Other(kind),
            };
        }
        if to_bool(LLVMIsEnumAttribute(attribute)) {
            return match entry {
                Some((name, Category::Enum)) => Attribute::Enum(name.to_owned()),
                Some((name, Category::Int)) => {
                    Attribute::Int(name.to_owned(), LLVMGetEnumAttributeValue(attribute))
                }
                _ => Attribute::Other(kind),
            };
        }
        Attribute::Other(kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_name_is_known_to_llvm_and_unique() {
        let mut kinds = std::collections::HashSet::new();
        for &(name, _) in ATTRIBUTES {
            let kind = kind_of(name);
            assert_ne!(kind, 0, "{name}");
            assert!(kinds.insert(kind), "{name}");
            assert_eq!(entry_of_kind(kind).map(|e| e.0), Some(name));
        }
    }
}
