import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Puts the terminal in raw mode (keys arrive one at a time, unechoed, Ctrl-C as a byte) on an
/// alternate screen, and restores everything on ``restore()``.
final class RawTerminal {
    private var original = termios()
    private var active = false

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
        active = true
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Draws a screen from the top left, clearing what was there.
    func draw(_ lines: [String]) {
        write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
    }

    /// Leaves raw mode and the alternate screen.
    func restore() {
        guard active else { return }
        active = false
        write("\u{1B}[?25h\u{1B}[?1049l")
        tcsetattr(STDIN_FILENO, TCSANOW, &original)
    }

    deinit { restore() }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
