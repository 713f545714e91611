// The source text (-gembed-source) and the file's MD5 checksum ride in DebugSource's text
// operand as the Khronos translator writes them (text, then //__CSK_MD5:<hex>).
// CLANG: -cl-std=CL2.0 -O0 -g -gembed-source -gdwarf-5
kernel void k(global int *out) { out[0] = 7; }
