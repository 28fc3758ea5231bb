; A geometry shader with a 64-dword private array indexed at run time, in
; scratch memory once compiled (SPI_TMPRING_SIZE, SCRATCH_RSRC_DWORD0/1
; relocations; no RSRC2_GS entry, so SCRATCH_EN is not set): it writes the
; element an SGPR input selects to the GS-to-VS ring.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj scratch_gs.ll -o scratch_gs.o
define amdgpu_gs void @main(<4 x i32> inreg %gsvs_ring, i32 inreg %sel, i32 %vs_offset) {
entry:
  %arr = alloca [64 x float], align 4, addrspace(5)
  %x = uitofp i32 %vs_offset to float
  %i = and i32 %vs_offset, 63
  %p = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %i
  store float %x, float addrspace(5)* %p
  %j = and i32 %sel, 63
  %q = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %j
  %v = load float, float addrspace(5)* %q
  call void @llvm.amdgcn.raw.buffer.store.f32(float %v, <4 x i32> %gsvs_ring, i32 %vs_offset, i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
