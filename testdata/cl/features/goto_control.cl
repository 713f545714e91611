// CL-STD: CL1.2
// Unstructured control flow: goto (forward and backward), labels, early returns from nested loops, multiple exits that must be structurized by a translator.

kernel void search(global const int *haystack, int n, int needle, global int *pos) {
    int i = 0;
    int rows = n / 8;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < 8; ++c) {
            if (haystack[r * 8 + c] == needle) {
                i = r * 8 + c;
                goto found;
            }
            if (haystack[r * 8 + c] < 0)
                goto bad;
        }
    }
    pos[get_global_id(0)] = -1;
    return;
found:
    pos[get_global_id(0)] = i;
    return;
bad:
    pos[get_global_id(0)] = -2;
}

kernel void retry(global int *v) {
    int tries = 0;
again:
    v[tries] += 1;
    if (v[tries] < 10 && ++tries < 4)
        goto again;
    v[7] = tries;
}
