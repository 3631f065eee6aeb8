//! Wrong on purpose (master-duel): staircase Nim with the steps numbered from
//! the left. They must be numbered from the right, the end the stones move
//! towards: the blocks after the 2nd, 4th, … empty cell counted from the
//! right. Numbering from the left agrees only when the row's empty-cell count
//! has the right parity. Expected verdict: wrong answer.
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
            let mut stone = [false; 21]; // column 0: the imagined empty cell
            for _ in 0..numbers.next().unwrap() {
                stone[numbers.next().unwrap()] = true;
            }
            let mut empties = 0;
            let mut column = 0;
            while column <= 20 {
                if stone[column] {
                    column += 1;
                    continue;
                }
                empties += 1;
                let mut block = 0;
                column += 1;
                while column <= 20 && stone[column] {
                    block += 1;
                    column += 1;
                }
                if empties % 2 == 1 {
                    total ^= block;
                }
            }
        }
        println!("{}", if total != 0 { "YES" } else { "NO" });
    }
}
