//! Every request checked against Discord's own OpenAPI description
//! (`tests/data/discord-api-spec/openapi.json`, API v10): its path and
//! method must be a route of the spec, and its JSON body (or a multipart
//! body's `payload_json`) must satisfy the route's request schema.
//!
//! A small checker of the JSON-schema keywords the spec uses: `$ref` into
//! `components`, `type` (one or a list, `null` included), `oneOf`/`anyOf`/
//! `allOf`, `properties`/`required`, `items`, `minItems`/`maxItems`,
//! `uniqueItems`, `minLength`/`maxLength` (in characters), `enum`,
//! `minimum`/`maximum`, `pattern`, `minProperties`/`maxProperties`.
//! Where Discord's own form parser is lenient, so is this: an integer may
//! come as a string of digits (permission bitfields do), a snowflake as a
//! number, unknown keys are ignored, and `oneOf` is read as "one of these
//! fits" (the spec's alternatives overlap, e.g. `null` or an object whose
//! every field is optional). The spec is parsed once per process.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde_json::{Map, Value};

/// One schema violation: where in the body (`embeds.0.title`), Discord's
/// error code for it, and a message.
#[derive(Clone, Debug)]
pub struct Violation {
    pub at: String,
    pub code: &'static str,
    pub message: String,
}

impl Violation {
    pub fn new(at: &str, code: &'static str, message: impl Into<String>) -> Violation {
        Violation {
            at: at.to_string(),
            code,
            message: message.into(),
        }
    }
}

/// Discord's `errors` object for a 50035: the violations nested by path,
/// each leaf `{"_errors": [{"code", "message"}]}`.
pub fn errors_object(violations: &[Violation]) -> Value {
    let mut root = Value::Object(Map::new());
    for v in violations {
        let mut node = &mut root;
        for key in v.at.split('.').filter(|k| !k.is_empty()) {
            node = node
                .as_object_mut()
                .unwrap()
                .entry(key.to_string())
                .or_insert_with(|| Value::Object(Map::new()));
        }
        let list = node
            .as_object_mut()
            .unwrap()
            .entry("_errors")
            .or_insert_with(|| Value::Array(Vec::new()));
        list.as_array_mut()
            .unwrap()
            .push(serde_json::json!({"code": v.code, "message": v.message}));
    }
    root
}

/// A route of the spec: its path template split in segments.
struct Route {
    template: String,
    segments: Vec<String>,
}

/// The parsed spec and its routes.
pub struct Spec {
    doc: Value,
    routes: Vec<Route>,
}

/// The spec, parsed on first use.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let file = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/discord-api-spec/openapi.json"
        );
        let text = std::fs::read_to_string(file).expect("the vendored Discord OpenAPI file");
        let doc: Value = serde_json::from_str(&text).expect("the OpenAPI file is JSON");
        let routes = doc["paths"]
            .as_object()
            .expect("paths")
            .keys()
            .map(|t| Route {
                template: t.clone(),
                segments: t.trim_matches('/').split('/').map(str::to_string).collect(),
            })
            .collect();
        Spec { doc, routes }
    })
}

impl Spec {
    /// The template of the route `path` belongs to (literal segments win
    /// over parameters), with the values of its parameters.
    pub fn route(&self, path: &str) -> Option<(&str, HashMap<String, String>)> {
        let parts: Vec<&str> = path.trim_matches('/').split('/').collect();
        let mut best: Option<(usize, &Route)> = None;
        for r in &self.routes {
            if r.segments.len() != parts.len() {
                continue;
            }
            let mut literals = 0;
            let fits = r.segments.iter().zip(&parts).all(|(seg, part)| {
                if seg.starts_with('{') {
                    !part.is_empty()
                } else if seg == part {
                    literals += 1;
                    true
                } else {
                    false
                }
            });
            if fits && best.is_none_or(|(l, _)| literals > l) {
                best = Some((literals, r));
            }
        }
        let (_, r) = best?;
        let params = r
            .segments
            .iter()
            .zip(&parts)
            .filter(|(s, _)| s.starts_with('{'))
            .map(|(s, p)| (s.trim_matches(['{', '}']).to_string(), p.to_string()))
            .collect();
        Some((&r.template, params))
    }

