// Debug types: basic types, a typedef of a basic type, a const-qualified basic type, a
// structure with members (array, vector of 4, vector of 8 as an array, pointer to the struct
// as an address-sized basic type), an enumeration, and a program-scope global variable.
// CLANG: -cl-std=CL2.0 -O0 -g
typedef unsigned int u32;
enum color { RED, GREEN = 5 };
struct node {
  u32 id;
  float w[2][3];
  float4 v;
  int8 lanes;
  struct node *next;
  enum color c;
};
global const int table[4] = {1, 2, 3, 4};
kernel void k(global struct node *nodes, const int scale) {
  struct node local_copy = nodes[0];
  nodes[1].id = local_copy.id * scale + table[2];
}
