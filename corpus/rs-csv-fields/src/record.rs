//! Rows and tables.

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    fields: Vec<String>,
}

impl Record {
    pub fn new(fields: Vec<String>) -> Record {
        Record { fields }
    }

    pub fn get(&self, i: usize) -> Option<&str> {
        self.fields.get(i).map(String::as_str)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub columns: Vec<String>,
    pub rows: Vec<Record>,
}

impl Table {
    /// The values of the column named `name`, in row order.
    pub fn column(&self, name: &str) -> Option<Vec<&str>> {
        let i = self.columns.iter().position(|c| c == name)?;
        Some(self.rows.iter().filter_map(|r| r.get(i)).collect())
    }

    pub fn sum(&self, name: &str) -> Option<f64> {
        self.column(name)?
            .iter()
            .map(|v| v.parse::<f64>().ok())
            .sum()
    }
}
