// The scratch relocations in a `.rela.text` section (the relocation records
// carry the addend), as llvm-mc writes them for the amdhsa OS:
// llvm-mc-14 -triple=amdgcn-amd-amdhsa -mcpu=bonaire -filetype=obj
// DWORD0 with addend 16; a compute shader's .AMDGPU.config entries
// (COMPUTE_PGM_RSRC1, COMPUTE_PGM_RSRC2 = SCRATCH_EN, COMPUTE_TMPRING_SIZE
// = WAVESIZE 1).
	.text
	s_mov_b32 s8, SCRATCH_RSRC_DWORD0+16
	s_mov_b32 s9, SCRATCH_RSRC_DWORD1
	s_endpgm
	.section .AMDGPU.config
	.long 0xB848
	.long 0
	.long 0xB84C
	.long 1
	.long 0xB860
	.long 0x1000
