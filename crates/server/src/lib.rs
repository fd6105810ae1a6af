//! The room server: one process for many tables, that players connect out
//! to over TCP, so that only the server needs an open port. It keeps every
//! table and game in an SQLite store and goes on after a restart, plays
//! the computers' seats on threads of their own, and does no work while
//! nothing happens.
//!
//! - [`room`]: the tables, players and connections, as plain state that
//!   answers what happened with what to do;
//! - [`store`]: the database;
//! - [`computers`]: the searches for the computers' moves;
//! - [`network`]: the connections' threads;
//! - [`serve`]: the loop that ties them together;
//! - [`bot`]: a computer client, for the load generator and the tests;
//! - [`load`]: the load generator, with hostile clients.
//!
//! docs/network.md says how to run it and what crosses the wire.

pub mod bot;
pub mod computers;
pub mod load;
pub mod network;
pub mod room;
pub mod serve;
pub mod store;

pub use serve::{Server, ServerError, ServerOptions, Stopper};
