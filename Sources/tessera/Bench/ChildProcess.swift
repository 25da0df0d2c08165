// A child process for the benchmarks, started with posix_spawn: its standard error read, its wall time measured.

import Foundation

/// Runs a program to its exit with its standard output discarded and its standard error collected.
///
/// Foundation's `Process` took about 70 ms on this machine to run `tessera --version` (20 ms with `time` or Python's
/// `subprocess`), which a benchmark of the run's wall time would count as the run's own; `posix_spawn` starts the
/// child as a shell does.
struct ChildProcess {
    /// What the child wrote to its standard error.
    var standardError: Data
    /// The exit status, or 128 + the signal number when a signal ended it (as a shell reports it).
    var status: Int32
    /// From just before the spawn to just after the child was reaped, in seconds.
    var wallSeconds: Double

    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// - Throws: `BenchError` when the pipe or the spawn fails.
    static func run(_ executable: String, _ arguments: [String]) throws -> ChildProcess {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw BenchError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        defer { close(pipe[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let start = DispatchTime.now().uptimeNanoseconds
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else { throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))") }
        let output = readAll(pipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift does not import.
        let signal = status & 0x7f
        return ChildProcess(standardError: output, status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
                            wallSeconds: wall)
    }

    /// Every byte until end of file.
    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
