//! What a state's serde form carries beyond the §13 notation: the positions threefold
//! repetition counts (agon.md §8.4), checked on the way in.

use std::collections::HashMap;

use jokoak_core::RepetitionHistory;

use super::{Agon, Key, Node, board_key};
use crate::board::Board;
use crate::notation;

/// The extra fields of a state's serde form: the repetition history, oldest first, each
/// position in the §13 notation without counters (the current position is the last one while
/// the game is on). A missing field reads as the history of a freshly parsed position.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct SerdeExtra {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    history: Option<Vec<String>>,
}

/// Why a serialised history does not fit its position; names the offending entry.
#[derive(Debug, thiserror::Error)]
#[error("history entry {index}: {reason} (agon.md §8.4)")]
pub(crate) struct HistoryError {
    index: usize,
    reason: String,
}

impl Key {
    /// The live position this key was made of, with zero counters.
    fn position(&self, options: crate::Options) -> Agon {
        let mut board = Board::default();
        for side in 0..2 {
            for (i, &code) in self.pieces[side * 7..side * 7 + 7].iter().enumerate() {
                if code == u16::MAX {
                    continue;
                }
                let mask = 1u128 << (code & 0xFF);
                board.sides[side] |= mask;
                if i == 0 {
                    board.queens |= mask;
                }
                if code & 0x100 != 0 {
                    board.pending |= mask;
                }
            }
        }
        Agon {
            on_board: board,
            hands: self.hands,
            turn: self.turn,
            node: Node::Decision,
            ply: 0,
            passes: 0,
            options,
            history: RepetitionHistory::new(),
            board_zobrist: board_key(&board),
        }
    }
}

impl Agon {
    pub(crate) fn serde_extra(&self) -> SerdeExtra {
        let history = self.options.threefold_draw.then(|| {
            let mut keys: Vec<Key> = self.history.iter_rev().copied().collect();
            keys.reverse();
            keys.iter()
                .map(|k| k.position(self.options).to_string())
                .collect()
        });
        SerdeExtra { history }
    }

    pub(crate) fn with_serde_extra(mut self, extra: SerdeExtra) -> Result<Agon, HistoryError> {
        let Some(entries) = extra.history else {
            return Ok(self);
        };
        let bad = |index: usize, reason: String| HistoryError { index, reason };
        if !self.options.threefold_draw {
            return Err(bad(0, "a history is kept only under threefold_draw".into()));
        }
        if entries.len() as u64 > self.ply.saturating_add(1) {
            return Err(bad(
                0,
                format!("{} positions after {} plies", entries.len(), self.ply),
            ));
        }
        let mut history = RepetitionHistory::new();
        let mut seen = HashMap::new();
        let mut keys = Vec::with_capacity(entries.len());
        for (i, text) in entries.iter().enumerate() {
            let at = notation::parse(text, &self.options).map_err(|e| bad(i, e.to_string()))?;
            if at.node != Node::Decision || at.ply != 0 || at.passes != 0 {
                return Err(bad(
                    i,
                    format!("`{text}` is not a position in play without counters"),
                ));
            }
            let key = at.key();
            // A third occurrence ends the game (§8.4): only the last entry of a finished
            // game may be one.
            let occurrences = seen
                .entry((key.pieces, key.hands, key.turn))
                .or_insert(0usize);
            *occurrences += 1;
            let last_of_finished = i + 1 == entries.len() && matches!(self.node, Node::Over(_));
            if *occurrences >= 3 && !last_of_finished {
                return Err(bad(
                    i,
                    "a third occurrence would have ended the game".into(),
                ));
            }
            keys.push(key);
            history.push(key);
        }
        if self.node == Node::Decision && keys.last() != Some(&self.key()) {
            return Err(bad(
                keys.len().saturating_sub(1),
                "the last position is not the current one".into(),
            ));
        }
        self.history = history;
        Ok(self)
    }
}
