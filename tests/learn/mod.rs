//! Tests of what teaches the game: the lessons of the Learn screen, the
//! command that opens one, and the how-to-play page.

mod command;
mod help;
mod lessons;
