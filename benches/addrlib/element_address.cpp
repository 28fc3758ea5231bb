// Element-address cost of AMD's addrlib (SI/CI path) configured as the PS4
// base GPU, for the side-by-side instruction counts in ../README.md.
//
//   element_address <tile index 10 or 13> [rows]
//
// Computes the surface info of a 4096x4096 32-bit texture on that GB_TILE_MODE
// entry, then calls AddrComputeSurfaceAddrFromCoord for every element of the
// first `rows` rows (default 64) in `addr_loop`, which callgrind counts with
// --toggle-collect=addr_loop. The printed checksum folds the byte addresses
// the same way as `address_rows` in ../tiling.rs, so equal checksums mean
// both sides computed the same 262,144 addresses.
//
// Configuration as in gcn::tiling::config (PS4_TILE_MODES,
// PS4_MACRO_TILE_MODES, PS4_ADDR_CONFIG): Sea Islands family 0x78, revision
// 0x28, GB_ADDR_CONFIG 3, 16 banks (NOOFBANK 2), 1 rank, tile indices used.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "addrinterface.h"

static const UINT_32 tile[32] = {
 0x90800310,0x90800B10,0x90801310,0x90801B10,0x90802310,0x90800308,0x90801318,0x90802318,
 0x90000304,0x90000308,0x92000310,0x92000294,0x92000318,0x90400308,0x92400310,0x924002B0,
 0x92400294,0x92400318,0x9240032C,0x9100030C,0x9100031C,0x910002B4,0x910002A4,0x91000328,
 0x910002BC,0x91000320,0x910002B8,0x90C00308,0x92C00310,0x92C00294,0x92C00318,0x00000000};
static const UINT_32 macro[16] = {0x26E8,0x26D4,0x21D0,0x21D0,0x2080,0x2040,0x1000,0x0000,
 0x36EC,0x26E8,0x21D4,0x20D0,0x1080,0x1040,0x0000,0x0000};

static void* ADDR_API al(const ADDR_ALLOCSYSMEM_INPUT* p) { return malloc(p->sizeInBytes); }
static ADDR_E_RETURNCODE ADDR_API fr(const ADDR_FREESYSMEM_INPUT* p) { free(p->pVirtAddr); return ADDR_OK; }

// The timed loop: rows 0..rows of the level, every column, one call each.
extern "C" __attribute__((noinline)) unsigned long long addr_loop(ADDR_HANDLE h,
    ADDR_COMPUTE_SURFACE_ADDRFROMCOORD_INPUT* in, unsigned rows, unsigned cols) {
  unsigned long long sum = 0;
  ADDR_COMPUTE_SURFACE_ADDRFROMCOORD_OUTPUT out;
  for (unsigned y = 0; y < rows; y++)
    for (unsigned x = 0; x < cols; x++) {
      in->x = x; in->y = y;
      memset(&out, 0, sizeof out); out.size = sizeof out;
      if (AddrComputeSurfaceAddrFromCoord(h, in, &out) != ADDR_OK) { puts("fail"); exit(1); }
      sum = sum * 31 + out.addr;
    }
  return sum;
}

int main(int argc, char** argv) {
  int index = argc > 1 ? atoi(argv[1]) : 10;
  unsigned rows = argc > 2 ? atoi(argv[2]) : 64;
  ADDR_CREATE_INPUT ci; memset(&ci, 0, sizeof ci); ci.size = sizeof ci;
  ci.chipEngine = 0xA; ci.chipFamily = 0x78; ci.chipRevision = 0x28;
  ci.callbacks.allocSysMem = al; ci.callbacks.freeSysMem = fr;
  ci.createFlags.useTileIndex = 1;
  ci.regValue.gbAddrConfig = 3; ci.regValue.noOfBanks = 2; ci.regValue.noOfRanks = 0;
  ci.regValue.pTileConfig = tile; ci.regValue.noOfEntries = 32;
  ci.regValue.pMacroTileConfig = macro; ci.regValue.noOfMacroEntries = 16;
  ADDR_CREATE_OUTPUT co; memset(&co, 0, sizeof co); co.size = sizeof co;
  if (AddrCreate(&ci, &co) != ADDR_OK) { puts("create failed"); return 1; }
  ADDR_HANDLE h = co.hLib;

  ADDR_COMPUTE_SURFACE_INFO_INPUT si; memset(&si, 0, sizeof si); si.size = sizeof si;
  ADDR_TILEINFO ti; memset(&ti, 0, sizeof ti);
  ADDR_COMPUTE_SURFACE_INFO_OUTPUT so; memset(&so, 0, sizeof so); so.size = sizeof so; so.pTileInfo = &ti;
  si.tileMode = index == 10 ? ADDR_TM_2D_TILED_THIN1 : ADDR_TM_1D_TILED_THIN1;
  si.format = ADDR_FMT_INVALID; si.bpp = 32; si.width = 4096; si.height = 4096; si.numSlices = 1;
  si.numSamples = 1; si.numMipLevels = 1; si.tileIndex = index; si.flags.texture = 1;
  if (AddrComputeSurfaceInfo(h, &si, &so) != ADDR_OK) { puts("surface info failed"); return 1; }
  fprintf(stderr, "index %d: pitch %u height %u size %llu mode %d type %d banks %u bw %u bh %u mta %u split %u pipe %d\n",
    index, so.pitch, so.height, (unsigned long long)so.surfSize, so.tileMode, so.tileType, ti.banks, ti.bankWidth,
    ti.bankHeight, ti.macroAspectRatio, ti.tileSplitBytes, ti.pipeConfig);

  ADDR_COMPUTE_SURFACE_ADDRFROMCOORD_INPUT in; memset(&in, 0, sizeof in); in.size = sizeof in;
  in.bpp = 32; in.pitch = so.pitch; in.height = so.height; in.numSlices = 1; in.numSamples = 1;
  in.tileMode = so.tileMode; in.tileType = so.tileType; in.isDepth = 0; in.pTileInfo = &ti; in.tileIndex = -1;
  unsigned long long s = addr_loop(h, &in, rows, 4096);
  printf("index %d rows %u checksum %llu\n", index, rows, s);
  AddrDestroy(h);
  return 0;
}
