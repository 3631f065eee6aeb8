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
            let mut value = vec![None; columns];
            for start in 0..columns {
                if grid[row][start] == b'#' {
                    continue;
                }
                let mut options: Vec<usize> = below[start].into_iter().collect();
                // Walk left, then right, to the row's end or an obstacle (the mistake: no wrap).
                for step in [-1isize, 1] {
                    let mut chain = Vec::new();
                    let mut at = start as isize + step;
                    while at >= 0 && (at as usize) < columns && grid[row][at as usize] != b'#' {
                        chain.push(at as usize);
                        at += step;
                    }
                    let mut next: Option<usize> = None;
                    for &cell in chain.iter().rev() {
                        let here: Vec<usize> = below[cell].into_iter().chain(next).collect();
                        next = Some(mex(&here));
                    }
                    options.extend(next);
                }
                value[start] = Some(mex(&options));
                if grid[row][start] == b'B' {
                    total ^= mex(&options);
                }
            }
            below = value;
        }
        println!("{}", if total != 0 { "A" } else { "B" });
    }
}
