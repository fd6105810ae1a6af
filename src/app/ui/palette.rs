//! Player colours, one per start point, from the Okabe–Ito palette so that
//! colour-blind players can tell them apart; shared by the board and the UI.

use crate::rules::Point;
use bevy::prelude::*;
use bevy_egui::egui::Color32;

/// The colour of the player who starts in `point` (sRGB).
pub(crate) fn player_color(point: Point) -> Color {
    match point {
        Point::S => Color::srgb(0.835, 0.369, 0.0),    // vermillion
        Point::SW => Color::srgb(0.941, 0.894, 0.259), // yellow
        Point::NW => Color::srgb(0.0, 0.620, 0.451),   // bluish green
        Point::N => Color::srgb(0.0, 0.447, 0.698),    // blue
        Point::NE => Color::srgb(0.800, 0.475, 0.655), // reddish purple
        Point::SE => Color::srgb(0.337, 0.706, 0.914), // sky blue
    }
}

/// A Bevy colour as an egui colour (sRGB, alpha kept).
pub(crate) fn to_egui(color: Color) -> Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// The egui colour of the player who starts in `point`.
pub(crate) fn player_color32(point: Point) -> Color32 {
    to_egui(player_color(point))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_point_has_its_own_colour() {
        let colours: Vec<Color32> = Point::ALL.into_iter().map(player_color32).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(colours[i + 1..].iter().all(|b| b != a), "{:?} repeats", Point::ALL[i]);
        }
    }

    #[test]
    fn conversion_keeps_srgb_bytes() {
        assert_eq!(player_color32(Point::N), Color32::from_rgb(0, 114, 178));
    }
}
