import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Puts the terminal in raw mode (keys arrive one at a time, unechoed, Ctrl-C as a byte) on an
/// alternate screen, and restores everything on ``restore()``.
final class RawTerminal: @unchecked Sendable {
    // Invariant: `original` is written once in init; `active` is only read and changed under its
    // lock, so a signal handler's restore and the main thread's cannot both restore.
    private var original = termios()
    var originalSettings: termios { original }
    private let active = Mutex(false)

    /// Enters raw mode when standard input and output are terminals; `nil` otherwise.
    init?() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
            return nil
        }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
        active.withLock { $0 = true }
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// The terminal's size in columns and rows (80 × 24 when it cannot be read).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Draws a screen from the top left, clearing what was there.
    func draw(_ lines: [String]) {
        write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
    }

    /// Leaves raw mode and the alternate screen.
    func restore() {
        let wasActive = active.withLock { active in
            defer { active = false }
            return active
        }
        guard wasActive else { return }
        writeLeaveSequence()
        var original = self.original
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    deinit { restore() }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

// What a signal handler may touch: only these, written once before the handler is installed, and
// only async-signal-safe calls (write, tcsetattr, _exit).
nonisolated(unsafe) private var signalTerminal = termios()
nonisolated(unsafe) private var signalTerminalSaved = false

extension RawTerminal {
    /// Keeps the terminal's original settings where ``restoreTerminalAndExit(_:)`` finds them.
    func saveForSignals() {
        signalTerminal = originalSettings
        signalTerminalSaved = true
    }
}

/// A signal handler: leaves the alternate screen, shows the cursor, puts the terminal's settings
/// back and ends the process with 128 + the signal, as a shell reports a signalled program.
func restoreTerminalAndExit(_ signal: Int32) {
    if signalTerminalSaved {
        writeLeaveSequence()
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &signalTerminal)
    }
    _exit(128 + signal)
}

/// Leaves the alternate screen and shows the cursor, straight to the descriptor and without
/// allocating: a signal handler calls it, and the main thread may be inside FileHandle's write.
private func writeLeaveSequence() {
    let text: StaticString = "\u{1B}[?1049l\u{1B}[?25h"
    _ = write(STDOUT_FILENO, text.utf8Start, text.utf8CodeUnitCount)
}
