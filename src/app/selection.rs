//! A person's turn: what the pointer or keyboard focus is on, which marble
//! is lifted, its legal destinations and the route to the one under the
//! pointer. Mouse and keyboard both arrive as [`Intent`] messages, so tests
//! drive a turn exactly as a player does.

use super::session::{MoveChosen, Session};
use super::{GameSet, PausableSystems, TurnPhase};
use bevy::prelude::*;
use rules::{Hole, HoleSet, Move};

/// What a person asked for, from the mouse or the keyboard.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    /// The pointer is over this hole (or marble on it), or over nothing.
    Hover(Option<Hole>),
    /// A click on a hole or the marble on it.
    Click(Hole),
    /// A click on no hole.
    ClickNothing,
    /// Tab: the next movable marble, or the next destination once lifted.
    FocusNext,
    /// Shift+Tab: the previous one.
    FocusPrevious,
    /// Enter: lift the focused marble, or play to the focused destination.
    Confirm,
    /// Esc: put the lifted marble down.
    Back,
}

/// A click that allows nothing (an empty hole with no marble lifted,
/// another player's marble): for a gentle cue.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChoiceRefused(pub Hole);

/// A hint's search has ended: the move it suggests, or `None` for a pass.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintFound(pub Option<Move>);

/// The state of a person's turn, for the board to show. Written only by
/// this module, from `Intent`s and `HintFound`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    /// The hole under the pointer.
    hover: Option<Hole>,
    /// The keyboard focus: a marble, or a destination once one is lifted.
    focus: Option<Hole>,
    /// The lifted marble.
    lifted: Option<Hole>,
    /// Where the lifted marble may go.
    destinations: HoleSet,
    /// The route to the destination under the pointer or focus.
    route: Vec<Hole>,
    /// A hole just clicked that allows nothing, for a gentle cue.
    refused: Option<Hole>,
    /// The move a hint suggests.
    hint: Option<Move>,
}

impl Selection {
    /// The hole under the pointer.
    pub fn hover(&self) -> Option<Hole> {
        self.hover
    }

    /// The keyboard focus: a marble, or a destination once one is lifted.
    pub fn focus(&self) -> Option<Hole> {
        self.focus
    }

    /// The lifted marble.
    pub fn lifted(&self) -> Option<Hole> {
        self.lifted
    }

    /// Where the lifted marble may go.
    pub fn destinations(&self) -> HoleSet {
        self.destinations
    }

    /// The route to the destination under the pointer or focus.
    pub fn route(&self) -> &[Hole] {
        &self.route
    }

    /// A hole just clicked that allows nothing, for a gentle cue.
    pub fn refused(&self) -> Option<Hole> {
        self.refused
    }

    /// The move a hint suggests.
    pub fn hint(&self) -> Option<Move> {
        self.hint
    }

