import Foundation

/// The page around a report: one inline style sheet (light and dark, screen and A4 print), no
/// script, nothing fetched.
enum ReportDocument {
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="Cadence">
        <title>\(ReportFormat.escape(title))</title>
        <style>
        \(styleSheet)
        </style>
        </head>
        <body>
        <main>
        \(body)<footer>Made by Cadence. This page is self-contained: it needs no network and no script.</footer>
        </main>
        </body>
        </html>

        """
    }

    static let styleSheet = """
        :root { --bg: #ffffff; --fg: #1d2329; --muted: #5b6670; --grid: #e3e7eb; --pause: rgba(120, 130, 140, 0.16);
          --hr: #d1343f; --pace: #1f6fd1; --speed: #1f6fd1; --elevation: #6b8e23; --power: #8a3fd1; --cadence: #d17a1f;
          --lap: #39424a; --card: #f4f6f8;
          --b1: #2166ac; --b2: #4dadd6; --b3: #5aae61; --b4: #f08c3c; --b5: #c8202f;
          --z1: #9aa5b1; --z2: #3f8fd8; --z3: #3fae5a; --z4: #f0a030; --z5: #d8343f; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #14181c; --fg: #e6eaee; --muted: #9aa6b2; --grid: #2a3139; --pause: rgba(160, 170, 180, 0.18);
            --hr: #ff6b73; --pace: #6aa8ff; --speed: #6aa8ff; --elevation: #a5c85a; --power: #c08cff; --cadence: #ffb160;
            --lap: #c4ccd4; --card: #1e2429; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        main { max-width: 800px; margin: 0 auto; padding: 20px 16px 40px; }
        h1 { font-size: 1.6em; margin: 0 0 2px; } h2 { font-size: 1.15em; margin: 28px 0 8px; }
        .when, .note, footer, .legend { color: var(--muted); font-size: 0.9em; }
        footer { margin-top: 36px; }
        dl { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 8px; margin: 0; }
        dl div { background: var(--card); border-radius: 8px; padding: 8px 12px; }
        dt { color: var(--muted); font-size: 0.85em; } dd { margin: 0; font-size: 1.25em; font-weight: 600; }
        figure { margin: 0 0 14px; } figcaption { font-weight: 600; font-size: 0.95em; margin-bottom: 2px; }
        svg { display: block; width: 100%; height: auto; }
        svg text { fill: var(--muted); font-size: 11px; font-family: inherit; }
        .grid { stroke: var(--grid); stroke-width: 1; } .baseline, .tick { stroke: var(--muted); stroke-width: 1; }
        .pause { fill: var(--pause); }
        .lap { stroke: var(--lap); stroke-width: 1; stroke-dasharray: 4 3; opacity: 0.7; }
        .lap-label { fill: var(--lap); font-size: 10px; } .split { stroke: var(--muted); stroke-width: 1.5; }
        .split-label { font-size: 9px; }
        .series { fill: none; stroke-width: 1.6; stroke-linejoin: round; stroke-linecap: round; }
        .s-heart-rate { stroke: var(--hr); } .s-pace { stroke: var(--pace); } .s-speed { stroke: var(--speed); }
        .s-elevation { stroke: var(--elevation); } .s-power { stroke: var(--power); } .s-cadence { stroke: var(--cadence); }
        .s-spark { stroke: var(--hr); stroke-width: 1.2; fill: none; }
        .route { max-width: 560px; background: var(--card); border-radius: 8px; }
        .route-line { fill: none; stroke-width: 3.2; stroke-linejoin: round; stroke-linecap: round; }
        .route-line.b1 { stroke: var(--b1); } .route-line.b2 { stroke: var(--b2); } .route-line.b3 { stroke: var(--b3); }
        .route-line.b4 { stroke: var(--b4); } .route-line.b5 { stroke: var(--b5); }
        .start { fill: #2e9e4f; stroke: var(--bg); stroke-width: 2; } .end { fill: #c8202f; stroke: var(--bg); stroke-width: 2; }
        .scale line { stroke: var(--fg); stroke-width: 2; }
        .swatch { display: inline-block; width: 0.9em; height: 0.9em; border-radius: 2px; margin: 0 4px 0 10px;
          vertical-align: -0.1em; }
        .swatch.b1 { background: var(--b1); } .swatch.b2 { background: var(--b2); } .swatch.b3 { background: var(--b3); }
        .swatch.b4 { background: var(--b4); } .swatch.b5 { background: var(--b5); }
        .z1 { fill: var(--z1); background: var(--z1); } .z2 { fill: var(--z2); background: var(--z2); }
        .z3 { fill: var(--z3); background: var(--z3); } .z4 { fill: var(--z4); background: var(--z4); }
        .z5 { fill: var(--z5); background: var(--z5); }
        .bar { fill: var(--pace); }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { text-align: left; padding: 4px 10px 4px 0; border-bottom: 1px solid var(--grid); }
        th { color: var(--muted); font-weight: 600; font-size: 0.9em; }
        input.basis { margin-left: 0; } input.basis + label { margin-right: 16px; }
        .by-distance { display: none; }
        #basis-distance:checked ~ .charts .by-distance { display: block; }
        #basis-distance:checked ~ .charts .by-time { display: none; }
        @page { size: A4; margin: 14mm; }
        @media print {
          :root { --bg: #ffffff; --fg: #000000; --card: #f4f6f8; }
          body { font-size: 11pt; } main { max-width: none; padding: 0; }
          input.basis, input.basis + label { display: none; }
          .by-distance, .by-time, #basis-distance:checked ~ .charts .by-time { display: block; }
          figure, tr, .route, .zone-bar, dl div { break-inside: avoid; }
          h2 { break-after: avoid; }
        }
        """
}
