import FormValidationCore
import FormValidationIO
import FormValidationSpecs

extension RuleCommand {
    /// `form --spec FILE [--base-url URL] [--local-only]`: each line a JSON object of field values, validated with
    /// a ``FormValidation/FormSpecValidator`` built from the spec; each record answered with one JSON line.
    /// `--local-only` runs every local rule and skips the remote ones, to clean a data file without a server.
    static let form = RuleCommand(
        "form", requiredOptions: [.spec], options: [.baseURL, .localOnly],
        summary: "A JSON object of field values valid for the form spec FILE; one JSON line out per record."
    ) { arguments throws(UsageError) in
        let spec = try arguments.formSpec()
        let baseURL = try arguments.baseURL()
        do throws(FormSpecError) {
            // A relative remote URL without --base-url, or a URL the remote rule refuses, is reported here.
            let build = { () throws(FormSpecError) in
                try FormSpecValidator(
                    spec, baseURL: baseURL, transport: URLSessionTransport.shared, messages: arguments.messages,
                    localOnly: arguments[.localOnly] != nil)
            }
            let validator = try build()
            // Records checked on two threads at once: each its own rules (see LineChecker.secondLane).
            return .form(validator, secondLane: validator.hasRemoteRules ? nil : try build())
        } catch {
            throw arguments.error(error.description)
        }
    }
}