    /// Check a request. `Err` lists what Discord would refuse; an unknown
    /// route or method is one violation at the root.
    pub fn check(&self, method: &str, path: &str, body: &Value) -> Result<(), Vec<Violation>> {
        let Some((template, params)) = self.route(path) else {
            return Err(vec![Violation::new(
                "",
                "UNKNOWN_ROUTE",
                format!("no route {path} in Discord's API"),
            )]);
        };
        let item = &self.doc["paths"][template];
        let op = &item[method.to_ascii_lowercase()];
        if op.is_null() {
            return Err(vec![Violation::new(
                "",
                "METHOD_NOT_ALLOWED",
                format!("{method} is not a method of {template}"),
            )]);
        }
        let mut out = Vec::new();
        // Path parameters (snowflakes, token lengths).
        let declared = item["parameters"]
            .as_array()
            .into_iter()
            .flatten()
            .chain(op["parameters"].as_array().into_iter().flatten());
        for p in declared {
            if p["in"] != "path" {
                continue;
            }
            let name = p["name"].as_str().unwrap_or("");
            if let Some(value) = params.get(name) {
                self.validate(&Value::String(value.clone()), &p["schema"], name, &mut out);
            }
        }
        let content = &op["requestBody"]["content"];
        let schema = if content["application/json"].is_object() {
            &content["application/json"]["schema"]
        } else {
            &content["multipart/form-data"]["schema"]
        };
        if schema.is_null() {
            // A route without a body: whatever serenity sends (nothing, or
            // an empty object) is ignored by Discord.
        } else if body.is_null() && op["requestBody"]["required"] == true {
            out.push(Violation::new(
                "",
                "BASE_TYPE_REQUIRED",
                "This field is required",
            ));
        } else if !body.is_null() {
            self.validate(body, schema, "", &mut out);
        }
        if out.is_empty() {
            Ok(())
        } else {
            Err(out)
        }
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        let mut s = schema;
        while let Some(r) = s.get("$ref").and_then(Value::as_str) {
            let pointer = r.trim_start_matches('#');
            s = self
                .doc
                .pointer(pointer)
                .unwrap_or_else(|| panic!("dangling $ref {r} in the OpenAPI file"));
        }
        s
    }

