/// `count` buckets of equal width covering `[lo, hi)` milliseconds.
#[derive(Debug, Clone)]
pub struct Buckets {
    lo: u64,
    hi: u64,
    width: u64,
    counts: Vec<u64>,
    pub underflow: u64,
    pub overflow: u64,
}

impl Buckets {
    pub fn new(lo: u64, hi: u64, count: usize) -> Buckets {
        assert!(hi > lo && count > 0, "empty histogram range");
        let width = ((hi - lo) + count as u64 - 1) / count as u64;
        Buckets { lo, hi, width, counts: vec![0; count], underflow: 0, overflow: 0 }
    }

    /// Index of the bucket for `value`, or None when it is outside `[lo, hi)`.
    pub fn index_of(&self, value: u64) -> Option<usize> {
        if value < self.lo && value >= self.hi {
            return None;
        }
        Some(((value - self.lo) / self.width) as usize)
    }

    pub fn record(&mut self, value: u64) {
        match self.index_of(value) {
            Some(i) => self.counts[i] += 1,
            None if value < self.lo => self.underflow += 1,
            None => self.overflow += 1,
        }
    }

    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    pub fn total(&self) -> u64 {
        self.counts.iter().sum::<u64>() + self.underflow + self.overflow
    }

    /// Lower bound of bucket `i`.
    pub fn lower(&self, i: usize) -> u64 {
        self.lo + i as u64 * self.width
    }
}
