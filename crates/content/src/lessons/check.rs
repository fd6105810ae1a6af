//! A lesson's task as data: the checks a move must pass, what kind of
//! mistake a failed check is, and the verdict on a move (with the reason
//! the rules refuse an illegal one).

use super::chains::{Along, some_chain};
use rules::{Game, Hole, IllegalMove, Jumps, Move, Parking, Seat, Setup, TargetLock, Win, hops_in_route};
use serde::{Deserialize, Deserializer};

/// One condition on the move a lesson asks for. Hole names are written as
/// in the notation (`"m5"`); players by number from 1.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Check {
    /// The moving marble starts on one of these holes.
    StartsOn(#[serde(deserialize_with = "hole_names")] Vec<Hole>),
    /// The moving marble ends on one of these holes.
    EndsOn(#[serde(deserialize_with = "hole_names")] Vec<Hole>),
    /// One of the move's shortest hop chains (the routes the game shows)
    /// hops over every one of these holes.
    HopsOver(#[serde(deserialize_with = "hole_names")] Vec<Hole>),
    /// One of the move's shortest hop chains lands on every one of these
    /// holes and hops on from it.
    PassesThrough(#[serde(deserialize_with = "hole_names")] Vec<Hole>),
    /// The route the game shows has at least this many hops (the end
    /// cannot be reached with fewer).
    MinHops(usize),
    /// After the move this player has finished.
    Finishes(Seat),
    /// After the move this player has not finished.
    DoesNotFinish(Seat),
    /// The same move in the same position under changed rules passes these
    /// checks (it must be legal there too).
    Under(RuleChange, Vec<Check>),
}

/// The kind of a [`Check`], naming the mistake when the check fails; a
/// lesson keys its optional "why" texts by it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize)]
pub enum CheckKind {
    /// A [`Check::StartsOn`] failed: the wrong marble moved.
    StartsOn,
    /// A [`Check::EndsOn`] failed: the marble ended elsewhere.
    EndsOn,
    /// A [`Check::HopsOver`] failed: the move did not use those hurdles.
    HopsOver,
    /// A [`Check::PassesThrough`] failed: the chain missed those holes.
    PassesThrough,
    /// A [`Check::MinHops`] failed: the move was too short.
    MinHops,
    /// A [`Check::Finishes`] failed: the player did not finish.
    Finishes,
    /// A [`Check::DoesNotFinish`] failed: the player finished.
    DoesNotFinish,
    /// A [`Check::Under`] failed.
    Under,
}

impl CheckKind {
    /// The kind's name in a catalogue key: `hops-over` for
    /// [`CheckKind::HopsOver`].
    pub const fn key(self) -> &'static str {
        match self {
            CheckKind::StartsOn => "starts-on",
            CheckKind::EndsOn => "ends-on",
            CheckKind::HopsOver => "hops-over",
            CheckKind::PassesThrough => "passes-through",
            CheckKind::MinHops => "min-hops",
            CheckKind::Finishes => "finishes",
            CheckKind::DoesNotFinish => "does-not-finish",
            CheckKind::Under => "under",
        }
    }
}

/// Rule options to change for a [`Check::Under`]; options left out keep
/// the value of the game being checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RuleChange {
    /// How hops work.
    pub jumps: Option<Jumps>,
    /// Where a move may end.
    pub parking: Option<Parking>,
    /// When a player has finished.
    pub win: Option<Win>,
    /// Whether a marble in its target must stay in it.
    pub target_lock: Option<TargetLock>,
}

/// What a lesson says about a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move does the task.
    Done,
    /// A legal move that does not do the task: the kind of the first
    /// check it fails (the lesson's hint follows, and its "why" text for
    /// that kind, if it has one).
    Wrong(CheckKind),
    /// A move the rules refuse, and the rule that refuses it.
    Illegal(IllegalMove),
}

/// Reads a list of hole names.
fn hole_names<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<Hole>, D::Error> {
    let names = Vec::<String>::deserialize(deserializer)?;
    names.iter().map(|name| name.parse().map_err(serde::de::Error::custom)).collect()
}

