//! Wrong on purpose (coloring-game): the edge rule with an off-by-one. A coin
//! on the top row is worth lowbit(j + 1) for 0-based column j; this takes
//! lowbit(j) (and 1 at j = 0), and the same on the left column. Right inside
//! the board and at the corner. Expected verdict: wrong answer.
use std::io::Read;

fn lowbit_exponent(x: usize) -> usize {
    if x == 0 {
        0
    } else {
        x.trailing_zeros() as usize
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let games: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..games {
        let rows: usize = tokens.next().unwrap().parse().unwrap();
        let columns: usize = tokens.next().unwrap().parse().unwrap();
        let mut parity = vec![false; rows + columns];
        for i in 0..rows {
            let row = tokens.next().unwrap().as_bytes();
            for j in 0..columns {
                if row[j] == b'H' {
                    continue;
                }
                let exponent = if i == 0 {
                    lowbit_exponent(j) // should be j + 1
                } else if j == 0 {
                    lowbit_exponent(i) // should be i + 1
                } else {
                    i + j
                };
                parity[exponent] ^= true;
            }
        }
        println!("{}", if parity.contains(&true) { "-_-" } else { "=_=" });
    }
}
