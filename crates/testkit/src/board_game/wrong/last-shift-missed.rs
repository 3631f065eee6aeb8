//! Wrong on purpose (board-game): the shifts of a pattern run over
//! `0..n - h` and `0..m - w`, an exclusive range where the statement's
//! 0 ≤ di ≤ n − h is inclusive, so a pattern is never looked for against the
//! bottom row or the right column (nor at all when it is as tall or as wide
//! as the board). Expected verdict: wrong answer.
use std::io::Read;

fn first_player_wins(occupied: u32, cells: usize, covering: &[Vec<u32>], memo: &mut Vec<u8>) -> bool {
    if memo[occupied as usize] != 0 {
        return memo[occupied as usize] == 1;
    }
    let mut wins = false;
    for cell in 0..cells {
        let next = occupied | 1 << cell;
        if next == occupied {
            continue;
        }
        let completes = covering[cell].iter().any(|&placement| next & placement == placement);
        if completes || !first_player_wins(next, cells, covering, memo) {
            wins = true;
            break;
        }
    }
    memo[occupied as usize] = if wins { 1 } else { 2 };
    wins
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let mut number = || -> usize { tokens.next().unwrap().parse().unwrap() };
    let (rows, columns, count) = (number(), number(), number());
    let mut tokens = input.split_ascii_whitespace().skip(3);
    let cells = rows * columns;
    // covering[c]: the placements with a `1` on cell c.
    let mut covering = vec![Vec::new(); cells];
    for _ in 0..count {
        let height: usize = tokens.next().unwrap().parse().unwrap();
        let width: usize = tokens.next().unwrap().parse().unwrap();
        let pattern: Vec<&[u8]> = (0..height).map(|_| tokens.next().unwrap().as_bytes()).collect();
        if height > rows || width > columns {
            continue;
        }
        for top in 0..rows - height {
            for left in 0..columns - width {
                let mut placement = 0u32;
                for i in 0..height {
                    for j in 0..width {
                        if pattern[i][j] == b'1' {
                            placement |= 1 << ((top + i) * columns + left + j);
                        }
                    }
                }
                for cell in 0..cells {
                    if placement >> cell & 1 == 1 {
                        covering[cell].push(placement);
                    }
                }
            }
        }
    }
    let mut memo = vec![0u8; 1 << cells];
    println!("{}", if first_player_wins(0, cells, &covering, &mut memo) { "Alice" } else { "Bob" });
}
