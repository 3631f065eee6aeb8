//! The read floor of a benchmark: reads stdin to the end, as the solutions
//! do, and folds every byte into a checksum that it prints, so that nothing
//! can be skipped. `scripts/bench.sh` times it on the same input as each
//! solution; a solution's time over this one's is how far it is from what
//! reading its input costs. std only.
use std::io::Read;

fn main() {
    let mut input = Vec::new();
    if let Err(error) = std::io::stdin().lock().read_to_end(&mut input) {
        eprintln!("error: reading stdin: {}", error);
        std::process::exit(1);
    }
    let checksum = input.iter().fold(0u64, |sum, &byte| sum.wrapping_mul(31).wrapping_add(u64::from(byte)));
    println!("{} bytes, checksum {:016x}", input.len(), checksum);
}
