import CadenceCore
import CadenceStore
import Foundation

/// The host's wire protocol: one JSON object per line each way, versioned.
///
/// A request names an intent with string parameters, or carries an utterance (and its locale),
/// or an operation:
///
/// ```json
/// {"v": 1, "id": "7", "intent": "StartWorkout", "parameters": {"workoutStyle": "outdoorRun"}}
/// {"v": 1, "utterance": "pause my workout", "locale": "en", "addressed": true}
/// {"v": 1, "op": "status"}          // also: "ping", "history" (with "limit"), "subscribe", "confirm", "deny",
///                                   // "import" (with "path"), "action" (with "both"), "settings"
/// ```
///
/// Every name on the wire is written here and in the README, never derived from a Swift type's
/// name: operations are ``HostOperation``'s raw values, codes ``WorkoutResponseCode``'s, states
/// ``WorkoutSessionState/name``, events ``HostEvent``'s. A line is decoded once, into these
/// types; a door prints the line it received as is for `--json`.
///
/// A response carries `code` (SiriKit-style), `dialog` (`full`, `supporting`), `value` and the
/// `state` after the request; `ok` is true only for `success`:
///
/// ```json
/// {"v": 1, "id": "7", "ok": true, "code": "success", "intent": "StartWorkout",
///  "dialog": {"full": "Your outdoor run has started. Have a good one!", "supporting": "Outdoor Run started"},
///  "state": "running", "value": {"snapshot": {…}}}
/// ```
///
/// `subscribe` answers with one `{"v": 1, "event": "snapshot", "snapshot": {…}}` line per update
/// until the client disconnects.
public enum HostProtocol {
    /// The protocol version this code speaks.
    public static let version = 1
    /// The largest request line accepted.
    public static let maximumRequestBytes = 65_536

    /// Encodes a message as one line (sorted keys, ISO 8601 dates, no escaped slashes).
    public static func encodeLine(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var data =
            (try? encoder.encode(value))
            ?? Data(#"{"ok":false,"code":"failure","error":"could not encode the response"}"#.utf8)
        data.append(0x0A)
        return data
    }

    /// A decoder for host messages.
    public static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// Decodes one request line, once: the request, or the failure response that says what was
    /// wrong with it (not JSON, a field of the wrong type, an unknown operation).
    public static func decodeRequest(_ line: Data) -> Result<HostRequest, HostRequestDecodingError> {
        do {
            return .success(try decoder.decode(HostRequest.self, from: line))
        } catch {
            return .failure(HostRequestDecodingError(reason: describe(error)))
        }
    }

    /// A decoding error in one line, without Swift's type names.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return context.debugDescription.hasPrefix("unknown op")
                ? context.debugDescription : "\"\(path)\" is out of range or invalid: \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (underlying.map { " (\($0))" } ?? "")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(path.isEmpty ? "the request" : "\"\(path)\"") has the wrong type: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _):
            return "missing \"\(key.stringValue)\""
        default:
            return "not a JSON object"
        }
    }
}

/// Why a request line could not be decoded.
public struct HostRequestDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, in words.
    public let reason: String
    public var description: String { "malformed request: \(reason)" }
}

/// The operations a request may name in `op`; the raw values are the wire names.
public enum HostOperation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Is a host there? (answers with the socket note, if any)
    case ping
    /// The current snapshot and its dialog.
    case status
    /// Saved workouts, newest first (`limit` optional).
    case history
    /// A stream of `snapshot` events until the client disconnects.
    case subscribe
    /// Yes to the question the host asked last.
    case confirm
    /// No to the question the host asked last.
    case deny
    /// Import the FIT, GPX or TCX file at `path` into history.
    case `import`
    /// The single press (the Action button): start the first-press workout, or run the latest
    /// donated next action (a lap); with `"both": true`, pause or resume.
    case action
    /// Read `settings.json` again (after `cadence config set`).
    case settings
}

/// The events a subscription streams; the raw values are the wire names.
public enum HostEvent: String, Sendable, Hashable, Codable {
    /// A new snapshot of the workout.
    case snapshot
}