impl Check {
    /// The kind of mistake this check's failure is.
    pub fn kind(&self) -> CheckKind {
        match self {
            Check::StartsOn(_) => CheckKind::StartsOn,
            Check::EndsOn(_) => CheckKind::EndsOn,
            Check::HopsOver(_) => CheckKind::HopsOver,
            Check::PassesThrough(_) => CheckKind::PassesThrough,
            Check::MinHops(_) => CheckKind::MinHops,
            Check::Finishes(_) => CheckKind::Finishes,
            Check::DoesNotFinish(_) => CheckKind::DoesNotFinish,
            Check::Under(..) => CheckKind::Under,
        }
    }

    /// Whether the legal move `m`, played in `before` to give `after`,
    /// passes the check.
    pub(crate) fn holds(&self, before: &Game, m: Move, after: &Game) -> bool {
        match self {
            Check::StartsOn(holes) => holes.contains(&m.from),
            Check::EndsOn(holes) => holes.contains(&m.to),
            Check::HopsOver(holes) => some_chain(before, m, holes, Along::Over),
            Check::PassesThrough(holes) => some_chain(before, m, holes, Along::Through),
            Check::MinHops(n) => before.route(m).is_some_and(|route| hops_in_route(&route) as usize >= *n),
            Check::Finishes(player) => after.is_finished(*player),
            Check::DoesNotFinish(player) => !after.is_finished(*player),
            Check::Under(change, checks) => {
                let Some(changed) = change.apply(before) else { return false };
                let mut played = changed.clone();
                played.play(m).is_ok() && checks.iter().all(|c| c.holds(&changed, m, &played))
            }
        }
    }

    /// A fault in the check that makes the lesson unusable, if any.
    pub(crate) fn fault(&self) -> Option<String> {
        match self {
            Check::StartsOn(holes) | Check::EndsOn(holes) if holes.is_empty() => {
                Some(format!("{:?} names no hole", self.kind()))
            }
            Check::HopsOver(holes) | Check::PassesThrough(holes)
                if holes.is_empty() || holes.len() > super::chains::MAX_NAMED =>
            {
                Some(format!("{:?} names 1 to {} holes", self.kind(), super::chains::MAX_NAMED))
            }
            Check::Under(_, checks) if checks.is_empty() => Some("Under has no checks".into()),
            Check::Under(_, checks) => checks.iter().find_map(Check::fault),
            _ => None,
        }
    }
}

impl RuleChange {
    /// The game `game` would be under the changed rules: same position,
    /// same player to move. `None` if the changed rules refuse the position.
    fn apply(&self, game: &Game) -> Option<Game> {
        let seat = rules::PlayerSpec::new(rules::PlayerKind::Human);
        let mut setup = Setup::new(vec![seat; game.player_count()]);
        setup.rules = game.rules().clone();
        setup.rules.jumps = self.jumps.unwrap_or(setup.rules.jumps);
        setup.rules.parking = self.parking.unwrap_or(setup.rules.parking);
        setup.rules.win = self.win.unwrap_or(setup.rules.win);
        setup.rules.target_lock = self.target_lock.unwrap_or(setup.rules.target_lock);
        setup.position = Some(game.diagram().to_text());
        setup.to_move = game.to_move();
        Game::from_setup(&setup).ok()
    }
}

/// The verdict on `m` in `before` for a task made of `checks`.
pub(crate) fn judge(before: &Game, m: Move, checks: &[Check]) -> Verdict {
    let mut after = before.clone();
    if let Err(refused) = after.play(m) {
        // A move `play` refuses breaks a rule, which says why.
        return Verdict::Illegal(before.why_illegal(m).unwrap_or(refused));
    }
    match checks.iter().find(|c| !c.holds(before, m, &after)) {
        None => Verdict::Done,
        Some(failed) => Verdict::Wrong(failed.kind()),
    }
}
