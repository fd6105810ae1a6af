//! Tests of what teaches the game: the lessons of the Learn screen, the
//! command that opens one, the how-to-play page and the rules page.

mod command;
mod help;
mod lessons;
mod rules_page;
