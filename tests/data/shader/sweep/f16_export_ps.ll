; Half-precision colour export: cvt_pkrtz, packed halves and compressed exports.
define amdgpu_ps void @main(<2 x float> %uv, float %a, float %b, i32 inreg %prim) {
  %u = extractelement <2 x float> %uv, i32 0
  %v = extractelement <2 x float> %uv, i32 1
  %p0 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %u, float %v)
  %p1 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %a, float %b)
  %q = fmul <2 x half> %p0, %p1
  %r = fsub <2 x half> %q, %p1
  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %q, <2 x half> %r, i1 true, i1 true)
  ret void
}
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
