//! The HTTP side of `cargo play --web`: requests read from the loopback
//! address (httparse reads their heads), answered one at a time by one
//! thread that owns the games, and written back with the connection closed.
//!
//! Everything a client sends is bounded: the head (`MAX_HEAD` bytes, else
//! 431), the body (`web::MAX_BODY`, else 413, never read), the time to send
//! them (`READ_TIME`, else the connection is dropped), the connections open
//! at once (`MAX_CONNECTIONS`, else 503). A request must name this server as
//! its host, once (127.0.0.1 or localhost and the port, in any case), so that
//! a page of another site cannot reach it through a name that resolves here.
//! A request that changes something (any method but GET and HEAD) must say
//! its body is JSON (else 415), which a page of another site cannot send
//! without asking first, and when it names its origin, that must be this
//! server (else 403). HEAD is answered as GET, without the body.

use super::{Reply, MAX_BODY};
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The largest request head (request line and headers).
pub const MAX_HEAD: usize = 16 << 10;
/// Headers a request may have.
const MAX_HEADERS: usize = 64;
/// Connections served at once.
pub const MAX_CONNECTIONS: usize = 32;
/// The time a client has to send a whole request (and to take the answer).
pub const READ_TIME: Duration = Duration::from_secs(10);

/// A request as the games see it.
pub struct Request {
    /// GET for a HEAD request (its answer is written without the body).
    pub method: String,
    pub path: String,
    pub body: Vec<u8>,
    /// The browser's languages (its `Accept-Language`), if it said them.
    pub languages: Option<String>,
    /// Whether it takes a gzip body (its `Accept-Encoding`).
    pub gzip: bool,
    /// The `ETag` of the copy it holds (its `If-None-Match`).
    pub holding: Option<String>,
    /// Its `Cookie` and `Authorization` headers, when it sent one.
    pub cookie: Option<String>,
    pub authorization: Option<String>,
    /// The address it came from.
    pub peer: Option<IpAddr>,
}

/// Whom a server answers: the hosts a request may name (each `NAME:PORT`,
/// compared without case), and the connections it serves at once.
#[derive(Clone, Debug)]
pub struct Answering {
    pub hosts: Vec<String>,
    /// Listening on every address at this port: a host given as an IP
    /// address (numbers, not a name another site could point here) with
    /// the port is taken too.
    pub any_ip: Option<u16>,
    pub connections: usize,
}

impl Answering {
    /// The board's: 127.0.0.1 and localhost at `port`, `MAX_CONNECTIONS`.
    pub fn loopback(port: u16) -> Answering {
        Answering {
            hosts: vec![format!("127.0.0.1:{}", port), format!("localhost:{}", port)],
            any_ip: None,
            connections: MAX_CONNECTIONS,
        }
    }

    /// Whether `value` names this server (`scheme` before it for an
    /// origin, nothing for a host), in any case.
    fn names(&self, value: &str, scheme: &str) -> bool {
        let Some(rest) = value
            .get(..scheme.len())
            .filter(|start| start.eq_ignore_ascii_case(scheme))
            .map(|_| &value[scheme.len()..])
        else {
            return false;
        };
        self.hosts.iter().any(|host| rest.eq_ignore_ascii_case(host))
            || self
                .any_ip
                .is_some_and(|port| rest.parse::<std::net::SocketAddr>().is_ok_and(|address| address.port() == port))
    }
}

/// An answer as it is sent: gzipped for a client that takes it when it is
/// over 1 KiB (a game's view too); a page or file (`cacheable`) with an
/// `ETag`, a hash of its body (the page differs by language, so the hash
/// tells), and unchanged since the copy the browser holds: 304, no body.
struct Sent {
    reply: Reply,
    etag: Option<String>,
    gzipped: bool,
}

