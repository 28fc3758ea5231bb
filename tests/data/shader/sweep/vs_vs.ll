; A vertex shader: fetch through an index, matrix transform, position and parameter exports.
define amdgpu_vs void @main(<4 x i32> addrspace(4)* inreg %tbl, i32 %vid, i32 %iid) {
  %rp = getelementptr <4 x i32>, <4 x i32> addrspace(4)* %tbl, i32 3
  %r = load <4 x i32>, <4 x i32> addrspace(4)* %rp, !invariant.load !0
  %r0 = load <4 x i32>, <4 x i32> addrspace(4)* %tbl, !invariant.load !0
  %pos = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %r, i32 %vid, i32 0, i32 0, i32 0)
  %m = call <4 x float> @llvm.amdgcn.s.buffer.load.v4f32(<4 x i32> %r0, i32 0, i32 0)
  %n = call <4 x float> @llvm.amdgcn.s.buffer.load.v4f32(<4 x i32> %r0, i32 1020, i32 0)
  %x = fmul <4 x float> %pos, %m
  %y = call <4 x float> @llvm.fma.v4f32(<4 x float> %x, <4 x float> %n, <4 x float> %pos)
  %y0 = extractelement <4 x float> %y, i32 0
  %y1 = extractelement <4 x float> %y, i32 1
  %y2 = extractelement <4 x float> %y, i32 2
  %y3 = extractelement <4 x float> %y, i32 3
  %fi = uitofp i32 %iid to float
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %y0, float %y1, float %y2, float %y3, i1 true, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 32, i32 15, float %fi, float %y1, float 0.0, float 1.0, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 33, i32 1, float %y3, float undef, float undef, float undef, i1 false, i1 false)
  ret void
}
!0 = !{}
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.s.buffer.load.v4f32(<4 x i32>, i32, i32)
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
