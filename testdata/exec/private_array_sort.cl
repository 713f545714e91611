// EXEC: kernel=private_array_sort global=32 local=8
// ARG: global i32 256 bits(141)
// ARG: global i32 256 zero
// Insertion sort of eight keys in a private array.
kernel void private_array_sort(global const int *in, global int *out) {
    size_t i = get_global_id(0);
    int v[8];
    for (int k = 0; k < 8; ++k) v[k] = in[i * 8 + k];
    for (int k = 1; k < 8; ++k) {
        int key = v[k], j = k - 1;
        while (j >= 0 && v[j] > key) {
            v[j + 1] = v[j];
            --j;
        }
        v[j + 1] = key;
    }
    for (int k = 0; k < 8; ++k) out[i * 8 + k] = v[k];
}
