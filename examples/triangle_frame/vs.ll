; The triangle frame's vertex shader (LLVM IR for the AMDGPU backend).
; Compiled, and committed beside this file, with
;   llc-14 -mtriple=amdgcn-- -mcpu=bonaire -filetype=obj vs.ll -o vs.o
;
; Like every PS4 vertex shader it first calls its fetch shader, which
; `gcn::shader::fetch` generates from the frame's vertex layout:
;   s[0:1]  user data 0..1: the fetch shader's address (s_swappc_b64 jumps
;           there and leaves the return address in the same pair)
;   s[2:3]  user data 2..3: the vertex buffer table (one V# per input)
;   v0      the vertex index
; and returns the position in v[4:7] and the texture coordinate in v[8:9],
; having loaded the two V#s into s[8:15]. LLVM has no calling convention for
; that subroutine, so one inline-assembly statement names what the call
; reads, writes and clobbers.
define amdgpu_vs void @main(i64 inreg %fetch_shader, i64 inreg %vertex_table, i32 %vertex_index) {
  %in = call { <4 x float>, <2 x float> } asm sideeffect "s_swappc_b64 s[0:1], s[0:1]", "={v[4:7]},={v[8:9]},{s[0:1]},{s[2:3]},{v0},~{s[0:1]},~{s[8:15]}"(i64 %fetch_shader, i64 %vertex_table, i32 %vertex_index)
  %pos = extractvalue { <4 x float>, <2 x float> } %in, 0
  %uv = extractvalue { <4 x float>, <2 x float> } %in, 1
  %x = extractelement <4 x float> %pos, i32 0
  %y = extractelement <4 x float> %pos, i32 1
  %z = extractelement <4 x float> %pos, i32 2
  %w = extractelement <4 x float> %pos, i32 3
  %u = extractelement <2 x float> %uv, i32 0
  %v = extractelement <2 x float> %uv, i32 1
  ; Parameter 0: the texture coordinate (x and y only; the PS reads no more).
  call void @llvm.amdgcn.exp.f32(i32 32, i32 3, float %u, float %v, float undef, float undef, i1 false, i1 false)
  ; Position 0, the last position export (done).
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %x, float %y, float %z, float %w, i1 true, i1 false)
  ret void
}
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
