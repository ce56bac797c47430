# Multi-stage build of the wolfden bot: a release binary on a slim, non-root runtime.
FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock build.rs ./
COPY src ./src
COPY locales ./locales
COPY migrations ./migrations
COPY benches ./benches
RUN cargo build --release --locked --bin wolfden

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin wolfden \
    && mkdir -p /data && chown wolfden /data
COPY --from=build /src/target/release/wolfden /usr/local/bin/wolfden
ENV DATABASE_URL=sqlite:///data/wolfden.db \
    RUST_LOG=warn,wolfden=info
VOLUME /data
WORKDIR /data
USER wolfden
ENTRYPOINT ["/usr/local/bin/wolfden"]
CMD ["run"]
