//! `cargo class`: one teacher's server for a room of students, who open it
//! from any browser on the room's network, join with the class's code and
//! solve the problems' puzzles, every try kept in the class's SQLite file.
//!
//! The class's records (`store`), its answers (`server`), simulated
//! students (`room`), and the addresses it is opened at.

pub mod room;
pub mod server;
pub mod store;

use std::net::{IpAddr, Ipv4Addr, UdpSocket};

/// The machine's addresses a student may open (listening on every address;
/// IPv6 ones too when `v6`): the one its default route leaves from first
/// (the room's, most likely), then each other interface's, loopback last.
pub fn machine_addresses(v6: bool) -> Vec<IpAddr> {
    let mut found: Vec<IpAddr> = Vec::new();
    if let Ok(probe) = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)) {
        // No packet is sent: connecting a UDP socket only picks the route.
        if let Ok(local) = probe.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).and_then(|_| probe.local_addr()) {
            found.push(local.ip());
        }
    }
    let interfaces = if_addrs::get_if_addrs().unwrap_or_default();
    let offered = interfaces
        .iter()
        .filter(|interface| !interface.is_loopback() && !interface.is_link_local())
        .map(|interface| interface.ip())
        .filter(|ip| v6 || ip.is_ipv4());
    for ip in offered {
        if !found.contains(&ip) {
            found.push(ip);
        }
    }
    found.retain(|ip| !ip.is_loopback() && !ip.is_unspecified());
    found.push(IpAddr::from(Ipv4Addr::LOCALHOST));
    found
}
