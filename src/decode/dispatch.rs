//! Printing decoded compute dispatches (`DISPATCH_DIRECT`,
//! `DISPATCH_INDIRECT`, declared in [`crate::pm4`]).

use super::layout::fmt_fields;
use crate::pm4::DispatchInitiator;

fmt_fields!(DispatchInitiator);
