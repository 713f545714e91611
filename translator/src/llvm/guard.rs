//! Running LLVM on untrusted bitcode in a child process.
//!
//! LLVM's bitcode reader returns an error for most corrupt files, but not for all: some crash
//! it (a segmentation fault inside the reader, or an abort after a huge allocation that a
//! corrupt count asked for). `opt` and `llvm-dis` crash on the same files. No error return can
//! catch that, so a command-line tool runs its whole job in a forked copy of itself: the copy
//! shares everything already loaded, so forking costs about a millisecond and nothing is parsed
//! twice. The parent waits, relays what the child wrote to standard error when it ended
//! normally, and reports a crash as one line of its own otherwise. Outputs are written by the
//! child through a temporary file and a rename, so a crash never leaves a partial file.

use std::io::{Read, Write};

/// How the child ended.
#[derive(Debug)]
pub enum ChildEnd {
    /// The job returned this exit status; `stderr` holds what it wrote to standard error.
    Exited {
        /// The job's exit status.
        code: i32,
        /// Everything the child wrote to standard error.
        stderr: Vec<u8>,
    },
    /// The child was ended by this signal (a crash inside LLVM); `stderr` holds what it wrote
    /// before (LLVM's own last words, such as "LLVM ERROR: out of memory").
    Killed {
        /// The signal number.
        signal: i32,
        /// Everything the child wrote to standard error.
        stderr: Vec<u8>,
    },
}

/// Limits of the child's resources.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// Address space in bytes: a corrupt count asking LLVM for a huge allocation then fails at
    /// once (LLVM aborts with "out of memory") instead of exhausting the machine.
    pub memory: Option<u64>,
    /// Processor time in seconds (the child gets `SIGXCPU` past it): some corrupt counts send
    /// LLVM's reader into loops that would take hours.
    pub cpu_seconds: Option<u64>,
}

/// Runs `job` in a forked child under `limits` and returns how it ended. The child's standard
/// output is this process's; its standard error is collected. Call this only while the process
/// has a single thread (at the start of `main`): a fork copies only the calling thread.
pub fn run_in_child(job: impl FnOnce() -> i32, limits: Limits) -> std::io::Result<ChildEnd> {
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    let mut fds = [0i32; 2];
    // SAFETY: `fds` has room for the two descriptors `pipe` writes.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
        return Err(std::io::Error::last_os_error());
    }
    let [read_end, write_end] = fds;
    // SAFETY: the caller guarantees a single thread, so the child is a complete copy; it only
    // runs `job` and leaves through `_exit`.
    let pid = unsafe { libc::fork() };
    if pid < 0 {
        let e = std::io::Error::last_os_error();
        // SAFETY: both descriptors were opened above and are not used again.
        unsafe {
            libc::close(read_end);
            libc::close(write_end);
        }
        return Err(e);
    }
    if pid == 0 {
        // SAFETY: in the child: standard error becomes the pipe's write end, the read end is
        // closed, and the process ends with `_exit` after flushing Rust's buffers, so no
        // parent state (atexit handlers, LLVM's static destructors) runs twice.
        unsafe {
            libc::close(read_end);
            libc::dup2(write_end, 2);
            libc::close(write_end);
        }
        // SAFETY: asks the kernel to end this child when its parent dies (killed by a caller's
        // timeout, say), so that no orphan keeps running.
        unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) };
        for (resource, value) in [(libc::RLIMIT_AS, limits.memory), (libc::RLIMIT_CPU, limits.cpu_seconds)] {
            if let Some(v) = value {
                // Processor time: SIGXCPU at the soft limit, SIGKILL 5 s later if that is caught.
                let hard = if resource == libc::RLIMIT_CPU { v.saturating_add(5) } else { v };
                let limit = libc::rlimit { rlim_cur: v, rlim_max: hard };
                // SAFETY: `limit` is a valid rlimit; failing to set it only leaves the default.
                unsafe { libc::setrlimit(resource, &limit) };
            }
        }
        let code = job();
        let _ = std::io::stdout().flush();
        let _ = std::io::stderr().flush();
        // SAFETY: ends the child without unwinding or running exit handlers.
        unsafe { libc::_exit(code) };
    }
    // SAFETY: the parent's copy of the write end is closed, so reading sees EOF when the child
    // ends; the read end is handed to a `File` that owns (and closes) it.
    let mut pipe = unsafe {
        libc::close(write_end);
        <std::fs::File as std::os::fd::FromRawFd>::from_raw_fd(read_end)
    };
    let mut stderr = Vec::new();
    let read = pipe.read_to_end(&mut stderr);
    let mut status = 0i32;
    loop {
        // SAFETY: `pid` is our child; `status` receives its state.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            break;
        }
        let e = std::io::Error::last_os_error();
        if e.kind() != std::io::ErrorKind::Interrupted {
            return Err(e);
        }
    }
    read?;
    if libc::WIFSIGNALED(status) {
        Ok(ChildEnd::Killed { signal: libc::WTERMSIG(status), stderr })
    } else {
        Ok(ChildEnd::Exited { code: libc::WEXITSTATUS(status), stderr })
    }
}
