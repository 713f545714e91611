// SKIP-CL-STD: CL1.2 (pipes are CL2.0)
// Pipes with reservations: reserve_read_pipe/reserve_write_pipe of several packets with
// per-index reads and writes and commits, work-group and sub-group reservations
// (work_group_reserve_*_pipe, sub_group_reserve_*_pipe), pipes of vectors, longs and structs,
// pipes passed to helper functions, get_pipe_num_packets/get_pipe_max_packets.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

typedef struct { float4 v; long id; char tag; } item_t;

int drain(read_only pipe float4 in, global float4 *dst, uint n) {
    reserve_id_t r = reserve_read_pipe(in, n);
    if (!is_valid_reserve_id(r))
        return 0;
    for (uint k = 0; k < n; ++k)
        read_pipe(in, r, k, &dst[k]);
    commit_read_pipe(in, r);
    return (int)n;
}

kernel void batch_copy(read_only pipe float4 in, write_only pipe float4 out, global float4 *tmp, global int *count) {
    int got = drain(in, tmp + get_global_id(0) * 4, 4);
    reserve_id_t w = reserve_write_pipe(out, (uint)got);
    if (is_valid_reserve_id(w)) {
        for (int k = 0; k < got; ++k)
            write_pipe(out, w, (uint)k, &tmp[get_global_id(0) * 4 + k]);
        commit_write_pipe(out, w);
    }
    count[get_global_id(0)] = got + (int)get_pipe_num_packets(in) + (int)get_pipe_max_packets(out);
}

kernel void group_writes(write_only pipe item_t out, global const item_t *src) {
    reserve_id_t r = work_group_reserve_write_pipe(out, get_local_size(0));
    if (is_valid_reserve_id(r))
        write_pipe(out, r, get_local_id(0), &src[get_global_id(0)]);
    work_group_commit_write_pipe(out, r);
}

kernel void subgroup_reads(read_only pipe long in, global long *dst) {
    reserve_id_t r = sub_group_reserve_read_pipe(in, get_sub_group_size());
    if (is_valid_reserve_id(r)) {
        long v = 0;
        read_pipe(in, r, get_sub_group_local_id(), &v);
        dst[get_global_id(0)] = v;
        sub_group_commit_read_pipe(in, r);
    }
}

kernel void subgroup_writes(write_only pipe uchar out, global const uchar *src) {
    reserve_id_t r = sub_group_reserve_write_pipe(out, get_sub_group_size());
    if (is_valid_reserve_id(r)) {
        write_pipe(out, r, get_sub_group_local_id(), &src[get_global_id(0)]);
        sub_group_commit_write_pipe(out, r);
    }
}

kernel void plain(read_only pipe int in, write_only pipe int out) {
    int v;
    while (read_pipe(in, &v) == 0)
        if (write_pipe(out, &v) != 0)
            break;
}
