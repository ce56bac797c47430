//! The map picture: terrain, samples, blizzards, players (coloured tokens
//! with their number; group members share a coloured ring), the ship with
//! anyone aboard, and a header with the melts so far and the samples taken.
//! Column letters run along the top and row numbers down the left, so a
//! square reads as the choices name it (c5 is column C, row 5). Every
//! token and group ring is edged in both white and near-black, so it stands
//! out on every terrain and every player colour.
//! Drawn with tiny-skia (primitives and the bitmap font in `draw.rs`) and
//! encoded as PNG.

use tiny_skia::Pixmap;

use super::draw::{circle, ink_for, polygon, polyline, rect, text, text_width};

use super::{ArcticEscape, Phase, Pos, Status, Terrain, SAMPLE_COUNT};

const CELL: f32 = 40.0;
const HEADER: f32 = 30.0;
const SEA: f32 = 40.0;
/// The band under the header with the column letters.
const COLUMN_LABELS: f32 = 16.0;
/// The margin left of the grid with the row numbers.
const ROW_LABELS: f32 = 20.0;
/// Top of the grid.
const GRID_TOP: f32 = HEADER + COLUMN_LABELS;
/// Background of the label margins, and their ink.
const LABEL_BACKGROUND: (u8, u8, u8, u8) = (16, 35, 59, 255);
const LABEL_INK: (u8, u8, u8) = (255, 255, 255);
/// The two edges every token and ring gets: one reads on light ground,
/// the other on dark.
pub(super) const DARK_EDGE: (u8, u8, u8) = (0, 0, 0);
pub(super) const LIGHT_EDGE: (u8, u8, u8) = (255, 255, 255);

/// Player token colours, by seat.
pub(super) const PLAYER_COLOURS: [(u8, u8, u8); 8] = [
    (230, 25, 75),
    (60, 180, 75),
    (255, 225, 25),
    (67, 99, 216),
    (245, 130, 49),
    (145, 30, 180),
    (66, 212, 244),
    (240, 50, 230),
];

/// Ring colours of the groups sharing one square.
pub(super) const GROUP_RINGS: [(u8, u8, u8); 4] = [
    (255, 215, 0),
    (255, 255, 255),
    (255, 105, 180),
    (0, 255, 127),
];

fn token(pix: &mut Pixmap, x: f32, y: f32, radius: f32, seat: usize, ring: Option<(u8, u8, u8)>) {
    let colour = PLAYER_COLOURS[seat % PLAYER_COLOURS.len()];
    // A light halo under a dark edge: one of the two reads on any ground.
    circle(pix, x, y, radius + 1.0, LIGHT_EDGE, None);
    match ring {
        Some(c) => {
            // The group colour between two dark edges: it reads on the
            // player's colour and on the ground alike (a white ring on snow).
            circle(pix, x, y, radius, colour, Some((DARK_EDGE, 5.0)));
            circle(pix, x, y, radius, colour, Some((c, 2.5)));
        }
        None => circle(pix, x, y, radius, colour, Some((DARK_EDGE, 1.5))),
    }
    let label = format!("{}", seat + 1);
    let scale = if radius >= 8.0 { 2.0 } else { 1.0 };
    let w = text_width(&label, scale);
    text(
        pix,
        (x - w / 2.0).round(),
        (y - 2.5 * scale).round(),
        scale,
        &label,
        ink_for(colour),
    );
}

/// Token centres for `count` players sharing a square, and their radius.
fn token_layout(count: usize) -> (Vec<(f32, f32)>, f32) {
    let c = CELL / 2.0;
    match count {
        0 | 1 => (vec![(c, c)], 13.0),
        2..=4 => {
            let o = 9.5;
            (
                vec![
                    (c - o, c - o),
                    (c + o, c - o),
                    (c - o, c + o),
                    (c + o, c + o),
                ],
                8.5,
            )
        }
        _ => {
            let o = 12.5;
            let mut v = Vec::new();
            for dy in [-o, 0.0, o] {
                for dx in [-o, 0.0, o] {
                    v.push((c + dx, c + dy));
                }
            }
            (v, 6.0)
        }
    }
}

impl ArcticEscape {
    /// The board picture as PNG bytes (empty when rendering is turned off).
    pub(super) fn map_png(&self) -> Vec<u8> {
        if !crate::engine::images_wanted() {
            return Vec::new();
        }
        self.draw_map().map(|pix| encode(&pix)).unwrap_or_default()
    }

