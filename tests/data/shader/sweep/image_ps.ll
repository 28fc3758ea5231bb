; Image sample/gather/load/store/atomics and resinfo.
define amdgpu_ps <4 x float> @main(<8 x i32> inreg %t, <4 x i32> inreg %smp, <8 x i32> inreg %u, float %s, float %tc, i32 %x, i32 %y) {
  %a = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %b = call <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32 15, float %s, float %tc, float 1.0, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %c = call <4 x float> @llvm.amdgcn.image.gather4.2d.v4f32.f32(i32 1, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %d = call float @llvm.amdgcn.image.sample.c.lz.2d.f32.f32(i32 1, float 0.5, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %e = call <2 x float> @llvm.amdgcn.image.sample.b.2d.v2f32.f32.f32(i32 3, float 0.25, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %g = call <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32 15, float %s, float %s, float %tc, float %tc, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %o = call <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f32(i32 15, i32 257, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %ld = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %u, i32 0, i32 0)
  %lm = call <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32 15, i32 %x, i32 %y, i32 1, <8 x i32> %u, i32 0, i32 0)
  %ri = call <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32 15, i32 0, <8 x i32> %t, i32 0, i32 0)
  %lod = call <2 x float> @llvm.amdgcn.image.getlod.2d.v2f32.f32(i32 3, float %s, float %tc, <8 x i32> %t, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %s1 = fadd <4 x float> %a, %b
  %s2 = fadd <4 x float> %s1, %c
  %s3 = fadd <4 x float> %s2, %g
  %s4 = fadd <4 x float> %s3, %o
  %s5 = fadd <4 x float> %s4, %ld
  %s6 = fadd <4 x float> %s5, %lm
  %s7 = fadd <4 x float> %s6, %ri
  %e0 = extractelement <2 x float> %e, i32 0
  %l0 = extractelement <2 x float> %lod, i32 1
  %f = fadd float %e0, %d
  %f2 = fadd float %f, %l0
  %s8 = insertelement <4 x float> %s7, float %f2, i32 3
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %s8, i32 15, i32 %x, i32 %y, <8 x i32> %u, i32 0, i32 0)
  call void @llvm.amdgcn.image.store.mip.2d.v4f32.i32(<4 x float> %s7, i32 15, i32 %x, i32 %y, i32 2, <8 x i32> %u, i32 0, i32 0)
  %at = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 %x, i32 %x, i32 %y, <8 x i32> %u, i32 0, i32 0)
  %ac = call i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32(i32 %at, i32 %y, i32 %x, i32 %y, <8 x i32> %u, i32 0, i32 0)
  %ax = call i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32(i32 %ac, i32 %x, i32 %y, <8 x i32> %u, i32 0, i32 0)
  %af = bitcast i32 %ax to float
  %r = insertelement <4 x float> %s8, float %af, i32 0
  ret <4 x float> %r
}
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.l.2d.v4f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.c.lz.2d.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.b.2d.v2f32.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32, float, float, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.o.2d.v4f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare <2 x float> @llvm.amdgcn.image.getlod.2d.v2f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.mip.2d.v4f32.i32(<4 x float>, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.umax.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
