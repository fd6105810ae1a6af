//! What the network's problems say in the player's language: an address
//! or a join code typed wrong, and a room server's refusals and partings.

use crate::locale::Texts;
use net::room::{Gone, MAX_CHAT_CHARS, MAX_TABLE_NAME_CHARS, RoomRefused, TableId};
use net::{AddressError, CodeError};

/// Why the room server refused a request.
pub fn room_refused_text(texts: &Texts, why: &RoomRefused) -> String {
    let seat = |seat: &u8| ("seat", (u32::from(*seat) + 1).into());
    let table = |id: &TableId| ("table", id.0.into());
    match why {
        RoomRefused::Version { asked, spoken } => {
            texts.with("room-refused-version", &[("asked", (*asked).into()), ("spoken", (*spoken).into())])
        }
        RoomRefused::Name => texts.with("online-refused-name", &[("most", net::MAX_NAME_CHARS.into())]),
        RoomRefused::Proof => texts.get("room-refused-proof"),
        RoomRefused::Elsewhere => texts.get("room-refused-elsewhere"),
        RoomRefused::NotGreeted => texts.get("room-refused-not-greeted"),
        RoomRefused::NoSuchTable(id) => texts.with("room-refused-no-such-table", &[table(id)]),
        RoomRefused::NoSuchCode => texts.get("room-refused-no-such-code"),
        RoomRefused::NoSuchSeat(number) => texts.with("online-refused-no-such-seat", &[seat(number)]),
        RoomRefused::SeatTaken(number) => texts.with("online-refused-seat-taken", &[seat(number)]),
        RoomRefused::NoOpenSeat => texts.get("online-refused-no-open-seat"),
        RoomRefused::NotAtTable(id) => texts.with("room-refused-not-at-table", &[table(id)]),
        RoomRefused::NoSeat => texts.get("online-refused-no-seat"),
        RoomRefused::NotYourTurn => texts.get("online-refused-not-your-turn"),
        RoomRefused::WrongTurn { asked, now } => {
            texts.with("online-refused-wrong-turn", &[("asked", (asked + 1).into()), ("now", (now + 1).into())])
        }
        RoomRefused::NoGame => texts.get("online-refused-no-game"),
        RoomRefused::NotLegal(detail) => texts.with("online-refused-not-legal", &[("detail", detail.as_str().into())]),
        RoomRefused::Setup(detail) => texts.with("room-refused-setup", &[("detail", detail.as_str().into())]),
        RoomRefused::TableName => texts.with("room-refused-table-name", &[("most", MAX_TABLE_NAME_CHARS.into())]),
        RoomRefused::Clock => texts.get("room-refused-clock"),
        RoomRefused::NotMaker => texts.get("room-refused-not-maker"),
        RoomRefused::Started => texts.get("room-refused-started"),
        RoomRefused::ChatLength => texts.with("room-refused-chat-length", &[("most", MAX_CHAT_CHARS.into())]),
        RoomRefused::TooFast(secs) => texts.with("room-refused-too-fast", &[("seconds", (*secs).into())]),
        RoomRefused::TooManyTables => texts.get("room-refused-too-many-tables"),
        RoomRefused::Malformed(detail) => texts.with("online-refused-malformed", &[("detail", detail.as_str().into())]),
    }
}

/// Why this player is no longer at a table.
pub fn gone_text(texts: &Texts, table: TableId, why: Gone) -> String {
    let key = match why {
        Gone::Left => "room-gone-left",
        Gone::Removed => "room-gone-removed",
        Gone::Closed => "room-gone-closed",
    };
    texts.with(key, &[("table", table.0.into())])
}

/// Why an address typed names no host.
pub fn address_error_text(texts: &Texts, error: &AddressError) -> String {
    match error {
        AddressError { address, lookup: Some(reason) } => texts.with(
            "online-error-address-lookup",
            &[("address", address.as_str().into()), ("reason", reason.as_str().into())],
        ),
        AddressError { address, lookup: None } => {
            texts.with("online-error-address-no-host", &[("address", address.as_str().into())])
        }
    }
}

/// Why a join code typed is not one.
pub fn code_error_text(texts: &Texts, error: &CodeError) -> String {
    match error {
        CodeError::Character { code, bad } => texts.with(
            "online-error-code-character",
            &[("code", code.as_str().into()), ("character", bad.to_string().into())],
        ),
        CodeError::Length { code } => texts.with("online-error-code-length", &[("code", code.as_str().into())]),
    }
}
