; 64-bit integer and double math, and divisions that expand to long sequences.
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, i64 inreg %k, i32 %id) {
  %p = call <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %p01 = shufflevector <4 x i32> %p, <4 x i32> undef, <2 x i32> <i32 0, i32 1>
  %p23 = shufflevector <4 x i32> %p, <4 x i32> undef, <2 x i32> <i32 2, i32 3>
  %a = bitcast <2 x i32> %p01 to i64
  %b = bitcast <2 x i32> %p23 to i64
  %m = mul i64 %a, %b
  %s = add i64 %m, %k
  %sh = shl i64 %s, 13
  %sr = ashr i64 %sh, 7
  %lr = lshr i64 %sr, %b
  %ud = udiv i64 %lr, %b
  %sd = sdiv i64 %a, %k
  %ur = urem i64 %ud, 1000003
  %x = xor i64 %ur, %sd
  %ks = mul i64 %k, %k
  %kd = udiv i64 %ks, 7
  %y = add i64 %x, %kd
  %u32a = extractelement <4 x i32> %p, i32 0
  %u32b = extractelement <4 x i32> %p, i32 1
  %q32 = udiv i32 %u32a, %u32b
  %r32 = srem i32 %u32a, %u32b
  %c = add i32 %q32, %r32
  %cz = call i32 @llvm.ctlz.i32(i32 %c, i1 false)
  %ct = call i64 @llvm.cttz.i64(i64 %y, i1 false)
  %bits = call i32 @llvm.bitreverse.i32(i32 %cz)
  %ct32 = trunc i64 %ct to i32
  %w = add i32 %bits, %ct32
  %da = sitofp i64 %a to double
  %db = uitofp i32 %w to double
  %dd = fdiv double %da, %db
  %df = call double @llvm.fma.f64(double %dd, double %da, double 3.0)
  %dq = call double @llvm.sqrt.f64(double %df)
  %dfl = call double @llvm.floor.f64(double %dq)
  %dr = call double @llvm.rint.f64(double %dfl)
  %dmx = call double @llvm.maxnum.f64(double %dr, double %db)
  %fr = fptrunc double %dmx to float
  %fd = fdiv float %fr, 3.0
  %fr2 = frem float %fd, 1.5
  %back = fptosi double %dmx to i64
  %z = add i64 %back, %y
  %zv = bitcast i64 %z to <2 x i32>
  %z0 = extractelement <2 x i32> %zv, i32 0
  %z1 = extractelement <2 x i32> %zv, i32 1
  %fi = bitcast float %fr2 to i32
  %o0 = insertelement <4 x i32> undef, i32 %z0, i32 0
  %o1 = insertelement <4 x i32> %o0, i32 %z1, i32 1
  %o2 = insertelement <4 x i32> %o1, i32 %fi, i32 2
  %o3 = insertelement <4 x i32> %o2, i32 %w, i32 3
  call void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32> %o3, <4 x i32> %rsrc, i32 %id, i32 16, i32 0)
  ret void
}
declare <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32>, <4 x i32>, i32, i32, i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.floor.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.maxnum.f64(double, double)
