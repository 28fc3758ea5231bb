buffer_load_dwordx2 v[2:3], v0, s[0:3], 0 offen
buffer_load_dwordx2 v[4:5], v1, s[0:3], 8 offen
s_waitcnt vmcnt(0)
v_div_scale_f64 v[6:7], s[18:19], v[4:5], v[4:5], v[2:3]
v_rcp_f64_e32 v[8:9], v[6:7]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_div_scale_f64 v[10:11], vcc, v[2:3], v[4:5], v[2:3]
v_fma_f64 v[12:13], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[12:13], v[8:9]
v_mul_f64 v[12:13], v[10:11], v[8:9]
v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
v_div_fixup_f64 v[4:5], v[6:7], v[4:5], v[2:3]
v_mov_b32_e32 v7, v0
v_sqrt_f64_e32 v[4:5], v[4:5]
v_floor_f64_e32 v[4:5], v[4:5]
v_cmp_lt_f64_e32 vcc, v[4:5], v[2:3]
v_cvt_i32_f64_e32 v6, v[4:5]
v_cvt_f32_i32_e32 v3, v1
v_mov_b32_e32 v5, v3
v_cndmask_b32_e32 v8, v0, v6, vcc
v_readlane_b32 s16, v8, s16
v_writelane_b32 v7, s16, 3
buffer_atomic_add v7, v0, s[0:3], 16 offen glc
s_waitcnt vmcnt(0)
v_cvt_f32_u32_e32 v4, v7
v_mov_b32_e32 v7, v3
v_mul_f32_e32 v2, 0x3e800000, v4
v_mov_b32_e32 v6, v4
image_sample_d v5, v[2:7], s[4:11], s[12:15] dmask:0x1
s_mov_b32 s14, 0xdfdc1c35
v_mad_u64_u32 v[2:3], s[14:15], v8, s14, 0
s_mov_b32 s12, 0x4876e7ff
v_lshlrev_b32_e32 v6, 1, v8
s_mov_b32 s13, 23
v_add_i32_e32 v3, vcc, v3, v6
s_mov_b32 s14, 0x41200000
v_cmp_gt_u64_e32 vcc, s[12:13], v[2:3]
v_lshrrev_b32_e32 v3, 1, v3
s_waitcnt vmcnt(0)
v_fma_f32 v4, v5, s14, v4
v_cndmask_b32_e32 v2, v5, v4, vcc
v_bcnt_u32_b32_e32 v2, v2, v3
buffer_store_dword v2, v0, s[0:3], 32 offen
image_atomic_add v2, v[0:1], s[4:11] dmask:0x1 unorm glc
s_waitcnt vmcnt(0)
buffer_store_dword v2, v1, s[0:3], 36 offen
s_endpgm
