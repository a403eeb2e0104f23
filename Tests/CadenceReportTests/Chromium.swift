import Foundation

/// Headless Chromium (Debian `chromium`) rendering a report: where each SVG landed on the page,
/// a screenshot, and pixel statistics of each SVG's region (`Scripts/png_regions.py`).
enum Chromium {
    /// The browser, if one is installed.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// In CI a missing browser fails the tests instead of skipping them.
    static var isUsable: Bool { executable != nil || ProcessInfo.processInfo.environment["CI"] == "true" }

    struct Region: Codable {
        let id: String
        let x: Double
        let y: Double
        let w: Double
        let h: Double
    }

    struct Layout: Codable {
        let height: Double
        let regions: [Region]
    }

    struct RegionStatistics: Decodable {
        let id: String
        /// The standard deviation of luminance (0–255) inside the region.
        let stddev: Double
        /// Distinct colours inside the region.
        let colors: Int
        /// Mean luminance.
        let mean: Double
        /// The share of pixels with a clear colour (chroma over 60): the grey axes, grid and
        /// labels have none, a drawn series, route or zone bar has some.
        let colorful: Double
    }

    struct Rendering {
        let layout: Layout
        let statistics: [String: RegionStatistics]
        let screenshot: URL
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Renders `html` in `directory` (the over-distance charts shown when `distance`, the dark
    /// colour scheme when `dark`): lays it out once to learn where each SVG is, then screenshots
    /// it at that height and measures each visible SVG's pixels.
    static func render(_ html: String, named name: String, in directory: URL, distance: Bool = false, dark: Bool = false)
        throws -> Rendering
    {
        guard let executable else { throw Failure(description: "chromium is not installed (Debian: apt install chromium)") }
        // A synchronous script at the end of the body: it runs before the load event, so the
        // screenshot sees the same layout.
        let probe = """
            <script>(function(){var d=document.getElementById('basis-distance');if(\(distance)&&d)d.checked=true;\
            var r=[].map.call(document.querySelectorAll('svg[id]'),function(e){var b=e.getBoundingClientRect();\
            return {id:e.id,x:b.left+scrollX,y:b.top+scrollY,w:b.width,h:b.height};});\
            var p=document.createElement('pre');p.id='layout';\
            p.textContent=JSON.stringify({height:document.documentElement.scrollHeight,regions:r});\
            document.body.appendChild(p);})();</script>
            """
        guard let bodyEnd = html.range(of: "</body>", options: .backwards) else {
            throw Failure(description: "the report has no </body>")
        }
        let page = directory.appendingPathComponent("\(name).html")
        try (html.replacingCharacters(in: bodyEnd, with: probe + "</body>")).write(
            to: page, atomically: true, encoding: .utf8)
        let dom = try run(executable, [
            "--dump-dom", page.absoluteString,
        ], dark: dark, directory: directory, size: "900,1200")
        guard let start = dom.range(of: "<pre id=\"layout\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw Failure(description: "chromium's DOM of \(name) has no layout probe") }
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
        let layout = try JSONDecoder().decode(Layout.self, from: Data(json.utf8))
        // The visible SVGs, and a strip of the page's top for its background.
        let visible =
            layout.regions.filter { $0.w > 0 && $0.h > 0 } + [Region(id: "page-top", x: 0, y: 0, w: 900, h: 8)]
        let bottom = Int((visible.map { $0.y + $0.h }.max() ?? 600) + 20)
        let screenshot = directory.appendingPathComponent("\(name)\(distance ? "-distance" : "")\(dark ? "-dark" : "").png")
        _ = try run(executable, ["--screenshot=\(screenshot.path)", page.absoluteString], dark: dark, directory: directory,
            size: "900,\(bottom)")
        let regionsFile = directory.appendingPathComponent("\(name)-regions.json")
        try JSONEncoder().encode(visible).write(to: regionsFile)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/png_regions.py")
        let output = try run("/usr/bin/env", ["python3", script.path, screenshot.path, regionsFile.path], browser: false)
        struct Statistics: Decodable { let regions: [RegionStatistics] }
        // CADENCE_REPORT_SCREENSHOTS=DIR keeps the screenshots to look at.
        if let keep = ProcessInfo.processInfo.environment["CADENCE_REPORT_SCREENSHOTS"], !keep.isEmpty {
            let target = URL(fileURLWithPath: keep).appendingPathComponent(screenshot.lastPathComponent)
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: target)
            try? FileManager.default.copyItem(at: screenshot, to: target)
        }
        let statistics = try JSONDecoder().decode(Statistics.self, from: Data(output.utf8))
        return Rendering(
            layout: layout, statistics: Dictionary(statistics.regions.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a }),
            screenshot: screenshot)
    }

    private static func run(_ executable: String, _ arguments: [String], dark: Bool, directory: URL, size: String) throws
        -> String
    {
        // Each run its own profile: tests run in parallel and Chromium locks its profile.
        let profile = directory.appendingPathComponent("profile-\(UUID().uuidString)")
        var flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--force-device-scale-factor=1", "--window-size=\(size)", "--user-data-dir=\(profile.path)",
        ]
        if dark { flags.append("--force-dark-mode") }
        return try run(executable, flags + arguments, browser: true)
    }

    /// Runs a process to its end (at most two minutes) and returns its standard output.
    private static func run(_ executable: String, _ arguments: [String], browser: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: watchdog)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) \(arguments.last ?? "") exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