    fn draw_map(&self) -> Option<Pixmap> {
        let (w, h) = (self.width(), self.height());
        let width = ROW_LABELS + w as f32 * CELL;
        let height = GRID_TOP + h as f32 * CELL + SEA;
        let mut pix = Pixmap::new(width as u32, height as u32)?;
        self.draw_header(&mut pix, width);
        draw_labels(&mut pix, w, h);
        for pos in self.all_squares() {
            let (x, y) = cell_origin(pos);
            draw_terrain(&mut pix, x, y, self.terrain_at(pos));
            if self.sample_at(pos).is_some() {
                draw_sample(&mut pix, x + CELL / 2.0, y + CELL / 2.0, 8.0, true);
            }
        }
        for r in 0..=h {
            rect(
                &mut pix,
                ROW_LABELS,
                GRID_TOP + r as f32 * CELL,
                width - ROW_LABELS,
                1.0,
                (120, 150, 175, 255),
            );
        }
        for c in 0..=w {
            rect(
                &mut pix,
                ROW_LABELS + c as f32 * CELL - if c == w { 1.0 } else { 0.0 },
                GRID_TOP,
                1.0,
                h as f32 * CELL,
                (120, 150, 175, 255),
            );
        }
        for b in &self.blizzards {
            for pos in b.squares(w, h) {
                draw_blizzard(&mut pix, cell_origin(pos));
            }
        }
        for pos in self.all_squares() {
            self.draw_tokens(&mut pix, pos);
        }
        self.draw_sea(&mut pix, width, GRID_TOP + h as f32 * CELL);
        if self.phase == Phase::Over {
            let won = self.end.as_ref().is_some_and(|e| e.won);
            let word = if won { "SAVED" } else { "LOST" };
            let scale = 5.0;
            let tw = text_width(word, scale);
            let mid = GRID_TOP + h as f32 * CELL / 2.0;
            rect(&mut pix, 0.0, mid - 24.0, width, 48.0, (10, 20, 40, 200));
            let colour = if won { (120, 230, 120) } else { (255, 90, 90) };
            text(
                &mut pix,
                ((width - tw) / 2.0).round(),
                mid - 12.0,
                scale,
                word,
                colour,
            );
        }
        Some(pix)
    }

    fn draw_header(&self, pix: &mut Pixmap, width: f32) {
        rect(pix, 0.0, 0.0, width, HEADER, (16, 35, 59, 255));
        let label = format!("MELTS {}/{}", self.melts, self.settings.max_melts);
        text(pix, 6.0, 7.0, 2.0, &label, (255, 255, 255));
        let taken = self.samples_taken();
        for i in 0..SAMPLE_COUNT {
            let x = width - 10.0 - (SAMPLE_COUNT - 1 - i) as f32 * 13.0;
            draw_sample(pix, x, 12.0, 5.5, i < taken);
        }
        // Melt gauge along the bottom of the header.
        let share = (self.melts as f32 / self.settings.max_melts as f32).min(1.0);
        rect(pix, 0.0, HEADER - 5.0, width, 5.0, (60, 80, 100, 255));
        rect(
            pix,
            0.0,
            HEADER - 5.0,
            width * share,
            5.0,
            (235, 70, 60, 255),
        );
    }

    fn draw_tokens(&self, pix: &mut Pixmap, pos: Pos) {
        let mut here: Vec<usize> = (0..self.players.len())
            .filter(|&p| self.players[p].status != Status::Aboard && self.players[p].pos == pos)
            .collect();
        if here.is_empty() {
            return;
        }
        here.sort_by_key(|&p| (self.players[p].group, p));
        let mut groups: Vec<usize> = Vec::new();
        for &p in &here {
            if !groups.contains(&self.players[p].group) && self.group_members(p).len() > 1 {
                groups.push(self.players[p].group);
            }
        }
        let (x0, y0) = cell_origin(pos);
        let (spots, radius) = token_layout(here.len());
        for (&p, &(dx, dy)) in here.iter().zip(&spots) {
            let ring = groups
                .iter()
                .position(|&g| g == self.players[p].group && self.players[p].ashore())
                .map(|i| GROUP_RINGS[i % GROUP_RINGS.len()]);
            token(pix, x0 + dx, y0 + dy, radius, p, ring);
            if self.players[p].status == Status::Fallen {
                let r = radius;
                let (cx, cy) = (x0 + dx, y0 + dy);
                polyline(
                    pix,
                    &[(cx - r, cy - r), (cx + r, cy + r)],
                    3.0,
                    (255, 40, 40, 255),
                );
                polyline(
                    pix,
                    &[(cx - r, cy + r), (cx + r, cy - r)],
                    3.0,
                    (255, 40, 40, 255),
                );
            }
        }
    }

