//! One declaration per block: the [`Block`] trait, the register descriptor
//! [`Reg`], the compile-time packet [`Layout`] and the `registers!` macro that
//! derives a block's fields, register list, packets and decoder from its
//! register list.

use super::{Error, RegList, RegSource, Writer};
use crate::pm4::{self, CommandBuffer};
use crate::regs::{Register, Space};

/// What every register block does: check itself, encode its packets once,
/// write them, and rebuild itself from register values.
///
/// Every block also has these as inherent methods (`encode` a `const fn`),
/// so the trait is needed only by code generic over blocks.
pub trait Block: Sized {
    /// What `decode` needs besides register values: `()`, the [`Slot`](super::Slot)
    /// of a colour target or the [`Stage`](super::shader::Stage) of a program.
    type Place: Copy;
    /// The encoded packets: a [`Packets`](super::Packets) of the block's capacity.
    type Packets: Copy;

    /// The first invalid setter argument or a combination the hardware does not accept.
    ///
    /// # Errors
    /// As the block's inherent `validate`.
    fn validate(&self) -> Result<(), Error>;

    /// Validates the block and encodes its `SET_*_REG` packets.
    ///
    /// # Errors
    /// As [`Block::validate`].
    fn encode(&self) -> Result<Self::Packets, Error>;

