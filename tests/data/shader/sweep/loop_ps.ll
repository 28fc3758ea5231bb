; Loops and branches with divergent control flow (exec masking, s_cbranch),
; a kill and a uniform loop.
define amdgpu_ps float @main(i32 inreg %n, float %x, float %y) {
entry:
  %c0 = fcmp olt float %x, 0.5
  br i1 %c0, label %then, label %else
then:
  %t = fmul float %x, %y
  call void @llvm.amdgcn.kill(i1 true)
  br label %loop
else:
  %e = fadd float %x, %y
  %ek = fcmp oge float %e, 0.0
  call void @llvm.amdgcn.kill(i1 %ek)
  br label %loop
loop:
  %i = phi i32 [ 0, %then ], [ 0, %else ], [ %i1, %body ]
  %acc = phi float [ %t, %then ], [ %e, %else ], [ %acc1, %body ]
  %cmp = icmp slt i32 %i, %n
  br i1 %cmp, label %body, label %done
body:
  %fi = sitofp i32 %i to float
  %m = call float @llvm.fma.f32(float %acc, float 0.75, float %fi)
  %brk = fcmp ogt float %m, %y
  %acc1 = select i1 %brk, float %y, float %m
  %i1 = add i32 %i, 1
  br i1 %brk, label %done, label %loop
done:
  %r = phi float [ %acc, %loop ], [ %acc1, %body ]
  %j = phi i32 [ %i, %loop ], [ %i1, %body ]
  %fj = uitofp i32 %j to float
  %out = fadd float %r, %fj
  ret float %out
}
declare float @llvm.fma.f32(float, float, float)
declare void @llvm.amdgcn.kill(i1)
