// CL-STD: CL1.2
// printf: integer/float/string/char/pointer formats, vector formats (%v4f, %v2hld), length modifiers, literal-only format.

kernel void print_things(global const float4 *v, global const int *ip, long big) {
    size_t i = get_global_id(0);
    printf("hello from work-item %u\n", (uint)i);
    printf("int=%d hex=%#x oct=%o char=%c str=%s\n", ip[i], ip[i], ip[i], 'A', "const-string");
    printf("float=%f sci=%e g=%g a=%a width=%8.3f\n", v[i].x, v[i].y, v[i].z, v[i].w, v[i].x);
    printf("vector=%v4f\n", v[i]);
    printf("v2hld=%v2hld long=%ld ulong=%lu\n", (int2)(1, 2), big, (ulong)big);
    printf("pointer=%p\n", ip);
    printf("100%% done\n");
}
