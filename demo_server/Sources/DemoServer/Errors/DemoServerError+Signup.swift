import Hummingbird

extension DemoServerError {
    /// `422 invalid_submission`: the body of `POST /api/signup` is JSON but not an object of field names and values.
    public static let invalidSubmission = DemoServerError(
        status: .unprocessableContent,
        code: "invalid_submission",
        message: "The request body must be a JSON object of field names and values."
    )
}
