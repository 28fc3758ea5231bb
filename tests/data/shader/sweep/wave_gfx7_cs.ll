; Lane operations every generation has: readlane, readfirstlane, writelane,
; ballot, icmp/fcmp, mbcnt and ds_swizzle.
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, i32 inreg %lane, i32 %id) {
  %v = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %rl = call i32 @llvm.amdgcn.readlane(i32 %v, i32 63)
  %rl2 = call i32 @llvm.amdgcn.readlane(i32 %v, i32 %lane)
  %rf = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %wl = call i32 @llvm.amdgcn.writelane(i32 %rl, i32 5, i32 %v)
  %c = icmp ugt i32 %wl, %rf
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %cnt = call i64 @llvm.ctpop.i64(i64 %bal)
  %cnt32 = trunc i64 %cnt to i32
  %fv = bitcast i32 %v to float
  %ic = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %wl, i32 %rl2, i32 40)
  %fc = call i64 @llvm.amdgcn.fcmp.i64.f32(float %fv, float 1.0, i32 12)
  %x = and i64 %ic, %fc
  %lo = trunc i64 %x to i32
  %mb = call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo, i32 0)
  %mb2 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %mb)
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %mb2, i32 31775)
  %sw2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %sw, i32 32799)
  %t = add i32 %sw2, %cnt32
  %t2 = add i32 %t, %rl2
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %t2, <4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane(i32)
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
