//! The 38 artifacts of the Artifacts expansion: names, option keys, one-use or
//! always-in-effect, gem cards, card texts, and the deal (gems at one per four
//! other cards, only for the players who opt in).

use serde::{Deserialize, Serialize};

use crate::engine::{Arg, GameRng, Text};
use crate::text;

/// Declares [`Artifact`] and [`Artifact::ALL`] from one list of cards, in
/// this order, so the two cannot drift apart.
macro_rules! artifact_cards {
    ($($card:ident),* $(,)?) => {
        /// One artifact card; every card exists once.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum Artifact {
            $($card),*
        }

        impl Artifact {
            pub const ALL: [Artifact; 38] = [$(Artifact::$card),*];
        }
    };
}

artifact_cards! {
    PrismOfPower,
    CapOfIdiocy,
    WreathOfPeace,
    RodOfReincarnation,
    ScepterOfRebirth,
    VoidOfNothingness,
    SheetOfTheGhost,
    SapphireOfFate,
    AmethystOfKnowledge,
    DiamondOfDenial,
    EmeraldOfJealousy,
    OnyxOfDestruction,
    RubyOfKismet,
    CitrineOfFortune,
    AmberOfDawn,
    AmuletOfProtection,
    ShieldOfTheBodyguard,
    BloodOfTheDiseased,
    SkimmerOfTheCursed,
    ClawOfTheWerewolf,
    CloakOfThePrince,
    MaceOfTheMayor,
    HeartOfIndifference,
    MaskOfSpellcasting,
    CudgelOfTheOldHag,
    VoteFromBeyond,
    EyeOfTheBeholder,
    StaffOfTheSeer,
    RingOfTruth,
    MistOfAura,
    MirrorOfTheDoppelganger,
    DiaryOfTheInsomniac,
    StoneOfAlteration,
    BreathOfTheOldMan,
    BowOfHunting,
    SpearOfFury,
    OrbOfSpeculation,
    TalismanOfTrouble,
}

use Artifact::*;

impl Artifact {
    /// The card's name from the catalogue, for players.
    pub fn label(self) -> Text {
        match self {
            PrismOfPower => text!("werewolf-artifact-prism-of-power"),
            CapOfIdiocy => text!("werewolf-artifact-cap-of-idiocy"),
            WreathOfPeace => text!("werewolf-artifact-wreath-of-peace"),
            RodOfReincarnation => text!("werewolf-artifact-rod-of-reincarnation"),
            ScepterOfRebirth => text!("werewolf-artifact-scepter-of-rebirth"),
            VoidOfNothingness => text!("werewolf-artifact-void-of-nothingness"),
            SheetOfTheGhost => text!("werewolf-artifact-sheet-of-the-ghost"),
            SapphireOfFate => text!("werewolf-artifact-sapphire-of-fate"),
            AmethystOfKnowledge => text!("werewolf-artifact-amethyst-of-knowledge"),
            DiamondOfDenial => text!("werewolf-artifact-diamond-of-denial"),
            EmeraldOfJealousy => text!("werewolf-artifact-emerald-of-jealousy"),
            OnyxOfDestruction => text!("werewolf-artifact-onyx-of-destruction"),
            RubyOfKismet => text!("werewolf-artifact-ruby-of-kismet"),
            CitrineOfFortune => text!("werewolf-artifact-citrine-of-fortune"),
            AmberOfDawn => text!("werewolf-artifact-amber-of-dawn"),
            AmuletOfProtection => text!("werewolf-artifact-amulet-of-protection"),
            ShieldOfTheBodyguard => text!("werewolf-artifact-shield-of-the-bodyguard"),
            BloodOfTheDiseased => text!("werewolf-artifact-blood-of-the-diseased"),
            SkimmerOfTheCursed => text!("werewolf-artifact-skimmer-of-the-cursed"),
            ClawOfTheWerewolf => text!("werewolf-artifact-claw-of-the-werewolf"),
            CloakOfThePrince => text!("werewolf-artifact-cloak-of-the-prince"),
            MaceOfTheMayor => text!("werewolf-artifact-mace-of-the-mayor"),
            HeartOfIndifference => text!("werewolf-artifact-heart-of-indifference"),
            MaskOfSpellcasting => text!("werewolf-artifact-mask-of-spellcasting"),
            CudgelOfTheOldHag => text!("werewolf-artifact-cudgel-of-the-old-hag"),
            VoteFromBeyond => text!("werewolf-artifact-vote-from-beyond"),
            EyeOfTheBeholder => text!("werewolf-artifact-eye-of-the-beholder"),
            StaffOfTheSeer => text!("werewolf-artifact-staff-of-the-seer"),
            RingOfTruth => text!("werewolf-artifact-ring-of-truth"),
            MistOfAura => text!("werewolf-artifact-mist-of-aura"),
            MirrorOfTheDoppelganger => text!("werewolf-artifact-mirror-of-the-doppelganger"),
            DiaryOfTheInsomniac => text!("werewolf-artifact-diary-of-the-insomniac"),
            StoneOfAlteration => text!("werewolf-artifact-stone-of-alteration"),
            BreathOfTheOldMan => text!("werewolf-artifact-breath-of-the-old-man"),
            BowOfHunting => text!("werewolf-artifact-bow-of-hunting"),
            SpearOfFury => text!("werewolf-artifact-spear-of-fury"),
            OrbOfSpeculation => text!("werewolf-artifact-orb-of-speculation"),
            TalismanOfTrouble => text!("werewolf-artifact-talisman-of-trouble"),
        }
    }

