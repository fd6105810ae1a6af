//! Tests of what teaches the game: the lessons of the Learn screen.

mod lessons;
