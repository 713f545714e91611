// CL-STD: CL2.0
// SKIP-CL-STD: CL1.2 (pipes are CL2.0)
// Pipes: read_pipe/write_pipe (2- and 4-arg forms), reserve/commit, work-group reserve, pipe queries, struct packets.

typedef struct { int key; float value; } packet_t;

kernel void producer(global const int *src, write_only pipe int out) {
    int v = src[get_global_id(0)];
    write_pipe(out, &v);
}

kernel void consumer(read_only pipe int in, global int *dst) {
    int v = 0;
    if (read_pipe(in, &v) == 0)
        dst[get_global_id(0)] = v;
}

kernel void reserved(read_only pipe packet_t in, write_only pipe packet_t out, global uint *stats) {
    reserve_id_t rid = reserve_read_pipe(in, 2);
    if (is_valid_reserve_id(rid)) {
        packet_t a, b;
        read_pipe(in, rid, 0, &a);
        read_pipe(in, rid, 1, &b);
        commit_read_pipe(in, rid);
        reserve_id_t wid = reserve_write_pipe(out, 1);
        if (is_valid_reserve_id(wid)) {
            packet_t c = { a.key + b.key, a.value * b.value };
            write_pipe(out, wid, 0, &c);
            commit_write_pipe(out, wid);
        }
    }
    stats[0] = get_pipe_num_packets(in);
    stats[1] = get_pipe_max_packets(out);
}

kernel void group_reserved(read_only pipe float in, global float *dst) {
    reserve_id_t rid = work_group_reserve_read_pipe(in, get_local_size(0));
    if (is_valid_reserve_id(rid)) {
        float f;
        read_pipe(in, rid, get_local_id(0), &f);
        dst[get_global_id(0)] = f;
        work_group_commit_read_pipe(in, rid);
    }
}
