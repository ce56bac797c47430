//! Every available game, played by its bots through the same path the
//! simulator uses, thousands of times: no panic, no refused bot move, no game
//! that fails to end. (Each game module has its own soak test with its
//! invariants; this one guards the dispatch and the bots as a whole.)

use wolfden::cli::simulate::run_in_memory;
use wolfden::engine::Options;
use wolfden::games::GameKind;

#[test]
fn every_available_game_plays_thousands_of_bot_games_without_an_error() {
    for kind in GameKind::ALL {
        let (min, max) = kind.seat_range();
        let options = Options::parse(kind.option_specs(), []).unwrap();
        let mut games = 0;
        // Tables up to 8 share 2,000 games; bigger ones (tournaments, big
        // Werewolf villages) are slower per game and get 10 each.
        let usual_sizes = (min..=max.min(8)).count();
        for seats in min..=max {
            let n = if seats <= 8 {
                2000_usize.div_ceil(usual_sizes)
            } else {
                10
            };
            let report = run_in_memory(kind, seats, &options, 1000 * seats as u64, n);
            assert_eq!(
                report.errors, 0,
                "{kind} with {seats} seats: {:?}",
                report.first_errors
            );
            assert_eq!(report.games, n as u64);
            games += report.games;
        }
        assert!(games >= 2000, "{kind}: only {games} games");
    }
}
