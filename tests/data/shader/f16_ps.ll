; A pixel shader whose half-precision operations are gfx8's own VOP1
; opcodes: the interpolated float goes through half square root, floor,
; ceiling, truncation, rounding, exp2, log2 and the 16-bit integer
; conversions, and returns as float.
define amdgpu_ps float @main(float %x, i32 %n) {
  %h = fptrunc float %x to half
  %s = call half @llvm.sqrt.f16(half %h)
  %f = call half @llvm.floor.f16(half %s)
  %c = call half @llvm.ceil.f16(half %f)
  %t = call half @llvm.trunc.f16(half %c)
  %r = call half @llvm.rint.f16(half %t)
  %e = call half @llvm.exp2.f16(half %r)
  %l = call half @llvm.log2.f16(half %e)
  %i = fptoui half %l to i16
  %n16 = trunc i32 %n to i16
  %k = xor i16 %i, %n16
  %u = uitofp i16 %k to half
  %j = fptosi half %u to i16
  %v = sitofp i16 %j to half
  %out = fpext half %v to float
  ret float %out
}

declare half @llvm.sqrt.f16(half)
declare half @llvm.floor.f16(half)
declare half @llvm.ceil.f16(half)
declare half @llvm.trunc.f16(half)
declare half @llvm.rint.f16(half)
declare half @llvm.exp2.f16(half)
declare half @llvm.log2.f16(half)
