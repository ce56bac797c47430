//! The fake Discord's REST API over TLS, as `https://discord.com`.
//!
//! serenity 0.12.5's ratelimiter builds every request for
//! `https://discord.com` and ignores `HttpBuilder::proxy`, so the only way
//! to test the bot with its ratelimiter on is to be discord.com: the bot is
//! given a reqwest client that resolves `discord.com` to the fake's TLS
//! port and trusts a test certificate authority. The authority and the
//! server certificate are made once per process (tests start many fakes);
//! each fake gets its own loopback port.

use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};

use tokio::net::TcpStream;
use tokio::sync::mpsc;
use tokio_rustls::server::TlsStream;
use tokio_rustls::TlsAcceptor;

/// The test authority (PEM, for the bot's client) and the server side.
pub struct TestTls {
    pub ca_pem: String,
    acceptor: TlsAcceptor,
}

/// The process's test authority and its `discord.com` certificate.
pub fn test_tls() -> &'static TestTls {
    static TLS: OnceLock<TestTls> = OnceLock::new();
    TLS.get_or_init(|| {
        let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
        ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
        ca_params
            .distinguished_name
            .push(rcgen::DnType::CommonName, "wolfden fake Discord test CA");
        ca_params.key_usages = vec![
            rcgen::KeyUsagePurpose::KeyCertSign,
            rcgen::KeyUsagePurpose::DigitalSignature,
        ];
        let ca_key = rcgen::KeyPair::generate().unwrap();
        let ca = rcgen::CertifiedIssuer::self_signed(ca_params, ca_key).unwrap();

        let leaf_params = rcgen::CertificateParams::new(vec!["discord.com".to_string()]).unwrap();
        let leaf_key = rcgen::KeyPair::generate().unwrap();
        let leaf = leaf_params.signed_by(&leaf_key, &ca).unwrap();

        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let key = rustls::pki_types::PrivateKeyDer::Pkcs8(leaf_key.serialize_der().into());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(vec![leaf.der().clone(), ca.der().clone()], key)
            .unwrap();
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        TestTls {
            ca_pem: ca.pem(),
            acceptor: TlsAcceptor::from(Arc::new(config)),
        }
    })
}

/// A loopback listener that hands axum finished TLS connections. The TCP
/// accepts and handshakes run in a task of their own (a slow handshake
/// never blocks the next client); it ends when the listener is dropped.
pub struct TlsListener {
    incoming: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    addr: SocketAddr,
}

impl TlsListener {
    pub async fn bind() -> TlsListener {
        let tcp = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = tcp.local_addr().unwrap();
        let (tx, incoming) = mpsc::channel(64);
        let acceptor = test_tls().acceptor.clone();
        tokio::spawn(async move {
            loop {
                let accepted = tokio::select! {
                    _ = tx.closed() => return,
                    a = tcp.accept() => a,
                };
                let Ok((stream, peer)) = accepted else {
                    continue;
                };
                // Discord answers without Nagle's delay; with it, a small
                // frame after another waits up to 40 ms for the peer's ACK.
                let _ = stream.set_nodelay(true);
                let acceptor = acceptor.clone();
                let tx = tx.clone();
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        let _ = tx.send((tls, peer)).await;
                    }
                });
            }
        });
        TlsListener { incoming, addr }
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.incoming.recv().await {
            Some(conn) => conn,
            // The accepting task only ends once this listener is gone.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        Ok(self.addr)
    }
}
