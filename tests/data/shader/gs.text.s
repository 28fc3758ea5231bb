buffer_load_dword v0, v0, s[0:3], 0 offen
s_mov_b32 m0, s9
s_waitcnt vmcnt(0)
buffer_store_dword v0, v1, s[4:7], s8 offen
s_waitcnt vmcnt(0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_endpgm
