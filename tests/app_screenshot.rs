//! The window check of `.ci/run`: the real window was started under Xvfb with a scenario loaded
//! and the screen captured to the PNG named by `KENSEI_SCREENSHOT`; this test checks the capture
//! shows a drawn window, not a blank or single-colour screen.
//!
//! Ignored by a plain `cargo test` (it needs the capture); `.ci/run` runs it with `--ignored`.

use std::collections::HashMap;

/// Decodes a PNG into 8-bit RGB(A) pixels: (width, height, channels, bytes).
fn decode(path: &str) -> (u32, u32, usize, Vec<u8>) {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("cannot open {path}: {e}"));
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder
        .read_info()
        .unwrap_or_else(|e| panic!("{path} is not a PNG: {e}"));
    let mut buf = vec![
        0;
        reader
            .output_buffer_size()
            .expect("image size fits in memory")
    ];
    let info = reader
        .next_frame(&mut buf)
        .unwrap_or_else(|e| panic!("cannot decode {path}: {e}"));
    buf.truncate(info.buffer_size());
    let channels = info.color_type.samples();
    (info.width, info.height, channels, buf)
}

#[test]
#[ignore = "needs the Xvfb capture made by .ci/run (KENSEI_SCREENSHOT)"]
fn the_window_under_xvfb_is_drawn_not_blank() {
    let path = std::env::var("KENSEI_SCREENSHOT")
        .expect("KENSEI_SCREENSHOT must name the PNG captured by .ci/run");
    let (w, h, channels, px) = decode(&path);
    assert!(w >= 800 && h >= 500, "capture is only {w}x{h}");
    let mut counts: HashMap<[u8; 3], usize> = HashMap::new();
    for p in px.chunks_exact(channels) {
        // ImageMagick writes an all-grey capture as a grey PNG (1 or 2 channels).
        let rgb = if channels >= 3 {
            [p[0], p[1], p[2]]
        } else {
            [p[0]; 3]
        };
        *counts.entry(rgb).or_default() += 1;
    }
    let total = (w * h) as usize;
    let dominant = counts.values().copied().max().unwrap_or(0);
    // A blank screen is one colour; a drawn window has panels, text and the table in many.
    assert!(
        counts.len() >= 64,
        "only {} distinct colours: the window was not drawn",
        counts.len()
    );
    assert!(
        dominant * 10 < total * 9,
        "one colour covers {:.0}% of the capture: the window was not drawn",
        100.0 * dominant as f64 / total as f64
    );
    // The root window of Xvfb is black: most of the capture must be something else.
    let black = counts.get(&[0, 0, 0]).copied().unwrap_or(0);
    assert!(
        black * 2 < total,
        "{:.0}% of the capture is black: no window on the screen",
        100.0 * black as f64 / total as f64
    );
}
