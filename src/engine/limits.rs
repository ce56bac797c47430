//! The sizes a panel must fit, in characters (not bytes): Discord's embed
//! limits, the strictest of the frontends (the terminal has none). Games
//! keep their panels within them; the Discord frontend cuts defensively by
//! the same numbers (`discord::limits` re-exports them with its own
//! limits on messages and components).

/// An embed's title.
pub const EMBED_TITLE: usize = 256;
/// An embed's description (a panel's text).
pub const EMBED_DESCRIPTION: usize = 4096;
/// Fields in one embed.
pub const EMBED_FIELDS: usize = 25;
/// A field's name.
pub const FIELD_NAME: usize = 256;
/// A field's value.
pub const FIELD_VALUE: usize = 1024;
/// An embed's footer.
pub const FOOTER: usize = 2048;
/// All of an embed's text together.
pub const EMBED_TOTAL: usize = 6000;
