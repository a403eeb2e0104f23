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
/// {"v": 1, "op": "status"}          // also: "ping", "history" (with "limit"), "subscribe", "confirm", "deny"
/// ```
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
    public var op: String?
    public var limit: Int?
    /// For an intent: the person already confirmed (`cadence cancel --yes`).
    public var confirmed: Bool?

    public init(
        intent: String? = nil, parameters: [String: String]? = nil, utterance: String? = nil, locale: String? = nil,
        addressed: Bool? = nil, op: String? = nil, limit: Int? = nil, id: String? = nil, confirmed: Bool? = nil
    ) {
        self.confirmed = confirmed
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
        case v, id, intent, parameters, utterance, locale, addressed, op, limit, confirmed
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
        op = try c.decodeIfPresent(String.self, forKey: .op)
        limit = try c.decodeIfPresent(Int.self, forKey: .limit)
        confirmed = try c.decodeIfPresent(Bool.self, forKey: .confirmed)
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
    }

    public var v = HostProtocol.version
    public var id: String?
    public var ok: Bool?
    public var code: String?
    public var intent: String?
    public var dialog: Dialog?
    public var state: String?
    public var value: Value?
    public var missingParameter: String?
    public var error: String?
    public var match: MatchInfo?
    public var reason: String?
    public var nearest: [String]?
    public var event: String?
    public var snapshot: WorkoutSnapshot?

    public init() {}

    /// An error response.
    public static func failure(_ message: String, id: String? = nil, state: String? = nil) -> HostResponse {
        var response = HostResponse()
        response.id = id
        response.ok = false
        response.code = WorkoutResponseCode.failure.rawValue
        response.error = message
        response.dialog = Dialog(full: message, supporting: "Failed")
        response.state = state
        return response
    }
}
