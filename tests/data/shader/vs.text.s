v_cvt_f32_u32_e32 v0, v0
v_mov_b32_e32 v1, 1.0
v_mov_b32_e32 v2, 0
exp pos0 v0, v0, v2, v1 done
s_endpgm
