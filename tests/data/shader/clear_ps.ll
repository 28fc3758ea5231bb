; A pixel shader like gcn::shader::builtin::clear_ps(4, ColorExport::Float32):
; it exports to colour target 0 the colour in user SGPRs s4..s7, as four
; 32-bit floats. Its arguments are what the hardware loads into its SGPRs:
; the eight user SGPRs s0..s7, then the primitive mask in s8, which radeonsi
; declares as the SGPR input after a pixel shader's user SGPRs
; (si_shader_args.c, SI_PARAM_PRIM_MASK). Compiled, and committed beside
; this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj clear_ps.ll -o clear_ps.o
; and clear_ps_fiji.o, clear_ps_tonga.o the same with -mcpu=fiji, -mcpu=tonga.
define amdgpu_ps void @main(i32 inreg %u0, i32 inreg %u1, i32 inreg %u2, i32 inreg %u3, float inreg %r, float inreg %g, float inreg %b, float inreg %a, i32 inreg %prim_mask) {
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %r, float %g, float %b, float %a, i1 true, i1 true)
  ret void
}
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
