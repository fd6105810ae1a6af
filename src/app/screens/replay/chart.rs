//! The race chart of the review: one line per player of its race estimate
//! (turns still needed) over the turns, the turn shown marked, mistakes and
//! blunders marked on the mover's line; a click jumps to a turn. The chart
//! is plain data ([`RaceChart`]), drawn by the replay panel.

use super::review::ReplayReview;
use engine::Verdict;
use rules::Seat;

/// What the race chart shows.
#[derive(Clone, Debug, PartialEq)]
pub struct RaceChart {
    /// By seat, the race estimate in the position after each number of
    /// turns (index 0 is the start), as far as the review has gone.
    pub lines: Vec<Vec<f32>>,
    /// Mistakes and blunders: the turn (from 1), the mover and the verdict.
    pub marks: Vec<(usize, Seat, Verdict)>,
    /// Turns in the whole replay: the width of the chart.
    pub turns: usize,
    /// The estimate at the chart's top edge.
    pub top: f32,
}

impl RaceChart {
    /// The chart of a review, as far as it has gone.
    pub fn of(review: &ReplayReview) -> RaceChart {
        let judged = review.judged();
        let seats = judged.first().map_or(0, |t| t.race.len());
        let lines: Vec<Vec<f32>> = (0..seats).map(|p| judged.iter().map(|t| t.race[p]).collect()).collect();
        let marks = judged
            .iter()
            .enumerate()
            .filter(|(_, t)| t.verdict >= Verdict::Mistake)
            .map(|(i, t)| (i + 1, t.player, t.verdict))
            .collect();
        // Headroom above the highest line for the chart's title.
        let top = lines.iter().flatten().copied().fold(1.0, f32::max) * 1.25;
        RaceChart { lines, marks, turns: review.progress().1, top }
    }

    /// The turn under a point `fraction` of the way across the chart
    /// (0 at its left edge, 1 at its right), as a click there picks it.
    pub fn turn_at(&self, fraction: f32) -> usize {
        let turn = (fraction.clamp(0.0, 1.0) * self.turns as f32).round();
        (turn as usize).min(self.turns)
    }

    /// How far across the chart `turn` lies (0 to 1).
    pub fn fraction_of(&self, turn: usize) -> f32 {
        if self.turns == 0 { 0.0 } else { turn.min(self.turns) as f32 / self.turns as f32 }
    }
}
