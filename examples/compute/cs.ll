; The compute shader of examples/compute: thread `i` of the dispatch stores
; `i * i` as a 32-bit word at byte `4 * i` of the buffer whose V# is in
; s[0:3]. s4 is the workgroup's X index (COMPUTE_PGM_RSRC2.TGID_X_EN), v0
; the thread's X index within its group of 64.
;
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj cs.ll -o cs.o
define amdgpu_cs void @main(<4 x i32> inreg %out, i32 inreg %group, <3 x i32> %local) {
  %lx = extractelement <3 x i32> %local, i32 0
  %first = shl i32 %group, 6
  %i = add i32 %first, %lx
  %square = mul i32 %i, %i
  %offset = shl i32 %i, 2
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %square, <4 x i32> %out, i32 %offset, i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
