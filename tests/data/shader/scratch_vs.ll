; A vertex shader with a 64-dword private array indexed at run time, in
; scratch memory once compiled (SPI_TMPRING_SIZE, SCRATCH_RSRC_DWORD0/1
; relocations; no RSRC2_VS entry, so SCRATCH_EN is not set).
define amdgpu_vs void @main(i32 inreg %sel, i32 %vid) {
entry:
  %arr = alloca [64 x float], align 4, addrspace(5)
  %x = uitofp i32 %vid to float
  %i = and i32 %vid, 63
  %p = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %i
  store float %x, float addrspace(5)* %p
  %j = and i32 %sel, 63
  %q = getelementptr [64 x float], [64 x float] addrspace(5)* %arr, i32 0, i32 %j
  %v = load float, float addrspace(5)* %q
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %v, float %v, float 0.0, float 1.0, i1 true, i1 false)
  ret void
}
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
