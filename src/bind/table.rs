//! The per-stage resource tables: layout, CPU copy, dirty ranges.

use super::{Error, Stage};

/// Dwords of one stage's tables (`0x642`, seed 000).
pub const STAGE_TABLE_DWORDS: usize = 0x642;
/// Hardware stages with tables.
pub const STAGES: usize = 7;
/// Dwords of every stage's tables: the CPU copy a [`TableStorage`] holds.
pub const TABLES_DWORDS: usize = STAGE_TABLE_DWORDS * STAGES;
/// Bytes of Liverpool's constant-engine RAM, which the tables are staged
/// in: 48 KiB, the size PS4 emulators give it (PAL's null device assumes
/// the same). On desktop gfx6-gfx8, Linux's `amdgpu` gives user space
/// 32 KiB (`ce_ram_size = 0x8000`): the tables of the first five stages of
/// [`STAGE_ORDER`] (32,040 bytes) fit there, all seven (44,856) do not.
pub const CE_RAM_BYTES: usize = 48 * 1024;
// Every stage's tables fit Liverpool's CE RAM at once (44,856 of 49,152 bytes).
static_assertions::const_assert!(TABLES_DWORDS * 4 <= CE_RAM_BYTES);
/// Tables per stage.
pub(crate) const KINDS: usize = 5;
/// (stage, table) pairs.
pub(crate) const TABLES: usize = STAGES * KINDS;

/// The stages in table order: stage `i` of this list owns dwords
/// `i × 0x642 ..` of the tables and of CE RAM ([`stage_index`] is its inverse).
pub const STAGE_ORDER: [Stage; STAGES] = Stage::ALL;

/// The index of `stage` in the tables (PS 0, VS 1, GS 2, ES 3, HS 4, LS 5,
/// CS 6; this crate's order, not Gnm's stage numbering).
pub const fn stage_index(stage: Stage) -> usize {
    match stage {
        Stage::Ps => 0,
        Stage::Vs => 1,
        Stage::Gs => 2,
        Stage::Es => 3,
        Stage::Hs => 4,
        Stage::Ls => 5,
        Stage::Cs => 6,
    }
}

/// One of a stage's five resource tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableKind {
    /// Texture descriptors (T#), 128 × 8 dwords at `0x000`.
    Textures,
    /// Read-write texture descriptors (T#), 16 × 8 dwords at `0x400`.
    RwTextures,
    /// Sampler descriptors (S#), 16 × 4 dwords at `0x480`.
    Samplers,
    /// Vertex buffer descriptors (V#), 32 × 4 dwords at `0x4C0`.
    VertexBuffers,
    /// Constant buffer descriptors (V#), 20 × 4 dwords at `0x540`.
    ConstantBuffers,
}

impl TableKind {
    /// All five, in layout order.
    pub const ALL: [TableKind; KINDS] = [
        TableKind::Textures,
        TableKind::RwTextures,
        TableKind::Samplers,
        TableKind::VertexBuffers,
        TableKind::ConstantBuffers,
    ];

    /// Index in [`TableKind::ALL`].
    pub const fn index(self) -> usize {
        match self {
            TableKind::Textures => 0,
            TableKind::RwTextures => 1,
            TableKind::Samplers => 2,
            TableKind::VertexBuffers => 3,
            TableKind::ConstantBuffers => 4,
        }
    }

    /// Dword offset of the table within its stage's `0x642` dwords.
    pub const fn offset(self) -> usize {
        match self {
            TableKind::Textures => 0x000,
            TableKind::RwTextures => 0x400,
            TableKind::Samplers => 0x480,
            TableKind::VertexBuffers => 0x4C0,
            TableKind::ConstantBuffers => 0x540,
        }
    }

    /// Slots in the table.
    pub const fn slots(self) -> usize {
        match self {
            TableKind::Textures => 128,
            TableKind::RwTextures => 16,
            TableKind::Samplers => 16,
            TableKind::VertexBuffers => 32,
            TableKind::ConstantBuffers => 20,
        }
    }

    /// Dwords per slot (8 for a T#, 4 for an S# or V#).
    pub const fn slot_dwords(self) -> usize {
        match self {
            TableKind::Textures | TableKind::RwTextures => 8,
            _ => 4,
        }
    }

    /// Dwords of the whole table.
    pub const fn dwords(self) -> usize {
        self.slots().wrapping_mul(self.slot_dwords())
    }

    /// A short name for messages.
    pub const fn name(self) -> &'static str {
        match self {
            TableKind::Textures => "texture",
            TableKind::RwTextures => "read-write texture",
            TableKind::Samplers => "sampler",
            TableKind::VertexBuffers => "vertex buffer",
            TableKind::ConstantBuffers => "constant buffer",
        }
    }
}

/// How a shader finds one table: the pointer's user SGPR pair and the
/// slots it reads (`0..slots`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableUse {
    /// First user-data register of the 64-bit pointer (`0..=14`; the
    /// pointer's low dword goes to `SPI_SHADER_USER_DATA_*_<sgpr>`).
    pub sgpr: u8,
    /// Slots the shader reads, from slot 0 (`1..=` the table's slots).
    pub slots: u16,
}

/// Which tables a stage's shader reads and where it expects their
/// pointers: the declared form of the shader's input-usage slots.
///
/// The binder writes the pointers; the shader loads them only if its
/// `RSRC2.USER_SGPR` covers them: give its stage block
/// `with_user_sgprs(sgpr + 2)` for the last pointer
/// ([`VsShader::with_user_sgprs`](crate::blocks::shader::VsShader::with_user_sgprs)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ResourceLayout {
    uses: [Option<TableUse>; KINDS],
}

