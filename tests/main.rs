//! The integration tests: one binary, one module per part of the crate.

mod rules;
