// EXEC: kernel=algo_mandelbrot global=16,16 local=8,8
// ARG: global u32 256 zero
// Escape-time iteration counts over a 16x16 grid of the complex plane.
kernel void algo_mandelbrot(global uint *out) {
    int px = get_global_id(0), py = get_global_id(1);
    float cr = -2.0f + 2.5f * px / 16.0f, ci = -1.25f + 2.5f * py / 16.0f;
    float zr = 0.0f, zi = 0.0f;
    uint n = 0;
    while (n < 64 && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++n;
    }
    out[py * 16 + px] = n;
}
