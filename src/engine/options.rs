//! Game options: one declared list per game, shared by the Discord lobby,
//! `--option KEY=VALUE` on the command line, and the store (as JSON).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// What values an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// A whole number in `min..=max`.
    Int { min: i64, max: i64 },
    /// `true`/`false` (also `yes`/`no`, `on`/`off`, `1`/`0`).
    Bool,
    /// One of the listed words.
    OneOf(&'static [&'static str]),
    /// Free text the game validates in `setup` (a Werewolf role list).
    Text,
}

/// One option a game accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    pub key: &'static str,
    pub help: &'static str,
    pub kind: OptionKind,
    /// `None` means "auto": the game picks a value from the seat count.
    pub default: Option<&'static str>,
}

impl OptionSpec {
    /// Human description of the accepted values, e.g. `4..=8`, `yes|no`.
    pub fn accepts(&self) -> String {
        let base = match self.kind {
            OptionKind::Int { min, max } => format!("{min}..={max}"),
            OptionKind::Bool => "yes|no".to_string(),
            OptionKind::OneOf(words) => words.join("|"),
            OptionKind::Text => "text".to_string(),
        };
        match self.default {
            Some(d) => format!("{base}, default {d}"),
            None => format!("{base}, default auto"),
        }
    }

    fn normalise(&self, value: &str) -> Result<String, OptionError> {
        let v = value.trim();
        let bad = || OptionError::BadValue {
            key: self.key.to_string(),
            value: value.to_string(),
            accepts: self.accepts(),
        };
        if v.eq_ignore_ascii_case("auto") && self.default.is_none() {
            return Ok("auto".to_string());
        }
        match self.kind {
            OptionKind::Int { min, max } => {
                let n: i64 = v.parse().map_err(|_| bad())?;
                if n < min || n > max {
                    return Err(bad());
                }
                Ok(n.to_string())
            }
            OptionKind::Bool => match v.to_ascii_lowercase().as_str() {
                "true" | "yes" | "on" | "1" => Ok("true".into()),
                "false" | "no" | "off" | "0" => Ok("false".into()),
                _ => Err(bad()),
            },
            OptionKind::OneOf(words) => words
                .iter()
                .find(|w| w.eq_ignore_ascii_case(v))
                .map(|w| w.to_string())
                .ok_or_else(bad),
            OptionKind::Text => Ok(v.to_string()),
        }
    }
}

/// Why an option list was refused; the message lists what is valid.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("unknown option `{key}`; valid options: {valid}")]
    UnknownKey { key: String, valid: String },
    #[error("bad value `{value}` for option `{key}`: expected {accepts}")]
    BadValue {
        key: String,
        value: String,
        accepts: String,
    },
    #[error("option `{0}` must look like KEY=VALUE")]
    Malformed(String),
}

/// Validated options: every declared key, normalised, defaults filled in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options(pub BTreeMap<String, String>);

impl Options {
    /// Validate `pairs` against `specs`, filling in defaults.
    pub fn parse<'a>(
        specs: &[OptionSpec],
        pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
    ) -> Result<Options, OptionError> {
        let mut map: BTreeMap<String, String> = specs
            .iter()
            .map(|s| (s.key.to_string(), s.default.unwrap_or("auto").to_string()))
            .collect();
        for (key, value) in pairs {
            let key = key.trim();
            let spec = specs
                .iter()
                .find(|s| s.key.eq_ignore_ascii_case(key))
                .ok_or_else(|| OptionError::UnknownKey {
                    key: key.to_string(),
                    valid: if specs.is_empty() {
                        "(this game has none)".to_string()
                    } else {
                        specs
                            .iter()
                            .map(|s| format!("{} ({})", s.key, s.accepts()))
                            .collect::<Vec<_>>()
                            .join(", ")
                    },
                })?;
            map.insert(spec.key.to_string(), spec.normalise(value)?);
        }
        Ok(Options(map))
    }

    /// Parse `KEY=VALUE` strings (the command line form).
    pub fn parse_assignments(
        specs: &[OptionSpec],
        items: &[String],
    ) -> Result<Options, OptionError> {
        let mut pairs = Vec::new();
        for item in items {
            let (k, v) = item
                .split_once('=')
                .ok_or_else(|| OptionError::Malformed(item.clone()))?;
            pairs.push((k, v));
        }
        Self::parse(specs, pairs)
    }

    /// A numeric option; `None` when it is `auto`.
    pub fn int(&self, key: &str) -> Option<i64> {
        self.0.get(key).and_then(|v| v.parse().ok())
    }

    pub fn flag(&self, key: &str) -> bool {
        self.0.get(key).map(|v| v == "true").unwrap_or(false)
    }

    pub fn text(&self, key: &str) -> &str {
        self.0.get(key).map(String::as_str).unwrap_or("")
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(k, v)| format!("{k}={v}")).collect();
        f.write_str(&parts.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPECS: &[OptionSpec] = &[
        OptionSpec {
            key: "tokens",
            help: "tokens to win",
            kind: OptionKind::Int { min: 1, max: 13 },
            default: None,
        },
        OptionSpec {
            key: "shared_victory",
            help: "accept a shared victory instead of sudden death",
            kind: OptionKind::Bool,
            default: Some("false"),
        },
    ];

    #[test]
    fn defaults_are_filled_and_values_normalised() {
        let o = Options::parse(SPECS, [("shared_victory", "YES")]).unwrap();
        assert_eq!(o.int("tokens"), None);
        assert!(o.flag("shared_victory"));
        let o = Options::parse(SPECS, [("tokens", " 7 ")]).unwrap();
        assert_eq!(o.int("tokens"), Some(7));
    }

    #[test]
    fn unknown_key_lists_the_valid_ones() {
        let err = Options::parse(SPECS, [("colour", "red")]).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("tokens (1..=13, default auto)"), "{msg}");
        assert!(msg.contains("shared_victory"), "{msg}");
    }

    #[test]
    fn out_of_range_value_is_refused() {
        let err = Options::parse(SPECS, [("tokens", "14")]).unwrap_err();
        assert!(err.to_string().contains("expected 1..=13"), "{err}");
        assert!(Options::parse_assignments(SPECS, &["tokens".into()]).is_err());
    }
}
