; A local shader (the vertex shader before a hull shader): it writes its
; vertex's position, computed from the vertex index, to LDS, where the
; hull shader reads its patch's control points.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj ls.ll -o ls.o
define amdgpu_ls void @main(i32 inreg %lds_base, i32 %vertex_id) {
  %x = uitofp i32 %vertex_id to float
  %slot = shl i32 %vertex_id, 4
  %at = add i32 %lds_base, %slot
  %p = inttoptr i32 %at to <4 x float> addrspace(3)*
  %p0 = insertelement <4 x float> undef, float %x, i32 0
  %p1 = insertelement <4 x float> %p0, float %x, i32 1
  %p2 = insertelement <4 x float> %p1, float 0.0, i32 2
  %p3 = insertelement <4 x float> %p2, float 1.0, i32 3
  store <4 x float> %p3, <4 x float> addrspace(3)* %p, align 16
  ret void
}