impl ResourceLayout {
    /// A shader that reads no table.
    pub const fn new() -> Self {
        ResourceLayout {
            uses: [None; KINDS],
        }
    }

    /// Reads slots `0..slots` of `table` through the pointer in user SGPRs
    /// `sgpr`, `sgpr + 1` (checked by [`ResourceLayout::validate`]).
    pub const fn with_table(mut self, table: TableKind, sgpr: u8, slots: u16) -> Self {
        let u = Some(TableUse { sgpr, slots });
        match table {
            TableKind::Textures => self.uses[0] = u,
            TableKind::RwTextures => self.uses[1] = u,
            TableKind::Samplers => self.uses[2] = u,
            TableKind::VertexBuffers => self.uses[3] = u,
            TableKind::ConstantBuffers => self.uses[4] = u,
        }
        self
    }

    /// How `table` is read, if at all.
    pub const fn table(&self, table: TableKind) -> Option<TableUse> {
        match table {
            TableKind::Textures => self.uses[0],
            TableKind::RwTextures => self.uses[1],
            TableKind::Samplers => self.uses[2],
            TableKind::VertexBuffers => self.uses[3],
            TableKind::ConstantBuffers => self.uses[4],
        }
    }

    /// [`Error::BadLayout`] for a pointer pair past user SGPR 15, a slot
    /// count of 0 or over the table's, or two tables sharing an SGPR.
    pub const fn validate(&self, stage: Stage) -> Result<(), Error> {
        let mut used: u16 = 0;
        let mut k = 0;
        while k < KINDS {
            let table = match k {
                0 => TableKind::Textures,
                1 => TableKind::RwTextures,
                2 => TableKind::Samplers,
                3 => TableKind::VertexBuffers,
                _ => TableKind::ConstantBuffers,
            };
            if let Some(u) = self.table(table) {
                let pair = 3u16 << (u.sgpr & 0xF);
                if u.sgpr > 14
                    || u.slots == 0
                    || u.slots as usize > table.slots()
                    || used & pair != 0
                {
                    return Err(Error::BadLayout { stage, table });
                }
                used |= pair;
            }
            k = k.wrapping_add(1);
        }
        Ok(())
    }
}

/// The caller-owned CPU copy of every stage's tables (`TABLES_DWORDS`
/// dwords, about 44 KB).
#[derive(Debug)]
pub struct TableStorage {
    /// The descriptor words: stage `i`'s tables at `i × 0x642`.
    pub words: [u32; TABLES_DWORDS],
}

impl TableStorage {
    /// All-zero tables.
    pub const fn new() -> Self {
        TableStorage {
            words: [0; TABLES_DWORDS],
        }
    }
}

impl Default for TableStorage {
    fn default() -> Self {
        Self::new()
    }
}

/// The index of (stage, table) among the [`TABLES`] pairs.
pub(crate) const fn table_id(stage: Stage, table: TableKind) -> usize {
    stage_index(stage)
        .wrapping_mul(KINDS)
        .wrapping_add(table.index())
}

/// Dword offset of (stage, table) in the tables and in CE RAM.
pub(crate) const fn table_base(stage: Stage, table: TableKind) -> usize {
    stage_index(stage)
        .wrapping_mul(STAGE_TABLE_DWORDS)
        .wrapping_add(table.offset())
}

/// Checks that `words` are whole slots of `table` from slot `first` that
/// stay inside it; returns the slot count.
pub(crate) fn check_slots(
    stage: Stage,
    table: TableKind,
    first: usize,
    words: &[u32],
) -> Result<usize, Error> {
    let per = table.slot_dwords();
    if words.is_empty() || !words.len().is_multiple_of(per) {
        return Err(Error::BadDescriptorLength {
            table,
            dwords: words.len(),
        });
    }
    let count = words.len().checked_div(per).unwrap_or(0);
    slot_range(stage, table, first, count)?;
    Ok(count)
}

/// Checks that `count` slots from slot `first` lie inside `table`; returns
/// the end slot.
pub(crate) fn slot_range(
    stage: Stage,
    table: TableKind,
    first: usize,
    count: usize,
) -> Result<usize, Error> {
    first
        .checked_add(count)
        .filter(|&e| e <= table.slots())
        .ok_or(Error::SlotOutOfRange {
            stage,
            table,
            slot: first,
            count,
        })
}

/// Bit mask of slots `0..n` (`n <= 128`).
pub(crate) const fn prefix_mask(n: usize) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n).wrapping_sub(1)
    }
}

/// The binder's bookkeeping for one (stage, table).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TableState {
    /// Slots some setter has filled.
    pub filled: u128,
    /// Slots whose CE RAM copy may differ from the CPU copy.
    pub ce_dirty: u128,
    /// Whether the contents changed since the last dump.
    pub changed: bool,
    /// Slots the last dump (or arena copy) holds; 0 before the first.
    pub dumped_slots: u16,
    /// GPU address of the last dump.
    pub dumped_at: u64,
    /// Dumps of this table in this binder's lifetime.
    pub dumps: u32,
    /// The ring slot of the next dump (`dumps` modulo the ring's slots).
    pub pos: u32,
}

impl TableState {
    /// A table nothing filled, whose CE RAM contents are unknown.
    pub const NEW: TableState = TableState {
        filled: 0,
        ce_dirty: u128::MAX,
        changed: true,
        dumped_slots: 0,
        dumped_at: 0,
        dumps: 0,
        pos: 0,
    };
}
