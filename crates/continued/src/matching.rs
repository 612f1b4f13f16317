//! Matching of two touching edges (to-be-continued.md §4).

use crate::tiles::{Colour, Design, Edge};

/// How straight designs meet (§4.3, option `design_compatible`). The seed never says how a
/// line passes from one design to another, so this is a hypothesis kept behind one switch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum DesignRule {
    /// `multi-wild` (default): equal designs meet, and Multi meets every straight design.
    #[default]
    MultiWild,
    /// `strict`: only equal designs meet.
    Strict,
}

impl DesignRule {
    /// The option values of DESIGN §6.2, in index order.
    pub const NAMES: [&'static str; 2] = ["multi-wild", "strict"];

    /// The option value: `multi-wild` or `strict`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DesignRule::MultiWild => "multi-wild",
            DesignRule::Strict => "strict",
        }
    }
}

/// `design_compatible(x, y)` of §4.3 for two straight designs: `x == y`, or (multi-wild only)
/// either is Multi.
#[must_use]
pub const fn design_compatible(rule: DesignRule, x: Design, y: Design) -> bool {
    let same = x as u8 == y as u8;
    match rule {
        DesignRule::MultiWild => same || matches!(x, Design::Multi) || matches!(y, Design::Multi),
        DesignRule::Strict => same,
    }
}

/// `edges_match(a, b)` of §4.2: whether an end's outward edge `a` and a new tile's facing
/// edge `b` may touch. Symmetric in `a` and `b`.
///
/// A joint with a corner needs exactly one corner edge, the other full-side, both of one
/// colour (black included); two straights need compatible designs and exactly one black side.
#[must_use]
pub const fn edges_match(rule: DesignRule, a: Edge, b: Edge) -> bool {
    let (
        Edge::Image {
            design: da,
            colour: ca,
        },
        Edge::Image {
            design: db,
            colour: cb,
        },
    ) = (a, b)
    else {
        return false;
    };
    let a_corner = matches!(da, Design::Corner);
    let b_corner = matches!(db, Design::Corner);
    if a_corner || b_corner {
        let other = if a_corner { db } else { da };
        a_corner != b_corner && matches!(other, Design::FullSide) && ca as u8 == cb as u8
    } else {
        design_compatible(rule, da, db)
            && (matches!(ca, Colour::Black) != matches!(cb, Colour::Black))
    }
}