fn sent(reply: Reply, gzip: bool, holding: Option<&str>) -> Sent {
    let key = (reply.cacheable && reply.status == 200).then(|| hash(&reply.body));
    let etag = key.map(|key| format!("\"{:016x}\"", key));
    if let Some(etag) = &etag {
        if holding.is_some_and(|held| held.split(',').any(|tag| tag.trim() == etag || tag.trim() == "*")) {
            let unchanged = Reply { status: 304, body: Vec::new(), ..reply };
            return Sent { reply: unchanged, etag: Some(etag.clone()), gzipped: false };
        }
    }
    if gzip && reply.body.len() > 1024 {
        let zipped = match key {
            Some(key) => zipped_once(key, &reply.body),
            None => zipped(&reply.body),
        };
        if let Some(body) = zipped {
            return Sent { reply: Reply { body, ..reply }, etag, gzipped: true };
        }
    }
    Sent { reply, etag, gzipped: false }
}

fn hash(body: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut hasher);
    hasher.finish()
}

fn zipped(body: &[u8]) -> Option<Vec<u8>> {
    use std::io::Write as _;
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(body).and_then(|()| encoder.finish()).ok()
}

/// A page or file gzipped once and kept by its hash `key` (its ETag's):
/// the same few bodies (the page in each language, the scripts, the style
/// sheet) are asked for again and again. Kept up to 64 bodies, the oldest
/// forgotten first.
fn zipped_once(key: u64, body: &[u8]) -> Option<Vec<u8>> {
    static KEPT: std::sync::Mutex<Vec<(u64, Vec<u8>)>> = std::sync::Mutex::new(Vec::new());
    if let Some((_, zipped)) = KEPT.lock().ok()?.iter().find(|(kept, _)| *kept == key) {
        return Some(zipped.clone());
    }
    let made = zipped(body)?;
    let mut kept = KEPT.lock().ok()?;
    if kept.len() >= 64 {
        kept.remove(0);
    }
    kept.push((key, made.clone()));
    Some(made)
}

/// A listener on the loopback address at `port` (0: one the system picks),
/// or one line saying why there is none.
pub fn listen(port: u16) -> Result<TcpListener, String> {
    TcpListener::bind((Ipv4Addr::LOCALHOST, port)).map_err(|error| match error.kind() {
        std::io::ErrorKind::AddrInUse => {
            format!("port {} is in use on 127.0.0.1: pick another with --port, or --port 0 for any free one", port)
        }
        _ => format!("cannot listen on 127.0.0.1:{}: {}", port, error),
    })
}

/// Serves `listener` until the process is stopped (or accepting fails:
/// the error): each connection read on a thread of its own, every request
/// answered by `answer` in turn on one thread.
pub fn serve(listener: TcpListener, answer: impl FnMut(Request) -> Reply + Send + 'static) -> std::io::Error {
    let port = match listener.local_addr() {
        Ok(address) => address.port(),
        Err(error) => return error,
    };
    serve_as(listener, Answering::loopback(port), answer)
}

