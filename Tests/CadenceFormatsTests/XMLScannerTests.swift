import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceFormats

/// The hand-written XML reader: what it builds, and what it refuses, with the position.
struct XMLScannerTests {
    static func parse(_ text: String) throws(XMLReadError) -> XMLNode { try XMLTree.parse(Array(text.utf8)) }

    @Test("elements, attributes, text, entities, CDATA, comments, namespaces and the prolog")
    func reads() throws {
        let root = try Self.parse(
            """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE gpx [ <!ELEMENT gpx ANY> ]>
            <!-- a comment -->
            <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:g='urn:garmin' version="1.1" creator="A &amp; B">
              <trk><name> Morning &lt;run&gt; &#233;&#x1F3C3; </name>
                <g:ext g:kind="x"/>
                <desc><![CDATA[5 < 6 & 7]]></desc>
                <?pi ignored?>
                <trkseg><trkpt lat="47.1" lon='8.2'><time>2024-01-01T00:00:00Z</time></trkpt></trkseg>
              </trk>
            </gpx>
            <!-- after -->
            """)
        #expect(root.name == "gpx" && root.attributes["creator"] == "A & B" && root.attributes["version"] == "1.1")
        let track = try #require(root.child("trk"))
        #expect(track.text("name") == "Morning <run> é🏃")
        #expect(track.child("ext")?.attributes["kind"] == "x", "local names without the prefix")
        #expect(track.text("desc") == "5 < 6 & 7")
        #expect(track.descendants("trkpt").first?.attributes == ["lat": "47.1", "lon": "8.2"])
        #expect(track.text("trkseg", "trkpt", "time") == "2024-01-01T00:00:00Z")
        #expect(track.text == "", "indentation is no text")
    }

