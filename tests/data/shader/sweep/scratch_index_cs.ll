; Private arrays indexed dynamically: movrel/s_set_gpr_idx for small
; vectors, scratch buffer accesses for large arrays.
define amdgpu_cs void @main(<4 x i32> inreg %rsrc, i32 inreg %s, i32 %id) {
  %va = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %id, i32 0, i32 0)
  %vb = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %rsrc, i32 %id, i32 16, i32 0)
  %v = shufflevector <4 x float> %va, <4 x float> %vb, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %i = and i32 %id, 7
  %e = extractelement <8 x float> %v, i32 %i
  %j = and i32 %s, 7
  %ej = extractelement <8 x float> %v, i32 %j
  %w = insertelement <8 x float> %v, float %e, i32 %j
  %w2 = insertelement <8 x float> %w, float %ej, i32 %i
  %arr = alloca [64 x i32], addrspace(5)
  %k = and i32 %id, 63
  %slot = getelementptr [64 x i32], [64 x i32] addrspace(5)* %arr, i32 0, i32 %k
  store volatile i32 %s, i32 addrspace(5)* %slot
  %k2 = xor i32 %k, 17
  %slot2 = getelementptr [64 x i32], [64 x i32] addrspace(5)* %arr, i32 0, i32 %k2
  %l = load volatile i32, i32 addrspace(5)* %slot2
  %lf = bitcast i32 %l to float
  %w3 = insertelement <8 x float> %w2, float %lf, i32 0
  %lo = shufflevector <8 x float> %w3, <8 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %hi = shufflevector <8 x float> %w3, <8 x float> undef, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %lo, <4 x i32> %rsrc, i32 %id, i32 32, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %hi, <4 x i32> %rsrc, i32 %id, i32 48, i32 0)
  ret void
}
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
