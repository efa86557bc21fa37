import Foundation
import Testing

/// A fixture of third-party verdicts under `Tests/FormValidationTests/Fixtures/`: one input per line, then one
/// column per library (`1` valid, `0` invalid), then where the input came from. Lines starting with `#` are
/// comments; the second one names the columns.
struct VerdictTable: Sendable {
    struct Row: Sendable {
        let input: String
        /// Each library's verdict, by column name.
        let verdicts: [String: Bool]
        let origin: String
    }

    let libraries: [String]
    let rows: [Row]

    /// The folder of the fixtures.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // FormValidationTests
        .appendingPathComponent("Fixtures")

    /// The text of the fixture `name`; records an issue and returns an empty text when it cannot be read.
    static func text(of name: String) -> String {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("cannot read fixture \(url.path)")
            return ""
        }
        return text
    }

    /// The columns of each line of the tab-separated fixture `name` that is not a `#` comment.
    static func columns(of name: String) -> [[String]] {
        text(of: name).split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Loads `name`; records an issue and returns an empty table when it cannot be read.
    static func load(_ name: String) -> VerdictTable {
        let url = directory.appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("cannot read fixture \(url.path)")
            return VerdictTable(libraries: [], rows: [])
        }
        var libraries: [String] = []
        var rows: [Row] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if line.hasPrefix("# input") {
                libraries = Array(columns.dropFirst().dropLast())
                continue
            }
            if line.hasPrefix("#") { continue }
            guard columns.count == libraries.count + 2 else {
                Issue.record("\(name): malformed line \(line)")
                continue
            }
            var verdicts: [String: Bool] = [:]
            for (index, library) in libraries.enumerated() { verdicts[library] = columns[index + 1] == "1" }
            rows.append(Row(input: columns[0], verdicts: verdicts, origin: columns[columns.count - 1]))
        }
        return VerdictTable(libraries: libraries, rows: rows)
    }
}

/// How often a rule agrees with a library, in total and per group (a country, a brand).
struct Agreement: CustomStringConvertible {
    private(set) var total = (agree: 0, all: 0)
    private(set) var groups: [String: (agree: Int, all: Int)] = [:]

    mutating func record(_ agrees: Bool, group: String) {
        total.all += 1
        groups[group, default: (0, 0)].all += 1
        if agrees {
            total.agree += 1
            groups[group, default: (0, 0)].agree += 1
        }
    }

    static func percent(_ part: (agree: Int, all: Int)) -> Double {
        part.all == 0 ? 100 : Double(part.agree) * 100 / Double(part.all)
    }

    /// The groups below `threshold` percent.
    func groups(below threshold: Double) -> [String] {
        groups.filter { Self.percent($0.value) < threshold }.keys.sorted()
    }

    var description: String {
        let lowest = groups.sorted { Self.percent($0.value) < Self.percent($1.value) }.prefix(5)
        let worst = lowest.map { "\($0.key) \(String(format: "%.1f", Self.percent($0.value)))% of \($0.value.all)" }
        return String(format: "%.2f", Self.percent(total)) + "% of \(total.all) (\(groups.count) groups; lowest: "
            + worst.joined(separator: ", ") + ")"
    }
}
