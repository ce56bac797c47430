//! The board: the PNG map (small, valid, redrawn per move), the text map,
//! the panel limits, and that nothing differs between viewers but the
//! "you are" line (nothing is hidden; the rng is the only secret).

use super::*;
use crate::engine::{Panel, Viewer};
use proptest::prelude::*;

/// Bot play from a five-player game until turn `turn` (or the end).
fn bot_game_until(seed: u64, turn: usize) -> ArcticEscape {
    let mut g = new_game(5, seed, &[("blizzards", "3")]);
    let mut steps = 0;
    while g.turn < turn && g.outcome().is_none() && steps < 500 {
        let seat = g.prompts()[0].seat;
        let action = g.bot_action(seat).unwrap();
        act(&mut g, seat, &action);
        steps += 1;
    }
    g
}

/// A mid-game state with a group, a blizzard and a few melts, from bot
/// play: the first seed that gives one.
fn mid_game() -> ArcticEscape {
    (0..100)
        .map(|seed| bot_game_until(seed, 5))
        .find(|g| {
            g.end.is_none()
                && !g.blizzards.is_empty()
                && g.melts >= 4
                && (0..5).any(|p| g.group_members(p).len() > 1)
        })
        .expect("some seed gives a lively mid-game")
}

fn png_of(panel: &Panel) -> &[u8] {
    &panel.image.as_ref().expect("the board has a picture").png
}

#[test]
fn board_carries_a_small_png_of_the_map_with_the_text_map_as_alt() {
    let g = mid_game();
    let panel = g.view(Viewer::Public);
    let image = panel.image.as_ref().unwrap();
    assert_eq!(&image.png[..8], b"\x89PNG\r\n\x1a\n");
    assert!(image.png.len() < 80_000, "PNG is {} bytes", image.png.len());
    assert!(image.alt.contains("SHP"), "{}", image.alt);
    assert_eq!(image.alt, g.text_map());
    // A 20 px margin and 8 columns of 40 px; header, 16 px of column
    // letters, 10 rows of 40 px and the sea.
    let size = |at: usize| u32::from_be_bytes(image.png[at..at + 4].try_into().unwrap());
    assert_eq!(&image.png[12..16], b"IHDR");
    assert_eq!((size(16), size(20)), (20 + 320, 30 + 16 + 400 + 40));
}

#[test]
fn map_picture_is_redrawn_after_each_move() {
    let mut g = board(1);
    let before = png_of(&g.view(Viewer::Public)).to_vec();
    act(&mut g, 0, "down");
    let after = png_of(&g.view(Viewer::Public)).to_vec();
    assert_ne!(before, after);
}

#[test]
fn text_map_shows_terrain_players_samples_blizzards_and_ship() {
    let mut g = board(2);
    set(&mut g, 2, 1, Terrain::Mountain);
    set(&mut g, 3, 1, Terrain::Crevasse);
    place(&mut g, 1, 0, 0); // both players on a1
    g.blizzards.push(Blizzard {
        center: Pos::new(4, 2),
        vertical: false,
    });
    g.ship_col = 3;
    let map = g.text_map();
    let rows: Vec<&str> = map.lines().collect();
    // Four characters a square: terrain, up to two marks, a space.
    assert_eq!(&rows[1][4..8], ".12 ", "{map}"); // a1: ice, players 1 and 2
    assert_eq!(&rows[3][8..12], "^   ", "{map}"); // b3 mountain
    assert_eq!(&rows[4][8..12], "#   ", "{map}"); // b4 crevasse
    assert_eq!(&rows[5][4..20], ".   .@  .@  .@  ", "{map}"); // blizzard b5-d5
    assert_eq!(&rows[3][24..], ".s", "{map}"); // sample on f3
    assert!(rows[9].starts_with("    ~~~~~~~~~~~~SHP~"), "{map}");
}

/// On the text map every mark of a square (its players, sample
/// and blizzard) sits between its column letter and the next one, and every
/// player on a square is shown, not only the first.
#[test]
fn text_map_marks_sit_in_their_square_and_every_player_there_is_shown() {
    let mut g = board(4);
    for seat in 0..3 {
        place(&mut g, seat, 1, 1); // Ada, Bo and Cy on b2
    }
    place(&mut g, 3, 1, 2); // Di on c2
    add_blizzard(&mut g, 4, 2, false); // b5-d5
    let map = g.text_map();
    let rows: Vec<&str> = map.lines().collect();
    let header = rows[0];
    // The characters of a row under column `col`, up to the next letter.
    let cell = |row: &str, col: char| -> String {
        let from = header.find(col).unwrap();
        let to = header
            .find((col as u8 + 1) as char)
            .unwrap_or(row.len())
            .min(row.len());
        row[from..to].to_string()
    };
    let b2 = cell(rows[2], 'b');
    assert!(
        b2.starts_with('.'),
        "b2 `{b2}` starts with its terrain:\n{map}"
    );
    for digit in ['1', '2', '3'] {
        assert!(b2.contains(digit), "player {digit} on b2 `{b2}`:\n{map}");
    }
    assert!(!b2.contains('4'), "{map}");
    let c2 = cell(rows[2], 'c');
    assert!(c2.starts_with('.') && c2.contains('4'), "c2 `{c2}`:\n{map}");
    assert!(!c2.contains('1'), "c2 `{c2}`:\n{map}");
    let a2 = cell(rows[2], 'a');
    assert!(!a2.chars().any(|c| c.is_ascii_digit()), "a2 `{a2}`:\n{map}");
    for col in ['b', 'c', 'd'] {
        let square = cell(rows[5], col);
        assert!(square.contains('@'), "{col}5 `{square}`:\n{map}");
    }
    for col in ['a', 'e'] {
        let square = cell(rows[5], col);
        assert!(!square.contains('@'), "{col}5 `{square}`:\n{map}");
    }
}

