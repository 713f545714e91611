// RUN-CL-STD: CL2.0
// NOT-IN-KERNEL-SET: mangling coverage only, not a valid program (see below)
// SPIR-V friendly builtins ("SPIR-V representation in LLVM IR"): functions named
// __spirv_{Op}[_R{Type}][_sat][_rt?], __spirv_ocl_{name}[__R{Type}],
// __spirv_BuiltIn{Name}, __spirv_GenericCastToPtrExplicit_To{Global|Local|Private},
// __spirv_BuildNDRange_{1|2|3}D and __spirv_CreatePipeFromPipeStorage_{read|write},
// taking the SPIR-V opaque types (__spirv_Image__..., __spirv_Sampler, ...) by
// pointer in the address space the Khronos translator uses: 1 for images,
// sampled images, pipes and pipe storage, 2 for samplers, 0 for events,
// device events, queues and reserve ids. clang mangles them like any
// overloaded function, which makes it the referee for these names too.
// The calls exist for their names, not as a program: OpImageQuerySamples is called with
// four images, which no valid SPIR-V expresses, so the file is not in the llvm2spirv kernel
// set (llvm2spirv refuses that one call: more arguments than the instruction has operands). Every opaque object is passed by pointer (typed-pointer-era
// IR), which llvm2spirv turns into the object (translator/src/to_spirv/opaque_pointers.rs;
// translator/tests/to_spirv_errors.rs and testdata/to_spirv/typed_pointer_objects/ pin it);
// features/spirv_friendly_calls.cl covers the __spirv_* calls that take values.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define OVL __attribute__((overloadable))

typedef struct __spirv_Image__void_1_0_0_0_0_0_0 __spirv_Image__void_1_0_0_0_0_0_0;
typedef struct __spirv_Image__float_1_0_0_0_0_0_1 __spirv_Image__float_1_0_0_0_0_0_1;
typedef struct __spirv_Image__uint_2_0_1_0_0_0_2 __spirv_Image__uint_2_0_1_0_0_0_2;
typedef struct __spirv_Image__half_1_1_0_1_0_0_0 __spirv_Image__half_1_1_0_1_0_0_0;
typedef struct __spirv_SampledImage__void_1_0_0_0_0_0_0 __spirv_SampledImage__void_1_0_0_0_0_0_0;
typedef struct __spirv_SampledImage__int_0_0_1_0_1_0_0 __spirv_SampledImage__int_0_0_1_0_1_0_0;
typedef struct __spirv_Pipe__0 __spirv_Pipe__0;
typedef struct __spirv_Pipe__1 __spirv_Pipe__1;
typedef struct __spirv_Sampler __spirv_Sampler;
typedef struct __spirv_Event __spirv_Event;
typedef struct __spirv_DeviceEvent __spirv_DeviceEvent;
typedef struct __spirv_Queue __spirv_Queue;
typedef struct __spirv_ReserveId __spirv_ReserveId;
typedef struct __spirv_PipeStorage __spirv_PipeStorage;

#define IMG global __spirv_Image__void_1_0_0_0_0_0_0 *
#define IMG_F global __spirv_Image__float_1_0_0_0_0_0_1 *
#define IMG_U global __spirv_Image__uint_2_0_1_0_0_0_2 *
#define IMG_H global __spirv_Image__half_1_1_0_1_0_0_0 *
#define SIMG global __spirv_SampledImage__void_1_0_0_0_0_0_0 *
#define SIMG_I global __spirv_SampledImage__int_0_0_1_0_1_0_0 *
#define SAMPLER constant __spirv_Sampler *
#define EVENT private __spirv_Event *
#define DEVEVENT private __spirv_DeviceEvent *
#define QUEUE private __spirv_Queue *
#define RESERVE private __spirv_ReserveId *
#define PIPE_RO global __spirv_Pipe__0 *
#define PIPE_WO global __spirv_Pipe__1 *
#define STORAGE global __spirv_PipeStorage *

