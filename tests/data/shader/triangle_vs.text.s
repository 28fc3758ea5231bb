s_swappc_b64 s[0:1], s[0:1]
exp pos0 v4, v5, v6, v7 done
exp param0 v8, v9, off, off
s_endpgm