/// `serve`, answering the hosts and as many connections as `answering` says.
pub fn serve_as(
    listener: TcpListener,
    answering: Answering,
    mut answer: impl FnMut(Request) -> Reply + Send + 'static,
) -> std::io::Error {
    let answering = Arc::new(answering);
    let (sender, receiver) = mpsc::channel::<(Request, mpsc::Sender<Reply>)>();
    std::thread::spawn(move || {
        for (request, back) in receiver {
            let _ = back.send(answer(request));
        }
    });
    let open = Arc::new(AtomicUsize::new(0));
    loop {
        let stream = match listener.accept() {
            Ok((stream, _)) => stream,
            // A connection that failed before it was taken (reset, or out
            // of descriptors for a moment): the next one may do.
            Err(error) if is_passing(&error) => {
                std::thread::sleep(Duration::from_millis(10));
                continue;
            }
            Err(error) => return error,
        };
        if open.fetch_add(1, Ordering::SeqCst) >= answering.connections {
            open.fetch_sub(1, Ordering::SeqCst);
            let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
            write_reply(
                &stream,
                &sent(Reply::error(503, "too many connections at once; try again"), false, None),
                false,
            );
            continue;
        }
        let (sender, open, answering) = (sender.clone(), open.clone(), answering.clone());
        let spawned = std::thread::Builder::new().spawn(move || {
            connection(stream, &answering, &sender);
            open.fetch_sub(1, Ordering::SeqCst);
        });
        if spawned.is_err() {
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

fn is_passing(error: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(error.kind(), ConnectionAborted | ConnectionReset | Interrupted | WouldBlock)
        || error.raw_os_error().is_some_and(|code| code == libc::EMFILE || code == libc::ENFILE)
}

/// One connection: one request read, answered and written; then closed.
fn connection(stream: TcpStream, answering: &Answering, games: &mpsc::Sender<(Request, mpsc::Sender<Reply>)>) {
    let _ = stream.set_read_timeout(Some(READ_TIME));
    let _ = stream.set_write_timeout(Some(READ_TIME));
    let mut head_only = false;
    let (mut gzip, mut holding) = (false, None);
    let reply = match read_request(&stream, answering) {
        Ok(mut request) => {
            if request.method == "HEAD" {
                request.method = "GET".to_string();
                head_only = true;
            }
            gzip = request.gzip;
            holding = request.holding.clone();
            let (back, answered) = mpsc::channel();
            match games.send((request, back)).ok().and_then(|()| answered.recv().ok()) {
                Some(reply) => reply,
                None => Reply::error(500, "the games stopped"),
            }
        }
        Err(Some(reply)) => reply,
        // The client went away or took too long: nobody to answer.
        Err(None) => return,
    };
    write_reply(&stream, &sent(reply, gzip, holding.as_deref()), head_only);
}

/// The request on `stream`, or the refusal to send (`None`: none can be sent).
fn read_request(mut stream: &TcpStream, answering: &Answering) -> Result<Request, Option<Reply>> {
    let first_host = answering.hosts.first().cloned().unwrap_or_default();
    let deadline = Instant::now() + READ_TIME;
    let mut buffer = Vec::with_capacity(4096);
    let mut chunk = [0u8; 4096];
    // The head, up to its empty line.
    let (method, path, length, head_end, (languages, gzip, holding), (cookie, authorization)) = loop {
        if Instant::now() > deadline {
            return Err(None);
        }
        let read = stream.read(&mut chunk).map_err(|_| None)?;
        if read == 0 {
            return Err(None);
        }
        buffer.extend_from_slice(&chunk[..read]);
        let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
        let mut request = httparse::Request::new(&mut headers);
        match request.parse(&buffer) {
            Ok(httparse::Status::Complete(head_end)) => {
                let refused = |status, message: &str| Err(Some(Reply::error(status, message)));
                let values = |name: &str| -> Vec<&str> {
                    request
                        .headers
                        .iter()
                        .filter(|header| header.name.eq_ignore_ascii_case(name))
                        .map(|header| std::str::from_utf8(header.value).unwrap_or("\u{fffd}").trim())
                        .collect()
                };
                match values("host")[..] {
                    [host] if answering.names(host, "") => {}
                    [_, _, ..] => return refused(400, "the request names its host more than once"),
                    _ => return refused(421, &format!("this server answers to {} only", first_host)),
                }
                if !values("transfer-encoding").is_empty() {
                    return refused(411, "send the body with a Content-Length");
                }
                let length = match values("content-length").first() {
                    None => 0,
                    Some(text) => match text.parse() {
                        Ok(length) => length,
                        Err(_) => return refused(400, "the Content-Length is not a number"),
                    },
                };
                if length > MAX_BODY {
                    return refused(413, &format!("the body is over {} bytes", MAX_BODY));
                }
                let method = request.method.unwrap_or("").to_string();
                if method != "GET" && method != "HEAD" {
                    match values("origin")[..] {
                        [] => {}
                        [origin] if answering.names(origin, "http://") => {}
                        _ => return refused(403, &format!("only pages of http://{} may change games", first_host)),
                    }
                    let json = |kind: &str| {
                        kind.split(';').next().is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
                    };
                    if !matches!(values("content-type")[..], [kind] if json(kind)) {
                        return refused(415, "send the body as Content-Type: application/json");
                    }
                }
                let path = request.path.unwrap_or("").to_string();
                let languages = values("accept-language").first().map(|text| text.to_string());
                let gzip = values("accept-encoding").iter().any(|accepted| {
                    accepted.split(',').any(|coding| {
                        let mut parts = coding.split(';');
                        let name = parts.next().unwrap_or("").trim();
                        let refused = parts.any(|parameter| parameter.replace(' ', "") == "q=0");
                        name.eq_ignore_ascii_case("gzip") && !refused
                    })
                });
                let holding = values("if-none-match").first().map(|text| text.to_string());
                let cookie = values("cookie").first().map(|text| text.to_string());
                let authorization = values("authorization").first().map(|text| text.to_string());
                break (method, path, length, head_end, (languages, gzip, holding), (cookie, authorization));
            }
            Ok(httparse::Status::Partial) if buffer.len() >= MAX_HEAD => {
                return Err(Some(Reply::error(431, &format!("the request's head is over {} bytes", MAX_HEAD))))
            }
            Ok(httparse::Status::Partial) => {}
            Err(httparse::Error::TooManyHeaders) => {
                return Err(Some(Reply::error(431, &format!("over {} headers", MAX_HEADERS))))
            }
            Err(error) => return Err(Some(Reply::error(400, &format!("not an HTTP request: {}", error)))),
        }
    };
    let mut body = buffer.split_off(head_end);
    while body.len() < length {
        if Instant::now() > deadline {
            return Err(None);
        }
        let wanted = (length - body.len()).min(chunk.len());
        let read = stream.read(&mut chunk[..wanted]).map_err(|_| None)?;
        if read == 0 {
            return Err(None);
        }
        body.extend_from_slice(&chunk[..read]);
    }
    body.truncate(length);
    let peer = stream.peer_addr().ok().map(|address| address.ip());
    Ok(Request { method, path, body, languages, gzip, holding, cookie, authorization, peer })
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        304 => "Not Modified",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        421 => "Misdirected Request",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        507 => "Insufficient Storage",
        _ => "Internal Server Error",
    }
}

/// The answer, with the headers that keep the page to this server: it may
/// load nothing from elsewhere, nor be framed by another site. A page or
/// file is kept by the browser only to be asked for again with its ETag
/// (`no-cache`); anything else is never kept (`no-store`). `head_only`: the
/// headers alone (a HEAD request), the length still the body's.
fn write_reply(mut stream: &TcpStream, sent: &Sent, head_only: bool) {
    let reply = &sent.reply;
    let mut extra = reply.allow.map(|methods| format!("Allow: {}\r\n", methods)).unwrap_or_default();
    match &sent.etag {
        Some(etag) => extra.push_str(&format!(
            "ETag: {}\r\nCache-Control: no-cache\r\nVary: Accept-Encoding, Accept-Language\r\n",
            etag
        )),
        None => extra.push_str("Cache-Control: no-store\r\nVary: Accept-Encoding\r\n"),
    }
    if sent.gzipped {
        extra.push_str("Content-Encoding: gzip\r\n");
    }
    if let Some(cookie) = &reply.cookie {
        extra.push_str(&format!("Set-Cookie: {}\r\n", cookie));
    }
    let head = format!(
        "HTTP/1.1 {} {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n{}Connection: close\r\n\
         X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'self'; img-src 'self' data:; frame-ancestors 'none'\r\n\r\n",
        reply.status,
        reason(reply.status),
        reply.content_type,
        reply.body.len(),
        extra
    );
    let body: &[u8] = if head_only { &[] } else { &reply.body };
    let _ = stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body)).and_then(|()| stream.flush());
    let _ = stream.shutdown(std::net::Shutdown::Write);
    // What the client sent past the request (a refused body) is read and
    // dropped for a moment, so that closing does not reset the connection
    // before the client has read the answer.
    let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
    let mut sink = [0u8; 4096];
    let mut left = 2 * MAX_BODY;
    while left > 0 {
        match stream.read(&mut sink) {
            Ok(read) if read > 0 => left = left.saturating_sub(read),
            _ => break,
        }
    }
}
