// RUN-CL-STD: CL3.0
// RUN-CL-STD: CL1.2
// Async copies between global and local memory, and prefetch (OpenCL C 3.0,
// section 6.15.11), for every element type and width.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define COPY(T) \
  e = async_work_group_copy((local T *)0, (const global T *)0, 4, e); \
  e = async_work_group_copy((global T *)0, (const local T *)0, 4, e); \
  e = async_work_group_strided_copy((local T *)0, (const global T *)0, 4, 2, e); \
  e = async_work_group_strided_copy((global T *)0, (const local T *)0, 4, 2, e); \
  prefetch((const global T *)0, 4);
#define WIDTHS(T) COPY(T) COPY(T##2) COPY(T##3) COPY(T##4) COPY(T##8) COPY(T##16)

kernel void async_copies(void) {
  event_t e = 0;
  WIDTHS(char) WIDTHS(uchar) WIDTHS(short) WIDTHS(ushort) WIDTHS(int) WIDTHS(uint)
  WIDTHS(long) WIDTHS(ulong) WIDTHS(float) WIDTHS(double) WIDTHS(half)
  event_t events[2] = {e, e};
  wait_group_events(2, events);
}