    fn put_down(&mut self) {
        self.lifted = None;
        self.destinations = HoleSet::EMPTY;
        self.route.clear();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Intent>()
        .add_message::<ChoiceRefused>()
        .add_message::<HintFound>()
        .init_resource::<Selection>()
        .add_systems(
            Update,
            handle_intents.in_set(GameSet::Select).in_set(PausableSystems).run_if(in_state(TurnPhase::Human)),
        )
        .add_systems(Update, fade_refusal.in_set(GameSet::Select))
        .add_systems(Update, show_hint.in_set(GameSet::ApplyMove))
        .add_systems(OnExit(TurnPhase::Human), clear_selection)
        .add_systems(OnEnter(TurnPhase::Human), clear_selection);
}

fn clear_selection(mut selection: ResMut<Selection>) {
    *selection = Selection::default();
}

/// Marks the move a hint found.
fn show_hint(mut found: MessageReader<HintFound>, mut selection: ResMut<Selection>) {
    if let Some(HintFound(hint)) = found.read().last() {
        selection.hint = *hint;
    }
}

/// Seconds the cue for a refused click stays.
const REFUSAL_SECONDS: f32 = 0.8;

/// Lets the cue for a refused click fade after a moment.
fn fade_refusal(time: Res<Time>, mut selection: ResMut<Selection>, mut shown: Local<(Option<Hole>, f32)>) {
    if selection.refused != shown.0 {
        *shown = (selection.refused, 0.0);
        return;
    }
    if shown.0.is_some() {
        shown.1 += time.delta_secs();
        if shown.1 >= REFUSAL_SECONDS {
            selection.refused = None;
            *shown = (None, 0.0);
        }
    }
}

/// Turns intents into a lifted marble, a route preview or a chosen move.
fn handle_intents(
    mut intents: MessageReader<Intent>,
    session: Option<Res<Session>>,
    mut selection: ResMut<Selection>,
    mut chosen: MessageWriter<MoveChosen>,
    mut refusals: MessageWriter<ChoiceRefused>,
) {
    let Some(session) = session else { return };
    let game = session.game();
    let player = game.to_move();
    let moves = game.legal_moves();
    for intent in intents.read() {
        let sel = &mut *selection;
        let focus_before = sel.focus;
        match *intent {
            Intent::Hover(hole) => sel.hover = hole,
            Intent::Click(hole) => {
                if let Some(from) = sel.lifted
                    && sel.destinations.contains(hole)
                {
                    chosen.write(MoveChosen { player, mv: Move { from, to: hole } });
                    sel.put_down();
                } else if !moves.destinations(hole).is_empty() {
                    sel.lifted = Some(hole);
                    sel.focus = Some(hole);
                    sel.destinations = moves.destinations(hole);
                    sel.refused = None;
                } else {
                    let was_lifted = sel.lifted.is_some();
                    sel.put_down();
                    // A click on the lifted marble itself just puts it down.
                    if !was_lifted || game.owner(hole) != Some(player) {
                        sel.refused = Some(hole);
                        refusals.write(ChoiceRefused(hole));
                    }
                }
            }
            Intent::ClickNothing => sel.put_down(),
            Intent::FocusNext | Intent::FocusPrevious => {
                let candidates = if sel.lifted.is_some() { sel.destinations } else { moves.movable() };
                sel.focus = cycle(candidates, sel.focus, *intent == Intent::FocusNext);
            }
            Intent::Confirm => match (sel.lifted, sel.focus) {
                (Some(from), Some(to)) if sel.destinations.contains(to) => {
                    chosen.write(MoveChosen { player, mv: Move { from, to } });
                    sel.put_down();
                }
                (None, Some(hole)) if !moves.destinations(hole).is_empty() => {
                    sel.lifted = Some(hole);
                    sel.destinations = moves.destinations(hole);
                    sel.focus = None;
                }
                _ => {}
            },
            Intent::Back => {
                sel.focus = sel.lifted.or(sel.focus);
                sel.put_down();
            }
        }
        if sel.focus != focus_before
            && let Some(hole) = sel.focus
        {
            debug!("focus on {hole}");
        }
        // The route follows the pointer, else the keyboard focus.
        let target = [sel.hover, sel.focus].into_iter().flatten().find(|h| sel.destinations.contains(*h));
        sel.route = match (sel.lifted, target) {
            (Some(from), Some(to)) => game.route(Move { from, to }).unwrap_or_default(),
            _ => Vec::new(),
        };
    }
}

/// The next (or previous) hole of `set` after `current`, wrapping around,
/// in reading order (top row first, left to right).
fn cycle(set: HoleSet, current: Option<Hole>, forward: bool) -> Option<Hole> {
    let holes: Vec<Hole> = set.iter().collect();
    let at = current.and_then(|c| holes.iter().position(|&h| h == c));
    let n = holes.len();
    if n == 0 {
        return None;
    }
    let index = match (at, forward) {
        (None, true) => 0,
        (None, false) => n - 1,
        (Some(i), true) => (i + 1) % n,
        (Some(i), false) => (i + n - 1) % n,
    };
    Some(holes[index])
}
