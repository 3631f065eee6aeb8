//! Wrong on purpose (master-duel): right answers, but it reads a row's stones
//! and then looks at the first one to find where the row starts, which
//! panics on a row without stones (m = 0). Expected verdict: runtime error.
use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut numbers = input.split_ascii_whitespace().map(|token| token.parse::<usize>().unwrap());
    let tests = numbers.next().unwrap();
    for _ in 0..tests {
        let rows = numbers.next().unwrap();
        let mut total = 0;
        for _ in 0..rows {
            let count = numbers.next().unwrap();
            let mut columns: Vec<usize> = (0..count).map(|_| numbers.next().unwrap()).collect();
            columns.sort_unstable();
            let first = columns[0]; // the mistake: no stone, no first stone
            let mut stone = [false; 21];
            for &column in &columns {
                stone[column] = true;
            }
            // Staircase Nim from the right: blocks after the 2nd, 4th, … empty cell.
            let (mut empties, mut block) = (0, 0);
            for column in (0..=20).rev() {
                if column >= first && stone[column] {
                    block += 1;
                } else {
                    empties += 1;
                    if empties % 2 == 0 {
                        total ^= block;
                    }
                    block = 0;
                }
            }
        }
        println!("{}", if total != 0 { "YES" } else { "NO" });
    }
}
