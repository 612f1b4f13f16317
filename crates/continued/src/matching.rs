//! Matching of two touching edges (to-be-continued.md §4).

use crate::tiles::{Colour, Design, Edge, TileType};

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
    /// The rules in the order of [`DesignRule::NAMES`].
    pub const ALL: [DesignRule; 2] = [DesignRule::MultiWild, DesignRule::Strict];

    /// The option values of DESIGN §6.2, in index order.
    pub const NAMES: [&'static str; 2] = ["multi-wild", "strict"];

    /// The option value: `multi-wild` or `strict`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        Self::NAMES[self as usize]
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

/// For an end's outward edge, the set of tile types that can be turned to match it (bit `i`
/// for type index `i`), per rule: the §4.2 test over every facing edge a type can show
/// (black or coloured side of a straight, a corner's colour).
const fn match_masks(rule: DesignRule) -> [u16; 16] {
    const DESIGNS: [Design; 4] = [
        Design::FullSide,
        Design::SideCentre,
        Design::Multi,
        Design::Corner,
    ];
    const COLOURS: [Colour; 4] = [Colour::Black, Colour::Red, Colour::Yellow, Colour::Blue];
    let mut out = [0u16; 16];
    let mut code = 0;
    while code < 16 {
        let a = Edge::Image {
            design: DESIGNS[code / 4],
            colour: COLOURS[code % 4],
        };
        let mut t = 0;
        while t < TileType::COUNT {
            let tile = TileType::ALL[t];
            let design = tile.design();
            let colour = tile.colour();
            let fits = if tile.is_corner() {
                edges_match(rule, a, Edge::Image { design, colour })
            } else {
                edges_match(
                    rule,
                    a,
                    Edge::Image {
                        design,
                        colour: Colour::Black,
                    },
                ) || edges_match(rule, a, Edge::Image { design, colour })
            };
            if fits {
                out[code] |= 1 << t;
            }
            t += 1;
        }
        code += 1;
    }
    out
}

const MASKS: [[u16; 16]; 2] = [
    match_masks(DesignRule::MultiWild),
    match_masks(DesignRule::Strict),
];

/// The tile types that can be placed against an end showing `edge` under `rule` (bit `i` for
/// type index `i`), as far as matching goes (§4.2); a blank edge takes none.
#[must_use]
pub const fn matching_types(rule: DesignRule, edge: Edge) -> u16 {
    match edge {
        Edge::Blank => 0,
        Edge::Image { design, colour } => {
            MASKS[rule as usize][design as usize * 4 + colour as usize]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_agree_with_edges_match() {
        // A red full-side end takes black-in straights of FS and MU (multi-wild) and red
        // corners; a black full-side end takes colour-in FS and MU straights and black corners.
        let fs = |colour| Edge::Image {
            design: Design::FullSide,
            colour,
        };
        let bits = |types: &[TileType]| types.iter().fold(0u16, |m, t| m | 1 << t.index());
        assert_eq!(
            matching_types(DesignRule::MultiWild, fs(Colour::Red)),
            bits(&TileType::ALL[..3]) | bits(&TileType::ALL[6..9]) | bits(&[TileType::C_R])
        );
        assert_eq!(
            matching_types(DesignRule::Strict, fs(Colour::Black)),
            bits(&TileType::ALL[..3]) | bits(&[TileType::C_K])
        );
        assert_eq!(matching_types(DesignRule::Strict, Edge::Blank), 0);
    }
}
