buffer_store_dword v0, off, s[0:3], 0
s_endpgm
