define amdgpu_ps void @main(float inreg %r, float inreg %g) {
  %p = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %r, float %g)
  %q = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 0.0, float 1.0)
  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %p, <2 x half> %q, i1 true, i1 true)
  ret void
}
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
