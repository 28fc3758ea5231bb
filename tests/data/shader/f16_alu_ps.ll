; A pixel shader whose half-precision and 16-bit integer arithmetic and
; compares are gfx8's own VOP2 and VOPC opcodes: half add, subtract,
; multiply, multiply-add, minimum, maximum, ldexp and ordered/unordered
; compares, 16-bit add, subtract, multiply, shifts, minimum/maximum and
; signed/unsigned compares, returned as float.
define amdgpu_ps float @main(float %x, float %y, i32 %n, i32 %m, i32 %o) #0 {
  %a = fptrunc float %x to half
  %b = fptrunc float %y to half
  %s = fadd half %a, %b
  %d = fsub half %s, %a
  %p = fmul half %d, %b
  %q = fmul half %p, 0xH3C00
  %mk = fmul half %q, 0xH4D00
  %mka = fadd half %mk, %a
  %mkb = fmul half %mka, %b
  %mkc = fadd half %mkb, 0xH4600
  %mad = call half @llvm.fmuladd.f16(half %mkc, half %b, half %s)
  %mx = call half @llvm.maxnum.f16(half %mad, half %a)
  %mn = call half @llvm.minnum.f16(half %mx, half %b)
  %n16 = trunc i32 %n to i16
  %m16 = trunc i32 %m to i16
  %ld = call half @llvm.amdgcn.ldexp.f16(half %mn, i32 %n)
  %c1 = fcmp olt half %ld, %a
  %c2 = fcmp uge half %ld, %b
  %c3 = fcmp oeq half %ld, 0xH4000
  %ia = add i16 %n16, %m16
  %o16 = trunc i32 %o to i16
  %is = sub i16 %o16, %ia
  %im = mul i16 %is, %m16
  %sh = shl i16 %im, %n16
  %lr = lshr i16 %sh, %m16
  %ar = ashr i16 %lr, %n16
  %umx = call i16 @llvm.umax.i16(i16 %ar, i16 %m16)
  %smn = call i16 @llvm.smin.i16(i16 %umx, i16 %n16)
  %smx = call i16 @llvm.smax.i16(i16 %smn, i16 %m16)
  %umn = call i16 @llvm.umin.i16(i16 %smx, i16 %n16)
  %c4 = icmp slt i16 %umn, %m16
  %c5 = icmp ugt i16 %umn, %o16
  %c6 = icmp eq i16 %umn, 7
  %c12 = and i1 %c1, %c2
  %c34 = xor i1 %c3, %c4
  %c56 = or i1 %c5, %c6
  %cc = and i1 %c12, %c34
  %call = or i1 %cc, %c56
  %hi = uitofp i16 %umn to half
  %v = select i1 %call, half %hi, half %ld
  %out = fpext half %v to float
  ret float %out
}

declare half @llvm.fmuladd.f16(half, half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.amdgcn.ldexp.f16(half, i32)
declare i16 @llvm.umax.i16(i16, i16)
declare i16 @llvm.smin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)

attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
