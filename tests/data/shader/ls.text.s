v_cvt_f32_u32_e32 v1, v0
v_lshlrev_b32_e32 v0, 4, v0
v_add_i32_e32 v0, vcc, s0, v0
v_mov_b32_e32 v3, 0
v_mov_b32_e32 v4, 1.0
v_mov_b32_e32 v2, v1
s_mov_b32 m0, -1
ds_write_b128 v0, v[1:4]
s_endpgm
