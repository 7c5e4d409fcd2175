//! Reading citations: the book lines (`L666`, `L180-184`, `L468, L602`), the ruling IDs
//! (`R-LOS-2`) and the sections of pages outside the book (`P-RAID`) a citation names, wherever
//! they stand in its text.

/// A line of the book or a range of lines: `L666` is 666 to 666, `L180-184` is 180 to 184.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LineSpan {
    pub first: u32,
    pub last: u32,
}

impl LineSpan {
    /// One line.
    pub const fn line(line: u32) -> LineSpan {
        LineSpan {
            first: line,
            last: line,
        }
    }
}

impl std::fmt::Display for LineSpan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "L{}", self.first)
        } else {
            write!(f, "L{}-{}", self.first, self.last)
        }
    }
}

/// Every book line or range `text` cites, in order: `L666`, `L180-184` (also `L180-L184`),
/// standing as words of their own.
pub fn spans(text: &str) -> Vec<LineSpan> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'L'
            && (i == 0 || !is_word(b[i - 1]))
            && let Some((first, mut end)) = number(b, i + 1)
        {
            let mut last = first;
            if b.get(end) == Some(&b'-') {
                let from = if b.get(end + 1) == Some(&b'L') {
                    end + 2
                } else {
                    end + 1
                };
                if let Some((n, e)) = number(b, from) {
                    last = n;
                    end = e;
                }
            }
            if !b.get(end).copied().is_some_and(is_word) {
                out.push(LineSpan { first, last });
            }
            i = end;
            continue;
        }
        i += 1;
    }
    out
}

/// Every ruling ID `text` names, in order (`R-LOS-2`); a run written `R-DECK-1..4` names each
/// of R-DECK-1 to R-DECK-4.
pub fn ruling_ids(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b'R' && b[i + 1] == b'-' && (i == 0 || !is_word(b[i - 1])) {
            let start = i + 2;
            let mut j = start;
            while j < b.len() && b[j].is_ascii_uppercase() {
                j += 1;
            }
            if j > start
                && b.get(j) == Some(&b'-')
                && let Some((n, end)) = number(b, j + 1)
            {
                let group = &text[start..j];
                let mut to = n;
                let mut next = end;
                if b.get(end) == Some(&b'.')
                    && b.get(end + 1) == Some(&b'.')
                    && let Some((m, e)) = number(b, end + 2)
                {
                    to = m;
                    next = e;
                }
                if !b.get(next).copied().is_some_and(is_word) {
                    for k in n..=to.max(n) {
                        out.push(format!("R-{group}-{k}"));
                    }
                }
                i = next;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// Every section of a page outside the book `text` names, in order: `P-RAID`, `P-TOTAL-WAR`
/// (`P-` and words of capitals joined by hyphens, standing as a word of their own).
pub fn page_ids(text: &str) -> Vec<String> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < b.len() {
        if b[i] == b'P' && b[i + 1] == b'-' && (i == 0 || !is_word(b[i - 1])) {
            let mut j = i + 2;
            let mut end = i + 2;
            while j < b.len() && b[j].is_ascii_uppercase() {
                while j < b.len() && b[j].is_ascii_uppercase() {
                    j += 1;
                }
                end = j;
                if b.get(j) == Some(&b'-') && b.get(j + 1).is_some_and(u8::is_ascii_uppercase) {
                    j += 1;
                }
            }
            if end > i + 2 && !b.get(end).copied().is_some_and(|c| is_word(c) || c == b'-') {
                out.push(text[i..end].to_string());
            }
            i = end.max(i + 1);
            continue;
        }
        i += 1;
    }
    out
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The number at `from` and where it ends.
fn number(b: &[u8], from: usize) -> Option<(u32, usize)> {
    let mut end = from;
    while end < b.len() && b[end].is_ascii_digit() {
        end += 1;
    }
    if end == from {
        return None;
    }
    let s = std::str::from_utf8(&b[from..end]).ok()?;
    s.parse().ok().map(|n| (n, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_ranges_are_read_where_they_stand() {
        let spans = spans("R-POOL-1 R-DICE-1 L664-683; see L468, L602 and L180-L184 (L92).");
        let want = [(664, 683), (468, 468), (602, 602), (180, 184), (92, 92)];
        assert_eq!(
            spans,
            want.map(|(first, last)| LineSpan { first, last }).to_vec()
        );
        assert!(super::spans("HTML5 XL12 L12a 'L'").is_empty());
        assert_eq!(LineSpan { first: 1, last: 2 }.to_string(), "L1-2");
        assert_eq!(LineSpan::line(666).to_string(), "L666");
    }

    #[test]
    fn page_sections_are_read_where_they_stand() {
        assert_eq!(
            page_ids("R-RAID-2 P-RAID, (P-TOTAL-WAR) xP-NO P-LOW-1 P- P-a"),
            ["P-RAID", "P-TOTAL-WAR"]
        );
        assert!(spans("P-TOTAL-WAR").is_empty());
        assert!(ruling_ids("P-RAID").is_empty());
    }

    #[test]
    fn ruling_ids_with_runs() {
        assert_eq!(
            ruling_ids("R-LOS-2, (R-DECK-1..3) and xR-NO-1 R-ARMY-2."),
            ["R-LOS-2", "R-DECK-1", "R-DECK-2", "R-DECK-3", "R-ARMY-2"]
        );
    }
}