    fn draw_sea(&self, pix: &mut Pixmap, width: f32, top: f32) {
        rect(pix, 0.0, top, width, SEA, (29, 78, 137, 255));
        let mut x = 4.0;
        while x < width {
            polyline(
                pix,
                &[
                    (x, top + 34.0),
                    (x + 5.0, top + 31.0),
                    (x + 10.0, top + 34.0),
                ],
                1.2,
                (140, 190, 235, 255),
            );
            x += 14.0;
        }
        let sx = ROW_LABELS + self.ship_col as f32 * CELL;
        // A gold arrow from the boarding square down to the ship.
        polygon(
            pix,
            &[
                (sx + 14.0, top - 7.0),
                (sx + 26.0, top - 7.0),
                (sx + 20.0, top - 1.0),
            ],
            (240, 190, 20, 255),
        );
        polygon(
            pix,
            &[
                (sx + 2.0, top + 17.0),
                (sx + 38.0, top + 17.0),
                (sx + 32.0, top + 31.0),
                (sx + 8.0, top + 31.0),
            ],
            (107, 63, 29, 255),
        );
        rect(pix, sx + 19.0, top + 3.0, 2.0, 14.0, (60, 40, 20, 255));
        polygon(
            pix,
            &[
                (sx + 21.0, top + 3.0),
                (sx + 33.0, top + 15.0),
                (sx + 21.0, top + 15.0),
            ],
            (245, 245, 245, 255),
        );
        let aboard: Vec<usize> = (0..self.players.len())
            .filter(|&p| self.players[p].status == Status::Aboard)
            .collect();
        // Those aboard wait in a row beside the ship, on the side with room.
        let right = self.ship_col * 2 < self.width();
        for (i, &p) in aboard.iter().enumerate() {
            let offset = 9.0 + i as f32 * 15.0;
            let tx = if right {
                sx + CELL + offset - 2.0
            } else {
                sx - offset + 2.0
            };
            token(pix, tx, top + 20.0, 7.0, p, None);
        }
    }
}

/// PNG bytes of an opaque pixmap: RGB, one fixed row filter and fast
/// deflate. tiny-skia's own `encode_png` (adaptive filters, balanced
/// compression) makes a slightly smaller file but is many times slower,
/// which matters in debug builds where tests render the board.
fn encode(pix: &Pixmap) -> Vec<u8> {
    let rgb: Vec<u8> = pix
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pix.width(), pix.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::Balanced);
    encoder.set_filter(png::Filter::Up);
    let written = encoder
        .write_header()
        .and_then(|mut writer| writer.write_image_data(&rgb));
    if written.is_err() {
        return Vec::new();
    }
    out
}

fn cell_origin(pos: Pos) -> (f32, f32) {
    (
        ROW_LABELS + pos.col as f32 * CELL,
        GRID_TOP + pos.row as f32 * CELL,
    )
}

/// The letter of column `col` as drawn on the map (the choices write it
/// in lower case: c5).
pub(super) fn column_letter(col: usize) -> char {
    (b'A' + col as u8) as char
}

/// Column letters above the grid and row numbers left of it, on the
/// header's dark blue.
fn draw_labels(pix: &mut Pixmap, w: usize, h: usize) {
    let scale = 2.0;
    rect(
        pix,
        0.0,
        HEADER,
        ROW_LABELS + w as f32 * CELL,
        COLUMN_LABELS,
        LABEL_BACKGROUND,
    );
    rect(
        pix,
        0.0,
        HEADER,
        ROW_LABELS,
        COLUMN_LABELS + h as f32 * CELL,
        LABEL_BACKGROUND,
    );
    for c in 0..w {
        let label = column_letter(c).to_string();
        let x = ROW_LABELS + c as f32 * CELL + (CELL - text_width(&label, scale)) / 2.0;
        text(pix, x.round(), HEADER + 3.0, scale, &label, LABEL_INK);
    }
    for r in 0..h {
        let label = (r + 1).to_string();
        let x = (ROW_LABELS - text_width(&label, scale)) / 2.0;
        let y = GRID_TOP + r as f32 * CELL + (CELL - 5.0 * scale) / 2.0;
        text(pix, x.round(), y.round(), scale, &label, LABEL_INK);
    }
}

fn draw_sample(pix: &mut Pixmap, cx: f32, cy: f32, r: f32, filled: bool) {
    let points = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)];
    if filled {
        polygon(pix, &points, (255, 140, 0, 255));
    } else {
        polygon(pix, &points, (70, 90, 110, 255));
    }
    let mut outline = points.to_vec();
    outline.push(points[0]);
    polyline(pix, &outline, 1.2, (60, 30, 0, 255));
}

