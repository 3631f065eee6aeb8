//! Wrong on purpose (coloring-game): gives every tails coin the value
//! 2^(i + j), the rule for the inside of the board, also on the top row and
//! the left column, where a coin is worth lowbit(j + 1) and lowbit(i + 1)
//! (a move there has only a straight line to flip). Expected verdict: wrong answer.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let games: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..games {
        let rows: usize = tokens.next().unwrap().parse().unwrap();
        let columns: usize = tokens.next().unwrap().parse().unwrap();
        // parity[e]: whether 2^e occurs an odd number of times
        let mut parity = vec![false; rows + columns];
        for i in 0..rows {
            let row = tokens.next().unwrap().as_bytes();
            for j in 0..columns {
                if row[j] != b'H' {
                    parity[i + j] ^= true;
                }
            }
        }
        println!("{}", if parity.contains(&true) { "-_-" } else { "=_=" });
    }
}
