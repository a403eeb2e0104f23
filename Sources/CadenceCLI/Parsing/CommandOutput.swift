import Foundation
import Synchronization

/// Where a command writes: results to standard output, diagnostics to standard error. Tests
/// capture both in memory.
public final class CommandOutput: Sendable {
    private final class Buffer: Sendable {
        let text = Mutex<(out: String, err: String)>(("", ""))
    }

    private let capture: Buffer?
    /// Whether standard output is a terminal (the live view draws only then).
    public let isTerminal: Bool

    private init(capturing: Bool, isTerminal: Bool) {
        capture = capturing ? Buffer() : nil
        self.isTerminal = isTerminal
    }

    /// The process's standard output and error.
    public static func standard() -> CommandOutput {
        CommandOutput(capturing: false, isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    /// Output kept in memory, for tests.
    public static func capturing() -> CommandOutput { CommandOutput(capturing: true, isTerminal: false) }

    /// Writes a line (or text ending in a newline) to standard output.
    public func out(_ text: String, terminator: String = "\n") {
        if let capture {
            capture.text.withLock { $0.out += text + terminator }
        } else {
            FileHandle.standardOutput.write(Data((text + terminator).utf8))
        }
    }

    /// Writes a line to standard error.
    public func err(_ text: String) {
        if let capture {
            capture.text.withLock { $0.err += text + "\n" }
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// What was written to standard output (captured output only).
    public var standardOutput: String { capture?.text.withLock { $0.out } ?? "" }
    /// What was written to standard error (captured output only).
    public var standardError: String { capture?.text.withLock { $0.err } ?? "" }
}
