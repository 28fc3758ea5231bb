v_mov_b32_e32 v0, s1
v_cvt_pkrtz_f16_f32_e32 v0, s0, v0
v_cvt_pkrtz_f16_f32_e64 v1, 0, 1.0
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
