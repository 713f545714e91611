//! Global values ([`Function`], [`GlobalVariable`]) and [`BasicBlock`]s.
//!
//! Invariants:
//! - A `Function<'a>` wraps a value of kind `Function`, a `GlobalVariable<'a>` one of kind
//!   `GlobalVariable`: the constructors (`Value::as_function`, `Value::as_global_variable` and
//!   the module's creators) check the kind, so the methods call the C getters directly.
//! - Both dereference to [`Value`] for what every value has (name, type, printing, linkage,
//!   metadata attachments, attributes).
//! - Blocks are only created appended to a function, never detached, and never deleted.

use std::fmt;
use std::ops::Deref;

use llvm_sys::core::{
    LLVMAppendBasicBlockInContext, LLVMBasicBlockAsValue, LLVMBlockAddress, LLVMGetBlockAddressBasicBlock, LLVMIsABlockAddress, LLVMCountParams, LLVMGetBasicBlockParent,
    LLVMGetBasicBlockTerminator, LLVMGetFirstBasicBlock, LLVMGetFirstInstruction,
    LLVMGetFunctionCallConv, LLVMGetInitializer, LLVMGetIntrinsicID, LLVMGetLastInstruction,
    LLVMGetNextBasicBlock, LLVMGetNextInstruction, LLVMGetParam, LLVMGetSection, LLVMSetSection, LLVMGetValueContext,
    LLVMGlobalGetValueType, LLVMIsDeclaration, LLVMIsExternallyInitialized, LLVMIsGlobalConstant,
    LLVMLookupIntrinsicID, LLVMSetExternallyInitialized, LLVMSetFunctionCallConv,
    LLVMSetGlobalConstant, LLVMSetInitializer, LLVMSetLinkage, LLVMSetUnnamedAddress,
    LLVMValueAsBasicBlock,
};
use llvm_sys::prelude::LLVMBasicBlockRef;

use super::enums::{CallingConv, Linkage, UnnamedAddr, ValueKind};
use super::ffi::{self, c_string, llvm_bool, to_bool};
use super::types::Type;
use super::values::Value;
use super::{Error, IrIter, Result};

/// A function (declaration or definition).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Function<'a>(Value<'a>);

/// A global variable.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct GlobalVariable<'a>(Value<'a>);

/// A basic block of a function.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BasicBlock<'a> {
    raw: LLVMBasicBlockRef,
    _owner: std::marker::PhantomData<&'a super::Context>,
}

impl<'a> Deref for Function<'a> {
    type Target = Value<'a>;

    fn deref(&self) -> &Value<'a> {
        &self.0
    }
}

impl<'a> Deref for GlobalVariable<'a> {
    type Target = Value<'a>;

    fn deref(&self) -> &Value<'a> {
        &self.0
    }
}

impl<'a> From<Function<'a>> for Value<'a> {
    fn from(function: Function<'a>) -> Self {
        function.0
    }
}

impl<'a> From<GlobalVariable<'a>> for Value<'a> {
    fn from(global: GlobalVariable<'a>) -> Self {
        global.0
    }
}

