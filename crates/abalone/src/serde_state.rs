//! What a state's serde form carries beyond the position string (abalone.md §7.4): the
//! repetition history that `threefold_draw` reads (§6 #12), checked on the way in.

use jokoak_core::RepetitionHistory;

use crate::moves::SEAT_LABELS;
use crate::notation::{parse_board, write_board};
use crate::position::{Abalone, End, Key};

/// The extra fields of a state's serde form: the positions since the last ejection before
/// the current one, oldest first, each `<board> <side>` (the first two fields of §7.4). A
/// missing field reads as none, the history of a freshly parsed position.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SerdeExtra {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    history: Vec<String>,
}

/// Why a serialised history does not fit its position; names the offending entry.
#[derive(Debug, thiserror::Error)]
#[error("history entry {index} `{entry}`: {reason} (abalone.md §6 #12)")]
pub(crate) struct HistoryError {
    index: usize,
    entry: String,
    reason: String,
}

impl Abalone {
    pub(crate) fn serde_extra(&self) -> SerdeExtra {
        let mut keys = self.history.to_vec();
        keys.pop(); // the current position, which the position string gives
        let history = keys
            .into_iter()
            .map(|k| {
                let (board, side) = k.parts();
                let mut text = String::new();
                let _ = write_board(&mut text, &board, ['b', 'w', 'r']);
                text.push(' ');
                text.push_str(SEAT_LABELS[usize::from(side)]);
                text
            })
            .collect();
        SerdeExtra { history }
    }

    pub(crate) fn with_serde_extra(mut self, extra: SerdeExtra) -> Result<Abalone, HistoryError> {
        if extra.history.is_empty() {
            return Ok(self);
        }
        let players = usize::from(self.players);
        let bad = |index: usize, reason: String| HistoryError {
            index,
            entry: extra.history[index].clone(),
            reason,
        };
        if !self.options.threefold_draw {
            return Err(bad(0, "a history is kept only under threefold_draw".into()));
        }
        let n = extra.history.len();
        if n as u64 > u64::from(self.plies_since_ejection) {
            return Err(bad(
                0,
                format!(
                    "{n} earlier positions, but only {} plies since the last ejection",
                    self.plies_since_ejection
                ),
            ));
        }
        let counts = |b: &crate::board::Board| b.colours.map(u128::count_ones);
        let mut history = RepetitionHistory::new();
        for (i, text) in extra.history.iter().enumerate() {
            let (board_text, side_text) = text
                .split_once(' ')
                .ok_or_else(|| bad(i, "expected `<board> <side>`".into()))?;
            let board =
                parse_board(board_text, &['b', 'w', 'r']).map_err(|e| bad(i, e.to_string()))?;
            let side = SEAT_LABELS[..players]
                .iter()
                .position(|l| *l == side_text)
                .ok_or_else(|| bad(i, format!("`{side_text}` is not a seat")))?;
            // Sides alternate in seat order up to the current position.
            let expected = (usize::from(self.side) + players * n - (n - i)) % players;
            if side != expected {
                return Err(bad(
                    i,
                    format!(
                        "seat {} would move here, not {side_text}",
                        SEAT_LABELS[expected]
                    ),
                ));
            }
            if counts(&board) != counts(&self.marbles) {
                return Err(bad(
                    i,
                    "other marble counts than now, but no marble was ejected since".into(),
                ));
            }
            history.push(Key::of(&board, side));
        }
        history.push(Key::of(&self.marbles, self.side.into()));
        self.history = history;
        if self.end.is_none() && self.derive_end() == Some(End::Repetition) {
            return Err(bad(
                n - 1,
                "the current position occurs a third time, so the game would be over".into(),
            ));
        }
        Ok(self)
    }
}
