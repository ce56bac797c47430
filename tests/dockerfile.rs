//! The Dockerfile cannot be built here (no Docker engine), so this test reads
//! it and checks that it matches the crate: binary name, paths, a non-root
//! user, the SQLite file on the /data volume.

use std::fs;

fn read(path: &str) -> String {
    fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR"))).expect(path)
}

#[test]
fn dockerfile_builds_the_crate_binary_and_runs_it_as_non_root_on_a_data_volume() {
    let docker = read("Dockerfile");
    let cargo = read("Cargo.toml");
    let bin = cargo
        .split("[[bin]]")
        .nth(1)
        .and_then(|s| s.lines().find(|l| l.trim_start().starts_with("name")))
        .and_then(|l| l.split('"').nth(1))
        .expect("a [[bin]] name in Cargo.toml");
    assert_eq!(bin, "wolfden");

    assert!(
        docker.contains(&format!("--bin {bin}")),
        "builds the crate's binary"
    );
    assert!(
        docker.contains(&format!(
            "COPY --from=build /src/target/release/{bin} /usr/local/bin/{bin}"
        )),
        "copies the release binary from the build stage"
    );
    assert!(docker.contains(&format!("ENTRYPOINT [\"/usr/local/bin/{bin}\"]")));
    // Everything the build needs is copied in (migrations and the
    // catalogues are embedded at compile time, by build.rs for the latter).
    assert!(
        docker.contains("COPY Cargo.toml Cargo.lock build.rs ./"),
        "copies the manifest and the build script"
    );
    for dir in ["src", "locales", "migrations", "benches"] {
        assert!(
            docker.contains(&format!("COPY {dir} ./{dir}")),
            "copies {dir}/"
        );
        assert!(
            fs::metadata(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"))).is_ok(),
            "{dir}/ exists"
        );
    }
    assert_eq!(
        docker.matches("FROM ").count(),
        2,
        "multi-stage: build and runtime"
    );
    assert!(docker.contains("VOLUME /data"));
    assert!(docker.contains("DATABASE_URL=sqlite:///data/wolfden.db"));
    let user = docker
        .lines()
        .find_map(|l| l.strip_prefix("USER "))
        .expect("a USER line");
    assert_ne!(user.trim(), "root");
    assert_ne!(user.trim(), "0");
}

#[test]
fn env_example_documents_every_variable_the_code_reads() {
    let example = read(".env.example");
    let mut sources = String::new();
    for entry in walk(&format!("{}/src", env!("CARGO_MANIFEST_DIR"))) {
        sources.push_str(&fs::read_to_string(entry).unwrap());
    }
    for var in [
        "DISCORD_TOKEN",
        "DEV_GUILD_ID",
        "DATABASE_URL",
        "RUST_LOG",
        "DISCORD_API_BASE",
    ] {
        assert!(
            example.contains(&format!("{var}=")),
            "{var} is in .env.example"
        );
    }
    // Any env::var("X") in the code must be documented.
    for part in sources.split("env::var(\"").skip(1) {
        let var = part.split('"').next().unwrap();
        assert!(
            example.contains(&format!("{var}=")),
            "{var} is read by the code but not in .env.example"
        );
    }
}

/// The variables an env file sets, in order (comments skipped).
fn variables_set(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_once('=').map(|(name, _)| name.trim()))
        .collect()
}

#[test]
fn env_example_shows_both_databases_and_keeps_the_test_only_variables_in_a_block_at_the_end() {
    let example = read(".env.example");
    let (before, _) = example
        .split_once("\nDATABASE_URL=")
        .expect("DATABASE_URL= in .env.example");
    let comment = before.rsplit("\n\n").next().unwrap();
    for form in ["postgres://", "sqlite://"] {
        assert!(
            comment.contains(form),
            "DATABASE_URL's comment lacks {form}: {comment}"
        );
    }
    // The variables only tests set (src/cli/run.rs: `test_hooks`, and the
    // API base of a fake Discord).
    let tests_only = [
        "DISCORD_API_BASE",
        "DISCORD_API_ADDR",
        "DISCORD_API_CA_FILE",
        "WOLFDEN_TEST_CLOCK",
    ];
    let (production, test_block) = example
        .split_once("# ---- Tests only")
        .expect("a `# ---- Tests only` block");
    assert_eq!(
        variables_set(test_block),
        tests_only,
        "the block at the end"
    );
    for var in variables_set(production) {
        assert!(
            !tests_only.contains(&var),
            "{var} is for tests only: it belongs in the block at the end"
        );
    }
}

fn walk(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap();
        // Test code may read its own knobs (game counts); they are not configuration.
        if name.starts_with("test") {
            continue;
        }
        if path.is_dir() {
            out.extend(walk(path.to_str().unwrap()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path.to_str().unwrap().to_string());
        }
    }
    out
}

/// The compose recipe (no Docker engine here either, so it is read): one
/// PostgreSQL with a volume, two bot processes built from the Dockerfile
/// splitting the shards with valid `SHARDS` ranges that together cover
/// every shard once, each on PostgreSQL with a metrics listener, stopped by
/// SIGTERM.
#[test]
fn compose_runs_postgresql_and_two_bots_splitting_the_shards() {
    use wolfden::discord::ShardPlan;
    let compose = read("docker-compose.yml");
    assert!(fs::metadata(format!("{}/Dockerfile", env!("CARGO_MANIFEST_DIR"))).is_ok());
    assert!(compose.contains("image: postgres:"), "a PostgreSQL service");
    assert!(compose.contains("pgdata:/var/lib/postgresql/data"));
    assert!(compose.contains("\nvolumes:\n  pgdata:"), "a named volume");
    assert!(compose.contains("condition: service_healthy"));
    assert!(
        compose.contains("build: ."),
        "the bots are built from the Dockerfile"
    );
    assert!(compose.contains("stop_signal: SIGTERM"));
    assert!(compose.contains("DATABASE_URL: postgres://"));
    assert!(compose.contains("METRICS_ADDR: 0.0.0.0:"));
    assert!(compose.contains("DISCORD_TOKEN: ${DISCORD_TOKEN"));
    let plans: Vec<ShardPlan> = compose
        .lines()
        .filter_map(|l| l.trim().strip_prefix("SHARDS: "))
        .map(|v| v.parse().expect("a valid SHARDS range"))
        .collect();
    assert_eq!(plans.len(), 2, "two bot processes");
    let mut covered = Vec::new();
    for plan in &plans {
        let ShardPlan::Range { first, last, total } = *plan else {
            panic!("a range, not auto: {plan}");
        };
        assert_eq!(total, 2, "the same total in both");
        covered.extend(first..=last);
    }
    covered.sort();
    assert_eq!(covered, vec![0, 1], "every shard run exactly once");
}
