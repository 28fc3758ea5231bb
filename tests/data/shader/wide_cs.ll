define amdgpu_cs void @main(<4 x i32> inreg %buf, <8 x i32> inreg %img, <4 x i32> inreg %smp, i32 inreg %lane, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %a2 = call <2 x i32> @llvm.amdgcn.raw.buffer.load.v2i32(<4 x i32> %buf, i32 %x, i32 0, i32 0)
  %b2 = call <2 x i32> @llvm.amdgcn.raw.buffer.load.v2i32(<4 x i32> %buf, i32 %y, i32 8, i32 0)
  %a = bitcast <2 x i32> %a2 to double
  %b = bitcast <2 x i32> %b2 to double
  %q = fdiv double %a, %b
  %s = call double @llvm.sqrt.f64(double %q)
  %f = call double @llvm.floor.f64(double %s)
  %c = fcmp olt double %f, %a
  %fx = fptosi double %f to i32
  %sel = select i1 %c, i32 %fx, i32 %x
  %l64 = zext i32 %sel to i64
  %m64 = mul i64 %l64, 12345678901
  %cmp64 = icmp ult i64 %m64, 99999999999
  %r = call i32 @llvm.amdgcn.readlane(i32 %sel, i32 %lane)
  %w = call i32 @llvm.amdgcn.writelane(i32 %r, i32 3, i32 %x)
  %old = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %w, <4 x i32> %buf, i32 %x, i32 16, i32 0)
  %u = uitofp i32 %old to float
  %v = sitofp i32 %y to float
  %dx = fmul float %u, 0.25
  %t = call <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32 15, float %dx, float %v, float %u, float %v, float %u, float %v, <8 x i32> %img, <4 x i32> %smp, i1 false, i32 0, i32 0)
  %t0 = extractelement <4 x float> %t, i32 0
  %mk = call float @llvm.fma.f32(float %t0, float 10.0, float %u)
  %sel2 = select i1 %cmp64, float %mk, float %t0
  %bits = bitcast float %sel2 to i32
  %cnt = call i32 @llvm.ctpop.i32(i32 %bits)
  %hi = lshr i64 %m64, 33
  %hi32 = trunc i64 %hi to i32
  %sum = add i32 %cnt, %hi32
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %sum, <4 x i32> %buf, i32 %x, i32 32, i32 0)
  %ia = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 %sum, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %ia, <4 x i32> %buf, i32 %y, i32 36, i32 0)
  ret void
}
declare <2 x i32> @llvm.amdgcn.raw.buffer.load.v2i32(<4 x i32>, i32, i32, i32)
declare double @llvm.sqrt.f64(double)
declare double @llvm.floor.f64(double)
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f32.f32(i32, float, float, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.fma.f32(float, float, float)
declare i32 @llvm.ctpop.i32(i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
