//! Printing decoded state-control packets (`CONTEXT_CONTROL`, `CLEAR_STATE`,
//! `PREAMBLE_CNTL`, declared in [`crate::pm4`]).

use super::layout::fmt_fields;
use crate::pm4::{ContextControlBits, PreambleCntlWord};

fmt_fields!(ContextControlBits, PreambleCntlWord);
