// EXEC: kernel=switch_wide_types global=64 local=16
// ARG: global i64 64 range(-3,12,246)
// ARG: global i8 64 range(-4,4,247)
// ARG: global i32 64 zero
// switch on long (with case values beyond 32 bits) and on char, plus a dense jump table.
kernel void switch_wide_types(global const long *a, global const char *c, global int *out) {
    size_t i = get_global_id(0);
    long v = a[i] * 1000000000L;
    int r;
    switch (v) {
    case -3000000000L: r = 1; break;
    case 5000000000L: r = 2; break;
    case 0: r = 3; break;
    case 11000000000L: r = 4; break;
    default: r = (int)(v / 1000000000L) * 10;
    }
    switch (c[i]) {
    case -4: r += 100; break;
    case -1: r += 200;
    case 2: r += 300; break;
    default: break;
    }
    switch ((int)i % 8) {
    case 0: r ^= 0x11; break;
    case 1: r ^= 0x22; break;
    case 2: r ^= 0x33; break;
    case 3: r ^= 0x44; break;
    case 4: r ^= 0x55; break;
    case 5: r ^= 0x66; break;
    case 6: r ^= 0x77; break;
    case 7: r ^= 0x88; break;
    }
    out[i] = r;
}