/// Global-value properties, on any value (`None` or an error for values that are not global).
impl<'a> Value<'a> {
    /// This value as a function, if it is one.
    pub fn as_function(self) -> Option<Function<'a>> {
        (self.kind() == ValueKind::Function).then_some(Function(self))
    }

    /// This value as a global variable, if it is one.
    pub fn as_global_variable(self) -> Option<GlobalVariable<'a>> {
        (self.kind() == ValueKind::GlobalVariable).then_some(GlobalVariable(self))
    }

    /// The block a `blockaddress` constant names (`None` for other values).
    pub fn block_address_target(self) -> Option<BasicBlock<'a>> {
        // SAFETY: `self` is a live value; the block query runs only on a `blockaddress`.
        unsafe {
            if LLVMIsABlockAddress(self.raw()).is_null() {
                return None;
            }
            BasicBlock::from_raw(LLVMGetBlockAddressBasicBlock(self.raw()))
        }
    }

    /// This value as a basic block, if it is one (blocks appear as operands of terminators).
    pub fn as_basic_block(self) -> Option<BasicBlock<'a>> {
        if self.kind() != ValueKind::BasicBlock {
            return None;
        }
        // SAFETY: `self` is a basic block.
        BasicBlock::from_raw(unsafe { LLVMValueAsBasicBlock(self.raw()) })
    }

    /// The linkage of a global value.
    pub fn linkage(self) -> Option<Linkage> {
        if !self.is_global_value() {
            return None;
        }
        // SAFETY: `self` is a global value; the linkage is read as an integer.
        Linkage::from_code(unsafe { ffi::get_linkage(self.raw()) })
    }

    /// Sets the linkage of a global value.
    pub fn set_linkage(self, linkage: Linkage) -> Result<()> {
        self.check_global("set_linkage")?;
        // SAFETY: `self` is a global value; the linkage is one LLVM 22 supports.
        unsafe { LLVMSetLinkage(self.raw(), linkage.to_raw()) };
        Ok(())
    }

    /// Whether the address of a global value is significant.
    pub fn unnamed_addr(self) -> Option<UnnamedAddr> {
        if !self.is_global_value() {
            return None;
        }
        // SAFETY: `self` is a global value; read as an integer.
        UnnamedAddr::from_code(unsafe { ffi::get_unnamed_address(self.raw()) })
    }

    /// Sets whether the address of a global value is significant.
    pub fn set_unnamed_addr(self, unnamed: UnnamedAddr) -> Result<()> {
        self.check_global("set_unnamed_addr")?;
        // SAFETY: `self` is a global value.
        unsafe { LLVMSetUnnamedAddress(self.raw(), unnamed.to_raw()) };
        Ok(())
    }

    /// The type of the object a global value defines (a function type for functions); the
    /// value's own type is a pointer.
    pub fn global_value_type(self) -> Option<Type<'a>> {
        if !self.is_global_value() {
            return None;
        }
        // SAFETY: `self` is a global value.
        Type::from_raw(unsafe { LLVMGlobalGetValueType(self.raw()) })
    }

    /// Whether a global value is only declared (no body, no initializer).
    pub fn is_declaration(self) -> Option<bool> {
        // SAFETY: `self` is a global value.
        self.is_global_value()
            .then(|| to_bool(unsafe { LLVMIsDeclaration(self.raw()) }))
    }

    /// Fails unless `self` is a global value.
    fn check_global(self, op: &'static str) -> Result<()> {
        if self.is_global_value() {
            Ok(())
        } else {
            Err(Error::invalid(op, format!("{self} is not a global value")))
        }
    }
}