    /// Validate `value` against `schema`, adding violations at `at`.
    fn validate(&self, value: &Value, schema: &Value, at: &str, out: &mut Vec<Violation>) {
        let schema = self.resolve(schema);
        if let Some(all) = schema["allOf"].as_array() {
            for s in all {
                self.validate(value, s, at, out);
            }
        }
        for key in ["oneOf", "anyOf"] {
            if let Some(alts) = schema[key].as_array() {
                self.validate_alternatives(value, alts, at, out);
            }
        }
        if let Some(types) = schema.get("type") {
            let names: Vec<&str> = match types {
                Value::String(t) => vec![t.as_str()],
                Value::Array(ts) => ts.iter().filter_map(Value::as_str).collect(),
                _ => vec![],
            };
            if !names.iter().any(|t| fits_type(value, t, schema)) {
                out.push(Violation::new(
                    at,
                    type_code(&names),
                    format!("expected {}, got {}", names.join(" or "), value),
                ));
                return;
            }
        }
        if let Some(allowed) = schema["enum"].as_array() {
            if !value.is_null() && !allowed.iter().any(|a| same(a, value)) {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_CHOICES",
                    format!("Value must be one of {allowed:?}, not {value}"),
                ));
            }
        }
        match value {
            Value::String(s) => self.validate_string(s, schema, at, out),
            Value::Number(_) => validate_number(value, schema, at, out),
            Value::Array(items) => self.validate_array(items, schema, at, out),
            Value::Object(map) => self.validate_object(map, schema, at, out),
            _ => {}
        }
    }

    /// `oneOf`/`anyOf`: fine if one alternative fits; otherwise report the
    /// alternative that came closest (not a plain type or tag mismatch).
    fn validate_alternatives(
        &self,
        value: &Value,
        alts: &[Value],
        at: &str,
        out: &mut Vec<Violation>,
    ) {
        let mut best: Option<(bool, Vec<Violation>)> = None;
        for alt in alts {
            let mut errs = Vec::new();
            self.validate(value, alt, at, &mut errs);
            if errs.is_empty() {
                return;
            }
            let tag = format!("{at}.type");
            let tag = tag.trim_start_matches('.');
            let mismatch = errs.iter().any(|e| {
                (e.at == at && e.code.starts_with("BASE_TYPE_") && e.code != "BASE_TYPE_MAX_LENGTH")
                    || (e.at == tag && e.code == "BASE_TYPE_CHOICES")
            });
            let better = match &best {
                None => true,
                Some((m, b)) => (mismatch, errs.len()) < (*m, b.len()),
            };
            if better {
                best = Some((mismatch, errs));
            }
        }
        if let Some((_, errs)) = best {
            out.extend(errs);
        }
    }

    fn validate_string(&self, s: &str, schema: &Value, at: &str, out: &mut Vec<Violation>) {
        let len = s.chars().count() as u64;
        if let Some(max) = schema["maxLength"].as_u64() {
            if len > max {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length."),
                ));
            }
        }
        if let Some(min) = schema["minLength"].as_u64() {
            if len < min {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MIN_LENGTH",
                    format!("Must be {min} or more in length."),
                ));
            }
        }
        if let Some(p) = schema["pattern"].as_str() {
            if !pattern_matches(p, s) {
                out.push(Violation::new(
                    at,
                    "STRING_TYPE_REGEX",
                    format!("String value did not match validation regex {p}."),
                ));
            }
        }
        // An integer sent as a string is range-checked like a number.
        if schema_allows(schema, "integer") {
            if let Ok(n) = s.parse::<i128>() {
                validate_number(&Value::from(n as f64), schema, at, out);
            }
        }
    }

    fn validate_array(&self, items: &[Value], schema: &Value, at: &str, out: &mut Vec<Violation>) {
        let n = items.len() as u64;
        if let Some(max) = schema["maxItems"].as_u64() {
            if n > max {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length."),
                ));
            }
        }
        if let Some(min) = schema["minItems"].as_u64() {
            if n < min {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MIN_LENGTH",
                    format!("Must be {min} or more in length."),
                ));
            }
        }
        if schema["uniqueItems"] == true {
            for (i, a) in items.iter().enumerate() {
                if items[..i].contains(a) {
                    out.push(Violation::new(
                        &join(at, &i.to_string()),
                        "LIST_ITEM_VALUE_DUPLICATE",
                        "Items must be unique.",
                    ));
                }
            }
        }
        if let Some(item_schema) = schema.get("items") {
            for (i, item) in items.iter().enumerate() {
                self.validate(item, item_schema, &join(at, &i.to_string()), out);
            }
        }
    }

    fn validate_object(
        &self,
        map: &Map<String, Value>,
        schema: &Value,
        at: &str,
        out: &mut Vec<Violation>,
    ) {
        for key in schema["required"].as_array().into_iter().flatten() {
            let key = key.as_str().unwrap_or("");
            if map.get(key).is_none_or(Value::is_null) {
                out.push(Violation::new(
                    &join(at, key),
                    "BASE_TYPE_REQUIRED",
                    "This field is required",
                ));
            }
        }
        if let Some(max) = schema["maxProperties"].as_u64() {
            if map.len() as u64 > max {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must have {max} or fewer properties."),
                ));
            }
        }
        if let Some(min) = schema["minProperties"].as_u64() {
            if (map.len() as u64) < min {
                out.push(Violation::new(
                    at,
                    "BASE_TYPE_MIN_LENGTH",
                    format!("Must have {min} or more properties."),
                ));
            }
        }
        if let Some(props) = schema["properties"].as_object() {
            for (key, value) in map {
                if let Some(s) = props.get(key) {
                    self.validate(value, s, &join(at, key), out);
                }
            }
        }
    }
}

