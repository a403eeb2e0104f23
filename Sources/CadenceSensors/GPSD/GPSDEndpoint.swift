import Foundation

/// Where gpsd listens: `HOST[:PORT]`, 127.0.0.1:2947 by default (gpsd's IANA port).
public struct GPSDEndpoint: Sendable, Hashable, CustomStringConvertible {
    public static let defaultPort: UInt16 = 2947

    public var host: String
    public var port: UInt16

    public init(host: String = "127.0.0.1", port: UInt16 = GPSDEndpoint.defaultPort) {
        self.host = host
        self.port = port
    }

    /// Reads `HOST`, `HOST:PORT`, `:PORT` or `[v6]:PORT`; `nil` with a reason for anything else.
    public static func parse(_ text: String) -> Result<GPSDEndpoint, EndpointError> {
        var host = text
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return .failure(EndpointError("'\(text)' has no closing ']'")) }
            host = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return .failure(EndpointError("'\(text)': expected ':PORT' after ']'")) }
                portText = rest.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon])
            portText = text[text.index(after: colon)...]
        }
        if host.isEmpty { host = "127.0.0.1" }
        var port = defaultPort
        if let portText {
            guard let value = UInt16(portText), value > 0 else {
                return .failure(EndpointError("'\(portText)' is not a TCP port (1–65535)"))
            }
            port = value
        }
        return .success(GPSDEndpoint(host: host, port: port))
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    public struct EndpointError: Error, Sendable, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
