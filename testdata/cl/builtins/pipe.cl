// RUN-CL-STD: CL2.0
// RUN-CL-STD: CL3.0
// SKIP-CL-STD: CL1.2 (pipes are CL2.0)
// Pipe functions (OpenCL C 3.0, section 6.15.17). clang lowers read_pipe,
// reserve_*_pipe, commit_*_pipe and the pipe queries to unmangled __-prefixed
// builtins; the reserve-id check is an ordinary overloaded function.

kernel void pipe_reader(read_only pipe int in, global int *out) {
  int v;
  (void)read_pipe(in, &v);
  reserve_id_t r = reserve_read_pipe(in, 2);
  out[0] = is_valid_reserve_id(r);
  (void)read_pipe(in, r, 0, &v);
  commit_read_pipe(in, r);
  reserve_id_t g = work_group_reserve_read_pipe(in, 2);
  work_group_commit_read_pipe(in, g);
  reserve_id_t s = sub_group_reserve_read_pipe(in, 2);
  sub_group_commit_read_pipe(in, s);
  out[1] = get_pipe_num_packets(in) + get_pipe_max_packets(in) + v;
}

kernel void pipe_writer(write_only pipe float4 out) {
  float4 v = 0;
  (void)write_pipe(out, &v);
  reserve_id_t r = reserve_write_pipe(out, 1);
  if (is_valid_reserve_id(r)) {
    (void)write_pipe(out, r, 0, &v);
    commit_write_pipe(out, r);
  }
}
