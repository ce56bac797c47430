//! The 23 roles of the base game: names, option keys, balance values, teams,
//! what a seer sees, and the one-line ability texts shown in panels.

use serde::{Deserialize, Serialize};
use crate::engine::Text;
use crate::text;

/// A role card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Role {
    Villager,
    Seer,
    ApprenticeSeer,
    AuraSeer,
    Bodyguard,
    Witch,
    Hunter,
    Mason,
    Prince,
    Mayor,
    ToughGuy,
    OldHag,
    Spellcaster,
    Diseased,
    VillageIdiot,
    Pacifist,
    Lycan,
    Cursed,
    Werewolf,
    WolfCub,
    Minion,
    Sorceress,
    Tanner,
}

/// The three sides a player can win with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Team {
    Village,
    Werewolves,
    Tanner,
}

impl Team {
    /// The side's name from the catalogue, for players.
    pub fn label(self) -> Text {
        match self {
            Team::Village => text!("werewolf-team-village"),
            Team::Werewolves => text!("werewolf-team-werewolves"),
            Team::Tanner => text!("werewolf-team-tanner"),
        }
    }

    /// The English name, for logs and tests; players read [`Team::label`].
    pub fn name(self) -> &'static str {
        match self {
            Team::Village => "village",
            Team::Werewolves => "werewolves",
            Team::Tanner => "Tanner",
        }
    }
}

/// Each role's option key and name, in [`Role::ALL`] order: the items of the
/// `roles` option, so the lobby's role menus come from here.
pub const ROLE_ITEMS: [(&str, &str); 23] = [
    ("villager", "Villager"),
    ("seer", "Seer"),
    ("apprentice_seer", "Apprentice Seer"),
    ("aura_seer", "Aura Seer"),
    ("bodyguard", "Bodyguard"),
    ("witch", "Witch"),
    ("hunter", "Hunter"),
    ("mason", "Mason"),
    ("prince", "Prince"),
    ("mayor", "Mayor"),
    ("tough_guy", "Tough Guy"),
    ("old_hag", "Old Hag"),
    ("spellcaster", "Spellcaster"),
    ("diseased", "Diseased"),
    ("village_idiot", "Village Idiot"),
    ("pacifist", "Pacifist"),
    ("lycan", "Lycan"),
    ("cursed", "Cursed"),
    ("werewolf", "Werewolf"),
    ("wolf_cub", "Wolf Cub"),
    ("minion", "Minion"),
    ("sorceress", "Sorceress"),
    ("tanner", "Tanner"),
];

impl Role {
    pub const ALL: [Role; 23] = [
        Role::Villager,
        Role::Seer,
        Role::ApprenticeSeer,
        Role::AuraSeer,
        Role::Bodyguard,
        Role::Witch,
        Role::Hunter,
        Role::Mason,
        Role::Prince,
        Role::Mayor,
        Role::ToughGuy,
        Role::OldHag,
        Role::Spellcaster,
        Role::Diseased,
        Role::VillageIdiot,
        Role::Pacifist,
        Role::Lycan,
        Role::Cursed,
        Role::Werewolf,
        Role::WolfCub,
        Role::Minion,
        Role::Sorceress,
        Role::Tanner,
    ];

