// The SI/CI harness does not build addrlib's gfx9+ back ends: these make
// AddrCreate refuse those engines instead of linking them.
#include "addrlib.h"
namespace Addr {
Lib* Gfx9HwlInit (const Client*) { return 0; }
Lib* Gfx10HwlInit(const Client*) { return 0; }
Lib* Gfx11HwlInit(const Client*) { return 0; }
Lib* Gfx12HwlInit(const Client*) { return 0; }
}
