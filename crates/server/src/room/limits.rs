//! How much one connection may ask, and how fast: each kind of request
//! draws from a bucket that refills at a steady rate, as wesnothd limits
//! chat to four lines in ten seconds. A connection that keeps asking when
//! its bucket is empty, or keeps sending what cannot be read, is a flood
//! and is closed.

/// The server's limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// Connections one address may hold at once.
    pub per_address: usize,
    /// Tables one player may have open at once (made, and not closed).
    pub tables_per_player: usize,
    /// Requests of any kind: this many at once, then `requests_per_second`.
    pub requests: Rate,
    /// Chat lines: four at once, then one every 2.5 s (four in ten
    /// seconds).
    pub chat: Rate,
    /// New tables.
    pub tables: Rate,
    /// Refusals (an empty bucket, an unreadable or refused request) after
    /// which a connection is closed as a flood, counted since its last
    /// request that was accepted.
    pub refusals_to_close: u32,
}

/// A bucket's size and how fast it fills again.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Requests allowed at once.
    pub burst: f64,
    /// Requests it fills up by each second.
    pub per_second: f64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            per_address: 16,
            tables_per_player: 10,
            requests: Rate { burst: 40.0, per_second: 20.0 },
            chat: Rate { burst: 4.0, per_second: 0.4 },
            tables: Rate { burst: 5.0, per_second: 5.0 / 60.0 },
            refusals_to_close: 50,
        }
    }
}

/// One kind of request's allowance for one connection.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    rate: Rate,
    level: f64,
    at_ms: u64,
}

impl Bucket {
    /// A full bucket at `now_ms`.
    pub fn new(rate: Rate, now_ms: u64) -> Bucket {
        Bucket { rate, level: rate.burst, at_ms: now_ms }
    }

    /// Takes one request at `now_ms` if the bucket allows it; else the
    /// whole seconds to wait before it would.
    pub fn take(&mut self, now_ms: u64) -> Result<(), u32> {
        let elapsed = now_ms.saturating_sub(self.at_ms) as f64 / 1000.0;
        self.level = (self.level + elapsed * self.rate.per_second).min(self.rate.burst);
        self.at_ms = now_ms;
        if self.level >= 1.0 {
            self.level -= 1.0;
            return Ok(());
        }
        let wait = (1.0 - self.level) / self.rate.per_second;
        Err(wait.ceil().max(1.0) as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_chat_lines_then_one_every_few_seconds() {
        let mut chat = Bucket::new(Limits::default().chat, 0);
        for _ in 0..4 {
            assert_eq!(chat.take(0), Ok(()));
        }
        assert_eq!(chat.take(100), Err(3), "the fifth line waits");
        assert_eq!(chat.take(2_600), Ok(()), "one line back after 2.5 s");
        assert!(chat.take(2_700).is_err());
        assert_eq!(chat.take(60_000), Ok(()), "a full bucket again after a minute, and no more");
        for _ in 0..3 {
            assert_eq!(chat.take(60_000), Ok(()));
        }
        assert!(chat.take(60_000).is_err());
    }
}
