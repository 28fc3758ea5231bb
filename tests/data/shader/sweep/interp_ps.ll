; Interpolation (p1/p2/mov), multiple render targets, s_sendmsg-free exports with the valid mask.
define amdgpu_ps void @main(i32 inreg %prim, <2 x float> %ij, float %fx) {
  %i = extractelement <2 x float> %ij, i32 0
  %j = extractelement <2 x float> %ij, i32 1
  %p1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim)
  %x = call float @llvm.amdgcn.interp.p2(float %p1, float %j, i32 0, i32 0, i32 %prim)
  %q1 = call float @llvm.amdgcn.interp.p1(float %i, i32 2, i32 1, i32 %prim)
  %y = call float @llvm.amdgcn.interp.p2(float %q1, float %j, i32 2, i32 1, i32 %prim)
  %m = call float @llvm.amdgcn.interp.mov(i32 2, i32 3, i32 2, i32 %prim)
  %m0 = call float @llvm.amdgcn.interp.mov(i32 0, i32 0, i32 5, i32 %prim)
  %a = fmul float %x, %y
  %b = call float @llvm.amdgcn.rcp.f32(float %m)
  %c = call float @llvm.amdgcn.fract.f32(float %m0)
  %d = call float @llvm.amdgcn.cubeid(float %a, float %b, float %c)
  %e = call float @llvm.amdgcn.cubema(float %a, float %b, float %c)
  %f = call float @llvm.amdgcn.frexp.mant.f32(float %fx)
  %g = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %fx)
  %gf = sitofp i32 %g to float
  %h = call float @llvm.amdgcn.ldexp.f32(float %f, i32 3)
  %s = call float @llvm.sin.f32(float %a)
  %co = call float @llvm.cos.f32(float %b)
  %ex = call float @llvm.exp2.f32(float %c)
  %lg = call float @llvm.log2.f32(float %d)
  %rs = call float @llvm.amdgcn.rsq.f32(float %e)
  %cl = call float @llvm.amdgcn.fmed3.f32(float %s, float %co, float %ex)
  %pk = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %lg, i32 1, i32 0)
  %pkf = bitcast i32 %pk to float
  %sad = call i32 @llvm.amdgcn.sad.u8(i32 %pk, i32 %g, i32 7)
  %sadf = uitofp i32 %sad to float
  %bfe = call i32 @llvm.amdgcn.ubfe.i32(i32 %pk, i32 3, i32 5)
  %bff = sitofp i32 %bfe to float
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %cl, float %rs, float %h, float %gf, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 1, i32 3, float %pkf, float %sadf, float undef, float undef, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 9, i32 1, float %bff, float undef, float undef, float undef, i1 true, i1 true)
  ret void
}
declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.fract.f32(float)
declare float @llvm.amdgcn.cubeid(float, float, float)
declare float @llvm.amdgcn.cubema(float, float, float)
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare float @llvm.amdgcn.ldexp.f32(float, i32)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.fmed3.f32(float, float, float)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
