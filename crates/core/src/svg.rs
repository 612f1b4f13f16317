//! A small SVG writer for the games' pictures ([`crate::Draw`]): elements with escaped
//! attributes and text, numbers printed short and the same on every platform, and the shared
//! highlight colours, so the five games' pictures look alike.

use std::fmt::{Display, Write as _};

/// The stroke of a part the person has clicked in the current move.
pub const SELECTED: &str = "#1565c0";
/// The marker of a part the person may click next.
pub const TARGET: &str = "#2e7d32";
/// The marker of the parts the last ply touched.
pub const LAST_MOVE: &str = "#f9a825";
/// The font of every text (a generic family: the picture needs no font file).
pub const FONT: &str = "DejaVu Sans, Verdana, Arial, sans-serif";

/// An SVG document under construction.
///
/// ```
/// use jokoak_core::svg::Svg;
///
/// let mut svg = Svg::new(100.0, 50.0);
/// svg.el("circle").num("cx", 25.0).num("cy", 25.0).num("r", 10.0).key("a1").end();
/// svg.el("text").num("x", 50.0).num("y", 30.0).text("B & R");
/// let text = svg.finish();
/// assert!(text.contains(r#"<circle cx="25" cy="25" r="10" data-key="a1" class="key"/>"#));
/// assert!(text.contains(">B &amp; R</text>"));
/// ```
#[derive(Debug)]
pub struct Svg {
    out: String,
    open: Vec<&'static str>,
}

impl Svg {
    /// A document of `width` × `height` user units (its `viewBox`, also its default size in
    /// pixels), with the shared font and a white background.
    #[must_use]
    pub fn new(width: f64, height: f64) -> Self {
        let mut out = String::with_capacity(16 * 1024);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\" font-size=\"14\">",
            w = Num(width),
            h = Num(height),
        );
        let mut svg = Svg {
            out,
            open: Vec::new(),
        };
        svg.el("rect")
            .attr("width", "100%")
            .attr("height", "100%")
            .attr("fill", "#ffffff")
            .end();
        svg
    }

    /// Starts an element `<name …`; add attributes, then close it with [`Element::end`],
    /// [`Element::text`] or [`Element::open`].
    pub fn el(&mut self, name: &'static str) -> Element<'_> {
        for _ in 0..self.open.len() {
            self.out.push(' ');
        }
        self.out.push('<');
        self.out.push_str(name);
        Element { svg: self, name }
    }

    /// Closes the innermost element opened with [`Element::open`] (nothing if none is open).
    pub fn close(&mut self) {
        if let Some(name) = self.open.pop() {
            for _ in 0..self.open.len() {
                self.out.push(' ');
            }
            let _ = writeln!(self.out, "</{name}>");
        }
    }

    /// A line of bold text centred on `x`, its baseline at `y`: who acts or how the game
    /// ended, under every game's picture.
    pub fn caption(&mut self, x: f64, y: f64, text: &str) {
        self.el("text")
            .num("x", x)
            .num("y", y)
            .attr("text-anchor", "middle")
            .attr("font-weight", "bold")
            .text(text);
    }

    /// The dot marking a part the person may click next ([`TARGET`]), of radius `r` centred
    /// on `(x, y)`.
    pub fn target_dot(&mut self, x: f64, y: f64, r: f64) {
        self.el("circle")
            .num("cx", x)
            .num("cy", y)
            .num("r", r)
            .attr("fill", TARGET)
            .attr("fill-opacity", "0.85")
            .end();
    }

    /// The clickable rectangle of key `key` (at `(x, y)`, `width` × `height`, rounded by 6):
    /// transparent, its outline the [`Highlight`] given.
    pub fn click_rect(
        &mut self,
        (x, y): (f64, f64),
        (width, height): (f64, f64),
        key: &str,
        outline: Highlight,
    ) {
        self.el("rect")
            .num("x", x)
            .num("y", y)
            .num("width", width)
            .num("height", height)
            .num("rx", 6.0)
            .clickable(key, outline);
    }

    /// The finished document: closes what is still open and the `<svg>` element.
    #[must_use]
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out.push_str("</svg>\n");
        self.out
    }
}

/// An element being written: its attributes, then how it ends.
#[derive(Debug)]
pub struct Element<'a> {
    svg: &'a mut Svg,
    name: &'static str,
}

