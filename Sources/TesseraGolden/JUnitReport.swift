// `--junit FILE`: the run as JUnit XML, one testsuite per sample and one testcase per case, for CI dashboards.

import Foundation

/// Writes outcomes as JUnit XML (the dialect Jenkins, GitLab and GitHub reporters read):
///
/// ```xml
/// <testsuites name="tessera" tests="3" failures="1" errors="0" time="0.412">
///   <testsuite name="chat-thread" tests="3" failures="1" errors="0" skipped="0" time="0.412">
///     <testcase classname="chat-thread" name="iphone-se-3 portrait · large" time="0.130">
///       <failure message="… the diff …" type="mismatch">… the diff …</failure>
///     </testcase>
/// ```
/// A script or manifest error is an `<error>`; a recorded golden passes with a `<system-out>` saying so.
enum JUnitReport {
    /// The XML document for `outcomes` (in their order, grouped by sample).
    static func xml(_ outcomes: [CaseOutcome], duration: TimeInterval) -> String {
        var samples: [String] = []
        var bySample: [String: [CaseOutcome]] = [:]
        for outcome in outcomes {
            if bySample[outcome.sample] == nil { samples.append(outcome.sample) }
            bySample[outcome.sample, default: []].append(outcome)
        }
        let failures = outcomes.filter { $0.status == .failed }.count
        let errors = outcomes.filter { $0.status == .error }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"tessera\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
            + "time=\"\(seconds(duration))\">\n"
        for sample in samples { xml += suite(sample, bySample[sample]!) }
        xml += "</testsuites>\n"
        return xml
    }

    private static func suite(_ sample: String, _ outcomes: [CaseOutcome]) -> String {
        let failures = outcomes.filter { $0.status == .failed }.count
        let errors = outcomes.filter { $0.status == .error }.count
        let time = outcomes.reduce(0) { $0 + $1.duration }
        var xml = "  <testsuite name=\"\(escape(sample))\" tests=\"\(outcomes.count)\" failures=\"\(failures)\" "
            + "errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(time))\">\n"
        for outcome in outcomes {
            xml += "    <testcase classname=\"\(escape(outcome.sample))\" name=\"\(escape(outcome.shortName))\" "
                + "time=\"\(seconds(outcome.duration))\""
            let text = outcome.detail.isEmpty ? outcome.headline : outcome.headline + "\n" + outcome.detail
            switch outcome.status {
            case .passed:
                xml += "/>\n"
                continue
            case .recorded:
                xml += ">\n      <system-out>\(escape(text, attribute: false))</system-out>\n"
            case .failed:
                xml += ">\n      <failure message=\"\(escape(text))\" type=\"\(outcome.failure.rawValue)\">"
                    + "\(escape(text, attribute: false))</failure>\n"
            case .error:
                xml += ">\n      <error message=\"\(escape(outcome.headline))\" type=\"error\">"
                    + "\(escape(text, attribute: false))</error>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n"
        return xml
    }

    private static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f", value) }

    /// Escapes text for an attribute (where newlines and tabs become character references, so they survive
    /// attribute normalization) or an element; characters XML 1.0 cannot hold are dropped.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
