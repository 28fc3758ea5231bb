//! The command-buffer call sequence: arbitrary calls with arbitrary
//! arguments into a tiny buffer never exceed its capacity, never write past
//! its length, leave it unchanged when they fail and decode back to exactly
//! the calls that returned `Ok` (the property test `tests/pm4/sequence.rs`
//! checks the same with proptest). The input's last choice picks the buffer:
//! unchecked (`CommandBuffer::new`, also when the input runs out) or
//! `for_gfx` of gfx6, gfx7 or gfx8, where calls are refused per generation.
#![no_main]

#[path = "../../pm4/sequence_support.rs"]
mod sequence_support;

use gcn::pm4::MultiDrawIndirect;
use gcn::regs::{Gfx, Space};
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use sequence_support::{Call, MAX_CAP, check_sequence_on};

struct Gen<'a, 'b>(&'a mut Unstructured<'b>);

impl Gen<'_, '_> {
    fn any<T: for<'x> libfuzzer_sys::arbitrary::Arbitrary<'x>>(&mut self) -> Result<T> {
        self.0.arbitrary()
    }

    fn space(&mut self) -> Result<Space> {
        Ok(*self
            .0
            .choose(&[Space::Config, Space::Sh, Space::Context, Space::Uconfig])?)
    }

    /// Addresses: aligned and small, arbitrary, or the extremes.
    fn addr(&mut self) -> Result<u64> {
        Ok(match self.0.int_in_range(0..=5)? {
            0 | 1 => self.0.int_in_range(0..=(1u64 << 40))? & !0xFF,
            2 => self.0.int_in_range(0..=(1u64 << 48))?,
            3 => 0,
            4 => u64::MAX,
            _ => self.0.arbitrary()?,
        })
    }

    /// 32-bit values: small, arbitrary, or the maximum.
    fn val(&mut self) -> Result<u32> {
        Ok(match self.0.int_in_range(0..=4)? {
            0 | 1 => self.0.int_in_range(0..=63)?,
            2 => u32::MAX,
            _ => self.0.arbitrary()?,
        })
    }

    /// Register offsets: small, near the end of the spaces, or arbitrary.
    fn off(&mut self) -> Result<u16> {
        Ok(match self.0.int_in_range(0..=3)? {
            0 | 1 => self.0.int_in_range(0..=0x3FF)?,
            2 => self.0.int_in_range(0x3F00..=0x3FFF)?,
            _ => self.0.arbitrary()?,
        })
    }

    /// Dword counts: small, near the NOP limits, or huge.
    fn count(&mut self) -> Result<usize> {
        Ok(match self.0.int_in_range(0..=7)? {
            6 => self.0.int_in_range(0x3FFC..=0x4001)?,
            7 => usize::MAX,
            _ => self.0.int_in_range(0..=39)?,
        })
    }

    fn words(&mut self, max: usize) -> Result<Vec<u32>> {
        let n = self.0.int_in_range(0..=max)?;
        (0..n).map(|_| self.0.arbitrary()).collect()
    }

    fn text(&mut self) -> Result<String> {
        let n = self.0.int_in_range(0..=16)?;
        let mut s = String::new();
        for _ in 0..n {
            s.push(self.0.arbitrary()?);
        }
        Ok(s)
    }

    fn multi(&mut self) -> Result<MultiDrawIndirect> {
        Ok(MultiDrawIndirect {
            data_offset: self.val()?,
            base_vtx_loc: self.off()?,
            start_inst_loc: self.off()?,
            draw_index_loc: if self.any()? { Some(self.off()?) } else { None },
            count: self.val()?,
            count_address: if self.any()? {
                Some(self.addr()?)
            } else {
                None
            },
            stride: self.val()?,
        })
    }