    /// What the card does, from the catalogue, for players.
    pub fn text_label(self) -> Text {
        match self {
            PrismOfPower => text!("werewolf-artifact-prism-of-power-text"),
            CapOfIdiocy => text!("werewolf-artifact-cap-of-idiocy-text"),
            WreathOfPeace => text!("werewolf-artifact-wreath-of-peace-text"),
            RodOfReincarnation => text!("werewolf-artifact-rod-of-reincarnation-text"),
            ScepterOfRebirth => text!("werewolf-artifact-scepter-of-rebirth-text"),
            VoidOfNothingness => text!("werewolf-artifact-void-of-nothingness-text"),
            SheetOfTheGhost => text!("werewolf-artifact-sheet-of-the-ghost-text"),
            SapphireOfFate => text!("werewolf-artifact-sapphire-of-fate-text"),
            AmethystOfKnowledge => text!("werewolf-artifact-amethyst-of-knowledge-text"),
            DiamondOfDenial => text!("werewolf-artifact-diamond-of-denial-text"),
            EmeraldOfJealousy => text!("werewolf-artifact-emerald-of-jealousy-text"),
            OnyxOfDestruction => text!("werewolf-artifact-onyx-of-destruction-text"),
            RubyOfKismet => text!("werewolf-artifact-ruby-of-kismet-text"),
            CitrineOfFortune => text!("werewolf-artifact-citrine-of-fortune-text"),
            AmberOfDawn => text!("werewolf-artifact-amber-of-dawn-text"),
            AmuletOfProtection => text!("werewolf-artifact-amulet-of-protection-text"),
            ShieldOfTheBodyguard => text!("werewolf-artifact-shield-of-the-bodyguard-text"),
            BloodOfTheDiseased => text!("werewolf-artifact-blood-of-the-diseased-text"),
            SkimmerOfTheCursed => text!("werewolf-artifact-skimmer-of-the-cursed-text"),
            ClawOfTheWerewolf => text!("werewolf-artifact-claw-of-the-werewolf-text"),
            CloakOfThePrince => text!("werewolf-artifact-cloak-of-the-prince-text"),
            MaceOfTheMayor => text!("werewolf-artifact-mace-of-the-mayor-text"),
            HeartOfIndifference => text!("werewolf-artifact-heart-of-indifference-text"),
            MaskOfSpellcasting => text!("werewolf-artifact-mask-of-spellcasting-text"),
            CudgelOfTheOldHag => text!("werewolf-artifact-cudgel-of-the-old-hag-text"),
            VoteFromBeyond => text!("werewolf-artifact-vote-from-beyond-text"),
            EyeOfTheBeholder => text!("werewolf-artifact-eye-of-the-beholder-text"),
            StaffOfTheSeer => text!("werewolf-artifact-staff-of-the-seer-text"),
            RingOfTruth => text!("werewolf-artifact-ring-of-truth-text"),
            MistOfAura => text!("werewolf-artifact-mist-of-aura-text"),
            MirrorOfTheDoppelganger => text!("werewolf-artifact-mirror-of-the-doppelganger-text"),
            DiaryOfTheInsomniac => text!("werewolf-artifact-diary-of-the-insomniac-text"),
            StoneOfAlteration => text!("werewolf-artifact-stone-of-alteration-text"),
            BreathOfTheOldMan => text!("werewolf-artifact-breath-of-the-old-man-text"),
            BowOfHunting => text!("werewolf-artifact-bow-of-hunting-text"),
            SpearOfFury => text!("werewolf-artifact-spear-of-fury-text"),
            OrbOfSpeculation => text!("werewolf-artifact-orb-of-speculation-text"),
            TalismanOfTrouble => text!("werewolf-artifact-talisman-of-trouble-text"),
        }
    }

