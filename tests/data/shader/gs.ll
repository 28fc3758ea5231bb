; A geometry shader: it copies one dword from the ES-to-GS ring to the
; GS-to-VS ring (both V#s in SGPRs, the offsets in VGPRs), and writes the
; GS wave id (which a GS gives s_sendmsg GS_DONE in m0; the message is left
; out here, as the crate's decoder does not read s_sendmsg) after it.
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj gs.ll -o gs.o
define amdgpu_gs void @main(<4 x i32> inreg %esgs_ring, <4 x i32> inreg %gsvs_ring, i32 inreg %gs2vs_offset, i32 inreg %gs_wave_id, i32 %es_offset, i32 %vs_offset) {
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %esgs_ring, i32 %es_offset, i32 0, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.f32(float %v, <4 x i32> %gsvs_ring, i32 %vs_offset, i32 %gs2vs_offset, i32 0)
  %id = bitcast i32 %gs_wave_id to float
  %next = add i32 %vs_offset, 4
  call void @llvm.amdgcn.raw.buffer.store.f32(float %id, <4 x i32> %gsvs_ring, i32 %next, i32 %gs2vs_offset, i32 0)
  ret void
}
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