// Images.
float4 OVL __spirv_ImageRead_Rfloat4(IMG, int2);
uint4 OVL __spirv_ImageRead_Ruint4(IMG_U, int4);
half4 OVL __spirv_ImageRead_Rhalf4(IMG_H, int2, int, int);
void OVL __spirv_ImageWrite(IMG_F, int2, float4);
void OVL __spirv_ImageWrite(IMG_H, int2, half4, int, int);
SIMG OVL __spirv_SampledImage(IMG, SAMPLER);
float4 OVL __spirv_ImageSampleExplicitLod_Rfloat4(SIMG, float2, int, float);
int4 OVL __spirv_ImageSampleExplicitLod_Rint4(SIMG_I, float, int, float);
uint2 OVL __spirv_ImageQuerySizeLod_Ruint2(IMG, int);
ulong3 OVL __spirv_ImageQuerySize_Rulong3(IMG_U);
int OVL __spirv_ImageQueryFormat(IMG);
int OVL __spirv_ImageQueryOrder(IMG_F);
int OVL __spirv_ImageQueryLevels(IMG_H);
IMG OVL __spirv_Image(SIMG);
int OVL __spirv_ImageQuerySamples(IMG, IMG_F, IMG, IMG_F);

// Conversions and bitcasts.
uint OVL __spirv_ConvertFToU_Ruint(float);
uint4 OVL __spirv_ConvertFToU_Ruint4_sat_rte(float4);
char2 OVL __spirv_ConvertFToS_Rchar2_rtz(double2);
float OVL __spirv_ConvertUToF_Rfloat_rtp(ulong);
half8 OVL __spirv_ConvertSToF_Rhalf8_rtn(short8);
ushort16 OVL __spirv_UConvert_Rushort16(uchar16);
long3 OVL __spirv_SConvert_Rlong3(int3);
double OVL __spirv_FConvert_Rdouble(float);
uchar OVL __spirv_SatConvertSToU_Ruchar(long);
int OVL __spirv_SatConvertUToS_Rint(uint);
float2 OVL __spirv_Bitcast_Rfloat2(ulong);
bool OVL __spirv_IsNan_Rbool(float);
bool OVL __spirv_Any_Rbool(bool);

// OpenCL extended instructions.
float OVL __spirv_ocl_sin(float);
float4 OVL __spirv_ocl_fma(float4, float4, float4);
float4 OVL __spirv_ocl_vloadn__Rfloat4(ulong, const global float *);
float4 OVL __spirv_ocl_vload_halfn__Rfloat4(ulong, const global half *);
float OVL __spirv_ocl_vload_half__Rfloat(ulong, const local half *);
double2 OVL __spirv_ocl_vloada_halfn__Rdouble2(ulong, const private half *);
int3 OVL __spirv_ocl_vloadn__Rint3(ulong, const constant int *);
void OVL __spirv_ocl_vstore_half_r(float, ulong, global half *, int);
uint OVL __spirv_ocl_s_abs(int);
ushort8 OVL __spirv_ocl_u_max(ushort8, ushort8);
float OVL __spirv_ocl_fract(float, generic float *);
void OVL __spirv_ocl_printf(constant char *, ...);

// Built-in variables.
ulong OVL __spirv_BuiltInGlobalInvocationId(int);
uint OVL __spirv_BuiltInGlobalLinearId(void);
uint OVL __spirv_BuiltInSubgroupSize(void);

