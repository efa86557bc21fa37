import FormValidationCore

/// The errors an output buffer wrote lately, as their JSON text up to their path: an error that says the same again
/// (the same code, field, message and parameters, at whatever path), as records that fail the same way do, is
/// copied from that text rather than written again, its message escaped and its parameters sorted once.
///
/// A remembered error is found by comparing what it says, not by a key made of it: the messages a schema renders
/// once are the same string each time, which compares at once.
struct ErrorFragments {
    private struct Entry {
        var code: ValidationError.Code
        var field: String?
        var message: String
        var parameters: [String: ValidationParameter]
        /// `"code":…,"field":…,"message":…,"parameters":{…}`, without braces: what precedes `"path"`.
        var text: [UInt8]
    }

    private var entries: [Entry] = []
    /// How many errors are remembered at most: `0` for a writer that writes a line or two.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Writes the members of `error` before its path, `"code":…,"field":…,"message":…,"parameters":{…}`, with
    /// `write` the first time, from the text remembered after.
    mutating func writeHead(
        of error: ValidationError, into writer: inout JSONTextWriter,
        _ write: (ValidationError, inout JSONTextWriter) -> Void
    ) {
        // By index: iterating would copy each entry out, retaining its fields.
        for index in entries.indices
        where entries[index].message == error.message && entries[index].code == error.code
            && entries[index].field == error.field && entries[index].parameters == error.parameters
        {
            return writer.raw(contentsOf: entries[index].text)
        }
        let start = writer.bytes.count
        write(error, &writer)
        guard capacity > 0 else { return }
        let entry = Entry(
            code: error.code, field: error.field, message: error.message, parameters: error.parameters,
            text: Array(writer.bytes[start...]))
        if entries.count < capacity {
            entries.append(entry)
        } else {
            // The oldest gives way.
            entries.removeFirst()
            entries.append(entry)
        }
    }
}
