//! Wrong on purpose (ring-grid-game): treats every row as a segment. A piece
//! at the left end cannot step left, one at the right end cannot step right;
//! in the game the rows are rings and it walks round. Expected verdict: wrong answer.
use std::io::Read;

fn mex(values: &[usize]) -> usize {
    (0..).find(|value| !values.contains(value)).unwrap()
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    let tests: usize = tokens.next().unwrap().parse().unwrap();
    for _ in 0..tests {
        let rows: usize = tokens.next().unwrap().parse().unwrap();
        let columns: usize = tokens.next().unwrap().parse().unwrap();
        let grid: Vec<&[u8]> = (0..rows).map(|_| tokens.next().unwrap().as_bytes()).collect();
        let mut below: Vec<Option<usize>> = vec![None; columns];
        let mut total = 0;
        for row in (0..rows).rev() {
            let cells = grid[row];
            let open = |column: usize| cells[column] != b'#';
            // Walking left and walking right, O(m) a row; the mistake: a
            // walk stops at the row's end instead of wrapping round.
            let mut left: Vec<Option<usize>> = vec![None; columns];
            for column in 0..columns {
                if open(column) {
                    let from = if column > 0 { left[column - 1] } else { None };
                    let here: Vec<usize> = below[column].into_iter().chain(from).collect();
                    left[column] = Some(mex(&here));
                }
            }
            let mut right: Vec<Option<usize>> = vec![None; columns];
            for column in (0..columns).rev() {
                if open(column) {
                    let from = if column + 1 < columns { right[column + 1] } else { None };
                    let here: Vec<usize> = below[column].into_iter().chain(from).collect();
                    right[column] = Some(mex(&here));
                }
            }
            let mut value = vec![None; columns];
            for start in 0..columns {
                if !open(start) {
                    continue;
                }
                let mut options: Vec<usize> = below[start].into_iter().collect();
                options.extend(if start > 0 { left[start - 1] } else { None });
                options.extend(if start + 1 < columns { right[start + 1] } else { None });
                value[start] = Some(mex(&options));
                if cells[start] == b'B' {
                    total ^= mex(&options);
                }
            }
            below = value;
        }
        println!("{}", if total != 0 { "A" } else { "B" });
    }
}
