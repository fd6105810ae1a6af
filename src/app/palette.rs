//! The marble colours as the screen shows them (the Okabe–Ito palette, so
//! that colour-blind players can tell them apart), shared by the board and
//! the UI, and the small marble picture the UI draws for a seat.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32};
use rules::{Colour, Looks, Mark};

/// A marble colour (sRGB).
pub(crate) fn colour(colour: Colour) -> Color {
    match colour {
        Colour::Vermillion => Color::srgb(0.835, 0.369, 0.0),
        Colour::Yellow => Color::srgb(0.941, 0.894, 0.259),
        Colour::Green => Color::srgb(0.0, 0.620, 0.451),
        Colour::Blue => Color::srgb(0.0, 0.447, 0.698),
        Colour::Purple => Color::srgb(0.800, 0.475, 0.655),
        Colour::SkyBlue => Color::srgb(0.337, 0.706, 0.914),
        Colour::Orange => Color::srgb(0.902, 0.624, 0.0),
    }
}

/// A Bevy colour as an egui colour (sRGB, alpha kept).
pub(crate) fn to_egui(color: Color) -> Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// A marble colour for egui.
pub(crate) fn colour32(c: Colour) -> Color32 {
    to_egui(colour(c))
}

/// Draws a seat's marble, seen from above, in a square of side `size`
/// centred on `centre`: its colour and, in white, its mark.
pub(crate) fn paint_marble(painter: &egui::Painter, centre: egui::Pos2, size: f32, looks: Looks) {
    let radius = size / 2.0;
    painter.circle(centre, radius, colour32(looks.colour), egui::Stroke::new(1.0, Color32::BLACK));
    let white = Color32::from_gray(245);
    let ring = |painter: &egui::Painter| {
        painter.circle_stroke(centre, radius * 0.5, egui::Stroke::new(radius * 0.2, white));
    };
    let band = |painter: &egui::Painter| {
        painter.circle_stroke(centre, radius * 0.85, egui::Stroke::new(radius * 0.18, white));
    };
    match looks.mark {
        Mark::Plain => {}
        Mark::Dot => {
            painter.circle_filled(centre, radius * 0.3, white);
        }
        Mark::Ring => ring(painter),
        Mark::Band => band(painter),
        Mark::TwoDots => {
            let apart = egui::vec2(radius * 0.4, 0.0);
            painter.circle_filled(centre - apart, radius * 0.24, white);
            painter.circle_filled(centre + apart, radius * 0.24, white);
        }
        Mark::RingAndBand => {
            ring(painter);
            band(painter);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_looks_different() {
        let colours: Vec<Color32> = Colour::ALL.into_iter().map(colour32).collect();
        for (i, a) in colours.iter().enumerate() {
            assert!(colours[i + 1..].iter().all(|b| b != a), "{:?} repeats", Colour::ALL[i]);
        }
    }

    #[test]
    fn conversion_keeps_srgb_bytes() {
        assert_eq!(colour32(Colour::Blue), Color32::from_rgb(0, 114, 178));
    }
}
