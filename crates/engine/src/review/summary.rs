//! Each player's figures over a game: what the replay itself says (turns
//! taken, the longest chain) and what the review adds (verdicts and the
//! mean loss).

use super::judge::TurnReview;
use super::verdict::Verdict;
use rules::{CheckedReplay, Seat, hops_in_route};

/// One player's figures over a game.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerSummary {
    /// The player.
    pub seat: Seat,
    /// Turns in which the player moved (passes not counted).
    pub turns: u32,
    /// The most hops in one of the player's moves.
    pub longest_chain: u32,
    /// How many of the player's moves got each verdict, in the order of
    /// [`Verdict::ALL`].
    pub verdicts: [u32; 5],
    /// The mean of the turns lost by the player's moves.
    pub mean_loss: f32,
}

impl PlayerSummary {
    /// How many moves got `verdict`.
    pub fn count(&self, verdict: Verdict) -> u32 {
        self.verdicts[verdict as usize]
    }
}

/// Every player's figures over `replay`, by seat, with the verdicts of
/// `judged` (the review of its turns, in order).
pub fn summarise(replay: &CheckedReplay, judged: &[TurnReview]) -> Vec<PlayerSummary> {
    let mut summaries: Vec<PlayerSummary> = replay
        .start()
        .seats()
        .map(|seat| PlayerSummary { seat, turns: 0, longest_chain: 0, verdicts: [0; 5], mean_loss: 0.0 })
        .collect();
    let mut losses = vec![0.0f32; summaries.len()];
    for (turn, judged) in replay.turns().iter().zip(judged) {
        let Some(route) = turn.route() else { continue };
        let summary = &mut summaries[turn.player().index()];
        summary.turns += 1;
        summary.longest_chain = summary.longest_chain.max(hops_in_route(route));
        summary.verdicts[judged.verdict as usize] += 1;
        losses[turn.player().index()] += judged.loss;
    }
    for (summary, loss) in summaries.iter_mut().zip(losses) {
        summary.mean_loss = if summary.turns == 0 { 0.0 } else { loss / summary.turns as f32 };
    }
    summaries
}
