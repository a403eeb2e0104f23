import Foundation

/// A command's name, help text and options, as `cadence help <name>` prints them.
public struct CommandSpec: Sendable {
    /// One option.
    public struct Option: Sendable {
        /// The long name without dashes ("data-dir").
        public let name: String
        /// The value's placeholder ("DIR"), or nil for a flag.
        public let valueName: String?
        /// What it does.
        public let help: String

        public init(_ name: String, value: String? = nil, help: String) {
            self.name = name
            self.valueName = value
            self.help = help
        }
    }

    /// The subcommand's name.
    public let name: String
    /// One line about it.
    public let abstract: String
    /// What follows `cadence <name>` in the usage line.
    public let usage: String
    /// The positional arguments and what they are.
    public let arguments: [(String, String)]
    /// The options.
    public let options: [Option]
    /// Extra paragraphs.
    public let discussion: String?

    public init(
        name: String, abstract: String, usage: String = "", arguments: [(String, String)] = [], options: [Option] = [],
        discussion: String? = nil
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }

    /// The usage line.
    public var usageLine: String { "cadence \(name)\(usage.isEmpty ? "" : " " + usage)" }

    /// The full help text: OVERVIEW, USAGE, ARGUMENTS, OPTIONS.
    public var help: String {
        var text = "OVERVIEW: \(abstract)\n"
        if let discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usageLine)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for (name, help) in arguments {
                text += "  \(name.padding(toLength: 24, withPad: " ", startingAt: 0))\(help)\n"
            }
        }
        text += "\nOPTIONS:\n"
        for option in options + [Option("help", help: "Show help information.")] {
            let left =
                option.name == "help" ? "-h, --help" : "--\(option.name)" + (option.valueName.map { " <\($0)>" } ?? "")
            text += "  \(left.padding(toLength: 24, withPad: " ", startingAt: 0))\(option.help)\n"
        }
        return text
    }

    /// The shared `--data-dir` option.
    public static let dataDirectory = Option(
        "data-dir", value: "DIR",
        help: "The data directory (default: $CADENCE_HOME, else $XDG_DATA_HOME/cadence, else ~/.local/share/cadence).")
    /// The shared `--json` flag.
    public static let json = Option("json", help: "Print the result as JSON.")
    /// The shared `--units` option.
    public static let units = Option(
        "units", value: "SYSTEM",
        help: "metric or imperial for this command (default: $CADENCE_UNITS, else cadence config set units, else metric).")
}

/// A command line that does not fit its command: printed with the usage line, exit 64.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parsed arguments: positionals, option values and flags.
public struct ParsedArguments: Sendable {
    public var positionals: [String] = []
    public var values: [String: String] = [:]
    public var flags: Set<String> = []

    /// Parses `arguments` for `spec`: `--name value`, `--name=value`, flags, and `--` to end options.
    public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
        var iterator = arguments.makeIterator()
        var optionsEnded = false
        while let argument = iterator.next() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                flags.insert("help")
                continue
            }
            guard argument.hasPrefix("--") else { throw UsageError("unknown option '\(argument)'") }
            var name = String(argument.dropFirst(2))
            var inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            if option.valueName == nil {
                guard inline == nil else { throw UsageError("'--\(name)' takes no value") }
                flags.insert(name)
            } else {
                guard let value = inline ?? iterator.next() else {
                    throw UsageError("missing value for '--\(name) <\(option.valueName ?? "VALUE")>'")
                }
                values[name] = value
            }
        }
    }

    /// Whether a flag was given.
    public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
