import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

@Suite(.enabled(if: SharedData.isAvailable, "the shared workout files (../shared/data) are missing"))
struct FITDecoderTests {
    static let files = SharedData.files("fit", extension: "fit")

    @Test(
        "every shared FIT file decodes leniently with the reference decoders' message counts per type", arguments: files
    )
    func referenceCounts(path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let reference = try #require(SharedData.referenceCounts[name], "no reference counts for \(name)")
        let file = try FITDecoder(options: .lenient).decode(SharedData.bytes(path))
        #expect(file.messages.count == reference.messages, "\(name)")
        let counts = Dictionary(uniqueKeysWithValues: file.countsByGlobalMessage.map { (String($0.key), $0.value) })
        #expect(counts == reference.byGlobalMessage, "\(name)")
        #expect(
            (file.error != nil) == (reference.stopsWithError || name.contains("bad-file-crc")),
            "\(name): \(String(describing: file.error))")
    }

    @Test("decoding message by message visits exactly the messages a whole decode keeps, and the same error", arguments: files)
    func visiting(path: String) throws {
        let bytes = try SharedData.bytes(path)
        let whole = try FITDecoder(options: .lenient).decode(bytes)
        var visited: [FITMessage] = []
        let summary = try FITDecoder(options: .lenient).decode(bytes) { visited.append($0) }
        #expect(visited == whole.messages, "\(path)")
        #expect(summary.messageCount == whole.messages.count)
        #expect(summary.segments == whole.segments)
        #expect(summary.error == whole.error)
    }

    @Test("a visitor that keeps some messages keeps them whole while the decoder reuses its field storage")
    func visitingKeepsSome() throws {
        let bytes = try SharedData.bytes("fit/garmin-fenix2-multisport.fit")
        let whole = try FITDecoder(options: .lenient).decode(bytes)
        var kept: [FITMessage] = []
        var index = 0
        _ = try FITDecoder(options: .lenient).decode(bytes) { message in
            if index % 97 == 0 { kept.append(message) }
            index += 1
        }
        let expected = whole.messages.enumerated().filter { $0.offset % 97 == 0 }.map(\.element)
        #expect(kept.count == expected.count)
        #expect(kept == expected)
        #expect(kept.map { Array($0.fields) } == expected.map { Array($0.fields) })
        #expect(kept.map { $0.detached() } == expected)
    }

    @Test("strict mode refuses what the protocol does not allow, naming the byte")
    func strict() throws {
        let strict = FITDecoder(options: .strict)
        #expect(throws: FITDecodingError.self) {
            try strict.decode(SharedData.bytes("fit/coros-pace2-ride-misaligned-fields.fit"))
        }
        let strava = try SharedData.bytes("fit/strava-android-run.fit")
        do throws(FITDecodingError) {
            _ = try strict.decode(strava)
            Issue.record("expected an error")
        } catch {
            #expect(error == .undefinedLocalMessage(offset: 7471, localMessageType: 11))
            #expect(
                error.description
                    == "FIT: data message at byte 7471 uses local message type 11, which was never defined")
        }
        let badCRC = try SharedData.bytes("fit/corrupt-activity-bad-file-crc.fit")
        do throws(FITDecodingError) {
            _ = try strict.decode(badCRC)
            Issue.record("expected an error")
        } catch {
            #expect(error == .fileCRCMismatch(offset: 769, expected: 0xA1D5, found: 0xB1D5))
        }
        #expect(throws: FITDecodingError.self) {
            try strict.decode(SharedData.bytes("fit/corrupt-activity-unexpected-eof.fit"))
        }
        for clean in [
            "fit/garmin-fenix2-multisport.fit", "fit/garmin-fr735xt-pool-swim-lengths.fit",
            "fit/stryd-run-developer-fields.fit",
        ] {
            #expect(try strict.decode(SharedData.bytes(clean)).error == nil, "\(clean)")
        }
    }

    @Test("lenient mode returns the messages before damage, with the error")
    func lenient() throws {
        let strava = try FITDecoder().decode(SharedData.bytes("fit/strava-android-run.fit"))
        #expect(strava.messages.count == 488)
        #expect(strava.error == .undefinedLocalMessage(offset: 7471, localMessageType: 11))
        let sigma = try FITDecoder().decode(SharedData.bytes("fit/corrupt-sigma-unterminated.fit"))
        #expect(sigma.messages.count == 14_412)
        if case .truncated = sigma.error {
        } else {
            Issue.record("expected truncation, got \(String(describing: sigma.error))")
        }
    }

    @Test("chained files, developer fields, compressed timestamps and both byte orders decode")
    func features() throws {
        let pool = try FITDecoder().decode(SharedData.bytes("fit/garmin-fr735xt-pool-swim-lengths.fit"))
        #expect(pool.segments.count == 5)
        #expect(pool.messages(FITProfile.Message.length).count == 166)
        let water = try FITDecoder().decode(SharedData.bytes("fit/garmin-fr920xt-openwater-chained-headers.fit"))
        #expect(water.segments.count == 4)
        let stryd = try FITDecoder().decode(SharedData.bytes("fit/stryd-run-developer-fields.fit"))
        let named = stryd.messages(FITProfile.Message.record).flatMap(\.developerFields).compactMap(\.name)
        #expect(!named.isEmpty)
        let fr70 = try FITDecoder().decode(SharedData.bytes("fit/garmin-fr70-compressed-timestamps.fit"))
        let times = fr70.messages(FITProfile.Message.record).compactMap(\.timestamp)
        #expect(times.count == 755)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "compressed timestamps ascend")
    }

    @Test("values have the profile's scale and offset")
    func scaled() throws {
        let file = try FITDecoder().decode(SharedData.bytes("fit/garmin-edge500-ride-autopause.fit"))
        let session = try #require(file.messages(FITProfile.Message.session).first)
        #expect((session.scaled("total_distance") ?? 0) > 1000)
        let record = try #require(file.messages(FITProfile.Message.record).first { $0.scaled("heart_rate") != nil })
        #expect((40...220).contains(record.scaled("heart_rate")!))
        #expect(session.date != nil)
    }
}

