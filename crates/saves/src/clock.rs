//! Dates as replays write them: UTC, `2026-11-30T16:20:00Z`, to the second.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds in a day.
const DAY_SECONDS: u64 = 86_400;

/// The time now, as a replay's `played` field writes it.
pub fn utc_now() -> String {
    utc_timestamp(SystemTime::now())
}

/// `time` in UTC as `2026-11-30T16:20:00Z` (times before 1970 as 1970).
pub fn utc_timestamp(time: SystemTime) -> String {
    let seconds = time.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let (year, month, day) = civil_date(seconds / DAY_SECONDS);
    let of_day = seconds % DAY_SECONDS;
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", of_day / 3600, of_day % 3600 / 60, of_day % 60)
}

/// Whether `text` is a timestamp of the form [`utc_timestamp`] writes.
pub(super) fn is_timestamp(text: &str) -> bool {
    const FORM: &[u8; 20] = b"dddd-dd-ddTdd:dd:ddZ";
    text.len() == FORM.len()
        && text.bytes().zip(FORM).all(|(c, &f)| if f == b'd' { c.is_ascii_digit() } else { c == f })
}

/// The Gregorian year, month and day of a count of days since 1970-01-01.
///
/// Counts in 400-year eras of 146 097 days from 0000-03-01, so that the leap
/// day falls at the end of each counted year.
fn civil_date(days: u64) -> (u64, u64, u64) {
    // Days from 0000-03-01 to 1970-01-01.
    let days = days + 719_468;
    let era = days / 146_097;
    let day_of_era = days % 146_097;
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    // Months counted from March, each run of five spanning 153 days.
    let march_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * march_month + 2) / 5 + 1;
    let month = if march_month < 10 { march_month + 3 } else { march_month - 9 };
    let year = era * 400 + year_of_era + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn dates_are_written_in_utc() {
        let at = |s: u64| utc_timestamp(UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_796_055_600), "2026-11-30T16:20:00Z");
        assert_eq!(at(4_107_542_399), "2100-02-28T23:59:59Z");
        assert!(is_timestamp(&at(1_796_055_600)));
        assert!(!is_timestamp("2026-11-30 16:20:00Z"));
    }
}
