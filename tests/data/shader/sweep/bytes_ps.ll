; Byte and half-dword lanes: unpacking and packing 8- and 16-bit vectors,
; half-precision vector math gfx8 splits per half (SDWA selects on gfx8).
define amdgpu_ps <4 x float> @main(i32 %p, i32 %q, float %r, float %s) {
  %b = bitcast i32 %p to <4 x i8>
  %c = bitcast i32 %q to <4 x i8>
  %sum = add <4 x i8> %b, %c
  %mx = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %sum, <4 x i8> %c)
  %z = zext <4 x i8> %mx to <4 x i32>
  %f = uitofp <4 x i32> %z to <4 x float>
  %h = bitcast i32 %p to <2 x i16>
  %k = bitcast i32 %q to <2 x i16>
  %hm = mul <2 x i16> %h, %k
  %hs = ashr <2 x i16> %hm, <i16 2, i16 9>
  %hx = sext <2 x i16> %hs to <2 x i32>
  %hf = sitofp <2 x i32> %hx to <2 x float>
  %ha = bitcast float %r to <2 x half>
  %hb = bitcast float %s to <2 x half>
  %hmul = fmul <2 x half> %ha, %hb
  %hmax = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %hmul, <2 x half> %hb)
  %habs = call <2 x half> @llvm.fabs.v2f16(<2 x half> %hmax)
  %hneg = fneg <2 x half> %habs
  %hsub = fsub <2 x half> %hneg, %ha
  %hw = fpext <2 x half> %hsub to <2 x float>
  %cmp = fcmp olt <2 x half> %ha, %hb
  %sel = select <2 x i1> %cmp, <2 x half> %ha, <2 x half> %hsub
  %sell = bitcast <2 x half> %sel to i32
  %sf = uitofp i32 %sell to float
  %f0 = extractelement <4 x float> %f, i32 0
  %hf1 = extractelement <2 x float> %hf, i32 1
  %hw0 = extractelement <2 x float> %hw, i32 0
  %hw1 = extractelement <2 x float> %hw, i32 1
  %a0 = fadd float %f0, %hf1
  %a1 = fadd float %hw0, %hw1
  %o0 = insertelement <4 x float> %f, float %a0, i32 0
  %o1 = insertelement <4 x float> %o0, float %a1, i32 1
  %o2 = insertelement <4 x float> %o1, float %sf, i32 3
  ret <4 x float> %o2
}
declare <4 x i8> @llvm.umax.v4i8(<4 x i8>, <4 x i8>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.fabs.v2f16(<2 x half>)
