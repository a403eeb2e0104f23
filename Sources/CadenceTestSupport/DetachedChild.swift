import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Starts a helper program (gpsfake and its gpsd) the way tests and benchmarks need it: with
/// `posix_spawn`, in a process group of its own, its output discarded, and with no signal
/// blocked or ignored — a child inherits the test runner's otherwise, and then ignores SIGTERM —
/// so that signalling the group ends it and everything it started.
package enum DetachedChild {
    /// The child's pid (also its process group's), or the reason it could not start.
    /// `standardInput` is a descriptor the child reads as its stdin (the parent keeps its own).
    package static func spawn(_ arguments: [String], standardInput: Int32? = nil) -> Result<pid_t, SpawnError> {
        guard let program = arguments.first else { return .failure(SpawnError(reason: "no program")) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, &attributes, &argv, environ)
        guard status == 0 else { return .failure(SpawnError(reason: String(cString: strerror(status)))) }
        return .success(child)
    }

    /// Why a child did not start.
    package struct SpawnError: Error, Sendable, CustomStringConvertible {
        package let reason: String
        package var description: String { reason }
    }
}
