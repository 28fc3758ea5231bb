; A hull shader writing tessellation factors to LDS and a buffer, with a barrier.
@lds = internal addrspace(3) global [64 x float] undef, align 4
define amdgpu_hs void @main(<4 x i32> inreg %tf, i32 inreg %off, i32 %rel, i32 %patch) {
  %p = getelementptr [64 x float], [64 x float] addrspace(3)* @lds, i32 0, i32 %rel
  %f = uitofp i32 %patch to float
  store float %f, float addrspace(3)* %p
  call void @llvm.amdgcn.s.barrier()
  %q = getelementptr [64 x float], [64 x float] addrspace(3)* @lds, i32 0, i32 %patch
  %g = load float, float addrspace(3)* %q
  %h = fmul float %g, 2.0
  %c = icmp eq i32 %rel, 0
  br i1 %c, label %w, label %e
w:
  %v0 = insertelement <4 x float> undef, float %h, i32 0
  %v1 = insertelement <4 x float> %v0, float %g, i32 1
  %v2 = insertelement <4 x float> %v1, float %f, i32 2
  %v3 = insertelement <4 x float> %v2, float 1.0, i32 3
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %v3, <4 x i32> %tf, i32 %patch, i32 %off, i32 1)
  br label %e
e:
  ret void
}
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