/// A request to the host.
public struct HostRequest: Sendable, Codable, Hashable {
    public var v: Int?
    public var id: String?
    public var intent: String?
    public var parameters: [String: String]?
    public var utterance: String?
    public var locale: String?
    public var addressed: Bool?
    public var op: HostOperation?
    public var limit: Int?
    /// For an intent: the person already confirmed (`cadence cancel --yes`).
    public var confirmed: Bool?
    /// For `import`: the file to import (absolute, read by the host).
    public var path: String?
    /// For `action`: the two-button press (pause or resume).
    public var both: Bool?
    /// The door acts for a locked screen (the locked live view): intents that need an unlocked
    /// device are refused (``IntentAuthenticationPolicy``).
    public var locked: Bool?
    /// For `import`: refuse a file with any warning (damage, dropped records) instead of importing it.
    public var strict: Bool?
    /// For an utterance: a speech recognizer heard it (`cadence listen`). It is the recognizer's
    /// guess however exactly it reads, so a destructive intent asks first.
    public var heard: Bool?
    /// The units to answer in (`--units`, `CADENCE_UNITS`); the host's setting when absent.
    public var units: MeasurementSystem?

    public init(
        intent: String? = nil, parameters: [String: String]? = nil, utterance: String? = nil, locale: String? = nil,
        addressed: Bool? = nil, op: HostOperation? = nil, limit: Int? = nil, id: String? = nil, confirmed: Bool? = nil,
        path: String? = nil, both: Bool? = nil, locked: Bool? = nil, strict: Bool? = nil,
        units: MeasurementSystem? = nil, heard: Bool? = nil
    ) {
        self.heard = heard
        self.units = units
        self.strict = strict
        self.locked = locked
        self.confirmed = confirmed
        self.path = path
        self.both = both
        self.v = HostProtocol.version
        self.id = id
        self.intent = intent
        self.parameters = parameters
        self.utterance = utterance
        self.locale = locale
        self.addressed = addressed
        self.op = op
        self.limit = limit
    }

    private enum CodingKeys: String, CodingKey {
        case v, id, intent, parameters, utterance, locale, addressed, op, limit, confirmed, path, both, locked, strict
        case units, heard
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        v = try c.decodeIfPresent(Int.self, forKey: .v)
        id = try c.decodeIfPresent(Scalar.self, forKey: .id)?.text
        intent = try c.decodeIfPresent(String.self, forKey: .intent)
        parameters = try c.decodeIfPresent([String: Scalar].self, forKey: .parameters)?.mapValues(\.text)
        utterance = try c.decodeIfPresent(String.self, forKey: .utterance)
        locale = try c.decodeIfPresent(String.self, forKey: .locale)
        addressed = try c.decodeIfPresent(Bool.self, forKey: .addressed)
        if let name = try c.decodeIfPresent(String.self, forKey: .op) {
            guard let operation = HostOperation(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .op, in: c,
                    debugDescription:
                        "unknown op '\(name)' (known: \(HostOperation.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            op = operation
        }
        if let number = try c.decodeIfPresent(Double.self, forKey: .limit) {
            guard number.isFinite, number >= 0, number <= 1_000_000_000, number.rounded() == number else {
                throw DecodingError.dataCorruptedError(
                    forKey: .limit, in: c,
                    debugDescription: "it must be a whole number from 0 to 1000000000, not \(number)")
            }
            limit = Int(number)
        }
        confirmed = try c.decodeIfPresent(Bool.self, forKey: .confirmed)
        path = try c.decodeIfPresent(String.self, forKey: .path)
        both = try c.decodeIfPresent(Bool.self, forKey: .both)
        locked = try c.decodeIfPresent(Bool.self, forKey: .locked)
        strict = try c.decodeIfPresent(Bool.self, forKey: .strict)
        heard = try c.decodeIfPresent(Bool.self, forKey: .heard)
        if let name = try c.decodeIfPresent(String.self, forKey: .units) {
            guard let system = MeasurementSystem(text: name) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .units, in: c, debugDescription: "unknown units '\(name)' (known: metric, imperial)")
            }
            units = system
        }
    }

    /// A JSON string, number or boolean, read as text (parameters and ids may be either).
    struct Scalar: Decodable {
        let text: String
        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let string = try? c.decode(String.self) {
                text = string
            } else if let int = try? c.decode(Int64.self) {
                text = String(int)
            } else if let double = try? c.decode(Double.self) {
                text = String(double)
            } else if let bool = try? c.decode(Bool.self) {
                text = String(bool)
            } else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a string, number or boolean")
            }
        }
    }
}

/// A response (or a subscription event) from the host.
public struct HostResponse: Sendable, Codable, Hashable {
    /// The dialog's two texts.
    public struct Dialog: Sendable, Codable, Hashable {
        public var full: String
        public var supporting: String
    }