fn draw_blizzard(pix: &mut Pixmap, (x, y): (f32, f32)) {
    rect(pix, x, y, CELL, CELL, (150, 160, 190, 150));
    for i in 0..4 {
        let o = 4.0 + i as f32 * 11.0;
        polyline(
            pix,
            &[(x + o + 6.0, y + 3.0), (x + o - 4.0, y + CELL - 3.0)],
            2.0,
            (255, 255, 255, 230),
        );
    }
    for (dx, dy) in [
        (8.0, 10.0),
        (30.0, 8.0),
        (20.0, 22.0),
        (10.0, 32.0),
        (33.0, 30.0),
    ] {
        circle(pix, x + dx, y + dy, 2.2, (255, 255, 255), None);
    }
}

fn draw_terrain(pix: &mut Pixmap, x: f32, y: f32, terrain: Terrain) {
    let c = CELL;
    match terrain {
        Terrain::Ice => rect(pix, x, y, c, c, (227, 242, 251, 255)),
        Terrain::ThinIce => {
            let ink = (60, 110, 150, 255);
            rect(pix, x, y, c, c, (175, 216, 234, 255));
            crack(
                pix,
                (x, y),
                &[
                    (5.0, 12.0),
                    (14.0, 18.0),
                    (20.0, 13.0),
                    (27.0, 24.0),
                    (35.0, 27.0),
                ],
                1.5,
                ink,
            );
            crack(pix, (x, y), &[(20.0, 13.0), (18.0, 32.0)], 1.2, ink);
        }
        Terrain::Snow => {
            rect(pix, x, y, c, c, (255, 255, 255, 255));
            for (dx, dy) in [
                (8.0, 9.0),
                (24.0, 7.0),
                (15.0, 20.0),
                (31.0, 22.0),
                (9.0, 31.0),
                (25.0, 33.0),
            ] {
                circle(pix, x + dx, y + dy, 1.8, (170, 190, 205), None);
            }
        }
        Terrain::Mountain => {
            rect(pix, x, y, c, c, (217, 211, 199, 255));
            polygon(
                pix,
                &[
                    (x + 4.0, y + 35.0),
                    (x + 20.0, y + 6.0),
                    (x + 36.0, y + 35.0),
                ],
                (125, 116, 104, 255),
            );
            polygon(
                pix,
                &[
                    (x + 15.0, y + 15.0),
                    (x + 20.0, y + 6.0),
                    (x + 25.0, y + 15.0),
                ],
                (250, 250, 250, 255),
            );
        }
        Terrain::Water => {
            rect(pix, x, y, c, c, (59, 125, 216, 255));
            for dy in [12.0, 26.0] {
                polyline(
                    pix,
                    &[
                        (x + 5.0, y + dy),
                        (x + 12.0, y + dy - 3.0),
                        (x + 19.0, y + dy),
                        (x + 26.0, y + dy - 3.0),
                        (x + 33.0, y + dy),
                    ],
                    1.5,
                    (190, 220, 250, 255),
                );
            }
        }
        Terrain::Bridge => {
            rect(pix, x, y, c, c, (15, 28, 46, 255));
            rect(pix, x, y + 11.0, c, 18.0, (156, 107, 60, 255));
            let mut px = x + 5.0;
            while px < x + c {
                rect(pix, px, y + 11.0, 1.0, 18.0, (100, 65, 30, 255));
                px += 6.0;
            }
            rect(pix, x, y + 10.0, c, 2.0, (80, 50, 20, 255));
            rect(pix, x, y + 28.0, c, 2.0, (80, 50, 20, 255));
        }
        Terrain::Crevasse => {
            rect(pix, x, y, c, c, (15, 28, 46, 255));
            crack(
                pix,
                (x, y),
                &[(8.0, 2.0), (16.0, 14.0), (12.0, 24.0), (22.0, 38.0)],
                2.0,
                (44, 74, 110, 255),
            );
        }
    }
}

/// A crack across the square whose corner is `(x, y)` (thin ice, a
/// crevasse): a line through `points`, given from that corner.
fn crack(
    pix: &mut Pixmap,
    (x, y): (f32, f32),
    points: &[(f32, f32)],
    width: f32,
    colour: (u8, u8, u8, u8),
) {
    let points: Vec<(f32, f32)> = points.iter().map(|&(dx, dy)| (x + dx, y + dy)).collect();
    polyline(pix, &points, width, colour);
}