    /// The English name, as an id for logs and tests; players read
    /// [`Artifact::label`].
    pub fn name(self) -> &'static str {
        match self {
            PrismOfPower => "Prism of Power",
            CapOfIdiocy => "Cap of Idiocy",
            WreathOfPeace => "Wreath of Peace",
            RodOfReincarnation => "Rod of Reincarnation",
            ScepterOfRebirth => "Scepter of Rebirth",
            VoidOfNothingness => "Void of Nothingness",
            SheetOfTheGhost => "Sheet of the Ghost",
            SapphireOfFate => "Sapphire of Fate",
            AmethystOfKnowledge => "Amethyst of Knowledge",
            DiamondOfDenial => "Diamond of Denial",
            EmeraldOfJealousy => "Emerald of Jealousy",
            OnyxOfDestruction => "Onyx of Destruction",
            RubyOfKismet => "Ruby of Kismet",
            CitrineOfFortune => "Citrine of Fortune",
            AmberOfDawn => "Amber of Dawn",
            AmuletOfProtection => "Amulet of Protection",
            ShieldOfTheBodyguard => "Shield of the Bodyguard",
            BloodOfTheDiseased => "Blood of the Diseased",
            SkimmerOfTheCursed => "Skimmer of the Cursed",
            ClawOfTheWerewolf => "Claw of the Werewolf",
            CloakOfThePrince => "Cloak of the Prince",
            MaceOfTheMayor => "Mace of the Mayor",
            HeartOfIndifference => "Heart of Indifference",
            MaskOfSpellcasting => "Mask of Spellcasting",
            CudgelOfTheOldHag => "Cudgel of the Old Hag",
            VoteFromBeyond => "Vote from Beyond",
            EyeOfTheBeholder => "Eye of the Beholder",
            StaffOfTheSeer => "Staff of the Seer",
            RingOfTruth => "Ring of Truth",
            MistOfAura => "Mist of Aura",
            MirrorOfTheDoppelganger => "Mirror of the Doppelganger",
            DiaryOfTheInsomniac => "Diary of the Insomniac",
            StoneOfAlteration => "Stone of Alteration",
            BreathOfTheOldMan => "Breath of the Old Man",
            BowOfHunting => "Bow of Hunting",
            SpearOfFury => "Spear of Fury",
            OrbOfSpeculation => "Orb of Speculation",
            TalismanOfTrouble => "Talisman of Trouble",
        }
    }

    /// Short key for the `artifact_list` option: the first word, lower case
    /// (`prism`, `cap`, ... `vote` for Vote from Beyond).
    pub fn key(self) -> String {
        self.name()
            .split(' ')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase()
    }

    /// Parses a short key or a full name (`rod`, `rod_of_reincarnation`).
    pub fn from_key(text: &str) -> Option<Artifact> {
        let wanted = text.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        Artifact::ALL.into_iter().find(|a| {
            a.key() == wanted || a.name().to_ascii_lowercase().replace(' ', "_") == wanted
        })
    }

    /// Always in effect once revealed (otherwise one use).
    pub fn is_always(self) -> bool {
        matches!(
            self,
            CapOfIdiocy
                | WreathOfPeace
                | VoidOfNothingness
                | AmuletOfProtection
                | ShieldOfTheBodyguard
                | ClawOfTheWerewolf
                | CloakOfThePrince
                | MaceOfTheMayor
                | HeartOfIndifference
                | MaskOfSpellcasting
                | CudgelOfTheOldHag
                | VoteFromBeyond
                | EyeOfTheBeholder
        )
    }

    /// Gem cards act on other artifacts.
    pub fn is_gem(self) -> bool {
        matches!(
            self,
            SapphireOfFate
                | AmethystOfKnowledge
                | DiamondOfDenial
                | EmeraldOfJealousy
                | OnyxOfDestruction
                | RubyOfKismet
                | CitrineOfFortune
                | AmberOfDawn
        )
    }

    /// Revealed only at the moment its holder is eliminated.
    pub fn on_elimination(self) -> bool {
        matches!(self, RodOfReincarnation | ScepterOfRebirth)
    }

    /// Acts "each day at dawn", from the day after it was revealed.
    pub fn acts_at_dawn(self) -> bool {
        matches!(
            self,
            AmuletOfProtection
                | ShieldOfTheBodyguard
                | HeartOfIndifference
                | MaskOfSpellcasting
                | CudgelOfTheOldHag
        )
    }

    /// The kind's letters from the catalogue, in English "1" (one use), "A"
    /// (always in effect) or "1 G" (a one-use gem), as in the spec table;
    /// each language has its own (the rules page's key explains them).
    pub fn kind_label(self) -> Text {
        match (self.is_always(), self.is_gem()) {
            (true, _) => text!("ww-artifact-kind-always"),
            (false, true) => text!("ww-artifact-kind-once-gem"),
            (false, false) => text!("ww-artifact-kind-once"),
        }
    }
}

