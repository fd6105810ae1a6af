//! What a review says of one move: the verdict, from the turns it lost
//! against the reviewer's move, and what the turn count alone would not
//! tell (a finish missed or given away).

use rules::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// How good a played move was, from the turns it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// As good as the reviewer's own move: nothing lost.
    Best,
    /// Loses at most [`Verdict::GOOD`] turns.
    Good,
    /// Loses at most [`Verdict::INACCURACY`] turns.
    Inaccuracy,
    /// Loses at most [`Verdict::MISTAKE`] turns.
    Mistake,
    /// Loses more, or gives the game away (see [`Note`]).
    Blunder,
}

impl Verdict {
    /// Most turns lost by a good move.
    pub const GOOD: f32 = 0.5;
    /// Most turns lost by an inaccuracy.
    pub const INACCURACY: f32 = 1.0;
    /// Most turns lost by a mistake.
    pub const MISTAKE: f32 = 2.0;

    /// Every verdict, best first.
    pub const ALL: [Verdict; 5] =
        [Verdict::Best, Verdict::Good, Verdict::Inaccuracy, Verdict::Mistake, Verdict::Blunder];

    /// The verdict of a move that loses `loss` turns, with what else it did.
    pub fn judge(loss: f32, note: Option<Note>) -> Verdict {
        if note.is_some() {
            Verdict::Blunder
        } else if loss <= 0.0 {
            Verdict::Best
        } else if loss <= Verdict::GOOD {
            Verdict::Good
        } else if loss <= Verdict::INACCURACY {
            Verdict::Inaccuracy
        } else if loss <= Verdict::MISTAKE {
            Verdict::Mistake
        } else {
            Verdict::Blunder
        }
    }

    /// The name, as in `review --json`: `best`, `good`, `inaccuracy`,
    /// `mistake` or `blunder`.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// Parses a name written by [`Verdict::name`].
    pub fn parse(text: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.name() == text)
    }

    /// The mark beside the move in a move list: `?!`, `?` or `??` for an
    /// inaccuracy, a mistake or a blunder, nothing otherwise.
    pub const fn mark(self) -> &'static str {
        match self {
            Verdict::Best | Verdict::Good => "",
            Verdict::Inaccuracy => "?!",
            Verdict::Mistake => "?",
            Verdict::Blunder => "??",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a move did that makes it a blunder whatever the turns it lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Note {
    /// The mover could have finished with this move and did not.
    MissedFinish,
    /// After it, this player can finish at once, which the reviewer's move
    /// would not have let them do.
    LetsFinish(Seat),
    /// The reviewer's search saw a forced finish for the mover's side (or
    /// a way out of a forced loss) that the played move gives up.
    GivesAwayGame,
}

impl fmt::Display for Note {
    /// A short sentence for the review panel and the command line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Note::MissedFinish => f.write_str("misses a finish"),
            Note::LetsFinish(seat) => write!(f, "lets player {seat} finish"),
            Note::GivesAwayGame => f.write_str("gives the game away"),
        }
    }
}
