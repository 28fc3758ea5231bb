//! Crate-wide promises: one error type every module error converts into, and
//! the traps a new user met, closed.

mod errors;
mod user_traps;
