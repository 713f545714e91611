//! Host execution of LLVM modules through MCJIT, for the execution-checked tests: compile a
//! module for the host, bind its declared functions to addresses the caller supplies (a
//! runtime of OpenCL builtins), and call an entry function that takes one pointer.
//!
//! Running compiled code is only as safe as the code: the kernels the tests run read and write
//! the buffers the harness hands them. This module checks what it can (the entry's signature,
//! that every declared function is bound) and leaves memory behaviour to the kernel.

use std::ffi::{CStr, CString};
use std::marker::PhantomData;
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use llvm_sys::execution_engine::{
    LLVMAddGlobalMapping, LLVMCreateMCJITCompilerForModule, LLVMDisposeExecutionEngine, LLVMExecutionEngineRef,
    LLVMGetFunctionAddress, LLVMInitializeMCJITCompilerOptions, LLVMLinkInMCJIT, LLVMMCJITCompilerOptions,
};
use llvm_sys::target::{LLVM_InitializeNativeAsmPrinter, LLVM_InitializeNativeTarget};
use llvm_sys::target_machine::LLVMGetDefaultTargetTriple;

use super::{CallingConv, Context, Error, Module, Result};

static INIT: Once = Once::new();
static INIT_FAILED: AtomicBool = AtomicBool::new(false);

fn initialize() -> Result<()> {
    INIT.call_once(|| {
        // SAFETY: process-wide LLVM target registration, done once.
        let failed = unsafe {
            LLVMLinkInMCJIT();
            LLVM_InitializeNativeTarget() != 0 || LLVM_InitializeNativeAsmPrinter() != 0
        };
        INIT_FAILED.store(failed, Ordering::SeqCst);
    });
    if INIT_FAILED.load(Ordering::SeqCst) {
        return Err(Error::invalid("jit", "the native target is not available"));
    }
    Ok(())
}

/// A module compiled for the host.
pub struct Jit<'ctx> {
    engine: LLVMExecutionEngineRef,
    _context: PhantomData<&'ctx Context>,
}

/// An entry function of a [`Jit`]: `void entry(ptr)`.
#[derive(Clone, Copy)]
pub struct Entry<'j> {
    address: usize,
    _jit: PhantomData<&'j ()>,
}

impl<'ctx> Jit<'ctx> {
    /// Compiles `module` for the host. Every function it only declares (other than LLVM
    /// intrinsics) must be bound by `symbols` to the address of a function with the matching
    /// C signature, and every variable it only declares to the address of storage large
    /// enough for every access the code makes; SPIR calling conventions are rewritten to the C
    /// convention first.
    pub fn new(module: Module<'ctx>, symbols: &dyn Fn(&str) -> Option<usize>) -> Result<Self> {
        initialize()?;
        // SAFETY: LLVM returns an owned C string, copied and freed here.
        let triple = unsafe {
            let raw = LLVMGetDefaultTargetTriple();
            let s = CStr::from_ptr(raw).to_string_lossy().into_owned();
            llvm_sys::core::LLVMDisposeMessage(raw);
            s
        };
        module.set_target_triple(&triple)?;
        let empty = CString::default();
        // SAFETY: the module is live; an empty layout string means "the target's".
        unsafe { llvm_sys::core::LLVMSetDataLayout(module.raw(), empty.as_ptr()) };
        super::jit_runtime::define_runtime(&module)?;
        let mut unbound = Vec::new();
        let mut bindings = Vec::new();
        for f in module.functions() {
            f.set_call_conv(CallingConv::C);
            for bb in f.basic_blocks() {
                for inst in bb.instructions() {
                    if inst.called_value().is_some() {
                        inst.set_call_conv(CallingConv::C)?;
                    }
                }
            }
            let name = f.name();
            if f.is_declaration() == Some(true) && !name.starts_with("llvm.") {
                match symbols(&name) {
                    Some(address) => bindings.push((f.raw(), address)),
                    None => unbound.push(name),
                }
            }
        }
        // External variables (a shader's buffers) are bound the same way, to their storage.
        for g in module.globals() {
            if g.initializer().is_none() {
                let name = g.as_value().name();
                match symbols(&name) {
                    Some(address) => bindings.push((g.as_value().raw(), address)),
                    None => unbound.push(if name.is_empty() { "an unnamed external variable".to_string() } else { name }),
                }
            }
        }
        if !unbound.is_empty() {
            return Err(Error::invalid("jit", format!("no runtime for {}", unbound.join(", "))));
        }
        let mut options: LLVMMCJITCompilerOptions = LLVMMCJITCompilerOptions {
            OptLevel: 0,
            CodeModel: llvm_sys::target_machine::LLVMCodeModel::LLVMCodeModelJITDefault,
            NoFramePointerElim: 0,
            EnableFastISel: 0,
            MCJMM: std::ptr::null_mut(),
        };
        let size = std::mem::size_of::<LLVMMCJITCompilerOptions>();
        let mut engine: LLVMExecutionEngineRef = std::ptr::null_mut();
        let mut message: *mut std::ffi::c_char = std::ptr::null_mut();
        // SAFETY: options is a valid struct of the size given; the module's ownership passes
        // to the engine (into_raw), which disposes it.
        let failed = unsafe {
            LLVMInitializeMCJITCompilerOptions(&mut options, size);
            LLVMCreateMCJITCompilerForModule(&mut engine, module.into_raw(), &mut options, size, &mut message)
        };
        if failed != 0 || engine.is_null() {
            let text = if message.is_null() {
                "MCJIT could not be created".to_string()
            } else {
                // SAFETY: LLVM's error message, copied then freed.
                unsafe {
                    let s = CStr::from_ptr(message).to_string_lossy().into_owned();
                    llvm_sys::core::LLVMDisposeMessage(message);
                    s
                }
            };
            return Err(Error::invalid("jit", text));
        }
        for (function, address) in bindings {
            // SAFETY: the engine owns the module the declaration belongs to; the address is
            // the caller's function or storage for it.
            unsafe { LLVMAddGlobalMapping(engine, function, address as *mut std::ffi::c_void) };
        }
        Ok(Jit { engine, _context: PhantomData })
    }

    /// The entry function `name`, which must have been built as `void name(ptr)`.
    pub fn entry(&self, name: &str) -> Result<Entry<'_>> {
        let c = CString::new(name).map_err(|_| Error::invalid("jit", "name with NUL"))?;
        // SAFETY: the engine is live; finalizes code generation on first use.
        let address = unsafe { LLVMGetFunctionAddress(self.engine, c.as_ptr()) } as usize;
        if address == 0 {
            return Err(Error::invalid("jit", format!("no function {name}")));
        }
        Ok(Entry { address, _jit: PhantomData })
    }
}

impl Entry<'_> {
    /// Calls the entry with the address of its argument block. The entry was generated by the
    /// caller to read its arguments from that block; what the compiled code then does with
    /// memory is the code's own behaviour.
    pub fn call(&self, args: usize) {
        // SAFETY: `address` is the address of `void (ptr)` code compiled by the live engine
        // this entry borrows.
        let f: extern "C" fn(usize) = unsafe { std::mem::transmute::<usize, extern "C" fn(usize)>(self.address) };
        f(args);
    }
}

impl Drop for Jit<'_> {
    fn drop(&mut self) {
        // SAFETY: the engine was created by us and is disposed once, with its module.
        unsafe { LLVMDisposeExecutionEngine(self.engine) };
    }
}
