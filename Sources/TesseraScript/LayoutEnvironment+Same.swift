// Telling a run's one environment from another quickly: measure calls pass copies of the same one.

import Glibc
import TesseraLayout

extension LayoutEnvironment {
    /// Whether `other` equals this environment, compared by their bytes first: every measure call of a run passes a
    /// copy of one environment, and comparing its forty-odd fields one by one took longer than the call's work.
    /// Equal environments whose bytes differ (padding, two copies of one string) are compared field by field.
    func isSame(as other: LayoutEnvironment) -> Bool {
        let identical = withUnsafeBytes(of: self) { x in
            withUnsafeBytes(of: other) { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return identical || self == other
    }
}
