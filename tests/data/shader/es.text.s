s_buffer_load_dword s0, s[0:3], 0x0
v_cvt_f32_u32_e32 v0, v0
v_mov_b32_e32 v2, 0
v_mov_b32_e32 v3, 1.0
s_waitcnt lgkmcnt(0)
v_mul_f32_e32 v0, s0, v0
v_mov_b32_e32 v1, v0
buffer_store_dwordx4 v[0:3], off, s[4:7], s8
s_endpgm
