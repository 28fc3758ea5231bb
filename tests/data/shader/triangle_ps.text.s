s_mov_b64 s[14:15], exec
s_wqm_b64 exec, exec
s_mov_b32 m0, s12
v_interp_p1_f32 v2, v0, attr0.x
v_interp_p1_f32 v3, v0, attr0.y
v_interp_p2_f32 v2, v1, attr0.x
v_interp_p2_f32 v3, v1, attr0.y
s_and_b64 exec, exec, s[14:15]
image_sample v[0:3], v[2:3], s[0:7], s[8:11] dmask:0xf
s_waitcnt vmcnt(0)
v_cvt_pkrtz_f16_f32_e32 v0, v0, v1
v_cvt_pkrtz_f16_f32_e32 v1, v2, v3
exp mrt0 v0, v0, v1, v1 done compr vm
s_endpgm
