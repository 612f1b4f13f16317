//! The games being played, kept in memory with a bound: starting a game past the bound ends
//! the least recently used one, so memory never grows with the number of games started.

use std::sync::{Arc, Mutex, PoisonError};

use super::api::ApiError;
use super::session::Session;

/// At most `max` games by id, the least recently used ended first.
pub struct Store {
    max: usize,
    inner: Mutex<Inner>,
}

struct Inner {
    /// A per-process secret mixed into ids, so one id does not tell the next.
    salt: u64,
    counter: u64,
    /// `(id, game, last use)`; at most `max` entries.
    games: Vec<(String, Arc<dyn Session>, u64)>,
}

impl Store {
    /// An empty store of at most `max` (at least 1) games.
    #[must_use]
    pub fn new(max: usize) -> Self {
        use std::hash::{BuildHasher, Hasher};
        let salt = std::collections::hash_map::RandomState::new()
            .build_hasher()
            .finish();
        Store {
            max: max.max(1),
            inner: Mutex::new(Inner {
                salt,
                counter: 0,
                games: Vec::new(),
            }),
        }
    }

    /// Keeps `game` and returns its new id, ending the least recently used game when full.
    pub fn insert(&self, game: Arc<dyn Session>) -> String {
        use std::hash::{BuildHasher, Hasher};
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.counter += 1;
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u64(inner.salt);
        h.write_u64(inner.counter);
        let id = format!("{:016x}{:04x}", h.finish(), inner.counter & 0xffff);
        while inner.games.len() >= self.max {
            let oldest = inner
                .games
                .iter()
                .enumerate()
                .min_by_key(|(_, (_, _, used))| *used)
                .map_or(0, |(i, _)| i);
            let (_, ended, _) = inner.games.swap_remove(oldest);
            ended.close();
        }
        let now = inner.counter;
        inner.games.push((id.clone(), game, now));
        id
    }

    /// The game `id`, now its most recent use.
    ///
    /// # Errors
    /// 404 for an id that is unknown or was ended.
    pub fn get(&self, id: &str) -> Result<Arc<dyn Session>, ApiError> {
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        inner.counter += 1;
        let now = inner.counter;
        let entry = inner
            .games
            .iter_mut()
            .find(|(key, _, _)| key == id)
            .ok_or_else(|| {
                ApiError::not_found(
                    "no such game (it may have been ended to make room for newer ones): start a new game",
                )
            })?;
        entry.2 = now;
        Ok(Arc::clone(&entry.1))
    }
}