// Casts, ndrange, pipes, events, queues.
global void *OVL __spirv_GenericCastToPtrExplicit_ToGlobal(generic void *, int);
local float4 *OVL __spirv_GenericCastToPtrExplicit_ToLocal(generic float4 *, int);
private char *OVL __spirv_GenericCastToPtrExplicit_ToPrivate(generic char *, int);
ndrange_t OVL __spirv_BuildNDRange_1D(ulong, ulong, ulong);
ndrange_t OVL __spirv_BuildNDRange_2D(ulong2, ulong2, ulong2);
ndrange_t OVL __spirv_BuildNDRange_3D(ulong3, ulong3, ulong3);
PIPE_RO OVL __spirv_CreatePipeFromPipeStorage_read(STORAGE);
PIPE_WO OVL __spirv_CreatePipeFromPipeStorage_write(STORAGE);
int OVL __spirv_ReadPipe(PIPE_RO, generic void *, int, int);
int OVL __spirv_WritePipe(PIPE_WO, generic const void *, int, int);
RESERVE OVL __spirv_ReserveReadPipePackets(PIPE_RO, uint, int, int);
void OVL __spirv_CommitReadPipe(PIPE_RO, RESERVE, int, int);
bool OVL __spirv_IsValidReserveId(RESERVE);
int OVL __spirv_ReservedReadPipe(PIPE_RO, RESERVE, uint, generic void *, int, int);
EVENT OVL __spirv_GroupAsyncCopy(int, local float4 *, const global float4 *, ulong, ulong, EVENT);
void OVL __spirv_GroupWaitEvents(int, int, EVENT generic *);
DEVEVENT OVL __spirv_CreateUserEvent(void);
void OVL __spirv_RetainEvent(DEVEVENT);
void OVL __spirv_SetUserEventStatus(DEVEVENT, int);
void OVL __spirv_CaptureEventProfilingInfo(DEVEVENT, int, global char *);
QUEUE OVL __spirv_GetDefaultQueue(void);
int OVL __spirv_EnqueueMarker(QUEUE, uint, DEVEVENT generic *, DEVEVENT generic *);
void OVL __spirv_ControlBarrier(int, int, int);
int OVL __spirv_AtomicIAdd(global int *, int, int, int);
uint OVL __spirv_AtomicLoad(volatile local uint *, int, int);
float OVL __spirv_AtomicFAddEXT(generic float *, int, int, float);
uint4 OVL __spirv_GroupNonUniformBallot(int, bool);
float OVL __spirv_GroupFAdd(int, int, float);

