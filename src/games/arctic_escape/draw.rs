//! Drawing primitives on a tiny-skia pixmap and a tiny built-in 3x5
//! bitmap font (digits, the column letters A-P and the few other capitals
//! the board uses), so no font files are needed.

use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

pub(super) fn paint(r: u8, g: u8, b: u8, a: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(r, g, b, a);
    p.anti_alias = true;
    p
}

pub(super) fn rect(pix: &mut Pixmap, x: f32, y: f32, w: f32, h: f32, colour: (u8, u8, u8, u8)) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        let (cr, cg, cb, ca) = colour;
        pix.fill_rect(r, &paint(cr, cg, cb, ca), Transform::identity(), None);
    }
}

pub(super) fn polygon(pix: &mut Pixmap, points: &[(f32, f32)], colour: (u8, u8, u8, u8)) {
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].0, points[0].1);
    for &(x, y) in &points[1..] {
        pb.line_to(x, y);
    }
    pb.close();
    if let Some(path) = pb.finish() {
        let (r, g, b, a) = colour;
        pix.fill_path(
            &path,
            &paint(r, g, b, a),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

pub(super) fn polyline(
    pix: &mut Pixmap,
    points: &[(f32, f32)],
    width: f32,
    colour: (u8, u8, u8, u8),
) {
    let mut pb = PathBuilder::new();
    pb.move_to(points[0].0, points[0].1);
    for &(x, y) in &points[1..] {
        pb.line_to(x, y);
    }
    if let Some(path) = pb.finish() {
        let (r, g, b, a) = colour;
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        pix.stroke_path(
            &path,
            &paint(r, g, b, a),
            &stroke,
            Transform::identity(),
            None,
        );
    }
}

pub(super) fn circle(
    pix: &mut Pixmap,
    x: f32,
    y: f32,
    radius: f32,
    fill: (u8, u8, u8),
    ring: Option<((u8, u8, u8), f32)>,
) {
    let Some(path) = PathBuilder::from_circle(x, y, radius) else {
        return;
    };
    pix.fill_path(
        &path,
        &paint(fill.0, fill.1, fill.2, 255),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
    if let Some(((r, g, b), width)) = ring {
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        pix.stroke_path(
            &path,
            &paint(r, g, b, 255),
            &stroke,
            Transform::identity(),
            None,
        );
    }
}

/// 3x5 glyphs, one row per entry, bit 2 = left column.
pub(super) fn glyph(c: char) -> [u8; 5] {
    match c {
        '0' | 'O' => [7, 5, 5, 5, 7],
        '1' => [2, 6, 2, 2, 7],
        '2' => [7, 1, 7, 4, 7],
        '3' => [7, 1, 7, 1, 7],
        '4' => [5, 5, 7, 1, 1],
        '5' => [7, 4, 7, 1, 7],
        '6' => [7, 4, 7, 5, 7],
        '7' => [7, 1, 2, 2, 2],
        '8' => [7, 5, 7, 5, 7],
        '9' => [7, 5, 7, 1, 7],
        '/' => [1, 1, 2, 4, 4],
        'A' => [2, 5, 7, 5, 5],
        'B' => [6, 5, 6, 5, 6],
        'C' => [3, 4, 4, 4, 3],
        'D' => [6, 5, 5, 5, 6],
        'E' => [7, 4, 6, 4, 7],
        'F' => [7, 4, 6, 4, 4],
        'G' => [3, 4, 5, 5, 3],
        'H' => [5, 5, 7, 5, 5],
        'I' => [7, 2, 2, 2, 7],
        'J' => [1, 1, 1, 5, 2],
        'K' => [5, 5, 6, 5, 5],
        'L' => [4, 4, 4, 4, 7],
        'M' => [5, 7, 7, 5, 5],
        'N' => [6, 5, 5, 5, 5],
        'P' => [6, 5, 6, 4, 4],
        'S' => [3, 4, 2, 1, 6],
        'T' => [7, 2, 2, 2, 2],
        'V' => [5, 5, 5, 5, 2],
        _ => [0; 5],
    }
}

/// Draws `text` with its top-left corner at (x, y); each font pixel is
/// `scale` screen pixels. Returns the width drawn.
pub(super) fn text(
    pix: &mut Pixmap,
    x: f32,
    y: f32,
    scale: f32,
    s: &str,
    colour: (u8, u8, u8),
) -> f32 {
    let mut cx = x;
    for c in s.chars() {
        for (row, bits) in glyph(c).iter().enumerate() {
            for col in 0..3 {
                if bits & (4 >> col) != 0 {
                    rect(
                        pix,
                        cx + col as f32 * scale,
                        y + row as f32 * scale,
                        scale,
                        scale,
                        (colour.0, colour.1, colour.2, 255),
                    );
                }
            }
        }
        cx += 4.0 * scale;
    }
    cx - x
}

pub(super) fn text_width(s: &str, scale: f32) -> f32 {
    s.chars().count() as f32 * 4.0 * scale - scale
}

/// Black or white, whichever reads better on `c`.
pub(super) fn ink_for(c: (u8, u8, u8)) -> (u8, u8, u8) {
    let luma = 299 * c.0 as u32 + 587 * c.1 as u32 + 114 * c.2 as u32;
    if luma > 150_000 {
        (0, 0, 0)
    } else {
        (255, 255, 255)
    }
}