impl<'a> Function<'a> {
    /// The function as a plain value (for calls, metadata, initializers).
    pub fn as_value(self) -> Value<'a> {
        self.0
    }

    /// The function type.
    pub fn function_type(self) -> Type<'a> {
        // SAFETY: `self` is a function, whose value type is its function type.
        Type::from_raw_nonnull(unsafe { LLVMGlobalGetValueType(self.0.raw()) })
    }

    /// The return type.
    pub fn return_type(self) -> Type<'a> {
        let function_type = self.function_type();
        function_type.return_type().unwrap_or(function_type)
    }

    /// The number of parameters.
    pub fn num_params(self) -> u32 {
        // SAFETY: `self` is a function.
        unsafe { LLVMCountParams(self.0.raw()) }
    }

    /// Parameter `index`.
    pub fn param(self, index: u32) -> Option<Value<'a>> {
        if index >= self.num_params() {
            return None;
        }
        // SAFETY: `self` is a function and `index` is below its parameter count.
        Value::from_raw(unsafe { LLVMGetParam(self.0.raw(), index) })
    }

    /// The parameters.
    pub fn params(self) -> Vec<Value<'a>> {
        (0..self.num_params())
            .filter_map(|i| self.param(i))
            .collect()
    }

    /// The basic blocks, in layout order (none for a declaration).
    pub fn basic_blocks(self) -> IrIter<BasicBlock<'a>> {
        // SAFETY: `self` is a function.
        let first = BasicBlock::from_raw(unsafe { LLVMGetFirstBasicBlock(self.0.raw()) });
        IrIter::new(first, |block| {
            // SAFETY: `block` is a block of a function.
            BasicBlock::from_raw(unsafe { LLVMGetNextBasicBlock(block.raw) })
        })
    }

    /// `blockaddress(@f, %block)` for a block of this function other than its entry block
    /// (LLVM forbids taking the entry block's address).
    pub fn block_address(self, block: BasicBlock<'a>) -> Result<Value<'a>> {
        const OP: &str = "block_address";
        if block.parent() != Some(self) {
            return Err(Error::invalid(OP, "the block is not in this function"));
        }
        if self.entry_block() == Some(block) {
            return Err(Error::invalid(OP, "the entry block has no address"));
        }
        // SAFETY: `self` is a function with a body holding `block`, which is not its entry.
        Value::from_raw(unsafe { LLVMBlockAddress(self.0.raw(), block.raw()) })
            .ok_or_else(|| Error::invalid(OP, "LLVM returned no value"))
    }

    /// The entry block (`None` for a declaration).
    pub fn entry_block(self) -> Option<BasicBlock<'a>> {
        self.basic_blocks().next()
    }

    /// Appends a new, empty basic block named `name` (may be empty).
    pub fn append_basic_block(self, name: &str) -> Result<BasicBlock<'a>> {
        let name = c_string("block name", name)?;
        // SAFETY: `self` is a function; the context is its own; the name is a C string.
        let raw = unsafe {
            LLVMAppendBasicBlockInContext(
                LLVMGetValueContext(self.0.raw()),
                self.0.raw(),
                name.as_ptr(),
            )
        };
        BasicBlock::from_raw(raw)
            .ok_or_else(|| Error::invalid("append_basic_block", "LLVM returned no block"))
    }

    /// The calling convention.
    pub fn call_conv(self) -> CallingConv {
        // SAFETY: `self` is a function.
        CallingConv::from_id(unsafe { LLVMGetFunctionCallConv(self.0.raw()) })
    }

    /// Sets the calling convention (`spir_kernel` for kernels, `spir_func` for the rest).
    pub fn set_call_conv(self, call_conv: CallingConv) {
        // SAFETY: `self` is a function; any number is a storable convention.
        unsafe { LLVMSetFunctionCallConv(self.0.raw(), call_conv.id()) };
    }

    /// LLVM's intrinsic number of the function (0 if it is not an intrinsic).
    pub fn intrinsic_id(self) -> u32 {
        // SAFETY: `self` is a function.
        unsafe { LLVMGetIntrinsicID(self.0.raw()) }
    }
}

/// LLVM's intrinsic number for the name `name` (`llvm.fabs.f32` and `llvm.fabs` both give the
/// number of `llvm.fabs`), 0 if there is none. Intrinsics are declared like other functions,
/// with [`super::Module::add_function`] and the full (mangled) name.
pub fn lookup_intrinsic_id(name: &str) -> u32 {
    // SAFETY: the name is passed with its length.
    unsafe { LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len()) }
}