#[test]
fn panels_respect_discord_limits_with_eight_players() {
    set_images(false); // the limits concern the text; 600 renders would be slow in debug
    let mut g = new_game(8, 5, &[("size", "large"), ("blizzards", "3")]);
    for _ in 0..200 {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.prompts()[0].seat;
        let action = g.bot_action(seat).unwrap();
        act(&mut g, seat, &action);
        for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(7)] {
            let p = g.view(viewer);
            assert!(p.text.to_string().chars().count() <= 4096);
            assert!(p.fields.len() <= 25);
            assert!(p.fields.iter().all(|f| f.value.to_string().chars().count() <= 1024));
            let total = p.title.to_string().chars().count()
                + p.text.to_string().chars().count()
                + p.fields
                    .iter()
                    .map(|f| f.name.to_string().chars().count() + f.value.to_string().chars().count())
                    .sum::<usize>()
                + p.footer.as_ref().map_or(0, |f| f.to_string().chars().count());
            assert!(total <= 6000, "panel of {total} characters");
        }
    }
    set_images(true);
}

#[test]
fn seat_view_is_the_public_board_read_as_you_plus_a_status() {
    let g = mid_game();
    let public = g.view(Viewer::Public);
    let seat = g.view(Viewer::Seat(2));
    assert_eq!(seat.fields, public.fields);
    assert_eq!(seat.image, public.image);
    assert_eq!(seat.text, public.text);
    let players = &seat.fields[0].value;
    let own = players.plain(Viewer::Seat(2));
    assert!(own.contains("3 You · "), "{own}");
    assert!(!own.contains("Cy"), "{own}");
    assert!(players.plain(Viewer::Seat(0)).contains("3 Cy · "));
    let status = seat.status.as_ref().expect("a seat's status").plain(Viewer::Seat(2));
    assert!(status.starts_with(&format!("Turn {} · ", g.turn)), "{status}");
    assert!(!status.contains('\n'), "one line: {status}");
}