    @Test("an element's text in pieces (entities, CDATA, comments, children between) is joined, each element its own")
    func textInPieces() throws {
        let root = try Self.parse(
            """
            <a p="plain" q="tab\tand &amp; entity" r='single &apos;quoted&apos;'>
              head <b>one<c>two</c>three</b> middle &lt;x&gt; <![CDATA[<raw>]]><!-- dropped -->tail
              <d>  spaced  </d><e/><f>&#65;</f><g>x<!-- c -->y</g>
            </a>
            """)
        #expect(root.attributes == ["p": "plain", "q": "tab and & entity", "r": "single 'quoted'"])
        #expect(root.text.replacingOccurrences(of: "\n", with: " ").split(separator: " ") == [
            "head", "middle", "<x>", "<raw>tail",
        ])
        let b = try #require(root.child("b"))
        #expect(b.text == "onethree" && b.text("c") == "two")
        #expect(root.text("d") == "spaced" && root.child("e")?.text == "" && root.text("f") == "A")
        #expect(root.text("g") == "xy")
    }

    @Test("a wrong end tag names both tags; a prefix must be declared in scope")
    func endTagsAndPrefixes() {
        for (text, reason) in [
            ("<ab></a>", "</a> does not match <ab>"), ("<a></ab>", "</ab> does not match <a>"),
            ("<a></>", "a name was expected"), ("<a></a", "not closed with '>'"),
            ("<r xmlns:p='u'><p:x/></r><p:y/>", "content after the root"),
            ("<r><s xmlns:p='u'/><p:x/></r>", "namespace prefix 'p'"),
        ] {
            do throws(XMLReadError) {
                _ = try Self.parse(text)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.reason.contains(reason), "\(text): \(error)")
            }
        }
    }

    @Test(
        "not well-formed: each refused with its line, column and reason",
        arguments: [
            ("<a><b></a>", 1, "does not match"), ("<a>", 1, "never closed"), ("<a x=1/>", 1, "not quoted"),
            ("<a x='1' x='2'/>", 1, "appears twice"), ("<a>&nbsp;</a>", 1, "unknown entity"), ("<a>AT&T</a>", 1, "entity"),
            ("<a>&#0;</a>", 1, "not a character"), ("<a x='<'/>", 1, "'<' is not allowed"), ("<a/><b/>", 1, "after the root"),
            ("text", 1, "before the root"), ("", 1, "no root"), ("<a>\n  <x:b/>\n</a>", 2, "namespace prefix 'x'"),
            ("<a><!-- open</a>", 1, "unterminated comment"), ("<a\n  b='1'", 2, "unterminated start tag"),
            ("<1a/>", 1, "cannot start"), ("<a b='1'c='2'/>", 1, "separated by spaces"),
        ])
    func refuses(_ text: String, _ line: Int, _ reason: String) {
        do throws(XMLReadError) {
            _ = try Self.parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.reason.contains(reason), "\(text): \(error)")
            #expect(error.line >= 1 && error.column >= 1)
            if reason != "unterminated start tag" { #expect(error.line == line, "\(text): \(error)") }
        }
    }

    @Test("numbers read from the bytes equal Double(String) on every form a file writes, and on junk")
    func numbers() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var texts = [
            "0", "-0", "1", "+1", "1.", ".5", "-.5", "47.123456789", "-122.08421", "1e3", "1E-3", "2.5e+10", "1e", "e1",
            "-", "+", ".", "", "inf", "-infinity", "nan", "0x1p3", "12345678901234567890", "0.000000000000000000000001",
            "1.7976931348623157e308", "4.9e-324", "1e400", "00012.5000", "1.2.3", "1,5", "1 2", "٣",
        ]
        for _ in 0..<5_000 {
            let digits = Int.random(in: 1...20, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            for position in 0..<digits {
                if position == Int.random(in: 0..<digits, using: &generator) { text += "." }
                text += String(Int.random(in: 0...9, using: &generator))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { text += "e\(Int.random(in: -30...30, using: &generator))" }
            texts.append(text)
        }
        for text in texts {
            var copy = text
            let fast = copy.withUTF8 { XMLNumber.parse($0) }
            let reference = Double(text)
            #expect(
                fast?.bitPattern == reference?.bitPattern || (fast?.isNaN == true && reference?.isNaN == true),
                "\(text): \(String(describing: fast)) against \(String(describing: reference))")
        }
    }

    @Test("names, text and entities of every length, anywhere up to the file's last byte, read as written")
    func everyLength() throws {
        // The scanner reads names and text eight bytes at a time: each length and place of a
        // stop (a colon, an entity, the end of the file) is tried.
        for length in 1...20 {
            let local = String("abcdefghijklmnopqrstuvwxyz".prefix(length))
            for name in [local, "p:" + local, local + "9", local.uppercased() + "-x.y"] {
                for entityAt in [-1] + Array(0...length) {
                    var text = String("0123456789.0123456789".prefix(length))
                    if entityAt >= 0 { text.insert(contentsOf: "&amp;", at: text.index(text.startIndex, offsetBy: min(entityAt, text.count))) }
                    let expected = text.replacingOccurrences(of: "&amp;", with: "&")
                    let document = "<r xmlns:p='u'><\(name) a='\(text)'>\(text)</\(name)></r>"
                    let root = try Self.parse(document)
                    let element = try #require(root.children.first, "\(document)")
                    let localName = name.split(separator: ":").last.map(String.init) ?? name
                    #expect(element.name == localName && element.text == expected, "\(document)")
                    #expect(element.attributes["a"] == expected, "\(document)")
                    // The same element as the whole file, its end tag the file's last bytes.
                    let alone = try Self.parse("<\(local)>\(text)</\(local)>")
                    #expect(alone.name == local && alone.text == expected)
                }
            }
        }
        // An end tag that differs from its start only past the eighth byte, or in its last.
        for (open, close) in [("abcdefghij", "abcdefghik"), ("abc", "abd"), ("abcdefgh", "abcdefgi")] {
            #expect(throws: XMLReadError.self) { try Self.parse("<\(open)></\(close)>") }
            #expect(throws: XMLReadError.self) { try Self.parse("<r><\(open)></\(close)> </r>") }
        }
    }

    @Test("a GPX point after elements nested deeper than sixteen levels is read as its segment's")
    func deepNesting() throws {
        let deep = (0..<40).map { "<x\($0)>" }.joined() + "<hr>999</hr>" + (0..<40).reversed().map { "</x\($0)>" }.joined()
        let gpx = """
            <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="47.1" lon="8.2"><time>2024-01-01T00:00:00Z</time><extensions>\(deep)</extensions></trkpt>
            <trkpt lat="47.2" lon="8.3"><ele>500</ele><time>2024-01-01T00:00:05Z</time></trkpt>
            </trkseg></trk><wpt lat="1" lon="2"><name>after</name></wpt></gpx>
            """
        let document = try GPXReader.document(Array(gpx.utf8))
        let points = try #require(document.tracks.first?.segments.first)
        #expect(points.count == 2 && points[1].elevation == 500 && points[0].heartRate == nil)
        #expect(document.waypoints.map(\.name) == ["after"])
    }
}
