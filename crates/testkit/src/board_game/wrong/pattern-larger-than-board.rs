//! Wrong on purpose (board-game): lists every placement of a pattern with
//! `0..=rows - height`, which underflows when a pattern is taller or wider
//! than the board (such a pattern never appears); the cell look-up then
//! panics. Right on every input whose patterns fit. Expected verdict: runtime error.
use std::io::Read;

fn first_player_wins(occupied: u32, cells: usize, placements: &[u32], memo: &mut Vec<u8>) -> bool {
    if memo[occupied as usize] != 0 {
        return memo[occupied as usize] == 1;
    }
    let mut wins = false;
    for cell in 0..cells {
        let next = occupied | 1 << cell;
        if next == occupied {
            continue;
        }
        if placements.iter().any(|&placement| next & placement == placement)
            || !first_player_wins(next, cells, placements, memo)
        {
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
    let cell: Vec<Vec<usize>> = (0..rows).map(|row| (0..columns).map(|column| row * columns + column).collect()).collect();
    let mut placements = Vec::new();
    for _ in 0..count {
        let height: usize = tokens.next().unwrap().parse().unwrap();
        let width: usize = tokens.next().unwrap().parse().unwrap();
        let pattern: Vec<&[u8]> = (0..height).map(|_| tokens.next().unwrap().as_bytes()).collect();
        for top in 0..=rows.wrapping_sub(height) {
            for left in 0..=columns.wrapping_sub(width) {
                let mut placement = 0u32;
                for i in 0..height {
                    for j in 0..width {
                        if pattern[i][j] == b'1' {
                            placement |= 1 << cell[top + i][left + j];
                        }
                    }
                }
                placements.push(placement);
            }
        }
    }
    let cells = rows * columns;
    let mut memo = vec![0u8; 1 << cells];
    println!("{}", if first_player_wins(0, cells, &placements, &mut memo) { "Alice" } else { "Bob" });
}
