; A compute shader with a 64-dword private array indexed at run time:
; llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj puts it in scratch
; memory (COMPUTE_PGM_RSRC2.SCRATCH_EN, SCRATCH_RSRC_DWORD0/1 relocations).
define amdgpu_cs void @main(<4 x i32> inreg %buf, i32 inreg %sel, <3 x i32> %tid) {
entry:
  %arr = alloca [64 x i32], align 4, addrspace(5)
  %x = extractelement <3 x i32> %tid, i32 0
  %i = and i32 %x, 63
  %p = getelementptr [64 x i32], [64 x i32] addrspace(5)* %arr, i32 0, i32 %i
  store i32 %x, i32 addrspace(5)* %p
  %j = and i32 %sel, 63
  %q = getelementptr [64 x i32], [64 x i32] addrspace(5)* %arr, i32 0, i32 %j
  %v = load i32, i32 addrspace(5)* %q
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %v, <4 x i32> %buf, i32 0, i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