impl Element<'_> {
    /// Adds `key="value"`, the value escaped.
    #[must_use]
    pub fn attr(self, key: &str, value: impl Display) -> Self {
        let _ = write!(self.svg.out, " {key}=\"");
        escape_into(&mut self.svg.out, &value.to_string());
        self.svg.out.push('"');
        self
    }

    /// Adds a number attribute, printed with at most two decimals (see [`Num`]).
    #[must_use]
    pub fn num(self, key: &str, value: f64) -> Self {
        let _ = write!(self.svg.out, " {key}=\"{}\"", Num(value));
        self
    }

    /// Adds the paint of a filled shape: `fill` and `stroke` colours (a game's `(fill,
    /// stroke)` pair for a seat) and the stroke's `width` in user units.
    ///
    /// ```
    /// use jokoak_core::svg::Svg;
    ///
    /// let mut svg = Svg::new(10.0, 10.0);
    /// svg.el("circle").paint(("#222", "#000"), 1.5).end();
    /// assert!(svg.finish().contains(r##"<circle fill="#222" stroke="#000" stroke-width="1.5"/>"##));
    /// ```
    #[must_use]
    pub fn paint(self, (fill, stroke): (&str, &str), width: f64) -> Self {
        self.attr("fill", fill)
            .attr("stroke", stroke)
            .num("stroke-width", width)
    }

    /// Adds what `more` adds when `condition` holds (a faded or dashed variant of a shape),
    /// and nothing otherwise.
    ///
    /// ```
    /// use jokoak_core::svg::Svg;
    ///
    /// let mut svg = Svg::new(10.0, 10.0);
    /// svg.el("rect").when(true, |e| e.attr("fill-opacity", "0.5")).end();
    /// svg.el("line").when(false, |e| e.attr("fill-opacity", "0.5")).end();
    /// let text = svg.finish();
    /// assert!(text.contains(r#"<rect fill-opacity="0.5"/>"#) && text.contains("<line/>"));
    /// ```
    #[must_use]
    pub fn when(self, condition: bool, more: impl FnOnce(Self) -> Self) -> Self {
        if condition { more(self) } else { self }
    }

    /// Marks the element clickable: `data-key="KEY" class="key"` ([`crate::Draw`]'s contract).
    #[must_use]
    pub fn key(self, key: &str) -> Self {
        self.attr("data-key", key).attr("class", "key")
    }

    /// Ends the element as the transparent clickable area of `key` (a cell, a button),
    /// outlined as `outline`: what [`Svg::click_rect`] draws, for any shape.
    pub fn clickable(self, key: &str, outline: Highlight) {
        self.attr("fill", "#ffffff")
            .attr("fill-opacity", "0")
            .attr("stroke", outline.colour)
            .num("stroke-width", outline.width)
            .key(key)
            .end();
    }

    /// Ends the element without content (`/>`).
    pub fn end(self) {
        self.svg.out.push_str("/>\n");
    }

    /// Ends the element with `content` as escaped text.
    pub fn text(self, content: &str) {
        self.svg.out.push('>');
        escape_into(&mut self.svg.out, content);
        let _ = writeln!(self.svg.out, "</{}>", self.name);
    }

    /// Ends the start tag; the element stays open for children until [`Svg::close`].
    pub fn open(self) {
        self.svg.out.push_str(">\n");
        self.svg.open.push(self.name);
    }
}

/// A number as SVG coordinates want it: at most two decimals, no trailing zeros, no `-0`,
/// so pictures are small and the same on every platform.
///
/// ```
/// use jokoak_core::svg::Num;
/// assert_eq!(Num(12.0).to_string(), "12");
/// assert_eq!(Num(-0.004).to_string(), "0");
/// assert_eq!(Num(3.14159).to_string(), "3.14");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Num(pub f64);

impl Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hundredths = (self.0 * 100.0).round();
        if !hundredths.is_finite() || hundredths == 0.0 {
            return f.write_str("0");
        }
        let text = format!("{:.2}", hundredths / 100.0);
        let text = text.trim_end_matches('0').trim_end_matches('.');
        f.write_str(text)
    }
}

/// Appends `text` with XML's five special characters escaped.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c => out.push(c),
        }
    }
}

/// `text` with XML's five special characters escaped.
///
/// ```
/// assert_eq!(jokoak_core::svg::escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
/// ```
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// The points of a regular hexagon of circumradius `r` centred on `(x, y)`, for a
/// `points="…"` attribute; `pointy` puts a corner at the top (else a flat top).
#[must_use]
pub fn hexagon(x: f64, y: f64, r: f64, pointy: bool) -> String {
    let corners: Vec<(f64, f64)> = (0..6)
        .map(|i| {
            let rad = (60.0 * f64::from(i) + if pointy { 30.0 } else { 0.0 }).to_radians();
            (x + r * rad.cos(), y + r * rad.sin())
        })
        .collect();
    points(&corners)
}

/// `x,y x,y …`: the value of a `points="…"` attribute (a polygon, a polyline).
///
/// ```
/// assert_eq!(jokoak_core::svg::points(&[(0.0, 1.5), (2.0, -0.25)]), "0,1.5 2,-0.25");
/// ```
#[must_use]
pub fn points(corners: &[(f64, f64)]) -> String {
    let mut out = String::new();
    for (i, &(x, y)) in corners.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{},{}", Num(x), Num(y));
    }
    out
}

/// The outline of a clickable part: its colour and stroke width.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Highlight {
    /// The stroke colour, `none` for no outline.
    pub colour: &'static str,
    /// The stroke width.
    pub width: f64,
}

impl Highlight {
    /// No outline.
    pub const NONE: Highlight = Highlight {
        colour: "none",
        width: 0.0,
    };

    /// The outline of a part the person has clicked ([`SELECTED`], 4 wide), else of one they
    /// may click next ([`TARGET`], 4 wide), else of one the last ply touched ([`LAST_MOVE`],
    /// 3 wide), else none.
    #[must_use]
    pub fn of(selected: bool, target: bool, last: bool) -> Highlight {
        let (colour, width) = if selected {
            (SELECTED, 4.0)
        } else if target {
            (TARGET, 4.0)
        } else if last {
            (LAST_MOVE, 3.0)
        } else {
            return Highlight::NONE;
        };
        Highlight { colour, width }
    }

    /// The outline of a board cell whose being a target is shown by a dot instead
    /// ([`Svg::target_dot`]): [`SELECTED`] if the person has clicked it, else [`LAST_MOVE`] if
    /// the last ply touched it, else none; `width` wide.
    #[must_use]
    pub fn cell(selected: bool, last: bool, width: f64) -> Highlight {
        let colour = if selected {
            SELECTED
        } else if last {
            LAST_MOVE
        } else {
            return Highlight::NONE;
        };
        Highlight { colour, width }
    }
}
