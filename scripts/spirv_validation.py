"""Validation rules the scripts share with the Rust tests (translator/tests/support)."""


def read_words(spv):
    """The 32-bit little-endian words of the SPIR-V file at `spv`."""
    with open(spv, "rb") as f:
        data = f.read()
    return [int.from_bytes(data[i:i + 4], "little") for i in range(0, len(data) - 3, 4)]


def instructions(words):
    """The instructions after the header of module `words`, each as its list of words (a word
    count of 0 is taken as 1, so that a malformed module cannot stall the walk)."""
    at = 5
    while at < len(words):
        count = max(words[at] >> 16, 1)
        yield words[at:at + count]
        at += count


def to_bytes(words):
    """The bytes of module `words`."""
    return b"".join(w.to_bytes(4, "little") for w in words)


def predates(message):
    """Whether an error of Debian's SPIRV-Tools 2023.1 only shows that it predates an
    extension: it rejects the capability or opcode as an unknown number, or reads
    OpAsmTargetINTEL with the result type an early draft of SPV_INTEL_inline_assembly gave it,
    or OpFPGARegINTEL with the extra operand of an early draft of SPV_INTEL_fpga_reg, or
    requires printf's format string in UniformConstant (it predates
    SPV_EXT_relaxed_printf_string_address_space), or the optnone capability's SPV_INTEL_optnone
    (it predates SPV_EXT_optnone), or a clock read of Workgroup scope (it predates OpenCL's
    cl_khr_kernel_clock: it takes Vulkan's Subgroup and Device scopes only).
    Such a module is judged by 2025.5 alone."""
    lines = message.splitlines()
    first = next((i for i, l in enumerate(lines) if "error:" in l), None)
    if first is None:
        return False
    following = lines[first + 1] if first + 1 < len(lines) else ""
    return "Invalid capability operand: " in lines[first] or "Invalid opcode: " in lines[first] \
        or ("has not been defined" in lines[first] and "OpAsmTargetINTEL" in following) \
        or "while decoding OpFPGARegINTEL" in lines[first] \
        or "printf: expected Format storage class to be UniformConstant" in lines[first] \
        or "OptNoneINTEL(6094) requires one of these extensions: SPV_INTEL_optnone" in lines[first] \
        or ("Scope must be Subgroup or Device" in lines[first] and "OpReadClockKHR" in following)


def internal_error(message):
    """Whether a validator stopped at an operand kind it has no handling for ("Internal
    error: Unhandled operand type": both validators do for HostAccessINTEL's access
    qualifier). It has not judged the module, which is then judged by its expected output."""
    return "Internal error: Unhandled operand type" in message


def function_pointer_exemption(spv, message):
    """Whether `message` is the validator error every module with function pointers gets:
    the forward reference from OpConstantFunctionPointerINTEL to its function, or a pointer
    to a function type (SPIRV-Tools issue 6034), in a module declaring FunctionPointersINTEL."""
    words = read_words(spv)
    declared = False
    for inst in instructions(words):
        if inst[0] & 0xffff != 17 or len(inst) < 2:
            break
        declared |= inst[1] == 5603
    lines = message.splitlines()
    first = next((i for i, l in enumerate(lines) if "error:" in l), None)
    if not declared or first is None:
        return False
    following = lines[first + 1] if first + 1 < len(lines) else ""
    return ("has not been defined" in lines[first] and "OpConstantFunctionPointerINTEL" in following) \
        or "Invalid use of function type result id" in lines[first]


def without_aux_data(spv):
    """The words of the module at `spv` without its NonSemantic.AuxData instructions (which
    forward-reference functions from the global section, as the Khronos translator writes
    them, and which no validator accepts), or None when it imports no such set."""
    words = read_words(spv)
    out, sets = words[:5], set()
    for inst in instructions(words):
        opcode = inst[0] & 0xffff
        if opcode == 11 and len(inst) > 2:
            if to_bytes(inst[2:]).split(b"\0")[0] == b"NonSemantic.AuxData":
                sets.add(inst[1])
        if not (opcode == 12 and len(inst) > 3 and inst[3] in sets):
            out.extend(inst)
    if not sets:
        return None
    return to_bytes(out)


def without_aliasing(spv):
    """The words of the module at `spv` without SPV_INTEL_memory_access_aliasing's declarations
    and the aliasing lists of its loads' and stores' memory operands (neither validator takes
    the declarations in the global section, where the Khronos translator and LLVM's SPIR-V
    backend write them), or None when it declares none."""
    words = read_words(spv)
    out, found = words[:5], False
    aliasing = 0x10000 | 0x20000
    for inst in instructions(words):
        opcode = inst[0] & 0xffff
        if 5911 <= opcode <= 5913:
            found = True
            continue
        mask_at = {61: 4, 62: 3}.get(opcode)
        if mask_at is not None and mask_at < len(inst) and inst[mask_at] & aliasing:
            mask = inst[mask_at]
            keep = mask_at + 1 + sum(1 for b in (0x2, 0x8, 0x10) if mask & b)
            inst = inst[:keep]
            inst[mask_at] = mask & ~aliasing
            inst[0] = len(inst) << 16 | opcode
        out.extend(inst)
    if not found:
        return None
    return to_bytes(out)


def with_stand_in_avc_types(spv):
    """The words of the module at `spv` with an OpTypeOpaque ("avc{N}") for each type of
    SPV_INTEL_device_side_avc_motion_estimation (neither validator knows them: it takes
    OpTypeAvc...INTEL for an instruction outside a block, and OpTypeVmeImageINTEL's image
    operand for a misplaced type) and an OpUndef for each OpConstantNull
    of one, or None when it declares no such type."""
    words = read_words(spv)
    out, stand_ins = words[:5], []
    for inst in instructions(words):
        opcode = inst[0] & 0xffff
        if opcode == 5700 or 5701 <= opcode <= 5712:
            name = ("avc%d" % len(stand_ins)).encode()
            name += b"\0" * (4 - len(name) % 4)
            out += [(2 + len(name) // 4) << 16 | 31, inst[1]]
            out += [int.from_bytes(name[i:i + 4], "little") for i in range(0, len(name), 4)]
            stand_ins.append(inst[1])
        elif opcode == 46 and len(inst) > 1 and inst[1] in stand_ins:
            out += [(inst[0] & 0xffff0000) | 1] + inst[1:]
        else:
            out += inst
    if not stand_ins:
        return None
    return to_bytes(out)


def with_stand_in_task_functions(spv):
    """The words of the module at `spv` with a new OpUndef (of the task sequence type) in place
    of the function operand of each OpTaskSequenceCreateINTEL (neither validator takes the
    task's function there, which the extension defines it to be), or None when it has none."""
    words = read_words(spv)
    bound, undefs, body = words[3], [], []
    for inst in instructions(words):
        if inst[0] & 0xffff == 6163 and len(inst) > 3:
            undefs += [3 << 16 | 1, inst[1], bound]
            inst = inst[:3] + [bound] + inst[4:]
            bound += 1
        body.append(inst)
    if not undefs:
        return None
    out = words[:5]
    out[3] = bound
    first = next((k for k, i in enumerate(body) if i[0] & 0xffff == 54), len(body))
    for k, inst in enumerate(body):
        if k == first:
            out += undefs
        out += inst
    return to_bytes(out)
