//! What the bot asks of Discord's permissions in a Werewolf game, on the
//! strict fake (which computes every member's permissions as Discord does
//! and lets the bot allow or deny only bits it holds): a mute leaves the
//! afterlife open to the dead, `/game watch` keeps an onlooker's own
//! overwrite and puts it back, a mute denies only what the bot holds, and
//! without Send Messages in Threads the den and the afterlife fall back to
//! the panels instead of threads nobody can be added to.

use crate::support;

use serde_json::{json, Value};
use support::perms::{
    ADD_REACTIONS, CREATE_PUBLIC_THREADS, MANAGE_ROLES, SEND_MESSAGES, SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
};
use support::*;
use wolfden::games::werewolf::Werewolf;
use wolfden::games::AnyGame;
use wolfden::store::{GameId, GameRow, GameStatus};

const HUMANS: [u64; 3] = [ALICE, BOB, CAROL];
const WEREWOLF_OPTIONS: &str =
    "roles=werewolf=2,seer=1,bodyguard=1,villager=3 quiet_seconds=60 first_night_kill=true";
/// Seed 11: a human dies on the first night (as in discord_afterlife).
const SEED: u64 = 11;

fn werewolf(row: &GameRow) -> &Werewolf {
    match row.snapshot.as_ref().expect("started") {
        AnyGame::Werewolf(g) => g,
        other => panic!("not werewolf: {}", other.kind()),
    }
}

fn watch() -> Value {
    json!([{"name": "watch", "type": 1, "options": []}])
}

fn afterlife_thread(h: &Harness) -> Option<u64> {
    h.fake
        .private_threads()
        .into_iter()
        .find(|(_, _, name)| name.contains("Afterlife"))
        .map(|(id, _, _)| id)
}

/// The humans dead now, and the living ones.
async fn dead_and_living(h: &Harness, id: GameId) -> (Vec<u64>, Vec<u64>) {
    let row = h.game(id).await;
    let g = werewolf(&row);
    let (dead, living): (Vec<usize>, Vec<usize>) =
        (0..HUMANS.len()).partition(|&seat| !g.players[seat].alive);
    let users = |seats: Vec<usize>| seats.into_iter().map(|s| HUMANS[s]).collect();
    (users(dead), users(living))
}

/// Play by clicks until a human is dead (the game still running).
async fn until_a_human_dies(h: &Harness, id: GameId) -> (Vec<u64>, Vec<u64>) {
    let mut panels = std::collections::HashMap::new();
    for _ in 0..2_000 {
        h.settle().await;
        let row = h.game(id).await;
        assert_eq!(row.status, GameStatus::Running, "the game still runs");
        let (dead, living) = dead_and_living(h, id).await;
        if !dead.is_empty() {
            return (dead, living);
        }
        h.human_move(id, &mut panels).await.expect("a move");
    }
    panic!("no human died");
}

/// A Werewolf game in [`CHANNEL`], where the bot holds `held` (`None`:
/// the default), played by clicks until a human is dead: the harness, the
/// game, the dead and the living humans.
async fn until_a_death_holding(held: Option<u64>) -> (Harness, GameId, Vec<u64>, Vec<u64>) {
    let h = Harness::start_with(|l| l.seed = Some(SEED)).await;
    if let Some(held) = held {
        h.fake.set_app_permissions(CHANNEL, held);
    }
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;
    let (dead, living) = until_a_human_dies(&h, id).await;
    h.settle().await;
    (h, id, dead, living)
}

/// Whether `user` got a DM that says `text`.
fn told_by_dm(h: &Harness, user: u64, text: &str) -> bool {
    h.fake.dms(user).iter().any(|m| m.content.contains(text))
}

