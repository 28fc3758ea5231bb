buffer_load_dword v2, v0, s[0:3], 0 offen
v_mov_b32_e32 v3, s9
s_waitcnt vmcnt(0)
buffer_store_dwordx2 v[2:3], v1, s[4:7], s8 offen
s_endpgm
