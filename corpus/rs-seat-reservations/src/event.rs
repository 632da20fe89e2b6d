//! An event with a fixed number of seats, some held back for guests.

#[derive(Debug, Clone)]
pub struct Event {
    pub name: String,
    pub capacity: u32,
    pub held_back: u32,
    reserved: u32,
}

impl Event {
    pub fn new(name: &str, capacity: u32, held_back: u32) -> Event {
        assert!(held_back <= capacity, "cannot hold back more seats than exist");
        Event {
            name: name.to_string(),
            capacity,
            held_back,
            reserved: 0,
        }
    }

    pub fn reserved(&self) -> u32 {
        self.reserved
    }

    /// Seats that can still be sold: the capacity less held-back and reserved seats.
    pub fn available(&self) -> u32 {
        self.capacity - self.held_back - self.reserved
    }

    /// Reserves `seats`, or says how many are left.
    pub fn reserve(&mut self, seats: u32) -> Result<u32, u32> {
        let available = self.available();
        if seats == 0 || seats > self.capacity - self.reserved {
            return Err(available);
        }
        self.reserved += seats;
        Ok(self.available())
    }

    pub fn cancel(&mut self, seats: u32) {
        self.reserved = self.reserved.saturating_sub(seats);
    }
}
