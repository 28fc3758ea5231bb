define amdgpu_vs void @main(<4 x float> inreg %unused, i32 %vid) {
  %f = uitofp i32 %vid to float
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %f, float %f, float 0.0, float 1.0, i1 true, i1 false)
  ret void
}
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
