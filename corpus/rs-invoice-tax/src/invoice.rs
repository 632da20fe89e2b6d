//! An invoice: lines, each with a quantity, a unit price, a discount and a tax class.

use crate::money::{format_cents, percent_of};
use crate::tax::TaxClass;

#[derive(Debug, Clone)]
pub struct Line {
    pub description: String,
    pub quantity: u32,
    pub unit_cents: i64,
    pub discount_bp: u32,
    pub tax: TaxClass,
}

impl Line {
    pub fn new(description: &str, quantity: u32, unit_cents: i64, tax: TaxClass) -> Line {
        Line {
            description: description.to_string(),
            quantity,
            unit_cents,
            discount_bp: 0,
            tax,
        }
    }

    pub fn with_discount(mut self, discount_bp: u32) -> Line {
        self.discount_bp = discount_bp;
        self
    }
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub discount: i64,
    pub net: i64,
    pub tax: i64,
    pub total: i64,
}

#[derive(Debug, Default)]
pub struct Invoice {
    pub number: String,
    pub lines: Vec<Line>,
}

impl Invoice {
    pub fn add(&mut self, line: Line) -> &mut Invoice {
        self.lines.push(line);
        self
    }

    /// Totals; VAT is charged on each line's amount after its discount.
    pub fn summary(&self) -> Summary {
        let mut s = Summary::default();
        for line in &self.lines {
            let gross = line.unit_cents * i64::from(line.quantity);
            let discount = percent_of(gross, line.discount_bp);
            let net = gross - discount;
            s.discount += discount;
            s.net += net;
            s.tax += percent_of(gross, line.tax.rate_bp());
        }
        s.total = s.net + s.tax;
        s
    }

    pub fn render_total(&self) -> String {
        format!(
            "Invoice {}: {}",
            self.number,
            format_cents(self.summary().total)
        )
    }
}
