; A geometry shader: it copies one dword from the ES-to-GS ring to the
; GS-to-VS ring (both V#s in SGPRs, the offsets in VGPRs), then tells the
; hardware it is done with s_sendmsg GS_DONE, the GS wave id in m0.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj gs.ll -o gs.o
define amdgpu_gs void @main(<4 x i32> inreg %esgs_ring, <4 x i32> inreg %gsvs_ring, i32 inreg %gs2vs_offset, i32 inreg %gs_wave_id, i32 %es_offset, i32 %vs_offset) {
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %esgs_ring, i32 %es_offset, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.f32(float %v, <4 x i32> %gsvs_ring, i32 %vs_offset, i32 %gs2vs_offset, i32 0)
  ; MSG_GS_DONE (3) with GS_OP_NOP (0): the message id 3.
  call void @llvm.amdgcn.s.sendmsg(i32 3, i32 %gs_wave_id)
  ret void
}
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.s.sendmsg(i32, i32)