#[test]
fn board_shows_who_did_what_in_shared_phases() {
    let mut g = board(2);
    place(&mut g, 1, 0, 0);
    g.start_turn();
    assert_eq!(g.phase, Phase::Grouping);
    act(&mut g, 1, "merge1-2");
    act(&mut g, 0, "go");
    let text = g.view(Viewer::Public).to_text();
    assert!(text.contains("Bo grouped Ada and Bo."), "{text}");
    assert!(text.contains("Ada started the moves."), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    /// The only hidden fact is the rng's future: two states that differ
    /// only there show the same public board.
    #[test]
    fn public_board_ignores_the_hidden_rng(seed in 0u64..1000, turns in 1usize..6) {
        set_images(false); // the picture is compared once below
        let g = bot_game_until(3, turns);
        let mut h = g.clone();
        h.rng = GameRng::from_seed(seed);
        prop_assert_eq!(g.view(Viewer::Public), h.view(Viewer::Public));
        prop_assert_eq!(g.view(Viewer::Seat(1)), h.view(Viewer::Seat(1)));
        prop_assert_eq!(g.prompts(), h.prompts());
        set_images(true);
    }
}

#[test]
fn public_picture_ignores_the_hidden_rng() {
    let g = mid_game();
    let mut h = g.clone();
    h.rng = GameRng::from_seed(123_456);
    assert_eq!(
        png_of(&g.view(Viewer::Public)),
        png_of(&h.view(Viewer::Public))
    );
}

#[test]
fn without_images_skips_the_picture_for_that_call_only() {
    let g = board(2);
    let inside = without_images(|| g.view(Viewer::Public));
    assert!(png_of(&inside).is_empty(), "no picture inside the call");
    let image = inside.image.as_ref().unwrap();
    assert_eq!(image.alt, g.text_map(), "the text map stays");
    assert!(
        !png_of(&g.view(Viewer::Public)).is_empty(),
        "the picture is back after the call"
    );
    // A switch already off stays off.
    set_images(false);
    without_images(|| ());
    assert!(png_of(&g.view(Viewer::Public)).is_empty());
    set_images(true);
}

#[test]
#[ignore = "timing; run in release: cargo test --release -- --ignored render_timing"]
fn render_timing() {
    let g = new_game(8, 5, &[("size", "large"), ("blizzards", "3")]);
    let started = std::time::Instant::now();
    let mut bytes = 0;
    for _ in 0..50 {
        bytes = png_of(&g.view(Viewer::Public)).len();
    }
    eprintln!(
        "large map: {bytes} bytes, {:?} per view",
        started.elapsed() / 50
    );
}

/// The picture decoded: (width, height, RGB bytes).
fn decode(png_bytes: &[u8]) -> (usize, usize, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("a valid PNG");
    let mut rgb = vec![0; reader.output_buffer_size().expect("a sized PNG")];
    let info = reader.next_frame(&mut rgb).expect("one frame");
    assert_eq!(info.color_type, png::ColorType::Rgb);
    (info.width as usize, info.height as usize, rgb)
}

#[test]
fn map_picture_labels_every_column_and_row_in_its_margins() {
    let g = mid_game();
    let (w, h) = (g.width(), g.height());
    let (pw, _, rgb) = decode(png_of(&g.view(Viewer::Public)));
    let white = |x: usize, y: usize| rgb[(y * pw + x) * 3..][..3] == [255, 255, 255];
    // The label ink in a box of the margins: 40-pixel cells after a
    // 20-pixel row margin, under a 30-pixel header and a 16-pixel band.
    let inked = |x0: usize, y0: usize, bw: usize, bh: usize| {
        (y0..y0 + bh).any(|y| (x0..x0 + bw).any(|x| white(x, y)))
    };
    for c in 0..w {
        assert!(inked(20 + c * 40, 30, 40, 16), "column {c} has no letter");
    }
    for r in 0..h {
        assert!(inked(0, 46 + r * 40, 20, 40), "row {} has no number", r + 1);
    }
    // The corner above the row numbers stays blank.
    assert!(!inked(0, 30, 20, 16));
}

/// WCAG contrast ratio of two colours.
fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let lum = |(r, g, b): (u8, u8, u8)| {
        let ch = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.03928 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn tokens_and_group_rings_stand_out_on_every_ground_and_player_colour() {
    use super::super::render::{DARK_EDGE, GROUP_RINGS, LIGHT_EDGE, PLAYER_COLOURS};
    // Every ground a token can stand on (terrain fills, blizzard, sea).
    let grounds = [
        (227, 242, 251),
        (175, 216, 234),
        (255, 255, 255),
        (217, 211, 199),
        (59, 125, 216),
        (15, 28, 46),
        (156, 107, 60),
        (150, 160, 190),
        (29, 78, 137),
    ];
    for ground in grounds {
        let best = contrast(LIGHT_EDGE, ground).max(contrast(DARK_EDGE, ground));
        assert!(best >= 4.5, "token edges on {ground:?}: {best:.2}");
    }
    for ring in GROUP_RINGS {
        // A ring lies between two dark edges, whatever the player colour.
        let c = contrast(ring, DARK_EDGE);
        assert!(c >= 4.5, "ring {ring:?} on its dark edges: {c:.2}");
    }
    for colour in PLAYER_COLOURS {
        let c = contrast(colour, LIGHT_EDGE).max(contrast(colour, DARK_EDGE));
        assert!(c >= 3.0, "player colour {colour:?} against its edges: {c:.2}");
    }
}

#[test]
fn the_map_key_is_on_the_rules_pages_not_on_the_board() {
    let rules = crate::engine::testkit::rules_pages::<ArcticEscape>().join("\n");
    assert!(rules.contains("c5 is column C, row 5"), "{rules}");
    assert!(rules.contains("Orange diamond: a sample"), "{rules}");
    assert!(rules.contains("\"#\" crevasse"), "{rules}");
    let g = mid_game();
    let board = g.view(Viewer::Public);
    let text = board.to_text();
    assert!(!text.contains("Orange diamond"), "{text}");
    assert!(!text.contains(". ice  - thin ice"), "{text}");
    assert!(board.image.unwrap().alt.contains("ⓘ r"));
}

#[test]
fn map_fingerprint_changes_with_the_picture_only() {
    let mut g = mid_game();
    let image = |g: &ArcticEscape| g.view(Viewer::Public).image.unwrap();
    let before = image(&g);
    let first = before.fingerprint();
    assert_ne!(first, 0);
    assert_eq!(image(&g).fingerprint(), first, "same picture, same fingerprint");
    let seat = g.prompts()[0].seat;
    let action = g.bot_action(seat).unwrap();
    act(&mut g, seat, &action);
    let after = image(&g);
    assert_eq!(after.fingerprint() != first, after.png != before.png);
    let off = crate::engine::without_images(|| image(&g));
    assert_eq!(off.fingerprint(), 0);
}