    /// Validates the block and writes its packets, all or nothing.
    ///
    /// # Errors
    /// As [`Block::validate`]; [`Error::Pm4`] when the buffer is too small.
    fn emit(&self, cb: &mut CommandBuffer<'_>) -> Result<(), Error>;

    /// Rebuilds the block from register values; every bit is kept and nothing is validated.
    ///
    /// # Errors
    /// [`Error::MissingRegister`] naming the first register `src` lacks.
    fn decode(place: Self::Place, src: &impl RegSource) -> Result<Self, Error>;
}

/// Whether a block is valid, told by `emit` without building an error or
/// calling out of line: `validate().is_ok()`, unless the block has an
/// inherent `valid_at_once` (method calls prefer it), as the blocks whose
/// setters check their values as they store them do (`validate_checked!`,
/// [`Viewports`](super::viewport::Viewports)): nothing failed and every
/// value was checked. `false` sends `emit` to its out-of-line path, which
/// validates in full.
pub(crate) trait ValidAtOnce {
    /// Whether the block is valid, as far as it can tell at once.
    fn valid_at_once(&self) -> bool;
}

impl<T: Block> ValidAtOnce for T {
    #[inline(always)]
    fn valid_at_once(&self) -> bool {
        self.validate().is_ok()
    }
}

/// Implements [`Block`] by the block's inherent `validate`, `encode`, `emit`
/// and `decode` (`|place, src| ...` builds the decode call).
macro_rules! impl_block {
    ($name:ident, $place:ty, $dwords:expr, |$p:pat_param, $src:ident| $decode:expr) => {
        impl $crate::blocks::Block for $name {
            type Place = $place;
            type Packets = $crate::blocks::Packets<{ $dwords }>;
            fn validate(&self) -> Result<(), $crate::blocks::Error> {
                $name::validate(self)
            }
            fn encode(&self) -> Result<Self::Packets, $crate::blocks::Error> {
                $name::encode(self)
            }
            fn emit(
                &self,
                cb: &mut $crate::pm4::CommandBuffer<'_>,
            ) -> Result<(), $crate::blocks::Error> {
                $name::emit(self, cb)
            }
            fn decode(
                $p: $place,
                $src: &impl $crate::blocks::RegSource,
            ) -> Result<Self, $crate::blocks::Error> {
                $decode
            }
        }
    };
}

/// The inherent `encode` and `emit` of a block whose method `$write`
/// appends its packets (at most `$dwords`) to a `Writer`.
macro_rules! encode_and_emit {
    ($name:ident, $dwords:expr, $write:ident) => {
        impl $name {
            /// Validates the block and encodes its packets, for re-emitting
            /// with [`Packets::emit`](crate::blocks::Packets::emit) (one copy).
            ///
            /// # Errors
            /// As `validate`.
            #[inline]
            pub const fn encode(
                &self,
            ) -> Result<$crate::blocks::Packets<{ $dwords }>, $crate::blocks::Error> {
                ctry!(self.validate());
                let mut p = $crate::blocks::Packets::new();
                let mut w = p.writer();
                self.$write(&mut w);
                let written = w.written();
                p.finish(written)
            }

            /// Validates the block and writes it, all or nothing (in place
            /// when the buffer has room for the largest block, see
            /// [`Packets`](crate::blocks::Packets)).
            ///
            /// # Errors
            /// As `validate`; [`Error::Pm4`](crate::blocks::Error::Pm4) when
            /// the buffer is too small.
            pub fn emit(
                &self,
                cb: &mut $crate::pm4::CommandBuffer<'_>,
            ) -> Result<(), $crate::blocks::Error> {
                // The fallback for blocks without an inherent `valid_at_once`.
                #[allow(unused_imports)]
                use $crate::blocks::declare::ValidAtOnce as _;
                // Only whether the block is valid at once, here: its error,
                // and every other case, come from the one out-of-line call
                // below, so the common path builds no error.
                if self.valid_at_once()
                    && $crate::blocks::emit_in_place::<{ $dwords }>(cb, |w| self.$write(w))
                {
                    return Ok(());
                }
                self.emit_staged(cb)
            }

            /// `emit` of a block that is invalid or needs the full check
            /// (the error, or the packets in place after it), or into a
            /// buffer without room for the whole capacity or one checking
            /// packets per generation: the encoded packets, copied all or
            /// nothing (or `encode`'s error).
            #[cold]
            #[inline(never)]
            fn emit_staged(
                &self,
                cb: &mut $crate::pm4::CommandBuffer<'_>,
            ) -> Result<(), $crate::blocks::Error> {
                self.validate()?;
                if $crate::blocks::emit_in_place::<{ $dwords }>(cb, |w| self.$write(w)) {
                    return Ok(());
                }
                self.encode()?.emit(cb)
            }
        }
    };
}

/// The inherent `encode` and `emit` of a block whose `write` appends its
/// packets (at most `$dwords`), and its [`Block`] implementation.
macro_rules! encode_by_write {
    ($name:ident, $dwords:expr, $place:ty, |$p:pat_param, $src:ident| $decode:expr) => {
        encode_and_emit!($name, $dwords, write);
        impl_block!($name, $place, $dwords, |$p, $src| $decode);
    };
}

/// Declares a block (or a part of one) from its register list: the struct
/// with one typed field per register, and everything derived from the list.
///
/// ```ignore
/// registers! {
///     /// Doc of the block.
///     pub struct DepthStencil {
///         render: DbRenderControl,              // a register
///         slots: [CbBlendNControl<0>; 8],       // slots 0..8 of a family
///         ia: IaMultiVgtParam [index = 1],      // written with SET_*_REG INDEX = 1
///         depth: DbDepthControl { get depth_control }, // a getter `depth_control()`
///         /// Replaces `DB_SHADER_CONTROL` (exports, Z order, kill).
///         shader: DbShaderControl { get, set with_shader_control },
///     }
///     extra { error: Option<Error> = None }     // other fields, and their decoded value
/// }
/// ```
///
/// An entry's `{ .. }` asks for its plain accessors: `get` (named as the
/// field) or `get name`, the register's value; `set name`, a builder setter
/// replacing it, documented by the entry's doc comment (or as replacing the
/// register without one).
///
/// `pub struct Name [slot] { .. }` declares a block of one slot of register
/// families (a colour target): its offsets follow a `slot: Slot` field.
///
/// Generated: `COUNT` (registers), `DWORDS` (dwords of the packets), the
/// `REGS` table, `values`, `from_values`, `list` (the registers of one space,
/// sorted by offset), `write_registers` (the packets, laid out at compile time) and
/// `read` (from a [`RegSource`]). Blocks add `validate` and their setters;
/// `block!` also generates `encode`, `emit`, `decode` and the [`Block`]
/// implementation. Registers may be declared in any order
/// (it is the order `decode` reads them in); packets and lists are sorted
/// by offset, and two registers at one offset fail the build.
macro_rules! registers {
    // Entry munching: `[done entries]` then the rest.
    (@munch $hdr:tt $extra:tt [$($done:tt)*] $f:ident : [$t:ty; $n:expr] $(, $($rest:tt)*)?) => {
        registers!(@munch $hdr $extra [$($done)* { $f ([$t; $n]) ($t) (array $n) [] [] }] $($($rest)*)?);
    };
    (@munch $hdr:tt $extra:tt [$($done:tt)*]
        $(#[doc = $d:literal])* $f:ident : $t:ty [index = $i:expr] $({ $($acc:tt)* })? $(, $($rest:tt)*)?
    ) => {
        registers!(@munch $hdr $extra
            [$($done)* { $f ($t) ($t) (index $i) [$($d)*] [$($($acc)*)?] }] $($($rest)*)?);
    };
    (@munch $hdr:tt $extra:tt [$($done:tt)*]
        $(#[doc = $d:literal])* $f:ident : $t:ty $({ $($acc:tt)* })? $(, $($rest:tt)*)?
    ) => {
        registers!(@munch $hdr $extra
            [$($done)* { $f ($t) ($t) (plain) [$($d)*] [$($($acc)*)?] }] $($($rest)*)?);
    };
    (@munch [$($hdr:tt)*] $extra:tt [$($done:tt)*]) => {
        registers!(@make [$($hdr)*] $extra [$($done)*]);
    };

    // Registers an entry adds.
    (@count (array $n:expr)) => { $n };
    (@count $kind:tt) => { 1 };

    // The descriptors of an entry, for slot `$slot`.
    (@reg $out:ident $at:ident $slot:ident ($t:ty) (plain)) => {
        $crate::blocks::declare::put_reg(&mut $out, &mut $at, $crate::blocks::Reg::of::<$t>());
    };
    (@reg $out:ident $at:ident $slot:ident ($t:ty) (index $i:expr)) => {
        $crate::blocks::declare::put_reg(
            &mut $out,
            &mut $at,
            $crate::blocks::Reg::of::<$t>().with_index($i),
        );
    };
    (@reg $out:ident $at:ident $slot:ident ($t:ty) (slot)) => {
        $crate::blocks::declare::put_reg(
            &mut $out,
            &mut $at,
            $crate::blocks::Reg::slot_of::<$t>(<$t>::slot_offset($slot), <$t>::slot_name($slot)),
        );
    };
    (@reg $out:ident $at:ident $slot:ident ($t:ty) (array $n:expr)) => {
        let mut i = 0usize;
        while i < $n {
            $crate::blocks::declare::put_reg(
                &mut $out,
                &mut $at,
                $crate::blocks::Reg::slot_of::<$t>(<$t>::slot_offset(i), <$t>::slot_name(i)),
            );
            // i < $n.
            i = i.wrapping_add(1);
        }
    };

    // The values of an entry.
    (@put $out:ident $at:ident $v:expr, (array $n:expr)) => {
        let values = $v;
        let mut i = 0usize;
        while i < $n {
            if let Some((_, [r, ..])) = values.split_at_checked(i) {
                $crate::blocks::declare::put_value(&mut $out, &mut $at, r.into_bits());
            }
            // i < $n.
            i = i.wrapping_add(1);
        }
    };
    (@put $out:ident $at:ident $v:expr, $kind:tt) => {
        $crate::blocks::declare::put_value(&mut $out, &mut $at, $v.into_bits());
    };

    // An entry's field from the values.
    (@take $v:ident $at:ident ($t:ty) (array $n:expr)) => {{
        let mut regs = [<$t>::from_bits(0); $n];
        let mut i = 0usize;
        while i < $n {
            if let Some((_, [r, ..])) = regs.split_at_mut_checked(i) {
                *r = <$t>::from_bits($crate::blocks::declare::take_value($v, &mut $at));
            }
            // i < $n.
            i = i.wrapping_add(1);
        }
        regs
    }};
    (@take $v:ident $at:ident ($t:ty) $kind:tt) => {
        <$t>::from_bits($crate::blocks::declare::take_value($v, &mut $at))
    };

    // The block's slot index (0 without slots).
    (@slot_of $self:ident []) => { 0usize };
    (@slot_of $self:ident [$s:ident]) => { $self.$s.index() };

    (@make
        [$(#[$meta:meta])* [$($mode:ident)?] $vis:vis struct $name:ident [$($slot:ident)?] ($slots:expr)]
        [$($xf:ident : $xt:ty = $xv:expr),*]
        [$({ $f:ident ($ft:ty) ($t:ty) $kind:tt $docs:tt [$($acc:tt)*] })*]
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis struct $name {
            $($slot: $crate::blocks::Slot,)?
            $($f: $ft,)*
            $($xf: $xt,)*
        }

        #[allow(dead_code)]
        impl $name {
            /// Registers the block writes.
            pub const COUNT: usize = 0 $(+ registers!(@count $kind))*;

            /// The block's registers for slot `slot` (ignored without slots), in declaration order.
            const fn regs(slot: usize) -> [$crate::blocks::Reg; $name::COUNT] {
                let _ = slot;
                let mut out = [$crate::blocks::Reg::NONE; $name::COUNT];
                let mut at = 0usize;
                $( registers!(@reg out at slot ($t) $kind); )*
                out
            }

            /// The registers of slot 0 (or of the block without slots), in declaration order.
            pub const REGS: [$crate::blocks::Reg; $name::COUNT] = $name::regs(0);

            /// Dwords of the block's packets.
            pub const DWORDS: usize = $crate::blocks::declare::dwords(&$name::REGS);

            /// The packets of every slot, laid out at compile time.
            const LAYOUTS: [$crate::blocks::Layout<{ $name::COUNT }, { $name::DWORDS }>; $slots] = {
                let mut out = [$crate::blocks::Layout::EMPTY; $slots];
                let mut slot = 0usize;
                while slot < $slots {
                    if let Some((_, [l, ..])) = out.split_at_mut_checked(slot) {
                        *l = $crate::blocks::Layout::new(&$name::regs(slot));
                    }
                    // slot < $slots.
                    slot = slot.wrapping_add(1);
                }
                out
            };

            /// The register values, in declaration order.
            const fn values(&self) -> [u32; $name::COUNT] {
                let mut out = [0u32; $name::COUNT];
                let mut at = 0usize;
                $( registers!(@put out at self.$f, $kind); )*
                out
            }

            /// The layout of the block's slot.
            const fn layout(&self) -> &$crate::blocks::Layout<{ $name::COUNT }, { $name::DWORDS }> {
                let slot = registers!(@slot_of self [$($slot)?]);
                match $name::LAYOUTS.split_at_checked(slot) {
                    Some((_, [l, ..])) => l,
                    _ => &$crate::blocks::Layout::EMPTY,
                }
            }

            /// Register stride between slots when every slot's packets are
            /// slot 0's moved by it (checked at compile time; always for a
            /// block without slots).
            const SLOT_STRIDE: Option<u16> = $crate::blocks::Layout::slot_stride(&$name::LAYOUTS);

            /// Slot 0's layout.
            const LAYOUT0: $crate::blocks::Layout<{ $name::COUNT }, { $name::DWORDS }> =
                match $name::LAYOUTS.split_at_checked(0) {
                    Some((_, [l, ..])) => *l,
                    _ => $crate::blocks::Layout::EMPTY,
                };

            /// Appends the declared registers' packets to `p` (not validated):
            /// slot 0's packets, laid out at compile time, with the offsets
            /// moved to the block's slot, or the slot's own layout.
            #[inline]
            pub(crate) const fn write_registers<const M: usize>(&self, p: &mut $crate::blocks::Writer<'_, M>) {
                match $name::SLOT_STRIDE {
                    Some(stride) => {
                        let slot = registers!(@slot_of self [$($slot)?]);
                        // slot < 8 and `slot_stride` checked every slot's offsets.
                        let delta = (slot as u16).wrapping_mul(stride);
                        $name::LAYOUT0.write_shifted(p, &self.values(), delta);
                    }
                    None => self.layout().write(p, &self.values()),
                }
            }

            /// The registers of `space`, sorted by offset.
            pub(crate) fn list<const M: usize>(&self, space: $crate::regs::Space) -> $crate::blocks::RegList<M> {
                self.layout().list(space, &self.values())
            }

            /// The block from values in declaration order.
            const fn from_values(
                $($slot: $crate::blocks::Slot,)?
                v: &[u32; $name::COUNT],
            ) -> $name {
                let mut at = 0usize;
                $name {
                    $($slot,)?
                    $($f: registers!(@take v at ($t) $kind),)*
                    $($xf: $xv,)*
                }
            }

            /// The block from register values, read in declaration order.
            pub(crate) fn read(
                $($slot: $crate::blocks::Slot,)?
                src: &(impl $crate::blocks::RegSource + ?Sized),
            ) -> Result<$name, $crate::blocks::Error> {
                let regs = $name::regs(registers!(@slot_index [$($slot)?]));
                let mut v = [0u32; $name::COUNT];
                for (value, r) in v.iter_mut().zip(regs) {
                    *value = r.read(src)?;
                }
                Ok($name::from_values($($slot,)? &v))
            }
        }

        static_assertions::const_assert!($crate::blocks::declare::complete(&$name::LAYOUTS));
        // A block of one slot writes slot 0's packets with its offsets moved
        // (every slot's layout is slot 0's shifted by a stride).
        $(static_assertions::const_assert!({
            let _ = stringify!($slot);
            $name::SLOT_STRIDE.is_some()
        });)?

        impl $name {
            $( registers!(@acc $f ($t) $docs $($acc)*); )*
        }

        registers!(@block [$($mode)?] $name [$($slot)?]);
    };

    // The accessors an entry asks for (`{ get, set with_name }`).
    (@acc $f:ident ($t:ty) $docs:tt) => {};
    (@acc $f:ident ($t:ty) $docs:tt get $g:ident $(, $($rest:tt)*)?) => {
        #[doc = concat!("The [`", stringify!($t), "`] register.")]
        #[inline]
        pub const fn $g(&self) -> $t {
            self.$f
        }
        registers!(@acc $f ($t) $docs $($($rest)*)?);
    };
    (@acc $f:ident ($t:ty) $docs:tt get $(, $($rest:tt)*)?) => {
        registers!(@acc $f ($t) $docs get $f $(, $($rest)*)?);
    };
    (@acc $f:ident ($t:ty) [] set $s:ident $(, $($rest:tt)*)?) => {
        registers!(@acc $f ($t) [concat!("Replaces the [`", stringify!($t), "`] register.")]
            set $s $(, $($rest)*)?);
    };
    (@acc $f:ident ($t:ty) [$($d:expr)+] set $s:ident $(, $($rest:tt)*)?) => {
        $(#[doc = $d])+
        #[inline]
        pub const fn $s(mut self, reg: $t) -> Self {
            self.$f = reg;
            self
        }
        registers!(@acc $f ($t) [$($d)+] $($($rest)*)?);
    };

    (@slot_index []) => { 0usize };
    (@slot_index [$s:ident]) => { $s.index() };

    (@block [] $name:ident $slot:tt) => {};
    (@block [block] $name:ident [$($slot:ident)?]) => {
        // One `SET_*_REG` per run of consecutive registers, laid out at compile time.
        encode_and_emit!($name, $name::DWORDS, write_registers);

        impl $name {
            /// Rebuilds the block from register values; every bit is kept and nothing is validated.
            ///
            /// # Errors
            /// [`Error::MissingRegister`](crate::blocks::Error::MissingRegister)
            /// naming the first register `src` lacks.
            pub fn decode($($slot: $crate::blocks::Slot,)? src: &impl $crate::blocks::RegSource) -> Result<$name, $crate::blocks::Error> {
                $name::read($($slot,)? src)
            }
        }
        registers!(@impl_block $name [$($slot)?]);
    };
    (@impl_block $name:ident []) => {
        impl_block!($name, (), $name::DWORDS, |_, src| $name::read(src));

        /// The block's documented defaults, [`new`](Self::new).
        impl Default for $name {
            fn default() -> Self {
                Self::new()
            }
        }
    };
    (@impl_block $name:ident [slot]) => {
        impl_block!($name, $crate::blocks::Slot, $name::DWORDS, |slot, src| $name::read(slot, src));
    };

    // Entry points (`block!` passes `[block]`).
    (@entry [$($mode:ident)?]
        $(#[$meta:meta])*
        $vis:vis struct $name:ident [slot] { $($body:tt)* }
        $(extra { $($xf:ident : $xt:ty = $xv:expr),* $(,)? })?
    ) => {
        registers!(@munch_slot
            [$(#[$meta])* [$($mode)?] $vis struct $name [slot] ($crate::blocks::Slot::COUNT)]
            [$($($xf : $xt = $xv),*)?] [] $($body)*);
    };
    (@entry [$($mode:ident)?]
        $(#[$meta:meta])*
        $vis:vis struct $name:ident { $($body:tt)* }
        $(extra { $($xf:ident : $xt:ty = $xv:expr),* $(,)? })?
    ) => {
        registers!(@munch
            [$(#[$meta])* [$($mode)?] $vis struct $name [] (1)]
            [$($($xf : $xt = $xv),*)?] [] $($body)*);
    };
    // Entries of a slot block: every register is the block slot's of a family.
    (@munch_slot $hdr:tt $extra:tt [$($done:tt)*]
        $(#[doc = $d:literal])* $f:ident : $t:ty $({ $($acc:tt)* })? $(, $($rest:tt)*)?
    ) => {
        registers!(@munch_slot $hdr $extra
            [$($done)* { $f ($t) ($t) (slot) [$($d)*] [$($($acc)*)?] }] $($($rest)*)?);
    };
    (@munch_slot $hdr:tt $extra:tt [$($done:tt)*]) => {
        registers!(@make $hdr $extra [$($done)*]);
    };
    ($(#[$meta:meta])* $vis:vis struct $($rest:tt)*) => {
        registers!(@entry [] $(#[$meta])* $vis struct $($rest)*);
    };
}

/// `registers!` for a whole block: also generates `encode`, `emit`,
/// `decode`, the [`Block`] implementation and, for a block without slots,
/// `Default` (its `new()`).
macro_rules! block {
    ($($body:tt)*) => {
        registers!(@entry [block] $($body)*);
    };
}

/// The `validate` of a block with a `checked: Checked` field and a
/// `validate_all` (its register-by-register check): at once when every
/// value passed its check as a setter stored it, else `validate_all`. The
/// doc comment given says what is checked.
macro_rules! validate_checked {
    ($(#[doc = $d:literal])*) => {
        $(#[doc = $d])*
        ///
        /// A block built only by setters whose arguments passed these checks as
        /// they were stored has nothing left to check, and returns at once.
        #[inline]
        pub const fn validate(&self) -> Result<(), $crate::blocks::Error> {
            if self.checked.all() {
                return Ok(());
            }
            self.validate_all()
        }

        /// Whether every value passed its check as it was stored (see
        /// `declare::ValidAtOnce`): `emit` then writes the block at once.
        #[inline(always)]
        pub(crate) const fn valid_at_once(&self) -> bool {
            self.checked.all()
        }
    };
}

/// A block's plain accessors: each states its name, its type and the field
/// (or the field's bitfield accessor) it reads or replaces; the bodies are
/// written here once.
///
/// ```ignore
/// impl DepthStencil {
///     accessors! {
///         /// `DB_DEPTH_CONTROL`.
///         get depth_control -> DbDepthControl { depth }
///         /// The primitive topology.
///         get topology -> PrimitiveType { prim.prim_type }
///         /// Replaces `DB_RENDER_OVERRIDE`.
///         set with_render_override(reg: DbRenderOverride) { override1 }
///         /// Sets `CB_COLOR_CONTROL.ROP3`.
///         set with_rop3(rop3: Rop3) { color_control.with_rop3 }
///     }
/// }
/// ```
///
/// `get` makes `pub const fn name(&self) -> T` returning the field (or
/// `field.accessor()`); `set` makes the builder `pub const fn name(self, v: T)
/// -> Self` storing `v` in the field (or `field.accessor(v)` in it). A `set`
/// followed by `check <bool expression>;` also keeps the block's `checked`
/// flag only while the expression holds (see `Checked`):
///
/// ```ignore
/// set with_mode(mode: CbMode) { color_control.with_mode } check mode.is_known();
/// ```
macro_rules! accessors {
    () => {};
    ($(#[$m:meta])* get $name:ident -> $t:ty { $f:ident } $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(&self) -> $t {
            self.$f
        }
        accessors!($($rest)*);
    };
    ($(#[$m:meta])* get $name:ident -> $t:ty { $f:ident . $g:ident } $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(&self) -> $t {
            self.$f.$g()
        }
        accessors!($($rest)*);
    };
    ($(#[$m:meta])* set $name:ident($v:ident : $t:ty) { $f:ident } check $ok:expr; $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(mut self, $v: $t) -> Self {
            self.$f = $v;
            self.checked = self.checked.and($ok);
            self
        }
        accessors!($($rest)*);
    };
    ($(#[$m:meta])* set $name:ident($v:ident : $t:ty) { $f:ident . $g:ident } check $ok:expr; $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(mut self, $v: $t) -> Self {
            self.$f = self.$f.$g($v);
            self.checked = self.checked.and($ok);
            self
        }
        accessors!($($rest)*);
    };
    ($(#[$m:meta])* set $name:ident($v:ident : $t:ty) { $f:ident } $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(mut self, $v: $t) -> Self {
            self.$f = $v;
            self
        }
        accessors!($($rest)*);
    };
    ($(#[$m:meta])* set $name:ident($v:ident : $t:ty) { $f:ident . $g:ident } $($rest:tt)*) => {
        $(#[$m])*
        #[inline]
        pub const fn $name(mut self, $v: $t) -> Self {
            self.$f = self.$f.$g($v);
            self
        }
        accessors!($($rest)*);
    };
}

/// One register a block writes: its space, offset, `SET_*_REG` `INDEX` and name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reg {
    /// The register space.
    pub space: Space,
    /// Dword offset in the space.
    pub offset: u16,
    /// `INDEX` of the `SET_*_REG` packet that writes it (0 for almost every register).
    pub index: u8,
    /// AMD's name of the register.
    pub name: &'static str,
}

impl Reg {
    /// A placeholder (context offset 0, no name).
    pub(crate) const NONE: Reg = Reg {
        space: Space::Context,
        offset: 0,
        index: 0,
        name: "",
    };

    /// The register `R`.
    pub const fn of<R: Register>() -> Reg {
        Reg {
            space: R::SPACE,
            offset: R::OFFSET,
            index: 0,
            name: R::NAME,
        }
    }

    /// A slot of the family `R` at `offset` named `name` (`R`'s own when the slot has none).
    pub(crate) const fn slot_of<R: Register>(
        offset: Option<u16>,
        name: Option<&'static str>,
    ) -> Reg {
        Reg {
            space: R::SPACE,
            offset: match offset {
                Some(o) => o,
                None => R::OFFSET,
            },
            index: 0,
            name: match name {
                Some(n) => n,
                None => R::NAME,
            },
        }
    }

    /// The same register written with `SET_*_REG` `INDEX = index`.
    pub const fn with_index(mut self, index: u8) -> Reg {
        self.index = index;
        self
    }

    /// The register's value in `src`, or [`Error::MissingRegister`] naming it.
    pub(crate) fn read<S: RegSource + ?Sized>(&self, src: &S) -> Result<u32, Error> {
        src.read(self.space, self.offset)
            .ok_or(Error::MissingRegister {
                register: self.name,
            })
    }

    /// Whether the register at `next` joins a packet that starts at `self`
    /// and holds `n` registers.
    const fn continued_by(&self, n: usize, next: &Reg) -> bool {
        self.space as u8 == next.space as u8
            && self.index == 0
            && next.index == 0
            && pm4::continues_run(self.offset, n, next.offset)
    }

    /// Whether `self` is written before `other`: the space in which a block
    /// writes first, then the offset.
    const fn before(&self, other: &Reg, first_space: Space) -> bool {
        let a = self.space as u8 != first_space as u8;
        let b = other.space as u8 != first_space as u8;
        if a != b {
            return !a;
        }
        self.offset < other.offset
    }
}

/// Stores `r` at `*at` and advances (the tables are sized by the entries).
pub(crate) const fn put_reg<const R: usize>(out: &mut [Reg; R], at: &mut usize, r: Reg) {
    if let Some((_, [slot, ..])) = out.split_at_mut_checked(*at) {
        *slot = r;
    }
    *at = at.saturating_add(1);
}

/// Stores `v` at `*at` and advances.
pub(crate) const fn put_value<const R: usize>(out: &mut [u32; R], at: &mut usize, v: u32) {
    if let Some((_, [slot, ..])) = out.split_at_mut_checked(*at) {
        *slot = v;
    }
    *at = at.saturating_add(1);
}

/// The value at `*at` (0 past the end), and advances.
pub(crate) const fn take_value<const R: usize>(values: &[u32; R], at: &mut usize) -> u32 {
    let v = match values.split_at_checked(*at) {
        Some((_, [v, ..])) => *v,
        _ => 0,
    };
    *at = at.saturating_add(1);
    v
}

/// The declaration indices of `regs` in write order: the space of the first
/// register first, then by offset.
const fn write_order<const R: usize>(regs: &[Reg; R]) -> [u8; R] {
    let mut order = [0u8; R];
    let first_space = match regs.first() {
        Some(r) => r.space,
        None => Space::Context,
    };
    // Compile-time only, R is small: an insertion sort of the indices.
    let mut i = 0usize;
    while i < R {
        let Some(r) = slot_reg(regs, i) else { break };
        let mut j = i;
        while j > 0 {
            let prev = match order.split_at_checked(j.wrapping_sub(1)) {
                Some((_, [p, ..])) => *p,
                _ => break,
            };
            let Some(p) = slot_reg(regs, prev as usize) else {
                break;
            };
            if !r.before(&p, first_space) {
                break;
            }
            set_order(&mut order, j, prev);
            j = j.wrapping_sub(1);
        }
        set_order(&mut order, j, i as u8);
        i = i.wrapping_add(1);
    }
    order
}

const fn slot_reg<const R: usize>(regs: &[Reg; R], i: usize) -> Option<Reg> {
    match regs.split_at_checked(i) {
        Some((_, [r, ..])) => Some(*r),
        _ => None,
    }
}

const fn set_order<const R: usize>(order: &mut [u8; R], at: usize, v: u8) {
    if let Some((_, [o, ..])) = order.split_at_mut_checked(at) {
        *o = v;
    }
}

/// Dwords of the packets writing `regs` (in write order, one packet per run).
pub(crate) const fn dwords<const R: usize>(regs: &[Reg; R]) -> usize {
    Layout::<R, 0>::runs(regs).1
}

/// Whether every layout is complete (its packets fill `N` dwords) and no two
/// registers of it share an offset.
pub(crate) const fn complete<const R: usize, const N: usize, const S: usize>(
    layouts: &[Layout<R, N>; S],
) -> bool {
    let mut i = 0usize;
    while i < S {
        match layouts.split_at_checked(i) {
            Some((_, [l, ..])) if l.len == N && !l.overlap => {}
            _ => return false,
        }
        i = i.wrapping_add(1);
    }
    true
}

/// The packets of a block with a fixed register set, laid out at compile
/// time from its register table: headers and offset dwords in place, and the
/// word index of every register value. Encoding is then a copy of the
/// template and one store per register, with no run scan.
#[derive(Clone, Copy, Debug)]
pub struct Layout<const R: usize, const N: usize> {
    /// The packets with every register value 0.
    template: [u32; N],
    /// Word index of each register's value, in declaration order.
    slots: [u16; R],
    /// Declaration indices in write order.
    order: [u8; R],
    /// Register descriptors in declaration order.
    regs: [Reg; R],
    /// Dwords the registers need (the layout is complete when this equals `N`).
    len: usize,
    /// Whether two registers share an offset.
    overlap: bool,
    /// Word index of each packet's header (the first `runs`).
    heads: [u16; R],
    /// Number of packets.
    runs: usize,
}

impl<const R: usize, const N: usize> Layout<R, N> {
    /// No registers.
    pub(crate) const EMPTY: Self = Layout {
        template: [0; N],
        slots: [0; R],
        order: [0; R],
        regs: [Reg::NONE; R],
        len: 0,
        overlap: false,
        heads: [0; R],
        runs: 0,
    };

    /// The layout of `regs` (in any order; written sorted, see [`Reg`]).
    pub(crate) const fn new(regs: &[Reg; R]) -> Self {
        Self::runs(regs).0
    }

    /// The layout and the dwords it needs (which may exceed `N`).
    const fn runs(regs: &[Reg; R]) -> (Self, usize) {
        let mut out = Self::EMPTY;
        out.regs = *regs;
        out.order = write_order(regs);
        let mut len = 0usize;
        let mut i = 0usize;
        while i < R {
            let Some(start) = out.reg_at(i) else { break };
            // Length of the run starting at `start`.
            let mut n = 1usize;
            while let Some(next) = out.reg_at(i.wrapping_add(n)) {
                if next.space as u8 == start.space as u8 && next.offset == start.offset {
                    out.overlap = true;
                }
                if !start.continued_by(n, &next) {
                    break;
                }
                n = n.wrapping_add(1);
            }
            // Compile-time only: R and N are small, nothing wraps.
            if let Some((_, [h, ..])) = out.heads.split_at_mut_checked(out.runs) {
                *h = len as u16;
            }
            out.runs = out.runs.wrapping_add(1);
            let [head, offset] = pm4::set_reg_head(start.space, start.offset, n, start.index);
            out.set_word(len, head);
            out.set_word(len.wrapping_add(1), offset);
            let mut k = 0usize;
            while k < n {
                let decl = match out.order.split_at_checked(i.wrapping_add(k)) {
                    Some((_, [d, ..])) => *d as usize,
                    _ => 0,
                };
                if let Some((_, [slot, ..])) = out.slots.split_at_mut_checked(decl) {
                    *slot = len.wrapping_add(2).wrapping_add(k) as u16;
                }
                k = k.wrapping_add(1);
            }
            len = len.wrapping_add(2).wrapping_add(n);
            i = i.wrapping_add(n);
        }
        out.len = len;
        (out, len)
    }

    /// The register written `i`-th.
    const fn reg_at(&self, i: usize) -> Option<Reg> {
        match self.order.split_at_checked(i) {
            Some((_, [d, ..])) => slot_reg(&self.regs, *d as usize),
            _ => None,
        }
    }

    const fn set_word(&mut self, at: usize, v: u32) {
        if let Some((_, [w, ..])) = self.template.split_at_mut_checked(at) {
            *w = v;
        }
    }

    /// Whether `other` is this layout with every register `delta` dwords
    /// further on (same packets, same value positions): what
    /// [`write_shifted`](Self::write_shifted) writes for it.
    const fn shifted_is(&self, delta: u16, other: &Self) -> bool {
        if self.len != other.len || self.runs != other.runs || self.overlap || other.overlap {
            return false;
        }
        let shifted = self.words_shifted(&[0; R], delta);
        let mut i = 0usize;
        while i < N {
            match (
                shifted.split_at_checked(i),
                other.template.split_at_checked(i),
            ) {
                (Some((_, [a, ..])), Some((_, [b, ..]))) if *a == *b => {}
                _ => return false,
            }
            i = i.wrapping_add(1);
        }
        let mut i = 0usize;
        while i < R {
            match (
                self.slots.split_at_checked(i),
                other.slots.split_at_checked(i),
            ) {
                (Some((_, [a, ..])), Some((_, [b, ..]))) if *a == *b => {}
                _ => return false,
            }
            i = i.wrapping_add(1);
        }
        // No offset leaves its 16 bits.
        let mut k = 0usize;
        while k < self.runs {
            if let Some((_, [h, ..])) = self.heads.split_at_checked(k)
                && let Some((_, [w, ..])) = self
                    .template
                    .split_at_checked((*h as usize).wrapping_add(1))
                && (*w & 0xFFFF).wrapping_add(delta as u32) > 0xFFFF
            {
                return false;
            }
            k = k.wrapping_add(1);
        }
        true
    }

    /// The register stride of per-slot layouts when each slot's is slot 0's
    /// with every register `slot × stride` dwords further on, else `None`.
    pub(crate) const fn slot_stride<const S: usize>(layouts: &[Self; S]) -> Option<u16> {
        let (first, stride) = match layouts.as_slice() {
            [] => return Some(0),
            [_] => return Some(0),
            [first, second, ..] => {
                let (Some(a), Some(b)) = (first.reg_at(0), second.reg_at(0)) else {
                    return None;
                };
                (first, b.offset.wrapping_sub(a.offset))
            }
        };
        let mut slot = 0usize;
        while slot < S {
            let delta = (slot as u16).wrapping_mul(stride);
            match layouts.split_at_checked(slot) {
                Some((_, [l, ..])) if first.shifted_is(delta, l) => {}
                _ => return None,
            }
            slot = slot.wrapping_add(1);
        }
        Some(stride)
    }

    /// The packets holding `values`, every register `delta` dwords further
    /// on (each packet's offset dword moved by `delta`; a `delta` of 0
    /// folds away).
    #[inline(always)]
    const fn words_shifted(&self, values: &[u32; R], delta: u16) -> [u32; N] {
        let mut words = self.template;
        if delta != 0 {
            let mut k = 0usize;
            while k < self.runs {
                if let Some((_, [h, ..])) = self.heads.split_at_checked(k)
                    && let Some((_, [w, ..])) =
                        words.split_at_mut_checked((*h as usize).wrapping_add(1))
                {
                    // `slot_stride` checked that no offset leaves 16 bits.
                    *w = w.wrapping_add(delta as u32);
                }
                k = k.wrapping_add(1);
            }
        }
        let mut i = 0usize;
        while i < R {
            if let (Some((_, [slot, ..])), Some((_, [v, ..]))) =
                (self.slots.split_at_checked(i), values.split_at_checked(i))
                && let Some((_, [w, ..])) = words.split_at_mut_checked(*slot as usize)
            {
                *w = *v;
            }
            i = i.wrapping_add(1);
        }
        words
    }

    /// Appends the packets holding `values` to `p`.
    #[inline(always)]
    pub(crate) const fn write<const M: usize>(&self, p: &mut Writer<'_, M>, values: &[u32; R]) {
        self.write_shifted(p, values, 0);
    }

    /// Appends the packets holding `values`, every register `delta` dwords
    /// further on, to `p`.
    #[inline(always)]
    pub(crate) const fn write_shifted<const M: usize>(
        &self,
        p: &mut Writer<'_, M>,
        values: &[u32; R],
        delta: u16,
    ) {
        if self.len != N {
            p.fail();
            return;
        }
        p.put(self.words_shifted(values, delta));
    }

    /// The `(offset, value)` pairs of `space`, in write order.
    pub(crate) fn list<const M: usize>(&self, space: Space, values: &[u32; R]) -> RegList<M> {
        let mut list = RegList::new(space);
        for &d in &self.order {
            let d = usize::from(d);
            if let (Some(r), Some(&v)) = (self.regs.get(d), values.get(d))
                && r.space == space
            {
                list.push_raw(r.offset, v);
            }
        }
        list
    }
}
