//! Wrong on purpose (master-duel): the right values (staircase Nim, the
//! steps counted from the right), but the total is set to 0 once, before
//! the first board, and never again: each board's answer is the xor of its
//! rows and every board's before it. The first board is answered right,
//! and so is any board given alone. Expected verdict: wrong answer.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|token| token.parse::<usize>().unwrap());
    let tests = numbers.next().unwrap();
    let mut total = 0;
    for _ in 0..tests {
        let rows = numbers.next().unwrap();
        for _ in 0..rows {
            let mut stone = [false; 21];
            for _ in 0..numbers.next().unwrap() {
                stone[numbers.next().unwrap()] = true;
            }
            // The stones on each step: a stone's step is the number of
            // empty cells to its right.
            let mut on_step = [0usize; 21];
            let mut empties = 0;
            for column in (1..=20).rev() {
                if stone[column] {
                    on_step[empties] += 1;
                } else {
                    empties += 1;
                }
            }
            for step in (1..=20).step_by(2) {
                total ^= on_step[step];
            }
        }
        println!("{}", if total != 0 { "YES" } else { "NO" });
    }
}
