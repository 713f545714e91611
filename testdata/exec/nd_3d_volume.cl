// EXEC: kernel=nd_3d_volume global=8,4,4 local=4,2,2
// ARG: global i32 128 range(-50,50,152)
// ARG: global i32 128 zero
// A 6-neighbour Laplacian on an 8x4x4 volume (3-D range, zero outside).
kernel void nd_3d_volume(global const int *v, global int *out) {
    int x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
    int nx = get_global_size(0), ny = get_global_size(1), nz = get_global_size(2);
    int c = v[(z * ny + y) * nx + x];
    int s = -6 * c;
    if (x > 0) s += v[(z * ny + y) * nx + x - 1];
    if (x < nx - 1) s += v[(z * ny + y) * nx + x + 1];
    if (y > 0) s += v[(z * ny + y - 1) * nx + x];
    if (y < ny - 1) s += v[(z * ny + y + 1) * nx + x];
    if (z > 0) s += v[((z - 1) * ny + y) * nx + x];
    if (z < nz - 1) s += v[((z + 1) * ny + y) * nx + x];
    out[(z * ny + y) * nx + x] = s;
}
