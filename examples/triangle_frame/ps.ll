; The triangle frame's pixel shader (LLVM IR for the AMDGPU backend).
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj ps.ll -o ps.o
;
; It samples the texture at the interpolated texture coordinate and writes
; the colour to target 0 as four halves (SPI_SHADER_FP16_ABGR):
;   s[0:7]   user data 0..7: the texture's T#
;   s[8:11]  user data 8..11: the sampler's S#
;   s12      the primitive mask (the first SGPR after the user data), for M0
;   v[0:1]   the perspective-correct barycentrics at the pixel centre
;            (PERSP_CENTER: the second PS input; the unused PERSP_SAMPLE
;            before it is not enabled, so SPI_PS_INPUT_ENA is 0x2)
define amdgpu_ps void @main(<8 x i32> inreg %texture, <4 x i32> inreg %sampler, i32 inreg %prim_mask, <2 x float> %persp_sample, <2 x float> %persp_center) {
  %i = extractelement <2 x float> %persp_center, i32 0
  %j = extractelement <2 x float> %persp_center, i32 1
  ; Parameter 0, channels x and y: the texture coordinate.
  %u1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim_mask)
  %u = call float @llvm.amdgcn.interp.p2(float %u1, float %j, i32 0, i32 0, i32 %prim_mask)
  %v1 = call float @llvm.amdgcn.interp.p1(float %i, i32 1, i32 0, i32 %prim_mask)
  %v = call float @llvm.amdgcn.interp.p2(float %v1, float %j, i32 1, i32 0, i32 %prim_mask)
  %c = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %texture, <4 x i32> %sampler, i1 false, i32 0, i32 0)
  %r = extractelement <4 x float> %c, i32 0
  %g = extractelement <4 x float> %c, i32 1
  %b = extractelement <4 x float> %c, i32 2
  %a = extractelement <4 x float> %c, i32 3
  %rg = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %r, float %g)
  %ba = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %b, float %a)
  ; Colour target 0, the last export (done, valid mask).
  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %rg, <2 x half> %ba, i1 true, i1 true)
  ret void
}
declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
