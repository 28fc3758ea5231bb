; A compute shader using gfx8's own memory opcodes: lane permutes through
; the LDS crossbar (ds_bpermute_b32, ds_permute_b32), 16-bit format buffer
; loads and stores (buffer_load_format_d16_*, buffer_store_format_d16_*,
; tbuffer_load_format_d16_*, tbuffer_store_format_d16_*) and a d16 image
; load and store. The 16-bit values go from load to store unchanged.
define amdgpu_cs void @main(<4 x i32> inreg %buf, <8 x i32> inreg %img, i32 %lane, i32 %idx) {
  %p = call i32 @llvm.amdgcn.ds.bpermute(i32 %lane, i32 %idx)
  %q = call i32 @llvm.amdgcn.ds.permute(i32 %lane, i32 %p)
  %h = call half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32> %buf, i32 %q, i32 0, i32 0, i32 0)
  %h4 = call <4 x half> @llvm.amdgcn.struct.buffer.load.format.v4f16(<4 x i32> %buf, i32 %idx, i32 16, i32 0, i32 1)
  %t = call half @llvm.amdgcn.struct.tbuffer.load.f16(<4 x i32> %buf, i32 %idx, i32 32, i32 0, i32 116, i32 0)
  %im = call <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32 15, i32 %idx, i32 %lane, <8 x i32> %img, i32 0, i32 0)
  call void @llvm.amdgcn.struct.buffer.store.format.v4f16(<4 x half> %h4, <4 x i32> %buf, i32 %idx, i32 64, i32 0, i32 0)
  call void @llvm.amdgcn.struct.buffer.store.format.f16(half %h, <4 x i32> %buf, i32 %lane, i32 0, i32 0, i32 2)
  call void @llvm.amdgcn.struct.tbuffer.store.f16(half %t, <4 x i32> %buf, i32 %q, i32 8, i32 0, i32 116, i32 0)
  call void @llvm.amdgcn.image.store.2d.v4f16.i32(<4 x half> %im, i32 15, i32 %lane, i32 %idx, <8 x i32> %img, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare half @llvm.amdgcn.struct.buffer.load.format.f16(<4 x i32>, i32, i32, i32, i32)
declare <4 x half> @llvm.amdgcn.struct.buffer.load.format.v4f16(<4 x i32>, i32, i32, i32, i32)
declare half @llvm.amdgcn.struct.tbuffer.load.f16(<4 x i32>, i32, i32, i32, i32, i32)
declare <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f16(<4 x half>, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.f16(half, <4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.tbuffer.store.f16(half, <4 x i32>, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f16.i32(<4 x half>, i32, i32, i32, <8 x i32>, i32, i32)
