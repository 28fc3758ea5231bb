; Wave reductions and lane shuffles: DPP row shifts and broadcasts,
; readlane, readfirstlane, ballot, icmp, ds_swizzle, ds_permute.
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, i32 inreg %lane, i32 %id) {
  %v = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
  %a1 = add i32 %v, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a1, i32 274, i32 15, i32 15, i1 false)
  %a2 = add i32 %a1, %d2
  %d3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a2, i32 276, i32 15, i32 14, i1 false)
  %a3 = add i32 %a2, %d3
  %d4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a3, i32 280, i32 15, i32 12, i1 false)
  %a4 = add i32 %a3, %d4
  %d5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a4, i32 322, i32 10, i32 15, i1 false)
  %a5 = add i32 %a4, %d5
  %d6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %a5, i32 323, i32 12, i32 15, i1 false)
  %a6 = add i32 %a5, %d6
  %m1 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %a6, i32 312, i32 15, i32 15, i1 true)
  %m2 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m1, i32 308, i32 15, i32 15, i1 false)
  %m3 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m2, i32 27, i32 15, i32 15, i1 false)
  %m4 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m3, i32 321, i32 15, i32 15, i1 false)
  %m5 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m4, i32 320, i32 15, i32 15, i1 false)
  %m6 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m5, i32 316, i32 15, i32 15, i1 false)
  %m7 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m6, i32 304, i32 15, i32 15, i1 false)
  %m8 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %m7, i32 264, i32 15, i32 15, i1 false)
  %fl = bitcast i32 %m8 to float
  %fdi = call i32 @llvm.amdgcn.update.dpp.i32(i32 %m8, i32 %m8, i32 290, i32 15, i32 15, i1 false)
  %fd = bitcast i32 %fdi to float
  %fs = fadd float %fd, %fl
  %fi = bitcast float %fs to i32
  %rl = call i32 @llvm.amdgcn.readlane(i32 %fi, i32 63)
  %rl2 = call i32 @llvm.amdgcn.readlane(i32 %fi, i32 %lane)
  %rf = call i32 @llvm.amdgcn.readfirstlane(i32 %a6)
  %wl = call i32 @llvm.amdgcn.writelane(i32 %rl, i32 5, i32 %fi)
  %c = icmp ugt i32 %wl, %rf
  %bal = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %cnt = call i64 @llvm.ctpop.i64(i64 %bal)
  %cnt32 = trunc i64 %cnt to i32
  %ic = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %wl, i32 %rl2, i32 34)
  %fc = call i64 @llvm.amdgcn.fcmp.i64.f32(float %fs, float 1.0, i32 4)
  %x = xor i64 %ic, %fc
  %lo = trunc i64 %x to i32
  %mb = call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo, i32 0)
  %mb2 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %mb)
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %mb2, i32 31775)
  %sw2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %sw, i32 32799)
  %addr = shl i32 %id, 2
  %pm = call i32 @llvm.amdgcn.ds.permute(i32 %addr, i32 %sw2)
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %pm)
  %t = add i32 %bp, %cnt32
  %t2 = add i32 %t, %rl2
  %t3 = call i32 @llvm.amdgcn.wwm.i32(i32 %t2)
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %t3, <4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
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
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.wwm.i32(i32)
