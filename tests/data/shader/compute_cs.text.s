s_lshl_b32 s4, s4, 6
v_add_i32_e32 v0, vcc, s4, v0
v_mul_lo_u32 v1, v0, v0
v_lshlrev_b32_e32 v0, 2, v0
buffer_store_dword v1, v0, s[0:3], 0 offen
s_endpgm
