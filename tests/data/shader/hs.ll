; A hull shader: it writes the patch's four outer and two inner tessellation
; factors (the outer ones scaled by an SGPR input) to the tessellation
; factor buffer, whose V# and this patch's offset in it come in SGPRs.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj hs.ll -o hs.o
define amdgpu_hs void @main(<4 x i32> inreg %tf_buffer, i32 inreg %tf_offset, float inreg %scale, i32 %patch_id) {
  %f = uitofp i32 %patch_id to float
  %outer = fmul float %f, %scale
  %o0 = insertelement <4 x float> undef, float %outer, i32 0
  %o1 = insertelement <4 x float> %o0, float %outer, i32 1
  %o2 = insertelement <4 x float> %o1, float %outer, i32 2
  %o3 = insertelement <4 x float> %o2, float %outer, i32 3
  %byte = shl i32 %patch_id, 5
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %o3, <4 x i32> %tf_buffer, i32 %byte, i32 %tf_offset, i32 0)
  %inner = add i32 %byte, 16
  call void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float> <float 1.0, float 1.0>, <4 x i32> %tf_buffer, i32 %inner, i32 %tf_offset, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v2f32(<2 x float>, <4 x i32>, i32, i32, i32)