/// Fields read from the file's bytes when asked for, on a file made here: definitions enough to
/// pass what the decoder keeps of their steps, both byte orders, and a last message that ends
/// where the file does.
struct FITLazyFieldTests {
    /// 400 definitions of 200 uint16 fields (80,000 steps), alternately little- and big-endian,
    /// each followed by one data message whose field `n` holds `definition * 7 + n` (field 199
    /// the invalid 0xFFFF). No CRC: the decoder is told not to check it.
    static func manyDefinitions() -> [UInt8] {
        var records: [UInt8] = []
        for definition in 0..<400 {
            let bigEndian = definition % 2 == 1
            records += [0x40, 0, bigEndian ? 1 : 0]
            records += bigEndian ? [0xFF, 0x00] : [0x00, 0xFF]  // global message 0xFF00 / 0x00FF
            records.append(200)
            for field in 0..<200 { records += [UInt8(field), 2, 0x84] }
            records.append(0x00)
            for field in 0..<200 {
                let value = field == 199 ? 0xFFFF : UInt16(definition * 7 + field)
                records += bigEndian ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)]
            }
        }
        let size = UInt32(records.count)
        var file: [UInt8] = [12, 0x10, 0, 0]
        file += [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
        file += Array(".FIT".utf8)
        return file + records + [0, 0]
    }

    static func expect(_ message: FITMessage, index: Int) {
        #expect(message.fields.count == 200)
        for (number, field) in message.fields.enumerated() {
            #expect(field.number == UInt8(number))
            if number == 199 {
                #expect(field.isInvalid)
            } else {
                #expect(field.numericValue == Double(index * 7 + number), "message \(index), field \(number)")
            }
        }
    }

    @Test("past the steps a decoder keeps, kept and visited messages still read every field right")
    func manyDefinitions() throws {
        let bytes = Self.manyDefinitions()
        let decoder = FITDecoder(options: FITDecodingOptions(checksCRC: false))
        let whole = try decoder.decode(bytes)
        #expect(whole.error == nil)
        #expect(whole.messages.count == 400)
        for (index, message) in whole.messages.enumerated() { Self.expect(message, index: index) }
        var index = 0
        _ = try decoder.decode(bytes) { message in
            Self.expect(message, index: index)
            index += 1
        }
        #expect(index == 400)
        var kept: [FITMessage] = []
        _ = try decoder.decode(bytes) { kept.append($0) }
        #expect(kept == whole.messages)
        #expect(kept.map { $0.detached() } == whole.messages)
    }
}