/// An artifact in front of a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    pub art: Artifact,
    pub revealed: bool,
    /// A one-use artifact that has been resolved (it stays face up).
    pub used: bool,
    /// The day it was revealed (dawn artifacts act from the next day on).
    pub revealed_day: u32,
    /// Players this always-in-effect artifact has chosen (never the same twice);
    /// for the Amulet, everyone who has held it.
    pub chosen: Vec<usize>,
}

impl Held {
    pub fn face_down(art: Artifact) -> Self {
        Held {
            art,
            revealed: false,
            used: false,
            revealed_day: 0,
            chosen: Vec::new(),
        }
    }

    /// Revealed and still working (always-in-effect cards).
    pub fn active(&self) -> bool {
        self.revealed && self.art.is_always()
    }
}

/// The cards the standard list (the `artifact_list` default) leaves out:
/// those that tip the game to one side. Vote immunity on trial (the Cloak,
/// and the Amulet, which also passes each dawn) and the Heart's dawn pick
/// favour the side that knows who is who; the Shield's nightly save is the
/// village's Bodyguard twice over; the Ring of Truth and the Eye of the
/// Beholder are sure secret looks, which village bots that say what they
/// find turn into a second Seer. The Mask and the Cudgel, left out before,
/// are back: with the two looks gone they even the deck out. Measured in
/// docs/balance.md (the village within 5 points of the game without
/// artifacts at 8, 12 and 16 seats); every card can still be chosen
/// (`all`, or `standard,ring`).
pub const LEFT_OUT_OF_STANDARD: [Artifact; 6] = [
    CloakOfThePrince,
    AmuletOfProtection,
    HeartOfIndifference,
    EyeOfTheBeholder,
    RingOfTruth,
    ShieldOfTheBodyguard,
];

