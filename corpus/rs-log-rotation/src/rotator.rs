//! A writer that rotates its file when it would grow past `max_bytes`, keeping `keep` old copies.

use crate::naming::{rotated_name, rotation_index};
use std::collections::BTreeMap;

pub struct Rotator {
    base: String,
    keep: u32,
    max_bytes: usize,
    files: BTreeMap<String, String>,
    pub rotations: u32,
}

impl Rotator {
    pub fn new(base: &str, keep: u32, max_bytes: usize) -> Rotator {
        assert!(keep >= 1, "keep at least one rotated file");
        let mut files = BTreeMap::new();
        files.insert(base.to_string(), String::new());
        Rotator {
            base: base.to_string(),
            keep,
            max_bytes,
            files,
            rotations: 0,
        }
    }

    /// Appends `line`; rotates first if the current file is not empty and the line would not fit.
    pub fn write_line(&mut self, line: &str) {
        let current_len = self.files[&self.base].len();
        if current_len > 0 && current_len + line.len() + 1 > self.max_bytes {
            self.rotate();
        }
        let current = self
            .files
            .get_mut(&self.base)
            .expect("the current file always exists");
        current.push_str(line);
        current.push('\n');
    }

    /// `base.N` becomes `base.N+1` (the oldest, `base.keep`, is dropped), then `base` becomes `base.1`.
    pub fn rotate(&mut self) {
        for i in (1..=self.keep).rev() {
            if let Some(contents) = self.files.remove(&rotated_name(&self.base, i)) {
                self.files.insert(rotated_name(&self.base, i + 1), contents);
            }
        }
        let current = self
            .files
            .insert(self.base.clone(), String::new())
            .unwrap_or_default();
        self.files.insert(rotated_name(&self.base, 1), current);
        self.rotations += 1;
    }

    pub fn read(&self, name: &str) -> Option<&str> {
        self.files.get(name).map(String::as_str)
    }

    /// Rotated file names, newest first.
    pub fn rotated(&self) -> Vec<String> {
        let mut names: Vec<(u32, &String)> = self
            .files
            .keys()
            .filter_map(|name| rotation_index(&self.base, name).map(|i| (i, name)))
            .collect();
        names.sort();
        names.into_iter().map(|(_, name)| name.clone()).collect()
    }
}
