//! Tests of what teaches the game: the lessons of the Learn screen and the
//! command that opens one.

mod command;
mod lessons;