/// The standard list: every card but [`LEFT_OUT_OF_STANDARD`].
pub fn standard_list() -> Vec<Artifact> {
    Artifact::ALL
        .into_iter()
        .filter(|a| !LEFT_OUT_OF_STANDARD.contains(a))
        .collect()
}

/// Which list a parsed `artifact_list` is, for the lobby's note.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListKind {
    Standard,
    All,
    Chosen,
}

impl ListKind {
    pub fn of(list: &[Artifact]) -> ListKind {
        if list == Artifact::ALL.as_slice() {
            ListKind::All
        } else if list == standard_list().as_slice() {
            ListKind::Standard
        } else {
            ListKind::Chosen
        }
    }
}

/// The lobby's line on the artifact list in play (with artifacts on): the
/// standard list and what it leaves out, every card, or the host's own
/// choice; a list Start would refuse is said as such.
pub fn lobby_note(text: &str) -> Option<Text> {
    let list = match parse_list(text) {
        Ok(list) => list,
        Err(problem) => {
            return Some(text!("ww-artifacts-list-blocker", problem = problem))
        }
    };
    let count = list.len();
    let total = Artifact::ALL.len();
    Some(match ListKind::of(&list) {
        ListKind::Standard => {
            let left_out: Vec<Text> = LEFT_OUT_OF_STANDARD.iter().map(|a| a.label()).collect();
            text!(
                "ww-artifacts-list-standard",
                count = count,
                total = total,
                left_out = left_out
            )
        }
        ListKind::All => text!("ww-artifacts-list-all", count = count),
        ListKind::Chosen => text!("ww-artifacts-list-chosen", count = count, total = total),
    })
}

/// Parses `artifact_list`: `standard` (the default, see
/// [`LEFT_OUT_OF_STANDARD`]), `all`, a list of keys (`prism,cap,rod`), or a
/// named list plus or minus some (`all,-orb,-spear`, `standard,cloak`).
/// Unknown keys are refused with the list.
pub fn parse_list(text: &str) -> Result<Vec<Artifact>, Text> {
    let mut list: Vec<Artifact> = Vec::new();
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("standard") {
        return Ok(standard_list());
    }
    for part in text
        .split([',', ';', ' '])
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        if part.eq_ignore_ascii_case("all") {
            list = Artifact::ALL.to_vec();
        } else if part.eq_ignore_ascii_case("standard") {
            list = standard_list();
        } else if let Some(rest) = part.strip_prefix('-') {
            let a = Artifact::from_key(rest).ok_or_else(|| unknown(rest))?;
            list.retain(|x| *x != a);
        } else {
            let a = Artifact::from_key(part).ok_or_else(|| unknown(part))?;
            if !list.contains(&a) {
                list.push(a);
            }
        }
    }
    list.sort();
    Ok(list)
}

fn unknown(key: &str) -> Text {
    let keys: Vec<Text> = Artifact::ALL.iter().map(|a| Text::from(a.key())).collect();
    text!(
        "ww-setup-unknown-artifact",
        key = Arg::Plain(key.to_string()),
        keys = keys
    )
}

