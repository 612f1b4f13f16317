//! Linja
