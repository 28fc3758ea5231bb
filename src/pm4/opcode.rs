//! Type-3 opcodes (`IT_OPCODE`).

macro_rules! opcodes {
    ($( $(#[$m:meta])* $name:ident = $val:expr, )*) => {
        open_enum! {
            /// A type-3 packet opcode (`IT_OPCODE`, header bits `[15:8]`).
            ///
            /// Holds every opcode of gfx6, gfx7 and gfx8 named by AMD (plus the
            /// few gfx6 opcodes only the open-source Linux driver names). The
            /// variant doc gives the generations that have the opcode.
            /// `COND_INDIRECT_BUFFER` shares `0x3F` with `INDIRECT_BUFFER`; for
            /// that value [`Opcode::name`] answers `INDIRECT_BUFFER`.
            pub struct Opcode(u8): 8 bits {
                $( $(#[$m])* $name = $val, )*
            }
        }

        impl Opcode {
            /// Every `(name, opcode)` pair, including names that share a value.
            pub const NAMED: &'static [(&'static str, Opcode)] = &[
                $( (stringify!($name), Opcode::$name), )*
                ("ATOMIC", Opcode::ATOMIC_MEM),
                ("INDIRECT_BUFFER_CNST", Opcode::INDIRECT_BUFFER_CONST),
            ];
        }
    };
}

opcodes! {
        /// `IT_NOP` (gfx6-gfx8).
        NOP = 0x10,
        /// `IT_SET_BASE` (gfx6-gfx8).
        SET_BASE = 0x11,
        /// `IT_CLEAR_STATE` (gfx6-gfx8).
        CLEAR_STATE = 0x12,
        /// `IT_INDEX_BUFFER_SIZE` (gfx6-gfx8).
        INDEX_BUFFER_SIZE = 0x13,
        /// `IT_DISPATCH_DIRECT` (gfx6-gfx8).
        DISPATCH_DIRECT = 0x15,
        /// `IT_DISPATCH_INDIRECT` (gfx6-gfx8).
        DISPATCH_INDIRECT = 0x16,
        /// `IT_ATOMIC_GDS` (gfx6-gfx8).
        ATOMIC_GDS = 0x1D,
        /// `IT_ATOMIC_MEM` (gfx6-gfx8).
        ATOMIC_MEM = 0x1E,
        /// `IT_OCCLUSION_QUERY` (gfx6-gfx8).
        OCCLUSION_QUERY = 0x1F,
        /// `IT_SET_PREDICATION` (gfx6-gfx8).
        SET_PREDICATION = 0x20,
        /// `IT_REG_RMW` (gfx6-gfx8).
        REG_RMW = 0x21,
        /// `IT_COND_EXEC` (gfx6-gfx8).
        COND_EXEC = 0x22,
        /// `IT_PRED_EXEC` (gfx6-gfx8).
        PRED_EXEC = 0x23,
        /// `IT_DRAW_INDIRECT` (gfx6-gfx8).
        DRAW_INDIRECT = 0x24,
        /// `IT_DRAW_INDEX_INDIRECT` (gfx6-gfx8).
        DRAW_INDEX_INDIRECT = 0x25,
        /// `IT_INDEX_BASE` (gfx6-gfx8).
        INDEX_BASE = 0x26,
        /// `IT_DRAW_INDEX_2` (gfx6-gfx8).
        DRAW_INDEX_2 = 0x27,
        /// `IT_CONTEXT_CONTROL` (gfx6-gfx8).
        CONTEXT_CONTROL = 0x28,
        /// `IT_INDEX_TYPE` (gfx6-gfx8).
        INDEX_TYPE = 0x2A,
        /// `IT_DRAW_INDIRECT_MULTI` (gfx6-gfx8).
        DRAW_INDIRECT_MULTI = 0x2C,
        /// `IT_DRAW_INDEX_AUTO` (gfx6-gfx8).
        DRAW_INDEX_AUTO = 0x2D,
        /// `IT_DRAW_INDEX_IMMD` (gfx6).
        DRAW_INDEX_IMMD = 0x2E,
        /// `IT_NUM_INSTANCES` (gfx6-gfx8).
        NUM_INSTANCES = 0x2F,
        /// `IT_DRAW_INDEX_MULTI_AUTO` (gfx6-gfx8).
        DRAW_INDEX_MULTI_AUTO = 0x30,
        /// `IT_INDIRECT_BUFFER_SI` (gfx6).
        INDIRECT_BUFFER_SI = 0x32,
        /// `IT_INDIRECT_BUFFER_CONST` (gfx6-gfx8).
        INDIRECT_BUFFER_CONST = 0x33,
        /// `IT_STRMOUT_BUFFER_UPDATE` (gfx6-gfx8).
        STRMOUT_BUFFER_UPDATE = 0x34,
        /// `IT_DRAW_INDEX_OFFSET_2` (gfx6-gfx8).
        DRAW_INDEX_OFFSET_2 = 0x35,
        /// `IT_DRAW_PREAMBLE` (gfx7, gfx8).
        DRAW_PREAMBLE = 0x36,
        /// `IT_WRITE_DATA` (gfx6-gfx8).
        WRITE_DATA = 0x37,
        /// `IT_DRAW_INDEX_INDIRECT_MULTI` (gfx6-gfx8).
        DRAW_INDEX_INDIRECT_MULTI = 0x38,
        /// `IT_MEM_SEMAPHORE` (gfx6-gfx8).
        MEM_SEMAPHORE = 0x39,
        /// `IT_MPEG_INDEX` (gfx6).
        MPEG_INDEX = 0x3A,
        /// `IT_COPY_DW` (gfx6, gfx7).
        COPY_DW = 0x3B,
        /// `IT_WAIT_REG_MEM` (gfx6-gfx8).
        WAIT_REG_MEM = 0x3C,
        /// `IT_MEM_WRITE` (gfx6).
        MEM_WRITE = 0x3D,
        /// `IT_INDIRECT_BUFFER` (gfx6-gfx8).
        INDIRECT_BUFFER = 0x3F,
        /// `IT_COND_INDIRECT_BUFFER` (gfx6-gfx8).
        COND_INDIRECT_BUFFER = 0x3F,
        /// `IT_COPY_DATA` (gfx6-gfx8).
        COPY_DATA = 0x40,
        /// `IT_CP_DMA` (gfx6-gfx8).
        CP_DMA = 0x41,
        /// `IT_PFP_SYNC_ME` (gfx6-gfx8).
        PFP_SYNC_ME = 0x42,
        /// `IT_SURFACE_SYNC` (gfx6-gfx8).
        SURFACE_SYNC = 0x43,
        /// `IT_ME_INITIALIZE` (gfx6).
        ME_INITIALIZE = 0x44,
        /// `IT_COND_WRITE` (gfx6-gfx8).
        COND_WRITE = 0x45,
        /// `IT_EVENT_WRITE` (gfx6-gfx8).
        EVENT_WRITE = 0x46,
        /// `IT_EVENT_WRITE_EOP` (gfx6-gfx8).
        EVENT_WRITE_EOP = 0x47,
        /// `IT_EVENT_WRITE_EOS` (gfx6-gfx8).
        EVENT_WRITE_EOS = 0x48,
        /// `IT_RELEASE_MEM` (gfx7, gfx8).
        RELEASE_MEM = 0x49,
        /// `IT_PREAMBLE_CNTL` (gfx6-gfx8).
        PREAMBLE_CNTL = 0x4A,
        /// `IT_DMA_DATA` (gfx7, gfx8).
        DMA_DATA = 0x50,
        /// `IT_CONTEXT_REG_RMW` (gfx6-gfx8).
        CONTEXT_REG_RMW = 0x51,
        /// `IT_ONE_REG_WRITE` (gfx6).
        ONE_REG_WRITE = 0x57,
        /// `IT_ACQUIRE_MEM` (gfx7, gfx8).
        ACQUIRE_MEM = 0x58,
        /// `IT_REWIND` (gfx7, gfx8).
        REWIND = 0x59,
        /// `IT_LOAD_UCONFIG_REG` (gfx7, gfx8).
        LOAD_UCONFIG_REG = 0x5E,
        /// `IT_LOAD_SH_REG` (gfx6-gfx8).
        LOAD_SH_REG = 0x5F,
        /// `IT_LOAD_CONFIG_REG` (gfx6-gfx8).
        LOAD_CONFIG_REG = 0x60,
        /// `IT_LOAD_CONTEXT_REG` (gfx6-gfx8).
        LOAD_CONTEXT_REG = 0x61,
        /// `IT_LOAD_SH_REG_INDEX` (gfx8).
        LOAD_SH_REG_INDEX = 0x63,
        /// `IT_SET_CONFIG_REG` (gfx6-gfx8).
        SET_CONFIG_REG = 0x68,
        /// `IT_SET_CONTEXT_REG` (gfx6-gfx8).
        SET_CONTEXT_REG = 0x69,
        /// `IT_SET_CONTEXT_REG_INDIRECT` (gfx6-gfx8).
        SET_CONTEXT_REG_INDIRECT = 0x73,
        /// `IT_SET_SH_REG` (gfx6-gfx8).
        SET_SH_REG = 0x76,
        /// `IT_SET_SH_REG_OFFSET` (gfx6-gfx8).
        SET_SH_REG_OFFSET = 0x77,
        /// `IT_SET_QUEUE_REG` (gfx7, gfx8).
        SET_QUEUE_REG = 0x78,
        /// `IT_SET_UCONFIG_REG` (gfx7, gfx8).
        SET_UCONFIG_REG = 0x79,
        /// `IT_SCRATCH_RAM_WRITE` (gfx6-gfx8).
        SCRATCH_RAM_WRITE = 0x7D,
        /// `IT_SCRATCH_RAM_READ` (gfx6-gfx8).
        SCRATCH_RAM_READ = 0x7E,
        /// `IT_LOAD_CONST_RAM` (gfx6-gfx8).
        LOAD_CONST_RAM = 0x80,
        /// `IT_WRITE_CONST_RAM` (gfx6-gfx8).
        WRITE_CONST_RAM = 0x81,
        /// `IT_DUMP_CONST_RAM` (gfx6-gfx8).
        DUMP_CONST_RAM = 0x83,
        /// `IT_INCREMENT_CE_COUNTER` (gfx6-gfx8).
        INCREMENT_CE_COUNTER = 0x84,
        /// `IT_INCREMENT_DE_COUNTER` (gfx6-gfx8).
        INCREMENT_DE_COUNTER = 0x85,
        /// `IT_WAIT_ON_CE_COUNTER` (gfx6-gfx8).
        WAIT_ON_CE_COUNTER = 0x86,
        /// `IT_WAIT_ON_DE_COUNTER` (gfx6).
        WAIT_ON_DE_COUNTER = 0x87,
        /// `IT_WAIT_ON_DE_COUNTER_DIFF` (gfx6-gfx8).
        WAIT_ON_DE_COUNTER_DIFF = 0x88,
        /// `IT_SWITCH_BUFFER` (gfx6-gfx8).
        SWITCH_BUFFER = 0x8B,
        /// `IT_INDEX_ATTRIBUTES_INDIRECT` (gfx7, gfx8).
        INDEX_ATTRIBUTES_INDIRECT = 0x91,
        /// `IT_SET_SH_REG_INDEX` (gfx7, gfx8).
        SET_SH_REG_INDEX = 0x9B,
        /// `IT_DUMP_CONST_RAM_OFFSET` (gfx8).
        DUMP_CONST_RAM_OFFSET = 0x9E,
        /// `IT_LOAD_CONTEXT_REG_INDEX` (gfx8).
        LOAD_CONTEXT_REG_INDEX = 0x9F,
        /// `IT_SET_RESOURCES` (gfx7, gfx8).
        SET_RESOURCES = 0xA0,
        /// `IT_MAP_PROCESS` (gfx7, gfx8).
        MAP_PROCESS = 0xA1,
        /// `IT_MAP_QUEUES` (gfx7, gfx8).
        MAP_QUEUES = 0xA2,
        /// `IT_UNMAP_QUEUES` (gfx7, gfx8).
        UNMAP_QUEUES = 0xA3,
        /// `IT_QUERY_STATUS` (gfx7, gfx8).
        QUERY_STATUS = 0xA4,
        /// `IT_RUN_LIST` (gfx7, gfx8).
        RUN_LIST = 0xA5,
}

impl Opcode {
    /// The opcode AMD (or an alias AMD's header uses, such as `ATOMIC` or
    /// `INDIRECT_BUFFER_CNST`) calls `name`; `IT_` prefix optional.
    pub fn from_name(name: &str) -> Option<Opcode> {
        let name = name.strip_prefix("IT_").unwrap_or(name);
        Opcode::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|&(_, op)| op)
    }
}