/// Deals `needed` cards from `list`: gems at one per four other cards (as close
/// as the list allows), the rest of the list shuffled as the draw deck.
/// Returns (the dealt cards in dealing order, the remaining deck).
pub fn deal_cards(
    list: &[Artifact],
    needed: usize,
    rng: &mut GameRng,
) -> Result<(Vec<Artifact>, Vec<Artifact>), Text> {
    let mut gems: Vec<Artifact> = list.iter().copied().filter(|a| a.is_gem()).collect();
    let mut others: Vec<Artifact> = list.iter().copied().filter(|a| !a.is_gem()).collect();
    if needed > list.len() {
        return Err(text!(
            "ww-setup-too-few-artifacts",
            needed = needed,
            listed = list.len()
        ));
    }
    rng.shuffle(&mut gems);
    rng.shuffle(&mut others);
    // One gem per four other cards: a fifth of the deal, rounded.
    let mut gem_count = ((needed + 2) / 5).min(gems.len());
    let other_count = (needed - gem_count).min(others.len());
    gem_count = needed - other_count;
    let mut dealt: Vec<Artifact> = gems.drain(..gem_count).collect();
    dealt.extend(others.drain(..other_count));
    rng.shuffle(&mut dealt);
    let mut deck: Vec<Artifact> = gems.into_iter().chain(others).collect();
    rng.shuffle(&mut deck);
    Ok((dealt, deck))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_38_artifacts_with_8_gems_and_unique_keys() {
        assert_eq!(Artifact::ALL.len(), 38);
        assert_eq!(Artifact::ALL.iter().filter(|a| a.is_gem()).count(), 8);
        let mut keys: Vec<String> = Artifact::ALL.iter().map(|a| a.key()).collect();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), 38);
        for a in Artifact::ALL {
            assert_eq!(Artifact::from_key(&a.key()), Some(a));
        }
    }

    #[test]
    fn gem_cards_are_dealt_one_per_four_other_cards() {
        let mut rng = GameRng::from_seed(1);
        let (dealt, deck) = deal_cards(&Artifact::ALL, 20, &mut rng).unwrap();
        assert_eq!(dealt.len(), 20);
        assert_eq!(dealt.iter().filter(|a| a.is_gem()).count(), 4);
        assert_eq!(deck.len(), 18);
        let (dealt, _) = deal_cards(&Artifact::ALL, 10, &mut rng).unwrap();
        assert_eq!(dealt.iter().filter(|a| a.is_gem()).count(), 2);
    }

    #[test]
    fn the_standard_list_leaves_out_the_six_cards_that_tip_the_game() {
        let standard = parse_list("standard").unwrap();
        assert_eq!(standard.len(), 32);
        assert_eq!(parse_list("").unwrap(), standard);
        for card in LEFT_OUT_OF_STANDARD {
            assert!(!standard.contains(&card), "{card:?}");
        }
        assert_eq!(ListKind::of(&standard), ListKind::Standard);
        assert_eq!(ListKind::of(&parse_list("all").unwrap()), ListKind::All);
    }

    #[test]
    fn every_card_can_still_be_chosen_beside_the_standard_list() {
        assert_eq!(parse_list("all").unwrap(), Artifact::ALL.to_vec());
        let with_cloak = parse_list("standard,cloak").unwrap();
        assert_eq!(with_cloak.len(), 33);
        assert!(with_cloak.contains(&CloakOfThePrince));
        assert_eq!(ListKind::of(&with_cloak), ListKind::Chosen);
        assert_eq!(parse_list("standard,-orb").unwrap().len(), 31);
    }

    #[test]
    fn the_lobby_says_which_artifact_list_is_in_play() {
        let id = |list: &str| match lobby_note(list) {
            Some(Text::Message(m)) => m.id.to_string(),
            other => panic!("{other:?}"),
        };
        assert_eq!(id("standard"), "ww-artifacts-list-standard");
        assert_eq!(id("all"), "ww-artifacts-list-all");
        assert_eq!(id("rod,cap"), "ww-artifacts-list-chosen");
        assert_eq!(id("rod,banana"), "ww-artifacts-list-blocker");
        let shown = lobby_note("standard").unwrap().to_string();
        assert!(shown.contains("32 of 38"), "{shown}");
        assert!(shown.contains("Cloak of the Prince"), "{shown}");
    }

    #[test]
    fn artifact_list_can_be_trimmed() {
        let l = parse_list("all,-orb,-spear").unwrap();
        assert_eq!(l.len(), 36);
        assert!(!l.contains(&Artifact::OrbOfSpeculation));
        assert_eq!(
            parse_list("rod, cap").unwrap(),
            vec![Artifact::CapOfIdiocy, Artifact::RodOfReincarnation]
        );
        assert!(parse_list("rod,banana").unwrap_err().contains("banana"));
    }
}