    fn reserved_call(&mut self) -> Result<Call> {
        use Call as C;
        Ok(match self.0.int_in_range(0..=7)? {
            0 => C::SetRegs(self.space()?, self.off()?, self.words(6)?),
            1 => C::NumInstances(self.val()?),
            2 => C::DrawIndexAuto(self.val()?, self.any()?),
            3 => C::DrawIndex2(self.val()?, self.addr()?, self.val()?, self.any()?),
            4 => C::DrawIndexOffset2(self.val()?, self.val()?, self.val()?, self.any()?),
            5 => C::DrawIndirect(self.val()?, self.off()?, self.off()?, self.any()?),
            6 => C::DispatchDirect(self.val()?, self.val()?, self.val()?, self.any()?),
            _ => C::EventWrite(self.any()?),
        })
    }

    fn call(&mut self) -> Result<Call> {
        use Call as C;
        Ok(match self.0.int_in_range(0..=82)? {
            0 => C::SetRegs(self.space()?, self.off()?, self.words(8)?),
            1 => C::SetContextRegsIndexed(self.any()?, self.off()?, self.words(4)?),
            2 => C::SetUconfigRegsIndexed(self.any()?, self.off()?, self.words(4)?),
            3 => {
                let space = self.space()?;
                let n = self.0.int_in_range(0..=6)?;
                let mut list = Vec::new();
                for _ in 0..n {
                    list.push((self.off()?, self.any()?));
                }
                if self.any()? {
                    list.sort_by_key(|p| p.0);
                }
                C::SetRegList(space, list)
            }
            4 => C::Nop(self.words(12)?),
            5 => C::Pad(self.count()?),
            6 => C::AllocEmbedded(
                self.count()?,
                *self.0.choose(&[4, 16, 256, 1, 0, 3, 1 << 31, 64])?,
                self.any()?,
            ),
            7 => C::ContextControl(self.any()?, self.any()?),
            8 => C::ClearState,
            9 => C::IndexType(self.any()?, self.any()?),
            10 => C::IndexBase(self.addr()?, self.any()?),
            11 => C::IndexBufferSize(self.val()?),
            12 => C::NumInstances(self.val()?),
            13 => C::DrawIndex2(self.val()?, self.addr()?, self.val()?, self.any()?),
            14 => C::DrawIndexAuto(self.val()?, self.any()?),
            15 => C::DrawIndexOffset2(self.val()?, self.val()?, self.val()?, self.any()?),
            16 => C::DrawIndirect(self.val()?, self.off()?, self.off()?, self.any()?),
            17 => C::DrawIndexIndirect(self.val()?, self.off()?, self.off()?, self.any()?),
            18 => C::DrawIndirectMulti(self.multi()?, self.any()?),
            19 => C::DrawIndexIndirectMulti(self.multi()?, self.any()?),
            20 => C::DrawIndexMultiAuto(
                self.val()?,
                self.any()?,
                self.any()?,
                self.any()?,
                self.any()?,
            ),
            21 => C::DispatchDirect(self.val()?, self.val()?, self.val()?, self.any()?),
            22 => C::DispatchIndirect(self.val()?, self.any()?),
            23 => C::EventWrite(self.any()?),
            24 => C::EventWriteQuery(self.any()?, self.addr()?),
            25 => C::EventWriteEop(
                self.any()?,
                self.any()?,
                self.addr()?,
                self.any()?,
                self.any()?,
                self.any()?,
            ),
            26 => C::EventWriteEos(self.any()?, self.addr()?, self.any()?, self.any()?),
            27 => C::ReleaseMem(
                self.any()?,
                self.any()?,
                self.any()?,
                self.addr()?,
                self.any()?,
            ),
            28 => C::AcquireMem(
                self.any()?,
                self.any()?,
                self.addr()?,
                self.addr()?,
                self.any()?,
            ),
            29 => C::SurfaceSync(
                self.any()?,
                self.any()?,
                self.val()?,
                self.val()?,
                self.val()?,
            ),
            30 => C::WaitRegMem(
                self.any()?,
                self.addr()?,
                self.any()?,
                self.any()?,
                self.val()?,
            ),
            31 => C::WriteData(self.any()?, self.addr()?, self.words(8)?),
            32 => C::CopyData(self.any()?, self.addr()?, self.addr()?),
            33 => C::DmaData(
                self.any()?,
                self.addr()?,
                self.addr()?,
                self.val()?,
                self.any()?,
            ),
            34 => C::CpDma(
                self.any()?,
                self.addr()?,
                self.addr()?,
                self.val()?,
                self.any()?,
            ),
            35 => C::AtomicMem(
                self.any()?,
                self.addr()?,
                self.any()?,
                self.any()?,
                self.any()?,
            ),
            36 => C::MemSemaphore(self.addr()?, self.any()?),
            37 => C::IndirectBuffer(self.any()?, self.addr()?, self.val()?, self.any()?),
            38 => C::SetPredication(
                self.any()?,
                self.addr()?,
                self.any()?,
                self.any()?,
                self.any()?,
            ),
            39 => C::CondExec(self.addr()?, self.any()?),
            40 => C::OcclusionQuery(self.addr()?, self.addr()?),
            41 => C::PfpSyncMe,
            42 => C::SetBase(self.any()?, self.addr()?, self.any()?),
            43 => C::StrmoutBufferUpdate(self.any()?, self.addr()?, self.addr()?),
            44 => C::LoadConstRam(self.addr()?, self.any()?, self.val()?),
            45 => C::WriteConstRam(self.val()?, self.words(8)?),
            46 => C::DumpConstRam(self.any()?, self.any()?, self.addr()?),
            47 => C::IncrementCeCounter(self.any()?),
            48 => C::IncrementDeCounter,
            49 => C::WaitOnCeCounter(self.any()?),
            50 => C::WaitOnDeCounterDiff(self.val()?),
            51 => C::SwitchBuffer,
            52 => C::SetPredicate(self.any()?),
            53 => C::Reset,
            54 => {
                let dwords = if self.any()? {
                    self.any()?
                } else {
                    self.0.int_in_range(0..=39)?
                };
                let n = self.0.int_in_range(0..=4)?;
                let mut calls = Vec::new();
                for _ in 0..n {
                    calls.push(self.reserved_call()?);
                }
                C::Reserve(dwords, calls)
            }
            55 => C::PushMarker(self.text()?),
            56 => C::SetMarker(self.text()?),
            57 => C::PushColorMarker(self.text()?, self.any()?),
            58 => C::PopMarker,
            59 => C::UserDataHint(self.any()?),
            60 => C::TargetSizeHint(self.any()?, self.any()?),
            61 => C::Allocate(self.count()?, self.0.int_in_range(0..=17)?, self.any()?),
            62 => C::Allocate(self.count()?, self.any()?, self.any()?),
            63 => C::Ps4DrawIndex(self.val()?, self.addr()?),
            64 => C::Ps4DrawIndexAuto(self.val()?),
            65 => C::Ps4DrawIndexOffset(self.val()?, self.val()?),
            66 => C::WaitFlipDone(self.addr()?, self.0.int_in_range(0..=19)?),
            67 => C::WaitFlipDone(self.addr()?, self.any()?),
            68 => C::PrepareFlip(self.addr()?, self.any()?),
            69 => C::DrawInit(self.any()?),
            70 => C::DispatchInit,
            71 => C::Ps4DrawIndirect(
                self.any()?,
                self.val()?,
                self.any()?,
                self.0.int_in_range(0..=17)?,
                self.0.int_in_range(0..=17)?,
            ),
            72 => C::Ps4DrawIndirectMulti(
                self.any()?,
                self.val()?,
                self.val()?,
                self.any()?,
                self.0.int_in_range(0..=17)?,
                self.val()?,
            ),
            73 => C::Ps4SetVgtControl(self.0.int_in_range(0..=0x101)?, self.any()?),
            74 => C::Ps4ResetVgtControl,
            75 => C::Ps4DispatchDirect([self.val()?, self.val()?, self.val()?], self.any()?),
            76 => C::Ps4DispatchIndirect(self.val()?, self.any()?),
            77 => C::Ps4DispatchIndirectOnMec(self.addr()?, self.any()?),
            78 => C::Ps4ComputeWait(
                self.any()?,
                self.addr()?,
                self.val()?,
                self.any()?,
                self.val()?,
            ),
            79 => C::Ps4DefaultContextState(self.any()?),
            80 => C::DingDongMarker,
            // The packets added after the corpus was built, behind one
            // choice, so that the committed inputs keep their meaning.
            82 => match self.0.int_in_range(0..=5)? {
                0 => C::PredExec(self.any()?, self.any()?),
                1 => C::Rewind(self.any()?, self.any()?),
                2 => C::CondWrite(
                    self.any()?,
                    self.addr()?,
                    self.any()?,
                    self.any()?,
                    self.addr()?,
                    self.any()?,
                ),
                3 => C::ContextRegRmw(self.any()?, self.any()?, self.any()?),
                4 => C::DrawPreamble(self.any()?, self.any()?, self.any()?),
                // The register loads and indirect writes, added later still.
                _ => match self.0.int_in_range(0..=7)? {
                    0 => C::LoadRegs(self.space()?, self.addr()?, self.any()?, {
                        let n = self.0.int_in_range(0..=4)?;
                        (0..n)
                            .map(|_| Ok((u32::from(self.off()?), self.val()?)))
                            .collect::<Result<_>>()?
                    }),
                    1 => C::SetContextRegIndirect(self.off()?, self.words(4)?),
                    2 => C::SetShRegOffset(self.off()?, self.val()?, self.any()?),
                    3 => C::SetShRegsIndexed(self.any()?, self.off()?, self.words(4)?),
                    4 => C::RegRmw(self.any()?, self.any()?, self.any()?),
                    5 => C::CondIndirectBuffer(
                        self.any()?,
                        self.addr()?,
                        (self.any()?, self.any()?),
                        (self.addr()?, self.val()?),
                        if self.any()? {
                            Some((self.addr()?, self.val()?))
                        } else {
                            None
                        },
                    ),
                    6 => {
                        // Calls recorded as one group (`all_or_nothing`).
                        let n = self.0.int_in_range(0..=3)?;
                        let mut calls = Vec::new();
                        for _ in 0..n {
                            calls.push(self.call()?);
                        }
                        C::Group(calls)
                    }
                    _ => C::Nop(Vec::new()),
                },
            },
            81 => C::Ps4ShaderWindow(
                self.any()?,
                self.any()?,
                if self.any()? {
                    self.addr()?
                } else {
                    self.0.int_in_range(0..=0xFF_FFFFu64)? << 8
                },
                self.0.int_in_range(0..=300)?,
                self.0.int_in_range(0..=120)?,
                self.val()?,
                self.any()?,
            ),
            _ => C::Nop(Vec::new()),
        })
    }
}

fn calls(u: &mut Unstructured<'_>) -> Result<(usize, Vec<Call>)> {
    let mut g = Gen(u);
    let cap = if g.0.ratio(1, 8)? {
        g.0.int_in_range(64..=MAX_CAP)?
    } else {
        g.0.int_in_range(0..=63)?
    };
    let n = g.0.int_in_range(0..=32)?;
    let mut calls = Vec::with_capacity(n);
    for _ in 0..n {
        calls.push(g.call()?);
    }
    Ok((cap, calls))
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    if let Ok((cap, calls)) = self::calls(&mut u) {
        // Chosen after the calls, so that an input written before this
        // choice existed (it reads 0 once the data runs out) keeps its meaning.
        let gfx = match u.int_in_range(0..=3u8) {
            Ok(1) => Some(Gfx::Gfx6),
            Ok(2) => Some(Gfx::Gfx7),
            Ok(3) => Some(Gfx::Gfx8),
            _ => None,
        };
        if let Err(e) = check_sequence_on(cap, gfx, &calls) {
            panic!("{e}\ncapacity {cap}, gfx {gfx:?}, calls {calls:#?}");
        }
    }
});