/// The bot's calls on `route` that Discord refused for a missing
/// permission.
fn refused(h: &Harness, route: &str) -> Vec<String> {
    h.fake
        .calls()
        .into_iter()
        .filter(|c| c.path.contains(route) && c.status == 403)
        .map(|c| format!("{} {} {}", c.method, c.path, c.body))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_dead_can_speak_in_the_afterlife() {
    let h = Harness::start_with(|l| l.seed = Some(SEED)).await;
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;
    let ix = h.fake.slash(EVE, CHANNEL, "game", watch());
    h.fake.answer(&ix).await;
    let (dead, living) = until_a_human_dies(&h, id).await;
    h.settle().await;
    let thread = afterlife_thread(&h).expect("the afterlife thread");
    for &u in dead.iter().chain([EVE].iter()) {
        assert!(!h.fake.may_send(u, CHANNEL), "{u} is muted in the channel");
        assert!(
            h.fake.may_send(u, thread),
            "{u} may write in the afterlife: {:b}",
            h.fake.member_permissions(u, thread)
        );
    }
    for &u in &living {
        assert!(h.fake.may_send(u, CHANNEL), "{u} is alive and may talk");
        assert!(
            !h.fake.may_send(u, thread),
            "{u} never reaches the afterlife"
        );
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn watching_keeps_an_onlookers_own_overwrite_and_puts_it_back() {
    let h = Harness::start_with(|l| l.seed = Some(SEED)).await;
    // A private channel: @everyone may not see it; the players and Eve
    // are let in by their own overwrites, the bot holds what it always does.
    h.fake.set_app_permissions(CHANNEL, ALL_PERMISSIONS);
    h.fake.set_everyone_overwrite(CHANNEL, 0, VIEW_CHANNEL);
    for u in HUMANS.iter().chain([EVE].iter()) {
        h.fake.set_overwrite(CHANNEL, *u, VIEW_CHANNEL, 0);
    }
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;
    let ix = h.fake.slash(EVE, CHANNEL, "game", watch());
    let answer = h.fake.answer(&ix).await;
    assert!(
        answer.text().contains("You joined the afterlife"),
        "{}",
        answer.text()
    );
    h.settle().await;
    let (allow, deny) = h.fake.overwrite(CHANNEL, EVE).expect("Eve's overwrite");
    assert_ne!(allow & VIEW_CHANNEL, 0, "Eve still sees the channel");
    assert_ne!(deny & SEND_MESSAGES, 0, "Eve is muted");
    let thread = afterlife_thread(&h).expect("the afterlife thread");
    assert!(h.fake.may_send(EVE, thread), "Eve writes in the afterlife");
    // A second watch changes nothing.
    let ix = h.fake.slash(EVE, CHANNEL, "game", watch());
    h.fake.answer(&ix).await;
    h.settle().await;
    assert_eq!(h.fake.overwrite(CHANNEL, EVE), Some((allow, deny)));

    let ix = h.fake.slash(
        ALICE,
        CHANNEL,
        "game",
        json!([{"name": "stop", "type": 1, "options": []}]),
    );
    h.fake.answer(&ix).await;
    h.settle().await;
    assert_eq!(h.game(id).await.status, GameStatus::Cancelled);
    assert_eq!(
        h.fake.overwrite(CHANNEL, EVE),
        Some((VIEW_CHANNEL, 0)),
        "Eve's own overwrite, exactly as it was"
    );
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_mute_denies_only_what_the_bot_holds() {
    // No Add Reactions nor Create Public Threads here: Discord refuses an
    // overwrite that denies either.
    let held = ALL_PERMISSIONS & !ADD_REACTIONS & !CREATE_PUBLIC_THREADS;
    let (h, _, dead, _) = until_a_death_holding(Some(held)).await;
    for u in &dead {
        let (_, deny) = h.fake.overwrite(CHANNEL, *u).expect("a mute");
        assert_eq!(deny, SEND_MESSAGES, "{u}: the bits the bot holds only");
    }
    assert_eq!(refused(&h, "/permissions/"), Vec::<String>::new());
    let asked: Vec<String> = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains("keep quiet"))
        .collect();
    assert!(asked.is_empty(), "enforced, not asked for: {asked:?}");
    h.shutdown().await;
}

/// The permissions integer of the README's invite link.
fn readme_permissions() -> u64 {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    let at = readme.find("&permissions=").expect("an invite link") + "&permissions=".len();
    let digits: String = readme[at..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().expect("a number")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn with_exactly_the_readme_permissions_every_mute_and_thread_add_goes_through() {
    let h = Harness::start_with(|l| l.seed = Some(SEED)).await;
    let invited = readme_permissions();
    h.fake.set_bot_permissions(invited);
    let (id, _) = h
        .start_game(CHANNEL, "werewolf", Some(WEREWOLF_OPTIONS), &HUMANS, 4)
        .await;
    let ix = h.fake.slash(EVE, CHANNEL, "game", watch());
    h.fake.answer(&ix).await;
    let (dead, _) = until_a_human_dies(&h, id).await;
    h.settle().await;
    let thread = afterlife_thread(&h).expect("the afterlife thread");
    for u in dead.iter().chain([EVE].iter()) {
        let (_, deny) = h.fake.overwrite(CHANNEL, *u).expect("a mute");
        assert_ne!(deny & SEND_MESSAGES, 0, "{u} is muted");
        assert_eq!(deny & !invited, 0, "{u}: only bits the bot holds");
        assert!(
            h.fake.members_of(thread).contains(u),
            "{u} is in the afterlife"
        );
    }
    assert_eq!(refused(&h, "/permissions/"), Vec::<String>::new());
    assert_eq!(refused(&h, "/thread-members/"), Vec::<String>::new());
    assert_eq!(refused(&h, "/threads"), Vec::<String>::new());
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_send_messages_in_threads_the_den_and_the_afterlife_use_the_panels() {
    let (h, id, dead, _) =
        until_a_death_holding(Some(ALL_PERMISSIONS & !SEND_MESSAGES_IN_THREADS)).await;
    assert_eq!(
        h.fake.private_threads(),
        Vec::new(),
        "no thread nobody could be added to"
    );
    assert_eq!(refused(&h, "/thread-members/"), Vec::<String>::new());
    for u in &dead {
        assert!(
            told_by_dm(&h, *u, "afterlife panel"),
            "{u} gets the afterlife panel by DM"
        );
    }
    let row = h.game(id).await;
    let g = werewolf(&row);
    let human_wolves: Vec<u64> = HUMANS
        .iter()
        .enumerate()
        .filter(|(seat, _)| g.players[*seat].role.is_wolf())
        .map(|(_, u)| *u)
        .collect();
    for u in human_wolves {
        assert!(
            told_by_dm(&h, u, "private panel"),
            "wolf {u} is told to agree through the panel"
        );
    }
    h.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_manage_permissions_the_dead_are_asked_for_quiet() {
    let (h, _, dead, _) = until_a_death_holding(Some(ALL_PERMISSIONS & !MANAGE_ROLES)).await;
    assert_eq!(
        refused(&h, "/permissions/"),
        Vec::<String>::new(),
        "not even tried"
    );
    let asked: String = h
        .fake
        .channel_messages(CHANNEL)
        .into_iter()
        .map(|m| m.content)
        .filter(|c| c.contains("keep quiet"))
        .collect();
    for u in &dead {
        assert!(asked.contains(&format!("<@{u}>")), "{asked}");
    }
    h.shutdown().await;
}
