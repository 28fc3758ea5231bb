; An export shader (the vertex shader before a geometry shader): it writes
; its vertex's position, computed from the vertex index and scaled by a
; constant read through a V#, to the ES-to-GS ring, whose V# and this
; vertex's offset in it come in SGPRs.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj es.ll -o es.o
define amdgpu_es void @main(<4 x i32> inreg %constants, <4 x i32> inreg %esgs_ring, i32 inreg %es2gs_offset, i32 %vertex_id) {
  %scale = call float @llvm.amdgcn.s.buffer.load.f32(<4 x i32> %constants, i32 0, i32 0)
  %v = uitofp i32 %vertex_id to float
  %x = fmul float %v, %scale
  %p0 = insertelement <4 x float> undef, float %x, i32 0
  %p1 = insertelement <4 x float> %p0, float %x, i32 1
  %p2 = insertelement <4 x float> %p1, float 0.0, i32 2
  %p3 = insertelement <4 x float> %p2, float 1.0, i32 3
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %p3, <4 x i32> %esgs_ring, i32 0, i32 %es2gs_offset, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
declare float @llvm.amdgcn.s.buffer.load.f32(<4 x i32>, i32, i32)
