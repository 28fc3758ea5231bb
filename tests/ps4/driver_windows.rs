//! The driver windows added from shadPS4 `gnmdriver.cpp`
//! (`sceGnmDispatchIndirectOnMec`, `sceGnmDrawIndexIndirectMulti`,
//! `sceGnmResetVgtControl`, `sceGnmInsertDingDongMarker`): golden dwords
//! written field by field from the driver's layout.

use gcn::pm4::CommandBuffer;
use gcn::ps4::Error;
use gcn::ps4::dispatch::{DispatchOrder, dispatch_indirect_on_mec};
use gcn::ps4::draw::{
    VertexStage, draw_index_indirect_count_multi, draw_index_indirect_multi, draw_indirect_multi,
    reset_vgt_control,
};
use gcn::ps4::markers::ding_dong_marker;
use gcn::regs::AddressError;

use crate::windows::{SENTINEL, Want, disassembles_as, golden, one_short, written};

/// `write` refuses with `err` and leaves the buffer untouched.
fn refused(what: &str, err: Error, write: impl Fn(&mut CommandBuffer<'_>) -> Result<(), Error>) {
    let mut storage = [SENTINEL; 32];
    let mut cb = CommandBuffer::new(&mut storage);
    assert_eq!(write(&mut cb), Err(err), "{what}");
    assert!(cb.is_empty(), "{what}");
    assert!(
        storage.iter().all(|&w| w == SENTINEL),
        "{what}: touched the buffer"
    );
}

#[test]
fn dispatch_indirect_on_mec_golden() {
    // cmdbuf[0] = 0xC002_1602 | predicate, args lo/hi, (modifier & 0x18) | 1, NOP 0xC002_1000.
    let mut w = Want::default();
    w.row(
        0xC002_1602,
        "DISPATCH_INDIRECT header: COUNT 2, SHADER_TYPE compute",
    )
    .row(0x5678_9A00, "ADDR_LO")
    .row(0x0000_0012, "ADDR_HI")
    .row(1, "DISPATCH_INITIATOR: COMPUTE_SHADER_EN")
    .filler(0xC002_1000, 4);
    golden("dispatch_indirect_on_mec", &w, |cb| {
        dispatch_indirect_on_mec(cb, 0x12_5678_9A00, DispatchOrder::default())
    });

    let mut w = Want::default();
    w.row(
        0xC002_1603,
        "DISPATCH_INDIRECT header, predicated (modifier bit 0)",
    )
    .row(0x0000_1004, "ADDR_LO")
    .row(0, "ADDR_HI")
    .row(
        0x18 | 1,
        "DISPATCH_INITIATOR: ORDERED_APPEND_ENBL, _MODE (modifier 0x18), COMPUTE_SHADER_EN",
    )
    .filler(0xC002_1000, 4);
    let order = DispatchOrder {
        ordered_append_enbl: true,
        ordered_append_mode: true,
    };
    golden("dispatch_indirect_on_mec predicated", &w, |cb| {
        cb.set_predicate(true);
        dispatch_indirect_on_mec(cb, 0x1004, order)
    });

    one_short("dispatch_indirect_on_mec", 8, |cb| {
        dispatch_indirect_on_mec(cb, 0x1000, DispatchOrder::default())
    });
    refused("args 0", Error::NullAddress, |cb| {
        dispatch_indirect_on_mec(cb, 0, DispatchOrder::default())
    });
    refused(
        "args 2 bytes off",
        Error::Address(AddressError::Misaligned {
            field: "ADDR",
            address: 0x1002,
            align: 4,
        }),
        |cb| dispatch_indirect_on_mec(cb, 0x1002, DispatchOrder::default()),
    );
    disassembles_as(
        "dispatch_indirect_on_mec",
        &written(|cb| dispatch_indirect_on_mec(cb, 0x1000, DispatchOrder::default())),
        &["DISPATCH_INDIRECT", "NOP"],
    );
}

#[test]
fn draw_index_indirect_multi_golden() {
    // Header DrawIndexIndirectMulti with 6 body dwords: data_offset, vertex and instance
    // SGPR locations (0 = unused, else the stage's user-data offset + SGPR), max_count,
    // sizeof(DrawIndexedIndirectArgs) = 20, flags 0; then a 4-dword trailing NOP.
    let mut w = Want::default();
    w.row(
        0xC005_3800,
        "DRAW_INDEX_INDIRECT_MULTI header: COUNT 5 (6 body dwords)",
    )
    .row(0x40, "DATA_OFFSET")
    .row(0x4C + 4, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_VS_4")
    .row(0, "START_INST_LOC: unused")
    .row(12, "COUNT")
    .row(20, "STRIDE: sizeof(DrawIndexedIndirectArgs)")
    .row(0, "DRAW_INITIATOR: DI_SRC_SEL_DMA")
    .filler(0xC002_1000, 4);
    golden("draw_index_indirect_multi", &w, |cb| {
        draw_index_indirect_multi(cb, 0x40, 12, VertexStage::Vs, 4, 0)
    });
    let mut w = Want::default();
    w.row(0xC005_3801, "DRAW_INDEX_INDIRECT_MULTI header, predicated")
        .row(0, "DATA_OFFSET")
        .row(0x14C + 1, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_LS_1")
        .row(0x14C + 15, "START_INST_LOC: SPI_SHADER_USER_DATA_LS_15")
        .row(0xFFFF_FFFF, "COUNT")
        .row(20, "STRIDE")
        .row(0, "DRAW_INITIATOR")
        .filler(0xC002_1000, 4);
    golden("draw_index_indirect_multi predicated", &w, |cb| {
        cb.set_predicate(true);
        draw_index_indirect_multi(cb, 0, u32::MAX, VertexStage::Ls, 1, 15)
    });

    one_short("draw_index_indirect_multi", 11, |cb| {
        draw_index_indirect_multi(cb, 0, 1, VertexStage::Es, 0, 0)
    });
    refused(
        "draw_index_indirect_multi with SGPR 16",
        Error::ArgumentOutOfRange {
            name: "vertex_sgpr",
            value: 16,
            max: 15,
        },
        |cb| draw_index_indirect_multi(cb, 0, 1, VertexStage::Vs, 16, 0),
    );
    disassembles_as(
        "draw_index_indirect_multi",
        &written(|cb| draw_index_indirect_multi(cb, 0, 1, VertexStage::Vs, 1, 2)),
        &["DRAW_INDEX_INDIRECT_MULTI", "NOP"],
    );
}

#[test]
fn draw_indirect_multi_golden() {
    // shadPS4 gnmdriver.cpp sceGnmDrawIndirectMulti: six body dwords (data_offset, the
    // vertex and instance SGPR locations, max_count, sizeof(DrawIndirectArgs) = 16,
    // 2 for auto-index), then a 4-dword trailing NOP, 11 dwords in all. Its header
    // COUNT is 3, which would end the packet at the count; pm4_cmds.h
    // PM4CmdDrawIndirectMulti (read by liverpool.cpp) and the spec's
    // ps4.pm4_differences give the packet 6 body dwords, so COUNT 5.
    let mut w = Want::default();
    w.row(
        0xC005_2C00,
        "DRAW_INDIRECT_MULTI header: COUNT 5 (6 body dwords)",
    )
    .row(0x80, "DATA_OFFSET")
    .row(0xCC + 3, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_ES_3")
    .row(0xCC + 4, "START_INST_LOC: SPI_SHADER_USER_DATA_ES_4")
    .row(7, "COUNT")
    .row(16, "STRIDE: sizeof(DrawIndirectArgs)")
    .row(2, "DRAW_INITIATOR: DI_SRC_SEL_AUTO_INDEX")
    .filler(0xC002_1000, 4);
    golden("draw_indirect_multi", &w, |cb| {
        draw_indirect_multi(cb, 0x80, 7, VertexStage::Es, 3, 4)
    });
    let mut w = Want::default();
    w.row(0xC005_2C01, "DRAW_INDIRECT_MULTI header, predicated")
        .row(0, "DATA_OFFSET")
        .row(0, "BASE_VTX_LOC: unused")
        .row(0x4C + 15, "START_INST_LOC: SPI_SHADER_USER_DATA_VS_15")
        .row(1, "COUNT")
        .row(16, "STRIDE")
        .row(2, "DRAW_INITIATOR")
        .filler(0xC002_1000, 4);
    golden("draw_indirect_multi predicated", &w, |cb| {
        cb.set_predicate(true);
        draw_indirect_multi(cb, 0, 1, VertexStage::Vs, 0, 15)
    });

    one_short("draw_indirect_multi", 11, |cb| {
        draw_indirect_multi(cb, 0, 1, VertexStage::Ls, 0, 0)
    });
    refused(
        "draw_indirect_multi with SGPR 16",
        Error::ArgumentOutOfRange {
            name: "instance_sgpr",
            value: 16,
            max: 15,
        },
        |cb| draw_indirect_multi(cb, 0, 1, VertexStage::Vs, 1, 16),
    );
    disassembles_as(
        "draw_indirect_multi",
        &written(|cb| draw_indirect_multi(cb, 0, 1, VertexStage::Vs, 1, 2)),
        &["DRAW_INDIRECT_MULTI", "NOP"],
    );
}

#[test]
fn reset_vgt_control_golden() {
    // SetContextReg(0x2AA, 0xFF): IA_MULTI_VGT_PARAM, base (non-Neo) form.
    let mut w = Want::default();
    w.row(0xC001_6900, "SET_CONTEXT_REG header")
        .row(0x2AA, "REG_OFFSET: IA_MULTI_VGT_PARAM")
        .row(0xFF, "IA_MULTI_VGT_PARAM: PRIMGROUP_SIZE 0xFF");
    golden("reset_vgt_control", &w, reset_vgt_control);
    one_short("reset_vgt_control", 3, reset_vgt_control);
    disassembles_as(
        "reset_vgt_control",
        &written(reset_vgt_control),
        &["SET_CONTEXT_REG", "IA_MULTI_VGT_PARAM"],
    );
}

#[test]
fn ding_dong_marker_golden() {
    // WritePacket<Nop>(cmdbuf, graphics, 0, 0, 0): 4 dwords.
    let mut w = Want::default();
    w.filler(0xC002_1000, 4);
    golden("ding_dong_marker", &w, ding_dong_marker);
    one_short("ding_dong_marker", 4, ding_dong_marker);
    disassembles_as("ding_dong_marker", &written(ding_dong_marker), &["NOP"]);
}

#[test]
fn draw_index_indirect_count_multi_golden() {
    // shadPS4 gnmdriver.cpp sceGnmDrawIndexIndirectCountMulti: NOP with 2 body dwords
    // (0, then a dword left as it was), header DrawIndexIndirectCountMulti (0x9D) with
    // 9 body dwords: data_offset, vertex and instance SGPR locations, (count_addr != 0)
    // << 30, max_count, count_addr lo/hi, sizeof(DrawIndexedIndirectArgs) = 20, 0 on the
    // base console; then a trailing NOP of 2 body dwords.
    let mut w = Want::default();
    w.filler(0xC001_1000, 3)
        .row(
            0xC008_9D00,
            "DRAW_INDEX_INDIRECT_COUNT_MULTI header: COUNT 8 (9 body dwords)",
        )
        .row(0x80, "DATA_OFFSET")
        .row(0x4C + 2, "BASE_VTX_LOC: SPI_SHADER_USER_DATA_VS_2")
        .row(0x4C + 3, "START_INST_LOC: SPI_SHADER_USER_DATA_VS_3")
        .row(1 << 30, "COUNT_INDIRECT_ENABLE")
        .row(64, "COUNT: max_count")
        .row(0x3456_7890, "COUNT_ADDR_LO")
        .row(0x12, "COUNT_ADDR_HI")
        .row(20, "STRIDE: sizeof(DrawIndexedIndirectArgs)")
        .row(0, "flags: 0 on the base console")
        .filler(0xC001_1000, 3);
    golden("draw_index_indirect_count_multi", &w, |cb| {
        draw_index_indirect_count_multi(cb, 0x80, 64, 0x12_3456_7890, VertexStage::Vs, 2, 3)
    });
    // No count address: COUNT_INDIRECT_ENABLE off, the ES stage's offsets.
    let mut w = Want::default();
    w.filler(0xC001_1000, 3)
        .row(
            0xC008_9D01,
            "DRAW_INDEX_INDIRECT_COUNT_MULTI header, predicated",
        )
        .row(0, "DATA_OFFSET")
        .row(0, "BASE_VTX_LOC: unused")
        .row(0xCC + 1, "START_INST_LOC: SPI_SHADER_USER_DATA_ES_1")
        .row(0, "COUNT_INDIRECT_ENABLE off")
        .row(3, "COUNT")
        .row(0, "COUNT_ADDR_LO")
        .row(0, "COUNT_ADDR_HI")
        .row(20, "STRIDE")
        .row(0, "flags")
        .filler(0xC001_1000, 3);
    golden("draw_index_indirect_count_multi predicated", &w, |cb| {
        cb.set_predicate(true);
        draw_index_indirect_count_multi(cb, 0, 3, 0, VertexStage::Es, 0, 1)
    });
    one_short("draw_index_indirect_count_multi", 16, |cb| {
        draw_index_indirect_count_multi(cb, 0, 1, 0x1000, VertexStage::Ls, 0, 0)
    });
    refused(
        "draw_index_indirect_count_multi with a misaligned count address",
        Error::Address(AddressError::Misaligned {
            field: "COUNT_ADDR",
            address: 0x1002,
            align: 4,
        }),
        |cb| draw_index_indirect_count_multi(cb, 0, 1, 0x1002, VertexStage::Vs, 0, 0),
    );
    refused(
        "draw_index_indirect_count_multi with SGPR 16",
        Error::ArgumentOutOfRange {
            name: "instance_sgpr",
            value: 16,
            max: 15,
        },
        |cb| draw_index_indirect_count_multi(cb, 0, 1, 0, VertexStage::Vs, 0, 16),
    );
    disassembles_as(
        "draw_index_indirect_count_multi",
        &written(|cb| draw_index_indirect_count_multi(cb, 0, 1, 0x1000, VertexStage::Vs, 1, 2)),
        &["NOP", "DRAW_INDEX_INDIRECT_COUNT_MULTI", "NOP"],
    );
}
