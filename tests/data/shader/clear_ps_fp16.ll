; A pixel shader like gcn::shader::builtin::clear_ps_for(gfx, 4, ColorExport::Fp16):
; it packs the colour in user SGPRs s4..s7 to 16-bit floats with
; round-toward-zero and exports it compressed to colour target 0. Its
; arguments are clear_ps.ll's: the user SGPRs s0..s7, then the primitive
; mask. Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=CPU -filetype=obj clear_ps_fp16.ll -o clear_ps_fp16_CPU.o
; for CPU tahiti, fiji and tonga.
define amdgpu_ps void @main(i32 inreg %u0, i32 inreg %u1, i32 inreg %u2, i32 inreg %u3, float inreg %r, float inreg %g, float inreg %b, float inreg %a, i32 inreg %prim_mask) {
  %lo = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %r, float %g)
  %hi = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %b, float %a)
  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %lo, <2 x half> %hi, i1 true, i1 true)
  ret void
}
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
