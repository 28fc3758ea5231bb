; A pixel shader with a 64-dword private array indexed at run time, in
; scratch memory once compiled (SPI_TMPRING_SIZE, SCRATCH_RSRC_DWORD0/1
; relocations; RSRC2_PS.SCRATCH_EN left clear).
define amdgpu_ps float @main(i32 inreg %sel, float %x) {
entry:
  %arr = alloca [64 x float], align 4, addrspace(5)
  %xi = fptosi float %x to i32
  %i = and i32 %xi, 63
  %p = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %i
  store float %x, float addrspace(5)* %p
  %j = and i32 %sel, 63
  %q = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %j
  %v = load float, float addrspace(5)* %q
  ret float %v
}