fn join(at: &str, key: &str) -> String {
    if at.is_empty() {
        key.to_string()
    } else {
        format!("{at}.{key}")
    }
}

fn schema_allows(schema: &Value, t: &str) -> bool {
    match schema.get("type") {
        Some(Value::String(s)) => s == t,
        Some(Value::Array(ts)) => ts.iter().any(|x| x == t),
        _ => false,
    }
}

/// Whether `value` has JSON-schema type `t`, with Discord's leniency.
fn fits_type(value: &Value, t: &str, schema: &Value) -> bool {
    match (t, value) {
        ("null", Value::Null) => true,
        ("boolean", Value::Bool(_)) => true,
        ("object", Value::Object(_)) => true,
        ("array", Value::Array(_)) => true,
        ("string", Value::String(_)) => true,
        // Discord accepts a snowflake as a number.
        ("string", Value::Number(n)) => schema["format"] == "snowflake" && n.is_u64(),
        // JSON Schema: an integer is any number without a fractional part
        // (poise writes integer bounds as `9007199254740991.0`).
        ("integer", Value::Number(n)) => {
            n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
        }
        // ... and an integer (a permission bitfield) as a string.
        ("integer", Value::String(s)) => s.parse::<i128>().is_ok(),
        ("number", Value::Number(_)) => true,
        ("number", Value::String(s)) => s.parse::<f64>().is_ok(),
        _ => false,
    }
}

fn type_code(names: &[&str]) -> &'static str {
    match names.iter().find(|n| **n != "null") {
        Some(&"string") => "BASE_TYPE_STRING",
        Some(&"integer") | Some(&"number") => "NUMBER_TYPE_COERCE",
        Some(&"boolean") => "BASE_TYPE_BOOLEAN",
        Some(&"array") => "BASE_TYPE_ARRAY",
        Some(&"object") => "DICT_TYPE_CONVERT",
        _ => "BASE_TYPE_NULL",
    }
}

/// Enum equality, with an integer also matching its decimal string.
fn same(a: &Value, b: &Value) -> bool {
    a == b
        || match (a, b) {
            (Value::Number(n), Value::String(s)) => n.to_string() == *s,
            _ => false,
        }
}

fn validate_number(value: &Value, schema: &Value, at: &str, out: &mut Vec<Violation>) {
    let Some(n) = value.as_f64() else { return };
    if let Some(max) = schema["maximum"].as_f64() {
        if n > max {
            out.push(Violation::new(
                at,
                "NUMBER_TYPE_MAX",
                format!("int value should be less than or equal to {max}."),
            ));
        }
    }
    if let Some(min) = schema["minimum"].as_f64() {
        if n < min {
            out.push(Violation::new(
                at,
                "NUMBER_TYPE_MIN",
                format!("int value should be greater than or equal to {min}."),
            ));
        }
    }
}

fn pattern_matches(pattern: &str, s: &str) -> bool {
    // The snowflake pattern is checked by hand (it is on every id).
    if pattern == "^(0|[1-9][0-9]*)$" {
        return s == "0"
            || (!s.starts_with('0') && !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()));
    }
    static CACHE: OnceLock<std::sync::Mutex<HashMap<String, regex::Regex>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    let re = cache
        .entry(pattern.to_string())
        .or_insert_with(|| regex::Regex::new(pattern).expect("a pattern of the spec"));
    re.is_match(s)
}
