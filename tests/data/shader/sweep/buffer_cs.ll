; Raw, struct and typed buffer loads, stores and atomics, s_buffer_load and LDS atomics.
@lds = internal addrspace(3) global [256 x i32] undef, align 4
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, <4 x i32> inreg %r2, i32 inreg %off, i32 %id, i32 %idx) {
  %s0 = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %r2, i32 16, i32 0)
  %s1 = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %r2, i32 %off, i32 0)
  %a = call <2 x i32> @llvm.amdgcn.raw.buffer.load.v2i32(<4 x i32> %rsrc, i32 %id, i32 %off, i32 1)
  %b = call float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32> %rsrc, i32 %idx, i32 %id, i32 0, i32 2)
  %c = call <3 x i32> @llvm.amdgcn.struct.buffer.load.format.v3i32(<4 x i32> %rsrc, i32 %idx, i32 4, i32 0, i32 0)
  %t = call <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32> %rsrc, i32 %id, i32 0, i32 78, i32 0)
  %u8 = call i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %u16 = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %rsrc, i32 %id, i32 2, i32 0)
  %a0 = extractelement <2 x i32> %a, i32 0
  %c1 = extractelement <3 x i32> %c, i32 1
  %s11 = extractelement <4 x i32> %s1, i32 1
  %x1 = add i32 %a0, %c1
  %x2 = add i32 %x1, %s0
  %x3 = add i32 %x2, %s11
  %z8 = zext i8 %u8 to i32
  %z16 = sext i16 %u16 to i32
  %x4 = add i32 %x3, %z8
  %x5 = add i32 %x4, %z16
  %at = call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 %x5, <4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %cs = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 %at, i32 %x5, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  %sm = call i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32 %cs, <4 x i32> %rsrc, i32 %id, i32 8, i32 0)
  %x64 = call i64 @llvm.amdgcn.raw.buffer.atomic.swap.i64(i64 5, <4 x i32> %rsrc, i32 %id, i32 16, i32 0)
  %x64t = trunc i64 %x64 to i32
  %lp = getelementptr [256 x i32], [256 x i32] addrspace(3)* @lds, i32 0, i32 %idx
  %l1 = atomicrmw add i32 addrspace(3)* %lp, i32 %sm seq_cst
  %l2 = atomicrmw umin i32 addrspace(3)* %lp, i32 %l1 seq_cst
  %l3 = cmpxchg i32 addrspace(3)* %lp, i32 %l2, i32 %x64t seq_cst seq_cst
  %l3v = extractvalue { i32, i1 } %l3, 0
  %lp2 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @lds, i32 0, i32 7
  %l4 = atomicrmw xchg i32 addrspace(3)* %lp2, i32 %l3v seq_cst
  %lv = load i32, i32 addrspace(3)* %lp2
  %lds2 = getelementptr [256 x i32], [256 x i32] addrspace(3)* @lds, i32 0, i32 100
  store i32 %l4, i32 addrspace(3)* %lds2
  call void @llvm.amdgcn.s.barrier()
  %lv2 = load i32, i32 addrspace(3)* %lds2
  %y = add i32 %lv, %lv2
  %bi = bitcast float %b to i32
  %y2 = add i32 %y, %bi
  %t0 = extractelement <4 x float> %t, i32 2
  %ti = bitcast float %t0 to i32
  %y3 = add i32 %y2, %ti
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %y3, <4 x i32> %rsrc, i32 %id, i32 4, i32 3)
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %t, <4 x i32> %rsrc, i32 %idx, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.raw.tbuffer.store.v2i32(<2 x i32> %a, <4 x i32> %rsrc, i32 %id, i32 64, i32 116, i32 0)
  %tr8 = trunc i32 %y3 to i8
  call void @llvm.amdgcn.raw.buffer.store.i8(i8 %tr8, <4 x i32> %rsrc, i32 %id, i32 1, i32 0)
  %tr16 = trunc i32 %y3 to i16
  call void @llvm.amdgcn.raw.buffer.store.i16(i16 %tr16, <4 x i32> %rsrc, i32 %id, i32 6, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)
declare <2 x i32> @llvm.amdgcn.raw.buffer.load.v2i32(<4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.struct.buffer.load.f32(<4 x i32>, i32, i32, i32, i32)
declare <3 x i32> @llvm.amdgcn.struct.buffer.load.format.v3i32(<4 x i32>, i32, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.tbuffer.load.v4f32(<4 x i32>, i32, i32, i32, i32)
declare i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32>, i32, i32, i32)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32, <4 x i32>, i32, i32, i32)
declare i64 @llvm.amdgcn.raw.buffer.atomic.swap.i64(i64, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v2i32(<2 x i32>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i8(i8, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i16(i16, <4 x i32>, i32, i32, i32)
