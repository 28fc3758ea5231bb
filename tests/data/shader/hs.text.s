v_cvt_f32_u32_e32 v1, v0
v_lshlrev_b32_e32 v5, 5, v0
v_mov_b32_e32 v0, 1.0
v_mul_f32_e32 v1, s5, v1
v_mov_b32_e32 v2, v1
v_mov_b32_e32 v3, v1
v_mov_b32_e32 v4, v1
buffer_store_dwordx4 v[1:4], v5, s[0:3], s4 offen
v_mov_b32_e32 v1, v0
buffer_store_dwordx2 v[0:1], v5, s[0:3], s4 offen offset:16
s_endpgm
