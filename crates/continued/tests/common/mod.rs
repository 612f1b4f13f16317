//! Positions of the rules text's examples that several test files start from.

use jokoak_continued::{Continued, TileCounts};

/// X6 (`docs/rules/to-be-continued.md` X6): deal 1, seat 0 at its draw node with SC-Y, SC-B
/// and C-Y in hand, none of which fits; FS-R alone on the table; seat 1's hand empty; the pile
/// the standard set (§8) minus those four tiles.
pub fn x6() -> Continued {
    let text = format!(
        "deal=1 first=0 node=draw seat=0 placed=0 drawn=0 must=- passes=0 last=- \
         table=FS-R@10,7r0 e0=10,7W e1=10,7E h0=SC-Y+SC-B+C-Y h1=- pile={} buried=- scores=-",
        TileCounts::STANDARD
            .checked_sub(&"FS-R+SC-Y+SC-B+C-Y".parse().unwrap())
            .unwrap()
    );
    text.parse().unwrap_or_else(|e| panic!("X6 `{text}`: {e}"))
}
