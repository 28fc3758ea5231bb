; A geometry shader that emits and cuts through s_sendmsg, with waits.
define amdgpu_gs void @main(i32 inreg %gsvs, i32 inreg %wave, <4 x i32> inreg %ring, i32 %a, i32 %b) {
  %x = add i32 %a, %b
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %x, <4 x i32> %ring, i32 %a, i32 %gsvs, i32 3)
  call void @llvm.amdgcn.s.sendmsg(i32 34, i32 %wave)
  call void @llvm.amdgcn.s.sendmsg(i32 18, i32 %wave)
  call void @llvm.amdgcn.s.sendmsg(i32 50, i32 %wave)
  call void @llvm.amdgcn.s.waitcnt(i32 0)
  call void @llvm.amdgcn.s.sleep(i32 2)
  %t = call i64 @llvm.amdgcn.s.memtime()
  %tl = trunc i64 %t to i32
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %tl, <4 x i32> %ring, i32 %b, i32 0, i32 0)
  call void @llvm.amdgcn.s.sendmsg(i32 3, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.s.sendmsg(i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.sleep(i32)
declare void @llvm.amdgcn.s.sethalt(i32)
declare i64 @llvm.amdgcn.s.memtime()
