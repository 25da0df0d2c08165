// What accept, reject and review print over the pending outputs under their paths, and their exit status.

import ArgumentParser
import Foundation
import TesseraGolden

extension PendingGolden {
    /// The pending outputs under `paths` (default `Samples`); nil, after saying there is nothing to `verb`,
    /// when there are none.
    static func pending(under paths: [String], verb: String) throws -> [PendingGolden]? {
        let roots = SampleDiscovery.roots(paths)
        let pending = try all(under: roots)
        guard !pending.isEmpty else {
            print("nothing to \(verb): no pending .new files under \(roots.joined(separator: ", "))")
            return nil
        }
        return pending
    }

    /// Settles every pending output under `paths` (default `Samples`) with `action`, printing each file and a
    /// count: what `tessera accept` and `tessera reject` do.
    /// A file that cannot be settled is reported (`! path: not accepted: …`) and the others still are; the exit
    /// status is then 2.
    static func settleAll(under paths: [String], verb: String, counting noun: String,
                          action: (PendingGolden) throws -> String) throws {
        guard let pending = try pending(under: paths, verb: verb) else { return }
        var refused = 0
        for file in pending {
            do { print(try action(file)) } catch {
                print("! \(error)")
                refused += 1
            }
        }
        let settled = pending.count - refused
        print("\(settled) \(noun)\(settled == 1 ? "" : "s") \(verb)ed" + (refused > 0 ? ", \(refused) refused" : ""))
        if refused > 0 { throw ExitCode(2) }
    }
}
