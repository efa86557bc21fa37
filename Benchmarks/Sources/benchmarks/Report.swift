import Foundation

/// One figure of the run, as `--json` writes it: `{"name": …, "value": …, "unit": …}`.
struct Figure: Sendable {
    var name: String
    var value: Double
    var unit: String
}

/// What the run found: the figures, in order, and the tables people read.
@MainActor
final class Report {
    private(set) var figures: [Figure] = []
    private var sections: [String] = []
    /// Whether to print progress and tables (on standard error when `--json` is given).
    let isJSON: Bool

    init(isJSON: Bool) {
        self.isJSON = isJSON
    }

    /// Records a figure.
    func add(_ name: String, _ value: Double, _ unit: String) {
        figures.append(Figure(name: name, value: value, unit: unit))
    }

    /// Prints a section's heading, then its table.
    func section(_ title: String, columns: [String], rows: [[String]], notes: [String] = []) {
        var text = "\n## \(title)\n\n" + Self.table(columns: columns, rows: rows)
        for note in notes { text += "\n" + note }
        show(text)
    }

    /// Prints a line of progress or commentary.
    func show(_ text: String) {
        if isJSON {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        } else {
            print(text)
        }
    }

    /// The figures as one JSON object: `{"figures": [{"name": …, "value": …, "unit": …}, …]}`.
    var json: String {
        let items = figures.map { figure in
            let value = figure.value.isFinite ? Self.number(figure.value) : "null"
            return "{\"name\": \"\(figure.name)\", \"value\": \(value), \"unit\": \"\(figure.unit)\"}"
        }
        return "{\"figures\": [\n  " + items.joined(separator: ",\n  ") + "\n]}"
    }

    /// A plain-text table with aligned columns: the first left-aligned, the others right-aligned.
    static func table(columns: [String], rows: [[String]]) -> String {
        let all = [columns] + rows
        let widths = columns.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(columns), rule] + rows.map(line)).joined(separator: "\n")
    }

    /// A number as JSON writes it, with at most three decimals.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(format: "%.3f", value)
    }
}

/// Formatting for the tables.
enum Format {
    static func nanoseconds(_ value: Double) -> String {
        if value >= 10_000 { return String(format: "%.1f µs", value / 1000) }
        if value >= 100 { return String(format: "%.0f ns", value) }
        return String(format: "%.1f ns", value)
    }

    static func ratio(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f×", value) : String(format: "%.1f×", value)
    }

    static func allocations(_ value: Double) -> String {
        String(format: "%.2f", value)
    }
}
