; 16-bit interpolation (gfx8's v_interp_p1ll_f16 / v_interp_p2_f16).
define amdgpu_ps half @main(i32 inreg %prim, float %i, float %j) {
  %p1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 1, i32 2, i1 false, i32 %prim)
  %p2 = call half @llvm.amdgcn.interp.p2.f16(float %p1, float %j, i32 1, i32 2, i1 false, i32 %prim)
  %q1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 0, i32 0, i1 true, i32 %prim)
  %q2 = call half @llvm.amdgcn.interp.p2.f16(float %q1, float %j, i32 0, i32 0, i1 true, i32 %prim)
  %r = fadd half %p2, %q2
  ret half %r
}
declare float @llvm.amdgcn.interp.p1.f16(float, i32, i32, i1, i32)
declare half @llvm.amdgcn.interp.p2.f16(float, float, i32, i32, i1, i32)