    /// How an utterance matched.
    public struct MatchInfo: Sendable, Codable, Hashable {
        public var phrase: String
        public var score: Double
        public var exact: Bool
        public var parameters: [String: String]
        /// The stage that decided: "exact", "lexical", "semantic"; "answer" for a reply to a question.
        public var stage: String?
        /// The words that carried it.
        public var evidence: [String]?
    }

    /// What an intent or operation returned.
    public struct Value: Sendable, Codable, Hashable {
        public var snapshot: WorkoutSnapshot?
        public var workoutID: Int64?
        public var totals: WorkoutTotalsValue?
        public var workout: StoredWorkoutValue?
        public var history: [WorkoutHistoryEntry]?
        public var suggestions: [String]?
        public var socketNote: String?
        public var recovered: String?
        /// What an `import` did to its file.
        public var imported: ImportedFile?
        /// For `status`: the question waiting for its answer, `confirmation` or the name of the
        /// parameter asked for (`workoutStyle`); absent when none waits.
        public var question: String?
    }

    /// What one `import` did to its file.
    public struct ImportedFile: Sendable, Codable, Hashable {
        /// `imported`, `alreadyImported` or `failed`.
        public var status: String
        public var id: Int64?
        public var workoutStyle: String?
        public var warnings: [String]?
        public var error: String?
    }

    public var v = HostProtocol.version
    public var id: String?
    public var ok: Bool?
    public var code: WorkoutResponseCode?
    public var intent: String?
    public var dialog: Dialog?
    /// The session state after the request (its wire name is ``WorkoutSessionState/name``).
    public var state: WorkoutSessionState?
    public var value: Value?
    public var missingParameter: String?
    public var error: String?
    public var match: MatchInfo?
    public var reason: String?
    public var nearest: [String]?
    public var event: HostEvent?
    public var snapshot: WorkoutSnapshot?
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case v, id, ok, code, intent, dialog, state, value, missingParameter, error, match, reason, nearest, event,
            snapshot
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        v = try c.decodeIfPresent(Int.self, forKey: .v) ?? HostProtocol.version
        id = try c.decodeIfPresent(String.self, forKey: .id)
        ok = try c.decodeIfPresent(Bool.self, forKey: .ok)
        code = try c.decodeIfPresent(WorkoutResponseCode.self, forKey: .code)
        intent = try c.decodeIfPresent(String.self, forKey: .intent)
        dialog = try c.decodeIfPresent(Dialog.self, forKey: .dialog)
        if let name = try c.decodeIfPresent(String.self, forKey: .state) {
            guard let state = WorkoutSessionState.allCases.first(where: { $0.name == name }) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .state, in: c, debugDescription: "unknown state '\(name)'")
            }
            self.state = state
        }
        value = try c.decodeIfPresent(Value.self, forKey: .value)
        missingParameter = try c.decodeIfPresent(String.self, forKey: .missingParameter)
        error = try c.decodeIfPresent(String.self, forKey: .error)
        match = try c.decodeIfPresent(MatchInfo.self, forKey: .match)
        reason = try c.decodeIfPresent(String.self, forKey: .reason)
        nearest = try c.decodeIfPresent([String].self, forKey: .nearest)
        event = try c.decodeIfPresent(HostEvent.self, forKey: .event)
        snapshot = try c.decodeIfPresent(WorkoutSnapshot.self, forKey: .snapshot)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(v, forKey: .v)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(ok, forKey: .ok)
        try c.encodeIfPresent(code, forKey: .code)
        try c.encodeIfPresent(intent, forKey: .intent)
        try c.encodeIfPresent(dialog, forKey: .dialog)
        try c.encodeIfPresent(state?.name, forKey: .state)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(missingParameter, forKey: .missingParameter)
        try c.encodeIfPresent(error, forKey: .error)
        try c.encodeIfPresent(match, forKey: .match)
        try c.encodeIfPresent(reason, forKey: .reason)
        try c.encodeIfPresent(nearest, forKey: .nearest)
        try c.encodeIfPresent(event, forKey: .event)
        try c.encodeIfPresent(snapshot, forKey: .snapshot)
    }

    /// An error response.
    public static func failure(
        _ message: String, id: String? = nil, state: WorkoutSessionState? = nil, code: WorkoutResponseCode = .failure
    ) -> HostResponse {
        var response = HostResponse()
        response.id = id
        response.ok = false
        response.code = code
        response.error = message
        response.dialog = Dialog(full: message, supporting: "Failed")
        response.state = state
        return response
    }
}
