// The cadence command: everything is in CadenceCLI, which tests call in-process.
import CadenceCLI
import Foundation

let status = await Cadence.main(
    Array(CommandLine.arguments.dropFirst()),
    context: CommandContext(output: .standard(), environment: ProcessInfo.processInfo.environment))
exit(status)
