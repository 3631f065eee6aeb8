//! SplitMix64: a small, fast, seedable generator. Every random case in the
//! testkit comes from one seed, and a failing case prints that seed. Secrets
//! (the board's game ids, a class's code, key, PINs and sessions) come from
//! the system's source instead (`secret_bytes`).

/// `COUNT` bytes from the system's random source (getrandom).
pub fn secret_bytes<const COUNT: usize>() -> [u8; COUNT] {
    let mut bytes = [0u8; COUNT];
    getrandom::fill(&mut bytes).expect("the system's random source");
    bytes
}

/// 128 bits from the system's random source, as 32 hex digits.
pub fn secret_token() -> String {
    secret_bytes::<16>().iter().map(|byte| format!("{:02x}", byte)).collect()
}

#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high` (the tiny modulo bias is irrelevant here).
    pub fn range(&mut self, low: u64, high: u64) -> u64 {
        assert!(low <= high, "empty range {}..={}", low, high);
        let span = high - low;
        if span == u64::MAX {
            return self.next_u64();
        }
        low + self.next_u64() % (span + 1)
    }

    pub fn usize(&mut self, low: usize, high: usize) -> usize {
        self.range(low as u64, high as u64) as usize
    }

    /// True with probability `numerator / denominator`.
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.range(0, denominator - 1) < numerator
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.usize(0, items.len() - 1)]
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.usize(0, i);
            items.swap(i, j);
        }
    }
}

/// The seed of case `index` of a stress suite named `suite`: stable across
/// runs and machines, distinct between suites.
pub fn case_seed(suite: &str, index: u64) -> u64 {
    let mut hash: u64 = 0xCBF2_9CE4_8422_2325;
    for byte in suite.bytes() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01B3);
    }
    Rng::new(hash ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}
