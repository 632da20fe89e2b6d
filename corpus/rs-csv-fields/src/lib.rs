//! A small reader for comma-separated records with a header row.

mod record;
mod split;

pub use record::{Record, Table};
pub use split::split_fields;

/// Parses `text`: the first non-empty line is the header; blank lines and `#` comments are skipped.
pub fn parse(text: &str) -> Result<Table, String> {
    let mut lines = text
        .lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'));
    let header = lines.next().ok_or("no header row")?;
    let columns = split_fields(header);
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let fields = split_fields(line);
        if fields.len() != columns.len() {
            return Err(format!(
                "row {} has {} fields, expected {}",
                n + 1,
                fields.len(),
                columns.len()
            ));
        }
        rows.push(Record::new(fields));
    }
    Ok(Table { columns, rows })
}