impl<'a> GlobalVariable<'a> {
    /// The global as a plain value (a pointer).
    pub fn as_value(self) -> Value<'a> {
        self.0
    }

    /// The type of the variable's contents.
    pub fn value_type(self) -> Type<'a> {
        // SAFETY: `self` is a global variable.
        Type::from_raw_nonnull(unsafe { LLVMGlobalGetValueType(self.0.raw()) })
    }

    /// The address space of the variable.
    pub fn address_space(self) -> u32 {
        self.0.ty().address_space().unwrap_or(0)
    }

    /// The section the variable is placed in (`llvm.metadata` for annotation tables), if any.
    pub fn section(self) -> Option<String> {
        // SAFETY: `self` is a global; LLVM returns null or a NUL-terminated string it owns,
        // copied at once.
        let ptr = unsafe { LLVMGetSection(self.0.raw()) };
        if ptr.is_null() {
            return None;
        }
        // SAFETY: non-null, NUL-terminated, alive while the global is.
        let text = unsafe { std::ffi::CStr::from_ptr(ptr) };
        Some(text.to_string_lossy().into_owned())
    }

    /// Places the variable in section `name`.
    pub fn set_section(self, name: &str) -> Result<()> {
        let name = c_string("section name", name)?;
        // SAFETY: `self` is a global; LLVM copies the NUL-terminated name.
        unsafe { LLVMSetSection(self.0.raw(), name.as_ptr()) };
        Ok(())
    }

    /// The value of the variable's string attribute `key` (`"VCByteOffset"="0"`), if it has it
    /// (the empty string for one without a value).
    pub fn string_attribute(self, key: &str) -> Option<String> {
        let (mut value, mut len) = (std::ptr::null(), 0usize);
        // SAFETY: `self` is a global variable; the key is passed with its length; on success
        // LLVM points `value` at `len` bytes it owns, copied at once.
        let found = unsafe { spvllvm_global_string_attribute(self.0.raw(), key.as_ptr().cast(), key.len(), &mut value, &mut len) };
        found.then(|| ffi::borrowed_string(value, len))
    }

    /// Adds string attribute `key`=`value` to the variable (`value` empty: the attribute
    /// without a value).
    pub fn add_string_attribute(self, key: &str, value: &str) -> Result<()> {
        ffi::check_no_nul("attribute key", key)?;
        ffi::check_no_nul("attribute value", value)?;
        // SAFETY: `self` is a global variable; key and value are passed with their lengths and
        // copied by LLVM.
        unsafe { spvllvm_global_add_string_attribute(self.0.raw(), key.as_ptr().cast(), key.len(), value.as_ptr().cast(), value.len()) };
        Ok(())
    }

    /// The initializer, if any.
    pub fn initializer(self) -> Option<Value<'a>> {
        // SAFETY: `self` is a global variable; LLVM returns null without initializer.
        Value::from_raw(unsafe { LLVMGetInitializer(self.0.raw()) })
    }

    /// Sets the initializer: a constant of the value type, referring to nothing outside the
    /// variable's module.
    pub fn set_initializer(self, init: Value<'a>) -> Result<()> {
        const OP: &str = "set_initializer";
        init.check_constant(OP)?;
        if init.ty() != self.value_type() {
            return Err(Error::invalid(
                OP,
                format!("{init} is not of type {}", self.value_type()),
            ));
        }
        match self.0.owning_module() {
            Some(module) if init.only_references(module) => {}
            _ => {
                return Err(Error::ForeignHandle {
                    op: OP,
                    what: format!("initializer {init}"),
                });
            }
        }
        // SAFETY: `self` is a global variable and `init` a constant of its value type from the
        // same module and context.
        unsafe { LLVMSetInitializer(self.0.raw(), init.raw()) };
        Ok(())
    }

    /// Whether the variable is `constant`.
    pub fn is_constant(self) -> bool {
        // SAFETY: `self` is a global variable.
        to_bool(unsafe { LLVMIsGlobalConstant(self.0.raw()) })
    }

    /// Makes the variable `constant` (or `global`).
    pub fn set_constant(self, constant: bool) {
        // SAFETY: `self` is a global variable.
        unsafe { LLVMSetGlobalConstant(self.0.raw(), llvm_bool(constant)) };
    }

    /// Whether the variable is `externally_initialized`.
    pub fn is_externally_initialized(self) -> bool {
        // SAFETY: `self` is a global variable.
        to_bool(unsafe { LLVMIsExternallyInitialized(self.0.raw()) })
    }

    /// Sets `externally_initialized`.
    pub fn set_externally_initialized(self, value: bool) {
        // SAFETY: `self` is a global variable.
        unsafe { LLVMSetExternallyInitialized(self.0.raw(), llvm_bool(value)) };
    }
}

