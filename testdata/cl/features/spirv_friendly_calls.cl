// SPIR-V friendly builtins that take and return values ("SPIR-V representation in LLVM
// IR"), declared here and called like OpenCL C builtins: __spirv_{Op} conversions with
// _R{type}, _sat and _rtX postfixes, bit casts, relational and group instructions, atomics
// and barriers with numeric scopes and semantics, __spirv_ocl_* extended instructions with
// pointer operands, __spirv_BuiltIn* variables, and (CL2.0+) generic-pointer casts and
// __spirv_BuildNDRange_1D. testdata/cl/builtins/spirv_friendly.cl has the opaque-object forms.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define OVL __attribute__((overloadable))

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
bool OVL __spirv_IsNan(float);
bool OVL __spirv_Any_Rbool(bool);
float OVL __spirv_Dot(float4, float4);
float OVL __spirv_ocl_sin(float);
float4 OVL __spirv_ocl_fma(float4, float4, float4);
float4 OVL __spirv_ocl_vloadn_Rfloat4(size_t, const global float *);
float OVL __spirv_ocl_vload_half_Rfloat(size_t, const global half *);
void OVL __spirv_ocl_vstore_half_r(float, size_t, global half *, int);
uint OVL __spirv_ocl_s_abs(int);
ushort8 OVL __spirv_ocl_u_max(ushort8, ushort8);
float OVL __spirv_ocl_fract(float, private float *);
size_t OVL __spirv_BuiltInGlobalInvocationId(int);
size_t OVL __spirv_BuiltInLocalInvocationId(int);
size_t OVL __spirv_BuiltInWorkgroupSize(int);
uint OVL __spirv_BuiltInWorkDim(void);
void OVL __spirv_ControlBarrier(int, int, int);
void OVL __spirv_MemoryBarrier(int, int);
int OVL __spirv_AtomicIAdd(global int *, int, int, int);
uint OVL __spirv_AtomicLoad(local uint *, int, int);
void OVL __spirv_AtomicStore(local uint *, int, int, uint);
int OVL __spirv_AtomicCompareExchange(global int *, int, int, int, int, int);
int OVL __spirv_GroupIAdd(int, int, int);
float OVL __spirv_GroupFMax(int, int, float);
bool OVL __spirv_GroupAll(int, bool);
#if __OPENCL_C_VERSION__ >= 200
global float *OVL __spirv_GenericCastToPtrExplicit_ToGlobal(generic float *, int);
local float *OVL __spirv_GenericCastToPtrExplicit_ToLocal(generic float *, int);
ndrange_t OVL __spirv_BuildNDRange_1D(ulong, ulong, ulong);
#endif

kernel void friendly(global float *out, global int *iout, global half *h, local uint *lu, local float *lf) {
    size_t i = get_global_id(0);
    float x = out[i];
    out[i] = __spirv_ConvertFToU_Ruint(x) + __spirv_ConvertFToU_Ruint4_sat_rte((float4)(x)).y +
             __spirv_ConvertFToS_Rchar2_rtz((double2)(x, -x)).y + __spirv_ConvertUToF_Rfloat_rtp((ulong)i) +
             __spirv_ConvertSToF_Rhalf8_rtn((short8)(3)).s5 + __spirv_UConvert_Rushort16((uchar16)(200)).sA +
             __spirv_SConvert_Rlong3((int3)(-1)).z + __spirv_FConvert_Rdouble(x) + __spirv_SatConvertSToU_Ruchar(-5L) +
             __spirv_SatConvertUToS_Rint(0xFFFFFFFFu) + __spirv_Bitcast_Rfloat2((ulong)i).x + __spirv_IsNan(x) +
             __spirv_Any_Rbool(x > 0.0f) + __spirv_Dot((float4)(x), (float4)(1.0f));
    float ip;
    out[i] += __spirv_ocl_sin(x) + __spirv_ocl_fma((float4)(x), (float4)(2.0f), (float4)(1.0f)).x +
              __spirv_ocl_vloadn_Rfloat4(0, out).w + __spirv_ocl_vload_half_Rfloat(i, h) + __spirv_ocl_s_abs(-3) +
              __spirv_ocl_u_max((ushort8)(1), (ushort8)(2)).s3 + __spirv_ocl_fract(x, &ip) + ip;
    __spirv_ocl_vstore_half_r(x, i, h, 2);
    iout[i] = (int)(__spirv_BuiltInGlobalInvocationId(0) + __spirv_BuiltInLocalInvocationId(1) +
                    __spirv_BuiltInWorkgroupSize(2)) + (int)__spirv_BuiltInWorkDim();
    if (get_local_id(0) == 0)
        __spirv_AtomicStore(lu, 2, 0x100, 0u);
    __spirv_ControlBarrier(2, 2, 0x100 | 0x10);
    iout[i] += __spirv_AtomicIAdd(iout, 1, 0x10, 1) + (int)__spirv_AtomicLoad(lu, 2, 0x2) +
               __spirv_AtomicCompareExchange(iout + 1, 1, 0x8, 0x2, 5, 0);
    __spirv_MemoryBarrier(1, 0x8 | 0x200);
    iout[i] += __spirv_GroupIAdd(2, 0, (int)i) + (int)__spirv_GroupFMax(2, 1, x) + __spirv_GroupAll(2, x > 0.0f);
#if __OPENCL_C_VERSION__ >= 200
    lf[get_local_id(0)] = x;
    float *g = (i & 1) ? (float *)out : (float *)lf;
    global float *gp = __spirv_GenericCastToPtrExplicit_ToGlobal(g, 5);
    local float *lp = __spirv_GenericCastToPtrExplicit_ToLocal(g, 4);
    ndrange_t r = __spirv_BuildNDRange_1D(64, 8, 0);
    iout[i] += (gp != 0) + (lp != 0) + (int)sizeof(r);
#endif
}
