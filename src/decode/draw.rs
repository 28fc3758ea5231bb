//! Printing decoded draw packets (`INDEX_TYPE`, `INDEX_BASE`,
//! `INDEX_BUFFER_SIZE`, `NUM_INSTANCES`, `DRAW_*`, declared in
//! [`crate::pm4`]).

use super::layout::fmt_fields;
use crate::pm4::{
    DrawIndexLoc, DrawInitiator, IndexBaseHi, IndexTypeWord, MultiAutoWord, ShRegLoc,
};

fmt_fields!(
    DrawInitiator,
    IndexTypeWord,
    IndexBaseHi,
    ShRegLoc,
    DrawIndexLoc,
    MultiAutoWord
);