    /// The English name, as an id for logs, tests and option menus; players
    /// read [`Role::label`].
    pub fn name(self) -> &'static str {
        ROLE_ITEMS[self as usize].1
    }

    /// The role's name from the catalogue, for players.
    pub fn label(self) -> Text {
        match self {
            Role::Villager => text!("werewolf-role-villager"),
            Role::Seer => text!("werewolf-role-seer"),
            Role::ApprenticeSeer => text!("werewolf-role-apprentice-seer"),
            Role::AuraSeer => text!("werewolf-role-aura-seer"),
            Role::Bodyguard => text!("werewolf-role-bodyguard"),
            Role::Witch => text!("werewolf-role-witch"),
            Role::Hunter => text!("werewolf-role-hunter"),
            Role::Mason => text!("werewolf-role-mason"),
            Role::Prince => text!("werewolf-role-prince"),
            Role::Mayor => text!("werewolf-role-mayor"),
            Role::ToughGuy => text!("werewolf-role-tough-guy"),
            Role::OldHag => text!("werewolf-role-old-hag"),
            Role::Spellcaster => text!("werewolf-role-spellcaster"),
            Role::Diseased => text!("werewolf-role-diseased"),
            Role::VillageIdiot => text!("werewolf-role-village-idiot"),
            Role::Pacifist => text!("werewolf-role-pacifist"),
            Role::Lycan => text!("werewolf-role-lycan"),
            Role::Cursed => text!("werewolf-role-cursed"),
            Role::Werewolf => text!("werewolf-role-werewolf"),
            Role::WolfCub => text!("werewolf-role-wolf-cub"),
            Role::Minion => text!("werewolf-role-minion"),
            Role::Sorceress => text!("werewolf-role-sorceress"),
            Role::Tanner => text!("werewolf-role-tanner"),
        }
    }

    /// What the role does, from the catalogue, for players.
    pub fn ability_text(self) -> Text {
        match self {
            Role::Villager => text!("werewolf-role-villager-ability"),
            Role::Seer => text!("werewolf-role-seer-ability"),
            Role::ApprenticeSeer => text!("werewolf-role-apprentice-seer-ability"),
            Role::AuraSeer => text!("werewolf-role-aura-seer-ability"),
            Role::Bodyguard => text!("werewolf-role-bodyguard-ability"),
            Role::Witch => text!("werewolf-role-witch-ability"),
            Role::Hunter => text!("werewolf-role-hunter-ability"),
            Role::Mason => text!("werewolf-role-mason-ability"),
            Role::Prince => text!("werewolf-role-prince-ability"),
            Role::Mayor => text!("werewolf-role-mayor-ability"),
            Role::ToughGuy => text!("werewolf-role-tough-guy-ability"),
            Role::OldHag => text!("werewolf-role-old-hag-ability"),
            Role::Spellcaster => text!("werewolf-role-spellcaster-ability"),
            Role::Diseased => text!("werewolf-role-diseased-ability"),
            Role::VillageIdiot => text!("werewolf-role-village-idiot-ability"),
            Role::Pacifist => text!("werewolf-role-pacifist-ability"),
            Role::Lycan => text!("werewolf-role-lycan-ability"),
            Role::Cursed => text!("werewolf-role-cursed-ability"),
            Role::Werewolf => text!("werewolf-role-werewolf-ability"),
            Role::WolfCub => text!("werewolf-role-wolf-cub-ability"),
            Role::Minion => text!("werewolf-role-minion-ability"),
            Role::Sorceress => text!("werewolf-role-sorceress-ability"),
            Role::Tanner => text!("werewolf-role-tanner-ability"),
        }
    }

    /// The key used in the `roles` option, e.g. `apprentice_seer`.
    pub fn key(self) -> String {
        ROLE_ITEMS[self as usize].0.to_string()
    }

    /// Parses a role key; spaces, dashes and case are forgiven.
    pub fn from_key(text: &str) -> Option<Role> {
        let wanted = text.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        let wanted = match wanted.as_str() {
            "werewolves" | "wolf" | "wolves" => "werewolf".to_string(),
            "villagers" => "villager".to_string(),
            "masons" => "mason".to_string(),
            _ => wanted,
        };
        Role::ALL.into_iter().find(|r| r.key() == wanted)
    }

    /// Balance value: positive helps the village.
    pub fn value(self) -> i32 {
        match self {
            Role::Villager => 1,
            Role::Seer => 7,
            Role::ApprenticeSeer => 4,
            Role::AuraSeer => 3,
            Role::Bodyguard => 3,
            Role::Witch => 4,
            Role::Hunter => 3,
            Role::Mason => 2,
            Role::Prince => 3,
            Role::Mayor => 2,
            Role::ToughGuy => 3,
            Role::OldHag => 1,
            Role::Spellcaster => 1,
            Role::Diseased => 3,
            Role::VillageIdiot => 2,
            Role::Pacifist => -1,
            Role::Lycan => -1,
            Role::Cursed => -3,
            Role::Werewolf => -6,
            Role::WolfCub => -8,
            Role::Minion => -6,
            Role::Sorceress => -3,
            Role::Tanner => -2,
        }
    }

    /// The side this card plays for (before any conversion or artifact).
    pub fn team(self) -> Team {
        match self {
            Role::Werewolf | Role::WolfCub | Role::Minion | Role::Sorceress => Team::Werewolves,
            Role::Tanner => Team::Tanner,
            _ => Team::Village,
        }
    }

    /// A werewolf card: wakes with the pack and counts as a werewolf for the
    /// win conditions (the Minion and the Sorceress do not).
    pub fn is_wolf(self) -> bool {
        matches!(self, Role::Werewolf | Role::WolfCub)
    }

    /// What the Seer (and the Ring of Truth on a card) reports.
    pub fn seen_as_werewolf(self) -> bool {
        matches!(self, Role::Werewolf | Role::WolfCub | Role::Lycan)
    }

    /// What the Aura Seer (and the Mist of Aura) reports: anything but a plain
    /// Villager or Werewolf.
    pub fn is_special(self) -> bool {
        !matches!(self, Role::Villager | Role::Werewolf)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn role_items_follow_the_declaration_order_and_keys_are_lowercase_names() {
        for (i, r) in Role::ALL.into_iter().enumerate() {
            assert_eq!(r as usize, i, "{r:?}");
            assert_eq!(r.key(), r.name().to_ascii_lowercase().replace(' ', "_"));
        }
        assert_eq!(Role::WolfCub.name(), "Wolf Cub");
        assert_eq!(Role::ApprenticeSeer.key(), "apprentice_seer");
    }

    #[test]
    fn role_keys_round_trip() {
        for r in Role::ALL {
            assert_eq!(Role::from_key(&r.key()), Some(r), "{r:?}");
        }
        assert_eq!(Role::from_key("Wolf-Cub"), Some(Role::WolfCub));
        assert_eq!(Role::from_key("dragon"), None);
    }

    #[test]
    fn role_values_match_the_spec_table() {
        let total: i32 = Role::ALL.iter().map(|r| r.value()).sum();
        // 1+7+4+3+3+4+3+2+3+2+3+1+1+3+2-1-1-3-6-8-6-3-2
        assert_eq!(total, 12);
        assert_eq!(Role::WolfCub.value(), -8);
        assert_eq!(Role::Seer.value(), 7);
    }
}
