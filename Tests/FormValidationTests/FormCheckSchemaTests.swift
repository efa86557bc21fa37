import FormCheckCommand
import FormValidation
import Foundation
import Testing

/// `formcheck schema --schema FILE`: any JSON value per line in, one JSON line per value out; a schema it cannot
/// take exits 2 with the error, before reading a line.
@Suite struct FormCheckSchemaTests {
    static let schemaJSON = """
        {"type": "object", "required": ["email"],
         "properties": {"email": {"type": "string", "minLength": 3}, "tags": {"type": "array", "items": {"type": "string"}}}}
        """

    @Test(arguments: [
        (#"{"email": "a@b.c", "tags": ["x"]}"#, #"{"valid":true}"#),
        (
            #"{"tags": ["x", 2]}"#,
            #"{"errors":[{"code":"required","message":"email is required.","path":"/email"},{"code":"invalidType","message":"This field must be of type string.","parameters":{"types":["string"]},"path":"/tags/1"}],"valid":false}"#
        ),
        (
            "42",
            #"{"errors":[{"code":"invalidType","message":"This field must be of type object.","parameters":{"types":["object"]},"path":""}],"valid":false}"#
        ),
        (#"{"email": "a@b.c""#, #"{"error":"the line is not valid JSON","valid":false}"#),
        ("", #"{"error":"the line is blank","valid":false}"#),
    ])
    func answersEachValue(line: String, answer: String) async throws {
        let path = try FormCheckFormTests.temporaryFile(Self.schemaJSON, name: "schema.json")
        let result = await FormCheckFormTests.run(["schema", "--schema", path], input: line + "\n")
        #expect(result.output == answer + "\n")
        #expect(result.status == (answer == #"{"valid":true}"# ? 0 : 1))
    }

    @Test(arguments: [
        (#"{"minLength": "three"}"#, #""minLength" must be a non-negative integer (at /minLength)."#),
        (#"{"$ref": "other.json"}"#, "nothing is fetched"),
        ("{", "is not valid JSON"),
    ])
    func refusesASchemaItCannotTake(schema: String, says: String) async throws {
        let path = try FormCheckFormTests.temporaryFile(schema, name: "schema.json")
        let result = await FormCheckFormTests.run(["schema", "--schema", path], input: "1\n")
        #expect(result.status == FormCheck.usageErrorStatus)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(says), "\(result.error)")
    }
}
