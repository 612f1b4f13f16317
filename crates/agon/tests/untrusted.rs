//! Untrusted input on stable: the fuzz targets' properties (fuzz/, docs/reliability.md) as
//! proptests with modest case counts, over every variant, player count and option set of the
//! game's testkit hook ([`jokoak_core::untrusted_input_tests`]).

jokoak_core::untrusted_input_tests!(jokoak_agon::Agon);
