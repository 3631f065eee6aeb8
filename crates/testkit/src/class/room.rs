//! A room of simulated students, for the class's load test and benchmark:
//! each student a thread on a loopback address of its own (127.0.1.1,
//! 127.0.1.2, …, as machines of a room), all at once: joining with the
//! code, then solving master-duel puzzles, each after a wrong try, then
//! reading their own record. Every request on a connection of its own, as
//! the server closes each after its answer.

use crate::ground::{xor_sum, Nimber, Rules};
use crate::master_duel::rules::MasterDuel;
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// What a room's students met: each request's time, the whole run's, and
/// every answer that was not the one expected (a refusal, or none).
#[derive(Debug, Default)]
pub struct Outcome {
    pub times: Vec<Duration>,
    pub elapsed: Duration,
    pub unexpected: Vec<String>,
}

/// One request from `from` to `server`: the status (0: no answer), the
/// body, and the session cookie set (`class=…`).
pub fn request(
    from: IpAddr,
    server: SocketAddr,
    method: &str,
    path: &str,
    headers: &[String],
    body: &str,
) -> Result<(u16, String, Option<String>), String> {
    let socket =
        socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None).map_err(|error| error.to_string())?;
    socket.bind(&SocketAddr::new(from, 0).into()).map_err(|error| format!("bind {}: {}", from, error))?;
    socket.connect_timeout(&server.into(), Duration::from_secs(10)).map_err(|error| error.to_string())?;
    let mut stream: TcpStream = socket.into();
    stream.set_read_timeout(Some(Duration::from_secs(30))).map_err(|error| error.to_string())?;
    let mut text = format!("{} {} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\n", method, path, server, body.len());
    if !body.is_empty() {
        text.push_str("Content-Type: application/json\r\n");
    }
    for header in headers {
        text.push_str(header);
        text.push_str("\r\n");
    }
    text.push_str("\r\n");
    text.push_str(body);
    stream.write_all(text.as_bytes()).map_err(|error| error.to_string())?;
    let mut answer = Vec::new();
    let mut chunk = [0u8; 8192];
    // Up to the server's close (a reset after the answer ends it as well).
    while let Ok(read @ 1..) = stream.read(&mut chunk) {
        answer.extend_from_slice(&chunk[..read]);
    }
    let answer = String::from_utf8_lossy(&answer).into_owned();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head.split(' ').nth(1).and_then(|code| code.parse().ok()).unwrap_or(0);
    let cookie = head
        .lines()
        .find_map(|line| line.strip_prefix("Set-Cookie: "))
        .and_then(|value| value.split(';').next())
        .map(str::to_string);
    Ok((status, body.to_string(), cookie))
}

/// A master-duel puzzle's moves by the values: one that does not win, and
/// one that does (`None` when the input has no such pair).
pub fn wrong_and_right(input: &str) -> Option<(String, String)> {
    let position = MasterDuel::puzzle_position(input, None)?;
    let moves = MasterDuel::moves(&position);
    let wins = |chosen: &&<MasterDuel as Rules>::Move| {
        MasterDuel::apply(&position, chosen).is_ok_and(|after| xor_sum(&MasterDuel::values(&after)).is_zero())
    };
    let wrong = moves.iter().find(|chosen| !wins(chosen))?;
    let right = moves.iter().find(wins)?;
    Some((MasterDuel::show_move(wrong), MasterDuel::show_move(right)))
}

/// The loopback address of student `index` (0-based): 127.0.1.1 and on.
pub fn student_address(index: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(127, 0, 1 + (index / 250) as u8, 1 + (index % 250) as u8))
}

/// `students` students at once on `server` with the join `code`, each
/// solving master-duel's puzzles `numbers` (their inputs `inputs`, in the
/// same order) after a wrong try, named `student 1`, `student 2`, ….
pub fn room(server: SocketAddr, code: &str, students: usize, numbers: &[usize], inputs: &[String]) -> Outcome {
    let started = Instant::now();
    let plans: Vec<(usize, (String, String))> =
        numbers.iter().zip(inputs).filter_map(|(&number, input)| Some((number, wrong_and_right(input)?))).collect();
    let threads: Vec<_> = (0..students)
        .map(|index| {
            let (code, plans) = (code.to_string(), plans.clone());
            std::thread::spawn(move || student(server, &code, index, &plans))
        })
        .collect();
    let mut outcome = Outcome::default();
    for thread in threads {
        match thread.join() {
            Ok((times, unexpected)) => {
                outcome.times.extend(times);
                outcome.unexpected.extend(unexpected);
            }
            Err(_) => outcome.unexpected.push("a student's thread panicked".to_string()),
        }
    }
    outcome.elapsed = started.elapsed();
    outcome
}

/// One student's requests: their times, and what was not as expected.
fn student(
    server: SocketAddr,
    code: &str,
    index: usize,
    plans: &[(usize, (String, String))],
) -> (Vec<Duration>, Vec<String>) {
    let from = student_address(index);
    let name = format!("student {}", index + 1);
    let (mut times, mut unexpected) = (Vec::new(), Vec::new());
    let mut timed = |method: &str, path: &str, headers: &[String], body: Value, wanted: u16| {
        let body = if body.is_null() { String::new() } else { body.to_string() };
        let start = Instant::now();
        let answer = request(from, server, method, path, headers, &body);
        times.push(start.elapsed());
        match answer {
            Ok((status, text, cookie)) if status == wanted => Some((text, cookie)),
            Ok((status, text, _)) => {
                unexpected.push(format!("{}: {} {}: {} {}", name, method, path, status, text));
                None
            }
            Err(error) => {
                unexpected.push(format!("{}: {} {}: {}", name, method, path, error));
                None
            }
        }
    };
    let joined = timed("POST", "/api/class/join", &[], json!({ "code": code, "name": name }), 201);
    let Some(cookie) = joined.and_then(|(_, cookie)| cookie) else {
        return (times, unexpected);
    };
    let headers = [format!("Cookie: {}", cookie)];
    for (number, (wrong, right)) in plans {
        let made = timed("POST", "/master-duel/api/games", &headers, json!({ "puzzle": number }), 201);
        let Some(id) =
            made.and_then(|(text, _)| serde_json::from_str::<Value>(&text).ok()?["id"].as_str().map(str::to_string))
        else {
            continue;
        };
        let path = format!("/master-duel/api/games/{}/move", id);
        timed("POST", &path, &headers, json!({ "move": wrong }), 200);
        timed("POST", &path, &headers, json!({ "move": right }), 200);
    }
    timed("GET", "/api/class/me", &headers, Value::Null, 200);
    (times, unexpected)
}
