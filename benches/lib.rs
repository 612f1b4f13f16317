//! The criterion benches of the jokoak engines live in this package's bench targets
//! (`cargo bench -p jokoak-benches`); the library is empty.
