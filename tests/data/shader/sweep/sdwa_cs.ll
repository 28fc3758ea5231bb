; Sub-dword operands llc turns into SDWA on gfx8: bytes and halves of
; dwords shifted out, masked, and combined with 16-bit and 32-bit ALU ops.
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, i32 %id) {
  %v = call <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %ah = lshr i32 %a, 16
  %bh = lshr i32 %b, 16
  %ah16 = trunc i32 %ah to i16
  %bh16 = trunc i32 %bh to i16
  %al16 = trunc i32 %a to i16
  %x1 = add i16 %ah16, %bh16
  %x2 = mul i16 %x1, %al16
  %x3 = sub i16 %x2, %bh16
  %x4 = lshr i16 %x3, %ah16
  %x5 = call i16 @llvm.umin.i16(i16 %x4, i16 %bh16)
  %xz = zext i16 %x5 to i32
  %xs = shl i32 %xz, 16
  %lo = and i32 %c, 65535
  %pk = or i32 %xs, %lo
  %cb1 = lshr i32 %c, 8
  %cb1m = and i32 %cb1, 255
  %cb2 = lshr i32 %c, 16
  %cb2m = and i32 %cb2, 255
  %cb3 = lshr i32 %c, 24
  %s1 = add i32 %cb1m, %cb2m
  %s2 = mul i32 %s1, %cb3
  %s3 = add i32 %s2, %pk
  %dh = lshr i32 %d, 16
  %dh16 = trunc i32 %dh to i16
  %dhf = bitcast i16 %dh16 to half
  %dl16 = trunc i32 %d to i16
  %dlf = bitcast i16 %dl16 to half
  %f1 = fadd half %dhf, %dlf
  %f2 = fmul half %f1, %dhf
  %f3 = call half @llvm.maxnum.f16(half %f2, half %dhf)
  %f4 = fptosi half %f3 to i16
  %f5 = sext i16 %f4 to i32
  %f6 = fpext half %dhf to float
  %f7 = fptoui float %f6 to i32
  %cf1 = uitofp i32 %cb1m to float
  %cf2 = uitofp i32 %cb3 to float
  %cf = fadd float %cf1, %cf2
  %ci = bitcast float %cf to i32
  %r0 = insertelement <4 x i32> undef, i32 %s3, i32 0
  %r1 = insertelement <4 x i32> %r0, i32 %f5, i32 1
  %r2 = insertelement <4 x i32> %r1, i32 %f7, i32 2
  %r3 = insertelement <4 x i32> %r2, i32 %ci, i32 3
  call void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32> %r3, <4 x i32> %rsrc, i32 %id, i32 16, i32 0)
  ret void
}
declare <4 x i32> @llvm.amdgcn.raw.buffer.load.v4i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4i32(<4 x i32>, <4 x i32>, i32, i32, i32)
declare i16 @llvm.umin.i16(i16, i16)
declare half @llvm.maxnum.f16(half, half)
