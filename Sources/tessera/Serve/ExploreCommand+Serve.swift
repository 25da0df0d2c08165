// `explore --serve`: the explorer's session served as a local web page instead of a prompt.

import ArgumentParser
import Foundation

extension ExploreCommand {
    /// `--port` needs `--serve`, and a port a server can listen on; `--serve` takes no commands file.
    func validateServing() throws {
        if let port {
            guard serve else { throw ValidationError("--port is the port of --serve: give --serve too") }
            guard (0...65535).contains(port) else {
                throw ValidationError("--port must be a port from 1 to 65535, or 0 for any free one (got \(port))")
            }
        }
        if serve, commands != nil {
            throw ValidationError("--serve and --commands do not go together: the page sends the commands")
        }
    }

    /// Serves `session` until the process is stopped, printing the page's address once it listens.
    func serveWeb(_ session: any ExploringSession) throws {
        let timeout = scriptOptions.timeoutSeconds
        let host = ExplorerHost(session: session, timeout: timeout)
        // A request answers once its command ran; the HTTP timeout only stops waiting for one that hangs.
        let server = try ExplorerServer(host: host, port: UInt16(port ?? 0), requestTimeout: (timeout ?? 60) + 15)
        try server.runBlocking { address in
            print("serving \(address)")
            fflush(nil)  // every stream: a script reading the address waits for it
        }
    }
}
