//! Small flat pictures of part of the board, drawn with egui's painter: the
//! holes around a move's route, the marbles there in their players' colours
//! and the route as arrows. The how-to-play page shows a lesson's position and answer
//! beside the paragraph it illustrates.

use crate::app::hole_position;
use crate::app::palette::colour32;
use bevy_egui::egui;
use rules::{Colour, Game, Hole};

/// Size of a diagram, in points.
const SIZE: egui::Vec2 = egui::vec2(320.0, 170.0);

/// Largest distance between neighbouring holes in a diagram, in points.
const MAX_SPACING: f32 = 30.0;

/// Holes of the board shown around the route, in hole spacings on each
/// side.
const SURROUNDINGS: f32 = 1.6;

/// Radius of an empty hole, as a share of the spacing.
const HOLE: f32 = 0.16;

/// Radius of a marble, as a share of the spacing.
const MARBLE: f32 = 0.36;

/// Colour of the diagram's backing.
const BACKING: egui::Color32 = egui::Color32::from_rgb(58, 46, 36);

/// Colour of the holes.
const HOLE_COLOUR: egui::Color32 = egui::Color32::from_gray(110);

/// Colour of the route's arrows.
const ROUTE: egui::Color32 = egui::Color32::from_rgb(255, 230, 120);

/// The lesson whose position and answer illustrate a paragraph of the
/// how-to-play page, by the paragraph's key.
pub(crate) const ILLUSTRATED: [(&str, &str); 4] =
    [("step", "01-step"), ("hop", "02-hop"), ("chain", "03-chain"), ("jumps", "06-long-jumps")];

/// Draws the part of the board of `game` around `route` (every landing,
/// start first), with the route as arrows from hole to hole.
pub(crate) fn board_diagram(ui: &mut egui::Ui, game: &Game, route: &[Hole]) {
    let flat = |hole: Hole| {
        let p = hole_position(hole);
        egui::vec2(p.x, p.z)
    };
    let shown: Vec<egui::Vec2> = route.iter().copied().map(flat).collect();
    let (Some(low), Some(high)) =
        (shown.iter().copied().reduce(egui::Vec2::min), shown.iter().copied().reduce(egui::Vec2::max))
    else {
        return;
    };
    let (low, high) = (low - egui::Vec2::splat(SURROUNDINGS), high + egui::Vec2::splat(SURROUNDINGS));
    let spacing = (SIZE.x / (high.x - low.x)).min(SIZE.y / (high.y - low.y)).min(MAX_SPACING);
    let (rect, _) = ui.allocate_exact_size(SIZE, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 8.0, BACKING);
    let middle = (low + high) / 2.0;
    let at = |hole: Hole| rect.center() + (flat(hole) - middle) * spacing;
    for hole in Hole::all() {
        match game.owner(hole) {
            Some(player) => {
                let colour = colour32(Colour::of_point(game.start_point(player)));
                painter.circle(at(hole), MARBLE * spacing, colour, egui::Stroke::new(1.0, egui::Color32::BLACK));
            }
            None => {
                painter.circle_filled(at(hole), HOLE * spacing, HOLE_COLOUR);
            }
        }
    }
    for leg in route.windows(2) {
        let (from, to) = (at(leg[0]), at(leg[1]));
        let length = (to - from).length();
        let shortened = (to - from) * (1.0 - HOLE * spacing / length.max(1.0));
        painter.arrow(from, shortened, egui::Stroke::new(2.5, ROUTE));
    }
}
