//! Wrong on purpose (ring-grid-game): right on every board with at least two
//! columns, but the walk round a ring is kept in a list of its m − 1 cells
//! and the first entry is read whenever the neighbour is not an obstacle:
//! with m = 1 the neighbour is the cell itself and the list is empty, so it
//! panics. Expected verdict: runtime error.
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
        let m: usize = tokens.next().unwrap().parse().unwrap();
        let grid: Vec<&[u8]> = (0..rows).map(|_| tokens.next().unwrap().as_bytes()).collect();
        let mut below: Vec<Option<usize>> = vec![None; m];
        let mut total = 0;
        for row in (0..rows).rev() {
            let mut value = vec![None; m];
            for start in 0..m {
                if grid[row][start] == b'#' {
                    continue;
                }
                let mut options: Vec<usize> = below[start].into_iter().collect();
                for step in [m - 1, 1] {
                    // The cells walked round the ring, at most m − 1 of them.
                    let mut chain = Vec::new();
                    let mut at = (start + step) % m;
                    while at != start && grid[row][at] != b'#' {
                        chain.push(at);
                        at = (at + step) % m;
                    }
                    let mut values = vec![0; chain.len()];
                    for index in (0..chain.len()).rev() {
                        let here: Vec<usize> =
                            below[chain[index]].into_iter().chain(values.get(index + 1).copied()).collect();
                        values[index] = mex(&here);
                    }
                    if grid[row][(start + step) % m] != b'#' {
                        options.push(values[0]); // the mistake: empty when m = 1
                    }
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
