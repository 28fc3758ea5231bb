//! Field words shared by several packet families (the selector enumerations
//! are generated in [`crate::regs::gfx7::pm4`]).

crate::regs::word! {
    /// A dword holding address bits 47..32 in its bits 15..0: `ADDRESS_HI`, `IB_BASE_HI`,
    /// `BOOL_ADDR_HI`, ... of many packets.
    #[derive(PartialEq, Eq)]
    pub struct AddressHi16 {
        /// \[15:0\]: address bits \[47:32\].
        pub address_hi: u16 [ADDRESS_HI_OFFSET, ADDRESS_HI_BITS] => with_address_hi, with_address_hi_checked, set_address_hi, set_address_hi_checked;
        /// Reserved \[31:16\].
        __: u16;
    }
}
