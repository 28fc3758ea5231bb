#!/bin/sh
# Builds AMD's addrlib (SI/CI path, -O2) from a Mesa checkout and the
# element-address harness beside it. Usage: build.sh <mesa checkout> <out dir>
# The Mesa sources are read in place; nothing from them is copied here.
set -e
MESA=$1
OUT=$2
HERE=$(cd "$(dirname "$0")" && pwd)
A=$MESA/src/amd/addrlib
F="-O2 -g -DADDR_FASTCALL= -DLITTLEENDIAN_CPU -DDEBUG=0 -I$A/inc -I$A/src -I$A/src/core -I$A/src/chip/gfx9 -I$A/src/chip/r800 -I$A/src/chip/gfx10 -I$A/src/chip/gfx11 -I$A/src/chip/gfx12 -w"
mkdir -p "$OUT"
for f in src/addrinterface.cpp src/core/addrlib.cpp src/core/addrlib1.cpp src/core/addrlib2.cpp \
    src/core/addrlib3.cpp src/core/addrelemlib.cpp src/core/addrobject.cpp src/core/coord.cpp \
    src/core/addrswizzler.cpp src/r800/ciaddrlib.cpp src/r800/egbaddrlib.cpp src/r800/siaddrlib.cpp; do
    g++ $F -c "$A/$f" -o "$OUT/$(basename "$f" .cpp).o"
done
g++ $F -c "$HERE/stubs.cpp" -o "$OUT/stubs.o"
g++ $F "$HERE/element_address.cpp" "$OUT"/*.o -o "$OUT/element_address"