kernel void spirv_friendly(IMG img, IMG_F imgf, IMG_U imgu, IMG_H imgh, SIMG simg, SIMG_I simgi,
                           PIPE_RO pr, PIPE_WO pw, STORAGE st, global char *prof, SAMPLER smp,
                           global float *out) {
  int2 c2 = 0;
  out[0] = __spirv_ImageRead_Rfloat4(img, c2).x;
  out[1] = __spirv_ImageRead_Ruint4(imgu, (int4)0).x;
  out[2] = __spirv_ImageRead_Rhalf4(imgh, c2, 0, 0).x;
  __spirv_ImageWrite(imgf, c2, (float4)0);
  __spirv_ImageWrite(imgh, c2, (half4)0, 0, 0);
  out[3] = __spirv_ImageSampleExplicitLod_Rfloat4(__spirv_SampledImage(img, smp), (float2)0, 2, 0.0f).x;
  out[4] = __spirv_ImageSampleExplicitLod_Rint4(simgi, 0.0f, 2, 0.0f).x;
  out[5] = __spirv_ImageQuerySizeLod_Ruint2(img, 0).x + __spirv_ImageQuerySize_Rulong3(imgu).x +
           __spirv_ImageQueryFormat(img) + __spirv_ImageQueryOrder(imgf) +
           __spirv_ImageQueryLevels(imgh) + __spirv_ImageQuerySamples(img, imgf, img, imgf);
  (void)__spirv_Image(simg);

  out[6] = __spirv_ConvertFToU_Ruint(1.0f) + __spirv_ConvertFToU_Ruint4_sat_rte((float4)0).x +
           __spirv_ConvertFToS_Rchar2_rtz((double2)0).x + __spirv_ConvertUToF_Rfloat_rtp(1ul) +
           __spirv_ConvertSToF_Rhalf8_rtn((short8)0).x + __spirv_UConvert_Rushort16((uchar16)0).x +
           __spirv_SConvert_Rlong3((int3)0).x + __spirv_FConvert_Rdouble(1.0f) +
           __spirv_SatConvertSToU_Ruchar(1l) + __spirv_SatConvertUToS_Rint(1u) +
           __spirv_Bitcast_Rfloat2(1ul).x + __spirv_IsNan_Rbool(1.0f) + __spirv_Any_Rbool(true);

  out[7] = __spirv_ocl_sin(1.0f) + __spirv_ocl_fma((float4)0, (float4)0, (float4)0).x +
           __spirv_ocl_vloadn__Rfloat4(0, out).x +
           __spirv_ocl_vload_halfn__Rfloat4(0, (const global half *)out).x +
           __spirv_ocl_vload_half__Rfloat(0, (const local half *)0) +
           __spirv_ocl_vloada_halfn__Rdouble2(0, (const private half *)0).x +
           __spirv_ocl_vloadn__Rint3(0, (const constant int *)0).x + __spirv_ocl_s_abs(-1) +
           __spirv_ocl_u_max((ushort8)0, (ushort8)0).x + __spirv_ocl_fract(1.0f, out);
  __spirv_ocl_vstore_half_r(1.0f, 0, (global half *)out, 0);
  __spirv_ocl_printf("%d", 1);

  out[8] = __spirv_BuiltInGlobalInvocationId(0) + __spirv_BuiltInGlobalLinearId() +
           __spirv_BuiltInSubgroupSize();

  global void *g = __spirv_GenericCastToPtrExplicit_ToGlobal(out, 5);
  local float4 *l = __spirv_GenericCastToPtrExplicit_ToLocal((generic float4 *)out, 4);
  private char *p = __spirv_GenericCastToPtrExplicit_ToPrivate((generic char *)out, 7);
  ndrange_t r1 = __spirv_BuildNDRange_1D(1, 1, 0);
  ndrange_t r2 = __spirv_BuildNDRange_2D((ulong2)1, (ulong2)1, (ulong2)0);
  ndrange_t r3 = __spirv_BuildNDRange_3D((ulong3)1, (ulong3)1, (ulong3)0);
  PIPE_RO rp = __spirv_CreatePipeFromPipeStorage_read(st);
  PIPE_WO wp = __spirv_CreatePipeFromPipeStorage_write(st);
  int v = 0;
  out[9] = __spirv_ReadPipe(rp, &v, 4, 4) + __spirv_WritePipe(wp, &v, 4, 4);
  RESERVE rid = __spirv_ReserveReadPipePackets(pr, 1u, 4, 4);
  out[10] = __spirv_IsValidReserveId(rid) + __spirv_ReservedReadPipe(pr, rid, 0u, &v, 4, 4);
  __spirv_CommitReadPipe(pr, rid, 4, 4);
  EVENT ev = __spirv_GroupAsyncCopy(2, l, (const global float4 *)out, 4, 1, 0);
  __spirv_GroupWaitEvents(2, 1, &ev);
  DEVEVENT de = __spirv_CreateUserEvent();
  __spirv_RetainEvent(de);
  __spirv_SetUserEventStatus(de, 0);
  __spirv_CaptureEventProfilingInfo(de, 1, prof);
  QUEUE q = __spirv_GetDefaultQueue();
  out[11] = __spirv_EnqueueMarker(q, 1u, &de, &de);
  __spirv_ControlBarrier(2, 2, 0x110);
  out[12] = __spirv_AtomicIAdd((global int *)out, 1, 0x10, 1) +
            __spirv_AtomicLoad((volatile local uint *)0, 2, 0) +
            __spirv_AtomicFAddEXT(out, 1, 0, 1.0f) + __spirv_GroupNonUniformBallot(3, true).x +
            __spirv_GroupFAdd(2, 0, 1.0f);
  (void)g; (void)p; (void)r1; (void)r2; (void)r3;
}
