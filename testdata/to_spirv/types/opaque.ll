; target("spirv.*") types → OpTypeImage (read-only 2D, write-only 3D, read-write 1D buffer),
; OpTypeSampler, OpTypePipe, OpTypeQueue, OpTypeEvent, OpTypeDeviceEvent, OpTypeReserveId.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func void @use(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0), target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1), target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2), target("spirv.Sampler"), target("spirv.Pipe", 0), target("spirv.Queue"), target("spirv.Event"), target("spirv.DeviceEvent"), target("spirv.ReserveId"))

define spir_func void @opaque(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %b, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2) %c, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, target("spirv.Queue") %q, target("spirv.Event") %e, target("spirv.DeviceEvent") %de, target("spirv.ReserveId") %r) {
entry:
  call spir_func void @use(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %a, target("spirv.Image", void, 2, 0, 0, 0, 0, 0, 1) %b, target("spirv.Image", void, 5, 0, 0, 0, 0, 0, 2) %c, target("spirv.Sampler") %s, target("spirv.Pipe", 0) %p, target("spirv.Queue") %q, target("spirv.Event") %e, target("spirv.DeviceEvent") %de, target("spirv.ReserveId") %r)
  ret void
}
