define amdgpu_cs void @main(<4 x i32> inreg %buf, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %x, <4 x i32> %buf, i32 0, i32 0, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
