; Half-precision packing and conversions: halves of dwords read, combined
; and written back (SDWA selects and preserves on gfx8).
define amdgpu_ps <2 x float> @main(float %a, float %b, i32 %p, i32 %q) {
  %pa = bitcast i32 %p to <2 x half>
  %qa = bitcast i32 %q to <2 x half>
  %s = fadd <2 x half> %pa, %qa
  %m = fmul <2 x half> %s, %pa
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %m, <2 x half> %qa, <2 x half> %s)
  %hi = extractelement <2 x half> %f, i32 1
  %lo = extractelement <2 x half> %f, i32 0
  %ha = fptrunc float %a to half
  %hb = fptrunc float %b to half
  %x = fadd half %hi, %ha
  %y = fmul half %lo, %hb
  %v0 = insertelement <2 x half> undef, half %x, i32 0
  %v1 = insertelement <2 x half> %v0, half %y, i32 1
  %pk = bitcast <2 x half> %v1 to float
  %i16 = bitcast i32 %p to <2 x i16>
  %j16 = bitcast i32 %q to <2 x i16>
  %sum = add <2 x i16> %i16, %j16
  %sh = shl <2 x i16> %sum, <i16 3, i16 5>
  %mx = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %sh, <2 x i16> %j16)
  %e1 = extractelement <2 x i16> %mx, i32 1
  %e0 = extractelement <2 x i16> %mx, i32 0
  %z1 = zext i16 %e1 to i32
  %z0 = sext i16 %e0 to i32
  %b8 = and i32 %p, 255
  %c8 = lshr i32 %q, 24
  %t = add i32 %z1, %z0
  %t2 = mul i32 %t, %b8
  %t3 = add i32 %t2, %c8
  %hf = uitofp i16 %e1 to half
  %hx = fpext half %hf to float
  %r = fadd float %hx, bitcast (i32 1 to float)
  %ti = sitofp i32 %t3 to float
  %rr = fadd float %r, %ti
  %o0 = insertelement <2 x float> undef, float %pk, i32 0
  %o1 = insertelement <2 x float> %o0, float %rr, i32 1
  ret <2 x float> %o1
}
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