impl<'a> BasicBlock<'a> {
    /// Wraps a block LLVM returned; null gives `None`.
    pub(crate) fn from_raw(raw: LLVMBasicBlockRef) -> Option<Self> {
        (!raw.is_null()).then_some(BasicBlock {
            raw,
            _owner: std::marker::PhantomData,
        })
    }

    /// The raw block.
    pub(crate) fn raw(self) -> LLVMBasicBlockRef {
        self.raw
    }

    /// The block as a value (of type `label`).
    pub fn as_value(self) -> Value<'a> {
        // SAFETY: `self` is a live block; a block is a value.
        Value::from_raw_nonnull(unsafe { LLVMBasicBlockAsValue(self.raw) })
    }

    /// The name of the block (empty if unnamed).
    pub fn name(self) -> String {
        self.as_value().name()
    }

    /// The function containing the block.
    pub fn parent(self) -> Option<Function<'a>> {
        // SAFETY: `self` is a live block; blocks made here always have a parent.
        Value::from_raw(unsafe { LLVMGetBasicBlockParent(self.raw) }).and_then(Value::as_function)
    }

    /// The instructions, in order.
    pub fn instructions(self) -> IrIter<Value<'a>> {
        // SAFETY: `self` is a live block.
        let first = Value::from_raw(unsafe { LLVMGetFirstInstruction(self.raw) });
        IrIter::new(first, |inst| {
            // SAFETY: `inst` is an instruction inside a block.
            Value::from_raw(unsafe { LLVMGetNextInstruction(inst.raw()) })
        })
    }

    /// The first instruction, if any.
    pub fn first_instruction(self) -> Option<Value<'a>> {
        // SAFETY: `self` is a live block.
        Value::from_raw(unsafe { LLVMGetFirstInstruction(self.raw) })
    }

    /// The last instruction, if any.
    pub fn last_instruction(self) -> Option<Value<'a>> {
        // SAFETY: `self` is a live block.
        Value::from_raw(unsafe { LLVMGetLastInstruction(self.raw) })
    }

    /// The terminator, if the block ends with one.
    pub fn terminator(self) -> Option<Value<'a>> {
        // SAFETY: `self` is a live block; LLVM returns null without terminator.
        Value::from_raw(unsafe { LLVMGetBasicBlockTerminator(self.raw) })
    }
}

impl fmt::Debug for Function<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Function(@{})", self.0.name())
    }
}

impl fmt::Debug for GlobalVariable<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GlobalVariable(@{})", self.0.name())
    }
}

impl fmt::Debug for BasicBlock<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BasicBlock(%{})", self.name())
    }
}

impl fmt::Display for Function<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "@{}", self.0.name())
    }
}

impl fmt::Display for BasicBlock<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "%{}", self.name())
    }
}

unsafe extern "C" {
    /// `shim/module_order.cpp`.
    fn spvllvm_global_string_attribute(
        g: llvm_sys::prelude::LLVMValueRef,
        key: *const std::ffi::c_char,
        len: usize,
        value: *mut *const std::ffi::c_char,
        value_len: *mut usize,
    ) -> bool;
    /// `shim/module_order.cpp`.
    fn spvllvm_global_add_string_attribute(
        g: llvm_sys::prelude::LLVMValueRef,
        key: *const std::ffi::c_char,
        len: usize,
        value: *const std::ffi::c_char,
        value_len: usize,
    );
}
